// "New session…" (docs/rules.md §13): the director gives the number of tables and boards, the
// boards a round and whether the pane fills in a Mitchell or the pairs are typed; the pane writes a
// traveller sheet ready to type into and a ranking sheet. What goes where is newSessionPlan.ts's
// (pure); this module reads the form, shows what the session will be, and writes it to Excel.
import { Language } from "../i18n/language";
import { messageText, textsIn } from "../i18n/pane";
import { sheetRef } from "../address";
import { uniqueSheetName } from "./formulaPlan";
import { PaneSettings } from "./paneSettings";
import { addSheet, ImportProgress, removeSheets, writeChunks } from "./import";
import { showMovementsFor } from "./movementChooser";
import { formStarted, NewSessionForm, NewSessionPlan, onSheet, PairsChoice, planNewSession, RANKING_SUFFIX, rankingFor, SESSION_SHEET } from "./newSessionPlan";
import { NAME_COLUMNS } from "./sessionNames";

export interface NewSessionOutcome {
  sheet: string;
  rankingSheet: string;
  /** The table guide cards' sheet, when the plan has cards. */
  cardsSheet: string | null;
  plan: NewSessionPlan;
}

/** Where the director types first: the first line's contract. */
const FIRST_CELL = "D2";

/**
 * Writes the plan to two new sheets (the traveller, then its ranking) and puts the director on the
 * first contract cell. The lines go in pieces of at most WRITE_BYTES a sync, as an import's do;
 * should Excel refuse one, the sheets this run added are removed again (by their ids, import.ts
 * addSheet), so nothing half-written stays and nobody else's sheet goes.
 */
export async function writeNewSession(
  plan: NewSessionPlan,
  progress?: ImportProgress,
  cardsSuffix = "tables",
  placing?: (address: string) => void,
): Promise<NewSessionOutcome> {
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    const names = sheets.items.map((s) => s.name);
    const sheet = uniqueSheetName(names, SESSION_SHEET);
    const rankingSheet = uniqueSheetName([...names, sheet], `${sheet}${RANKING_SUFFIX}`);
    const cardsSheet = plan.cards ? uniqueSheetName([...names, sheet, rankingSheet], `${sheet} ${cardsSuffix}`) : null;
    const added: string[] = [];
    const width = plan.cells[0].length;
    try {
      const ws = await addSheet(context, sheet, added);
      for (const [from, to] of writeChunks(plan)) {
        ws.getRangeByIndexes(from, 0, to - from, width).formulas = plan.cells.slice(from, to);
        await context.sync();
        progress?.(Math.max(0, to - plan.headerRow), plan.lines);
      }
      // The scoring columns' titles, then the one formula whose result spills down beside the lines.
      ws.getRangeByIndexes(0, width, 1, 2).values = [plan.scoreHeaders];
      ws.getRange(plan.scoreCell).formulas = [[plan.scoreFormula]];
      ws.getRangeByIndexes(0, 0, 1, width + 4).format.font.bold = true;
      // The pairs' names, right of the matchpoints: typed once per pair (sessionNames.ts).
      ws.getRangeByIndexes(0, NAME_COLUMNS.ns, plan.names.length, 2).formulas = plan.names;
      const ranking = await addSheet(context, rankingSheet, added);
      ranking.getRangeByIndexes(0, 0, 1, plan.ranking.headings.length).values = [plan.ranking.headings];
      ranking.getRangeByIndexes(0, 0, 1, plan.ranking.headings.length).format.font.bold = true;
      ranking.getRange("A2").formulas = [[rankingFor(plan, sheet)]];
      ranking.getRangeByIndexes(2, 6, plan.ranking.names.length, 1).formulas = plan.ranking.names.map(([f]) => [onSheet(f, sheet)]);
      if (plan.cards && cardsSheet) writeCards(await addSheet(context, cardsSheet, added), plan.cards);
      ws.activate();
      // Said before Excel moves the selection, so the read that follows already knows it.
      placing?.(`${sheetRef(sheet)}!${FIRST_CELL}`);
      ws.getRange(FIRST_CELL).select();
      await context.sync();
    } catch (e) {
      await removeSheets(context, added);
      throw e;
    }
    return { sheet, rankingSheet, cardsSheet, plan };
  });
}

/** The guide cards as values (text, never formulas: a pair cell "—" or a card title is not a formula). */
function writeCards(ws: Excel.Worksheet, cells: (string | number)[][]): void {
  ws.getRangeByIndexes(0, 0, cells.length, cells[0].length).values = cells;
  ws.getRangeByIndexes(0, 0, 1, 1).format.font.bold = true;
}

type Status = (text: string, kind?: "info" | "error" | "ok") => void;

export interface NewSessionHooks {
  setStatus: Status;
  language: () => Language;
  settings: () => PaneSettings;
  /** Runs one workbook action at a time (the pane's busy()): the other buttons wait meanwhile. */
  run: (action: () => Promise<void>) => Promise<void>;
  /** The cell the pane selected in the new traveller: the pane does not warn about it. */
  placed?: (address: string) => void;
}

/**
 * Binds the pane's "New session…" section; absent elements (an older page) are ignored. Returns
 * the function that shows the section again in the pane's language (after a language change).
 */
export function wireNewSession(hooks: NewSessionHooks): () => void {
  const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
  const tables = el<HTMLInputElement>("new-tables");
  const boards = el<HTMLInputElement>("new-boards");
  const perRound = el<HTMLInputElement>("new-per-round");
  const pairs = el<HTMLSelectElement>("new-pairs");
  const summary = el<HTMLParagraphElement>("new-summary");
  const create = el<HTMLButtonElement>("new-create");
  const perRoundField = el<HTMLElement>("new-per-round-field");
  const sitOut = el<HTMLInputElement>("new-sitout");
  const cards = el<HTMLInputElement>("new-cards");
  const facts = el<HTMLParagraphElement>("new-facts");
  if (!tables || !boards || !perRound || !pairs || !summary || !create) return () => undefined;
  let writing = false;
  const form = (): NewSessionForm => ({
    tables: tables.value,
    boards: boards.value,
    perRound: perRound.value,
    pairs: pairs.value as PairsChoice,
    sitOut: sitOut?.checked === true,
    cards: cards?.checked === true,
  });
  const T = textsIn(hooks.language);

  /** Says what the session will be, or what is wrong, once the director has typed something. */
  const refresh = (): void => {
    const f = form();
    if (perRoundField) perRoundField.hidden = f.pairs === "typed";
    showMovementsFor(pairs, f);
    const plan = formStarted(f) ? planNewSession(f, hooks.settings(), hooks.language()) : null;
    const ready = plan !== null && "cells" in plan;
    summary.textContent = plan === null ? T("newSession.start") : messageText(hooks.language(), ready ? plan.summary : plan);
    summary.classList.toggle("preview__words--error", plan !== null && !ready);
    if (facts) facts.textContent = ready ? plan.facts.map((m) => messageText(hooks.language(), m)).join(" ") : "";
    create.disabled = !ready || writing;
  };

  for (const input of [tables, boards, perRound]) input.addEventListener("input", refresh);
  pairs.addEventListener("change", refresh);
  for (const box of [sitOut, cards]) box?.addEventListener("change", refresh);
  create.addEventListener("click", () => {
    const plan = planNewSession(form(), hooks.settings(), hooks.language());
    if (!("cells" in plan) || writing) return;
    writing = true;
    create.disabled = true;
    void hooks
      .run(async () => {
        try {
          hooks.setStatus(T("newSession.writing", { done: 0, total: plan.lines }));
          const o = await writeNewSession(plan, (done, total) => hooks.setStatus(T("newSession.writing", { done, total })), T("cards.sheet"), hooks.placed);
          hooks.setStatus(
            o.cardsSheet
              ? T("newSession.doneCards", { lines: plan.lines, sheet: o.sheet, ranking: o.rankingSheet, cards: o.cardsSheet })
              : T("newSession.done", { lines: plan.lines, sheet: o.sheet, ranking: o.rankingSheet }),
            "ok",
          );
        } catch (e) {
          hooks.setStatus(T("newSession.failed", { error: e instanceof Error ? e.message : String(e) }), "error");
        }
      })
      .finally(() => {
        writing = false;
        refresh();
      });
  });
  refresh();
  return refresh;
}
