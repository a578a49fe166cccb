// The pane's settings as data: the profile and the scoring its formulas are written with. Plain
// types, their defaults and the function the scoring writes, for the pure plans (formulaPlan.ts,
// newSessionPlan.ts) as much as for the Excel side; settings.ts keeps them in the workbook.
import { boardFunction } from "../../src";
import type { BoardFunction, Profile } from "../../src";

export type Scoring = "mp" | "butler";

export interface PaneSettings {
  profile: Profile;
  scoring: Scoring;
}

export const DEFAULT_SETTINGS: PaneSettings = { profile: "wbf", scoring: "mp" };

/** The function the pane's formulas score a board with: the one RANKING ranks by `scoring` (MATCHPOINTS or BUTLERIMP). */
export function boardFunctionOf(scoring: Scoring): BoardFunction {
  return boardFunction((board) => board.ranking === scoring);
}
