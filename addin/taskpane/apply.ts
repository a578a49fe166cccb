// Apply through Excel. One read of everything (analyseSelection), the log rows written and
// proven first (appendLog), then the cells — each write checked, in its own batch, against what
// was read (writeChecked) — then the notes. The table result never leaves its row: Apply moves it
// into the row's Table result cell (tableResult.ts); Clear moves it back (clear.ts).
import { a1, columnLetter, sheetRef, splitAddress } from "../address";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { applyRow } from "./adjustments";
import { readCell, cellSnapshot, write } from "./excelCells";
import { noteText } from "./identity";
import { Acted, appendLog, withLogRetries } from "./logSheet";
import { LogRow } from "./logRows";
import { writeNotes } from "./notes";
import { Analysis, analyseSelection, problemList } from "./selection";
import { entryWrite, holdsEntry, restoreWrite } from "./snapshots";
import { changedWords, CheckedCell, closingRow, RowWrite, writeChecked } from "./rowWrites";
import { migratable, MigrationOffer, migrationOffer } from "./migrate";
import { Actor, checkWritable, keepSheetKey, newId, sheetKey, tableRange } from "./writeRules";
import { EMPTY_WRITE, emptyCell, moveWrite, sameCell } from "./tableResult";

export interface ApplyResult {
  addresses: string[];
  hidden: number;
  /** The sheet has no Table result column yet: where the pane would add it; nothing was written. */
  needsColumn?: string;
  /** Rows adjusted before the Table result column, whose table result may move into it: nothing was written. */
  migrate?: MigrationOffer;
  /** Cells changed between the pane's read and its write: left as they are, and why. */
  changed?: string[];
  /** Adjusted cells that could not take the pane's note (a threaded comment on them): the log has them. */
  noNote?: string[];
}

/**
 * Writes `entry` (canonical notation) into every selected visible cell. A cell whose row keeps no
 * table result yet has its content moved into the row's Table result cell first (the column is
 * added once, with `addColumn`: the director's consent); a row that keeps one keeps it. Every one
 * must be a score cell; otherwise nothing is written and the error says which cells are not, and
 * why. The log rows are written and proven before any cell changes.
 */
export async function applyAdjustment(entry: string, actor: Actor, lang: Language = "en", addColumn = false): Promise<ApplyResult> {
  return withLogRetries(async (context) => (await applyIn(context, entry, actor, lang, addColumn)).result);
}

/** applyAdjustment in `context`, with the log as it left it (Acted). */
export async function applyIn(context: Excel.RequestContext, entry: string, actor: Actor, lang: Language, addColumn: boolean): Promise<Acted<ApplyResult>> {
  const analysis = await analyseSelection(context, lang);
  if (analysis.problem) throw new Error(analysis.problem);
  if (analysis.targets.length === 0) throw new Error(paneText(lang, "workbook.allHidden"));
  if (analysis.targets.some((t) => t.problem)) throw new Error(paneText(lang, "workbook.nothingWritten", { list: problemList(analysis.targets, lang) }));
  const table = analysis.tableColumn;
  const column = table.column ?? table.free;
  const rowsSeen = new Set<number>();
  for (const t of analysis.targets) {
    // One Table result cell a row: two score cells of one row cannot both keep theirs there.
    if (rowsSeen.has(t.row)) throw new Error(paneText(lang, "tableResult.oneARow", { row: t.row + 1 }));
    rowsSeen.add(t.row);
  }
  // An adjusted cell whose row keeps no table result: the pane never takes its entry, or another row's value, for one.
  const orphans = analysis.targets.filter((t) => t.noteId && (!t.table || emptyCell(t.table.snapshot)));
  // Rows adjusted before the column, which the log names: the director is offered their move first (migrate.ts).
  const offer = orphans.every((t) => migratable(t, analysis)) ? migrationOffer(analysis) : null;
  if (offer) return { result: { addresses: [], hidden: analysis.hidden, migrate: offer }, log: null };
  if (orphans.length)
    throw new Error(
      paneText(lang, "tableResult.orphanApply", { cells: orphans.map((t) => splitAddress(t.address).cell).join(", "), column: columnLetter(column) }),
    );
  if (table.column === null && !addColumn)
    return { result: { addresses: [], hidden: analysis.hidden, needsColumn: `${sheetRef(analysis.sheet.name)}!${columnLetter(column)}` }, log: null };
  const rows: LogRow[] = [];
  /** The apply row of each target, in order. */
  const applied: LogRow[] = [];
  const notes: { address: string; text: string }[] = [];
  const writes: RowWrite[] = [];
  for (const t of analysis.targets) {
    const fresh = !t.table || emptyCell(t.table.snapshot);
    const id = t.chain ? t.chain.last.id : newId(actor.time);
    if (!fresh && !t.chain) {
      // The row keeps a table result the log has no open adjustment for (a copied sheet, an
      // undo, values pasted): a row of action "copy" first records it as this adjustment's table result.
      const reason = `table result kept in ${a1(t.row, column)}`;
      rows.push({
        time: actor.time,
        action: "copy",
        address: t.address,
        previous: t.table!.snapshot,
        entry: t.snapshot.text,
        reason,
        who: actor.who,
        id,
        sheetId: sheetKey(analysis),
        rowKey: t.key,
      });
    }
    const row = applyRow(t.address, t.snapshot, entry, actor.reason, actor.who, actor.time, { id, sheetId: sheetKey(analysis), rowKey: t.key });
    rows.push(row);
    applied.push(row);
    notes.push({ address: t.address, text: noteText(row, fresh ? t.snapshot : t.table!.snapshot) });
    const cells: CheckedCell[] = [{ range: t.cell, expect: t.snapshot, write: entryWrite(entry) }];
    if (fresh) cells.unshift({ range: tableRange(analysis, t, column), expect: t.table?.snapshot ?? "blank", write: moveWrite(t.snapshot) });
    writes.push({ address: t.address, cells });
  }
  if (table.column === null) {
    // The column's title, in the director's language, in the sheet's first used row: it must still be empty.
    const title = analysis.ws.getRangeByIndexes(table.titleRow, column, 1, 1);
    writes[0].cells.unshift({ range: title, expect: "title", write: { numberFormat: "General", value: paneText(lang, "tableResult.header"), fill: null } });
  }
  // Log first: if the log cannot be written, no cell has changed.
  checkWritable(analysis);
  await appendLog(context, analysis.log, rows, lang, keepSheetKey(analysis));
  let result: Awaited<ReturnType<typeof writeChecked>>;
  try {
    result = await writeChecked(context, writes);
  } catch (e) {
    await closeUnwritten(context, analysis, applied, writes, entry, actor);
    throw new Error(paneText(lang, "workbook.writeFailed", { error: e instanceof Error ? e.message : String(e) }));
  }
  const closing = result.changed.map((c) => {
    const i = writes.indexOf(c.row);
    return closingRow(applied[i], cellSnapshot(c.row.cells[c.row.cells.length - 1].range), actor, analysis.targets[i].chain !== null);
  });
  await appendLog(context, analysis.log, closing, lang);
  const done = new Set(result.done.map((w) => w.address));
  const noNote = await writeNotes(
    context,
    analysis.support,
    analysis.notes,
    notes.filter((n) => done.has(n.address)),
  );
  const addresses = analysis.targets.filter((t) => done.has(t.address)).map((t) => t.address);
  const outcome = {
    addresses,
    hidden: analysis.hidden,
    ...(result.changed.length ? { changed: changedWords(result.changed, lang) } : {}),
    ...(noNote.length ? { noNote: noNote.map((a) => splitAddress(a).cell) } : {}),
  };
  return { result: outcome, log: analysis.log };
}

/**
 * After the log rows of an apply were written, writing the cells failed part way: each row whose
 * score cell does not hold the entry gets its cells put back as they were read (a table result
 * already moved goes back) and a row closing its chain, so the log never claims an adjustment the
 * sheet does not have.
 */
async function closeUnwritten(
  context: Excel.RequestContext,
  analysis: Analysis,
  rows: LogRow[],
  writes: RowWrite[],
  entry: string,
  actor: Actor,
): Promise<void> {
  const again = writes.map((w) =>
    w.cells.map((c) => {
      const r = c.range;
      readCell(r);
      return r;
    }),
  );
  await context.sync();
  const closing: LogRow[] = [];
  writes.forEach((w, i) => {
    const score = cellSnapshot(again[i][again[i].length - 1]);
    if (holdsEntry(score, entry)) return;
    w.cells.forEach((c, k) => {
      if (c.expect === "blank") write(again[i][k], EMPTY_WRITE);
      else if (c.expect === "title") return;
      else if (!sameCell(cellSnapshot(again[i][k]), c.expect)) write(again[i][k], restoreWrite(c.expect));
    });
    const reason = "apply did not complete; the cell kept its value";
    closing.push({ ...rows[i], time: actor.time, action: analysis.targets[i].chain ? "apply" : "clear", previous: score, entry: score.text, reason });
  });
  await context.sync();
  await appendLog(context, analysis.log, closing, analysis.lang);
}
