// The webpack side of the function help: builds index.html (the site's front page), help.html
// and rules.html from docs/index.md, docs/help.md and docs/rules.md, the translated help pages
// help.da.html, help.nl.html and help.hu.html from docs/help.<lang>.md (issue 16), and makes every function's
// helpUrl in functions.json absolute on the address the add-in is built for. The JSDoc `@helpurl` tags stay relative ("help.html#matchpoints")
// because one source serves every address: the dev server, GitHub Pages, a club's own host.
"use strict";

const fs = require("fs");
const path = require("path");
const { markdownPage } = require("./markdown");

const ROOT = path.resolve(__dirname, "..");

/**
 * The pages built from the repository's documents: output name -> [source, title, language].
 * A translated help page keeps the English page's heading ids ({#id} in its Markdown), so a
 * localized helpUrl is help.<lang>.html#<the same id>. rules.html stays English.
 */
const PAGES = {
  "index.html": ["docs/index.md", "Bridge Scoring for Excel", "en"],
  "help.html": ["docs/help.md", "Bridge Scoring — function help", "en"],
  "help.da.html": ["docs/help.da.md", "Bridge Scoring — hjælp til funktionerne", "da"],
  "help.nl.html": ["docs/help.nl.md", "Bridge Scoring — hulp bij de functies", "nl"],
  "help.hu.html": ["docs/help.hu.md", "Bridge Scoring — súgó a függvényekhez", "hu"],
  "rules.html": ["docs/rules.md", "Bridge Scoring — the scoring rules", "en"],
};

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
          compilation.emitAsset(out, new sources.RawSource(markdownPage(fs.readFileSync(file, "utf8"), title, lang)));
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

module.exports = { HelpPagesPlugin, resolveHelpUrls, PAGES };
