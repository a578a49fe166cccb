// The task pane. It shares its runtime with the custom functions, so nothing here may block or
// throw at load: the pane starts only once Office is ready in Excel and its page is really there.
import { splitAddress } from "../address";
import { snapshotWords } from "./snapshots";
import { describeEntryIn } from "../i18n/describe";
import { Language, LANGUAGE_NAMES, officeLanguage, pickLanguage } from "../i18n/language";
import { messageText, PaneKey, textsIn } from "../i18n/pane";
import { BridgeInputError } from "../../src/errors";
import { renderMessage } from "../../src/messages";
import { isBlank } from "../../src/cells";
import { parseEntry, parseEntryText } from "../../src/notation";
import { AdjustmentForm, AdjustmentKind, ArtificialChoice, emptyForm, entryFromForm, formStarted, MAX_WEIGHT_ROWS, MIN_WEIGHT_ROWS, OffenderChoice, weightTotalText } from "./form";
import { PaneSettings, Scoring } from "./formulaPlan";
import { fillProfileLists } from "./profiles";
import type { Profile } from "../../src/options";
import { loadDirector, loadLanguage, loadSettings, saveDirector, saveLanguage, saveSettings } from "./settings";
import { wireImport } from "./import";
import { wireExport } from "./export";
import { wireNewSession } from "./newSession";
import { mountHelp } from "./help";
import { applyAdjustment, clearAdjustment, ClearResult, keepCorrections } from "./adjust";
import { insertFormulas } from "./insertFormulas";
import { readOverview, selectCell } from "./overview";
import { countProfileFormulas, updateProfileFormulas } from "./profileFormulas";
import { readSelection, SelectionInfo } from "./selection";

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
const input = (id: string) => $<HTMLInputElement>(id);
const select = (id: string) => $<HTMLSelectElement>(id);

/**
 * The pane's language (issue 16): Office's display language unless the director chose one in the
 * settings. Only what the pane shows follows it; what it writes into the workbook (sheet names,
 * the log's headers, the note prefix) stays English so a workbook works the same in every country.
 */
let lang: Language = "en";
const T = textsIn(() => lang);


/** Puts the catalogue's words into the page's fixed texts (elements marked data-i18n). */
function applyTexts(): void {
  document.documentElement.lang = lang;
  document.querySelectorAll<HTMLElement>("[data-i18n]").forEach((el) => {
    const side = el.dataset.i18nSide;
    const language = LANGUAGE_NAMES[pickLanguage(officeLanguage())];
    // The page names its keys at run time: the data form, whose values no type can check.
    el.textContent = messageText(lang, { key: el.dataset.i18n as PaneKey, params: { side: side ? T(side === "ns" ? "side.ns" : "side.ew") : "", language } });
  });
  fillProfileLists<HTMLOptionElement>({ getElementById: (id) => document.getElementById(id) as HTMLSelectElement | null, createElement: (tag) => document.createElement(tag) }, lang);
  document.querySelectorAll<HTMLInputElement>("[data-i18n-placeholder]").forEach((el) => (el.placeholder = T(el.dataset.i18nPlaceholder as PaneKey)));
}

function setStatus(text: string, kind: "info" | "error" | "ok" = "info"): void {
  const el = document.getElementById("status");
  if (!el) return;
  el.textContent = text;
  el.className = `pane__status pane__status--${kind}`;
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

// ---------------------------------------------------------------------------------------------
// The adjustment form

const form: AdjustmentForm = emptyForm();

function renderWeightRows(): void {
  const box = $("weight-rows");
  box.replaceChildren();
  form.weights.forEach((row, i) => {
    const line = document.createElement("div");
    line.className = "row weight-row";
    const field = (label: string, id: string, value: string, onInput: (v: string) => void, mode: string) => {
      const f = document.createElement("div");
      f.className = "field";
      const l = document.createElement("label");
      l.htmlFor = id;
      l.textContent = label;
      const inp = document.createElement("input");
      inp.id = id;
      inp.value = value;
      inp.autocomplete = "off";
      inp.inputMode = mode;
      inp.addEventListener("input", () => {
        onInput(inp.value);
        refreshPreview();
      });
      f.append(l, inp);
      return f;
    };
    line.append(
      field(T("weighted.weight", { n: i + 1 }), `weight-${i}`, row.weight, (v) => (form.weights[i].weight = v), "decimal"),
      field(T("weighted.score", { n: i + 1 }), `score-${i}`, row.score, (v) => (form.weights[i].score = v), "numeric"),
    );
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "button button--icon";
    remove.textContent = "\u2715";
    remove.setAttribute("aria-label", T("weighted.remove", { n: i + 1 }));
    remove.disabled = form.weights.length <= MIN_WEIGHT_ROWS;
    remove.addEventListener("click", () => {
      form.weights.splice(i, 1);
      renderWeightRows();
      refreshPreview();
      input(`weight-${Math.min(i, form.weights.length - 1)}`).focus();
    });
    line.append(remove);
    box.append(line);
  });
  $<HTMLButtonElement>("add-weight").disabled = form.weights.length >= MAX_WEIGHT_ROWS;
}

function readForm(): void {
  form.kind = select("kind").value as AdjustmentKind;
  form.nsArtificial = select("ns-artificial").value as ArtificialChoice;
  form.ewArtificial = select("ew-artificial").value as ArtificialChoice;
  form.nsPercent = input("ns-percent").value;
  form.ewPercent = input("ew-percent").value;
  form.nsScore = input("ns-score").value;
  form.ewScore = input("ew-score").value;
  form.keeper = select("keeper").value as "NS" | "EW";
  form.keptScore = input("kept-score").value;
  form.offenders = select("offenders").value as OffenderChoice;
  form.group = input("group").value;
  form.link = input("link").value;
}

/** The percent an artificial choice stands for, shown greyed in its disabled box. */
const IMPLIED_PERCENT: Record<ArtificialChoice, string> = { "A+": "60", A: "50", "A-": "40", custom: "" };

/** The profile the pane is set to; the form shows only what matters under it. */
const profileNow = (): Profile => select("profile").value as Profile;
/** Under which profiles a weighted score is rounded against the offender, and linked artificial scores rounded together (docs/rules.md §4, §5.2, §5.3). */
const ROUNDS_FOR_OFFENDER: readonly Profile[] = ["dbf"];

/** The preview's words, true to the profile: the offender marker rounds nothing under WBF, NBB or ACBL. */
function wordsUnderProfile(words: string): string {
  if (ROUNDS_FOR_OFFENDER.includes(profileNow())) return words;
  const sides: [string, string][] = [
    [T("describe.offendedSide", { side: T("side.ns") }), T("side.ns")],
    [T("describe.offendedSide", { side: T("side.ew") }), T("side.ew")],
    [T("describe.offendedBoth"), T("describe.bothSides")],
  ];
  for (const [said, side] of sides) {
    // The sentence may start the text or follow "; ", so match it with either first letter.
    for (const form of [said, said.charAt(0).toUpperCase() + said.slice(1)]) {
      if (words.includes(form)) return words.replace(form, T("describe.offendedRecorded", { side }));
    }
  }
  return words;
}

/** Whether Apply may run now: a valid entry, a selection read since it last changed, score cells only, nothing running. */
let selection: SelectionInfo | null = null;
let selectionCurrent = false;
let running = false;

/** Shows the fields of the chosen kind and says what Apply would write, or why it cannot. */
function refreshPreview(): void {
  const dbf = ROUNDS_FOR_OFFENDER.includes(profileNow());
  $("field-link").hidden = !dbf;
  $<HTMLOptionElement>("kind-unbalanced").hidden = !dbf;
  if (!dbf) {
    input("link").value = "";
    if (select("kind").value === "unbalanced") select("kind").value = "weighted";
  }
  for (const side of ["ns", "ew"] as const) {
    const choice = select(`${side}-artificial`).value as ArtificialChoice;
    const box = input(`${side}-percent`);
    box.disabled = choice !== "custom";
    // A disabled box shows the percent its choice stands for, never a stale custom value.
    if (box.disabled) box.value = "";
    box.placeholder = IMPLIED_PERCENT[choice];
  }
  readForm();
  const k = form.kind;
  $("group-artificial").hidden = k !== "artificial";
  $("group-split").hidden = k !== "split";
  $("group-keeper").hidden = k !== "unbalanced";
  $("group-weighted").hidden = k !== "weighted" && k !== "unbalanced";
  $("group-markers").hidden = k === "np";
  // Nothing is wrong before the director has typed: no red total, no red message (issue 30).
  const started = formStarted(form);
  const total = weightTotalText(form.weights);
  $("weight-total").textContent = total.text;
  $("weight-total").classList.toggle("total--ok", total.exact100);
  $("weight-total").classList.toggle("total--error", started && !total.exact100);

  const oneTable = k !== "unbalanced" || !selection || selection.cellCount === 1;
  const result: ReturnType<typeof entryFromForm> = oneTable
    ? entryFromForm(form, lang)
    : { ok: false, error: T("pane.unbalancedOneCell") };
  const waiting = !result.ok && oneTable && !started;
  $("preview-text").textContent = result.ok ? result.text : "\u2014";
  $("preview-words").textContent = result.ok ? wordsUnderProfile(result.words) : waiting ? T("form.start") : result.error;
  $("preview-words").classList.toggle("preview__words--error", !result.ok && !waiting);
  $("preview-target").textContent = selection && selectionCurrent ? T("preview.into", { target: targetWords(selection) }) : "";
  $<HTMLButtonElement>("apply").disabled = !result.ok || !selectionCurrent || selection === null || selection.applyProblem !== null || running;
}

function targetWords(info: SelectionInfo): string {
  // Rows hidden by a filter are never written: the preview says how many cells are, and how many are left alone.
  if (info.hiddenCount > 0) return T("target.visible", { count: info.visibleCount, address: info.address, hidden: info.hiddenCount });
  return info.cellCount === 1 ? info.active.address : T("target.many", { count: info.cellCount, address: info.address });
}

// ---------------------------------------------------------------------------------------------
// The selected cell

function cellWords(info: SelectionInfo): { words: string; error: boolean } {
  const s = info.active.snapshot;
  if (s.kind === "blank") return { words: T("cell.blank"), error: false };
  if (s.kind === "formula") return { words: T("cell.formula", { formula: s.text }), error: false };
  const value = s.kind === "number" ? Number(s.text) : s.text;
  if (isBlank(value)) return { words: T("cell.blank"), error: false };
  try {
    return { words: describeEntryIn(lang, parseEntry(value)), error: false };
  } catch (e) {
    // The same words the functions put in #VALUE!: the core's message, in the pane's language.
    if (e instanceof BridgeInputError) return { words: renderMessage(e, lang), error: true };
    throw e;
  }
}

/**
 * Whether "Table result (NS)" holds what the pane filled in from the selected cell (true) or what
 * the director typed (false). Filled in, it follows the selection, so it is never another cell's.
 */
let keptAuto = true;

function showSelection(info: SelectionInfo): void {
  const { active } = info;
  if (keptAuto) {
    const table = active.state.adjusted && active.state.original ? active.state.original : active.snapshot;
    input("kept-score").value = table.kind === "number" ? table.text : "";
  }
  const many = info.cellCount > 1 ? ` ${T("cell.many", { count: info.cellCount.toLocaleString(lang) })}` : "";
  const problem = $("selection-problem");
  problem.hidden = info.applyProblem === null && info.lost.length === 0;
  problem.textContent = [
    info.applyProblem ? T("selection.applyOff", { problem: info.applyProblem }) : "",
    info.lost.length ? T("selection.lost", { cells: info.lost.join("; ") }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  $("cell-address").textContent = active.address + many;
  $("cell-value").textContent = active.snapshot.text;
  const words = cellWords(info);
  $("cell-words").textContent = words.words;
  $("cell-words").classList.toggle("cell-words--error", words.error);
  const adj = $("cell-adjusted");
  const st = active.state;
  if (st.adjusted && st.original) {
    adj.hidden = false;
    const original = snapshotWords(st.original, lang);
    adj.textContent =
      (st.reason ? T("cell.adjustedReason", { reason: st.reason, original }) : T("cell.adjusted", { original })) + (st.editedByHand ? ` ${T("cell.editedByHand")}` : "");
    adj.classList.toggle("cell-adjusted--warn", st.editedByHand);
  } else {
    adj.hidden = true;
  }
}

let selectionSeq = 0;
/** Counters on #app that say what the pane has finished (tests and assistive tools wait on state, not on messages). */
function count(name: "ops" | "reads"): void {
  const app = $("app");
  app.dataset[name] = String(Number(app.dataset[name] ?? 0) + 1);
}

async function refreshSelection(): Promise<void> {
  const seq = ++selectionSeq;
  try {
    const info = await readSelection(lang);
    if (seq === selectionSeq) {
      selection = info;
      selectionCurrent = true;
      showSelection(info);
      refreshPreview();
      $("app").dataset.shown = info.active.address;
      count("reads");
    }
  } catch (e) {
    setStatus(T("status.readSelectionFailed", { error: messageOf(e) }), "error");
  }
}

// ---------------------------------------------------------------------------------------------
// Actions

function actor(): { reason: string; who: string; time: string } {
  return { reason: input("reason").value.trim(), who: input("director").value.trim(), time: new Date().toISOString() };
}

/** The buttons that change the workbook or read it at length: one operation at a time. */
const ACTION_BUTTONS = ["apply", "clear", "clear-restore", "clear-keep", "refresh-overview", "insert-formulas", "update-formulas"];

/**
 * Runs one action with every action button held, so a double click or typing in the form cannot
 * start a second one; when it ends, success or failure, the buttons are set from the state then.
 */
async function busy(action: () => Promise<void>): Promise<void> {
  if (running) return;
  running = true;
  ACTION_BUTTONS.forEach((id) => ($<HTMLButtonElement>(id).disabled = true));
  document.body.setAttribute("aria-busy", "true");
  try {
    await action();
  } catch (e) {
    setStatus(messageOf(e), "error");
  } finally {
    running = false;
    ACTION_BUTTONS.forEach((id) => ($<HTMLButtonElement>(id).disabled = false));
    document.body.removeAttribute("aria-busy");
    refreshPreview();
    count("ops");
  }
}

/** The director's name is asked once, before the first apply, and never required. */
let askedForName = false;

async function onApply(): Promise<void> {
  refreshPreview();
  const result = entryFromForm(form, lang);
  if (!result.ok || $<HTMLButtonElement>("apply").disabled) return;
  if (!input("director").value.trim() && !askedForName) {
    askedForName = true;
    $<HTMLDetailsElement>("session").open = true;
    input("director").focus();
    setStatus(T("status.askName"), "info");
    return;
  }
  await busy(async () => {
    const { addresses, hidden } = await applyAdjustment(result.text, actor(), lang);
    // Each log row gets its own reason: a stale one would be worse than none.
    input("reason").value = "";
    setStatus(
      (addresses.length === 1
        ? T("status.wrote", { entry: result.text, where: addresses[0] })
        : T("status.wroteMany", { entry: result.text, count: addresses.length })) + (hidden ? ` ${T("status.hiddenLeft", { count: hidden })}` : ""),
      "ok",
    );
    await Promise.all([refreshSelection(), refreshOverview()]);
  });
}

/** The list a range Clear showed, which "Restore" confirms (void if a cell changed since). */
let pendingClear: ClearResult["planned"] | null = null;

function showClearChoice(r: ClearResult | null): void {
  pendingClear = r && r.planned.length ? r.planned : null;
  $("clear-choice").hidden = pendingClear === null;
  if (!r || !pendingClear) return;
  const changes = r.planned.map((p) => T("clear.change", { cell: splitAddress(p.address).cell, now: p.now || T("clear.blank"), restore: p.restore }));
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
  const lost = (r.lost.length ? ` ${T("clear.lost", { cells: r.lost.join("; ") })}` : "") + (r.refused.length ? ` ${T("clear.refused", { cells: r.refused.join("; ") })}` : "");
  if (r.edited.length) setStatus((r.edited.length === 1 ? T("clear.editedOne") : T("clear.editedMany", { count: r.edited.length })) + lost, "error");
  else if (r.planned.length) setStatus(T("clear.checkList", { count: r.planned.length }) + lost, "info");
  else if (r.restored.length === 0) setStatus(T("status.nothingToClear") + lost, r.lost.length || r.refused.length ? "error" : "info");
  else
    setStatus(
      T("status.restored", { where: r.restored.length === 1 ? r.restored[0] : T("common.cells", { count: r.restored.length }) }) +
        (r.untouched.length ? ` ${T("status.untouched", { count: r.untouched.length })}` : "") +
        lost,
      "ok",
    );
}

async function onClear(mode: "check" | "restore" | "keep" = "check"): Promise<void> {
  const confirmed = mode === "restore" ? pendingClear : null;
  await busy(async () => {
    const r = mode === "keep" ? await keepCorrections(actor(), lang) : await clearAdjustment(actor(), confirmed, lang);
    input("reason").value = "";
    showClearChoice(mode === "check" ? r : null);
    if (mode === "keep") setStatus(T("status.kept", { where: r.restored.length === 1 ? r.restored[0] : T("common.cells", { count: r.restored.length }) }), "ok");
    else clearStatus(r);
    await Promise.all([refreshSelection(), refreshOverview()]);
  });
}

async function refreshOverview(): Promise<void> {
  const items = await readOverview();
  const list = $("overview");
  list.replaceChildren();
  for (const item of items) {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = `overview__item${item.status === "ok" ? "" : " overview__item--warn"}`;
    const warning =
      item.status === "edited" ? ` \u26a0 ${T("overview.edited")}` : item.status === "missing" ? ` \u26a0 ${T("overview.missingRow", { row: item.logRows[0] })}` : "";
    b.textContent = `${item.address}: ${entryWords(item.entry)}${warning}`;
    const original = snapshotWords(item.original, lang);
    b.title = `${item.entry}. ${item.reason ? T("overview.titleReason", { original, reason: item.reason }) : T("overview.title", { original })}`;
    b.setAttribute("aria-label", T("overview.select", { address: item.address, entry: item.entry }) + (warning ? "," + warning.replace("\u26a0", "") : ""));
    b.disabled = item.status === "missing";
    b.addEventListener("click", () => void busy(() => selectCell(item.address).then(refreshSelection)));
    li.append(b);
    list.append(li);
  }
  $("overview-empty").hidden = items.length > 0;
}

/** An entry in words for lists ("NS: average plus (60 %). …"), its notation when it has none. */
function entryWords(entry: string): string {
  try {
    return describeEntryIn(lang, parseEntryText(entry));
  } catch {
    return entry;
  }
}

function currentSettings(): PaneSettings {
  return { profile: select("profile").value as Profile, scoring: select("scoring").value as Scoring };
}

async function onInsertFormulas(): Promise<void> {
  await busy(async () => {
    const done = await insertFormulas(currentSettings(), lang);
    const at = { formula: done.scoreFormula, cell: done.scoreCell };
    setStatus(done.rankingSheet ? T("status.inserted", { ...at, sheet: done.rankingSheet }) : T("status.insertedNoRanking", at), "ok");
  });
}

// ---------------------------------------------------------------------------------------------
// Start

/** Switches the pane to the language now chosen, and redraws what it has already shown. */
function setLanguage(): void {
  lang = pickLanguage(officeLanguage(), select("language").value);
  applyTexts();
  mountHelp(document, lang);
  renderWeightRows();
  refreshPreview();
  refreshSession();
  refreshNewSession();
  if (selection) showSelection(selection);
}

function wire(): void {
  select("language").value = loadLanguage();
  lang = pickLanguage(officeLanguage(), select("language").value);
  applyTexts();
  mountHelp(document, lang);
  const settings = loadSettings(lang);
  select("profile").value = settings.profile;
  select("scoring").value = settings.scoring;
  if (settings.notice) setStatus(settings.notice, "error");
  input("director").value = loadDirector();
  // Saving the profile rescored nothing: say so, and offer to bring the existing formulas along.
  const persist = () =>
    void busy(async () => {
      await saveSettings(currentSettings());
      const label = select("profile").selectedOptions[0]?.textContent ?? profileNow();
      const { other } = await countProfileFormulas(profileNow());
      $("profile-note").hidden = false;
      $("profile-note-text").textContent = [
        T("profileNote.saved", { profile: label }),
        other === 0 ? T("profileNote.nothingRescored") : other === 1 ? T("profileNote.othersOne") : T("profileNote.othersMany", { count: other }),
      ].join(" ");
      $("update-formulas").hidden = other === 0;
      refreshSession();
      setStatus(T("status.profileSaved", { profile: label }), "ok");
    });
  select("profile").addEventListener("change", persist);
  select("scoring").addEventListener("change", persist);
  select("language").addEventListener("change", () => {
    saveLanguage(select("language").value);
    setLanguage();
    void busy(refreshOverview);
  });
  input("director").addEventListener("change", () => {
    saveDirector(input("director").value.trim());
    refreshSession();
  });
  $("update-formulas").addEventListener("click", () =>
    void busy(async () => {
      const n = await updateProfileFormulas(profileNow());
      $("update-formulas").hidden = true;
      $("profile-note-text").textContent = n === 1 ? T("profileNote.updatedOne", { profile: profileNow() }) : T("profileNote.updatedMany", { count: n, profile: profileNow() });
      setStatus(n === 1 ? T("status.updatedOne") : T("status.updatedMany", { count: n }), "ok");
    }),
  );

  const formEl = $<HTMLFormElement>("adjust-form");
  formEl.addEventListener("input", refreshPreview);
  input("kept-score").addEventListener("input", () => (keptAuto = input("kept-score").value.trim() === ""));
  formEl.addEventListener("change", refreshPreview);
  // Enter applies only from the form's own text fields, and only what the preview shows.
  formEl.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    void onApply();
  });
  formEl.addEventListener("submit", (e) => {
    e.preventDefault();
    void onApply();
  });
  $("clear").addEventListener("click", () => void onClear());
  $("clear-restore").addEventListener("click", () => void onClear("restore"));
  $("clear-keep").addEventListener("click", () => void onClear("keep"));
  $("add-weight").addEventListener("click", () => {
    if (form.weights.length >= MAX_WEIGHT_ROWS) return;
    form.weights.push({ weight: "", score: "" });
    renderWeightRows();
    refreshPreview();
    input(`weight-${form.weights.length - 1}`).focus();
  });
  $("refresh-overview").addEventListener("click", () => void busy(refreshOverview));
  $("insert-formulas").addEventListener("click", () => void onInsertFormulas());
  wireImport(setStatus, () => lang);
  refreshExport = wireExport(setStatus, () => lang, currentSettings);
  refreshNewSession = wireNewSession({ setStatus, language: () => lang, settings: currentSettings, run: busy });
  renderWeightRows();
  refreshPreview();

  Office.context.document.addHandlerAsync(Office.EventType.DocumentSelectionChanged, onSelectionChanged);
  watchVisibility();
  refreshSession();
  $<HTMLDetailsElement>("session").open = !input("director").value.trim();
  $("app").hidden = false;
  setStatus(T("status.ready"));
  void refreshSelection();
  void refreshOverview().catch((e) => setStatus(messageOf(e), "error"));
}

/**
 * Whether the pane is on screen. The page lives on in the shared runtime when the pane is
 * closed; the selection is then not read at all (each read loads the log and the sheet), and is
 * read once when the pane is shown again (Office.addin.onVisibilityModeChanged, SharedRuntime 1.1).
 */
let visible = true;

/** A new selection: Apply waits until it is read, so it never writes into cells not yet checked. */
function onSelectionChanged(): void {
  selectionCurrent = false;
  refreshPreview();
  if (!visible) return;
  showClearChoice(null);
  void refreshSelection();
  refreshExport();
}

/** Export checks the active sheet again (it may be another one now); set by wireExport. */
let refreshExport: () => void = () => undefined;
/** New session… shows its summary again in the pane's language; set by wireNewSession. */
let refreshNewSession: () => void = () => undefined;

function watchVisibility(): void {
  const addin = (Office as unknown as { addin?: { onVisibilityModeChanged?: (h: (a: { visibilityMode: string }) => void) => Promise<unknown> } }).addin;
  if (!addin?.onVisibilityModeChanged) return; // no shared runtime: the page closes with the pane
  void addin
    .onVisibilityModeChanged((args) => {
      const now = args.visibilityMode !== "Hidden";
      if (now === visible) return;
      visible = now;
      if (visible) onSelectionChanged();
    })
    .catch(() => undefined);
}

function refreshSession(): void {
  const who = input("director").value.trim();
  const profile = select("profile").selectedOptions[0]?.textContent ?? "";
  const scoring = select("scoring").selectedOptions[0]?.textContent ?? "";
  $("session-summary").textContent = who ? `${who} \u00b7 ${profile} \u00b7 ${scoring}` : T("session.summary", { profile, scoring });
}

function start(): void {
  if (typeof Office === "undefined") {
    setStatus(T("status.openFromExcel"));
    return;
  }
  Office.onReady((info) => {
    // The page may run without a pane (the functions' hidden runtime) or outside Excel.
    if (info.host !== Office.HostType.Excel || typeof Excel === "undefined" || !document.querySelector("#adjust-form")) {
      setStatus(T("status.openFromExcel"));
      return;
    }
    try {
      wire();
    } catch (e) {
      setStatus(T("status.startFailed", { error: messageOf(e) }), "error");
    }
  });
}

start();

