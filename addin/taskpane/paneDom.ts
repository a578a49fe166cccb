// What every part of the pane's page shares: its elements by id, the status line, the language
// it speaks, and the state of the selection and of a running action. One object, so the parts
// (taskpane.ts, formView.ts, selectionView.ts, actions.ts) read and set the same state.
import { Language } from "../i18n/language";
import { textsIn } from "../i18n/pane";
import type { SelectionInfo } from "./selection";

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
export const input = (id: string) => $<HTMLInputElement>(id);
export const select = (id: string) => $<HTMLSelectElement>(id);

export const pane: {
  /**
   * The pane's language: Office's display language unless the director chose one in
   * the settings. Only what the pane shows follows it; what it writes into the workbook (sheet
   * names, the log's headers, the note prefix) stays English so a workbook works the same in
   * every country.
   */
  lang: Language;
  /** The selection last read, and whether it is still the one Excel has selected. */
  selection: SelectionInfo | null;
  selectionCurrent: boolean;
  /** An action is running: Apply and the other action buttons wait. */
  running: boolean;
  /** The cell the pane selected itself (New session's first contract cell) until the director selects another. */
  placed: string | null;
} = { lang: "en", selection: null, selectionCurrent: false, running: false, placed: null };

/** The pane's text for a key, in the pane's language at the time of the call. */
export const T = textsIn(() => pane.lang);

export function setStatus(text: string, kind: "info" | "error" | "ok" = "info"): void {
  const el = document.getElementById("status");
  if (!el) return;
  el.textContent = text;
  el.className = `pane__status pane__status--${kind}`;
}

/** An error as the status line shows it: its message, not a Message to render (that is src/errors.ts' messageOf). */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Counters on #app that say what the pane has finished (tests and assistive tools wait on state, not on messages). */
export function count(name: "ops" | "reads"): void {
  const app = $("app");
  app.dataset[name] = String(Number(app.dataset[name] ?? 0) + 1);
}
