// Who sat where (docs/rules.md §6): the pair columns of a session read beside its travellers. Shared
// by RANKING and MULTITEAM, which join the same rows to the same pairs; corrections and SERIES
// name pairs the same way.
import { BridgeInputError, rejectErrorCell } from "./errors";
import { Cell, CellError, isBlank } from "./cells";
import { Travellers, asRows, isCellError, readTravellers } from "./traveller";

/** A pair as a key that joins rows (`7`, `"7"`, `" 7 "` are one pair) and as the director wrote it. */
export interface PairId {
  key: string;
  /** Shown in the result: a number for numeric ids (so the sheet can sort and look them up). */
  label: number | string;
}

export function pairId(cell: Cell): PairId {
  rejectErrorCell(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new BridgeInputError(`${cell} is not a pair number`);
    return { key: String(cell), label: cell };
  }
  if (typeof cell === "boolean") throw new BridgeInputError(`${String(cell).toUpperCase()} is not a pair number or name`);
  const text = String(cell).trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return { key: String(n), label: n };
  }
  return { key: text.toUpperCase(), label: text };
}

/** Pair ids in the order a results list shows them: numbers numerically, then names. */
export function comparePairs(a: PairId, b: PairId): number {
  if (typeof a.label === "number" && typeof b.label === "number") return a.label - b.label;
  if (typeof a.label === "number") return -1;
  if (typeof b.label === "number") return 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** A range that must be one column, as its cells. */
export function columnCells(value: unknown, name: string): Cell[] {
  const rows = asRows(value, name);
  if (rows.some((r) => r.length !== 1))
    throw new BridgeInputError(`${name} must be one column; this range has ${Math.max(...rows.map((r) => r.length))} columns`);
  return rows.map((r) => r[0]);
}

/** The two pairs of one traveller row. */
export interface SeatedPairs {
  ns: PairId;
  ew: PairId;
}

/**
 * A session's rows with their pairs read, for RANKING and MULTITEAM alike: the travellers, per
 * row its two pairs (null for a blank row or one with a bad cell), and every bad cell found, in
 * sheet order. The same cell value gives the same PairId object, so callers can key maps by it.
 * `samePairAllowed`: in a Mitchell ranked by direction, NS 1 and EW 1 are two pairs.
 */
export function readSeating(entries: unknown, boards: unknown, nspairs: unknown, ewpairs: unknown, samePairAllowed: boolean): { travellers: Travellers; pairs: (SeatedPairs | null)[]; errors: CellError[] } {
  const travellers = readTravellers(entries, boards);
  const height = travellers.rowBoard.length;
  const nsCells = columnCells(nspairs, "nspairs");
  const ewCells = columnCells(ewpairs, "ewpairs");
  for (const [name, cells] of [["nspairs", nsCells], ["ewpairs", ewCells]] as const)
    if (cells.length !== height) throw new BridgeInputError(`${name} has ${cells.length} rows but entries has ${height}; they must be the same height`);

  // Every row is read before anything is scored, so the error reported is the first in the sheet.
  const errors: CellError[] = [];
  for (const board of travellers.boards) if (board.error) errors.push(board.error);
  // The same cell value is the same pair: a session has few pairs and many rows.
  const ids = new Map<Cell, PairId>();
  const readPair = (cell: Cell, range: string, r: number, who: string): PairId | null => {
    const known = ids.get(cell);
    if (known) return known;
    if (isBlank(cell)) {
      errors.push({ range, row: r, column: 0, message: `the ${who} pair is blank on a row with a result` });
      return null;
    }
    try {
      const id = pairId(cell);
      ids.set(cell, id);
      return id;
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      errors.push({ range, row: r, column: 0, message: e.message });
      return null;
    }
  };
  const pairs: (SeatedPairs | null)[] = new Array(height).fill(null);
  for (let r = 0; r < height; r++) {
    const b = travellers.rowBoard[r];
    if (b === "blank") continue;
    if (isCellError(b)) errors.push(b);
    const ns = readPair(nsCells[r], "nspairs", r, "NS");
    const ew = readPair(ewCells[r], "ewpairs", r, "EW");
    if (!ns || !ew) continue;
    if (!samePairAllowed && ns.key === ew.key) {
      errors.push({ range: "ewpairs", row: r, column: 0, message: `pair ${ns.label} is both NS and EW on this row` });
      continue;
    }
    pairs[r] = { ns, ew };
  }
  return { travellers, pairs, errors };
}
