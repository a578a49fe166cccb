// Which selected cells are score cells: the cells Apply may write an adjustment into. Pure: the
// pane reads the selection and the rows around it, and asks these functions.
import { BridgeInputError, renderMessage, parseEntry } from "../../src";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";
import { blankValue, Grid } from "./identity";
import { CellSnapshot } from "./snapshots";

/** Whether a cell's value is an entry the functions accept (ordinary or adjusted). */
export function isEntry(v: unknown): boolean {
  if (v === null || v === undefined || (typeof v === "string" && v.trim() === "") || typeof v === "boolean") return false;
  try {
    parseEntry(v as string | number);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a formula makes an entry rather than a calculation over entries: BRIDGE.SCORE(…), a
 * constant (=-110) or one cell (=Par!A1). A total (=SUBTOTAL(9,G2:G10)), a sum or any other
 * calculation is not a score cell, whatever number it shows.
 */
export function isEntryFormula(formula: string): boolean {
  const f = formula.replace(/^=\s*/, "").trim();
  return /^BRIDGE\.SCORE\s*\(/i.test(f) || /^[+-]?\d+(\.\d+)?$/.test(f) || /^((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?\$?[A-Z]{1,3}\$?\d+$/i.test(f);
}

/**
 * Whether a column of `grid` holds scores: below its titles, most of its filled cells are entries.
 * A board or pair number column is not, even where one number (50, 100) is also a score.
 */
export function isScoreColumn(grid: Grid, column: number, entry: (v: unknown) => boolean = isEntry): boolean {
  const c = column - grid.left;
  let entries = 0;
  let others = 0;
  for (const row of grid.values) {
    const v = row[c];
    if (blankValue(v)) continue;
    if (entry(v)) entries++;
    else if (entries > 0) others++;
  }
  return entries > 0 && entries > others;
}

/**
 * Whether a row of `grid` belongs to the table at `column`: something stands left of the cell in
 * its row (a board or pair number), or the column has filled cells both above and below it. A
 * blank cell below the last table is not in it.
 */
export function inTable(grid: Grid, row: number, column: number): boolean {
  const r = row - grid.top;
  const c = column - grid.left;
  if ((grid.values[r] ?? []).slice(0, Math.max(0, c)).some((v) => !blankValue(v))) return true;
  const filled = (k: number) => !blankValue(grid.values[k]?.[c]) || (typeof grid.formulas[k]?.[c] === "string" && String(grid.formulas[k][c]).startsWith("="));
  let above = false;
  let below = false;
  for (let k = 0; k < grid.values.length; k++) {
    if (k < r && filled(k)) above = true;
    if (k > r && filled(k)) below = true;
  }
  return above && below;
}

/** What the pane knows of one selected cell besides its content. */
export interface CellFacts {
  snapshot: CellSnapshot;
  value: unknown;
  /** Its column holds scores (isScoreColumn over the rows around the selection). */
  scores: boolean;
  /** Its row belongs to the table (inTable). */
  inTable: boolean;
  /** The cell carries an adjustment the pane can act on (its own, or a copy it can fork). */
  adjusted: boolean;
  /** Why the pane cannot act on the adjustment the cell carries (not in the log, a copy elsewhere, a note that does not match). */
  carried: string | null;
  /** An adjustment of this sheet the log has but could not find, whose entry this cell holds. */
  lostEntry: string | null;
}

/** Why a cell is not a score cell, in the words of the functions where they have some; null for a score cell. */
export function scoreCellProblem(f: CellFacts, lang: Language): string | null {
  if (f.carried) return f.carried;
  if (f.adjusted) return null;
  // Applied again, its adjusted entry would be logged as the table result.
  if (f.lostEntry !== null) return paneText(lang, "workbook.maybeLost", { entry: f.lostEntry });
  const s = f.snapshot;
  if (s.kind === "blank") return !f.scores ? paneText(lang, "workbook.blankNoScores") : f.inTable ? null : paneText(lang, "workbook.blankBelow");
  if (s.kind === "formula") {
    if (!isEntryFormula(s.text)) return paneText(lang, "workbook.formulaCalculation", { formula: s.text });
    return isEntry(f.value) && f.scores ? null : paneText(lang, "workbook.formulaNotScore", { formula: s.text });
  }
  if (!isEntry(f.value)) {
    try {
      parseEntry(f.value as string | number);
    } catch (e) {
      // The core's own words up to the first colon or semicolon ("'x' is not an entry"), in the pane's language.
      return e instanceof BridgeInputError ? renderMessage(e, lang).split(/[:;]/)[0] : e instanceof Error ? e.message.split(/[:;]/)[0] : String(e);
    }
    return paneText(lang, "workbook.notEntry");
  }
  return f.scores ? null : paneText(lang, "workbook.notScoreColumn", { value: s.text });
}
