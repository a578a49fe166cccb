// The webpack side of the function help: builds the site's pages from the repository's documents —
// index.html (the front page), help.html and rules.html from docs/index.md, docs/help.md and
// docs/rules.md, and their translations index.<lang>.html, help.<lang>.html and rules.<lang>.html
// from docs/<page>.<lang>.md for Danish, Dutch and Hungarian (issue 16) — and makes every function's
// helpUrl in functions.json absolute on the address the add-in is built for. The JSDoc `@helpurl` tags stay relative ("help.html#matchpoints")
// because one source serves every address: the dev server, GitHub Pages, a club's own host.
"use strict";

const fs = require("fs");
const path = require("path");
const { markdownPage } = require("./markdown");
const { fillExamples } = require("./help-examples");

const ROOT = path.resolve(__dirname, "..");

/** The languages every page is translated into, besides English (issue 16). */
const TRANSLATED = ["da", "nl", "hu"];

/** Each page's title: English, then each translated language. */
const TITLES = {
  index: { en: "Bridge Scoring for Excel", da: "Bridge Scoring til Excel", nl: "Bridge Scoring voor Excel", hu: "Bridge Scoring Excelhez" },
  help: {
    en: "Bridge Scoring — function help",
    da: "Bridge Scoring — hjælp til funktionerne",
    nl: "Bridge Scoring — hulp bij de functies",
    hu: "Bridge Scoring — súgó a függvényekhez",
  },
  rules: {
    en: "Bridge Scoring — the scoring rules",
    da: "Bridge Scoring — regnskabsreglerne",
    nl: "Bridge Scoring — de rekenregels",
    hu: "Bridge Scoring — a számítási szabályok",
  },
};

/**
 * The pages built from the repository's documents: output name -> [source, title, language].
 * A translation keeps the English page's heading ids ({#id} in its Markdown, or the same `§4.3`
 * prefix), so help.<lang>.html#imptovp and rules.<lang>.html#s4-3 are the English anchors.
 */
const PAGES = Object.fromEntries(
  Object.entries(TITLES).flatMap(([page, title]) => [
    [`${page}.html`, [`docs/${page}.md`, title.en, "en"]],
    ...TRANSLATED.map((lang) => [`${page}.${lang}.html`, [`docs/${page}.${lang}.md`, title[lang], lang]]),
  ]),
);

/** functions.json text with each relative helpUrl resolved against publicUrl. */
function resolveHelpUrls(json, publicUrl) {
  const metadata = JSON.parse(json);
  for (const fn of metadata.functions ?? []) {
    if (fn.helpUrl) fn.helpUrl = new URL(fn.helpUrl, publicUrl).href;
  }
  return JSON.stringify(metadata, null, 4);
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
          const file = path.join(ROOT, source);
          compilation.fileDependencies.add(file);
          const markdown = fs.readFileSync(file, "utf8");
          // The help's examples come from their one list, in the page's language (scripts/help-examples.js).
          const text = out.startsWith("help.") ? fillExamples(markdown, lang) : markdown;
          compilation.emitAsset(out, new sources.RawSource(markdownPage(text, title, lang)));
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

module.exports = { HelpPagesPlugin, resolveHelpUrls, PAGES, TRANSLATED };
