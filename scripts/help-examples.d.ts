// Types for help-examples.js, plain JavaScript because the webpack build (help-pages.js) requires it.
import type { Language } from "../src";

type PerLanguage = Record<Language, string>;

export interface Example {
  /** The formula the English way, or per language (an example in a language's own notation). */
  formula: string | PerLanguage;
  /** The same in every language, or per language; "→ …" is the result the formula gives. */
  note?: string | PerLanguage;
}

export const EXAMPLES: Record<string, Example[]>;
export const SEPARATORS: Record<Language, { argument: string; decimal: string }>;
export const HELP_PAGES: Record<Language, string>;
export function localFormula(formula: string, lang: Language): string;
export function localNumbers(text: string, lang: Language): string;
export function exampleLines(id: string, lang: Language): string[];
export function fillExamples(markdown: string, lang: Language): string;
