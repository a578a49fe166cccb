// PBN 2.1 (docs/rules.md §11): one game per board with its [ScoreTable] — the columns European
// programs write (PairId_NS, PairId_EW, Contract, Declarer, Result, Score_NS, Score_EW, MP_NS /
// MP_EW or IMP_NS / IMP_EW) — and a [TotalScoreTable] of the pairs' results in the first game.
// Strings are quoted with PBN's escapes (\" and \\); the file is UTF-8 with a byte-order mark.
import { formatEntry } from "../../entries/entryText";
import type { Message } from "../../messages";
import { msg } from "../../messages";
import { rankCell } from "../../ranking/results";
import { boardDealer, boardVulnerability, parseBoardNumber } from "../../entries/vulnerability";
import { pbnScores } from "./entries";
import { boardDeal, lineLead } from "./carry";
import { dealText } from "./deal";
import { ExportedFile } from "./usebio";
import { lineMessage, pairKey, passedOutLine } from "./session";
import { ExportScoring, ScoredSection, ScoredSession } from "./sessionTypes";
import { fileFigure } from "./numbers";

/** The column a line carries when its score cells are not its whole entry (read by src/formats/import/pbn.ts). */
export const ENTRY_COLUMN = "Entry";

const SCORING: Record<ExportScoring, string> = { matchpoints: "MatchPoints", butler: "IMP;Butler", crossimp: "IMP;Cross" };

/**
 * A tag value or a quoted cell with PBN's escapes (§2.4): \" and \\. A string is one line in PBN,
 * so a line break in a name is written as a space (docs/rules.md §11).
 */
function quoted(text: string): string {
  return `"${text
    .replace(/\r\n|[\r\n\u2028\u2029]/g, " ")
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')}"`;
}

/** A table cell: `-` for none, a bare word when it is one (not "", `-` or `#`), else quoted. */
function cell(value: string | number | null, quote = false): string {
  if (value === null) return "-";
  const text = String(value);
  return quote || text === "-" || text === "#" || !/^[^\s"]+$/.test(text) ? quoted(text) : text;
}

interface Column {
  name: string;
  align: "L" | "R";
  values: string[];
}

/** A table: its tag (`Name\widthA;…`, widths as written) and its lines, columns padded. */
function table(tag: string, columns: Column[]): string[] {
  const widths = columns.map((c) => Math.max(1, ...c.values.map((v) => [...v].length)));
  const spec = columns.map((c, i) => `${c.name}\\${widths[i]}${c.align}`).join(";");
  // Every table has columns (Rank, PairId … or PairId_NS …).
  const rows = columns[0].values.map((_, r) =>
    columns
      .map((c, i) => {
        const v = c.values[r];
        const pad = " ".repeat(widths[i] - [...v].length);
        return c.align === "R" ? pad + v : v + pad;
      })
      .join(" ")
      .trimEnd(),
  );
  // The column specification keeps its single backslashes (`Rank\3R`), as PBN writes it.
  return [`[${tag} "${spec}"]`, ...rows];
}

function totalTable(scored: ScoredSession): string[] {
  const imps = scored.session.scoring !== "matchpoints";
  const sectioned = scored.sections.length > 1 || scored.sections[0].section !== "";
  // Stryker disable next-line MethodExpression: equivalent, every section is ranked under the session's one RANKING options text: all are Mitchells or none
  const mitchell = scored.sections.some((s) => s.mitchell);
  const cols: Record<string, string[]> = { Section: [], Rank: [], PairId: [], Direction: [], Total: [], Percentage: [], Names: [] };
  for (const sec of scored.sections)
    for (const field of sec.fileRanking.fields)
      for (const p of field.pairs) {
        const label = String(p.pair.label);
        cols.Section.push(cell(sec.section, true));
        // PBN's Rank is a number: a shared rank is the same number on each line (never "=1").
        cols.Rank.push(cell(rankCell(p) === "" ? null : String(p.rank)));
        cols.PairId.push(cell(label));
        cols.Direction.push(cell(field.direction ? (field.direction === "ns" ? "NS" : "EW") : null, true));
        cols.Total.push(cell(p.boards > 0 ? fileFigure(sec.fileTotals.get(p)!.total, scored.decimals) : null));
        cols.Percentage.push(cell(p.percent === null ? null : fileFigure(p.percent, 2)));
        cols.Names.push(quoted(sec.names.get(pairKey(label, field.direction ?? "ns", sec.mitchell)) ?? ""));
      }
  const columns: Column[] = [
    ...(sectioned ? [{ name: "Section", align: "L" as const, values: cols.Section }] : []),
    { name: "Rank", align: "R", values: cols.Rank },
    { name: "PairId", align: "R", values: cols.PairId },
    ...(mitchell ? [{ name: "Direction", align: "L" as const, values: cols.Direction }] : []),
    { name: imps ? "TotalScoreIMP" : "TotalScoreMP", align: "R", values: cols.Total },
    ...(imps ? [] : [{ name: "TotalPercentage", align: "R" as const, values: cols.Percentage }]),
    { name: "Names", align: "L", values: cols.Names },
  ];
  return table("TotalScoreTable", columns);
}

function scoreTable(scored: ScoredSession, sec: ScoredSection, b: ScoredSection["boards"][number], warnings: Message[]): string[] {
  const mp = scored.session.scoring === "matchpoints";
  const figure = mp ? ["MP_NS", "MP_EW"] : ["IMP_NS", "IMP_EW"];
  const cols: Record<string, string[]> = {
    ns: [],
    ew: [],
    contract: [],
    declarer: [],
    result: [],
    sns: [],
    sew: [],
    fns: [],
    few: [],
    pns: [],
    pew: [],
    entry: [],
    lead: [],
  };
  let carries = false;
  for (const l of b.lines) {
    const line = l.line;
    const passedOut = passedOutLine(line);
    const written = pbnScores(l.entry, passedOut);
    cols.ns.push(cell(line.ns.trim()));
    cols.ew.push(cell(line.ew.trim()));
    cols.contract.push(cell(passedOut ? "Pass" : line.contract || null));
    cols.declarer.push(cell(passedOut ? null : line.declarer || null));
    cols.result.push(cell(passedOut || line.tricks === null ? null : String(line.tricks)));
    const lead = lineLead(line, warnings);
    cols.lead.push(cell(passedOut ? null : lead));
    cols.sns.push(cell(written.ns, true));
    cols.sew.push(cell(written.ew, true));
    cols.fns.push(cell(fileFigure(l.file.ns, scored.decimals)));
    cols.few.push(cell(fileFigure(l.file.ew, scored.decimals)));
    if (mp && l.filePercent) {
      cols.pns.push(cell(fileFigure(l.filePercent.ns, 2)));
      cols.pew.push(cell(fileFigure(l.filePercent.ew, 2)));
    }
    cols.entry.push(written.exact ? "-" : quoted(l.entry ? formatEntry(l.entry) : ""));
    if (!written.exact) carries = true;
    if (l.entry === null) warnings.push(lineMessage(line, msg("export.noResult")));
    else if (!written.exact)
      warnings.push(
        lineMessage(line, msg("export.lossy", { format: "PBN", entry: formatEntry(l.entry), written: `${written.ns ?? "-"} / ${written.ew ?? "-"}` })),
      );
  }
  const columns: Column[] = [
    { name: "PairId_NS", align: "R", values: cols.ns },
    { name: "PairId_EW", align: "R", values: cols.ew },
    { name: "Contract", align: "L", values: cols.contract },
    { name: "Declarer", align: "L", values: cols.declarer },
    { name: "Result", align: "R", values: cols.result },
    // Lead after Result, as Ruter and Magic Contest write it, when any line of the board has one.
    ...(cols.lead.some((v) => v !== "-") ? [{ name: "Lead", align: "L" as const, values: cols.lead }] : []),
    { name: "Score_NS", align: "R", values: cols.sns },
    { name: "Score_EW", align: "R", values: cols.sew },
    { name: figure[0], align: "R", values: cols.fns },
    { name: figure[1], align: "R", values: cols.few },
    ...(mp
      ? [
          { name: "Percentage_NS", align: "R" as const, values: cols.pns },
          { name: "Percentage_EW", align: "R" as const, values: cols.pew },
        ]
      : []),
    ...(carries ? [{ name: ENTRY_COLUMN, align: "L" as const, values: cols.entry }] : []),
  ];
  void sec;
  return table("ScoreTable", columns);
}

/**
 * A game's tags in PBN's export format (§3.4): the fifteen mandatory tags in their order — "?" where
 * the value is unknown, "" where it does not apply to a board played at many tables (the players,
 * the declarer, the contract and the result are each line's, in its score table) — then the
 * supplemental tags, given sorted by name, each table tag followed by its lines.
 */
function gameTags(mandatory: Record<(typeof MANDATORY)[number], string>, supplemental: string[][]): string[] {
  return [...MANDATORY.map((tag) => `[${tag} ${quoted(mandatory[tag])}]`), ...supplemental.flat()];
}
const MANDATORY = [
  "Event",
  "Site",
  "Date",
  "Board",
  "West",
  "North",
  "East",
  "South",
  "Dealer",
  "Vulnerable",
  "Deal",
  "Scoring",
  "Declarer",
  "Contract",
  "Result",
] as const;

/** The session as a PBN 2.1 file of score tables in the export format, and the lines PBN could not say exactly. */
export function pbnFile(scored: ScoredSession): ExportedFile {
  const { session } = scored;
  const warnings: Message[] = [];
  const sectioned = scored.sections.length > 1 || scored.sections[0].section !== "";
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(session.date.trim());
  const out: string[] = ["% PBN 2.1", "% EXPORT", "% Bridge Scoring for Excel: UTF-8"];
  let first = true;
  for (const sec of scored.sections)
    for (const b of sec.boards) {
      let dealer = "?";
      let vulnerable = "?";
      try {
        const n = parseBoardNumber(b.board);
        dealer = boardDealer(n);
        vulnerable = boardVulnerability(n);
      } catch {
        // A board named, not numbered: its dealer and vulnerability are unknown.
      }
      const hands = boardDeal(b, warnings);
      // The supplemental tags sorted by name, as the export format has them (docs/rules.md §11).
      const supplemental = [
        ...(first ? [[`[Application "Bridge Scoring for Excel"]`]] : []),
        scoreTable(scored, sec, b, warnings),
        ...(sectioned ? [[`[Section ${quoted(sec.section)}]`]] : []),
        ...(first ? [totalTable(scored)] : []),
      ];
      first = false;
      out.push("");
      out.push(
        ...gameTags(
          {
            Event: session.event.trim() === "" ? "?" : session.event,
            Site: "?",
            Date: date ? `${date[1]}.${date[2]}.${date[3]}` : "????.??.??",
            Board: b.board,
            West: "",
            North: "",
            East: "",
            South: "",
            Dealer: dealer,
            Vulnerable: vulnerable,
            Deal: hands ? dealText(hands) : "?",
            Scoring: SCORING[session.scoring],
            Declarer: "",
            Contract: "",
            Result: "",
          },
          supplemental,
        ),
      );
    }
  return { text: `\uFEFF${out.join("\r\n")}\r\n`, warnings };
}
