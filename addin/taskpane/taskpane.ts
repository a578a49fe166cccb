// The task pane. It shares its runtime with the custom functions, so nothing here may block or
// throw at load: the pane starts only once Office is ready in Excel and its page is really there.
// This file starts the pane and wires its page; the parts do one job each: the adjustment form
// (formView.ts), the selected cell (selectionView.ts), the actions on the workbook (actions.ts),
// with what they share in paneDom.ts.
import { Language, LANGUAGE_NAMES, LANGUAGES, officeLanguage, pickLanguage } from "../i18n/language";
import { messageText, PaneKey } from "../i18n/pane";
import { busy, currentSettings, onAcceptLog, onApply, onClear, onInsertFormulas, onMigrate, refreshOverview, showClearChoice } from "./actions";
import { MAX_WEIGHT_ROWS } from "./form";
import { form, profileNow, refreshPreview, renderWeightRows } from "./formView";
import { mountHelp } from "./help";
import { wireImport } from "./import";
import { wireExport } from "./export";
import { wireNewSession } from "./newSession";
import { $, input, errorText, pane, select, setStatus, T } from "./paneDom";
import { countProfileFormulas, updateProfileFormulas } from "./profileFormulas";
import { fillProfileLists } from "./profiles";
import { refreshSelection, showSelection, watchKeptScore } from "./selectionView";
import { loadDirector, loadLanguage, loadSettings, saveDirector, saveLanguage, saveSettings } from "./settings";

/** Puts the catalogue's words into the page's fixed texts (elements marked data-i18n). */
function applyTexts(): void {
  document.documentElement.lang = pane.lang;
  document.querySelectorAll<HTMLElement>("[data-i18n]").forEach((el) => {
    const side = el.dataset.i18nSide;
    const language = LANGUAGE_NAMES[pickLanguage(officeLanguage())];
    // The page names its keys at run time: the data form, whose values no type can check.
    el.textContent = messageText(pane.lang, {
      key: el.dataset.i18n as PaneKey,
      params: { side: side ? T(side === "ns" ? "side.ns" : "side.ew") : "", language },
    });
  });
  fillProfileLists<HTMLOptionElement>(
    { getElementById: (id) => document.getElementById(id) as HTMLSelectElement | null, createElement: (tag) => document.createElement(tag) },
    pane.lang,
  );
  document.querySelectorAll<HTMLInputElement>("[data-i18n-placeholder]").forEach((el) => (el.placeholder = T(el.dataset.i18nPlaceholder as PaneKey)));
}

/** The settings' language list: "As Office" (in the page), then each language of the bundle list (src/lang/) in its own words. */
function fillLanguageList(): void {
  const list = select("language");
  const auto = list.querySelector<HTMLOptionElement>('option[value="auto"]');
  list.replaceChildren(
    ...(auto ? [auto] : []),
    ...LANGUAGES.map((l: Language) => {
      const option = document.createElement("option");
      option.value = l;
      option.lang = l;
      option.textContent = LANGUAGE_NAMES[l];
      return option;
    }),
  );
}

/** Switches the pane to the language now chosen, and redraws what it has already shown. */
function setLanguage(): void {
  pane.lang = pickLanguage(officeLanguage(), select("language").value);
  applyTexts();
  mountHelp(document, pane.lang);
  renderWeightRows();
  refreshPreview();
  refreshSession();
  refreshNewSession();
  if (pane.selection) showSelection(pane.selection);
}

function wire(): void {
  fillLanguageList();
  select("language").value = loadLanguage();
  pane.lang = pickLanguage(officeLanguage(), select("language").value);
  applyTexts();
  mountHelp(document, pane.lang);
  const settings = loadSettings(pane.lang);
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
  $("update-formulas").addEventListener(
    "click",
    () =>
      void busy(async () => {
        const { updated: n, skipped } = await updateProfileFormulas(profileNow());
        $("update-formulas").hidden = true;
        $("profile-note-text").textContent =
          n === 1 ? T("profileNote.updatedOne", { profile: profileNow() }) : T("profileNote.updatedMany", { count: n, profile: profileNow() });
        const left = skipped.length ? ` ${T("status.changedSince", { cells: skipped.join("; ") })}` : "";
        setStatus((n === 1 ? T("status.updatedOne") : T("status.updatedMany", { count: n })) + left, skipped.length ? "error" : "ok");
      }),
  );

  const formEl = $<HTMLFormElement>("adjust-form");
  formEl.addEventListener("input", refreshPreview);
  watchKeptScore();
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
  $("add-column").addEventListener("click", () => void onApply(true));
  $("migrate").addEventListener("click", () => void onMigrate());
  // Declining writes nothing: the rows stay as they are, and are offered again at the next Apply.
  $("migrate-decline").addEventListener("click", () => ($("migrate-choice").hidden = true));
  $("accept-log").addEventListener("click", () => ($("accept-choice").hidden = false));
  $("accept-confirm").addEventListener("click", () => void onAcceptLog());
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
  wireImport(setStatus, () => pane.lang);
  refreshExport = wireExport(setStatus, () => pane.lang, currentSettings);
  refreshNewSession = wireNewSession({
    setStatus,
    language: () => pane.lang,
    settings: currentSettings,
    run: busy,
    placed: (address) => (pane.placed = address),
  });
  renderWeightRows();
  refreshPreview();

  Office.context.document.addHandlerAsync(Office.EventType.DocumentSelectionChanged, onSelectionChanged);
  watchVisibility();
  refreshSession();
  $<HTMLDetailsElement>("session").open = !input("director").value.trim();
  $("app").hidden = false;
  setStatus(T("status.ready"));
  void refreshSelection();
  void refreshOverview().catch((e) => setStatus(errorText(e), "error"));
}

/**
 * Whether the pane is on screen. The page lives on in the shared runtime when the pane is
 * closed; the pane.selection is then not read at all (each read loads the log and the sheet), and is
 * read once when the pane is shown again (Office.addin.onVisibilityModeChanged, SharedRuntime 1.1).
 */
let visible = true;

/** A new pane.selection: Apply waits until it is read, so it never writes into cells not yet checked. */
function onSelectionChanged(): void {
  pane.selectionCurrent = false;
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
      setStatus(T("status.startFailed", { error: errorText(e) }), "error");
    }
  });
}

start();
