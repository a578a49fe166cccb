// The rules pages as a director reads them in Excel (docs/languages.md): a formula is written the
// way that language's Excel takes it (`;` between arguments outside English, Excel's own function
// names there), and the pane's buttons are named as they read in that language's pane.
import * as fs from "fs";
import * as path from "path";
import { PANE_MESSAGES } from "../../addin/i18n/pane";
import { LANGUAGES, LANGUAGE_FACTS, Language } from "../../src/i18n";
import { functionNames } from "../../scripts/functions-metadata";
import { localFunctionName } from "../../scripts/excel-function-names";

const LANGS = LANGUAGES;
type Lang = Language;
const page = (lang: Lang): string => fs.readFileSync(path.join(__dirname, "..", "..", "docs", lang === "en" ? "rules.md" : `rules.${lang}.md`), "utf8");

/** Excel's built-in functions the pages name. */
const EXCEL_FUNCTIONS = ["SUBTOTAL"];
/**
 * `name` as `lang`'s Excel spells it: its bundle's facts.excelNames where HyperFormula has no pack
 * for its locale, else from that pack (scripts/excel-function-names.js).
 */
const excelName = (name: string, lang: Lang): string | undefined =>
  LANGUAGE_FACTS[lang].excelNames?.[name] ?? localFunctionName(name, LANGUAGE_FACTS[lang].locale);
/** Excel's built-in functions the pages name, as each language's Excel spells them. */
const EXCEL_NAMES: Record<string, Partial<Record<Lang, string>>> = Object.fromEntries(
  EXCEL_FUNCTIONS.map((name) => [name, Object.fromEntries(LANGS.map((lang) => [lang, excelName(name, lang)]))]),
);
// Our functions, as their descriptors declare them (scripts/functions-metadata.js).
const OURS = functionNames();
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALL_NAMES = [...OURS, ...Object.values(EXCEL_NAMES).flatMap((n) => Object.values(n).filter((v): v is string => !!v))].map(escaped);

/** Every call of a function the pages name, with its argument text (to the matching parenthesis). */
function calls(text: string): { name: string; args: string }[] {
  const out: { name: string; args: string }[] = [];
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])(${ALL_NAMES.join("|")})\\(`, "gu"))) {
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      if (text[i] === "(") depth++;
      else if (text[i] === ")") depth--;
      i++;
    }
    out.push({ name: m[1], args: text.slice(start, i - 1) });
  }
  return out;
}

/** The separators between a call's arguments: the characters at depth 0, outside quotes and array constants. */
function separators(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  for (const c of args) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "(" || c === "{")) depth++;
    else if (!quoted && (c === ")" || c === "}")) depth--;
    else if (!quoted && depth === 0 && (c === "," || c === ";")) out.push(c);
  }
  return out;
}

describe.each(LANGS)("rules page (%s)", (lang) => {
  const text = page(lang);
  const found = calls(text);

  it("writes every formula with the argument separator of that language's Excel", () => {
    const separator = lang === "en" ? "," : ";";
    expect(found.length).toBeGreaterThan(2);
    expect(found.filter((c) => separators(c.args).some((s) => s !== separator)).map((c) => `${c.name}(${c.args})`)).toEqual([]);
  });

  it("knows how that language's Excel names the built-in functions the pages name", () => {
    const missing = EXCEL_FUNCTIONS.filter((name) => !EXCEL_NAMES[name][lang]);
    // Received, when it fails: what to add.
    expect(
      missing.length
        ? `HyperFormula (npm package hyperformula) has no name for ${missing.join(", ")} in ${LANGUAGE_FACTS[lang].locale}, ` +
            `the locale of ${lang} in its bundle (src/lang/${lang}/index.ts): add ${lang}'s Excel names to WITHOUT_PACK in test/i18n/i18n-rules-pages.test.ts ` +
            `(${JSON.stringify({ [lang]: Object.fromEntries(missing.map((name) => [name, "…"])) })})`
        : "",
    ).toBe("");
  });

  it("names Excel's own functions as that language's Excel does", () => {
    for (const names of Object.values(EXCEL_NAMES)) {
      const wrong = found.filter((c) => Object.values(names).includes(c.name) && c.name !== names[lang]);
      expect(wrong.map((c) => c.name)).toEqual([]);
      expect(found.some((c) => c.name === names[lang])).toBe(true);
    }
  });

  it("names the pane's buttons as they read in that language", () => {
    const pane = PANE_MESSAGES[lang];
    const insert = pane["button.insertFormulas"].split(" ").slice(0, 2).join(" ");
    for (const label of [pane["button.apply"], pane["button.clear"], pane["newSession.heading"], insert])
      expect(text.toLowerCase()).toContain(label.toLowerCase());
  });
});

describe("the checks themselves", () => {
  it("find the review's defects: a comma between arguments, SUBTOTAL in Dutch, the Clear button as Wissen", () => {
    expect(separators('{420;420;450},{"Board";1;1}')).toEqual([","]);
    expect(separators('{420;420;450};{"Board";1;1}')).toEqual([";"]);
    expect(separators('A1:A9; "profile=dbf; scale=pct"')).toEqual([";"]);
    expect(calls("een totaal `=SUBTOTAL(…)` en BRIDGE.SCORE(D2, E2)").map((c) => c.name)).toEqual(["SUBTOTAL", "SCORE"]);
    expect("zodat Wissen het kan terugzetten".toLowerCase()).not.toContain(PANE_MESSAGES.nl["button.clear"].toLowerCase());
  });
});
