// What an adjusted cell's note says, and which adjustment of the log it is. Pure.
//
// The table result itself never needs finding: it stays in its row's Table result cell
// (tableResult.ts). The pane's note in an adjusted cell names the adjustment ("Adjustment
// 1k2x3y4z") so the log's account of it — who, when, why, what the table result was — is found
// again, on the sheet the log recorded (ownSheet: by the sheet's own key, by its logged name where
// a copied sheet shares the key). The older ways of finding a cell (placeByNotes, locate by the
// row's labels) now serve only the overview's list of adjusted cells.
import { cellIndex, splitAddress } from "../address";
import { describeEntryIn } from "../i18n/describe";
import { parseEntryText } from "../../src";
import { messageText, PaneMessage } from "../i18n/pane";
import { OpenChain } from "./adjustments";
import { LogRow } from "./logRows";
import { CellSnapshot, holdsEntry, snapshotWords } from "./snapshots";

// ---------------------------------------------------------------------------------------------
// The note

/** The pane's block in a note starts with this line and ends with NOTE_END; the rest is the director's. */
export const NOTE_PREFIX = "Bridge adjustment:";
export const NOTE_END = "\u2014 Bridge Scoring pane";
const ID_LINE = /^Adjustment ([0-9a-z]+)$/m;

/** The pane's block in an adjusted cell's note (exported so the example workbook carries the same). */
export function noteText(row: LogRow, original: CellSnapshot): string {
  let words: string;
  try {
    // The note is the workbook's, so English like the log (a workbook works the same in every country).
    words = describeEntryIn("en", parseEntryText(row.entry));
  } catch {
    words = row.entry;
  }
  const parts = [`${NOTE_PREFIX} ${row.entry}`, words, `Table result: ${snapshotWords(original)}.`];
  if (row.reason) parts.push(`Reason: ${row.reason}`);
  parts.push(`${row.who ? `By ${row.who}, ` : ""}${row.time.slice(0, 16).replace("T", " ")} UTC`);
  if (row.id) parts.push(`Adjustment ${row.id}`);
  parts.push(NOTE_END);
  return parts.join("\n");
}

/** The pane's block of a note, or null when the note has none. */
function paneBlock(note: string): string | null {
  const start = note.indexOf(NOTE_PREFIX);
  // Stryker disable next-line ConditionalExpression: equivalent, with no first line start is -1, and a slice from -1 is at most the note's last character, which holds no id line
  if (start < 0) return null;
  const end = note.indexOf(NOTE_END, start);
  // Stryker disable next-line EqualityOperator: equivalent, the end line is found after the first line, never at 0
  return end >= 0 ? note.slice(start, end) : note.slice(start);
}

/** The lines the pane wrote before its block had an end line, after the first line and its words. */
const OLD_LINES = [/^Table result: /, /^Reason: /, /^(By .+, )?\d{4}-\d\d-\d\d \d\d:\d\d UTC$/, ID_LINE];

/**
 * What follows an older pane block (written before NOTE_END): the director's words typed after
 * it. The block is its first line, the entry's words, and the lines the pane wrote (OLD_LINES);
 * the first line that is none of them starts the director's own words, which are kept.
 */
function afterOldBlock(text: string): string {
  const lines = text.split("\n");
  // Stryker disable next-line MethodExpression: equivalent, parseEntryText trims the entry itself (the whole first line instead is caught by the tests)
  const entry = lines[0].slice(NOTE_PREFIX.length).trim();
  let words: string;
  try {
    words = describeEntryIn("en", parseEntryText(entry));
  } catch {
    words = entry;
  }
  // The entry's words only where they are the pane's: any other line may be the director's.
  let i = lines[1] === words ? 2 : 1;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent, past the last line lines[i] reads "undefined", which no line of the pane's matches
  while (i < lines.length && OLD_LINES.some((re) => re.test(lines[i]))) i++;
  return lines.slice(i).join("\n");
}

/** The adjustment id a note carries in the pane's block; null for a note without one. */
export function noteAdjustmentId(note: string | null | undefined): string | null {
  const block = note ? paneBlock(note) : null;
  return block ? (ID_LINE.exec(block)?.[1] ?? null) : null;
}

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
    // Stryker disable next-line EqualityOperator: equivalent, the end line is found after the first line, never at 0
    own = end >= 0 ? own.slice(0, start) + own.slice(end + NOTE_END.length) : own.slice(0, start) + afterOldBlock(own.slice(start));
  }
  own = own.replace(/^\s+|\s+$/g, "");
  const merged = [block, own].filter((x) => x).join("\n");
  return merged === "" ? null : merged;
}

// ---------------------------------------------------------------------------------------------
// Row keys and the old way of finding a cell

/** A block of a sheet as read: its values and formulas, and its top-left cell (0-based). */
export interface Grid {
  top: number;
  left: number;
  values: readonly (readonly unknown[])[];
  formulas: readonly (readonly unknown[])[];
}

const isFormula = (f: unknown): boolean => typeof f === "string" && f.startsWith("=");
export const blankValue = (v: unknown): boolean => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * The row key of the cell at (row, column): the row's labels left of it — typed values that are
 * not formulas and not entries (board and pair numbers, contract, declarer, tricks …). They move
 * with the cell in a sort or when rows are inserted, and do not change when scores are adjusted.
 */
export function rowKey(grid: Grid, row: number, column: number, isEntry: (v: unknown) => boolean): string {
  const r = row - grid.top;
  if (r < 0 || r >= grid.values.length) return "";
  const parts: string[] = [];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, past the row's end a cell reads undefined, which is blank
  for (let c = 0; c < column - grid.left && c < grid.values[r].length; c++) {
    const v = grid.values[r][c];
    // Stryker disable next-line OptionalChaining: equivalent, Excel reads a range's values and formulas with the same rows
    if (blankValue(v) || isFormula(grid.formulas[r]?.[c]) || isEntry(v)) continue;
    parts.push(String(v).trim());
  }
  return parts.join(" | ");
}

/** Not found: `reason` as a catalogue message, `why` the same in English (for logs and tests). */
export type Located = { row: number; column: number } | { row: null; reason: PaneMessage; why: string };

const notFound = (reason: PaneMessage): Located => ({ row: null, reason, why: messageText("en", reason) });

/**
 * The old way, for a chain no note carries: the one row of its logged column whose row key is the
 * chain's. Several rows alike: the logged row if it is one of them and still holds the entry. No
 * row key (labels that are formulas): the logged cell, only while it holds the entry — a sort may
 * have put another table's result there. Never a guess.
 */
export function locate(chain: OpenChain, grid: Grid, isEntry: (v: unknown) => boolean): Located {
  const at = cellIndex(chain.last.address);
  const holds = (row: number): boolean => {
    const v = grid.values[row - grid.top]?.[at.column - grid.left];
    // The entry is text, so a cell equal to it holds text.
    // Stryker disable next-line OptionalChaining: equivalent, Excel reads a range's values and formulas with the same rows, and the row is there when v is
    return v === chain.last.entry && !isFormula(grid.formulas[row - grid.top]?.[at.column - grid.left]);
  };
  if (!chain.last.rowKey) return holds(at.row) ? { row: at.row, column: at.column } : notFound({ key: "locate.noLabels" });
  const rows: number[] = [];
  // Stryker disable next-line EqualityOperator: equivalent, the row past the block has no labels (""), never a chain's row key here
  for (let r = 0; r < grid.values.length; r++) if (rowKey(grid, grid.top + r, at.column, isEntry) === chain.last.rowKey) rows.push(grid.top + r);
  if (rows.length === 1) return { row: rows[0], column: at.column };
  if (rows.length === 0) return notFound({ key: "locate.noRow", params: { key: chain.last.rowKey } });
  if (rows.includes(at.row) && holds(at.row)) return { row: at.row, column: at.column };
  return notFound({ key: "locate.rows", params: { count: rows.length, key: chain.last.rowKey } });
}

// ---------------------------------------------------------------------------------------------
// Notes as identity

/** A cell whose note carries an adjustment id, where it is now. */
export interface Carrier {
  id: string;
  sheetId: string;
  sheetName: string;
  row: number;
  column: number;
}

export interface SheetInfo {
  id: string;
  name: string;
  /** The sheet's own key (a custom property the pane gives it, ExcelApi 1.12); "" where it has none. */
  key: string;
}

/**
 * The log's "Sheet id" of a row: the sheet's own key where the host has custom properties — kept
 * with the sheet through renames and reopening, gone with a deleted sheet, absent from a sheet
 * imported again under the same name — otherwise Excel's worksheet id, which may change between
 * sessions (office-js #1390).
 */
export const isSheetKey = (id: string): boolean => id.startsWith("s:");
export function newSheetKey(): string {
  return `s:${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, "0")}`;
}

/**
 * The sheet a chain was last logged on: by its key (several sheets with one key — a copied sheet
 * kept it — the one of the logged name), by Excel's id, and by its logged name where neither is
 * there: a log written without ids, or Excel ids from before the workbook was reopened
 * (`idsStale`). A key no sheet has is a sheet deleted: never another sheet of the same name.
 */
export function ownSheet(chain: OpenChain, sheets: readonly SheetInfo[], idsStale: boolean): SheetInfo | null {
  const logged = chain.last.sheetId;
  const name = splitAddress(chain.last.address).sheet.toLowerCase();
  const named = (s: SheetInfo) => s.name.toLowerCase() === name;
  if (logged) {
    const byKey = sheets.filter((s) => s.key === logged);
    if (byKey.length === 1) return byKey[0];
    // Stryker disable next-line EqualityOperator: equivalent, one sheet with the key was returned just above
    if (byKey.length > 1) return byKey.find(named) ?? null;
    const byId = sheets.find((s) => s.id === logged);
    if (byId) return byId;
    if (isSheetKey(logged) || !idsStale) return null;
  }
  return sheets.find(named) ?? null;
}

/** Whether none of the Excel sheet ids the log recorded is in the workbook: it was reopened with new ids. */
export function sheetIdsStale(rows: readonly LogRow[], sheets: readonly SheetInfo[]): boolean {
  const ids = new Set(sheets.map((s) => s.id));
  const logged = rows.map((r) => r.sheetId).filter((id) => id && !isSheetKey(id));
  return logged.length > 0 && !logged.some((id) => ids.has(id));
}

/** Where a chain's note is found: the chain's own cell, and copies of it. */
export interface Placement {
  chain: OpenChain;
  /** The cell the chain is in; null when no note says (then it is looked for the old way) or two say alike. */
  cell: Carrier | null;
  /** Cells carrying a copy of the note (a copied sheet, a pasted cell): each forks its own chain when acted on. */
  copies: Carrier[];
  /** Why the chain cannot be placed (two cells on its own sheet carry it alike). */
  why: PaneMessage | null;
}

/**
 * Each open chain's cell by the notes. One cell carries the id: that is the cell, wherever it is
 * (a copied sheet whose original is gone included). Several: the one on the chain's own sheet is
 * the original and the others are copies; two on the own sheet alike are not guessed between —
 * the logged address decides, or neither is acted on. Carriers of an id the log never wrote are
 * returned as `strays`: an adjustment not in the log, never taken for a table result.
 */
export function placeByNotes(
  chains: readonly OpenChain[],
  knownIds: ReadonlySet<string>,
  carriers: readonly Carrier[],
  sheets: readonly SheetInfo[],
  idsStale: boolean,
): { placements: Placement[]; strays: Carrier[] } {
  const byId = new Map<string, Carrier[]>();
  for (const c of carriers) byId.set(c.id, [...(byId.get(c.id) ?? []), c]);
  const placements = chains.map((chain): Placement => {
    const found = byId.get(chain.key) ?? [];
    if (found.length <= 1) return { chain, cell: found[0] ?? null, copies: [], why: null };
    const own = ownSheet(chain, sheets, idsStale);
    const home = found.filter((c) => own && c.sheetId === own.id);
    const logged = cellIndex(chain.last.address);
    const original = home.length === 1 ? home[0] : home.find((c) => c.row === logged.row && c.column === logged.column);
    // Stryker disable next-line EqualityOperator: equivalent, with one carrier at home it is the original, so !original is false
    if (home.length > 1 && !original)
      return { chain, cell: null, copies: [], why: { key: "locate.twoNotes", params: { cells: home.map((c) => `${c.sheetName}!${cellName(c)}`).join(", ") } } };
    return { chain, cell: original ?? null, copies: found.filter((c) => c !== original), why: null };
  });
  return { placements, strays: carriers.filter((c) => !knownIds.has(c.id)) };
}

const cellName = (c: { row: number; column: number }): string => {
  let s = "";
  for (let n = c.column + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return `${s}${c.row + 1}`;
};

/**
 * The cross-check of a note's cell against the log, before the pane acts on it: the cell holds the
 * entry the pane wrote (its labels may have been corrected since: N27), or it was typed over in
 * the row the adjustment was logged in (same labels). Anything else — another row's result under
 * the note, labels that are formulas — is refused, never guessed.
 */
export function confirmCell(chain: OpenChain, now: CellSnapshot, key: string): PaneMessage | null {
  if (holdsEntry(now, chain.last.entry)) return null;
  if (chain.last.rowKey && key === chain.last.rowKey) return null;
  return { key: "locate.noteMismatch", params: { entry: chain.last.entry } };
}

/**
 * Whether a copy of a chain's note may fork its own chain with the chain's table result: only in
 * a row of the same table — the same labels, or with no labels to compare, the same cell address
 * as the original (a copied sheet). A note pasted into another row says nothing of that row's
 * table result.
 */
export function copyForkable(chain: OpenChain, copy: Carrier, key: string, original: Carrier | null): PaneMessage | null {
  if (chain.last.rowKey) return key === chain.last.rowKey ? null : { key: "locate.copyElsewhere", params: { cell: splitAddress(chain.last.address).cell } };
  const at = original ?? { ...cellIndex(chain.last.address) };
  return copy.row === at.row && copy.column === at.column ? null : { key: "locate.copyElsewhere", params: { cell: splitAddress(chain.last.address).cell } };
}
