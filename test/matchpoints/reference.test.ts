// The matchpointer against an independent, naive implementation of docs/rules.md §3–§5 on random
// boards with every kind of entry: ordinary, split, weighted (balanced and not), mixed,
// artificial, NP, fouled-board groups and offender markers, under wbf and dbf.
import fc from "fast-check";
import { Fraction, isCellError, scoreMatchpoints } from "../../src";
import { anyEntry as row } from "../helpers/generators";
import { referenceMatchpoints } from "../helpers/reference";

function implementation(cells: unknown[], options: string): (Fraction[] | "NP")[] {
  return scoreMatchpoints(
    cells.map((c) => [c]),
    null,
    options,
  ).map((r) => {
    if (isCellError(r)) throw new Error(r.message);
    return r[0] === "NP" ? "NP" : (r as Fraction[]);
  });
}

const text = (rows: (Fraction[] | "NP")[]) => rows.map((r) => (r === "NP" ? r : r.map((v) => v.toFraction())));

describe("independent reference (docs/rules.md §3–§5)", () => {
  test("wbf: Neuberg, frequency tables, groups — identical on random boards", () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2 }), (cells, extra) => {
        const tables = cells.length + extra;
        expect(text(implementation(cells, `tables=${tables}; scale=mp`))).toEqual(text(referenceMatchpoints(cells, { method: "wbf", tables })));
      }),
      { numRuns: 500 },
    );
  });

  test("dbf: ties, corrected rows against ordinary rows only, rounding — identical on random boards", () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2 }), (cells, extra) => {
        const tables = cells.length + extra;
        expect(text(implementation(cells, `profile=dbf; tables=${tables}; scale=mp`))).toEqual(text(referenceMatchpoints(cells, { method: "dbf", tables })));
      }),
      { numRuns: 500 },
    );
  });
});
