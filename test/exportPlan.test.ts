// What "Export results…" reads from a sheet (addin/taskpane/exportPlan.ts, docs/rules.md §11): the
// traveller's columns and lines, and the options of the sheet's own formulas — RANKING's only from
// a RANKING that reads this very sheet.
import { findTraveller, refersTo, sheetLines, sheetScoring } from "../addin/taskpane/exportPlan";

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
    const formulas = [["Board", "NS"], ["=1", '=BRIDGE.BUTLERIMP($G$2:$G$9,$A$2:$A$9,"profile=dbf; trim=0")']];
    expect(sheetScoring(formulas, [], "Session", FALLBACK)).toEqual({ scoring: "butler", options: "profile=dbf; trim=0", rankingOptions: null, fromFormula: true });
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
    expect(lines.map((l) => [l.lead, l.deal])).toEqual([["HK", deal], [undefined, undefined]]);
    expect(names).toEqual([
      { section: "", direction: "ns", pair: "1", names: "Ann - Bo", ids: "5 - 6" },
      { section: "", direction: "ew", pair: "2", names: "", ids: "7 - 8" },
    ]);
  });
});
