// What "Export results…" reads from a sheet (addin/taskpane/exportPlan.ts, docs/rules.md §11): the
// traveller's columns and lines, and the options of the sheet's own formulas — RANKING's only from
// a RANKING that reads this very sheet.
import { findTraveller, refersTo, sheetLines, sheetScoring } from "../../addin/taskpane/exportPlan";

const FALLBACK = { profile: "wbf", scoring: "mp" as const };
const ranking = (sheet: string, options: string) => `=BRIDGE.RANKING(${sheet}!$A$2:$A$9,${sheet}!$B$2:$B$9,${sheet}!$C$2:$C$9,${sheet}!$G$2:$G$9,"${options}")`;

describe("docs/rules.md §11 the RANKING that reads the sheet gives the ranking options", () => {
  test("sheet Session takes Session's RANKING, not the one over 'Session 2' listed first (as New session names them)", () => {
    const rankings = [ranking("'Session 2'", "profile=wbf; mitchell=on"), ranking("Session", "profile=wbf")];
    expect(sheetScoring([], rankings, "Session", FALLBACK).rankingOptions).toBe("profile=wbf");
    expect(sheetScoring([], rankings, "Session 2", FALLBACK).rankingOptions).toBe("profile=wbf; mitchell=on");
  });

  test("no RANKING over the sheet: none, though one reads 'Session 2'", () => {
    expect(sheetScoring([], [ranking("'Session 2'", "mitchell=on")], "Session", FALLBACK).rankingOptions).toBeNull();
  });

  test.each([
    ["OldSession!$A$2:$A$9", "Session", false],
    ["Session2!$A$2:$A$9", "Session", false],
    ["'Session 2b'!$A$2:$A$9", "Session 2", false],
    ["[Book1]Session!$A$2:$A$9", "Session", false],
    ["'A''Session 2'!$A$2:$A$9", "Session 2", false],
    ["Session!$A$2:$A$9", "Session", true],
    ["session!A2:A9", "Session", true],
    ["x,'Session 2'!$A$2", "Session 2", true],
    ["'Ærø'!A2", "Ærø", true],
  ])("%s reads sheet %s: %s", (args, sheet, reads) => {
    expect(refersTo(args, sheet)).toBe(reads);
  });

  test("the line formula gives the scoring and its options; without one, the pane's settings", () => {
    const formulas = [
      ["Board", "NS"],
      ["=1", '=BRIDGE.BUTLERIMP($G$2:$G$9,$A$2:$A$9,"profile=dbf; trim=0")'],
    ];
    expect(sheetScoring(formulas, [], "Session", FALLBACK)).toEqual({
      scoring: "butler",
      options: "profile=dbf; trim=0",
      rankingOptions: null,
      fromFormula: true,
    });
    expect(sheetScoring([], [], "Session", FALLBACK)).toEqual({ scoring: "matchpoints", options: "profile=wbf", rankingOptions: null, fromFormula: false });
  });
});

describe("docs/rules.md §11 the traveller on the sheet", () => {
  const values = [
    ["Club night", "", "", "", "", "", ""],
    ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
    [1, 1, 2, "4s", "s", 10, 420],
    [1, 3, 4, "", "", "", "A+/A-"],
    ["", "", "", "", "", "", ""],
  ];

  test("its header row below a title, its columns, and its lines with their cells' addresses", () => {
    const t = findTraveller(values, "Session");
    if ("key" in t) throw new Error(t.key);
    expect(t.headerRow).toBe(1);
    expect(t.optional).toEqual(expect.objectContaining({ contract: 3, by: 4, tricks: 5 }));
    const { lines } = sheetLines(values, t, "Session 2", 0, 0);
    expect(lines).toEqual([
      { section: "", board: "1", ns: "1", ew: "2", entry: 420, contract: "4S", declarer: "S", tricks: 10, where: "'Session 2'!G3" },
      { section: "", board: "1", ns: "3", ew: "4", entry: "A+/A-", contract: "", declarer: "", tricks: null, where: "'Session 2'!G4" },
    ]);
  });

  test("a sheet without a traveller, or with no lines, says so", () => {
    expect(findTraveller([["a", "b"]], "Notes")).toEqual({ key: "export.noTraveller", params: { sheet: "Notes" } });
    expect(findTraveller([...values.slice(0, 2), values[4]], "Session")).toEqual({ key: "export.noLines", params: { sheet: "Session" } });
  });
});

describe("docs/import-export.md What travels with the scores: the sheet's Lead, Deal, NS ids and EW ids columns", () => {
  test("are read by their titles, in any order, beside the names; a line without them has none", () => {
    const deal = "N:AKQ2.AK3.AK4.AKQ JT98.QJT.QJT.JT9 765.9876.9876.87 43.542.532.65432";
    const values = [
      ["Board", "NS", "EW", "Score", "Deal", "EW ids", "Lead", "NS names", "NS ids"],
      [1, 1, 2, 420, deal, "7 - 8", "HK", "Ann - Bo", "5 - 6"],
      [1, 3, 4, 450, "", "", "", "", ""],
    ];
    const t = findTraveller(values, "S");
    if ("key" in t) throw new Error("no traveller");
    const { lines, names } = sheetLines(values, t, "S");
    expect(lines.map((l) => [l.lead, l.deal])).toEqual([
      ["HK", deal],
      [undefined, undefined],
    ]);
    expect(names).toEqual([
      { section: "", direction: "ns", pair: "1", names: "Ann - Bo", ids: "5 - 6" },
      { section: "", direction: "ew", pair: "2", names: "", ids: "7 - 8" },
    ]);
  });
});

// The corners mutation testing left open (docs/testing.md "Mutation testing"): how far down the
// header is looked for, which rows are lines, two score columns, names and sections, the cell
// addresses of a block that does not start at A1, and which formula gives the options.
describe("docs/rules.md §11 the traveller on the sheet: its corners", () => {
  const HEAD = ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"];
  const LINE = [1, 1, 2, "4H", "south", "10", 420];

  test("the header is looked for in the first 12 rows: on the 12th it is found, on the 13th not", () => {
    const titles = (n: number) => Array.from({ length: n }, (_, i) => [`Title ${i + 1}`, "", "", "", "", "", ""]);
    const found = findTraveller([...titles(11), HEAD, LINE], "Session");
    expect("key" in found ? found.key : found.headerRow).toBe(11);
    expect(findTraveller([...titles(12), HEAD, LINE], "Session")).toEqual({ key: "export.noTraveller", params: { sheet: "Session" } });
  });

  test("a header without NS and EW, or a block without a header, is no traveller", () => {
    expect(
      findTraveller(
        [
          ["Board", "Score"],
          [1, 420],
        ],
        "Session",
      ),
    ).toEqual({ key: "export.noTraveller", params: { sheet: "Session" } });
    expect(
      findTraveller(
        [
          [1, 1, 2, 420],
          [1, 3, 4, 400],
        ],
        "Session",
      ),
    ).toEqual({ key: "export.noTraveller", params: { sheet: "Session" } });
  });

  test("a row with only a pair number is no line when the traveller is looked for, but is read as a line without a result", () => {
    expect(findTraveller([HEAD, ["", 7, "", "", "", "", ""]], "Session")).toEqual({ key: "export.noLines", params: { sheet: "Session" } });
    const withScoreOnly = findTraveller([HEAD, ["", "", "", "", "", "", 420]], "Session");
    expect("key" in withScoreOnly).toBe(false);
    const t = findTraveller([HEAD, LINE, ["", 7, "", "", "", "", ""], ["", "", "", "", "", "", ""]], "Session");
    if ("key" in t) throw new Error(t.key);
    const { lines } = sheetLines([HEAD, LINE, ["", 7, "", "", "", "", ""], ["", "", "", "", "", "", ""]], t, "Session");
    expect(lines.map((l) => [l.board, l.ns, l.entry])).toEqual([
      ["1", "1", 420],
      ["", "7", null],
    ]);
  });

  test("the declarer is its first letter, upper case; tricks are a number of one or two digits", () => {
    const rows = [HEAD, LINE, [2, 3, 4, "3nt", "w", "9x", 400], [3, 5, 6, "7NT", "N", "130", 2220]];
    const t = findTraveller(rows, "Session");
    if ("key" in t) throw new Error(t.key);
    expect(sheetLines(rows, t, "Session").lines.map((l) => [l.contract, l.declarer, l.tricks])).toEqual([
      ["4H", "S", 10],
      ["3NT", "W", null],
      ["7NT", "N", null],
    ]);
  });

  test("NS and EW score columns: the two cells read as the functions read them; cells that do not read stay as typed", () => {
    const rows = [
      ["Board", "NS", "EW", "NS score", "EW score"],
      [1, 1, 2, 420, ""],
      [1, 3, 4, "", 50],
      [1, 5, 6, "", ""],
      [1, 7, 8, "x", "y"],
    ];
    const t = findTraveller(rows, "Session");
    if ("key" in t) throw new Error(t.key);
    expect(t.columns.scoreWidth).toBe(2);
    expect(sheetLines(rows, t, "Session").lines.map((l) => l.entry)).toEqual(["420", "-50", null, "x/y"]);
  });

  test("sections and the pairs' names, and each line's address in a block that starts at C5", () => {
    const rows = [
      ["Section", "Board", "NS", "EW", "Score", "NS names", "EW names"],
      ["A", 1, 1, 2, 420, "Ann & Bo", "Cy & Di"],
      ["B", 1, 1, 2, 400, "", "Ed & Flo"],
    ];
    const t = findTraveller(rows, "Session");
    if ("key" in t) throw new Error(t.key);
    const { lines, names } = sheetLines(rows, t, "Session", 4, 2);
    expect(lines.map((l) => [l.section, l.where])).toEqual([
      ["A", "Session!G6"],
      ["B", "Session!G7"],
    ]);
    expect(names).toEqual([
      { section: "A", direction: "ns", pair: "1", names: "Ann & Bo" },
      { section: "A", direction: "ew", pair: "2", names: "Cy & Di" },
      { section: "B", direction: "ew", pair: "2", names: "Ed & Flo" },
    ]);
  });

  test("the first line formula gives the scoring; text that is not a formula is not one; the options are its last text argument", () => {
    const formulas = [
      ["BRIDGE.BUTLERIMP(G2:G9)", '=bridge.crossimp(G2:G9,A2:A9,"x","profile=""wbf""")'],
      ['=BRIDGE.MATCHPOINTS(G2:G9,A2:A9,"profile=acbl")', "=SUM(A1:A2)"],
    ];
    expect(sheetScoring(formulas, [], "Session", FALLBACK)).toEqual({ scoring: "crossimp", options: 'profile="wbf"', rankingOptions: null, fromFormula: true });
    expect(sheetScoring([[7, "=BRIDGE.MATCHPOINTS(G2:G9,A2:A9)"]], [], "Session", FALLBACK).options).toBe("");
    expect(sheetScoring([], [], "Session", { profile: "dbf", scoring: "butler" })).toEqual({
      scoring: "butler",
      options: "profile=dbf",
      rankingOptions: null,
      fromFormula: false,
    });
  });

  test("of two RANKINGs over the sheet, the first; the function name in any case", () => {
    const rankings = [ranking("Session", "profile=wbf").replace("BRIDGE.RANKING", "bridge.ranking"), ranking("Session", "mitchell=on")];
    expect(sheetScoring([], rankings, "Session", FALLBACK).rankingOptions).toBe("profile=wbf");
    expect(sheetScoring([], ["=SUM(Session!A1:A2)"], "Session", FALLBACK).rankingOptions).toBeNull();
  });
});

// The survivors of the mutation run of 4 December 2026 that a director could meet.
describe("docs/rules.md §11 the traveller on the sheet: blank cells, spaces and missing columns", () => {
  test("a header without Board or without EW is no traveller", () => {
    expect(
      findTraveller(
        [
          ["NS", "EW", "Score"],
          [1, 2, 420],
        ],
        "Session",
      ),
    ).toEqual({ key: "export.noTraveller", params: { sheet: "Session" } });
    expect(
      findTraveller(
        [
          ["Board", "NS", "Score"],
          [1, 2, 420],
        ],
        "Session",
      ),
    ).toEqual({ key: "export.noTraveller", params: { sheet: "Session" } });
  });

  test("a line is any row with a board, a score or an NS pair; a cell holding only spaces is blank; cells are read trimmed", () => {
    const rows = [
      ["Board", "NS", "EW", "Contract", "Score"],
      [" 1 ", "", 2, " 4h ", 420],
      ["", "", "", "", 400],
      [" ", "  ", "", "", " "],
    ];
    const t = findTraveller(rows, "Session");
    if ("key" in t) throw new Error(t.key);
    expect(sheetLines(rows, t, "Session").lines.map((l) => [l.board, l.ns, l.contract, l.declarer, l.tricks, l.entry])).toEqual([
      ["1", "", "4H", "", null, 420],
      ["", "", "", "", null, 400],
    ]);
  });

  test("a MATCHPOINTS formula alone is matchpoints", () => {
    expect(sheetScoring([['=BRIDGE.MATCHPOINTS(G2:G9,A2:A9,"profile=acbl")']], [], "Session", { profile: "wbf", scoring: "butler" })).toEqual({
      scoring: "matchpoints",
      options: "profile=acbl",
      rankingOptions: null,
      fromFormula: true,
    });
  });
});
