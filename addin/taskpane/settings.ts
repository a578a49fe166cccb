// The pane's settings. Profile and scoring live in the workbook (Office document settings), so the
// next director who opens it scores the same way; the director's own name stays on this computer.
import { DEFAULT_SETTINGS, PaneSettings, Profile, Scoring } from "./formulaPlan";

const PROFILES: readonly Profile[] = ["wbf", "dbf", "nbb", "acbl"];
const SCORINGS: readonly Scoring[] = ["mp", "butler"];
const DIRECTOR_KEY = "bridge-scoring.director";

export function loadSettings(): PaneSettings {
  const settings = Office.context.document.settings;
  const profile = settings.get("profile") as Profile;
  const scoring = settings.get("scoring") as Scoring;
  return {
    profile: PROFILES.includes(profile) ? profile : DEFAULT_SETTINGS.profile,
    scoring: SCORINGS.includes(scoring) ? scoring : DEFAULT_SETTINGS.scoring,
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
