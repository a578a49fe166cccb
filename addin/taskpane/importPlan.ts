// What "Import results file…" writes, decided from an imported file (docs/rules.md §10). Pure: the
// Excel side (import.ts) writes these cells and formulas as they are. The scoring itself is left
// to the add-in's own functions in the sheet, so the workbook stays live and says how it scored.
import { carriedHeader, carriedValues, CheckReport, extraColumns, ImportedResults, isMitchell, rankingScoring, scoringFunction, tolerance } from "../../src";
import type { Profile } from "../../src";
import { a1, absoluteRange } from "../address";

export interface ImportPlan {
  sheetBase: string;
  /** Rows of values or formulas (strings starting with `=`), written from A1. */
  cells: (string | number)[][];
  /** 1-based row of the header; data follow it. */
  headerRow: number;
  /** Columns (0-based) that hold text entries and must stay text (number format `@`). */
  textColumns: number[];
  rankingFormula: string;
  /** Address of the disagreement count, for the pane's message. */
  countCell: string;
  lines: number;
  problems: number;
}

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetName(text: string): string {
  const clean = text
    .replace(/[[\]:*?/\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 31)
    .trim();
  return clean || "Import";
}

const quoteText = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * Text as the import must write it to be shown whole: a leading apostrophe is Excel's text
 * prefix, which Range.formulas consumes (office-js #6687), so a name such as `'t Hoen` gets one
 * more in front and keeps its own.
 */
export const literal = (text: string): string => (text.startsWith("'") ? `'${text}` : text);

/** A line's note: where the file has the line, then the problem, so it never begins with an apostrophe. */
export const noteText = (where: string, problem: string): string => (where ? `${where}: ${problem}` : literal(problem));

/**
 * The traveller table with Score as imported, SCORE from the contract where there is one, the
 * scoring function the file was scored with (its options as the check found them), the
 * program's figures and a Check column; a disagreement count above it.
 */
export function planImport(results: ImportedResults, report: CheckReport, fileName: string, profile: Profile): ImportPlan {
  const rows = results.rows;
  const fn = scoringFunction(results);
  const sessions = new Set(rows.map((r) => r.session)).size > 1;
  const sections = new Set(rows.map((r) => r.section)).size > 1;
  // A traveller key column only when the file's travellers are not simply its boards.
  const keyed = new Set(rows.map((r) => r.group)).size !== new Set(rows.map((r) => r.board)).size;
  const unit = fn === "MATCHPOINTS" ? "mp" : "IMPs";
  // What the file gives besides the scores, after the Note, for Export to write back (docs/import-export.md).
  const extra = extraColumns(rows, results.totals);
  const carried = carriedHeader(extra);
  const head = [
    ...(sessions ? ["Session"] : []),
    ...(sections ? ["Section"] : []),
    "Board",
    ...(keyed ? ["Traveller"] : []),
    "NS",
    "EW",
    "Contract",
    "By",
    "Tricks",
    "Score",
    "Table score",
    `NS ${unit}`,
    `EW ${unit}`,
    "Their NS",
    "Their EW",
    "Check",
    "Note",
    ...carried,
  ];
  const c = (name: string) => head.indexOf(name);
  const headerRow = 4;
  const first = headerRow + 1;
  const last = headerRow + Math.max(rows.length, 1);
  const span = (name: string) => absoluteRange(first - 1, c(name), last - 1, c(name));
  const boardsCol = keyed ? "Traveller" : "Board";
  const options = report.options.includes("profile=") ? report.options : `profile=${profile}; ${report.options}`;
  const scoreFormula = `=BRIDGE.${fn}(${span("Score")},${span(boardsCol)},${quoteText(options)})`;
  const rankedBy = rankingScoring(fn);
  const rankingOptions = (rankedBy === null ? "" : `; scoring=${rankedBy}`) + (isMitchell(rows) ? "; mitchell=on" : "");
  // No notation= here: the cells are the file's, in English letters, and some of those mean
  // something else under a local notation (E and N under hu: docs/rules.md §8.1).
  const rankingFormula = `=BRIDGE.RANKING('SHEET'!${span(boardsCol)},'SHEET'!${span("NS")},'SHEET'!${span("EW")},'SHEET'!${span("Score")},${quoteText(`profile=${profile}${rankingOptions}`)})`;

  const body = rows.map((r, i) => {
    const n = first + i;
    const on = (name: string) => a1(n - 1, c(name));
    const line: (string | number)[] = new Array(head.length).fill("");
    if (sessions) line[c("Session")] = literal(r.session);
    if (sections) line[c("Section")] = literal(r.section);
    line[c("Board")] = /^\d+$/.test(r.board) ? Number(r.board) : literal(r.board);
    if (keyed) line[c("Traveller")] = literal([r.session, r.section, r.board].filter((x) => x !== "").join(" / "));
    line[c("NS")] = /^\d+$/.test(r.ns) ? Number(r.ns) : literal(r.ns);
    line[c("EW")] = /^\d+$/.test(r.ew) ? Number(r.ew) : literal(r.ew);
    line[c("Contract")] = r.contract;
    line[c("By")] = r.declarer;
    line[c("Tricks")] = r.tricks ?? "";
    line[c("Score")] = r.entry;
    if (r.contract === "PASS" || (r.contract !== "" && r.declarer !== "" && r.tricks !== null))
      line[c("Table score")] = `=BRIDGE.SCORE(${on("Contract")},${on("By")},${on("Tricks")},${on("Board")})`;
    if (i === 0) line[c(`NS ${unit}`)] = scoreFormula;
    const theirs = r.theirs;
    const num = (t: string | null) => (t !== null && Number.isFinite(Number(t)) && t.trim() !== "" ? Number(t) : "");
    line[c("Their NS")] = num(theirs?.ns ?? null);
    line[c("Their EW")] = num(theirs?.ew ?? null);
    if (theirs && (line[c("Their NS")] !== "" || line[c("Their EW")] !== "")) {
      const tol = Math.max(theirs.ns ? tolerance(theirs.ns) : 0, theirs.ew ? tolerance(theirs.ew) : 0);
      const t = Number(tol.toPrecision(3));
      const [ours1, ours2, th1, th2] = [on(`NS ${unit}`), on(`EW ${unit}`), on("Their NS"), on("Their EW")];
      line[c("Check")] = `=IFERROR(IF(AND(OR(${th1}="",ABS(${ours1}-${th1})<=${t}),OR(${th2}="",ABS(${ours2}-${th2})<=${t})),"ok","differs"),"differs")`;
    }
    line[c("Note")] = r.problem === null ? "" : noteText(r.where, r.problem);
    carriedValues(r, extra).forEach((v, k) => (line[c(carried[k])] = literal(v)));
    return line;
  });
  const problems = rows.filter((r) => r.problem !== null).length;
  const blank = () => new Array(head.length).fill("") as (string | number)[];
  const title = blank();
  title[0] = `Imported from ${fileName}: ${results.format}${results.program ? `, ${results.program}` : ""}${results.scoringText ? ` (${results.scoringText})` : ""}`;
  const count = blank();
  count[0] = `Disagreements with ${results.program || "the program"}:`;
  count[1] = `=COUNTIF(${span("Check")},"differs")`;
  count[2] = `lines with a note: ${problems}; left out (byes): ${results.skipped.length}`;
  return {
    sheetBase: sheetName(`Import ${results.event || fileName.replace(/\.[^.]*$/, "")}`),
    cells: [title, count, blank(), head, ...body],
    headerRow,
    // Ids stay text: Excel would read 0748821 as a number and drop its zero.
    textColumns: [c("Score"), ...["NS ids", "EW ids"].map(c).filter((i) => i >= 0)],
    rankingFormula,
    countCell: "B2",
    lines: rows.length,
    problems,
  };
}
