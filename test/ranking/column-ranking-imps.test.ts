// RANKING at IMPs from a column read board by board (src/ranking/fastrankimps.ts): each board's Butler or
// cross-IMPs as the board functions' exact ratios, each pair's total as a near value, every close
// call exact. The table must be bit for bit the exact path's (docs/rules.md §6 and §7): with
// adjusted entries of every kind, sit-outs, corrections and Law 12C2(c) on; and RANKING's
// corrections on the matchpoint path the same way (§6 "Corrections").
import fc from "fast-check";
import { scoreRankingAsNumbers } from "../../src/ranking/fastranking";
import * as ranking from "../../src/ranking/ranking";
import * as tallies from "../../src/ranking/tallies";
import { session } from "../../scripts/session";
import { anyEntry, score } from "../helpers/generators";
import { expectSameOutcome, rotation } from "../helpers/columns";

const cell = fc.oneof(
  { weight: 12, arbitrary: score as fc.Arbitrary<unknown> },
  { weight: 3, arbitrary: anyEntry as fc.Arbitrary<unknown> },
  { weight: 2, arbitrary: fc.constantFrom("A+", "A-", "A+/A-", "A- ~1", "A+ ~1", "A+/420", "60%/45%", "NP", "33%/A", "420 @2", "-50 @2", "A+ @2") },
  // A sit-out (docs/rules.md §13): the line stays, with no result on it.
  { weight: 1, arbitrary: fc.constant(null) },
);

const imps = fc.constantFrom("scoring=butler", "scoring=ximp", "scoring=ximp; ximp=sum");
const more = fc.constantFrom(
  "",
  "profile=dbf",
  "session=off",
  "artificial=away",
  "mitchell=on",
  "scaletops=off",
  "missing=tie",
  "corrected=tie",
  "weighted=offender",
  "trim=0",
  "datumround=even",
  "artificialimps=2",
  "tables=9",
  "decimals=1",
  "profile=dbf; mitchell=on; artificial=away",
);

/** Rows (pair, value[, points]) for some of the session's pairs, now and then a bad cell. */
function correctionsOf(pairs: number[], picks: number[], values: unknown[], withPoints: boolean, bad: boolean): unknown[][] | null {
  if (picks.length === 0) return null;
  const rows: unknown[][] = picks.map((k, i) => {
    const row: unknown[] = [pairs[k % pairs.length], values[i % values.length]];
    if (withPoints) row.push(i % 3 === 0 ? 1.5 : "");
    return row;
  });
  if (bad) rows[0][1] = "x";
  return rows;
}

const sessions = (scoring: fc.Arbitrary<string>) =>
  fc
    .record({
      tables: fc.integer({ min: 2, max: 9 }),
      boardCount: fc.integer({ min: 1, max: 6 }),
      cells: fc.array(cell, { minLength: 60, maxLength: 60 }),
      scoring,
      more,
      plainOnly: fc.boolean(),
      sitOut: fc.boolean(),
      picks: fc.array(fc.nat(40), { maxLength: 4 }),
      values: fc.array(fc.oneof(fc.integer({ min: -12, max: 12 }), fc.constantFrom(0.5, -2.25, "")), { minLength: 1, maxLength: 4 }),
      withPoints: fc.boolean(),
      bad: fc.integer({ min: 0, max: 9 }).map((k) => k === 0),
    })
    .map(({ tables, boardCount, cells, scoring, more, plainOnly, sitOut, picks, values, withPoints, bad }) => {
      let next = 0;
      const r = rotation(tables, boardCount, (b, t) => (plainOnly ? [50, -50, 100][(b * t) % 3] : cells[next++ % cells.length]));
      const d = { ...r, ew: r.ew as unknown[][] };
      // The sit-out: the last EW pair's lines keep their board, with no result and the phantom's name.
      if (sitOut) d.ew.forEach((row, i) => row[0] === 2 * tables && ((d.entries[i] = [null]), (d.ew[i] = ["sit-out"])));
      const pairs = [...new Set(d.ns.map((r) => r[0] as number))];
      const corrections = correctionsOf(pairs, picks, values, withPoints && scoring === "", bad);
      return { ...d, text: [scoring, more].filter(Boolean).join("; "), corrections };
    });

function same({
  boards,
  ns,
  ew,
  entries,
  text,
  corrections,
}: {
  boards: unknown;
  ns: unknown;
  ew: unknown;
  entries: unknown;
  text: string;
  corrections: unknown;
}) {
  expectSameOutcome(
    () => scoreRankingAsNumbers(boards, ns, ew, entries, text, corrections),
    () => ranking.scoreRanking(boards, ns, ew, entries, text, corrections),
  );
}

test("§6, §7: RANKING at Butler and cross-IMPs = the exact path, bit for bit, with adjusted entries, sit-outs, corrections and Law 12C2(c)", () => {
  fc.assert(fc.property(sessions(imps), same), { numRuns: 600 });
});

test("§6: RANKING's corrections on the matchpoint path = the exact path, bit for bit", () => {
  fc.assert(fc.property(sessions(fc.constant("")), same), { numRuns: 300 });
});

test("§6, §7: 20 boards × 500 tables and 200 boards × 50 with 3 % adjusted entries, at Butler and cross-IMPs", () => {
  for (const [rows, tables] of [
    [10000, 500],
    [10000, 50],
  ]) {
    const d = session(rows, tables, 0.03);
    for (const text of ["scoring=butler", "scoring=ximp", "scoring=ximp; ximp=sum; profile=dbf", "scoring=butler; artificial=away; mitchell=on"])
      same({
        ...d,
        text,
        corrections: [
          [3, 2.5],
          [7, -1],
        ],
      });
  }
});

test.each(["scoring=butler", "scoring=ximp", "scoring=ximp; ximp=sum; profile=dbf"])(
  "§6, §7: %s ranks a 2 %% session with corrections on near values: no exact ranking, exact tallies for few pairs",
  (text) => {
    const d = session(20000, 1000, 0.02);
    const exact = jest.spyOn(ranking, "scoreRanking");
    const finish = jest.spyOn(tallies, "finishTally");
    const table = scoreRankingAsNumbers(d.boards, d.ns, d.ew, d.entries, text, [
      [5, 3],
      [17, -2.5],
    ]);
    expect(exact).not.toHaveBeenCalled();
    expect(table).toHaveLength(2001);
    expect(finish.mock.calls.length).toBeLessThan(20); // of 2 000 pairs, the two corrected among them
    jest.restoreAllMocks();
  },
);
