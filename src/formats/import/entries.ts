// Each format's way of writing a line's score, mapped to the notation of docs/rules.md §2. The
// mapping is docs/rules.md §10: anything the notation cannot say is a problem on that line, never
// a guess.
import { contractText, parseContract, PASS } from "../../entries/contract";
import { BridgeInputError, messageOf } from "../../errors";
import { Message, msg } from "../../messages";
import { problemOf } from "./model";
import { parseEntryText } from "../../entries/notation";
import { AVERAGE_PERCENT, AverageToken } from "../../entries/entry";

/** One side's part of a line as the file writes it. */
export type SidePart =
  | { kind: "absent" }
  | { kind: "score"; value: number }
  | { kind: "average"; token: "A+" | "A" | "A-" }
  | { kind: "percent"; text: string }
  | { kind: "np" }
  | { kind: "bye" }
  | { kind: "unknown"; text: string };

export interface MappedEntry {
  entry: string;
  problem: string | null;
  /** The problem as a catalogue message (see TravellerRow.note). */
  note: Message | null;
  /** A program's mark that the line was adjusted by the director (PBN `^`); informational. */
  adjusted: boolean;
}

const AVERAGE_WORDS: Record<string, "A+" | "A" | "A-"> = {
  "A+": "A+",
  A: "A",
  "A-": "A-",
  "AVE+": "A+",
  AVE: "A",
  "AVE-": "A-",
  "AVG+": "A+",
  AVG: "A",
  "AVG-": "A-",
};
const NOT_PLAYED = new Set(["NP", "NOT PLAYED", "NOTPLAYED", "NG", "DNP"]);

/** Reads one PBN score-table cell (Score_NS or Score_EW), without quotes; null is `-`. */
export function pbnSide(cell: string | null): { part: SidePart; adjusted: boolean } {
  if (cell === null) return { part: { kind: "absent" }, adjusted: false };
  let text = cell.trim();
  let adjusted = false;
  // A leading ^ is the program's flag for a score the director assigned; what follows is read as usual.
  if (text.startsWith("^")) {
    adjusted = true;
    text = text.slice(1).trim();
  }
  return { part: readPart(text), adjusted };
}

function readPart(raw: string): SidePart {
  const text = raw.toUpperCase().replace(/\s+/g, " ");
  if (text === "" || text === "-") return { kind: "absent" };
  if (/^[+-]?\d+$/.test(text)) return { kind: "score", value: Number(text) };
  const average = AVERAGE_WORDS[text.replace(/ /g, "")];
  if (average) return { kind: "average", token: average };
  const pct = /^(\d{1,3}(?:[.,]\d+)?) ?%$/.exec(text);
  if (pct) return { kind: "percent", text: `${pct[1].replace(",", ".")}%` };
  if (NOT_PLAYED.has(text)) return { kind: "np" };
  if (text === "BYE") return { kind: "bye" };
  return { kind: "unknown", text: raw.trim() };
}

/** A PBN `Score` cell: `NS 420`, `EW 420` or a bare NS score. */
export function pbnScoreColumn(cell: string | null): { ns: string | null; ew: string | null } {
  if (cell === null) return { ns: null, ew: null };
  const m = /^\s*(NS|EW)\s+(.*)$/i.exec(cell);
  if (!m) return { ns: cell, ew: null };
  return m[1].toUpperCase() === "NS" ? { ns: m[2], ew: null } : { ns: null, ew: m[2] };
}

const TOKEN_WORD: Record<AverageToken, "A+" | "A" | "A-"> = { plus: "A+", average: "A", minus: "A-" };

/** An average token for USEBIO's percentages: 60 → A+, 50 → A, 40 → A−, others as a percentage. */
function usebioPercent(p: number): SidePart {
  const token = (Object.keys(TOKEN_WORD) as AverageToken[]).find((t) => AVERAGE_PERCENT[t] === p);
  return token ? { kind: "average", token: TOKEN_WORD[token] } : { kind: "percent", text: `${p}%` };
}

/**
 * USEBIO's SCORE: an NS score, or `A` with the two sides' percentages (`A6040`: NS 60 %, EW
 * 40 %; `A6060`: both 60 %), or not-played words. Returns the two sides.
 */
export function usebioSides(score: string | null): { ns: SidePart; ew: SidePart } {
  if (score === null || score.trim() === "") return { ns: { kind: "absent" }, ew: { kind: "absent" } };
  const text = score.trim().toUpperCase();
  const a = /^A(\d{2})(\d{2})$/.exec(text) ?? /^A(\d{3})(\d{3})$/.exec(text);
  if (a) return { ns: usebioPercent(Number(a[1])), ew: usebioPercent(Number(a[2])) };
  const part = readPart(text);
  if (part.kind === "average" || part.kind === "percent") return { ns: part, ew: part };
  return { ns: part, ew: part.kind === "score" ? { kind: "absent" } : part };
}

function partText(part: SidePart, negate: boolean): string {
  switch (part.kind) {
    case "score":
      return String(negate ? -part.value || 0 : part.value);
    case "average":
      return part.token;
    case "percent":
      return part.text;
    default:
      return "";
  }
}

/**
 * How much of a file's value a note quotes (docs/rules.md §10): Excel's cell holds 32 767
 * characters, and a note that quoted a value of megabytes would not be written at all. A longer
 * value is quoted cut, with its length.
 */
export const QUOTED_MAX = 200;

/** A file's value as a note quotes it: `'X5'`, or its start and its length when it is longer. */
export function quotedValue(text: string): Message | string {
  return text.length <= QUOTED_MAX ? `'${text}'` : msg("import.quotedCut", { start: text.slice(0, QUOTED_MAX), length: text.length });
}

function describe(part: SidePart): Message | string {
  switch (part.kind) {
    case "unknown":
      return quotedValue(part.text);
    case "bye":
      return msg("import.bye");
    case "score":
    case "average":
    case "percent":
      return msg(`import.part.${part.kind}`);
    default:
      return part.kind;
  }
}

/**
 * The entry of a line from its two sides, each from its own side's point of view (an EW score of
 * 100 is an NS score of −100). Checked with the functions' own parser before it is returned.
 */
export function combineSides(ns: SidePart, ew: SidePart, passedOut: boolean): MappedEntry {
  const done = (entry: string, note: Message | null = null): MappedEntry => ({ entry, ...problemOf(note), adjusted: false });
  if (ns.kind === "unknown" || ew.kind === "unknown") return done("", msg("import.unknownScore", { score: describe(ns.kind === "unknown" ? ns : ew) }));
  if (ns.kind === "bye" || ew.kind === "bye") return done("", msg("import.byeNotResult"));
  if (ns.kind === "np" || ew.kind === "np") {
    if ((ns.kind === "np" || ns.kind === "absent") && (ew.kind === "np" || ew.kind === "absent")) return done("NP");
    return done("", msg("import.npOneSide", { other: describe(ns.kind === "np" ? ew : ns) }));
  }
  if (ns.kind === "absent" && ew.kind === "absent") return passedOut ? done("PASS") : done("NP");
  if (ns.kind === "absent" || ew.kind === "absent") {
    const given = ns.kind === "absent" ? ew : ns;
    if (given.kind === "score") {
      const value = ns.kind === "absent" ? -given.value || 0 : given.value;
      return check(value === 0 && passedOut ? "PASS" : String(value));
    }
    return done("", msg(ns.kind === "absent" ? "import.ewOnly" : "import.nsOnly", { score: partText(given, false) }));
  }
  const nsText = partText(ns, false);
  const ewText = partText(ew, true);
  if (nsText === ewText) return check(nsText === "0" && passedOut ? "PASS" : nsText);
  // Sides that differ: two scores that are not opposite are a split score (each side ranked on
  // its own), an average and a score the `A+/450` form, two averages `A+/A-`.
  return check(`${nsText}/${ewText}`);
}

function check(entry: string): MappedEntry {
  try {
    parseEntryText(entry);
    return { entry, problem: null, note: null, adjusted: false };
  } catch (e) {
    if (e instanceof BridgeInputError) return { entry: "", ...problemOf(messageOf(e)), adjusted: false };
    throw e;
  }
}

/**
 * A file's contract in this add-in's words (`4HX`, `3NT`, `PASS`; "" when the line has none), or
 * the problem that keeps it from being read: never guessed.
 */
export function importedContract(cell: string | null): { contract: string; problem: string | null; note: Message | null } {
  if (cell === null) return { contract: "", problem: null, note: null };
  try {
    const bid = parseContract(cell);
    return { contract: bid === PASS ? "PASS" : contractText(bid), problem: null, note: null };
  } catch (e) {
    if (!(e instanceof BridgeInputError)) throw e;
    if (cell.length <= QUOTED_MAX) return { contract: "", ...problemOf(msg("import.contract", { cell, message: messageOf(e) })) };
    // No contract is that long; the reader's own message would quote the whole value again.
    return { contract: "", ...problemOf(msg("import.unknownContract", { cell: quotedValue(cell) })) };
  }
}
