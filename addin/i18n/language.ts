// The pane's languages (issue 16): English, Danish, Dutch and Hungarian, chosen from Office's
// display language unless the director picks one in the pane's settings. English is the fallback
// for every other language and for any text a catalogue lacks.

// One list for the pane and the core's messages (src/messages.ts).
import { LANGUAGES, Language } from "../../src/messages";

export { LANGUAGES };
export type { Language };

/** Each language in its own words, for the settings' language list. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", da: "Dansk", nl: "Nederlands", hu: "Magyar" };

/** The decimal separator a director of that language types and reads: 33,3 % outside English. */
export const DECIMAL_SEPARATOR: Record<Language, string> = { en: ".", da: ",", nl: ",", hu: "," };

/** The language of a BCP 47 tag ("da-DK", "nl-BE", "HU"), or null when it is not one of ours. */
function languageOf(tag: string | null | undefined): Language | null {
  const primary = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/**
 * The pane's language: the director's choice in the settings when it is one of ours ("auto", ""
 * or nothing follows Office), else Office.context.displayLanguage, else English. Norwegian and
 * Swedish Office get English, not Danish: a director reads their own language or the fallback.
 */
export function pickLanguage(displayLanguage: string | null | undefined, override?: string | null): Language {
  return languageOf(override) ?? languageOf(displayLanguage) ?? "en";
}

/** Where the pane keeps the director's language choice: this computer's, like their name, not the workbook's. */
const LANGUAGE_KEY = "bridge-scoring.language";

/** The pane's language choice: "auto" (Office's display language) unless the director chose one. */
export function loadLanguage(): string {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) || "auto";
  } catch {
    return "auto"; // no storage (or no window, outside Office): follow Office
  }
}

export function saveLanguage(choice: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, choice);
  } catch {
    // storage may be disabled: the choice then lasts as long as the pane
  }
}

/** Office's display language, or nothing outside Office. */
export function officeLanguage(): string | undefined {
  try {
    return typeof Office !== "undefined" ? Office.context?.displayLanguage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language the director reads: the pane's choice, else Office's display language. The
 * functions' #VALUE! messages use it too (the shared runtime shares the pane's storage), so a
 * message in a cell and the pane speak the same language.
 */
export function directorLanguage(): Language {
  return pickLanguage(officeLanguage(), loadLanguage());
}

/**
 * `template` with each {name} replaced by params[name]. A placeholder without a value stays as
 * it is, so a missing argument shows up in the text instead of vanishing.
 */
export function fillIn(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The {name} placeholders of a template, sorted: translations must use the same ones. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** A decimal written with the language's separator: "33.3" -> "33,3" in Danish. */
export function localDecimal(text: string, lang: Language): string {
  return text.replace(".", DECIMAL_SEPARATOR[lang]);
}
