// What "Export results…" reads from Excel, and when (docs/rules.md §11, docs/task-pane.md). While
// the section is open the pane only looks at the first rows of the active sheet, whatever the
// director selects; the whole traveller is read when Export is clicked, in chunks that each stay
// far below the 5 MB Excel on the web allows a response (resource-limits-and-performance-
// optimization.md, "Excel add-ins"), and only once Excel says its calculation is done.
import { ExportLine, PairNames } from "../../src";
import { Language } from "../i18n/language";
import { messageText } from "../i18n/pane";
import { findTraveller, sheetLines, sheetScoring, SheetScoring } from "./exportPlan";

/** Rows and columns of the sheet the pane looks at while the section is open: the header and some lines. */
export const PREVIEW_ROWS = 64;
const PREVIEW_COLUMNS = 64;
/** What one sync of the export's reading receives at most, values and formulas as JSON. */
export const READ_BYTES = 512 * 1024;
/** Rows of the first chunk at most (fewer for a wide sheet); later chunks are sized from what the rows before them cost. */
const FIRST_CHUNK = 500;

export interface ExportSheet {
  sheet: string;
  lines: ExportLine[];
  names: PairNames[];
  scoring: SheetScoring;
}

/** What the open section shows: the sheet, its rows, and its lines when the preview held them all. */
export interface ExportPreview {
  sheet: string;
  scoring: SheetScoring;
  /** The traveller's lines when the preview held the whole used range, else null. */
  lines: number | null;
  /** The used range's rows below the header. */
  rows: number;
}

type Fallback = { profile: string; scoring: "mp" | "butler" };

/** The formulas of A1 of every other sheet, where a RANKING over this one sits (Insert formulas, Import). */
async function rankingFormulas(context: Excel.RequestContext, sheet: string): Promise<string[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  // A1, or A2 under the headings of New session's ranking sheet (docs/task-pane.md).
  const firsts = sheets.items.filter((s) => s.name !== sheet).map((s) => s.getRange("A1:A2").load("formulas"));
  await context.sync();
  return firsts.flatMap((r) => r.formulas.map((row) => String(row[0] ?? "")));
}

/** The active sheet and where its used range is (not its cells), or why there is nothing to export. */
async function activeSheet(context: Excel.RequestContext, lang: Language): Promise<{ ws: Excel.Worksheet; used: Excel.Range } | { problem: string }> {
  const ws = context.workbook.worksheets.getActiveWorksheet();
  ws.load("name");
  const used = ws.getUsedRangeOrNullObject();
  used.load("isNullObject, rowIndex, columnIndex, rowCount, columnCount");
  await context.sync();
  if (used.isNullObject) return { problem: messageText(lang, { key: "export.noTraveller", params: { sheet: ws.name } }) };
  return { ws, used };
}

/** The active sheet's traveller as far as its first rows show it, or why the sheet is not one. */
export async function previewExportSheet(fallback: Fallback, lang: Language): Promise<ExportPreview | { problem: string }> {
  return Excel.run(async (context) => {
    const sheet = await activeSheet(context, lang);
    if ("problem" in sheet) return sheet;
    const { ws, used } = sheet;
    const top = ws.getRangeByIndexes(used.rowIndex, used.columnIndex, Math.min(used.rowCount, PREVIEW_ROWS), Math.min(used.columnCount, PREVIEW_COLUMNS));
    top.load("values, formulas");
    await context.sync();
    const found = findTraveller(top.values, ws.name);
    if ("key" in found) return { problem: messageText(lang, found) };
    const whole = used.rowCount <= PREVIEW_ROWS && used.columnCount <= PREVIEW_COLUMNS;
    const lines = whole ? sheetLines(top.values, found, ws.name).lines.length : null;
    const scoring = sheetScoring(top.formulas, await rankingFormulas(context, ws.name), ws.name, fallback);
    return { sheet: ws.name, scoring, lines, rows: used.rowCount - found.headerRow - 1 };
  });
}

/**
 * Whether Excel has calculated every formula (Application.calculationState, ExcelApi 1.9). When it
 * has not — Manual calculation, which the workbook does not choose, or a calculation still
 * running — it is asked to calculate, and the export waits for the director to try again: the
 * Score column's values could be stale. Without ExcelApi 1.9 the state cannot be asked.
 */
async function calculated(context: Excel.RequestContext): Promise<boolean> {
  if (!Office.context.requirements.isSetSupported("ExcelApi", "1.9")) return true;
  const app = context.workbook.application;
  app.load("calculationState");
  await context.sync();
  if (app.calculationState === "Done") return true;
  app.calculate("Recalculate");
  await context.sync();
  return false;
}

/** The active sheet's traveller, read whole in chunks when Export is clicked, or why it cannot be exported now. */
export async function readExportSheet(fallback: Fallback, lang: Language): Promise<ExportSheet | { problem: string; retry?: boolean }> {
  return Excel.run(async (context) => {
    const sheet = await activeSheet(context, lang);
    if ("problem" in sheet) return sheet;
    const { ws, used } = sheet;
    if (!(await calculated(context))) return { problem: messageText(lang, { key: "export.notCalculated" }), retry: true };
    const values: unknown[][] = [];
    const formulas: unknown[][] = [];
    let rows = Math.max(1, Math.min(FIRST_CHUNK, Math.floor(READ_BYTES / 2 / (used.columnCount * 128))));
    for (let r = 0; r < used.rowCount;) {
      const n = Math.min(rows, used.rowCount - r);
      const chunk = ws.getRangeByIndexes(used.rowIndex + r, used.columnIndex, n, used.columnCount).load("values, formulas");
      await context.sync();
      for (const row of chunk.values) values.push(row);
      for (const row of chunk.formulas) formulas.push(row);
      r += n;
      // The next chunk as large as the rows read so far say fits in READ_BYTES, with a margin.
      const cost = JSON.stringify(chunk.values).length + JSON.stringify(chunk.formulas).length;
      rows = Math.max(1, Math.floor((READ_BYTES / 2 / Math.max(cost, 1)) * n));
    }
    const found = findTraveller(values, ws.name);
    if ("key" in found) return { problem: messageText(lang, found) };
    const { lines, names } = sheetLines(values, found, ws.name, used.rowIndex, used.columnIndex);
    return { sheet: ws.name, lines, names, scoring: sheetScoring(formulas, await rankingFormulas(context, ws.name), ws.name, fallback) };
  });
}
