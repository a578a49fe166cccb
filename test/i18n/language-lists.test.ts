// A new language is its folder and its line in the bundle list (docs/recipes.md, "Add a language"):
// where a text lists the languages or their notations — SCORE's, VULNERABILITY's and DEALER's
// options (docs/rules.md §8.1), the languages a message may be in — the build writes the list from
// the bundle list (scripts/language-lists.js), into the help pages, the guides and functions.json,
// so no source text names the languages one by one.
import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import { LANGUAGES, LANGUAGE_FACTS, Language } from "../../src/i18n";
import { BUNDLES } from "../../src/lang";
import { finishMetadata } from "../../scripts/functions-metadata";
import { functionHelp, localizeMetadata, Metadata } from "../../scripts/localize-functions";
import { fillLanguageLists } from "../../scripts/language-lists";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageMarkdown, PAGES } = require("../../scripts/help-pages") as { pageMarkdown: (out: string) => string; PAGES: Record<string, unknown> };

const ROOT = join(__dirname, "..", "..");
const LOCALS = LANGUAGES.filter((l): l is Exclude<Language, "en"> => l !== "en");
const page = (name: string, lang: Language): string => (lang === "en" ? `${name}.md` : `${name}.${lang}.md`);
const built = (name: string, lang: Language): string => pageMarkdown(page(name, lang).replace(/\.md$/, ".html"));
/** A help page's section of one function, as built. */
const section = (text: string, fn: string): string => {
  const at = text.search(new RegExp(`^## ${fn}\\(`, "m"));
  return text.slice(at, text.indexOf("\n## ", at + 1));
};

describe("the lists of languages and notations come from the bundle list (docs/rules.md §8.1)", () => {
  test("each form of the placeholders, in English", () => {
    expect(fillLanguageLists("{NOTATIONS|}", "en")).toBe(LOCALS.join("|"));
    expect(fillLanguageLists("`notation={NOTATIONS|}`", "en")).toBe(`\`notation=${LOCALS.join("|")}\``);
    expect(fillLanguageLists("{NOTATIONS (or)}", "en")).toBe(`${LOCALS.slice(0, -1).join(", ")} or ${LOCALS[LOCALS.length - 1]}`);
    expect(fillLanguageLists('"notation={NOTATIONS (or)}"', "en")).toBe(
      `${LOCALS.slice(0, -1)
        .map((l, i) => (i === 0 ? `"notation=${l}"` : `"${l}"`))
        .join(", ")} or "${LOCALS[LOCALS.length - 1]}"`,
    );
    expect(fillLanguageLists("{NOTATIONS seats}", "en")).toBe(
      LOCALS.map((l) => ["N", "E", "S", "W"].map((s) => BUNDLES[l].seats[s as "N"]).join(" ")).join("; "),
    );
    expect(fillLanguageLists("`{NOTATIONS vulnerabilities}`", "en").split(", ")).toEqual(
      LOCALS.map((l) => `\`${["None", "NS", "EW", "All"].map((v) => BUNDLES[l].notation.vulnerabilityWritten[v as "None"]).join(" ")}\``),
    );
    expect(fillLanguageLists("{LANGUAGES/}", "en")).toBe(LANGUAGES.map((l) => LANGUAGE_FACTS[l].name).join(" / "));
    expect(fillLanguageLists("{LANGUAGES (or)}", "en")).toMatch(/^English, .* or \S+$/);
    // The §8.1 table's own placeholder is left for scripts/notation-table.js.
    expect(fillLanguageLists("{NOTATIONS}", "en")).toBe("{NOTATIONS}");
  });

  test("the words every score cell reads (docs/rules.md §2): each notation's pass and not-played words and its names of the sides", () => {
    const pass = [...new Set(LOCALS.flatMap((l) => BUNDLES[l].notation.pass))];
    expect(fillLanguageLists("`{NOTATIONS pass (and)}`", "en")).toBe(
      pass.length > 1
        ? `${pass
            .slice(0, -1)
            .map((w) => `\`${w}\``)
            .join(", ")} and \`${pass[pass.length - 1]}\``
        : `\`${pass[0]}\``,
    );
    expect(fillLanguageLists("{NOTATIONS np}", "en").split(", ")).toEqual(LOCALS.flatMap((l) => BUNDLES[l].notation.np));
    // Each side as the notation names it, written as VULNERABILITY writes it (!KNy), the English NS and EW left out.
    const sides = fillLanguageLists("{NOTATIONS sides}", "en").split(", ");
    for (const l of LOCALS)
      for (const which of ["ns", "ew"] as const) {
        const key = BUNDLES[l].notation.sides[which];
        if (key !== "NS" && key !== "EW") expect(sides.map((s) => s.toUpperCase())).toContain(`!${key}`);
      }
    expect(sides).toContain("!KNy");
    expect(fillLanguageLists("{NOTATIONS bothsides}", "en").split(", ")).not.toContain("!NSEW");
    for (const lang of LANGUAGES) {
      const rules = built("rules", lang);
      expect(rules).not.toMatch(/\{NOTATIONS[^}\n]+\}/);
      for (const word of LOCALS.flatMap((l) => [...BUNDLES[l].notation.np, ...BUNDLES[l].notation.pass]))
        expect(`${lang} ${word}: ${rules.includes(`\`${word}\``)}`).toBe(`${lang} ${word}: true`);
    }
  });

  test("SCORE's example letters hold each notation's None and its no trump", () => {
    const letters = fillLanguageLists("{NOTATIONS letters}", "en");
    for (const l of LOCALS) expect(letters).toContain(BUNDLES[l].notation.vulnerabilityWritten.None);
    expect(letters.split("; ")).toHaveLength(3);
  });

  test.each(LANGUAGES)("the help page in %s, as built, offers every notation for VULNERABILITY and DEALER", (lang) => {
    const text = built("help", lang);
    for (const fn of ["VULNERABILITY", "DEALER"]) {
      const options = section(text, fn);
      for (const l of LOCALS) expect(`${fn} ${l}: ${new RegExp(`\`(?:notation=)?${l}\``).test(options)}`).toBe(`${fn} ${l}: true`);
      expect(options).not.toContain("{NOTATIONS");
    }
  });

  test.each(["help.md", "functions.md", "languages.md", "rules.md"])("docs/%s, as built, names every language and notation the list has", (file) => {
    const text = pageMarkdown(file.replace(/\.md$/, ".html"));
    expect(text).not.toMatch(/\{(?:NOTATIONS|LANGUAGES)[^}\n]+\}/);
    for (const l of LOCALS) expect(`${l}: ${text.includes(`notation=${l}`) || text.includes(`\`${l}\``)}`).toBe(`${l}: true`);
  });

  test.each([...LANGUAGES.flatMap((l) => [page("help", l), page("rules", l)]), "functions.md", "languages.md"])(
    "docs/%s lists no notations by hand: the build writes them",
    (file) => {
      const text = readFileSync(join(ROOT, "docs", file), "utf8");
      const byHand = [
        /`notation=da`, `nl`/,
        /da\\?\|nl\\?\|hu/,
        /`notation=nl` (?:or|eller|of|vagy) `notation=hu`/,
        /Danish, Dutch (?:or|and) Hungarian/,
        /`PAS` (?:and|og|en|és) `PASSZ`/,
        /`!ØV`, `!NZ`/,
        /`NG`, `DNP`|`NG` (?:and|og|en|és) `DNP`/,
      ];
      expect(byHand.filter((re) => re.test(text)).map(String)).toEqual([]);
    },
  );

  test("the JSDoc of SCORE, VULNERABILITY and DEALER names the notations with a placeholder, and functions.json has every one", async () => {
    const file = join(ROOT, "addin", "functions", "contract.ts");
    const source = readFileSync(file, "utf8");
    expect(source).not.toMatch(/"notation=da", "nl"/);
    const result = await generateCustomFunctionsMetadata([file], true);
    const metadata = JSON.parse(finishMetadata(result.metadataJson)) as Metadata;
    for (const id of ["SCORE", "VULNERABILITY", "DEALER"]) {
      const options = metadata.functions.find((f) => f.id === id)!.parameters.find((p) => p.name === "options")!.description!;
      expect(options).not.toContain("{");
      for (const l of LOCALS) expect(options).toMatch(new RegExp(`"(?:notation=)?${l}"`));
    }
  });

  test.each(LOCALS)("Excel's function help in %s (functions-<lang>.json) has every list written: no placeholder is left in it", async (lang) => {
    const dir = join(ROOT, "addin", "functions");
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
      .map((f) => join(dir, f));
    const english = JSON.parse(finishMetadata((await generateCustomFunctionsMetadata(files, true)).metadataJson)) as Metadata;
    const { metadata } = localizeMetadata(english, functionHelp(lang) ?? {}, lang);
    const left = metadata.functions.flatMap((f) =>
      [f.description, ...f.parameters.map((p) => p.description)]
        .filter((text) => /\{(?:NOTATIONS|LANGUAGES|PROFILES)/.test(text ?? ""))
        .map((text) => `${f.id}: ${text}`),
    );
    expect(left).toEqual([]);
  });

  // VULNERABILITY answers in the notation's words and DEALER in its letters: Excel's help for their
  // options shows them, as the English JSDoc does, in every language.
  test.each(LOCALS)("Excel's help in %s for VULNERABILITY's and DEALER's options shows each notation's words and letters", (lang) => {
    const help = functionHelp(lang)!;
    for (const l of LOCALS) {
      const { notation, seats } = BUNDLES[l];
      expect(help.VULNERABILITY.parameters!.options).toContain((["None", "NS", "EW", "All"] as const).map((v) => notation.vulnerabilityWritten[v]).join(" "));
      expect(help.DEALER.parameters!.options).toContain((["N", "E", "S", "W"] as const).map((s) => seats[s]).join(" "));
    }
  });

  test("no page of the site, as built, shows a placeholder (the recipes show them on purpose)", () => {
    const left = Object.keys(PAGES)
      .filter((out) => out !== "recipes.html")
      .filter((out) => /\{(?:NOTATIONS|LANGUAGES|PROFILES)/.test(pageMarkdown(out)));
    expect(left).toEqual([]);
  });
});
