// Apply and Clear through Excel. One read of everything (analyseSelection), the log rows written
// and proven first (appendLog), then the cells, then the notes. The decisions are adjustments.ts's
// and identity.ts's; this file only sequences them.
import { cellIndex, splitAddress } from "../address";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { adjustmentId, applyRow, clearDecision, copyRow, OpenChain } from "./adjustments";
import { customProperties, readCell, cellSnapshot, write } from "./excelCells";
import { newSheetKey, noteText } from "./identity";
import { appendLog, logBlocked, SHEET_PROPERTY, withLogRetries } from "./logSheet";
import { LogRow } from "./logRows";
import { writeNotes } from "./notes";
import { Analysis, analyseSelection, lostWords, problemList, Target } from "./selection";
import { CellWrite, entryWrite, restoreWrite, snapshotWords } from "./snapshots";

export interface Actor {
  reason: string;
  who: string;
  /** ISO time of the action. */
  time: string;
}

let idCounter = 0;
/** A new adjustment id: unique in the workbook for all practical purposes, short enough to read. */
function newId(time: string): string {
  idCounter = (idCounter + 1) % 1296;
  return adjustmentId(time, idCounter, Math.random() * 1296);
}

/**
 * What the log records as the adjusted cell's sheet: its own key — given to it now if it has none
 * yet, and written with the log rows (keepSheetKey) — or, on hosts without custom properties,
 * Excel's id.
 */
function sheetKey(analysis: Analysis): string {
  if (!analysis.sheet.key && customProperties()) {
    analysis.sheet.key = newSheetKey();
    newKeys.set(analysis, analysis.sheet.key);
  }
  return analysis.sheet.key || analysis.sheet.id;
}
const newKeys = new WeakMap<Analysis, string>();

/** Queues, in the log's batch, the key a sheet was just given. */
const keepSheetKey = (analysis: Analysis) => (): void => {
  const key = newKeys.get(analysis);
  if (key) analysis.ws.customProperties.add(SHEET_PROPERTY, key);
};

/** Refuses, before anything is written, a write the sheet or the log would not take. */
function checkWritable(analysis: Analysis): void {
  const blocked = logBlocked(analysis.log, analysis.lang);
  if (blocked) throw new Error(blocked);
  if (analysis.sheetProtected) throw new Error(paneText(analysis.lang, "workbook.sheetProtected", { sheet: analysis.sheet.name }));
}

/**
 * The chain a target's action continues: its own, or — for a copy of another cell's adjustment —
 * a new one forked from it (the copy row is logged first, so the original's chain stays open).
 */
function chainFor(t: Target, analysis: Analysis, actor: Actor, rows: LogRow[]): { chain: OpenChain | null; id: string; original: OpenChain | null } {
  const identity = { sheetId: sheetKey(analysis), rowKey: t.key };
  if (t.copyOf) {
    const id = newId(actor.time);
    const fork = copyRow(t.copyOf, t.address, actor, { id, ...identity });
    rows.push(fork);
    return { chain: { key: id, first: fork, last: fork, logRows: [] }, id, original: t.copyOf };
  }
  return { chain: t.chain, id: t.chain ? t.chain.last.id : newId(actor.time), original: t.chain };
}

/**
 * Writes `entry` (canonical notation) into every selected visible cell, logging what each held.
 * Every one must be a score cell; otherwise nothing is written and the error says which cells are
 * not, and why. The log rows are written and proven before any cell changes.
 */
export async function applyAdjustment(entry: string, actor: Actor, lang: Language = "en"): Promise<{ addresses: string[]; hidden: number }> {
  return withLogRetries(async (context) => {
    const analysis = await analyseSelection(context, lang);
    if (analysis.problem) throw new Error(analysis.problem);
    if (analysis.targets.length === 0) throw new Error(paneText(lang, "workbook.allHidden"));
    if (analysis.targets.some((t) => t.problem)) throw new Error(paneText(lang, "workbook.nothingWritten", { list: problemList(analysis.targets, lang) }));
    const rows: LogRow[] = [];
    const notes: { address: string; text: string }[] = [];
    const applied: LogRow[] = [];
    for (const t of analysis.targets) {
      const { id, original } = chainFor(t, analysis, actor, rows);
      const row = applyRow(t.address, t.snapshot, entry, actor.reason, actor.who, actor.time, { id, sheetId: sheetKey(analysis), rowKey: t.key });
      rows.push(row);
      applied.push(row);
      // The note names the table result, which is the chain's first previous, not this one.
      notes.push({ address: t.address, text: noteText(row, original ? original.first.previous : t.snapshot) });
    }
    // Log first: if the log cannot be written, no cell has changed.
    checkWritable(analysis);
    await appendLog(context, analysis.log, rows, lang, keepSheetKey(analysis));
    try {
      analysis.targets.forEach((t) => write(t.cell, entryWrite(entry)));
      await context.sync();
    } catch (e) {
      await closeUnwritten(context, analysis, applied, entry, actor, e);
      throw new Error(paneText(lang, "workbook.writeFailed", { error: e instanceof Error ? e.message : String(e) }));
    }
    await writeNotes(context, analysis.support, analysis.notes, notes);
    return { addresses: applied.map((r) => r.address), hidden: analysis.hidden };
  });
}

/**
 * After the log rows of an apply were written, writing the cells failed: each cell that does not
 * hold the entry gets a row closing its chain ("apply did not complete"), so the log never claims
 * an adjustment the sheet does not have, and Clear has nothing to restore there.
 */
async function closeUnwritten(context: Excel.RequestContext, analysis: Analysis, rows: LogRow[], entry: string, actor: Actor, e: unknown): Promise<void> {
  const again = analysis.targets.map((t) => {
    const r = analysis.ws.getRangeByIndexes(t.row, t.column, 1, 1);
    readCell(r);
    return r;
  });
  await context.sync();
  const closing: LogRow[] = [];
  again.forEach((r, i) => {
    const now = cellSnapshot(r);
    if (now.kind === "text" && now.text === entry) return;
    const row = rows[i];
    const reason = `apply did not complete (${e instanceof Error ? e.message : String(e)}); the cell kept its value`;
    // A new chain is closed; a chain that was adjusted before goes on with what the cell holds.
    closing.push({ ...row, time: actor.time, action: analysis.targets[i].chain ? "apply" : "clear", previous: now, entry: now.text, reason });
  });
  await appendLog(context, analysis.log, closing, analysis.lang);
}

export interface ClearResult {
  restored: string[];
  untouched: string[];
  /** Cells corrected by hand since the pane wrote them: listed, nothing written; the director chooses. */
  edited: { address: string; now: string; entry: string; original: string; correction: string }[];
  /** Every cell a range Clear would change, and to what: listed before anything is written. `id` is the adjustment's. */
  planned: { address: string; now: string; restore: string; id: string }[];
  /** Open adjustments of this sheet found nowhere: where their table results are in the log. */
  lost: string[];
  /** Cells carrying an adjustment the pane cannot act on (not in the log, a copy pasted into another row): why. */
  refused: string[];
}

/**
 * A clear as both Clear and "Keep corrections" write it: the log rows first (a protected sheet
 * refuses before anything changes), then the cells, then the pane's notes taken off. Returns the
 * addresses restored.
 */
async function writeClear(context: Excel.RequestContext, analysis: Analysis, rows: LogRow[], writes: { cell: Excel.Range; write: CellWrite; address: string }[]): Promise<string[]> {
  if (rows.length > 0) checkWritable(analysis);
  await appendLog(context, analysis.log, rows, analysis.lang, keepSheetKey(analysis));
  writes.forEach((w) => write(w.cell, w.write));
  await context.sync();
  await writeNotes(
    context,
    analysis.support,
    analysis.notes,
    writes.map((w) => ({ address: w.address, text: null })),
  );
  return writes.map((w) => w.address);
}

/**
 * The chain a clear of `t` closes, and the log rows it is decided on: the log's, or — for a copy —
 * the copy row that forks it (`mine`, logged before the clear).
 */
function clearing(t: Target, analysis: Analysis, actor: Actor): { mine: LogRow[]; chain: OpenChain; history: readonly LogRow[] } {
  const mine: LogRow[] = [];
  const { chain } = chainFor(t, analysis, actor, mine);
  return { mine, chain: chain!, history: t.copyOf ? mine : analysis.log.rows };
}

/** Reads the selection for a clear: the targets it acts on, and what it says of the others. */
async function startClear(context: Excel.RequestContext, lang: Language): Promise<{ analysis: Analysis; acting: Target[]; untouched: string[]; refused: string[] }> {
  const analysis = await analyseSelection(context, lang);
  if (analysis.problem) throw new Error(analysis.problem);
  return { analysis, ...clearable(analysis) };
}

/** The targets Clear acts on, and what it says of the others. */
function clearable(analysis: Analysis): { acting: Target[]; untouched: string[]; refused: string[] } {
  const acting: Target[] = [];
  const untouched: string[] = [];
  const refused: string[] = [];
  for (const t of analysis.targets) {
    if (t.carried) refused.push(`${splitAddress(t.address).cell} (${t.carried})`);
    if ((t.chain || t.copyOf) && !t.carried) acting.push(t);
    else untouched.push(t.address);
  }
  return { acting, untouched, refused };
}

/**
 * Restores the table result of every selected adjusted cell; others are left alone. One adjusted
 * cell that holds what the pane wrote is restored at once. Otherwise — several cells, or any hand
 * correction since — nothing is written: the result lists every cell and what it would become
 * (`planned`) and the corrections (`edited`), and the director confirms by passing that list
 * back as `confirmed`; a listed cell that changed since makes the confirmation void, and is named.
 */
export async function clearAdjustment(actor: Actor, confirmed: ClearResult["planned"] | null = null, lang: Language = "en"): Promise<ClearResult> {
  return withLogRetries(async (context) => {
    const { analysis, acting, untouched, refused } = await startClear(context, lang);
    const rows: LogRow[] = [];
    const writes: { cell: Excel.Range; write: CellWrite; address: string }[] = [];
    const edited: ClearResult["edited"] = [];
    const planned: ClearResult["planned"] = [];
    for (const t of acting) {
      const { mine, chain, history } = clearing(t, analysis, actor);
      const where = { sheetId: sheetKey(analysis), rowKey: t.key };
      const d = clearDecision(history, chain.key, t.address, t.snapshot, actor, true, where);
      const check = clearDecision(history, chain.key, t.address, t.snapshot, actor, false, where);
      if (d.kind !== "restore") {
        untouched.push(t.address);
        continue;
      }
      if (check.kind === "edited")
        edited.push({ address: t.address, now: snapshotWords(check.now, lang), entry: check.entry, original: snapshotWords(check.original, lang), correction: snapshotWords(check.correction, lang) });
      planned.push({ address: t.address, now: t.snapshot.text, restore: snapshotWords(chain.first.previous, lang), id: (t.chain ?? t.copyOf)!.key });
      rows.push(...mine, d.row);
      writes.push({ cell: t.cell, write: d.write, address: t.address });
    }
    const lost = analysis.lost.map(({ chain, why }) => lostWords(chain, why, lang, analysis.log.name || "Adjustments"));
    refuseUnsafeFormulas(analysis, acting, writes);
    const none = { restored: [] as string[], untouched, edited, planned, lost, refused };
    if (confirmed) {
      const changed = confirmed.filter((c) => !planned.some((p) => p.address === c.address && p.now === c.now && p.id === c.id));
      const added = planned.filter((p) => !confirmed.some((c) => c.address === p.address));
      if (changed.length || added.length)
        throw new Error(paneText(lang, "workbook.changedSince", { cells: [...changed, ...added].map((c) => splitAddress(c.address).cell).join(", ") }));
    } else if (edited.length > 0 || planned.length > 1) return none;
    return { restored: await writeClear(context, analysis, rows, writes), untouched, edited: [], planned: [], lost, refused };
  });
}

/** The sheet names a formula refers to ('Round 1'!A1, Sheet2!B3:C4, 'Par'!R1C1). */
export function referencedSheets(formula: string): string[] {
  const names = new Set<string>();
  for (const m of formula.matchAll(/(?:'((?:[^']|'')+)'|([A-Za-z_\u00c0-\uffff][\w.\u00c0-\uffff]*))!/g)) names.add(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]);
  return [...names];
}

/**
 * A formula restored where it would not point where it did: a sheet it refers to is no longer in
 * the workbook (renamed or deleted since), or — logged before the pane kept formulas relative to
 * their cell — the cell has moved since. The pane then writes nothing and says which cells to
 * restore by hand, and from which formula.
 */
function refuseUnsafeFormulas(analysis: Analysis, targets: Target[], writes: { write: CellWrite; address: string }[]): void {
  const names = new Set(analysis.sheets.map((s) => s.name.toLowerCase()));
  const dead: string[] = [];
  const moved: string[] = [];
  for (const w of writes) {
    if (w.write.formulaR1C1 === undefined && w.write.formula === undefined) continue;
    const t = targets.find((x) => x.address === w.address)!;
    const first = (t.chain ?? t.copyOf)!.first;
    const formula = first.previous.text;
    const cell = splitAddress(w.address).cell;
    if (referencedSheets(formula).some((n) => !names.has(n.toLowerCase()))) dead.push(paneText(analysis.lang, "workbook.deadReference", { cell, formula }));
    else if (w.write.formula !== undefined) {
      // Logged before formulas were kept relative to their cell: right only where the cell still is.
      const from = cellIndex(first.address);
      if (from.row !== t.row || from.column !== t.column) moved.push(paneText(analysis.lang, "workbook.formulaMoved", { cell, formula, from: splitAddress(first.address).cell }));
    }
  }
  if (dead.length) throw new Error(paneText(analysis.lang, dead.length === 1 ? "workbook.deadOne" : "workbook.deadMany", { list: dead.join("; ") }));
  if (moved.length) throw new Error(paneText(analysis.lang, "workbook.movedFormulas", { list: moved.join("; ") }));
}

/**
 * The director keeps the hand corrections: each selected adjusted cell corrected by hand since
 * the pane wrote it keeps (or gets back) its latest correction; its adjustment is closed in the
 * log (which keeps both the correction and the table result), and the pane's fill and note come off.
 */
export async function keepCorrections(actor: Actor, lang: Language = "en"): Promise<ClearResult> {
  return withLogRetries(async (context) => {
    const { analysis, acting, untouched, refused } = await startClear(context, lang);
    const rows: LogRow[] = [];
    const cells: { cell: Excel.Range; write: CellWrite; address: string }[] = [];
    for (const t of acting) {
      const { mine, chain, history } = clearing(t, analysis, actor);
      const d = clearDecision(history, chain.key, t.address, t.snapshot, actor);
      if (d.kind !== "edited") {
        untouched.push(t.address);
        continue;
      }
      const reason = `kept the hand correction${actor.reason ? `; ${actor.reason}` : ""}`;
      rows.push(...mine, { time: actor.time, action: "clear", address: t.address, previous: t.snapshot, entry: d.correction.text, reason, who: actor.who, id: chain.last.id, sheetId: sheetKey(analysis), rowKey: t.key });
      // The correction's value and format, with the fill the cell had before the pane's.
      cells.push({ cell: t.cell, write: { ...restoreWrite(d.correction), fill: d.original.fill === "" ? null : d.original.fill }, address: t.address });
    }
    return { restored: await writeClear(context, analysis, rows, cells), untouched, edited: [], planned: [], lost: [], refused };
  });
}
