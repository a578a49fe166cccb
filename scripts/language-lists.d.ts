// Types for language-lists.js, plain JavaScript because the webpack build requires it.
import type { Language } from "../src";

export function fillLanguageLists(text: string, lang: Language): string;
