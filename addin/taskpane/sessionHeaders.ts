// The column titles New session writes, in the pane's language (docs/task-pane.md): the words of
// docs/glossary.md for board, pairs, contract, declarer, tricks and score. Insert formulas and
// Export find the columns by these words in every language (formulaPlan.ts HEADERS, exportPlan.ts
// OPTIONAL), and the functions never read a title: their ranges start below it.
import { Language } from "../i18n/language";

type Header = readonly [string, string, string, string, string, string, string];

const TRAVELLER: Readonly<Record<Language, Header>> = {
  en: ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
  da: ["Spil", "NS", "ØV", "Kontrakt", "Spilfører", "Stik", "Score"],
  nl: ["Spel", "NZ", "OW", "Contract", "Leider", "Slagen", "Score"],
  hu: ["Parti", "ÉD", "KNy", "Felvétel", "Felvevő", "Ütés", "Szkór"],
};

/** The traveller's header row: Board, NS, EW, Contract, By, Tricks, Score in `lang`. */
export const travellerHeader = (lang: Language): Header => TRAVELLER[lang];

/** The titles over the two columns MATCHPOINTS or BUTLERIMP fills, in `lang`. */
export function scoreHeaders(lang: Language, butler: boolean): [string, string] {
  const [, ns, ew] = TRAVELLER[lang];
  const unit = butler ? { en: "IMPs", da: "imp", nl: "IMP", hu: "IMP" }[lang] : "MP";
  return [`${ns} ${unit}`, `${ew} ${unit}`];
}
