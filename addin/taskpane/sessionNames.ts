// The pairs' names in a new session, and the ranking sheet that shows them (docs/task-pane.md, "The
// ranking sheet"). Pure: newSession.ts writes these cells as they are.
//
// The traveller gets two columns, NS names and EW names (titled in the pane's language; Export reads
// them in every language, exportPlan.ts). A pair's names are typed once, on its first line; every
// later line of the pair shows them by a formula, so each line says who played it and Export, which
// reads the names line by line, finds them wherever it looks.
//
// The ranking sheet: a row of headings in the director's language that say what each column holds
// in this scoring (rankingColumns.ts), RANKING's output under it — its own header row included,
// since RANKING's result is fixed by the formula contract (docs/functions.md) — and a Names column
// beside it that finds each ranked pair's names on the traveller.
import { absoluteRange } from "../address";
import { Language } from "../i18n/language";
import { NAME_TITLES, rankingHeadings, RankingKind } from "../i18n/rankingColumns";
import type { MovementLine } from "./movementPlan";

/** The names columns' letters: right of Board … Score (A–G) and the two matchpoint columns (H, I). */
export const NAME_COLUMNS = { ns: 9, ew: 10 } as const;

/**
 * The names columns from row 1: the titles, then per line an empty cell where the pair's names are
 * typed (its first line) or a formula showing that cell. `fields` is 2 in a two-winner Mitchell,
 * where NS pair 3 and EW pair 3 are two pairs; in one field a pair is the same number either way.
 */
export function nameCells(lines: readonly MovementLine[], lang: Language, fields: 1 | 2, first = 2): string[][] {
  const seen = new Map<string, string>();
  const letter = (c: number) => String.fromCharCode(65 + c);
  const cellFor = (pair: number | string, side: "ns" | "ew", row: number, isPair: boolean): string => {
    if (!isPair || pair === "") return "";
    const key = fields === 2 ? `${side} ${pair}` : String(pair);
    const at = seen.get(key);
    if (at) return `=${at}&""`;
    seen.set(key, `${letter(NAME_COLUMNS[side])}${row}`);
    return "";
  };
  return [
    [...NAME_TITLES[lang]],
    ...lines.map((l, i) => [cellFor(l.ns, "ns", first + i, typeof l.ns === "number"), cellFor(l.ew, "ew", first + i, typeof l.ew === "number")]),
  ];
}

export interface RankingSheet {
  /** A1:G1: what each column holds, in the director's language. */
  headings: string[];
  /** G3 down: each ranked pair's names, for every row RANKING (in A2) can fill. */
  names: string[][];
}

/**
 * The ranking sheet over a traveller of `lines` lines (rows 2 to lines + 1) on the sheet written
 * 'SHEET', RANKING's formula going into A2: the headings, and the Names formulas for `pairs` pairs
 * in `fields` fields (a header row each).
 */
export function rankingSheet(lang: Language, kind: RankingKind, lines: number, pairs: number, fields: 1 | 2): RankingSheet {
  // RANKING's rows: its header in row 2, then the pairs and (in two fields) EW's header.
  const rows = pairs + fields;
  return { headings: rankingHeadings(lang, kind), names: Array.from({ length: rows - 1 }, (_, i) => [namesFormula(3 + i, "B", lines, fields)]) };
}

/**
 * The Names formula of row `r` beside a RANKING whose Pair column is `pair` and whose header row is
 * row 2, over a traveller of `lines` lines on the sheet written 'SHEET' (its names in J and K).
 */
export function namesFormula(r: number, pair: string, lines: number, fields: 1 | 2): string {
  const on = (c: number) => `'SHEET'!${absoluteRange(1, c, lines, c)}`;
  const find = (pairs: number, names: number) => `INDEX(${on(names)},MATCH(${pair}${r},${on(pairs)},0))&""`;
  const ns = find(1, NAME_COLUMNS.ns);
  const ew = find(2, NAME_COLUMNS.ew);
  // In two fields the pair's direction is the block it is in: EW's block starts at RANKING's "EW pair" row.
  return fields === 2 ? `=IFERROR(IF(COUNTIF(${pair}$2:${pair}${r},"EW pair")>0,${ew},${ns}),"")` : `=IFERROR(${ns},IFERROR(${ew},""))`;
}
