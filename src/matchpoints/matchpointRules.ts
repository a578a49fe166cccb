// The matchpoint decisions, each written once (docs/rules.md §1, §3–§5): which rows a side is
// compared with, how two scores compare, which way a weighted score rounds, rounding away from the
// average, missing comparisons, and the output scales. The exact path (matchpoints.ts), the integer
// path (matchpointRatios.ts), Butler and cross-IMPs all take them from here; where a rule is needed both
// in exact fractions and in integer ratios (num/den), the two forms stand side by side.
import { inputError } from "../errors";
import { Fraction, roundTo } from "../exact";
import { Direction, Entry, ResultEntry, isOrdinary, sideOf } from "../entries/entry";
import { Options, Scale } from "../options";

/** A board's top on the mp grid (§1): 2 a comparison, 2(N − 1) for N expected results. */
export function topOf(tables: number): number {
  return 2 * (tables - 1);
}

/** Expected results of a board: `tables=` when set (more rows is an error), else its rows. */
export function expectedTables(rows: number, options: Options): number {
  const n = options.tables ?? rows;
  if (rows > n) throw inputError("matchpoints.tooManyRows", { rows, tables: n });
  return n;
}

// ---------------------------------------------------------------------------------------------
// Comparisons (§3, §4)

/**
 * Whether row e's side for d is among d's comparisons (§4): every present side
 * (`corrected=compare`), or only ordinary rows (`corrected=tie`, DBf: split and weighted rows
 * are ties for everybody else, LKU-10 §6.1). Artificial sides are never compared.
 */
export function isCompared(e: Entry, d: Direction, corrected: Options["corrected"]): e is ResultEntry {
  return e.kind === "result" && (corrected === "tie" ? isOrdinary(e) : sideOf(e, d).kind !== "artificial");
}

/** §3: what score a earns against score b in direction d, on the mp grid: 2 won, 1 tied, 0 lost. */
export function versus(a: number, b: number, d: Direction): number {
  if (a === b) return 1;
  // Stryker disable next-line EqualityOperator: equivalent, equal scores have returned 1 before
  return (d === "ns" ? a > b : a < b) ? 2 : 0;
}

/** Index of the first of the ascending `keys` that is ≥ x (keys.length when none is). */
export function lowerBound(keys: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The scores a direction compares, aggregated: ascending `keys`, each with its (integer) weight
 * and the weight below it. `raw(score, d)` is Σ weight · versus(score, key), by binary search.
 */
export class ScoreTable {
  readonly keys: Float64Array;
  readonly weight: Float64Array;
  readonly below: Float64Array;
  readonly total: number;

  constructor(byScore: Map<number, number>);
  /** `below`: room for the weights below, as long as `keys` (every element is written). */
  constructor(keys: Float64Array, weight: Float64Array, below?: Float64Array);
  constructor(byScore: Map<number, number> | Float64Array, weight?: Float64Array, below?: Float64Array) {
    if (byScore instanceof Map) {
      this.keys = Float64Array.from(byScore.keys()).sort();
      this.weight = this.keys.map((k) => byScore.get(k)!);
    } else {
      this.keys = byScore;
      this.weight = weight!;
    }
    const n = this.keys.length;
    this.below = below ?? new Float64Array(n);
    let acc = 0;
    for (let i = 0; i < n; i++) {
      this.below[i] = acc;
      acc += this.weight[i];
    }
    this.total = acc;
  }

  /** The table of rows of weight 1 each, from their scores sorted ascending. */
  static ofSorted(sorted: Float64Array): ScoreTable {
    let distinct = 0;
    // Stryker disable next-line ConditionalExpression: equivalent, sorted[-1] is undefined, never equal to a score
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) distinct++;
    const keys = new Float64Array(distinct);
    const weight = new Float64Array(distinct);
    let k = -1;
    // Stryker disable next-line EqualityOperator: equivalent, a typed-array write past the end is dropped
    for (let i = 0; i < sorted.length; i++) {
      // Stryker disable next-line ConditionalExpression: equivalent, sorted[-1] is undefined, never equal to a score
      if (i === 0 || sorted[i] !== sorted[i - 1]) keys[++k] = sorted[i];
      weight[k]++;
    }
    return new ScoreTable(keys, weight);
  }

  /** raw of the table's own k-th key, without the search. */
  rawAt(k: number, d: Direction): number {
    const eq = this.weight[k];
    const lt = this.below[k];
    return 2 * (d === "ns" ? lt : this.total - lt - eq) + eq;
  }

  raw(score: number, d: Direction): number {
    const keys = this.keys;
    const lo = lowerBound(keys, score);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, keys[keys.length] is undefined, never equal to a score
    const eq = lo < keys.length && keys[lo] === score ? this.weight[lo] : 0;
    const lt = lo < keys.length ? this.below[lo] : this.total;
    return 2 * (d === "ns" ? lt : this.total - lt - eq) + eq;
  }
}

// ---------------------------------------------------------------------------------------------
// Missing comparisons (§3, §4): Neuberg, or each missing comparison a tie

/** Neuberg (§3): results of n comparable rows brought to N expected, on the mp grid. */
export function neuberg(raw: Fraction, n: number, tables: number): Fraction {
  // Stryker disable next-line ConditionalExpression: equivalent, the formula gives raw itself when n = N
  if (n === tables) return raw;
  return raw.add(1).mul(tables).div(n).sub(1);
}

/** A side's mp from its raw matchpoints against `count` other rows, on a board of N (exact). */
export function completed(raw: Fraction, count: number, N: number, missing: Options["missing"]): Fraction {
  return missing === "tie" ? raw.add(N - 1 - count) : neuberg(raw, count + 1, N);
}

/**
 * The same in integers: raw matchpoints rawNum/unit against `count` other rows, as num/den.
 * Neuberg (raw + 1)·N/n − 1 is ((raw + unit)·N − n·unit) / (n·unit).
 */
export function completedRatio(rawNum: number, unit: number, count: number, N: number, missing: Options["missing"]): [number, number] {
  if (missing === "tie") return [rawNum + (N - 1 - count) * unit, unit];
  const n = count + 1;
  return [(rawNum + unit) * N - n * unit, n * unit];
}

// ---------------------------------------------------------------------------------------------
// Rounding to a whole matchpoint (§5.1, §5.3)

/** The greatest common divisor of two whole numbers: the integer paths' common denominators of weights. */
export function gcd(a: number, b: number): number {
  while (b) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/** ⌊num/den⌋ for integers, exact even where the float quotient is not (den > 0). */
export function floorDiv(num: number, den: number): number {
  let q = Math.floor(num / den);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator,UpdateOperator: equivalent, the float quotient of two integers below 2^53, which every caller keeps to, never rounds across an integer
  if (q * den > num) q--;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator,UpdateOperator: equivalent, the float quotient of two integers below 2^53, which every caller keeps to, never rounds across an integer
  else if ((q + 1) * den <= num) q++;
  return q;
}

function whole(x: Fraction, down: boolean): Fraction {
  return down ? x.floor() : x.ceil();
}

function wholeRatio(num: number, den: number, down: boolean): number {
  const q = floorDiv(num, den);
  return down || q * den === num ? q : q + 1;
}

/**
 * §5.3 `weighted=offender`: a weighted side is rounded to a whole unit against the offender —
 * the offending side down, the other up. No `!` marker: both sides count as non-offending.
 */
export function roundsDown(e: ResultEntry, d: Direction): boolean {
  return e.offenders ? e.offenders[d] : false;
}

export function againstOffender(value: Fraction, e: ResultEntry, d: Direction): Fraction {
  return whole(value, roundsDown(e, d));
}

export function againstOffenderRatio(num: number, den: number, e: ResultEntry, d: Direction): number {
  return wholeRatio(num, den, roundsDown(e, d));
}

/** §5.1: below the average round down, above it round up, to a whole unit; the average stays. */
export function awayFromAverage(value: Fraction, average: Fraction): Fraction {
  const c = value.compare(average);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, on the average the value is whole, so rounding it changes nothing
  return c === 0 ? value : whole(value, c < 0);
}

/**
 * Whether an artificial score is rounded away from the average where it is scored (§5.1,
 * `artificial=away`): a linked one is rounded once, over all its boards, in RANKING (§5.2).
 */
export function roundedAlone(link: string | null, options: Options): boolean {
  return options.artificial === "away" && link === null;
}

/** The same for num/den against an average of twiceAverage / 2, as [num, den]. */
export function awayFromAverageRatio(num: number, den: number, twiceAverage: number): [number, number] {
  const c = Math.sign(2 * num - twiceAverage * den);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, on the average the value is whole, so rounding it changes nothing
  return c === 0 ? [num, den] : [wholeRatio(num, den, c < 0), 1];
}

// ---------------------------------------------------------------------------------------------
// Scales (§1)

/**
 * A scale as integers over the mp grid of a board of N: value = (mp·times − minus) / per. Null
 * for the pct scale of a board with one result, whose top is 0 (no value).
 */
export function scaleOf(scale: Scale, N: number): { times: number; minus: number; per: number } | null {
  const n1 = N - 1;
  switch (scale) {
    case "mp":
      return { times: 1, minus: 0, per: 1 };
    case "acbl":
      return { times: 1, minus: 0, per: 2 };
    case "pp":
      return { times: 1, minus: n1, per: 1 };
    case "pct":
      return n1 === 0 ? null : { times: 100, minus: 0, per: 2 * n1 };
  }
}

/**
 * A value on the mp grid converted to the chosen scale (§1) and rounded as asked (§5.4), whose
 * halves round about the scale's average (the average of the mp grid, N − 1, converted).
 * null: no value.
 */
export function toScale(mp: Fraction, tables: number, options: Options): Fraction | null {
  const s = scaleOf(options.scale, tables);
  if (!s) return null;
  // On the mp scale the value is mp itself: no Fractions made for it.
  const value = s.times === 1 && s.minus === 0 && s.per === 1 ? mp : mp.mul(s.times).sub(s.minus).div(s.per);
  if (options.decimals === null) return value;
  const average = new Fraction((tables - 1) * s.times - s.minus, s.per);
  return roundTo(value, options.decimals, options.round, average);
}

/**
 * num/den on the mp grid as the float Excel receives on the chosen scale, unrounded: one IEEE
 * division of two exactly represented integers, so bit for bit what converting toScale gives.
 */
export function toScaleRatio(num: number, den: number, N: number, scale: Scale): number | "" {
  const s = scaleOf(scale, N);
  if (!s) return "";
  return (num * s.times - s.minus * den) / (s.per * den);
}
