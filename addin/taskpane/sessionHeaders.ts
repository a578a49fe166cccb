// The column titles New session writes, in the pane's language (docs/task-pane.md): the words of
// docs/glossary.md for board, pairs, contract, declarer, tricks and score, from each language's
// bundle (src/lang/<lang>/index.ts, `sheets`). Insert formulas and Export find the columns by these
// words in every language (formulaPlan.ts HEADERS, exportPlan.ts OPTIONAL), and the functions never
// read a title: their ranges start below it.
import { byLanguage, SheetWords, TitledColumn } from "../../src";
import { Language, LANGUAGES } from "../i18n/language";

type Header = SheetWords["traveller"];

const SHEETS = byLanguage((bundle) => bundle.sheets);

/** The traveller's header row: Board, NS, EW, Contract, By, Tricks, Score in `lang`. */
export const travellerHeader = (lang: Language): Header => SHEETS[lang].traveller;

/** The titles over the two columns MATCHPOINTS or BUTLERIMP fills, in `lang`. */
export function scoreHeaders(lang: Language, butler: boolean): [string, string] {
  const [, ns, ew] = SHEETS[lang].traveller;
  const unit = butler ? SHEETS[lang].impUnit : "MP";
  return [`${ns} ${unit}`, `${ew} ${unit}`];
}

const WRITTEN: Partial<Record<TitledColumn, (sheets: SheetWords) => string>> = {
  board: (w) => w.traveller[0],
  ns: (w) => w.traveller[1],
  ew: (w) => w.traveller[2],
  contract: (w) => w.traveller[3],
  by: (w) => w.traveller[4],
  tricks: (w) => w.traveller[5],
  score: (w) => w.traveller[6],
  nsNames: (w) => w.names[0],
  ewNames: (w) => w.names[1],
};

/** The titles `languages` give `column`: the one New session writes, and those its bundle also reads (`sheets.alsoRead`). */
export function titlesOf(column: TitledColumn, languages: readonly Language[] = LANGUAGES): string[] {
  return languages.flatMap((lang) => {
    const w = SHEETS[lang];
    const written = WRITTEN[column];
    return [...(written ? [written(w)] : []), ...(w.alsoRead[column] ?? [])];
  });
}
