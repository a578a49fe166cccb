// The site's front page (index.html, index.<lang>.html), one template for every language: its
// sections and their ids, the links' targets and the guides it lists are here; its words are each
// language's bundle's (`site.front` in src/lang/<lang>/index.ts, typed FrontPageWords in
// src/lang/bundle.ts), and so are its title and the names of the help and the rules (`site.titles`).
// A language added to the bundle list gets its front page from its words, and one that lacks a
// word fails the build, naming it.
"use strict";

require("./ts-require");
const { BUNDLES } = require("../src/lang");
const { listed } = require("./language-lists");

/** The guides the "Read more" section lists, in order: a director's, then a developer's. All English only. */
const GUIDES_LISTED = ["installing", "task-pane", "import-export", "languages", "reference", "functions", "glossary"];
const DEVELOPERS_LISTED = ["development", "testing", "performance"];

/** The files the page offers for download, linked by their own names in every language. */
const FILES = { manifest: "manifest.xml", workbook: "club-session.xlsx" };

/** A language's front-page words: its bundle's `site.front`, loaded once with the rest of its site words (scripts/help-pages.js). */
const frontWords = (lang) => BUNDLES[lang].site.front;

const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(",");

/**
 * What `words` lack or have too many against English's, each as a sentence naming the key: every
 * word there and not empty, with English's placeholders; each guide of the lists named, its link's
 * words in one pair of brackets.
 */
function frontPageProblems(lang, words, english = frontWords("en")) {
  const where = `src/lang/${lang}/index.ts`;
  const problems = [];
  const compare = (ours, theirs, key) => {
    if (typeof theirs === "string") {
      if (typeof ours !== "string" || ours.trim() === "") problems.push(`${where}: no ${key}`);
      else if (placeholders(ours) !== placeholders(theirs)) problems.push(`${where}: ${key} has {${placeholders(ours)}}, English {${placeholders(theirs)}}`);
      return;
    }
    if (typeof ours !== "object" || ours === null) return void problems.push(`${where}: no ${key}`);
    for (const k of Object.keys(theirs)) compare(ours[k], theirs[k], `${key}.${k}`);
    for (const k of Object.keys(ours)) if (!(k in theirs)) problems.push(`${where}: ${key}.${k} is no word of the front page`);
  };
  compare(words, { ...english, pages: Object.fromEntries([...GUIDES_LISTED, ...DEVELOPERS_LISTED].map((p) => [p, ""])) }, "site.front");
  for (const [page, text] of Object.entries(words?.pages ?? {}))
    if (typeof text === "string" && !/^[^[\]]*\[[^[\]]+\][^[\]]*$/.test(text))
      problems.push(`${where}: site.front.pages.${page} needs its link's words in one pair of [brackets]`);
  return problems;
}

/** A page's name as a link says it: its title without the site's name ("Bridge Scoring — the scoring rules" -> "The scoring rules"). */
function pageName(title) {
  const name = title.includes(" — ") ? title.slice(title.indexOf(" — ") + 3) : title;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `text` with each {name} replaced; a name the template does not fill is a mistake in the words. */
function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`the front page fills no ${whole}: ${text}`);
    return values[name];
  });
}

/**
 * The front page in `lang` as Markdown. `file(page, lang)` is a page's built name (help.da.html);
 * the guides are English only, so a list links each as `<guide>.html`.
 */
function frontPageMarkdown(lang, file) {
  const words = frontWords(lang);
  const problems = frontPageProblems(lang, words);
  if (problems.length) throw new Error(`The front page in ${lang} cannot be written:\n${problems.join("\n")}`);
  const { titles } = BUNDLES[lang].site;
  const guide = (page) => words.pages[page].replace(/\[([^\]]+)\]/, `[$1](${page}.html)`);
  const list = (pages) => listed(pages.map(guide), words.and);
  const links = {
    ...Object.fromEntries(Object.entries(FILES).map(([key, name]) => [key, `[${name}](${name})`])),
    installing: guide("installing"),
    help: `[${pageName(titles.help)}](${file("help", lang)})`,
    rules: `[${pageName(titles.rules)}](${file("rules", lang)})`,
  };
  const { getIt, tryIt, readMore } = words;
  return [
    `# ${titles.index} {#bridge-scoring-for-excel}`,
    fill(words.lead, {}),
    `## ${getIt.heading} {#get-it}`,
    getIt.steps.map((step, i) => `${i + 1}. ${fill(step, links)}`).join("\n"),
    `## ${tryIt.heading} {#try-it}`,
    fill(tryIt.text, links),
    `## ${readMore.heading} {#read-more}`,
    [
      fill(readMore.help, links),
      fill(readMore.rules, links),
      fill(readMore.guides, { pages: list(GUIDES_LISTED) }),
      fill(readMore.developers, { pages: list(DEVELOPERS_LISTED) }),
    ]
      .map((line) => `- ${line}`)
      .join("\n"),
  ]
    .join("\n\n")
    .concat("\n");
}

module.exports = { frontPageMarkdown, frontPageProblems, frontWords, pageName, GUIDES_LISTED, DEVELOPERS_LISTED };
