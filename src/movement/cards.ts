// Guide cards (docs/rules.md §13): what each table's card tells its players, round by round — who
// sits where, which boards, and where each pair and the boards go after the round.
import { Movement, TableRound, phantomSeat } from "./types";

/** Where a pair goes next: a table and a seat; null after the last round. */
export interface NextSeat {
  table: number;
  seat: "ns" | "ew";
}

export interface CardLine {
  round: number;
  ns: number;
  ew: number;
  boards: [number, number];
  switched: boolean;
  sitOut: "ns" | "ew" | null;
  nsNext: NextSeat | null;
  ewNext: NextSeat | null;
  /** The tables the boards go to for the next round (none: they rest aside, on a relay). Empty after the last round. */
  boardsNext: number[];
}

export interface TableCard {
  table: number;
  lines: CardLine[];
}

/** A pair's seat in a round; in two fields NS and EW pairs of one number are two pairs, and keep their direction. */
function seatOf(m: Movement, round: TableRound[], pair: number, side: "ns" | "ew"): NextSeat | null {
  for (const tr of round) {
    if (m.fields === 2) {
      if (tr[side] === pair) return { table: tr.table, seat: side };
    } else if (tr.ns === pair) return { table: tr.table, seat: "ns" };
    else if (tr.ew === pair) return { table: tr.table, seat: "ew" };
  }
  return null;
}

/** One card per table, a line per round. */
export function tableCards(m: Movement): TableCard[] {
  const byRound = Array.from({ length: m.rounds }, (_, r) => m.tableRounds.filter((t) => t.round === r + 1));
  const cards: TableCard[] = [];
  for (let table = 1; table <= m.tables; table++) {
    const lines = byRound.map((round, r): CardLine => {
      const tr = round.find((t) => t.table === table) as TableRound;
      const next = byRound[r + 1];
      const sitOut = phantomSeat(m, tr);
      return {
        round: tr.round,
        ns: tr.ns,
        ew: tr.ew,
        boards: [tr.boards[0], tr.boards[tr.boards.length - 1]],
        switched: tr.switched === true,
        sitOut,
        nsNext: next && sitOut !== "ns" ? seatOf(m, next, tr.ns, "ns") : null,
        ewNext: next && sitOut !== "ew" ? seatOf(m, next, tr.ew, "ew") : null,
        boardsNext: next ? next.filter((t) => t.set === tr.set).map((t) => t.table) : [],
      };
    });
    cards.push({ table, lines });
  }
  return cards;
}
