// A 200 000-row session — 4 000 boards at 50 tables, about 2 % adjusted entries of every
// kind — scores without an error through every board-scoring function. Timings live in
// `npm run bench`; this checks that nothing breaks or overflows at that size.
import { isCellError } from "../../src";
import { scoreButler } from "../../src/imps/butler";
import { scoreCrossImps } from "../../src/imps/crossimps";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { scoreRanking } from "../../src/ranking/ranking";
import { session } from "../../scripts/session";

const ROWS = 200_000;
const TABLES = 50;

const d = session(ROWS, TABLES);

function expectAllScored(rows: unknown[]) {
  expect(rows).toHaveLength(ROWS);
  const errors = rows.filter(isCellError);
  expect(errors).toEqual([]);
}

test("MATCHPOINTS scores 200 000 rows; every value a finite number or NP", () => {
  const rows = scoreMatchpointsAsNumbers(d.entries, d.boards);
  expectAllScored(rows);
  const notFinite = (rows as (number | string)[][]).flat().filter((v) => v !== "NP" && !Number.isFinite(v));
  expect(notFinite).toEqual([]);
});

test("BUTLERIMP and CROSSIMP score 200 000 rows", () => {
  expectAllScored(scoreButler(d.entries, d.boards));
  expectAllScored(scoreCrossImps(d.entries, d.boards));
});

test("RANKING ranks the 100 pairs of a 200 000-row session, every percentage within 0–100", () => {
  const table = scoreRanking(d.boards, d.ns, d.ew, d.entries, "decimals=2");
  expect(table).toHaveLength(1 + 2 * TABLES);
  for (const row of table.slice(1)) {
    const percent = Number(row[5]);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  }
});
