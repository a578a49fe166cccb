// The check of docs/rules.md §10: score the imported rows with this add-in's own functions and
// compare with the program's figures, each within the rounding the program printed it with.
import { scoreButler } from "../../imps/butler";
import { scoreCrossImps } from "../../imps/crossimps";
import { toNumber } from "../../exact";
import { scoreMatchpoints } from "../../matchpoints/matchpoints";
import { pairId, readFields, SeatedLine } from "../../ranking/seating";
import { rankSession } from "../../ranking/ranking";
import type { PairResult } from "../../ranking/ranking";
import { RowOutcome } from "../../entries/traveller";
import { isCellError } from "../../entries/cells";
import type { Fraction } from "../../exact";
import { ImportedResults, TravellerRow } from "./model";
import { BoardFunction, boardFunction, rankingOnly } from "../../worksheetFunctions";
import { withOption } from "../export/session";

export interface CheckLine {
  row: TravellerRow;
  /** Our NS and EW figures, or the message of the board's error. */
  ours: { ns: number | "NP" | ""; ew: number | "NP" | "" } | { error: string };
  /** null: nothing to compare (the file has no figure for the line). */
  agrees: boolean | null;
}

export interface CheckReport {
  fn: BoardFunction;
  /** The options the figures were scored with (the program's conventions, see candidateOptions). */
  options: string;
  lines: CheckLine[];
  compared: number;
  disagreements: number;
}

/** The function that scores the file's way: matchpoints, Butler or cross-IMPs. */
export function scoringFunction(results: ImportedResults): BoardFunction {
  return boardFunction((board) => board.imported === results.scoring);
}

/**
 * The conventions a program may have used that the file does not name: the matchpoint scale (2
 * per comparison, or ACBL's 1), cross-IMPs summed or averaged and a missing result scaled up or
 * not, Butler's trimming. The check tries
 * each and keeps the one the program's figures agree with best, and says which it used.
 */
export function candidateOptions(fn: BoardFunction, profile: string): string[] {
  const p = profile ? `profile=${profile}; ` : "";
  if (fn === "MATCHPOINTS") return [`${p}scale=mp`, `${p}scale=acbl`];
  if (fn === "CROSSIMP") return [`${p}ximp=average`, `${p}ximp=sum`, `${p}ximp=average; missing=tie`, `${p}ximp=sum; missing=tie`];
  return [`${p}trim=1`, `${p}trim=0`, `${p}trim=2`];
}

/**
 * The entries column and board-key column every function takes. Each traveller is numbered in
 * order of first appearance: a number is never read as a column title (docs/rules.md §2), which
 * a file's own board name could be (a lone board `xx` above board 1).
 */
export function columns(rows: readonly TravellerRow[]): { entries: (string | null)[][]; boards: number[][] } {
  const number = new Map<string, number>();
  for (const r of rows) if (!number.has(r.group)) number.set(r.group, number.size + 1);
  return {
    entries: rows.map((r) => [r.entry === "" ? null : r.entry]),
    boards: rows.map((r) => [number.get(r.group)!]),
  };
}

function run(fn: BoardFunction, rows: readonly TravellerRow[], options: string): RowOutcome<(Fraction | "NP" | "")[]>[] {
  const { entries, boards } = columns(rows);
  if (fn === "BUTLERIMP") return scoreButler(entries, boards, options);
  if (fn === "CROSSIMP") return scoreCrossImps(entries, boards, options);
  return scoreMatchpoints(entries, boards, options);
}

/** Half a unit in the last decimal the program printed: `40.0` is anything in [39.95, 40.05]. */
export function tolerance(printed: string): number {
  const dot = printed.indexOf(".");
  const decimals = dot < 0 ? 0 : printed.length - dot - 1;
  return 0.5 * 10 ** -decimals + 1e-9;
}

function value(v: Fraction | "NP" | ""): number | "NP" | "" {
  return typeof v === "string" ? v : toNumber(v);
}

function agreesWith(ours: number | "NP" | "", theirs: string | null): boolean | null {
  if (theirs === null || theirs.trim() === "") return null;
  const t = Number(theirs.replace(",", "."));
  if (!Number.isFinite(t)) return ours === "NP" ? true : null;
  if (typeof ours !== "number") return false;
  return Math.abs(ours - t) <= tolerance(theirs.trim());
}

function checkWith(fn: BoardFunction, rows: readonly TravellerRow[], options: string): CheckReport {
  const out = run(fn, rows, options);
  let compared = 0;
  let disagreements = 0;
  const lines = rows.map((row, i): CheckLine => {
    const o = out[i];
    let ours: CheckLine["ours"];
    if (isCellError(o)) ours = { error: o.message };
    else ours = { ns: value(o[0]), ew: value(o[1]) };
    let agrees: boolean | null = null;
    if (row.theirs) {
      if ("error" in ours) agrees = row.theirs.ns === null && row.theirs.ew === null ? null : false;
      else {
        const a = agreesWith(ours.ns, row.theirs.ns);
        const b = agreesWith(ours.ew, row.theirs.ew);
        agrees = a === null && b === null ? null : a !== false && b !== false;
      }
    }
    if (agrees !== null) compared++;
    if (agrees === false) disagreements++;
    return { row, ours, agrees };
  });
  return { fn, options, lines, compared, disagreements };
}

/**
 * The director's own options (`npm run import -- --check --options="…"`, docs/import-export.md) as
 * key and value: those the line function takes, and those only RANKING takes.
 */
export function givenOptions(text: string, fn: BoardFunction): { line: [string, string][]; ranking: [string, string][] } {
  const parts = text
    .split(/[;\n]/)
    .map((p) => /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(p))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m): [string, string] => [m[1].toLowerCase(), m[2]]);
  const forRanking = ([k]: [string, string]) => rankingOnly(k, fn);
  return { line: parts.filter((p) => !forRanking(p)), ranking: parts.filter(forRanking) };
}

const over = (options: string, given: [string, string][]): string => given.reduce((text, [k, v]) => withOption(text, k, v), options);

/**
 * Scores the rows and compares with the program's figures (profile: a name of PROFILES, or ""). The
 * director's `options` override the conventions tried (a line function refuses one it does not take).
 */
export function checkResults(results: ImportedResults, profile = "", extra = ""): CheckReport {
  const fn = scoringFunction(results);
  const given = givenOptions(extra, fn).line;
  let best: CheckReport | null = null;
  for (const candidate of candidateOptions(fn, profile)) {
    const options = over(candidate, given);
    const report = checkWith(fn, results.rows, options);
    if (!best || report.disagreements < best.disagreements) best = report;
    if (report.disagreements === 0) break;
  }
  return best!;
}

/** A figure as the program would print it: ours rounded to their decimals. */
export function shown(ours: number | "NP" | "", like: string | null): string {
  if (typeof ours !== "number") return ours;
  const dot = like ? like.indexOf(".") : -1;
  const decimals = like && dot >= 0 ? like.length - dot - 1 : like ? 0 : 2;
  return ours.toFixed(decimals);
}

/**
 * A Mitchell numbered by field (pair 2 NS and pair 2 EW are two pairs), read from the whole file
 * (docs/rules.md §6, readFields): RANKING then needs mitchell=on.
 */
export function isMitchell(rows: readonly TravellerRow[]): boolean {
  return readFields(rows.map(seatedLine)).twoFields;
}

/** A traveller row as readFields reads it: its own traveller, wherever the file lists it. */
export function seatedLine(r: TravellerRow): SeatedLine {
  return { traveller: `${r.session}\u0000${r.section}\u0000${r.group}`, ns: r.ns, ew: r.ew };
}

export interface TotalLine {
  pair: string;
  names: string;
  /** Their figure that was compared: the percentage when they print one, else the total. */
  theirs: string | null;
  ours: number | null;
  /** What was compared: `%`, `total`, or `total × N/n` (a pair that played n of the N boards). */
  basis: string;
  agrees: boolean | null;
}

export interface TotalsReport {
  /** RANKING's options, the line check's plus the session rule that agreed best. */
  options: string;
  /** Whether totals of pairs that missed boards were scaled to all boards (the better fit). */
  scaled: boolean;
  lines: TotalLine[];
  compared: number;
  disagreements: number;
}

const numeric = (t: string | null): number | null => (t !== null && t.trim() !== "" && Number.isFinite(Number(t)) ? Number(t) : null);

/**
 * The pairs' results: RANKING over the imported rows against what the file published. The
 * percentage is compared when the file prints one; else the total, which programs scale to all
 * the session's boards for a pair that missed some (a sit-out: −18 IMPs over 24 of 28 boards is
 * printed −21.0 by Magic Contest, and Compscore scales 124 over 26 of 27 to 128.77: docs/rules.md
 * §11, *Published totals*), so ours is compared both ways and the better fit kept, as the line check keeps the program's conventions. Their figures are sums of figures they rounded
 * line by line, so they agree within the sum of those lines' rounding (at least their own printed
 * rounding). Only for files of one session and one section, where a pair number names one pair
 * (one per field in a Mitchell); null otherwise or when the file has no totals.
 */
export function checkTotals(results: ImportedResults, lineReport: CheckReport, given = ""): TotalsReport | null {
  const rows = results.rows;
  if (results.totals.length === 0 || new Set(rows.map((r) => `${r.session}\u0000${r.section}`)).size > 1) return null;
  const scoring = lineReport.fn === "BUTLERIMP" ? "; scoring=butler" : lineReport.fn === "CROSSIMP" ? "; scoring=ximp" : "";
  const { entries, boards } = columns(rows);
  const ns = rows.map((r) => [r.ns]);
  const ew = rows.map((r) => [r.ew]);
  // The director's RANKING options (`mitchell=on`) win over what the numbering says.
  const forced = givenOptions(given, lineReport.fn).ranking;
  const mitchellGiven = forced.find(([k]) => k === "mitchell")?.[1].toLowerCase();
  const mitchell = mitchellGiven === undefined ? isMitchell(rows) : mitchellGiven === "on";
  const keyOf = (direction: string | null, pair: string) => (mitchell ? `${direction ?? ""}|${pairId(pair).key}` : pairId(pair).key);
  // Ruling (docs/rules.md §10): a line's figure carries the rounding it was printed with, and no
  // more. Where ours agrees with it, that is the difference between the two (none where the
  // printed figure is ours exactly, as a whole matchpoint figure is); where it does not, the line
  // check has flagged it and it carries half a unit of its last decimal.
  const slack = new Map<string, number>();
  for (const { row: r, ours } of lineReport.lines) {
    if (!r.theirs) continue;
    const figures = "error" in ours ? { ns: "", ew: "" } : ours;
    for (const [pair, dir, printed, our] of [
      [r.ns, "ns", r.theirs.ns, figures.ns],
      [r.ew, "ew", r.theirs.ew, figures.ew],
    ] as const) {
      const their = numeric(printed);
      if (their === null) continue;
      const rounding = typeof our === "number" && agreesWith(our, printed) ? Math.abs(our - their) : tolerance(printed!.trim());
      slack.set(keyOf(dir, pair), (slack.get(keyOf(dir, pair)) ?? 0) + rounding);
    }
  }
  let best: TotalsReport | null = null;
  for (const [session, scaled] of [
    ["off", false],
    ["off", true],
    ["on", false],
    ["on", true],
  ] as const) {
    const options = over(`${lineReport.options}${scoring}${mitchell ? "; mitchell=on" : ""}; session=${session}`, forced);
    let pairs: PairResult[];
    try {
      pairs = rankSession(boards, ns, ew, entries, options).fields.flatMap((f) => f.pairs);
    } catch {
      continue;
    }
    const ours = new Map(pairs.map((p) => [mitchell ? `${p.direction ?? ""}|${p.pair.key}` : p.pair.key, p]));
    // The session's boards: a pair that sat out some is scaled to all of them.
    const allBoards = Math.max(new Set(rows.map((r) => r.group)).size, ...pairs.map((p) => p.boards));
    let compared = 0;
    let disagreements = 0;
    const lines = results.totals.map((t): TotalLine => {
      const key = keyOf(t.direction, t.pair);
      const p = ours.get(key);
      const lineSlack = slack.get(key) ?? 0;
      const line = (theirs: string | null, value: number | null, basis: string, allowance: number): TotalLine => {
        const their = numeric(theirs);
        let agrees: boolean | null = null;
        if (their !== null) {
          agrees = value !== null && Math.abs(value - their) <= Math.max(tolerance(theirs!.trim()), allowance);
          compared++;
          if (!agrees) disagreements++;
        }
        return { pair: t.pair, names: t.names, theirs, ours: value, basis, agrees };
      };
      if (numeric(t.percent) !== null && (!p || p.percent !== null)) {
        const max = p ? p.max : 0;
        return line(t.percent, p && p.percent ? toNumber(p.percent) : null, "%", max > 0 ? tolerance(t.percent!.trim()) + (lineSlack / max) * 100 : 0);
      }
      if (!scaled || !p || p.boards === 0 || p.boards === allBoards) return line(t.score, p ? toNumber(p.score) : null, "total", lineSlack);
      const factor = allBoards / p.boards;
      return line(t.score, toNumber(p.score) * factor, `total × ${allBoards}/${p.boards}`, lineSlack * factor);
    });
    const report = { options, scaled, lines, compared, disagreements };
    if (!best || report.disagreements < best.disagreements) best = report;
  }
  return best;
}
