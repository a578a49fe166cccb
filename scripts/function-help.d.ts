// Types for function-help.js, plain JavaScript because webpack.config.js requires it (through localize-functions.js).
import type { TranslationTable } from "./localize-functions";

/** A function's section of a help page: its heading's parameters, its description and its parameters' help, as plain text. */
export interface SectionTexts {
  params: string[];
  description: string;
  parameters: Record<string, string>;
}

/** The function sections of a help page's Markdown, by function name. */
export function sectionTexts(markdown: string): Record<string, SectionTexts>;
/** A language's functions' help from docs/help.<lang>.md under `root` (the repository by default), or null when it has no page. */
export function functionHelp(lang: string, root?: string): TranslationTable | null;
/** The help page of a language: <root>/docs/help.<lang>.md. */
export function helpPageFile(lang: string, root?: string): string;
/** The page as a problem names it: docs/help.<lang>.md. */
export function helpPageName(lang: string): string;
/** Markdown inline text as plain text. */
export function plainText(markdown: string): string;
