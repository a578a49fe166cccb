// Who sat where (docs/rules.md §6): the pair columns of a session read beside its travellers. Shared
// by RANKING and MULTITEAM, which join the same rows to the same pairs; corrections and SERIESRESULT
// name pairs the same way.
import { BridgeInputError, inputError, rejectErrorCell } from "../errors";
import { Cell, CellError, asRows, cellError, firstIdCell, isBlank, isCellError, sameRow, titledFirstRow } from "../entries/cells";
import { Message, msg } from "../messages";
import { Travellers, readTravellers } from "../entries/traveller";
import { Direction } from "../entries/entry";
import { int32Rows } from "../entries/column";
import { isObjectCell } from "../entries/objectCells";

/** A pair as a key that joins rows (`7`, `"7"`, `" 7 "` are one pair) and as the director wrote it. */
export interface PairId {
  key: string;
  /** Shown in the result: a number for numeric ids (so the sheet can sort and look them up). */
  label: number | string;
}

export function pairId(cell: Cell): PairId {
  rejectErrorCell(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw inputError("pair.notNumber", { value: cell });
    return { key: String(cell), label: cell };
  }
  if (typeof cell === "boolean") throw inputError("pair.notNumberOrName", { value: String(cell).toUpperCase() });
  const text = String(cell).trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return { key: String(n), label: n };
  }
  return { key: text.toUpperCase(), label: text };
}

/** Pair ids in the order a results list shows them: numbers numerically, then names (rules §6). */
export function comparePairs(a: PairId, b: PairId): number {
  if (typeof a.label === "number" && typeof b.label === "number") return a.label - b.label;
  if (typeof a.label === "number") return -1;
  if (typeof b.label === "number") return 1;
  return compareNames(a.key, b.key);
}

/**
 * Names ignoring case, with the numbers in them read as numbers, so "Team 2" comes before
 * "Team 10" the way a director numbers teams. Only the same key compares equal: the order of a
 * results list never depends on the order of the rows.
 */
export function compareNames(a: string, b: string): number {
  // Stryker disable next-line ArrayDeclaration: equivalent, a pair key is never empty, so match finds a part
  const x = a.match(/\d+|\D+/g) ?? [];
  // Stryker disable next-line ArrayDeclaration: equivalent, as above
  const y = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < x.length && i < y.length; i++) {
    const order = /\d/.test(x[i][0]) && /\d/.test(y[i][0]) ? compareDigits(x[i], y[i]) : compareText(x[i], y[i]);
    if (order !== 0) return order;
  }
  return x.length - y.length || compareText(a, b);
}

/** Runs of digits of any length as whole numbers, exactly (leading zeros do not count). */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+/, "");
  const y = b.replace(/^0+/, "");
  return x.length - y.length || compareText(x, y);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A range that must be one column, as its cells. */
export function columnCells(value: unknown, name: string): Cell[] {
  const rows = asRows(value, name);
  if (rows.some((r) => r.length !== 1)) throw inputError("range.oneColumn", { name, width: Math.max(...rows.map((r) => r.length)) });
  return rows.map((r) => r[0]);
}

/** The two pairs of one traveller row. */
export interface SeatedPairs {
  ns: PairId;
  ew: PairId;
}

/**
 * RANKING's and MULTITEAM's arguments, in the order of docs/functions.md: the boards column, the
 * NS and EW pair columns and the entries, then the options text and the corrections range, both
 * optional. One tuple, so that the exact and the column paths of both functions take the same
 * six and pass them on whole.
 */
export type SessionArgs = [boards: unknown, nspairs: unknown, ewpairs: unknown, entries: unknown, optionsText?: unknown, corrections?: unknown];

/**
 * A session's rows with their pairs read, for RANKING and MULTITEAM alike: the travellers, per
 * row its two pairs (null for a blank row or one with a bad cell), and every bad cell found, in
 * sheet order. The same cell value gives the same PairId object, so callers can key maps by it.
 * `samePairAllowed`: in a Mitchell ranked by direction, NS 1 and EW 1 are two pairs.
 */
export function readSeating(
  entries: unknown,
  boards: unknown,
  nspairs: unknown,
  ewpairs: unknown,
  samePairAllowed: boolean,
): { travellers: Travellers; pairs: (SeatedPairs | null)[]; errors: CellError[] } {
  const nsCells = columnCells(nspairs, "nspairs");
  const ewCells = columnCells(ewpairs, "ewpairs");
  // The pair columns take part in the title rule (docs/rules.md §2): a title "NS" over pairs
  // beside entries that start with a score is a misaligned selection, not a pair named NS.
  const pairColumns = [nsCells, ewCells];
  const travellers = readTravellers(entries, boards, "entries", "boards", {
    also: sameRow([
      { name: "nspairs", first: firstIdCell(pairColumns, 0) },
      { name: "ewpairs", first: firstIdCell(pairColumns, 1) },
    ]),
  });
  const height = travellers.rowBoard.length;
  for (const [name, cells] of [
    ["nspairs", nsCells],
    ["ewpairs", ewCells],
  ] as const)
    if (cells.length !== height) throw inputError("range.height", { name, rows: cells.length, other: "entries", otherRows: height });

  // Every row is read before anything is scored, so the error reported is the first in the sheet.
  const errors: CellError[] = [];
  for (const board of travellers.boards) if (board.error) errors.push(board.error);
  // The same cell value is the same pair: a session has few pairs and many rows.
  const ids = new Map<Cell, PairId>();
  const readPair = (cell: Cell, range: string, r: number, blank: "pair.nsBlank" | "pair.ewBlank"): PairId | null => {
    const known = ids.get(cell);
    if (known) return known;
    if (isBlank(cell)) {
      errors.push(cellError(range, r, 0, msg(blank)));
      return null;
    }
    try {
      const id = pairId(cell);
      ids.set(cell, id);
      return id;
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      errors.push(cellError(range, r, 0, e));
      return null;
    }
  };
  // Stryker disable next-line ArrayDeclaration: equivalent, filled by index and read with a null check
  const pairs: (SeatedPairs | null)[] = new Array(height).fill(null);
  for (let r = 0; r < height; r++) {
    const b = travellers.rowBoard[r];
    if (b === "blank") continue;
    if (isCellError(b)) errors.push(b);
    const ns = readPair(nsCells[r], "nspairs", r, "pair.nsBlank");
    const ew = readPair(ewCells[r], "ewpairs", r, "pair.ewBlank");
    if (!ns || !ew) continue;
    if (!samePairAllowed && ns.key === ew.key) {
      errors.push(cellError("ewpairs", r, 0, msg("pair.bothDirections", { pair: ns.label })));
      continue;
    }
    pairs[r] = { ns, ew };
  }
  return { travellers, pairs, errors };
}

/** "pair 3 plays board 7 twice: on this row and on row 4" (`before` is the 0-based earlier row). */
export function playsTwice(who: Message, boardId: string, before: number): Message {
  return boardId === "" ? msg("pair.twiceOnTheBoard", { who, row: before + 1 }) : msg("pair.twiceOnBoard", { who, board: boardId, row: before + 1 });
}

// ---------------------------------------------------------------------------------------------
// The pair columns by index, for the paths that read a results column board by board
// (fastranking.ts, fastmultiteam.ts): the same pairs as readSeating, or null where it would
// report something, so that the exact path words it.

export interface Seats {
  /** Per row: the index of its NS and EW pair (-1 on blank rows). */
  ns: Int32Array;
  ew: Int32Array;
  pairs: PairId[];
  /** Per pair: its field under mitchell=on, else null. */
  direction: (Direction | null)[];
}

const SMALL = 1 << 16;

/**
 * The pair columns as readSeating reads them, or null for anything it would report (a title over
 * a pair column, which the title rule of docs/rules.md §2 judges with every range; a blank or
 * bad pair cell, a pair in both directions, columns of another shape): the exact path words it.
 */
export function readSeats(height: number, blank: Uint8Array, nspairs: unknown, ewpairs: unknown, mitchell: boolean): Seats | null {
  const columns = [nspairs, ewpairs];
  if (!columns.every((c) => Array.isArray(c) && c.length === height && c.every((row) => Array.isArray(row) && row.length === 1))) return null;
  // A title over the pair columns: the title rule reads every range (docs/rules.md §2). The NS
  // column's first cell is enough: a title-like EW cell beside an NS pair is a name on both paths
  // (sameRow), as this reader reads it, and beside a blank NS cell the row's blank pair sends the
  // call to the exact path below.
  if (titledFirstRow(nspairs)) return null;
  const [nsCells, ewCells] = columns as Cell[][][];
  // Stryker disable next-line UnaryOperator: equivalent, no board lists a blank row, so its slot is never read
  const ns = int32Rows(height).fill(-1);
  // Stryker disable next-line UnaryOperator: equivalent, as above
  const ew = int32Rows(height).fill(-1);
  const pairs: PairId[] = [];
  const direction: (Direction | null)[] = [];
  // Under mitchell=on NS 1 and EW 1 are two pairs: a map per field, not a key string per pair.
  const shared = new Map<string, number>();
  const byKey = { ns: shared, ew: mitchell ? new Map<string, number>() : shared };
  const byCell = { ns: new Map<Cell, number>(), ew: new Map<Cell, number>() };
  // Pair numbers, as most sheets have them, are looked up by the number itself (index + 1); a
  // session of n rows has at most 2n pairs, so numbers beyond that are rare and go to the map.
  // Stryker disable next-line MethodExpression,ArithmeticOperator: equivalent, the table's size only decides which numbers the map holds instead
  const limit = Math.min(SMALL, 2 * height + 64);
  const byNumber = { ns: int32Rows(limit), ew: int32Rows(limit) };
  // Called when the loop below has not found the cell in the table of numbers: a number in the
  // table is seen there from its first row on.
  const indexOf = (cell: Cell, d: Direction): number | null => {
    // An object cell (src/entries/objectCells.ts): the caller reads the ranges' object cells and asks again.
    if (isObjectCell(cell)) return null;
    const known = byCell[d].get(cell);
    if (known !== undefined) return known;
    if (isBlank(cell)) return null;
    let id: PairId;
    try {
      id = pairId(cell);
    } catch {
      // Bad input, worded by the exact path, which meets any other error at the same cell again.
      return null;
    }
    let index = byKey[d].get(id.key);
    if (index === undefined) {
      byKey[d].set(id.key, (index = pairs.length));
      pairs.push(id);
      direction.push(mitchell ? d : null);
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: equivalent, a typed array drops a write outside its range or at a fraction, and the pair is read again
    if (typeof cell === "number" && cell >= 0 && cell < limit && Number.isInteger(cell)) byNumber[d][cell] = index + 1;
    else byCell[d].set(cell, index);
    return index;
  };
  for (let r = 0; r < height; r++) {
    const x = nsCells[r][0];
    const y = ewCells[r][0];
    // Beside a blank entry too: the first NS pair may be read as a title (titledFirstRow above).
    if (blank[r]) {
      if (isObjectCell(x) || isObjectCell(y)) return null;
      continue;
    }
    // A pair number seen before, inline; anything else through indexOf.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a typed array reads undefined outside its range or at a fraction, and indexOf finds the same pair
    const a = typeof x === "number" && x >= 0 && x < limit && (x | 0) === x && byNumber.ns[x] > 0 ? byNumber.ns[x] - 1 : indexOf(x, "ns");
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, as above
    const b = typeof y === "number" && y >= 0 && y < limit && (y | 0) === y && byNumber.ew[y] > 0 ? byNumber.ew[y] - 1 : indexOf(y, "ew");
    if (a === null || b === null || a === b) return null;
    ns[r] = a;
    ew[r] = b;
  }
  return { ns, ew, pairs, direction };
}

/**
 * Whether every pair sits on board b once (lastBoard: per pair, the last board it was seen on).
 * A function of its own: as a loop inside the loop over boards, Chromium optimised it on its own
 * and dropped that code at its end, on every board.
 */
export function seatedOnce(rows: Int32Array, seats: Seats, lastBoard: Int32Array, b: number): boolean {
  const { ns, ew } = seats;
  // Stryker disable next-line EqualityOperator: equivalent for <= (the others are killed), one row past the end reads undefined, the slot of no pair
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (lastBoard[ns[r]] === b || lastBoard[ew[r]] === b) return false;
    lastBoard[ns[r]] = b;
    lastBoard[ew[r]] = b;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// One field or two (docs/rules.md §6): whether a session's pair numbers name two pairs each.

/** A line as the kind of movement is read from it: its traveller and its two pair ids. */
export interface SeatedLine {
  /** The traveller the line is on (board, with its section and session where there are several). */
  traveller: string;
  ns: string;
  ew: string;
}

/**
 * The two fields' markers as scoring programs add them to a pair number — 1NS/1EW, NS1/EW1, N1/E1 —
 * in the four languages' words for the directions (NS, NZ, ÉD; EW, ØV, OW, KNy; Ö-V as Swedish programs write).
 */
const NS_WORD = "(?:N-?S|N-?Z|É-?D|N)";
const EW_WORD = "(?:E-?W|Ø-?V|Ö-?V|O-?W|K-?NY|E)";
const NS_MARK = new RegExp(`^(?:\\d+\\s*${NS_WORD}|${NS_WORD}\\s*\\d+)$`, "i");
const EW_MARK = new RegExp(`^(?:\\d+\\s*${EW_WORD}|${EW_WORD}\\s*\\d+)$`, "i");

export interface FieldReading {
  /** Two fields (a two-winner Mitchell): RANKING needs mitchell=on. */
  twoFields: boolean;
  /**
   * The lines that say otherwise, by index: in a session read as one field, each line whose
   * traveller has a pair id on both sides — impossible there, so most likely a typo.
   */
  against: { index: number; pair: string }[];
}

/**
 * Whether pair numbers name a pair per field (a Mitchell numbered by field: NS 1–7 and EW 1–7),
 * read from the whole session, never from one line (docs/rules.md §6): the ids carry their
 * field's marker on every line (Compscore's 1NS/1EW), or more than half of the travellers have a
 * pair id on both sides — every traveller of a Mitchell numbered by field does, none of a Howell's
 * (a pair never plays a board twice). A line that contradicts the reading is named, not followed.
 */
export function readFields(lines: readonly SeatedLine[]): FieldReading {
  const present = lines.filter((l) => l.ns.trim() !== "" && l.ew.trim() !== "");
  if (present.length > 0 && present.every((l) => NS_MARK.test(l.ns.trim()) && EW_MARK.test(l.ew.trim()))) return { twoFields: true, against: [] };
  // Each line's pair keys, read once (null: blank, or no pair id): both passes below use them.
  const keyOf = (id: string): string | null => {
    if (id.trim() === "") return null;
    try {
      return pairId(id).key;
    } catch {
      return null;
    }
  };
  const keys = lines.map((l) => ({ ns: keyOf(l.ns), ew: keyOf(l.ew) }));
  const sides = new Map<string, { ns: Set<string>; ew: Set<string> }>();
  lines.forEach((l, i) => {
    let t = sides.get(l.traveller);
    if (!t) sides.set(l.traveller, (t = { ns: new Set(), ew: new Set() }));
    if (keys[i].ns !== null) t.ns.add(keys[i].ns);
    if (keys[i].ew !== null) t.ew.add(keys[i].ew);
  });
  const both = new Map([...sides].map(([traveller, t]) => [traveller, new Set([...t.ns].filter((k) => t.ew.has(k)))]));
  const evidence = [...both.values()].filter((s) => s.size > 0).length;
  if (evidence * 2 > sides.size) return { twoFields: true, against: [] };
  const against: { index: number; pair: string }[] = [];
  lines.forEach((l, index) => {
    // Every line's traveller is in `both`; an empty set names no line.
    const shared = both.get(l.traveller)!;
    const { ns, ew } = keys[index];
    if (ns !== null && shared.has(ns)) against.push({ index, pair: l.ns.trim() });
    else if (ew !== null && shared.has(ew)) against.push({ index, pair: l.ew.trim() });
  });
  return { twoFields: false, against };
}
