// The traveller rows every results file is read into (docs/rules.md §10): one shape for PBN score
// tables and USEBIO, so the command line, the check and the task pane never look at a format.
import { Message, MessageKey, MessageParams, msg, renderMessage } from "../../messages";

/** One line of a traveller as the file gives it, the entry already in this add-in's notation. */
export interface TravellerRow {
  /** The session (PBN [Event], USEBIO SESSION) when the file holds several; "" otherwise. */
  session: string;
  /** The section letter or name; "" when the file does not name one. */
  section: string;
  board: string;
  ns: string;
  ew: string;
  /** `4HX`, `3NT`, `PASS`, or "" when the line has none (adjusted or not played). */
  contract: string;
  /** N, E, S, W or "". */
  declarer: string;
  /** Tricks taken (0–13), or null. */
  tricks: number | null;
  /** The score cell in the notation of docs/rules.md §2; "" when the file's entry cannot be said. */
  entry: string;
  /** The program's own figures for the line (matchpoints or IMPs) exactly as printed, or null. */
  theirs: { ns: string | null; ew: string | null } | null;
  /** What the notation cannot say about this line, or a disagreement inside the line; null when fine. */
  problem: string | null;
  /** The same problem as a catalogue message, for a reader that shows it in another language (the pane writes `problem` into the sheet's Note column: what the pane writes stays English). */
  note: Message | null;
  /** Where the line is: `line 123` (PBN) or an element path (USEBIO). */
  where: string;
  /**
   * Rows scored together: the file's own traveller. PBN lists every section of a board in one
   * score table, USEBIO one BOARD per section — so the unit of comparison is what the file printed.
   */
  group: string;
  /** The opening lead as PBN writes a card (`HK`: suit, then rank), as the file gave it; absent when it gives none. */
  lead?: string;
  /** The board's deal as PBN's [Deal] (`N:AKQ2.AK3.AK4.AKQ …`), from the file's [Deal] tag or HANDSET; absent when it gives none. */
  deal?: string;
}

/** A pair's total as the program published it. */
export interface PairTotal {
  session: string;
  section: string;
  pair: string;
  /** The field of a Mitchell pair (N-S, E-W, Ö-V …); null when the file does not say. */
  direction: "ns" | "ew" | null;
  names: string;
  /** The players' national ids (USEBIO NATIONAL_ID_NUMBER), joined as the names are (`1229753 - 1103644`); absent when the file gives none. */
  ids?: string;
  score: string | null;
  percent: string | null;
}

/** A direction word as programs write it: N-S, NS, E-W, EW, Ö-V (Swedish/Finnish), O-W (Dutch). */
export function directionOf(text: string | null): "ns" | "ew" | null {
  const t = (text ?? "").trim().toUpperCase();
  if (t.startsWith("N")) return "ns";
  if (/^[EÖO]/.test(t)) return "ew";
  return null;
}

/** How the program scored the file; decides MATCHPOINTS, BUTLERIMP or CROSSIMP. */
export type FileScoring = "matchpoints" | "butler" | "crossimps" | "unknown";

export interface ImportedResults {
  format: "PBN" | "USEBIO";
  /** The program that wrote the file, as it names itself ("" when it does not). */
  program: string;
  event: string;
  scoring: FileScoring;
  /** The file's own scoring words (PBN [Scoring], USEBIO EVENT_TYPE), for the report. */
  scoringText: string;
  rows: TravellerRow[];
  totals: PairTotal[];
  /** Lines left out of the traveller (byes, individual lines), each with where it is. */
  skipped: string[];
  /** The character set the bytes were read in. */
  encoding: string;
}

/**
 * A file that cannot be imported at all: nothing is written. `where` names the line or element.
 * Like BridgeInputError it is a message of the catalogue (`key`, `params`), for the pane to say in
 * the director's language; `.message` and `where` are the English text.
 */
export class ImportFileError extends Error implements Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
  readonly where: string;
  constructor(detail: Message, where: Message | string = "") {
    const whole = where === "" ? detail : msg("location.at", { where, message: detail });
    super(renderMessage(whole));
    this.name = "ImportFileError";
    this.where = typeof where === "string" ? where : renderMessage(where);
    this.key = whole.key;
    if (whole.params) this.params = whole.params;
  }
}

/** "line 12" of a PBN file. */
export function lineAt(line: number): Message {
  return msg("import.line", { line });
}

/** A line's problem as the row carries it: the English text and the message behind it. */
export function problemOf(note: Message | null): { problem: string | null; note: Message | null } {
  return { problem: note && renderMessage(note), note };
}
