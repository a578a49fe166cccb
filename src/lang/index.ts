// The one list of languages: each language's bundle registered once, here; the languages are its keys.
// The core's messages (src/lang/<lang>/messages.ts), the pane's words (src/lang/<lang>/pane.ts), the results page's
// words and seat letters (src/formats/export/words.ts), the local notation (src/entries/localNotation.ts), the site's
// pages (scripts/help-pages.js) and the manifest's Overrides (scripts/manifest.js) all read it.
// The code reads the list through src/i18n.ts (LANGUAGES, LANGUAGE_FACTS), the build scripts here.
// A new language: its folder beside this file and its line here (docs/recipes.md, "Add a language").
import type { BaseBundle, LanguageFacts, LocalBundle } from "./bundle";
import { en } from "./en";
import { da } from "./da";
import { nl } from "./nl";
import { hu } from "./hu";

export type {
  Ambiguity,
  BaseBundle,
  EnglishPane,
  LocalBundle,
  LocalNotation,
  RankingKind,
  SeatLetter,
  SheetWords,
  SiteWords,
  TitledColumn,
  StrainLetter,
  Table,
  VulnerabilityWord,
} from "./bundle";
export type { Catalogue, LanguageFacts } from "./bundle";

const LIST = { en, da, nl, hu };

/** A language of ours: a key of the bundle list. */
export type Language = keyof typeof LIST;

/** The languages besides English, the ones with a notation and manifest texts of their own. */
export type LocalLanguage = Exclude<Language, "en">;

/** Every language's bundle; English is the reference and the fallback. */
export const BUNDLES: Readonly<{ en: BaseBundle } & Record<LocalLanguage, LocalBundle>> = LIST;

/** The languages in the order they are offered; English, the fallback, first. */
export const LANGUAGES = Object.keys(BUNDLES) as readonly Language[];

/** One part of every bundle, as a record by language (the catalogues the renderer reads). */
export function byLanguage<T>(part: (bundle: BaseBundle) => T): Record<Language, T> {
  return Object.fromEntries(Object.entries(BUNDLES).map(([lang, bundle]) => [lang, part(bundle)])) as Record<Language, T>;
}

/** Each language's facts (its locale, name, decimal mark, argument separator and Office locales), from its bundle. */
export const LANGUAGE_FACTS: Readonly<Record<Language, LanguageFacts>> = byLanguage((bundle) => bundle.facts);
