// The Howell (docs/rules.md §13): 2T pairs at T tables, one field. The complete Howell is a
// round robin, 2T − 1 rounds in which every pair meets every other pair once and plays every set
// of boards once. Each size is a published Howell (docs/rules.md §13 names the source), written
// here as its round 1: the published Howells are cyclic, so round 1 decides the rest. Pair 2T stays
// where it sits throughout (not always table 1); after each round every other pair becomes the
// next number (2T − 1 becomes 1), so it takes the seat the pair one below it had; and every table
// plays the next set (set 2T − 1 is followed by set 1), except at three tables, whose published
// Howell lays out its sets table by table (sets 1 to 4 in the first four rounds, one of them
// resting each round; set 5 at all three tables in the last). The shortened Howells of 6 to 8
// tables are published ones too, cyclic in the same way with more pairs staying where they sit.
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
  2: {
    seats: [
      [4, 1],
      [3, 2],
    ],
    sets: [1, 1],
  },
  3: {
    seats: [
      [6, 1],
      [4, 3],
      [2, 5],
    ],
    sets: [1, 2, 4],
    schedule: [
      [1, 2, 3, 4, 5],
      [2, 3, 2, 3, 5],
      [4, 4, 1, 1, 5],
    ],
  },
  4: {
    seats: [
      [8, 1],
      [3, 6],
      [2, 7],
      [5, 4],
    ],
    sets: [1, 4, 6, 7],
  },
  5: {
    seats: [
      [7, 3],
      [5, 2],
      [10, 1],
      [9, 8],
      [4, 6],
    ],
    sets: [1, 2, 3, 4, 5],
  },
  6: {
    seats: [
      [12, 1],
      [11, 10],
      [9, 6],
      [8, 4],
      [7, 2],
      [3, 5],
    ],
    sets: [1, 2, 4, 5, 6, 10],
  },
  7: {
    seats: [
      [5, 12],
      [2, 4],
      [9, 10],
      [14, 1],
      [8, 13],
      [7, 11],
      [6, 3],
    ],
    sets: [1, 2, 3, 4, 5, 6, 7],
  },
  8: {
    seats: [
      [16, 1],
      [10, 8],
      [6, 2],
      [13, 5],
      [4, 3],
      [14, 11],
      [9, 15],
      [12, 7],
    ],
    sets: [1, 2, 3, 4, 8, 9, 11, 15],
  },
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

/** A cyclic Howell as it is played: pairs 1 to `moving` take the next number each round (`moving` is followed by 1), the higher pairs stay at their tables. */
interface Cycle {
  rounds: number;
  moving: number;
  seats: [number, number][];
  /** The set a table plays in round r (0 for round 1). */
  setAt: (table: number, r: number) => number;
  /** By table, the rounds whose pairs sit the other way round from round 1. */
  turned?: Readonly<Record<number, readonly number[]>>;
}

function cyclic(tables: number, boardsPerRound: number, sets: number, c: Cycle): Movement {
  if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1) throw new Error(`boards a round must be a whole number from 1, not ${boardsPerRound}`);
  const next = (p: number, r: number): number => (p > c.moving ? p : ((p - 1 + r) % c.moving) + 1);
  const tableRounds: TableRound[] = [];
  for (let r = 0; r < c.rounds; r++)
    for (let table = 1; table <= tables; table++) {
      const [a, b] = c.seats[table - 1].map((p) => next(p, r));
      const [ns, ew] = c.turned?.[table]?.includes(r + 1) ? [b, a] : [a, b];
      const set = c.setAt(table, r);
      tableRounds.push({ round: r + 1, table, ns, ew, set, boards: setBoards(set, boardsPerRound) });
    }
  return {
    kind: "howell",
    tables,
    rounds: c.rounds,
    boardsPerRound,
    sets,
    boards: sets * boardsPerRound,
    fields: 1,
    tableRounds,
    sharing: sharingTables(tableRounds),
    byeStandAfter: null,
    skipAfter: null,
    switchedRounds: 0,
    phantom: null,
  };
}

/** The complete Howell for `tables` tables: 2T − 1 rounds, every pair meets every other once. */
export function howell(tables: number, boardsPerRound: number): Movement {
  if (!Number.isInteger(tables) || tables < MIN_HOWELL_TABLES) throw new Error(`a Howell needs at least ${MIN_HOWELL_TABLES} whole tables, not ${tables}`);
  const m = 2 * tables - 1;
  const start = howellStart(tables);
  // Pair 2T is the stationary pair wherever round 1 seats it.
  const setAt = (table: number, r: number): number => (start.schedule ? start.schedule[table - 1][r] : ((start.sets[table - 1] - 1 + r) % m) + 1);
  return cyclic(tables, boardsPerRound, m, { rounds: m, moving: m, seats: start.seats, setAt });
}

/**
 * A published shortened Howell (docs/rules.md §13 gives each source): R rounds on R sets, each
 * pair meeting R others and playing every set once. Pairs 1 to R move on one a round, the sets
 * too (table t plays set t in round 1); the higher pairs stay at their tables, and in the rounds
 * `turned` gives they sit the other way round (so a stationary pair plays both directions).
 */
interface ShortenedHowell {
  rounds: number;
  seats: [number, number][];
  turned: Readonly<Record<number, readonly number[]>>;
}

/**
 * The shortened Howells offered, by tables: the reduced Howells of the Pairs 4.1 movement library
 * for 12, 14 and 16 pairs (12RHOW08, 14RHOW11, 16RHOW11); the NBB library has the first two too
 * (N304, N127: the same meetings and sets).
 */
const SHORTENED: Readonly<Record<number, ShortenedHowell>> = {
  6: {
    rounds: 8,
    seats: [
      [9, 1],
      [10, 6],
      [11, 4],
      [12, 2],
      [8, 7],
      [5, 3],
    ],
    turned: { 2: [4, 5, 6, 7], 3: [4, 5, 6, 7, 8], 4: [5, 6, 7, 8] },
  },
  7: {
    rounds: 11,
    seats: [
      [12, 1],
      [7, 6],
      [11, 9],
      [5, 2],
      [14, 4],
      [8, 13],
      [3, 10],
    ],
    turned: { 5: [3, 5, 7, 8, 11], 6: [7, 8, 9, 10, 11] },
  },
  8: {
    rounds: 11,
    seats: [
      [12, 1],
      [13, 6],
      [14, 8],
      [16, 10],
      [7, 4],
      [2, 3],
      [15, 5],
      [11, 9],
    ],
    turned: { 1: [8, 10, 11], 2: [8, 10, 11], 3: [8, 10, 11], 4: [8, 10, 11], 7: [8, 10, 11] },
  },
};

/** The rounds of the shortened Howells offered for `tables` tables (none below six tables, whose complete Howell is short enough). */
export const shortenedHowellRounds = (tables: number): number[] => (SHORTENED[tables] ? [SHORTENED[tables].rounds] : []);

/** The published shortened Howell for `tables` tables. */
export function shortenedHowell(tables: number, boardsPerRound: number): Movement {
  const s = SHORTENED[tables];
  if (!s) throw new Error(`no shortened Howell for ${tables} tables`);
  const setAt = (table: number, r: number): number => ((table - 1 + r) % s.rounds) + 1;
  return cyclic(tables, boardsPerRound, s.rounds, { rounds: s.rounds, moving: s.rounds, seats: s.seats, setAt, turned: s.turned });
}
