// Issue 28: RANKING from a column read board by board, each pair's total as a near value
// (src/fastranking.ts), and every decision its bound does not settle taken exactly: the table is
// bit for bit the exact path's (docs/rules.md §6, Law 12C2(c), §5.2), ties and all.
import fc from "fast-check";
import { Fraction } from "../src";
import { toNumber } from "../src/exact";
import { scoreRankingAsNumbers } from "../src/fastranking";
import { scoreRanking } from "../src/ranking";
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
  { weight: 2, arbitrary: fc.constantFrom("A+", "A-", "A+/A-", "A- ~1", "A+ ~1", "A+/420", "60%/45%", "NP") },
);

const options = fc.constantFrom(
  "",
  "profile=dbf",
  "profile=nbb",
  "session=off",
  "scale=pp",
  "scale=acbl",
  "mitchell=on",
  "scaletops=off",
  "artificial=away",
  "profile=dbf; scale=mp; mitchell=on",
  "missing=tie",
  "decimals=2",
  "tables=9",
);

test("§6: RANKING's numbers = the exact path's, bit for bit, on random sessions with every kind of entry", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 9 }),
      fc.integer({ min: 1, max: 6 }),
      fc.infiniteStream(cell),
      options,
      fc.boolean(),
      (tables, boardCount, stream, text, plainOnly) => {
        const boards: unknown[][] = [];
        const ns: unknown[][] = [];
        const ew: unknown[][] = [];
        const entries: unknown[][] = [];
        const it = stream[Symbol.iterator]();
        for (let b = 1; b <= boardCount; b++)
          for (let t = 0; t < tables; t++) {
            if ((b + t) % 5 === 4) continue; // some boards short of a table: different N
            boards.push([b]);
            ns.push([t + 1]);
            ew.push([tables + 1 + ((t + b) % tables)]);
            const e = it.next().value;
            // Plain sessions tie often: equal totals and percentages must share their rank.
            entries.push([plainOnly ? [50, -50, 100][(b * t) % 3] : e]);
          }
        expectSameTable(scoreRankingAsNumbers(boards, ns, ew, entries, text), scoreRanking(boards, ns, ew, entries, text));
      },
    ),
    { numRuns: 500 },
  );
});

test("§6: 20 boards × 500 tables (1 000 pairs, boards of different N) and 200 boards × 50 tables", () => {
  for (const [rows, tables] of [
    [10000, 500],
    [10000, 50],
  ]) {
    const d = session(rows, tables, 0.03);
    for (const text of ["", "profile=dbf", "artificial=away", "mitchell=on; scale=pp"])
      expectSameTable(scoreRankingAsNumbers(d.boards, d.ns, d.ew, d.entries, text), scoreRanking(d.boards, d.ns, d.ew, d.entries, text));
  }
});
