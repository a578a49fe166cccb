// What a traveller carries besides its scores, checked as it is written into USEBIO or PBN
// (docs/import-export.md, "What travels with the scores"): a board's deal, a line's opening lead,
// the pairs' national ids. What does not read is left out and listed, never guessed.
import type { Message } from "../../messages";
import { msg } from "../../messages";
import { Hands, parseDeal, parseLead } from "./deal";
import { lineMessage, pairKey } from "./session";
import { ExportLine, ScoredBoard, ScoredSection, ScoredSession } from "./sessionTypes";

/**
 * The board's deal: the first its lines give. A deal that is not a whole deal is listed and the
 * board written without one; a later line with another deal is listed and the first one kept.
 */
export function boardDeal(board: ScoredBoard, warnings: Message[]): Hands | null {
  let first: { text: string; hands: Hands } | null = null;
  for (const { line } of board.lines) {
    const text = (line.deal ?? "").trim();
    if (text === "") continue;
    const hands = parseDeal(text);
    if (first === null) {
      if (hands === null) {
        warnings.push(lineMessage(line, msg("export.badDeal", { deal: text })));
        return null;
      }
      first = { text, hands };
    } else if (hands === null || JSON.stringify(hands) !== JSON.stringify(first.hands)) {
      warnings.push(lineMessage(line, msg("export.otherDeal", { board: board.board })));
    }
  }
  return first?.hands ?? null;
}

/** The line's opening lead as PBN writes a card (`HK`), or null; a lead that is no card is listed. */
export function lineLead(line: ExportLine, warnings: Message[]): string | null {
  const text = (line.lead ?? "").trim();
  if (text === "") return null;
  const lead = parseLead(text);
  if (lead === null) warnings.push(lineMessage(line, msg("export.badLead", { lead: text })));
  return lead;
}

/** The section's pairs' national ids by pairKey(), as the traveller's NS ids / EW ids columns give them. */
export function pairIds(scored: ScoredSession, sec: ScoredSection): Map<string, string> {
  const ids = new Map<string, string>();
  for (const n of scored.session.names ?? []) {
    const text = (n.ids ?? "").trim();
    if (n.section !== sec.section || text === "" || n.pair.trim() === "") continue;
    const key = pairKey(n.pair, n.direction, sec.mitchell);
    if (!ids.has(key)) ids.set(key, text);
  }
  return ids;
}
