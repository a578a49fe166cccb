// Localized custom-function help for Excel's formula autocomplete.
//
// Excel shows a function's description and its parameters' help from the metadata file the
// manifest names for the user's locale (<bt:Override Locale=…> on Functions.Metadata.Url). The
// English functions.json is generated from addin/functions/*.ts at build time, so the localized
// files are generated too: the English metadata plus each language's table, read from its help
// page (docs/help.<lang>.md, scripts/function-help.js: { ID: { description, parameters: { name: text } } }).
// Only the help text changes: ids and names stay BRIDGE.* in every language, so a workbook
// moves between countries with its formulas intact.
"use strict";

const path = require("path");
const { functionHelp, helpPageFile, helpPageName } = require("./function-help");
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

/**
 * The longest texts Excel takes. Microsoft's page on the metadata file (custom-functions-json.md,
 * https://learn.microsoft.com/office/dev/add-ins/excel/custom-functions-json) gives no limit; the
 * one schema that states one, the unified manifest's (extensionFunction and
 * extensionFunctionParameter, https://learn.microsoft.com/microsoft-365/extensibility/schema/extension-function),
 * allows 1 024 characters for a function's description and 512 for a parameter's (128 each up to
 * manifest 1.26). The English functions.json already has descriptions over 128, so these are the limits kept.
 */
const MAX_DESCRIPTION = 1024;
const MAX_PARAMETER = 512;

/**
 * The help page in `lang` for an English helpUrl: help.html#imptovp -> help.<lang>.html#imptovp,
 * relative or already absolute (the translated pages keep the English section ids).
 */
const localizedHelpUrl = (url, lang) => url.replace(/(^|\/)help\.html(?=#|$)/, `$1help.${lang}.html`);

/**
 * The English metadata with `table`'s descriptions (functionHelp: the help page's, profile lists
 * written) and helpUrls on the help page in `lang`. Every function needs a section with a first
 * paragraph, and every parameter its item in the section's Arguments; the page may not describe
 * functions or parameters that no longer exist (a renamed parameter would otherwise keep stale
 * help); each gap is one problem, naming the page and the section.
 */
function localizeMetadata(english, table, lang) {
  const problems = [];
  const page = helpPageName(lang);
  const section = (id) => `${page}, section ${id}(…)`;
  const ids = new Set(english.functions.map((f) => f.id));
  for (const id of Object.keys(table)) if (!ids.has(id)) problems.push(`${page}: ${id} is not a function in functions.json`);
  const functions = english.functions.map((f) => {
    const t = table[f.id];
    if (!t || typeof t.description !== "string" || !t.description.trim()) {
      problems.push(`${t ? section(f.id) : page}: no description for ${f.id} (${t ? "no first paragraph" : `no section "## ${f.id}(…)"`})`);
      return f;
    }
    if (t.description.length > MAX_DESCRIPTION)
      problems.push(`${section(f.id)}: the description of ${f.id} has ${t.description.length} characters; Excel takes ${MAX_DESCRIPTION}`);
    const params = t.parameters || {};
    const names = new Set(f.parameters.map((p) => p.name));
    for (const name of Object.keys(params)) if (!names.has(name)) problems.push(`${section(f.id)}: ${f.id} has no parameter '${name}'`);
    const parameters = f.parameters.map((p) => {
      const text = params[p.name];
      if (typeof text !== "string" || !text.trim()) {
        problems.push(`${section(f.id)}: no help for ${f.id}(${p.name}) in its Arguments`);
        return p;
      }
      if (text.length > MAX_PARAMETER)
        problems.push(`${section(f.id)}: the help for ${f.id}(${p.name}) has ${text.length} characters; Excel takes ${MAX_PARAMETER}`);
      return { ...p, description: text };
    });
    return { ...f, description: t.description, parameters, ...(f.helpUrl ? { helpUrl: localizedHelpUrl(f.helpUrl, lang) } : {}) };
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
          const file = helpPageFile(lang);
          compilation.fileDependencies.add(file);
          const table = this.help(lang);
          if (!table) {
            compilation.errors.push(
              new WebpackError(`${path.relative(process.cwd(), file)} is missing: no function help in ${lang} (its help page describes each function)`),
            );
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

module.exports = { FUNCTION_LANGUAGES, MAX_DESCRIPTION, MAX_PARAMETER, functionHelp, localizeMetadata, localizedHelpUrl, LocalizedFunctionsPlugin };
