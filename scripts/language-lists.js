// The languages and their notations as the documents list them, written from the bundle list
// (src/lang/index.ts) when the build publishes a text: the help pages and guides
// (scripts/help-pages.js), functions.json's help from the JSDoc (scripts/functions-metadata.js) and
// each language's function help (scripts/localize-functions.js). A source text names a list with
// a placeholder, so a new language is its folder and its line in the list (docs/recipes.md), and
// no page or comment that lists the languages is edited. The word in brackets is the text's own
// ("or", "eller"):
//   {NOTATIONS (or)}          da, nl or hu                           (the notations besides English)
//   {NOTATIONS|}              da|nl|hu                               (the option's values)
//   {NOTATIONS seats}         N Ø S V; N O Z W; É K D Ny             (each notation's N E S W, as DEALER answers)
//   {NOTATIONS vulnerabilities} Ingen NS ØV Alle; Geen NZ OW Allen; … (as VULNERABILITY answers)
//   {NOTATIONS letters}       Ø V, O Z, É K D Ny; Ingen, Geen, senki; UT, SA, SZ
//                                                                    (the seats that are not the English
//                                                                     letters, None, and no trump: SCORE's examples)
//   {NOTATIONS pass (and)}    PAS and PASSZ                          (the pass words, read in every score cell: §2;
//                                                                     likewise np: NG, NOPLAY; sides: !ØV, !NZ, …;
//                                                                     bothsides: !NSØV, !NZOW, …)
//   {LANGUAGES (and)}         English, Danish, Dutch and Hungarian   (named in the text's language, as
//                                                                     in a sentence: engelsk, dansk in Danish)
//   {LANGUAGES: (and)}        English, Danish (Dansk), Dutch (Nederlands) and Hungarian (Magyar)
//   {LANGUAGES/}              English / Dansk / Nederlands / Magyar  (each in its own words, as the pane lists them)
// A placeholder that is a whole code span or quotation, with what comes before it there, quotes
// each item so, the first with that text: `notation={NOTATIONS (or)}` is `notation=da`, `nl` or
// `hu`, "{NOTATIONS seats}" is "N Ø S V", "N O Z W", "É K D Ny". The Markdown stays a code span
// a reader (and a test reading the page) sees as the option. The bare {NOTATIONS}, on a line of
// its own, is the §8.1 table (scripts/notation-table.js).
// A language's name in another is Node's ICU name (Intl.DisplayNames), in the text's locale.
"use strict";

require("./ts-require");
const { BUNDLES, LANGUAGE_FACTS } = require("../src/lang");

const LANGUAGES = Object.keys(BUNDLES);
const LOCALS = LANGUAGES.filter((lang) => lang !== "en");
const SEATS = ["N", "E", "S", "W"];
const VULNERABILITIES = ["None", "NS", "EW", "All"];

const PLACEHOLDER =
  /(?:(["`])([^"`{}\s]*))?\{(?:LANGUAGES(:|\/)?|NOTATIONS(\|| seats| vulnerabilities| letters| pass| np| sides| bothsides)?)(?: \(([^()]*)\))?\}\1/g;

/** `items` as a list ending with `word` before the last: a, b or c. */
function listed(items, word) {
  if (word === undefined || items.length < 2) return items.join(", ");
  return `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;
}

/** `lang`'s name in a text in `textLang`, as it is written in a sentence there: Danish, dansk, Deens, dán. */
function languageName(lang, textLang) {
  const locale = LANGUAGE_FACTS[textLang].locale;
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(lang);
  if (!name || name === lang) throw new Error(`Node's ICU has no name for ${lang} in ${textLang}: the language lists need it`);
  return name;
}

/** No trump as the notation writes it shortest (UT, SA, SZ): a word of its strains table that reads NT alone. */
function noTrump(lang) {
  const words = Object.entries(BUNDLES[lang].notation.strains)
    .filter(([, v]) => v === "N")
    .map(([w]) => w);
  if (words.length === 0) throw new Error(`src/lang/${lang}/index.ts reads no word as no trump: SCORE's example letters need one`);
  return words.reduce((a, b) => ([...b].length < [...a].length ? b : a));
}

/** The words of each local notation that every score cell reads (docs/rules.md §2), by form. */
const WORDS = {
  pass: (l) => BUNDLES[l].notation.pass,
  np: (l) => BUNDLES[l].notation.np,
  sides: (l) => [side(l, "ns"), side(l, "ew")].filter((name) => name !== "NS" && name !== "EW").map((name) => `!${name}`),
  bothsides: (l) => [`!${side(l, "ns")}${side(l, "ew")}`].filter((both) => both !== "!NSEW"),
};

/** A side's name in `lang` as its travellers write it (KNy; the bundle keys it KNY): as VULNERABILITY writes it, where it does. */
function side(lang, which) {
  const key = BUNDLES[lang].notation.sides[which];
  return Object.values(BUNDLES[lang].notation.vulnerabilityWritten).find((w) => w.normalize("NFC").toUpperCase() === key) ?? key;
}

/** Each local notation's group of words for `form`, each group a string. */
function wordGroups(form) {
  if (form === "seats") return LOCALS.map((lang) => SEATS.map((s) => BUNDLES[lang].seats[s]).join(" "));
  if (form === "vulnerabilities") return LOCALS.map((lang) => VULNERABILITIES.map((v) => BUNDLES[lang].notation.vulnerabilityWritten[v]).join(" "));
  return [];
}

/** A {LANGUAGES…} list in `lang`: `form` is ":" (with each language's own name), "/" (the own names) or none. */
function languageList(form, word, lang) {
  if (form === "/") return LANGUAGES.map((l) => LANGUAGE_FACTS[l].name).join(" / ");
  const named = (l) => {
    const name = languageName(l, lang);
    const own = LANGUAGE_FACTS[l].name;
    return form === ":" && name.toLocaleLowerCase() !== own.toLocaleLowerCase() ? `${name} (${own})` : name;
  };
  return listed(LANGUAGES.map(named), word);
}

/** A {NOTATIONS…} list: each item quoted with `quote`, the first after `prefix`; `word` before the last. */
function notationList(quote, prefix, form, word) {
  const q = (item, i = 1) => `${quote}${i === 0 ? prefix : ""}${item}${quote}`;
  if (form === "|") return q(LOCALS.join("|"), 0);
  if (form === undefined) return listed(LOCALS.map(q), word);
  if (form === " letters") {
    const seats = LOCALS.map((l) => SEATS.filter((s) => BUNDLES[l].seats[s] !== s).map((s) => BUNDLES[l].seats[s])).filter((g) => g.length > 0);
    const none = LOCALS.map((l) => BUNDLES[l].notation.vulnerabilityWritten.None);
    const groups = [seats.map((g) => g.join(" ")), none, LOCALS.map(noTrump)];
    return groups.map((g, i) => g.map((item, j) => q(item, i + j)).join(", ")).join("; ");
  }
  if (WORDS[form.trim()]) return listed([...new Set(LOCALS.flatMap(WORDS[form.trim()]))].map(q), word);
  return wordGroups(form.trim())
    .map(q)
    .join(quote ? ", " : "; ");
}

/** `text` with every {NOTATIONS…} and {LANGUAGES…} list written from the bundle list, in `lang`. */
function fillLanguageLists(text, lang) {
  return text.replace(PLACEHOLDER, (whole, quote = "", prefix = "", languagesForm, notationsForm, word) => {
    if (whole.includes("{LANGUAGES")) return `${quote}${prefix}${languageList(languagesForm, word, lang)}${quote}`;
    // {NOTATIONS} alone is the §8.1 table's (scripts/notation-table.js).
    if (notationsForm === undefined && word === undefined) return whole;
    return notationList(quote, prefix, notationsForm, word);
  });
}

module.exports = { fillLanguageLists, listed };
