// NEUBERG over columns of numbers in integers (src/matchpoints/fastneuberg.ts), bit for bit the
// floats of the exact path (docs/rules.md §3), with single cells broadcast, decimals typed as
// matchpoints, blank rows and bad cells among them.
import fc from "fast-check";
import { Fraction, neubergCells } from "../../src";
import { toNumber } from "../../src/exact";
import { neubergAsNumbers } from "../../src/matchpoints/fastneuberg";

const asFloats = (grid: unknown[][]) => grid.map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v)));

const mp = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 0, max: 98 }) as fc.Arbitrary<unknown> },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 980 }).map((t) => t / 10) },
  { weight: 1, arbitrary: fc.constantFrom(12.5, 1 / 3, 0.30000000000000004, -0, 1e17, "7", "", null, "x", true) },
);
const count = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 1, max: 50 }) as fc.Arbitrary<unknown> },
  { weight: 1, arbitrary: fc.constantFrom(0, 2.5, "", "13", 1e16) },
);

test("§3: NEUBERG over columns = the exact path, bit for bit", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(mp, count, count), { minLength: 1, maxLength: 30 }),
      fc.constantFrom("", "scale=acbl", "scale=mp", "decimals=2"),
      fc.constantFrom("columns", "blank rows", "one expected"),
      (rows, options, shape) => {
        const cells = shape === "blank rows" ? rows.map((r, i) => (i % 4 === 3 ? ["", "", ""] : r)) : rows;
        const m = cells.map((r) => [r[0]]);
        const n = cells.map((r) => [r[1]]);
        const N = shape === "one expected" ? [[cells[0][2]]] : cells.map((r) => [r[2]]);
        const got = neubergAsNumbers(m, n, N, options);
        const want = asFloats(neubergCells(m, n, N, options));
        expect(got).toEqual(want);
        got.forEach((row, i) => row.forEach((v, j) => typeof v === "number" && expect(Object.is(v, want[i][j])).toBe(true)));
      },
    ),
    { numRuns: 1000 },
  );
});

test("§3: the integer path takes columns of numbers (NEUBERG(3, 3, 4) is 13/3)", () => {
  expect(neubergAsNumbers([[3], [0], [12.4]], [[3]], [[4]])).toEqual([[13 / 3], [1 / 3], [toNumber(new Fraction(124, 10).add(1).mul(4).div(3).sub(1))]]);
});
