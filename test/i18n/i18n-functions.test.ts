// Localized function help. Excel's formula autocomplete reads the metadata file the
// manifest names for the user's locale; those files are generated in the build from the English
// functions.json and each language's help page (docs/help.<lang>.md: a function's section's first
// paragraph and its Arguments, scripts/function-help.js). Ids and names stay BRIDGE.* in every
// language, so a workbook moves between countries unchanged.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import webpack from "webpack";
import { functionNames } from "../../scripts/functions-metadata";
import { sectionTexts } from "../../scripts/function-help";
import {
  FUNCTION_LANGUAGES,
  functionHelp,
  MAX_DESCRIPTION,
  MAX_PARAMETER,
  localizedHelpUrl,
  localizeMetadata,
  LocalizedFunctionsPlugin,
  Metadata,
  TranslationTable,
} from "../../scripts/localize-functions";
import { helpHtml } from "../../addin/taskpane/help";
import { Language } from "../../addin/i18n/language";
import { parseXml, XmlElement } from "../../scripts/validate-manifest";
import { buildDistOnce, DIST } from "../../support/build";
import { DEV_ORIGIN, readManifest, ROOT } from "../helpers/manifest";

const LANGUAGES = Object.keys(FUNCTION_LANGUAGES);

function table(lang: string): TranslationTable {
  const help = functionHelp(lang);
  if (!help) throw new Error(`docs/help.${lang}.md is missing`);
  return help;
}

async function englishMetadata(): Promise<Metadata> {
  const dir = path.join(ROOT, "addin", "functions");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => path.join(dir, f));
  const result = await generateCustomFunctionsMetadata(files, true);
  expect(result.errors).toEqual([]);
  return JSON.parse(result.metadataJson) as Metadata;
}

/** Ids, names and parameter names and types: everything but the help text and the help page. */
function shape(m: Metadata): unknown {
  return m.functions.map((f) => ({
    ...f,
    description: undefined,
    helpUrl: undefined,
    parameters: f.parameters.map((p) => ({ ...p, description: undefined })),
  }));
}

// The production build may drop attribute quotes, so ids and hrefs are read with or without them.
const VALUE = `(?:"([^"]*)"|([^\\s>"]+))`;
const headingIds = (html: string): string[] => [...html.matchAll(new RegExp(`<h[1-6] id=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]);
const hrefs = (html: string): string[] => [...html.matchAll(new RegExp(`href=${VALUE}`, "g"))].map((m) => m[1] ?? m[2]);
const localAnchors = (html: string): string[] =>
  hrefs(html)
    .filter((h) => h.startsWith("#"))
    .map((h) => h.slice(1));
/** The sections of a rules page (`rules.html`, or `rules.da.html` from the Danish pages) that a page links to. */
const rulesAnchors = (html: string, rules = "rules.html"): string[] =>
  hrefs(html)
    .filter((h) => h.startsWith(`${rules}#`))
    .map((h) => h.slice(rules.length + 1));

/** The HTML of the section that starts at the h2 with this id, up to the next h2. */
function section(html: string, id: string): string | undefined {
  const start = html.search(new RegExp(`<h2 id="?${id}"?[\\s>]`));
  if (start < 0) return undefined;
  const next = html.indexOf("<h2 ", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}
/** A section's prose without its code blocks (the formulas are the same in every language). */
const sectionText = (html: string, id: string): string => (section(html, id) ?? "").replace(/<pre>[\s\S]*?<\/pre>/g, "");

describe("the translation tables (each language's help page)", () => {
  let english: Metadata;
  beforeAll(async () => {
    english = await englishMetadata();
  });

  it.each(LANGUAGES)("%s translates every function and parameter, and nothing else", (lang) => {
    expect(localizeMetadata(english, table(lang), lang).problems).toEqual([]);
  });

  it.each(LANGUAGES)("%s help differs from the English everywhere", (lang) => {
    const { metadata } = localizeMetadata(english, table(lang), lang);
    metadata.functions.forEach((f, i) => {
      expect(f.description).not.toBe(english.functions[i].description);
      f.parameters.forEach((p, j) =>
        expect(`${f.id}(${p.name}): ${p.description}`).not.toBe(`${f.id}(${p.name}): ${english.functions[i].parameters[j].description}`),
      );
    });
  });

  it("names each gap: a missing function, a missing parameter, a parameter that no longer exists", () => {
    const t = JSON.parse(JSON.stringify(table("da"))) as TranslationTable;
    delete t.IMP;
    delete t.IMPTOVP.parameters!.boards;
    t.SCORE.parameters!.tricks = "stik";
    t.NOSUCH = { description: "x" };
    const problems = localizeMetadata(english, t, "da").problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'docs/help.da.md: no description for IMP (no section "## IMP(…)")',
        "docs/help.da.md, section IMPTOVP(…): no help for IMPTOVP(boards) in its Arguments",
        "docs/help.da.md, section SCORE(…): SCORE has no parameter 'tricks'",
        "docs/help.da.md: NOSUCH is not a function in functions.json",
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it("names a section without a first paragraph, and a text longer than Excel takes", () => {
    const t = JSON.parse(JSON.stringify(table("da"))) as TranslationTable;
    t.IMP.description = "";
    t.SCORE.description = "x".repeat(MAX_DESCRIPTION + 1);
    t.IMPTOVP.parameters!.imps = "x".repeat(MAX_PARAMETER + 1);
    expect(localizeMetadata(english, t, "da").problems).toEqual([
      `docs/help.da.md, section SCORE(…): the description of SCORE has ${MAX_DESCRIPTION + 1} characters; Excel takes ${MAX_DESCRIPTION}`,
      "docs/help.da.md, section IMP(…): no description for IMP (no first paragraph)",
      `docs/help.da.md, section IMPTOVP(…): the help for IMPTOVP(imps) has ${MAX_PARAMETER + 1} characters; Excel takes ${MAX_PARAMETER}`,
    ]);
  });
});

describe("reading a help page's function sections (scripts/function-help.js)", () => {
  it("takes the first paragraph and each Arguments item, as plain text, in both forms, following a bare reference", () => {
    const page = [
      "# Hjælp",
      "",
      "## IMPTOVP(imps, boards, [options]) {#imptovp}",
      "",
      "Kamppoint efter *WBF's* skala, [reglerne §7](rules.da.md#s7), med `boards` spil.",
      "Anden linje.",
      "",
      "**Argumenter**",
      "- `imps`: imp-forskellen (negativ,",
      "  hvis den tabte).",
      "- `boards`, `options` (valgfri): **antal** spil; `decimals=k`.",
      "",
      "**Eksempler**",
      "",
      "```formulas imptovp",
      "=BRIDGE.IMPTOVP(23; 16)",
      "```",
      "",
      "## VULNERABILITY(board, [options]) {#vulnerability}",
      "",
      "Hvem der er i zonen.",
      "",
      "**Argumenter**: `board`, et spilnummer; `options`, `notation=da`, `nl` eller `hu`; svar.",
      "",
      "## DEALER(board) {#dealer}",
      "",
      "**Argument**: `board`, spilnummeret.",
      "",
      "## VPTOTAL(boards, more) {#vptotal}",
      "",
      "Kamppoint i alt.",
      "",
      "**Argumenter**",
      "- `boards`, `more`: som for IMPTOVP.",
      "- `other`: ikke en parameter i overskriften.",
    ].join("\n");
    const sections = sectionTexts(page);
    expect(sections.IMPTOVP).toEqual({
      params: ["imps", "boards", "options"],
      description: "Kamppoint efter WBF's skala, reglerne §7, med boards spil. Anden linje.",
      parameters: { imps: "Imp-forskellen (negativ, hvis den tabte).", boards: "Antal spil; decimals=k.", options: "Antal spil; decimals=k." },
    });
    // One line: a segment is cut only where a parameter of the heading follows "; ".
    expect(sections.VULNERABILITY.parameters).toEqual({ board: "Et spilnummer.", options: "notation=da, nl eller hu; svar." });
    // A section that opens with its Arguments has no description: the build names it.
    expect(sections.DEALER).toEqual({ params: ["board"], description: "", parameters: { board: "Spilnummeret." } });
    // A bare reference ("as for IMPTOVP") takes that function's help for the same parameter, when it has one;
    // a list item's name need not be the heading's (the build then says the function has no such parameter).
    expect(sections.VPTOTAL.parameters).toEqual({ boards: "Antal spil; decimals=k.", more: "Som for IMPTOVP.", other: "Ikke en parameter i overskriften." });
  });

  // Excel shows one parameter's help at a time: "as for MATCHPOINTS" (3 words) would tell a director nothing there.
  it.each(LANGUAGES)("reads every parameter of every function from docs/help.%s.md, each more than a bare reference", (lang) => {
    for (const [name, t] of Object.entries(table(lang)))
      for (const [param, text] of Object.entries(t.parameters ?? {})) expect(`${name}(${param}): ${text}`).toMatch(/: \S+(?: \S+){3,}/);
    expect("X(entries): Som for MATCHPOINTS.").not.toMatch(/: \S+(?: \S+){3,}/);
  });
});

describe("the localized help URL", () => {
  it("points a relative or absolute help.html link at the page in the language, keeping the section", () => {
    expect(localizedHelpUrl("help.html#imptovp", "da")).toBe("help.da.html#imptovp");
    expect(localizedHelpUrl("https://club.example.org/bridge/help.html#ranking", "hu")).toBe("https://club.example.org/bridge/help.hu.html#ranking");
    expect(localizedHelpUrl("https://example.org/rules.html#s2", "nl")).toBe("https://example.org/rules.html#s2");
  });
});

describe("the build step", () => {
  // A two-line compilation with the plugin, fed a functions.json and the tables: checks that a
  // gap fails the build without building the whole add-in a second time.
  function compile(translations: Record<string, TranslationTable>): Promise<webpack.Stats> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "i18n-"));
    fs.writeFileSync(path.join(dir, "entry.js"), "module.exports = 1;\n");
    const english = { functions: [{ id: "IMP", name: "IMP", description: "IMPs", parameters: [{ name: "difference", description: "The difference" }] }] };
    const addEnglish = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap("test", (c) => c.emitAsset("functions.json", new compiler.webpack.sources.RawSource(JSON.stringify(english))));
      },
    };
    const compiler = webpack({
      mode: "development",
      context: dir,
      entry: path.join(dir, "entry.js"),
      output: { path: path.join(dir, "dist") },
      plugins: [
        addEnglish,
        new LocalizedFunctionsPlugin({
          languages: Object.keys(translations),
          help: (lang) => translations[lang] ?? null,
        }) as unknown as webpack.WebpackPluginInstance,
      ],
    });
    return new Promise((resolve, reject) =>
      compiler.run((err, stats) => {
        compiler.close(() => undefined);
        fs.rmSync(dir, { recursive: true, force: true });
        if (err || !stats) reject(err ?? new Error("no stats"));
        else resolve(stats);
      }),
    );
  }

  it("emits functions-<lang>.json when every text is translated", async () => {
    const stats = await compile({ da: { IMP: { description: "Imp", parameters: { difference: "Forskellen" } } } });
    expect(stats.hasErrors()).toBe(false);
    expect(Object.keys(stats.compilation.assets)).toContain("functions-da.json");
  });

  it("fails on a help page whose section gives a parameter no text, naming the page and the section", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "help-"));
    try {
      fs.mkdirSync(path.join(root, "docs"));
      fs.writeFileSync(path.join(root, "docs", "help.da.md"), "## IMP(difference) {#imp}\n\nImp.\n\n**Argument**: `difference`.\n");
      expect(functionHelp("da", root)).toEqual({ IMP: { description: "Imp.", parameters: {} } });
      expect(functionHelp("nl", root)).toBeNull();
      const stats = await compile({ da: functionHelp("da", root)! });
      expect(stats.compilation.errors.map((e) => e.message)).toEqual(["docs/help.da.md, section IMP(…): no help for IMP(difference) in its Arguments"]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("fails when a parameter lacks a translation", async () => {
    const stats = await compile({ da: { IMP: { description: "Imp" } } });
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((e) => e.message).join("\n")).toContain("no help for IMP(difference)");
  });
});

describe("the built files and the manifest (dist/)", () => {
  let english: Metadata;
  beforeAll(() => {
    buildDistOnce();
    english = JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as Metadata;
  }, 300_000);

  const built = (lang: string): Metadata => JSON.parse(fs.readFileSync(path.join(DIST, `functions-${lang}.json`), "utf8")) as Metadata;

  // The localized help changes the help URLs on purpose: each language's metadata points at the
  // help page in that language (same section ids), so only the descriptions and helpUrls differ.
  it.each(LANGUAGES)("functions-%s.json differs from English only in its descriptions and its help page (flags and options kept)", (lang) => {
    const withoutText = (m: unknown): unknown =>
      JSON.parse(JSON.stringify(m), (key: string, value: unknown) => (key === "description" ? undefined : key === "helpUrl" ? "(help)" : value));
    const english = JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as Record<string, unknown>;
    expect(english.allowErrorForDataTypeAny).toBe(true);
    expect(withoutText(built(lang))).toEqual(withoutText(english));
  });

  it.each(LANGUAGES)("functions-%s.json's helpUrls open the help page in that language at the function's section", (lang) => {
    const page = fs.readFileSync(path.join(DIST, `help.${lang}.html`), "utf8");
    expect(page).toMatch(new RegExp(`<html lang="?${lang}"?[\\s>]`));
    for (const f of built(lang).functions) {
      expect(f.helpUrl).toBe(`${DEV_ORIGIN}help.${lang}.html#${f.id.toLowerCase()}`);
      const url = new URL(f.helpUrl as string);
      expect(fs.existsSync(path.join(DIST, url.pathname.slice(1)))).toBe(true);
      const body = section(page, url.hash.slice(1));
      if (body === undefined) throw new Error(`${f.id}: ${url.pathname} has no section ${url.hash}`);
      // The section is the function's: its heading names it, it shows a formula and cites a rule.
      expect(body).toMatch(new RegExp(`<h2 [^>]*>${f.name}\\(`));
      expect(body).toContain(`=BRIDGE.${f.name}(`);
      // ... in the rules page of the same language (rules.<lang>.html, the English section ids).
      expect(body).toMatch(new RegExp(`<a href="?rules\\.${lang}\\.html#s\\d`));
    }
  });

  it.each(LANGUAGES)("help.%s.html has every section of help.html, in the same order, and is not the English page", (lang) => {
    const english = fs.readFileSync(path.join(DIST, "help.html"), "utf8");
    const page = fs.readFileSync(path.join(DIST, `help.${lang}.html`), "utf8");
    expect(headingIds(page)).toEqual(headingIds(english));
    expect(headingIds(english).length).toBeGreaterThan(LANGUAGES.length);
    // Every link inside the page reaches a heading of it, and every rule it cites is one the English
    // page cites, in the rules page of its own language.
    for (const anchor of localAnchors(page)) expect(headingIds(page)).toContain(anchor);
    expect(new Set(rulesAnchors(page, `rules.${lang}.html`))).toEqual(new Set(rulesAnchors(english)));
    expect(rulesAnchors(page)).toEqual([]);
    // Each h2 section's prose is translated (the formulas in its code block stay as they are).
    const sections = headingIds(english).filter((id) => section(english, id) !== undefined);
    expect(sections.length).toBe(functionNames().length + 1); // each function's, and the entries'
    for (const id of sections) expect(sectionText(page, id)).not.toBe(sectionText(english, id));
  });

  it.each(LANGUAGES)("the pane's Help block in %s links to sections of the help page in that language", (lang) => {
    const page = fs.readFileSync(path.join(DIST, `help.${lang}.html`), "utf8");
    const links = [...helpHtml(lang as Language).matchAll(/href="([^"#]+)#([\w-]+)"/g)].filter((m) => m[1].startsWith("help"));
    expect(links.length).toBeGreaterThan(10);
    for (const [, file, anchor] of links) {
      expect(file).toBe(`help.${lang}.html`);
      expect(headingIds(page)).toContain(anchor);
    }
  });

  it.each(LANGUAGES)("functions-%s.json has every function and parameter, ids and names as in English", (lang) => {
    const m = built(lang);
    expect(shape(m)).toEqual(shape(english));
    for (const f of m.functions) {
      expect(f.name).toBe(f.id);
      expect(f.description).toBeTruthy();
      for (const p of f.parameters) expect(p.description).toBeTruthy();
    }
  });

  it.each(LANGUAGES)("functions-%s.json is not English", (lang) => {
    const m = built(lang);
    m.functions.forEach((f, i) => {
      expect(f.description).not.toBe(english.functions[i].description);
      f.parameters.forEach((p, j) => expect(p.description).not.toBe(english.functions[i].parameters[j].description));
    });
  });

  it("maps every language's locales to its built metadata file, and every override resolves to a built file", () => {
    const root = parseXml(readManifest());
    const find = (el: XmlElement, pred: (e: XmlElement) => boolean): XmlElement[] => [...(pred(el) ? [el] : []), ...el.children.flatMap((c) => find(c, pred))];
    const url = find(root, (e) => e.local === "Url" && e.attrs.id === "Functions.Metadata.Url")[0];
    const overrides = new Map(url.children.filter((c) => c.local === "Override").map((o) => [o.attrs.Locale, o.attrs.Value]));
    const expected = new Map(Object.entries(FUNCTION_LANGUAGES).flatMap(([lang, locales]) => locales.map((l) => [l, `${DEV_ORIGIN}functions-${lang}.json`])));
    expect(overrides).toEqual(expected);
    // Every override anywhere in the manifest that names a file names one the build made.
    const values = find(root, (e) => e.local === "Override" && /^https:/.test(e.attrs.Value ?? "")).map((o) => o.attrs.Value);
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(fs.existsSync(path.join(DIST, v.slice(DEV_ORIGIN.length))) ? v : `not built: ${v}`).toBe(v);
  });

  it("translates the manifest's descriptions into each language", () => {
    const root = parseXml(readManifest());
    const find = (el: XmlElement): XmlElement[] => [el, ...el.children.flatMap(find)];
    const texts = find(root).filter((e) => e.local === "Override" && !/^https:/.test(e.attrs.Value ?? ""));
    const locales = Object.values(FUNCTION_LANGUAGES).flat();
    for (const parent of new Set(texts.map((t) => t.parent!))) {
      const own = parent.children.filter((c) => c.local === "Override");
      expect(own.map((o) => o.attrs.Locale).sort()).toEqual([...locales].sort());
      for (const o of own) expect(o.attrs.Value).not.toBe(parent.attrs.DefaultValue);
    }
    expect(new Set(texts.map((t) => t.parent!.local))).toEqual(new Set(["Description", "String"]));
  });
});
