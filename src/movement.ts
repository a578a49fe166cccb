// Movements (docs/rules.md §13): which pairs meet at which table and which boards they play, round
// by round. Pure data, so "New session…" writes what this says and the tests check it against the
// movement's rules. A Mitchell here is complete: as many rounds as tables, one set of boards per
// table, every pair plays every board once and meets every pair of the other direction once.
//
// Odd number of tables: the plain Mitchell. NS pairs stay at their tables; after each round the EW
// pairs move up one table (the last to the first) and the boards down one (the first to the last).
// Even number of tables: the same movement would bring every EW pair back to boards it has played
// after half the rounds, so the share-and-relay Mitchell: tables 1 and T play the same set each
// round, one set rests on a bye stand between tables T/2 and T/2 + 1, and the boards pass through
// it; the pairs move as in the plain Mitchell. (A skip Mitchell keeps the boards apart instead, but
// played to the end it brings each EW pair back to the NS pair it met first and never to the one
// it skipped: not complete.)

/** One table in one round: its pairs and its boards. */
export interface TableRound {
  round: number;
  table: number;
  ns: number;
  ew: number;
  /** The set of boards (1 is boards 1 to boardsPerRound) and its boards. */
  set: number;
  boards: number[];
}

export interface Movement {
  kind: "mitchell" | "relay";
  tables: number;
  rounds: number;
  boardsPerRound: number;
  boards: number;
  /** Round 1 at every table, then round 2, …; tables in order. */
  tableRounds: TableRound[];
  /** The relay: the two tables that share a set each round. */
  sharing: [number, number] | null;
  /** The relay: the bye stand stands after this table (between it and the next). */
  byeStandAfter: number | null;
}

/** A Mitchell needs three tables: with two, every pair would meet only one pair of the other direction. */
export const MIN_MITCHELL_TABLES = 3;

const setBoards = (set: number, perRound: number): number[] => Array.from({ length: perRound }, (_, i) => (set - 1) * perRound + i + 1);

/**
 * The complete Mitchell for `tables` tables and `boardsPerRound` boards a round: `tables` rounds
 * and `tables × boardsPerRound` boards. NS pair t sits at table t throughout; EW pair e starts at
 * table e. The caller has checked the numbers (whole, at least MIN_MITCHELL_TABLES tables, at
 * least one board a round); anything else is a bug (new Error, not a message).
 */
export function mitchell(tables: number, boardsPerRound: number): Movement {
  if (!Number.isInteger(tables) || tables < MIN_MITCHELL_TABLES) throw new Error(`a Mitchell needs at least ${MIN_MITCHELL_TABLES} whole tables, not ${tables}`);
  if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1) throw new Error(`boards a round must be a whole number from 1, not ${boardsPerRound}`);
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
    kind: relay ? "relay" : "mitchell",
    tables,
    rounds: tables,
    boardsPerRound,
    boards: tables * boardsPerRound,
    tableRounds,
    sharing: relay ? [1, tables] : null,
    byeStandAfter: relay ? half : null,
  };
}

/** One traveller line: a board and the pairs that play it, in the order the board is played. */
export interface TravellerLine {
  board: number;
  round: number;
  table: number;
  ns: number;
  ew: number;
}

/** The movement as travellers: each board's lines in the order of play (round by round). */
export function travellerLines(movement: Movement): TravellerLine[] {
  const lines: TravellerLine[] = [];
  for (const tr of movement.tableRounds) for (const board of tr.boards) lines.push({ board, round: tr.round, table: tr.table, ns: tr.ns, ew: tr.ew });
  return lines.sort((a, b) => a.board - b.board || a.round - b.round || a.table - b.table);
}
