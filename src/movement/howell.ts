// The Howell (docs/rules.md §13): 2T pairs at T tables, one field. The complete Howell is a
// round robin, 2T − 1 rounds in which every pair meets every other pair once and plays every set
// of boards once. Each size is a published Howell (docs/rules.md §13 names the source), written
// here as its round 1: the published Howells are cyclic, so round 1 decides the rest. Pair 2T stays
// where it sits throughout (not always table 1); after each round every other pair becomes the
// next number (2T − 1 becomes 1), so it takes the seat the pair one below it had; and every table
// plays the next set (set 2T − 1 is followed by set 1), except at three tables, whose published
// Howell lays out its sets table by table (sets 1 to 4 in the first four rounds, one of them
// resting each round; set 5 at all three tables in the last).
import { Movement, TableRound, setBoards } from "./types";

export const MIN_HOWELL_TABLES = 2;
export const MAX_HOWELL_TABLES = 8;

/** Round 1 of a cyclic Howell: each table's NS and EW pair and its set. */
export interface HowellStart {
  seats: [number, number][];
  sets: number[];
  /** Each table's set round by round, where the sets do not move on one a round (three tables). */
  schedule?: number[][];
}

/**
 * The published Howells, by number of tables (docs/rules.md §13 gives each source and what else
 * agrees): two tables the ACBL's "standard" one (3 v 2 at table 2, both tables sharing the round's
 * boards); three and four as two open movement libraries both give them; five and seven as the
 * bridgescorer scoring program gives them; six the NBB's table-card Howell for 12 pairs; eight the
 * standard-movement file of hansvanstaveren/movements.
 */
const PUBLISHED: Readonly<Record<number, HowellStart>> = {
  2: { seats: [[4, 1], [3, 2]], sets: [1, 1] },
  3: { seats: [[6, 1], [4, 3], [2, 5]], sets: [1, 2, 4], schedule: [[1, 2, 3, 4, 5], [2, 3, 2, 3, 5], [4, 4, 1, 1, 5]] },
  4: { seats: [[8, 1], [3, 6], [2, 7], [5, 4]], sets: [1, 4, 6, 7] },
  5: { seats: [[7, 3], [5, 2], [10, 1], [9, 8], [4, 6]], sets: [1, 2, 3, 4, 5] },
  6: { seats: [[12, 1], [11, 10], [9, 6], [8, 4], [7, 2], [3, 5]], sets: [1, 2, 4, 5, 6, 10] },
  7: { seats: [[5, 12], [2, 4], [9, 10], [14, 1], [8, 13], [7, 11], [6, 3]], sets: [1, 2, 3, 4, 5, 6, 7] },
  8: { seats: [[16, 1], [10, 8], [6, 2], [13, 5], [4, 3], [14, 11], [9, 15], [12, 7]], sets: [1, 2, 3, 4, 8, 9, 11, 15] },
};

/** Round 1 of the published Howell for `tables` tables (a copy: the caller may change it). */
export function howellStart(tables: number): HowellStart {
  const published = PUBLISHED[tables];
  if (!published) throw new Error(`no Howell for ${tables} tables`);
  const copy: HowellStart = { seats: published.seats.map(([ns, ew]): [number, number] => [ns, ew]), sets: [...published.sets] };
  if (published.schedule) copy.schedule = published.schedule.map((sets) => [...sets]);
  return copy;
}

/** The tables that play a set another table plays in the same round, if any. */
function sharingTables(tableRounds: TableRound[]): number[] | null {
  const shared = new Set<number>();
  for (const tr of tableRounds) if (tableRounds.some((o) => o.round === tr.round && o.table !== tr.table && o.set === tr.set)) shared.add(tr.table);
  return shared.size > 0 ? [...shared].sort((a, b) => a - b) : null;
}

/**
 * The Howell for `tables` tables: complete (2T − 1 rounds) unless `rounds` is given, then its
 * first `rounds` rounds (a shortened Howell: every pair meets `rounds` others, none twice). The
 * sets in play are 2T − 1 either way; in a shortened Howell some are played at fewer tables.
 */
export function howell(tables: number, boardsPerRound: number, rounds = 2 * tables - 1): Movement {
  if (!Number.isInteger(tables) || tables < MIN_HOWELL_TABLES) throw new Error(`a Howell needs at least ${MIN_HOWELL_TABLES} whole tables, not ${tables}`);
  if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1) throw new Error(`boards a round must be a whole number from 1, not ${boardsPerRound}`);
  const m = 2 * tables - 1;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > m) throw new Error(`a Howell of ${tables} tables plays 1 to ${m} rounds, not ${rounds}`);
  const start = howellStart(tables);
  // Pair 2T is the stationary pair wherever round 1 seats it.
  const cycle = (p: number, r: number): number => (p === 2 * tables ? p : ((p - 1 + r) % m) + 1);
  const tableRounds: TableRound[] = [];
  for (let r = 0; r < rounds; r++)
    for (let table = 1; table <= tables; table++) {
      const [ns0, ew0] = start.seats[table - 1];
      const ns = cycle(ns0, r);
      const ew = cycle(ew0, r);
      const set = start.schedule ? start.schedule[table - 1][r] : ((start.sets[table - 1] - 1 + r) % m) + 1;
      tableRounds.push({ round: r + 1, table, ns, ew, set, boards: setBoards(set, boardsPerRound) });
    }
  return {
    kind: "howell",
    tables,
    rounds,
    boardsPerRound,
    sets: m,
    boards: m * boardsPerRound,
    fields: 1,
    tableRounds,
    sharing: sharingTables(tableRounds),
    byeStandAfter: null,
    skipAfter: null,
    switchedRounds: 0,
    phantom: null,
  };
}

/**
 * The shortened Howells offered: about three quarters of the rounds of a 6-, 7- or 8-table Howell
 * (what a club plays in an evening), none for fewer tables, whose complete Howell is short enough.
 */
export function shortenedHowellRounds(tables: number): number[] {
  if (tables < 6 || tables > MAX_HOWELL_TABLES) return [];
  return [Math.round((3 * (2 * tables - 1)) / 4)];
}
