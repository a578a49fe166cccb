// The task pane. It shares its runtime with the custom functions, so nothing here may block or
// throw at load: the pane starts only once Office is ready in Excel and its page is really there.
import { snapshotWords } from "../../src/adjustments";
import { describeEntry } from "../../src/describe";
import { BridgeInputError } from "../../src/errors";
import { isBlank, parseEntry } from "../../src/notation";
import { AdjustmentForm, AdjustmentKind, ArtificialChoice, emptyForm, entryFromForm, MAX_WEIGHT_ROWS, MIN_WEIGHT_ROWS, OffenderChoice, weightTotalText } from "./form";
import { PaneSettings, Profile, Scoring } from "./formulaPlan";
import { loadDirector, loadSettings, saveDirector, saveSettings } from "./settings";
import { applyAdjustment, clearAdjustment, insertFormulas, readOverview, readSelection, selectCell, SelectionInfo } from "./workbook";

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
const input = (id: string) => $<HTMLInputElement>(id);
const select = (id: string) => $<HTMLSelectElement>(id);

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
      field(`Weight % ${i + 1}`, `weight-${i}`, row.weight, (v) => (form.weights[i].weight = v), "decimal"),
      field(`NS score ${i + 1}`, `score-${i}`, row.score, (v) => (form.weights[i].score = v), "numeric"),
    );
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "button button--icon";
    remove.textContent = "\u2715";
    remove.setAttribute("aria-label", `Remove row ${i + 1}`);
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

/** Shows the fields of the chosen kind and says what Apply would write, or why it cannot. */
function refreshPreview(): void {
  readForm();
  const k = form.kind;
  $("group-artificial").hidden = k !== "artificial";
  $("group-split").hidden = k !== "split";
  $("group-keeper").hidden = k !== "unbalanced";
  $("group-weighted").hidden = k !== "weighted" && k !== "unbalanced";
  $("group-markers").hidden = k === "np";
  input("ns-percent").disabled = form.nsArtificial !== "custom";
  input("ew-percent").disabled = form.ewArtificial !== "custom";
  const total = weightTotalText(form.weights);
  $("weight-total").textContent = total.text;
  $("weight-total").classList.toggle("total--ok", total.exact100);

  const result = entryFromForm(form);
  $("preview-text").textContent = result.ok ? result.text : "\u2014";
  $("preview-words").textContent = result.ok ? result.words : result.error;
  $("preview-words").classList.toggle("preview__words--error", !result.ok);
  $<HTMLButtonElement>("apply").disabled = !result.ok;
}

// ---------------------------------------------------------------------------------------------
// The selected cell

function cellWords(info: SelectionInfo): { words: string; error: boolean } {
  const s = info.active.snapshot;
  if (s.kind === "blank") return { words: "Blank: no result (not the same as 0).", error: false };
  if (s.kind === "formula") return { words: `A formula (${s.text}); its result is read by the functions.`, error: false };
  const value = s.kind === "number" ? Number(s.text) : s.text;
  if (isBlank(value)) return { words: "Blank: no result (not the same as 0).", error: false };
  try {
    return { words: describeEntry(parseEntry(value)), error: false };
  } catch (e) {
    // The same words the functions put in #VALUE!: the core's message, verbatim.
    if (e instanceof BridgeInputError) return { words: e.message, error: true };
    throw e;
  }
}

function showSelection(info: SelectionInfo): void {
  const { active } = info;
  const many = info.cellCount > 1 ? ` (${info.cellCount} cells selected: an adjustment applies to all)` : "";
  $("cell-address").textContent = active.address + many;
  $("cell-value").textContent = active.snapshot.text;
  const words = cellWords(info);
  $("cell-words").textContent = words.words;
  $("cell-words").classList.toggle("cell-words--error", words.error);
  const adj = $("cell-adjusted");
  const st = active.state;
  if (st.adjusted && st.original) {
    adj.hidden = false;
    adj.textContent =
      `Adjusted${st.reason ? ` (${st.reason})` : ""}. Table result: ${snapshotWords(st.original)}.` +
      (st.editedByHand ? " Changed by hand since the adjustment." : "");
    adj.classList.toggle("cell-adjusted--warn", st.editedByHand);
  } else {
    adj.hidden = true;
  }
  // An unbalanced weighted score usually keeps the table's own result on one side.
  if (active.snapshot.kind === "number" && !input("kept-score").value) input("kept-score").value = active.snapshot.text;
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
    const info = await readSelection();
    if (seq === selectionSeq) {
      showSelection(info);
      $("app").dataset.shown = info.active.address;
      count("reads");
    }
  } catch (e) {
    setStatus(`Could not read the selection: ${messageOf(e)}`, "error");
  }
}

// ---------------------------------------------------------------------------------------------
// Actions

function actor(): { reason: string; who: string; time: string } {
  return { reason: input("reason").value.trim(), who: input("director").value.trim(), time: new Date().toISOString() };
}

/** Runs one action with the buttons held, so a double click cannot apply twice at once. */
async function busy(action: () => Promise<void>): Promise<void> {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>("#app button")];
  const was = buttons.map((b) => b.disabled);
  buttons.forEach((b) => (b.disabled = true));
  document.body.setAttribute("aria-busy", "true");
  try {
    await action();
  } catch (e) {
    setStatus(messageOf(e), "error");
  } finally {
    buttons.forEach((b, i) => (b.disabled = was[i]));
    document.body.removeAttribute("aria-busy");
    refreshPreview();
    count("ops");
  }
}

async function onApply(event: Event): Promise<void> {
  event.preventDefault();
  const result = entryFromForm(form);
  if (!result.ok) return;
  await busy(async () => {
    const { addresses } = await applyAdjustment(result.text, actor());
    // Each log row gets its own reason: a stale one would be worse than none.
    input("reason").value = "";
    setStatus(`Wrote ${result.text} in ${addresses.length === 1 ? addresses[0] : `${addresses.length} cells`}; the previous value is in the Adjustments sheet.`, "ok");
    await Promise.all([refreshSelection(), refreshOverview()]);
  });
}

async function onClear(): Promise<void> {
  await busy(async () => {
    const { restored, untouched } = await clearAdjustment(actor());
    input("reason").value = "";
    setStatus(
      restored.length === 0
        ? "Nothing to clear: the selected cells are not adjusted."
        : `Restored the table result in ${restored.length === 1 ? restored[0] : `${restored.length} cells`}.` +
            (untouched.length ? ` ${untouched.length} selected cell(s) were not adjusted.` : ""),
      restored.length ? "ok" : "info",
    );
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
    const warning = item.status === "edited" ? " \u26a0 changed by hand since" : item.status === "missing" ? " \u26a0 cell not found" : "";
    b.textContent = `${item.address}: ${item.entry}${warning}`;
    b.title = `Table result: ${snapshotWords(item.original)}${item.reason ? `. Reason: ${item.reason}` : ""}`;
    b.setAttribute("aria-label", `Select ${item.address}, adjusted to ${item.entry}${warning ? "," + warning.replace("\u26a0", "") : ""}`);
    b.disabled = item.status === "missing";
    b.addEventListener("click", () => void busy(() => selectCell(item.address).then(refreshSelection)));
    li.append(b);
    list.append(li);
  }
  $("overview-empty").hidden = items.length > 0;
}

function currentSettings(): PaneSettings {
  return { profile: select("profile").value as Profile, scoring: select("scoring").value as Scoring };
}

async function onInsertFormulas(): Promise<void> {
  await busy(async () => {
    const done = await insertFormulas(currentSettings());
    setStatus(
      `Inserted ${done.scoreFormula} in ${done.scoreCell}` + (done.rankingSheet ? ` and a RANKING on the sheet ${done.rankingSheet}.` : "; RANKING needs Board, NS and EW columns."),
      "ok",
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Start

function wire(): void {
  const settings = loadSettings();
  select("profile").value = settings.profile;
  select("scoring").value = settings.scoring;
  input("director").value = loadDirector();
  const persist = () =>
    void saveSettings(currentSettings()).then(
      () => setStatus(`Settings saved in this workbook: profile ${select("profile").value}.`, "ok"),
      (e) => setStatus(`Could not save the settings: ${messageOf(e)}`, "error"),
    );
  select("profile").addEventListener("change", persist);
  select("scoring").addEventListener("change", persist);
  input("director").addEventListener("change", () => saveDirector(input("director").value.trim()));

  const formEl = $<HTMLFormElement>("adjust-form");
  formEl.addEventListener("input", refreshPreview);
  formEl.addEventListener("change", refreshPreview);
  formEl.addEventListener("submit", (e) => void onApply(e));
  $("clear").addEventListener("click", () => void onClear());
  $("add-weight").addEventListener("click", () => {
    if (form.weights.length >= MAX_WEIGHT_ROWS) return;
    form.weights.push({ weight: "", score: "" });
    renderWeightRows();
    refreshPreview();
    input(`weight-${form.weights.length - 1}`).focus();
  });
  $("refresh-overview").addEventListener("click", () => void busy(refreshOverview));
  $("insert-formulas").addEventListener("click", () => void onInsertFormulas());
  renderWeightRows();
  refreshPreview();

  Office.context.document.addHandlerAsync(Office.EventType.DocumentSelectionChanged, () => void refreshSelection());
  $("app").hidden = false;
  setStatus("Select a score cell to see what it means, or adjust it below.");
  void refreshSelection();
  void refreshOverview().catch((e) => setStatus(messageOf(e), "error"));
}

function start(): void {
  if (typeof Office === "undefined") {
    setStatus("Open this page from Excel: Home \u203a Bridge Scoring.");
    return;
  }
  Office.onReady((info) => {
    // The page may run without a pane (the functions' hidden runtime) or outside Excel.
    if (info.host !== Office.HostType.Excel || typeof Excel === "undefined" || !document.querySelector("#adjust-form")) {
      setStatus("Open this page from Excel: Home \u203a Bridge Scoring.");
      return;
    }
    try {
      wire();
    } catch (e) {
      setStatus(`The pane could not start: ${messageOf(e)}`, "error");
    }
  });
}

start();

