// What every action that writes a traveller's rows shares (apply.ts, clear.ts, migrate.ts): who
// acts and when, a new adjustment's id, the sheet's own key as the log records it, the checks
// before anything is written, and where a row's Table result cell is.
import { paneText } from "../i18n/pane";
import { adjustmentId } from "./adjustments";
import { customProperties } from "./excelCells";
import { newSheetKey } from "./identity";
import { logBlocked, SHEET_PROPERTY } from "./logSheet";
import { Analysis, Target } from "./selection";

export interface Actor {
  reason: string;
  who: string;
  /** ISO time of the action. */
  time: string;
}

let idCounter = 0;
/** A new adjustment id: unique in the workbook for all practical purposes, short enough to read. */
export function newId(time: string): string {
  idCounter = (idCounter + 1) % 1296;
  return adjustmentId(time, idCounter, Math.random() * 1296);
}

/**
 * What the log records as the adjusted cell's sheet: its own key — given to it now if it has none
 * yet, and written with the log rows (keepSheetKey) — or, on hosts without custom properties,
 * Excel's id. An account for the director; the pane no longer finds cells by it.
 */
export function sheetKey(analysis: Analysis): string {
  if (!analysis.sheet.key && customProperties()) {
    analysis.sheet.key = newSheetKey();
    newKeys.set(analysis, analysis.sheet.key);
  }
  return analysis.sheet.key || analysis.sheet.id;
}
const newKeys = new WeakMap<Analysis, string>();

/** Queues, in the log's batch, the key a sheet was just given. */
export const keepSheetKey = (analysis: Analysis) => (): void => {
  const key = newKeys.get(analysis);
  if (key) analysis.ws.customProperties.add(SHEET_PROPERTY, key);
};

/** Refuses, before anything is written, a write the sheet or the log would not take. */
export function checkWritable(analysis: Analysis): void {
  const blocked = logBlocked(analysis.log, analysis.lang);
  if (blocked) throw new Error(blocked);
  if (analysis.sheetProtected) throw new Error(paneText(analysis.lang, "workbook.sheetProtected", { sheet: analysis.sheet.name }));
}

/** The Table result cell of a target's row, as a range to write (the column may be about to be added). */
export const tableRange = (analysis: Analysis, t: Target, column: number): Excel.Range => t.table?.cell ?? analysis.ws.getRangeByIndexes(t.row, column, 1, 1);
