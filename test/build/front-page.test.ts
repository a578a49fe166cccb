// The site's front page is one template (scripts/front-page.js) written in each language from its
// bundle's site words (`site.front` and `site.titles` in src/lang/<lang>/index.ts): every language
// on the bundle list has all of them, a language that lacks one fails tsc and the build with the
// key named, and the words hold no link target and repeat no title the bundle has.
import { BUNDLES, LANGUAGES } from "../../src/lang";
import type { FrontPageWords } from "../../src/lang/bundle";

/* eslint-disable @typescript-eslint/no-require-imports -- plain-JS build scripts */
const { frontPageProblems, frontWords, pageName, GUIDES_LISTED, DEVELOPERS_LISTED } = require("../../scripts/front-page") as {
  frontPageProblems: (lang: string, words: unknown) => string[];
  frontWords: (lang: string) => FrontPageWords;
  pageName: (title: string) => string;
  GUIDES_LISTED: string[];
  DEVELOPERS_LISTED: string[];
};
const { pageSource, GUIDES } = require("../../scripts/help-pages") as { pageSource: (out: string) => string; GUIDES: Record<string, string> };
/* eslint-enable @typescript-eslint/no-require-imports */

const front = (lang: string): string => pageSource(lang === "en" ? "index.html" : `index.${lang}.html`);
const danish = (): FrontPageWords => frontWords("da");

describe("the front page's words", () => {
  it.each(LANGUAGES)("in %s are all there (its bundle's site.front), with the English placeholders", (lang) => {
    expect(frontWords(lang)).toBe(BUNDLES[lang].site.front);
    expect(frontPageProblems(lang, frontWords(lang))).toEqual([]);
  });

  it("a language without one of them fails tsc", () => {
    const { lead, ...withoutLead } = danish();
    expect(lead).not.toBe("");
    // @ts-expect-error -- the first paragraph is missing: FrontPageWords requires it.
    const broken: FrontPageWords = withoutLead;
    expect(broken).toBeDefined();
  });

  it("a language without one of them fails the build, which names the key", () => {
    const { lead: _lead, ...withoutLead } = danish();
    expect(frontPageProblems("da", withoutLead)).toEqual(["src/lang/da/index.ts: no site.front.lead"]);
    const { glossary: _glossary, ...pages } = danish().pages;
    expect(frontPageProblems("da", { ...danish(), pages })).toEqual(["src/lang/da/index.ts: no site.front.pages.glossary"]);
    const words = danish();
    expect(frontPageProblems("da", { ...words, getIt: { ...words.getIt, steps: [words.getIt.steps[0], words.getIt.steps[1]] } })).toEqual([
      "src/lang/da/index.ts: no site.front.getIt.steps.2",
    ]);
    expect(frontPageProblems("da", { ...words, tryIt: { ...words.tryIt, text: "Hent eksempelsektionen." } })).toEqual([
      "src/lang/da/index.ts: site.front.tryIt.text has {}, English {workbook}",
    ]);
    expect(frontPageProblems("da", { ...words, pages: { ...words.pages, testing: "test" } })).toEqual([
      "src/lang/da/index.ts: site.front.pages.testing needs its link's words in one pair of [brackets]",
    ]);
    expect(frontPageProblems("da", { ...words, footer: "Tak" })).toEqual(["src/lang/da/index.ts: site.front.footer is no word of the front page"]);
  });

  it("and a bundle without them fails the build, naming its file", () => {
    expect(frontPageProblems("da", undefined)).toEqual(["src/lang/da/index.ts: no site.front"]);
  });

  it.each(LANGUAGES)("in %s hold no link target and none of the titles the bundle has", (lang) => {
    const words = JSON.stringify(frontWords(lang));
    expect(words).not.toMatch(/\]\(|\.html|\.xlsx|manifest\.xml\]/);
    const { titles } = BUNDLES[lang].site;
    for (const title of [titles.index, pageName(titles.help), pageName(titles.rules)]) expect(words).not.toContain(title);
  });
});

describe("the front page, written from the template", () => {
  it("lists each guide the words name, each a page the site builds", () => {
    expect([...GUIDES_LISTED, ...DEVELOPERS_LISTED].sort()).toEqual(Object.keys(frontWords("en").pages).sort());
    for (const guide of [...GUIDES_LISTED, ...DEVELOPERS_LISTED]) expect(GUIDES[guide]).toBeDefined();
  });

  it.each(LANGUAGES)("in %s is titled and links the help and the rules by the bundle's words, in its own language", (lang) => {
    const { titles } = BUNDLES[lang].site;
    const page = front(lang);
    const suffix = lang === "en" ? "" : `.${lang}`;
    expect(page.startsWith(`# ${titles.index} {#bridge-scoring-for-excel}\n`)).toBe(true);
    expect(page).toContain(`[${pageName(titles.help)}](help${suffix}.html)`);
    expect(page).toContain(`[${pageName(titles.rules)}](rules${suffix}.html)`);
    for (const guide of [...GUIDES_LISTED, ...DEVELOPERS_LISTED]) expect(page).toContain(`](${guide}.html)`);
    expect(page).toContain("[manifest.xml](manifest.xml)");
    expect(page).toContain("[club-session.xlsx](club-session.xlsx)");
    // Every placeholder filled: the braces left are the headings' ids.
    expect(page.replace(/ \{#[\w-]+\}$/gm, "")).not.toMatch(/[{}]/);
  });

  it("names a page after its title, less the site's name", () => {
    expect(pageName("Bridge Scoring — the scoring rules")).toBe("The scoring rules");
    expect(pageName("Bridge Scoring — hjælp til funktionerne")).toBe("Hjælp til funktionerne");
    expect(pageName("Function help")).toBe("Function help");
  });

  it("says in English what it said as docs/index.md", () => {
    expect(front("en")).toContain(
      "- [Installing in Excel](installing.html), [the task pane](task-pane.html), [importing and publishing results](import-export.html), [languages](languages.html), the [function reference](reference.html), [the formula contract](functions.html) and the [glossary](glossary.html).",
    );
    expect(front("en")).toContain("- For developers: [development](development.html), [testing](testing.html) and [performance](performance.html).");
    expect(front("hu")).toContain("a [függvényreferencia](reference.html), [a képletszerződés](functions.html) és a [szójegyzék](glossary.html).");
  });
});
