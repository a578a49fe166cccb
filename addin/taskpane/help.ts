// The pane's Help block: the score-cell notation with an example per row, and links to the help
// pages shipped beside the pane (help.html, one section per function; rules.html). It fills
// #help-content by itself when the page loads, in Excel or not, so a director who opens the page
// in a browser still sees how to write an adjusted score. No Office calls here.

/** One row of the notation table: what to type, and what it means (rules.md §2). */
export interface EntryHelp {
  example: string;
  meaning: string;
}

/** Every kind of entry the functions read, each with an example a director can type. */
export const ENTRY_HELP: readonly EntryHelp[] = [
  { example: "420", meaning: "A table result, from North-South's side (-50: EW scored 50; 0 or PASS: passed out)." },
  { example: "A+", meaning: "Average plus (60 %) for both pairs; A is 50 %, A- is 40 %." },
  { example: "A+/A-", meaning: "Artificial score per side: NS part / EW part." },
  { example: "60%/45%", meaning: "Any percentages, NS / EW (they need not add up to 100)." },
  { example: "NP", meaning: "Not played: neither pair scores the board." },
  { example: "450/-480", meaning: "Split score: NS ranked as if +450, EW as if −480." },
  { example: "40% 920 + 60% -50", meaning: "Weighted score: 2 to 8 parts adding up to 100 %." },
  { example: "920/40% 920 + 60% -50", meaning: "NS keeps the table result, EW gets the weighted score." },
  { example: "A+/450", meaning: "NS average plus; EW ranked as if NS scored 450." },
  { example: "40% 920 + 60% -50 !NS", meaning: "North-South offended (!EW, !NSEW): Danish rounding goes against them." },
  { example: "420 @2", meaning: "Fouled board: this row is in group 2 and is compared only within it." },
  { example: "A- ~1", meaning: "Linked irregularity: average scores with the same ~1 are rounded together." },
];

/** The functions, each linked to its section of help.html (the same anchors as their helpUrl). */
export const FUNCTION_HELP: readonly { name: string; summary: string }[] = [
  { name: "MATCHPOINTS", summary: "NS and EW matchpoints of every row" },
  { name: "RANKING", summary: "the session's ranking" },
  { name: "MULTITEAM", summary: "a pairs session as a multi-team event" },
  { name: "BUTLERIMP", summary: "Butler IMPs against the datum" },
  { name: "CROSSIMP", summary: "cross-IMPs across the field" },
  { name: "DATUM", summary: "each board's Butler datum" },
  { name: "WEIGHTEDSCORE", summary: "one weighted score against the field" },
  { name: "NEUBERG", summary: "Neuberg's formula" },
  { name: "SERIES", summary: "standings over several sessions" },
  { name: "SCORE", summary: "the NS score of a contract" },
  { name: "IMP", summary: "IMPs for a score difference" },
  { name: "IMPTOVP", summary: "victory points" },
  { name: "VULNERABILITY", summary: "vulnerability by board number" },
  { name: "DEALER", summary: "dealer by board number" },
];

const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A link that opens outside the pane: the pane is too narrow to read a reference page in. */
const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${text}</a>`;

/** The Help block's HTML. Pure, so it is tested without a DOM. */
export function helpHtml(): string {
  const rows = ENTRY_HELP.map((r) => `<tr><td><code>${escapeHtml(r.example)}</code></td><td>${escapeHtml(r.meaning)}</td></tr>`).join("");
  const functions = FUNCTION_HELP.map((f) => `<li>${link(`help.html#${f.name.toLowerCase()}`, `BRIDGE.${f.name}`)}: ${escapeHtml(f.summary)}</li>`).join("");
  return [
    `<p>Type these into a score cell, or let <strong>Adjust</strong> write them. Upper or lower case; a blank cell is no result, never 0.</p>`,
    `<table class="help-table"><thead><tr><th>Entry</th><th>Meaning</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>Options are text such as <code>"profile=dbf; decimals=2"</code>. ${link("help.html#entries", "More on score cells")} · ${link("rules.html", "The scoring rules")}</p>`,
    `<ul class="help-functions">${functions}</ul>`,
  ].join("");
}

/** Fills the Help block if the page has one. */
export function mountHelp(doc: Pick<Document, "getElementById">): boolean {
  const target = doc.getElementById("help-content");
  if (!target) return false;
  target.innerHTML = helpHtml();
  return true;
}

if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => mountHelp(document));
  else mountHelp(document);
}
