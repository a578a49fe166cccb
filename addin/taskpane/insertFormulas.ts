// "Insert formulas": MATCHPOINTS (or BUTLERIMP) beside the selected traveller and a RANKING on a
// new sheet. It writes only into columns it has read and found empty — values and formulas, in
// the traveller's rows and its title row — and never on the log; otherwise it refuses and says why.
// Where things go is formulaPlan.ts's decision.
import { Language } from "../i18n/language";
import { messageText, paneText } from "../i18n/pane";
import { firstFreeColumns, planFormulas, readColumns, uniqueSheetName } from "./formulaPlan";
import { PaneSettings } from "./paneSettings";
import { queueLogProbe, queueSheets, whichLog } from "./logSheet";

/** How far right of a table "Insert formulas" looks for two free columns. */
const LOOK_RIGHT = 26;

export interface InsertedFormulas {
  scoreCell: string;
  scoreFormula: string;
  rankingSheet: string | null;
  rankingFormula: string | null;
}

export async function insertFormulas(settings: PaneSettings, lang: Language = "en"): Promise<InsertedFormulas> {
  return Excel.run(async (context) => {
    const sheetsOf = queueSheets(context);
    const range = context.workbook.getSelectedRange();
    range.load("rowIndex, columnIndex, rowCount, columnCount");
    const ws = range.worksheet;
    ws.load("name, id");
    // Only the header row is read, not the whole selection: a traveller of 100 000 rows would be
    // megabytes in one sync (Excel on the web caps a request at 5 MB).
    const header = range.getRow(0);
    header.load("values");
    // Every cell that holds anything — a formula that shows nothing, a format — counts as used here.
    const used = ws.getUsedRangeOrNullObject(false);
    used.load("rowIndex, columnIndex, rowCount, columnCount");
    await context.sync();
    const { items } = sheetsOf();
    const probeOf = queueLogProbe(context, items);
    const columns = readColumns(header.values, range.rowCount);
    // The rows the formulas fill, and the title row above them (the selection's own, or the row
    // just above a selection without titles).
    const top = !("key" in columns) && !columns.header && range.rowIndex > 0 ? range.rowIndex - 1 : range.rowIndex;
    const right = range.columnIndex + range.columnCount;
    const usedRight = used.isNullObject ? 0 : used.columnIndex + used.columnCount;
    const width = Math.min(Math.max(0, usedRight - right), LOOK_RIGHT);
    const block = width > 0 ? ws.getRangeByIndexes(top, right, range.rowIndex + range.rowCount - top, width) : null;
    block?.load("formulas");
    await context.sync();
    if (whichLog(probeOf()) === ws.id) throw new Error(paneText(lang, "workbook.logSheet", { sheet: ws.name }));
    if ("key" in columns) throw new Error(messageText(lang, columns));
    if (range.rowCount < 2 && !columns.header) throw new Error(paneText(lang, "workbook.wholeTraveller"));
    // Beyond the used range every column is empty; inside it only what was read and found empty.
    const freeOffset = block ? firstFreeColumns(block.formulas, 2) : 0;
    if (freeOffset + 2 > width && usedRight > right + width) throw new Error(paneText(lang, "workbook.noFreeColumns", { count: LOOK_RIGHT }));
    const sel = { sheet: ws.name, row: range.rowIndex, column: range.columnIndex, rowCount: range.rowCount, columnCount: range.columnCount };
    const plan = planFormulas(sel, columns, freeOffset, settings);
    if (plan.headerCells) {
      const titles = ws.getRange(plan.headerCells);
      titles.values = [plan.headers];
      titles.format.font.bold = true;
    }
    ws.getRange(plan.scoreCell).formulas = [[plan.scoreFormula]];
    let rankingSheet: string | null = null;
    if (plan.rankingFormula) {
      rankingSheet = uniqueSheetName(
        items.map((s) => s.name),
        "Ranking",
      );
      const added = context.workbook.worksheets.add(rankingSheet);
      added.getRange("A1").formulas = [[plan.rankingFormula]];
    }
    await context.sync();
    return { scoreCell: `${ws.name}!${plan.scoreCell}`, scoreFormula: plan.scoreFormula, rankingSheet, rankingFormula: plan.rankingFormula };
  });
}
