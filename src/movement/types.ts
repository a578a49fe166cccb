// A movement as data (docs/rules.md §13): which pairs meet at which table and which boards they
// play, round by round. The pane lays it out as a traveller and as guide cards; the tests check it
// against the movement's promises.

/** One table in one round: who sits North-South and East-West, and the set of boards they play. */
export interface TableRound {
  round: number;
  table: number;
  ns: number;
  ew: number;
  /** The set of boards (1 is boards 1 to boardsPerRound) and its boards. */
  set: number;
  boards: number[];
  /** An arrow-switched round: the pairs sit the other way round (ns and ew say where they sit). */
  switched?: boolean;
}

export type MovementKind = "mitchell" | "relay" | "skip" | "howell";

export interface Movement {
  kind: MovementKind;
  tables: number;
  rounds: number;
  boardsPerRound: number;
  /** The sets of boards in play; boards = sets × boardsPerRound. */
  sets: number;
  boards: number;
  /**
   * 2: NS pairs 1…T and EW pairs 1…T, ranked as two fields (RANKING's `mitchell=on`); 1: every pair
   * its own number (a Howell 1…2T, an arrow-switched Mitchell NS 1…T and EW T+1…2T), one field.
   */
  fields: 1 | 2;
  /** Round 1 at every table, then round 2, …; tables in order. */
  tableRounds: TableRound[];
  /** The tables that play a set another table plays in the same round (the relay's 1 and T every round; every table of a 2-table Howell every round, of a 3-table Howell in the last). */
  sharing: number[] | null;
  /** The relay: the bye stand stands after this table (between it and the next). */
  byeStandAfter: number | null;
  /** The skip Mitchell: the EW pairs move up two tables after this round. */
  skipAfter: number | null;
  /** Arrow-switched rounds, counted from the last. */
  switchedRounds: number;
  /** An odd number of pairs: the pair that is not there (its opponents sit out), and its seat in a two-field movement. */
  phantom: { pair: number; side: "ns" | "ew" } | null;
}

export const setBoards = (set: number, perRound: number): number[] => Array.from({ length: perRound }, (_, i) => (set - 1) * perRound + i + 1);

/** Where the phantom sits at this table this round ("ns" or "ew"), or null when both pairs play. */
export function phantomSeat(m: Movement, tr: TableRound): "ns" | "ew" | null {
  const p = m.phantom;
  if (!p) return null;
  if (tr.ns === p.pair && (m.fields === 1 || p.side === "ns")) return "ns";
  if (tr.ew === p.pair && (m.fields === 1 || p.side === "ew")) return "ew";
  return null;
}

/** The pairs that play (the phantom left out), as RANKING names them: `NS 3`/`EW 3` in two fields. */
export function realPairs(m: Movement): string[] {
  const out: string[] = [];
  const seats: ("ns" | "ew")[] = m.fields === 2 ? ["ns", "ew"] : ["ns"];
  const count = m.fields === 2 ? m.tables : 2 * m.tables;
  for (const side of seats)
    for (let pair = 1; pair <= count; pair++) {
      if (m.phantom && m.phantom.pair === pair && (m.fields === 1 || m.phantom.side === side)) continue;
      out.push(m.fields === 2 ? `${side.toUpperCase()} ${pair}` : String(pair));
    }
  return out;
}
