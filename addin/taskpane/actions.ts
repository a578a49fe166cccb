// The pane's actions on the workbook: Apply, Clear (and its Restore / Keep choice), the overview
// of adjusted cells and Insert formulas, each run one at a time with the action buttons held.
import { splitAddress } from "../address";
import { parseEntryText } from "../../src";
import type { Profile } from "../../src";
import { describeEntryIn } from "../i18n/describe";
import { acceptIn } from "./acceptLog";
import { Acted } from "./logSheet";
import { actWithView, PaneView, selectWithView } from "./actionView";
import { OverviewItem } from "./adjustments";
import { applyIn } from "./apply";
import { clearIn, ClearResult, keepIn } from "./clear";
import { entryFromForm } from "./form";
import { PaneSettings, Scoring } from "./paneSettings";
import { form, refreshPreview } from "./formView";
import { insertFormulas } from "./insertFormulas";
import { migrateIn } from "./migrate";
import { readOverview } from "./overview";
import { $, count, input, errorText, pane, select, setStatus, T } from "./paneDom";
import { selectionReadStarts, showSelectionRead } from "./selectionView";
import { snapshotWords } from "./snapshots";

function actor(): { reason: string; who: string; time: string } {
  return { reason: input("reason").value.trim(), who: input("director").value.trim(), time: new Date().toISOString() };
}

/** The buttons that change the workbook or read it at length: one operation at a time. */
const ACTION_BUTTONS = [
  "apply",
  "add-column",
  "migrate",
  "accept-confirm",
  "clear",
  "clear-restore",
  "clear-keep",
  "refresh-overview",
  "insert-formulas",
  "update-formulas",
];

/**
 * Runs one action with every action button held, so a double click or typing in the form cannot
 * start a second one; when it ends, success or failure, the buttons are set from the state then.
 */
export async function busy(action: () => Promise<void>): Promise<void> {
  if (pane.running) return;
  pane.running = true;
  ACTION_BUTTONS.forEach((id) => ($<HTMLButtonElement>(id).disabled = true));
  document.body.setAttribute("aria-busy", "true");
  try {
    await action();
  } catch (e) {
    setStatus(errorText(e), "error");
  } finally {
    pane.running = false;
    ACTION_BUTTONS.forEach((id) => ($<HTMLButtonElement>(id).disabled = false));
    document.body.removeAttribute("aria-busy");
    refreshPreview();
    count("ops");
  }
}

/**
 * Runs an action and reads what the pane shows after it in the same Excel.run (actionView.ts);
 * `show` then puts the view on the page once the caller has said what the action did.
 */
async function act<R>(action: (context: Excel.RequestContext) => Promise<Acted<R>>): Promise<{ result: R; show: () => void }> {
  let seq = 0;
  const { result, view } = await actWithView(action, pane.lang, () => (seq = selectionReadStarts()));
  return { result, show: () => view && showView(view, seq) };
}

/** The selection and the overview as read after an action; an overview that could not be read is the status line's error. */
function showView(view: PaneView, seq: number): void {
  showSelectionRead(seq, view.selection);
  if ("failed" in view.overview) throw view.overview.failed;
  showOverview(view.overview);
}

/** The director's name is asked once, before the first apply, and never required. */
let askedForName = false;

export async function onApply(addColumn = false): Promise<void> {
  refreshPreview();
  const result = entryFromForm(form, pane.lang);
  if (!result.ok || $<HTMLButtonElement>("apply").disabled) return;
  if (!input("director").value.trim() && !askedForName) {
    askedForName = true;
    $<HTMLDetailsElement>("session").open = true;
    input("director").focus();
    setStatus(T("status.askName"), "info");
    return;
  }
  await busy(async () => {
    $("column-choice").hidden = true;
    $("migrate-choice").hidden = true;
    // Who and when once, before the run: an operation started over logs the same action.
    const who = actor();
    const { result: applied, show } = await act((context) => applyIn(context, result.text, who, pane.lang, addColumn));
    const { addresses, hidden, needsColumn, changed, noNote, migrate } = applied;
    if (migrate) {
      // Rows adjusted before the Table result column: their move is asked first; nothing is written before.
      $("migrate-choice").hidden = false;
      const params = { cells: migrate.cells, original: migrate.original, column: migrate.column };
      $("migrate-choice-text").textContent = migrate.isNew ? T("migrate.askNew", { ...params, title: T("tableResult.header") }) : T("migrate.ask", params);
      return;
    }
    if (needsColumn) {
      // The Table result column is added once, with the director's consent; nothing is written before.
      $("column-choice").hidden = false;
      $("column-choice-text").textContent = T("tableResult.ask", { column: splitAddress(needsColumn).cell, title: T("tableResult.header") });
      return;
    }
    // Each log row gets its own reason: a stale one would be worse than none.
    input("reason").value = "";
    const wrote =
      addresses.length === 0
        ? ""
        : (addresses.length === 1
            ? T("status.wrote", { entry: result.text, where: addresses[0] })
            : T("status.wroteMany", { entry: result.text, count: addresses.length })) + (hidden ? ` ${T("status.hiddenLeft", { count: hidden })}` : "");
    const left = changed?.length ? T("status.changedSince", { cells: changed.join("; ") }) : "";
    const unnoted = noNote?.length ? T("status.noNote", { cells: noNote.join(", ") }) : "";
    setStatus([wrote, left, unnoted].filter(Boolean).join(" "), left || unnoted ? "error" : "ok");
    show();
  });
}

/** The director confirmed moving the table results of rows adjusted before the Table result column into it (migrate.ts). */
export async function onMigrate(): Promise<void> {
  await busy(async () => {
    // The reason typed is for the adjustment the director is about to apply, not for the move: kept for it.
    const who = { ...actor(), reason: "" };
    const { result: migrated, show } = await act((context) => migrateIn(context, who, pane.lang));
    const { moved, changed } = migrated;
    $("migrate-choice").hidden = true;
    const done = moved.length ? T("migrate.done", { cells: moved.join(", ") }) : "";
    const left = changed.length ? T("status.changedSince", { cells: changed.join("; ") }) : "";
    setStatus([done, left].filter(Boolean).join(" "), left ? "error" : "ok");
    show();
  });
}

/** The list a range Clear showed, which "Restore" confirms (void if a cell changed since). */
let pendingClear: ClearResult["planned"] | null = null;

export function showClearChoice(r: ClearResult | null): void {
  pendingClear = r && r.planned.length ? r.planned : null;
  $("clear-choice").hidden = pendingClear === null;
  if (!r || !pendingClear) return;
  const changes = r.planned.map((p) => {
    const change = T("clear.change", { cell: splitAddress(p.address).cell, now: p.now || T("clear.blank"), restore: p.restore });
    return p.why ? T("clear.why", { change, why: p.why }) : change;
  });
  const corrections = r.edited.map((e) => T("clear.correction", { cell: splitAddress(e.address).cell, correction: e.correction, original: e.original }));
  $("clear-choice-text").textContent = [
    corrections.length ? T("clear.editedList", { list: corrections.join("; ") }) : T("clear.notYet"),
    changes.length === 1 ? T("clear.restoresOne", { changes: changes[0] }) : T("clear.restoresMany", { count: changes.length, changes: changes.join("; ") }),
    corrections.length ? T("clear.orKeep") : "",
  ]
    .filter(Boolean)
    .join(" ");
  $("clear-keep").hidden = corrections.length === 0;
}

function clearStatus(r: ClearResult): void {
  const lost =
    (r.lost.length ? ` ${T("clear.lost", { cells: r.lost.join("; ") })}` : "") +
    (r.refused.length ? ` ${T("clear.refused", { cells: r.refused.join("; ") })}` : "") +
    (r.changed?.length ? ` ${T("status.changedSince", { cells: r.changed.join("; ") })}` : "");
  if (r.edited.length) setStatus((r.edited.length === 1 ? T("clear.editedOne") : T("clear.editedMany", { count: r.edited.length })) + lost, "error");
  else if (r.planned.length) setStatus(T("clear.checkList", { count: r.planned.length }) + lost, "info");
  else if (r.restored.length === 0) setStatus(T("status.nothingToClear") + lost, r.lost.length || r.refused.length || r.changed?.length ? "error" : "info");
  else
    setStatus(
      T("status.restored", { where: r.restored.length === 1 ? r.restored[0] : T("common.cells", { count: r.restored.length }) }) +
        (r.untouched.length ? ` ${T("status.untouched", { count: r.untouched.length })}` : "") +
        lost,
      "ok",
    );
}

export async function onClear(mode: "check" | "restore" | "keep" = "check"): Promise<void> {
  const confirmed = mode === "restore" ? pendingClear : null;
  await busy(async () => {
    const who = actor();
    const { result: r, show } = await act((context) => (mode === "keep" ? keepIn(context, who, pane.lang) : clearIn(context, who, confirmed, pane.lang)));
    input("reason").value = "";
    showClearChoice(mode === "check" ? r : null);
    if (mode === "keep")
      setStatus(T("status.kept", { where: r.restored.length === 1 ? r.restored[0] : T("common.cells", { count: r.restored.length }) }), "ok");
    else clearStatus(r);
    show();
  });
}

/** The director confirmed "accept the sheet and log as they are": one row in the log, then the pane works again. */
export async function onAcceptLog(): Promise<void> {
  await busy(async () => {
    const who = actor();
    const { show } = await act((context) => acceptIn(context, who, pane.lang));
    input("reason").value = "";
    $("accept-choice").hidden = true;
    setStatus(T("accept.done"), "ok");
    show();
  });
}

/** The overview in its own Excel.run (the pane's first load, Refresh, a change of language). */
export async function refreshOverview(): Promise<void> {
  showOverview(await readOverview());
}

function showOverview(items: OverviewItem[]): void {
  const list = $("overview");
  list.replaceChildren();
  for (const item of items) {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = `overview__item${item.status === "ok" ? "" : " overview__item--warn"}`;
    const warning =
      item.status === "edited"
        ? ` \u26a0 ${T("overview.edited")}`
        : item.status === "missing"
          ? ` \u26a0 ${T("overview.missingRow", { row: item.logRows[0] })}`
          : "";
    b.textContent = `${item.address}: ${entryWords(item.entry)}${warning}`;
    const original = snapshotWords(item.original, pane.lang);
    b.title = `${item.entry}. ${item.reason ? T("overview.titleReason", { original, reason: item.reason }) : T("overview.title", { original })}`;
    b.setAttribute("aria-label", T("overview.select", { address: item.address, entry: item.entry }) + (warning ? "," + warning.replace("\u26a0", "") : ""));
    b.disabled = item.status === "missing";
    b.addEventListener("click", () => void busy(() => selectListed(item.address)));
    li.append(b);
    list.append(li);
  }
  $("overview-empty").hidden = items.length > 0;
}

/** A listed cell selected, and the selection read after it in the same Excel.run. */
async function selectListed(address: string): Promise<void> {
  let seq = 0;
  const read = await selectWithView(address, pane.lang, () => (seq = selectionReadStarts()));
  showSelectionRead(seq, read);
}

/** An entry in words for lists ("NS: average plus (60 %). …"), its notation when it has none. */
function entryWords(entry: string): string {
  try {
    return describeEntryIn(pane.lang, parseEntryText(entry));
  } catch {
    return entry;
  }
}

export function currentSettings(): PaneSettings {
  return { profile: select("profile").value as Profile, scoring: select("scoring").value as Scoring };
}

export async function onInsertFormulas(): Promise<void> {
  await busy(async () => {
    const done = await insertFormulas(currentSettings(), pane.lang);
    const at = { formula: done.scoreFormula, cell: done.scoreCell };
    setStatus(done.rankingSheet ? T("status.inserted", { ...at, sheet: done.rankingSheet }) : T("status.insertedNoRanking", at), "ok");
  });
}
