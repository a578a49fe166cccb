// New session writes its column titles in the pane's language (docs/task-pane.md, docs/languages.md);
// Insert formulas and Export still find every column by them, and the functions never read them.
import { readColumns } from "../../addin/taskpane/formulaPlan";
import { DEFAULT_SETTINGS } from "../../addin/taskpane/paneSettings";
import { findTraveller, sheetLines } from "../../addin/taskpane/exportPlan";
import { NewSessionPlan, planNewSession } from "../../addin/taskpane/newSessionPlan";
import { LANGUAGES } from "../../src/messages";

const plan = (lang: (typeof LANGUAGES)[number], scoring: "mp" | "butler" = "mp"): NewSessionPlan => {
  const p = planNewSession({ tables: "3", boards: "6", perRound: "2", pairs: "mitchell" }, { ...DEFAULT_SETTINGS, scoring } as typeof DEFAULT_SETTINGS, lang);
  if (!("cells" in p)) throw new Error(p.key);
  return p;
};

describe("New session's titles are in the pane's language", () => {
  it.each([
    ["en", ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"], ["NS MP", "EW MP"], ["NS IMPs", "EW IMPs"]],
    ["da", ["Spil", "NS", "ØV", "Kontrakt", "Spilfører", "Stik", "Score"], ["NS MP", "ØV MP"], ["NS imp", "ØV imp"]],
    ["nl", ["Spel", "NZ", "OW", "Contract", "Leider", "Slagen", "Score"], ["NZ MP", "OW MP"], ["NZ IMP", "OW IMP"]],
    ["hu", ["Parti", "ÉD", "KNy", "Felvétel", "Felvevő", "Ütés", "Szkór"], ["ÉD MP", "KNy MP"], ["ÉD IMP", "KNy IMP"]],
  ] as const)("%s", (lang, header, mp, imps) => {
    expect(plan(lang).cells[0]).toEqual(header);
    expect(plan(lang).scoreHeaders).toEqual(mp);
    expect(plan(lang, "butler").scoreHeaders).toEqual(imps);
  });

  it.each(LANGUAGES)("%s: Insert formulas and Export find every column by the titles", (lang) => {
    const p = plan(lang);
    const values = p.cells.map((row, i) => (i === 0 ? row : [row[0], row[1], row[2], "3NT", lang === "hu" ? "D" : "S", 9, 400]));
    expect(readColumns(values)).toEqual({ header: true, board: 0, ns: 1, ew: 2, score: 6, scoreWidth: 1 });
    const t = findTraveller(values, "Session");
    if ("key" in t) throw new Error(t.key);
    expect(t.optional).toMatchObject({ contract: 3, by: 4, tricks: 5 });
    expect(sheetLines(values, t, "Session").lines).toHaveLength(p.lines);
  });

  it("the functions' ranges start below the titles, so no formula reads them", () => {
    const p = plan("hu");
    expect(p.scoreFormula).toContain("$G$2:");
    expect(p.rankingFormula).toContain("$A$2:");
    expect(p.cells[1][6]).toBe('=BRIDGE.SCORE(D2,E2,F2,A2,"notation=hu")');
  });
});
