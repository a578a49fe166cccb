// An action of the pane and what the pane shows after it (the selection's state and the overview),
// in one Excel.run: fewer requests to Excel (each a round trip on the web), and one view of the
// workbook per action. The log is read once, by the action; the action's rows are
// appended to that read (appendLog), and the selection and the overview are shown from it
// (logAsNow), read again only when another window may have written it since (docs/task-pane.md,
// "One Excel.run per action").
import { splitAddress } from "../address";
import { Language } from "../i18n/language";
import { OverviewItem } from "./adjustments";
import { Acted, Log, withLogRetries } from "./logSheet";
import { overviewIn } from "./overview";
import { analyseSelection, describeSelection, SelectionInfo, selectionIn } from "./selection";

/** A read that failed: the action's own result stands, and the pane says what could not be read. */
export interface Failed {
  failed: unknown;
}

export interface PaneView {
  selection: SelectionInfo | Failed;
  overview: OverviewItem[] | Failed;
}

/**
 * The selection and the overview, read in `context` after an action that left the log as `log`.
 * `reading` is called as the selection's read starts: the page knows which read is the latest
 * (a selection changed meanwhile is read by its own, later read, which wins).
 */
export async function viewIn(context: Excel.RequestContext, lang: Language, log: Log, reading?: () => void): Promise<PaneView> {
  let shown = log;
  let selection: SelectionInfo | Failed;
  try {
    reading?.();
    const an = await analyseSelection(context, lang, log);
    selection = describeSelection(an, lang);
    // The log as the selection found it: read again there only if it had to be, and not twice.
    shown = an.log;
  } catch (e) {
    selection = { failed: e };
  }
  let overview: OverviewItem[] | Failed;
  try {
    overview = await overviewIn(context, shown);
  } catch (e) {
    overview = { failed: e };
  }
  return { selection, overview };
}

/**
 * Runs an action (applyIn, clearIn, keepIn, acceptIn, migrateIn) and, when it leaves something to
 * show, the view after it, as one operation: when another window's write makes the action start
 * over (withLogRetries), everything is read again. A failed read after the action does not undo or
 * hide what the action did: it comes back as Failed beside the action's result.
 */
export async function actWithView<R>(
  act: (context: Excel.RequestContext) => Promise<Acted<R>>,
  lang: Language,
  reading?: () => void,
): Promise<{ result: R; view: PaneView | null }> {
  return withLogRetries(async (context) => {
    const { result, log } = await act(context);
    return { result, view: log ? await viewIn(context, lang, log, reading) : null };
  });
}

/** Selects a cell the overview lists, bringing its sheet to the front, and reads the selection it makes, in one Excel.run. */
export async function selectWithView(address: string, lang: Language, reading?: () => void): Promise<SelectionInfo | Failed> {
  return Excel.run(async (context) => {
    const { sheet, cell } = splitAddress(address);
    const ws = context.workbook.worksheets.getItem(sheet);
    ws.activate();
    ws.getRange(cell).select();
    await context.sync();
    try {
      reading?.();
      return await selectionIn(context, lang);
    } catch (e) {
      return { failed: e };
    }
  });
}
