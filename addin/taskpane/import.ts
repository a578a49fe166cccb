// "Import results file…": a PBN or USEBIO file chosen in the pane is read in the browser (nothing
// is uploaded), imported by the core and written to a new sheet with the scoring formulas, a
// RANKING sheet and the Check column (docs/rules.md §10). The whole file is read and checked
// before Excel is touched, so a bad file writes nothing.
import { checkResults, checkTotals, importResults, ImportFileError, TotalsReport, renderMessage } from "../../src";
import type { Profile } from "../../src";
import { ImportPlan, planImport } from "./importPlan";
import { Language } from "../i18n/language";
import { paneText, textsIn } from "../i18n/pane";

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

/**
 * What one sync of the import writes at most, the cells as JSON: a tenth of the 5 MB Excel on the
 * web allows a request (resource-limits-and-performance-optimization.md, "Excel add-ins"), so
 * that office.js's own wrapping and a slow connection leave a wide margin. About 5 000 lines.
 */
export const WRITE_BYTES = 512 * 1024;

/**
 * The plan's rows in runs [from, to) that are each written in one sync: their cells as JSON, and
 * the text format of their text columns, stay within `budget` (one row always goes, whatever it costs).
 */
export function writeChunks(plan: Pick<ImportPlan, "cells" | "headerRow" | "textColumns">, budget = WRITE_BYTES): [number, number][] {
  const chunks: [number, number][] = [];
  let from = 0;
  let bytes = 0;
  plan.cells.forEach((row, r) => {
    const cost = JSON.stringify(row).length + 1 + (r >= plan.headerRow ? plan.textColumns.length * 6 : 0);
    if (r > from && bytes + cost > budget) {
      chunks.push([from, r]);
      from = r;
      bytes = 0;
    }
    bytes += cost;
  });
  chunks.push([from, plan.cells.length]);
  return chunks;
}

/** How far the writing is: data lines written of all of them. */
export type ImportProgress = (written: number, total: number) => void;

/**
 * Imports the bytes of a results file into new sheets; throws ImportFileError for a bad file.
 * The sheet is written in chunks of at most WRITE_BYTES, one sync each, reporting progress after
 * each; should Excel refuse one, the new sheets are removed again, so a failed import leaves
 * nothing half-written.
 */
export async function importResultsFile(bytes: Uint8Array, fileName: string, profile: Profile, progress?: ImportProgress): Promise<ImportOutcome> {
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
    const added: string[] = [];
    const width = plan.cells[0].length;
    const height = plan.cells.length;
    // Text entries stay text (450/-480 is not a date): each chunk's text cells are formatted in
    // the same sync, before its values go in. At least one row, as for a file of no lines.
    const textEnd = Math.max(height, plan.headerRow + 1);
    const chunks = writeChunks(plan);
    try {
      const ws = await addSheet(context, sheet, added);
      for (const [from, to] of chunks) {
        const top = Math.max(from, plan.headerRow);
        const end = to === height ? textEnd : to;
        if (end > top)
          for (const col of plan.textColumns) ws.getRangeByIndexes(top, col, end - top, 1).numberFormat = Array.from({ length: end - top }, () => ["@"]);
        ws.getRangeByIndexes(from, 0, to - from, width).formulas = plan.cells.slice(from, to);
        await context.sync();
        progress?.(Math.max(0, to - plan.headerRow), plan.lines);
      }
      ws.getRangeByIndexes(plan.headerRow - 1, 0, 1, width).format.font.bold = true;
      ws.getRange(plan.countCell).format.font.bold = true;
      const ranking = await addSheet(context, rankingSheet, added);
      ranking.getRange("A1").formulas = [[plan.rankingFormula.replace(/SHEET/g, sheet.replace(/'/g, "''"))]];
      ws.activate();
      await context.sync();
    } catch (e) {
      await removeSheets(context, added);
      throw e;
    }
    return { sheet, rankingSheet, plan, disagreementsByCore: report.disagreements, compared: report.compared, program: results.program, totals };
  });
}

/**
 * Adds a sheet in a sync of its own and notes its id in `added`: what a cleanup deletes is what
 * this run added, known by the id Excel gave it, never a sheet found by its name. Another window
 * may add a sheet of that name between this run's reading of the names and its add (a co-author
 * on the same workbook); the add then fails, and their sheet is theirs.
 */
export async function addSheet(context: Excel.RequestContext, name: string, added: string[]): Promise<Excel.Worksheet> {
  const ws = context.workbook.worksheets.add(name);
  ws.load("id");
  await context.sync();
  added.push(ws.id);
  return ws;
}

/** Deletes the sheets this run added, by their ids (those still there); a failure here leaves the first error to report. */
export async function removeSheets(context: Excel.RequestContext, ids: string[]): Promise<void> {
  try {
    const found = ids.map((id) => context.workbook.worksheets.getItemOrNullObject(id));
    found.forEach((ws) => ws.load("isNullObject"));
    await context.sync();
    for (const ws of found) if (!ws.isNullObject) ws.delete();
    await context.sync();
  } catch {
    // The import's own error is what the director needs to read.
  }
}

/** The words the pane shows after an import. */
export function importMessage(o: ImportOutcome, lang: Language = "en"): string {
  const t = textsIn(lang);
  const check =
    o.compared === 0
      ? t("import.noCheck")
      : t("import.disagree", {
          count: o.disagreementsByCore,
          compared: o.compared,
          program: o.program || t("import.theProgram"),
          cell: `${o.sheet}!${o.plan.countCell}`,
        });
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
    const progress: ImportProgress = (done, total) => setStatus(paneText(lang, "import.writing", { done, total }));
    void file
      .arrayBuffer()
      .then((buffer) => importResultsFile(new Uint8Array(buffer), file.name, (profile?.value as Profile) || "wbf", progress))
      .then(
        (o) => setStatus(importMessage(o, lang), o.disagreementsByCore > 0 || o.plan.problems > 0 ? "info" : "ok"),
        (e) => setStatus(importFailure(e, file.name, lang), "error"),
      )
      .finally(() => (fileInput.value = ""));
  });
}
