// Where "Insert formulas" puts what, decided from a selected traveller or long results table.
// Pure: the Excel side reads the selection and the cells beside it and writes what this returns.
import { a1, absoluteRange, sheetRef } from "../address";
import { Language, LANGUAGES } from "../i18n/language";
import { messageText, PaneMessage } from "../i18n/pane";
import { rankingScoring } from "../../src";
import { boardFunctionOf, PaneSettings } from "./paneSettings";
import { titlesOf } from "./sessionHeaders";

/** The options text the formulas carry, so the workbook says how it was scored. */
export function optionsText(s: PaneSettings, forRanking = false): string {
  const rankedBy = forRanking ? rankingScoring(boardFunctionOf(s.scoring)) : null;
  return rankedBy === null ? `profile=${s.profile}` : `profile=${s.profile}; scoring=${rankedBy}`;
}

/**
 * The options of the SCORE formulas New session writes: `notation=<lang>` outside English, so that
 * the rows a director types with the traveller's own letters (Ø, Z, Ny, 3SA) are read, and an
 * English letter a director of that country would mean otherwise (E for É) is refused
 * (docs/rules.md §8.1). It is the formula's, not the reader's: the workbook scores the same for
 * whoever recalculates it. An import writes none: its cells are the file's English letters.
 */
export function scoreOptionsText(lang: Language): string {
  return lang === "en" ? "" : `notation=${lang}`;
}

/** Columns of the selection (0-based, relative to its left edge). */
export interface TableColumns {
  header: boolean;
  board: number | null;
  ns: number | null;
  ew: number | null;
  /** The score column, or the first of two adjacent NS/EW score columns. */
  score: number;
  /** 2 when the scores are an NS column and an EW column side by side. */
  scoreWidth: 1 | 2;
}

/** A header cell as the word lists spell it: lower case, accents and Ø folded (ØV → ov, Szkór → szkor). */
export const headerKey = (v: unknown): string =>
  typeof v === "string"
    ? v
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .replace(/[Øø]/g, "o")
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
    : "";
const key = headerKey;

type HeaderColumn = "board" | "ns" | "ew" | "score" | "nsscore" | "ewscore";

/**
 * The titles each column is found by: the ones scoring programs write (English), and in each
 * language the title New session writes (sessionHeaders.ts: Spil/Spel/Parti, NS/NZ/ÉD, ØV/OW/KNy,
 * Szkór) and those its bundle also reads; as headerKey reads them.
 */
export function headerWords(languages: readonly Language[] = LANGUAGES): Record<HeaderColumn, string[]> {
  const titles = (column: "board" | "ns" | "ew" | "score", common: string[]): string[] => [...new Set([...common, ...titlesOf(column, languages).map(key)])];
  return {
    board: titles("board", ["board", "boards", "bd", "brd", "boardno", "bdno", "deal"]),
    ns: titles("ns", ["ns", "nspair", "nspairs", "pairns", "nsno"]),
    ew: titles("ew", ["ew", "ewpair", "ewpairs", "pairew", "ewno"]),
    score: titles("score", ["score", "scorens", "nsscore", "points", "nspoints", "nsscores", "scores", "entry"]),
    nsscore: ["nsscore", "scorens", "nspoints", "pointsns"],
    ewscore: ["ewscore", "scoreew", "ewpoints", "pointsew"],
  };
}

const HEADERS = headerWords();

/**
 * Recognises the columns by their header words (Board, NS, EW, Score / NS score …) or, in a
 * selection without headers, by its shape: one column is the scores; two are board and score;
 * three or more are board, NS pair, EW pair, …, score last. A PaneMessage is the reason it cannot.
 */
export function readColumns(values: readonly (readonly unknown[])[], rowCount = values.length): TableColumns | PaneMessage {
  if (values.length === 0 || values[0].length === 0) return { key: "plan.selectTraveller" };
  const width = values[0].length;
  const first = values[0].map(key);
  const find = (names: string[]): number | null => {
    const i = first.findIndex((h) => names.includes(h));
    return i < 0 ? null : i;
  };
  const board = find(HEADERS.board);
  const nsScore = find(HEADERS.nsscore);
  const ewScore = find(HEADERS.ewscore);
  const score = find(HEADERS.score);
  const ns = find(HEADERS.ns);
  const ew = find(HEADERS.ew);
  const header = [board, score, nsScore, ns, ew].some((i) => i !== null);
  if (header) {
    if (rowCount < 2) return { key: "plan.noResults" };
    if (nsScore !== null && ewScore === nsScore + 1) return { header, board, ns, ew, score: nsScore, scoreWidth: 2 };
    const s = nsScore ?? score;
    if (s === null) return { key: "plan.noScoreColumn" };
    return { header, board, ns, ew, score: s, scoreWidth: 1 };
  }
  if (width === 1) return { header, board: null, ns: null, ew: null, score: 0, scoreWidth: 1 };
  if (width === 2) return { header, board: 0, ns: null, ew: null, score: 1, scoreWidth: 1 };
  return { header, board: 0, ns: 1, ew: 2, score: width - 1, scoreWidth: 1 };
}

/** readColumns with the reason in words, English unless `lang` says otherwise. */
export function recogniseColumns(values: readonly (readonly unknown[])[], rowCount = values.length, lang: Language = "en"): TableColumns | string {
  const columns = readColumns(values, rowCount);
  return "key" in columns ? messageText(lang, columns) : columns;
}

/** Where the selected table is: its sheet, and its range in numbers. */
export interface SelectedRange {
  sheet: string;
  /** 0-based row and column of the selection's top-left cell, and its size. */
  row: number;
  column: number;
  rowCount: number;
  columnCount: number;
}

/** The index of the first run of `width` columns that are empty in every row; `block` is the area right of the selection. */
export function firstFreeColumns(block: readonly (readonly unknown[])[], width: number): number {
  const columns = block.length ? block[0].length : 0;
  const empty = (c: number) => block.every((row) => row[c] === "" || row[c] === null || row[c] === undefined);
  for (let c = 0; c + width <= columns; c++) {
    let free = true;
    for (let k = 0; k < width && free; k++) free = empty(c + k);
    if (free) return c;
  }
  return columns;
}

export interface FormulaInsertion {
  /** Where the scoring formula goes (its spill is rows × 2), and the header cells above it. */
  scoreCell: string;
  scoreFormula: string;
  headerCells: string | null;
  headers: [string, string];
  /** The RANKING formula for a new sheet, when boards and both pair columns are known. */
  rankingFormula: string | null;
}

/**
 * The formulas for a selected table: MATCHPOINTS or BUTLERIMP spilling into the first free pair
 * of columns right of it (`freeOffset` columns past its right edge), and a RANKING over the same
 * columns. References are absolute and name the sheet, so they still work from the ranking sheet.
 */
export function planFormulas(sel: SelectedRange, columns: TableColumns, freeOffset: number, settings: PaneSettings): FormulaInsertion {
  const height = sel.rowCount;
  const top = sel.row + (columns.header ? 1 : 0);
  const bottom = sel.row + height - 1;
  const ref = sheetRef(sel.sheet);
  const col = (c: number, w = 1) => `${ref}!${absoluteRange(top, sel.column + c, bottom, sel.column + c + w - 1)}`;
  const entries = col(columns.score, columns.scoreWidth);
  const boards = columns.board === null ? "" : col(columns.board);
  const fn = boardFunctionOf(settings.scoring);
  const outColumn = sel.column + sel.columnCount + freeOffset;
  const scoreFormula = `=BRIDGE.${fn}(${entries},${boards},"${optionsText(settings)}")`;
  const rankingFormula =
    columns.board !== null && columns.ns !== null && columns.ew !== null
      ? `=BRIDGE.RANKING(${boards},${col(columns.ns)},${col(columns.ew)},${entries},"${optionsText(settings, true)}")`
      : null;
  const unit = settings.scoring === "butler" ? "IMPs" : "MP";
  return {
    scoreCell: a1(top, outColumn),
    scoreFormula,
    headerCells: columns.header ? `${a1(sel.row, outColumn)}:${a1(sel.row, outColumn + 1)}` : null,
    headers: [`NS ${unit}`, `EW ${unit}`],
    rankingFormula,
  };
}

/** "Ranking", or "Ranking 2", … when a sheet of that name exists. */
export function uniqueSheetName(existing: readonly string[], base: string): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`;
}
