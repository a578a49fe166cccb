// Near values (src/ranking/near.ts) answer only what their bound settles, and then exactly as
// the Fraction does: the nearest float (rules §3), the order of two totals, the whole number below.
import fc from "fast-check";
import { Fraction, toNumber } from "../../src/exact";
import { Near, NearSums, nearAdd, nearCeil, nearCompare, nearDiv, nearFloat, nearFloor, nearMul, nearRatio, nearSign } from "../../src/ranking/near";

const ratio = fc.tuple(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 26 }));
const ratios = fc.array(ratio, { minLength: 1, maxLength: 40 });

function sum(terms: [number, number][]): { near: Near; exact: Fraction } {
  const sums = new NearSums(1);
  let exact = new Fraction(0);
  for (const [n, d] of terms) {
    sums.addRatio(0, n, d);
    exact = exact.add(new Fraction(n, d));
  }
  return { near: sums.get(0), exact };
}

test("a sum of ratios over many denominators: the nearest float whenever the bound settles it, and it nearly always does", () => {
  let settled = 0;
  fc.assert(
    fc.property(ratios, fc.integer({ min: 1, max: 5000 }), fc.integer({ min: -3, max: 3 }), (terms, m, k) => {
      const { near, exact } = sum(terms);
      for (const [x, f] of [
        [near, exact],
        [nearDiv(nearMul(near, 100), m), exact.mul(100).div(m)],
        [nearAdd(near, nearRatio(k, 7)), exact.add(new Fraction(k, 7))],
      ] as const) {
        const float = nearFloat(x);
        if (float !== null) {
          settled++;
          expect(Object.is(float, toNumber(f))).toBe(true);
        }
        const sign = nearSign(x);
        if (sign !== null) expect(sign).toBe(f.compare(0));
        const floor = nearFloor(x);
        if (floor !== null) expect(floor).toBe(Number(f.floor().n * f.floor().s));
        const ceil = nearCeil(x);
        if (ceil !== null) expect(ceil).toBe(Number(f.ceil().n * f.ceil().s));
      }
    }),
    { numRuns: 1000 },
  );
  expect(settled).toBeGreaterThan(2900);
});

test("two totals compare as their exact values do; equal ones are never called unequal", () => {
  fc.assert(
    fc.property(ratios, ratios, fc.boolean(), (a, b, same) => {
      const x = sum(a);
      const y = same ? sum([...a].reverse()) : sum(b);
      const c = nearCompare(x.near, y.near);
      if (c !== null) expect(c).toBe(x.exact.compare(y.exact));
    }),
    { numRuns: 1000 },
  );
});

test("whole values stay exact: integers and ratios that divide evenly carry no error", () => {
  const { near } = sum([
    [6, 3],
    [10, 1],
    [-4, 2],
  ]);
  expect(near).toEqual({ hi: 10, lo: 0, err: 0 });
  expect(nearSign(nearAdd(near, nearRatio(-10, 1)))).toBe(0);
  expect(nearFloat(nearRatio(1, 3))).toBe(1 / 3);
});

test("exact halves between two floats and exact whole numbers: unsettled or right, never wrong", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 20 }), fc.integer({ min: -1, max: 1 }), fc.integer({ min: 1, max: 999 }), (a, nudge, d) => {
      // a plus half a unit in its last place (an exact half between two floats), nudged a little.
      const e = Math.floor(Math.log2(a)) + 1;
      const half: [number, number][] = [
        [a * d, d],
        [1, 2 ** (54 - e)],
        [nudge, 3 * 2 ** 50],
      ];
      const x = sum(half);
      const float = nearFloat(x.near);
      if (float !== null) expect(Object.is(float, toNumber(x.exact))).toBe(true);
      // a itself, nudged: the whole number below is a or a − 1.
      const whole = sum([
        [a * d, d],
        [nudge, 3 * 2 ** 50],
      ]);
      const floor = nearFloor(whole.near);
      if (floor !== null) expect(floor).toBe(Number(whole.exact.floor().n));
      const ceil = nearCeil(whole.near);
      if (ceil !== null) expect(ceil).toBe(Number(whole.exact.ceil().n));
    }),
    { numRuns: 300 },
  );
});
