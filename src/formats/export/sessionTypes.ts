// A session to publish (docs/rules.md §11) as plain data, and the same session scored: the
// traveller lines, the pairs' names, the scoring method and the formulas' options; each line's
// figures and each section's ranking as the functions give them (scoreSession, session.ts), for
// the page, USEBIO and PBN to write. Types only, and the error a session that cannot be exported
// throws.
import type { Entry } from "../../entries/entry";
import type { Options } from "../../options";
import type { OutputValue } from "../../matchpoints/matchpoints";
import type { PairResult, SessionRanking } from "../../ranking/ranking";
import type { PublishedTotal } from "./totals";
import type { TableCell } from "../../ranking/results";
import { Language, Message, MessageKey, MessageParams, renderMessage } from "../../messages";

import type { ExportScoring } from "../../worksheetFunctions";

export type { ExportScoring };

/** One line of a traveller as the sheet or the CSV holds it. */
export interface ExportLine {
  /** The section's name or letter; "" when the session is one section. */
  section: string;
  board: string;
  ns: string;
  ew: string;
  /** The score cell as written (a number, the notation of §2), or blank: no result. */
  entry: string | number | null;
  /** `4HX`, `3NT`, `PASS`, or "". */
  contract: string;
  /** N, E, S, W or "". */
  declarer: string;
  /** Tricks taken (0–13), or null. */
  tricks: number | null;
  /** Where the line is, for messages: `'Round 1'!G9`, `line 12`. */
  where: string;
  /** The entry the line held before the director chose to export it as not played. */
  replaced?: string;
  /** The opening lead (`HK`, or as typed), and the board's deal (`N:AKQ2.…`), when the traveller has them (docs/import-export.md). */
  lead?: string;
  deal?: string;
}

/** A pair's names, as the sheet's NS names / EW names columns give them. */
export interface PairNames {
  section: string;
  direction: "ns" | "ew";
  pair: string;
  names: string;
  /** The players' national ids, joined as the names are (`1229753 - 1103644`), when the traveller has them. */
  ids?: string;
}

export interface ExportSession {
  event: string;
  /** ISO date (2026-03-05), or "". */
  date: string;
  scoring: ExportScoring;
  /** The options of the line formulas (MATCHPOINTS, BUTLERIMP, CROSSIMP), e.g. `profile=dbf; trim=2`. */
  options: string;
  /** RANKING's options when the sheet has its own; otherwise they follow the line options. */
  rankingOptions?: string;
  language: Language;
  lines: ExportLine[];
  names?: PairNames[];
  /** USEBIO's CLUB_NAME and EVENT_IDENTIFIER, when the director gives them (docs/import-export.md). */
  club?: string;
  eventId?: string;
}

/** A session that cannot be exported; like ImportFileError, a message of the catalogue. */
export class ExportError extends Error implements Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
  constructor(detail: Message) {
    super(renderMessage(detail));
    this.name = "ExportError";
    this.key = detail.key;
    if (detail.params) this.params = detail.params;
  }
}

export interface Figures {
  ns: OutputValue;
  ew: OutputValue;
}

export interface ScoredLine {
  line: ExportLine;
  /** The line's entry; null for a blank score cell (no result). */
  entry: Entry | null;
  /** MATCHPOINTS / BUTLERIMP / CROSSIMP for the line, as the sheet's formula gives them. */
  figures: Figures;
  /** MATCHPOINTS with scale=pct (matchpoints only). */
  percent: Figures | null;
  /** The same without `decimals=`: the files write a line's percentage to 2 places of its exact value (§11). */
  filePercent: Figures | null;
  /** The same, on the scale the files carry (§11: matchpoints, not parpoints). */
  file: Figures;
}

export interface ScoredBoard {
  board: string;
  lines: ScoredLine[];
}

export interface ScoredSection {
  section: string;
  mitchell: boolean;
  boards: ScoredBoard[];
  ranking: SessionRanking;
  /** RANKING's table, cell for cell (header rows included). */
  table: TableCell[][];
  /** RANKING on the files' scale. */
  fileRanking: SessionRanking;
  /** Each pair's total as the profile's programs print it (§11): by ranking's pairs, and by fileRanking's. */
  totals: Map<PairResult, PublishedTotal>;
  fileTotals: Map<PairResult, PublishedTotal>;
  /** Names by pairKey(). */
  names: Map<string, string>;
}

export interface ScoredSession {
  session: ExportSession;
  lineOptions: Options;
  fileOptions: Options;
  rankingOptions: Options;
  /** The decimals figures are shown and written with: the options' `decimals`, else 2. */
  decimals: number;
  sections: ScoredSection[];
  /** Lines that say the session is not what it was read as (docs/rules.md §6: a pair on both sides of a board in one field). */
  movementWarnings: Message[];
}
