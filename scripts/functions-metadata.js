// What the build adds to the functions.json that custom-functions-metadata generates: options the
// generator cannot emit. Plain JavaScript so webpack.config.js can require it without a build.
"use strict";

const fs = require("fs");
const path = require("path");
const { fillProfiles } = require("./profiles");

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
 * - the profile lists of the JSDoc ({PROFILES …}) written from PROFILES (scripts/profiles.js).
 */
function finishMetadata(json) {
  const metadata = JSON.parse(fillProfiles(json, "en"));
  const { functions, ...rest } = metadata;
  // Flags first, as Microsoft's examples write them; the function list unchanged.
  return JSON.stringify({ ...rest, allowCustomDataForDataTypeAny: true, allowErrorForDataTypeAny: true, functions }, null, 4);
}

/**
 * The BRIDGE functions the JSDoc of addin/functions/*.ts declares (@customfunction NAME, what
 * custom-functions-metadata reads to write functions.json), in the order docs/help.md presents
 * them; one not in the help page comes last (and test/help.test.ts fails). The pane's Help block
 * lists these (webpack's DefinePlugin and jest's globals give them to addin/taskpane/help.ts as
 * BRIDGE_FUNCTIONS), so a new function needs no list of its own there.
 */
function functionNames(root = path.resolve(__dirname, "..")) {
  const dir = path.join(root, "addin", "functions");
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .sort()
    .flatMap((f) => [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/@customfunction\s+([A-Z0-9.]+)/g)].map((m) => m[1]));
  const help = fs.readFileSync(path.join(root, "docs", "help.md"), "utf8");
  const at = (name) => {
    const i = help.search(new RegExp(`^## ${name}\\(`, "m"));
    return i < 0 ? Infinity : i;
  };
  return names.map((name, i) => ({ name, i })).sort((a, b) => at(a.name) - at(b.name) || a.i - b.i).map((x) => x.name);
}

module.exports = { finishMetadata, functionNames };
