// The pane's notes through Excel: reading every note of the workbook with where it is now (bounded
// by the number of notes, not by the sheets' size), and writing or taking off the pane's block.
// What a note says (its text, the adjustment id in it) is identity.ts's.
import { cellIndex, splitAddress } from "../address";
import { NoteSupport } from "./excelCells";
import { Carrier, mergeNote, noteAdjustmentId, SheetInfo } from "./identity";

/** A note (or, on ExcelApi 1.10–1.17, a comment) of the workbook and the cell it is on now. */
export interface NoteAt {
  note: Excel.Note | Excel.Comment;
  content: string;
  sheetName: string;
  row: number;
  column: number;
}

/** Batch 1: the text of every note (Workbook.notes, ExcelApi 1.18) or comment (Workbook.comments, 1.10). */
export function queueNotes(context: Excel.RequestContext, support: NoteSupport): () => (Excel.Note | Excel.Comment)[] {
  if (support === "none") return () => [];
  const all = support === "notes" ? context.workbook.notes : context.workbook.comments;
  all.load("items/content");
  return () => all.items;
}

/** Batch 2: where each note is now (Note.getLocation, Comment.getLocation: the cell, after any sort or insert). */
export function queueLocations(items: (Excel.Note | Excel.Comment)[]): () => NoteAt[] {
  const located = items.map((note) => {
    const at = note.getLocation();
    at.load("address, rowIndex, columnIndex");
    return { note, at };
  });
  return () =>
    located.map(({ note, at }) => ({ note, content: note.content, sheetName: splitAddress(at.address).sheet, row: at.rowIndex, column: at.columnIndex }));
}

/** The notes that carry an adjustment id, as identity.ts takes them. */
export function carriersOf(notes: readonly NoteAt[], sheets: readonly SheetInfo[]): Carrier[] {
  const out: Carrier[] = [];
  for (const n of notes) {
    const id = noteAdjustmentId(n.content);
    const sheet = sheets.find((s) => s.name.toLowerCase() === n.sheetName.toLowerCase());
    if (id && sheet) out.push({ id, sheetId: sheet.id, sheetName: sheet.name, row: n.row, column: n.column });
  }
  return out;
}

/** The note on a cell, if any. */
export function noteAt(notes: readonly NoteAt[], sheetName: string, row: number, column: number): NoteAt | undefined {
  return notes.find((n) => n.sheetName.toLowerCase() === sheetName.toLowerCase() && n.row === row && n.column === column);
}

/**
 * Puts the pane's block on each cell (`text`), or takes it off (null), keeping the director's own
 * words in the note. After the cells, in one batch; where that batch fails (a cell that cannot
 * take a note, such as one with a threaded comment, stops the batch there: "Error handling with
 * the application-specific JavaScript APIs"), each cell again on its own, its note read afresh.
 * Returns the cells left without the pane's block (or with it, when it was to come off): the
 * adjustment and its log are written, and the pane says which cells have no note.
 */
export async function writeNotes(
  context: Excel.RequestContext,
  support: NoteSupport,
  notes: readonly NoteAt[],
  items: { address: string; text: string | null }[],
): Promise<string[]> {
  // Stryker disable next-line ConditionalExpression: equivalent, with no items the loop queues nothing and the sync sends nothing: the guard saves a round trip
  if (support === "none" || items.length === 0) return [];
  const all = support === "notes" ? context.workbook.notes : context.workbook.comments;
  for (const item of items) {
    const { sheet } = splitAddress(item.address);
    const at = cellIndex(item.address);
    const existing = noteAt(notes, sheet, at.row, at.column);
    const merged = mergeNote(existing ? existing.content : null, item.text);
    if (existing && merged === null) existing.note.delete();
    else if (existing) existing.note.content = merged!;
    else if (merged !== null) all.add(item.address, merged);
  }
  try {
    await context.sync();
    return [];
  } catch {
    // Cell by cell: the ones already written are found with the pane's block, and left as they are.
  }
  const failed: string[] = [];
  for (const item of items) {
    try {
      const note = all.getItemOrNullObject(item.address);
      note.load("content");
      await context.sync();
      const merged = mergeNote(note.isNullObject ? null : note.content, item.text);
      if (note.isNullObject) {
        if (merged !== null) all.add(item.address, merged);
      } else if (merged === null) note.delete();
      else {
        // Stryker disable next-line ConditionalExpression: equivalent, writing a note the text it already has changes nothing: the check saves a write
        if (merged !== note.content) note.content = merged;
      }
      await context.sync();
    } catch {
      failed.push(item.address);
    }
  }
  return failed;
}
