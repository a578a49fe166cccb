// The one list of languages, their bundles (src/lang/index.ts, read through src/i18n.ts by the code
// and directly by the build scripts): every language on it has every catalogue, page and file the add-in shows
// in that language, so a language added by docs/recipes.md's "Add a language" fails here until
// each is there. Each catalogue's keys and placeholders are checked by its own test
// (messages.test.ts, i18n-pane.test.ts, export.test.ts, i18n-functions.test.ts).
import * as fs from "fs";
import * as path from "path";
import { readManifest } from "../helpers/manifest";
import { LANGUAGE_FACTS, LANGUAGES } from "../../src/i18n";
import { MESSAGES } from "../../src/messages";
import { BUNDLES } from "../../src/lang";
import { PAGE_WORDS } from "../../src/formats/export";
import { SEAT_LETTERS } from "../../src/formats/export/words";
import { PANE_MESSAGES } from "../../addin/i18n/pane";
import { FUNCTION_LANGUAGES } from "../../scripts/localize-functions";
import { exampleLines, EXAMPLES, HELP_PAGES, SEPARATORS } from "../../scripts/help-examples";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PAGES, SITE, TITLES, TRANSLATED } = require("../../scripts/help-pages") as {
  PAGES: Record<string, [string, string, string]>;
  SITE: Record<string, unknown>;
  TITLES: Record<string, Record<string, string>>;
  TRANSLATED: string[];
};

const ROOT = path.join(__dirname, "..", "..");
const exists = (file: string) => `${file}: ${fs.existsSync(path.join(ROOT, file)) ? "there" : "missing"}`;
const translated = LANGUAGES.filter((l) => l !== "en");

describe("the one list of languages (docs/recipes.md: add a language)", () => {
  it("starts with English, the reference and the fallback, and names each language in its own words", () => {
    expect(LANGUAGES[0]).toBe("en");
    for (const lang of LANGUAGES) expect(LANGUAGE_FACTS[lang].name.trim()).not.toBe("");
  });

  it.each(LANGUAGES)("%s has its bundle (src/lang/<lang>/, registered once) with the core's messages and the pane's catalogue", (lang) => {
    for (const file of ["index.ts", "messages.ts", "pane.ts"]) expect(exists(`src/lang/${lang}/${file}`)).toBe(`src/lang/${lang}/${file}: there`);
    expect(BUNDLES[lang]).toBeDefined();
    expect(MESSAGES[lang]).toBe(BUNDLES[lang].messages);
    expect(PANE_MESSAGES[lang]).toBe(BUNDLES[lang].pane);
    expect(MESSAGES[lang]).toBeDefined();
    expect(PANE_MESSAGES[lang]).toBeDefined();
    expect(PAGE_WORDS[lang]).toBeDefined();
    expect(SEAT_LETTERS[lang]).toBeDefined();
  });

  it.each(translated)("%s has its function help for Excel (docs/help.%s.md, read by the build) and the Office locales it serves", (lang) => {
    expect(exists(`docs/help.${lang}.md`)).toBe(`docs/help.${lang}.md: there`);
    expect(LANGUAGE_FACTS[lang].officeLocales.length).toBeGreaterThan(0);
    expect(FUNCTION_LANGUAGES[lang]).toEqual(LANGUAGE_FACTS[lang].officeLocales);
  });

  it.each(translated)("%s has every page of the site, the front page's words among them, and its words in the site's navigation", (lang) => {
    for (const page of Object.keys(TITLES)) {
      const source = page === "index" ? `src/lang/${lang}/index.ts` : `docs/${page}.${lang}.md`;
      expect(PAGES[`${page}.${lang}.html`]?.[0]).toBe(source);
      expect(exists(source)).toBe(`${source}: there`);
      expect(TITLES[page][lang]?.trim()).toBeTruthy();
    }
    expect(SITE[lang]).toBeDefined();
    expect(TRANSLATED).toContain(lang);
  });

  it.each(LANGUAGES)("%s has the help's examples in its own separators, each note in it", (lang) => {
    expect(HELP_PAGES[lang]).toBeDefined();
    expect(SEPARATORS[lang]).toEqual({ argument: LANGUAGE_FACTS[lang].argumentSeparator, decimal: LANGUAGE_FACTS[lang].decimal });
    for (const id of Object.keys(EXAMPLES)) expect(exampleLines(id, lang).join("\n")).not.toContain("undefined");
  });

  it.each(translated)("the manifest points Excel in %s at its own support page", (lang) => {
    const manifest = readManifest();
    for (const locale of LANGUAGE_FACTS[lang].officeLocales)
      expect(manifest).toContain(`<Override Locale="${locale}" Value="https://localhost:3000/support.${lang}.html"/>`);
  });
});

describe("docs/recipes.md", () => {
  // A recipe that names a file no longer there sends the next developer looking: every path it
  // names exists, `<lang>` read as each translated language (`<name>`, `<file>`, `<concept>` are the new thing's own).
  /** What the build writes: named in the recipes, never in the repository. */
  const GENERATED = new Set(["functions.json"]);

  it("names only files that exist", () => {
    const text = fs.readFileSync(path.join(ROOT, "docs", "recipes.md"), "utf8");
    const paths = [...text.matchAll(/`([a-zA-Z.-]+\/[^`\s]*|[\w.-]+\.(?:md|json|xml|js|ts))`/g)]
      .map((m) => m[1])
      .filter((p) => !/<(name|file|concept)>/.test(p) && !p.includes("…") && !GENERATED.has(p));
    expect(paths.length).toBeGreaterThan(20);
    const files = paths.flatMap((p) => (p.includes("<lang>") ? translated.map((l) => p.replace(/<lang>/g, l)) : [p]));
    expect(files.map(exists).filter((e) => e.endsWith("missing"))).toEqual([]);
  });
});
