import { Fraction, scoreMatchpoints, weightedScore } from "../../src";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { show } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("docs/rules.md §4.4 smallgroups=acbl gives way to missing=tie", () => {
  // N = 8, top 14. Group 1: five rows; group 2: three rows, the smaller group, which
  // smallgroups=acbl alone would give 70/60/50 % (9.8, 8.4, 7).
  const board = col("130 @1", "120 @1", "110 @1", "100 @1", "50 @1", "300 @2", "200 @2", "150 @2");

  test("§4.4 with missing=tie every group is scored with ties: 300 @2 beats 2 (4) and ties 5 (5) = 9", () => {
    const got = show(scoreMatchpoints(board, null, "smallgroups=acbl; missing=tie"));
    expect(got.slice(5)).toEqual([
      ["9", "5"],
      ["7", "7"],
      ["5", "9"],
    ]);
    // Group 1's top: beats 4 (8) and ties 3 (3) = 11.
    expect(got[0]).toEqual(["11", "3"]);
  });

  test("§4.4 the same board under smallgroups=acbl alone gives the fixed percentages", () => {
    const got = show(scoreMatchpoints(board, null, "smallgroups=acbl"));
    expect(got.slice(5)).toEqual([
      ["49/5", "7"],
      ["42/5", "42/5"],
      ["7", "49/5"],
    ]);
  });
});

describe("WEIGHTEDSCORE's ranges (docs/functions.md, rules.md §4.3)", () => {
  // Field 420 and 450 (N = 3, top 4); 50 % 420 + 50 % 450: 420 ties 420 and loses to 450 (raw 1),
  // 450 beats 420 and ties 450 (raw 3): NS 2, EW 2.
  test("§4.3 a blank score beside a weight is a passed-out 0, whether Excel sends null or ''", () => {
    const asText = weightedScore([[50], [50]], [[420], [""]], [[420], [450]]).map(String);
    const asNull = weightedScore([[50], [50]], [[420], [null]], [[420], [450]]).map(String);
    // 0 loses to both: raw 0; 420 raw 1: NS 0.5, EW 3.5.
    expect(asText).toEqual(["0.5", "3.5"]);
    expect(asNull).toEqual(asText);
  });

  test("empty ranges are named: weights, scores, field", () => {
    expect(() => weightedScore([], [[420], [450]], [[430]])).toThrow(/^weights is empty/);
    expect(() => weightedScore([[50], [50]], [], [[430]])).toThrow(/^scores is empty/);
    expect(() => weightedScore([[50], [50]], [[420], [450]], [])).toThrow(/^field is empty/);
  });

  test("a field with no result: matchpoints 0 and 0 (N = 1); Butler has no datum", () => {
    for (const field of [null, [[""], [null]]]) {
      expect(weightedScore([[50], [50]], [[420], [450]], field).map(String)).toEqual(["0", "0"]);
      expect(() => weightedScore([[50], [50]], [[420], [450]], field, "scoring=imps")).toThrow(/no table result to form a datum/);
    }
  });

  test("a weight written as a ratio may have spaces around '/': '1 / 3' and '2/3'", () => {
    const thirds = weightedScore([["1 / 3"], ["2/3"]], [[420], [450]], [[430]]).map((v) => (v as Fraction).toFraction());
    // N = 2, top 2: 420 loses to 430 (raw 0), 450 beats it (raw 2): NS 1/3·0 + 2/3·2 = 4/3.
    expect(thirds).toEqual(["4/3", "2/3"]);
  });

  test("a bad weight is named by its place: weight 2", () => {
    expect(() => weightedScore([[50], [-50]], [[420], [450]], [[430]])).toThrow(/^weight 2 -50: expected a positive weight/);
  });
});

describe("§4.4 smallgroups=acbl: which groups are Neubergised", () => {
  test("§4.4 a group of four is Neubergised, a group of two gets 65/55 %", () => {
    // N = 6, top 10. Group of four: raw 6, 4, 2, 0 of 3 comparisons → (raw + 1)·6/4 − 1.
    const got = show(scoreMatchpoints(col(420, 400, 300, 100, "620 @2", "600 @2"), null, "smallgroups=acbl; scale=mp"));
    expect(got).toEqual([
      ["19/2", "1/2"],
      ["13/2", "7/2"],
      ["7/2", "13/2"],
      ["1/2", "19/2"],
      ["13/2", "11/2"],
      ["11/2", "13/2"],
    ]);
  });

  test("§4.4 a group of three beside a larger group gets 70/60/50 %, whatever the third group's size", () => {
    // N = 9, top 16: groups of 4 (no marker), 3 (@2) and 2 (@3). The group of three is not the
    // larger group (4 > 3), so 70/60/50 % of 16 = 11.2, 9.6, 8 in each direction.
    const got = show(scoreMatchpoints(col(420, 400, 300, 100, "200 @2", "100 @2", "-100 @2", "620 @3", "600 @3"), null, "smallgroups=acbl; scale=mp"));
    expect(got.slice(4, 7)).toEqual([
      ["56/5", "8"],
      ["48/5", "48/5"],
      ["8", "56/5"],
    ]);
  });
});

// docs/functions.md WEIGHTEDSCORE and rules.md §4.3's example: seven tables, the other NS scores
// 420, 420, 450, 450, −50 and 100; the table gets 40 % 920 + 60 % −50: NS 5.4, EW 6.6.
describe("WEIGHTEDSCORE's cells and options (rules.md §4.3, §5.3)", () => {
  const SIX = col(420, 420, 450, 450, -50, 100);
  const mp = (weights: unknown[], scores: unknown[], options?: string) =>
    weightedScore(col(...weights), col(...scores), SIX, options).map((v) => (v as Fraction).toFraction());

  test("§5.3 offender= rounds the offending side down and the other up; none: both up", () => {
    const dbf = "profile=dbf; scale=mp";
    expect(mp([40, 60], [920, -50], dbf)).toEqual(["6", "7"]);
    expect(mp([40, 60], [920, -50], `${dbf}; offender=EW`)).toEqual(["6", "6"]);
    expect(mp([40, 60], [920, -50], `${dbf}; offender=NSEW`)).toEqual(["5", "6"]);
  });

  test("weights as fractions n/d, with spaces; 2 to 8 results; a blank pair of cells is skipped", () => {
    expect(mp([" 2/5 ", "3/5"], [920, -50])).toEqual(["27/5", "33/5"]);
    expect(mp(["12/30", "18/30"], [920, -50])).toEqual(["27/5", "33/5"]);
    expect(mp([40, 60, ""], [920, -50, ""])).toEqual(["27/5", "33/5"]);
    // Eight results of 12.5 % each are allowed: 4 × 920 (raw 12) and 4 × −50 (raw 1) → 6.5.
    expect(mp(Array(8).fill(12.5), [920, 920, 920, 920, -50, -50, -50, -50])).toEqual(["13/2", "11/2"]);
  });

  test("a score typed as text is that score; a blank score beside a weight is the passed-out 0", () => {
    expect(mp([40, 60], ["920", "-50"])).toEqual(mp([40, 60], [920, -50]));
    expect(mp([40, 60], [920, ""])).toEqual(mp([40, 60], [920, 0]));
  });

  test("bad weights, counts and options are refused", () => {
    for (const bad of [
      [0, 100],
      [-40, 140],
      ["40%x", "60%"],
      ["x2/5", "3/5"],
      ["2/5x", "3/5"],
      ["1/0", "1"],
      ["", 100],
    ])
      expect(() => mp(bad, [920, -50])).toThrow(/weight/);
    expect(() => mp([100], [920])).toThrow(/2 to 8 results/);
    expect(() => mp(Array(9).fill(1), Array(9).fill(420))).toThrow(/2 to 8 results/);
    expect(() => mp([40, 60], [920])).toThrow(/one weight per score/);
    expect(() => mp([40, 60], [920, -50], "scoring=ximp")).toThrow(/not available in WEIGHTEDSCORE/);
    expect(() => mp([40, 60], [920, -50], "ximp=average")).toThrow(/not an option of WEIGHTEDSCORE/);
    expect(() => weightedScore(col(40, 60), col(920, -50), col(420, "xyz"))).toThrow(/field row 2/);
  });
});

describe("docs/rules.md §4.4 smallgroups=acbl: a group of 3 against a group of 3 is Neubergised", () => {
  test("§4.4 3 and 3: the top of each group gets Neuberg's 9/1 of top 10 (N = 6), not 70 %/50 %'s 7/5", () => {
    const got = show(scoreMatchpoints(col("420 @1", "450 @1", "400 @1", "-50 @2", "100 @2", "-100 @2"), null, "smallgroups=acbl"));
    // 450 @1 beats 2 of 2: raw 4 → (4 + 1)·6/3 − 1 = 9; EW raw 0 → (0 + 1)·2 − 1 = 1.
    expect(got[1]).toEqual(["9", "1"]);
    // 420 @1 beats 1: raw 2 → 3·2 − 1 = 5; 400 @1: raw 0 → 1 / 9.
    expect(got[0]).toEqual(["5", "5"]);
    expect(got[2]).toEqual(["1", "9"]);
    expect(got[4]).toEqual(["9", "1"]);
  });

  test("§4.4 3 against 4: the smaller group of 3 gets the fixed 70/60/50 %", () => {
    const got = show(scoreMatchpoints(col("420 @1", "450 @1", "400 @1", "430 @1", "-50 @2", "100 @2", "-100 @2"), null, "smallgroups=acbl"));
    // N = 7, top 12: 100 @2 tops its group: 70 % = 42/5; EW 50 % = 6.
    expect(got[5]).toEqual(["42/5", "6"]);
  });
});

describe("ruling: smallgroups=acbl counts only the groups that have a result (docs/rules.md §4.4)", () => {
  // Three tables, N = 3, top 4.
  test('§4.4 {"A+ @2";"170 @1";"420 @1"}: group 2, artificial only, is no group — group 1 is Neubergised', () => {
    // Group 1 alone: 420 beats 170, raw 2 of one comparison → (2 + 1) · 3/2 − 1 = 3.5; 170 → 0.5.
    // The A+ row: 60 % of 4 = 2.4. Were group 2 a group, group 1 (two rows) would get 65/55 %: 2.6/2.2.
    const expected = [
      [2.4, 2.4],
      [0.5, 3.5],
      [3.5, 0.5],
    ];
    const rows = col("A+ @2", "170 @1", "420 @1");
    expect(scoreMatchpointsAsNumbers(rows, null, "smallgroups=acbl")).toEqual(expected);
    expect(show(scoreMatchpoints(rows, null, "smallgroups=acbl"))).toEqual([
      ["12/5", "12/5"],
      ["1/2", "7/2"],
      ["7/2", "1/2"],
    ]);
    expect(scoreMatchpointsAsNumbers(col("A+ @2", "NP @2", "170 @1", "420 @1"), null, "profile=acbl")).toEqual(
      scoreMatchpointsAsNumbers(col("A+ @2", "NP @2", "170 @1", "420 @1"), null, "profile=acbl; smallgroups=neuberg"),
    );
  });

  test("§4.4 a group with a result does count: 65/55 % for the group of two, 60 % for the group of one", () => {
    expect(scoreMatchpointsAsNumbers(col("170 @1", "420 @1", "-50 @2"), null, "smallgroups=acbl")).toEqual([
      [2.2, 2.6],
      [2.6, 2.2],
      [2.4, 2.4],
    ]);
  });

  test("§4.4 each direction counts its own groups: A+/450 @2 is a group for East-West only", () => {
    // NS: group 2 has no NS result, group 1 is Neubergised (0.5, 3.5). EW: group 2 (the EW side
    // 450) is a group of one, 60 % = 2.4; group 1's two rows get 55 % and 65 % (2.2, 2.6).
    expect(scoreMatchpointsAsNumbers(col("A+/450 @2", "170 @1", "420 @1"), null, "smallgroups=acbl")).toEqual([
      [2.4, 2.4],
      [0.5, 2.6],
      [3.5, 2.2],
    ]);
  });
});
