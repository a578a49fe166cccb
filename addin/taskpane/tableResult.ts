// The Table result column: where an adjusted row keeps its table result. Apply moves the score
// cell's table result (value or formula, with its format and fill) into the Table result cell of
// the same row and writes the adjusted entry in the score cell; Clear moves it back from that same
// row. Excel keeps a row together through whole-row sorts, filters, inserted rows and columns,
// copied sheets and reopening, and keeps a formula's references in the Table result cell pointing
// where they pointed in the score cell (an A1 formula written into another cell refers to the same
// cells), so the pane never has to find again which cell an adjustment was made in: the table
// result is in its row or it is not there, and then the pane asks (docs/task-pane.md).
//
// The column is found by its title, in any of the pane's languages, in the sheet's first rows; the
// pane adds it once, with the director's consent, right of the last used column, so no range a
// formula reads changes shape.
import { LANGUAGES } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { readCell, cellSnapshot } from "./excelCells";
import { findTraveller } from "./exportPlan";
import { CellSnapshot, CellWrite, restoreWrite } from "./snapshots";

/** Rows at the top of the used range searched for the column's title. */
export const TITLE_ROWS = 10;

/** The column's title in every language the pane speaks: a workbook opened in another country still finds it. */
export const TITLES: readonly string[] = LANGUAGES.map((l) => paneText(l, "tableResult.header").toLowerCase());

/** Whether a cell's value is the column's title. */
export const isTitle = (v: unknown): boolean => typeof v === "string" && TITLES.includes(v.trim().toLowerCase());

export interface TableColumn {
  /** 0-based column of the Table result cells; null when the sheet has none yet. */
  column: number | null;
  /** The row its title is in (or goes in: the first used row). */
  titleRow: number;
  /** Where a new column goes: right of the last used column. */
  free: number;
  /** Why the column cannot be used (two titled columns); null otherwise. */
  problem: "two" | null;
  /** The sheet's first rows hold a traveller's header (Board, NS, EW …): exportPlan.ts findTraveller. */
  traveller?: boolean;
}

/** Finds the titled column in the first rows of a block read from the sheet's used range. */
export function findColumn(top: number, left: number, values: readonly (readonly unknown[])[], free: number): TableColumn {
  const found: { row: number; column: number }[] = [];
  values.forEach((row, r) => row.forEach((v, c) => isTitle(v) && found.push({ row: top + r, column: left + c })));
  if (found.length === 0) return { column: null, titleRow: top, free, problem: null };
  const columns = new Set(found.map((f) => f.column));
  return { column: found[0].column, titleRow: found[0].row, free, problem: columns.size > 1 ? "two" : null };
}

/** Batch 2 of a read: the sheet's used range and its first rows, where the column's title is. */
export function queueTableColumn(ws: Excel.Worksheet): () => TableColumn {
  const used = ws.getUsedRange(false);
  used.load("rowIndex, columnIndex, rowCount, columnCount");
  const head = ws
    .getUsedRange(false)
    .getRow(0)
    .getResizedRange(TITLE_ROWS - 1, 0);
  head.load("values, rowIndex, columnIndex");
  return () => ({
    ...findColumn(head.rowIndex, head.columnIndex, head.values, used.columnIndex + used.columnCount),
    traveller: !("key" in findTraveller(head.values, ws.name)),
  });
}

/** A row's Table result cell as read. */
export interface TableCell {
  cell: Excel.Range;
  row: number;
  column: number;
  snapshot: CellSnapshot;
}

/** Reads the Table result cell of each row (one request). */
export async function readTableCells(
  context: Excel.RequestContext,
  ws: Excel.Worksheet,
  column: number,
  rows: readonly number[],
): Promise<Map<number, TableCell>> {
  const out = new Map<number, TableCell>();
  const cells = rows.map((row) => {
    const cell = ws.getRangeByIndexes(row, column, 1, 1);
    readCell(cell);
    return { row, cell };
  });
  if (cells.length) await context.sync();
  for (const { row, cell } of cells) out.set(row, { cell, row, column, snapshot: cellSnapshot(cell) });
  return out;
}

/** Whether a Table result cell holds nothing: no table result kept in this row. */
export const emptyCell = (s: CellSnapshot): boolean => s.kind === "blank";

/**
 * How a cell's content moves to another cell of the same row: a formula by its A1 text, which
 * refers to the very cells it referred to (a relative reference copied would shift by the
 * distance between the two columns); a value as restoreWrite keeps it; the format and fill with it.
 */
export function moveWrite(s: CellSnapshot): CellWrite {
  if (s.kind !== "formula") return restoreWrite(s);
  return { numberFormat: s.numberFormat, formula: s.text, fill: s.fill === "" ? null : s.fill };
}

/** An emptied Table result cell: no value, no format, no fill. */
export const EMPTY_WRITE: CellWrite = { numberFormat: "General", value: "", fill: null };

/** Whether two readings of a cell are the same: what the pane read is what is there. */
export function sameCell(a: CellSnapshot, b: CellSnapshot): boolean {
  return a.kind === b.kind && a.text === b.text && a.numberFormat === b.numberFormat && a.fill === b.fill;
}

/**
 * Whether a Table result cell agrees with the table result the log recorded for its adjustment:
 * the same kind and, for a value, the same value. A formula's text may differ: Excel rewrites
 * its references when rows or columns are inserted, as it would have in the score cell.
 */
export function agreesWithLog(cell: CellSnapshot, logged: CellSnapshot): boolean {
  if (cell.kind !== logged.kind) return false;
  return cell.kind === "formula" || cell.text === logged.text;
}
