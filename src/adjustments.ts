// The adjustment log (the `Adjustments` sheet) as plain data, and the decisions made from it:
// what a cell held before it was adjusted, what Clear restores, which cells were changed by hand
// since. Pure: the task pane reads the sheet, asks these functions, and writes what they say.
//
// The rule that keeps the table result: every apply and every clear appends a row recording the
// cell exactly as it was (value or formula, number format, fill). An adjustment chain is the run
// of applies to one cell since its last clear; Clear restores the `previous` of the chain's FIRST
// apply. Applying twice, clearing twice or a hand edit in between therefore never loses the table
// result, and whatever Clear overwrites is itself in the log.

/** How a cell's content is written back: a formula, or a value of Excel's own type. */
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
}

/** The log sheet's header row; one column per field, so a director can read and filter it. */
export const LOG_HEADER = [
  "Time",
  "Action",
  "Cell",
  "Previous value",
  "Previous type",
  "Previous number format",
  "Previous fill",
  "New entry",
  "Reason / law",
  "Director",
] as const;

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
}

/** Excel reports "no fill" as white (or null for mixed): both are "no fill" to restore. */
export function normaliseFill(fill: string | null | undefined): string {
  if (!fill) return "";
  const f = fill.toUpperCase();
  return f === "#FFFFFF" || f === "WHITE" ? "" : f;
}

export function snapshotOf(cell: CellReading): CellSnapshot {
  const numberFormat = cell.numberFormat === null || cell.numberFormat === undefined ? "General" : String(cell.numberFormat);
  const fill = normaliseFill(cell.fill);
  if (typeof cell.formula === "string" && cell.formula.startsWith("=")) return { kind: "formula", text: cell.formula, numberFormat, fill };
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
      // Text Excel would reinterpret (`450/-480`, `0.6`, `=x`) must come back as text. Under "@" it
      // does; under any other format a leading apostrophe keeps it text, as typing it would, and
      // leaves the cell's format as it was.
      return { numberFormat: s.numberFormat, value: s.numberFormat === "@" ? s.text : `'${s.text}`, fill };
  }
}

/** The fill the pane gives an adjusted cell: a light amber, readable with black text. */
export const ADJUSTED_FILL = "#FFE699";

/** An adjustment writes its entry as text ("@"): `450/-480` would otherwise become a date. */
export function entryWrite(entry: string): CellWrite {
  return { numberFormat: "@", value: entry, fill: ADJUSTED_FILL };
}

// ---------------------------------------------------------------------------------------------
// Decisions

/** The applies since the last clear of this cell, oldest first. */
export function currentChain(rows: readonly LogRow[], address: string): LogRow[] {
  const chain: LogRow[] = [];
  for (const row of rows) {
    if (!sameAddress(row.address, address)) continue;
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

export function adjustmentState(rows: readonly LogRow[], address: string, current: CellSnapshot | null): AdjustmentState {
  const chain = currentChain(rows, address);
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

/** The log row for applying `entry` to a cell now holding `current`: it records that cell as is. */
export function applyRow(address: string, current: CellSnapshot, entry: string, reason: string, who: string, time: string): LogRow {
  return { time, action: "apply", address, previous: current, entry, reason, who };
}

/**
 * What Clear does to a cell: null when there is nothing to clear (never adjusted, or cleared
 * already — clearing twice is harmless). Otherwise the write that restores the table result and
 * the log row that records what it overwrote (a hand edit included).
 */
export function clearPlan(
  rows: readonly LogRow[],
  address: string,
  current: CellSnapshot,
  reason: string,
  who: string,
  time: string,
): { write: CellWrite; row: LogRow } | null {
  const chain = currentChain(rows, address);
  if (chain.length === 0) return null;
  const original = chain[0].previous;
  return {
    write: restoreWrite(original),
    row: { time, action: "clear", address, previous: current, entry: original.text, reason, who },
  };
}

export interface OverviewItem {
  address: string;
  entry: string;
  reason: string;
  original: CellSnapshot;
  /** "edited": typed over since the pane wrote it; "missing": the sheet or cell is gone. */
  status: "ok" | "edited" | "missing";
}

/** Every cell with an open adjustment chain, in the order first adjusted. */
export function adjustedCells(rows: readonly LogRow[]): string[] {
  const open = new Map<string, string>(); // normalised -> address as logged
  for (const row of rows) {
    const key = row.address.replace(/\$/g, "").toUpperCase();
    if (row.action === "clear") open.delete(key);
    else if (!open.has(key)) open.set(key, row.address);
  }
  return [...open.values()];
}

/** The overview list: each open adjustment checked against what its cell holds now. */
export function overview(rows: readonly LogRow[], current: (address: string) => CellSnapshot | null): OverviewItem[] {
  return adjustedCells(rows).map((address) => {
    const now = current(address);
    const state = adjustmentState(rows, address, now);
    return {
      address,
      entry: state.entry ?? "",
      reason: state.reason,
      original: state.original!,
      status: now === null ? "missing" : state.editedByHand ? "edited" : "ok",
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** `Sheet1!B2` or `'Round 1'!$B$2` into the sheet name and the cell, quotes and `$` removed. */
export function splitAddress(address: string): { sheet: string; cell: string } {
  const bang = address.lastIndexOf("!");
  if (bang < 0) return { sheet: "", cell: address.replace(/\$/g, "") };
  let sheet = address.slice(0, bang);
  if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
  return { sheet, cell: address.slice(bang + 1).replace(/\$/g, "") };
}

/** A sheet name as a formula reference needs it: quoted unless it is a plain word. */
export function sheetRef(sheet: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) && !/^[A-Za-z]{1,3}\d+$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
}

/** Describes a snapshot for people: what Clear will bring back. */
export function snapshotWords(s: CellSnapshot): string {
  switch (s.kind) {
    case "blank":
      return "a blank cell";
    case "formula":
      return `the formula ${s.text}`;
    default:
      return s.text;
  }
}
