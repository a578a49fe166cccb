// Rows adjusted before the Table result column (the entry in the score cell, the table result
// only in the log) are moved to the new design one row at a time, with the director's consent
// (docs/task-pane.md, "The Table result column"). Only a row the log names is offered: its cell
// carries the note of an adjustment open in the log, holds the logged entry, its row's labels
// are the logged ones and its Table result cell is empty. The log row comes first; then the
// log's table result is written into that row's Table result cell, checked in the same batch
// against what was read (rowWrites.ts). Declining writes nothing.
import { a1, columnLetter, splitAddress } from "../address";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { Actor, checkWritable, keepSheetKey, sheetKey, tableRange } from "./writeRules";
import { Acted, appendLog, withLogRetries } from "./logSheet";
import { noteAdjustmentId } from "./identity";
import { LogRow } from "./logRows";
import { Analysis, analyseSelection, Target } from "./selection";
import { CellSnapshot, CellWrite, holdsEntry, snapshotWords } from "./snapshots";
import { changedWords, closingRow, RowWrite, writeChecked } from "./rowWrites";
import { emptyCell, moveWrite } from "./tableResult";

/**
 * Whether a selected cell is a row adjusted before the Table result column that the log names.
 * Its note must be the only one carrying the adjustment's id: a copy elsewhere (copied, then
 * sorted) leaves two rows claiming one table result, and the pane never picks one.
 */
export function migratable(t: Target, analysis: Analysis): boolean {
  const c = t.chain;
  if (!c || (t.table && !emptyCell(t.table.snapshot)) || !c.last.rowKey || c.last.rowKey !== t.key || !holdsEntry(t.snapshot, c.last.entry)) return false;
  return analysis.support === "none" || analysis.notes.filter((n) => noteAdjustmentId(n.content) === t.noteId).length === 1;
}

/** R1C1 references (as Excel writes them) outside string literals. */
const R1C1_REF = /((?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?R(\[-?\d+\]|\d+)?C(\[-?\d+\]|\d+)?(?::R(\[-?\d+\]|\d+)?C(\[-?\d+\]|\d+)?)?(?![A-Za-z0-9_(])/g;

/** One R1C1 index at a cell: "[n]" relative, "n" absolute ($), none the cell's own. */
const part = (at: number, p: string | undefined): { i: number; abs: boolean } =>
  p === undefined ? { i: at, abs: false } : p.startsWith("[") ? { i: at + Number(p.slice(1, -1)), abs: false } : { i: Number(p) - 1, abs: true };

function ref(row: number, column: number, r: string | undefined, c: string | undefined): string {
  const rr = part(row, r);
  const cc = part(column, c);
  return `${cc.abs ? "$" : ""}${columnLetter(cc.i)}${rr.abs ? "$" : ""}${rr.i + 1}`;
}

/**
 * A logged formula as A1 text relative to the score cell it now sits in (row, column, 0-based):
 * the R1C1 form the log kept follows the row wherever a sort put it, and the A1 text, written in
 * the Table result cell of the same row, refers to the very cells it referred to in the score cell.
 */
export function formulaAt(logged: CellSnapshot, row: number, column: number): string {
  if (!logged.r1c1) return logged.text;
  return logged.r1c1
    .split(/("(?:[^"]|"")*")/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece.replace(R1C1_REF, (_all, prefix: string | undefined, r1, c1, r2, c2) => {
            const second = r2 !== undefined || c2 !== undefined || _all.includes(":") ? `:${ref(row, column, r2, c2)}` : "";
            return `${prefix ?? ""}${ref(row, column, r1, c1)}${second}`;
          }),
    )
    .join("");
}

/** What the Table result cell of a migrated row receives: the log's table result, a formula relative to its own score cell. */
export function migratedWrite(logged: CellSnapshot, row: number, column: number): CellWrite {
  return logged.kind === "formula" ? moveWrite({ ...logged, text: formulaAt(logged, row, column) }) : moveWrite(logged);
}

export interface MigrationOffer {
  /** "G3, G5". */
  cells: string;
  /** Their table results as the log has them, in words. */
  original: string;
  /** Where the column is, or goes when `isNew`. */
  column: string;
  isNew: boolean;
}

/** What the director is asked before rows adjusted before the Table result column are migrated; null when no selected cell is one. */
export function migrationOffer(analysis: Analysis): MigrationOffer | null {
  const rows = analysis.targets.filter((t) => migratable(t, analysis));
  if (rows.length === 0) return null;
  const table = analysis.tableColumn;
  return {
    cells: rows.map((t) => splitAddress(t.address).cell).join(", "),
    original: rows.map((t) => snapshotWords(t.chain!.first.previous, analysis.lang)).join("; "),
    column: columnLetter(table.column ?? table.free),
    isNew: table.column === null,
  };
}

/**
 * Moves the log's table result of each selected old-design row into that row's Table result cell
 * (adding the column's title when the sheet has none: the director's confirmation covers it).
 * Any other selected cell is left alone. Returns the cells migrated and those changed since read.
 */
export async function migrateRows(actor: Actor, lang: Language = "en"): Promise<Migrated> {
  return withLogRetries(async (context) => (await migrateIn(context, actor, lang)).result);
}

export interface Migrated {
  moved: string[];
  changed: string[];
}

/** migrateRows in `context`, with the log as it left it (Acted). */
export async function migrateIn(context: Excel.RequestContext, actor: Actor, lang: Language): Promise<Acted<Migrated>> {
  const analysis = await analyseSelection(context, lang);
  if (analysis.problem) throw new Error(analysis.problem);
  const targets = analysis.targets.filter((t) => migratable(t, analysis));
  if (targets.length === 0) throw new Error(paneText(lang, "migrate.nothing"));
  const rowsSeen = new Set<number>();
  for (const t of targets) {
    if (rowsSeen.has(t.row)) throw new Error(paneText(lang, "tableResult.oneARow", { row: t.row + 1 }));
    rowsSeen.add(t.row);
  }
  const table = analysis.tableColumn;
  const column = table.column ?? table.free;
  const rows: LogRow[] = [];
  const writes: RowWrite[] = [];
  for (const t of targets) {
    const chain = t.chain!;
    const original = chain.first.previous;
    const reason = `table result (${snapshotWords(original)}) moved from the log into ${a1(t.row, column)}, its row's Table result cell${actor.reason ? `; ${actor.reason}` : ""}`;
    // Action "copy" with the adjustment's own id: the chain goes on, its table result now kept in its row.
    rows.push({
      time: actor.time,
      action: "copy",
      address: t.address,
      previous: t.snapshot,
      entry: chain.last.entry,
      reason,
      who: actor.who,
      id: chain.last.id,
      sheetId: sheetKey(analysis),
      rowKey: t.key,
    });
    writes.push({
      address: t.address,
      cells: [
        { range: tableRange(analysis, t, column), expect: t.table?.snapshot ?? "blank", write: migratedWrite(original, t.row, t.column) },
        // The score cell is not written, only checked: the entry must still be there.
        { range: t.cell, expect: t.snapshot, write: null },
      ],
    });
  }
  if (table.column === null) {
    const title = analysis.ws.getRangeByIndexes(table.titleRow, column, 1, 1);
    writes[0].cells.unshift({ range: title, expect: "title", write: { numberFormat: "General", value: paneText(lang, "tableResult.header"), fill: null } });
  }
  checkWritable(analysis);
  await appendLog(context, analysis.log, rows, lang, keepSheetKey(analysis));
  const { done, changed } = await writeChecked(context, writes);
  await appendLog(
    context,
    analysis.log,
    changed.map((c) => closingRow(rows[writes.indexOf(c.row)], c.now, actor, true)),
    lang,
  );
  return { result: { moved: done.map((w) => splitAddress(w.address).cell), changed: changedWords(changed, lang) }, log: analysis.log };
}
