// Help where Excel shows it: every registered function has a helpUrl that resolves to a
// section of a page in the built output, and that section says what the function does, its
// arguments, examples and the rule it follows (a link into rules.html that exists). The pane's
// Help block shows every kind of entry of docs/rules.md §2 with an example the functions accept.
// The rules and the front page are translated like the help, with the same anchors.
import * as fs from "fs";
import * as path from "path";
import { ENTRY_HELP, FUNCTION_HELP, helpHtml, mountHelp, rulesPage, summaryOf } from "../../addin/taskpane/help";
import { Language, LANGUAGES } from "../../addin/i18n/language";
import { LANGUAGE_FACTS } from "../../src/i18n";
import { escapeHtml, parseEntryText } from "../../src";
import { fillReference, functionSections } from "../../scripts/help-examples";
import { functionDescriptors } from "../../scripts/functions-metadata";
import { buildDistOnce, DIST, ROOT } from "../../support/build";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain-JS build scripts
const { markdownToHtml } = require("../../scripts/markdown") as { markdownToHtml: (md: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { resolveHelpUrls, pageSource, PAGES, TRANSLATED } = require("../../scripts/help-pages") as {
  resolveHelpUrls: (json: string, publicUrl: string) => string;
  pageSource: (out: string) => string;
  PAGES: Record<string, [string, string, string]>;
  TRANSLATED: Language[];
};

const DEV_ORIGIN = "https://localhost:3000/";

interface FunctionMetadata {
  id: string;
  name: string;
  description: string;
  helpUrl?: string;
}

// The production build minifies the pages (attribute quotes dropped where HTML allows), so the
// checks below accept an attribute value with or without quotes.
const VALUE = `(?:"([^"]*)"|([^\\s>"]+))`;

/** The HTML of the section that starts at the heading with this id, up to the next h2. */
function section(html: string, id: string): string | undefined {
  const start = html.search(new RegExp(`<h2 id="?${id}"?[\\s>]`));
  if (start < 0) return undefined;
  const next = html.indexOf("<h2 ", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

const ids = (html: string): Set<string> => new Set([...html.matchAll(new RegExp(`\\sid=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]));
const rulesLinks = (html: string): string[] => [...html.matchAll(new RegExp(`href=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]).filter((h) => h.startsWith("rules.html#"));

describe("function help pages in the built output", () => {
  let metadata: FunctionMetadata[];

  beforeAll(() => {
    buildDistOnce();
    metadata = (JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as { functions: FunctionMetadata[] }).functions;
  }, 300_000);

  it("gives every function a helpUrl on the address the add-in is built for", () => {
    expect(metadata.length).toBeGreaterThan(0);
    const without = metadata.filter((f) => !f.helpUrl).map((f) => f.id);
    expect(without).toEqual([]);
    for (const f of metadata) expect(f.helpUrl).toBe(`${DEV_ORIGIN}help.html#${f.id.toLowerCase()}`);
  });

  it("resolves each helpUrl to a file in the built output with a section for that function", () => {
    for (const f of metadata) {
      const url = new URL(f.helpUrl as string);
      const file = path.join(DIST, url.pathname.replace(/^\//, ""));
      expect(fs.existsSync(file)).toBe(true);
      const body = section(fs.readFileSync(file, "utf8"), url.hash.slice(1));
      if (body === undefined) throw new Error(`${f.id}: ${url.pathname} has no section ${url.hash}`);
      // What it does (the heading names it), its arguments, examples and the rule it follows.
      expect(body).toMatch(new RegExp(`<h2 [^>]*>${f.name}\\(`));
      expect(body).toMatch(/<strong>Arguments?<\/strong>/);
      expect(body).toMatch(/<strong>Examples?<\/strong>/);
      expect(body).toContain(`=BRIDGE.${f.name}(`);
      expect(body).toMatch(/<strong>Rules?<\/strong>: <a href="?rules\.html#s\d/);
    }
  });

  it("links each section's rule to a section that exists in rules.html", () => {
    const help = fs.readFileSync(path.join(DIST, "help.html"), "utf8");
    const rules = ids(fs.readFileSync(path.join(DIST, "rules.html"), "utf8"));
    const targets = rulesLinks(help).map((h) => h.slice("rules.html#".length));
    expect(targets.length).toBeGreaterThan(metadata.length);
    expect(targets.filter((t) => !rules.has(t))).toEqual([]);
    // docs/rules.md keeps the numbering of its sections: §1 to §8, then the appended ones.
    for (const s of ["s1", "s2", "s3", "s4", "s4-1", "s4-2", "s4-3", "s4-4", "s5", "s5-1", "s5-2", "s5-3", "s5-4", "s6", "s7", "s8"]) expect(rules.has(s)).toBe(true);
  });

  // docs/recipes.md, "Add a function": the pane's Help block takes its list, and each line, from the metadata.
  it("lists every function of functions.json in the pane's Help block, once each, with the start of Excel's description in every language", () => {
    expect(FUNCTION_HELP.map((f) => f.name).sort()).toEqual(metadata.map((f) => f.id).sort());
    for (const lang of LANGUAGES) {
      const built = lang === "en" ? metadata : (JSON.parse(fs.readFileSync(path.join(DIST, `functions-${lang}.json`), "utf8")) as { functions: FunctionMetadata[] }).functions;
      const html = helpHtml(lang);
      for (const f of built) {
        const summary = summaryOf(f.description);
        expect(`${lang} ${f.id}: ${summary.length > 3 && f.description.replace(/\s+/g, " ").startsWith(summary) ? "summary" : summary}`).toBe(`${lang} ${f.id}: summary`);
        expect(html).toContain(`>BRIDGE.${f.id}</a>: ${escapeHtml(summary)}</li>`);
      }
    }
    for (const f of FUNCTION_HELP) expect(`${f.name}: ${f.summary.trim() ? "summary" : "none"}`).toBe(`${f.name}: summary`);
  });

  // docs/recipes.md, "Add a function": reference.md's list is written from help.md, never by hand.
  it("lists every function of functions.json in the function reference (docs/reference.md), as docs/help.md heads it (npm run help-examples)", () => {
    const reference = fs.readFileSync(path.join(ROOT, "docs", "reference.md"), "utf8");
    const help = fs.readFileSync(path.join(ROOT, "docs", "help.md"), "utf8");
    expect(fillReference(reference, help)).toBe(reference);
    const missing = metadata.filter((f) => !reference.includes(`- [${f.id}(`) || !reference.includes(`](help.md#${f.id.toLowerCase()})`)).map((f) => f.id);
    expect(missing).toEqual([]);
    expect(functionSections(help).map((f) => f.name).sort()).toEqual(metadata.map((f) => f.id).sort());
  });

  it("makes helpUrls absolute on ADDIN_PUBLIC_URL, wherever the add-in is hosted", () => {
    const json = JSON.stringify({ functions: [{ id: "MATCHPOINTS", helpUrl: "help.html#matchpoints" }] });
    const out = JSON.parse(resolveHelpUrls(json, "https://club.example.org/bridge/")) as { functions: FunctionMetadata[] };
    expect(out.functions[0].helpUrl).toBe("https://club.example.org/bridge/help.html#matchpoints");
  });
});

describe("the task pane's Help block (docs/rules.md §2)", () => {
  it("shows an example for each kind of entry, and each example is one the functions accept", () => {
    for (const row of ENTRY_HELP) expect(() => parseEntryText(row.example)).not.toThrow();
    const html = helpHtml();
    for (const row of ENTRY_HELP) expect(html).toContain(`<code>${row.example.replace(/&/g, "&amp;")}</code>`);
    // Each kind of §2: plain, artificial, NP, split, weighted, unbalanced, mixed, and the markers.
    const kinds = [/^-?\d+$/, /^A\+$/, /^NP$/, /^\d+\/-\d+$/, /^\d+% \d+ \+ \d+% -\d+$/, /^\d+\/\d+%/, /^A\+\/\d+$/, /!NS$/, /@\d$/, /~\d$/];
    for (const kind of kinds) expect(ENTRY_HELP.some((r) => kind.test(r.example))).toBe(true);
  });

  it("links every function to its section of the help page", () => {
    const help = ids(markdownToHtml(fs.readFileSync(path.join(ROOT, "docs", "help.md"), "utf8")));
    const html = helpHtml();
    for (const f of FUNCTION_HELP) {
      expect(html).toContain(`href="help.html#${f.name.toLowerCase()}"`);
      expect(help.has(f.name.toLowerCase())).toBe(true);
    }
    expect(html).toContain('href="help.html#entries"');
    expect(help.has("entries")).toBe(true);
  });

  it.each([
    ["Butler IMPs: each result against the datum. More.", "Butler IMPs"],
    ["Victory points on the WBF scale, as the tables give them.", "Victory points on the WBF scale, as the tables give them"],
    ["Egy parti szkórja (77. szabály) a szkórlapból. Továbbá.", "Egy parti szkórja (77. szabály) a szkórlapból"],
    ["IMPs (Law 78B), 20–40 → 1, … 4000+ → 24", "IMPs (Law 78B), 20–40 → 1, … 4000+ → 24"],
    ["Who deals, from the cycle, …", "Who deals, from the cycle, …"],
    ["Matchpoints of a weighted score, each result against the field,\nthen weighted.", "Matchpoints of a weighted score, each result against the field, then weighted"],
  ])("gives a function one line, its description up to the first colon or the end of the first sentence: %p", (description, line) => {
    expect(summaryOf(description)).toBe(line);
  });

  it("fills #help-content when the page has it, and leaves other pages alone", () => {
    const el = { innerHTML: "" };
    expect(mountHelp({ getElementById: (id: string) => (id === "help-content" ? (el as unknown as HTMLElement) : null) })).toBe(true);
    expect(el.innerHTML).toBe(helpHtml());
    expect(mountHelp({ getElementById: () => null })).toBe(false);
  });

  it("has its block in taskpane.html, outside the part that waits for Excel", () => {
    const page = fs.readFileSync(path.join(ROOT, "addin", "taskpane", "taskpane.html"), "utf8");
    const help = page.indexOf('id="help-content"');
    expect(help).toBeGreaterThan(0);
    // #app is hidden until Office is ready; Help must show in a plain browser too.
    const app = page.indexOf('<div id="app"');
    const appEnd = page.indexOf("</div>\n\n      <!-- Help");
    expect(app).toBeGreaterThan(0);
    expect(help > appEnd && appEnd > app).toBe(true);
  });
});

describe("the rules and the front page in every language", () => {
  /** A page's Markdown by its document's name: the front page (index.md, index.da.md) as scripts/front-page.js writes it from the language's words. */
  const doc = (name: string): string => (name.startsWith("index.") ? pageSource(name.replace(/\.md$/, ".html")) : fs.readFileSync(path.join(ROOT, "docs", name), "utf8"));
  const headingIds = (markdown: string): string[] => [...markdownToHtml(markdown).matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1]);
  /** Every `§` reference of a text: its own sections (§4.3) and the regulations' (§ X78D, LKU-10 §5.2, § 204C). */
  const sectionRefs = (markdown: string): string[] => [...new Set(markdown.match(/§ ?[0-9X][0-9A-Za-z.]*[0-9A-Za-z]|§ ?\d/g))].sort();
  /** The prose of each h2 section: code and inline code left out, since entries and formulas stay as they are. */
  const prose = (markdown: string): string[] =>
    markdown
      .replace(/^ {4}.*$/gm, "")
      .replace(/```[\s\S]*?```/g, "")
      .replace(/`[^`]*`/g, "")
      .split(/^## /m)
      .map((part) => part.replace(/\s+/g, " ").trim());
  /** The links of a document to the other documents (rules.md#s3, help.da.md, rules.nl.html#s4): [page, anchor]. */
  const docLinks = (markdown: string): [string, string][] =>
    [...markdown.matchAll(/\]\(((?:help|rules|index)(?:\.[a-z]{2})?)\.(?:md|html)(?:#([\w-]+))?\)/g)].map((m) => [m[1], m[2] ?? ""]);

  it("translates every page into each of the languages, from one list", () => {
    expect([...TRANSLATED].sort()).toEqual(LANGUAGES.filter((l) => l !== "en").sort());
    expect(TRANSLATED.length).toBeGreaterThan(0);
    for (const lang of TRANSLATED) {
      for (const page of ["help", "rules"]) expect(PAGES[`${page}.${lang}.html`]).toEqual([`docs/${page}.${lang}.md`, expect.any(String), lang]);
      expect(PAGES[`index.${lang}.html`]).toEqual([`src/lang/${lang}/index.ts`, expect.any(String), lang]);
    }
  });

  /**
   * The Laws a text cites, as the federation of its language writes them (each bundle's
   * facts.lawCited: "Law 12C2(c)" in English, "§ 12C2c" in Danish): each citation as written,
   * and its number without brackets.
   */
  const lawCitations = (markdown: string, lang: Language): { text: string; law: string }[] =>
    // A citation wrapped across two lines ("Regel" at the end of one) is the same citation.
    [...markdown.replace(/\s+/g, " ").matchAll(new RegExp(LANGUAGE_FACTS[lang].lawCited, "g"))].map((m) => ({ text: m[0], law: m[1].replace(/[()]/g, "") }));
  const lawRefs = (markdown: string, lang: Language): string[] => [...new Set(lawCitations(markdown, lang).map((c) => c.law))].sort();

  it.each(TRANSLATED)("docs/rules.%s.md has the headings of docs/rules.md, the same ids in the same order, and the same § references", (lang) => {
    const english = doc("rules.md");
    const page = doc(`rules.${lang}.md`);
    expect(headingIds(page)).toEqual(headingIds(english));
    expect(headingIds(english)).toEqual(expect.arrayContaining(["s1", "s2", "s4-3", "s5-4", "s10"]));
    // A federation that cites a Law with a § (Danish § 12C2c): those are the Laws, not the regulations' §.
    const englishLaws = lawRefs(english, "en");
    const laws = new Set(lawCitations(page, lang).filter((c) => englishLaws.includes(c.law)).map((c) => c.text));
    expect(sectionRefs(page).filter((r) => !laws.has(r) || sectionRefs(english).includes(r))).toEqual(sectionRefs(english));
    expect(sectionRefs(english)).toEqual(expect.arrayContaining(["§4.3", "§ X78D", "§5.2"]));
  });

  it.each(TRANSLATED)("the rules and the help in %s cite the Laws the English pages cite, the way the federation writes them", (lang) => {
    expect(LANGUAGE_FACTS[lang].lawCited).not.toBe(LANGUAGE_FACTS.en.lawCited);
    for (const page of ["rules", "help"]) {
      const english = doc(`${page}.md`);
      // A citation written as the English pages write a regulation's § (§ 204C) is that regulation's.
      const cited = [...new Set(lawCitations(doc(`${page}.${lang}.md`), lang).filter((c) => !sectionRefs(english).includes(c.text)).map((c) => c.law))].sort();
      expect(cited).toEqual(lawRefs(english, "en"));
      expect(doc(`${page}.${lang}.md`)).not.toMatch(/\bLaw \d/);
    }
  });

  // A wrapped line that starts with "1. csoportban" becomes a numbered list in Markdown: the
  // translation then reads differently from the English without any heading changing.
  it.each(TRANSLATED)("the help, the rules and the front page in %s have the English pages' lists, tables and code blocks, section by section", (lang) => {
    // Each section named by its heading's id, so a failure says where to look.
    const shape = (markdown: string): string[] =>
      markdownToHtml(markdown)
        .split(/<h2 /)
        .map((section) => {
          const id = /^id="([^"]+)"/.exec(section)?.[1] ?? "(before the first heading)";
          return `${id} ${["<ol", "<ul", "<li", "<table", "<tr", "<pre"].map((tag) => `${tag}:${section.split(tag).length - 1}`).join(" ")}`;
        });
    for (const page of ["help", "rules", "index"]) expect(shape(doc(`${page}.${lang}.md`))).toEqual(shape(doc(`${page}.md`)));
  });

  it.each(TRANSLATED)("the front page in %s has the headings of the English one", (lang) => {
    expect(headingIds(doc(`index.${lang}.md`))).toEqual(headingIds(doc("index.md")));
    expect(headingIds(doc("index.md"))).toEqual(["bridge-scoring-for-excel", "get-it", "try-it", "read-more"]);
  });

  it.each(TRANSLATED)("the help, the rules and the front page in %s are translated, section by section", (lang) => {
    for (const page of ["help", "rules", "index"]) {
      const english = prose(doc(`${page}.md`));
      const translated = prose(doc(`${page}.${lang}.md`));
      expect(translated.length).toBe(english.length);
      translated.forEach((text, i) => expect(text).not.toBe(english[i]));
    }
  });

  it.each(TRANSLATED)("the pages in %s link to the pages of their own language, at headings that exist", (lang) => {
    for (const page of ["help", "rules", "index"]) {
      const links = docLinks(doc(`${page}.${lang}.md`));
      for (const [target, anchor] of links) {
        expect(`${page}.${lang} -> ${target}`).toBe(`${page}.${lang} -> ${target.replace(/\.[a-z]{2}$/, "")}.${lang}`);
        if (anchor) expect(headingIds(doc(`${target}.md`))).toContain(anchor);
      }
    }
    // The help cites the rules by section, and the front page leads to both.
    expect(docLinks(doc(`help.${lang}.md`)).filter(([t, a]) => t === `rules.${lang}` && a).length).toBeGreaterThan(14);
    expect(docLinks(doc(`index.${lang}.md`)).map(([t]) => t).sort()).toEqual([`help.${lang}`, `rules.${lang}`]);
  });

  describe("in the built output", () => {
    beforeAll(() => buildDistOnce(), 300_000);

    it.each(TRANSLATED)("builds rules.<lang>.html and index.<lang>.html in %s, with the English anchors", (lang) => {
      for (const page of ["rules", "index"]) {
        const english = fs.readFileSync(path.join(DIST, `${page}.html`), "utf8");
        const built = fs.readFileSync(path.join(DIST, `${page}.${lang}.html`), "utf8");
        expect(built).toMatch(new RegExp(`<html lang="?${lang}"?[\\s>]`));
        expect([...ids(built)]).toEqual([...ids(english)]);
        expect(built).not.toBe(english);
        // Its links to the other pages reach built pages of the same language (the links to the
        // same page in the other languages aside: test/site-pages.test.ts checks those).
        const body = built.replace(/<span class="?languages"?[\s\S]*?<\/span><\/nav>/, "</nav>");
        const pages = [...body.matchAll(new RegExp(`href=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]).filter((h) => /^(help|rules|index)\b/.test(h));
        if (page === "index") expect(pages.length).toBeGreaterThan(0);
        for (const href of pages) {
          const file = href.replace(/#.*$/, "");
          expect(file).toMatch(new RegExp(`^(help|rules|index)\\.${lang}\\.html$`));
          expect(fs.existsSync(path.join(DIST, file))).toBe(true);
          const anchor = href.split("#")[1];
          if (anchor) expect(ids(fs.readFileSync(path.join(DIST, file), "utf8")).has(anchor)).toBe(true);
        }
      }
    });
  });

  it.each(TRANSLATED)("the pane's Help block in %s links the rules page in that language", (lang) => {
    expect(rulesPage(lang)).toBe(`rules.${lang}.html`);
    expect(helpHtml(lang)).toContain(`href="rules.${lang}.html"`);
    expect(helpHtml(lang)).not.toContain('href="rules.html"');
    expect(helpHtml()).toContain('href="rules.html"');
  });
});

// docs/functions.md's table is written by hand (its result column says more than the JSDoc), so a
// test holds it to the functions the JSDoc declares: docs/recipes.md, "Add a function".
describe("docs/functions.md, The functions", () => {
  it("lists every declared function once, with its arguments as the JSDoc gives them", () => {
    const doc = fs.readFileSync(path.join(ROOT, "docs", "functions.md"), "utf8");
    const section = doc.slice(doc.indexOf("## The functions"), doc.indexOf("\n## ", doc.indexOf("## The functions") + 1));
    const rows = [...section.matchAll(/^\| `([A-Z0-9]+)` \| `([^`]*)` \|/gm)].map((m) => `${m[1]}(${m[2]})`);
    const declared = functionDescriptors(ROOT).map((d) => `${d.name}(${d.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(", ")})`);
    const missing = declared.filter((f) => !rows.includes(f)).map((f) => `${f}: add its row to docs/functions.md's table "The functions"`);
    const extra = rows.filter((f) => !declared.includes(f)).map((f) => `${f}: no such function or arguments in addin/functions/*.ts`);
    expect([...missing, ...extra]).toEqual([]);
    expect(rows).toHaveLength(declared.length);
  });
});
