// Writing the cells of an action, row by row, checked against what the pane read: a cell changed
// between the pane's read and its write (a score typed meanwhile) is put back at once and
// reported, never overwritten; and the log row that closes an action that did not complete.
import { splitAddress } from "../address";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { readCell, cellSnapshot, write } from "./excelCells";
import { LogRow } from "./logRows";
import { CellSnapshot, CellWrite, restoreWrite, snapshotWords } from "./snapshots";
import { emptyCell, isTitle, sameCell } from "./tableResult";

/**
 * One cell a write changes, and what it held when the pane read it ("blank": a cell not read,
 * which must be empty; "title": the Table result column's title cell, empty or titled by another
 * window that added the column a moment ago).
 */
export interface CheckedCell {
  range: Excel.Range;
  expect: CellSnapshot | "blank" | "title";
  /** null: only checked (the cell must still hold what was read), not written. */
  write: CellWrite | null;
}
/** The cells of one row an action changes together: all of them, or none. */
export interface RowWrite {
  address: string;
  cells: CheckedCell[];
}

export const matches = (now: CellSnapshot, expect: CheckedCell["expect"]): boolean =>
  expect === "blank" ? emptyCell(now) : expect === "title" ? emptyCell(now) || isTitle(now.text) : sameCell(now, expect);

/**
 * Writes each row's cells, checking in the same batch that each still holds what the pane read:
 * every cell is read just before it is written (a batch runs in the order queued), and a row
 * where any cell had changed — a score typed between the pane's read and its write — gets all its
 * cells put back at once as they were, and is returned as changed. Nothing typed is ever lost.
 */
export async function writeChecked(
  context: Excel.RequestContext,
  rows: RowWrite[],
): Promise<{ done: RowWrite[]; changed: { row: RowWrite; now: CellSnapshot }[] }> {
  for (const row of rows)
    for (const c of row.cells) {
      readCell(c.range);
      if (c.write) write(c.range, c.write);
    }
  await context.sync();
  const done: RowWrite[] = [];
  const changed: { row: RowWrite; now: CellSnapshot }[] = [];
  for (const row of rows) {
    const moved = row.cells.find((c) => !matches(cellSnapshot(c.range), c.expect));
    if (!moved) {
      done.push(row);
      continue;
    }
    changed.push({ row, now: cellSnapshot(moved.range) });
    for (const c of row.cells) if (c.write) write(c.range, restoreWrite(cellSnapshot(c.range)));
  }
  if (changed.length) await context.sync();
  return { done, changed };
}

/** The row that closes an action whose cells changed before it could write: the log never claims what the sheet does not have. */
export function closingRow(row: LogRow, now: CellSnapshot, actor: { time: string }, stillOpen: boolean): LogRow {
  const reason = `${row.action} did not complete: ${splitAddress(row.address).cell} changed since the pane read it (now ${now.text || "blank"}); nothing was written`;
  // Still open: the chain goes on with the entry the cell held, so what was typed counts as a correction.
  return { ...row, time: actor.time, action: stillOpen ? "apply" : "clear", previous: now, entry: stillOpen ? row.previous.text : now.text, reason };
}

/** "G3 (now 430)", for the director. */
export const changedWords = (changed: { row: RowWrite; now: CellSnapshot }[], lang: Language): string[] =>
  changed.map((c) => paneText(lang, "tableResult.changedCell", { cell: splitAddress(c.row.address).cell, now: snapshotWords(c.now, lang) }));
