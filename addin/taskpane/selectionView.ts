// The selected cell on the page: its value, what it means in words (or the functions' message
// when it is not an entry), whether it is adjusted, and the selection read again when it changes.
import { BridgeInputError, renderMessage, isBlank, parseEntry } from "../../src";
import { describeEntryIn } from "../i18n/describe";
import { refreshPreview } from "./formView";
import { splitAddress } from "../address";
import { $, count, input, errorText, pane, setStatus, T } from "./paneDom";
import { readSelection, SelectionInfo } from "./selection";
import type { Failed } from "./actionView";
import { snapshotWords } from "./snapshots";

function cellWords(info: SelectionInfo): { words: string; error: boolean } {
  const s = info.active.snapshot;
  if (s.kind === "blank") return { words: T("cell.blank"), error: false };
  if (s.kind === "formula") return { words: T("cell.formula", { formula: s.text }), error: false };
  const value = s.kind === "number" ? Number(s.text) : s.text;
  if (isBlank(value)) return { words: T("cell.blank"), error: false };
  try {
    return { words: describeEntryIn(pane.lang, parseEntry(value)), error: false };
  } catch (e) {
    // The same words the functions put in #VALUE!: the core's message, in the pane's language.
    if (e instanceof BridgeInputError) return { words: renderMessage(e, pane.lang), error: true };
    throw e;
  }
}

/**
 * Whether "Table result (NS)" holds what the pane filled in from the selected cell (true) or what
 * the director typed (false). Filled in, it follows the selection, so it is never another cell's.
 */
let keptAuto = true;

/** Typing in "Table result (NS)" keeps what was typed; emptying it lets the selection fill it again. */
export function watchKeptScore(): void {
  input("kept-score").addEventListener("input", () => (keptAuto = input("kept-score").value.trim() === ""));
}

export function showSelection(info: SelectionInfo): void {
  const { active } = info;
  if (keptAuto) {
    const table = active.state.adjusted && active.state.original ? active.state.original : active.snapshot;
    input("kept-score").value = table.kind === "number" ? table.text : "";
  }
  const many = info.cellCount > 1 ? ` ${T("cell.many", { count: info.cellCount.toLocaleString(pane.lang) })}` : "";
  // The cell the pane selected itself, or any cell of a sheet without a traveller, is not one the
  // director meant to adjust: no warning that it is not a score cell, and no Adjust form for it
  // (docs/task-pane.md, "What the pane shows first").
  const placed = pane.placed !== null && sameCell(pane.placed, active.address) && info.cellCount === 1;
  if (!placed) pane.placed = null;
  const quiet = info.notScore && (placed || !info.traveller);
  $("adjust-card").hidden = info.applyProblem !== null && (quiet || !info.traveller);
  placeStart(!info.traveller);
  const problem = $("selection-problem");
  problem.hidden = (info.applyProblem === null || quiet) && info.lost.length === 0;
  problem.textContent = [
    info.applyProblem && !quiet ? T("selection.applyOff", { problem: info.applyProblem }) : "",
    info.lost.length ? T("selection.lost", { cells: info.lost.join("; ") }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  $("accept-box").hidden = !info.logDamaged;
  if (!info.logDamaged) $("accept-choice").hidden = true;
  $("cell-address").textContent = active.address + many;
  $("cell-value").textContent = active.snapshot.text;
  const words = cellWords(info);
  $("cell-words").textContent = words.words;
  $("cell-words").classList.toggle("cell-words--error", words.error);
  const adj = $("cell-adjusted");
  const st = active.state;
  if (st.adjusted && st.original) {
    adj.hidden = false;
    const original = snapshotWords(st.original, pane.lang);
    adj.textContent =
      (st.reason ? T("cell.adjustedReason", { reason: st.reason, original }) : T("cell.adjusted", { original })) +
      (st.editedByHand ? ` ${T("cell.editedByHand")}` : "");
    adj.classList.toggle("cell-adjusted--warn", st.editedByHand);
  } else {
    adj.hidden = true;
  }
}

/** Whether New session… and Import stand first (the sheet has no traveller); null before the first selection. */
let startFirst: boolean | null = null;

/**
 * On a sheet without a traveller, New session… (open) and Import come first, before the selected
 * cell; on a traveller they stand after Formulas, as the evening goes on. New session is opened
 * when the pane turns to a sheet without a traveller, and otherwise left as the director left it.
 */
function placeStart(start: boolean): void {
  if (start === startFirst) return;
  const newSession = $<HTMLDetailsElement>("new-session");
  const importCard = $("import-card");
  if (start) {
    $("cell-card").before(newSession, importCard);
    newSession.open = true;
  } else $("formulas-card").after(newSession, importCard);
  startFirst = start;
  $("app").dataset.start = String(start);
}

/** Two addresses of one cell, however Excel quotes the sheet's name. */
function sameCell(a: string, b: string): boolean {
  const [x, y] = [splitAddress(a), splitAddress(b)];
  return x.sheet === y.sheet && x.cell.toUpperCase() === y.cell.toUpperCase();
}

let selectionSeq = 0;

/** A read of the selection starts: its number, so that only the latest read is shown. */
export function selectionReadStarts(): number {
  return ++selectionSeq;
}

/** Shows a read of the selection, unless a later read was started meanwhile; a failed read is said whatever its number. */
export function showSelectionRead(seq: number, read: SelectionInfo | Failed): void {
  try {
    if ("failed" in read) throw read.failed;
    if (seq !== selectionSeq) return;
    pane.selection = read;
    pane.selectionCurrent = true;
    showSelection(read);
    refreshPreview();
    $("app").dataset.shown = read.active.address;
    count("reads");
  } catch (e) {
    setStatus(T("status.readSelectionFailed", { error: errorText(e) }), "error");
  }
}

/** The selection read in its own Excel.run (a selection change, the pane's first load). */
export async function refreshSelection(): Promise<void> {
  const seq = selectionReadStarts();
  let read: SelectionInfo | Failed;
  try {
    read = await readSelection(pane.lang);
  } catch (e) {
    read = { failed: e };
  }
  showSelectionRead(seq, read);
}
