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
/** README.md's examples to paste, by function section id, in the README's order; `note` beside each. */
export const README: Record<string, { formula: string; note: string }[]>;
export const SEPARATORS: Record<Language, { argument: string; decimal: string }>;
export const HELP_PAGES: Record<Language, string>;
export function localFormula(formula: string, lang: Language): string;
export function localNumbers(text: string, lang: Language): string;
export function exampleLines(id: string, lang: Language): string[];
export function fillExamples(markdown: string, lang: Language): string;

/** The functions a help page has a section for, in its order: each `## NAME(arguments)` heading. */
export function functionSections(markdown: string): { name: string; signature: string; id: string }[];
/** A help page with its index line and its examples written (what `npm run help-examples` writes). */
export function fillHelpPage(markdown: string, lang: Language): string;
/** docs/reference.md with its function index written from docs/help.md. */
export function fillReference(reference: string, help: string): string;
/** README.md with its examples to paste and its paragraph of profiles written (what `npm run help-examples` writes). */
export function fillReadme(readme: string): string;
