// Types for language-lists.js, plain JavaScript because the webpack build requires it.
import type { Language } from "../src";

export function fillLanguageLists(text: string, lang: Language): string;

/** `items` as a list ending with `word` before the last: a, b or c. */
export function listed(items: readonly string[], word?: string): string;
