// The pane's settings. Profile and scoring live in the workbook (Office document settings), so the
// next director who opens it scores the same way; the director's own name stays on this computer.
import { PROFILE_NAMES, isProfile } from "../../src";
import { DEFAULT_SETTINGS, PaneSettings, Scoring } from "./paneSettings";
import { Language } from "../i18n/language";

// The language choice is kept with the languages, where the functions read it too.
export { loadLanguage, saveLanguage } from "../i18n/language";
import { paneText } from "../i18n/pane";

const SCORINGS: readonly Scoring[] = ["mp", "butler"];
const DIRECTOR_KEY = "bridge-scoring.director";

/**
 * The workbook's settings. A profile this add-in does not know (a newer version's, or a typo) is
 * not silently replaced: the pane shows the default but `notice` says so, and the workbook keeps
 * its own value until the director picks one.
 */
export function loadSettings(lang: Language = "en"): PaneSettings & { notice?: string } {
  const settings = Office.context.document.settings;
  const profile: unknown = settings.get("profile");
  const scoring = settings.get("scoring") as Scoring;
  const known = profile === null || profile === undefined || isProfile(profile);
  return {
    profile: isProfile(profile) ? profile : DEFAULT_SETTINGS.profile,
    scoring: SCORINGS.includes(scoring) ? scoring : DEFAULT_SETTINGS.scoring,
    ...(known
      ? {}
      : {
          notice: paneText(lang, "settings.unknownProfile", { profile: String(profile), known: PROFILE_NAMES.join(", "), fallback: DEFAULT_SETTINGS.profile }),
        }),
  };
}

export function saveSettings(s: PaneSettings): Promise<void> {
  const settings = Office.context.document.settings;
  settings.set("profile", s.profile);
  settings.set("scoring", s.scoring);
  return new Promise((resolve, reject) =>
    settings.saveAsync((result) => (result.status === Office.AsyncResultStatus.Failed ? reject(new Error(result.error.message)) : resolve())),
  );
}

export function loadDirector(): string {
  try {
    return window.localStorage.getItem(DIRECTOR_KEY) ?? "";
  } catch {
    return ""; // storage may be disabled; the name is optional
  }
}

export function saveDirector(name: string): void {
  try {
    window.localStorage.setItem(DIRECTOR_KEY, name);
  } catch {
    // see loadDirector
  }
}
