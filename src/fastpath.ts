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
import { Direction, Entry, NO_GROUP, ResultEntry, Side, sideOf } from "./notation";
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
import { RowOutcome, readTravellers, scoreEachBoard } from "./traveller";

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
 * artificial rows): every present row is ordinary under either profile, so one sorted array of
 * scores gives both directions — the bare sort-based algorithm, in integers.
 */
function plainBoard(entries: Entry[], options: Options, r: BoardRatios): void {
  const N = r.tables;
  const scores = new Float64Array(entries.length);
  let n = 0;
  for (const e of entries) if (e.kind === "result" && e.ns.kind === "score") scores[n++] = e.ns.score;
  const sorted = scores.subarray(0, n).sort();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result" || e.ns.kind !== "score") continue;
    const lo = lowerBound(sorted, e.ns.score);
    let hi = lo + 1;
    while (hi < n && sorted[hi] === sorted[lo]) hi++;
    const ties = hi - lo - 1;
    const nsRaw = 2 * lo + ties;
    const ewRaw = 2 * (n - hi) + ties;
    // With none missing, Neuberg is the identity: the tie form gives it with a denominator of 1.
    const missing = n === N ? "tie" : options.missing;
    [r.nsNum[i], r.nsDen[i]] = completedRatio(nsRaw, 1, n - 1, N, missing);
    [r.ewNum[i], r.ewDen[i]] = completedRatio(ewRaw, 1, n - 1, N, missing);
  }
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
 * per cell on boards that integers can carry.
 */
export function scoreMatchpointsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<NumericCell[]>[] {
  const options = parseOptions(optionsText, MATCHPOINT_KEYS, "MATCHPOINTS");
  return scoreEachBoard<NumericCell[]>(
    readTravellers(entries, boards),
    (board) =>
      fastBoardCells(board.entries, options) ??
      exactBoardCells(board.entries, options).map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v))),
    ["", ""],
  );
}
