// Whether a translated text rightly reads as the English one does (the i18n tests' "nothing left in
// English"): what is left once the language's own English words are taken out has no letter. Its
// own English words are its bundle's: the names of its sides and seats (NS is NS in Danish too) and
// what its facts.keepsEnglish says its directors write in English (a club is a club in Dutch).
// So a new language's allowance is in its own folder, not in a list per language here.
import { LANGUAGE_FACTS, Language } from "../../src/i18n";
import { BUNDLES } from "../../src/lang";

const escaped = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function sameAsEnglish(lang: Language, text: string): boolean {
  if (lang === "en") return true;
  const { seats, notation } = BUNDLES[lang];
  const own = [notation.sides.ns, notation.sides.ew, ...Object.values(seats)].map((w) => `(?<!\\p{L})${escaped(w)}(?!\\p{L})`);
  const patterns = [...(LANGUAGE_FACTS[lang].keepsEnglish ?? []).map((source) => new RegExp(source, "gimu")), ...own.map((source) => new RegExp(source, "gu"))];
  return !/\p{L}/u.test(patterns.reduce((t, re) => t.replace(re, " "), text));
}

/** A key left in English, as a failure shows it: what to do, translate it or allow the word in the bundle. */
export const leftInEnglish = (lang: Language, key: string, text: string): string =>
  `${key}: "${text}" — translate it, or, if ${lang}'s directors write it so too, allow the word in facts.keepsEnglish of src/lang/${lang}/index.ts`;
