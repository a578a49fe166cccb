// The overview ("Adjusted cells"): every open adjustment of the log, where its cell is now and
// whether it still holds what the pane wrote. Reads the notes and the log once, then each
// adjusted cell and its row's labels; the old way (by labels) only for adjustments no note carries.
import { a1, sheetRef } from "../address";
import { OpenChain, openChains, overview, OverviewItem } from "./adjustments";
import { noteSupport, readCell, cellSnapshot } from "./excelCells";
import { confirmCell, ownSheet, placeByNotes, rowKey, sheetIdsStale } from "./identity";
import { keyed, Log, logAsNow, queueLogProbe, queueSheets, readLog } from "./logSheet";
import { carriersOf, queueLocations, queueNotes } from "./notes";
import { locateByLabels } from "./selection";
import { isEntry } from "./scoreCells";

/** The overview in its own Excel.run (the pane's first load, Refresh, a change of language). */
export async function readOverview(): Promise<OverviewItem[]> {
  return Excel.run((context) => overviewIn(context));
}

/** The overview read in `context`; `given`: the log an action of this Excel.run has just appended to (logAsNow). */
export async function overviewIn(context: Excel.RequestContext, given?: Log): Promise<OverviewItem[]> {
  const sheetsOf = queueSheets(context);
  const notesOf = queueNotes(context, noteSupport());
  await context.sync();
  const { info: unkeyed, items } = sheetsOf();
  const probeOf = queueLogProbe(context, items, !given);
  const locationsOf = queueLocations(notesOf());
  await context.sync();
  const probe = probeOf();
  const sheets = keyed(unkeyed, probe);
  const carriers = carriersOf(locationsOf(), sheets);
  const log = given ? await logAsNow(context, probe, given, carriers.length > 0) : await readLog(context, probe, carriers.length > 0);
  const chains = openChains(log.rows, log.rowNumbers);
  const stale = sheetIdsStale(log.rows, sheets);
  const known = new Set(log.rows.map((r) => r.id).filter(Boolean));
  const { placements } = placeByNotes(chains, known, carriers, sheets, stale);
  const where = new Map<string, { ws: Excel.Worksheet; row: number; column: number; byNote: boolean }>();
  const wsOf = (id: string) => items.find((w) => w.id === id)!;
  for (const p of placements) if (p.cell) where.set(p.chain.key, { ws: wsOf(p.cell.sheetId), row: p.cell.row, column: p.cell.column, byNote: true });
  // The old way, sheet by sheet, for adjustments no note carries.
  const unplaced = placements.filter((p) => !p.cell && !p.why && p.copies.length === 0);
  for (const s of sheets) {
    const mine = unplaced.filter((p) => ownSheet(p.chain, sheets, stale)?.id === s.id).map((p) => p.chain);
    if (mine.length === 0) continue;
    for (const [key, at] of await locateByLabels(context, wsOf(s.id), mine)) if (!("why" in at)) where.set(key, { ws: wsOf(s.id), ...at, byNote: false });
  }
  const read = new Map<string, { cell: Excel.Range; labels: Excel.Range; address: string; row: number; column: number; byNote: boolean }>();
  for (const [key, at] of where) {
    const cell = at.ws.getRangeByIndexes(at.row, at.column, 1, 1);
    readCell(cell);
    const labels = at.ws.getRangeByIndexes(at.row, 0, 1, at.column + 1);
    labels.load("values, formulas");
    read.set(key, { cell, labels, address: `${sheetRef(at.ws.name)}!${a1(at.row, at.column)}`, row: at.row, column: at.column, byNote: at.byNote });
  }
  if (read.size) await context.sync();
  return overview(
    log.rows,
    (chain: OpenChain) => {
      const f = read.get(chain.key);
      if (!f) return null;
      const snapshot = cellSnapshot(f.cell);
      const key = rowKey({ top: f.row, left: 0, values: f.labels.values, formulas: f.labels.formulas }, f.row, f.column, isEntry);
      // A note's cell that holds neither the entry nor its row's labels is not the adjustment's.
      if (f.byNote && confirmCell(chain, snapshot, key)) return null;
      return { address: f.address, snapshot };
    },
    log.rowNumbers,
  );
}
