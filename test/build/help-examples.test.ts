// The help's examples as each language's Excel takes them: one list
// (scripts/help-examples.js) written into the four help pages, so they cannot drift; every formula
// of every page parses with its language's separators (argument "," and decimal "." in English,
// ";" and "," in Danish, Dutch and Hungarian) and not with the other's where they differ; and every
// example that shows a result gives that result when the functions compute it.
import * as fs from "fs";
import * as path from "path";
import { HyperFormula } from "hyperformula";
import "../helpers/customFunctions";
import { functionDescriptors } from "../../scripts/functions-metadata";
import { EXAMPLES, HELP_PAGES, SEPARATORS, exampleLines, fillHelpPage, localFormula } from "../../scripts/help-examples";
import { LANGUAGES, Language } from "../../src/messages";
import { buildDistOnce, DIST, ROOT } from "../../support/build";

const PAGE = Object.fromEntries(LANGUAGES.map((l) => [l, l === "en" ? "help.html" : `help.${l}.html`])) as Record<Language, string>;

/** HyperFormula reading formulas the way `lang`'s Excel writes them (a parser only: no function of ours is known to it). */
function parser(lang: Language): HyperFormula {
  const { argument, decimal } = SEPARATORS[lang];
  return HyperFormula.buildEmpty({ licenseKey: "gpl-v3", functionArgSeparator: argument, decimalSeparator: decimal as "." | ",", arrayColumnSeparator: ",", arrayRowSeparator: ";" });
}

const decode = (html: string): string =>
  html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The formula a line or an inline code starts with: `=NAME(` up to its closing parenthesis, text in quotes skipped. */
function formulaAt(text: string): string {
  let depth = 0;
  let quote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quote = !quote;
    else if (!quote && c === "(") depth++;
    else if (!quote && c === ")" && --depth === 0) return text.slice(0, i + 1);
  }
  return text.trim();
}

/** Every formula a built page shows: each line of its code blocks and each inline code that is a formula. */
function formulasOf(html: string): string[] {
  const codes = [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1]));
  return codes.flatMap((c) => c.split("\n")).filter((l) => /^=[A-Z]+(\.[A-Z]+)*\(/.test(l)).map(formulaAt);
}

describe("one list of examples for the four help pages", () => {
  it.each(LANGUAGES)("docs/help in %s has the examples and the index line scripts/help-examples.js writes (npm run help-examples)", (lang) => {
    const text = fs.readFileSync(path.join(ROOT, HELP_PAGES[lang]), "utf8");
    expect(fillHelpPage(text, lang)).toBe(text);
  });

  it.each(LANGUAGES)("every function's section in %s has its block of examples, and only those", (lang) => {
    const text = fs.readFileSync(path.join(ROOT, HELP_PAGES[lang]), "utf8");
    const sections = [...text.matchAll(/^## ([A-Z]+)\(/gm)].map((m) => m[1].toLowerCase());
    const blocks = [...text.matchAll(/^```formulas (\w+)$/gm)].map((m) => m[1]);
    expect(blocks).toEqual(sections);
    expect(Object.keys(EXAMPLES).sort()).toEqual([...sections].sort());
  });

  it("writes a formula the way each language's Excel takes it", () => {
    expect(localFormula('=BRIDGE.MATCHPOINTS(D2:D8,,"profile=dbf; decimals=2")', "da")).toBe('=BRIDGE.MATCHPOINTS(D2:D8;;"profile=dbf; decimals=2")');
    expect(localFormula("=BRIDGE.WEIGHTEDSCORE({0.4;0.6}, {920;-50}, D2:D7)", "nl")).toBe("=BRIDGE.WEIGHTEDSCORE({0,4;0,6}; {920;-50}; D2:D7)");
    expect(localFormula("=BRIDGE.IMP('Board 1.5'!C2-D2)", "hu")).toBe("=BRIDGE.IMP('Board 1.5'!C2-D2)");
    expect(localFormula("=BRIDGE.NEUBERG(3, 3, 4)", "en")).toBe("=BRIDGE.NEUBERG(3, 3, 4)");
    expect(() => localFormula("=BRIDGE.MATCHPOINTS({50,-50})", "da")).toThrow(/array constant with columns/);
    expect(exampleLines("neuberg", "hu")[0]).toBe("=BRIDGE.NEUBERG(3; 3; 4)                      → 4,333");
  });
});

describe("the built help pages' formulas parse with their language's separators", () => {
  const english = parser("en");
  const local = parser("da");

  beforeAll(() => buildDistOnce(), 300_000);
  afterAll(() => {
    english.destroy();
    local.destroy();
  });

  it.each(LANGUAGES)("%s", (lang) => {
    const html = fs.readFileSync(path.join(DIST, PAGE[lang]), "utf8");
    const formulas = formulasOf(html);
    expect(formulas.length).toBeGreaterThan(30);
    const own = lang === "en" ? english : local;
    const other = lang === "en" ? local : english;
    expect(formulas.filter((f) => !own.validateFormula(f))).toEqual([]);
    // Where arguments are separated, the other languages' Excel would refuse the formula. (A
    // decimal comma alone may still parse as two arguments: 4,5 is two numbers in English.)
    const separated = formulas.filter((f) => /[,;]/.test(f.replace(/"[^"]*"/g, '""').replace(/\{[^}]*\}/g, "{}").replace(/\d,\d/g, "0")));
    expect(separated.length).toBeGreaterThan(20);
    expect(separated.filter((f) => other.validateFormula(f))).toEqual([]);
    // And each example is the list's formula, written for this language.
    const listed = Object.values(EXAMPLES).flatMap((examples) => examples.map((e) => localFormula(typeof e.formula === "string" ? e.formula : e.formula[lang], lang)));
    expect(listed.filter((f) => !formulas.includes(f))).toEqual([]);
    // No decimal point is left where the language writes a decimal comma, in a formula or its note.
    const codes = [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1])).join("\n");
    if (lang !== "en") expect(codes.match(/(?<!§[\d.]*)\d\.\d+/g) ?? []).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------
// Every example that shows a result ("→ …") gives it: its formula computed through the functions.

type Adapter = (...args: unknown[]) => unknown;
/**
 * Each function as its descriptor declares it (scripts/functions-metadata.js, from the JSDoc of
 * addin/functions/*.ts): its adapter, how many arguments it takes before Excel's invocation, and
 * whether it takes one.
 */
const FUNCTIONS: Record<string, [Adapter, number, boolean]> = Object.fromEntries(
  functionDescriptors(ROOT).map((d) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the adapter named by the descriptor, not a list written here
    const adapter = (require(path.join(ROOT, d.file)) as Record<string, Adapter>)[d.adapter];
    return [d.name, [adapter, d.parameters.length, d.invocation]];
  }),
);

/** A constant argument as Excel hands it over: a range parameter gets a 2-D array; options text stays text; an empty one is null. */
function argument(text: string): unknown {
  const t = text.trim();
  if (t === "") return null;
  const value = (v: string): string | number => (v.startsWith('"') ? v.slice(1, -1) : Number(v));
  if (t.startsWith("{")) return t.slice(1, -1).split(";").map((v) => [value(v)]);
  if (t.startsWith('"')) return /^"\w+=/.test(t) ? t.slice(1, -1) : [[t.slice(1, -1)]];
  if (!/^-?\d+(\.\d+)?$/.test(t)) throw new Error(`not a constant: ${t}`);
  return [[Number(t)]];
}

/** The arguments of an English-form formula, split at the commas outside quotes and braces. */
function argumentsOf(formula: string): { name: string; args: string[] } {
  const m = /^=BRIDGE\.([A-Z]+)\((.*)\)$/.exec(formula);
  if (!m) throw new Error(`not a formula: ${formula}`);
  const args: string[] = [];
  let current = "";
  let nested = 0;
  let quote = false;
  for (const c of m[2]) {
    if (c === '"') quote = !quote;
    if (!quote && c === "{") nested++;
    if (!quote && c === "}") nested--;
    if (c === "," && !quote && nested === 0) {
      args.push(current);
      current = "";
    } else current += c;
  }
  args.push(current);
  return { name: m[1], args };
}

/** The shown result matches the computed cell: text as it is, a number to the decimals shown. */
function shows(shown: string, cell: unknown): boolean {
  if (!/^-?\d+(\.\d+)?$/.test(shown)) return cell === shown;
  const decimals = shown.split(".")[1]?.length ?? 0;
  return typeof cell === "number" && cell.toFixed(decimals) === Number(shown).toFixed(decimals);
}

const withResult = Object.entries(EXAMPLES).flatMap(([id, examples]) =>
  examples.flatMap((e) =>
    LANGUAGES.map((lang) => ({
      id,
      lang,
      formula: typeof e.formula === "string" ? e.formula : e.formula[lang],
      note: e.note === undefined ? "" : typeof e.note === "string" ? e.note : e.note[lang],
    })).filter((x) => x.note.startsWith("→ ")),
  ),
);

describe("every example that shows a result gives it", () => {
  it("covers most functions", () => {
    expect(new Set(withResult.map((x) => x.id)).size).toBeGreaterThanOrEqual(11);
  });

  it("finds every function's adapter through its descriptor", () => {
    expect(Object.keys(FUNCTIONS).length).toBeGreaterThan(10);
    for (const [name, [fn, count]] of Object.entries(FUNCTIONS)) expect(`${name}: ${typeof fn} ${fn.length >= count}`).toBe(`${name}: function true`);
  });

  it.each(withResult.map((x) => [`${x.formula} (${x.lang})`, x] as const))("%s", async (_, x) => {
    const { name, args } = argumentsOf(x.formula);
    if (!FUNCTIONS[name]) throw new Error(`${name} has examples with results but no @customfunction ${name} in addin/functions/*.ts`);
    const [fn, count, invocation] = FUNCTIONS[name];
    const values: unknown[] = args.map(argument);
    while (values.length < count) values.push(null);
    if (invocation) values.push({ parameterAddresses: [] });
    const out = (await fn(...values)) as unknown[][];
    const rows = x.note.slice(2).split(" / ").map((row) => row.trim().split(/\s+/));
    expect(out.map((row, r) => row.map((cell, c) => (shows(rows[r]?.[c] ?? "", cell) ? "ok" : `${String(cell)} shown as ${rows[r]?.[c]}`)))).toEqual(
      rows.map((row) => row.map(() => "ok")),
    );
  });
});
