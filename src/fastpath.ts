// The hot path of MATCHPOINTS: the same rules as matchpoints.ts, in integer arithmetic.
//
// Every value on a board is an integer numerator over an integer denominator: weights are scaled
// by the common denominator D of the board's weights, so raw matchpoints are integers in units
// of 1/D², Neuberg adds the factor n, the scales a factor 2 or 100. One IEEE division of two
// exactly represented integers is correctly rounded, so `num / den` is bit-for-bit the float
// that converting the exact Fraction gives. A board whose integers could pass 2^53, or that
// needs output rounding or ACBL small groups, returns null and is scored on the exact path.
import { Fraction, toNumber } from "./exact";
import { exactBoardCells } from "./matchpoints";
import {
  ScoreTable,
  againstOffenderRatio,
  awayFromAverageRatio,
  completedRatio,
  expectedTables,
  isCompared,
  lowerBound,
  toScaleRatio,
  versus,
} from "./mprules";
import { Direction, Entry, NO_GROUP, ResultEntry, Side, sideOf } from "./entry";
import { MATCHPOINT_KEYS, Options, parseOptions } from "./options";

/**
 * The options the integer path carries, each with the values it supports ("all": every value).
 * Any other value sends the call to the exact path, as do boards whose integers could pass 2^53
 * and fouled boards under smallgroups=acbl (ACBL's fixed percentages: see boardRatios). Every
 * MATCHPOINTS key is listed (a test holds it), and the fast = exact property test tries every
 * value of every key, so a new option is cross-checked rather than silently mis-scored.
 */
export const FAST_OPTIONS: { readonly [K in keyof Options]?: "all" | readonly Options[K][] } = {
  profile: "all",
  scale: "all",
  tables: "all",
  decimals: [null], // output rounding is exact arithmetic's job (§5.4)
  round: "all", // only used with decimals
  missing: "all",
  corrected: "all",
  artificial: "all",
  weighted: "all",
  smallgroups: "all",
};

/** Whether the integer path carries these options (FAST_OPTIONS); unlisted keys never do. */
export function fastPathCarries(options: Options): boolean {
  return MATCHPOINT_KEYS.every((key) => {
    const supported = FAST_OPTIONS[key] as "all" | readonly unknown[] | undefined;
    return supported === "all" || (supported !== undefined && supported.includes(options[key]));
  });
}
import { Cell, CellError, atRow, isBlank, isCellError, isTitleText } from "./cells";
import { possibleScores } from "./contract";
import { RowOutcome, boardKey, isOmitted, readTravellers, scoreEachBoard } from "./traveller";

/** What one output cell holds: a float from an exact ratio, "NP", or "" (no value). */
export type NumericCell = number | "NP" | "";

const SAFE = Number.MAX_SAFE_INTEGER;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Common denominator of every weight on the board, or 0 when it is too large for this path. */
function weightDenominator(entries: Entry[]): number {
  let d = 1;
  for (const e of entries) {
    if (e.kind !== "result") continue;
    if (e.ns.kind === "weighted") d = lcmWeights(d, e.ns);
    if (e.ew !== e.ns && e.ew.kind === "weighted") d = lcmWeights(d, e.ew);
    if (d > 100000 || d === 0) return 0;
  }
  return d;
}

function lcmWeights(d: number, side: Side & { kind: "weighted" }): number {
  for (const t of side.terms) {
    const td = Number(t.weight.d);
    d = (d / gcd(d, td)) * td;
    if (d > 100000) return 0;
  }
  return d;
}

function scaledTerms(side: Side, D: number): { w: number; s: number }[] {
  if (side.kind === "score") return [{ w: D, s: side.score }];
  if (side.kind === "weighted") return side.terms.map((t) => ({ w: (Number(t.weight.n) * D) / Number(t.weight.d), s: t.score }));
  return [];
}

interface Tables {
  tables: Map<string, ScoreTable>;
  sizes: Map<string, number>;
}

/** The frequency tables of one direction, one per fouled-board group. */
function buildTables(entries: Entry[], d: Direction, corrected: Options["corrected"], D: number): Tables {
  const groups = new Map<string, Map<number, number>>();
  const sizes = new Map<string, number>();
  for (const e of entries) {
    if (!isCompared(e, d, corrected)) continue;
    const r = e as ResultEntry;
    const g = r.group ?? NO_GROUP;
    let byScore = groups.get(g);
    if (!byScore) groups.set(g, (byScore = new Map()));
    sizes.set(g, (sizes.get(g) ?? 0) + 1);
    const side = sideOf(r, d);
    if (side.kind === "score") byScore.set(side.score, (byScore.get(side.score) ?? 0) + D);
    else for (const t of scaledTerms(side, D)) byScore.set(t.s, (byScore.get(t.s) ?? 0) + t.w);
  }
  const tables = new Map<string, ScoreTable>();
  for (const [g, byScore] of groups) tables.set(g, new ScoreTable(byScore));
  return { tables, sizes };
}

/**
 * One direction of one board in integer arithmetic: each present side's matchpoints on the mp
 * grid as num[i]/den[i]. Artificial and NP rows are left for the caller.
 */
function fillDirection(entries: Entry[], d: Direction, t: Tables, options: Options, N: number, D: number, num: Float64Array, den: Float64Array): void {
  const D2 = D * D;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result") continue;
    const side = sideOf(e, d);
    if (side.kind === "artificial") continue;
    const g = e.group ?? NO_GROUP;
    const table = t.tables.get(g);
    const self = isCompared(e, d, options.corrected);
    const count = (t.sizes.get(g) ?? 0) - (self ? 1 : 0);
    let raw = 0; // in units of 1/D²
    if (table) {
      if (side.kind === "score") raw = D * table.raw(side.score, d) - (self ? D2 : 0);
      else {
        const terms = scaledTerms(side, D);
        for (const a of terms) raw += a.w * table.raw(a.s, d);
        if (self) for (const a of terms) for (const b of terms) raw -= a.w * b.w * versus(a.s, b.s, d);
      }
    }
    let [n, q] = completedRatio(raw, D2, count, N, options.missing);
    if (side.kind === "weighted" && options.weighted === "offender") [n, q] = [againstOffenderRatio(n, q, e, d), 1];
    num[i] = n;
    den[i] = q;
  }
}

/** Artificial p % of the top on the mp grid, with dbf's rounding away from the average (§5.1). */
function artificialRatio(e: ResultEntry, side: Side & { kind: "artificial" }, top: number, options: Options, nums: Float64Array, dens: Float64Array, i: number): void {
  let num = Number(side.percent.n) * top;
  let den = 100 * Number(side.percent.d);
  // Linked scores are rounded once over all their boards, in RANKING (§5.2).
  if (options.artificial === "away" && e.link === null) [num, den] = awayFromAverageRatio(num, den, top);
  nums[i] = num;
  dens[i] = den;
}

/**
 * Every side of a board on the mp grid as integers: side i's matchpoints are num[i] / den[i],
 * artificial sides included (with dbf's rounding, except linked ones); NP rows are left 0/0.
 */
export interface BoardRatios {
  tables: number;
  top: number;
  nsNum: Float64Array;
  nsDen: Float64Array;
  ewNum: Float64Array;
  ewDen: Float64Array;
}

/**
 * A board in integer arithmetic, or null when it needs the exact path (integers that could pass
 * 2^53, or ACBL's small-group percentages). The caller guarantees the board has no input errors.
 */
export function boardRatios(entries: Entry[], options: Options): BoardRatios | null {
  const m = entries.length;
  const N = expectedTables(m, options);
  const D = weightDenominator(entries);
  // Largest integer formed: |num| ≤ (2·rows + 1)·N·D² before the pct scale multiplies by 100.
  if (D === 0 || 300 * (m + 1) * N * D * D >= SAFE) return null;
  let grouped = false;
  let symmetric = true;
  for (const e of entries) {
    if (e.kind !== "result") continue;
    if (e.group !== null) grouped = true;
    if (e.ns !== e.ew) symmetric = false;
  }
  if (grouped && options.smallgroups === "acbl") return null;
  const top = 2 * (N - 1);
  const r: BoardRatios = {
    tables: N,
    top,
    nsNum: new Float64Array(m),
    nsDen: new Float64Array(m),
    ewNum: new Float64Array(m),
    ewDen: new Float64Array(m),
  };
  // D = 1 means no weighted side; symmetric, no split or mixed row: the common board.
  if (D === 1 && symmetric && !grouped) plainBoard(entries, options, r);
  else tabledBoard(entries, options, D, symmetric, r);
  for (let i = 0; i < m; i++) {
    const e = entries[i];
    if (e.kind !== "result") continue;
    if (e.ns.kind === "artificial") artificialRatio(e, e.ns, top, options, r.nsNum, r.nsDen, i);
    if (e.ew.kind === "artificial") artificialRatio(e, e.ew, top, options, r.ewNum, r.ewDen, i);
  }
  return r;
}

/**
 * A board whose present rows are all plain scores, each serving both directions (besides NP and
 * artificial rows): every present row is ordinary under either profile, so one table of its
 * scores serves both directions, and every row with the same score gets the same matchpoints:
 * they are worked out once per distinct score.
 */
function plainBoard(entries: Entry[], options: Options, r: BoardRatios): void {
  const scores = new Float64Array(entries.length);
  let n = 0;
  for (const e of entries) if (e.kind === "result" && e.ns.kind === "score") scores[n++] = e.ns.score;
  const plain = plainRatios(ScoreTable.ofSorted(scores.subarray(0, n).sort()), r.tables, options);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result" || e.ns.kind !== "score") continue;
    const k = lowerBound(plain.table.keys, e.ns.score);
    r.nsNum[i] = plain.nsNum[k];
    r.nsDen[i] = plain.nsDen[k];
    r.ewNum[i] = plain.ewNum[k];
    r.ewDen[i] = plain.ewDen[k];
  }
}

/** Matchpoints num/den per distinct score of a board of N whose plain scores make `table`. */
function plainRatios(table: ScoreTable, N: number, options: Options) {
  const n = table.total;
  const u = table.keys.length;
  const out = { table, nsNum: new Float64Array(u), nsDen: new Float64Array(u), ewNum: new Float64Array(u), ewDen: new Float64Array(u) };
  // With none missing, Neuberg is the identity: the tie form gives it with a denominator of 1.
  const missing = n === N ? "tie" : options.missing;
  for (let k = 0; k < u; k++) {
    const s = table.keys[k];
    // A row is in the table it is compared with: its comparison with itself (a tie, 1) comes off.
    [out.nsNum[k], out.nsDen[k]] = completedRatio(table.raw(s, "ns") - 1, 1, n - 1, N, missing);
    [out.ewNum[k], out.ewDen[k]] = completedRatio(table.raw(s, "ew") - 1, 1, n - 1, N, missing);
  }
  return out;
}

/** Any other board: frequency tables per direction and group, weights scaled by D. */
function tabledBoard(entries: Entry[], options: Options, D: number, symmetric: boolean, r: BoardRatios): void {
  const nsTables = buildTables(entries, "ns", options.corrected, D);
  // Rows whose one side serves both directions put the same scores in both tables.
  const ewTables = symmetric ? nsTables : buildTables(entries, "ew", options.corrected, D);
  fillDirection(entries, "ns", nsTables, options, r.tables, D, r.nsNum, r.nsDen);
  fillDirection(entries, "ew", ewTables, options, r.tables, D, r.ewNum, r.ewDen);
}

/** MATCHPOINTS output of one board as floats, or null when the board needs the exact path. */
export function fastBoardCells(entries: Entry[], options: Options): NumericCell[][] | null {
  if (!fastPathCarries(options)) return null;
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
 * per cell on boards that integers can carry, and without an entry per row when every cell is a
 * plain score (plainColumn).
 */
export function scoreMatchpointsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<NumericCell[]>[] {
  const options = parseOptions(optionsText, MATCHPOINT_KEYS, "MATCHPOINTS");
  return (fastPathCarries(options) ? plainColumn(entries, boards, options) : null) ?? generalPath(entries, boards, options);
}

/**
 * Any range, through the general reader: an entry per row, then per board the integer or exact
 * path. `fromFirstRow` false: the rows are a subset that does not start at the sheet's first row,
 * so its first row is no title row (docs/rules.md §2).
 */
function generalPath(entries: unknown, boards: unknown, options: Options, fromFirstRow = true): RowOutcome<NumericCell[]>[] {
  return scoreEachBoard<NumericCell[]>(
    readTravellers(entries, boards, "entries", "boards", { fromFirstRow }),
    (board) =>
      fastBoardCells(board.entries, options) ??
      exactBoardCells(board.entries, options).map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v))),
    ["", ""],
  );
}

/** Whether a number is a plain score (docs/rules.md §2): a whole NS score some contract produces. */
let possible: Uint8Array | null = null;
const MAX_SCORE = 7600; // 7NTXX vulnerable, all thirteen down
function isPlainScore(x: number): boolean {
  if (!possible) {
    possible = new Uint8Array(2 * MAX_SCORE + 1);
    for (const s of possibleScores()) possible[s + MAX_SCORE] = 1;
  }
  return Number.isInteger(x) && x >= -MAX_SCORE && x <= MAX_SCORE && !Object.is(x, -0) && possible[x + MAX_SCORE] === 1;
}

/**
 * The common sheet, column by column: one column of score cells, board ids all present (or
 * omitted). A board whose cells are all plain scores is scored straight from the cells (no entry
 * objects, no per-row parsing), one pass over its scores. The other boards — an adjusted entry, a
 * bad cell, more rows than tables= — go through the general reader together, which also words
 * their errors. A blank entry, a bad or blank id, two columns: null, and the general reader
 * scores the whole call.
 */
function plainColumn(entries: unknown, boards: unknown, options: Options): RowOutcome<NumericCell[]>[] | null {
  if (!Array.isArray(entries) || entries.length === 0) return null;
  const m = entries.length;
  const scores = new Float64Array(m);
  let someOther = false;
  for (let r = 0; r < m; r++) {
    const row: unknown = entries[r];
    if (!Array.isArray(row) || row.length !== 1) return null;
    const s: unknown = row[0];
    if (typeof s === "number" && isPlainScore(s)) scores[r] = s;
    else if (isBlank(s as Cell)) return null;
    else {
      scores[r] = NaN; // not a plain score: its board goes to the general reader
      someOther = true;
    }
  }
  // Without board ids the column is one board: plain throughout, or the general reader's.
  if (someOther && isOmitted(boards)) return null;
  // A first board id without a digit is a title or a misaligned range: the general reader decides (§2).
  if (!isOmitted(boards) && Array.isArray(boards) && Array.isArray(boards[0]) && isTitleText((boards[0] as Cell[])[0])) return null;
  // Which board each row is on, in order of first appearance (as readTravellers numbers them).
  const boardOf = new Int32Array(m);
  let boardCount = 1;
  if (!isOmitted(boards)) {
    if (!Array.isArray(boards) || boards.length !== m) return null;
    const index = new Map<string, number>();
    boardCount = 0;
    let lastId: unknown = undefined;
    let last = -1;
    for (let r = 0; r < m; r++) {
      const row: unknown = boards[r];
      if (!Array.isArray(row) || row.length !== 1) return null;
      const id: unknown = row[0];
      if (last >= 0 && id === lastId) {
        boardOf[r] = last;
        continue;
      }
      if (typeof id !== "number" && typeof id !== "string") return null;
      if (isBlank(id) || (typeof id === "number" && !Number.isFinite(id))) return null;
      const key = boardKey(id);
      let b = index.get(key);
      if (b === undefined) index.set(key, (b = boardCount++));
      boardOf[r] = last = b;
      lastId = id;
    }
  }
  // Rows grouped by board (a counting sort of the row numbers).
  const start = new Int32Array(boardCount + 1);
  for (let r = 0; r < m; r++) start[boardOf[r] + 1]++;
  for (let b = 0; b < boardCount; b++) start[b + 1] += start[b];
  const order = new Int32Array(m);
  const fill = start.slice(0, boardCount);
  for (let r = 0; r < m; r++) order[fill[boardOf[r]]++] = r;
  // Per board, rows per score counted by the score itself (scores are whole numbers within
  // ±MAX_SCORE): only the few distinct scores are sorted, and a row finds its score's slot
  // without a search. The touched counters are cleared after each board.
  const countAt = new Int32Array(2 * MAX_SCORE + 1);
  const slotAt = new Int32Array(2 * MAX_SCORE + 1);
  const seen = new Float64Array(m);
  const out: RowOutcome<NumericCell[]>[] = new Array(m);
  const others: number[] = [];
  for (let b = 0; b < boardCount; b++) {
    const n = start[b + 1] - start[b];
    const N = options.tables ?? n;
    let plainBoard = n <= N; // more rows than tables= is an error the general reader words
    for (let i = start[b]; plainBoard && i < start[b + 1]; i++) if (Number.isNaN(scores[order[i]])) plainBoard = false;
    if (!plainBoard) {
      for (let i = start[b]; i < start[b + 1]; i++) others.push(order[i]);
      continue;
    }
    let u = 0;
    for (let i = start[b]; i < start[b + 1]; i++) {
      const s = scores[order[i]];
      if (countAt[s + MAX_SCORE]++ === 0) seen[u++] = s;
    }
    const keys = seen.slice(0, u).sort();
    const weight = new Float64Array(u);
    for (let k = 0; k < u; k++) {
      weight[k] = countAt[keys[k] + MAX_SCORE];
      slotAt[keys[k] + MAX_SCORE] = k;
      countAt[keys[k] + MAX_SCORE] = 0;
    }
    const plain = plainRatios(new ScoreTable(keys, weight), N, options);
    // Rows with the same score on a board share one output row: Excel copies the values out, and
    // nothing downstream changes a row in place, so a 100 000-row result is a few hundred arrays.
    const cells: NumericCell[][] = new Array(u);
    for (let k = 0; k < u; k++)
      cells[k] = [toScaleRatio(plain.nsNum[k], plain.nsDen[k], N, options.scale), toScaleRatio(plain.ewNum[k], plain.ewDen[k], N, options.scale)];
    for (let i = start[b]; i < start[b + 1]; i++) {
      const r = order[i];
      out[r] = cells[slotAt[scores[r] + MAX_SCORE]];
    }
  }
  if (others.length > 0) {
    // The other boards' rows, in input order, through the general reader; its errors name rows
    // of that subset, so they are put back at the rows they came from.
    others.sort((a, b) => a - b);
    const ids = boards as unknown[];
    const got = generalPath(
      others.map((r) => entries[r]),
      others.map((r) => ids[r]),
      options,
      others[0] === 0,
    );
    const moved = new Map<CellError, CellError>();
    for (let k = 0; k < others.length; k++) {
      const o = got[k];
      if (!isCellError(o)) out[others[k]] = o;
      else {
        let e = moved.get(o);
        if (!e) moved.set(o, (e = atRow(o, others[o.row])));
        out[others[k]] = e;
      }
    }
  }
  return out;
}
