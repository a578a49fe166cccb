// "Accept the sheet and log as they are": the way out when the log was changed outside the pane
// (its last row deleted, rows undone, a row edited). The pane writes nothing on a damaged log, so
// without this a director would be locked out for good once Excel's undo and redo are gone. The
// director confirms; the pane appends one row of action "accept" that says what was wrong, by
// whom and when, checked after the last row as read, and the log's checks go on from it. The
// cells are not touched: each row keeps its own table result (tableResult.ts), so nothing needs
// the log to be restored.
import { sheetRef } from "../address";
import { Language } from "../i18n/language";
import { messageText, paneText } from "../i18n/pane";
import { Acted, appendLog, logBlocked, queueLogProbe, queueSheets, readLog, withLogRetries } from "./logSheet";
import { LogRow } from "./logRows";

export async function acceptLog(actor: { reason: string; who: string; time: string }, lang: Language = "en"): Promise<void> {
  await withLogRetries((context) => acceptIn(context, actor, lang));
}

/** acceptLog in `context`, with the log as it left it (Acted): its problems forgiven by the row just appended. */
export async function acceptIn(context: Excel.RequestContext, actor: { reason: string; who: string; time: string }, lang: Language): Promise<Acted<void>> {
  const sheetsOf = queueSheets(context);
  await context.sync();
  const probeOf = queueLogProbe(context, sheetsOf().items);
  await context.sync();
  const log = await readLog(context, probeOf(), false);
  // Only a log the pane found and read can be accepted: none, or two, is the director's to sort out.
  if (!log.sheet || log.problems.length === 0) throw new Error(paneText(lang, "accept.nothing"));
  const accepted = { ...log, problems: [] };
  const blocked = logBlocked(accepted, lang);
  if (blocked) throw new Error(blocked);
  // In English, like every log row: the workbook is the same in every country.
  const what = log.problems.map((m) => messageText("en", m)).join("; ");
  const row: LogRow = {
    time: actor.time,
    action: "accept",
    address: `${sheetRef(log.name)}!A1`,
    previous: { kind: "blank", text: "", numberFormat: "General", fill: "" },
    entry: "",
    reason: `accepted the sheet and the log as they are: ${what}${actor.reason ? `; ${actor.reason}` : ""}`,
    who: actor.who,
    id: "",
    sheetId: "",
    rowKey: "",
  };
  await appendLog(context, accepted, [row], lang);
  return { result: undefined, log: accepted };
}
