// RANKING at IMPs (`scoring=butler|ximp`, docs/rules.md §6, §7) from a column read board by board:
// each board's Butler or cross-IMPs as exact ratios (src/fastimpratios.ts, the board functions'
// own path), each pair's table results summed as a near value (src/near.ts) — cross-IMPs divide
// by the comparisons made, so a Fraction total would carry the product of every board's count —
// and the session's end decided on those sums (fastrankcells.ts), every close call exactly.
import { artificialImps } from "./butler";
import { Column, ColumnBoard, columnBoard, scratchFor } from "./column";
import { Direction, Entry, ResultEntry, Side, sideOf } from "./entry";
import { Fraction } from "./exact";
import { BoardImps, ImpRoom, Weights, butlerRatios, crossImpRatios } from "./fastimpratios";
import { PairSides, Session, addPlainRows, boardOptionsOf, nearPlain, nearTotal, newSession, safeRatio } from "./fastrankcells";
import { awardImps } from "./imps";
import { Options } from "./options";
import { Seats, seatedOnce } from "./seating";
import { Tally, finishImps } from "./tallies";

/** A board's IMPs, its entries, and its comparison unit (1, or N − 1 for cross-IMP sums). */
interface Scored {
  imps: BoardImps;
  entries: Entry[];
  unit: number;
}

/** Every board scored and added to its pairs; null for a board the integer path leaves, or a pair on a board twice. */
export function impSession(column: Column, seats: Seats, options: Options): Session | null {
  const P = seats.pairs.length;
  const boardOptions = boardOptionsOf(column, options);
  const weights = new Weights();
  /** A board's IMPs, in `room` while the session is tallied, in arrays of their own when kept. */
  const score = (board: ColumnBoard, room?: ImpRoom): Scored | null => {
    const butler = options.scoring === "butler";
    const imps = butler ? butlerRatios(board, boardOptions, weights, room) : crossImpRatios(board, boardOptions, weights, room);
    // §7: a cross-IMP total is per comparison, so an award and the table weight count N − 1 units.
    const unit = butler || options.ximp === "average" ? 1 : (boardOptions.tables ?? board.rows.length) - 1;
    return imps && { imps, entries: board.entries, unit };
  };
  // A board again, for a pair whose exact tally is asked for (a few pairs of a session).
  const again = new Map<number, Scored>();
  let space: ReturnType<typeof scratchFor> | null = null;
  const scoredOf = (b: number) => {
    let r = again.get(b);
    if (!r) again.set(b, (r = score(columnBoard(column, b, (space ??= scratchFor(column))))!));
    return r;
  };
  const s: Session = newSession(P, column.height, true, {
    // Law 12C2(c) at IMPs: A+ at least +k IMPs a unit, A− at most −k, or the pair's own average beyond it.
    nearTotal: (p) => nearTotal(s, p, options, 1, (a) => safeRatio(awardImps(a.percent, options.artificialimps))),
    exactTotal: (p, sides) => exactTotal(s, scoredOf, seats, sides, p, options),
    nearShown: (total) => total,
  });
  const lastBoard = new Int32Array(P).fill(-1);
  const scratch = scratchFor(column);
  const room = new ImpRoom();
  for (let b = 0; b < column.boards; b++) {
    const board = columnBoard(column, b, scratch);
    // A pair on a board twice is an error the exact path words.
    if (!seatedOnce(board.rows, seats, lastBoard, b)) return null;
    // §1, §6: a board with one expected result has no comparison and does not count.
    if ((options.tables ?? board.rows.length) === 1) continue;
    const scored = score(board, room);
    if (!scored || !addBoard(board, b, scored, seats, s, options)) return null;
  }
  return s;
}

/** An artificial side's IMPs as the board scores it (butler.ts's artificialImps; cross-IMP sums × N − 1). */
function awardOf(e: ResultEntry, d: Direction, unit: number, options: Options): Fraction {
  return artificialImps(sideOf(e, d) as Side & { kind: "artificial" }, e.link, unit, options).imps;
}

function addBoard(board: ColumnBoard, index: number, scored: Scored, seats: Seats, s: Session, options: Options): boolean {
  const { imps, unit } = scored;
  const { rows, slot, keys } = board;
  // Every row with the same plain score has the same IMPs: their near values are made once.
  nearPlain(s, keys.length, imps.plain);
  addPlainRows(rows, slot, index, 1, unit, seats, s);
  const o = imps.other;
  for (let j = 0; j < board.others.length; j++) {
    const e = board.entries[j];
    if (e.kind === "np") continue; // not played: nothing for either pair
    const row = rows[board.others[j]];
    s.board[row] = index;
    s.at[row] = -1 - j;
    for (const [d, p, num, den] of [["ns", seats.ns[row], o.nsNum[j], o.nsDen[j]], ["ew", seats.ew[row], o.ewNum[j], o.ewDen[j]]] as const) {
      s.boards[p]++;
      s.max[p]++;
      if (den !== 0) {
        s.table.addRatio(p, num, den);
        s.tableWeight[p] += unit;
        continue;
      }
      const side = sideOf(e, d) as Side & { kind: "artificial" };
      const award = safeRatio(awardOf(e, d, unit, options));
      if (!award) return false;
      (s.awards[p] ??= []).push({ row, d, num: award[0], den: award[1], percent: side.percent, token: side.token, link: e.link, top: unit, entry: e });
    }
  }
  return true;
}

/** The pair's tally as the exact path keeps it (tallies.ts's tallyBoard at IMPs), from its sides, and its exact total. */
function exactTotal(s: Session, scoredOf: (b: number) => Scored, seats: Seats, bySide: PairSides, p: number, options: Options): Fraction {
  const t = new Tally(seats.pairs[p], seats.direction[p]);
  for (let i = bySide.start[p]; i < bySide.start[p + 1]; i++) {
    const row = bySide.sides[i] >> 1;
    const d: Direction = (bySide.sides[i] & 1) === 0 ? "ns" : "ew";
    const { imps, entries, unit } = scoredOf(s.board[row]);
    const k = s.at[row];
    const [from, at] = k >= 0 ? [imps.plain, k] : [imps.other, -1 - k];
    const [num, den] = d === "ns" ? [from.nsNum[at], from.nsDen[at]] : [from.ewNum[at], from.ewDen[at]];
    t.boards++;
    t.max++;
    if (den !== 0) {
      t.total.addRatio(num, den);
      t.table.addRatio(num, den);
      t.tableWeight += unit;
      continue;
    }
    const e = entries[-1 - k] as ResultEntry;
    const side = sideOf(e, d) as Side & { kind: "artificial" };
    t.artificial.push({ side: { value: awardOf(e, d, unit, options), percent: side.percent, token: side.token, link: e.link }, top: 0, unit });
  }
  return finishImps(t, options);
}
