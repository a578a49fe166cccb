// The Mitchell family (docs/rules.md §13). A complete Mitchell: as many rounds as tables, one set
// of boards per table, every pair plays every board once and meets every pair of the other
// direction once.
//
// Odd number of tables: the plain Mitchell. NS pairs stay at their tables; after each round the EW
// pairs move up one table (the last to the first) and the boards down one (the first to the last).
// Even number of tables: the same movement would bring every EW pair back to boards it has played
// after half the rounds, so the share-and-relay Mitchell: tables 1 and T play the same set each
// round, one set rests on a bye stand between tables T/2 and T/2 + 1, and the boards pass through
// it; the pairs move as in the plain Mitchell. The skip Mitchell is the other answer: the EW pairs
// jump a table after T/2 rounds, and it plays T − 1 rounds, since a last round would bring each EW
// pair back to the NS pair it met first.
import { Movement, TableRound, setBoards } from "./types";

/** A Mitchell needs three tables: with two, every pair would meet only one pair of the other direction. */
export const MIN_MITCHELL_TABLES = 3;

function checkNumbers(tables: number, boardsPerRound: number, min = MIN_MITCHELL_TABLES): void {
  if (!Number.isInteger(tables) || tables < min) throw new Error(`a Mitchell needs at least ${min} whole tables, not ${tables}`);
  if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1) throw new Error(`boards a round must be a whole number from 1, not ${boardsPerRound}`);
}

const base = (tables: number, boardsPerRound: number): Omit<Movement, "kind" | "rounds" | "tableRounds" | "sharing" | "byeStandAfter" | "skipAfter"> => ({
  tables,
  boardsPerRound,
  sets: tables,
  boards: tables * boardsPerRound,
  fields: 2,
  switchedRounds: 0,
  phantom: null,
});

/**
 * The complete Mitchell for `tables` tables and `boardsPerRound` boards a round: `tables` rounds
 * and `tables × boardsPerRound` boards. NS pair t sits at table t throughout; EW pair e starts at
 * table e. The caller has checked the numbers (whole, at least MIN_MITCHELL_TABLES tables, at
 * least one board a round); anything else is a bug (new Error, not a message).
 */
export function mitchell(tables: number, boardsPerRound: number): Movement {
  checkNumbers(tables, boardsPerRound);
  const relay = tables % 2 === 0;
  const half = tables / 2;
  // The places a set of boards passes through, in the order the boards move (down one table each
  // round): place 0 is table 1, shared in the relay with table T; the relay's bye stand is place T/2.
  const place = (table: number): number => (!relay ? table - 1 : table === tables ? 0 : table <= half ? table - 1 : table);
  const tableRounds: TableRound[] = [];
  for (let r = 0; r < tables; r++)
    for (let table = 1; table <= tables; table++) {
      // In round r + 1 a place holds the set that stood r places further on in round 1.
      const set = ((place(table) + r) % tables) + 1;
      tableRounds.push({ round: r + 1, table, ns: table, ew: ((table - 1 - r + tables) % tables) + 1, set, boards: setBoards(set, boardsPerRound) });
    }
  return {
    ...base(tables, boardsPerRound),
    kind: relay ? "relay" : "mitchell",
    rounds: tables,
    tableRounds,
    sharing: relay ? [1, tables] : null,
    byeStandAfter: relay ? half : null,
    skipAfter: null,
  };
}

/**
 * The skip Mitchell for an even number of tables: T − 1 rounds, T sets, no sharing. The boards move
 * down one table each round; the EW pairs up one, and up two after round T/2. Each EW pair meets
 * T − 1 of the NS pairs (never the one T/2 tables on from its start) and plays T − 1 of the sets.
 */
export function skipMitchell(tables: number, boardsPerRound: number): Movement {
  checkNumbers(tables, boardsPerRound, 4);
  if (tables % 2 !== 0) throw new Error(`a skip Mitchell needs an even number of tables, not ${tables}`);
  const half = tables / 2;
  const tableRounds: TableRound[] = [];
  for (let r = 0; r < tables - 1; r++)
    for (let table = 1; table <= tables; table++) {
      const moved = r < half ? r : r + 1;
      const set = ((table - 1 + r) % tables) + 1;
      tableRounds.push({ round: r + 1, table, ns: table, ew: ((table - 1 - moved + 2 * tables) % tables) + 1, set, boards: setBoards(set, boardsPerRound) });
    }
  return { ...base(tables, boardsPerRound), kind: "skip", rounds: tables - 1, tableRounds, sharing: null, byeStandAfter: null, skipAfter: half };
}

/** How many rounds, from the last, an arrow-switched Mitchell switches: one, two from nine rounds on. */
export const arrowSwitchRounds = (rounds: number): number => Math.ceil(rounds / 8);

/**
 * The Mitchell with its last `rounds` rounds arrow-switched, so that one field is ranked with one
 * winner: the EW pairs are numbered T + 1 to 2T, and in a switched round the NS pair of the table
 * plays the EW cards (sits EW on the traveller) and the EW pair the NS cards.
 */
export function arrowSwitched(m: Movement, rounds = arrowSwitchRounds(m.rounds)): Movement {
  if (m.fields !== 2 || m.kind === "howell") throw new Error("only a Mitchell is arrow-switched");
  const from = m.rounds - rounds + 1;
  const tableRounds = m.tableRounds.map((tr): TableRound => {
    const ew = tr.ew + m.tables;
    return tr.round >= from ? { ...tr, ns: ew, ew: tr.ns, switched: true } : { ...tr, ew };
  });
  const phantom = m.phantom && { pair: m.phantom.side === "ew" ? m.phantom.pair + m.tables : m.phantom.pair, side: m.phantom.side };
  return { ...m, fields: 1, tableRounds, switchedRounds: rounds, phantom };
}

/**
 * An odd number of pairs: the movement for one pair more, with the last pair missing (the
 * phantom). In a Mitchell it is NS pair T, so the sit-out stays at table T (in the relay that is
 * one of the two tables sharing, so the shared set is played at table 1 only); in a Howell it is
 * the stationary pair, 2T, at its table (table 1, but table 3 at five tables and 4 at seven). Its
 * opponents sit out the round; the boards there are not played.
 */
export function withSitOut(m: Movement): Movement {
  return { ...m, phantom: { pair: m.kind === "howell" ? 2 * m.tables : m.tables, side: "ns" } };
}
