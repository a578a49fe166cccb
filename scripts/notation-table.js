// The table of docs/rules.md §8.1 ("Scores typed the local way") and of each translated rules page,
// written from the language bundles (src/lang/) when the build publishes a page
// (scripts/help-pages.js). A page names it with the placeholder {NOTATIONS} on a line of its own,
// so a new language's column is its bundle's notation, in every page, with no page edited:
//   a row per seat, vulnerability and strain, the passed-out board, and the words refused for
//   their two readings; a column per notation besides English, named in the page's language.
// Row names are the page's messages' readings (North (N) -> North, clubs (♣) -> clubs ♣), its
// results-page word for a passed-out board and its site words (site.notation); language names are
// Node's ICU names in the page's locale.
"use strict";

require("./ts-require");
const { BUNDLES } = require("../src/lang");
const { LANGUAGE_FACTS, SEAT_WORDS, STRAIN_WORDS, isAmbiguity, renderMessage, seatReading, strainReading, wordKey } = require("../src/index.ts");

const PLACEHOLDER = /^\{NOTATIONS\}$/m;
const LOCALS = Object.keys(BUNDLES).filter((lang) => lang !== "en");
const SEATS = Object.keys(BUNDLES.en.seats);
const STRAINS = ["C", "D", "H", "S", "N"];

const locale = (lang) => LANGUAGE_FACTS[lang].locale;
const fill = (template, params) => template.replace(/\{(\w+)\}/g, (whole, key) => params[key] ?? whole);
const capital = (text, lang) => text.charAt(0).toLocaleUpperCase(locale(lang)) + text.slice(1);

/** A reading as a message names it, for a table: "North (N)" -> "North", "clubs (♣)" -> "clubs ♣". */
function readingName(message, lang) {
  const text = renderMessage(message, lang);
  const bracket = /^(.*?)\s*\(([^()]*)\)$/u.exec(text);
  if (!bracket) return text;
  return /\p{L}/u.test(bracket[2]) ? bracket[1] : `${bracket[1]} ${bracket[2]}`;
}

/** `notation`'s name in `lang`, as a column heading: Danish, Dansk, Deens, Dán. */
function languageName(notation, lang) {
  const name = new Intl.DisplayNames([locale(lang)], { type: "language" }).of(notation);
  if (!name || name === notation) throw new Error(`Node's ICU has no name for ${notation} in ${lang}: the rules pages' §8.1 table needs it`);
  return capital(name, lang);
}

/**
 * A word of `notation`'s tables as its travellers write it (the tables key it in capitals; a
 * director may type any case): as the bundle writes it where it does (its seat letters and what
 * VULNERABILITY answers: Ny, KNy, senki), a piece of one or two letters in capitals (UT, N-S), a
 * longer one in lower case, a seat or vulnerability capitalised but after a space (Nord-Syd,
 * Alle i zonen).
 */
function shown(word, field, notation) {
  const loc = locale(notation);
  const written = [...Object.values(BUNDLES[notation].seats), ...Object.values(BUNDLES[notation].notation.vulnerabilityWritten)];
  const known = (piece) => written.find((w) => wordKey(w) === piece);
  const named = field === "seats" || field === "vulnerabilities";
  if (named && known(word)) return known(word);
  return word
    .split(/([-/ ])/)
    .map((piece, i, pieces) => {
      if (i % 2 === 1) return piece;
      const lower = piece.toLocaleLowerCase(loc);
      if (pieces[i - 1] === " ") return lower;
      if (named && known(piece)) return known(piece);
      if ([...piece].length <= 2) return piece;
      return named ? capital(lower, notation) : lower;
    })
    .join("");
}

const code = (word, field, notation) => `\`${shown(word, field, notation)}\``;

/** The words of `notation`'s `field` read as `value`, or a dash. */
function wordsFor(notation, field, value) {
  const table = field === "pass" ? Object.fromEntries(BUNDLES[notation].notation.pass.map((w) => [w, "PASS"])) : BUNDLES[notation].notation[field];
  const words = Object.entries(table).filter(([, v]) => v === value);
  return words.length ? words.map(([w]) => code(w, field, notation)).join(", ") : "—";
}

/**
 * The words `notation` refuses as a `field` for their two readings, each reading named: the English
 * one in the page's language, the notation's own in its language with why the word may mean it
 * (É without its accent, Ny cut short).
 */
function refusedFor(notation, field, lang) {
  const words = BUNDLES[lang].site.notation;
  const english = field === "seats" ? SEAT_WORDS : STRAIN_WORDS;
  const reading = field === "seats" ? seatReading : strainReading;
  const letter = (write) => capital(write.toLocaleLowerCase(locale(notation)), notation);
  const name = (word, { value, write }) => {
    if (english[word] === value) return readingName(reading(value), lang);
    const own = readingName(reading(value), notation);
    if (write !== word && write.normalize("NFD").replace(/\p{M}/gu, "") === word) return `${own} (${fill(words.withoutAccent, { letter: letter(write) })})`;
    if ([...write].length === 2 && write.startsWith(word)) return `${own} (${fill(words.cutShort, { letter: letter(write) })})`;
    return own;
  };
  const refused = Object.entries(BUNDLES[notation].notation[field])
    .filter(([, v]) => isAmbiguity(v))
    .map(([w, { ambiguous }]) => `${code(w, field, notation)}: ${fill(words.or, { first: name(w, ambiguous[0]), second: name(w, ambiguous[1]) })}`);
  return refused.length ? refused.join("; ") : "—";
}

/** The §8.1 table in `lang`, as Markdown. */
function notationTable(lang) {
  const site = BUNDLES[lang].site.notation;
  const rows = [
    // A seat is a name in every language's table, as the hand-written tables had it (noord -> Noord).
    ...SEATS.map((s) => [capital(readingName(seatReading(s), lang), lang), (n) => wordsFor(n, "seats", s)]),
    ...Object.entries(site.vulnerable).map(([v, heading]) => [heading, (n) => wordsFor(n, "vulnerabilities", v)]),
    ...STRAINS.map((s) => [readingName(strainReading(s), lang), (n) => wordsFor(n, "strains", s)]),
    [BUNDLES[lang].words["entry.passed"], (n) => wordsFor(n, "pass", "PASS")],
    [site.refusedStrain, (n) => refusedFor(n, "strains", lang)],
    [site.refusedSeat, (n) => refusedFor(n, "seats", lang)],
  ];
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [
    `|  | ${LOCALS.map((n) => `${languageName(n, lang)} (\`${n}\`)`).join(" | ")} |`,
    `|${"---|".repeat(LOCALS.length + 1)}`,
    ...rows.map(([heading, cell]) => line([heading, ...LOCALS.map(cell)])),
  ].join("\n");
}

/** `text` with its {NOTATIONS} placeholder written as the §8.1 table, in `lang`. */
function fillNotations(text, lang) {
  return text.replace(PLACEHOLDER, () => notationTable(lang));
}

module.exports = { fillNotations, notationTable };
