// Each translated language's help for Excel's formula autocomplete, read from its help page
// (docs/help.<lang>.md), so a function is described once per language: the page a director opens
// from Excel's "More help on this function" link and the tooltips Excel shows while the formula is
// typed say the same thing. English stays in the JSDoc of addin/functions/*.ts, which
// custom-functions-metadata reads.
//
// A function's section is `## NAME(parameters) {#id}`; its description is the section's first
// paragraph, and each parameter's help is its item in the section's Arguments (the first block that
// opens with a bold label), in either of the pages' two forms:
//   **Arguments**                                   **Arguments**: `board`, text; `options`, text
//   - `entries`: text
//   - `boards` (optional): text                     (segments split where "; " is followed by a
//   - `imps`, `boards`: one text for both            parameter of the heading, in code)
// A parameter whose help only refers to another function's ("as for MATCHPOINTS") takes that
// function's help for it (referredTo). The texts come out as plain text: code spans, links and
// emphasis stripped, whitespace folded, a first lower-case word raised (Excel shows each as a
// sentence of its own), and the profile lists ({PROFILES …}) written from PROFILES
// (scripts/profiles.js) as the page shows them.
"use strict";

const fs = require("fs");
const path = require("path");
const { fillProfiles } = require("./profiles");
const { fillLanguageLists } = require("./language-lists");

const ROOT = path.resolve(__dirname, "..");

/** A language's help page, the source of its function help: docs/help.<lang>.md. */
const helpPageFile = (lang, root = ROOT) => path.join(root, "docs", `help.${lang}.md`);

/** The page's name as a problem names it: docs/help.da.md. */
const helpPageName = (lang) => `docs/help.${lang}.md`;

/** Markdown inline text as plain text: links to their text, emphasis marks dropped, code spans to their content. */
function plainText(markdown) {
  const plain = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1 ? part.slice(1, -1) : part.replace(/\*\*([^*]+)\*\*/g, "$1").replace(/(^|[^\p{L}\p{N}*])\*([^*\s][^*]*?)\*(?![\p{L}\p{N}*])/gu, "$1$2"),
    )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  // A value in code ("notation=da, …") keeps its case.
  return /^\p{Ll}/u.test(plain) && !/^\s*`/.test(markdown) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain;
}

/** A section's blocks: its paragraphs, lists and fenced code, each as one string (lines kept). */
function blocks(lines) {
  const out = [];
  let current = [];
  let fenced = false;
  const flush = () => {
    if (current.length > 0) out.push(current.join("\n"));
    current = [];
  };
  for (const line of lines) {
    if (/^```/.test(line)) fenced = !fenced;
    if (!fenced && line.trim() === "" && !/^```/.test(line)) flush();
    else current.push(line);
  }
  flush();
  return out;
}

/**
 * The leading parameter names of an item or segment (`a`, `b`: text), and the text after them.
 * `known` (the heading's parameters) says which code spans are names; without it any identifier is.
 */
function leadingNames(text, known) {
  const names = [];
  let rest = text;
  for (;;) {
    const m = /^`(\w+)`/.exec(rest);
    if (!m || (known && !known.includes(m[1]))) break;
    names.push(m[1]);
    rest = rest.slice(m[0].length);
    const comma = /^,\s*(?=`(\w+)`)/.exec(rest);
    if (!comma || (known && !known.includes(comma[1]))) break;
    rest = rest.slice(comma[0].length);
  }
  return { names, rest };
}

/** The Arguments block's help by parameter name: list items or one-line segments. */
function argumentsHelp(block, params) {
  const help = {};
  const label = /^\*\*[^*]+\*\*(:?)\s*/.exec(block);
  const body = block.slice(label[0].length);
  const give = (names, text) => {
    // A name with nothing after it but punctuation has no help.
    for (const name of names) if (/[\p{L}\p{N}]/u.test(text)) help[name] = plainText(text);
  };
  if (label[1] === ":") {
    // One line: segments start where "; " is followed by one of the heading's parameters; each
    // ends as a sentence, as an item does.
    const split = new RegExp(`;\\s+(?=\`(?:${params.join("|")})\`)`);
    for (const segment of body.split(split)) {
      const { names, rest } = leadingNames(segment.trim(), params);
      const text = rest.replace(/^[,:]?\s*/, "");
      give(names, /[.!?…]$/.test(text.trim()) ? text : `${text.trim()}.`);
    }
  } else {
    for (const item of body.split(/\n(?=- )/)) {
      const { names, rest } = leadingNames(item.replace(/^- /, ""));
      // An optional marker, "(valgfri)", stands between the names and the colon: Excel shows the
      // parameter in brackets already.
      const text = /^\s*(?:\([^)]*\))?\s*:\s*([\s\S]*)$/.exec(rest);
      if (text) give(names, text[1]);
    }
  }
  return help;
}

/** At most this many words, one of them a function's name, make a reference: "som for MATCHPOINTS", "mint a MATCHPOINTS-nál". */
const REFERENCE_WORDS = 4;

/**
 * The function a parameter's help only refers to, or null. Excel shows one parameter's help at a
 * time, where "as for MATCHPOINTS" tells a director nothing; the page keeps it, as the English page
 * does (the translated pages have the English page's lists, test/build/help.test.ts).
 */
function referredTo(text, names, own) {
  if (text.split(/\s+/).length > REFERENCE_WORDS) return null;
  const named = names.filter((name) => name !== own && new RegExp(`(?<![A-Z0-9])${name}(?![A-Z0-9(])`).test(text));
  return named.length === 1 ? named[0] : null;
}

/** A parameter's help, a reference followed to the function it names (which may refer on). */
function resolved(sections, name, param, seen = [name]) {
  const text = sections[name].parameters[param];
  const to = referredTo(text, Object.keys(sections), name);
  if (!to || seen.includes(to) || sections[to].parameters[param] === undefined) return text;
  return resolved(sections, to, param, [...seen, to]);
}

/**
 * The function sections of a help page: by function name, its heading's parameters, its description
 * (the first paragraph) and its parameters' help (its Arguments, references followed), the Markdown
 * stripped to plain text. A section without either is listed with what it has.
 */
function sectionTexts(markdown) {
  const sections = {};
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const heading = /^## ([A-Z][A-Z0-9.]*)\(([^)]*)\)/.exec(lines[i]);
    if (!heading) continue;
    let end = i + 1;
    while (end < lines.length && !/^#{1,2} /.test(lines[end])) end++;
    const params = heading[2]
      .split(",")
      .map((p) => p.replace(/[[\]\s]/g, ""))
      .filter(Boolean);
    const parts = blocks(lines.slice(i + 1, end));
    const first = parts[0];
    const description = first && !/^(\*\*|```|- |\||#)/.test(first) ? plainText(first) : "";
    const args = parts.find((b) => /^\*\*[^*]+\*\*/.test(b));
    sections[heading[1]] = { params, description, parameters: args ? argumentsHelp(args, params) : {} };
  }
  const own = Object.fromEntries(Object.entries(sections).map(([name, s]) => [name, { parameters: { ...s.parameters } }]));
  for (const [name, s] of Object.entries(sections)) for (const param of Object.keys(s.parameters)) s.parameters[param] = resolved(own, name, param);
  return sections;
}

/**
 * A language's functions' help as its help page says it now (read afresh, so a watching build sees
 * an edit): by function id, its description and each parameter's help — the table
 * scripts/localize-functions.js turns into functions-<lang>.json. Null when the language has no page.
 */
function functionHelp(lang, root = ROOT) {
  const file = helpPageFile(lang, root);
  if (!fs.existsSync(file)) return null;
  const sections = sectionTexts(fillLanguageLists(fillProfiles(fs.readFileSync(file, "utf8"), lang), lang));
  return Object.fromEntries(Object.entries(sections).map(([name, s]) => [name, { description: s.description, parameters: s.parameters }]));
}

module.exports = { functionHelp, sectionTexts, helpPageFile, helpPageName, plainText };
