// docs/rules.md §4: adjusted scores — WEIGHTEDSCORE (§4.3, rounded by §5.3) and smallgroups=acbl
// on fouled boards (§4.4) — as a table of cases by section.
import { Fraction, scoreMatchpoints, weightedScore } from "../../src";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { show } from "../helpers/exact";
import { outcome, rule, ruleTable, throws } from "../helpers/ruleTable";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// MATCHPOINTS as exact text: every row, or the rows `at`.
const matchpoints = (entries: unknown[][], options: string, at?: number[]) => {
  const rows = show(scoreMatchpoints(entries, null, options));
  return at === undefined ? rows : at.map((i) => rows[i]);
};
// MATCHPOINTS the way Excel calls it, as floats.
const asNumbers = (entries: unknown[][], options: string) => scoreMatchpointsAsNumbers(entries, null, options);
// WEIGHTEDSCORE's NS and EW, exact, or the message it is refused with.
const weighted = outcome((weights: unknown[][], scores: unknown[][], field: unknown[][] | null, options?: string) =>
  weightedScore(weights, scores, field, options).map((v) => (v as Fraction).toFraction()),
);
// docs/functions.md WEIGHTEDSCORE and rules.md §4.3's example: seven tables, the other NS scores
// 420, 420, 450, 450, −50 and 100; the table gets 40 % 920 + 60 % −50: NS 5.4, EW 6.6.
const SIX = col(420, 420, 450, 450, -50, 100);
const mp = outcome((weights: unknown[], scores: unknown[], options?: string) => weighted(col(...weights), col(...scores), SIX, options));
const dbf = "profile=dbf; scale=mp";

// N = 8, top 14. Group 1: five rows; group 2: three rows, the smaller group, which
// smallgroups=acbl alone would give 70/60/50 % (9.8, 8.4, 7).
const fiveAndThree = col("130 @1", "120 @1", "110 @1", "100 @1", "50 @1", "300 @2", "200 @2", "150 @2");

ruleTable(
  [
    // WEIGHTEDSCORE's ranges. Field 420 and 450 (N = 3, top 4); 50 % 420 + 50 % 450: 420 ties 420
    // and loses to 450 (raw 1), 450 beats 420 and ties 450 (raw 3): NS 2, EW 2. With a blank score
    // 0 loses to both: raw 0; 420 raw 1: NS 0.5, EW 3.5.
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a blank score beside a weight is a passed-out 0, sent as ''",
      weighted,
      [
        [[50], [50]],
        [[420], [""]],
        [[420], [450]],
      ],
      ["1/2", "7/2"],
    ),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a blank score beside a weight is a passed-out 0, sent as null",
      weighted,
      [
        [[50], [50]],
        [[420], [null]],
        [[420], [450]],
      ],
      ["1/2", "7/2"],
    ),
    rule("§4.3", "WEIGHTEDSCORE: an empty weights range is named", weighted, [[], [[420], [450]], [[430]]], throws(/^weights is empty/)),
    rule("§4.3", "WEIGHTEDSCORE: an empty scores range is named", weighted, [[[50], [50]], [], [[430]]], throws(/^scores is empty/)),
    rule("§4.3", "WEIGHTEDSCORE: an empty field range is named", weighted, [[[50], [50]], [[420], [450]], []], throws(/^field is empty/)),
    ...[null, [[""], [null]]].flatMap((field) => [
      rule(
        "§4.3",
        `WEIGHTEDSCORE: a field with no result (${JSON.stringify(field)}): matchpoints 0 and 0 (N = 1)`,
        weighted,
        [[[50], [50]], [[420], [450]], field],
        ["0", "0"],
      ),
      rule(
        "§4.3",
        `WEIGHTEDSCORE: a field with no result (${JSON.stringify(field)}): Butler has no datum`,
        weighted,
        [[[50], [50]], [[420], [450]], field, "scoring=imps"],
        throws(/no table result to form a datum/),
      ),
    ]),
    // N = 2, top 2: 420 loses to 430 (raw 0), 450 beats it (raw 2): NS 1/3·0 + 2/3·2 = 4/3.
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a weight written as a ratio may have spaces around '/': '1 / 3' and '2/3'",
      weighted,
      [[["1 / 3"], ["2/3"]], [[420], [450]], [[430]]],
      ["4/3", "2/3"],
    ),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a bad weight is named by its place: weight 2",
      weighted,
      [[[50], [-50]], [[420], [450]], [[430]]],
      throws(/^weight 2 -50: expected a positive weight/),
    ),
    // WEIGHTEDSCORE's cells and options, against the six other tables of §4.3's example.
    rule("§5.3", "WEIGHTEDSCORE under dbf, no offender: both sides round up", mp, [[40, 60], [920, -50], dbf], ["6", "7"]),
    rule("§5.3", "WEIGHTEDSCORE under dbf, offender=EW: EW rounds down, NS up", mp, [[40, 60], [920, -50], `${dbf}; offender=EW`], ["6", "6"]),
    rule("§5.3", "WEIGHTEDSCORE under dbf, offender=NSEW: both round down", mp, [[40, 60], [920, -50], `${dbf}; offender=NSEW`], ["5", "6"]),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: weights as fractions n/d, with spaces",
      mp,
      [
        [" 2/5 ", "3/5"],
        [920, -50],
      ],
      ["27/5", "33/5"],
    ),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: weights as fractions n/d not in lowest terms",
      mp,
      [
        ["12/30", "18/30"],
        [920, -50],
      ],
      ["27/5", "33/5"],
    ),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a blank pair of cells is skipped",
      mp,
      [
        [40, 60, ""],
        [920, -50, ""],
      ],
      ["27/5", "33/5"],
    ),
    // Eight results of 12.5 % each are allowed: 4 × 920 (raw 12) and 4 × −50 (raw 1) → 6.5.
    rule("§4.3", "WEIGHTEDSCORE: 8 results are allowed", mp, [Array(8).fill(12.5), [920, 920, 920, 920, -50, -50, -50, -50]], ["13/2", "11/2"]),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a score typed as text is that score",
      mp,
      [
        [40, 60],
        ["920", "-50"],
      ],
      ["27/5", "33/5"],
    ),
    // 0 beats −50 and loses to the other five: NS raw 2, EW raw 10. NS 0.4 · 12 + 0.6 · 2 = 6, EW
    // 0.4 · 0 + 0.6 · 10 = 6.
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a blank score beside a weight is the passed-out 0",
      mp,
      [
        [40, 60],
        [920, ""],
      ],
      ["6", "6"],
    ),
    rule(
      "§4.3",
      "WEIGHTEDSCORE: a score of 0 is the passed-out 0",
      mp,
      [
        [40, 60],
        [920, 0],
      ],
      ["6", "6"],
    ),
    ...[
      [0, 100],
      [-40, 140],
      ["40%x", "60%"],
      ["x2/5", "3/5"],
      ["2/5x", "3/5"],
      ["1/0", "1"],
      ["", 100],
    ].map((bad) => rule("§4.3", `WEIGHTEDSCORE: weights ${JSON.stringify(bad)} are refused`, mp, [bad, [920, -50]], throws(/weight/))),
    rule("§4.3", "WEIGHTEDSCORE: one result is refused, 2 to 8", mp, [[100], [920]], throws(/2 to 8 results/)),
    rule("§4.3", "WEIGHTEDSCORE: nine results are refused, 2 to 8", mp, [Array(9).fill(1), Array(9).fill(420)], throws(/2 to 8 results/)),
    rule("§4.3", "WEIGHTEDSCORE: one weight per score", mp, [[40, 60], [920]], throws(/one weight per score/)),
    rule("§4.3", "WEIGHTEDSCORE: scoring=ximp is not available", mp, [[40, 60], [920, -50], "scoring=ximp"], throws(/not available in WEIGHTEDSCORE/)),
    rule("§4.3", "WEIGHTEDSCORE: ximp= is not its option", mp, [[40, 60], [920, -50], "ximp=average"], throws(/not an option of WEIGHTEDSCORE/)),
    rule("§4.3", "WEIGHTEDSCORE: a bad field cell is named: field row 2", weighted, [col(40, 60), col(920, -50), col(420, "xyz")], throws(/field row 2/)),

    // smallgroups=acbl gives way to missing=tie.
    rule(
      "§4.4",
      "with missing=tie every group is scored with ties: 300 @2 beats 2 (4) and ties 5 (5) = 9",
      matchpoints,
      [fiveAndThree, "smallgroups=acbl; missing=tie", [5, 6, 7]],
      [
        ["9", "5"],
        ["7", "7"],
        ["5", "9"],
      ],
    ),
    rule(
      "§4.4",
      "with missing=tie group 1's top beats 4 (8) and ties 3 (3) = 11",
      matchpoints,
      [fiveAndThree, "smallgroups=acbl; missing=tie", [0]],
      [["11", "3"]],
    ),
    rule(
      "§4.4",
      "the same board under smallgroups=acbl alone gives the fixed percentages",
      matchpoints,
      [fiveAndThree, "smallgroups=acbl", [5, 6, 7]],
      [
        ["49/5", "7"],
        ["42/5", "42/5"],
        ["7", "49/5"],
      ],
    ),
    // Which groups are Neubergised. N = 6, top 10. Group of four: raw 6, 4, 2, 0 of 3 comparisons
    // → (raw + 1)·6/4 − 1.
    rule(
      "§4.4",
      "a group of four is Neubergised, a group of two gets 65/55 %",
      matchpoints,
      [col(420, 400, 300, 100, "620 @2", "600 @2"), "smallgroups=acbl; scale=mp"],
      [
        ["19/2", "1/2"],
        ["13/2", "7/2"],
        ["7/2", "13/2"],
        ["1/2", "19/2"],
        ["13/2", "11/2"],
        ["11/2", "13/2"],
      ],
    ),
    // N = 9, top 16: groups of 4 (no marker), 3 (@2) and 2 (@3). The group of three is not the
    // larger group (4 > 3), so 70/60/50 % of 16 = 11.2, 9.6, 8 in each direction.
    rule(
      "§4.4",
      "a group of three beside a larger group gets 70/60/50 %, whatever the third group's size",
      matchpoints,
      [col(420, 400, 300, 100, "200 @2", "100 @2", "-100 @2", "620 @3", "600 @3"), "smallgroups=acbl; scale=mp", [4, 5, 6]],
      [
        ["56/5", "8"],
        ["48/5", "48/5"],
        ["8", "56/5"],
      ],
    ),
    // 3 and 3: 450 @1 beats 2 of 2: raw 4 → (4 + 1)·6/3 − 1 = 9; EW raw 0 → (0 + 1)·2 − 1 = 1.
    // 420 @1 beats 1: raw 2 → 3·2 − 1 = 5; 400 @1: raw 0 → 1 / 9.
    rule(
      "§4.4",
      "3 and 3: the top of each group gets Neuberg's 9/1 of top 10 (N = 6), not 70 %/50 %'s 7/5",
      matchpoints,
      [col("420 @1", "450 @1", "400 @1", "-50 @2", "100 @2", "-100 @2"), "smallgroups=acbl", [0, 1, 2, 4]],
      [
        ["5", "5"],
        ["9", "1"],
        ["1", "9"],
        ["9", "1"],
      ],
    ),
    // N = 7, top 12: 100 @2 tops its group: 70 % = 42/5; EW 50 % = 6.
    rule(
      "§4.4",
      "3 against 4: the smaller group of 3 gets the fixed 70/60/50 %",
      matchpoints,
      [col("420 @1", "450 @1", "400 @1", "430 @1", "-50 @2", "100 @2", "-100 @2"), "smallgroups=acbl", [5]],
      [["42/5", "6"]],
    ),
    // Ruling: smallgroups=acbl counts only the groups that have a result. Three tables, N = 3,
    // top 4. Group 1 alone: 420 beats 170, raw 2 of one comparison → (2 + 1) · 3/2 − 1 = 3.5; 170 →
    // 0.5. The A+ row: 60 % of 4 = 2.4. Were group 2 a group, group 1 (two rows) would get
    // 65/55 %: 2.6/2.2.
    rule(
      "§4.4",
      '{"A+ @2";"170 @1";"420 @1"}: group 2, artificial only, is no group — group 1 is Neubergised (as Excel calls it)',
      asNumbers,
      [col("A+ @2", "170 @1", "420 @1"), "smallgroups=acbl"],
      [
        [2.4, 2.4],
        [0.5, 3.5],
        [3.5, 0.5],
      ],
    ),
    rule(
      "§4.4",
      '{"A+ @2";"170 @1";"420 @1"}: group 2, artificial only, is no group — group 1 is Neubergised (exact)',
      matchpoints,
      [col("A+ @2", "170 @1", "420 @1"), "smallgroups=acbl"],
      [
        ["12/5", "12/5"],
        ["1/2", "7/2"],
        ["7/2", "1/2"],
      ],
    ),
    rule(
      "§4.4",
      "a group with a result does count: 65/55 % for the group of two, 60 % for the group of one",
      asNumbers,
      [col("170 @1", "420 @1", "-50 @2"), "smallgroups=acbl"],
      [
        [2.2, 2.6],
        [2.6, 2.2],
        [2.4, 2.4],
      ],
    ),
    // NS: group 2 has no NS result, group 1 is Neubergised (0.5, 3.5). EW: group 2 (the EW side
    // 450) is a group of one, 60 % = 2.4; group 1's two rows get 55 % and 65 % (2.2, 2.6).
    rule(
      "§4.4",
      "each direction counts its own groups: A+/450 @2 is a group for East-West only",
      asNumbers,
      [col("A+/450 @2", "170 @1", "420 @1"), "smallgroups=acbl"],
      [
        [2.4, 2.4],
        [0.5, 2.6],
        [3.5, 2.2],
      ],
    ),
  ],
  {
    "§4.4": () => {
      it("§4.4 under profile=acbl a group of A+ and NP is no group: the board is scored as under smallgroups=neuberg", () => {
        const rows = col("A+ @2", "NP @2", "170 @1", "420 @1");
        expect(asNumbers(rows, "profile=acbl")).toEqual(asNumbers(rows, "profile=acbl; smallgroups=neuberg"));
      });
    },
  },
);
