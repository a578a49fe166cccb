// The webpack side of the function help: builds the site's pages — index.html (the front page),
// help.html, rules.html and support.html (the manifest's SupportUrl), and their translations
// <page>.<lang>.html for each language of the bundle list — each page with links home, to the other
// pages and to itself in the other languages, the rules with a contents list — and makes every
// function's helpUrl in functions.json absolute on the address the add-in is built for. The help,
// the rules and the support page are documents, docs/<page>.md and docs/<page>.<lang>.md; the
// front page is one template, scripts/front-page.js, written in each language from its bundle's
// words (`site.front` in src/lang/<lang>/index.ts). The JSDoc `@helpurl` tags stay relative
// ("help.html#matchpoints") because one source serves every address: the dev server, GitHub
// Pages, a club's own host.
"use strict";

const fs = require("fs");
const path = require("path");
const { markdownPage } = require("./markdown");
const { fillHelpPage } = require("./help-examples");
const { fillProfiles } = require("./profiles");
const { fillLanguageLists } = require("./language-lists");
const { fillNotations } = require("./notation-table");
const { frontPageMarkdown } = require("./front-page");

const ROOT = path.resolve(__dirname, "..");

// The languages, the bundle list (src/lang/index.ts); every page is translated into each besides
// English, and each language's site words (each page's title, the navigation) are in its bundle
// (src/lang/<lang>/index.ts).
require("./ts-require");
const { BUNDLES, LANGUAGE_FACTS } = require("../src/lang");
const TRANSLATED = Object.keys(LANGUAGE_FACTS).filter((lang) => lang !== "en");

/** Each page's title: English, then each translated language. */
const TITLES = Object.fromEntries(
  ["index", "help", "rules", "support"].map((page) => [
    page,
    Object.fromEntries(Object.keys(LANGUAGE_FACTS).map((lang) => [lang, BUNDLES[lang].site.titles[page]])),
  ]),
);

/** The links every page starts with, in each language; each language named in its own words. */
const SITE = Object.fromEntries(Object.keys(LANGUAGE_FACTS).map((lang) => [lang, BUNDLES[lang].site.nav]));
const LANGUAGE_NAMES = Object.fromEntries(Object.entries(LANGUAGE_FACTS).map(([lang, f]) => [lang, f.name]));

/** A page's built file name: help.html, help.da.html. */
const pageFile = (page, lang) => (lang === "en" ? `${page}.html` : `${page}.${lang}.html`);

/**
 * The links at the top of `page` in `lang`: home and the other pages in the same language, then
 * the same page in each other language (the current one marked, not linked).
 */
function siteNav(page, lang) {
  const words = SITE[lang];
  const pages = Object.keys(TITLES)
    .map((p) => (p === page ? `<a href="${pageFile(p, lang)}" aria-current="page">${words[p]}</a>` : `<a href="${pageFile(p, lang)}">${words[p]}</a>`))
    .join("");
  const languages = ["en", ...TRANSLATED]
    .map((l) =>
      l === lang
        ? `<span lang="${l}" aria-current="true">${LANGUAGE_NAMES[l]}</span>`
        : `<a href="${pageFile(page, l)}" hreflang="${l}" lang="${l}">${LANGUAGE_NAMES[l]}</a>`,
    )
    .join("");
  return `<nav class="site">${pages}<span class="languages" aria-label="${words.languages}">${languages}</span></nav>\n`;
}

/** What a page is written from: its document, or for the front page its language's bundle, whose words scripts/front-page.js writes it from. */
const pageSourceFile = (page, lang) => (page === "index" ? `src/lang/${lang}/index.ts` : lang === "en" ? `docs/${page}.md` : `docs/${page}.${lang}.md`);

/**
 * The site's pages and the guides: output name -> [source, title, language].
 * A translation keeps the English page's heading ids ({#id} in its Markdown, or the same `§4.3`
 * prefix), so help.<lang>.html#imptovp and rules.<lang>.html#s4-3 are the English anchors.
 */
const PAGES = Object.fromEntries(
  Object.entries(TITLES).flatMap(([page, title]) =>
    ["en", ...TRANSLATED].map((lang) => [pageFile(page, lang), [pageSourceFile(page, lang), title[lang], lang]]),
  ),
);

/**
 * The guides moved out of the README: English only, built beside the translated pages
 * so a director reads them on the site; their nav leads to the English pages.
 */
const GUIDES = {
  installing: "Bridge Scoring — installing in Excel",
  "task-pane": "Bridge Scoring — the task pane",
  reference: "Bridge Scoring — function reference",
  "import-export": "Bridge Scoring — importing and publishing results",
  languages: "Bridge Scoring — languages",
  functions: "Bridge Scoring — the formula contract",
  glossary: "Bridge Scoring — glossary",
  development: "Bridge Scoring — for developers",
  testing: "Bridge Scoring — testing",
  performance: "Bridge Scoring — performance",
  recipes: "Bridge Scoring — adding a function, a profile or a language",
};
for (const [page, title] of Object.entries(GUIDES)) PAGES[`${page}.html`] = [`docs/${page}.md`, title, "en"];

/** A guide's links: home and the other English pages; a guide has no translations to link. */
function guideNav() {
  const words = SITE.en;
  return `<nav class="site">${Object.keys(TITLES)
    .map((p) => `<a href="${pageFile(p, "en")}">${words[p]}</a>`)
    .join("")}</nav>\n`;
}

/** functions.json text with each relative helpUrl resolved against publicUrl. */
function resolveHelpUrls(json, publicUrl) {
  const metadata = JSON.parse(json);
  for (const fn of metadata.functions ?? []) {
    if (fn.helpUrl) fn.helpUrl = new URL(fn.helpUrl, publicUrl).href;
  }
  return JSON.stringify(metadata, null, 4);
}

/** The Markdown a page is written in: its document as it stands, or the front page as the template writes it in its language. */
function pageSource(out) {
  const [source, , lang] = PAGES[out];
  return out.startsWith("index.") ? frontPageMarkdown(lang, pageFile) : fs.readFileSync(path.join(ROOT, source), "utf8");
}

/**
 * The Markdown of a built page (`help.da.html`) as the build renders it: its document with the
 * help's examples from their one list, in the page's language (scripts/help-examples.js), the
 * profile lists from PROFILES (scripts/profiles.js), the lists of languages and notations
 * (scripts/language-lists.js) and the rules' table of local notations from the language bundles
 * (scripts/notation-table.js).
 */
function pageMarkdown(out) {
  const lang = PAGES[out][2];
  const markdown = pageSource(out);
  // The help's examples come from their one list, and its index line from its sections, in the page's language (scripts/help-examples.js).
  const text = out.startsWith("help.") ? fillHelpPage(markdown, lang) : markdown;
  // The recipes show the placeholders themselves, to a developer who writes them.
  return out === "recipes.html" ? text : fillNotations(fillLanguageLists(fillProfiles(text, lang), lang), lang);
}

class HelpPagesPlugin {
  /** @param {{ publicUrl: string, metadata?: string }} options */
  constructor(options) {
    this.publicUrl = options.publicUrl;
    this.metadata = options.metadata ?? "functions.json";
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("HelpPagesPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "HelpPagesPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        for (const [out, [source, title, lang]] of Object.entries(PAGES)) {
          compilation.fileDependencies.add(path.join(ROOT, source));
          const text = pageMarkdown(out);
          const page = out.split(".")[0];
          const guide = page in GUIDES;
          const site = { nav: guide ? guideNav() : siteNav(page, lang), contents: page === "rules" || guide ? SITE[lang].contents : undefined };
          compilation.emitAsset(out, new sources.RawSource(markdownPage(text, title, lang, site)));
        }
      });
      // After the metadata plugin has put functions.json in (it does so when the compilation starts).
      compilation.hooks.processAssets.tap({ name: "HelpPagesPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const asset = compilation.getAsset(this.metadata);
        if (!asset) return;
        compilation.updateAsset(this.metadata, new sources.RawSource(resolveHelpUrls(asset.source.source().toString(), this.publicUrl)));
      });
    });
  }
}

module.exports = { HelpPagesPlugin, pageMarkdown, pageSource, resolveHelpUrls, siteNav, PAGES, TRANSLATED, TITLES, SITE, GUIDES };
