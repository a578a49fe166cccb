// The hot path of MATCHPOINTS: the same rules as matchpoints.ts, in integer arithmetic.
//
// Every value on a board is an integer numerator over an integer denominator: weights are scaled
// by the common denominator D of the board's weights, so raw matchpoints are integers in units
// of 1/D², Neuberg adds the factor n, the scales a factor 2 or 100. One IEEE division of two
// exactly represented integers is correctly rounded, so `num / den` is bit-for-bit the float
// that converting the exact Fraction gives. A board whose integers could pass 2^53, or that
// needs output rounding or ACBL small groups, returns null and is scored on the exact path.
import { Fraction, toNumber } from "./exact";
import { Direction, exactBoardCells, expectedTables, lowerBound, sideOf } from "./matchpoints";
import { Entry, NO_GROUP, ResultEntry, Side, isOrdinary } from "./notation";
import { MATCHPOINT_KEYS, Options, parseOptions } from "./options";
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

/** Aggregated (score → integer weight) of the rows a direction compares, sorted by score. */
class IntTable {
  readonly keys: Float64Array;
  readonly weight: Float64Array;
  readonly below: Float64Array;
  readonly total: number;

  constructor(byScore: Map<number, number>) {
    this.keys = Float64Array.from(byScore.keys()).sort();
    const n = this.keys.length;
    this.weight = new Float64Array(n);
    this.below = new Float64Array(n);
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const w = byScore.get(this.keys[i])!;
      this.weight[i] = w;
      this.below[i] = acc;
      acc += w;
    }
    this.total = acc;
  }

  /** Σ weight · cmp_d(score, t) over the table, 2 won / 1 tied. */
  raw(score: number, d: Direction): number {
    const keys = this.keys;
    const lo = lowerBound(keys, score);
    const eq = lo < keys.length && keys[lo] === score ? this.weight[lo] : 0;
    const lt = lo < keys.length ? this.below[lo] : this.total;
    return 2 * (d === "ns" ? lt : this.total - lt - eq) + eq;
  }
}

function scaledTerms(side: Side, D: number): { w: number; s: number }[] {
  if (side.kind === "score") return [{ w: D, s: side.score }];
  if (side.kind === "weighted") return side.terms.map((t) => ({ w: (Number(t.weight.n) * D) / Number(t.weight.d), s: t.score }));
  return [];
}

function cmp(a: number, b: number, d: Direction): number {
  if (a === b) return 1;
  return (d === "ns" ? a > b : a < b) ? 2 : 0;
}

function floorDiv(num: number, den: number): number {
  let q = Math.floor(num / den);
  if (q * den > num) q--;
  else if ((q + 1) * den <= num) q++;
  return q;
}

interface Tables {
  tables: Map<string, IntTable>;
  sizes: Map<string, number>;
}

/** The frequency tables of one direction, one per fouled-board group. */
function buildTables(entries: Entry[], d: Direction, tie: boolean, D: number): Tables {
  const groups = new Map<string, Map<number, number>>();
  const sizes = new Map<string, number>();
  for (const e of entries) {
    if (!inTable(e, d, tie)) continue;
    const r = e as ResultEntry;
    const g = r.group ?? NO_GROUP;
    let byScore = groups.get(g);
    if (!byScore) groups.set(g, (byScore = new Map()));
    sizes.set(g, (sizes.get(g) ?? 0) + 1);
    const side = sideOf(r, d);
    if (side.kind === "score") byScore.set(side.score, (byScore.get(side.score) ?? 0) + D);
    else for (const t of scaledTerms(side, D)) byScore.set(t.s, (byScore.get(t.s) ?? 0) + t.w);
  }
  const tables = new Map<string, IntTable>();
  for (const [g, byScore] of groups) tables.set(g, new IntTable(byScore));
  return { tables, sizes };
}

/** Whether a row's side for d is in d's comparisons (docs/rules.md §4: all present sides, or ordinary rows only). */
function inTable(e: Entry, d: Direction, tie: boolean): boolean {
  return e.kind === "result" && (tie ? isOrdinary(e) : sideOf(e, d).kind !== "artificial");
}

/**
 * One direction of one board in integer arithmetic: each present side's matchpoints on the mp
 * grid as num[i]/den[i]. Artificial and NP rows are left for the caller.
 */
function fillDirection(entries: Entry[], d: Direction, t: Tables, options: Options, N: number, D: number, num: Float64Array, den: Float64Array): void {
  const D2 = D * D;
  const tie = options.corrected === "tie";
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result") continue;
    const side = sideOf(e, d);
    if (side.kind === "artificial") continue;
    const g = e.group ?? NO_GROUP;
    const table = t.tables.get(g);
    const self = inTable(e, d, tie);
    const count = (t.sizes.get(g) ?? 0) - (self ? 1 : 0);
    let raw = 0; // in units of 1/D²
    if (table) {
      if (side.kind === "score") raw = D * table.raw(side.score, d) - (self ? D2 : 0);
      else {
        const terms = scaledTerms(side, D);
        for (const a of terms) raw += a.w * table.raw(a.s, d);
        if (self) for (const a of terms) for (const b of terms) raw -= a.w * b.w * cmp(a.s, b.s, d);
      }
    }
    let n: number;
    let q: number;
    if (options.missing === "tie") {
      n = raw + (N - 1 - count) * D2;
      q = D2;
    } else {
      const results = count + 1;
      n = (raw + D2) * N - results * D2;
      q = results * D2;
    }
    if (side.kind === "weighted" && options.weighted === "offender") {
      const offending = e.offenders ? e.offenders[d] : false;
      const f = floorDiv(n, q);
      n = offending || f * q === n ? f : f + 1;
      q = 1;
    }
    num[i] = n;
    den[i] = q;
  }
}

/** Artificial p % of the top on the mp grid, with dbf's rounding away from the average (§5.1). */
function artificialRatio(e: ResultEntry, side: Side & { kind: "artificial" }, top: number, options: Options, nums: Float64Array, dens: Float64Array, i: number): void {
  let num = Number(side.percent.n) * top;
  let den = 100 * Number(side.percent.d);
  // Linked scores are rounded once over all their boards, in RANKING (§5.2).
  if (options.artificial === "away" && e.link === null) {
    const c = Math.sign(2 * num - top * den); // compared with the average, top / 2
    if (c !== 0) {
      const q = floorDiv(num, den);
      num = c < 0 || q * den === num ? q : q + 1;
      den = 1;
    }
  }
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
    if (options.missing === "tie" || n === N) {
      // Each missing comparison a tie; with none missing, Neuberg is the identity too.
      r.nsNum[i] = nsRaw + (N - n);
      r.ewNum[i] = ewRaw + (N - n);
      r.nsDen[i] = r.ewDen[i] = 1;
    } else {
      r.nsNum[i] = (nsRaw + 1) * N - n;
      r.ewNum[i] = (ewRaw + 1) * N - n;
      r.nsDen[i] = r.ewDen[i] = n;
    }
  }
}

/** Any other board: frequency tables per direction and group, weights scaled by D. */
function tabledBoard(entries: Entry[], options: Options, D: number, symmetric: boolean, r: BoardRatios): void {
  const tie = options.corrected === "tie";
  const nsTables = buildTables(entries, "ns", tie, D);
  // Rows whose one side serves both directions put the same scores in both tables.
  const ewTables = symmetric ? nsTables : buildTables(entries, "ew", tie, D);
  fillDirection(entries, "ns", nsTables, options, r.tables, D, r.nsNum, r.nsDen);
  fillDirection(entries, "ew", ewTables, options, r.tables, D, r.ewNum, r.ewDen);
}

/** The float Excel receives for num/den on the mp grid, through the output scale (§1). */
function scaled(num: number, den: number, N: number, scale: Options["scale"]): NumericCell {
  switch (scale) {
    case "mp":
      return num / den;
    case "acbl":
      return num / (2 * den);
    case "pp":
      return (num - (N - 1) * den) / den;
    case "pct":
      return N === 1 ? "" : (100 * num) / (2 * (N - 1) * den);
  }
}

/** MATCHPOINTS output of one board as floats, or null when the board needs the exact path. */
export function fastBoardCells(entries: Entry[], options: Options): NumericCell[][] | null {
  if (options.decimals !== null) return null;
  const r = boardRatios(entries, options);
  if (!r) return null;
  const out: NumericCell[][] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    out[i] =
      entries[i].kind === "np"
        ? ["NP", "NP"]
        : [scaled(r.nsNum[i], r.nsDen[i], r.tables, options.scale), scaled(r.ewNum[i], r.ewDen[i], r.tables, options.scale)];
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
