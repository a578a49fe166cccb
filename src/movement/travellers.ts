// The movement as travellers (docs/rules.md §13): each board's lines in the order it is played.
import { Movement, phantomSeat } from "./types";

/** One traveller line: a board and the pairs that play it; `sitOut` says which seat is the phantom's. */
export interface TravellerLine {
  board: number;
  round: number;
  table: number;
  ns: number;
  ew: number;
  sitOut: "ns" | "ew" | null;
}

/** The movement as travellers: each board's lines in the order of play (round by round). */
export function travellerLines(movement: Movement): TravellerLine[] {
  const lines: TravellerLine[] = [];
  for (const tr of movement.tableRounds) {
    const sitOut = phantomSeat(movement, tr);
    for (const board of tr.boards) lines.push({ board, round: tr.round, table: tr.table, ns: tr.ns, ew: tr.ew, sitOut });
  }
  return lines.sort((a, b) => a.board - b.board || a.round - b.round || a.table - b.table);
}
