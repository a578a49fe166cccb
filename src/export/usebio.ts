// USEBIO 1.2 (docs/rules.md §11): the session as Compscore and EBUScore write it for results sites
// and masterpoint systems — EVENT, PARTICIPANTS with each pair's total, percentage and place,
// BOARD with every TRAVELLER_LINE (contract, declarer, tricks, SCORE and the line's matchpoints
// or IMPs in NS_MATCH_POINTS, NS_BUTLER_POINTS or NS_CROSS_IMP_POINTS). Built with fast-xml-parser's
// builder, which escapes every text; UTF-8, declared.
import { XMLBuilder } from "fast-xml-parser";
import { formatEntry } from "../describe";
import type { Message } from "../messages";
import { msg } from "../messages";
import type { PairResult } from "../ranking";
import { rankCell } from "../results";
import { usebioScore } from "./entries";
import { ExportScoring, fileFigure, lineMessage, pairKey, ScoredSection, ScoredSession } from "./session";

/** The element names of a line's figures, as Compscore and EBUScore write them. */
export const USEBIO_FIGURES: Record<ExportScoring, [string, string]> = {
  matchpoints: ["NS_MATCH_POINTS", "EW_MATCH_POINTS"],
  butler: ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS"],
  crossimp: ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"],
};

const EVENT_TYPE: Record<ExportScoring, string> = { matchpoints: "MP_PAIRS", butler: "BUTLER_PAIRS", crossimp: "CROSS_IMP" };
const SCORING_METHOD: Record<ExportScoring, string> = { matchpoints: "MATCH_POINTS", butler: "IMPS", crossimp: "IMPS" };

/** The comment a line carries when its SCORE is not its whole entry (read by src/import/usebio.ts). */
export const ENTRY_COMMENT = "Entry:";

export interface ExportedFile {
  text: string;
  /** Lines the format could not say exactly, each naming the line and what was written. */
  warnings: Message[];
}

type Node = Record<string, unknown>;

/** DD/MM/YYYY, as Compscore writes DATE. */
function usebioDate(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

/** A pair's names as PLAYER elements: "A - B" (as the import joins them) is two players, anything else one. */
function players(names: string | undefined): Node[] {
  if (!names) return [];
  return names.split(" - ").map((n) => ({ PLAYER_NAME: n.trim() }));
}

function participants(scored: ScoredSession, sec: ScoredSection): Node {
  const imps = scored.session.scoring !== "matchpoints";
  const pairs: Node[] = [];
  for (const field of sec.fileRanking.fields)
    for (const p of field.pairs as PairResult[]) {
      const label = String(p.pair.label);
      const pair: Node = { PAIR_NUMBER: label };
      if (field.direction) pair.DIRECTION = field.direction.toUpperCase();
      const total = fileFigure(sec.fileTotals.get(p)!.total, scored.decimals);
      if (total !== null && p.boards > 0) pair.TOTAL_SCORE = total;
      if (!imps && p.percent !== null) pair.PERCENTAGE = fileFigure(p.percent, 2);
      const place = rankCell(p);
      if (place !== "") pair.PLACE = String(place);
      const who = players(sec.names.get(pairKey(label, field.direction ?? "ns", sec.mitchell)));
      if (who.length) pair.PLAYER = who;
      pairs.push(pair);
    }
  return { "@_EVENT_TYPE": EVENT_TYPE[scored.session.scoring], PAIR: pairs };
}

function boards(scored: ScoredSession, sec: ScoredSection, warnings: Message[]): Node[] {
  const [nsName, ewName] = USEBIO_FIGURES[scored.session.scoring];
  return sec.boards.map((b) => ({
    "@_EVENT_TYPE": EVENT_TYPE[scored.session.scoring],
    BOARD_NUMBER: b.board,
    TRAVELLER_LINE: b.lines.map((l) => {
      const line = l.line;
      const passedOut = line.contract.toUpperCase() === "PASS";
      const written = usebioScore(l.entry, passedOut);
      const node: Node = {};
      if (!written.exact) node["#comment"] = ` ${ENTRY_COMMENT} ${l.entry ? formatEntry(l.entry) : ""} `;
      node.NS_PAIR_NUMBER = line.ns.trim();
      node.EW_PAIR_NUMBER = line.ew.trim();
      const contract = passedOut || (l.entry !== null && l.entry.kind === "result" && /^(PASS|P|AP|PASSED|ALLPASS)$/i.test(String(line.entry).trim())) ? "PASS" : line.contract;
      if (contract) node.CONTRACT = contract;
      if (line.declarer && contract !== "PASS") node.PLAYED_BY = line.declarer;
      if (line.tricks !== null && contract !== "PASS") node.TRICKS = line.tricks;
      if (written.score !== null) node.SCORE = written.score;
      const ns = fileFigure(l.file.ns, scored.decimals);
      const ew = fileFigure(l.file.ew, scored.decimals);
      if (ns !== null) node[nsName] = ns;
      if (ew !== null) node[ewName] = ew;
      if (l.entry === null) warnings.push(lineMessage(line, msg("export.noResult")));
      else if (!written.exact) warnings.push(lineMessage(line, msg("export.lossy", { format: "USEBIO", entry: formatEntry(l.entry), written: written.score ?? "" })));
      return node;
    }),
  }));
}

/** The session as a USEBIO 1.2 file, and the lines USEBIO could not say exactly. */
export function usebioFile(scored: ScoredSession): ExportedFile {
  const { session } = scored;
  const warnings: Message[] = [];
  const mitchell = scored.sections.some((s) => s.mitchell);
  const event: Node = {
    "@_EVENT_TYPE": EVENT_TYPE[session.scoring],
    EVENT_DESCRIPTION: session.event,
    PROGRAM_NAME: "Bridge Scoring for Excel",
    WINNER_TYPE: mitchell ? 2 : 1,
  };
  const date = usebioDate(session.date);
  if (date) event.DATE = date;
  event.SESSION_COUNT = 1;
  event.SECTION_COUNT = scored.sections.length;
  event.SCORING_METHOD = SCORING_METHOD[session.scoring];
  if (scored.sections.length === 1 && scored.sections[0].section === "") {
    // One section: PARTICIPANTS and BOARD straight under EVENT, as Compscore writes a club session.
    event.PARTICIPANTS = participants(scored, scored.sections[0]);
    event.BOARD = boards(scored, scored.sections[0], warnings);
  } else {
    event.SESSION = {
      SESSION_NUMBER: 1,
      SECTION: scored.sections.map((sec) => ({ SECTION_ID: sec.section, PARTICIPANTS: participants(scored, sec), BOARD: boards(scored, sec, warnings) })),
    };
  }
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, indentBy: "  ", commentPropName: "#comment", suppressEmptyNode: false });
  const body = builder.build({ USEBIO: { "@_Version": "1.2", EVENT: event } }) as string;
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n${body.trimEnd()}\n`;
  return { text, warnings };
}
