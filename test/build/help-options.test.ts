// A director finds a function's options on its help page: each `## NAME(…)` section of
// docs/help.md and its translations names, as code (`key=…` or `key`), every key the function
// accepts in src/worksheetFunctions.ts, and no key it refuses. A section may take another
// function's options ("those of MATCHPOINTS, plus …", or all its arguments "as for BUTLERIMP"), in
// each page's own words; that function's keys then count as named. docs/functions.md lists the
// options by subject, so there every key is named once under "Options by function".
import * as fs from "fs";
import * as path from "path";
import { Language, LANGUAGES } from "../../addin/i18n/language";
import { defaultOptions } from "../../src/options";
import { LANGUAGE_FACTS } from "../../src/i18n";
import { OptionsFunction, WORKSHEET_FUNCTIONS, optionKeys } from "../../src/worksheetFunctions";
import { HELP_PAGES, functionSections } from "../../scripts/help-examples";

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), "utf8");
const ALL_KEYS = Object.keys(defaultOptions());
const FUNCTIONS = Object.keys(WORKSHEET_FUNCTIONS) as OptionsFunction[];

/** How each page says a section takes another function's options (group 1: that function): its bundle's facts.helpTakes. */
const takes = (lang: Language): RegExp[] => LANGUAGE_FACTS[lang].helpTakes.map((source) => new RegExp(source));

/** Each function section's Markdown by name, its fenced examples left out (they show, not describe). */
function sections(markdown: string): Map<string, string> {
  const heads = functionSections(markdown);
  const parts = markdown.split(/^## (?=[A-Z][A-Z0-9]*\()/m).slice(1);
  expect(parts.length).toBe(heads.length);
  return new Map(heads.map((h, i) => [h.name, parts[i].replace(/```[\s\S]*?```/g, "")]));
}

/** The option keys a text names as code: a code span that is the key, or holds `key=`. */
function namedKeys(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
    for (const key of ALL_KEYS) if (span === key || new RegExp(`(?:^|[\\s;"])${key}=`).test(span)) named.add(key);
  }
  return named;
}

describe.each(LANGUAGES.map((lang) => [lang, HELP_PAGES[lang]] as const))("the help page in %s (%s)", (lang, file) => {
  const bySection = sections(read(file));

  /** The keys `fn`'s section names, with those of the functions whose options it takes. */
  function documented(fn: string, seen: string[] = []): Set<string> {
    const text = bySection.get(fn);
    if (text === undefined) throw new Error(`${file}: no section for ${fn}`);
    const keys = namedKeys(text);
    for (const pattern of takes(lang)) {
      const from = pattern.exec(text)?.[1];
      if (from && !seen.includes(from)) for (const key of documented(from, [...seen, fn])) keys.add(key);
    }
    return keys;
  }

  it.each(FUNCTIONS)("names every option %s accepts", (fn) => {
    const keys = documented(fn);
    const missing = optionKeys(fn).filter((key) => !keys.has(key));
    expect(`${file} ${fn} does not name: ${missing.join(", ")}`).toBe(`${file} ${fn} does not name: `);
  });

  it.each(FUNCTIONS)("names no option %s refuses", (fn) => {
    const refused = [...namedKeys(bySection.get(fn) ?? "")].filter((key) => !(optionKeys(fn) as readonly string[]).includes(key));
    expect(`${file} ${fn} names keys it refuses: ${refused.join(", ")}`).toBe(`${file} ${fn} names keys it refuses: `);
  });

  it("has a section for each function that takes options, and takes options only from one", () => {
    for (const fn of FUNCTIONS) expect(bySection.has(fn)).toBe(true);
    for (const [fn, text] of bySection) {
      for (const pattern of takes(lang)) {
        const from = pattern.exec(text)?.[1];
        if (from) expect(`${fn} takes the options of ${from}: ${FUNCTIONS.includes(from as OptionsFunction)}`).toBe(`${fn} takes the options of ${from}: true`);
      }
    }
  });
});

describe("the formula contract (docs/functions.md)", () => {
  it("names every option key under Options by function", () => {
    const contract = read("docs/functions.md");
    const options = /^## Options by function$([\s\S]*?)^## /m.exec(contract)?.[1] ?? "";
    const keys = namedKeys(options);
    expect(`docs/functions.md does not name: ${ALL_KEYS.filter((key) => !keys.has(key)).join(", ")}`).toBe("docs/functions.md does not name: ");
  });
});
