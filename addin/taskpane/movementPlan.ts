// What New session says and writes for a movement of the core (docs/rules.md §13,
// docs/task-pane.md): the traveller's lines with the sit-out shown, the summary in words, and the
// facts beside it (pairs, playing time, the relay, the sit-out). Pure; the movement is src/movement's.
import { MIN_MITCHELL_TABLES, MOVEMENT_CHOICES, Movement, MovementChoice, phantomSeat, travellerLines } from "../../src";
import { PaneMessage } from "../i18n/pane";

/** The playing time a director plans with: minutes a board, the change of tables included. */
export const MINUTES_PER_BOARD = 7;

export const isMovementChoice = (c: string): c is MovementChoice => (MOVEMENT_CHOICES as readonly string[]).includes(c);

/** The fewest tables a choice is offered at, for the "Tables" message. */
export const minTablesOf = (c: MovementChoice | "typed"): number =>
  c === "typed" ? 1 : c === "mitchell" || c === "arrow" ? MIN_MITCHELL_TABLES : c === "skip" ? 4 : 2;

export interface MovementLine {
  board: number;
  ns: number | string;
  ew: number | string;
  /** The phantom's opponents sit out: no score on this line. */
  sitOut: boolean;
}

/** The traveller's lines: each board's tables in the order it is played, the phantom's seat showing `word`. */
export const movementLines = (m: Movement, word: string): MovementLine[] =>
  travellerLines(m).map((l) => ({ board: l.board, ns: l.sitOut === "ns" ? word : l.ns, ew: l.sitOut === "ew" ? word : l.ew, sitOut: l.sitOut !== null }));

/** The table of a Howell's stationary pair, 2T: table 1 on most published cards, not on all (docs/rules.md §13). */
const stationaryTable = (m: Movement): number => m.tableRounds.find((tr) => tr.ns === 2 * m.tables)?.table ?? 1;

/** The pairs that keep their table all session (a shortened Howell's several, docs/rules.md §13). */
const stayingPairs = (m: Movement): number[] =>
  Array.from({ length: 2 * m.tables }, (_, i) => i + 1).filter(
    (p) => new Set(m.tableRounds.filter((tr) => tr.ns === p || tr.ew === p).map((tr) => tr.table)).size === 1,
  );

/** What the movement is, in words: how the pairs and boards move and what it means for the ranking. */
export function movementSummary(choice: MovementChoice, m: Movement): PaneMessage {
  const { tables, rounds, boardsPerRound: perRound, boards } = m;
  switch (choice) {
    case "mitchell":
      return m.kind === "relay"
        ? { key: "newSession.summaryRelay", params: { tables, rounds, perRound, boards, half: m.byeStandAfter ?? 0, next: (m.byeStandAfter ?? 0) + 1 } }
        : { key: "newSession.summaryMitchell", params: { tables, rounds, perRound, boards, half: 0, next: 1 } };
    case "skip":
      return { key: "newSession.summarySkip", params: { tables, rounds, perRound, boards, skip: m.skipAfter ?? 0 } };
    case "arrow":
      return { key: "newSession.summaryArrow", params: { tables, rounds, perRound, boards, first: tables + 1, last: 2 * tables, switched: m.switchedRounds } };
    case "howell":
      return { key: "newSession.summaryHowell", params: { tables, rounds, perRound, boards, pairs: 2 * tables, table: stationaryTable(m) } };
    case "shortHowell":
      return {
        key: "newSession.summaryShortHowell",
        params: { tables, rounds, full: 2 * tables - 1, perRound, boards, first: Math.min(...stayingPairs(m)), pairs: 2 * tables },
      };
  }
}

/** The facts under the summary: pairs and playing time, then the relay or shared boards, then the sit-out. */
export function movementFacts(choice: MovementChoice, m: Movement, word: string): PaneMessage[] {
  const pairs = 2 * m.tables - (m.phantom ? 1 : 0);
  const minutes = m.rounds * m.boardsPerRound * MINUTES_PER_BOARD;
  const out: PaneMessage[] = [
    { key: "newSession.facts", params: { pairs, hours: Math.floor(minutes / 60), minutes: minutes % 60, perBoard: MINUTES_PER_BOARD } },
  ];
  if (choice === "arrow" && m.kind === "relay")
    out.push({ key: "newSession.factsRelay", params: { tables: m.tables, half: m.byeStandAfter ?? 0, next: (m.byeStandAfter ?? 0) + 1 } });
  if (m.kind === "howell" && m.sharing) {
    const shared = Array.from({ length: m.rounds }, (_, r) => r + 1).filter(
      (r) => new Set(m.tableRounds.filter((tr) => tr.round === r).map((tr) => tr.set)).size < m.tables,
    );
    out.push({ key: "newSession.factsShared", params: { tables: m.sharing.join(", "), rounds: shared.join(", ") } });
  }
  const sitOut = m.tableRounds.find((tr) => phantomSeat(m, tr) !== null);
  if (sitOut) out.push({ key: "newSession.factsSitOut", params: { table: sitOut.table, word } });
  return out;
}
