// Building a large results page without freezing the pane (docs/task-pane.md, "Export results…"):
// the core builds the page in parts (src/formats/export exportSessionInSteps) and awaits this step after
// each; the step gives the pane's thread back to the web view once its time slice is used up, and
// says how far the page has got. No scoring here.

/** Milliseconds of building between two breaks: well under the 100 ms a click should take to answer. */
export const SLICE_MS = 40;

/** The web view's turn: a task queued behind the clicks and paints already waiting. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A step function for exportSessionInSteps: after SLICE_MS of work it shows the percentage done
 * (once per percentage) and awaits `pause`. `now` and `pause` are the clock and the break, given
 * by the tests.
 */
export function progressStep(
  show: (percent: number) => void,
  now: () => number = () => performance.now(),
  pause: () => Promise<void> = nextTask,
): (done: number, total: number) => Promise<void> {
  let since = now();
  let shown = -1;
  return async (done, total) => {
    if (now() - since < SLICE_MS) return;
    const percent = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 100;
    if (percent !== shown) show((shown = percent));
    await pause();
    since = now();
  };
}
