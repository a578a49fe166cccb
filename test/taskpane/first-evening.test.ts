// A director's first evening, the parts without a pane (docs/task-pane.md, "The ranking sheet";
// docs/rules.md §6, §13): New session's names columns and ranking sheet, the ranking's headings in
// each scoring and language, and their meanings in the pane's Help. The ranking sheet's Names
// formulas are computed by HyperFormula (a spreadsheet engine; a test tool, never bundled) over the
// traveller and the ranking the scoring core computes, so they are checked as Excel would run them.
import { HyperFormula } from "hyperformula";
import { DEFAULT_SETTINGS, PaneSettings } from "../../addin/taskpane/paneSettings";
import { NewSessionForm, NewSessionPlan, onSheet, planNewSession, rankingFor } from "../../addin/taskpane/newSessionPlan";
import { findTraveller, sheetLines } from "../../addin/taskpane/exportPlan";
import { helpHtml } from "../../addin/taskpane/help";
import { rankingHeadings, rankingHelp } from "../../addin/i18n/rankingColumns";
import { LANGUAGES, Language } from "../../addin/i18n/language";
import { toExcel } from "../../addin/adapter/excel";
import { escapeHtml, scoreRanking } from "../../src";
import { previewExportSheet } from "../../addin/taskpane/exportRead";
import { installWorkbookStandIn, removeWorkbookStandIn } from "../../support/runtimeStandIn";

const form = (tables: string, boards: string, perRound: string, pairs: NewSessionForm["pairs"] = "mitchell"): NewSessionForm => ({
  tables,
  boards,
  perRound,
  pairs,
});
const plan = (f: NewSessionForm, settings: PaneSettings = DEFAULT_SETTINGS, lang: Language = "en"): NewSessionPlan => {
  const p = planNewSession(f, settings, lang);
  if (!("cells" in p)) throw new Error(`no plan: ${p.key}`);
  return p;
};
const nameOf = (side: "NS" | "EW", pair: number | string) => `${side} ${pair} Smith – Jones`;

/**
 * The traveller as a director has it after typing each pair's names once, where the plan leaves
 * an empty cell for them, and a plausible result on every line; the later lines' formulas stay.
 */
function typedTraveller(p: NewSessionPlan, fields: 1 | 2): (string | number)[][] {
  return p.cells.map((row, i) => {
    if (i === 0) return [...row, ...p.scoreHeaders, ...p.names[0]];
    const [ns, ew] = p.names[i].map((cell, k) =>
      cell !== "" || typeof row[1 + k] !== "number" ? cell : fields === 2 ? nameOf(k ? "EW" : "NS", row[1 + k]) : `Pair ${row[1 + k]}`,
    );
    return [row[0], row[1], row[2], "", "", "", [420, 450, -50, 140, 100, -100, 620][(i * 3 + (i >> 2)) % 7], "", "", ns, ew];
  });
}

describe("first evening 3: New session writes the pairs' names (docs/task-pane.md)", () => {
  it("a 7-table Mitchell: NS names and EW names beside the matchpoints, typed once per pair on its first line, shown on every other", () => {
    const p = plan(form("7", "21", "3"));
    expect(p.names[0]).toEqual(["NS names", "EW names"]);
    expect(p.names).toHaveLength(p.cells.length);
    const firstRow = new Map<string, number>();
    p.cells.slice(1).forEach((row, i) => {
      for (const [k, side] of [
        [0, "ns"],
        [1, "ew"],
      ] as const) {
        const key = `${side} ${row[1 + k]}`;
        const cell = p.names[i + 1][k];
        if (!firstRow.has(key)) {
          expect(cell).toBe("");
          firstRow.set(key, i + 2);
        } else expect(cell).toBe(`=${k ? "K" : "J"}${firstRow.get(key)}&""`);
      }
    });
    // Seven NS pairs and seven EW pairs, each typed once.
    expect(firstRow.size).toBe(14);
  });

  it("the titles are the pane's language's, and Export reads the names under them in every language", () => {
    for (const lang of LANGUAGES) {
      const p = plan(form("3", "6", "2"), DEFAULT_SETTINGS, lang);
      const values = typedTraveller(p, 2).map((row) => row.map((v) => (typeof v === "string" && v.startsWith("=") ? "" : v)));
      const found = findTraveller(values, "Session");
      if ("key" in found) throw new Error(`${lang}: ${found.key}`);
      const { names } = sheetLines(values, found, "Session");
      const pairs = new Map(names.map((n) => [`${n.direction} ${n.pair}`, n.names]));
      expect([lang, pairs.size]).toEqual([lang, 6]);
      expect(pairs.get("ew 2")).toBe(nameOf("EW", 2));
    }
  });

  for (const [name, f, fields] of [
    ["a two-winner Mitchell", form("4", "8", "2"), 2],
    ["a Howell", form("3", "10", "2", "howell"), 1],
  ] as const) {
    it(`the ranking sheet of ${name}: each ranked pair's names beside it, as a spreadsheet computes the Names formulas`, () => {
      const p = plan(f);
      const traveller = typedTraveller(p, fields);
      const rows = traveller.slice(1);
      const ranking = scoreRanking(
        rows.map((r) => [r[0]]),
        rows.map((r) => [r[1]]),
        rows.map((r) => [r[2]]),
        rows.map((r) => [r[6]]),
        rankingFor(p, "Session").match(/"([^"]*)"\)$/)![1],
      ).map((r) => r.map((v) => toExcel(v as never)));
      const sheet: (string | number)[][] = [p.ranking.headings, ...ranking.map((r) => [...r])];
      p.ranking.names.forEach(([formula], i) => {
        while (sheet.length <= i + 2) sheet.push([]);
        sheet[i + 2][6] = onSheet(formula, "Session");
      });
      const hf = HyperFormula.buildFromSheets({ Session: traveller, Ranking: sheet }, { licenseKey: "gpl-v3" });
      const id = hf.getSheetId("Ranking")!;
      let direction = "NS";
      ranking.forEach((r, i) => {
        const shown = hf.getCellValue({ sheet: id, row: i + 1, col: 6 });
        if (r[0] === "Rank") {
          direction = String(r[1]).startsWith("EW") ? "EW" : "NS";
          expect(shown ?? "").toBe("");
          return;
        }
        expect(shown).toBe(fields === 2 ? nameOf(direction as "NS" | "EW", r[1]) : `Pair ${r[1]}`);
      });
      // Every pair is ranked and named: the formulas reach every row RANKING fills.
      expect(ranking.length - fields).toBe(2 * Number(f.tables));
      expect(p.ranking.names.length).toBeGreaterThanOrEqual(ranking.length - 1);
      hf.destroy();
    });
  }
});

describe("first evening 3: the ranking's headings say what each column holds (docs/rules.md §6)", () => {
  it("matchpoints, the Danish matchpoints around the average, and Butler IMPs, each under its own headings", () => {
    expect(plan(form("7", "21", "3")).ranking.headings).toEqual(["Rank", "Pair", "Boards", "MP", "Max MP", "%", "Names"]);
    expect(plan(form("7", "21", "3"), { profile: "dbf", scoring: "mp" }).ranking.headings).toEqual([
      "Rank",
      "Pair",
      "Boards",
      "± MP",
      "Max ± MP",
      "%",
      "Names",
    ]);
    expect(plan(form("7", "21", "3"), { profile: "wbf", scoring: "butler" }).ranking.headings).toEqual([
      "Rank",
      "Pair",
      "Boards",
      "IMPs",
      "Boards scored",
      "IMPs/board",
      "Names",
    ]);
    expect(plan(form("7", "21", "3"), { profile: "dbf", scoring: "butler" }).ranking.headings[5]).toBe("IMPs/board");
  });

  it("in each language: seven headings, none left in English where the language has its own word, never a bare Score or Max", () => {
    for (const lang of LANGUAGES)
      for (const kind of ["mp", "pp", "imps"] as const) {
        const h = rankingHeadings(lang, kind);
        expect(h).toHaveLength(7);
        expect(h.every((t) => t.trim() !== "")).toBe(true);
        expect(h).not.toContain("Score");
        expect(h).not.toContain("Max");
        if (lang !== "en") expect([lang, kind, h[0]]).not.toEqual([lang, kind, "Rank"]);
      }
    expect(plan(form("7", "21", "3"), { profile: "wbf", scoring: "butler" }, "da").ranking.headings).toEqual([
      "Nr.",
      "Par",
      "Spil",
      "Imp",
      "Spil med score",
      "Imp pr. spil",
      "Navne",
    ]);
  });

  it("the pane's Help explains every column in each scoring, in the pane's language", () => {
    for (const lang of LANGUAGES) {
      const html = helpHtml(lang);
      const help = rankingHelp(lang);
      // The words as the page escapes them (escapeHtml has its own exact test: docs/rules.md §11).
      expect(html).toContain(`<summary>${escapeHtml(help.title)}</summary>`);
      for (const k of help.kinds) {
        expect(html).toContain(escapeHtml(k.title));
        for (const c of k.columns) expect(html).toContain(`<td><strong>${escapeHtml(c.heading)}</strong></td><td>${escapeHtml(c.meaning)}</td>`);
      }
      expect(html).not.toMatch(/<td>[^<]*'/);
    }
    expect(rankingHelp("en").kinds.find((k) => k.kind === "imps")!.columns[5].meaning).toMatch(/IMPs per board, not a percentage/);
  });
});

describe("first evening 3: Export reads the ranking sheet New session writes (docs/import-export.md)", () => {
  it("finds the RANKING in A2 under the headings, and uses its options", async () => {
    const p = plan(form("3", "6", "2"));
    const traveller = typedTraveller(p, 2);
    const formula = rankingFor(p, "Session").replace(/"\)$/, '; decimals=1")');
    installWorkbookStandIn({ sheets: { Session: traveller, "Session ranking": [p.ranking.headings, [formula]] }, selection: "Session!G2", apiVersion: "1.18" });
    try {
      const preview = await previewExportSheet({ profile: "wbf", scoring: "mp" }, "en");
      if ("problem" in preview) throw new Error(preview.problem);
      expect(preview.scoring.rankingOptions).toBe("profile=wbf; mitchell=on; decimals=1");
    } finally {
      removeWorkbookStandIn();
    }
  });
});
