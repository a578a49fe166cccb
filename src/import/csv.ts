// The traveller table as CSV (RFC 4180: quotes doubled, CRLF-free fields quoted when needed).
import { CheckReport, shown } from "./check";
import { ImportedResults, TravellerRow } from "./model";

function field(v: string | number | null): string {
  const s = v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function line(values: (string | number | null)[]): string {
  return values.map(field).join(",");
}

/** The columns that vary: Session and Section only when the file has more than one. */
export function extraColumns(rows: readonly TravellerRow[]): { session: boolean; section: boolean } {
  return {
    session: new Set(rows.map((r) => r.session)).size > 1,
    section: new Set(rows.map((r) => r.section)).size > 1,
  };
}

/** Header Board, NS, EW, Contract, By, Tricks, Score (+ Section, Session when the file has several). */
export function travellerHeader(rows: readonly TravellerRow[]): string[] {
  const x = extraColumns(rows);
  return [...(x.session ? ["Session"] : []), ...(x.section ? ["Section"] : []), "Board", "NS", "EW", "Contract", "By", "Tricks", "Score"];
}

export function travellerValues(row: TravellerRow, x: { session: boolean; section: boolean }): (string | number | null)[] {
  return [...(x.session ? [row.session] : []), ...(x.section ? [row.section] : []), row.board, row.ns, row.ew, row.contract, row.declarer, row.tricks, row.entry];
}

export function travellerCsv(results: ImportedResults): string {
  const x = extraColumns(results.rows);
  return [line(travellerHeader(results.rows)), ...results.rows.map((r) => line(travellerValues(r, x)))].join("\n") + "\n";
}

export function checkCsv(report: CheckReport): string {
  const rows = report.lines.map((l) => l.row);
  const x = extraColumns(rows);
  const head = [...travellerHeader(rows), "Their NS", "Their EW", "Our NS", "Our EW", "Check"];
  const body = report.lines.map((l) => {
    const t = l.row.theirs;
    const ours = "error" in l.ours ? [l.ours.error, ""] : [shown(l.ours.ns, t?.ns ?? null), shown(l.ours.ew, t?.ew ?? null)];
    const verdict = l.agrees === null ? "" : l.agrees ? "ok" : "differs";
    return line([...travellerValues(l.row, x), t?.ns ?? null, t?.ew ?? null, ...ours, verdict]);
  });
  return [line(head), ...body].join("\n") + "\n";
}
