// The selection: which selected cells are score cells, which adjustment each one's note names, and
// what its row's Table result cell holds (tableResult.ts). Read in three requests whatever the
// traveller's size: the sheets, the selection and the notes first; then what tells the log apart
// (and its first chunk), where the notes are, the selected cells, the rows around them and the
// sheet's first rows (the Table result column's title); then the selected rows' Table result
// cells. More only for a long log. locateByLabels serves the overview's list.
import { a1, cellIndex, sheetRef, splitAddress } from "../address";
import { Language } from "../i18n/language";
import { messageText, PaneMessage, paneText } from "../i18n/pane";
import { adjustmentState, AdjustmentState, OpenChain, openChains, sameAddress } from "./adjustments";
import { noteSupport, NoteSupport, readCell, cellSnapshot } from "./excelCells";
import { Grid, locate, noteAdjustmentId, ownSheet, rowKey, SheetInfo, sheetIdsStale } from "./identity";
import { keyed, Log, logAsNow, logProblem, queueLogProbe, queueSheets, readLog } from "./logSheet";
import { carriersOf, NoteAt, noteAt, queueLocations, queueNotes } from "./notes";
import { emptyCell, queueTableColumn, readTableCells, TableCell, TableColumn } from "./tableResult";
import { inTable, isEntry, isScoreColumn, scoreCellProblem } from "./scoreCells";
import { CellSnapshot, snapshotWords } from "./snapshots";

/** One adjustment covers at most a few rounds' worth of cells; more is surely a wrong selection. */
export const MAX_CELLS = 500;
/** Rows read above and below the selection to tell a score column and the table's end. */
const AROUND = 50;
/** Columns read left of the selection for its rows' labels: a traveller is far narrower. */
const LABELS = 64;
/** Cells of a sheet's label columns read in one request when an adjustment is looked for by its row. */
const SCAN_CELLS = 40_000;

export interface Target {
  cell: Excel.Range;
  address: string;
  row: number;
  column: number;
  snapshot: CellSnapshot;
  /** The row's labels left of the cell. */
  key: string;
  /** The adjustment id the cell's note carries (the pane's block); null for none. */
  noteId: string | null;
  /** The open adjustment of the log with that id; null when the log has none open. */
  chain: OpenChain | null;
  /** The open adjustment the note names when it was made on another sheet (a copied sheet): not this cell's. */
  elsewhere: OpenChain | null;
  /** The row's Table result cell as read; null when the sheet has no Table result column yet. */
  table: TableCell | null;
  /** Why Apply may not write here; null for a score cell. */
  problem: string | null;
}

/** Everything one operation reads, once. */
export interface Analysis {
  address: string;
  ws: Excel.Worksheet;
  sheet: SheetInfo;
  sheets: SheetInfo[];
  sheetProtected: boolean;
  /** Why nothing in this selection may be written (too large, the log, the log damaged); null otherwise. */
  problem: string | null;
  /** The selected cells Apply and Clear act on: the visible ones. */
  targets: Target[];
  /** Selected cells in rows hidden by a filter: never written. */
  hidden: number;
  cellCount: number;
  log: Log & { structureProtected: boolean };
  /** Open adjustments of this sheet found nowhere, and why. */
  lost: { chain: OpenChain; why: PaneMessage }[];
  notes: NoteAt[];
  support: NoteSupport;
  /** The sheet's Table result column (tableResult.ts). */
  tableColumn: TableColumn;
  active: { address: string; row: number; column: number; snapshot: CellSnapshot };
  lang: Language;
}

/**
 * Reads the workbook's sheets, the log, the notes and the selection, and says what each selected
 * cell is. `given`: the log an action of this Excel.run has just appended to, taken as it is now
 * instead of read again (logAsNow).
 */
export async function analyseSelection(context: Excel.RequestContext, lang: Language, given?: Log): Promise<Analysis> {
  const support = noteSupport();
  // Batch 1: the sheets, the selection, the active cell, the notes' text.
  const sheetsOf = queueSheets(context);
  const range = context.workbook.getSelectedRange();
  range.load("address, rowIndex, columnIndex, rowCount, columnCount");
  const ws = range.worksheet;
  ws.load("name, id");
  ws.protection.load("protected");
  const activeCell = context.workbook.getActiveCell();
  readCell(activeCell);
  activeCell.load("rowIndex, columnIndex");
  const notesOf = queueNotes(context, support);
  await context.sync();
  const { info: unkeyed, items } = sheetsOf();
  // rowCount × columnCount, not cellCount: cellCount is −1 above 2^31−1 cells (a whole sheet).
  const size = range.rowCount * range.columnCount;
  // Batch 2: the log's marks (and its first chunk), the notes' cells, the selected cells and the rows around them.
  const probeOf = queueLogProbe(context, items, !given);
  const locationsOf = queueLocations(notesOf());
  const tableOf = queueTableColumn(ws);
  const small = size <= MAX_CELLS;
  const top = Math.max(0, range.rowIndex - AROUND);
  const left = Math.max(0, range.columnIndex - LABELS);
  const around = small ? ws.getRangeByIndexes(top, left, range.rowIndex + range.rowCount + AROUND - top, range.columnIndex + range.columnCount - left) : null;
  around?.load("values, formulas");
  // Range.getVisibleView (ExcelApi 1.3): "RangeView represents a set of visible cells of the parent
  // range" — rows a filter hides are not in it, and are never written.
  const view = small ? range.getVisibleView() : null;
  view?.load("cellAddresses");
  const cells: { cell: Excel.Range; row: number; column: number }[] = [];
  if (small)
    for (let r = 0; r < range.rowCount; r++)
      for (let c = 0; c < range.columnCount; c++) {
        const cell = range.getCell(r, c);
        readCell(cell);
        cells.push({ cell, row: range.rowIndex + r, column: range.columnIndex + c });
      }
  await context.sync();
  const notes = locationsOf();
  const probe = probeOf();
  const sheets = keyed(unkeyed, probe);
  const sheet = sheets.find((s) => s.id === ws.id)!;
  const carriers = carriersOf(notes, sheets);
  const log = given ? await logAsNow(context, probe, given, carriers.length > 0) : await readLog(context, probe, carriers.length > 0);
  const active = { address: activeCell.address, row: activeCell.rowIndex, column: activeCell.columnIndex, snapshot: cellSnapshot(activeCell) };
  const base = {
    address: range.address,
    ws,
    sheet,
    sheets,
    sheetProtected: ws.protection.protected,
    targets: [],
    hidden: 0,
    cellCount: size,
    log,
    lost: [],
    notes,
    support,
    active,
    lang,
    tableColumn: { column: null, titleRow: 0, free: 0, problem: null, traveller: tableOf().traveller } as TableColumn,
  };
  if (log.sheet && log.sheetId === ws.id) return { ...base, problem: paneText(lang, "workbook.logSheet", { sheet: log.name }) };
  const damaged = logProblem(log, lang);
  if (damaged) return { ...base, problem: damaged };
  if (!small) return { ...base, problem: paneText(lang, "workbook.tooManyCells", { count: size.toLocaleString(lang), max: MAX_CELLS }) };

  const grid: Grid = { top, left, values: around!.values, formulas: around!.formulas };
  const visible = new Set(view!.cellAddresses.flat().map((a: string) => splitAddress(a).cell));
  const shown = cells.filter((c) => visible.has(a1(c.row, c.column)));
  const tableColumn = tableOf();
  const tableCells =
    tableColumn.column === null ? new Map<number, TableCell>() : await readTableCells(context, ws, tableColumn.column, [...new Set(shown.map((c) => c.row))]);
  const chains = openChains(log.rows, log.rowNumbers);
  const stale = sheetIdsStale(log.rows, sheets);
  const targets = shown.map(({ cell, row, column }): Target => {
    const snapshot = cellSnapshot(cell);
    const key = rowKey(grid, row, column, isEntry);
    const address = `${sheetRef(sheet.name)}!${a1(row, column)}`;
    const note = noteAt(notes, sheet.name, row, column);
    const noteId = note ? noteAdjustmentId(note.content) : null;
    // Without notes (ExcelApi before 1.10) the log's open adjustment of this very cell, in a row of the same labels.
    const open = noteId
      ? (chains.find((c) => c.key === noteId) ?? null)
      : support === "none"
        ? (chains.find((c) => sameAddress(c.last.address, address) && c.last.rowKey === key) ?? null)
        : null;
    // A note copied with its sheet names an adjustment of another sheet: not this cell's. The
    // sheet is known by its own key (renamed, swapped), by its logged name where a copy shares the key.
    const chain = open && ownSheet(open, sheets, stale)?.id === sheet.id ? open : null;
    const table = tableCells.get(row) ?? null;
    // The row's Table result cell is the table column itself: never a score cell.
    const own = tableColumn.column === column ? paneText(lang, "tableResult.isColumn") : null;
    const problem =
      own ??
      scoreCellProblem(
        {
          snapshot,
          value: cell.values[0][0],
          scores: isScoreColumn(grid, column),
          inTable: inTable(grid, row, column),
          adjusted: noteId !== null || (table !== null && !emptyCell(table.snapshot)),
          carried: null,
          lostEntry: null,
        },
        lang,
      );
    return { cell, address, row, column, snapshot, key, noteId, chain, elsewhere: chain ? null : open, table, problem };
  });
  return { ...base, tableColumn, targets, hidden: cells.length - shown.length, problem: tableColumn.problem ? paneText(lang, "tableResult.two") : null };
}

/**
 * The old way, for adjustments no note carries (logged before notes carried ids, on a host
 * without notes, or a note removed by hand): each one's logged row first, and only where that row
 * is not it, the sheet's label columns, in requests of SCAN_CELLS cells.
 */
export async function locateByLabels(
  context: Excel.RequestContext,
  ws: Excel.Worksheet,
  chains: OpenChain[],
): Promise<Map<string, { row: number; column: number } | { why: PaneMessage }>> {
  const out = new Map<string, { row: number; column: number } | { why: PaneMessage }>();
  if (chains.length === 0) return out;
  const rows = chains.map((chain) => {
    const at = cellIndex(chain.last.address);
    const r = ws.getRangeByIndexes(at.row, 0, 1, at.column + 1);
    r.load("values, formulas");
    return { chain, at, r };
  });
  const used = ws.getUsedRangeOrNullObject(true);
  used.load("rowIndex, rowCount");
  await context.sync();
  const rest: OpenChain[] = [];
  for (const { chain, at, r } of rows) {
    const where = locate(chain, { top: at.row, left: 0, values: r.values, formulas: r.formulas }, isEntry);
    // Found in its logged row: certain only if no other row has the same labels, so a row key is
    // looked for over the sheet unless the logged row holds the entry the pane wrote.
    const entryThere = r.values[0][at.column] === chain.last.entry;
    if (where.row !== null && (entryThere || !chain.last.rowKey)) out.set(chain.key, where);
    else if (!chain.last.rowKey) out.set(chain.key, { why: (where as { reason: PaneMessage }).reason });
    else rest.push(chain);
  }
  if (rest.length === 0 || used.isNullObject) {
    for (const chain of rest) out.set(chain.key, { why: { key: "locate.noRow", params: { key: chain.last.rowKey } } });
    return out;
  }
  const width = Math.max(...rest.map((c) => cellIndex(c.last.address).column)) + 1;
  const step = Math.max(1, Math.floor(SCAN_CELLS / width));
  const values: unknown[][] = [];
  const formulas: unknown[][] = [];
  for (let r = used.rowIndex; r < used.rowIndex + used.rowCount; r += step) {
    const part = ws.getRangeByIndexes(r, 0, Math.min(step, used.rowIndex + used.rowCount - r), width);
    part.load("values, formulas");
    await context.sync();
    values.push(...part.values);
    formulas.push(...part.formulas);
  }
  const grid: Grid = { top: used.rowIndex, left: 0, values, formulas };
  for (const chain of rest) {
    const where = locate(chain, grid, isEntry);
    out.set(chain.key, where.row === null ? { why: where.reason } : where);
  }
  return out;
}

/** "G3 ('Board' is not an entry), A2 (…) and 60 more". */
export function problemList(targets: readonly { address: string; problem: string | null }[], lang: Language, shown = 4): string {
  const bad = targets.filter((t) => t.problem !== null);
  const words = bad.slice(0, shown).map((t) => `${splitAddress(t.address).cell} (${t.problem})`);
  return words.join("; ") + (bad.length > shown ? `; ${paneText(lang, "workbook.andMore", { count: bad.length - shown })}` : "");
}

export interface SelectionInfo {
  address: string;
  /** Cells selected: rows × columns (a whole sheet is 17 179 869 184). */
  cellCount: number;
  /** Selected cells Apply would write: the visible ones. */
  visibleCount: number;
  /** Selected cells in hidden rows: left alone. */
  hiddenCount: number;
  active: { address: string; snapshot: CellSnapshot; state: AdjustmentState };
  /** Why Apply may not write into this selection; null when every cell is a score cell. */
  applyProblem: string | null;
  /** Adjusted cells of this sheet the log has but that are found nowhere now. */
  lost: string[];
  /** The log was changed outside the pane: the director may accept it as it is (acceptLog.ts). */
  logDamaged: boolean;
  /** The sheet holds a traveller (a header row with Board, NS and EW in its first rows). */
  traveller: boolean;
  /** applyProblem only says that selected cells are not score cells (not the log, its damage, the size). */
  notScore: boolean;
}

export function lostWords(chain: OpenChain, why: PaneMessage, lang: Language, log: string): string {
  return paneText(lang, "workbook.lost", {
    cell: splitAddress(chain.last.address).cell,
    entry: chain.last.entry,
    why: messageText(lang, why),
    original: snapshotWords(chain.first.previous, lang),
    log,
    row: chain.logRows[0],
  });
}

/**
 * What the pane says of the active cell: adjusted when its row's Table result cell holds the table
 * result (that cell is the truth, the log the account of how it got there).
 */
function rowState(t: Target | undefined, chain: OpenChain | null, an: Analysis): AdjustmentState {
  const table = t?.table && !emptyCell(t.table.snapshot) ? t.table.snapshot : null;
  if (!t || !table) return adjustmentState(chain ? an.log.rows : [], chain?.key ?? "", an.active.snapshot);
  const account = chain ?? t.elsewhere;
  const logged = account ? adjustmentState(an.log.rows, account.key, t.snapshot) : null;
  return { adjusted: true, original: table, entry: logged?.entry ?? null, reason: logged?.reason ?? "", editedByHand: logged ? logged.editedByHand : false };
}

/** The selection as the pane shows it, in its own Excel.run (a selection change, the pane's first load). */
export async function readSelection(lang: Language = "en"): Promise<SelectionInfo> {
  return Excel.run((context) => selectionIn(context, lang));
}

/** The selection as the pane shows it, read in `context`; `log` as analyseSelection takes it. */
export async function selectionIn(context: Excel.RequestContext, lang: Language, log?: Log): Promise<SelectionInfo> {
  return describeSelection(await analyseSelection(context, lang, log), lang);
}

/** What the pane shows of an analysed selection: the active cell and its adjustment, and whether Apply may write. */
export function describeSelection(an: Analysis, lang: Language): SelectionInfo {
  const activeTarget = an.targets.find((t) => t.row === an.active.row && t.column === an.active.column);
  const chain = activeTarget?.chain ?? null;
  let applyProblem = an.problem;
  const notScore = !applyProblem && an.targets.some((t) => t.problem);
  if (notScore) {
    const bad = an.targets.filter((t) => t.problem).length;
    const what =
      bad === an.targets.length
        ? paneText(lang, bad === 1 ? "workbook.notScoreOne" : "workbook.notScoreAll")
        : paneText(lang, "workbook.notScoreSome", { bad, count: an.targets.length });
    applyProblem = paneText(lang, "workbook.selectOnlyScores", { what, list: problemList(an.targets, lang) });
  }
  if (!applyProblem && an.targets.length === 0) applyProblem = paneText(lang, "workbook.allHidden");
  return {
    address: an.address,
    cellCount: an.cellCount,
    visibleCount: an.targets.length,
    hiddenCount: an.hidden,
    active: { address: an.active.address, snapshot: an.active.snapshot, state: rowState(activeTarget, chain, an) },
    applyProblem,
    lost: an.lost.map(({ chain: c, why }) => lostWords(c, why, lang, an.log.name || "Adjustments")),
    logDamaged: !!an.log.sheet && an.log.problems.length > 0,
    traveller: an.tableColumn.traveller === true,
    notScore,
  };
}
