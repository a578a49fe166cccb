// What "New session…" writes, decided from the director's numbers (docs/rules.md §13). Pure: the
// Excel side (newSession.ts) writes these cells and formulas as they are. The movement itself is
// the core's (src/movement/); this module lays it out as a traveller sheet ready to type into,
// scored by the add-in's own functions under the pane's profile, and a ranking sheet.
import { absoluteRange, sheetRef } from "../address";
import { messageText, PaneMessage } from "../i18n/pane";
import { Language } from "../i18n/language";
import { buildMovement, MIN_MITCHELL_TABLES, Movement, MovementChoice, offers, PROFILES } from "../../src";
import { optionsText, scoreOptionsText } from "./formulaPlan";
import { boardFunctionOf, PaneSettings } from "./paneSettings";
import { minTablesOf, movementFacts, movementLines, movementSummary } from "./movementPlan";
import { cardsCells } from "./tableCardsPlan";
import { scoreHeaders, travellerHeader } from "./sessionHeaders";
import { nameCells, rankingSheet, RankingSheet } from "./sessionNames";
import { rankingKind } from "../i18n/rankingColumns";

/** The movement the pane fills in (src/movement), or pairs typed by the director. */
export type PairsChoice = MovementChoice | "typed";

/** The form as the director typed it. */
export interface NewSessionForm {
  tables: string;
  boards: string;
  perRound: string;
  pairs: PairsChoice;
  /** An odd number of pairs: the movement with a phantom pair, one pair sitting out each round. */
  sitOut?: boolean;
  /** Also write a sheet of table guide cards. */
  cards?: boolean;
}

export const MAX_TABLES = 99;
export const MAX_BOARDS = 200;

/** The base names of the sheets; a number follows when one of that name exists. */
export const SESSION_SHEET = "Session";
export const RANKING_SUFFIX = " ranking";

export interface NewSessionPlan {
  /** The traveller, from A1: the header, then one row per table per board (values and formulas). */
  cells: (string | number)[][];
  headerRow: 1;
  textColumns: number[];
  /** Where MATCHPOINTS (or BUTLERIMP) goes, its formula and the titles of the two columns it fills. */
  scoreCell: string;
  scoreFormula: string;
  scoreHeaders: [string, string];
  /** RANKING over the traveller, for A2 of the ranking sheet; SHEET stands for the traveller's name. */
  rankingFormula: string;
  /** The NS names and EW names columns from row 1 (sessionNames.ts), right of the matchpoints. */
  names: string[][];
  /** The ranking sheet's headings (row 1) and Names formulas (G3 down); SHEET as above. */
  ranking: RankingSheet;
  lines: number;
  movement: Movement | null;
  /** What the session is, in words, for the pane; then its pairs, playing time, sit-out. */
  summary: PaneMessage;
  facts: PaneMessage[];
  /** The table guide cards sheet, from A1, when asked for. */
  cards: (string | number)[][] | null;
}

const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** Whether the director has typed anything yet: no error is shown before. */
export const formStarted = (f: NewSessionForm): boolean => [f.tables, f.boards, f.perRound].some((t) => t.trim() !== "");

/** The numbers the form stands for, or what is wrong with them (the first thing, in the form's order). */
export function readNewSessionForm(f: NewSessionForm): { ok: true; tables: number; boards: number; perRound: number } | { ok: false; error: PaneMessage } {
  const tables = whole(f.tables);
  const boards = whole(f.boards);
  const perRound = whole(f.perRound);
  const choice = f.pairs;
  const minTables = minTablesOf(choice);
  const mitchellLike = choice === "mitchell" || choice === "arrow";
  if (tables === null || tables < 1 || tables > MAX_TABLES || (mitchellLike && tables < minTables))
    return {
      ok: false,
      error:
        mitchellLike && tables !== null && tables > 0 && tables < minTables
          ? { key: "newSession.errMitchellTables", params: { min: MIN_MITCHELL_TABLES } }
          : { key: "newSession.errTables", params: { min: minTables, max: MAX_TABLES } },
    };
  if (choice !== "typed" && !offers(choice, tables, f.sitOut === true)) return { ok: false, error: { key: "newSession.errMovement", params: { tables } } };
  if (boards === null || boards < 1 || boards > MAX_BOARDS) return { ok: false, error: { key: "newSession.errBoards", params: { max: MAX_BOARDS } } };
  if (choice === "typed") return { ok: true, tables, boards, perRound: perRound ?? boards };
  if (perRound === null || perRound < 1 || perRound > boards) return { ok: false, error: { key: "newSession.errPerRound" } };
  const sets = buildMovement(choice, tables, 1, false).sets;
  if (boards !== sets * perRound)
    return {
      ok: false,
      error: mitchellLike
        ? { key: "newSession.errMitchellBoards", params: { tables, perRound, expected: sets * perRound, boards } }
        : { key: "newSession.errSetsBoards", params: { sets, perRound, expected: sets * perRound, boards } },
    };
  return { ok: true, tables, boards, perRound };
}

/**
 * The traveller and ranking for a form that reads (readNewSessionForm): in a Mitchell every line
 * has its board and pairs (NS 1…T, EW 1…T, ranked as two fields); otherwise each board has one
 * line per table with only the board filled in, and the pairs are typed. Score is BRIDGE.SCORE of
 * the line's contract, declarer and tricks at the board's vulnerability: blank until they are
 * typed, and a blank score is no result (rules §2).
 */
export function planNewSession(f: NewSessionForm, settings: PaneSettings, lang: Language = "en"): NewSessionPlan | PaneMessage {
  const read = readNewSessionForm(f);
  if (!read.ok) return read.error;
  const { tables, boards, perRound } = read;
  const choice = f.pairs;
  const movement = choice !== "typed" ? buildMovement(choice, tables, perRound, f.sitOut === true) : null;
  const word = messageText(lang, { key: "newSession.sitOutWord" });
  const lines = movement
    ? movementLines(movement, word)
    : Array.from({ length: boards * tables }, (_, i) => ({ board: Math.floor(i / tables) + 1, ns: "", ew: "", sitOut: false }));
  const first = 2;
  const last = first + lines.length - 1;
  const cells: (string | number)[][] = [[...travellerHeader(lang)]];
  // The director types contracts in the traveller's own letters (Ø, Z, Ny, 3SA): rules §8.1.
  const notation = scoreOptionsText(lang) ? `,"${scoreOptionsText(lang)}"` : "";
  lines.forEach(({ board, ns, ew, sitOut }, i) => {
    const r = first + i;
    // A sit-out line has no score: no result, so the board is not played there (rules §13).
    cells.push([board, ns, ew, "", "", "", sitOut ? "" : `=BRIDGE.SCORE(D${r},E${r},F${r},A${r}${notation})`]);
  });
  const column = (c: number) => absoluteRange(first - 1, c, last - 1, c);
  const butler = settings.scoring === "butler";
  const fields = movement?.fields === 2 ? 2 : 1;
  const rankingOptions = `${optionsText(settings, true)}${fields === 2 ? "; mitchell=on" : ""}`;
  const on = (c: number) => `'SHEET'!${column(c)}`;
  const summary: PaneMessage =
    movement && choice !== "typed" ? movementSummary(choice, movement) : { key: "newSession.summaryTyped", params: { tables, boards, lines: lines.length } };
  const facts = movement && choice !== "typed" ? movementFacts(choice, movement, word) : [];
  return {
    cells,
    headerRow: 1,
    textColumns: [],
    scoreCell: `H${first}`,
    scoreFormula: `=BRIDGE.${boardFunctionOf(settings.scoring)}(${column(6)},${column(0)},"${optionsText(settings)}")`,
    scoreHeaders: scoreHeaders(lang, butler),
    rankingFormula: `=BRIDGE.RANKING(${on(0)},${on(1)},${on(2)},${on(6)},"${rankingOptions}")`,
    lines: lines.length,
    movement,
    summary,
    facts,
    cards: movement && f.cards ? cardsCells(movement, lang, [summary, ...facts]) : null,
    names: nameCells(lines, lang, fields),
    ranking: rankingSheet(
      lang,
      rankingKind(settings.scoring, (PROFILES[settings.profile].defaults as { scale?: string }).scale ?? "mp"),
      lines.length,
      movement ? 2 * movement.tables : 2 * tables,
      fields,
    ),
  };
}

/** A formula of the plan for the traveller sheet `sheet`, its name quoted as Excel quotes it. */
export const onSheet = (formula: string, sheet: string): string => formula.replace(/'SHEET'/g, sheetRef(sheet));

/** The ranking formula for the traveller sheet `sheet`. */
export const rankingFor = (plan: NewSessionPlan, sheet: string): string => onSheet(plan.rankingFormula, sheet);
