// The Howell (docs/rules.md §13): 2T pairs at T tables, one field. The complete Howell is a
// round robin, 2T − 1 rounds in which every pair meets every other pair once and plays every set
// of boards once. It is built as the endless (cyclic) Howell is: pair 2T sits North-South at table
// 1 throughout, against pair 1 in round 1; after each round every other pair becomes the next
// number (2T − 1 becomes 1), and every table plays the next set (set 2T − 1 is followed by set 1).
// Round 1 decides the rest. It is the circle's seating, table k having 2T + 1 − k v k, with each
// table's first set the first (in lexicographic order) that lets every pair play every set — for
// four tables Bridge Central's published 4-table endless Howell (8-1 7-2 6-3 5-4, sets 1 3 5 2).
// Where the circle's seating has no such sets all different (five tables), the first other
// seating that has them; where none has (two and three tables), every table plays the round's
// set, the boards passed from table to table.
import { Movement, TableRound, setBoards } from "./types";

export const MIN_HOWELL_TABLES = 2;
export const MAX_HOWELL_TABLES = 8;

/** Round 1 of a cyclic Howell: each table's NS and EW pair and its set. */
export interface HowellStart {
  seats: [number, number][];
  sets: number[];
}

/**
 * Round 1 for `tables` tables. Pair p of the cycle sits, in round r, where pair p − r + 1 sat in
 * round 1, and so plays that seat's first set + p − (its round-1 pair): every pair plays every set
 * exactly when first set minus round-1 pair differs from seat to seat (mod 2T − 1); every pair
 * meets every other exactly when the round-1 pairs' differences (±, mod 2T − 1) are all different.
 */
export function howellStart(tables: number): HowellStart {
  const m = 2 * tables - 1;
  const mod = (x: number): number => ((x % m) + m) % m;
  const circle: [number, number][] = Array.from({ length: tables }, (_, i) => (i === 0 ? [2 * tables, 1] : [2 * tables - i, i + 1]));
  const search = (fixedSeats: boolean, shares: number): HowellStart | null => {
    const seats: [number, number][] = [[2 * tables, 1]];
    const sets: number[] = [1];
    const keys = new Set<number>([0]);
    const pairs = new Set<number>([1]);
    const diffs = new Set<number>();
    const place = (k: number, left: number): boolean => {
      if (k > tables) return true;
      const options: [number, number][] = [];
      if (fixedSeats) options.push(circle[k - 1]);
      else for (let ew = 1; ew <= m; ew++) for (let ns = m; ns > ew; ns--) if (!pairs.has(ns) && !pairs.has(ew)) options.push([ns, ew]);
      for (const [ns, ew] of options) {
        const d = [mod(ns - ew), mod(ew - ns)];
        if (!fixedSeats && d.some((x) => diffs.has(x))) continue;
        for (let s = 1; s <= m; s++) {
          const shared = sets.includes(s);
          if (shared && left === 0) continue;
          const ks = [mod(s - ns), mod(s - ew)];
          if (ks.some((x) => keys.has(x))) continue;
          seats.push([ns, ew]);
          sets.push(s);
          ks.forEach((x) => keys.add(x));
          d.forEach((x) => diffs.add(x));
          pairs.add(ns).add(ew);
          if (place(k + 1, shared ? left - 1 : left)) return true;
          seats.pop();
          sets.pop();
          ks.forEach((x) => keys.delete(x));
          d.forEach((x) => diffs.delete(x));
          pairs.delete(ns);
          pairs.delete(ew);
        }
      }
      return false;
    };
    return place(2, shares) ? { seats, sets } : null;
  };
  const found = search(true, 0) ?? search(false, 0);
  if (found) return found;
  for (let shares = 1; shares < tables; shares++) {
    const shared = search(true, shares);
    if (shared) return shared;
  }
  throw new Error(`no cyclic Howell for ${tables} tables`);
}

/** The tables that play the same set each round, if any (one group at most: checked by the tests). */
function sharingTables(first: number[]): number[] | null {
  const shared = first.map((s, i) => (first.indexOf(s) !== first.lastIndexOf(s) ? i + 1 : 0)).filter((t) => t > 0);
  return shared.length > 0 ? shared : null;
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
  const first = start.sets;
  const cycle = (p: number, r: number): number => ((p - 1 + r) % m) + 1;
  const tableRounds: TableRound[] = [];
  for (let r = 0; r < rounds; r++)
    for (let table = 1; table <= tables; table++) {
      const [ns0, ew0] = start.seats[table - 1];
      const ns = table === 1 ? ns0 : cycle(ns0, r);
      const ew = cycle(ew0, r);
      const set = cycle(first[table - 1], r);
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
    sharing: sharingTables(first),
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
