// RANKING from a column read board by board, each pair's total as a near value
// (src/ranking/fastranking.ts), and every decision its bound does not settle taken exactly: the table is
// bit for bit the exact path's (docs/rules.md §6, Law 12C2(c), §5.2), ties and all.
import fc from "fast-check";
import { scoreRankingAsNumbers } from "../../src/ranking/fastranking";
import { scoreRanking } from "../../src/ranking/ranking";
import { session } from "../../scripts/session";
import { anyEntry, score } from "../helpers/generators";
import { rotationSessions, sameTable } from "../helpers/columns";

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
  fc.assert(fc.property(rotationSessions(cell, options, 9), sameTable(scoreRankingAsNumbers, scoreRanking)), { numRuns: 500 });
});

test("§6: 20 boards × 500 tables (1 000 pairs, boards of different N) and 200 boards × 50 tables", () => {
  for (const [rows, tables] of [
    [10000, 500],
    [10000, 50],
  ]) {
    const d = session(rows, tables, 0.03);
    for (const text of ["", "profile=dbf", "artificial=away", "mitchell=on; scale=pp"]) sameTable(scoreRankingAsNumbers, scoreRanking)({ ...d, text });
  }
});

test("§6: a board of one row counts when tables= says it had more (the lone result against the missing ones), on both paths", () => {
  const col = (...xs: unknown[]) => xs.map((x) => [x]);
  const d = { boards: col(1, 1, 1, 2, 3, 3, 3), ns: col(1, 2, 3, 1, 1, 2, 3), ew: col(4, 5, 6, 5, 5, 6, 4), entries: col(420, 450, -50, 620, 100, 140, 110) };
  for (const text of ["tables=3", "tables=3; profile=dbf", "tables=3; scaletops=off"]) sameTable(scoreRankingAsNumbers, scoreRanking)({ ...d, text });
  // Pair 1's Max: three boards of top 4 with tables=3; two without, where board 2's lone row is no comparison.
  const max = (text: string) => scoreRanking(d.boards, d.ns, d.ew, d.entries, text).find((r) => r[1] === 1)![4];
  expect(Number(max("tables=3"))).toBe(12);
  expect(Number(max(""))).toBe(8);
});
