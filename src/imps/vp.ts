// WBF 2013 continuous 20-point VP scale (docs/rules.md §7), as the WBF publishes it.
//
//   VP = 10 + 10 · (1 − τ^(3|I|/X)) / (1 − τ³)  for the winner,  τ = (√5 − 1)/2,  X = 15·√boards,
//   capped at 20; the loser gets 20 − VP; two decimals.
//
// Two things make a naive float version differ from the published tables:
//  1. Rounding. VP is irrational, so "exact" here means: the two-decimal value is the correct
//     rounding of the true value. It is computed in 60-digit fixed point (bigint) and the code
//     refuses to round a value it cannot place on one side of a half-hundredth.
//  2. Corrections. Rounded to two decimals, the curve occasionally gains more VP for the next IMP
//     than for the last one (e.g. 8 boards: 19.50, 19.62, 19.73, 19.85). The WBF tables raise the
//     middle value by 0.01 (19.74) wherever a step is larger than the step before it, repeating
//     until no step grows — the "non-increasing VP per IMP" rule of the WBF Scoring Panel's
//     technical report — and no published value is more than 0.01 above the rounded formula
//     (tables of 1 to 32 boards). Repeated without bound, the raises pile up on long matches
//     (0.02 from 34 boards, 0.28 at 950), and no source found says what the WBF does
//     there, so a value is raised at most once (docs/rules.md §7): every published table is
//     reproduced, and from 34 boards a step may exceed the one before it by 0.01 where the rule
//     would need a second raise. See test/imps/vp.test.ts for the tables checked and their sources.
//
// Non-integer IMP margins (averages, Butler with weighted scores): the tables only cover whole
// IMPs, so a fractional margin takes the continuous formula, correctly rounded to two decimals,
// then held between the table values of the whole margins either side. That keeps VP a
// non-decreasing function of IMPs everywhere and equal to the WBF table at every whole margin.
import { Fraction, fromNumber } from "../exact";
import { inputError, quote } from "../errors";
import { msg } from "../messages";
import { Cell, Each, Grid, countCell, eachCell, isBlank, readNumber, reading } from "../entries/cells";

export const MAX_BOARDS = 1000;
const FULL = 2000; // 20.00 VP in hundredths

// ---- 60-digit fixed point -------------------------------------------------------------------
const DIGITS = 60n;
const ONE = 10n ** DIGITS;
/** A rounding decision needs the true value at least this far (1e-40 hundredths) from a half. */
const GUARD = 10n ** (DIGITS - 40n);

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n)))) + 1n; // any start above the root works
  for (;;) {
    const y = (x + n / x) / 2n;
    if (y >= x) return x;
    x = y;
  }
}

function sqrtFixed(k: bigint): bigint {
  return isqrt(k * ONE * ONE);
}

const SQRT5 = sqrtFixed(5n);

/** ln φ = 2·atanh((φ − 1)/(φ + 1)), φ = (1 + √5)/2; the series converges fast (z ≈ 0.236). */
const LN_PHI = (() => {
  const phi = (ONE + SQRT5) / 2n;
  const z = ((phi - ONE) * ONE) / (phi + ONE);
  const z2 = (z * z) / ONE;
  let term = z;
  let sum = 0n;
  for (let k = 1n; term !== 0n; k += 2n) {
    sum += term / k;
    term = (term * z2) / ONE;
  }
  return 2n * sum;
})();

/** 1 − τ³ = 3 − √5, since τ³ = 2τ − 1 = √5 − 2. */
const ONE_MINUS_TAU3 = 3n * ONE - SQRT5;

/** e^u for 0 ≤ u ≤ 2 (fixed point); Taylor series, all terms positive. */
function expFixed(u: bigint): bigint {
  let term = ONE;
  let sum = 0n;
  for (let k = 1n; term !== 0n; k++) {
    sum += term;
    term = (term * u) / (ONE * k);
  }
  return sum;
}

/**
 * The winner's VP in hundredths, straight from the formula (no table corrections), correctly
 * rounded (halves up), for a margin p/q ≥ 0 over `boards` boards.
 */
export function formulaHundredths(p: bigint, q: bigint, boards: number): number {
  if (p * p >= 225n * BigInt(boards) * q * q) return FULL; // |I| ≥ X = 15·√boards: capped
  return floatHundredths(Number(p) / Number(q), boards) ?? fixedPointHundredths(p, q, boards);
}

/** formulaHundredths in 60-digit fixed point, for a margin below the cap. */
export function fixedPointHundredths(p: bigint, q: bigint, boards: number): number {
  const b = BigInt(boards);
  const sqrtB = sqrtFixed(b);
  // τ^(3I/X) = e^(−u) with u = 3·I·ln φ / (15·√b) = I·ln φ / (5·√b)
  const u = (p * LN_PHI * ONE) / (5n * q * sqrtB);
  const e = (ONE * ONE) / expFixed(u);
  const hundredths = 1000n * ONE + (1000n * (ONE - e) * ONE) / ONE_MINUS_TAU3;
  const shifted = hundredths + ONE / 2n;
  const rest = shifted % ONE;
  if (rest < GUARD || ONE - rest < GUARD) throw new Error(`VP for ${p}/${q} IMPs over ${boards} boards is too close to a half-hundredth to round`);
  const rounded = Number(shifted / ONE);
  return rounded > FULL ? FULL : rounded;
}

/**
 * The same in floats, where they settle it: their error is below 1e-9 hundredths (the margin is
 * at most 15·√1000, the curve's slope at most 130 hundredths an IMP), so a value more than 1e-6
 * from a half-hundredth rounds as the fixed-point one does. Null for the rest, a few in a million:
 * MULTITEAM converts thousands of fractional margins a session, and 60 digits cost 10 µs each.
 */
function floatHundredths(imps: number, boards: number): number | null {
  const e = Math.exp(-(imps * FLOAT_LN_PHI) / (5 * Math.sqrt(boards)));
  const hundredths = 1000 + (1000 * (1 - e)) / (3 - Math.sqrt(5)) + 0.5;
  const rest = hundredths - Math.floor(hundredths);
  if (rest < 1e-6 || rest > 1 - 1e-6) return null;
  return Math.min(Math.floor(hundredths), FULL);
}
const FLOAT_LN_PHI = Math.log((1 + Math.sqrt(5)) / 2);

// ---- the published tables -------------------------------------------------------------------

const tables = new Map<number, readonly number[]>();

/**
 * The WBF continuous scale for `boards` boards: the winner's VP in hundredths for margins
 * 0, 1, 2 … up to the first margin worth 20.00 (the last entry). Cached.
 */
export function vpTableHundredths(boards: number): readonly number[] {
  checkBoards(boards);
  const cached = tables.get(boards);
  if (cached) return cached;
  const vp: number[] = [];
  for (let i = 0; vp.length === 0 || vp[vp.length - 1] < FULL; i++) vp.push(formulaHundredths(BigInt(i), 1n, boards));
  // Raise a value by 0.01 wherever the step after it is larger than the step before it, pass after
  // pass from the smallest margin up, each value at most once (module comment, point 2). Each raise
  // moves one hundredth from the later step to the earlier one, so the table stays non-decreasing.
  const rounded = [...vp];
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 1; i < vp.length - 1; i++) {
      if (vp[i] === rounded[i] && vp[i + 1] - vp[i] > vp[i] - vp[i - 1]) {
        vp[i] += 1;
        changed = true;
      }
    }
  }
  Object.freeze(vp);
  tables.set(boards, vp);
  return vp;
}

function checkBoards(boards: number): void {
  if (!Number.isInteger(boards) || boards < 1 || boards > MAX_BOARDS) throw inputError("vp.notBoards", { cell: quote(boards), max: MAX_BOARDS });
}

/** A board count from a cell: a whole number, or text such as "16". */
export function parseBoards(cell: unknown): number {
  const n = countCell(cell as Cell);
  if (n === null || n > MAX_BOARDS) throw inputError("vp.notBoards", { cell: quote(cell), max: MAX_BOARDS });
  return n;
}

/** The winner's VP in hundredths for a margin |imps| (whole or fractional). */
function winnerHundredths(margin: Fraction, boards: number): number {
  const table = vpTableHundredths(boards);
  const last = table.length - 1; // first margin worth 20.00
  const whole = margin.n / margin.d; // floor, margin ≥ 0
  if (whole >= BigInt(last)) return FULL;
  const n = Number(whole);
  if (margin.d === 1n) return table[n];
  return betweenWhole(table, n, margin.n, margin.d, boards);
}

/** A fractional margin p/q above the whole margin n: the formula held between the table's values at n and n + 1. */
function betweenWhole(table: readonly number[], n: number, p: bigint, q: bigint, boards: number): number {
  return Math.min(Math.max(formulaHundredths(p, q, boards), table[n]), table[n + 1]);
}

/**
 * vpHundredths of the margin num/den IMPs given as safe integers (den > 0, |num| + den below
 * 2^53), without making a Fraction: MULTITEAM keeps a match's fractional IMPs as a numerator over
 * a fixed denominator. The same value as vpHundredths(num/den): the formula takes p/q in any
 * terms (its float is the correctly rounded quotient, its fixed point the floor of one rational).
 */
export function vpHundredthsOfRatio(num: number, den: number, boards: number): number {
  const a = Math.abs(num);
  if (!Number.isSafeInteger(a + den) || !Number.isSafeInteger(den) || den <= 0 || !Number.isSafeInteger(num))
    throw new Error(`vpHundredthsOfRatio(${num}, ${den}): not a ratio of safe integers`);
  checkBoards(boards);
  const table = vpTableHundredths(boards);
  // floor(a / den): the float quotient may round up to the next whole number; the products are exact.
  let n = Math.floor(a / den);
  if (n * den > a) n--;
  let w: number;
  if (n >= table.length - 1) w = FULL;
  else if (n * den === a) w = table[n];
  else w = betweenWhole(table, n, BigInt(a), BigInt(den), boards);
  return num < 0 ? FULL - w : w;
}

/**
 * WBF 20-point VPs, exact (a multiple of 0.01), for the side whose IMP result is `imps` over a
 * match of `boards` boards: the winner's VP for a positive result, 20 − that for a negative one.
 */
export function vpExact(imps: Fraction | number, boards: number): Fraction {
  return new Fraction(vpHundredths(imps, boards), 100);
}

/** vpExact in hundredths (a whole number): what MULTITEAM sums over thousands of matches. */
export function vpHundredths(imps: Fraction | number, boards: number): number {
  checkBoards(boards);
  let hundredths: number;
  if (typeof imps === "number" && Number.isSafeInteger(imps)) {
    // Whole margins (the usual case) are a table lookup.
    const table = vpTableHundredths(boards);
    const a = Math.abs(imps);
    const w = a >= table.length ? FULL : table[a];
    hundredths = imps < 0 ? FULL - w : w;
  } else {
    const f = typeof imps === "number" ? fromNumber(imps) : imps;
    if (f === null) throw inputError("vp.notImps", { cell: quote(imps) });
    const w = winnerHundredths(f.abs(), boards);
    hundredths = f.s < 0n ? FULL - w : w;
  }
  return hundredths;
}

/** vpExact as a number for Excel (a two-decimal value, so the conversion is the last step). */
export function vp(imps: Fraction | number, boards: number): number {
  const f = vpExact(imps, boards);
  return Number(f.s * f.n) / Number(f.d);
}

/**
 * VP element-wise: `imps` per match (whole or average IMPs), `boards` per match or one cell for
 * all. A blank IMP cell stays blank; each bad cell is its own error.
 */
export function vpCells(imps: Grid, boards: Grid): Each<number>[][] {
  return eachCell({ imps, boards }, (cells) => {
    if (isBlank(cells.imps)) return null;
    const margin = reading("imps", () => readNumber(cells.imps, msg("what.impResult"), ["12", "-3.5"]));
    const n = reading("boards", () => parseBoards(cells.boards));
    return vp(margin, n);
  });
}
