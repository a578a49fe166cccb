// What the build adds to the functions.json that custom-functions-metadata generates: options the
// generator cannot emit. Plain JavaScript so webpack.config.js can require it without a build.
"use strict";

const fs = require("fs");
const path = require("path");
const { fillProfiles } = require("./profiles");
const { fillLanguageLists } = require("./language-lists");
require("./ts-require");
const { WORKSHEET_FUNCTIONS } = require("../src/index.ts");
const { FUNCTION_LANGUAGES } = require("./localize-functions");
const { functionHelp } = require("./function-help");

/**
 * functions.json as Excel should get it:
 * - allowErrorForDataTypeAny (a top-level flag, custom-functions-json.md): Excel then passes an
 *   error cell to every `any`-typed parameter instead of not calling the function at all, so one
 *   #VALUE! in a score column spoils its own board, not the whole result.
 *   It is the one switch Microsoft documents for this (custom-functions-errors.md, "Errors as
 *   custom function inputs"; custom-functions-json.md, "allowErrorForDataTypeAny"). A per-function
 *   `capturesCalculationErrors` option appears nowhere in Microsoft's add-in documentation, the
 *   custom-functions-runtime types or custom-functions-metadata, so none is set:
 *   Excel may refuse metadata it does not know. custom-functions-errors.md also says the flag does
 *   not come out of the JSDoc generator, which is why it is added here.
 * - allowCustomDataForDataTypeAny stays true (the generator always emits it): a data-type cell
 *   arrives as an object, and the adapter reads its basicValue.
 * - the profile lists of the JSDoc ({PROFILES …}) written from PROFILES (scripts/profiles.js), and
 *   its lists of languages and notations ({NOTATIONS…}) from the bundle list (scripts/language-lists.js),
 *   in each text once parsed, as they may write quotes.
 */
function finishMetadata(json) {
  const metadata = JSON.parse(fillProfiles(json, "en"));
  const fill = (text) => (typeof text === "string" ? fillLanguageLists(text, "en") : text);
  const { functions: generated, ...rest } = metadata;
  const functions = generated?.map((f) => ({
    ...f,
    description: fill(f.description),
    ...(f.parameters ? { parameters: f.parameters.map((p) => ({ ...p, description: fill(p.description) })) } : {}),
  }));
  // Flags first, as Microsoft's examples write them; the function list unchanged.
  return JSON.stringify({ ...rest, allowCustomDataForDataTypeAny: true, allowErrorForDataTypeAny: true, functions }, null, 4);
}

/**
 * One descriptor per BRIDGE function, written once: the JSDoc of addin/functions/*.ts (what
 * custom-functions-metadata reads to write functions.json) gives its name (@customfunction NAME),
 * the adapter that computes it (the exported function the comment stands on), its parameters in
 * order (@param, [name] when optional; Excel's invocation is not one) and its English
 * description; the first paragraph of its section in docs/help.<lang>.md gives the description in
 * each other language (scripts/function-help.js: the same tables the build turns into
 * functions-<lang>.json). In the order docs/help.md
 * presents them; one not in the help page comes last (and test/build/help.test.ts fails). The pane's
 * Help block (webpack's DefinePlugin and jest's globals give these to addin/taskpane/help.ts as
 * BRIDGE_FUNCTIONS), the help examples' test and the README's test read them, so a new function
 * needs no list of its own anywhere.
 */
function functionDescriptors(root = path.resolve(__dirname, "..")) {
  const dir = path.join(root, "addin", "functions");
  const translated = Object.keys(FUNCTION_LANGUAGES)
    .map((lang) => [lang, functionHelp(lang, root)])
    .filter(([, table]) => table);
  const descriptors = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .sort()
    .flatMap((file) =>
      [...fs.readFileSync(path.join(dir, file), "utf8").matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export\s+(?:async\s+)?function\s+(\w+)/g)]
        .map((m) => ({ doc: m[1].replace(/^\s*\* ?/gm, "").trim(), adapter: m[2] }))
        .filter(({ doc }) => /@customfunction\s/.test(doc))
        .map(({ doc, adapter }) => {
          const name = /@customfunction\s+([A-Z0-9.]+)/.exec(doc)[1];
          const parameters = [...doc.matchAll(/^@param\s+\{([^}]*)\}\s+(\[?)(\w+)\]?/gm)]
            .filter((p) => p[1] !== "CustomFunctions.Invocation")
            .map((p) => ({ name: p[3], optional: p[2] === "[" }));
          const invocation = /^@param\s+\{CustomFunctions\.Invocation\}/m.test(doc);
          const english = doc.slice(0, doc.search(/^@/m)).trim();
          const description = { en: english, ...Object.fromEntries(translated.map(([lang, table]) => [lang, table[name]?.description ?? english])) };
          return { name, file: `addin/functions/${file}`, adapter, parameters, invocation, description };
        }),
    );
  const help = fs.readFileSync(path.join(root, "docs", "help.md"), "utf8");
  const at = (name) => {
    const i = help.search(new RegExp(`^## ${name}\\(`, "m"));
    return i < 0 ? Infinity : i;
  };
  return descriptors
    .map((d, i) => ({ d, i }))
    .sort((a, b) => at(a.d.name) - at(b.d.name) || a.i - b.i)
    .map((x) => withOptions(x.d));
}

/** A descriptor with the keys its options text takes, from the core's table (src/worksheetFunctions.ts); null: none. */
function withOptions(descriptor) {
  return { ...descriptor, options: WORKSHEET_FUNCTIONS[descriptor.name]?.options ?? null };
}

/** The BRIDGE functions' names (functionDescriptors), in docs/help.md's order. */
function functionNames(root = path.resolve(__dirname, "..")) {
  return functionDescriptors(root).map((d) => d.name);
}

module.exports = { finishMetadata, functionDescriptors, functionNames };
