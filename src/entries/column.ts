// A results column read board by board, the way the fast paths of the board functions want it
// (MATCHPOINTS, BUTLERIMP, BUTLERDATUM, CROSSIMP, RANKING): rows grouped by board with a counting sort,
// each board's plain scores counted per score (a board has a few distinct scores however many
// rows), and only the other cells — adjusted entries, 2 % of a real session — parsed into entries.
// The reading rules are the general reader's (src/entries/traveller.ts): a board it would word an error
// for, and anything the column reading does not take on (a title row, a blank or bad board id),
// is handed back to it, so every error and every ruling has one home.
import { Cell, CellError, atRow, isBlank, isCellError, isTitleText, titledFirstRow } from "./cells";
import { Entry, ResultEntry } from "./entry";
import { possibleScores } from "./contract";
import { parseEntryPair } from "./notation";
import { UNREADABLE, parsedCell, readEntry } from "./cellEntries";
import { RowOutcome, boardKey, isOmitted } from "./traveller";
import { isObjectCell } from "./objectCells";

const MAX_SCORE = 7600; // 7NTXX vulnerable, all thirteen down
let possible: Uint8Array | null = null;

/** Per NS score from −7 600 to 7 600, at index score + 7 600: 1 where some contract scores it (a plain score, docs/rules.md §2). */
function possibleScoresTable(): Uint8Array {
  if (!possible) {
    possible = new Uint8Array(2 * MAX_SCORE + 1);
    for (const s of possibleScores()) possible[s + MAX_SCORE] = 1;
  }
  return possible;
}

/** One board of a column: its plain scores counted, its other rows as entries. */
export interface ColumnBoard {
  /** Its id as readTravellers keys it ("" when the ids are omitted). */
  id: string;
  /** Its rows (indices into the column), in input order. */
  rows: Int32Array;
  /** The distinct plain scores, ascending, and how many rows hold each. */
  keys: Float64Array;
  counts: Float64Array;
  /** Rows holding a plain score: per position in `rows`, the index of its score in `keys`; -1 for the others. */
  slot: Int32Array;
  /** How many rows hold a plain score (Σ counts). */
  plain: number;
  /** The other rows: positions in `rows`, and their entries (NP and adjusted). */
  others: number[];
  entries: Entry[];
}

/** A column read board by board. */
export interface Column {
  height: number;
  boards: number;
  /** Each board's id as readTravellers keys it ("" when the ids are omitted). */
  ids: string[];
  /** Board b's rows are order[start[b]] … order[start[b + 1] − 1], in input order. */
  start: Int32Array;
  order: Int32Array;
  /** Per row: its plain score; NaN where the row holds another entry (see `entryAt`). */
  scores: Float64Array;
  /** Per row that holds no plain score, 1 + the index of its entry in `entries`; 0 for plain and blank rows. */
  entryAt: Int32Array;
  entries: Entry[];
  /** Per row: 1 when it is blank (no result, no board). */
  blank: Uint8Array;
  /** Per board: 1 when the general reader scores it (a bad cell, the title row, more rows than tables=). */
  general: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// Per-row arrays, reused from call to call

/**
 * The buffers of a call's per-row typed arrays, kept for the next call (Excel recalculates the
 * same ranges over and over) up to KEPT_BYTES. A new typed array of 100 000 rows is memory the
 * system maps in page by page as it is first written, and Chromium hands a freed one back: in the
 * bench's Chromium an 800 KB array cost 3 ms new and nothing reused, a RANKING call several MB
 * of them (docs/performance.md). Only within `reusingRows`, and never past it: outside, every
 * array is new as before, and a nested call takes buffers the outer one does not hold.
 */
const KEPT_BYTES = 16 * 2 ** 20;
const spare: ArrayBuffer[] = [];
let lent: ArrayBuffer[] | null = null;

/** `body` with rowBuffer's buffers lent to it, taken back when it returns or throws. */
export function reusingRows<T>(body: () => T): T {
  const outer = lent;
  const mine: ArrayBuffer[] = (lent = []);
  try {
    return body();
  } finally {
    lent = outer;
    let kept = 0;
    for (const b of spare) kept += b.byteLength;
    for (const b of mine) if ((kept += b.byteLength) <= KEPT_BYTES) spare.push(b);
  }
}

/** `bytes` of zeros: a spare buffer (the smallest that fits) within reusingRows, else a new one. */
function rowBuffer(bytes: number): ArrayBuffer {
  if (lent === null) return new ArrayBuffer(bytes);
  let best = -1;
  for (let i = 0; i < spare.length; i++) if (spare[i].byteLength >= bytes && (best < 0 || spare[i].byteLength < spare[best].byteLength)) best = i;
  const b = best < 0 ? new ArrayBuffer(bytes) : spare.splice(best, 1)[0];
  if (best >= 0) new Uint8Array(b, 0, bytes).fill(0);
  lent.push(b);
  return b;
}

export const int32Rows = (n: number): Int32Array => new Int32Array(rowBuffer(4 * n), 0, n);

/**
 * a[from … to) as a view, as subarray makes it but without subarray's lookup of the array's
 * constructor, which in Chromium took a microsecond a call against a twentieth for this: a
 * column path makes a few views a board, of thousands of boards.
 */
export const int32View = (a: Int32Array, from: number, to: number): Int32Array => new Int32Array(a.buffer, a.byteOffset + 4 * from, to - from);
export const float64View = (a: Float64Array, from: number, to: number): Float64Array => new Float64Array(a.buffer, a.byteOffset + 8 * from, to - from);
export const float64Rows = (n: number): Float64Array => new Float64Array(rowBuffer(8 * n), 0, n);
export const uint8Rows = (n: number): Uint8Array => new Uint8Array(rowBuffer(n), 0, n);

/**
 * Reads the entries and boards ranges column-wise, or null when the column reading does not take
 * them on (more than two columns, a blank or unusable board id, ids not one per row): then the
 * general reader reads the whole call. `tables`: rows beyond it make a board the general reader's.
 */
export function readColumn(entries: unknown, boards: unknown, tables: number | null): Column | null {
  if (!Array.isArray(entries) || entries.length === 0) return null;
  const height = entries.length;
  const width = Array.isArray(entries[0]) ? (entries[0] as unknown[]).length : 0;
  if (width !== 1 && width !== 2) return null;
  // The loop's arrays are plain locals, captured by no closure: Chromium reloads captured
  // variables from their context on every access, which tripled this loop's time.
  const scores = float64Rows(height);
  // Not an array of `height` entries: 98 % would be holes, and V8 spends milliseconds making 100 000 holes.
  const entryAt = int32Rows(height);
  const blank = uint8Rows(height);
  const unreadableRows = uint8Rows(height);
  const others = new OtherCells();
  let unreadable = false;
  const plain = possibleScoresTable();
  for (let r = 0; r < height; r++) {
    const row: unknown = entries[r];
    if (!Array.isArray(row) || row.length !== width) return null;
    const first = row[0] as Cell;
    let e: Entry | typeof UNREADABLE;
    if (width === 1) {
      // A plain score: a whole number within ±7 600 that some contract scores, not −0. Any number
      // this lets through that it should not, or stops that it should let through, is parsed by
      // the notation into the same entry (a table read outside its range gives undefined).
      // The condition spans several lines as formatted, so it is disabled and restored around them.
      // Stryker disable ConditionalExpression,EqualityOperator,LogicalOperator,ArithmeticOperator,UnaryOperator,BlockStatement: equivalent, the notation reads any number this passes on as the same plain score
      if (
        typeof first === "number" &&
        Math.floor(first) === first &&
        first >= -MAX_SCORE &&
        first <= MAX_SCORE &&
        plain[first + MAX_SCORE] === 1 &&
        (first !== 0 || 1 / first > 0)
      ) {
        // Stryker restore ConditionalExpression,EqualityOperator,LogicalOperator,ArithmeticOperator,UnaryOperator,BlockStatement
        scores[r] = first;
        continue;
      }
      if (isBlank(first)) {
        blank[r] = 1;
        continue;
      }
      // An object cell (src/entries/objectCells.ts): the caller reads the ranges' object cells and asks again.
      if (isObjectCell(first)) return null;
      e = parsedCell(first);
    } else {
      const second = row[1] as Cell;
      if (isObjectCell(first) || isObjectCell(second)) return null;
      if (typeof first !== "number" && isBlank(first) && isBlank(second)) {
        blank[r] = 1;
        continue;
      }
      e = readEntry(() => parseEntryPair(first, second));
    }
    if (e === UNREADABLE) {
      unreadableRows[r] = 1;
      unreadable = true;
      scores[r] = NaN;
    } else if (isPlainEntry(e)) scores[r] = e.ns.score;
    else {
      scores[r] = NaN;
      entryAt[r] = others.keep(e);
    }
  }
  const board = boardIndex(boards, height, blank);
  if (!board) return null;
  const { boardOf, ids } = board;
  const count = ids.length;
  // Rows grouped by board (a counting sort of the row numbers); blank rows are on no board.
  const start = new Int32Array(count + 1);
  // Stryker disable EqualityOperator: equivalent, a typed array ignores a write past its end and reads undefined there
  for (let r = 0; r < height; r++) if (!blank[r]) start[boardOf[r] + 1]++;
  for (let b = 0; b < count; b++) start[b + 1] += start[b];
  const order = int32Rows(start[count]);
  const fill = start.slice(0, count);
  for (let r = 0; r < height; r++) if (!blank[r]) order[fill[boardOf[r]]++] = r;
  // Stryker restore EqualityOperator
  const general = new Uint8Array(count);
  // Stryker disable next-line EqualityOperator,ArithmeticOperator: equivalent, a board of exactly tables= rows, or any board, sent to the general reader gets the same answer (only the path changes)
  for (let b = 0; b < count; b++) if (tables !== null && start[b + 1] - start[b] > tables) general[b] = 1;
  if (unreadable) for (let r = 0; r < height; r++) if (unreadableRows[r]) general[boardOf[r]] = 1;
  // A first row that may be a title row, or a title beside data (docs/rules.md §2): the general
  // reader rules on it, reading the whole call, so an error is the whole call's as on the exact
  // path. An entry cell that reads as an entry is no title. Any cell of the row, not only the
  // first: looking at the first alone gives the same answers today (an unreadable first row sends
  // its board to the general reader, which judges the title row from row 0 as the whole call
  // does), but only through scoreColumn's handing on of row 0; this keeps the rule in one place.
  if ((unreadableRows[0] === 1 && (entries[0] as Cell[]).some((c) => isTitleText(c))) || (!isOmitted(boards) && titledFirstRow(boards))) return null;
  return { height, boards: count, ids, start, order, scores, entryAt, entries: others.kept, blank, general };
}

/** The entries of the cells that are not plain scores, kept for the column (each cell read by parsedCell). */
class OtherCells {
  readonly kept: Entry[] = [];
  /** Keeps e; its number (1-based) in `kept`. */
  keep(e: Entry): number {
    return this.kept.push(e);
  }
}

/** A plain score typed as text ("420") counts as one: a result of one score, without markers. */
function isPlainEntry(e: Entry): e is ResultEntry & { ns: { kind: "score"; score: number } } {
  // The notation refuses a link or an offending side on a score (docs/rules.md §2), and a text
  // score left to the entries reads the same: the checks only keep the table honest.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, no plain score carries a link or an offending side, and one kept as an entry scores the same
  return e.kind === "result" && e.ns === e.ew && e.ns.kind === "score" && e.group === null && e.link === null && e.offenders === null;
}

/**
 * Which board each row is on, numbered in order of first appearance as readTravellers numbers
 * them; every row on board 0 when the ids are omitted. Null for ids the column reading leaves to
 * the general reader: not one per row, blank beside an entry, or not a number or a name.
 */
function boardIndex(boards: unknown, height: number, blank: Uint8Array): { boardOf: Int32Array; ids: string[] } | null {
  const boardOf = int32Rows(height);
  if (isOmitted(boards)) return { boardOf, ids: [""] };
  if (!Array.isArray(boards) || boards.length !== height) return null;
  const ids: string[] = [];
  return readIds(boards, blank, boardOf, ids) ? { boardOf, ids } : null;
}

/**
 * boardIndex's loop, on its own: returning from it needs nothing the loop has not run. With the
 * result object built at its end, Chromium's optimised loop gave up there on every call, and the
 * next call's 100 000 rows ran unoptimised until the loop was optimised again (20 ms, not 1).
 */
function readIds(boards: unknown[], blank: Uint8Array, boardOf: Int32Array, ids: string[]): boolean {
  const index = new Map<string, number>();
  let lastId: unknown = undefined;
  let last = -1;
  for (let r = 0; r < boards.length; r++) {
    const row: unknown = boards[r];
    if (!Array.isArray(row) || row.length !== 1) return false;
    const id: unknown = row[0];
    // Beside a blank entry too: the first id may be read as a title (readColumn).
    if (isObjectCell(id)) return false;
    if (blank[r]) continue;
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: equivalent, a cache: the same id looked up again gives the same board
    if (last >= 0 && id === lastId) {
      boardOf[r] = last;
      continue;
    }
    if (typeof id !== "number" && typeof id !== "string") return false;
    if (isBlank(id) || (typeof id === "number" && !Number.isFinite(id))) return false;
    const key = boardKey(id);
    let b = index.get(key);
    if (b === undefined) {
      index.set(key, (b = ids.length));
      ids.push(key);
    }
    boardOf[r] = last = b;
    lastId = id;
  }
  return true;
}

/**
 * Board b of the column with its plain scores counted, valid until the next board is read with
 * the same `scratch`. `scratch` holds the per-score counters
 * (whole numbers within ±7 600), cleared again before returning: only the few distinct scores of
 * a board are sorted, and a row finds its score's slot without a search.
 */
export function columnBoard(column: Column, b: number, scratch: Scratch): ColumnBoard {
  const rows = int32View(column.order, column.start[b], column.start[b + 1]);
  const n = rows.length;
  const { countAt, slotAt, seen } = scratch;
  const others: number[] = [];
  const entries: Entry[] = [];
  const u = countScores(column, rows, scratch, others);
  for (const i of others) entries.push(column.entries[column.entryAt[rows[i]] - 1]);
  // keys, counts and slot are views of the scratch arrays: a board is scored before the next is read.
  const keys = float64View(seen, 0, u).sort();
  const counts = float64View(scratch.counts, 0, u);
  for (let k = 0; k < u; k++) {
    counts[k] = countAt[keys[k] + MAX_SCORE];
    slotAt[keys[k] + MAX_SCORE] = k;
    countAt[keys[k] + MAX_SCORE] = 0;
  }
  const slot = int32View(scratch.slot, 0, n);
  fillSlots(column.scores, rows, slotAt, slot);
  return { id: column.ids[b], rows, keys, counts, slot, plain: n - others.length, others, entries };
}

// columnBoard's loops over a board's rows, each a function of its own: on a board of 5 000 rows
// Chromium optimises a loop while it runs, and optimised code for the whole function, made in
// the middle of it, gave up at the first statement after the loop.

/** Counts the board's plain scores (their distinct values into scratch.seen); the other rows' positions into `others`. */
function countScores(column: Column, rows: Int32Array, scratch: Scratch, others: number[]): number {
  const { countAt, seen } = scratch;
  const scores = column.scores;
  let u = 0;
  for (let i = 0; i < rows.length; i++) {
    const s = scores[rows[i]];
    // s !== s: NaN, a row holding another entry
    if (s !== s) others.push(i);
    else if (countAt[s + MAX_SCORE]++ === 0) seen[u++] = s;
  }
  return u;
}

function fillSlots(scores: Float64Array, rows: Int32Array, slotAt: Int32Array, slot: Int32Array): void {
  for (let i = 0; i < rows.length; i++) {
    const s = scores[rows[i]];
    slot[i] = s !== s ? -1 : slotAt[s + MAX_SCORE];
  }
}

/**
 * Per-call working space of columnBoard: counters by score, and room for one board's distinct
 * scores, their counts and its rows' slots. The board it returns lives in it until the next call.
 */
export interface Scratch {
  countAt: Int32Array;
  slotAt: Int32Array;
  seen: Float64Array;
  counts: Float64Array;
  slot: Int32Array;
}

export function scratchFor(column: Column): Scratch {
  let largest = 0;
  for (let b = 0; b < column.boards; b++) largest = Math.max(largest, column.start[b + 1] - column.start[b]);
  const byScore = 2 * MAX_SCORE + 1;
  return { countAt: int32Rows(byScore), slotAt: int32Rows(byScore), seen: float64Rows(largest), counts: float64Rows(largest), slot: int32Rows(largest) };
}

/**
 * A board function over a column: `score` fills the rows of each board it takes (returning
 * false for a board it leaves, e.g. integers that could pass 2^53); blank rows get `blank`; the
 * other boards' rows go through `general` (the function's own general path) together, in input
 * order, and its errors are put back at the rows they came from. The first row goes along when
 * it is not among them, so the general reader judges a title row exactly as it does for the
 * whole column (its answer for that row is not used).
 */
export function scoreColumn<T>(
  column: Column,
  entries: unknown[],
  boards: unknown,
  score: (board: ColumnBoard, out: RowOutcome<T>[]) => boolean,
  general: (entries: unknown[], boards: unknown) => RowOutcome<T>[],
  blank: T,
): RowOutcome<T>[] {
  const out: RowOutcome<T>[] = new Array(column.height);
  const scratch = scratchFor(column);
  const rest: number[] = [];
  for (let b = 0; b < column.boards; b++) {
    if (!column.general[b] && score(columnBoard(column, b, scratch), out)) continue;
    for (let i = column.start[b]; i < column.start[b + 1]; i++) rest.push(column.order[i]);
  }
  for (let r = 0; r < column.height; r++) if (column.blank[r]) out[r] = blank;
  if (rest.length === 0) return out;
  // Stryker disable next-line MethodExpression,ArithmeticOperator: equivalent, row 0 is first either way and the general reader's answers do not depend on the rows' order (docs/rules.md §3)
  rest.sort((a, b) => a - b);
  const withFirst = rest[0] === 0 ? rest : [0, ...rest];
  const ids = isOmitted(boards) ? boards : withFirst.map((r) => (boards as unknown[])[r]);
  const got = general(
    withFirst.map((r) => entries[r]),
    ids,
  );
  const moved = new Map<CellError, CellError>();
  for (let k = withFirst === rest ? 0 : 1; k < withFirst.length; k++) {
    const o = got[k];
    const r = withFirst[k];
    if (!isCellError(o)) out[r] = o;
    else {
      let e = moved.get(o);
      // Stryker disable next-line ConditionalExpression: equivalent, a cache: the error moved again is the same error
      if (!e) moved.set(o, (e = atRow(o, withFirst[o.row])));
      out[r] = e;
    }
  }
  return out;
}
