// Issue 6: a 200 000-row session — 4 000 boards at 50 tables, about 2 % adjusted entries of every
// kind — scores without an error through every board-scoring function. Timings live in
// `npm run bench`; this checks that nothing breaks or overflows at that size.
import { isCellError } from "../src";
import { scoreButler } from "../src/butler";
import { scoreCrossImps } from "../src/crossimps";
import { scoreMatchpointsAsNumbers } from "../src/fastpath";
import { scoreRanking } from "../src/session";

const ROWS = 200_000;
const TABLES = 50;

function session() {
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const pool = [-1430, -620, -500, -420, -200, -100, -50, 0, 50, 90, 100, 110, 140, 420, 450, 480, 620, 650, 920, 990];
  const adjusted = [
    () => "NP",
    () => "A+/A-",
    () => "A",
    () => "A- ~1",
    () => "60%/45%",
    (s: number, t: number) => `${s}/${t}`,
    (s: number, t: number) => `40% ${s} + 60% ${t}`,
    (s: number, t: number) => `${s}/30% ${s} + 70% ${t}`,
    (s: number, t: number) => `25% ${s} + 75% ${t} !NS`,
    (s: number) => `A+/${s}`,
    (s: number) => `${s} @2`,
  ];
  const boards: number[][] = [];
  const ns: number[][] = [];
  const ew: number[][] = [];
  const entries: (number | string)[][] = [];
  for (let i = 0; i < ROWS; i++) {
    const board = Math.floor(i / TABLES) + 1;
    const table = i % TABLES;
    const s = pick(pool);
    const t = pick(pool);
    entries.push([random() < 0.02 ? pick(adjusted)(s, t) : s]);
    boards.push([board]);
    ns.push([table + 1]);
    ew.push([TABLES + 1 + ((table + board) % TABLES)]);
  }
  return { boards, ns, ew, entries };
}

const d = session();

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
