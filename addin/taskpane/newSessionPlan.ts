// What "New session…" writes, decided from the director's numbers (docs/rules.md §13). Pure: the
// Excel side (newSession.ts) writes these cells and formulas as they are. The movement itself is
// the core's (src/movement.ts); this module lays it out as a traveller sheet ready to type into,
// scored by the add-in's own functions under the pane's profile, and a ranking sheet.
import { absoluteRange, sheetRef } from "../address";
import { PaneMessage } from "../i18n/pane";
import { Language } from "../i18n/language";
import { mitchell, MIN_MITCHELL_TABLES, Movement, travellerLines } from "../../src";
import { optionsText, PaneSettings, scoreOptionsText } from "./formulaPlan";
import { scoreHeaders, travellerHeader } from "./sessionHeaders";

export type PairsChoice = "mitchell" | "typed";

/** The form as the director typed it. */
export interface NewSessionForm {
  tables: string;
  boards: string;
  perRound: string;
  pairs: PairsChoice;
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
  /** RANKING over the traveller, for A1 of the ranking sheet; SHEET stands for the traveller's name. */
  rankingFormula: string;
  lines: number;
  movement: Movement | null;
  /** What the session is, in words, for the pane. */
  summary: PaneMessage;
}

const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** Whether the director has typed anything yet: no error is shown before. */
export const formStarted = (f: NewSessionForm): boolean => [f.tables, f.boards, f.perRound].some((t) => t.trim() !== "");

/** The numbers the form stands for, or what is wrong with them (the first thing, in the form's order). */
export function readNewSessionForm(f: NewSessionForm): { ok: true; tables: number; boards: number; perRound: number } | { ok: false; error: PaneMessage } {
  const tables = whole(f.tables);
  const boards = whole(f.boards);
  const perRound = whole(f.perRound);
  const minTables = f.pairs === "mitchell" ? MIN_MITCHELL_TABLES : 1;
  if (tables === null || tables < minTables || tables > MAX_TABLES)
    return { ok: false, error: f.pairs === "mitchell" && tables !== null && tables > 0 && tables < minTables ? { key: "newSession.errMitchellTables", params: { min: minTables } } : { key: "newSession.errTables", params: { min: minTables, max: MAX_TABLES } } };
  if (boards === null || boards < 1 || boards > MAX_BOARDS) return { ok: false, error: { key: "newSession.errBoards", params: { max: MAX_BOARDS } } };
  if (f.pairs === "typed") return { ok: true, tables, boards, perRound: perRound ?? boards };
  if (perRound === null || perRound < 1 || perRound > boards) return { ok: false, error: { key: "newSession.errPerRound" } };
  if (boards !== tables * perRound) return { ok: false, error: { key: "newSession.errMitchellBoards", params: { tables, perRound, expected: tables * perRound, boards } } };
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
  const movement = f.pairs === "mitchell" ? mitchell(tables, perRound) : null;
  const lines = movement
    ? travellerLines(movement).map((l) => [l.board, l.ns, l.ew] as const)
    : Array.from({ length: boards * tables }, (_, i) => [Math.floor(i / tables) + 1, "", ""] as const);
  const first = 2;
  const last = first + lines.length - 1;
  const cells: (string | number)[][] = [[...travellerHeader(lang)]];
  // The director types contracts in the traveller's own letters (Ø, Z, Ny, 3SA): rules §8.1.
  const notation = scoreOptionsText(lang) ? `,"${scoreOptionsText(lang)}"` : "";
  lines.forEach(([board, ns, ew], i) => {
    const r = first + i;
    cells.push([board, ns, ew, "", "", "", `=BRIDGE.SCORE(D${r},E${r},F${r},A${r}${notation})`]);
  });
  const column = (c: number) => absoluteRange(first - 1, c, last - 1, c);
  const butler = settings.scoring === "butler";
  const rankingOptions = `${optionsText(settings, true)}${movement ? "; mitchell=on" : ""}`;
  const on = (c: number) => `'SHEET'!${column(c)}`;
  const summary: PaneMessage = movement
    ? {
        key: movement.kind === "relay" ? "newSession.summaryRelay" : "newSession.summaryMitchell",
        params: { tables, rounds: movement.rounds, perRound, boards, half: movement.byeStandAfter ?? 0, next: (movement.byeStandAfter ?? 0) + 1 },
      }
    : { key: "newSession.summaryTyped", params: { tables, boards, lines: lines.length } };
  return {
    cells,
    headerRow: 1,
    textColumns: [],
    scoreCell: `H${first}`,
    scoreFormula: `=BRIDGE.${butler ? "BUTLERIMP" : "MATCHPOINTS"}(${column(6)},${column(0)},"${optionsText(settings)}")`,
    scoreHeaders: scoreHeaders(lang, butler),
    rankingFormula: `=BRIDGE.RANKING(${on(0)},${on(1)},${on(2)},${on(6)},"${rankingOptions}")`,
    lines: lines.length,
    movement,
    summary,
  };
}

/** The ranking formula for the traveller sheet `sheet`, its name quoted as Excel quotes it. */
export const rankingFor = (plan: NewSessionPlan, sheet: string): string => plan.rankingFormula.replace(/'SHEET'/g, sheetRef(sheet));
