// Everything the task pane does to the workbook, through Excel.run. The decisions (what to log,
// what Clear restores, where formulas go) are made by pure functions in src/ and formulaPlan.ts;
// this file only reads cells, asks them, and writes the answer.
import {
  adjustmentState,
  AdjustmentState,
  applyRow,
  CellSnapshot,
  CellWrite,
  clearPlan,
  entryWrite,
  LOG_HEADER,
  LOG_SHEET,
  logRowCells,
  LogRow,
  overview,
  OverviewItem,
  parseLogRow,
  snapshotOf,
  snapshotWords,
  splitAddress,
} from "../../src/adjustments";
import { describeEntry } from "../../src/describe";
import { parseEntryText } from "../../src/notation";
import { columnLetter, firstFreeColumns, PaneSettings, planFormulas, recogniseColumns, uniqueSheetName } from "./formulaPlan";

/** One adjustment covers at most a few rounds' worth of cells; more is surely a wrong selection. */
export const MAX_CELLS = 500;
/** How far right of a table "Insert formulas" looks for two free columns. */
const LOOK_RIGHT = 26;
/** Our notes start with this, so Clear removes only the notes the pane wrote. */
export const NOTE_PREFIX = "Bridge adjustment:";

export type NoteSupport = "notes" | "comments" | "none";

/** Notes need ExcelApi 1.18; older hosts get a comment (1.10), the oldest nothing. */
export function noteSupport(): NoteSupport {
  const req = typeof Office !== "undefined" ? Office.context?.requirements : undefined;
  if (!req) return "none";
  if (req.isSetSupported("ExcelApi", "1.18")) return "notes";
  if (req.isSetSupported("ExcelApi", "1.10")) return "comments";
  return "none";
}

const CELL_PROPERTIES = "address, formulas, values, valueTypes, numberFormat";

function readCell(range: Excel.Range): void {
  range.load(CELL_PROPERTIES);
  range.format.fill.load("color");
}

function snapshot(range: Excel.Range): CellSnapshot {
  return snapshotOf({
    formula: range.formulas[0][0],
    value: range.values[0][0],
    valueType: String(range.valueTypes[0][0]),
    numberFormat: range.numberFormat[0][0],
    fill: range.format.fill.color,
  });
}

function write(range: Excel.Range, w: CellWrite): void {
  // The format first: a value is interpreted under the format the cell has when it arrives.
  range.numberFormat = [[w.numberFormat]];
  if (w.formula !== undefined) range.formulas = [[w.formula]];
  else range.values = [[w.value ?? ""]];
  if (w.fill === null) range.format.fill.clear();
  else range.format.fill.color = w.fill;
}

// ---------------------------------------------------------------------------------------------
// The log sheet

interface Log {
  sheet: Excel.Worksheet;
  rows: LogRow[];
  /** 1-based row number where the next log row goes; 0 when the sheet must be created. */
  next: number;
}

async function readLog(context: Excel.RequestContext): Promise<Log> {
  const sheet = context.workbook.worksheets.getItemOrNullObject(LOG_SHEET);
  sheet.load("isNullObject");
  await context.sync();
  if (sheet.isNullObject) return { sheet, rows: [], next: 0 };
  const used = sheet.getUsedRangeOrNullObject(true);
  used.load("isNullObject, values, rowIndex, rowCount");
  await context.sync();
  if (used.isNullObject) return { sheet, rows: [], next: 1 };
  const rows = used.values.map(parseLogRow).filter((r): r is LogRow => r !== null);
  return { sheet, rows, next: used.rowIndex + used.rowCount + 1 };
}

function appendLog(context: Excel.RequestContext, log: Log, rows: LogRow[]): void {
  if (rows.length === 0) return;
  let sheet = log.sheet;
  let next = log.next;
  if (next === 0) sheet = context.workbook.worksheets.add(LOG_SHEET);
  if (next <= 1) {
    const header = sheet.getRange(`A1:${columnLetter(LOG_HEADER.length - 1)}1`);
    header.values = [[...LOG_HEADER]];
    header.format.font.bold = true;
    next = 2;
  }
  const range = sheet.getRange(`A${next}:${columnLetter(LOG_HEADER.length - 1)}${next + rows.length - 1}`);
  // Text, so that a previous value of 0.6, 450/-480 or =SUM(…) is kept exactly as it was.
  range.numberFormat = rows.map(() => LOG_HEADER.map(() => "@"));
  range.values = rows.map(logRowCells);
  log.next = next + rows.length;
  log.sheet = sheet;
}

// ---------------------------------------------------------------------------------------------
// Notes

function noteText(row: LogRow, original: CellSnapshot): string {
  let words: string;
  try {
    words = describeEntry(parseEntryText(row.entry));
  } catch {
    words = row.entry;
  }
  const parts = [`${NOTE_PREFIX} ${row.entry}`, words, `Table result: ${snapshotWords(original)}.`];
  if (row.reason) parts.push(`Reason: ${row.reason}`);
  if (row.who) parts.push(`By ${row.who}, ${row.time.slice(0, 16).replace("T", " ")}`);
  return parts.join("\n");
}

/**
 * Puts a note on each adjusted cell, or takes ours off. Best effort in its own batch: a host
 * without notes, or a cell with a director's own note, must not undo the adjustment itself.
 */
async function syncNotes(context: Excel.RequestContext, items: { address: string; text: string | null }[]): Promise<void> {
  const support = noteSupport();
  if (support === "none" || items.length === 0) return;
  try {
    if (support === "notes") {
      const existing = items.map((i) => {
        const note = context.workbook.notes.getItemOrNullObject(i.address);
        note.load("isNullObject, content");
        return note;
      });
      await context.sync();
      items.forEach((item, k) => {
        const note = existing[k];
        const ours = !note.isNullObject && String(note.content).startsWith(NOTE_PREFIX);
        if (item.text === null) {
          if (ours) note.delete();
        } else if (ours) note.content = item.text;
        else if (note.isNullObject) context.workbook.notes.add(item.address, item.text);
        // A director's own note stays as it is: the log has the adjustment.
      });
    } else {
      // Comments one cell at a time: getItemByCell throws where there is none, and that must
      // not stop the others. Only the pane's own comments are removed.
      for (const item of items) {
        try {
          if (item.text === null) {
            const comment = context.workbook.comments.getItemByCell(item.address);
            comment.load("content");
            await context.sync();
            if (String(comment.content).startsWith(NOTE_PREFIX)) comment.delete();
          } else context.workbook.comments.add(item.address, item.text);
          await context.sync();
        } catch {
          // no comment there, or one already: the log has the adjustment
        }
      }
      return;
    }
    await context.sync();
  } catch {
    // Notes are a courtesy; the cell, its highlight and the log are already written.
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the selection

export interface SelectionInfo {
  address: string;
  cellCount: number;
  active: { address: string; snapshot: CellSnapshot; state: AdjustmentState };
}

export async function readSelection(): Promise<SelectionInfo> {
  return Excel.run(async (context) => {
    const range = context.workbook.getSelectedRange();
    range.load("address, cellCount");
    const cell = context.workbook.getActiveCell();
    readCell(cell);
    await context.sync();
    const log = await readLog(context);
    const current = snapshot(cell);
    return {
      address: range.address,
      cellCount: range.cellCount,
      active: { address: cell.address, snapshot: current, state: adjustmentState(log.rows, cell.address, current) },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Apply and clear

export interface Actor {
  reason: string;
  who: string;
  /** ISO time of the action. */
  time: string;
}

async function selectedCells(context: Excel.RequestContext): Promise<{ range: Excel.Range; cells: Excel.Range[] }> {
  const range = context.workbook.getSelectedRange();
  range.load("address, rowCount, columnCount, cellCount");
  range.worksheet.load("name");
  await context.sync();
  if (range.worksheet.name === LOG_SHEET) throw new Error(`The ${LOG_SHEET} sheet is the log: select score cells on a traveller.`);
  if (range.cellCount > MAX_CELLS) throw new Error(`${range.cellCount} cells are selected; an adjustment covers at most ${MAX_CELLS}.`);
  const cells: Excel.Range[] = [];
  for (let r = 0; r < range.rowCount; r++)
    for (let c = 0; c < range.columnCount; c++) {
      const cell = range.getCell(r, c);
      readCell(cell);
      cells.push(cell);
    }
  await context.sync();
  return { range, cells };
}

/** Writes `entry` (canonical notation) into every selected cell, logging what each held. */
export async function applyAdjustment(entry: string, actor: Actor): Promise<{ addresses: string[] }> {
  return Excel.run(async (context) => {
    const { cells } = await selectedCells(context);
    const log = await readLog(context);
    const rows: LogRow[] = [];
    const notes: { address: string; text: string }[] = [];
    for (const cell of cells) {
      const current = snapshot(cell);
      const row = applyRow(cell.address, current, entry, actor.reason, actor.who, actor.time);
      // The note names the table result, which is the chain's first previous, not this one.
      const original = adjustmentState(log.rows, cell.address, current).original ?? current;
      rows.push(row);
      notes.push({ address: cell.address, text: noteText(row, original) });
      write(cell, entryWrite(entry));
    }
    appendLog(context, log, rows);
    await context.sync();
    await syncNotes(context, notes);
    return { addresses: rows.map((r) => r.address) };
  });
}

/** Restores the table result of every selected adjusted cell; others are left alone. */
export async function clearAdjustment(actor: Actor): Promise<{ restored: string[]; untouched: string[] }> {
  return Excel.run(async (context) => {
    const { cells } = await selectedCells(context);
    const log = await readLog(context);
    const rows: LogRow[] = [];
    const untouched: string[] = [];
    for (const cell of cells) {
      const plan = clearPlan(log.rows, cell.address, snapshot(cell), actor.reason, actor.who, actor.time);
      if (!plan) {
        untouched.push(cell.address);
        continue;
      }
      rows.push(plan.row);
      write(cell, plan.write);
    }
    appendLog(context, log, rows);
    await context.sync();
    await syncNotes(
      context,
      rows.map((r) => ({ address: r.address, text: null })),
    );
    return { restored: rows.map((r) => r.address), untouched };
  });
}

// ---------------------------------------------------------------------------------------------
// Overview

export async function readOverview(): Promise<OverviewItem[]> {
  return Excel.run(async (context) => {
    const log = await readLog(context);
    const open = overview(log.rows, () => null).map((i) => i.address);
    const sheets = context.workbook.worksheets;
    sheets.load("items");
    await context.sync();
    const names = new Set(sheets.items.map((s) => s.name));
    const cells = new Map<string, Excel.Range>();
    for (const address of open) {
      const { sheet, cell } = splitAddress(address);
      if (!names.has(sheet)) continue;
      const range = sheets.getItem(sheet).getRange(cell);
      readCell(range);
      cells.set(address, range);
    }
    await context.sync();
    return overview(log.rows, (address) => {
      const range = cells.get(address);
      return range ? snapshot(range) : null;
    });
  });
}

/** Selects a cell the overview lists, bringing its sheet to the front. */
export async function selectCell(address: string): Promise<void> {
  await Excel.run(async (context) => {
    const { sheet, cell } = splitAddress(address);
    const ws = context.workbook.worksheets.getItem(sheet);
    ws.activate();
    ws.getRange(cell).select();
    await context.sync();
  });
}

// ---------------------------------------------------------------------------------------------
// Insert formulas

export interface InsertedFormulas {
  scoreCell: string;
  scoreFormula: string;
  rankingSheet: string | null;
  rankingFormula: string | null;
}

export async function insertFormulas(settings: PaneSettings): Promise<InsertedFormulas> {
  return Excel.run(async (context) => {
    const range = context.workbook.getSelectedRange();
    range.load("values, rowIndex, columnIndex, rowCount, columnCount");
    const ws = range.worksheet;
    ws.load("name");
    const sheets = context.workbook.worksheets;
    sheets.load("items");
    await context.sync();
    const columns = recogniseColumns(range.values);
    if (typeof columns === "string") throw new Error(columns);
    if (range.rowCount < 2 && !columns.header) throw new Error("Select the whole traveller, not one row.");
    const right = range.getOffsetRange(0, range.columnCount).getAbsoluteResizedRange(range.rowCount, LOOK_RIGHT);
    right.load("values");
    await context.sync();
    const sel = { sheet: ws.name, row: range.rowIndex, column: range.columnIndex, values: range.values };
    const plan = planFormulas(sel, columns, firstFreeColumns(right.values, 2), settings);
    if (plan.headerCells) {
      const header = ws.getRange(plan.headerCells);
      header.values = [plan.headers];
      header.format.font.bold = true;
    }
    ws.getRange(plan.scoreCell).formulas = [[plan.scoreFormula]];
    let rankingSheet: string | null = null;
    if (plan.rankingFormula) {
      rankingSheet = uniqueSheetName(
        sheets.items.map((s) => s.name),
        "Ranking",
      );
      const added = sheets.add(rankingSheet);
      added.getRange("A1").formulas = [[plan.rankingFormula]];
    }
    await context.sync();
    return { scoreCell: `${ws.name}!${plan.scoreCell}`, scoreFormula: plan.scoreFormula, rankingSheet, rankingFormula: plan.rankingFormula };
  });
}
