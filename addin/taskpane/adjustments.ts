// The adjustment chains in the log and the decisions made from them: what a cell held before it
// was adjusted, what Clear restores, which cells were changed by hand since, what the overview
// lists. Pure: the task pane reads the log and the cells, asks these functions, and writes what
// they say. Pane-only: nothing in the scoring core uses it.
//
// An adjustment chain is the run of applies to one cell since its last clear; Clear restores the
// `previous` of the chain's FIRST apply. Applying twice, clearing twice or a hand edit in between
// therefore never loses the table result, and whatever Clear overwrites is itself in the log.
// A chain is keyed by its own id, which the cell's note carries (identity.ts), not by its address.
import { LogRow } from "./logRows";
import { CellSnapshot, CellWrite, holdsEntry, restoreWrite } from "./snapshots";

// ---------------------------------------------------------------------------------------------
// Decisions

/** Whether a log row belongs to the chain `key`: its id, or for rows without one its address. */
export function inChain(row: LogRow, key: string): boolean {
  return row.id ? row.id === key : sameAddress(row.address, key);
}

/** A row's chain key: its id, or the normalised address for rows logged before ids. */
export function chainKey(row: LogRow): string {
  return row.id || row.address.replace(/\$/g, "").toUpperCase();
}

/** The applies since the last clear of this chain, oldest first. */
export function currentChain(rows: readonly LogRow[], key: string): LogRow[] {
  const chain: LogRow[] = [];
  for (const row of rows) {
    if (row.action === "accept" || !inChain(row, key)) continue;
    if (row.action === "clear") chain.length = 0;
    // A copy row starts a chain as an apply does, with the table result of the chain it copies.
    else chain.push(row);
  }
  return chain;
}

export function sameAddress(a: string, b: string): boolean {
  return a.replace(/\$/g, "").toUpperCase() === b.replace(/\$/g, "").toUpperCase();
}

export interface AdjustmentState {
  /** The cell has an adjustment chain (applied, not cleared). */
  adjusted: boolean;
  /** The table result Clear restores: the cell before the chain's first apply. */
  original: CellSnapshot | null;
  /** The last entry the pane wrote. */
  entry: string | null;
  reason: string;
  /** The cell no longer holds the entry the pane wrote: someone typed over it. */
  editedByHand: boolean;
}

export function adjustmentState(rows: readonly LogRow[], key: string, current: CellSnapshot | null): AdjustmentState {
  const chain = currentChain(rows, key);
  if (chain.length === 0) return { adjusted: false, original: null, entry: null, reason: "", editedByHand: false };
  const last = chain[chain.length - 1];
  return {
    adjusted: true,
    original: chain[0].previous,
    entry: last.entry,
    reason: last.reason,
    editedByHand: current !== null && !holdsEntry(current, last.entry),
  };
}

/** Where a chain's cell is: its sheet (by Excel's id), its row key and column. */
export interface CellIdentity {
  id: string;
  sheetId: string;
  rowKey: string;
}

/**
 * An adjustment id: the time of the apply in milliseconds, base 36, then a serial and a salt, two
 * base-36 digits each (0..1295). The pane takes the salt at random; a script that writes a
 * workbook as the pane would passes its own, so its file comes out the same on every run.
 */
export function adjustmentId(time: string, serial: number, salt: number): string {
  const two = (n: number): string => (((Math.floor(n) % 1296) + 1296) % 1296).toString(36).padStart(2, "0");
  return `${Date.parse(time).toString(36)}${two(serial)}${two(salt)}`;
}

/** The log row for applying `entry` to a cell now holding `current`: it records that cell as is. */
export function applyRow(
  address: string,
  current: CellSnapshot,
  entry: string,
  reason: string,
  who: string,
  time: string,
  identity: CellIdentity = { id: "", sheetId: "", rowKey: "" },
): LogRow {
  return { time, action: "apply", address, previous: current, entry, reason, who, ...identity };
}

export type ClearDecision =
  | { kind: "none" }
  /** The cell no longer holds what the pane wrote: the director must choose (keep or restore). */
  /** `correction`: the latest value typed by hand (now, or between two applies of the chain). */
  | { kind: "edited"; now: CellSnapshot; entry: string; original: CellSnapshot; correction: CellSnapshot }
  | { kind: "restore"; write: CellWrite; row: LogRow };

/**
 * What Clear does to a cell: "none" when there is nothing to clear (never adjusted, or cleared
 * already — clearing twice is harmless). A cell that no longer holds what the pane wrote is never
 * overwritten unless the director chose to restore over the hand correction (`overHandEdit`).
 * Otherwise the write that restores the table result and the log row that records what it
 * overwrote.
 */
export function clearDecision(
  rows: readonly LogRow[],
  key: string,
  address: string,
  current: CellSnapshot,
  actor: { reason: string; who: string; time: string },
  overHandEdit = false,
  where: { sheetId?: string; rowKey?: string } = {},
): ClearDecision {
  const chain = currentChain(rows, key);
  if (chain.length === 0) return { kind: "none" };
  const first = chain[0];
  const last = chain[chain.length - 1];
  const original = first.previous;
  // A hand correction made since: the cell no longer holds the last entry, or an apply of the
  // chain found something other than the entry before it (corrected, then adjusted again).
  let correction: CellSnapshot | null = holdsEntry(current, last.entry) ? null : current;
  for (let i = chain.length - 1; i > 0 && !correction; i--) if (!holdsEntry(chain[i].previous, chain[i - 1].entry)) correction = chain[i].previous;
  if (correction && !overHandEdit) return { kind: "edited", now: current, entry: last.entry, original, correction };
  return {
    kind: "restore",
    write: restoreWrite(original),
    row: {
      time: actor.time,
      action: "clear",
      address,
      previous: current,
      entry: original.text,
      reason: actor.reason,
      who: actor.who,
      id: last.id,
      sheetId: where.sheetId ?? last.sheetId,
      rowKey: where.rowKey ?? last.rowKey,
    },
  };
}

/**
 * The row that starts a copy's own chain: a copied sheet (or a pasted cell) carries the note of
 * the adjustment it copies. Before the pane acts on the copy it logs this row — a new id, the
 * copied chain's table result as `previous` and its last entry — so that clearing the copy closes
 * the copy's chain and never the original's.
 */
export function copyRow(
  chain: { key: string; first: LogRow; last: LogRow },
  address: string,
  actor: { who: string; time: string },
  identity: CellIdentity,
): LogRow {
  return {
    time: actor.time,
    action: "copy",
    address,
    previous: chain.first.previous,
    entry: chain.last.entry,
    reason: `copy of adjustment ${chain.key} (${chain.last.address})`,
    who: actor.who,
    ...identity,
  };
}

/** clearDecision for a director who already chose to restore over any hand correction. */
export function clearPlan(
  rows: readonly LogRow[],
  address: string,
  current: CellSnapshot,
  reason: string,
  who: string,
  time: string,
): { write: CellWrite; row: LogRow } | null {
  const d = clearDecision(rows, address, address, current, { reason, who, time }, true);
  return d.kind === "restore" ? d : null;
}

/** An open chain: applied and not cleared. */
export interface OpenChain {
  key: string;
  first: LogRow;
  last: LogRow;
  /** 1-based row numbers of its rows in the log sheet, for messages. */
  logRows: number[];
}

/** Every open chain, in the order first adjusted. `rowNumbers[i]` is the sheet row of rows[i]. */
export function openChains(rows: readonly LogRow[], rowNumbers: readonly number[] = []): OpenChain[] {
  const open = new Map<string, OpenChain>();
  rows.forEach((row, i) => {
    if (row.action === "accept") return;
    const key = chainKey(row);
    if (row.action === "clear") open.delete(key);
    else {
      const c = open.get(key);
      const n = rowNumbers[i] ?? i + 2;
      if (c) {
        c.last = row;
        c.logRows.push(n);
      } else open.set(key, { key, first: row, last: row, logRows: [n] });
    }
  });
  return [...open.values()];
}

/** Every cell with an open adjustment chain, in the order first adjusted (as logged last). */
export function adjustedCells(rows: readonly LogRow[]): string[] {
  return openChains(rows).map((c) => c.last.address);
}

export interface OverviewItem {
  key: string;
  /** Where the cell is now; as last logged when it is missing. */
  address: string;
  entry: string;
  reason: string;
  original: CellSnapshot;
  /** "edited": typed over since the pane wrote it; "missing": the sheet or cell is gone. */
  status: "ok" | "edited" | "missing";
  logRows: number[];
}

/** The overview list: each open chain, located, and checked against what its cell holds now. */
export function overview(
  rows: readonly LogRow[],
  current: (chain: OpenChain) => { address: string; snapshot: CellSnapshot } | null,
  rowNumbers: readonly number[] = [],
): OverviewItem[] {
  return openChains(rows, rowNumbers).map((chain) => {
    const now = current(chain);
    return {
      key: chain.key,
      address: now?.address ?? chain.last.address,
      entry: chain.last.entry,
      reason: chain.last.reason,
      original: chain.first.previous,
      status: now === null ? "missing" : holdsEntry(now.snapshot, chain.last.entry) ? "ok" : "edited",
      logRows: chain.logRows,
    };
  });
}
