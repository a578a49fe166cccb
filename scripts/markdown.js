// Turns the repository's own Markdown documents (docs/help.md, docs/rules.md and their
// translations docs/<page>.<lang>.md, the front page as scripts/front-page.js writes it in each
// language) into the pages the add-in ships in dist/, so the help Excel links to is the same text
// a reader sees in the repository. The Markdown itself is marked's (GitHub-flavoured: tables,
// fenced code, nested lists); what is ours is how headings get their anchors, how links between
// the documents reach the built pages, and the self-contained page around the body.
"use strict";

// An ES module (Node requires it from 20.19, hence package.json's engines; jest maps it to the
// package's UMD build, see jest.config.js).
const { Marked } = require("marked");

// The core's one escape (the results page's and the pane's), loaded on its own: it imports nothing.
require("./ts-require");
const { escapeHtml } = require("../src/formats/export/escape");

/**
 * A heading's anchor, from its Markdown text: an explicit `{#id}` (removed from the text), else
 * `s4-1` for a rules section `§4.1`, else the lower-case name for a function's section
 * `MATCHPOINTS(…)`, else a slug. Short stable ids, so a help page links to `rules.html#s4-3` and a
 * helpUrl to `help.html#matchpoints`.
 */
function headingId(text) {
  const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(text);
  if (explicit) return { id: explicit[1], text: text.slice(0, explicit.index) };
  const section = /^§(\d+(?:\.\d+)*)\b/.exec(text);
  if (section) return { id: `s${section[1].replace(/\./g, "-")}`, text };
  // A function's section, "MATCHPOINTS(entries, …)": its id is the function's, as in its helpUrl.
  const fn = /^([A-Z][A-Z0-9]*)\(/.exec(text);
  if (fn) return { id: fn[1].toLowerCase(), text };
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { id: slug, text };
}

/**
 * Links between the documents point at their built pages: rules.md#s3 -> rules.html#s3, and a
 * translation's rules.da.md#s3 -> rules.da.html#s3.
 */
const pageHref = (href) => href.replace(/^((?:\.\/)?[\w-]+(?:\.[\w-]+)*)\.md(?=$|#)/, "$1.html");

/** One converter for every page; `marked` itself stays unconfigured for anyone else. */
const marked = new Marked({
  gfm: true,
  // Headings get their id here, from the Markdown text, before their inline content is rendered.
  walkTokens(token) {
    if (token.type === "heading") {
      const { id, text } = headingId(token.text);
      token.id = id;
      if (text !== token.text) {
        token.text = text;
        token.tokens = this.Lexer.lexInline(text, this.defaults);
      }
    } else if (token.type === "link") {
      token.href = pageHref(token.href);
    }
  },
  renderer: {
    heading(token) {
      return `<h${token.depth} id="${escapeHtml(token.id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
    // The documents are text: HTML in them is shown, not obeyed, so a page stays what the
    // Markdown says (and loads nothing from elsewhere).
    html(token) {
      return token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
    },
  },
});

/** Markdown text to the HTML of its body. */
function markdownToHtml(markdown) {
  return marked.parse(markdown, { async: false }).trimEnd();
}

const STYLE = `
body { font-family: "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", sans-serif;
  font-size: 15px; line-height: 1.5; color: #323130; max-width: 56rem; margin: 0 auto; padding: 1rem 1.25rem 4rem; }
h1 { border-bottom: 3px solid #1b5e20; padding-bottom: .25rem; }
h2 { border-bottom: 1px solid #edebe9; margin-top: 2.5rem; }
h2:target, h3:target { background: #fff4ce; }
code, pre { font-family: Consolas, "SF Mono", Menlo, monospace; font-size: 90%; background: #f3f2f1; }
code { padding: 0 .2em; border-radius: 3px; }
pre { padding: .6rem .8rem; overflow-x: auto; border-radius: 4px; }
pre code { padding: 0; background: none; font-size: 100%; }
table { border-collapse: collapse; margin: .75rem 0; display: block; overflow-x: auto; }
th, td { border: 1px solid #c8c6c4; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f3f2f1; }
td code { white-space: nowrap; } /* an entry such as "40% 920 + 60% -50" reads as one piece */
a { color: #005a9e; }
nav.site { display: flex; flex-wrap: wrap; gap: .25rem 1rem; font-size: 14px; padding: .4rem 0; border-bottom: 1px solid #edebe9; }
nav.site .languages { margin-left: auto; display: flex; gap: .75rem; }
nav.site [aria-current] { font-weight: 600; color: #323130; }
nav.toc { margin: 1rem 0 2rem; padding: .5rem 1rem; background: #faf9f8; border: 1px solid #edebe9; border-radius: 4px; }
nav.toc > ul { columns: 18rem; margin: .25rem 0; padding-left: 1.25rem; }
nav.toc li { break-inside: avoid; }
nav.toc ul ul { padding-left: 1rem; }
`;

/**
 * A page's contents: its h2 and h3 headings as a list of links to their anchors, the h3 under
 * their h2. `label` names the list in the page's language.
 */
function contentsList(markdown, label) {
  const headings = [];
  for (const token of marked.lexer(markdown)) {
    if (token.type !== "heading" || (token.depth !== 2 && token.depth !== 3)) continue;
    const { id, text } = headingId(token.text);
    headings.push({ depth: token.depth, id, html: marked.parseInline(text, { async: false }) });
  }
  let html = "";
  let open = false;
  for (const [i, h] of headings.entries()) {
    if (h.depth === 3 && !open) {
      html += "<ul>";
      open = true;
    } else if (h.depth === 2 && i > 0) {
      html += open ? "</ul></li>" : "</li>";
      open = false;
    }
    html += h.depth === 3 ? `<li><a href="#${escapeHtml(h.id)}">${h.html}</a></li>` : `<li><a href="#${escapeHtml(h.id)}">${h.html}</a>`;
  }
  if (headings.length) html += open ? "</ul></li>" : "</li>";
  return `<nav class="toc" aria-label="${escapeHtml(label)}"><strong>${escapeHtml(label)}</strong><ul>${html}</ul></nav>\n`;
}

/**
 * A whole page: the converted body in a self-contained document (no external resources).
 * `site.nav` is the HTML of the links to the other pages, put first; `site.contents` the label of
 * a contents list of the page's sections, put before its first section.
 */
function markdownPage(markdown, title, lang = "en", site = {}) {
  let body = markdownToHtml(markdown);
  if (site.contents) {
    const at = body.indexOf("<h2 ");
    if (at >= 0) body = body.slice(0, at) + contentsList(markdown, site.contents) + body.slice(at);
  }
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${site.nav ?? ""}${body}
</body>
</html>
`;
}

module.exports = { markdownToHtml, markdownPage, headingId, pageHref, contentsList };
