// The adjustment form as data, and the entry it stands for. Pure (no DOM, no Excel): the notation
// is built as text, then read back by the core's parser, so the pane can only ever write what the
// functions accept, and a mistake is reported in the functions' own words.
import { decimalText, formatEntry, weightsTotal, BridgeInputError, renderMessage, HUNDRED, Entry, parseEntryText } from "../../src";
import { describeEntryIn } from "../i18n/describe";
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";

export type AdjustmentKind = "artificial" | "np" | "split" | "weighted" | "unbalanced";
export type ArtificialChoice = "A+" | "A" | "A-" | "custom";
export type OffenderChoice = "" | "NS" | "EW" | "NSEW";

export interface WeightRow {
  weight: string;
  score: string;
}

export interface AdjustmentForm {
  kind: AdjustmentKind;
  nsArtificial: ArtificialChoice;
  nsPercent: string;
  ewArtificial: ArtificialChoice;
  ewPercent: string;
  /** Split score: what each side is ranked as (NS scores). */
  nsScore: string;
  ewScore: string;
  /** Weighted and unbalanced weighted: 2–8 rows of weight % and NS score. */
  weights: WeightRow[];
  /** Unbalanced weighted: the side that keeps the table result, and that result. */
  keeper: "NS" | "EW";
  keptScore: string;
  offenders: OffenderChoice;
  group: string;
  link: string;
}

export const MIN_WEIGHT_ROWS = 2;
export const MAX_WEIGHT_ROWS = 8;

export function emptyForm(): AdjustmentForm {
  return {
    kind: "artificial",
    nsArtificial: "A+",
    nsPercent: "",
    ewArtificial: "A-",
    ewPercent: "",
    nsScore: "",
    ewScore: "",
    weights: [
      { weight: "", score: "" },
      { weight: "", score: "" },
    ],
    keeper: "NS",
    keptScore: "",
    offenders: "",
    group: "",
    link: "",
  };
}

export type FormResult = { ok: true; text: string; entry: Entry; words: string } | { ok: false; error: string };

/** The running total of the weights: "100 %", or "—" while a weight is not a number. */
export function weightTotalText(rows: readonly WeightRow[]): { text: string; exact100: boolean } {
  const total = weightsTotal(rows.map((r) => r.weight));
  if (!total) return { text: "\u2014", exact100: false };
  let text: string;
  try {
    text = `${decimalText(total)} %`;
  } catch {
    text = total.toString();
  }
  return { text, exact100: total.equals(HUNDRED) };
}

function artificialText(choice: ArtificialChoice, percent: string): string {
  return choice === "custom" ? `${percent.trim()}%` : choice;
}

function weightedText(rows: readonly WeightRow[]): string {
  return rows.map((r) => `${r.weight.trim()}% ${r.score.trim()}`).join(" + ");
}

function sidesText(f: AdjustmentForm): string {
  switch (f.kind) {
    case "np":
      return "NP";
    case "artificial": {
      const ns = artificialText(f.nsArtificial, f.nsPercent);
      const ew = artificialText(f.ewArtificial, f.ewPercent);
      return ns === ew ? ns : `${ns}/${ew}`;
    }
    case "split":
      return `${f.nsScore.trim()}/${f.ewScore.trim()}`;
    case "weighted":
      return weightedText(f.weights);
    case "unbalanced":
      return f.keeper === "NS" ? `${f.keptScore.trim()}/${weightedText(f.weights)}` : `${weightedText(f.weights)}/${f.keptScore.trim()}`;
  }
}

/**
 * Whether the director has typed anything into the fields of the chosen kind (or the markers).
 * Until then a kind that needs typing (custom %, split, weighted) has nothing wrong to report: the
 * pane shows no error before the first keystroke. The table result an unbalanced form fills in
 * from the selected cell is not typing; the weights are.
 */
export function formStarted(f: AdjustmentForm): boolean {
  const typed = (...texts: string[]) => texts.some((t) => t.trim() !== "");
  if (typed(f.group, f.link)) return true;
  switch (f.kind) {
    case "np":
      return true;
    case "artificial": {
      // A chosen A+, A or A− is complete; a custom side waits for its percent to be typed.
      const empty = (choice: ArtificialChoice, percent: string) => choice === "custom" && !typed(percent);
      return !(empty(f.nsArtificial, f.nsPercent) || empty(f.ewArtificial, f.ewPercent)) || typed(f.nsPercent, f.ewPercent);
    }
    case "split":
      return typed(f.nsScore, f.ewScore);
    case "weighted":
    case "unbalanced":
      return f.weights.some((r) => typed(r.weight, r.score));
  }
}

const NAME = /^[A-Za-z0-9]+$/;

/**
 * The entry the form describes, in canonical notation, or the reason it cannot be applied. The
 * weights must add up to exactly 100 before anything is written (the Apply button waits for it).
 */
export function entryFromForm(f: AdjustmentForm, lang: Language = "en"): FormResult {
  const weighted = f.kind === "weighted" || f.kind === "unbalanced";
  if (weighted) {
    if (f.weights.length < MIN_WEIGHT_ROWS || f.weights.length > MAX_WEIGHT_ROWS)
      return { ok: false, error: paneText(lang, "form.rows", { min: MIN_WEIGHT_ROWS, max: MAX_WEIGHT_ROWS }) };
    const total = weightTotalText(f.weights);
    if (!total.exact100) return { ok: false, error: paneText(lang, "form.total", { total: total.text }) };
  }
  let text = sidesText(f);
  if (f.kind !== "np") {
    if (weighted && f.offenders) text += ` !${f.offenders}`;
    const group = f.group.trim();
    if (group) {
      if (!NAME.test(group)) return { ok: false, error: paneText(lang, "form.groupName", { group }) };
      text += ` @${group}`;
    }
    const link = f.link.trim();
    if (link && f.kind === "artificial") {
      if (!NAME.test(link)) return { ok: false, error: paneText(lang, "form.linkName", { link }) };
      text += ` ~${link}`;
    }
  }
  try {
    const entry = parseEntryText(text);
    return { ok: true, text: formatEntry(entry), entry, words: describeEntryIn(lang, entry) };
  } catch (e) {
    if (e instanceof BridgeInputError) return { ok: false, error: renderMessage(e, lang) };
    throw e;
  }
}
