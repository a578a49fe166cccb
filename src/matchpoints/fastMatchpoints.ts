// The hot path of MATCHPOINTS: the same rules as matchpoints.ts, as Excel receives them. Each
// board is scored in integers (matchpointRatios.ts) and every value handed back is the float of
// an exact ratio, bit-for-bit the float of the exact Fraction. A board whose integers could pass
// 2^53, or that needs output rounding or ACBL small groups, is scored on the exact path: the
// options MATCHPOINTS' fast path takes are its entry's in src/worksheetFunctions.ts (FAST_OPTIONS).
import { ColumnBoard, readColumn, reusingRows, scoreColumn } from "../entries/column";
import { Fraction, toNumber } from "../exact";
import { OutputValue, exactBoardCells, outputSide, scoreBoard, scoreMatchpoints } from "./matchpoints";
import { toScale, toScaleRatio } from "./matchpointRules";
import { RatioRoom, boardRatios, columnRatios } from "./matchpointRatios";
import { Entry } from "../entries/entry";
import { Options } from "../options";
import { fastPathAllowed, optionsOf } from "../worksheetFunctions";
import { RowOutcome, readTravellers, scoreEachBoard } from "../entries/traveller";

/** What one output cell holds: a float from an exact ratio, "NP", or "" (no value). */
export type NumericCell = number | "NP" | "";

/** MATCHPOINTS output of one board as floats, or null when the board needs the exact path. */
export function fastBoardCells(entries: Entry[], options: Options): NumericCell[][] | null {
  if (!fastPathAllowed("MATCHPOINTS", options)) return null;
  const r = boardRatios(entries, options);
  if (!r) return null;
  const out: NumericCell[][] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    out[i] =
      entries[i].kind === "np"
        ? ["NP", "NP"]
        : [toScaleRatio(r.nsNum[i], r.nsDen[i], r.tables, options.scale), toScaleRatio(r.ewNum[i], r.ewDen[i], r.tables, options.scale)];
  }
  return out;
}

/**
 * MATCHPOINTS as Excel receives it: floats, "NP" and "". Identical to converting
 * `scoreMatchpoints` value by value (a property test holds them together), without a Fraction
 * per cell, and without an entry per row for the plain scores: the column is read board by board
 * (src/entries/column.ts) and each board scored in integers (columnCells).
 */
export function scoreMatchpointsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<NumericCell[]>[] {
  // Its per-row arrays end with the call: their buffers are the next call's (src/entries/column.ts).
  return reusingRows(() => matchpointsAsNumbers(entries, boards, optionsText));
}

function matchpointsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<NumericCell[]>[] {
  const options = optionsOf("MATCHPOINTS", optionsText);
  const column = fastPathAllowed("MATCHPOINTS", options) ? readColumn(entries, boards, options.tables) : null;
  if (!column) return generalPath(entries, boards, options);
  const room = new RatioRoom();
  return scoreColumn<NumericCell[]>(
    column,
    entries as unknown[],
    boards,
    (board, out) => columnCells(board, options, room, out),
    (e, b) => generalPath(e, b, options),
    ["", ""],
  );
}

/** Any range, through the general reader: an entry per row, then per board the integer or exact path. */
function generalPath(entries: unknown, boards: unknown, options: Options): RowOutcome<NumericCell[]>[] {
  return scoreEachBoard<NumericCell[]>(
    readTravellers(entries, boards),
    (board) =>
      fastBoardCells(board.entries, options) ?? exactBoardCells(board.entries, options).map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v))),
    ["", ""],
  );
}

/** MATCHPOINTS of one board of a column into `out`; false when it needs the general path. */
function columnCells(board: ColumnBoard, options: Options, room: RatioRoom, out: RowOutcome<NumericCell[]>[]): boolean {
  const r = columnRatios(board, options, room);
  if (!r) return false;
  const { tables: N, plain, other } = r;
  // Rows with the same score on a board share one output row: Excel copies the values out, and
  // nothing downstream changes a row in place, so a 100 000-row result is a few hundred arrays.
  const u = board.keys.length;
  const cells: NumericCell[][] = new Array(u);
  for (let k = 0; k < u; k++)
    cells[k] = [toScaleRatio(plain.nsNum[k], plain.nsDen[k], N, options.scale), toScaleRatio(plain.ewNum[k], plain.ewDen[k], N, options.scale)];
  const { rows, slot } = board;
  for (let i = 0; i < rows.length; i++) if (slot[i] >= 0) out[rows[i]] = cells[slot[i]];
  board.others.forEach((i, j) => {
    out[rows[i]] =
      board.entries[j].kind === "np"
        ? ["NP", "NP"]
        : [toScaleRatio(other.nsNum[j], other.nsDen[j], N, options.scale), toScaleRatio(other.ewNum[j], other.ewDen[j], N, options.scale)];
  });
  return true;
}

/** The options that only say how a figure is written, not how a board is scored (§1, §5.4). */
const WRITING_KEYS: ReadonlySet<string> = new Set<keyof Options>(["scale", "decimals", "round"]);

/**
 * MATCHPOINTS under several options texts at once, for a results page that prints each figure on
 * its scale, as a percentage and as the files carry it: each board is scored once and written out
 * once per options text, so every answer is the one scoreMatchpoints gives for that text, exactly. Texts
 * that differ in more than the writing (scale, decimals, round) are each scored on their own.
 */
export function scoreMatchpointsOnScales(entries: unknown, boards: unknown, optionsTexts: readonly string[]): RowOutcome<OutputValue[]>[][] {
  if (optionsTexts.length === 0) return [];
  // In the order the calls one by one would meet them, so a bad call fails as the first would.
  const first = optionsOf("MATCHPOINTS", optionsTexts[0]);
  const travellers = readTravellers(entries, boards);
  const all = [first, ...optionsTexts.slice(1).map((text) => optionsOf("MATCHPOINTS", text))];
  const scoredAlike = all.every((o) => (Object.keys(first) as (keyof Options)[]).every((k) => WRITING_KEYS.has(k) || o[k] === first[k]));
  if (!scoredAlike) return optionsTexts.map((text) => scoreMatchpoints(entries, boards, text));
  const blank = all.map((): OutputValue[] => ["", ""]);
  const rows = scoreEachBoard<OutputValue[][]>(
    travellers,
    (board) => {
      // In integers where the board allows (boardRatios, held to the exact path by the property
      // tests), one Fraction per side; else on the exact path.
      const r = boardRatios(board.entries, first);
      if (r) {
        // A board has few distinct values (every row with the same plain score has the same ones):
        // each is converted once per options text and shared, as Fractions are immutable.
        const seen = all.map(() => new Map<number, Map<number, OutputValue>>());
        const scaled = (k: number, num: number, den: number): OutputValue => {
          let byDen = seen[k].get(num);
          if (!byDen) seen[k].set(num, (byDen = new Map()));
          let v = byDen.get(den);
          if (v === undefined) byDen.set(den, (v = toScale(new Fraction(num, den), r.tables, all[k]) ?? ""));
          return v;
        };
        return board.entries.map((e, i) => {
          if (e.kind === "np") return all.map((): OutputValue[] => ["NP", "NP"]);
          return all.map((_, k): OutputValue[] => [scaled(k, r.nsNum[i], r.nsDen[i]), scaled(k, r.ewNum[i], r.ewDen[i])]);
        });
      }
      const scored = scoreBoard(board.entries, first);
      return scored.rows.map((row) =>
        all.map((o): OutputValue[] => (row.kind === "np" ? ["NP", "NP"] : [outputSide(row.ns, scored.tables, o), outputSide(row.ew, scored.tables, o)])),
      );
    },
    blank,
  );
  return all.map((_, k) => rows.map((r) => (Array.isArray(r) ? r[k] : r)));
}
