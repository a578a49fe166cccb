// Clear, and keeping hand corrections, through Excel: the same order as Apply (apply.ts) — one
// read of everything (analyseSelection), the log rows written and proven first (appendLog), then
// the cells, each write checked against what was read (writeChecked), then the notes. Clear moves
// the table result back from the row's Table result cell (tableResult.ts).
import { a1, splitAddress } from "../address";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { clearDecision } from "./adjustments";
import { Acted, appendLog, withLogRetries } from "./logSheet";
import { LogRow } from "./logRows";
import { writeNotes } from "./notes";
import { Analysis, analyseSelection, Target } from "./selection";
import { CellSnapshot, holdsEntry, restoreWrite, snapshotWords } from "./snapshots";
import { changedWords, closingRow, RowWrite, writeChecked } from "./rowWrites";
import { Actor, checkWritable, keepSheetKey, newId, sheetKey } from "./writeRules";
import { agreesWithLog, EMPTY_WRITE, emptyCell, moveWrite } from "./tableResult";

export interface ClearResult {
  restored: string[];
  untouched: string[];
  /** Cells corrected by hand since the pane wrote them: listed, nothing written; the director chooses. */
  edited: { address: string; now: string; entry: string; original: string; correction: string }[];
  /**
   * Every cell a Clear would change, and to what: listed before anything is written when there are
   * several, or anything to check (`why`). `id` is the adjustment's.
   */
  planned: { address: string; now: string; restore: string; id: string; why: string }[];
  /** Kept for the page: adjustments found nowhere (none: a table result is in its row or not at all). */
  lost: string[];
  /** Cells carrying an adjustment the pane cannot act on (its row keeps no table result): why. */
  refused: string[];
  /** Cells changed between the pane's read and its write: left as they are. */
  changed?: string[];
}

/** The latest hand correction of an adjusted cell since the pane wrote it (now, or between two applies); null for none. */
function correctionOf(analysis: Analysis, t: Target, actor: Actor): CellSnapshot | null {
  if (!t.chain) return null;
  const d = clearDecision(analysis.log.rows, t.chain.key, t.address, t.snapshot, actor);
  return d.kind === "edited" ? d.correction : null;
}

/** What Clear would do in one row: its log row and its writes; null when the row keeps no table result. */
function clearRow(analysis: Analysis, t: Target, actor: Actor, keep: CellSnapshot | null): { row: LogRow; write: RowWrite } | null {
  const table = t.table;
  if (!table || emptyCell(table.snapshot)) return null;
  // A note that is not this row's open adjustment (copied, undone, not in the log) never closes another row's: a new id.
  const id = t.chain?.last.id ?? newId(actor.time);
  const reason = keep ? `kept the hand correction${actor.reason ? `; ${actor.reason}` : ""}` : actor.reason;
  const row: LogRow = {
    time: actor.time,
    action: "clear",
    address: t.address,
    previous: t.snapshot,
    entry: keep ? keep.text : table.snapshot.text,
    reason,
    who: actor.who,
    id,
    sheetId: sheetKey(analysis),
    rowKey: t.key,
  };
  // Keeping the correction: its value and format, with the fill the cell had before the pane's.
  const score = keep ? { ...restoreWrite(keep), fill: table.snapshot.fill === "" ? null : table.snapshot.fill } : moveWrite(table.snapshot);
  return {
    row,
    write: {
      address: t.address,
      cells: [
        { range: t.cell, expect: t.snapshot, write: score },
        { range: table.cell, expect: table.snapshot, write: EMPTY_WRITE },
      ],
    },
  };
}

/**
 * A cell adjusted before the Table result column (its table result only in the log): restored
 * from the log only in the row the log names — the same labels (board, pairs, contract …) — and
 * only once the director confirms the list. Anywhere else, nothing.
 */
function fromLog(analysis: Analysis, t: Target, actor: Actor): { row: LogRow; write: RowWrite } | null {
  const chain = t.chain;
  if (!chain || !chain.last.rowKey || chain.last.rowKey !== t.key) return null;
  const original = chain.first.previous;
  const row: LogRow = {
    time: actor.time,
    action: "clear",
    address: t.address,
    previous: t.snapshot,
    entry: original.text,
    reason: actor.reason,
    who: actor.who,
    id: chain.last.id,
    sheetId: sheetKey(analysis),
    rowKey: t.key,
  };
  return { row, write: { address: t.address, cells: [{ range: t.cell, expect: t.snapshot, write: restoreWrite(original) }] } };
}

/** Writes a clear: the log rows first (a protected sheet refuses before anything changes), then the checked cells, then the pane's notes off. */
async function writeClear(
  context: Excel.RequestContext,
  analysis: Analysis,
  rows: LogRow[],
  writes: RowWrite[],
  actor: Actor,
): Promise<{ restored: string[]; changed: string[] }> {
  if (rows.length === 0) return { restored: [], changed: [] };
  checkWritable(analysis);
  await appendLog(context, analysis.log, rows, analysis.lang, keepSheetKey(analysis));
  const { done, changed } = await writeChecked(context, writes);
  const closing = changed.map((c) => closingRow(rows[writes.indexOf(c.row)], c.now, actor, true));
  await appendLog(context, analysis.log, closing, analysis.lang);
  // A note that could not be changed keeps the pane's block: the cell holds its table result again, which is what counts.
  await writeNotes(
    context,
    analysis.support,
    analysis.notes,
    done.map((w) => ({ address: w.address, text: null })),
  );
  return { restored: done.map((w) => w.address), changed: changedWords(changed, analysis.lang) };
}

/** What Clear says of a row whose Table result cell is empty but whose score cell carries an adjustment. */
function refusal(analysis: Analysis, t: Target): string {
  const lang = analysis.lang;
  const cell = a1(t.row, analysis.tableColumn.column ?? analysis.tableColumn.free);
  const logged = t.chain
    ? paneText(lang, "tableResult.logSays", { original: snapshotWords(t.chain.first.previous, lang), address: t.chain.first.address, row: t.chain.logRows[0] })
    : "";
  return `${splitAddress(t.address).cell} (${paneText(lang, "tableResult.emptyRefused", { cell })}${logged ? ` ${logged}` : ""})`;
}

/**
 * Restores the table result of every selected adjusted cell from its own row's Table result cell;
 * others are left alone. One adjusted cell that holds what the pane wrote, whose row agrees with
 * the log, is restored at once. Otherwise — several cells, a hand correction since, a row that
 * disagrees with the log — nothing is written: the result lists every cell, what it would become
 * and why it is listed (`planned`), and the director confirms by passing that list back as
 * `confirmed`; a listed cell that changed since makes the confirmation void, and is named.
 */
export async function clearAdjustment(actor: Actor, confirmed: ClearResult["planned"] | null = null, lang: Language = "en"): Promise<ClearResult> {
  return withLogRetries(async (context) => (await clearIn(context, actor, confirmed, lang)).result);
}

/** clearAdjustment in `context`, with the log as it left it (Acted). */
export async function clearIn(
  context: Excel.RequestContext,
  actor: Actor,
  confirmed: ClearResult["planned"] | null,
  lang: Language,
): Promise<Acted<ClearResult>> {
  const analysis = await analyseSelection(context, lang);
  if (analysis.problem) throw new Error(analysis.problem);
  const rows: LogRow[] = [];
  const writes: RowWrite[] = [];
  const edited: ClearResult["edited"] = [];
  const planned: ClearResult["planned"] = [];
  const untouched: string[] = [];
  const refused: string[] = [];
  for (const t of analysis.targets) {
    const plan = clearRow(analysis, t, actor, null);
    if (!plan) {
      const legacy = fromLog(analysis, t, actor);
      if (legacy) {
        // Adjusted before the Table result column: the log's table result, offered for the row it was logged in, never at once.
        const chain = t.chain!;
        if (!holdsEntry(t.snapshot, chain.last.entry))
          edited.push({
            address: t.address,
            now: snapshotWords(t.snapshot, lang),
            entry: chain.last.entry,
            original: snapshotWords(chain.first.previous, lang),
            correction: snapshotWords(t.snapshot, lang),
          });
        planned.push({
          address: t.address,
          now: t.snapshot.text,
          restore: snapshotWords(chain.first.previous, lang),
          id: chain.key,
          why: paneText(lang, "tableResult.fromLog", { row: chain.logRows[0], labels: t.key }),
        });
        rows.push(legacy.row);
        writes.push(legacy.write);
      } else if (t.noteId) refused.push(refusal(analysis, t));
      else untouched.push(t.address);
      continue;
    }
    const table = t.table!.snapshot;
    const why: string[] = [];
    if (t.elsewhere) why.push(paneText(lang, "tableResult.logElsewhere", { address: t.elsewhere.last.address }));
    else if (!t.chain && t.noteId && !analysis.log.rows.some((r) => r.id === t.noteId))
      why.push(paneText(lang, "tableResult.notInLog", { log: analysis.log.name || "Adjustments" }));
    else if (!t.chain) why.push(paneText(lang, t.noteId ? "tableResult.logClosed" : "tableResult.noNote"));
    else if (!agreesWithLog(table, t.chain.first.previous))
      why.push(paneText(lang, "tableResult.logDiffers", { logged: snapshotWords(t.chain.first.previous, lang) }));
    // A hand correction since the pane wrote — now, or between two applies — is offered, never lost silently.
    const d = correctionOf(analysis, t, actor);
    if (d)
      edited.push({
        address: t.address,
        now: snapshotWords(t.snapshot, lang),
        entry: t.chain!.last.entry,
        original: snapshotWords(table, lang),
        correction: snapshotWords(d, lang),
      });
    planned.push({ address: t.address, now: t.snapshot.text, restore: snapshotWords(table, lang), id: t.chain?.key ?? t.noteId ?? "", why: why.join("; ") });
    rows.push(plan.row);
    writes.push(plan.write);
  }
  const none = { restored: [] as string[], untouched, edited, planned, lost: [], refused };
  if (confirmed) {
    const changed = confirmed.filter((c) => !planned.some((p) => p.address === c.address && p.now === c.now && p.id === c.id));
    const added = planned.filter((p) => !confirmed.some((c) => c.address === p.address));
    if (changed.length || added.length)
      throw new Error(paneText(lang, "workbook.changedSince", { cells: [...changed, ...added].map((c) => splitAddress(c.address).cell).join(", ") }));
  } else if (edited.length > 0 || planned.length > 1 || planned.some((p) => p.why)) return { result: none, log: analysis.log };
  const { restored, changed } = await writeClear(context, analysis, rows, writes, actor);
  return { result: { restored, untouched, edited: [], planned: [], lost: [], refused, ...(changed.length ? { changed } : {}) }, log: analysis.log };
}

/**
 * The director keeps the hand corrections: each selected adjusted cell corrected by hand since
 * the pane wrote it keeps its correction; its row's Table result cell is emptied, the adjustment
 * is closed in the log (which keeps both the correction and the table result), and the pane's
 * fill and note come off.
 */
export async function keepCorrections(actor: Actor, lang: Language = "en"): Promise<ClearResult> {
  return withLogRetries(async (context) => (await keepIn(context, actor, lang)).result);
}

/** keepCorrections in `context`, with the log as it left it (Acted). */
export async function keepIn(context: Excel.RequestContext, actor: Actor, lang: Language): Promise<Acted<ClearResult>> {
  const analysis = await analyseSelection(context, lang);
  if (analysis.problem) throw new Error(analysis.problem);
  const rows: LogRow[] = [];
  const writes: RowWrite[] = [];
  const untouched: string[] = [];
  for (const t of analysis.targets) {
    const correction = t.chain ? correctionOf(analysis, t, actor) : t.noteId === null ? t.snapshot : null;
    const plan = correction ? clearRow(analysis, t, actor, correction) : null;
    if (!plan) {
      untouched.push(t.address);
      continue;
    }
    rows.push(plan.row);
    writes.push(plan.write);
  }
  const { restored, changed } = await writeClear(context, analysis, rows, writes, actor);
  return { result: { restored, untouched, edited: [], planned: [], lost: [], refused: [], ...(changed.length ? { changed } : {}) }, log: analysis.log };
}
