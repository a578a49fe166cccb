// The movements New session offers for a number of tables (docs/rules.md §13, docs/task-pane.md):
// a short list that fits, each built from the core's movements.
import { MIN_MITCHELL_TABLES, arrowSwitched, mitchell, skipMitchell, withSitOut } from "./mitchell";
import { MAX_HOWELL_TABLES, MIN_HOWELL_TABLES, howell, shortenedHowell, shortenedHowellRounds } from "./howell";
import { Movement } from "./types";

export type MovementChoice = "mitchell" | "skip" | "arrow" | "howell" | "shortHowell";
export const MOVEMENT_CHOICES: readonly MovementChoice[] = ["mitchell", "skip", "arrow", "howell", "shortHowell"];

/**
 * Whether the movement exists for `tables` tables (with a sit-out: T tables, 2T − 1 pairs). A
 * Howell with a sit-out needs three tables: at two, every board would have one result.
 */
export function offers(choice: MovementChoice, tables: number, sitOut: boolean): boolean {
  switch (choice) {
    case "mitchell":
    case "arrow":
      return tables >= MIN_MITCHELL_TABLES;
    case "skip":
      return tables >= 4 && tables % 2 === 0;
    case "howell":
      return tables >= (sitOut ? 3 : MIN_HOWELL_TABLES) && tables <= MAX_HOWELL_TABLES;
    case "shortHowell":
      return shortenedHowellRounds(tables).length > 0;
  }
}

/** The movements that fit, in the order the pane lists them. */
export const movementsFor = (tables: number, sitOut: boolean): MovementChoice[] => MOVEMENT_CHOICES.filter((c) => offers(c, tables, sitOut));

/** Builds the chosen movement; the caller has checked that it is offered (offers). */
export function buildMovement(choice: MovementChoice, tables: number, boardsPerRound: number, sitOut: boolean): Movement {
  const m = (() => {
    switch (choice) {
      case "mitchell":
        return mitchell(tables, boardsPerRound);
      case "skip":
        return skipMitchell(tables, boardsPerRound);
      case "arrow":
        return arrowSwitched(mitchell(tables, boardsPerRound));
      case "howell":
        return howell(tables, boardsPerRound);
      case "shortHowell":
        return shortenedHowell(tables, boardsPerRound);
    }
  })();
  return sitOut ? withSitOut(m) : m;
}
