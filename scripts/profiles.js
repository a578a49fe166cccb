// The federation profiles as the documents list them, written from their one list (PROFILES in
// src/options.ts) when the build publishes a text: the help pages and guides (scripts/help-pages.js),
// functions.json (scripts/functions-metadata.js) and each language's function help for Excel,
// read from its help page (scripts/function-help.js). A source text names the list with a placeholder, so a new
// profile is its PROFILES entry, its name in the pane's catalogues and its rules (docs/recipes.md):
//   {PROFILES|}             wbf|dbf|nbb|acbl                        (an option's values)
//   {PROFILES (default)}    wbf (default), dbf, nbb, acbl          (the first is the default; the
//                                                                   word in brackets is the text's own language)
//   {PROFILES: (default)}   `wbf`: WBF / EBU (default); `dbf`: DBf (Denmark); …  (each with its name
//                                                                   in the pane's catalogue of that language)
//   {PROFILES scale=mp,acbl} `wbf`, `nbb`, `acbl`                   (the profiles whose default of the option
//                                                                   is one of the values: where a text sorts
//                                                                   the profiles by what an option makes of
//                                                                   them, e.g. RANKING's columns by scale, §6)
"use strict";

require("./ts-require");
const { PROFILE_NAMES, PROFILES, defaultOptions } = require("../src/index.ts");
const { BUNDLES } = require("../src/lang");

const PLACEHOLDER = /\{PROFILES(\||:)?(?: \(([^()]*)\))?\}/g;
// Values apart by commas, not `|`, which would split a Markdown table's cell in the source.
const SELECTION = /\{PROFILES ([a-z]+)=([a-z0-9,-]+)\}/g;

/**
 * The profiles whose default of option `key` (the add-in's own, or the profile's) is one of
 * `values`, backticked. A text that names none, or an option no profile has, is the writer's
 * mistake: the build stops rather than print an empty list.
 */
function selectProfiles(key, values) {
  const base = defaultOptions();
  if (!Object.prototype.hasOwnProperty.call(base, key)) throw new Error(`{PROFILES ${key}=${values}}: ${key} is not an option`);
  const wanted = values.split(",");
  const names = PROFILE_NAMES.filter((name) => wanted.includes(String({ ...base, ...PROFILES[name].defaults }[key])));
  if (names.length === 0) throw new Error(`{PROFILES ${key}=${values}}: no profile has ${key}=${values}; the text needs rewording`);
  return names.map((name) => `\`${name}\``).join(", ");
}

/** A profile's name in the pane's catalogue of `lang` (src/lang/<lang>/pane.ts). */
function paneName(name, lang) {
  const catalogue = BUNDLES[lang] && BUNDLES[lang].pane;
  const text = catalogue && catalogue[`profile.${name}`];
  if (!text) throw new Error(`src/lang/${lang}/pane.ts has no profile.${name}: the profile lists of the ${lang} pages need its name`);
  return text;
}

/** `text` with every {PROFILES…} placeholder written from PROFILES, in `lang`. */
function fillProfiles(text, lang) {
  return text
    .replace(SELECTION, (whole, key, values) => selectProfiles(key, values))
    .replace(PLACEHOLDER, (whole, form, mark) => {
      if (form === "|") return PROFILE_NAMES.join("|");
      const marked = (i, shown) => (i === 0 && mark !== undefined ? `${shown} (${mark})` : shown);
      if (form === ":") return PROFILE_NAMES.map((name, i) => `\`${name}\`: ${marked(i, paneName(name, lang))}`).join("; ");
      return PROFILE_NAMES.map((name, i) => marked(i, name)).join(", ");
    });
}

module.exports = { fillProfiles, PROFILE_NAMES };
