// Entries written for people: the notation text the task pane writes into a score cell
// (formatEntry, which parseEntry reads back to the same entry) and the numbers as the plain words
// show them (signedScore, decimalText). The words themselves, in the director's language, are
// the pane's (addin/i18n/describe.ts describeEntryIn). Pure: no Excel, no DOM.
import { inputError } from "../errors";
import { numberText } from "./cells";
import { Fraction, HUNDRED } from "../exact";
import { AverageToken, Entry, Offenders, Side, WeightedTerm } from "./entry";

const TOKEN_TEXT: Record<AverageToken, string> = { plus: "A+", average: "A", minus: "A-" };

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

/** A signed score as a director reads it: +920, −50 (a real minus sign), 0. */
export function signedScore(score: number): string {
  return score > 0 ? `+${score}` : score < 0 ? `\u2212${-score}` : "0";
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
