// Entries in both directions for people: the notation text the task pane writes into a score cell
// (formatEntry, which parseEntry reads back to the same entry), and the plain words it shows a
// director for a cell (describeEntry). Pure: no Excel, no DOM.
import { inputError } from "./errors";
import { numberText } from "./cells";
import { Fraction, HUNDRED } from "./exact";
import { AverageToken, Entry, Offenders, ResultEntry, Side, WeightedTerm } from "./entry";

const TOKEN_TEXT: Record<AverageToken, string> = { plus: "A+", average: "A", minus: "A-" };
const TOKEN_WORDS: Record<AverageToken, string> = { plus: "average plus", average: "average", minus: "average minus" };

/** A fraction as a terminating decimal ("40", "33.3"); the notation has no other way to write one. */
export function decimalText(f: Fraction): string {
  // Fraction#toString writes repeating decimals as "33.(3)", which no cell can hold exactly.
  const text = f.toString();
  if (text.includes("(")) throw inputError("entry.noExactDecimal", { text });
  return text;
}

function percentOf(term: WeightedTerm): Fraction {
  return term.weight.mul(HUNDRED);
}

// ---------------------------------------------------------------------------------------------
// Notation

function sideText(side: Side): string {
  switch (side.kind) {
    case "score":
      return String(side.score);
    case "artificial":
      return side.token ? TOKEN_TEXT[side.token] : `${decimalText(side.percent)}%`;
    case "weighted":
      return side.terms.map((t) => `${decimalText(percentOf(t))}% ${t.score}`).join(" + ");
  }
}

function offenderText(o: Offenders): string {
  return o.ns && o.ew ? "!NSEW" : o.ns ? "!NS" : "!EW";
}

/**
 * The canonical notation of an entry (docs/rules.md §2): one side when both are the same, markers in
 * the order ! @ ~. parseEntry(formatEntry(e)) is e again (property-tested), which is what lets the
 * pane build entries as data and still write only text the functions accept.
 */
export function formatEntry(entry: Entry): string {
  if (entry.kind === "np") return "NP";
  const ns = sideText(entry.ns);
  const ew = sideText(entry.ew);
  let text = ns === ew ? ns : `${ns}/${ew}`;
  if (entry.offenders && (entry.offenders.ns || entry.offenders.ew)) text += ` ${offenderText(entry.offenders)}`;
  if (entry.group !== null) text += ` @${entry.group}`;
  if (entry.link !== null) text += ` ~${entry.link}`;
  return text;
}

// ---------------------------------------------------------------------------------------------
// Plain words

/** A signed score as a director reads it: +920, −50 (a real minus sign), 0. */
export function signedScore(score: number): string {
  return score > 0 ? `+${score}` : score < 0 ? `\u2212${-score}` : "0";
}

function percentWords(p: Fraction): string {
  return `${decimalText(p)} %`;
}

function artificialWords(side: Extract<Side, { kind: "artificial" }>): string {
  return side.token ? `${TOKEN_WORDS[side.token]} (${percentWords(side.percent)})` : `${percentWords(side.percent)} (artificial)`;
}

function weightedWords(side: Extract<Side, { kind: "weighted" }>): string {
  return side.terms.map((t) => `${percentWords(percentOf(t))} of ${signedScore(t.score)}`).join(", ");
}

function sameSide(a: Side, b: Side): boolean {
  return a === b || sideText(a) === sideText(b);
}

function sidesWords(e: ResultEntry): string {
  const { ns, ew } = e;
  if (sameSide(ns, ew)) {
    if (ns.kind === "score") return ns.score === 0 ? "Table result: passed out (0)." : `Table result: NS ${signedScore(ns.score)}.`;
    if (ns.kind === "artificial") return `NS and EW: ${artificialWords(ns)}.`;
    return `Weighted: ${weightedWords(ns)}.`;
  }
  if (ns.kind === "score" && ew.kind === "score")
    return `Split score: NS ranked as if NS scored ${signedScore(ns.score)}, EW as if NS scored ${signedScore(ew.score)}.`;
  const one = (who: "NS" | "EW", side: Side): string => {
    if (side.kind === "artificial") return `${who}: ${artificialWords(side)}.`;
    if (side.kind === "weighted") return `${who}: weighted ${weightedWords(side)}.`;
    // Beside a weighted or artificial other side, a plain score is the side keeping a result.
    const other = who === "NS" ? ew : ns;
    return other.kind === "weighted" ? `${who} keeps ${signedScore(side.score)}.` : `${who}: ranked as if NS scored ${signedScore(side.score)}.`;
  };
  return `${one("NS", ns)} ${one("EW", ew)}`;
}

function offenderWords(o: Offenders): string {
  if (o.ns && o.ew) return "Both sides offended, rounding against both.";
  return o.ns ? "NS offended, rounding against NS." : "EW offended, rounding against EW.";
}

/**
 * What an entry means, in the words a director uses, e.g.
 * "NS: average plus (60 %). EW: average minus (40 %)." or
 * "Weighted: 40 % of +920, 60 % of −50; NS offended, rounding against NS."
 */
export function describeEntry(entry: Entry): string {
  if (entry.kind === "np") return "Not played: neither pair scores the board.";
  let sides = sidesWords(entry);
  if (entry.offenders && (entry.offenders.ns || entry.offenders.ew)) {
    // The offender belongs with the weighted score it rounds, so one sentence: "…, 60 % of −50; NS offended…".
    const o = offenderWords(entry.offenders);
    sides = `${sides.replace(/\.$/, "")}; ${o[0] === "B" ? "b" + o.slice(1) : o}`;
  }
  const parts = [sides];
  if (entry.group !== null) parts.push(`Fouled board: group ${entry.group}, scored only against its own group.`);
  if (entry.link !== null) parts.push(`Linked irregularity ${entry.link}: rounded together with the other boards it affected.`);
  return parts.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Weighted editor arithmetic

/**
 * The exact sum of weights typed as percentages ("40", "33,3"); null while any is not a plain
 * decimal. Exact so that 33.3 + 33.3 + 33.4 is 100, as the parser will see it.
 */
export function weightsTotal(weights: readonly string[]): Fraction | null {
  let total = new Fraction(0);
  for (const w of weights) {
    const f = numberText(w);
    if (!f) return null;
    total = total.add(f);
  }
  return total;
}
