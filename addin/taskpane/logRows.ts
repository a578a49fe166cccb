// The adjustment log (the `Adjustments` sheet) as plain data: its rows, their numbers and checks,
// the seal that keeps its end, and how to tell the log sheet from any other. Pure: the pane reads
// the sheet and asks these functions.
//
// The rule that keeps the table result: every apply and every clear appends a row recording the
// cell exactly as it was (value or formula, number format, fill). A row of action "copy" starts a
// new adjustment for a copy of an adjusted cell (a copied sheet) with the same table result.
import { Language } from "../i18n/language";
import { messageText, PaneMessage } from "../i18n/pane";
import { CellKind, CellSnapshot } from "./snapshots";

/** "accept": the director accepted the sheet and the log as they are (acceptLog.ts): the log's checks start again from this row. */
export type LogAction = "apply" | "clear" | "copy" | "accept";

export interface LogRow {
  /** ISO 8601. */
  time: string;
  action: LogAction;
  /** Sheet!Cell as Excel writes it (e.g. `Round 1'!D5` quoted when needed). */
  address: string;
  previous: CellSnapshot;
  /** What the action wrote: the notation for an apply, the restored value's text for a clear. */
  entry: string;
  reason: string;
  who: string;
  /** The chain's id; "" in logs written before ids (then the address is the key). */
  id: string;
  /** Excel's id of the worksheet the cell is on; "" when unknown. Only a hint: ids may change between sessions. */
  sheetId: string;
  /** The labels of the cell's row left of it (see rowKey); "" when it has none. */
  rowKey: string;
}

export const LOG_SHEET = "Adjustments";

/**
 * The log sheet's header row; one column per field, so a director can read and filter it. The
 * last column came after No. and Check (logs written before it have 15 columns).
 */
export const LOG_HEADER = [
  "Time (UTC)",
  "Action",
  "Cell",
  "Previous value",
  "Previous type",
  "Previous number format",
  "Previous fill",
  "New entry",
  "Reason / law",
  "Director",
  "Adjustment id",
  "Sheet id",
  "Row key",
  "No.",
  "Check",
  "Previous formula (R1C1)",
] as const;

/** The fields of a row before its number and check. */
const FIELDS = 13;
const SEQ = 13;
const CHECK = 14;
const R1C1 = 15;
/** The header of a log written before the R1C1 column: the first 15 titles. */
export const LOG_HEADER_V1 = LOG_HEADER.slice(0, R1C1);

/**
 * The check of a log row: a hash (FNV-1a, 32 bits) of the previous row's check and this row's
 * fields. A row edited, deleted, or moved breaks the chain of checks from there on, so Clear
 * never acts on a log that is not the one the pane wrote. Not a security measure: a detector of
 * accidents (a sort, a deleted row, a retyped cell).
 */
export function rowCheck(previousCheck: string, fields: readonly string[]): string {
  let h = 0x811c9dc5;
  const text = [previousCheck, ...fields].join("\u001f");
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** Where the log's chain of checks ends: the last row's number and check. */
export interface LogSeal {
  seq: number;
  check: string;
}

/** The row as the text cells of one sheet row (written with number format "@"), without No. and Check. */
export function logRowCells(row: LogRow): string[] {
  return [
    row.time,
    row.action,
    row.address,
    row.previous.text,
    row.previous.kind,
    row.previous.numberFormat,
    row.previous.fill,
    row.entry,
    row.reason,
    row.who,
    row.id,
    row.sheetId,
    row.rowKey,
  ];
}

/** What a row's check covers: its fields, and its R1C1 formula where it has one. */
const checked = (fields: readonly string[], r1c1: string): string[] => (r1c1 ? [...fields, r1c1] : [...fields]);

/** Log rows as sheet cells, each numbered and checked after `seal`; returns the new seal too. */
export function sealedRows(rows: readonly LogRow[], seal: LogSeal): { cells: string[][]; seal: LogSeal } {
  let { seq, check } = seal;
  const cells = rows.map((row) => {
    const fields = logRowCells(row);
    const r1c1 = row.previous.r1c1 ?? "";
    seq += 1;
    check = rowCheck(check, checked(fields, r1c1));
    return [...fields, String(seq), check, r1c1];
  });
  return { cells, seal: { seq, check } };
}

const KINDS: readonly CellKind[] = ["blank", "number", "text", "boolean", "formula"];
const ACTIONS: readonly LogAction[] = ["apply", "clear", "copy", "accept"];
const texts =
  (cells: readonly unknown[]) =>
  (i: number): string =>
    cells[i] === null || cells[i] === undefined ? "" : String(cells[i]);

/**
 * One sheet row back as a log row; null for the header, blank rows and rows that are not ours
 * (a director may add a remark below the log). Cells may come back as numbers where someone
 * retyped them, so everything goes through String.
 */
export function parseLogRow(cells: readonly unknown[]): LogRow | null {
  const t = texts(cells);
  const action = t(1) as LogAction;
  const kind = t(4) as CellKind;
  if (!ACTIONS.includes(action) || !KINDS.includes(kind) || t(2) === "") return null;
  const previous: CellSnapshot = { kind, text: t(3), numberFormat: t(5), fill: t(6) };
  if (kind === "formula" && t(R1C1)) previous.r1c1 = t(R1C1);
  return { time: t(0), action, address: t(2), previous, entry: t(7), reason: t(8), who: t(9), id: t(10), sheetId: t(11), rowKey: t(12) };
}

/** The seal the log sheet keeps in its custom property, where no row deletion reaches it. */
export function encodeSeal(seal: LogSeal): string {
  return JSON.stringify({ seq: seal.seq, check: seal.check });
}
export function decodeSeal(value: unknown): LogSeal | null {
  try {
    const v = JSON.parse(String(value)) as { seq?: unknown; check?: unknown };
    return Number.isInteger(v.seq) && typeof v.check === "string" ? { seq: v.seq as number, check: v.check } : null;
  } catch {
    return null;
  }
}

/**
 * Checks the log as read (the used range's rows, `firstRow` the sheet row of the first): every
 * row of ours must be numbered one more than the row before and carry the check of its fields.
 * `kept` is the seal the log sheet's property holds: the log must reach it, so a last row deleted
 * or cleared is caught like any other (rows appended after it by an older pane are accepted).
 * Returns what is wrong, as catalogue messages that point at sheet rows, and the seal to append after.
 * Rows logged before checks existed (no number) are accepted until the first numbered row.
 */
export function logProblems(
  values: readonly (readonly unknown[])[],
  firstRow: number,
  kept: LogSeal | null = null,
): { problems: PaneMessage[]; seal: LogSeal } {
  const problems: PaneMessage[] = [];
  let seal: LogSeal = { seq: 0, check: "" };
  let sealed = false;
  values.forEach((cells, i) => {
    const parsed = parseLogRow(cells);
    if (!parsed) return;
    const t = texts(cells);
    const fields = checked(
      Array.from({ length: FIELDS }, (_, k) => t(k)),
      t(R1C1),
    );
    const seq = Number(t(SEQ));
    const check = t(CHECK);
    const row = firstRow + i;
    if (!t(SEQ) && !check && !sealed) return;
    sealed = true;
    // The director accepted the log as it was read, right after the row it was written after: what
    // was wrong before it is forgiven, and the checks go on from it.
    if (parsed.action === "accept" && seq === seal.seq + 1 && check === rowCheck(seal.check, fields)) {
      problems.length = 0;
      seal = { seq, check };
      return;
    }
    if (!Number.isInteger(seq) || seq < 1) problems.push({ key: "log.noNumber", params: { row } });
    else if (seq <= seal.seq) problems.push({ key: "log.outOfOrder", params: { row, seq, previous: seal.seq } });
    else if (seq === seal.seq + 2) problems.push({ key: "log.rowMissing", params: { row } });
    else if (seq > seal.seq + 2) problems.push({ key: "log.rowsMissing", params: { row, count: seq - seal.seq - 1 } });
    else if (check !== rowCheck(seal.check, fields)) problems.push({ key: "log.changed", params: { row } });
    seal = { seq: Number.isInteger(seq) ? seq : seal.seq, check: rowCheck(seal.check, fields) === check ? check : check || seal.check };
  });
  if (kept && kept.seq > seal.seq)
    problems.push(
      kept.seq === seal.seq + 1
        ? { key: "log.lastRowMissing", params: { seq: kept.seq } }
        : { key: "log.lastRowsMissing", params: { seq: kept.seq, count: kept.seq - seal.seq } },
    );
  else if (kept && kept.seq === seal.seq && kept.check !== seal.check && problems.length === 0)
    problems.push({ key: "log.lastRowChanged", params: { seq: kept.seq } });
  return { problems, seal };
}

/** logProblems with the problems in words, English unless `lang` says otherwise. */
export function validateLog(
  values: readonly (readonly unknown[])[],
  firstRow: number,
  lang: Language = "en",
  kept: LogSeal | null = null,
): { problems: string[]; seal: LogSeal } {
  const { problems, seal } = logProblems(values, firstRow, kept);
  return { problems: problems.map((m) => messageText(lang, m)), seal };
}

/** Whether a sheet's first row is the log's header (as this pane writes it, or as earlier ones did). */
export function isLogHeader(row: readonly unknown[] | undefined): boolean {
  return !!row && LOG_HEADER_V1.every((title, i) => String(row[i] ?? "") === title);
}

export interface LogSheetFacts {
  id: string;
  name: string;
  /** The sheet carries the log's custom property (ExcelApi 1.12). */
  marked: boolean;
  /** Its first row is the log's header. */
  header: boolean;
}

/**
 * Which sheet is the log. The custom property travels with the sheet (renamed, reopened with new
 * ids); then the header, checked cell by cell; the id in the document settings and the name only
 * break a tie. Two candidates that nothing tells apart: the pane refuses rather than guess. Never
 * a second log while one exists: `none` only when no sheet is either.
 */
export function chooseLog(sheets: readonly LogSheetFacts[], settingsId: string): { id: string } | { none: true } | { problem: PaneMessage } {
  for (const candidates of [sheets.filter((s) => s.marked), sheets.filter((s) => s.header)]) {
    if (candidates.length === 0) continue;
    if (candidates.length === 1) return { id: candidates[0].id };
    const tie = candidates.filter((s) => s.id === settingsId);
    const named = candidates.filter((s) => s.name.toLowerCase() === LOG_SHEET.toLowerCase());
    if (tie.length === 1) return { id: tie[0].id };
    if (named.length === 1) return { id: named[0].id };
    return { problem: { key: "log.twoLogs", params: { sheets: candidates.map((s) => s.name).join(", ") } } };
  }
  return { none: true };
}
