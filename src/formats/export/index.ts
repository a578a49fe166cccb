// Publishing a session (docs/rules.md §11): a results page, USEBIO 1.2 and PBN 2.1, from traveller
// lines as plain data. Pure: no Office, no DOM; the command line (scripts/export.js) and the task
// pane (addin/taskpane/export.ts) are its two callers.
import { msg } from "../../messages";
import type { Message } from "../../messages";
import { rankingOptionsFor, scoreSession, withOption } from "./session";
import { ExportError, ExportLine, ExportScoring, ExportSession, PairNames, ScoredSession } from "./sessionTypes";
import { exportedBy, rankingOnly } from "../../worksheetFunctions";
import { readFields } from "../../ranking/seating";
import { PageChoices, pageParts, pageSteps, resultsPage } from "./html";
import { usebioFile } from "./usebio";
import { pbnFile } from "./pbn";

export { asNotPlayed, badEntries, scoreSession } from "./session";
export { ExportError } from "./sessionTypes";
export type { ExportLine, ExportScoring, ExportSession, PairNames } from "./sessionTypes";
export { resultsPage, pageParts, pageSteps } from "./html";
export { escapeHtml } from "./escape";
export { paperOf } from "./pageStyle";
export type { PageChoices } from "./html";
export { ENTRY_COLUMN } from "./pbn";
export { entryWords, pbnScores, usebioScore } from "./entries";
export { PAGE_WORDS, SAME_WORDS } from "./words";

export type ExportFormat = "html" | "usebio" | "pbn";

export interface ExportResult {
  format: ExportFormat;
  text: string;
  /** Lines the format could not say exactly (USEBIO, PBN), each naming its line. */
  warnings: Message[];
  /** The file's name part after the event: `.html`, `.xml`, `.pbn`. */
  extension: string;
  mime: string;
}

const KINDS: Record<ExportFormat, { extension: string; mime: string }> = {
  html: { extension: ".html", mime: "text/html;charset=utf-8" },
  usebio: { extension: ".xml", mime: "application/xml;charset=utf-8" },
  pbn: { extension: ".pbn", mime: "text/plain;charset=utf-8" },
};

/** The session as one file of `format`. Throws ExportError naming what keeps it from being scored. */
export function exportSession(session: ExportSession, format: ExportFormat, page: PageChoices = {}): ExportResult {
  const scored = scoreSession(session);
  return result(scored, format, format === "html" ? { text: resultsPage(scored, page), warnings: [] } : dataFile(scored, format));
}

/**
 * exportSession handed to `write` in pieces of about CHUNK characters, for the command line: a
 * page of 100 000 rows is then never held whole (one 60 MB string, and the garbage collector's
 * work on it, was a third of the run: docs/performance.md). The pieces joined are exportSession's
 * text. Throws ExportError, as exportSession does, before anything is written.
 */
export function writeSession(session: ExportSession, format: ExportFormat, page: PageChoices, write: (text: string) => void): Message[] {
  const scored = scoreSession(session);
  if (format !== "html") {
    const file = result(scored, format, dataFile(scored, format));
    write(file.text);
    return file.warnings;
  }
  let pending: string[] = [];
  let size = 0;
  for (const part of pageParts(scored, page)) {
    pending.push(part.text);
    size += part.text.length;
    if (size >= CHUNK) {
      write(pending.join(""));
      pending = [];
      size = 0;
    }
  }
  write(pending.join(""));
  return [...scored.movementWarnings];
}

const CHUNK = 1 << 16;

/** USEBIO or PBN, each written in one piece. */
function dataFile(scored: ScoredSession, format: "usebio" | "pbn"): { text: string; warnings: Message[] } {
  return format === "usebio" ? usebioFile(scored) : pbnFile(scored);
}

function result(scored: ScoredSession, format: ExportFormat, file: { text: string; warnings: Message[] }): ExportResult {
  return { format, text: file.text, warnings: [...scored.movementWarnings, ...file.warnings], ...KINDS[format] };
}

/**
 * exportSession in steps, for the pane (docs/task-pane.md): `step(done, total)` is awaited after
 * each part of a page — a board's traveller, a pair's card — so the caller can show how far it has
 * got and let the pane answer in between. USEBIO and PBN are one step. The text is exportSession's.
 */
export async function exportSessionInSteps(
  session: ExportSession,
  format: ExportFormat,
  page: PageChoices,
  step: (done: number, total: number) => Promise<void> | void,
): Promise<ExportResult> {
  const scored = scoreSession(session);
  if (format !== "html") {
    await step(0, 1);
    const file = dataFile(scored, format);
    await step(1, 1);
    return result(scored, format, file);
  }
  const total = pageSteps(scored);
  const parts: string[] = [];
  for (const part of pageParts(scored, page)) {
    parts.push(part.text);
    await step(part.done, total);
  }
  return result(scored, format, { text: parts.join(""), warnings: [] });
}

/** A file name from the event: letters, digits, spaces and dashes kept. */
export function fileName(event: string, format: ExportFormat): string {
  const base =
    [...event.normalize("NFC")]
      .map((c) => (c < " " || '\\/:*?"<>|'.includes(c) ? " " : c))
      .join("")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "results";
  return `${base}${KINDS[format].extension}`;
}

// ---------------------------------------------------------------------------------------------
// The traveller CSV of `npm run import` (Board, NS, EW, Contract, By, Tricks, Score, and Section /
// Session when the file has several), already split into cells.

const key = (h: string): string => h.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Traveller lines from the rows of a CSV with a header row. Throws ExportError for a missing column. */
export function linesFromCsv(rows: readonly (readonly string[])[]): { lines: ExportLine[]; names: PairNames[] } {
  if (rows.length === 0) throw new ExportError(msg("export.noLines"));
  const head = rows[0].map(key);
  const col = (...names: string[]): number => head.findIndex((h) => names.includes(h));
  const need = (name: string, ...names: string[]): number => {
    const i = col(...names);
    if (i < 0) throw new ExportError(msg("export.noColumn", { column: name }));
    return i;
  };
  const board = need("Board", "board");
  const ns = need("NS", "ns");
  const ew = need("EW", "ew");
  const score = need("Score", "score", "entry");
  const contract = col("contract");
  const by = col("by", "declarer");
  const tricks = col("tricks");
  const section = col("section");
  const session = col("session");
  const nsNames = col("nsnames");
  const ewNames = col("ewnames");
  const carried = Object.fromEntries(Object.entries(CARRIED_COLUMNS).map(([name, keys]) => [name, col(...keys)])) as Record<
    keyof typeof CARRIED_COLUMNS,
    number
  >;
  const at = (r: readonly string[], i: number): string => (i < 0 ? "" : (r[i] ?? "").trim());
  const body = rows.slice(1).filter((r) => r.some((c) => c.trim() !== ""));
  if (body.length === 0) throw new ExportError(msg("export.noLines"));
  const sessions = new Set(body.map((r) => at(r, session)));
  const lines = body.map((r, i): ExportLine => {
    const t = at(r, tricks);
    const line: ExportLine = {
      section: [sessions.size > 1 ? at(r, session) : "", at(r, section)].filter(Boolean).join(" / "),
      board: at(r, board),
      ns: at(r, ns),
      ew: at(r, ew),
      entry: at(r, score) === "" ? null : at(r, score),
      contract: at(r, contract).toUpperCase(),
      declarer: at(r, by).toUpperCase(),
      tricks: /^\d{1,2}$/.test(t) ? Number(t) : null,
      where: `line ${i + 2}`,
    };
    // Set only when given, not spread in: a spread per line costs 100 000 object copies.
    const lead = at(r, carried.lead);
    const deal = at(r, carried.deal);
    if (lead) line.lead = lead;
    if (deal) line.deal = deal;
    return line;
  });
  const names: PairNames[] = [];
  body.forEach((r, i) => {
    names.push(...pairNames(lines[i], at(r, nsNames), at(r, ewNames), at(r, carried.nsIds), at(r, carried.ewIds)));
  });
  return { lines, names };
}

/**
 * The columns of a traveller (a sheet or a CSV) that carry what a results file gives besides the
 * scores (docs/import-export.md), by their header's letters and digits in lower case.
 */
export const CARRIED_COLUMNS = {
  lead: ["lead", "openinglead"],
  deal: ["deal", "hands"],
  nsIds: ["nsids", "idsns", "nsnationalids"],
  ewIds: ["ewids", "idsew", "ewnationalids"],
} as const;

/** A line's pairs' names and ids, one entry a pair that has either. */
export function pairNames(line: ExportLine, nsNames: string, ewNames: string, nsIds: string, ewIds: string): PairNames[] {
  const out: PairNames[] = [];
  for (const [direction, pair, names, ids] of [
    ["ns", line.ns, nsNames, nsIds],
    ["ew", line.ew, ewNames, ewIds],
  ] as const)
    if (names || ids) out.push({ section: line.section, direction, pair, names, ...(ids ? { ids } : {}) });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Options as the command line takes them: one text of every option a worksheet function takes.

/**
 * One options text (`mitchell=on; profile=ebu`, as a worksheet function's) split between the line
 * function and RANKING (docs/import-export.md): an option only RANKING takes (`mitchell`,
 * `session`, …) goes to RANKING, over what it takes from the line options; any other goes to the
 * line function, which refuses, naming it, one that no function of the scoring takes. Without a
 * RANKING option the session decides RANKING's options as the pane does (a two-field Mitchell
 * found from its pair numbers).
 */
export function splitOptions(text: string, scoring: ExportScoring, lines: readonly ExportLine[]): { options: string; rankingOptions?: string } {
  const parts = text
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const keyOf = (p: string) => (/^([A-Za-z]+)\s*=/.exec(p)?.[1] ?? "").toLowerCase();
  const forRanking = (p: string) => rankingOnly(keyOf(p), exportedBy(scoring));
  const options = parts.filter((p) => !forRanking(p)).join("; ");
  const extra = parts.filter(forRanking);
  if (extra.length === 0) return { options };
  const mitchell = readFields(lines.map((l) => ({ traveller: `${l.section}\u0000${l.board}`, ns: l.ns, ew: l.ew }))).twoFields;
  let ranking = rankingOptionsFor(options, scoring, mitchell);
  for (const p of extra) ranking = withOption(ranking, keyOf(p), p.slice(p.indexOf("=") + 1).trim());
  return { options, rankingOptions: ranking };
}
