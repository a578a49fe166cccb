// The log sheet through Excel: finding it, reading it in bounded chunks, and appending rows so
// that no row is ever overwritten and the log's end is sealed where a row deletion cannot reach.
// The decisions (which sheet is the log, what is wrong with it) are logRows.ts's.
import { columnLetter } from "../address";
import { Language } from "../i18n/language";
import { messageText, PaneMessage, paneText } from "../i18n/pane";
import { customProperties } from "./excelCells";
import { SheetInfo } from "./identity";
import { chooseLog, decodeSeal, encodeSeal, isLogHeader, LOG_HEADER, LOG_SHEET, logProblems, LogRow, LogSeal, parseLogRow, sealedRows } from "./logRows";

/** The document setting older versions of the pane kept the log sheet's id in: read as a hint, never written. */
export const LOG_ID_SETTING = "adjustmentLogSheetId";
/**
 * The log sheet's custom property (Worksheet.customProperties, ExcelApi 1.12): it marks the sheet
 * as the log — a property is stored with its sheet, so it stays through a rename and a reopen that
 * gives the sheets new ids — and holds the seal (the last row's No. and Check), written in the
 * same batch as the rows, so a last row deleted or cleared is caught.
 */
export const LOG_PROPERTY = "BridgeScoringAdjustmentLog";
/** The custom property that gives a sheet with adjusted cells its own key (identity.ts isSheetKey). */
export const SHEET_PROPERTY = "BridgeScoringSheetKey";
/** Rows of the log read in one request: 2 000 rows of 16 short cells stay well under 1 MB. */
export const LOG_CHUNK = 2000;
const WIDTH = LOG_HEADER.length;
const lastColumn = columnLetter(WIDTH - 1);

export interface Log {
  /** The log sheet; null when there is none yet (the first append creates it) or it is gone. */
  sheet: Excel.Worksheet | null;
  sheetId: string;
  name: string;
  rows: LogRow[];
  /** The sheet row (1-based) of each of `rows`, for messages that point into the log. */
  rowNumbers: number[];
  /** What is wrong with the log as read (rows edited, missing, out of order, its end gone); the pane then writes nothing. */
  problems: PaneMessage[];
  seal: LogSeal;
  /** The last used row as read: an append checks, in its own batch, that nobody wrote after it since. */
  lastCells: readonly unknown[] | null;
  /** Whether the header has the R1C1 column (a log written before it had 15). */
  wide: boolean;
  protected: boolean;
  /** The sheet row (1-based) of the last used row as read or appended; 0 for no log. */
  end: number;
  /**
   * Another window appended rows after this log was read, and this pane's rows were chained after
   * them (appendLog): `rows` lacks theirs, so the log must be read again before it is shown.
   */
  othersUnread?: true;
}

/** This pane instance's memory of where the log was: only a guess for reading ahead, always checked. */
let lastLogId = "";

function settingsLogId(): string {
  const settings = typeof Office !== "undefined" ? Office.context?.document?.settings : undefined;
  const id = settings?.get(LOG_ID_SETTING);
  return typeof id === "string" ? id : "";
}

/** Batch 1: the workbook's sheets. */
export function queueSheets(context: Excel.RequestContext): () => { info: SheetInfo[]; items: Excel.Worksheet[] } {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name, items/id");
  return () => ({ info: sheets.items.map((s) => ({ id: s.id, name: s.name, key: "" })), items: sheets.items });
}

/**
 * Batch 2: what tells the log from the other sheets (its property, its header), how long each
 * sheet is, and — for the sheet that was the log last time — its first chunk, read ahead.
 */
export function queueLogProbe(context: Excel.RequestContext, items: Excel.Worksheet[], readAhead = true): () => LogProbe {
  // No guess when the caller already holds the log (logAsNow): nothing of it is read ahead.
  const guess = readAhead ? lastLogId || settingsLogId() : null;
  const marks = customProperties();
  const probes = items.map((ws) => {
    const header = ws.getRange(`A1:${lastColumn}1`);
    header.load("values");
    const used = ws.getUsedRangeOrNullObject(true);
    used.load("rowIndex, rowCount");
    const mark = marks ? ws.customProperties.getItemOrNullObject(LOG_PROPERTY) : null;
    mark?.load("value");
    const key = marks ? ws.customProperties.getItemOrNullObject(SHEET_PROPERTY) : null;
    key?.load("value");
    ws.protection.load("protected");
    const guessed = guess !== null && (ws.id === guess || (!guess && ws.name.toLowerCase() === LOG_SHEET.toLowerCase()));
    const ahead = guessed ? ws.getRange(`A1:${lastColumn}${LOG_CHUNK}`).getUsedRangeOrNullObject(true) : null;
    ahead?.load("values, rowIndex");
    return { ws, header, used, mark, key, ahead };
  });
  const wb = context.workbook.protection;
  wb.load("protected");
  return () => ({ probes, structureProtected: wb.protected });
}

/** The sheets with their keys, as the probe read them. */
export function keyed(sheets: SheetInfo[], probe: LogProbe): SheetInfo[] {
  return sheets.map((s) => {
    const key = probe.probes.find((p) => p.ws.id === s.id)?.key;
    return { ...s, key: key && !key.isNullObject ? String(key.value) : "" };
  });
}

const choose = (probe: LogProbe) =>
  chooseLog(
    probe.probes.map((p) => ({ id: p.ws.id, name: p.ws.name, marked: !!p.mark && !p.mark.isNullObject, header: isLogHeader(p.header.values[0]) })),
    settingsLogId(),
  );

/** The log sheet's id as the probe tells it, without reading the log; null when there is none (or two). */
export function whichLog(probe: LogProbe): string | null {
  const chosen = choose(probe);
  return "id" in chosen ? chosen.id : null;
}

interface LogProbe {
  probes: {
    ws: Excel.Worksheet;
    header: Excel.Range;
    used: Excel.Range;
    mark: Excel.WorksheetCustomProperty | null;
    key: Excel.WorksheetCustomProperty | null;
    ahead: Excel.Range | null;
  }[];
  structureProtected: boolean;
}

const none = (problems: PaneMessage[] = []): Log => ({
  sheet: null,
  sheetId: "",
  name: "",
  rows: [],
  rowNumbers: [],
  problems,
  seal: { seq: 0, check: "" },
  lastCells: null,
  // Stryker disable next-line BooleanLiteral: equivalent, wide is read only for a log sheet the append did not create; the one it creates gets the whole header
  wide: true,
  protected: false,
  end: 0,
});

/**
 * The log, found and read: in the probe's chunk when it was read ahead, otherwise in chunks of
 * LOG_CHUNK rows. `carried`: some cell carries an adjustment's note — with no log found, the log
 * was deleted (as with an id in the settings), and the pane writes nothing.
 */
export async function readLog(context: Excel.RequestContext, probe: LogProbe, carried: boolean): Promise<Log & { structureProtected: boolean }> {
  const chosen = choose(probe);
  const extra = { structureProtected: probe.structureProtected };
  if ("problem" in chosen) return { ...none([chosen.problem]), ...extra };
  if ("none" in chosen) return { ...none(carried || settingsLogId() ? [{ key: "log.deleted" }] : []), ...extra };
  const p = probe.probes.find((x) => x.ws.id === chosen.id)!;
  lastLogId = p.ws.id;
  let values: unknown[][] = [];
  let first = 0;
  let end = 0;
  if (!p.used.isNullObject) {
    first = p.used.rowIndex;
    end = first + p.used.rowCount;
    if (p.ahead && !p.ahead.isNullObject && end <= LOG_CHUNK) {
      values = p.ahead.values;
      first = p.ahead.rowIndex;
    } else {
      const chunks: Excel.Range[] = [];
      for (let r = first; r < end; r += LOG_CHUNK) {
        const chunk = p.ws.getRangeByIndexes(r, 0, Math.min(LOG_CHUNK, end - r), WIDTH);
        chunk.load("values");
        chunks.push(chunk);
        // One chunk a request: each stays under the size Excel on the web accepts.
        await context.sync();
      }
      values = chunks.flatMap((c) => c.values);
    }
  }
  const rows: LogRow[] = [];
  const rowNumbers: number[] = [];
  values.forEach((cells, i) => {
    const row = parseLogRow(cells);
    if (row) {
      rows.push(row);
      rowNumbers.push(first + i + 1);
    }
  });
  const kept = p.mark && !p.mark.isNullObject ? decodeSeal(p.mark.value) : null;
  const { problems, seal } = logProblems(values, first + 1, kept);
  const headerRow = p.header.values[0];
  return {
    sheet: p.ws,
    sheetId: p.ws.id,
    name: p.ws.name,
    rows,
    rowNumbers,
    problems,
    seal,
    lastCells: values.length ? values[values.length - 1] : null,
    wide: String(headerRow[WIDTH - 1]) === LOG_HEADER[WIDTH - 1] || !isLogHeader(headerRow),
    protected: p.ws.protection.protected,
    end,
    ...extra,
  };
}

/** The log's problems in one sentence, or null. */
export function logProblem(log: Log, lang: Language): string | null {
  if (log.problems.length === 0) return null;
  const log_ = log.name || LOG_SHEET;
  const first = log.problems[0];
  if (first.key === "log.deleted" || first.key === "log.twoLogs")
    return paneText(lang, "workbook.logProblem", { log: LOG_SHEET, problem: messageText(lang, first) });
  const shown =
    log.problems
      .slice(0, 3)
      .map((m) => messageText(lang, m))
      .join("; ") + (log.problems.length > 3 ? `; ${paneText(lang, "workbook.andMore", { count: log.problems.length - 3 })}` : "");
  return paneText(lang, "workbook.logChanged", { log: log_, problems: shown });
}

/**
 * Why the log cannot take a row now, or null: its problems, a protected log sheet, or a protected
 * workbook structure when the log sheet must still be created. Checked before anything is written.
 */
export function logBlocked(log: Log & { structureProtected: boolean }, lang: Language): string | null {
  const damaged = logProblem(log, lang);
  if (damaged) return damaged;
  if (log.sheet) return log.protected ? paneText(lang, "workbook.logProtected", { log: log.name }) : null;
  return log.structureProtected ? paneText(lang, "workbook.structureProtected", { log: LOG_SHEET }) : null;
}

/**
 * What an action did in its Excel.run, and the log as it left it, so that what the pane shows
 * next is read in the same run without reading the log again (logAsNow); `log` null: the action
 * only asked the director something, and nothing is shown anew.
 */
export interface Acted<R> {
  result: R;
  log: Log | null;
}

/** The log changed under an operation before it wrote anything: the operation may start over. */
export class LogRace extends Error {}

/**
 * Runs one operation in its own Excel.run, starting it over (reading everything again) when another
 * window's write got in first — at most `tries` times, then the reason is the director's.
 */
export async function withLogRetries<T>(operation: (context: Excel.RequestContext) => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await Excel.run(operation);
    } catch (e) {
      if (!(e instanceof LogRace) || attempt >= tries) throw e;
    }
  }
}

const same = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null | undefined): boolean => {
  const t = (r: readonly unknown[] | null | undefined) => Array.from({ length: WIDTH }, (_, i) => String(r?.[i] ?? ""));
  return t(a).join("\u001f") === t(b).join("\u001f");
};
const sealOf = (cells: readonly unknown[]): LogSeal | null => {
  const seq = Number(cells[13]);
  return parseLogRow(cells) && Number.isInteger(seq) && seq > 0 ? { seq, check: String(cells[14] ?? "") } : null;
};

/**
 * Appends rows to the log and proves them there before the caller writes any cell. The rows go
 * after the last used row as Excel finds it when the batch runs (a range a method returns is
 * Excel's when the command runs, and a batch runs in the order queued: "Application-specific API
 * model"), so they never overwrite a row another window wrote meanwhile; the same batch reads that
 * last row as it was just before, and writes the seal. If another window did append since the log
 * was read, the rows landed after its rows: they are numbered and checked again after them. Then
 * the rows are read back and checked — Microsoft does not say another window's batch cannot run
 * between two of ours, so nothing is taken for granted. Throws — with every cell still as it was —
 * when the log would not take them.
 */
export async function appendLog(context: Excel.RequestContext, log: Log, rows: LogRow[], lang: Language, also?: () => void): Promise<void> {
  if (rows.length === 0) return;
  let sheet = log.sheet;
  const created = !sheet;
  if (!sheet) {
    sheet = context.workbook.worksheets.add(LOG_SHEET);
    sheet.load("id, name");
    const header = sheet.getRange(`A1:${lastColumn}1`);
    header.values = [[...LOG_HEADER]];
    header.format.font.bold = true;
  }
  let sealed = sealedRows(rows, log.seal);
  const before = sheet.getUsedRange(true).getLastRow();
  before.load("values");
  if (!created && !log.wide) {
    const title = sheet.getRange(`${lastColumn}1`);
    title.values = [[LOG_HEADER[WIDTH - 1]]];
    title.format.font.bold = true;
  }
  const target = sheet.getUsedRange(true).getLastRow().getOffsetRange(1, 0).getEntireRow().getCell(0, 0).getAbsoluteResizedRange(rows.length, WIDTH);
  // Text, so that a previous value of 0.6, 450/-480 or =SUM(…) is kept exactly as it was; the
  // leading apostrophe keeps every log cell text on every host ('Round 1'!G3 included).
  target.numberFormat = rows.map(() => LOG_HEADER.map(() => "@"));
  target.values = sealed.cells.map((cells) => cells.map((cell) => `'${cell}`));
  target.load("rowIndex");
  const marks = customProperties();
  if (marks) sheet.customProperties.add(LOG_PROPERTY, encodeSeal(sealed.seal));
  // What goes with the rows, in their batch (the adjusted sheet's key).
  also?.();
  try {
    await context.sync();
  } catch (e) {
    // Another window created the log a moment ago: nothing of this batch was written; start over.
    if (created && (e as { code?: string }).code === "ItemAlreadyExists") throw new LogRace(paneText(lang, "workbook.logRaced", { log: LOG_SHEET }));
    throw e;
  }
  let chainedFrom = log.seal;
  if (!created && !same(before.values[0], log.lastCells) && !(log.lastCells === null && before.values[0].every((v) => v === "" || v === null))) {
    // Another window appended after the log was read: chain these rows after its last one.
    const theirs = sealOf(before.values[0]);
    if (!theirs) throw new Error(paneText(lang, "workbook.logRaced", { log: log.name }));
    chainedFrom = theirs;
    log.othersUnread = true;
    sealed = sealedRows(rows, theirs);
    sheet.getRangeByIndexes(target.rowIndex, 13, rows.length, 3).values = sealed.cells.map((cells) => cells.slice(13).map((cell) => `'${cell}`));
    if (marks) sheet.customProperties.add(LOG_PROPERTY, encodeSeal(sealed.seal));
  }
  // Read back: the rows as written, right after the row they are chained from.
  const back = sheet.getRangeByIndexes(target.rowIndex - 1, 0, rows.length + 1, WIDTH);
  back.load("values");
  await context.sync();
  const mine = sealed.cells.every((cells, i) => same(back.values[i + 1], cells));
  const previous = sealOf(back.values[0]);
  // A remark the director typed under the log's last row is no log row: the rows then follow it,
  // chained from the last log row as read, when it is the very row that was last as read.
  const remark = !previous && !created && chainedFrom === log.seal && same(back.values[0], before.values[0]) && !parseLogRow(back.values[0]);
  const link = chainedFrom.seq === 0 || remark || (previous?.seq === chainedFrom.seq && previous.check === chainedFrom.check);
  if (!mine || !link) throw new Error(paneText(lang, "workbook.logRaced", { log: log.name || LOG_SHEET }));
  log.sheet = sheet;
  if (created) {
    log.sheetId = sheet.id;
    log.name = sheet.name;
    lastLogId = sheet.id;
  }
  log.seal = sealed.seal;
  log.lastCells = sealed.cells[sealed.cells.length - 1];
  log.wide = true;
  // The rows as Excel now holds them (read back just above), as a read of the log would parse them:
  // what the pane shows after the action is the log as it is, not as the pane meant to write it.
  log.rows.push(...back.values.slice(1).map((cells) => parseLogRow(cells)!));
  rows.forEach((_, i) => log.rowNumbers.push(target.rowIndex + i + 1));
  log.end = target.rowIndex + rows.length;
}

/**
 * The log an action of this same Excel.run has just read and appended to, as it is now, without
 * reading it again — unless the probe (queued without a read-ahead) says it may have changed since:
 * another window's rows chained before ours, a different sheet found as the log, its last used row
 * or its seal not where this pane left them (a window writes between two of our batches:
 * appendLog). Then, and only then, it is read again in this context.
 */
export async function logAsNow(context: Excel.RequestContext, probe: LogProbe, log: Log, carried: boolean): Promise<Log & { structureProtected: boolean }> {
  const chosen = choose(probe);
  const p = "id" in chosen ? probe.probes.find((x) => x.ws.id === chosen.id) : undefined;
  if (!p || !log.sheet || log.othersUnread || p.ws.id !== log.sheetId) return readLog(context, probe, carried);
  const end = p.used.isNullObject ? 0 : p.used.rowIndex + p.used.rowCount;
  const seal = p.mark && !p.mark.isNullObject ? decodeSeal(p.mark.value) : null;
  const sealed = !p.mark || (seal !== null && seal.seq === log.seal.seq && seal.check === log.seal.check);
  if (end !== log.end || !sealed) return readLog(context, probe, carried);
  return { ...log, structureProtected: probe.structureProtected };
}
