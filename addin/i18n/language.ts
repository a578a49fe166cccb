// The pane's languages, those of the bundle list (src/lang/index.ts), chosen from Office's
// display language unless the director picks one in the pane's settings. English is the fallback
// for every other language and for any text a catalogue lacks.

// One list for the pane, the core's messages and the build (the bundle list src/lang/index.ts, through src/i18n.ts).
import { Language, LANGUAGE_FACTS, LANGUAGES } from "../../src";

export { LANGUAGES };
export type { Language };

/** Each language in its own words, for the settings' language list. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_FACTS[l].name])) as Record<Language, string>;

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

/** A decimal written with the language's separator (its decimal mark, its bundle's facts): "33.3" -> "33,3" in Danish. */
export function localDecimal(text: string, lang: Language): string {
  return text.replace(".", LANGUAGE_FACTS[lang].decimal);
}
