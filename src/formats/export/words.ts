// The words of the results page (docs/rules.md §11), each language's in its bundle (src/lang/): its
// headings, column titles, and adjusted entries in words. A catalogue of its own, not the core's
// messages (src/messages/): these are the labels of a printed page, not things a director is
// told. Every key in every language (test/formats/export.test.ts); {name} marks a value. The terms follow
// docs/glossary.md.
import { Catalogue, Language, LANGUAGE_FACTS, renderer } from "../../i18n";
import { byLanguage } from "../../lang";
import type { words } from "../../lang/en";

export type WordKey = keyof typeof words;

/** Every language's words, from its bundle (src/lang/); English is the reference and the fallback. */
export const PAGE_WORDS: Record<Language, Catalogue<typeof words>> = byLanguage((bundle) => bundle.words);

/** Keys whose text is the same in every language on purpose (a symbol, or a term borrowed as is). */
export const SAME_WORDS: ReadonlySet<WordKey> = new Set<WordKey>([
  "col.percent",
  "col.ns",
  "col.score",
  "col.nsMp",
  "col.nsPct",
  "col.contract",
  "col.max",
  "col.ppMax",
  "page.scoring.crossimp",
  "col.mp",
]);

const renderWord = renderer(PAGE_WORDS);

/** A word of the page in `lang`, with its {values} filled in. */
export function word(lang: Language, key: WordKey, values: Record<string, string | number> = {}): string {
  return renderWord({ key, params: values }, lang);
}

/** The seat letters as each language writes them on a traveller, from its bundle. */
export const SEAT_LETTERS: Record<Language, Readonly<Record<"N" | "E" | "S" | "W", string>>> = byLanguage((bundle) => bundle.seats);

/** An ISO date (2026-03-05) as the language writes it; the text as given when it is not one. */
export function localDate(lang: Language, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(LANGUAGE_FACTS[lang].locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
