// Every sentence the core says to a director comes from the catalogue (src/messages/),
// so it can be said in Danish, Dutch and Hungarian. This test reads the core's source and fails
// on a sentence built by hand: an error constructed from a string or template, or any string of
// three or more words outside the catalogue, unless it is listed below with the reason it is not
// a message.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { LANGUAGES } from "../../src/i18n";

const SRC = path.join(__dirname, "..", "..", "src");

/** The files of each language's folder (src/lang/<lang>/): its words, complete in each language, each checked by its own test. */
const LANGUAGE_FILES: Record<string, string> = {
  "messages.ts": "the catalogue itself: the core's messages in one language, complete (test/messages.test.ts)",
  "pane.ts": "the pane's catalogue in one language, complete (test/i18n/i18n-pane.test.ts); the add-in renders it",
  "index.ts":
    "a language's bundle: its results-page, notation, site (the front page's among them) and manifest words, complete in each (test/i18n/languages.test.ts, test/build/front-page.test.ts)",
};

/** Strings of words that are not messages to a director, by file, each with its reason. */
const NOT_MESSAGES: Record<string, { reason: string; texts: RegExp[] }> = {
  ...Object.fromEntries(
    LANGUAGES.flatMap((lang) => Object.entries(LANGUAGE_FILES).map(([file, reason]) => [`lang/${lang}/${file}`, { reason, texts: [/./] }])),
  ),
  "multiteam/multiteam.ts": { reason: "a column title of the spilled result, not a message", texts: [/^VP per match$/] },
  "formats/export/words.ts": {
    reason: "the results page's own catalogue in four languages (docs/rules.md §11), complete in each (test/export.test.ts)",
    texts: [/./],
  },
  "formats/export/html.ts": { reason: "the page's HTML skeleton, not words", texts: [/^<!doctype html>/] },
  "formats/export/pageStyle.ts": { reason: "the page's style sheet, not words", texts: [/^\n:root \{/] },
  "formats/export/pbn.ts": { reason: "the program's name and the file's header comment, as PBN writes them", texts: [/Bridge Scoring for Excel/] },
  "formats/export/usebio.ts": {
    reason: "the program's name and the XML declaration, as USEBIO writes them",
    texts: [/Bridge Scoring for Excel/, /^<\?xml version/],
  },
};

/** Errors whose text is a message to the director: their first argument must be a message. */
const MESSAGE_ERRORS = new Set(["BridgeInputError", "CellInputError", "ImportFileError"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  return null;
}

/** Inside `new Error(…)`: a bug in the add-in, not something a director typed or can fix. */
function insidePlainError(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (ts.isNewExpression(p) && ts.isIdentifier(p.expression) && p.expression.text === "Error") return true;
  return false;
}

interface Finding {
  at: string;
  text: string;
}

/** The hand-built sentences of one source file, `name` relative to src/. */
function findingsIn(name: string, code: string): Finding[] {
  const out: Finding[] = [];
  {
    const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true);
    const at = (n: ts.Node) => `src/${name}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_ERRORS.has(node.expression.text)) {
        const first = node.arguments?.[0];
        const text = first ? literalText(first) : null;
        if (text !== null) out.push({ at: at(node), text: `new ${node.expression.text}(${JSON.stringify(text)})` });
      }
      const text = literalText(node);
      if (text !== null && /[a-z]{2,}( [a-z]+)+ [a-z]{2,}/i.test(text) && !insidePlainError(node)) {
        const allowed = NOT_MESSAGES[name]?.texts.some((t) => t.test(text));
        if (!allowed) out.push({ at: at(node), text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

function findings(): Finding[] {
  return sourceFiles(SRC)
    .map((file) => ({ file, name: path.relative(SRC, file).split(path.sep).join("/") }))
    .flatMap(({ file, name }) => findingsIn(name, fs.readFileSync(file, "utf8")));
}

describe("the core builds no sentence by hand", () => {
  it("every error and message text in src/ comes from the catalogue", () => {
    expect(findings().map((f) => `${f.at}: ${f.text}`)).toEqual([]);
  });

  it("the check itself finds a sentence built by hand", () => {
    const code = [
      "export const e = (x: string) => new BridgeInputError(`${x} is not a valid score`);",
      'export const f = () => new ImportFileError("empty");',
      'export const m = { message: "the pair is blank" };',
      'export const bug = () => new Error("unreachable: a weighted row is scored");',
      'export const ok = () => inputError("entry.blank", { expected: msg("expected.entry") });',
    ].join("\n");
    expect(findingsIn("formats/import/example.ts", code).map((f) => `${f.at}: ${f.text}`)).toEqual([
      'src/formats/import/example.ts:1: new BridgeInputError("  is not a valid score")',
      "src/formats/import/example.ts:1:   is not a valid score",
      'src/formats/import/example.ts:2: new ImportFileError("empty")',
      "src/formats/import/example.ts:3: the pair is blank",
    ]);
  });

  it.each(Object.entries(NOT_MESSAGES))("%s is listed for a reason", (_file, entry) => {
    expect(entry.reason.length).toBeGreaterThan(20);
  });
});
