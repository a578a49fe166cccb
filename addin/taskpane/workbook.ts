// Everything the task pane does to the workbook, through Excel.run. The decisions (what to log,
// what Clear restores, where formulas go) are made by pure functions in src/ and formulaPlan.ts;
// this file only reads cells, asks them, and writes the answer.
import {
  adjustmentId,
  adjustmentState,
  AdjustmentState,
  applyRow,
  CellSnapshot,
  CellWrite,
  clearDecision,
  entryWrite,
  Grid,
  isScoreColumn,
  locate,
  LOG_HEADER,
  LOG_SHEET,
  LogRow,
  LogSeal,
  OpenChain,
  openChains,
  overview,
  OverviewItem,
  parseLogRow,
  restoreWrite,
  rowKey,
  sealedRows,
  snapshotOf,
  snapshotWords,
  logProblems,
} from "./adjustments";
import { describeEntry } from "../../src/describe";
import { BridgeInputError } from "../../src/errors";
import { renderMessage } from "../../src/messages";
import { Language } from "../i18n/language";
import { messageText, PaneKey, PaneMessage, paneText } from "../i18n/pane";
import { parseEntry, parseEntryText } from "../../src/notation";
import { a1, columnLetter, sheetRef, splitAddress } from "../address";
import { firstFreeColumns, PaneSettings, planFormulas, readColumns, uniqueSheetName } from "./formulaPlan";

/** One adjustment covers at most a few rounds' worth of cells; more is surely a wrong selection. */
export const MAX_CELLS = 500;
/** How far right of a table "Insert formulas" looks for two free columns. */
const LOOK_RIGHT = 26;
/** The pane's block in a note starts with this line and ends with NOTE_END; the rest is the director's. */
export const NOTE_PREFIX = "Bridge adjustment:";

/**
 * The language of what this module says to the director (problems, refusals); the pane sets it.
 * What it writes into the workbook (log, notes, sheet names) stays English on purpose.
 */
let lang: Language = "en";
export function setWorkbookLanguage(l: Language): void {
  lang = l;
}
const T = (key: PaneKey, params?: Record<string, string | number>): string => paneText(lang, key, params);
export const NOTE_END = "\u2014 Bridge Scoring pane";

/**
 * A cell's note with the pane's block replaced by `block` (null: removed), the director's own
 * words kept; null when nothing is left. A note written before the end line existed is the
 * pane's block from its first line to its end.
 */
export function mergeNote(existing: string | null, block: string | null): string | null {
  let own = existing ?? "";
  const start = own.indexOf(NOTE_PREFIX);
  if (start >= 0) {
    const end = own.indexOf(NOTE_END, start);
    own = end >= 0 ? own.slice(0, start) + own.slice(end + NOTE_END.length) : own.slice(0, start);
  }
  own = own.replace(/^\s+|\s+$/g, "");
  const merged = [block, own].filter((x) => x).join("\n");
  return merged === "" ? null : merged;
}

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

/** Fill pattern (ExcelApi 1.9) tells an explicit white fill from none; without it both read as white. */
const fillPatterns = (): boolean => typeof Office !== "undefined" && !!Office.context?.requirements?.isSetSupported("ExcelApi", "1.9");

function readCell(range: Excel.Range): void {
  range.load(CELL_PROPERTIES);
  range.format.fill.load(fillPatterns() ? "color, pattern" : "color");
}

function snapshot1(range: Excel.Range): CellSnapshot {
  return snapshotOf({
    formula: range.formulas[0][0],
    value: range.values[0][0],
    valueType: String(range.valueTypes[0][0]),
    numberFormat: range.numberFormat[0][0],
    fill: range.format.fill.color,
    fillPattern: fillPatterns() ? String(range.format.fill.pattern) : undefined,
  });
}

function write(range: Excel.Range, w: CellWrite): void {
  // The format first: a value is interpreted under the format the cell has when it arrives.
  // A formula written under Text ("@") would stay text: write it under General, then put "@" back.
  const textFormula = w.formula !== undefined && w.numberFormat === "@";
  range.numberFormat = [[textFormula ? "General" : w.numberFormat]];
  if (w.formula !== undefined) range.formulas = [[w.formula]];
  else range.values = [[w.value ?? ""]];
  if (textFormula) range.numberFormat = [["@"]];
  if (w.fill === null) range.format.fill.clear();
  else range.format.fill.color = w.fill;
}

// ---------------------------------------------------------------------------------------------
// The log sheet

interface Log {
  sheet: Excel.Worksheet | null;
  sheetId: string;
  rows: LogRow[];
  /** The sheet row (1-based) of each of `rows`, for messages that point into the log. */
  rowNumbers: number[];
  /** 1-based row number where the next log row goes; 0 when the sheet must be created. */
  next: number;
  /** What is wrong with the log as read (rows edited, missing, out of order); the pane then writes nothing. */
  problems: PaneMessage[];
  seal: LogSeal;
}

/** The document setting that holds the log sheet's worksheet id: the log is found by it, not by its name. */
export const LOG_ID_SETTING = "adjustmentLogSheetId";

function documentSettings(): Office.Settings | null {
  return typeof Office !== "undefined" ? (Office.context?.document?.settings ?? null) : null;
}

function rememberLogId(id: string): Promise<void> {
  const settings = documentSettings();
  if (!settings || settings.get(LOG_ID_SETTING) === id) return Promise.resolve();
  settings.set(LOG_ID_SETTING, id);
  return new Promise((resolve) => settings.saveAsync(() => resolve()));
}

async function readLog(context: Excel.RequestContext): Promise<Log> {
  const fresh = { problems: [] as PaneMessage[], seal: { seq: 0, check: "" } };
  const knownId = documentSettings()?.get(LOG_ID_SETTING) as string | null | undefined;
  // By its id first: a log renamed is still the log, and a sheet that merely took its name is not.
  const sheet = knownId ? context.workbook.worksheets.getItemOrNullObject(knownId) : context.workbook.worksheets.getItemOrNullObject(LOG_SHEET);
  sheet.load("isNullObject, id, name");
  await context.sync();
  if (sheet.isNullObject && knownId)
    return {
      sheet: null,
      sheetId: "",
      rows: [],
      rowNumbers: [],
      next: 0,
      problems: [{ key: "log.deleted" }],
      seal: fresh.seal,
    };
  if (sheet.isNullObject) return { sheet: null, sheetId: "", rows: [], rowNumbers: [], next: 0, ...fresh };
  if (!knownId) await rememberLogId(sheet.id);
  const used = sheet.getUsedRangeOrNullObject(true);
  used.load("isNullObject, values, rowIndex, rowCount");
  await context.sync();
  if (used.isNullObject) return { sheet, sheetId: sheet.id, rows: [], rowNumbers: [], next: 1, ...fresh };
  const rows: LogRow[] = [];
  const rowNumbers: number[] = [];
  used.values.forEach((cells, i) => {
    const row = parseLogRow(cells);
    if (row) {
      rows.push(row);
      rowNumbers.push(used.rowIndex + i + 1);
    }
  });
  const { problems, seal } = logProblems(used.values, used.rowIndex + 1);
  return { sheet, sheetId: sheet.id, rows, rowNumbers, next: used.rowIndex + used.rowCount + 1, problems, seal };
}

/**
 * Why the log cannot take a row now, or null: a protected log sheet, or a protected workbook
 * structure when the log sheet must still be created. Checked before anything is written.
 */
async function logBlocked(context: Excel.RequestContext, log: Log): Promise<string | null> {
  if (log.sheet) {
    log.sheet.protection.load("protected");
    await context.sync();
    return log.sheet.protection.protected ? T("workbook.logProtected", { log: LOG_SHEET }) : null;
  }
  const wb = context.workbook.protection;
  wb.load("protected");
  await context.sync();
  return wb.protected ? T("workbook.structureProtected", { log: LOG_SHEET }) : null;
}

/** The log's problems in one sentence, or null. */
function logProblem(log: Log): string | null {
  if (log.problems.length === 0) return null;
  if (log.problems[0].key === "log.deleted") return T("workbook.logProblem", { log: LOG_SHEET, problem: messageText(lang, log.problems[0]) });
  const shown = log.problems
    .slice(0, 3)
    .map((m) => messageText(lang, m))
    .join("; ") + (log.problems.length > 3 ? `; ${T("workbook.andMore", { count: log.problems.length - 3 })}` : "");
  return T("workbook.logChanged", { log: LOG_SHEET, problems: shown });
}

/** Refuses, before anything is written, a write the sheet or the log would not take. */
async function checkWritable(context: Excel.RequestContext, an: Analysis): Promise<void> {
  const damaged = logProblem(an.log);
  if (damaged) throw new Error(damaged);
  if (an.ws.protection.protected) throw new Error(T("workbook.sheetProtected", { sheet: an.sheet.name }));
  const blocked = await logBlocked(context, an.log);
  if (blocked) throw new Error(blocked);
}

/** Appends rows to the log and syncs: when this fails, the caller has written nothing else yet. */
async function appendLog(context: Excel.RequestContext, log: Log, rows: LogRow[]): Promise<void> {
  if (rows.length === 0) return;
  let sheet = log.sheet;
  let next = log.next;
  if (!sheet || next === 0) {
    sheet = context.workbook.worksheets.add(LOG_SHEET);
    sheet.load("id");
    await context.sync();
    await rememberLogId(sheet.id);
  }
  if (next <= 1) {
    const header = sheet.getRange(`A1:${columnLetter(LOG_HEADER.length - 1)}1`);
    header.values = [[...LOG_HEADER]];
    header.format.font.bold = true;
    next = 2;
  }
  const range = sheet.getRange(`A${next}:${columnLetter(LOG_HEADER.length - 1)}${next + rows.length - 1}`);
  // Text, so that a previous value of 0.6, 450/-480 or =SUM(…) is kept exactly as it was.
  range.numberFormat = rows.map(() => LOG_HEADER.map(() => "@"));
  // The leading apostrophe keeps every log cell text on every host ('Round 1'!G3 included).
  const sealed = sealedRows(rows, log.seal);
  range.values = sealed.cells.map((cells) => cells.map((cell) => `'${cell}`));
  await context.sync();
  log.seal = sealed.seal;
  log.next = next + rows.length;
  log.sheet = sheet;
}

// ---------------------------------------------------------------------------------------------
// Notes

/** The pane's block in an adjusted cell's note (exported so the example workbook carries the same). */
export function noteText(row: LogRow, original: CellSnapshot): string {
  let words: string;
  try {
    words = describeEntry(parseEntryText(row.entry));
  } catch {
    words = row.entry;
  }
  const parts = [`${NOTE_PREFIX} ${row.entry}`, words, `Table result: ${snapshotWords(original)}.`];
  if (row.reason) parts.push(`Reason: ${row.reason}`);
  parts.push(`${row.who ? `By ${row.who}, ` : ""}${row.time.slice(0, 16).replace("T", " ")} UTC`);
  parts.push(NOTE_END);
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
        // The pane's block is replaced or removed; the director's own words in the note stay.
        const merged = mergeNote(note.isNullObject ? null : String(note.content), item.text);
        if (note.isNullObject) {
          if (merged !== null) context.workbook.notes.add(item.address, merged);
        } else if (merged === null) note.delete();
        else note.content = merged;
      });
    } else {
      // Comments one cell at a time: getItemByCell throws where there is none, and that must
      // not stop the others.
      for (const item of items) {
        let comment: Excel.Comment | null = null;
        try {
          comment = context.workbook.comments.getItemByCell(item.address);
          comment.load("content");
          await context.sync();
        } catch {
          comment = null;
        }
        try {
          const merged = mergeNote(comment ? String(comment.content) : null, item.text);
          if (comment && merged === null) comment.delete();
          else if (comment) comment.content = merged!;
          else if (merged !== null) context.workbook.comments.add(item.address, merged);
          await context.sync();
        } catch {
          // the log has the adjustment
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
// The selection: which cells are score cells, and which adjustment each one carries

/** Whether a cell's value is an entry the functions accept (ordinary or adjusted). */
export function isEntry(v: unknown): boolean {
  if (v === null || v === undefined || (typeof v === "string" && v.trim() === "") || typeof v === "boolean") return false;
  try {
    parseEntry(v as string | number);
    return true;
  } catch {
    return false;
  }
}

/** The used range of a sheet as values and formulas; an empty grid for an empty sheet. */
async function readGrid(context: Excel.RequestContext, ws: Excel.Worksheet): Promise<Grid> {
  const used = ws.getUsedRangeOrNullObject(true);
  used.load("isNullObject, values, formulas, rowIndex, columnIndex");
  await context.sync();
  if (used.isNullObject) return { top: 0, left: 0, values: [], formulas: [] };
  return { top: used.rowIndex, left: used.columnIndex, values: used.values, formulas: used.formulas };
}

/** The open chains whose cell is on this worksheet: by Excel's sheet id, or by name in old logs. */
function chainsOn(chains: readonly OpenChain[], ws: { id: string; name: string }): OpenChain[] {
  return chains.filter((c) => (c.last.sheetId ? c.last.sheetId === ws.id : splitAddress(c.last.address).sheet.toLowerCase() === ws.name.toLowerCase()));
}

/** Where each chain of the sheet is now ("row,column" → chain), and the ones found nowhere. */
function placeChains(chains: readonly OpenChain[], grid: Grid): { at: Map<string, OpenChain>; lost: { chain: OpenChain; why: PaneMessage }[] } {
  const at = new Map<string, OpenChain>();
  const lost: { chain: OpenChain; why: PaneMessage }[] = [];
  for (const chain of chains) {
    const where = locate(chain, grid, isEntry);
    if (where.row === null) lost.push({ chain, why: where.reason });
    else if (at.has(`${where.row},${where.column}`)) lost.push({ chain, why: { key: "locate.sameCell" } });
    else at.set(`${where.row},${where.column}`, chain);
  }
  return { at, lost };
}

export interface Target {
  cell: Excel.Range;
  address: string;
  row: number;
  column: number;
  snapshot: CellSnapshot;
  chain: OpenChain | null;
  /** Why Apply may not write here; null for a score cell. */
  problem: string | null;
}

interface Analysis {
  address: string;
  ws: Excel.Worksheet;
  sheet: { id: string; name: string };
  /** Why nothing in this selection may be written (too large, the log); null otherwise. */
  problem: string | null;
  targets: Target[];
  grid: Grid;
  log: Log;
  lost: { chain: OpenChain; why: PaneMessage }[];
}

/** Why a cell is not a score cell, in the words of the functions where they have some. */
function scoreCellProblem(s: CellSnapshot, value: unknown, grid: Grid, column: number, adjusted: boolean): string | null {
  if (adjusted) return null;
  const scores = isScoreColumn(grid, column, isEntry);
  if (s.kind === "blank") return scores ? null : T("workbook.blankNoScores");
  if (s.kind === "formula") return isEntry(value) && scores ? null : T("workbook.formulaNotScore", { formula: s.text });
  if (!isEntry(value)) {
    try {
      parseEntry(value as string | number);
    } catch (e) {
      // The core's own words up to the first colon or semicolon ("'x' is not an entry"), in the pane's language.
      return e instanceof BridgeInputError ? renderMessage(e, lang).split(/[:;]/)[0] : e instanceof Error ? e.message.split(/[:;]/)[0] : String(e);
    }
    return T("workbook.notEntry");
  }
  return scores ? null : T("workbook.notScoreColumn", { value: s.text });
}

/** Reads the selection, the log and the sheet, and says for each selected cell what it is. */
async function analyseSelection(context: Excel.RequestContext): Promise<Analysis> {
  const range = context.workbook.getSelectedRange();
  range.load("address, rowIndex, columnIndex, rowCount, columnCount");
  const ws = range.worksheet;
  ws.load("name, id");
  ws.protection.load("protected");
  await context.sync();
  const sheet = { id: ws.id, name: ws.name };
  const log = await readLog(context);
  const empty: Grid = { top: 0, left: 0, values: [], formulas: [] };
  const base = { address: range.address, ws, sheet, log, targets: [] as Target[], grid: empty, lost: [] };
  // rowCount × columnCount, not cellCount: cellCount is −1 above 2^31−1 cells (a whole sheet).
  const size = range.rowCount * range.columnCount;
  if (log.sheet && !log.sheet.isNullObject && log.sheetId === ws.id) return { ...base, problem: T("workbook.logSheet", { sheet: LOG_SHEET }) };
  const damaged = logProblem(log);
  if (damaged) return { ...base, problem: damaged };
  if (size > MAX_CELLS) return { ...base, problem: T("workbook.tooManyCells", { count: size.toLocaleString(lang), max: MAX_CELLS }) };
  const grid = await readGrid(context, ws);
  const { at, lost } = placeChains(chainsOn(openChains(log.rows, log.rowNumbers), sheet), grid);
  const cells: { cell: Excel.Range; row: number; column: number }[] = [];
  for (let r = 0; r < range.rowCount; r++)
    for (let c = 0; c < range.columnCount; c++) {
      const cell = range.getCell(r, c);
      readCell(cell);
      cells.push({ cell, row: range.rowIndex + r, column: range.columnIndex + c });
    }
  await context.sync();
  const targets = cells.map(({ cell, row, column }) => {
    const snapshot = snapshot1(cell);
    const chain = at.get(`${row},${column}`) ?? null;
    return { cell, address: cell.address, row, column, snapshot, chain, problem: scoreCellProblem(snapshot, cell.values[0][0], grid, column, chain !== null) };
  });
  return { ...base, grid, targets, lost, problem: null };
}

/** "G3 ('Board' is not an entry), A2 (…) and 60 more". */
export function problemList(targets: readonly { address: string; problem: string | null }[], shown = 4): string {
  const bad = targets.filter((t) => t.problem !== null);
  const words = bad.slice(0, shown).map((t) => `${splitAddress(t.address).cell} (${t.problem})`);
  return words.join("; ") + (bad.length > shown ? `; ${T("workbook.andMore", { count: bad.length - shown })}` : "");
}

export interface SelectionInfo {
  address: string;
  /** Cells selected: rows × columns (a whole sheet is 17 179 869 184). */
  cellCount: number;
  active: { address: string; snapshot: CellSnapshot; state: AdjustmentState };
  /** Why Apply may not write into this selection; null when every cell is a score cell. */
  applyProblem: string | null;
  /** Adjusted cells of this sheet the log has but that are found nowhere now. */
  lost: string[];
}

function stateOf(chain: OpenChain | null, log: Log, current: CellSnapshot): AdjustmentState {
  return chain ? adjustmentState(log.rows, chain.key, current) : adjustmentState([], "", current);
}

export async function readSelection(): Promise<SelectionInfo> {
  return Excel.run(async (context) => {
    const range = context.workbook.getSelectedRange();
    range.load("rowCount, columnCount");
    const cell = context.workbook.getActiveCell();
    readCell(cell);
    cell.load("rowIndex, columnIndex");
    await context.sync();
    const current = snapshot1(cell);
    const an = await analyseSelection(context);
    const activeTarget = an.targets.find((t) => t.row === cell.rowIndex && t.column === cell.columnIndex);
    let applyProblem = an.problem;
    if (!applyProblem && an.targets.some((t) => t.problem)) {
      const bad = an.targets.filter((t) => t.problem).length;
      const what = bad === an.targets.length ? T(bad === 1 ? "workbook.notScoreOne" : "workbook.notScoreAll") : T("workbook.notScoreSome", { bad, count: an.targets.length });
      applyProblem = T("workbook.selectOnlyScores", { what, list: problemList(an.targets) });
    }
    return {
      address: an.address,
      cellCount: range.rowCount * range.columnCount,
      active: { address: cell.address, snapshot: current, state: stateOf(activeTarget?.chain ?? null, an.log, current) },
      applyProblem,
      lost: an.lost.map(({ chain, why }) => lostWords(chain, why)),
    };
  });
}

function lostWords(chain: OpenChain, why: PaneMessage): string {
  return T("workbook.lost", {
    cell: splitAddress(chain.last.address).cell,
    entry: chain.last.entry,
    why: messageText(lang, why),
    original: snapshotWords(chain.first.previous, lang),
    log: LOG_SHEET,
    row: chain.logRows[0],
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

let idCounter = 0;
/** A new adjustment id: unique in the workbook for all practical purposes, short enough to read. */
function newId(time: string): string {
  idCounter = (idCounter + 1) % 1296;
  return adjustmentId(time, idCounter, Math.random() * 1296);
}

/**
 * Writes `entry` (canonical notation) into every selected cell, logging what each held. Every
 * selected cell must be a score cell; otherwise nothing is written and the error says which
 * cells are not, and why. The log row is written and synced before any cell changes.
 */
export async function applyAdjustment(entry: string, actor: Actor): Promise<{ addresses: string[] }> {
  return Excel.run(async (context) => {
    const an = await analyseSelection(context);
    if (an.problem) throw new Error(an.problem);
    if (an.targets.some((t) => t.problem)) throw new Error(T("workbook.nothingWritten", { list: problemList(an.targets) }));
    const rows: LogRow[] = [];
    const notes: { address: string; text: string }[] = [];
    for (const t of an.targets) {
      const identity = t.chain
        ? { id: t.chain.last.id, sheetId: an.sheet.id, rowKey: rowKey(an.grid, t.row, t.column, isEntry) }
        : { id: newId(actor.time), sheetId: an.sheet.id, rowKey: rowKey(an.grid, t.row, t.column, isEntry) };
      const row = applyRow(t.address, t.snapshot, entry, actor.reason, actor.who, actor.time, identity);
      // The note names the table result, which is the chain's first previous, not this one.
      const original = t.chain ? t.chain.first.previous : t.snapshot;
      rows.push(row);
      notes.push({ address: t.address, text: noteText(row, original) });
    }
    // Log first: if the log cannot be written, no cell has changed.
    await checkWritable(context, an);
    await appendLog(context, an.log, rows);
    try {
      an.targets.forEach((t) => write(t.cell, entryWrite(entry)));
      await context.sync();
    } catch (e) {
      await closeUnwritten(context, an, rows, entry, actor, e);
      throw new Error(T("workbook.writeFailed", { error: e instanceof Error ? e.message : String(e) }));
    }
    await syncNotes(context, notes);
    return { addresses: rows.map((r) => r.address) };
  });
}

/**
 * After the log rows of an apply were written, writing the cells failed: each cell that does not
 * hold the entry gets a row closing its chain ("apply did not complete"), so the log never claims
 * an adjustment the sheet does not have, and Clear has nothing to restore there.
 */
async function closeUnwritten(context: Excel.RequestContext, an: Analysis, rows: LogRow[], entry: string, actor: Actor, e: unknown): Promise<void> {
  const again = an.targets.map((t) => {
    const r = an.ws.getRange(a1(t.row, t.column));
    readCell(r);
    return r;
  });
  await context.sync();
  const closing: LogRow[] = [];
  again.forEach((r, i) => {
    const now = snapshot1(r);
    if (now.kind === "text" && now.text === entry) return;
    const row = rows[i];
    const reason = `apply did not complete (${e instanceof Error ? e.message : String(e)}); the cell kept its value`;
    // A new chain is closed; a chain that was adjusted before goes on with what the cell holds.
    closing.push({ ...row, time: actor.time, action: an.targets[i].chain ? "apply" : "clear", previous: now, entry: now.text, reason });
  });
  await appendLog(context, an.log, closing);
}

export interface ClearResult {
  restored: string[];
  untouched: string[];
  /** Cells corrected by hand since the pane wrote them: listed, nothing written; the director chooses. */
  edited: { address: string; now: string; entry: string; original: string; correction: string }[];
  /** Every cell a range Clear would change, and to what: listed before anything is written. */
  planned: { address: string; now: string; restore: string }[];
  /** Open adjustments of this sheet found nowhere: where their table results are in the log. */
  lost: string[];
}

/**
 * A clear as both Clear and "Keep corrections" write it: the log rows first (a protected sheet
 * refuses before anything changes), then the cells, then the pane's notes taken off. Returns the
 * addresses restored.
 */
async function writeClear(context: Excel.RequestContext, an: Analysis, rows: LogRow[], writes: { cell: Excel.Range; write: CellWrite }[]): Promise<string[]> {
  if (rows.length > 0) await checkWritable(context, an);
  await appendLog(context, an.log, rows);
  writes.forEach((w) => write(w.cell, w.write));
  await context.sync();
  await syncNotes(
    context,
    rows.map((r) => ({ address: r.address, text: null })),
  );
  return rows.map((r) => r.address);
}

/**
 * Restores the table result of every selected adjusted cell; others are left alone. One adjusted
 * cell that holds what the pane wrote is restored at once. Otherwise — several cells, or any hand
 * correction since — nothing is written: the result lists every cell and what it would become
 * (`planned`) and the corrections (`edited`), and the director confirms by passing that list
 * back as `confirmed`; a cell that changed since the list makes the confirmation void.
 */
export async function clearAdjustment(actor: Actor, confirmed: ClearResult["planned"] | null = null): Promise<ClearResult> {
  return Excel.run(async (context) => {
    const an = await analyseSelection(context);
    if (an.problem) throw new Error(an.problem);
    const rows: LogRow[] = [];
    const writes: { cell: Excel.Range; write: CellWrite }[] = [];
    const untouched: string[] = [];
    const edited: ClearResult["edited"] = [];
    const planned: ClearResult["planned"] = [];
    for (const t of an.targets) {
      const d = t.chain ? clearDecision(an.log.rows, t.chain.key, t.address, t.snapshot, actor, true) : { kind: "none" as const };
      const check = t.chain ? clearDecision(an.log.rows, t.chain.key, t.address, t.snapshot, actor) : null;
      if (d.kind !== "restore") {
        untouched.push(t.address);
        continue;
      }
      if (check?.kind === "edited")
        edited.push({ address: t.address, now: snapshotWords(check.now, lang), entry: check.entry, original: snapshotWords(check.original, lang), correction: snapshotWords(check.correction, lang) });
      planned.push({ address: t.address, now: t.snapshot.text, restore: snapshotWords(t.chain!.first.previous, lang) });
      rows.push(d.row);
      writes.push({ cell: t.cell, write: d.write });
    }
    const lost = an.lost.map(({ chain, why }) => lostWords(chain, why));
    await refuseDeadReferences(context, writes, planned);
    const none = { restored: [] as string[], untouched, edited, planned, lost };
    if (confirmed) {
      const same = confirmed.length === planned.length && planned.every((p, i) => confirmed[i].address === p.address && confirmed[i].now === p.now);
      if (!same) throw new Error(T("workbook.changedSinceList"));
    } else if (edited.length > 0 || planned.length > 1) return none;
    return { restored: await writeClear(context, an, rows, writes), untouched, edited: [], planned: [], lost };
  });
}

/** The sheet names a formula refers to ('Round 1'!A1, Sheet2!B3:C4). */
export function referencedSheets(formula: string): string[] {
  const names = new Set<string>();
  for (const m of formula.matchAll(/(?:'((?:[^']|'')+)'|([A-Za-z_\u00c0-\uffff][\w.\u00c0-\uffff]*))!/g)) names.add(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]);
  return [...names];
}

/**
 * A logged formula is the text it had then: if a sheet it refers to is no longer in the workbook
 * (renamed or deleted since), writing it back would make a dead reference. The pane then writes
 * nothing and says which cells to restore by hand, and from which formula.
 */
async function refuseDeadReferences(context: Excel.RequestContext, writes: { write: CellWrite }[], planned: ClearResult["planned"]): Promise<void> {
  if (!writes.some((w) => w.write.formula !== undefined)) return;
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  const names = new Set(sheets.items.map((s) => s.name.toLowerCase()));
  const dead = writes
    .map((w, i) => ({ formula: w.write.formula, address: planned[i].address }))
    .filter((w) => w.formula !== undefined && referencedSheets(w.formula).some((n) => !names.has(n.toLowerCase())));
  if (dead.length)
    throw new Error(
      T(dead.length === 1 ? "workbook.deadOne" : "workbook.deadMany", {
        list: dead.map((d) => T("workbook.deadReference", { cell: splitAddress(d.address).cell, formula: d.formula ?? "" })).join("; "),
      }),
    );
}

/**
 * The director keeps the hand corrections: each selected adjusted cell corrected by hand since
 * the pane wrote it keeps (or gets back) its latest correction; its adjustment is closed in the
 * log (which keeps both the correction and the table result), and the pane's fill and note come off.
 */
export async function keepCorrections(actor: Actor): Promise<ClearResult> {
  return Excel.run(async (context) => {
    const an = await analyseSelection(context);
    if (an.problem) throw new Error(an.problem);
    const rows: LogRow[] = [];
    const cells: { cell: Excel.Range; write: CellWrite }[] = [];
    const untouched: string[] = [];
    for (const t of an.targets) {
      const d = t.chain ? clearDecision(an.log.rows, t.chain.key, t.address, t.snapshot, actor) : null;
      if (!t.chain || !d || d.kind !== "edited") {
        untouched.push(t.address);
        continue;
      }
      const reason = `kept the hand correction${actor.reason ? `; ${actor.reason}` : ""}`;
      rows.push({ time: actor.time, action: "clear", address: t.address, previous: t.snapshot, entry: d.correction.text, reason, who: actor.who, id: t.chain.last.id, sheetId: an.sheet.id, rowKey: t.chain.last.rowKey });
      // The correction's value and format, with the fill the cell had before the pane's.
      cells.push({ cell: t.cell, write: { ...restoreWrite(d.correction), fill: d.original.fill === "" ? null : d.original.fill } });
    }
    return { restored: await writeClear(context, an, rows, cells), untouched, edited: [], planned: [], lost: [] };
  });
}

// ---------------------------------------------------------------------------------------------
// Profiles of the formulas already in the workbook

const BRIDGE_PROFILE = /(BRIDGE\.[A-Z.]+\([^]*?profile\s*=\s*)([a-z]+)/gi;

/** Each BRIDGE formula (outside the log) whose options name a profile other than `profile`. */
async function formulasWithOtherProfile(context: Excel.RequestContext, profile: string): Promise<{ ws: Excel.Worksheet; row: number; column: number; formula: string }[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  const found: { ws: Excel.Worksheet; row: number; column: number; formula: string }[] = [];
  for (const ws of sheets.items) {
    if (ws.name.toLowerCase() === LOG_SHEET.toLowerCase()) continue;
    const grid = await readGrid(context, ws);
    grid.formulas.forEach((line, r) =>
      line.forEach((f, c) => {
        if (typeof f !== "string" || !f.startsWith("=")) return;
        const other = [...f.matchAll(BRIDGE_PROFILE)].some((m) => m[2].toLowerCase() !== profile);
        if (other) found.push({ ws, row: grid.top + r, column: grid.left + c, formula: f });
      }),
    );
  }
  return found;
}

export async function countProfileFormulas(profile: string): Promise<{ other: number }> {
  return Excel.run(async (context) => ({ other: (await formulasWithOtherProfile(context, profile)).length }));
}

/** Rewrites `profile=…` in the existing BRIDGE formulas' options; returns how many changed. */
export async function updateProfileFormulas(profile: string): Promise<number> {
  return Excel.run(async (context) => {
    const found = await formulasWithOtherProfile(context, profile);
    for (const f of found) f.ws.getRange(a1(f.row, f.column)).formulas = [[f.formula.replace(BRIDGE_PROFILE, (_m, head: string) => `${head}${profile}`)]];
    await context.sync();
    return found.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Overview

export async function readOverview(): Promise<OverviewItem[]> {
  return Excel.run(async (context) => {
    const log = await readLog(context);
    const chains = openChains(log.rows, log.rowNumbers);
    const sheets = context.workbook.worksheets;
    sheets.load("items/name, items/id");
    await context.sync();
    const found = new Map<string, { address: string; range: Excel.Range }>();
    for (const ws of sheets.items) {
      const mine = chainsOn(chains, ws);
      if (mine.length === 0) continue;
      const grid = await readGrid(context, ws);
      for (const [pos, chain] of placeChains(mine, grid).at) {
        const [row, column] = pos.split(",").map(Number);
        const range = ws.getRange(a1(row, column));
        readCell(range);
        found.set(chain.key, { address: `${sheetRef(ws.name)}!${a1(row, column)}`, range });
      }
    }
    await context.sync();
    return overview(
      log.rows,
      (chain) => {
        const f = found.get(chain.key);
        return f ? { address: f.address, snapshot: snapshot1(f.range) } : null;
      },
      log.rowNumbers,
    );
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
    range.load("rowIndex, columnIndex, rowCount, columnCount");
    const ws = range.worksheet;
    ws.load("name");
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    // Only the header row is read, not the whole selection: a traveller of 100 000 rows would be
    // megabytes in one sync (Excel on the web caps a request at 5 MB).
    const header = range.getRow(0);
    header.load("values");
    const used = ws.getUsedRangeOrNullObject(true);
    used.load("isNullObject, rowIndex, columnIndex, rowCount, columnCount");
    await context.sync();
    const columns = readColumns(header.values, range.rowCount);
    if ("key" in columns) throw new Error(messageText(lang, columns));
    if (range.rowCount < 2 && !columns.header) throw new Error(T("workbook.wholeTraveller"));
    // The free columns are looked for only in the used range right of the selection: beyond it
    // every column is free, and nothing there needs reading.
    const right = range.columnIndex + range.columnCount;
    let freeOffset = 0;
    if (!used.isNullObject && used.columnIndex + used.columnCount > right) {
      const top = Math.max(range.rowIndex, used.rowIndex);
      const bottom = Math.min(range.rowIndex + range.rowCount, used.rowIndex + used.rowCount) - 1;
      if (bottom >= top) {
        const width = Math.min(used.columnIndex + used.columnCount - right, LOOK_RIGHT);
        const block = ws.getRangeByIndexes(top, right, bottom - top + 1, width);
        block.load("values");
        await context.sync();
        freeOffset = firstFreeColumns(block.values, 2);
      }
    }
    const sel = { sheet: ws.name, row: range.rowIndex, column: range.columnIndex, rowCount: range.rowCount, columnCount: range.columnCount };
    const plan = planFormulas(sel, columns, freeOffset, settings);
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
