// The converter that turns docs/help.md, docs/rules.md and docs/index.md into the shipped pages:
// the constructs those documents use come out as the HTML a browser needs.
/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS build script */
const { markdownToHtml, markdownPage } = require("../scripts/markdown") as {
  markdownToHtml: (md: string) => string;
  markdownPage: (md: string, title: string) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

describe("scripts/markdown.js", () => {
  it("gives rules sections, function sections and other headings stable ids", () => {
    expect(markdownToHtml("## §4.3 Split and weighted")).toBe('<h2 id="s4-3">§4.3 Split and weighted</h2>');
    expect(markdownToHtml("## MATCHPOINTS(entries, [boards])")).toBe('<h2 id="matchpoints">MATCHPOINTS(entries, [boards])</h2>');
    expect(markdownToHtml("## Get it")).toBe('<h2 id="get-it">Get it</h2>');
    expect(markdownToHtml("## Anything {#here}")).toBe('<h2 id="here">Anything</h2>');
  });

  it("links the documents to each other's built pages", () => {
    expect(markdownToHtml("See [§3](rules.md#s3) and [the site](https://example.org/a.md).")).toBe(
      '<p>See <a href="rules.html#s3">§3</a> and <a href="https://example.org/a.md">the site</a>.</p>',
    );
  });

  it("escapes HTML, and keeps code spans literal", () => {
    expect(markdownToHtml("a <b> & `**x** <y>` **bold** *it*")).toBe("<p>a &lt;b&gt; &amp; <code>**x** &lt;y&gt;</code> <strong>bold</strong> <em>it</em></p>");
  });

  it("reads tables, with \\| as a bar inside a cell", () => {
    expect(markdownToHtml("| a | b |\n|---|---|\n| `x\\|y` | 2 |")).toBe(
      "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><code>x|y</code></td><td>2</td></tr></tbody></table>",
    );
  });

  it("reads nested lists and list items of several paragraphs", () => {
    const html = markdownToHtml("- one\n  continued\n- two:\n  - inner\n\n  after\n- three");
    expect(html).toBe("<ul><li>one continued</li><li><p>two:</p>\n<ul><li>inner</li></ul>\n<p>after</p></li><li>three</li></ul>");
  });

  it("reads fenced and indented code blocks", () => {
    expect(markdownToHtml("```\n=A(1) → 2\n```")).toBe("<pre><code>=A(1) → 2</code></pre>");
    expect(markdownToHtml("text\n\n    x := y\n    | z\n\nmore")).toBe("<p>text</p>\n<pre><code>x := y\n| z</code></pre>\n<p>more</p>");
  });

  it("makes a self-contained page: nothing loaded from elsewhere", () => {
    const page = markdownPage("# T", "Title <1>");
    expect(page).toContain("<title>Title &lt;1&gt;</title>");
    expect(page).not.toMatch(/<link|<script|src=/);
  });
});
