// The output conversion is part of the path. The board functions hand the adapter rows
// whose values are floats, text, or exact Fractions in any position (a fast path's row of floats,
// a general board's row whose later value alone is a fraction, an NP row, a board's error), and
// every value must reach Excel as a number or text: a conversion that looks only at a row's first
// value would hand Excel an object.
import { StandInError } from "../helpers/customFunctions";

import fc from "fast-check";
import { Fraction, toNumber } from "../../src/exact";
import { cellError } from "../../src/entries/cells";
import { msg } from "../../src/messages";
import { toExcelRows } from "../../addin/adapter/excel";
import { butlerimp, crossimp, butlerdatum } from "../../addin/functions/imps";
import { matchpoints } from "../../addin/functions/matchpoints";

const omitted = null as unknown as undefined;
const invocation = { parameterAddresses: [] } as unknown as CustomFunctions.Invocation;

const value = fc.oneof(
  fc.integer({ min: -24, max: 24 }) as fc.Arbitrary<unknown>,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom("NP", ""),
  fc.tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 1, max: 97 })).map(([n, d]) => new Fraction(n, d)),
);

/** What Excel must receive for a value: Fractions converted, everything else as it was. */
const excelValue = (v: unknown) => (v instanceof Fraction ? toNumber(v) : v);

test("rows of every shape: a Fraction in any position, the first plain or not, reaches Excel as a number", () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof({ weight: 8, arbitrary: fc.array(value, { minLength: 1, maxLength: 2 }) }, { weight: 1, arbitrary: fc.constant(null) }), {
        minLength: 1,
        maxLength: 20,
      }),
      (rows) => {
        const error = cellError("entries", 0, 0, msg("entry.empty", { expected: "" }));
        const outcomes = rows.map((r) => r ?? error);
        const want = rows.map((r) => (r === null ? null : r.map(excelValue)));
        const got = toExcelRows(outcomes as never, 2, {});
        got.forEach((row, i) => {
          if (want[i] === null) row.forEach((v) => expect(v).toBeInstanceOf(StandInError));
          else {
            expect(row).toEqual(want[i]);
            row.forEach((v) => expect(typeof v === "number" || typeof v === "string").toBe(true));
          }
        });
      },
    ),
    { numRuns: 300 },
  );
  // The shape an audit found unconverted: the first value plain, a later one exact.
  expect(
    toExcelRows(
      [
        [1, new Fraction(1, 3)],
        ["NP", new Fraction(-7, 2)],
      ],
      2,
      {},
    ),
  ).toEqual([
    [1, 1 / 3],
    ["NP", -3.5],
  ]);
});

test("what each board function hands Excel, fast rows and general rows together, is numbers and text only", async () => {
  // Board 1 is read column-wise; board 2 holds a bad cell, board 3 a weighted score whose EW value
  // alone is fractional under scoring by the general path (decimals= sends every board there).
  const entries = [[420], [50], ["40% 920 + 60% -50"], ["42O"], [100], ["450/-480"], ["A+/A-"], [-50], ["NP"]];
  const boards = [[1], [1], [1], [2], [2], [3], [3], [3], [3]];
  for (const options of [omitted, "decimals=3"]) {
    for (const out of [
      await matchpoints(entries, boards, options, invocation),
      await butlerimp(entries, boards, options, invocation),
      await crossimp(entries, boards, options, invocation),
      await butlerdatum(entries, boards, options, invocation),
    ])
      for (const row of out) for (const v of row) expect(typeof v === "number" || typeof v === "string" || v instanceof StandInError).toBe(true);
  }
});
