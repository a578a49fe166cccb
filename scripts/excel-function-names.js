// Writes test/fixtures/excel-function-names.json: Excel's built-in function names in every
// language the list below knows, for test/build/metadata.test.ts; and names one function in one
// language's Excel, for the rules pages' formulas (test/i18n/i18n-rules-pages.test.ts). Microsoft's naming page
// (custom-functions-naming.md) says to avoid an id or name that matches a built-in Excel function
// in any language; Microsoft publishes no such list, so the test uses a maintained one: the
// language packs of HyperFormula (a spreadsheet engine whose packs translate Excel's function
// names; npm package `hyperformula`, a devDependency). Run `node scripts/excel-function-names.js`
// after updating that package; the metadata test fails while the fixture and the package differ.
"use strict";

const fs = require("fs");
const path = require("path");

const FIXTURE = path.join(__dirname, "..", "test", "fixtures", "excel-function-names.json");

/** HyperFormula's language packs, by its code for a locale (da-DK -> daDK). */
const languagePacks = () => require("hyperformula/commonjs/i18n/languages");

/**
 * Excel's name of its built-in function `name` (SUBTOTAL) in `locale` (a bundle's facts.locale: da-DK),
 * as HyperFormula's pack for that locale spells it; undefined when there is no pack for the locale
 * or the pack lacks the function.
 */
function localFunctionName(name, locale) {
  const pack = languagePacks()[locale.replace("-", "")];
  return pack && pack.functions ? pack.functions[name] : undefined;
}

/** The fixture's content from the installed package: per language, its function names, sorted. */
function excelFunctionNames() {
  const version = require("hyperformula").HyperFormula.version;
  const packs = languagePacks();
  const languages = {};
  for (const [code, pack] of Object.entries(packs).sort(([a], [b]) => a.localeCompare(b))) {
    if (!pack || !pack.functions) continue;
    languages[code] = [...new Set(Object.values(pack.functions).map((n) => String(n).toUpperCase()))].filter(Boolean).sort();
  }
  return {
    source: `npm package hyperformula ${version}, commonjs/i18n/languages/*: functions (https://hyperformula.handsontable.com/guide/localizing-functions.html)`,
    licence:
      "hyperformula is GPL-3.0-only (or Handsontable's commercial licence). This file holds only the names of Excel's built-in functions as the packs list them, a fact about Excel, for a test; no HyperFormula code.",
    note: "Packs cover the functions HyperFormula implements (about 420 of Excel's 500), a few of its own (ARRAYFORMULA), and no pt-BR. Regenerate with: node scripts/excel-function-names.js",
    languages,
  };
}

if (require.main === module) {
  // One line per language: a reviewable diff when the package adds a name.
  const { languages, ...head } = excelFunctionNames();
  const lines = Object.entries(languages).map(([code, names]) => `  ${JSON.stringify(code)}: ${JSON.stringify(names)}`);
  const top = JSON.stringify(head, null, 1).slice(0, -2);
  fs.writeFileSync(FIXTURE, `${top},\n "languages": {\n${lines.join(",\n")}\n }\n}\n`);
  console.log(`wrote ${path.relative(process.cwd(), FIXTURE)}`);
}

module.exports = { excelFunctionNames, localFunctionName, FIXTURE };
