// Turns the repository's own Markdown documents (docs/help.md, docs/rules.md) into the pages the
// add-in ships in dist/, so the help Excel links to is the same text a reader sees in the
// repository. A small converter for the subset those documents use — headings, paragraphs, lists
// (nested by indentation), tables, code blocks, inline code, bold, italics and links — rather
// than a new dependency.
"use strict";

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A heading's anchor: an explicit `{#id}`, else `s4-1` for a rules section `§4.1`, else the
 * lower-case name for a function's section `MATCHPOINTS(…)`, else a slug. Short stable ids, so a
 * help page links to `rules.html#s4-3` and a helpUrl to `help.html#matchpoints`.
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

/** Links between the documents point at their built pages: rules.md#s3 -> rules.html#s3. */
const pageHref = (href) => href.replace(/^((?:\.\/)?[\w-]+)\.md(?=$|#)/, "$1.html");

function inline(text) {
  // Code spans first, kept out of every other rule.
  const parts = text.split(/(`[^`]*`)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => `<a href="${pageHref(href)}">${label}</a>`)
        .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
        .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, "$1<em>$2</em>");
    })
    .join("");
}

/** Table cells of one `| a | b |` line; `\|` is a literal bar inside a cell. */
function tableCells(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, "|"));
}

const isListItem = (line) => /^- /.test(line);
const isTableLine = (line) => /^\|.*\|\s*$/.test(line);

/** Block-level Markdown (already dedented) to HTML. */
function blocks(lines) {
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const { id, text } = headingId(heading[2]);
      out.push(`<h${level} id="${id}">${inline(text)}</h${level}>`);
      i++;
      continue;
    }
    if (line.startsWith("```")) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) code.push(lines[i]);
      i++;
      out.push(`<pre><code>${escapeHtml(code.join("\n"))}</code></pre>`);
      continue;
    }
    if (/^ {4}/.test(line)) {
      const code = [];
      while (i < lines.length && (/^ {4}/.test(lines[i]) || (!lines[i].trim() && /^ {4}/.test(lines[i + 1] ?? "")))) code.push(lines[i++].slice(4));
      out.push(`<pre><code>${escapeHtml(code.join("\n"))}</code></pre>`);
      continue;
    }
    if (isTableLine(line) && /^\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? "")) {
      const head = tableCells(line);
      const rows = [];
      for (i += 2; i < lines.length && isTableLine(lines[i]); i++) rows.push(tableCells(lines[i]));
      const tr = (cells, tag) => `<tr>${cells.map((c) => `<${tag}>${inline(c)}</${tag}>`).join("")}</tr>`;
      out.push(`<table><thead>${tr(head, "th")}</thead><tbody>${rows.map((r) => tr(r, "td")).join("")}</tbody></table>`);
      continue;
    }
    if (isListItem(line)) {
      const items = [];
      while (i < lines.length && (isListItem(lines[i]) || /^ {2}/.test(lines[i]) || (!lines[i].trim() && /^( {2}|- )/.test(lines[i + 1] ?? "")))) {
        if (isListItem(lines[i])) items.push([lines[i].slice(2)]);
        else items[items.length - 1].push(lines[i].slice(2));
        i++;
      }
      out.push(`<ul>${items.map((item) => `<li>${unwrapSingleParagraph(blocks(item))}</li>`).join("")}</ul>`);
      continue;
    }
    const para = [];
    while (i < lines.length && lines[i].trim() && !/^(#{1,4}\s|```|- | {4})/.test(lines[i]) && !isTableLine(lines[i])) para.push(lines[i++].trim());
    if (para.length === 0) para.push(lines[i++].trim());
    out.push(`<p>${inline(para.join(" "))}</p>`);
  }
  return out.join("\n");
}

/** A list item of one paragraph is shown without the paragraph's margins. */
const unwrapSingleParagraph = (html) => (/^<p>[\s\S]*<\/p>$/.test(html) && html.indexOf("<p>", 1) === -1 ? html.slice(3, -4) : html);

/** Markdown text to the HTML of its body. */
function markdownToHtml(markdown) {
  return blocks(markdown.replace(/\r\n?/g, "\n").split("\n"));
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
pre code { padding: 0; background: none; }
table { border-collapse: collapse; margin: .75rem 0; display: block; overflow-x: auto; }
th, td { border: 1px solid #c8c6c4; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f3f2f1; }
a { color: #005a9e; }
nav.toc { columns: 14rem; margin: 1rem 0; }
`;

/** A whole page: the converted body in a self-contained document (no external resources). */
function markdownPage(markdown, title) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${markdownToHtml(markdown)}
</body>
</html>
`;
}

module.exports = { markdownToHtml, markdownPage, headingId };
