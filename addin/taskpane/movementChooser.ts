// The movement chooser of New session (docs/task-pane.md): the list shows the movements that fit
// the number of tables typed (and the sit-out), from the core's offers(); the chosen one always
// stays, so that the summary can say why it does not fit.
import { offers } from "../../src";
import { isMovementChoice } from "./movementPlan";
import { NewSessionForm } from "./newSessionPlan";

export function showMovementsFor(select: HTMLSelectElement, f: NewSessionForm): void {
  const tables = /^\s*\d+\s*$/.test(f.tables) ? Number(f.tables) : null;
  for (const option of Array.from(select.options)) {
    const fits = tables === null || !isMovementChoice(option.value) || offers(option.value, tables, f.sitOut === true);
    option.hidden = !fits && option.value !== select.value;
  }
}
