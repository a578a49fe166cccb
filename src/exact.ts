// Exact arithmetic helpers. Every scoring value is a Fraction until it is handed back to Excel;
// these are the only places where floats enter (from cells) or leave (to cells).
import Fraction from "fraction.js";

export { Fraction };

export const ZERO = new Fraction(0);
export const ONE = new Fraction(1);
export const HALF = new Fraction(1, 2);
export const HUNDRED = new Fraction(100);

/** A plain decimal number as typed: optional sign, digits, optional fraction part with `.` or `,`. */
const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/** Parses `33,3`, `12.5`, `-7` exactly; null when the text is not a plain decimal. */
export function parseDecimal(text: string): Fraction | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const frac = m[3] ?? "";
  const num = BigInt(m[2] + frac);
  const den = 10n ** BigInt(frac.length);
  const f = new Fraction(num, den);
  return m[1] === "-" ? f.neg() : f;
}

/**
 * The exact value a director meant by a number that arrived as a float. Excel stores 40 % as
 * 0.4 and 1/3 as 0.333…; the shortest decimal form recovers the first, a small denominator the
 * second. Returns null for NaN/Infinity.
 */
export function fromNumber(x: number): Fraction | null {
  // Stryker disable next-line ConditionalExpression: equivalent, parseDecimal reads neither "NaN" nor "Infinity": null as well
  if (!Number.isFinite(x)) return null;
  // Stryker disable next-line ConditionalExpression: equivalent, an integer's text is read to the same value below
  if (Number.isInteger(x)) return new Fraction(x);
  // The shortest text that gives back the float: "0.4", "33.3", "0.3333333333333333", "1e-7".
  const [mantissa, exponent] = String(x).split("e");
  // 15+ significant digits means the float was not typed as a short decimal (a typed 33.3 has 3;
  // 200/3 shows as 66.66666666666667, 16): look for n/d, d ≤ 1000, within the float's precision.
  if (exponent === undefined && mantissa.replace(/^-?[0.]*/, "").replace(".", "").length >= 15) {
    // Stryker disable next-line EqualityOperator: equivalent, every n/1000 is a short decimal and never reaches this loop
    for (let d = 2; d <= 1000; d++) {
      const n = Math.round(x * d);
      if (Math.abs(n / d - x) <= 1e-12 * Math.abs(x)) return new Fraction(n, d);
    }
  }
  const decimal = parseDecimal(mantissa)!;
  return exponent === undefined ? decimal : decimal.mul(new Fraction(10).pow(Number(exponent)));
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The float nearest the fraction (docs/rules.md §3), halves to even, as IEEE division rounds.
 * With numerator and denominator safe integers that is one division. Larger ones (a session total
 * over boards of different N) would be rounded twice that way, each to a float and then their
 * quotient, which can miss the nearest float by one unit: the quotient is taken in bigints to
 * 55 or more bits instead, with a sticky bit for a remainder, and rounded once. So every path
 * that knows the exact value, as a Fraction or as num/den, hands Excel the same float.
 */
export function toNumber(f: Fraction): number {
  const { n, d } = f;
  if (n <= SAFE && d <= SAFE) return Number(f.s * n) / Number(d);
  const shift = 55 + bitLength(d) - bitLength(n);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a shift of 0 either way is no shift
  const [num, den] = shift >= 0 ? [n << BigInt(shift), d] : [n, d << BigInt(-shift)];
  let q = num / den;
  if (q * den !== num) q |= 1n; // sticky: below the rounding position, so only an exact half is told apart
  // q has 55 or 56 bits; Number(q) rounds it once to nearest-even, and 2^-shift is exact.
  return (f.s < 0n ? -1 : 1) * scaleByPowerOfTwo(Number(q), -shift);
}

function bitLength(x: bigint): number {
  return x.toString(2).length;
}

/** x · 2^k, exact while the result is a normal float (k split so 2^k itself never overflows). */
function scaleByPowerOfTwo(x: number, k: number): number {
  while (k > 1000) {
    x *= 2 ** 1000;
    k -= 1000;
  }
  while (k < -1000) {
    x *= 2 ** -1000;
    k += 1000;
  }
  return x * 2 ** k;
}

/** How exact halves are resolved when output is rounded (docs/rules.md §5.4). */
export type HalfRounding = "away" | "toward" | "up";

/**
 * Rounds `value` to `decimals` places. Only an exact half is affected by `mode`; `average` is
 * the scale's middle (so `away` and `toward` mean from/to the average, not from/to zero). A
 * value on the average has no direction from it: it rounds half up under every mode
 * (docs/rules.md §5, ruling).
 */
export function roundTo(value: Fraction, decimals: number, mode: HalfRounding, average: Fraction): Fraction {
  const grid = 10n ** BigInt(decimals);
  // A value already on the grid (a half, a quarter … at two places) is its own rounding: most
  // figures a page or file prints are, and the arithmetic below would only give them back.
  // Stryker disable next-line ConditionalExpression: equivalent, the arithmetic below gives such a value back unchanged
  if (grid % value.d === 0n) return value;
  const unit = new Fraction(1, grid);
  const scaled = value.div(unit);
  const lower = scaled.floor();
  const rest = scaled.sub(lower);
  let units: Fraction;
  const c = rest.compare(HALF);
  if (c < 0) units = lower;
  else if (c > 0) units = lower.add(1);
  else {
    const upward = mode === "up" ? true : mode === "away" ? value.compare(average) >= 0 : value.compare(average) <= 0;
    units = upward ? lower.add(1) : lower;
  }
  return units.mul(unit);
}

/**
 * An exact sum that keeps its parts in plain numbers: whole values in one integer, and values
 * num/den in one integer numerator per denominator (a session has few denominators: the n of
 * its Neuberg boards). Adding 100 000 bigint Fractions one by one is what made big sessions slow.
 */
export class ExactSum {
  private whole = 0;
  private readonly byDen = new Map<number, number>();
  private rest: Fraction | null = null;
  add(x: Fraction): void {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a whole value in the number or in the Fraction sum is exact either way
    if (x.d === 1n && x.n <= 1_000_000_000n) this.whole += x.s < 0n ? -Number(x.n) : Number(x.n);
    else this.rest = this.rest ? this.rest.add(x) : x;
  }
  /** Adds num/den, both safe integers. */
  addRatio(num: number, den: number): void {
    // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, den 1 kept with the other denominators sums the same
    if (den === 1) {
      this.whole += num;
      return;
    }
    const sum = (this.byDen.get(den) ?? 0) + num;
    // Keep every partial sum an exact integer: flush to a Fraction long before 2^53.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, flushing sooner is as exact
    if (Math.abs(sum) > 2 ** 50) {
      this.byDen.delete(den);
      this.add(new Fraction(sum, den));
    } else this.byDen.set(den, sum);
  }
  get value(): Fraction {
    let v = this.rest ? this.rest.add(this.whole) : new Fraction(this.whole);
    for (const [den, num] of this.byDen) v = v.add(new Fraction(num, den));
    return v;
  }
}
