// MULTITEAM from a column read board by board (src/fastmultiteam.ts): matches in
// arrays, VPs in whole hundredths. Bit for bit the exact path's table (docs/rules.md §9), ties,
// fouled boards, NP under both scores, weighted and artificial rows included.
import fc from "fast-check";
import { scoreMultiteamAsNumbers } from "../src/fastmultiteam";
import { scoreMultiteam } from "../src/multiteam";
import { session } from "../scripts/session";
import { anyEntry, score } from "./helpers/generators";
import { rotationSessions, sameTable } from "./helpers/columns";

const cell = fc.oneof(
  { weight: 12, arbitrary: score as fc.Arbitrary<unknown> },
  { weight: 3, arbitrary: anyEntry as fc.Arbitrary<unknown> },
  { weight: 1, arbitrary: fc.constantFrom("A+", "A-", "A+/A-", "60%/45%", "NP", "420 @2", "-50 @2") },
);

test("§9: MULTITEAM's numbers = the exact path's, bit for bit, on random sessions with every kind of entry", () => {
  fc.assert(
    fc.property(rotationSessions(cell, fc.constantFrom("", "multiteam=guiding", "profile=dbf", "weighted=offender", "decimals=1"), 8), sameTable(scoreMultiteamAsNumbers, scoreMultiteam)),
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
