// MULTITEAM from a column read board by board (src/multiteam/fastmultiteam.ts): matches in
// arrays, VPs in whole hundredths. Bit for bit the exact path's table (docs/rules.md §9), ties,
// fouled boards, NP under both scores, weighted and artificial rows included.
import fc from "fast-check";
import { scoreMultiteamAsNumbers } from "../../src/multiteam/fastmultiteam";
import { scoreMultiteam } from "../../src/multiteam/multiteam";
import { session } from "../../scripts/session";
import { anyEntry, score } from "../helpers/generators";
import { expectSameOutcome, rotationSessions, sameTable } from "../helpers/columns";

const cell = fc.oneof(
  { weight: 12, arbitrary: score as fc.Arbitrary<unknown> },
  { weight: 3, arbitrary: anyEntry as fc.Arbitrary<unknown> },
  { weight: 1, arbitrary: fc.constantFrom("A+", "A-", "A+/A-", "60%/45%", "NP", "420 @2", "-50 @2") },
);

test("§9: MULTITEAM's numbers = the exact path's, bit for bit, on random sessions with every kind of entry", () => {
  fc.assert(
    fc.property(
      rotationSessions(cell, fc.constantFrom("", "multiteam=guiding", "profile=dbf", "weighted=offender", "decimals=1"), 8),
      sameTable(scoreMultiteamAsNumbers, scoreMultiteam),
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
    for (const text of ["", "multiteam=guiding", "profile=dbf"]) sameTable(scoreMultiteamAsNumbers, scoreMultiteam)({ ...d, text });
  }
});

test("§9: fractional IMPs over 10^8 and beyond it (percentages and weights of many decimals) in the same matches", () => {
  const d = session(20 * 10, 10, 0.08);
  const odd = ["57.123456789%/45%", "33.3333333333% 420 + 66.6666666667% -50", "A+/57.5%", "25% 420 + 75% -50", "A-/41.25%"];
  let k = 0;
  const entries = d.entries.map((row) => (typeof row[0] === "number" ? row : [odd[k++ % odd.length]]));
  for (const text of ["", "multiteam=guiding", "profile=dbf"]) sameTable(scoreMultiteamAsNumbers, scoreMultiteam)({ ...d, entries, text });
});

test("§9: corrections (pair, VP) on the column path = the exact path, bit for bit, whole, hundredths, finer, bad or for a pair that did not play", () => {
  const corrections = fc.array(fc.tuple(fc.integer({ min: 1, max: 18 }), fc.constantFrom<unknown>(2, -1, 0.5, -0.25, 0.125, "", "x", 1 / 3)), { maxLength: 4 });
  fc.assert(
    fc.property(
      rotationSessions(cell, fc.constantFrom("", "multiteam=guiding", "weighted=offender"), 8),
      corrections,
      ({ boards, ns, ew, entries, text }, rows) => {
        const range = rows.length === 0 ? null : rows;
        expectSameOutcome(
          () => scoreMultiteamAsNumbers(boards, ns, ew, entries, text, range),
          () => scoreMultiteam(boards, ns, ew, entries, text, range),
        );
      },
    ),
    { numRuns: 300 },
  );
});
