// Types for localize-functions.js, plain JavaScript because webpack.config.js requires it.

export interface FunctionMetadata {
  id: string;
  name: string;
  description?: string;
  parameters: { name: string; description?: string; [key: string]: unknown }[];
  [key: string]: unknown;
}

export interface Metadata {
  functions: FunctionMetadata[];
  [key: string]: unknown;
}

export type TranslationTable = Record<string, { description: string; parameters?: Record<string, string> }>;

export const FUNCTION_LANGUAGES: Record<string, string[]>;
/** The longest function description and parameter help Excel takes (Microsoft's manifest schema). */
export const MAX_DESCRIPTION: number;
export const MAX_PARAMETER: number;
/** A language's functions' help (docs/help.<lang>.md under `root`, the repository by default; scripts/function-help.js), or null when it has no page. */
export function functionHelp(lang: string, root?: string): TranslationTable | null;
export function localizeMetadata(english: Metadata, table: TranslationTable, lang: string): { metadata: Metadata; problems: string[] };
export class LocalizedFunctionsPlugin {
  constructor(options?: { source?: string; languages?: string[]; help?: (lang: string) => TranslationTable | null });
}
export function localizedHelpUrl(url: string, lang: string): string;
