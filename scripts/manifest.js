// The manifest's localized Overrides, written from the language list when the build copies
// manifest.xml (webpack.config.js): for every Office locale a language serves (its bundle's
// facts.officeLocales), the add-in's description and the ribbon button's tooltip in that language
// (its bundle, src/lang/<lang>/index.ts), and the support page and function metadata of that language.
// The repository's manifest.xml holds the English defaults only, so a new language adds no line to
// it; the tests and `npm run validate` read the manifest as the build writes it.
"use strict";

require("./ts-require");
const { BUNDLES, LANGUAGE_FACTS } = require("../src/lang");

/** Each Office locale a translated language serves: [locale, language]. */
const LOCALES = Object.entries(LANGUAGE_FACTS).flatMap(([lang, facts]) => (lang === "en" ? [] : facts.officeLocales.map((locale) => [locale, lang])));

const attribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The elements that get Overrides: how each is found in manifest.xml (with its DefaultValue, and
 * no children), the Override's tag, and the value in a language from the English default.
 */
const LOCALIZED = [
  { open: /^( *)<Description DefaultValue="([^"]*)"\/>$/m, tag: "Description", override: "Override", value: (_, lang) => BUNDLES[lang].manifest.description },
  {
    open: /^( *)<SupportUrl DefaultValue="([^"]*)"\/>$/m,
    tag: "SupportUrl",
    override: "Override",
    value: (url, lang) => url.replace(/support\.html$/, `support.${lang}.html`),
  },
  {
    open: /^( *)<bt:Url id="Functions\.Metadata\.Url" DefaultValue="([^"]*)"\/>$/m,
    tag: "bt:Url",
    override: "bt:Override",
    // scripts/localize-functions.js writes functions-<lang>.json beside functions.json.
    value: (url, lang) => url.replace(/functions\.json$/, `functions-${lang}.json`),
  },
  {
    open: /^( *)<bt:String id="TaskpaneButton\.Tooltip" DefaultValue="([^"]*)"\/>$/m,
    tag: "bt:String",
    override: "bt:Override",
    value: (_, lang) => BUNDLES[lang].manifest.tooltip,
  },
];

/** manifest.xml with every localized Override written in, one per Office locale of each language. */
function localizedManifest(xml) {
  let out = xml;
  for (const { open, tag, override, value } of LOCALIZED) {
    const m = open.exec(out);
    if (!m) throw new Error(`manifest.xml: no ${open.source} without Overrides to write them into`);
    const [whole, indent, defaultValue] = m;
    const lines = LOCALES.map(([locale, lang]) => `${indent}  <${override} Locale="${locale}" Value="${attribute(value(defaultValue, lang))}"/>`);
    out = out.replace(whole, [whole.replace(/\/>$/, ">"), ...lines, `${indent}</${tag}>`].join("\n"));
  }
  return out;
}

module.exports = { localizedManifest, LOCALES };
