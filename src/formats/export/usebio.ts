// USEBIO 1.2 (docs/rules.md §11): the session as Compscore and EBUScore write it for results sites
// and masterpoint systems — EVENT, PARTICIPANTS with each pair's total, percentage and place,
// BOARD with every TRAVELLER_LINE (contract, declarer, tricks, SCORE and the line's matchpoints
// or IMPs in NS_MATCH_POINTS, NS_BUTLER_POINTS or NS_CROSS_IMP_POINTS). Built with fast-xml-parser's
// builder, which escapes every text; UTF-8, declared.
import { XMLBuilder } from "fast-xml-parser";
import { formatEntry } from "../../entries/entryText";
import type { Message } from "../../messages";
import { msg } from "../../messages";
import type { PairResult } from "../../ranking/ranking";
import { rankCell } from "../../ranking/results";
import { usebioScore } from "./entries";
import { lineMessage, pairKey, passedOutLine } from "./session";
import { ExportScoring, ScoredBoard, ScoredSection, ScoredSession } from "./sessionTypes";
import { fileFigure } from "./numbers";
import { boardDeal, lineLead, pairIds } from "./carry";
import { handsetNode, usebioLead } from "./deal";
import { butlerBoard } from "../../imps/butler";
import type { Entry } from "../../entries/entry";
import { version } from "../../../package.json";

/** The program as USEBIO's PROGRAM_NAME and PROGRAM_VERSION name it; the version is package.json's, read at build. */
export const PROGRAM = { name: "Bridge Scoring for Excel", version };

/** The element names of a line's figures, as Compscore and EBUScore write them. */
export const USEBIO_FIGURES: Record<ExportScoring, [string, string]> = {
  matchpoints: ["NS_MATCH_POINTS", "EW_MATCH_POINTS"],
  butler: ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS"],
  crossimp: ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"],
};

const EVENT_TYPE: Record<ExportScoring, string> = { matchpoints: "MP_PAIRS", butler: "BUTLER_PAIRS", crossimp: "CROSS_IMP" };
const SCORING_METHOD: Record<ExportScoring, string> = { matchpoints: "MATCH_POINTS", butler: "IMPS", crossimp: "IMPS" };

/** The comment a line carries when its SCORE is not its whole entry (read by src/formats/import/usebio.ts). */
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

/**
 * A pair's players as PLAYER elements: "A - B" (as the import joins them) is two players, anything
 * else one; the ids ("1229753 - 1103644") go with the names in their order as NATIONAL_ID_NUMBER.
 * PLAYER_NAME is written for every player, empty when only the id is known.
 */
function players(names: string | undefined, ids: string | undefined): Node[] {
  const who = names ? names.split(" - ").map((n) => n.trim()) : [];
  const numbers = ids ? ids.split(/\s+-\s+|[;,/]/).map((n) => n.trim()) : [];
  return Array.from({ length: Math.max(who.length, numbers.length) }, (_, i) => {
    const player: Node = { PLAYER_NAME: who[i] ?? "" };
    if (numbers[i]) player.NATIONAL_ID_NUMBER = numbers[i];
    return player;
  });
}

function participants(scored: ScoredSession, sec: ScoredSection): Node {
  const imps = scored.session.scoring !== "matchpoints";
  const ids = pairIds(scored, sec);
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
      const key = pairKey(label, field.direction ?? "ns", sec.mitchell);
      const who = players(sec.names.get(key), ids.get(key));
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
    ...boardAverage(scored, b),
    ...handset(b, warnings),
    TRAVELLER_LINE: b.lines.map((l) => {
      const line = l.line;
      const passedOut = passedOutLine(line);
      const written = usebioScore(l.entry, passedOut);
      const node: Node = {};
      if (!written.exact) node["#comment"] = ` ${ENTRY_COMMENT} ${l.entry ? formatEntry(l.entry) : ""} `;
      node.NS_PAIR_NUMBER = line.ns.trim();
      node.EW_PAIR_NUMBER = line.ew.trim();
      const contract = passedOut ? "PASS" : line.contract;
      if (contract) node.CONTRACT = contract;
      if (line.declarer && contract !== "PASS") node.PLAYED_BY = line.declarer;
      const lead = lineLead(line, warnings);
      if (lead !== null && contract !== "PASS") node.LEAD = usebioLead(lead);
      if (line.tricks !== null && contract !== "PASS") node.TRICKS = line.tricks;
      if (written.score !== null) node.SCORE = written.score;
      const ns = fileFigure(l.file.ns, scored.decimals);
      const ew = fileFigure(l.file.ew, scored.decimals);
      if (ns !== null) node[nsName] = ns;
      if (ew !== null) node[ewName] = ew;
      if (l.entry === null) warnings.push(lineMessage(line, msg("export.noResult")));
      else if (!written.exact)
        warnings.push(lineMessage(line, msg("export.lossy", { format: "USEBIO", entry: formatEntry(l.entry), written: written.score ?? "" })));
      return node;
    }),
  }));
}

/**
 * BOARD_AVERAGE, as Compscore writes it for Butler: the datum every line of the board was scored
 * against (docs/rules.md §7), when the board has one datum (a board with groups of its own has
 * several, and gets none).
 */
function boardAverage(scored: ScoredSession, b: ScoredBoard): Node {
  if (scored.session.scoring !== "butler") return {};
  const entries = b.lines.map((l) => l.entry).filter((e): e is Entry => e !== null);
  if (entries.length === 0) return {};
  let datums: (number | null)[];
  try {
    datums = butlerBoard(entries, scored.fileOptions).datums;
  } catch {
    // A board the function cannot score already failed its line in scoreSession; no average here.
    return {};
  }
  const known = new Set(datums.filter((d): d is number => d !== null));
  return known.size === 1 && !datums.includes(null) ? { BOARD_AVERAGE: [...known][0] } : {};
}

/** The board's deal as USEBIO's HANDSET, when its lines carry one. */
function handset(b: ScoredBoard, warnings: Message[]): Node {
  const hands = boardDeal(b, warnings);
  return hands ? { HANDSET: handsetNode(hands) } : {};
}

/** The session as a USEBIO 1.2 file, and the lines USEBIO could not say exactly. */
export function usebioFile(scored: ScoredSession): ExportedFile {
  const { session } = scored;
  const warnings: Message[] = [];
  const mitchell = scored.sections.some((s) => s.mitchell);
  // The order of Compscore's files (docs/import-export.md): an element written out of order is one
  // a strict reader of the DTD refuses.
  const event: Node = { "@_EVENT_TYPE": EVENT_TYPE[session.scoring] };
  if (session.eventId?.trim()) event.EVENT_IDENTIFIER = session.eventId.trim();
  event.EVENT_DESCRIPTION = session.event;
  event.PROGRAM_NAME = PROGRAM.name;
  event.PROGRAM_VERSION = PROGRAM.version;
  event.WINNER_TYPE = mitchell ? 2 : 1;
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
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    format: true,
    indentBy: "  ",
    commentPropName: "#comment",
    suppressEmptyNode: false,
  });
  const root: Node = { "@_Version": "1.2" };
  if (session.club?.trim()) root.CLUB = { CLUB_NAME: session.club.trim() };
  root.EVENT = event;
  const body = builder.build({ USEBIO: root }) as string;
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n${body.trimEnd()}\n`;
  return { text, warnings };
}
