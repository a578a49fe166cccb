// docs/rules.md §3 "converted to the nearest floating-point number": toNumber rounds the exact
// value once, also where numerator or denominator pass 2^53 (a session total over boards of
// different N), so the fast paths' one division num/den and the Fraction path agree bit for bit.
import fc from "fast-check";
import { Fraction, toNumber } from "../../src/exact";

/** A finite float as an exact fraction: its mantissa times a power of two. */
function exactly(x: number): Fraction {
  const [mantissa, exponent] = frexp(x);
  return exponent >= 0 ? new Fraction(mantissa * 2n ** BigInt(exponent)) : new Fraction(mantissa, 2n ** BigInt(-exponent));
}

/** x = m · 2^e with m a whole number (bigint). */
function frexp(x: number): [bigint, number] {
  let e = 0;
  while (!Number.isInteger(x)) {
    x *= 2;
    e--;
  }
  return [BigInt(x), e];
}

/** The next float up from a positive normal float. */
function next(x: number, dir: 1 | -1): number {
  const b = new Float64Array([x]);
  const i = new BigInt64Array(b.buffer);
  i[0] += BigInt(dir * Math.sign(x));
  return b[0];
}

const big = fc.bigInt({ min: 1n, max: 2n ** 200n });

test("§3: the float nearest the exact value, halves to even, for numerators and denominators past 2^53", () => {
  fc.assert(
    fc.property(big, big, fc.boolean(), (n, d, negative) => {
      const f = new Fraction(negative ? -n : n, d);
      const x = toNumber(f);
      const error = f.sub(exactly(x)).abs();
      for (const neighbour of [next(x, 1), next(x, -1)]) {
        const other = f.sub(exactly(neighbour)).abs();
        const c = error.compare(other);
        expect(c).toBeLessThanOrEqual(0);
        // An exact half between two floats goes to the one with an even mantissa.
        if (c === 0) expect(new BigInt64Array(new Float64Array([x]).buffer)[0] & 1n).toBe(0n);
      }
    }),
    { numRuns: 2000 },
  );
});

test("§3: where rounding numerator and denominator first is a float off, the nearest", () => {
  // Found by search: Number(n) / Number(d) lands one float away from the nearest.
  const f = new Fraction(313542715202194401937n, 292390965221959296n);
  const x = toNumber(f);
  expect(x).not.toBe(Number(f.n) / Number(f.d));
  const error = f.sub(exactly(x)).abs();
  expect(error.compare(f.sub(exactly(next(x, 1))).abs())).toBeLessThanOrEqual(0);
  expect(error.compare(f.sub(exactly(next(x, -1))).abs())).toBeLessThanOrEqual(0);
  // Exact halves past 2^53 go to the even neighbour, as IEEE rounding does.
  expect(toNumber(new Fraction(2n ** 53n + 1n))).toBe(2 ** 53);
  expect(toNumber(new Fraction(2n ** 53n + 3n))).toBe(2 ** 53 + 4);
  expect(toNumber(new Fraction(-(2n ** 54n + 6n), 2n))).toBe(-(2 ** 53 + 4));
  // Small fractions: one division, as before.
  expect(toNumber(new Fraction(13, 3))).toBe(13 / 3);
  expect(toNumber(new Fraction(-7, 2))).toBe(-3.5);
  expect(Object.is(toNumber(new Fraction(0)), 0)).toBe(true);
});
