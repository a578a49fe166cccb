// PBN as different programs write it (docs/rules.md §10, PBN 2.1 §3 "comments", §5 tags, §6.2
// tables): comments of every kind, escaped quotes, '#' for "as before", the scoring a file tells,
// lines that are not results and a score checked against its contract.
import { ImportFileError, parsePbn } from "../../src/formats/import";
import { tableTokens } from "../../src/formats/import/pbn";
import { thrownAs } from "../helpers/exact";

const game = (board: string, rows: string[], tags = "", columns = "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW") =>
  [`[Board "${board}"]`, tags, `[ScoreTable "${columns}"]`, ...rows].filter((l) => l !== "").join("\n");
const file = (...games: string[]) => games.join("\n\n") + "\n";

const importError = (f: () => unknown) => thrownAs(f, ImportFileError);

describe("docs/rules.md §10 PBN: what is not a result is passed over", () => {
  test("a multi-line { } comment, % and ; lines, and a tab between values", () => {
    const text = file(
      ["% PBN 2.1", "; exported", "{ a comment", '[Board "9"] inside it', "still }"].join("\n") + "\n" + game("1", ["1\t2 4H N 10 420 -", "3 4 4H N 9 - 50"]),
    );
    const r = parsePbn(text);
    expect(r.rows.map((x) => [x.board, x.ns, x.ew, x.entry])).toEqual([
      ["1", "1", "2", "420"],
      ["1", "3", "4", "-50"],
    ]);
  });

  test("a one-line { } comment before a game", () => {
    const r = parsePbn(file("{ one line }\n" + game("2", ["1 2 3NT S 9 400 -", "3 4 3NT S 9 400 -"])));
    expect(r.rows).toHaveLength(2);
  });

  test("quoted values keep their spaces and escaped quotes; an unclosed quote is an error on its line", () => {
    expect(tableTokens('"Ann \\"A\\" B" - x\t"y z"', 3)).toEqual(['Ann "A" B', null, "x", "y z"]);
    expect(importError(() => tableTokens('1 "open', 7)).message).toBe("line 7: a quoted value is not closed");
  });

  test("a line that starts with [ but is no tag is an error, shown up to 60 characters", () => {
    const long = "[" + "x".repeat(70);
    expect(importError(() => parsePbn(file(game("1", ["1 2 4H N 10 420 -"]) + "\n" + long))).message).toBe(
      `line 4: '${long.slice(0, 60)}…' is not a PBN tag [Name "value"]`,
    );
    expect(importError(() => parsePbn("[Board 1]\n")).message).toBe("line 1: '[Board 1]' is not a PBN tag [Name \"value\"]");
  });

  test("'#' as a tag value is the previous game's value; as a cell, the line above's", () => {
    const text = file(
      game("1", ["1 2 4H N 10 420 -"], '[Event "Club night"]\n[Vulnerable "None"]'),
      game("2", ["3 4 4H N 10 420 -", "5 6 # # # # -"], '[Event "#"]\n[Vulnerable "#"]'),
    );
    const r = parsePbn(text);
    expect(r.event).toBe("Club night");
    expect(r.rows.map((x) => [x.board, x.ns, x.contract, x.entry])).toEqual([
      ["1", "1", "4H", "420"],
      ["2", "3", "4H", "420"],
      ["2", "5", "4H", "420"],
    ]);
    expect(importError(() => parsePbn(file(game("1", ["# 2 4H N 10 420 -"])))).message).toBe("line 3: '#' (same as above) on the first line of a table");
  });

  test("a line with one pair or none is skipped, saying why", () => {
    const r = parsePbn(file(game("4", ["1 2 4H N 10 420 -", "3 - - - - - -", "- - - - - - -"])));
    expect(r.rows).toHaveLength(1);
    expect(r.skipped.map((s) => s.replace(/^line \d+: /, ""))).toEqual([
      "board 4: only pair 3 (a bye or a sit-out), not a result",
      "board 4: no pairs (a bye or a sit-out), not a result",
    ]);
  });
});

describe("docs/rules.md §10 PBN: the scoring and the program a file tells", () => {
  test.each([
    ['[Scoring "MatchPoints"]', "matchpoints"],
    ['[Scoring "MP"]', "matchpoints"],
    ['[Scoring "IMP;Butler"]', "butler"],
    ['[Scoring "IMP"]', "butler"],
    ['[Scoring "Cross-IMP"]', "crossimps"],
    ['[Scoring "Rubber"]', "unknown"],
    ["", "unknown"],
  ])("%s is %s", (tag, scoring) => {
    expect(parsePbn(file(game("1", ["1 2 4H N 10 420 -"], tag))).scoring).toBe(scoring);
  });

  test.each([
    ["PairId_NS;PairId_EW;Score_NS;Score_EW;MP_NS;MP_EW", "matchpoints"],
    ["PairId_NS;PairId_EW;Score_NS;Score_EW;IMP_NS;IMP_EW", "butler"],
    ["PairId_NS;PairId_EW;Score_NS;Score_EW;IMP_NS;IMP_EW;ButlerDatum", "butler"],
  ])("columns %s say %s", (columns, scoring) => {
    const values = (line: string) => line + (columns.endsWith("ButlerDatum") ? " 420" : "");
    const r = parsePbn(file(game("1", [values("1 2 420 - 1 1"), values("3 4 420 - 1 1")], "", columns)));
    expect(r.scoring).toBe(scoring);
    expect(r.rows[0].theirs).toEqual({ ns: "1", ew: "1" });
  });

  test("the program from Application or Generator, without a 'Read more' tail", () => {
    expect(parsePbn(file(game("1", ["1 2 4H N 10 420 -"], '[Application "Ruter 2.0 - Read more at ruter.no"]'))).program).toBe("Ruter 2.0");
    expect(parsePbn(file(game("1", ["1 2 4H N 10 420 -"], '[Generator "BridgeComposer"]'))).program).toBe("BridgeComposer");
    expect(parsePbn(file(game("1", ["1 2 4H N 10 420 -"]))).program).toBe("");
  });
});

describe("docs/rules.md §10 PBN: scores from the Score column and from the contract", () => {
  test("a Score column of 'NS 420' / 'EW 420' cells", () => {
    const r = parsePbn(file(game("1", ['1 2 "NS 420"', '3 4 "EW 50"'], "", "PairId_NS;PairId_EW;Score")));
    expect(r.rows.map((x) => x.entry)).toEqual(["420", "-50"]);
  });

  test("without a score column the contract is scored at the Vulnerable tag, else at the board's own", () => {
    const rows = ["1 2 4H N 10", "3 4 4H N 11"];
    const columns = "PairId_NS;PairId_EW;Contract;Declarer;Result";
    expect(parsePbn(file(game("1", rows, '[Vulnerable "All"]', columns))).rows.map((x) => x.entry)).toEqual(["620", "650"]);
    expect(parsePbn(file(game("1", rows, "", columns))).rows.map((x) => x.entry)).toEqual(["420", "450"]);
  });

  test("a Result that is not a number of tricks leaves the score unchecked", () => {
    const r = parsePbn(file(game("1", ["1 2 4H N =10 400 -"])));
    expect(r.rows[0]).toEqual(expect.objectContaining({ tricks: null, entry: "400", problem: null }));
  });

  test("a score its contract does not make is kept and reported", () => {
    const r = parsePbn(file(game("1", ["1 2 4H N 10 400 -"], '[Vulnerable "None"]')));
    expect(r.rows[0].entry).toBe("400");
    expect(r.rows[0].problem).toBe("the score 400 is not what 4H by N taking 10 scores (420) at vulnerability None");
  });
});
