// The decoded explanation of an entry, the one place an entry is described in words: in the pane's
// language from the catalogue's describe.* texts, and in English for the workbook's notes. The
// English is word for word what directors have always read (held to test/helpers/
// englishDescription.ts on random entries); the numbers take the language's decimal mark (33,3 %).
import { decimalText, signedScore, HUNDRED, AverageToken, Entry, Offenders, ResultEntry, Side } from "../../src";
import { Language, localDecimal } from "./language";
import { PaneKey, textsIn } from "./pane";

const TOKEN_KEY: Record<AverageToken, PaneKey> = { plus: "describe.plus", average: "describe.average", minus: "describe.minus" };

/** The entry in plain words, in `lang`. */
export function describeEntryIn(lang: Language, entry: Entry): string {
  const t = textsIn(lang);
  const percent = (p: Parameters<typeof decimalText>[0]) => t("describe.percent", { value: localDecimal(decimalText(p), lang) });
  const side = (who: "NS" | "EW") => t(who === "NS" ? "side.ns" : "side.ew");

  const artificial = (s: Extract<Side, { kind: "artificial" }>) =>
    s.token
      ? t("describe.token", { token: t(TOKEN_KEY[s.token]), percent: percent(s.percent) })
      : t("describe.percentArtificial", { percent: percent(s.percent) });
  const weighted = (s: Extract<Side, { kind: "weighted" }>) =>
    s.terms.map((term) => t("describe.term", { percent: percent(term.weight.mul(HUNDRED)), score: signedScore(term.score) })).join(", ");
  // Two sides are the same when they read the same; the notation is language-free, so compare that.
  const key = (s: Side): string =>
    s.kind === "score"
      ? `s${s.score}`
      : s.kind === "artificial"
        ? `a${s.token ?? decimalText(s.percent)}`
        : `w${s.terms.map((x) => `${x.weight.toFraction()}:${x.score}`).join(",")}`;

  const sides = (e: ResultEntry): string => {
    const { ns, ew } = e;
    if (key(ns) === key(ew)) {
      if (ns.kind === "score") return ns.score === 0 ? t("describe.passedOut") : t("describe.tableResult", { score: signedScore(ns.score) });
      if (ns.kind === "artificial") return t("describe.bothArtificial", { words: artificial(ns) });
      return t("describe.weighted", { terms: weighted(ns) });
    }
    if (ns.kind === "score" && ew.kind === "score") return t("describe.split", { ns: signedScore(ns.score), ew: signedScore(ew.score) });
    const one = (who: "NS" | "EW", s: Side): string => {
      if (s.kind === "artificial") return t("describe.sideArtificial", { side: side(who), words: artificial(s) });
      if (s.kind === "weighted") return t("describe.sideWeighted", { side: side(who), terms: weighted(s) });
      const other = who === "NS" ? ew : ns;
      return other.kind === "weighted"
        ? t("describe.keeps", { side: side(who), score: signedScore(s.score) })
        : t("describe.rankedAs", { side: side(who), score: signedScore(s.score) });
    };
    return `${one("NS", ns)} ${one("EW", ew)}`;
  };
  const offenders = (o: Offenders): string => (o.ns && o.ew ? t("describe.offendedBoth") : t("describe.offendedSide", { side: side(o.ns ? "NS" : "EW") }));

  if (entry.kind === "np") return t("describe.np");
  let text = sides(entry);
  if (entry.offenders && (entry.offenders.ns || entry.offenders.ew))
    text = t("describe.withOffenders", { sides: text.replace(/\.$/, ""), offenders: offenders(entry.offenders) });
  const parts = [text];
  if (entry.group !== null) parts.push(t("describe.group", { group: entry.group }));
  if (entry.link !== null) parts.push(t("describe.link", { link: entry.link }));
  return parts.join(" ");
}
