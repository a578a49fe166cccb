// Publishing a session (docs/rules.md §11): a results page, USEBIO 1.2 and PBN 2.1, from traveller
// lines as plain data. Pure: no Office, no DOM; the command line (scripts/export.js) and the task
// pane (addin/taskpane/export.ts) are its two callers.
import { msg } from "../messages";
import type { Message } from "../messages";
import { ExportError, ExportLine, ExportSession, PairNames, scoreSession } from "./session";
import { PageChoices, pageParts, pageSteps, resultsPage } from "./html";
import { usebioFile } from "./usebio";
import { pbnFile } from "./pbn";

export { asNotPlayed, badEntries, ExportError, scoreSession } from "./session";
export type { ExportLine, ExportScoring, ExportSession, PairNames } from "./session";
export { resultsPage, escapeHtml, paperOf, pageParts, pageSteps } from "./html";
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
  const file = format === "html" ? { text: resultsPage(scored, page), warnings: [] } : format === "usebio" ? usebioFile(scored) : pbnFile(scored);
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
    const file = format === "usebio" ? usebioFile(scored) : pbnFile(scored);
    await step(1, 1);
    return { format, text: file.text, warnings: [...scored.movementWarnings, ...file.warnings], ...KINDS[format] };
  }
  const total = pageSteps(scored);
  const parts: string[] = [];
  for (const part of pageParts(scored, page)) {
    parts.push(part.text);
    await step(part.done, total);
  }
  return { format, text: parts.join(""), warnings: [...scored.movementWarnings], ...KINDS[format] };
}

/** A file name from the event: letters, digits, spaces and dashes kept. */
export function fileName(event: string, format: ExportFormat): string {
  const base = [...event.normalize("NFC")].map((c) => (c < " " || '\\/:*?"<>|'.includes(c) ? " " : c)).join("").replace(/\s+/g, " ").trim().slice(0, 80) || "results";
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
  const at = (r: readonly string[], i: number): string => (i < 0 ? "" : (r[i] ?? "").trim());
  const body = rows.slice(1).filter((r) => r.some((c) => c.trim() !== ""));
  if (body.length === 0) throw new ExportError(msg("export.noLines"));
  const sessions = new Set(body.map((r) => at(r, session)));
  const lines = body.map((r, i): ExportLine => {
    const t = at(r, tricks);
    return {
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
  });
  const names: PairNames[] = [];
  body.forEach((r, i) => {
    if (at(r, nsNames)) names.push({ section: lines[i].section, direction: "ns", pair: lines[i].ns, names: at(r, nsNames) });
    if (at(r, ewNames)) names.push({ section: lines[i].section, direction: "ew", pair: lines[i].ew, names: at(r, ewNames) });
  });
  return { lines, names };
}
