// The task pane's words in each language of the bundle list: every user-visible
// string of taskpane.html and addin/taskpane/*.ts, and the decoded explanation of an entry
// (describe.*, addin/i18n/describe.ts). Keys are stable names; {name} marks a value filled in at
// run time, typed from the English text (src/i18n.ts renders every catalogue). Each language's
// words are a part of its bundle, src/lang/<lang>/pane.ts (strings only, so the Office-free core
// can hold them); this module renders them for the pane. The federation words follow docs/glossary.md, each
// language's from the regulation of its federation that the glossary names.
//
// Not in the catalogue, on purpose: the add-in's name "Bridge Scoring"; the entry notation (A+,
// NP, !NS, @2, ~1), which is the same in every language; and the names the pane writes into the
// workbook and finds again (the "Adjustments" and "Ranking" sheets, the log's column headers, the
// "Bridge adjustment:" note prefix), so that a workbook works the same in every country.
import { byLanguage, Catalogue as CatalogueOf, EnglishPane, Language, ParamsOf, renderer } from "../../../src";

export type PaneKey = keyof EnglishPane;
export type Catalogue = CatalogueOf<EnglishPane>;

/** The values a text needs, typed from its English template. */
export type PaneParams<K extends PaneKey> = ParamsOf<EnglishPane[K], string | number>;

/** Every language's catalogue, from its bundle (src/lang/); English is the reference and the fallback. */
export const PANE_MESSAGES: Record<Language, Catalogue> = byLanguage((bundle) => bundle.pane);

/** Keys whose text is the same in every language by design (notation, federation names). */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<PaneKey> = new Set<PaneKey>([
  "side.percent",
  "profile.wbf",
  "profile.acbl",
  "describe.token",
  "describe.percent",
  "describe.withOffenders",
  "describe.sideArtificial",
  "clear.change",
  "clear.why",
  "export.format",
  "export.format.usebio",
  "export.format.pbn",
]);

/**
 * A sentence for the director as data: its catalogue key and values. Pure modules (the log
 * check, formulaPlan) return these, and the pane puts them into its language when it shows them.
 */
export interface PaneMessage {
  key: PaneKey;
  params?: Record<string, string | number>;
}

/** A PaneMessage with its values checked against the English text. */
export function paneMessage<K extends PaneKey>(key: K, params?: PaneParams<K>): PaneMessage {
  return params ? { key, params } : { key };
}

const render = renderer(PANE_MESSAGES);

/** A PaneMessage's text in `lang`. */
export const messageText = (lang: Language, m: PaneMessage): string => render(m, lang);

/** The text of `key` in `lang`, values filled in; English when the language lacks it. */
export function paneText<K extends PaneKey>(lang: Language, key: K, params?: PaneParams<K>): string {
  return render({ key, params }, lang);
}

/** paneText in one language, or in whatever language a getter says at each call (the pane's current one). */
export function textsIn(lang: Language | (() => Language)): <K extends PaneKey>(key: K, params?: PaneParams<K>) => string {
  return (key, params) => paneText(typeof lang === "function" ? lang() : lang, key, params);
}
