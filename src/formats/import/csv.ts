// The traveller table as CSV (RFC 4180: quotes doubled, CRLF-free fields quoted when needed).
import { CheckReport, shown } from "./check";
import { ImportedResults, PairTotal, TravellerRow } from "./model";

function field(v: string | number | null): string {
  const s = v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function line(values: (string | number | null)[]): string {
  return values.map(field).join(",");
}

/** The columns that vary: Session and Section only when the file has more than one; the pairs' names, ids, leads and deals when it gives any. */
export interface ExtraColumns {
  session: boolean;
  section: boolean;
  /** Names by pair, read from the file's list of pairs; null when it names none. */
  names: ((row: TravellerRow, direction: "ns" | "ew") => string) | null;
  /** National ids by pair, likewise; null when it gives none. */
  ids?: ((row: TravellerRow, direction: "ns" | "ew") => string) | null;
  lead?: boolean;
  deal?: boolean;
}

export function extraColumns(rows: readonly TravellerRow[], totals: readonly PairTotal[] = []): ExtraColumns {
  return {
    session: new Set(rows.map((r) => r.session)).size > 1,
    section: new Set(rows.map((r) => r.section)).size > 1,
    names: pairField(totals, (t) => t.names),
    ids: pairField(totals, (t) => t.ids ?? ""),
    lead: rows.some((r) => r.lead),
    deal: rows.some((r) => r.deal),
  };
}

/**
 * What a file gives its pairs (names, ids: USEBIO PARTICIPANTS, PBN TotalScoreTable), keyed as the
 * traveller names the pair: the same session and section, and in a Mitchell the same field. A
 * pair the list names without a field is found from either side.
 */
function pairField(totals: readonly PairTotal[], pick: (t: PairTotal) => string): ExtraColumns["names"] {
  const named = totals.filter((t) => pick(t).trim() !== "");
  if (named.length === 0) return null;
  const key = (session: string, section: string, pair: string, direction: string) =>
    `${session}\u0000${section}\u0000${direction}\u0000${pair.trim().toUpperCase()}`;
  const byKey = new Map<string, string>();
  for (const t of named) byKey.set(key(t.session, t.section, t.pair, t.direction ?? ""), pick(t));
  return (row, direction) => {
    const pair = direction === "ns" ? row.ns : row.ew;
    return byKey.get(key(row.session, row.section, pair, direction)) ?? byKey.get(key(row.session, row.section, pair, "")) ?? "";
  };
}

/**
 * Header Board, NS, EW, Contract, By, Tricks, Score (+ Section, Session when the file has several;
 * Lead, NS names, EW names, NS ids, EW ids, Deal when it gives them: docs/import-export.md).
 */
export function travellerHeader(x: ExtraColumns): string[] {
  return [
    ...(x.session ? ["Session"] : []),
    ...(x.section ? ["Section"] : []),
    ...["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
    ...carriedHeader(x),
  ];
}

/** The columns of what the file gives besides the scores: Lead, NS names, EW names, NS ids, EW ids, Deal, those it gives. */
export function carriedHeader(x: ExtraColumns): string[] {
  return [...(x.lead ? ["Lead"] : []), ...(x.names ? ["NS names", "EW names"] : []), ...(x.ids ? ["NS ids", "EW ids"] : []), ...(x.deal ? ["Deal"] : [])];
}

/** A row's values of carriedHeader()'s columns. */
export function carriedValues(row: TravellerRow, x: ExtraColumns): string[] {
  const names = x.names ? [x.names(row, "ns"), x.names(row, "ew")] : [];
  const ids = x.ids ? [x.ids(row, "ns"), x.ids(row, "ew")] : [];
  return [...(x.lead ? [row.lead ?? ""] : []), ...names, ...ids, ...(x.deal ? [row.deal ?? ""] : [])];
}

export function travellerValues(row: TravellerRow, x: ExtraColumns): (string | number | null)[] {
  return [
    ...(x.session ? [row.session] : []),
    ...(x.section ? [row.section] : []),
    row.board,
    row.ns,
    row.ew,
    row.contract,
    row.declarer,
    row.tricks,
    row.entry,
    ...carriedValues(row, x),
  ];
}

/** The traveller as CSV, with what the file gives besides the scores (names, ids, leads, deals), so `npm run export` can publish them. */
export function travellerCsv(results: ImportedResults): string {
  const x = extraColumns(results.rows, results.totals);
  return [line(travellerHeader(x)), ...results.rows.map((r) => line(travellerValues(r, x)))].join("\n") + "\n";
}

export function checkCsv(report: CheckReport): string {
  const rows = report.lines.map((l) => l.row);
  // The check compares scores: the lines' leads and deals stay in the traveller CSV.
  const x = { ...extraColumns(rows), lead: false, deal: false };
  const head = [...travellerHeader(x), "Their NS", "Their EW", "Our NS", "Our EW", "Check"];
  const body = report.lines.map((l) => {
    const t = l.row.theirs;
    const ours = "error" in l.ours ? [l.ours.error, ""] : [shown(l.ours.ns, t?.ns ?? null), shown(l.ours.ew, t?.ew ?? null)];
    const verdict = l.agrees === null ? "" : l.agrees ? "ok" : "differs";
    return line([...travellerValues(l.row, x), t?.ns ?? null, t?.ew ?? null, ...ours, verdict]);
  });
  return [line(head), ...body].join("\n") + "\n";
}
