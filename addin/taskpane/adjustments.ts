// The adjustment log (the `Adjustments` sheet) as plain data, and the decisions made from it:
// what a cell held before it was adjusted, what Clear restores, which cells were changed by hand
// since, which selected cells are score cells, and where an adjusted cell is now. Pure: the task
// pane reads the sheet, asks these functions, and writes what they say. Pane-only: nothing in the
// scoring core uses it.
//
// The rule that keeps the table result: every apply and every clear appends a row recording the
// cell exactly as it was (value or formula, number format, fill). An adjustment chain is the run
// of applies to one cell since its last clear; Clear restores the `previous` of the chain's FIRST
// apply. Applying twice, clearing twice or a hand edit in between therefore never loses the table
// result, and whatever Clear overwrites is itself in the log.
//
// Identity: a chain is not keyed by the cell's address, which a sort or an inserted row changes,
// but by its own id. Each log row carries the id, the worksheet's id (not its name) and the row
// key: the row's own labels left of the cell (board, pairs, contract …). A chain is found where
// its row key and column are now; found nowhere, or in two places, it is not acted on.

/** How a cell's content is written back: a formula, or a value of Excel's own type. */
import { cellIndex } from "../address";
import { Language } from "../i18n/language";
import { messageText, PaneMessage, paneText } from "../i18n/pane";

export type CellKind = "blank" | "number" | "text" | "boolean" | "formula";

/** A cell as the log keeps it. `text` is exact: a formula's text, a number's shortest form. */
export interface CellSnapshot {
  kind: CellKind;
  text: string;
  numberFormat: string;
  /** Fill colour as #RRGGBB; "" for no fill. */
  fill: string;
}

export type LogAction = "apply" | "clear";

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
  /** Excel's id of the worksheet the cell is on; "" when unknown. */
  sheetId: string;
  /** The labels of the cell's row left of it (see rowKey); "" when it has none. */
  rowKey: string;
}

/** The log sheet's header row; one column per field, so a director can read and filter it. */
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
] as const;

/** The fields of a row, without its number and check (LOG_HEADER minus the last two). */
const FIELDS = 13;

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

/** Log rows as sheet cells, each numbered and checked after `seal`; returns the new seal too. */
export function sealedRows(rows: readonly LogRow[], seal: LogSeal): { cells: string[][]; seal: LogSeal } {
  let { seq, check } = seal;
  const cells = rows.map((row) => {
    const fields = logRowCells(row);
    seq += 1;
    check = rowCheck(check, fields);
    return [...fields, String(seq), check];
  });
  return { cells, seal: { seq, check } };
}

/**
 * Checks the log as read (the used range's rows, `firstRow` the sheet row of the first): every
 * row of ours must be numbered one more than the row before and carry the check of its fields.
 * Returns what is wrong, as catalogue messages that point at sheet rows, and the seal to append after.
 * Rows logged before checks existed (no number) are accepted until the first numbered row.
 */
export function logProblems(values: readonly (readonly unknown[])[], firstRow: number): { problems: PaneMessage[]; seal: LogSeal } {
  const problems: PaneMessage[] = [];
  let seal: LogSeal = { seq: 0, check: "" };
  let sealed = false;
  values.forEach((cells, i) => {
    if (!parseLogRow(cells)) return;
    const t = (k: number): string => (cells[k] === null || cells[k] === undefined ? "" : String(cells[k]));
    const fields = Array.from({ length: FIELDS }, (_, k) => t(k));
    const seq = Number(t(FIELDS));
    const check = t(FIELDS + 1);
    const row = firstRow + i;
    if (!t(FIELDS) && !check && !sealed) return;
    sealed = true;
    if (!Number.isInteger(seq) || seq < 1) problems.push({ key: "log.noNumber", params: { row } });
    else if (seq <= seal.seq) problems.push({ key: "log.outOfOrder", params: { row, seq, previous: seal.seq } });
    else if (seq === seal.seq + 2) problems.push({ key: "log.rowMissing", params: { row } });
    else if (seq > seal.seq + 2) problems.push({ key: "log.rowsMissing", params: { row, count: seq - seal.seq - 1 } });
    else if (check !== rowCheck(seal.check, fields)) problems.push({ key: "log.changed", params: { row } });
    seal = { seq: Number.isInteger(seq) ? seq : seal.seq, check: rowCheck(seal.check, fields) === check ? check : check || seal.check };
  });
  return { problems, seal };
}

/** logProblems with the problems in words, English unless `lang` says otherwise. */
export function validateLog(values: readonly (readonly unknown[])[], firstRow: number, lang: Language = "en"): { problems: string[]; seal: LogSeal } {
  const { problems, seal } = logProblems(values, firstRow);
  return { problems: problems.map((m) => messageText(lang, m)), seal };
}

export const LOG_SHEET = "Adjustments";

/** The log row as the text cells of one sheet row (written with number format "@"). */
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

const KINDS: readonly CellKind[] = ["blank", "number", "text", "boolean", "formula"];

/**
 * One sheet row back as a log row; null for the header, blank rows and rows that are not ours
 * (a director may add a remark below the log). Cells may come back as numbers where someone
 * retyped them, so everything goes through String.
 */
export function parseLogRow(cells: readonly unknown[]): LogRow | null {
  const t = (i: number): string => (cells[i] === null || cells[i] === undefined ? "" : String(cells[i]));
  const action = t(1);
  const kind = t(4) as CellKind;
  if ((action !== "apply" && action !== "clear") || !KINDS.includes(kind) || t(2) === "") return null;
  return {
    time: t(0),
    action,
    address: t(2),
    previous: { kind, text: t(3), numberFormat: t(5), fill: t(6) },
    entry: t(7),
    reason: t(8),
    who: t(9),
    id: t(10),
    sheetId: t(11),
    rowKey: t(12),
  };
}

// ---------------------------------------------------------------------------------------------
// Cells in and out

/** What a range reports for one cell (Range.formulas / values / valueTypes / numberFormat). */
export interface CellReading {
  formula: unknown;
  value: unknown;
  /** Excel.RangeValueType: "Empty" | "String" | "Double" | "Boolean" | "Error" | … */
  valueType: string;
  numberFormat: unknown;
  fill: string | null | undefined;
  /** Range.format.fill.pattern (ExcelApi 1.9): "None" for no fill; absent on older hosts. */
  fillPattern?: string;
}

/** Excel reports "no fill" as white (or null for mixed): both are "no fill" to restore. */
export function normaliseFill(fill: string | null | undefined): string {
  if (!fill) return "";
  const f = fill.toUpperCase();
  return f === "#FFFFFF" || f === "WHITE" ? "" : f;
}

export function snapshotOf(cell: CellReading): CellSnapshot {
  const numberFormat = cell.numberFormat === null || cell.numberFormat === undefined ? "General" : String(cell.numberFormat);
  // With the pattern known, an explicit white fill is a fill; without it, white reads as none.
  const fill = cell.fillPattern === undefined ? normaliseFill(cell.fill) : cell.fillPattern === "None" || !cell.fill ? "" : String(cell.fill).toUpperCase();
  // A formula only where Excel has one: text such as '=-110 reads back from `formulas` as the same
  // text, with valueType String and a value equal to it (formulas and valueTypes read together).
  const textLookalike = cell.valueType === "String" && cell.value === cell.formula;
  if (typeof cell.formula === "string" && cell.formula.startsWith("=") && !textLookalike) return { kind: "formula", text: cell.formula, numberFormat, fill };
  const v = cell.value;
  if (v === null || v === undefined || v === "" || cell.valueType === "Empty") return { kind: "blank", text: "", numberFormat, fill };
  if (typeof v === "number") return { kind: "number", text: String(v), numberFormat, fill };
  if (typeof v === "boolean") return { kind: "boolean", text: v ? "TRUE" : "FALSE", numberFormat, fill };
  return { kind: "text", text: String(v), numberFormat, fill };
}

/** How to put a snapshot back: set the number format first, then exactly one of formula/value. */
export interface CellWrite {
  numberFormat: string;
  formula?: string;
  value?: string | number | boolean;
  /** null: clear the fill. */
  fill: string | null;
}

export function restoreWrite(s: CellSnapshot): CellWrite {
  const fill = s.fill === "" ? null : s.fill;
  switch (s.kind) {
    case "formula":
      return { numberFormat: s.numberFormat, formula: s.text, fill };
    case "number":
      return { numberFormat: s.numberFormat, value: Number(s.text), fill };
    case "boolean":
      return { numberFormat: s.numberFormat, value: s.text === "TRUE", fill };
    case "blank":
      return { numberFormat: s.numberFormat, value: "", fill };
    case "text":
      // Text Excel would reinterpret (`450/-480`, `0.6`, `=x`, `-420/450`) must come back as text.
      // A leading apostrophe keeps it text under any format on every host, as typing it would,
      // and leaves the cell's format as it was (Range.values may read "=…" as a formula even
      // under "@").
      return { numberFormat: s.numberFormat, value: `'${s.text}`, fill };
  }
}

/** The fill the pane gives an adjusted cell: a light amber, readable with black text. */
export const ADJUSTED_FILL = "#FFE699";

/**
 * An adjustment writes its entry as text on every host: the cell formatted "@" (`450/-480` would
 * otherwise become a date) and the value with Excel's leading apostrophe, the prefix that makes a
 * typed `-420/450` or `=x` text whatever the format, which `Range.values` honours like typing.
 * The apostrophe is not part of the value read back.
 */
export function entryWrite(entry: string): CellWrite {
  return { numberFormat: "@", value: `'${entry}`, fill: ADJUSTED_FILL };
}

// ---------------------------------------------------------------------------------------------
// Decisions

/** Whether a log row belongs to the chain `key`: its id, or for rows without one its address. */
export function inChain(row: LogRow, key: string): boolean {
  return row.id ? row.id === key : sameAddress(row.address, key);
}

/** A row's chain key: its id, or the normalised address for rows logged before ids. */
export function chainKey(row: LogRow): string {
  return row.id || row.address.replace(/\$/g, "").toUpperCase();
}

/** The applies since the last clear of this chain, oldest first. */
export function currentChain(rows: readonly LogRow[], key: string): LogRow[] {
  const chain: LogRow[] = [];
  for (const row of rows) {
    if (!inChain(row, key)) continue;
    if (row.action === "clear") chain.length = 0;
    else chain.push(row);
  }
  return chain;
}

export function sameAddress(a: string, b: string): boolean {
  return a.replace(/\$/g, "").toUpperCase() === b.replace(/\$/g, "").toUpperCase();
}

export interface AdjustmentState {
  /** The cell has an adjustment chain (applied, not cleared). */
  adjusted: boolean;
  /** The table result Clear restores: the cell before the chain's first apply. */
  original: CellSnapshot | null;
  /** The last entry the pane wrote. */
  entry: string | null;
  reason: string;
  /** The cell no longer holds the entry the pane wrote: someone typed over it. */
  editedByHand: boolean;
}

/** Whether a cell still holds what an apply wrote. */
export function holdsEntry(current: CellSnapshot, entry: string): boolean {
  return current.kind === "text" && current.text === entry;
}

export function adjustmentState(rows: readonly LogRow[], key: string, current: CellSnapshot | null): AdjustmentState {
  const chain = currentChain(rows, key);
  if (chain.length === 0) return { adjusted: false, original: null, entry: null, reason: "", editedByHand: false };
  const last = chain[chain.length - 1];
  return {
    adjusted: true,
    original: chain[0].previous,
    entry: last.entry,
    reason: last.reason,
    editedByHand: current !== null && !holdsEntry(current, last.entry),
  };
}

/** Where a chain's cell is: its sheet (by Excel's id), its row key and column. */
export interface CellIdentity {
  id: string;
  sheetId: string;
  rowKey: string;
}

/**
 * An adjustment id: the time of the apply in milliseconds, base 36, then a serial and a salt, two
 * base-36 digits each (0..1295). The pane takes the salt at random; a script that writes a
 * workbook as the pane would passes its own, so its file comes out the same on every run.
 */
export function adjustmentId(time: string, serial: number, salt: number): string {
  const two = (n: number): string => (((Math.floor(n) % 1296) + 1296) % 1296).toString(36).padStart(2, "0");
  return `${Date.parse(time).toString(36)}${two(serial)}${two(salt)}`;
}

/** The log row for applying `entry` to a cell now holding `current`: it records that cell as is. */
export function applyRow(
  address: string,
  current: CellSnapshot,
  entry: string,
  reason: string,
  who: string,
  time: string,
  identity: CellIdentity = { id: "", sheetId: "", rowKey: "" },
): LogRow {
  return { time, action: "apply", address, previous: current, entry, reason, who, ...identity };
}

export type ClearDecision =
  | { kind: "none" }
  /** The cell no longer holds what the pane wrote: the director must choose (keep or restore). */
  /** `correction`: the latest value typed by hand (now, or between two applies of the chain). */
  | { kind: "edited"; now: CellSnapshot; entry: string; original: CellSnapshot; correction: CellSnapshot }
  | { kind: "restore"; write: CellWrite; row: LogRow };

/**
 * What Clear does to a cell: "none" when there is nothing to clear (never adjusted, or cleared
 * already — clearing twice is harmless). A cell that no longer holds what the pane wrote is never
 * overwritten unless the director chose to restore over the hand correction (`overHandEdit`).
 * Otherwise the write that restores the table result and the log row that records what it
 * overwrote.
 */
export function clearDecision(
  rows: readonly LogRow[],
  key: string,
  address: string,
  current: CellSnapshot,
  actor: { reason: string; who: string; time: string },
  overHandEdit = false,
): ClearDecision {
  const chain = currentChain(rows, key);
  if (chain.length === 0) return { kind: "none" };
  const first = chain[0];
  const last = chain[chain.length - 1];
  const original = first.previous;
  // A hand correction made since: the cell no longer holds the last entry, or an apply of the
  // chain found something other than the entry before it (corrected, then adjusted again).
  let correction: CellSnapshot | null = holdsEntry(current, last.entry) ? null : current;
  for (let i = chain.length - 1; i > 0 && !correction; i--) if (!holdsEntry(chain[i].previous, chain[i - 1].entry)) correction = chain[i].previous;
  if (correction && !overHandEdit) return { kind: "edited", now: current, entry: last.entry, original, correction };
  return {
    kind: "restore",
    write: restoreWrite(original),
    row: { time: actor.time, action: "clear", address, previous: current, entry: original.text, reason: actor.reason, who: actor.who, id: last.id, sheetId: last.sheetId, rowKey: last.rowKey },
  };
}

/** clearDecision for a director who already chose to restore over any hand correction. */
export function clearPlan(
  rows: readonly LogRow[],
  address: string,
  current: CellSnapshot,
  reason: string,
  who: string,
  time: string,
): { write: CellWrite; row: LogRow } | null {
  const d = clearDecision(rows, address, address, current, { reason, who, time }, true);
  return d.kind === "restore" ? d : null;
}

/** An open chain: applied and not cleared. */
export interface OpenChain {
  key: string;
  first: LogRow;
  last: LogRow;
  /** 1-based row numbers of its rows in the log sheet, for messages. */
  logRows: number[];
}

/** Every open chain, in the order first adjusted. `rowNumbers[i]` is the sheet row of rows[i]. */
export function openChains(rows: readonly LogRow[], rowNumbers: readonly number[] = []): OpenChain[] {
  const open = new Map<string, OpenChain>();
  rows.forEach((row, i) => {
    const key = chainKey(row);
    if (row.action === "clear") open.delete(key);
    else {
      const c = open.get(key);
      const n = rowNumbers[i] ?? i + 2;
      if (c) {
        c.last = row;
        c.logRows.push(n);
      } else open.set(key, { key, first: row, last: row, logRows: [n] });
    }
  });
  return [...open.values()];
}

/** Every cell with an open adjustment chain, in the order first adjusted (as logged last). */
export function adjustedCells(rows: readonly LogRow[]): string[] {
  return openChains(rows).map((c) => c.last.address);
}

export interface OverviewItem {
  key: string;
  /** Where the cell is now; as last logged when it is missing. */
  address: string;
  entry: string;
  reason: string;
  original: CellSnapshot;
  /** "edited": typed over since the pane wrote it; "missing": the sheet or cell is gone. */
  status: "ok" | "edited" | "missing";
  logRows: number[];
}

/** The overview list: each open chain, located, and checked against what its cell holds now. */
export function overview(
  rows: readonly LogRow[],
  current: (chain: OpenChain) => { address: string; snapshot: CellSnapshot } | null,
  rowNumbers: readonly number[] = [],
): OverviewItem[] {
  return openChains(rows, rowNumbers).map((chain) => {
    const now = current(chain);
    return {
      key: chain.key,
      address: now?.address ?? chain.last.address,
      entry: chain.last.entry,
      reason: chain.last.reason,
      original: chain.first.previous,
      status: now === null ? "missing" : holdsEntry(now.snapshot, chain.last.entry) ? "ok" : "edited",
      logRows: chain.logRows,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Where cells are: row keys, locating chains, score cells

/** A block of a sheet as read: its values and formulas, and its top-left cell (0-based). */
export interface Grid {
  top: number;
  left: number;
  values: readonly (readonly unknown[])[];
  formulas: readonly (readonly unknown[])[];
}

const isFormula = (f: unknown): boolean => typeof f === "string" && f.startsWith("=");
const blankValue = (v: unknown): boolean => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * The row key of the cell at (row, column): the row's labels left of it — typed values that are
 * not formulas and not entries (board and pair numbers, contract, declarer, tricks …). They move
 * with the cell in a sort or when rows are inserted, and do not change when scores are adjusted.
 */
export function rowKey(grid: Grid, row: number, column: number, isEntry: (v: unknown) => boolean): string {
  const r = row - grid.top;
  if (r < 0 || r >= grid.values.length) return "";
  const parts: string[] = [];
  for (let c = 0; c < column - grid.left && c < grid.values[r].length; c++) {
    const v = grid.values[r][c];
    if (blankValue(v) || isFormula(grid.formulas[r]?.[c]) || isEntry(v)) continue;
    parts.push(String(v).trim());
  }
  return parts.join(" | ");
}

/** Not found: `reason` as a catalogue message, `why` the same in English (for logs and tests). */
export type Located = { row: number; column: number } | { row: null; reason: PaneMessage; why: string };

const notFound = (reason: PaneMessage): Located => ({ row: null, reason, why: messageText("en", reason) });

/**
 * Where a chain's cell is now, in `grid` (the used range of the sheet it is on): the one row of
 * its column whose row key is the chain's. Without a row key (nothing left of the cell) it is
 * where it was logged. Two rows with the same key: not found (ambiguous), never a guess.
 */
export function locate(chain: OpenChain, grid: Grid, isEntry: (v: unknown) => boolean): Located {
  const at = cellIndex(chain.last.address);
  if (!chain.last.rowKey) return { row: at.row, column: at.column };
  const rows: number[] = [];
  for (let r = 0; r < grid.values.length; r++) if (rowKey(grid, grid.top + r, at.column, isEntry) === chain.last.rowKey) rows.push(grid.top + r);
  if (rows.length === 1) return { row: rows[0], column: at.column };
  if (rows.length === 0) return notFound({ key: "locate.noRow", params: { key: chain.last.rowKey } });
  return notFound({ key: "locate.rows", params: { count: rows.length, key: chain.last.rowKey } });
}

/**
 * Whether a column of `grid` holds scores: below its titles, most of its filled cells are entries.
 * A board or pair number column is not, even where one number (50, 100) is also a score.
 */
export function isScoreColumn(grid: Grid, column: number, isEntry: (v: unknown) => boolean): boolean {
  const c = column - grid.left;
  let entries = 0;
  let others = 0;
  for (const row of grid.values) {
    const v = row[c];
    if (blankValue(v)) continue;
    if (isEntry(v)) entries++;
    else if (entries > 0) others++;
  }
  return entries > 0 && entries > others;
}

/** Describes a snapshot for people: what Clear will bring back. */
export function snapshotWords(s: CellSnapshot, lang: Language = "en"): string {
  switch (s.kind) {
    case "blank":
      return paneText(lang, "snapshot.blank");
    case "formula":
      return paneText(lang, "snapshot.formula", { formula: s.text });
    default:
      return s.text;
  }
}
