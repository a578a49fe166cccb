// Exporting PBN — docs/rules.md §11, the whole file of two small sessions line by line: the export
// format's fifteen tags with "?" and "" where they belong, the score tables' columns and widths, a
// passed-out board however it is typed, a line without a result and one PBN cannot say (its Entry
// column and the warnings), sections and a Mitchell's Direction, IMPs without a percentage, a pair
// with no result (Rank and total "-"), a name's line break. Worked out from the rules; the figures
// are MATCHPOINTS' and BUTLERIMP's (docs/rules.md §3, §7). Written for the mutants of
// src/export/pbn.ts no test told apart (docs/testing.md "Mutation testing").
import { exportSession, ExportLine } from "../src/export";
import { renderMessage } from "../src/messages";

const L = (board: string, ns: string, ew: string, entry: string | number | null, contract = "", declarer = "", tricks: number | null = null, section = ""): ExportLine => ({
  section,
  board,
  ns,
  ew,
  entry,
  contract,
  declarer,
  tricks,
  where: `b${board} ${ns}`,
});
const lines = (text: string) => text.split("\r\n");
const FILE_HEAD = ["\uFEFF% PBN 2.1", "% EXPORT", "% Bridge Scoring for Excel: UTF-8"];
/** A game's fifteen mandatory tags in PBN's order: "?" where unknown, "" where they are each line's. */
const tags = (event: string, date: string, board: string, dealer: string, vulnerable: string, scoring: string): string[] => [
  `[Event "${event}"]`,
  '[Site "?"]',
  `[Date "${date}"]`,
  `[Board "${board}"]`,
  ...["West", "North", "East", "South"].map((seat) => `[${seat} ""]`),
  `[Dealer "${dealer}"]`,
  `[Vulnerable "${vulnerable}"]`,
  '[Deal "?"]',
  `[Scoring "${scoring}"]`,
  ...["Declarer", "Contract", "Result"].map((tag) => `[${tag} ""]`),
];

describe("docs/rules.md §11 a PBN file, whole", () => {
  it("one section at matchpoints: no Section column or tag, MP and Percentage columns, pair ids trimmed, a passed-out line", () => {
    const file = exportSession(
      {
        event: "Club",
        date: " 2026-03-05 ",
        scoring: "matchpoints",
        options: "profile=wbf",
        language: "en",
        lines: [L("1", "1", "11", 420, "4H", "S", 10), L("1", " 2", "12 ", -50, "4h", "s", 9), L("1", "3", "13", "pass", "PASS")],
        names: [{ section: "", direction: "ns", pair: "1", names: "Ann - Bo" }],
      },
      "pbn",
    );
    expect(lines(file.text)).toEqual([
      ...FILE_HEAD,
      "",
      ...tags("Club", "2026.03.05", "1", "N", "None", "MatchPoints"),
      "[Application \"Bridge Scoring for Excel\"]",
      "[ScoreTable \"PairId_NS\\1R;PairId_EW\\2R;Contract\\4L;Declarer\\1L;Result\\2R;Score_NS\\5R;Score_EW\\4R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\6R;Percentage_EW\\6R\"]",
      "1 11 4H   S 10 \"420\"    - 4.00 0.00 100.00   0.00",
      "2 12 4h   s  9     - \"50\" 0.00 4.00   0.00 100.00",
      "3 13 Pass -  -   \"0\"    - 2.00 2.00  50.00  50.00",
      "[TotalScoreTable \"Rank\\1R;PairId\\2R;TotalScoreMP\\4R;TotalPercentage\\6R;Names\\10L\"]",
      "1  1 4.00 100.00 \"Ann - Bo\"",
      "1 12 4.00 100.00 \"\"",
      "3  3 2.00  50.00 \"\"",
      "3 13 2.00  50.00 \"\"",
      "5  2 0.00   0.00 \"\"",
      "5 11 0.00   0.00 \"\"",
      "",
    ]);
    expect(file.warnings).toEqual([]);
  });

  it("two sections of a Mitchell at IMPs: a named board, no event or date, a line PBN cannot say, no result, passed out typed three ways, a pair with no result", () => {
    const file = exportSession(
      {
        event: "  ",
        date: " 5 March ",
        scoring: "butler",
        options: "profile=wbf",
        rankingOptions: "profile=wbf; mitchell=on",
        language: "en",
        lines: [
          L("X1", "1", "1", 420, "4H", "S", 10, "A"),
          L("X1", "2", "2", -50, "4H X", "S", 9, "A"),
          L("X1", "3", "3", "40% 420 + 60% -50", "4H", "S", 10, "A"),
          L("2", "1", "1", 110, "2S", "N", 8, "B"),
          L("2", "2", "2", null, "", "", null, "B"),
          L("2", "3", "3", "ap ", "", "", null, "B"),
          L("2", "4", "4", 0, "pass", "", 0, "B"),
          L("2", "5", "5", "NP", "-", "", null, "B"),
        ],
        names: [{ section: "A", direction: "ew", pair: "1", names: "Cy\nDi" }],
      },
      "pbn",
    );
    expect(lines(file.text)).toEqual([
      ...FILE_HEAD,
      "",
      ...tags("?", "????.??.??", "X1", "?", "?", "IMP;Butler"),
      "[Application \"Bridge Scoring for Excel\"]",
      "[ScoreTable \"PairId_NS\\1R;PairId_EW\\1R;Contract\\6L;Declarer\\1L;Result\\2R;Score_NS\\5R;Score_EW\\4R;IMP_NS\\5R;IMP_EW\\5R;Entry\\19L\"]",
      "1 1 4H     S 10 \"420\"    -  6.00 -6.00 -",
      "2 2 \"4H X\" S  9     - \"50\" -6.00  6.00 -",
      "3 3 4H     S 10     - \"50\" -1.20  1.20 \"40% 420 + 60% -50\"",
      "[Section \"A\"]",
      "[TotalScoreTable \"Section\\3L;Rank\\1R;PairId\\1R;Direction\\4L;TotalScoreIMP\\4R;Names\\7L\"]",
      "\"A\" 1 1 \"NS\" 3.60 \"\"",
      "\"A\" 2 3 \"NS\" 1.80 \"\"",
      "\"A\" 3 2 \"NS\" 0.60 \"\"",
      "\"A\" 1 2 \"EW\" 3.40 \"\"",
      "\"A\" 2 3 \"EW\" 2.20 \"\"",
      "\"A\" 3 1 \"EW\" 0.40 \"Cy Di\"",
      "\"B\" 1 1 \"NS\" 5.67 \"\"",
      "\"B\" 2 3 \"NS\" 1.67 \"\"",
      "\"B\" 2 4 \"NS\" 1.67 \"\"",
      "\"B\" - 5 \"NS\"    - \"\"",
      "\"B\" 1 3 \"EW\" 4.33 \"\"",
      "\"B\" 1 4 \"EW\" 4.33 \"\"",
      "\"B\" 3 1 \"EW\" 0.33 \"\"",
      "\"B\" - 5 \"EW\"    - \"\"",
      "",
      ...tags("?", "????.??.??", "2", "E", "NS", "IMP;Butler"),
      "[ScoreTable \"PairId_NS\\1R;PairId_EW\\1R;Contract\\4L;Declarer\\1L;Result\\1R;Score_NS\\5R;Score_EW\\4R;IMP_NS\\4R;IMP_EW\\5R;Entry\\2L\"]",
      "1 1 2S   N 8 \"110\"    - 3.00 -3.00 -",
      "2 2 -    - -     -    -    -     - \"\"",
      "3 3 Pass - -   \"0\"    - 0.00  0.00 -",
      "4 4 Pass - -   \"0\"    - 0.00  0.00 -",
      "5 5 \"-\"  - -  \"NP\" \"NP\"    -     - -",
      "[Section \"B\"]",
      "",
    ]);
    expect(file.warnings.map((w) => renderMessage(w))).toEqual(["bX1 3, board X1, 3–3: PBN cannot say 40% 420 + 60% -50; written as - / 50","b2 2, board 2, 2–2: no result; written without a score"]);
  });
});
