// Issue 28: MULTITEAM from a column read board by board (src/fastmultiteam.ts): matches in
// arrays, VPs in whole hundredths. Bit for bit the exact path's table (docs/rules.md §9), ties,
// fouled boards, NP under both scores, weighted and artificial rows included.
import fc from "fast-check";
import { Fraction } from "../src";
import { toNumber } from "../src/exact";
import { scoreMultiteamAsNumbers } from "../src/fastmultiteam";
import { scoreMultiteam } from "../src/multiteam";
import { session } from "../scripts/session";
import { anyEntry, score } from "./helpers/generators";

const floats = (table: unknown[][]) => table.map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v)));

function expectSameTable(got: unknown[][], want: unknown[][]): void {
  const w = floats(want);
  const g = floats(got);
  expect(g).toEqual(w);
  g.forEach((row, i) => row.forEach((v, j) => typeof v === "number" && expect(Object.is(v, w[i][j])).toBe(true)));
}

const cell = fc.oneof(
  { weight: 12, arbitrary: score as fc.Arbitrary<unknown> },
  { weight: 3, arbitrary: anyEntry as fc.Arbitrary<unknown> },
  { weight: 1, arbitrary: fc.constantFrom("A+", "A-", "A+/A-", "60%/45%", "NP", "420 @2", "-50 @2") },
);

test("§9: MULTITEAM's numbers = the exact path's, bit for bit, on random sessions with every kind of entry", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 8 }),
      fc.integer({ min: 1, max: 6 }),
      fc.infiniteStream(cell),
      fc.constantFrom("", "multiteam=guiding", "profile=dbf", "weighted=offender", "decimals=1"),
      fc.boolean(),
      (tables, boardCount, stream, text, plainOnly) => {
        const boards: unknown[][] = [];
        const ns: unknown[][] = [];
        const ew: unknown[][] = [];
        const entries: unknown[][] = [];
        const it = stream[Symbol.iterator]();
        for (let b = 1; b <= boardCount; b++)
          for (let t = 0; t < tables; t++) {
            if ((b + t) % 5 === 4) continue;
            boards.push([b]);
            ns.push([t + 1]);
            ew.push([tables + 1 + ((t + b) % tables)]);
            const e = it.next().value;
            entries.push([plainOnly ? [50, -50, 100][(b * t) % 3] : e]);
          }
        expectSameTable(scoreMultiteamAsNumbers(boards, ns, ew, entries, text), scoreMultiteam(boards, ns, ew, entries, text));
      },
    ),
    { numRuns: 400 },
  );
});

test("§9: club sessions of 10 to 60 tables with 2 % adjusted entries", () => {
  for (const [b, t] of [
    [20, 10],
    [27, 30],
    [36, 60],
  ]) {
    const d = session(b * t, t, 0.02);
    for (const text of ["", "multiteam=guiding", "profile=dbf"]) expectSameTable(scoreMultiteamAsNumbers(d.boards, d.ns, d.ew, d.entries, text), scoreMultiteam(d.boards, d.ns, d.ew, d.entries, text));
  }
});
