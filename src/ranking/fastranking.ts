// RANKING as Excel receives it (docs/rules.md §6), from a column read board by board: each board
// scored in integers — matchpoints here (columnRatios, src/matchpoints/matchpointRatios.ts), Butler and
// cross-IMPs in fastrankimps.ts (src/imps/fastimpratios.ts) — each pair's table results summed as a
// near value (src/ranking/near.ts) rather than a Fraction whose denominator grows with every board of
// another N, and Law 12C2(c), linked scores, corrections and the ranks decided on those sums
// (fastsession.ts, fastrankcells.ts), every close call exactly, so the table is bit for bit the exact path's.
// Sessions this path does not take on — output rounding, a bad cell, a title row — are ranked by
// the exact path, which words every error (a bad correction: the reader both paths share).
import { ColumnBoard, Column, columnBoard, int32Rows, readColumn, reusingRows, scratchFor } from "../entries/column";
import { Entry, ResultEntry } from "../entries/entry";
import { Fraction } from "../exact";
import { ColumnRatios, RatioRoom, columnRatios } from "../matchpoints/matchpointRatios";
import { Near, nearAdd, nearDiv, nearRatio } from "./near";
import { Options } from "../options";
import { fastPathAllowed, optionsOf } from "../worksheetFunctions";
import { scoreRanking } from "./ranking";
import { TableCell } from "./results";
import { Seats, SessionArgs, readSeats, seatedOnce } from "./seating";
import { Tally, finishTally, tallyRatio } from "./tallies";
import { Correction, readCorrections } from "./corrections";
import { PairSides, Session, addPlainRows, boardOptionsOf, nearPlain, nearTotal, newSession } from "./fastsession";
import { rankingCells } from "./fastrankcells";
import { impSession } from "./fastrankimps";
import { isOmitted } from "../entries/traveller";
import { withObjectCellsRead } from "../entries/objectCells";

/** RANKING's table with every value a float: the same cells as converting scoreRanking's. */
export function scoreRankingAsNumbers(...args: SessionArgs): TableCell[][] {
  // Its per-row arrays end with the call: their buffers are the next call's (src/entries/column.ts).
  return reusingRows(() => rankingAsNumbers(args, false));
}

/**
 * The ranges with their object cells read (src/entries/objectCells.ts); `args` itself when none
 * holds one. The column and seat readers stop at an object cell and read every cell they score,
 * so a table from them saw no object cell, and a call that has one is asked again on its cells as
 * read: each cell is read once on the way that needs no pass of its own.
 */
function withObjectCells(args: SessionArgs): SessionArgs {
  const read = args.map((a, i) => (i === 4 ? a : withObjectCellsRead(a))) as SessionArgs;
  return read.every((a, i) => a === args[i]) ? args : read;
}

/** `cellsRead`: the object cells of `args` have been read (withObjectCells). */
function rankingAsNumbers(args: SessionArgs, cellsRead: boolean): TableCell[][] {
  const [boards, nspairs, ewpairs, entries, optionsText, corrections] = args;
  const exact = (): TableCell[][] => {
    if (cellsRead) return scoreRanking(...args);
    const read = withObjectCells(args);
    return read === args ? scoreRanking(...args) : rankingAsNumbers(read, true);
  };
  const options = optionsOf("RANKING", optionsText);
  if (!fastPathAllowed("RANKING", options)) return exact();
  const column = readColumn(entries, boards, options.tables);
  if (!column || column.general.some((g) => g === 1)) return exact();
  const seats = readSeats(column.height, column.blank, nspairs, ewpairs, options.mitchell === "on");
  if (!seats) return exact();
  const session = options.scoring === "mp" ? tallySession(column, seats, options) : impSession(column, seats, options);
  if (!session) return exact();
  // The few correction rows are read in a pass of their own, object cells and all.
  return rankingCells(session, seats, options, pairCorrections(withObjectCellsRead(corrections), seats, options));
}

/**
 * The corrections by pair index. A bad correction is thrown here as rankSession throws it: the
 * same reader (src/ranking/corrections.ts) over the same pair keys, and a session with any other error
 * has gone to the exact path before this.
 */
function pairCorrections(corrections: unknown, seats: Seats, options: Options): Map<number, Correction> {
  const out = new Map<number, Correction>();
  // Stryker disable next-line ConditionalExpression: equivalent, readCorrections reads an omitted range as none; this only skips building the keys
  if (isOmitted(corrections)) return out;
  // Keyed as rankSession keys its tallies.
  const index = new Map(seats.pairs.map((pair, p) => [seats.direction[p] ? `${seats.direction[p]} ${pair.key}` : pair.key, p]));
  // readCorrections asks the map only whether a key is a pair's: the index answers that, without
  // a second map of every pair (10 000 of them in a field).
  const byKey = readCorrections(corrections, index, options.mitchell === "on", options);
  for (const [key, c] of byKey) out.set(index.get(key)!, c);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The boards, summed per pair

/** Every board scored and added to its pairs; null for a board the integer path leaves, or a pair on a board twice. */
function tallySession(column: Column, seats: Seats, options: Options): Session | null {
  const P = seats.pairs.length;
  const boardOptions = boardOptionsOf(column, options);
  // A board's ratios again, for a pair whose exact tally is asked for (a few pairs of a session).
  const again = new Map<number, ColumnRatios & { entries: Entry[] }>();
  let space: ReturnType<typeof scratchFor> | null = null;
  const ratiosOf = (b: number) => {
    let r = again.get(b);
    // Stryker disable next-line ConditionalExpression: equivalent, a board's ratios made again are the same ratios; the map only saves the work
    if (!r) {
      const board = columnBoard(column, b, (space ??= scratchFor(column)));
      again.set(b, (r = { ...columnRatios(board, boardOptions)!, entries: board.entries }));
    }
    return r;
  };
  const s: Session = newSession(P, column.height, false, {
    nearTotal: (p) => nearTotal(s, p, options),
    exactTotal: (p, sides) => exactTotal(s, ratiosOf, seats, sides, p, options),
    nearShown: (total, max) => onScale(total, max, options),
  });
  const lastBoard = int32Rows(P).fill(-1);
  const scratch = scratchFor(column);
  const room = new RatioRoom();
  // Stryker disable next-line EqualityOperator: equivalent, the board past the last has no rows and adds nothing to any pair
  for (let b = 0; b < column.boards; b++) {
    const board = columnBoard(column, b, scratch);
    // A pair on a board twice is an error the exact path words.
    if (!seatedOnce(board.rows, seats, lastBoard, b)) return null;
    // §1, §6: a board with one expected result has no comparison and does not count.
    if ((options.tables ?? board.rows.length) === 1) continue;
    if (!addBoard(board, b, boardOptions, seats, s, room)) return null;
  }
  return s;
}

function addBoard(board: ColumnBoard, index: number, options: Options, seats: Seats, s: Session, room: RatioRoom): boolean {
  const r = columnRatios(board, options, room);
  if (!r) return false;
  const { rows, slot, keys } = board;
  const top = r.top;
  // Every row with the same plain score has the same matchpoints: their near values are made once.
  nearPlain(s, keys.length, r.plain);
  addPlainRows(rows, slot, index, top, top, seats, s);
  board.others.forEach((i, j) => {
    const e = board.entries[j];
    if (e.kind === "np") return; // not played: nothing for either pair
    const row = rows[i];
    s.board[row] = index;
    s.at[row] = -1 - j;
    addSide(s, seats.ns[row], row, "ns", e, r.other.nsNum[j], r.other.nsDen[j], top);
    addSide(s, seats.ew[row], row, "ew", e, r.other.ewNum[j], r.other.ewDen[j], top);
  });
  return true;
}

/** An adjusted row's side: a table result, or an artificial one kept for the session's end. */
function addSide(s: Session, p: number, row: number, d: "ns" | "ew", e: ResultEntry, num: number, den: number, top: number): void {
  s.boards[p]++;
  s.max[p] += top;
  const side = d === "ns" ? e.ns : e.ew;
  if (side.kind === "artificial") {
    (s.awards[p] ??= []).push({ row, d, num, den, percent: side.percent, token: side.token, link: e.link, top, entry: e });
    return;
  }
  s.table.addRatio(p, num, den);
  s.tableWeight[p] += top;
}

function onScale(total: Near, max: number, options: Options): Near {
  if (options.scale === "acbl") return nearDiv(total, 2);
  if (options.scale === "pp") return nearAdd(total, nearRatio(-max, 2));
  return total;
}

/** The pair's tally as the exact path keeps it, from its sides, and its exact total. */
function exactTotal(
  s: Session,
  ratiosOf: (b: number) => ColumnRatios & { entries: Entry[] },
  seats: Seats,
  bySide: PairSides,
  p: number,
  options: Options,
): Fraction {
  const t = new Tally(seats.pairs[p], seats.direction[p]);
  for (let i = bySide.start[p]; i < bySide.start[p + 1]; i++) {
    const row = bySide.sides[i] >> 1;
    const ns = (bySide.sides[i] & 1) === 0;
    const r = ratiosOf(s.board[row]);
    const k = s.at[row];
    // A counted row is played: an adjusted one holds a result.
    const [from, at, e] = k >= 0 ? [r.plain, k, PLAIN] : [r.other, -1 - k, r.entries[-1 - k] as ResultEntry];
    const [num, den] = ns ? [from.nsNum[at], from.nsDen[at]] : [from.ewNum[at], from.ewDen[at]];
    tallyRatio(t, e, ns ? e.ns : e.ew, num, den, r.top);
  }
  return finishTally(t, options);
}

/** Stands in for a plain row's entry in the tally: only its side's kind is read. */
const PLAIN: ResultEntry = { kind: "result", ns: { kind: "score", score: 0 }, ew: { kind: "score", score: 0 }, offenders: null, group: null, link: null };
