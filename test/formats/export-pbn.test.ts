// Exporting PBN — docs/rules.md §11, the whole file of two small sessions line by line: the export
// format's fifteen tags with "?" and "" where they belong, the score tables' columns and widths, a
// passed-out board however it is typed, a line without a result and one PBN cannot say (its Entry
// column and the warnings), sections and a Mitchell's Direction, IMPs without a percentage, a pair
// with no result (Rank and total "-"), a name's line break. Worked out from the rules; the figures
// are MATCHPOINTS' and BUTLERIMP's (docs/rules.md §3, §7). Written for the mutants of
// src/formats/export/pbn.ts no test told apart (docs/testing.md "Mutation testing").
import { exportSession, ExportLine, ExportSession } from "../../src/formats/export";
import { renderMessage } from "../../src/messages";

const L = (
  board: string,
  ns: string,
  ew: string,
  entry: string | number | null,
  contract = "",
  declarer = "",
  tricks: number | null = null,
  section = "",
): ExportLine => ({
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
      '[Application "Bridge Scoring for Excel"]',
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\2R;Contract\\4L;Declarer\\1L;Result\\2R;Score_NS\\5R;Score_EW\\4R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\6R;Percentage_EW\\6R"]',
      '1 11 4H   S 10 "420"    - 4.00 0.00 100.00   0.00',
      '2 12 4h   s  9     - "50" 0.00 4.00   0.00 100.00',
      '3 13 Pass -  -   "0"    - 2.00 2.00  50.00  50.00',
      '[TotalScoreTable "Rank\\1R;PairId\\2R;TotalScoreMP\\4R;TotalPercentage\\6R;Names\\10L"]',
      '1  1 4.00 100.00 "Ann - Bo"',
      '1 12 4.00 100.00 ""',
      '3  3 2.00  50.00 ""',
      '3 13 2.00  50.00 ""',
      '5  2 0.00   0.00 ""',
      '5 11 0.00   0.00 ""',
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
      '[Application "Bridge Scoring for Excel"]',
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\1R;Contract\\6L;Declarer\\1L;Result\\2R;Score_NS\\5R;Score_EW\\4R;IMP_NS\\5R;IMP_EW\\5R;Entry\\19L"]',
      '1 1 4H     S 10 "420"    -  6.00 -6.00 -',
      '2 2 "4H X" S  9     - "50" -6.00  6.00 -',
      '3 3 4H     S 10     - "50" -1.20  1.20 "40% 420 + 60% -50"',
      '[Section "A"]',
      '[TotalScoreTable "Section\\3L;Rank\\1R;PairId\\1R;Direction\\4L;TotalScoreIMP\\4R;Names\\7L"]',
      '"A" 1 1 "NS" 3.60 ""',
      '"A" 2 3 "NS" 1.80 ""',
      '"A" 3 2 "NS" 0.60 ""',
      '"A" 1 2 "EW" 3.40 ""',
      '"A" 2 3 "EW" 2.20 ""',
      '"A" 3 1 "EW" 0.40 "Cy Di"',
      '"B" 1 1 "NS" 5.67 ""',
      '"B" 2 3 "NS" 1.67 ""',
      '"B" 2 4 "NS" 1.67 ""',
      '"B" - 5 "NS"    - ""',
      '"B" 1 3 "EW" 4.33 ""',
      '"B" 1 4 "EW" 4.33 ""',
      '"B" 3 1 "EW" 0.33 ""',
      '"B" - 5 "EW"    - ""',
      "",
      ...tags("?", "????.??.??", "2", "E", "NS", "IMP;Butler"),
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\1R;Contract\\4L;Declarer\\1L;Result\\1R;Score_NS\\5R;Score_EW\\4R;IMP_NS\\4R;IMP_EW\\5R;Entry\\2L"]',
      '1 1 2S   N 8 "110"    - 3.00 -3.00 -',
      '2 2 -    - -     -    -    -     - ""',
      '3 3 Pass - -   "0"    - 0.00  0.00 -',
      '4 4 Pass - -   "0"    - 0.00  0.00 -',
      '5 5 "-"  - -  "NP" "NP"    -     - -',
      '[Section "B"]',
      "",
    ]);
    expect(file.warnings.map((w) => renderMessage(w))).toEqual([
      "bX1 3, board X1, 3–3: PBN cannot say 40% 420 + 60% -50; written as - / 50",
      "b2 2, board 2, 2–2: no result; written without a score",
    ]);
  });
});

/** A PBN file of a session at matchpoints, event "E" without a date, unless told otherwise. */
const pbn = (over: Partial<ExportSession>) =>
  exportSession({ event: "E", date: "", scoring: "matchpoints", options: "", language: "en", lines: [], ...over }, "pbn");

// Case by case (docs/rules.md §11): what a PBN reader would misread if it were written bare — `-`
// (no value) and `#` (PBN's "as in the game before"), a space, a quote, a backslash, a line break —
// the columns a sectioned session and a two-winner Mitchell add, each on its own, and every pass
// word of §2 written as a passed-out board.
describe("docs/rules.md §11 PBN: quoting, columns and passed-out boards, case by case", () => {
  it('a cell that is `#` or `-`, or has a space, is quoted; names and the event keep \\ and " escaped and each line break (CRLF, CR, U+2028, U+2029; LF above) as one space', () => {
    const file = pbn({
      event: 'Club "A" \\ #1',
      date: "2026-03-05",
      options: "decimals=1",
      lines: [L("1", "1", "11", 420, "#", "S", 10, "A"), L("1", "2", "12", -50, "-", "S", 9, "A"), L("1", "3", "13", 400, "4H  X", "N", 10, "A")],
      names: [
        { section: "A", direction: "ns", pair: "1", names: "Ann\r\nBo\rCy\u2028Di\u2029Ed" },
        { section: "A", direction: "ew", pair: "11", names: 'Fa \\ "Gi"' },
        { section: "A", direction: "ns", pair: "2", names: "#" },
        { section: "A", direction: "ew", pair: "12", names: "-" },
      ],
    });
    expect(lines(file.text)).toEqual([
      ...FILE_HEAD,
      "",
      ...tags('Club \\"A\\" \\\\ #1', "2026.03.05", "1", "N", "None", "MatchPoints"),
      '[Application "Bridge Scoring for Excel"]',
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\2R;Contract\\7L;Declarer\\1L;Result\\2R;Score_NS\\5R;Score_EW\\4R;MP_NS\\3R;MP_EW\\3R;Percentage_NS\\6R;Percentage_EW\\6R"]',
      '1 11 "#"     S 10 "420"    - 4.0 0.0 100.00   0.00',
      '2 12 "-"     S  9     - "50" 0.0 4.0   0.00 100.00',
      '3 13 "4H  X" N 10 "400"    - 2.0 2.0  50.00  50.00',
      // One section, named: the Section tag and column, and no Direction column (not a Mitchell).
      '[Section "A"]',
      // decimals=1 is the totals'; the percentage keeps its 2 places.
      '[TotalScoreTable "Section\\3L;Rank\\1R;PairId\\2R;TotalScoreMP\\3R;TotalPercentage\\6R;Names\\17L"]',
      '"A" 1  1 4.0 100.00 "Ann Bo Cy Di Ed"',
      '"A" 1 12 4.0 100.00 "-"',
      '"A" 3  3 2.0  50.00 ""',
      '"A" 3 13 2.0  50.00 ""',
      '"A" 5  2 0.0   0.00 "#"',
      '"A" 5 11 0.0   0.00 "Fa \\\\ \\"Gi\\""',
      "",
    ]);
  });

  it("decimals=0 rounds the matchpoints written, not the line's percentage: 2 places of its exact value (66.67, never 67.00)", () => {
    const file = pbn({
      options: "decimals=0",
      lines: [
        L("1", "1", "11", 420, "4S", "N", 10),
        L("1", "2", "12", 400, "4H", "N", 10),
        L("1", "3", "13", 100, "3N", "S", 8),
        L("1", "4", "14", -50, "4S", "N", 9),
      ],
    });
    const table = lines(file.text);
    const at = table.findIndex((l) => l.startsWith("[ScoreTable"));
    const rows = table.slice(at + 1, at + 5);
    expect(rows.map((r) => r.split(/\s+/).slice(-4))).toEqual([
      ["6", "0", "100.00", "0.00"],
      ["4", "2", "66.67", "33.33"],
      ["2", "4", "33.33", "66.67"],
      ["0", "6", "0.00", "100.00"],
    ]);
  });

  it("a two-winner Mitchell of one section: the Direction column, no Section column or tag, each field's pair 1 with its own names (a one-word name quoted too: Names are strings)", () => {
    const file = pbn({
      event: "Mitchell",
      rankingOptions: "mitchell=on",
      lines: [L("1", "1", "1", 420), L("1", "2", "2", 450), L("2", "1", "2", 110), L("2", "2", "1", 140)],
      names: [
        { section: "", direction: "ns", pair: "1", names: "North One" },
        { section: "", direction: "ew", pair: "1", names: "Eastwood" },
      ],
    });
    const scoreTable =
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\1R;Contract\\1L;Declarer\\1L;Result\\1R;Score_NS\\5R;Score_EW\\1R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\6R;Percentage_EW\\6R"]';
    expect(lines(file.text)).toEqual([
      ...FILE_HEAD,
      "",
      ...tags("Mitchell", "????.??.??", "1", "N", "None", "MatchPoints"),
      '[Application "Bridge Scoring for Excel"]',
      scoreTable,
      '1 1 - - - "420" - 0.00 2.00   0.00 100.00',
      '2 2 - - - "450" - 2.00 0.00 100.00   0.00',
      '[TotalScoreTable "Rank\\1R;PairId\\1R;Direction\\4L;TotalScoreMP\\4R;TotalPercentage\\6R;Names\\11L"]',
      '1 2 "NS" 4.00 100.00 ""',
      '2 1 "NS" 0.00   0.00 "North One"',
      '1 1 "EW" 2.00  50.00 "Eastwood"',
      '1 2 "EW" 2.00  50.00 ""',
      "",
      ...tags("Mitchell", "????.??.??", "2", "E", "NS", "MatchPoints"),
      scoreTable,
      '1 2 - - - "110" - 0.00 2.00   0.00 100.00',
      '2 1 - - - "140" - 2.00 0.00 100.00   0.00',
      "",
    ]);
  });

  it("two sections, the first without a name: still a sectioned file, its Section tag and cells empty strings", () => {
    const file = pbn({
      event: "Two",
      scoring: "butler",
      lines: [L("1", "1", "11", 420), L("1", "2", "12", 450), L("1", "1", "11", 110, "", "", null, "B"), L("1", "2", "12", 140, "", "", null, "B")],
    });
    const scoreTable = '[ScoreTable "PairId_NS\\1R;PairId_EW\\2R;Contract\\1L;Declarer\\1L;Result\\1R;Score_NS\\5R;Score_EW\\1R;IMP_NS\\5R;IMP_EW\\4R"]';
    expect(lines(file.text)).toEqual([
      ...FILE_HEAD,
      "",
      ...tags("Two", "????.??.??", "1", "N", "None", "IMP;Butler"),
      '[Application "Bridge Scoring for Excel"]',
      scoreTable,
      '1 11 - - - "420" - -1.00 1.00',
      '2 12 - - - "450" -  0.00 0.00',
      '[Section ""]',
      '[TotalScoreTable "Section\\3L;Rank\\1R;PairId\\2R;TotalScoreIMP\\5R;Names\\2L"]',
      '""  1 11  1.00 ""',
      '""  2  2  0.00 ""',
      '""  2 12  0.00 ""',
      '""  4  1 -1.00 ""',
      '"B" 1 11  1.00 ""',
      '"B" 2  2  0.00 ""',
      '"B" 2 12  0.00 ""',
      '"B" 4  1 -1.00 ""',
      "",
      ...tags("Two", "????.??.??", "1", "N", "None", "IMP;Butler"),
      scoreTable,
      '1 11 - - - "110" - -1.00 1.00',
      '2 12 - - - "140" -  0.00 0.00',
      '[Section "B"]',
      "",
    ]);
  });

  it("every pass word of §2 (P, PAS, PASSZ, AP, in any case, with spaces) is a passed-out board whatever the contract cell says; 0 is a score", () => {
    const file = pbn({
      event: "Pass",
      lines: [
        L("1", "1", "11", "P", "", "N", 7),
        L("1", "2", "12", " pas ", "4H", "S", 10),
        L("1", "3", "13", "PASSZ"),
        L("1", "4", "14", "Ap"),
        L("1", "5", "15", "0", "Pass"),
        L("1", "6", "16", 0),
      ],
    });
    const table = lines(file.text).slice(20, 27);
    expect(table).toEqual([
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\2R;Contract\\4L;Declarer\\1L;Result\\1R;Score_NS\\3R;Score_EW\\1R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\5R;Percentage_EW\\5R"]',
      '1 11 Pass - - "0" - 5.00 5.00 50.00 50.00',
      '2 12 Pass - - "0" - 5.00 5.00 50.00 50.00',
      '3 13 Pass - - "0" - 5.00 5.00 50.00 50.00',
      '4 14 Pass - - "0" - 5.00 5.00 50.00 50.00',
      '5 15 Pass - - "0" - 5.00 5.00 50.00 50.00',
      '6 16 -    - - "0" - 5.00 5.00 50.00 50.00',
    ]);
    expect(file.warnings).toEqual([]);
  });

  it("a date that is not YYYY-MM-DD as a whole is unknown: ????.??.??", () => {
    for (const date of ["12026-03-05", "2026-03-051", "5.3.2026"]) {
      const text = pbn({ date, lines: [L("1", "1", "11", 420), L("1", "2", "12", 450)] }).text;
      expect([date, lines(text)[6]]).toEqual([date, '[Date "????.??.??"]']);
    }
  });

  it("what PBN cannot say: the exact entry in the Entry column (a string, quoted), and the warning says each side as written, `-` for a side left empty", () => {
    const file = pbn({
      lines: [L("1", "1", "11", "A/A- ~1"), L("1", "2", "12", "60% 420 + 40% -50"), L("1", "3", "13", "A+/450"), L("1", "4", "14", "450@2")],
    });
    expect(lines(file.text).slice(20, 25)).toEqual([
      '[ScoreTable "PairId_NS\\1R;PairId_EW\\2R;Contract\\1L;Declarer\\1L;Result\\1R;Score_NS\\5R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\5R;Percentage_EW\\5R;Entry\\19L"]',
      '1 11 - - -   "A"   "A-" 3.00 2.40 50.00 40.00 "A/A- ~1"',
      '2 12 - - - "420"      - 3.00 5.00 50.00 83.33 "60% 420 + 40% -50"',
      '3 13 - - -  "A+" "-450" 3.60 1.00 60.00 16.67 -',
      '4 14 - - - "450"      - 3.00 3.00 50.00 50.00 "450 @2"',
    ]);
    expect(file.warnings.map((w) => renderMessage(w))).toEqual([
      "b1 1, board 1, 1–11: PBN cannot say A/A- ~1; written as A / A-",
      "b1 2, board 1, 2–12: PBN cannot say 60% 420 + 40% -50; written as 420 / -",
      "b1 4, board 1, 4–14: PBN cannot say 450 @2; written as 450 / -",
    ]);
  });
});
