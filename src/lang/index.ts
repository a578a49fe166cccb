// The one list of language bundles: each language of src/languages.json registered once, here.
// The core's messages (src/messages/), the pane's words (addin/i18n/pane/), the results page's
// words and seat letters (src/formats/export/words.ts), the local notation (src/entries/localNotation.ts), the site's
// pages (scripts/help-pages.js) and the manifest's Overrides (scripts/manifest.js) all read it.
// A new language: its entry in src/languages.json, its folder beside this file, its line here
// (docs/recipes.md, "Add a language").
import type { Language } from "../i18n";
import type { BaseBundle, LocalBundle } from "./bundle";
import { en } from "./en";
import { da } from "./da";
import { nl } from "./nl";
import { hu } from "./hu";

export type { Ambiguity, BaseBundle, EnglishPane, LocalBundle, LocalNotation, SeatLetter, SiteWords, StrainLetter, Table, VulnerabilityWord } from "./bundle";

/** The languages besides English, the ones with a notation and manifest texts of their own. */
export type LocalLanguage = Exclude<Language, "en">;

/** Every language's bundle; English is the reference and the fallback. */
export const BUNDLES: Readonly<{ en: BaseBundle } & Record<LocalLanguage, LocalBundle>> = { en, da, nl, hu };

/** One part of every bundle, as a record by language (the catalogues the renderer reads). */
export function byLanguage<T>(part: (bundle: BaseBundle) => T): Record<Language, T> {
  return Object.fromEntries(Object.entries(BUNDLES).map(([lang, bundle]) => [lang, part(bundle)])) as Record<Language, T>;
}
