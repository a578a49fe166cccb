// Localized custom-function help for Excel's formula autocomplete.
//
// Excel shows a function's description and its parameters' help from the metadata file the
// manifest names for the user's locale (<bt:Override Locale=…> on Functions.Metadata.Url). The
// English functions.json is generated from addin/functions/*.ts at build time, so the localized
// files are generated too: the English metadata plus a translation table per language, in its
// folder (src/lang/<lang>/functions.ts: { ID: { description, parameters: { name: text } } }).
// Only the help text changes: ids and names stay BRIDGE.* in every language, so a workbook
// moves between countries with its formulas intact.
"use strict";

const fs = require("fs");
const path = require("path");
const { fillProfiles } = require("./profiles");
require("./ts-require");
const { LANGUAGE_FACTS } = require("../src/lang");

/**
 * Language -> the Office locales whose metadata override points at functions-<lang>.json: every
 * language of the bundle list (src/lang/index.ts) with locales of its own (English is functions.json itself).
 */
const FUNCTION_LANGUAGES = Object.fromEntries(
  Object.entries(LANGUAGE_FACTS)
    .filter(([, facts]) => facts.officeLocales.length > 0)
    .map(([lang, facts]) => [lang, facts.officeLocales]),
);

/** Where a language's functions' help is: src/lang/<lang>/functions.ts, which only the build reads. */
const functionHelpFile = (lang, root = path.resolve(__dirname, "..")) => path.join(root, "src", "lang", lang, "functions.ts");

/**
 * A language's functions' help as its file says now (read afresh, so a watching build sees an
 * edit), or null when the language has none.
 */
function functionHelp(lang, root) {
  const file = functionHelpFile(lang, root);
  if (!fs.existsSync(file)) return null;
  delete require.cache[file];
  return require(file).functions;
}

/**
 * The help page in `lang` for an English helpUrl: help.html#imptovp -> help.<lang>.html#imptovp,
 * relative or already absolute (the translated pages keep the English section ids).
 */
const localizedHelpUrl = (url, lang) => url.replace(/(^|\/)help\.html(?=#|$)/, `$1help.${lang}.html`);

/**
 * The English metadata with `table`'s descriptions and helpUrls on the help page in `lang`. Every function and parameter must have a
 * non-empty translation, and the table may not name functions or parameters that no longer
 * exist (a renamed parameter would otherwise keep stale help); each gap is one problem. A profile
 * list in the table ({PROFILES …}) is written from PROFILES (scripts/profiles.js).
 */
function localizeMetadata(english, table, lang) {
  const problems = [];
  const where = `src/lang/${lang}/functions.ts`;
  const ids = new Set(english.functions.map((f) => f.id));
  for (const id of Object.keys(table)) if (!ids.has(id)) problems.push(`${where}: ${id} is not a function in functions.json`);
  const functions = english.functions.map((f) => {
    const t = table[f.id];
    if (!t || typeof t.description !== "string" || !t.description.trim()) {
      problems.push(`${where}: no description for ${f.id}`);
      return f;
    }
    const params = t.parameters || {};
    const names = new Set(f.parameters.map((p) => p.name));
    for (const name of Object.keys(params)) if (!names.has(name)) problems.push(`${where}: ${f.id} has no parameter '${name}'`);
    const parameters = f.parameters.map((p) => {
      const text = params[p.name];
      if (typeof text !== "string" || !text.trim()) {
        problems.push(`${where}: no help for ${f.id}(${p.name})`);
        return p;
      }
      return { ...p, description: fillProfiles(text, lang) };
    });
    return { ...f, description: fillProfiles(t.description, lang), parameters, ...(f.helpUrl ? { helpUrl: localizedHelpUrl(f.helpUrl, lang) } : {}) };
  });
  return { metadata: { ...english, functions }, problems };
}

/**
 * Emits functions-<lang>.json beside the generated functions.json, and fails the build when a
 * translation is missing: an untranslated function would show English help in that Excel.
 */
class LocalizedFunctionsPlugin {
  constructor({ source = "functions.json", languages = Object.keys(FUNCTION_LANGUAGES), help = functionHelp } = {}) {
    this.source = source;
    this.languages = languages;
    this.help = help;
  }

  apply(compiler) {
    const { WebpackError, Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("LocalizedFunctionsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "LocalizedFunctionsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const asset = compilation.getAsset(this.source);
        if (!asset) return; // the metadata generator failed and has said why
        const english = JSON.parse(asset.source.source().toString());
        for (const lang of this.languages) {
          const file = functionHelpFile(lang);
          compilation.fileDependencies.add(file);
          const table = this.help(lang);
          if (!table) {
            compilation.errors.push(new WebpackError(`${path.relative(process.cwd(), file)} is missing: no function help in ${lang}`));
            continue;
          }
          const { metadata, problems } = localizeMetadata(english, table, lang);
          for (const p of problems) compilation.errors.push(new WebpackError(p));
          compilation.emitAsset(`functions-${lang}.json`, new sources.RawSource(JSON.stringify(metadata, null, 2)));
        }
      });
    });
  }
}

module.exports = { FUNCTION_LANGUAGES, functionHelp, localizeMetadata, localizedHelpUrl, LocalizedFunctionsPlugin };
