// How each entry (docs/rules.md §2) is written in USEBIO and in PBN, and in words on the results
// page (docs/rules.md §11). A file's own fields say what they can; an entry they cannot say is
// written the closest way, and whether a line was said exactly is decided by reading the written
// fields back the way the import does (src/formats/import/entries.ts), never by a second list of cases.
// The exact entry then travels beside the standard fields (a USEBIO comment, a PBN Entry column),
// so this add-in reads its own files back whole while other programs read the standard fields.
import { decimalText, formatEntry } from "../../entries/entryText";
import { Entry, Side, WeightedTerm } from "../../entries/entry";
import { Fraction, HUNDRED } from "../../exact";
import { combineSides, pbnSide, usebioSides } from "../import/entries";
import { parseEntryText } from "../../entries/notation";
import { contractText, nsScore, parseContract, PASS } from "../../entries/contract";
import { boardVulnerability, parseBoardNumber, Seat } from "../../entries/vulnerability";
import type { Language } from "../../messages";
import { SEAT_LETTERS, word } from "./words";

/** What a file's fields read back as, in the notation: "" when they say no result. */
function same(a: string, b: string): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent, a shortcut: equal texts also read as equal entries
  if (a === b) return true;
  // Stryker disable next-line all: equivalent, never "" here: fields with no score read back as NP or PASS, and an entry is never written ""
  if (a === "" || b === "") return false;
  return formatEntry(parseEntryText(a)) === formatEntry(parseEntryText(b));
}

/** The heaviest term of a weighted side (the first of equal weights): the closest single score. */
function heaviest(terms: readonly WeightedTerm[]): number {
  return terms.reduce((best, t) => (t.weight.compare(best.weight) > 0 ? t : best)).score;
}

/** A percentage rounded to a whole one, halves up (USEBIO's A6040 has no decimals). */
function wholePercent(p: Fraction): number {
  return Number(p.mul(2).add(1).div(2).floor().toString());
}

// ---------------------------------------------------------------------------------------------
// USEBIO: one SCORE per line, from North-South's side, or A with the two sides' percentages.

export interface UsebioScore {
  /** The SCORE element's text; null: no SCORE element (no result). */
  score: string | null;
  /** Whether the import reads the SCORE back as this very entry. */
  exact: boolean;
}

function usebioPercents(ns: number, ew: number): string {
  const width = ns >= 100 || ew >= 100 ? 3 : 2;
  return `A${String(ns).padStart(width, "0")}${String(ew).padStart(width, "0")}`;
}

function sidePercent(side: Side): number | null {
  return side.kind === "artificial" ? wholePercent(side.percent) : null;
}

/** The SCORE of a line's entry (null: no result), the closest USEBIO way when it has none. */
// Stryker disable next-line BooleanLiteral: equivalent, passedOut only reads a written 0 back as PASS, which is the entry 0 all the same
export function usebioScore(entry: Entry | null, passedOut = false): UsebioScore {
  // No result: without a SCORE (or CONTRACT) the import reads NP, so the line needs its Entry.
  if (entry === null) return { score: null, exact: false };
  let score: string;
  if (entry.kind === "np") score = "NP";
  else {
    const { ns, ew } = entry;
    const nsPct = sidePercent(ns);
    if (nsPct !== null) score = usebioPercents(nsPct, sidePercent(ew) ?? 100 - nsPct);
    else score = String(ns.kind === "score" ? ns.score : ns.kind === "weighted" ? heaviest(ns.terms) : 0);
  }
  const sides = usebioSides(score);
  const back = combineSides(sides.ns, sides.ew, passedOut).entry;
  return { score, exact: same(back, formatEntry(entry)) };
}

// ---------------------------------------------------------------------------------------------
// PBN: Score_NS and Score_EW, each side's own score (EW 100 is NS −100), or A+ / 60% per side.

export interface PbnScores {
  /** The Score_NS and Score_EW cells; null is PBN's `-`. */
  ns: string | null;
  ew: string | null;
  exact: boolean;
}

function pbnSideText(side: Side, forEw: boolean): string {
  switch (side.kind) {
    case "score":
      return String(forEw ? -side.score || 0 : side.score);
    case "artificial":
      return side.token ? { plus: "A+", average: "A", minus: "A-" }[side.token] : `${decimalText(side.percent)}%`;
    case "weighted": {
      const s = heaviest(side.terms);
      return String(forEw ? -s || 0 : s);
    }
  }
}

/** The two score cells of a line's entry, the closest PBN way when it has none. */
// Stryker disable next-line BooleanLiteral: equivalent, passedOut only reads a written 0 back as PASS, which is the entry 0 all the same
export function pbnScores(entry: Entry | null, passedOut = false): PbnScores {
  let ns: string | null;
  let ew: string | null;
  if (entry === null) [ns, ew] = [null, null];
  else if (entry.kind === "np") [ns, ew] = ["NP", "NP"];
  else {
    const a = pbnSideText(entry.ns, false);
    const b = pbnSideText(entry.ew, true);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, an artificial side's text (A+, 60%) is never a number, so it never passes the test below either
    const plain = entry.ns.kind !== "artificial" && entry.ew.kind !== "artificial";
    // One score from both sides is written once, on the side that scored it, as programs do.
    if (plain && Number(a) === -Number(b)) [ns, ew] = Number(a) >= 0 ? [a, null] : [null, b];
    else [ns, ew] = [a, b];
  }
  const back = combineSides(pbnSide(ns).part, pbnSide(ew).part, passedOut).entry;
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, no result reads back as NP or PASS, never "", so it is never exact either way
  return { ns, ew, exact: entry === null ? back === "" : same(back, formatEntry(entry)) };
}

// ---------------------------------------------------------------------------------------------
// Words on the results page

const MINUS = "\u2212";
const SUITS: Record<string, string> = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660", N: "NT" };

/** A signed score as a traveller prints it: +620, −100, 0. */
export function signed(score: number): string {
  return score > 0 ? `+${score}` : score < 0 ? `${MINUS}${-score}` : "0";
}

/** `4HX` as `4♥X`; `3NT` stays; "" for none. */
export function contractSymbols(contract: string): string {
  const m = /^(\d)(NT|[CDHS])(X{0,2})$/.exec(contract.trim().toUpperCase());
  return m ? `${m[1]}${SUITS[m[2] === "NT" ? "N" : m[2]]}${m[3]}` : contract;
}

/** A result relative to the contract: =, +1, −2. */
export function resultText(contract: string, tricks: number | null): string {
  const m = /^(\d)/.exec(contract.trim());
  if (!m || tricks === null) return "";
  const over = tricks - (Number(m[1]) + 6);
  // Stryker disable next-line EqualityOperator: equivalent, over is not 0 by then, so > and >= agree
  return over === 0 ? "=" : over > 0 ? `+${over}` : `${MINUS}${-over}`;
}

function percentWords(p: Fraction, lang: Language): string {
  const text = decimalText(p);
  return `${lang === "en" ? text : text.replace(".", ",")}\u00a0%`;
}

function tokenText(side: Extract<Side, { kind: "artificial" }>, lang: Language): string {
  if (side.token === "plus") return "A+";
  if (side.token === "average") return "A";
  if (side.token === "minus") return `A${MINUS}`;
  return percentWords(side.percent, lang);
}

export interface LineContract {
  board: string;
  contract: string;
  declarer: string;
}

/**
 * A weighted term's score in words: as the line's own contract with the result that scores it
 * (`4♥= NS +620`, `4♥−1 NS −100`) when that contract by that declarer can score it at the
 * board's vulnerability, else `NS −100`.
 */
function termWhat(score: number, at: LineContract | null): string {
  const plain = `NS ${signed(score)}`;
  if (!at || !at.contract || !at.declarer) return plain;
  try {
    const bid = parseContract(at.contract);
    const seat = at.declarer.toUpperCase() as Seat;
    // Stryker disable next-line ConditionalExpression: equivalent, nsScore refuses a seat of two letters too, and the catch below says the score alone
    if (bid === PASS || !"NESW".includes(seat) || seat.length !== 1) return plain;
    const vulnerability = boardVulnerability(parseBoardNumber(at.board));
    for (let tricks = 0; tricks <= 13; tricks++)
      if (nsScore(bid, seat, tricks, vulnerability) === score) return `${contractSymbols(contractText(bid))}${resultText(contractText(bid), tricks)} ${plain}`;
  } catch {
    // A contract or board the scoring core cannot read: the score alone says it.
  }
  return plain;
}

function sideWords(side: Side, lang: Language, at: LineContract | null): string {
  switch (side.kind) {
    case "score":
      return signed(side.score);
    case "artificial":
      return tokenText(side, lang);
    case "weighted":
      return word(lang, "entry.weighted", {
        terms: side.terms.map((t) => word(lang, "entry.term", { percent: percentWords(t.weight.mul(HUNDRED), lang), what: termWhat(t.score, at) })).join(", "),
      });
  }
}

/**
 * An entry as the results page prints it in the Score column: `+620`, `A+/A−`, `60 %/40 %`,
 * `weighted: 40 % of 4♥= NS +620, 60 % of 4♥−1 NS −100`, `split: NS +450, EW −480`, markers in
 * words after it. Blank is no result.
 */
export function entryWords(entry: Entry | null, lang: Language, at: LineContract | null = null): string {
  if (entry === null) return word(lang, "entry.noResult");
  if (entry.kind === "np") return word(lang, "entry.np");
  const { ns, ew } = entry;
  const a = sideWords(ns, lang, at);
  const b = sideWords(ew, lang, at);
  let text: string;
  if (a === b) text = ns.kind === "score" && ns.score === 0 && at?.contract.toUpperCase() === "PASS" ? word(lang, "entry.passed") : a;
  else if (ns.kind === "score" && ew.kind === "score") text = word(lang, "entry.split", { ns: a, ew: b });
  else text = `${a}/${b}`;
  const notes: string[] = [];
  const sideName = (who: "ns" | "ew") => word(lang, who === "ns" ? "col.ns" : "col.ew");
  // Stryker disable next-line ConditionalExpression: equivalent, the notation never gives offenders with neither side (docs/rules.md §2)
  if (entry.offenders && (entry.offenders.ns || entry.offenders.ew))
    notes.push(
      entry.offenders.ns && entry.offenders.ew
        ? word(lang, "entry.offendersBoth")
        : word(lang, "entry.offenders", { side: sideName(entry.offenders.ns ? "ns" : "ew") }),
    );
  if (entry.group !== null) notes.push(word(lang, "entry.group", { group: entry.group }));
  if (entry.link !== null) notes.push(word(lang, "entry.link", { link: entry.link }));
  return notes.length ? `${text} (${notes.join("; ")})` : text;
}

/** A declarer seat in the page's language (Ø for East in Danish, K for Kelet in Hungarian). */
export function seatWord(seat: string, lang: Language): string {
  const s = seat.toUpperCase() as keyof (typeof SEAT_LETTERS)["en"];
  return SEAT_LETTERS[lang][s] ?? seat;
}
