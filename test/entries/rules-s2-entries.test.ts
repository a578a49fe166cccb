// docs/rules.md §2: the entry notation — the task pane's words for an entry, the fast column
// path held to the general reader, and ranges whose first rows disagree — as a table of cases by
// section.
import { Fraction, rankSession, scoreMatchpoints, isCellError, scoreButler, scoreCrossImps, scoreSeries } from "../../src";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { parseEntry } from "../../src/entries/notation";
import { formatEntry, signedScore } from "../../src/entries/entryText";
import { describeEntryIn } from "../../addin/i18n/describe";
import { Entry } from "../../src/entries/entry";
import { toNumber } from "../../src/exact";
import { inputMessage } from "../helpers/exact";
import { multiteamSession } from "../../src/multiteam/multiteam";
import { outcome, rule, ruleTable, throws } from "../helpers/ruleTable";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// The task pane's words for an entry (src/entries/entryText.ts).
const describeEntry = (text: string) => describeEntryIn("en", parseEntry(text));
// An offenders value that names no side, as the pane may build one.
const noOffenders = { ...parseEntry("50% 420 + 50% 450"), offenders: { ns: false, ew: false } } as Entry;

// MATCHPOINTS as Excel calls it (the integer path): its rows, a bad row as its message; or the
// message the whole call is refused with.
const asNumbers = outcome((entries: unknown[][], boards: unknown[][]) =>
  scoreMatchpointsAsNumbers(entries, boards).map((r) => (isCellError(r) ? r.message : r)),
);
const firstRow = (entries: unknown[][], boards: unknown[][]) => scoreMatchpointsAsNumbers(entries, boards)[0];
// The message of the BridgeInputError a call is refused with.
const refusal =
  <A extends unknown[]>(f: (...args: A) => unknown) =>
  (...args: A) =>
    inputMessage(() => f(...args));
const MISALIGNED = /^the ranges start on different rows: /;

// RANKING's pairs: their ids, or how many.
const pairIds = (...args: Parameters<typeof rankSession>) => rankSession(...args).fields[0].pairs.map((p) => p.pair.label);
const pairCount = (...args: Parameters<typeof rankSession>) => rankSession(...args).fields[0].pairs.length;
const boards = col(1, 1, 2, 2);
const ns = col(1, 3, 1, 3);
const ew = col(2, 4, 2, 4);
const entries = col(420, 450, 100, 110);
const titledPairs = [col(1, 1, 1, 2, 2), col("NS", 1, 3, 1, 3), col("EW", 2, 4, 2, 4), col(420, 450, 100, 110, 120)] as const;

// SERIESRESULT's second column (pair), or the message it is refused with.
const series = outcome(scoreSeries);
const seriesPairs = (...args: Parameters<typeof scoreSeries>) => scoreSeries(...args).map((r) => r[1]);

// docs/performance.md: the column of plain scores is scored straight from the cells, and anything
// else goes to the general reader — with the same answers, errors included, as the exact path.
// Each case is a call's arguments; the answer is whatever the exact path says.
type Call = [entries: unknown[][], boards?: unknown[][] | null, options?: string];
const asFloats = (rows: ReturnType<typeof scoreMatchpoints>) => rows.map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));
const fast = outcome(scoreMatchpointsAsNumbers);
const exact = outcome((...args: Call) => asFloats(scoreMatchpoints(...args)));
const notPlain: [string, Call][] = [
  ...[421, 1.5, -0, 7610, -7610, 8000].flatMap((odd): [string, Call][] => [
    [`${Object.is(odd, -0) ? "-0" : odd} in a column`, [col(420, odd, 450)]],
    [`${Object.is(odd, -0) ? "-0" : odd} beside board ids`, [col(420, odd, 450, 420), col(1, 1, 2, 2)]],
  ]),
  ["±7600, the largest scores", [col(7600, -7600, 420)]],
];
const boardIds: [string, Call][] = [
  ["repeated and interleaved", [col(420, 450, 420, 100, -50), col(1, 2, 1, 2, 1)]],
  ["as text", [col(420, 450, 420, 100), col(1, "1", 2, " 2 ")]],
  ...(
    [
      ["", "an empty text"],
      [null, "an empty cell"],
      [true, "TRUE"],
      [Number.POSITIVE_INFINITY, "Infinity"],
      [Number.NaN, "NaN"],
    ] as const
  ).map(([bad, what]): [string, Call] => [`a bad id: ${what}`, [col(420, 450, 420, 100), col(1, 1, bad, 2)]]),
  ["one board adjusted, one bad", [col(420, "A+", 420, 100, "xyz", 450), col(1, 1, 2, 2, 3, 3)]],
  ["fewer board ids than entries", [col(420, 450, 420), col(1, 1)]],
  ["more rows than tables=", [col(420, 450, 420), col(1, 1, 1), "tables=2"]],
  [
    "entries of two columns",
    [
      [
        [420, 1],
        [450, 2],
      ],
    ],
  ],
  ["a blank entry", [col(420, "", 450)]],
];

ruleTable(
  [
    rule("§2", "the pane's signed score: +5", signedScore, [5], "+5"),
    rule("§2", "the pane's signed score: −1 with a real minus", signedScore, [-1], "\u22121"),
    rule("§2", "the pane's signed score: 0 without a sign", signedScore, [0], "0"),
    rule("§2", "two equal sides written apart are one side: 'A+/A+' is average plus for both", describeEntry, ["A+/A+"], "NS and EW: average plus (60 %)."),
    rule("§2", "two equal sides written apart are one side: '60%/60%' is 60 % for both", describeEntry, ["60%/60%"], "NS and EW: 60 % (artificial)."),
    rule("§2", "an offenders value that names no side is written without a marker", formatEntry, [noOffenders], "50% 420 + 50% 450"),
    rule("§2", "an offenders value that names no side is described without one", describeEntryIn, ["en", noOffenders], "Weighted: 50 % of +420, 50 % of +450."),

    // Ruling: ranges whose first rows disagree — a title beside data.
    rule(
      "§2",
      'MATCHPOINTS({420;420;450},{"Board";1;1}) is #VALUE! saying the ranges start on different rows',
      refusal(scoreMatchpoints),
      [col(420, 420, 450), col("Board", 1, 1)],
      "the ranges start on different rows: boards starts with the title 'Board' but entries with 420; select every range from the same row",
    ),
    // The function Excel calls (the integer path), BUTLERIMP and CROSSIMP alike.
    rule("§2", "the same, on the integer path", asNumbers, [col(420, 420, 450), col("Board", 1, 1)], throws(MISALIGNED)),
    rule("§2", "the same, in BUTLERIMP", outcome(scoreButler), [col(420, 420, 450), col("Board", 1, 1)], throws(MISALIGNED)),
    rule("§2", "the same, in CROSSIMP", outcome(scoreCrossImps), [col(420, 420, 450), col("Board", 1, 1)], throws(MISALIGNED)),
    rule(
      "§2",
      "the other way round: a title over the entries beside a board number",
      refusal(scoreMatchpointsAsNumbers),
      [col("Score", 420, 450), col(1, 1, 1)],
      expect.stringMatching(/^the ranges start on different rows: entries starts with the title 'Score' but boards with 1;/),
    ),
    rule("§2", "titles over both are as before: a blank first row", firstRow, [col("Score", 420, 450), col("Board", 1, 1)], ["", ""]),
    rule("§2", "a blank beside a title (over the boards) is as before", firstRow, [col(null, 420, 450), col("Board", 1, 1)], ["", ""]),
    rule("§2", "a title (over the entries) beside a blank is as before", firstRow, [col("Score", 420, 450), col(null, 1, 1)], ["", ""]),
    rule(
      "§2",
      "data in both is as before",
      asNumbers,
      [col(420, 450), col(1, 1)],
      [
        [0, 2],
        [2, 0],
      ],
    ),
    rule(
      "§2",
      "a board named without a digit that has other rows is a board, not a title",
      asNumbers,
      [col(420, 450, 100), col("A", "A", "B")],
      [
        [0, 2],
        [2, 0],
        [0, 0],
      ],
    ),
    // Board 2's rows go through the general reader on their own; its first row is not the sheet's.
    rule(
      "§2",
      "only the sheet's first row can be a title: a bad cell further down stays its board's error",
      asNumbers,
      [col(420, 450, "Foo"), col(1, 1, 2)],
      [[0, 2], [2, 0], expect.stringMatching(/'Foo' is not an entry/)],
    ),

    // RANKING and MULTITEAM: the pair columns.
    rule(
      "§2",
      "RANKING: a title NS over the pairs beside a score is no pair named NS: the call is #VALUE!",
      refusal(rankSession),
      [...titledPairs],
      "the ranges start on different rows: nspairs starts with the title 'NS' but entries with 420; select every range from the same row",
    ),
    rule(
      "§2",
      "MULTITEAM: a title NS over the pairs beside a score is the same error",
      refusal(multiteamSession),
      [...titledPairs],
      expect.stringMatching(/^the ranges start on different rows: nspairs starts with the title 'NS'/),
    ),
    rule(
      "§2",
      "RANKING: a title over the scores beside pair numbers is the same error",
      refusal(rankSession),
      [boards, ns, ew, col("Score", 450, 100, 110)],
      expect.stringMatching(/^the ranges start on different rows: entries starts with the title 'Score' but boards with 1/),
    ),
    // Jensen plays both boards; Ewan stands once, beside EW pair 2.
    rule(
      "§2",
      "RANKING: a pair name found again further down is a pair",
      pairIds,
      [boards, col("Jensen", 3, "Jensen", 3), ew, entries],
      expect.arrayContaining(["Jensen"]),
    ),
    rule("§2", "RANKING: a pair name beside a pair number is a pair", pairIds, [boards, col("Ewan", 3, 1, 3), ew, entries], expect.arrayContaining(["Ewan"])),
    rule(
      "§2",
      "RANKING: a name beside a title row's titles is skipped with them",
      pairCount,
      [col("Board", 1, 1), col("NS", 1, 3), col("EW", 2, 4), col("Score", 420, 450)],
      4,
    ),

    // SERIESRESULT.
    rule(
      "§2",
      "SERIESRESULT: a title over pair numbers beside a percentage is #VALUE!",
      series,
      [col("Pair", 1, 2), col(50, 60, 70), col(24, 24, 24)],
      throws(/^the ranges start on different rows: pairs starts with the title 'Pair' but percentages with 50/),
    ),
    rule(
      "§2",
      "SERIESRESULT: a title over percentages beside a pair number is #VALUE!",
      series,
      [col(1, 2, 1), col("Percentage", 60, 70), col(24, 24, 24)],
      throws(/^the ranges start on different rows: percentages starts with the title 'Percentage' but pairs with 1/),
    ),
    rule(
      "§2",
      "SERIESRESULT: among pairs with names, a name without a digit is a pair beside a percentage",
      seriesPairs,
      [col("Olsen", "Hansen", "Berg"), col(50, 60, 70), col(24, 24, 24)],
      ["Pair", "Berg", "Hansen", "Olsen"],
    ),
    rule(
      "§2",
      "SERIESRESULT: a title row of titles is skipped",
      seriesPairs,
      [col("Pair", "Olsen", 1), col("%", 50, 60), col("Boards", 24, 24)],
      ["Pair", 1, "Olsen"],
    ),
    rule(
      "§2",
      "SERIESRESULT: a name found again further down is a pair, so a title over the percentages beside it is misaligned",
      series,
      [col("Olsen", "Olsen", 2), col("%", 60, 70), col(24, 24, 24)],
      throws(/^the ranges start on different rows: percentages starts with the title '%' but pairs with 'Olsen'/),
    ),
  ],
  {
    "§2": () => {
      // Plain scores: what the fast column path must leave to the general reader. The answer, or
      // the message of the error thrown for the whole call, is the exact path's.
      it.each(notPlain)("§2 numbers no contract scores, out of range, fractional or −0 are not plain scores: %s", (_, args) => {
        expect(fast(...args)).toEqual(exact(...args));
      });
      it.each(boardIds)("§2 board ids on the fast path as on the exact one: %s", (_, args) => {
        expect(fast(...args)).toEqual(exact(...args));
      });
    },
  },
);
