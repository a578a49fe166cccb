// The English words of an entry as the pane said them before they came from its catalogue: a
// reference written apart from addin/i18n/describe.ts, so that a test can hold the catalogue's
// English (describeEntryIn("en", ...)) to the sentences directors have always read, on random
// entries and not only on the examples of test/describe.test.ts. Not used by the add-in.
import { decimalText, signedScore } from "../../src/entries/entryText";
import { Fraction, HUNDRED } from "../../src/exact";
import { AverageToken, Entry, Offenders, ResultEntry, Side } from "../../src/entries/entry";

const TOKEN_WORDS: Record<AverageToken, string> = { plus: "average plus", average: "average", minus: "average minus" };

function percentWords(p: Fraction): string {
  return `${decimalText(p)} %`;
}

function artificialWords(side: Extract<Side, { kind: "artificial" }>): string {
  return side.token ? `${TOKEN_WORDS[side.token]} (${percentWords(side.percent)})` : `${percentWords(side.percent)} (artificial)`;
}

function weightedWords(side: Extract<Side, { kind: "weighted" }>): string {
  return side.terms.map((t) => `${percentWords(t.weight.mul(HUNDRED))} of ${signedScore(t.score)}`).join(", ");
}

/** The sides read the same (the same score, average or weighted terms). */
function sameSide(a: Side, b: Side): boolean {
  const text = (s: Side): string =>
    s.kind === "score"
      ? `s${s.score}`
      : s.kind === "artificial"
        ? `a${s.token ?? s.percent.toString()}`
        : `w${s.terms.map((t) => `${t.weight.toString()}:${t.score}`).join(",")}`;
  return a === b || text(a) === text(b);
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
  if (o.ns && o.ew) return "Both sides offending, rounding against both.";
  return o.ns ? "NS offending, rounding against NS." : "EW offending, rounding against EW.";
}

/**
 * What an entry means, in the words a director uses, e.g.
 * "NS: average plus (60 %). EW: average minus (40 %)." or
 * "Weighted: 40 % of +920, 60 % of −50; NS offending, rounding against NS."
 */
export function englishDescription(entry: Entry): string {
  if (entry.kind === "np") return "Not played: neither pair scores the board.";
  let sides = sidesWords(entry);
  if (entry.offenders && (entry.offenders.ns || entry.offenders.ew)) {
    // The offender belongs with the weighted score it rounds, so one sentence: "…, 60 % of −50; NS offending…".
    const o = offenderWords(entry.offenders);
    sides = `${sides.replace(/\.$/, "")}; ${o[0] === "B" ? "b" + o.slice(1) : o}`;
  }
  const parts = [sides];
  if (entry.group !== null) parts.push(`Fouled board: group ${entry.group}, scored only against its own group.`);
  if (entry.link !== null) parts.push(`Linked irregularity ${entry.link}: rounded together with the other boards it affected.`);
  return parts.join(" ");
}
