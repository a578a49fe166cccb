// "Import results file…": a PBN or USEBIO file chosen in the pane is read in the browser (nothing
// is uploaded), imported by the core and written to a new sheet with the scoring formulas, a
// RANKING sheet and the Check column (docs/rules.md §10). The whole file is read and checked
// before Excel is touched, so a bad file writes nothing.
import { checkResults, checkTotals, importResults, ImportFileError, TotalsReport } from "../../src/import";
import { ImportPlan, planImport } from "./importPlan";
import type { Profile } from "../../src/options";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { renderMessage } from "../../src/messages";

export interface ImportOutcome {
  sheet: string;
  rankingSheet: string;
  plan: ImportPlan;
  disagreementsByCore: number;
  compared: number;
  program: string;
  /** The published pair totals against RANKING, when the file has them (one session and section). */
  totals: TotalsReport | null;
}

function unique(existing: readonly string[], base: string): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) {
    const name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** Imports the bytes of a results file into new sheets; throws ImportFileError for a bad file. */
export async function importResultsFile(bytes: Uint8Array, fileName: string, profile: Profile): Promise<ImportOutcome> {
  const results = importResults(bytes);
  const report = checkResults(results, profile);
  const plan = planImport(results, report, fileName, profile);
  const totals = checkTotals(results, report);
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items");
    await context.sync();
    const names = sheets.items.map((s) => s.name);
    const sheet = unique(names, plan.sheetBase);
    const rankingSheet = unique([...names, sheet], `Ranking ${sheet}`.slice(0, 31));
    const ws = sheets.add(sheet);
    const width = plan.cells[0].length;
    const height = plan.cells.length;
    const all = ws.getRangeByIndexes(0, 0, height, width);
    // Text entries stay text (450/-480 is not a date); set before the values go in.
    const dataRows = Math.max(height - plan.headerRow, 1);
    for (const col of plan.textColumns)
      ws.getRangeByIndexes(plan.headerRow, col, dataRows, 1).numberFormat = Array.from({ length: dataRows }, () => ["@"]);
    all.formulas = plan.cells;
    ws.getRangeByIndexes(plan.headerRow - 1, 0, 1, width).format.font.bold = true;
    ws.getRange(plan.countCell).format.font.bold = true;
    const ranking = sheets.add(rankingSheet);
    ranking.getRange("A1").formulas = [[plan.rankingFormula.replace(/SHEET/g, sheet.replace(/'/g, "''"))]];
    ws.activate();
    await context.sync();
    return { sheet, rankingSheet, plan, disagreementsByCore: report.disagreements, compared: report.compared, program: results.program, totals };
  });
}

/** The words the pane shows after an import. */
export function importMessage(o: ImportOutcome, lang: Language = "en"): string {
  const t = (key: Parameters<typeof paneText>[1], params?: Record<string, string | number>) => paneText(lang, key, params);
  const check =
    o.compared === 0
      ? t("import.noCheck")
      : t("import.disagree", { count: o.disagreementsByCore, compared: o.compared, program: o.program || t("import.theProgram"), cell: `${o.sheet}!${o.plan.countCell}` });
  const totals =
    o.totals && o.totals.compared > 0
      ? o.totals.disagreements === 0
        ? t("import.totalsAll", { compared: o.totals.compared })
        : t("import.totalsSome", { agree: o.totals.compared - o.totals.disagreements, compared: o.totals.compared })
      : "";
  const notes = o.plan.problems > 0 ? t("import.notes", { count: o.plan.problems }) : "";
  return [t("import.done", { lines: o.plan.lines, sheet: o.sheet, ranking: o.rankingSheet }), check, totals, notes].filter(Boolean).join(" ");
}

/** What the pane says when a file could not be imported: a bad file in the core's words, in `lang`. */
export function importFailure(e: unknown, fileName: string, lang: Language = "en"): string {
  return e instanceof ImportFileError
    ? paneText(lang, "import.badFile", { file: fileName, error: renderMessage(e, lang) })
    : paneText(lang, "import.failed", { error: e instanceof Error ? e.message : String(e) });
}

type Status = (text: string, kind?: "info" | "error" | "ok") => void;

/** Binds the pane's "Import results file…" section; absent elements (an older page) are ignored. */
export function wireImport(setStatus: Status, language: () => Language = () => "en"): void {
  const fileInput = document.getElementById("import-file") as HTMLInputElement | null;
  const profile = document.getElementById("import-profile") as HTMLSelectElement | null;
  if (!fileInput) return;
  fileInput.addEventListener("change", () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    const lang = language();
    setStatus(paneText(lang, "import.reading", { file: file.name }));
    void file
      .arrayBuffer()
      .then((buffer) => importResultsFile(new Uint8Array(buffer), file.name, (profile?.value as Profile) || "wbf"))
      .then(
        (o) => setStatus(importMessage(o, lang), o.disagreementsByCore > 0 || o.plan.problems > 0 ? "info" : "ok"),
        (e) => setStatus(importFailure(e, file.name, lang), "error"),
      )
      .finally(() => (fileInput.value = ""));
  });
}
