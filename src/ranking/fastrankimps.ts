// RANKING at IMPs (`scoring=butler|ximp`, docs/rules.md §6, §7) from a column read board by board:
// each board's Butler or cross-IMPs as exact ratios (src/imps/fastimpratios.ts, the board functions'
// own path), each pair's table results summed as a near value (src/ranking/near.ts) — cross-IMPs divide
// by the comparisons made, so a Fraction total would carry the product of every board's count —
// and the session's end decided on those sums (fastsession.ts, fastrankcells.ts), every close call exactly.
import { artificialImps } from "../imps/butler";
import { Column, ColumnBoard, columnBoard, float64Rows, int32Rows, scratchFor } from "../entries/column";
import { Direction, Entry, ResultEntry, Side, sideOf } from "../entries/entry";
import { Fraction } from "../exact";
import { BoardImps, ImpRoom, Weights, butlerRatios, crossImpRatios } from "../imps/fastimpratios";
import { PairSides, Session, addPlainRows, boardOptionsOf, nearPlain, nearTotal, newSession, safeRatio } from "./fastsession";
import { Options } from "../options";
import { Seats, seatedOnce } from "./seating";
import { Tally, finishTally } from "./tallies";

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
  /** A board's IMPs, in `room` until the next board is scored. */
  const score = (board: ColumnBoard, room: ImpRoom): Scored | null => {
    const butler = options.scoring === "butler";
    const imps = butler ? butlerRatios(board, boardOptions, weights, room) : crossImpRatios(board, boardOptions, weights, room);
    // §7: a cross-IMP total is per comparison, so an award and the table weight count N − 1 units.
    const unit = butler || options.ximp === "average" ? 1 : (boardOptions.tables ?? board.rows.length) - 1;
    return imps && { imps, entries: board.entries, unit };
  };
  // Every counted side's value as the board scored it, for the few pairs whose exact tally is asked for.
  const kept: Kept = { sides: float64Rows(4 * column.height), unit: float64Rows(column.boards), entries: new Map() };
  const s: Session = newSession(P, column.height, true, {
    nearTotal: (p) => nearTotal(s, p, options),
    exactTotal: (p, sides) => exactTotal(s, kept, seats, sides, p, options),
    nearShown: (total) => total,
  });
  const lastBoard = int32Rows(P).fill(-1);
  const scratch = scratchFor(column);
  const room = new ImpRoom();
  const awards: Awards = new Map();
  for (let b = 0; b < column.boards; b++) {
    const board = columnBoard(column, b, scratch);
    // A pair on a board twice is an error the exact path words.
    if (!seatedOnce(board.rows, seats, lastBoard, b)) return null;
    // §1, §6: a board with one expected result has no comparison and does not count.
    if ((options.tables ?? board.rows.length) === 1) continue;
    const scored = score(board, room);
    if (!scored || !addBoard(board, b, scored, seats, s, options, awards)) return null;
    keep(board, b, scored, kept);
  }
  return s;
}

/** An artificial side's IMPs as the board scores it (butler.ts's artificialImps; cross-IMP sums × N − 1). */
function awardOf(e: ResultEntry, d: Direction, unit: number, options: Options): Fraction {
  return artificialImps(sideOf(e, d) as Side & { kind: "artificial" }, e.link, unit, options).imps;
}

/** Per adjusted entry, its artificial sides' awards (num/den, null past 2^53) by 2 · unit (+1 for EW). */
type Awards = Map<ResultEntry, Map<number, [number, number] | null>>;

function addBoard(board: ColumnBoard, index: number, scored: Scored, seats: Seats, s: Session, options: Options, awards: Awards): boolean {
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
    for (const [d, p, num, den] of [
      ["ns", seats.ns[row], o.nsNum[j], o.nsDen[j]],
      ["ew", seats.ew[row], o.ewNum[j], o.ewDen[j]],
    ] as const) {
      s.boards[p]++;
      s.max[p]++;
      if (den !== 0) {
        s.table.addRatio(p, num, den);
        s.tableWeight[p] += unit;
        continue;
      }
      const side = sideOf(e, d) as Side & { kind: "artificial" };
      // Once per entry (its text, with its link) and unit: the same few texts are on many rows.
      let byUnit = awards.get(e);
      if (!byUnit) awards.set(e, (byUnit = new Map()));
      const key = 2 * unit + (d === "ns" ? 0 : 1);
      let award = byUnit.get(key);
      if (award === undefined) byUnit.set(key, (award = safeRatio(awardOf(e, d, unit, options))));
      if (!award) return false;
      (s.awards[p] ??= []).push({ row, d, num: award[0], den: award[1], percent: side.percent, token: side.token, link: e.link, top: unit, entry: e });
    }
  }
  return true;
}

/** Per row: NS num, den, EW num, den (den 0: artificial, its entry in `entries`); per board its unit. */
interface Kept {
  sides: Float64Array;
  unit: Float64Array;
  entries: Map<number, ResultEntry>;
}

function keep(board: ColumnBoard, b: number, { imps, unit }: Scored, kept: Kept): void {
  const { rows, slot } = board;
  const { plain, other } = imps;
  const out = kept.sides;
  kept.unit[b] = unit;
  for (let i = 0; i < rows.length; i++) {
    const k = slot[i];
    if (k < 0) continue;
    const o = 4 * rows[i];
    out[o] = plain.nsNum[k];
    out[o + 1] = plain.nsDen[k];
    out[o + 2] = plain.ewNum[k];
    out[o + 3] = plain.ewDen[k];
  }
  board.others.forEach((i, j) => {
    const e = board.entries[j];
    if (e.kind === "np") return;
    const o = 4 * rows[i];
    out[o] = other.nsNum[j];
    out[o + 1] = other.nsDen[j];
    out[o + 2] = other.ewNum[j];
    out[o + 3] = other.ewDen[j];
    kept.entries.set(rows[i], e);
  });
}

/** The pair's tally as the exact path keeps it (tallies.ts's tallyBoard at IMPs), from its sides, and its exact total. */
function exactTotal(s: Session, kept: Kept, seats: Seats, bySide: PairSides, p: number, options: Options): Fraction {
  const t = new Tally(seats.pairs[p], seats.direction[p]);
  for (let i = bySide.start[p]; i < bySide.start[p + 1]; i++) {
    const row = bySide.sides[i] >> 1;
    const d: Direction = (bySide.sides[i] & 1) === 0 ? "ns" : "ew";
    const unit = kept.unit[s.board[row]];
    const o = 4 * row + (d === "ns" ? 0 : 2);
    const [num, den] = [kept.sides[o], kept.sides[o + 1]];
    t.boards++;
    t.max++;
    if (den !== 0) {
      t.total.addRatio(num, den);
      t.table.addRatio(num, den);
      t.tableWeight += unit;
      continue;
    }
    const e = kept.entries.get(row)!;
    const side = sideOf(e, d) as Side & { kind: "artificial" };
    t.artificial.push({ side: { value: awardOf(e, d, unit, options), percent: side.percent, token: side.token, link: e.link }, top: 0, unit });
  }
  return finishTally(t, options);
}
