// The pane's Help block: the score-cell notation with an example per row, and links to the help
// pages shipped beside the pane in the pane's language (help.html, one section per function;
// rules.html; help.<lang>.html and rules.<lang>.html in each other language). It fills
// #help-content by itself when the page loads, in Excel or not, so a director who opens the page
// in a browser still sees how to write an adjusted score. No Office calls here.

import { escapeHtml } from "../../src";
import { Language } from "../i18n/language";
import { PaneKey, paneText, textsIn } from "../i18n/pane";
import { rankingHelp } from "../i18n/rankingColumns";

/** One row of the notation table: what to type, and what it means (rules.md §2); `meaning` is the English. */
export interface EntryHelp {
  example: string;
  key: PaneKey;
  meaning: string;
}

const ENTRY_KEYS: readonly [string, PaneKey][] = [
  ["420", "help.e.score"],
  ["A+", "help.e.plus"],
  ["A+/A-", "help.e.perSide"],
  ["60%/45%", "help.e.percents"],
  ["NP", "help.e.np"],
  ["450/-480", "help.e.split"],
  ["40% 920 + 60% -50", "help.e.weighted"],
  ["920/40% 920 + 60% -50", "help.e.unbalanced"],
  ["A+/450", "help.e.mixed"],
  ["40% 920 + 60% -50 !NS", "help.e.offenders"],
  ["420 @2", "help.e.group"],
  ["A- ~1", "help.e.link"],
];

/** Every kind of entry the functions read, each with an example a director can type. */
export const ENTRY_HELP: readonly EntryHelp[] = ENTRY_KEYS.map(([example, key]) => ({ example, key, meaning: paneText("en", key) }));

/** A worksheet function as its descriptor gives it (functionDescriptors in scripts/functions-metadata.js). */
export interface FunctionDescriptor {
  name: string;
  /** Its description per language: the JSDoc's in English, its help page's first paragraph in the others (docs/help.<lang>.md; Excel's function help). */
  description: Partial<Record<Language, string>> & { en: string };
}

/**
 * The functions as functions.json declares them (the @customfunction tags of addin/functions/*.ts),
 * in the help page's order: put in by the build (webpack's DefinePlugin, jest's globals; see
 * functionDescriptors in scripts/functions-metadata.js), so a new function is listed, and described,
 * without a list or a text here.
 */
declare const BRIDGE_FUNCTIONS: readonly FunctionDescriptor[];
const FUNCTIONS: readonly FunctionDescriptor[] = BRIDGE_FUNCTIONS;

/**
 * The pane's one line for a function: the start of the description Excel shows in its formula
 * help, up to its first colon or the end of its first sentence (a full stop before a capital, so
 * "pr. par" or "77. szabály" does not end it), on one line, since the pane is too narrow for the whole.
 */
export function summaryOf(text: string): string {
  const description = text.replace(/\s+/g, " ");
  const colon = description.indexOf(": ");
  const head = colon > 0 ? description.slice(0, colon) : description;
  const end = /[.…](?=\s+\p{Lu}|\s*$)/u.exec(head);
  return (end ? head.slice(0, end[0] === "…" ? end.index + 1 : end.index) : head).trim();
}

/** The summary of `f` in `lang`, the English where a language has no description of its own. */
const summaryIn = (f: FunctionDescriptor, lang: Language): string => summaryOf(f.description[lang] ?? f.description.en);

/** The functions, each linked to its section of help.html (the same anchors as their helpUrl); `summary` is the English. */
export const FUNCTION_HELP: readonly { name: string; summary: string }[] = FUNCTIONS.map((f) => ({ name: f.name, summary: summaryIn(f, "en") }));

/** A link that opens outside the pane: the pane is too narrow to read a reference page in. */
const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${text}</a>`;

/** A built page in `lang`: help.da.html, rules.nl.html, … (the same section ids as the English page). */
const pageIn = (page: "help" | "rules", lang: Language): string => (lang === "en" ? `${page}.html` : `${page}.${lang}.html`);

/** The help page in `lang` (help.da.html, …; the same section ids as help.html). */
export const helpPage = (lang: Language): string => pageIn("help", lang);

/** The rules page in `lang` (rules.da.html, …; the same section ids as rules.html). */
export const rulesPage = (lang: Language): string => pageIn("rules", lang);

/** The Help block's HTML in `lang`. Pure, so it is tested without a DOM. */
export function helpHtml(lang: Language = "en"): string {
  const page = helpPage(lang);
  const t = textsIn(lang);
  const rows = ENTRY_HELP.map((r) => `<tr><td><code>${escapeHtml(r.example)}</code></td><td>${escapeHtml(t(r.key))}</td></tr>`).join("");
  const functions = FUNCTIONS.map((f) => `<li>${link(`${page}#${f.name.toLowerCase()}`, `BRIDGE.${f.name}`)}: ${escapeHtml(summaryIn(f, lang))}</li>`).join("");
  // The catalogue's texts are escaped first; only the markup put into them here is HTML.
  const intro = escapeHtml(t("help.intro", { adjust: "\u0000" })).replace("\u0000", `<strong>${escapeHtml(t("adjust.heading"))}</strong>`);
  const options = escapeHtml(t("help.options", { example: "\u0000" })).replace("\u0000", `<code>"profile=dbf; decimals=2"</code>`);
  return [
    `<p>${intro}</p>`,
    `<table class="help-table"><thead><tr><th>${escapeHtml(t("help.entry"))}</th><th>${escapeHtml(t("help.meaning"))}</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>${options} ${link(`${page}#entries`, escapeHtml(t("help.moreEntries")))} · ${link(rulesPage(lang), escapeHtml(t("help.rules")))}</p>`,
    `<ul class="help-functions">${functions}</ul>`,
    rankingColumnsHtml(lang),
  ].join("");
}

/**
 * What each column of a ranking holds, per scoring: the headings New session writes over RANKING
 * (addin/i18n/rankingColumns.ts), one click away (docs/task-pane.md, "The ranking sheet").
 */
function rankingColumnsHtml(lang: Language): string {
  const help = rankingHelp(lang);
  const kinds = help.kinds
    .map(
      (k) =>
        `<h4>${escapeHtml(k.title)}</h4><table class="help-table"><tbody>${k.columns.map((c) => `<tr><td><strong>${escapeHtml(c.heading)}</strong></td><td>${escapeHtml(c.meaning)}</td></tr>`).join("")}</tbody></table>`,
    )
    .join("");
  return `<details class="help-ranking" id="help-ranking"><summary>${escapeHtml(help.title)}</summary>${kinds}</details>`;
}

/** Fills the Help block if the page has one. */
export function mountHelp(doc: Pick<Document, "getElementById">, lang: Language = "en"): boolean {
  const target = doc.getElementById("help-content");
  if (!target) return false;
  target.innerHTML = helpHtml(lang);
  return true;
}

if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => mountHelp(document));
  else mountHelp(document);
}
