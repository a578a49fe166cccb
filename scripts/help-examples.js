// The examples of the function help, one list for every help page (docs/help.md and
// docs/help.<lang>.md): each page shows them the way its language's Excel takes them.
// Excel reads a formula with the separators of the computer's regional settings: English Windows
// separates arguments with "," and writes decimals with "."; a Danish Windows, like each
// language's whose bundle says so (facts.argumentSeparator, facts.decimal), uses ";" and "," (Microsoft: "Change the character used to separate thousands or decimals", and
// the list separator of Windows' Region settings, which Excel's formulas use). A formula copied
// from the English page into a Danish Excel is refused, hence one source and a rendering per language.
//
// In the Markdown a block of examples is a fenced block whose info string is `formulas <id>`;
// `fillExamples` writes its lines from this list. The build (scripts/help-pages.js) fills the pages
// it publishes, `node scripts/help-examples.js` writes the documents themselves (`--check` only
// reports), and test/build/help-examples.test.ts parses every formula of every page with its language's
// separators and computes every example that shows a result. The same run writes what is listed
// from the pages' own headings, so a function is named once, in its section: each page's index line
// ("Functions: [MATCHPOINTS](#matchpoints) · …") and docs/reference.md's function index; and
// README.md's examples to paste (README below, one entry per function) and its paragraph of
// profiles (PROFILES in src/options.ts, each profile's `readme`).
"use strict";

const fs = require("fs");
const path = require("path");

require("./ts-require");
/** The languages (the bundle list, src/lang/index.ts): the help page in each, and its separators. */
const { BUNDLES, LANGUAGE_FACTS } = require("../src/lang");

/** Each language's argument separator and decimal mark in a formula. */
const SEPARATORS = Object.fromEntries(Object.entries(LANGUAGE_FACTS).map(([lang, f]) => [lang, { argument: f.argumentSeparator, decimal: f.decimal }]));

// The examples' words in each language are in its bundle too (src/lang/<lang>/index.ts, site.examples).
const LANGUAGES = Object.keys(LANGUAGE_FACTS);

/** An example's note in every language, from each bundle. */
function say(key) {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const text = BUNDLES[lang].site.examples[key];
      if (typeof text !== "string") throw new Error(`src/lang/${lang}/index.ts has no site.examples["${key}"]: the help's examples need it`);
      return [lang, text];
    }),
  );
}

/** Per language, an example in its own notation; the English page shows the first translated language's. */
const inNotation = (make) => Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang === "en" ? LANGUAGES.find((l) => l !== "en") : lang)]));

/**
 * The examples, by the id of the function's section. `formula` is written the English way (or per
 * language, for an example in that language's own notation); `note` is the same in every language
 * (a result such as "→ 4.333") or per language. A note starting with "→ " is the result the
 * formula gives: rows separated by " / ", the cells of a row by spaces.
 */
const EXAMPLES = {
  matchpoints: [
    { formula: "=BRIDGE.MATCHPOINTS(D2:D8)", note: say("matchpoints.traveller") },
    {
      formula: "=BRIDGE.MATCHPOINTS(D2:D200, A2:A200)",
      note: say("matchpoints.session"),
    },
    { formula: '=BRIDGE.MATCHPOINTS(D2:D8,,"profile=dbf")', note: say("matchpoints.dbf") },
    { formula: '=BRIDGE.MATCHPOINTS({50;50;-420;"NP"})', note: "→ 4.333 1.667 / 4.333 1.667 / 0.333 5.667 / NP NP" },
  ],
  neuberg: [{ formula: "=BRIDGE.NEUBERG(3, 3, 4)", note: "→ 4.333" }, { formula: "=BRIDGE.NEUBERG(F2:F7, 6, 7)" }],
  weightedscore: [
    { formula: "=BRIDGE.WEIGHTEDSCORE({40;60}, {920;-50}, {420;420;450;450;-50;100})", note: "→ 5.4 6.6" },
    { formula: "=BRIDGE.WEIGHTEDSCORE({0.4;0.6}, {920;-50}, {420;420;450;450;-50;100})", note: "→ 5.4 6.6" },
    {
      formula: '=BRIDGE.WEIGHTEDSCORE(H2:H3, I2:I3, D2:D7, "profile=dbf; offender=NS")',
      note: say("weightedscore.dbf"),
    },
  ],
  butlerimp: [
    {
      formula: "=BRIDGE.BUTLERIMP(D2:D8)",
      note: say("butlerimp.datum"),
    },
    { formula: "=BRIDGE.BUTLERIMP({420;420;450;-50;100})", note: "→ 3 -3 / 3 -3 / 4 -4 / -8 8 / -5 5" },
    { formula: '=BRIDGE.BUTLERIMP(D2:D200, A2:A200, "trim=2")' },
  ],
  butlerdatum: [
    { formula: "=BRIDGE.BUTLERDATUM({420;420;450;-50;100})", note: "→ 310 / 310 / 310 / 310 / 310" },
    {
      formula: '=BRIDGE.BUTLERDATUM(D2:D8,,"trim=0")',
      note: say("butlerdatum.plain"),
    },
  ],
  crossimp: [
    { formula: "=BRIDGE.CROSSIMP({420;450;-50})", note: "→ 4.5 -4.5 / 6 -6 / -10.5 10.5" },
    {
      formula: '=BRIDGE.CROSSIMP(D2:D8,,"ximp=sum")',
      note: say("crossimp.sum"),
    },
  ],
  ranking: [
    { formula: "=BRIDGE.RANKING(A2:A200, B2:B200, C2:C200, G2:G200)" },
    { formula: '=BRIDGE.RANKING(A2:A200, B2:B200, C2:C200, G2:G200, "decimals=2; mitchell=on")' },
    { formula: '=BRIDGE.RANKING(A2:A200, B2:B200, C2:C200, G2:G200, "scoring=butler")' },
    { formula: "=BRIDGE.RANKING(A2:A200, B2:B200, C2:C200, G2:G200, , K2:M3)", note: say("ranking.corrections") },
  ],
  multiteam: [{ formula: "=BRIDGE.MULTITEAM(A2:A200, B2:B200, C2:C200, G2:G200)" }],
  seriesresult: [
    {
      formula: "=BRIDGE.SERIESRESULT(A2:A40, B2:B40, C2:C40)",
      note: say("seriesresult.weighted"),
    },
    { formula: '=BRIDGE.SERIESRESULT(A2:A40, B2:B40, C2:C40, "absent=45; substitute=cap; decimals=2")' },
  ],
  score: [
    { formula: '=BRIDGE.SCORE("4H", "S", 10, "None")', note: "→ 420" },
    { formula: '=BRIDGE.SCORE("1NTX", "E", "-2", "EW")', note: "→ 500" },
    {
      formula: "=BRIDGE.SCORE(D2:D30, E2:E30, F2:F30, A2:A30)",
      note: say("score.boards"),
    },
    {
      formula: inNotation((n) => BUNDLES[n].site.examples["score.local"]),
      note: inNotation((n) => BUNDLES[n].site.examples["score.localResult"]),
    },
  ],
  imp: [
    { formula: "=BRIDGE.IMP(25)", note: "→ 1" },
    { formula: "=BRIDGE.IMP(-2200)", note: "→ -19" },
    { formula: "=BRIDGE.IMP(-4.5)", note: "→ 0" },
  ],
  imptovp: [
    { formula: "=BRIDGE.IMPTOVP(23, 16)", note: "→ 15.56" },
    { formula: "=BRIDGE.IMPTOVP(-23, 16)", note: "→ 4.44" },
    { formula: "=BRIDGE.IMPTOVP(10.5, 16)", note: "→ 12.92" },
  ],
  vulnerability: [
    { formula: "=BRIDGE.VULNERABILITY(4)", note: "→ All" },
    { formula: "=BRIDGE.VULNERABILITY(A2:A30)" },
    {
      formula: inNotation((n) => `=BRIDGE.VULNERABILITY(3, "notation=${n}")`),
      note: inNotation((n) => `→ ${BUNDLES[n].notation.vulnerabilityWritten.EW}`),
    },
  ],
  dealer: [
    { formula: "=BRIDGE.DEALER(2)", note: "→ E" },
    { formula: "=BRIDGE.DEALER(A2:A30)" },
    {
      formula: inNotation((n) => `=BRIDGE.DEALER(4, "notation=${n}")`),
      note: inNotation((n) => `→ ${BUNDLES[n].seats.W}`),
    },
  ],
};

/**
 * README.md's examples to paste, by the id of the function's section, in the README's order: a
 * director's first formulas, shorter than the help's and English only, so each function has its
 * own here. `note` is what the README says beside the formula. A function without one stops
 * `npm run help-examples` (test/build/readme.test.ts checks the README says what is written).
 */
const README = {
  score: [
    { formula: '=BRIDGE.SCORE("4H", "S", 10, "None")', note: "→ 420" },
    { formula: "=BRIDGE.SCORE(E2:E30, F2:F30, G2:G30, A2:A30)", note: "a traveller's NS scores" },
  ],
  matchpoints: [
    { formula: "=BRIDGE.MATCHPOINTS(D2:D8)", note: "NS and EW matchpoints of one traveller" },
    { formula: '=BRIDGE.MATCHPOINTS(D2:D2000, A2:A2000, "profile=dbf")', note: "a whole session, Danish rules" },
  ],
  neuberg: [{ formula: "=BRIDGE.NEUBERG(3, 3, 4)", note: "→ 4.333…" }],
  weightedscore: [{ formula: "=BRIDGE.WEIGHTEDSCORE({40;60}, {920;-50}, {420;420;450;450;-50;100})", note: "→ 5.4  6.6" }],
  butlerimp: [{ formula: '=BRIDGE.BUTLERIMP(D2:D2000, A2:A2000, "trim=2")', note: "Butler IMPs per row" }],
  butlerdatum: [{ formula: "=BRIDGE.BUTLERDATUM(D2:D8)", note: "the board's datum on every row" }],
  crossimp: [{ formula: '=BRIDGE.CROSSIMP(D2:D8,,"ximp=sum")', note: "cross-IMPs, totals" }],
  ranking: [{ formula: '=BRIDGE.RANKING(A2:A200, B2:B200, C2:C200, D2:D200, "decimals=2")', note: "the session's ranking" }],
  multiteam: [{ formula: "=BRIDGE.MULTITEAM(A2:A200, B2:B200, C2:C200, D2:D200)", note: "the session as multiple teams" }],
  seriesresult: [{ formula: "=BRIDGE.SERIESRESULT(A2:A40, B2:B40, C2:C40)", note: "standings over several sessions" }],
  imp: [{ formula: "=BRIDGE.IMP(C2-D2)", note: "Law 78B" }],
  imptovp: [{ formula: "=BRIDGE.IMPTOVP(23, 16)", note: "WBF 2013 20-point scale" }],
  vulnerability: [{ formula: "=BRIDGE.VULNERABILITY(A2:A30)", note: "None, NS, EW, All from the board numbers" }],
  dealer: [{ formula: "=BRIDGE.DEALER(A2:A30)", note: "N, E, S, W" }],
};

const inLanguage = (value, lang) => (typeof value === "string" || value === undefined ? value : value[lang]);

/** Decimals written with the language's mark: "4.333" → "4,333". */
function localNumbers(text, lang) {
  return text.replace(/(\d)\.(\d)/g, `$1${SEPARATORS[lang].decimal}$2`);
}

/**
 * An English-form formula as `lang`'s Excel takes it: the argument separator and the decimal mark
 * of the language; text in quotes and sheet names in apostrophes as they are; `;` between the rows
 * of an array constant as it is (every one of these languages writes it so). An array constant
 * with columns is refused: its column separator differs between languages (a "\" in Dutch), and
 * no example needs one.
 */
function localFormula(formula, lang) {
  const { argument, decimal } = SEPARATORS[lang];
  let out = "";
  let inArray = false;
  for (let i = 0; i < formula.length; i++) {
    const c = formula[i];
    if (c === '"' || c === "'") {
      const end = formula.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unclosed ${c} in ${formula}`);
      out += formula.slice(i, end + 1);
      i = end;
    } else if (c === "{") {
      inArray = true;
      out += c;
    } else if (c === "}") {
      inArray = false;
      out += c;
    } else if (c === ",") {
      if (inArray) throw new Error(`an array constant with columns is not shown the same way in every language: ${formula}`);
      out += argument;
    } else if (c === "." && /\d/.test(formula[i - 1] ?? "") && /\d/.test(formula[i + 1] ?? "")) {
      out += decimal;
    } else {
      out += c;
    }
  }
  return out;
}

/** The lines of one function's examples in `lang`: each formula, and its note in a column. */
function exampleLines(id, lang) {
  const examples = EXAMPLES[id];
  if (!examples) throw new Error(`no examples for ${id}`);
  const rows = examples.map((e) => {
    const note = inLanguage(e.note, lang);
    return { formula: localFormula(inLanguage(e.formula, lang), lang), note: note === undefined ? "" : lang === "en" ? note : localNumbers(note, lang) };
  });
  const width = Math.max(46, ...rows.filter((r) => r.note).map((r) => r.formula.length + 2));
  return rows.map((r) => (r.note ? r.formula.padEnd(width) + r.note : r.formula));
}

const BLOCK = /^```formulas (\w+)\n[\s\S]*?^```$/gm;

/** The Markdown with every `formulas <id>` block written from EXAMPLES, in `lang`. */
function fillExamples(markdown, lang) {
  return markdown.replace(BLOCK, (_, id) => "```formulas " + id + "\n" + exampleLines(id, lang).join("\n") + "\n```");
}

/** The functions a help page has a section for, in its order: each `## NAME(arguments)` heading. */
function functionSections(markdown) {
  return [...markdown.matchAll(/^## ([A-Z][A-Z0-9]*)(\(.*?\))(?:\s*\{#([\w-]+)\})?\s*$/gm)].map((m) => ({
    name: m[1],
    signature: m[1] + m[2],
    id: m[3] ?? m[1].toLowerCase(),
  }));
}

/** A help page's index line: "Functions: [MATCHPOINTS](#matchpoints) · …", its label in the page's language. */
const INDEX = /^([^\s:[]+): \[[A-Z0-9]+\]\(#[a-z0-9]+\)(?: ·\s+\[[A-Z0-9]+\]\(#[a-z0-9]+\))*$/m;
const INDEX_WIDTH = 100;

/** The Markdown with its index line listing the page's own function sections, wrapped near INDEX_WIDTH. */
function fillIndex(markdown) {
  return markdown.replace(INDEX, (_, label) => {
    const lines = [`${label}:`];
    for (const f of functionSections(markdown)) {
      const link = `[${f.name}](#${f.id})`;
      const last = lines.length - 1;
      const joined = lines[last].endsWith(":") ? `${lines[last]} ${link}` : `${lines[last]} · ${link}`;
      if (joined.length <= INDEX_WIDTH || lines[last].endsWith(":")) lines[last] = joined;
      else {
        lines[last] += " ·";
        lines.push(link);
      }
    }
    return lines.join("\n");
  });
}

/** The Markdown of a help page with its index and every `formulas <id>` block written from EXAMPLES, in `lang`. */
function fillHelpPage(markdown, lang) {
  return fillIndex(fillExamples(markdown, lang));
}

/** docs/reference.md's function index: between these markers, each function of docs/help.md linked to its section. */
const REFERENCE_INDEX = /(<!-- functions: [^\n]*-->\n)[\s\S]*?(<!-- \/functions -->)/;

/** docs/reference.md with its function index written from docs/help.md's headings (the same signatures, in the same order). */
function fillReference(reference, help) {
  if (!REFERENCE_INDEX.test(reference)) throw new Error("docs/reference.md has no <!-- functions: … --> … <!-- /functions --> block");
  const lines = functionSections(help).map((f) => `- [${f.signature}](help.md#${f.id})`);
  return reference.replace(REFERENCE_INDEX, (_, open, close) => `${open}${lines.join("\n")}\n${close}`);
}

/** README.md's block of examples: the fenced block after "### Examples to paste". */
const README_BLOCK = /(### Examples to paste\n\n```\n)[\s\S]*?(\n```\n)/;
/** Where README.md's notes start, unless a formula is longer. */
const README_NOTES = 62;

/** README.md's lines of examples: each function of EXAMPLES (README's order) with its note in a column. */
function readmeLines() {
  const without = Object.keys(EXAMPLES).filter((id) => !README[id]);
  if (without.length)
    throw new Error(`scripts/help-examples.js: README has no example of ${without.join(", ")}; add one to paste (README.md is written from it)`);
  return Object.values(README)
    .flat()
    .map((e) => e.formula.padEnd(Math.max(README_NOTES, e.formula.length + 3)) + e.note);
}

/** Wrap words into lines of at most `width` characters (a word longer stays on its line). */
function wrap(text, width) {
  const lines = [];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

/** README.md's paragraph of profiles, from PROFILES (src/options.ts): each name, with its `readme` phrase. */
const README_PROFILES = /^Profiles \(`profile=`\): [\s\S]*?\(docs\/rules\.md §4\)\.$/m;

function readmeProfiles() {
  const { PROFILES, PROFILE_NAMES, defaultOptions } = require("../src/index.ts");
  const standard = defaultOptions().profile;
  const named = PROFILE_NAMES.map((name) => {
    const said = [PROFILES[name].readme, name === standard ? "the default" : ""].filter(Boolean).join(", ");
    return said ? `\`${name}\` (${said})` : `\`${name}\``;
  });
  return wrap(
    `Profiles (\`profile=\`): ${named.join(", ")} — each a set of options (\`missing=\`, \`corrected=\`, \`artificial=\`, \`weighted=\`, \`scale=\`, \`round=\` …) that may also be given one by one (docs/rules.md §4).`,
    100,
  );
}

/** README.md with its examples to paste written from README and its profiles from PROFILES. */
function fillReadme(readme) {
  if (!README_BLOCK.test(readme)) throw new Error('README.md has no "### Examples to paste" block');
  if (!README_PROFILES.test(readme)) throw new Error('README.md has no paragraph "Profiles (`profile=`): … (docs/rules.md §4)."');
  return readme.replace(README_BLOCK, (_, open, close) => `${open}${readmeLines().join("\n")}${close}`).replace(README_PROFILES, () => readmeProfiles());
}

const ROOT = path.resolve(__dirname, "..");
const HELP_PAGES = Object.fromEntries(Object.keys(LANGUAGE_FACTS).map((lang) => [lang, lang === "en" ? "docs/help.md" : `docs/help.${lang}.md`]));

module.exports = {
  EXAMPLES,
  README,
  SEPARATORS,
  HELP_PAGES,
  localFormula,
  localNumbers,
  exampleLines,
  fillExamples,
  fillHelpPage,
  fillReference,
  fillReadme,
  functionSections,
};

if (require.main === module) {
  const check = process.argv.includes("--check");
  const read = (file) => fs.readFileSync(path.join(ROOT, file), "utf8");
  const pages = Object.entries(HELP_PAGES).map(([lang, file]) => [file, (text) => fillHelpPage(text, lang)]);
  pages.push(["docs/reference.md", (text) => fillReference(text, read(HELP_PAGES.en))]);
  pages.push(["README.md", fillReadme]);
  let stale = 0;
  for (const [file, fill] of pages) {
    const text = read(file);
    const filled = fill(text);
    if (filled === text) continue;
    stale++;
    if (check)
      console.error(`${file}: its examples, its function index or its profiles are not the ones scripts/help-examples.js writes; run npm run help-examples`);
    else fs.writeFileSync(path.join(ROOT, file), filled);
  }
  if (check && stale) process.exit(1);
}
