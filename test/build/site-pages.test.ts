// The site's pages as a director reaches them: the front page, the function help,
// the rules and the support page (the manifest's SupportUrl, where Excel's add-in dialog sends
// the director), each in English, Danish, Dutch and Hungarian. Every page links home and to the
// other pages of its language, and to itself in the other languages; every link reaches a built
// page and a heading that exists; the rules page opens with what a director looks up there and
// lists its sections; the support page covers what goes wrong.
import * as fs from "fs";
import * as path from "path";
import { DomUtils, parseDocument } from "htmlparser2";
import { buildDistOnce, DIST, ROOT } from "../../support/build";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain-JS build scripts
const { PAGES, TRANSLATED, TITLES } = require("../../scripts/help-pages") as {
  PAGES: Record<string, [string, string, string]>;
  TRANSLATED: string[];
  TITLES: Record<string, Record<string, string>>;
};

const LANGUAGES = ["en", ...TRANSLATED];
const file = (page: string, lang: string): string => (lang === "en" ? `${page}.html` : `${page}.${lang}.html`);
const read = (name: string): string => fs.readFileSync(path.join(DIST, name), "utf8");
// The production build may drop attribute quotes, so values are read with or without them.
const VALUE = `(?:"([^"]*)"|([^\\s>"]+))`;
const hrefs = (html: string): string[] => [...html.matchAll(new RegExp(`href=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]);
const ids = (html: string): Set<string> => new Set([...html.matchAll(new RegExp(`\\sid=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]));
const navOf = (html: string): string => /<nav class="?site"?[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
const text = (html: string): string => html.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

const builtPages = Object.keys(TITLES).flatMap((page) => LANGUAGES.map((lang) => [page, lang] as const));

beforeAll(() => buildDistOnce(), 300_000);

describe("every page of the site", () => {
  it("is built from docs/, the front page from its language's words, in every language, support included", () => {
    expect(Object.keys(TITLES).sort()).toEqual(["help", "index", "rules", "support"]);
    for (const [page, lang] of builtPages) {
      const source = page === "index" ? `src/lang/${lang}/index.ts` : lang === "en" ? `docs/${page}.md` : `docs/${page}.${lang}.md`;
      expect(PAGES[file(page, lang)]).toEqual([source, TITLES[page][lang], lang]);
      expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
      expect(fs.existsSync(path.join(DIST, file(page, lang)))).toBe(true);
    }
  });

  it.each(builtPages)("%s in %s links home, to the other pages of its language, and to itself in the other languages", (page, lang) => {
    const html = read(file(page, lang));
    const nav = navOf(html);
    expect(nav).not.toBe("");
    const links = hrefs(nav);
    for (const other of Object.keys(TITLES)) expect(links).toContain(file(other, lang));
    expect(links.indexOf(file("index", lang))).toBe(0);
    for (const other of LANGUAGES.filter((l) => l !== lang)) expect(links).toContain(file(page, other));
    // The page's own language is named, not linked; each language in its own words.
    expect(links).not.toContain(file(page, lang) + "#");
    expect(text(nav)).toMatch(/English.*Dansk.*Nederlands.*Magyar/);
    expect(html).toMatch(new RegExp(`<html lang="?${lang}"?[\\s>]`));
  });

  it.each(builtPages)("%s in %s: every link to a page of the site reaches a built page and a heading that exists", (page, lang) => {
    const html = read(file(page, lang));
    const local = hrefs(html).filter((h) => !/^[a-z]+:/.test(h));
    expect(local.length).toBeGreaterThan(7);
    for (const href of local) {
      const [target, anchor] = href.split("#");
      const name = target === "" ? file(page, lang) : target;
      expect(`${file(page, lang)} -> ${href}: ${fs.existsSync(path.join(DIST, name)) ? "exists" : "missing"}`).toBe(`${file(page, lang)} -> ${href}: exists`);
      if (anchor && name.endsWith(".html")) expect(`${file(page, lang)} -> ${href}: ${ids(read(name)).has(anchor) ? "found" : "no such heading"}`).toBe(`${file(page, lang)} -> ${href}: found`);
    }
  });
});

/** Every link and source of a built page, and every id in it, read by an HTML parser (minified attributes included). */
function pageLinks(html: string): { links: string[]; ids: Set<string> } {
  const elements = DomUtils.findAll(() => true, parseDocument(html).children);
  const links = elements.flatMap((e) => ["href", "src"].map((a) => e.attribs[a]).filter((v): v is string => v !== undefined));
  return { links, ids: new Set(elements.map((e) => e.attribs.id).filter((v): v is string => v !== undefined)) };
}

describe("every page the build writes, guides and the pane included", () => {
  const pages = (): string[] => fs.readdirSync(DIST).filter((f) => f.endsWith(".html"));

  it("has a link that resolves for every link: a built file, a heading that exists, never the developer's localhost", () => {
    const broken: string[] = [];
    const parsed = new Map(pages().map((p) => [p, pageLinks(read(p))]));
    expect(parsed.size).toBeGreaterThan(20);
    for (const [page, { links }] of parsed) {
      for (const link of links) {
        // The developer's address is no page of the site: a director following it gets nothing.
        if (/localhost|127\.0\.0\.1/i.test(link)) broken.push(`${page} -> ${link}: the developer's localhost`);
        if (/^[a-z]+:|^\/\//i.test(link)) continue;
        const [target, anchor] = link.split("#");
        const name = target === "" ? page : target.replace(/[?].*$/, "");
        if (!fs.existsSync(path.join(DIST, name))) broken.push(`${page} -> ${link}: no such file`);
        else if (anchor && name.endsWith(".html") && !parsed.get(name)?.ids.has(decodeURIComponent(anchor))) broken.push(`${page} -> ${link}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the rules page", () => {
  it.each(LANGUAGES)("in %s lists its sections, every §-heading in order, before the first", (lang) => {
    const html = read(file("rules", lang));
    const toc = /<nav class="?toc"?[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(toc).not.toBe("");
    const listed = hrefs(toc).map((h) => h.replace(/^#/, ""));
    const headings = [...html.matchAll(new RegExp(`<h[23] id=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]);
    expect(listed).toEqual(headings);
    expect(listed).toEqual(expect.arrayContaining(["s1", "s2", "s4-3", "s8", "s8-1", "s11"]));
    expect(html.indexOf(toc)).toBeLessThan(html.search(/<h2 id="?s1"?[\s>]/));
    // The sub-sections sit under their section.
    expect(toc).toMatch(/href="?#s4"?[^]*?<ul>[^]*?href="?#s4-1"?/);
  });

  it.each(LANGUAGES)("in %s opens with what a director looks up there, not with how the code uses it", (lang) => {
    const html = read(file("rules", lang));
    const first = text(/<h1[\s\S]*?<\/h1>\s*<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");
    for (const s of ["§2", "§3", "§4", "§6", "§7", "§8"]) expect(first).toContain(s);
    expect(first).not.toMatch(/docs\/rules\.md|\btests?\b|\bcode\b|\bkoden?\b|\bteszt|\bprogramja/i);
  });
});

describe("the support page Excel links to", () => {
  const SECTIONS = ["could-not-be-loaded", "clear-cache", "clear-cache-windows", "clear-cache-mac", "clear-cache-web", "certificate", "name", "busy", "value", "help"];

  it.each(LANGUAGES)("in %s says what to do when the add-in will not load, how to clear Office's cache, about certificates, #NAME?, #BUSY! and where to get help", (lang) => {
    const html = read(file("support", lang));
    expect([...ids(html)].filter((id) => SECTIONS.includes(id))).toEqual(SECTIONS);
    // Microsoft's "Clear the Office cache": the Windows folder and option, the Mac folders.
    expect(html).toContain("%LOCALAPPDATA%\\Microsoft\\Office\\16.0\\Wef\\");
    expect(html).toContain("~/Library/Containers/com.Microsoft.OsfWebHost/Data/");
    expect(html).toContain("~/Library/Containers/com.microsoft.Excel/Data/Documents/wef");
    expect(html).toContain("#NAME?");
    expect(html).toContain("#BUSY!");
    expect(html).toContain("office-addin-dev-certs install");
    // Styled like the help pages: the same style sheet in the page, nothing loaded from elsewhere.
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]).toBe(/<style>([\s\S]*?)<\/style>/.exec(read(file("help", lang)))?.[1]);
    expect(html).not.toMatch(/<(script|link)\b/);
    // And it leads to the help and the rules of its language.
    expect(hrefs(html.replace(navOf(html), ""))).toEqual(expect.arrayContaining([file("help", lang), file("rules", lang)]));
  });
});
