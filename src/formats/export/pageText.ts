// The small pieces the results page (html.ts) and its personal score cards (cards.ts) both write
// (docs/rules.md §11): a word of the page's language, a number as the language writes it, a
// column header, a published total, and each line's contract, result and figures as text, made
// once per line as the line is printed on its traveller and on two cards.
import { Fraction, toNumber } from "../../exact";
import type { Language } from "../../messages";
import type { TableCell } from "../../ranking/results";
import { contractSymbols, entryWords, resultText, seatWord } from "./entries";
import { passedOutLine } from "./session";
import { ExportScoring, ScoredBoard, ScoredLine } from "./sessionTypes";
import type { PublishedTotal } from "./totals";
import { word, WordKey } from "./words";
import { localNumber } from "./numbers";
import { escapeHtml } from "./escape";

export interface Ctx {
  lang: Language;
  scoring: ExportScoring;
  decimals: number;
  /** The line formulas' options (BUTLERDATUM takes BUTLERIMP's). */
  options: string;
  /** Each board's lines as the page writes them, made once (boardTexts). */
  boardTexts: Map<ScoredBoard, LineText[]>;
}

export function w(ctx: Ctx, key: WordKey, values?: Record<string, string | number>): string {
  return escapeHtml(word(ctx.lang, key, values));
}

export function num(ctx: Ctx, value: TableCell | Fraction | null | undefined, decimals = ctx.decimals): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return escapeHtml(value);
  const n = typeof value === "number" ? value : toNumber(value);
  // Digits, a minus sign and the language's separators (src/formats/export/numbers.ts): nothing to escape.
  return localNumber(ctx.lang, n, typeof value === "number" && Number.isInteger(value) ? 0 : decimals);
}

export const th = (text: string, cls = ""): string => `<th scope="col"${cls ? ` class="${cls}"` : ""}>${text}</th>`;

/** A published total (§11), marked when it is scaled to all the boards. */
export function totalText(ctx: Ctx, published: PublishedTotal): string {
  return `${num(ctx, published.total)}${published.scaled ? "\u00a0\u2020" : ""}`;
}

export interface LineText {
  contract: string;
  by: string;
  result: string;
  /** The card's Contract cell: contract, result and declarer in one. */
  played: string;
  /** The entry in words (scoreWords). */
  words: string;
  /** Each side's figure as printed: the traveller's and the card's are the same text. */
  ns: string;
  ew: string;
}

/** A board's lines as the page writes them (contract, declarer, result, entry, figures): made once, as each line is printed on its board's traveller and on two cards. */
export function boardTexts(ctx: Ctx, b: ScoredBoard): LineText[] {
  let texts = ctx.boardTexts.get(b);
  if (!texts) ctx.boardTexts.set(b, (texts = b.lines.map((l) => lineText(ctx, l))));
  return texts;
}

function lineText(ctx: Ctx, l: ScoredLine): LineText {
  // A passed-out board is one whether the contract cell or the score cell says so (docs/rules.md
  // §2, §11), as in the PBN and USEBIO files.
  const passed = passedOutLine(l.line);
  const c = contractCell(ctx, l, passed);
  const played = [c.contract, c.result, c.by].filter(Boolean).join(" ");
  // Written out, not spread: `{ ...c, more }` makes each of 100 000 objects a slow dictionary (7 µs each in V8).
  return {
    contract: c.contract,
    by: c.by,
    result: c.result,
    played,
    words: scoreWords(ctx, l, passed),
    ns: num(ctx, l.figures.ns),
    ew: num(ctx, l.figures.ew),
  };
}

function contractCell(ctx: Ctx, l: ScoredLine, passed: boolean): { contract: string; by: string; result: string } {
  const c = l.line.contract.trim();
  if (passed) return { contract: w(ctx, "pass"), by: "", result: "" };
  return {
    contract: escapeHtml(contractSymbols(c)),
    by: escapeHtml(seatWord(l.line.declarer, ctx.lang)),
    result: escapeHtml(resultText(c, l.line.tricks)),
  };
}

function scoreWords(ctx: Ctx, l: ScoredLine, passed: boolean): string {
  const contract = passed ? "PASS" : l.line.contract;
  return escapeHtml(entryWords(l.entry, ctx.lang, { board: l.line.board, contract, declarer: l.line.declarer }));
}
