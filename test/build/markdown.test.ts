// What scripts/markdown.js adds to marked when it turns docs/help.md, docs/rules.md and the front
// page (scripts/front-page.js) into the shipped pages: the headings' ids, links between the
// documents that reach the built pages, raw HTML shown as text, and a page that loads nothing from
// elsewhere. The Markdown itself (lists, tables, code blocks) is marked's and is not re-tested here.
import * as path from "path";

/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS build script */
const { markdownToHtml, markdownPage, headingId, pageHref } = require("../../scripts/markdown") as {
  markdownToHtml: (md: string) => string;
  markdownPage: (md: string, title: string) => string;
  headingId: (text: string) => { id: string; text: string };
  pageHref: (href: string) => string;
};
const { PAGES, pageSource } = require("../../scripts/help-pages") as { PAGES: Record<string, [string, string]>; pageSource: (out: string) => string };
/* eslint-enable @typescript-eslint/no-require-imports */

describe("scripts/markdown.js: heading ids", () => {
  it("gives rules sections, function sections and other headings short stable ids", () => {
    expect(headingId("§4")).toEqual({ id: "s4", text: "§4" });
    expect(headingId("§4.3 Split and weighted")).toEqual({ id: "s4-3", text: "§4.3 Split and weighted" });
    expect(headingId("§5.10.2 Deeper")).toEqual({ id: "s5-10-2", text: "§5.10.2 Deeper" });
    expect(headingId("MATCHPOINTS(entries, [boards])")).toEqual({ id: "matchpoints", text: "MATCHPOINTS(entries, [boards])" });
    expect(headingId("IMPTOVP(imps, boards)").id).toBe("imptovp");
    expect(headingId("Get it").id).toBe("get-it");
    expect(headingId("  What's *new*, 2026?  ").id).toBe("what-s-new-2026");
    expect(headingId("Anything {#here}")).toEqual({ id: "here", text: "Anything" });
  });

  it("puts the id on the rendered heading, from its Markdown text, at every level", () => {
    expect(markdownToHtml("## §4.3 Split and weighted")).toBe('<h2 id="s4-3">§4.3 Split and weighted</h2>');
    expect(markdownToHtml("## MATCHPOINTS(entries, [boards])")).toBe('<h2 id="matchpoints">MATCHPOINTS(entries, [boards])</h2>');
    expect(markdownToHtml("# Get it")).toBe('<h1 id="get-it">Get it</h1>');
    expect(markdownToHtml("#### §1.2 x")).toBe('<h4 id="s1-2">§1.2 x</h4>');
    // The id comes from the source, not from the rendered HTML (no "strong" in the slug).
    expect(markdownToHtml("### A **bold** `code` step")).toBe('<h3 id="a-bold-code-step">A <strong>bold</strong> <code>code</code> step</h3>');
  });

  it("takes an explicit {#id} out of the heading's text, keeping its inline Markdown", () => {
    expect(markdownToHtml("## Anything {#here}")).toBe('<h2 id="here">Anything</h2>');
    expect(markdownToHtml("## The *entries* {#entries}")).toBe('<h2 id="entries">The <em>entries</em></h2>');
  });
});

describe("scripts/markdown.js: links between the documents", () => {
  it("points a link to another document at its built page, anchor kept", () => {
    expect(pageHref("rules.md#s3")).toBe("rules.html#s3");
    expect(pageHref("./rules.md#s4-1")).toBe("./rules.html#s4-1");
    expect(pageHref("help.md")).toBe("help.html");
  });

  it("points a link to a translation at the translated page: the language stays in the name", () => {
    expect(pageHref("rules.da.md#s4-3")).toBe("rules.da.html#s4-3");
    expect(pageHref("./rules.nl.md")).toBe("./rules.nl.html");
    expect(pageHref("help.hu.md#imptovp")).toBe("help.hu.html#imptovp");
    expect(pageHref("index.da.md")).toBe("index.da.html");
    for (const href of ["rules.da.mdx#s1", "rules.da.md.txt", "../docs/rules.da.md", "https://example.org/rules.da.md"]) expect(pageHref(href)).toBe(href);
    expect(markdownToHtml("Se [§3](rules.da.md#s3).")).toBe('<p>Se <a href="rules.da.html#s3">§3</a>.</p>');
  });

  it("leaves other links alone", () => {
    for (const href of ["https://example.org/a.md", "#s3", "manifest.xml", "notes.md.txt", "rules.mdx#s1", "../docs/rules.md"]) expect(pageHref(href)).toBe(href);
  });

  it("rewrites the links in the rendered page, inline and reference-style", () => {
    expect(markdownToHtml("See [§3](rules.md#s3) and [the site](https://example.org/a.md).")).toBe(
      '<p>See <a href="rules.html#s3">§3</a> and <a href="https://example.org/a.md">the site</a>.</p>',
    );
    expect(markdownToHtml("See [§4][r].\n\n[r]: rules.md#s4")).toBe('<p>See <a href="rules.html#s4">§4</a>.</p>');
  });
});

describe("scripts/markdown.js: the page", () => {
  it("shows HTML written in a document as text, inline and as a block", () => {
    expect(markdownToHtml("a <b> & `<y>`")).toBe("<p>a &lt;b&gt; &amp; <code>&lt;y&gt;</code></p>");
    expect(markdownToHtml('<script src="https://example.org/x.js"></script>')).not.toMatch(/<script|<link/);
  });

  it("makes a self-contained page with its title: nothing loaded from elsewhere", () => {
    const page = markdownPage("# T", "Title <1>");
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<meta charset="utf-8" />');
    expect(page).toContain("<title>Title &lt;1&gt;</title>");
    expect(page).toContain('<h1 id="t">T</h1>');
    expect(page).not.toMatch(/<link|<script|@import|url\(/);
    // A remote image in a document would be a request at run time; the documents have none.
    for (const out of Object.keys(PAGES)) expect(pageSource(out)).not.toMatch(/!\[[^\]]*\]\(\s*(https?:)?\/\//);
  });

  it("gives every heading of the shipped documents a distinct id, and every link into them a target", () => {
    const html = new Map(Object.keys(PAGES).map((out) => [path.basename(out, ".html"), markdownToHtml(pageSource(out))]));
    const idsOf = (page: string): string[] => [...(html.get(page) ?? "").matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1]);
    for (const page of html.keys()) {
      const ids = idsOf(page);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
    for (const [page, body] of html) {
      // A page's name may carry its language: rules.da.html is docs/rules.da.md.
      for (const [, target, anchor] of body.matchAll(/href="(?:([\w.-]+)\.html)?#([\w-]+)"/g)) {
        const ids = idsOf(target ?? page);
        if (!ids.includes(anchor)) throw new Error(`${page}: link to ${target ?? page}#${anchor} has no heading`);
      }
    }
  });
});
