// The pane's settings as data: the profile and the scoring its formulas are written with. Plain
// types and their defaults, for the pure plans (formulaPlan.ts, newSessionPlan.ts) as much as for
// the Excel side; settings.ts keeps them in the workbook.
import type { Profile } from "../../src";

export type Scoring = "mp" | "butler";

export interface PaneSettings {
  profile: Profile;
  scoring: Scoring;
}

export const DEFAULT_SETTINGS: PaneSettings = { profile: "wbf", scoring: "mp" };
