// The adjustment form on the page: its fields as the chosen kind and profile need them, the rows
// of a weighted score, and the preview of what Apply would write (the entry itself is built by
// form.ts, which has no DOM).
import { parseEntry } from "../../src/index";
import type { Profile } from "../../src";
import {
  AdjustmentForm,
  AdjustmentKind,
  ArtificialChoice,
  emptyForm,
  entryFromForm,
  formStarted,
  MAX_WEIGHT_ROWS,
  MIN_WEIGHT_ROWS,
  OffenderChoice,
  weightTotalText,
} from "./form";
import { $, input, pane, select, T } from "./paneDom";
import { profileRounding } from "./profiles";
import type { SelectionInfo } from "./selection";

export const form: AdjustmentForm = emptyForm();

export function renderWeightRows(): void {
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

/** The percent an artificial choice stands for, as the notation reads it (60 for A+), shown greyed in its disabled box. */
function impliedPercent(choice: ArtificialChoice): string {
  if (choice === "custom") return "";
  const entry = parseEntry(choice);
  return entry.kind === "result" && entry.ns.kind === "artificial" ? entry.ns.percent.toString() : "";
}
const IMPLIED_PERCENT = Object.fromEntries((["A+", "A", "A-", "custom"] as const).map((c) => [c, impliedPercent(c)])) as Record<ArtificialChoice, string>;

/** The profile the pane is set to; the form shows only what matters under it. */
export const profileNow = (): Profile => select("profile").value as Profile;

/** The preview's words, true to the profile: the offender marker rounds nothing under WBF, NBB or ACBL. */
function wordsUnderProfile(words: string): string {
  if (profileRounding(profileNow()).againstOffender) return words;
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

/**
 * Shows the fields of the chosen kind and says what Apply would write, or why it cannot. Apply may
 * run with a valid entry, a selection read since it last changed, score cells only, nothing running.
 */
export function refreshPreview(): void {
  const rounding = profileRounding(profileNow());
  $("field-link").hidden = !rounding.linked;
  $<HTMLOptionElement>("kind-unbalanced").hidden = !rounding.againstOffender;
  if (!rounding.linked) input("link").value = "";
  if (!rounding.againstOffender && select("kind").value === "unbalanced") select("kind").value = "weighted";
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
  // Nothing is wrong before the director has typed: no red total, no red message.
  const started = formStarted(form);
  const total = weightTotalText(form.weights);
  $("weight-total").textContent = total.text;
  $("weight-total").classList.toggle("total--ok", total.exact100);
  $("weight-total").classList.toggle("total--error", started && !total.exact100);

  const oneTable = k !== "unbalanced" || !pane.selection || pane.selection.cellCount === 1;
  const result: ReturnType<typeof entryFromForm> = oneTable ? entryFromForm(form, pane.lang) : { ok: false, error: T("pane.unbalancedOneCell") };
  const waiting = !result.ok && oneTable && !started;
  $("preview-text").textContent = result.ok ? result.text : "\u2014";
  $("preview-words").textContent = result.ok ? wordsUnderProfile(result.words) : waiting ? T("form.start") : result.error;
  $("preview-words").classList.toggle("preview__words--error", !result.ok && !waiting);
  $("preview-target").textContent = pane.selection && pane.selectionCurrent ? T("preview.into", { target: targetWords(pane.selection) }) : "";
  $<HTMLButtonElement>("apply").disabled =
    !result.ok || !pane.selectionCurrent || pane.selection === null || pane.selection.applyProblem !== null || pane.running;
}

function targetWords(info: SelectionInfo): string {
  // Rows hidden by a filter are never written: the preview says how many cells are, and how many are left alone.
  if (info.hiddenCount > 0) return T("target.visible", { count: info.visibleCount, address: info.address, hidden: info.hiddenCount });
  return info.cellCount === 1 ? info.active.address : T("target.many", { count: info.cellCount, address: info.address });
}
