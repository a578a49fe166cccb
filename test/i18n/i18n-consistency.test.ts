// One check per language of everything a director reads in it: every key of the core's
// messages (src/lang/<lang>/messages.ts), the pane (src/lang/<lang>/pane.ts) and the function help
// (each function and parameter of docs/help.<lang>.md, scripts/function-help.js) is there (the
// results page's words, src/formats/export/words.ts, are read for the words too), with the English
// placeholders; no English word is
// left in a translated string or page (a small list of giveaway words, once the names that stay
// English are taken out); a message that names a button names it as the button reads; and none of
// the words docs/glossary.md lists under "Words we do not use" is back.
import * as fs from "fs";
import * as path from "path";
import { readManifest } from "../helpers/manifest";
import { MESSAGES, MessageKey } from "../../src/messages";
import { PANE_MESSAGES, PaneKey } from "../../addin/i18n/pane";
import { Language, LANGUAGE_FACTS, LANGUAGES, placeholders } from "../../src/i18n";
import { PAGE_WORDS } from "../../src/formats/export";
import { functionHelp, TranslationTable } from "../../scripts/localize-functions";
import { functionDescriptors } from "../../scripts/functions-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain-JS build script
const { pageSource } = require("../../scripts/help-pages") as { pageSource: (out: string) => string };

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), "utf8");
type Lang = Exclude<Language, "en">;
const TRANSLATED = LANGUAGES.filter((l): l is Lang => l !== "en");

/** The English function help as the JSDoc of addin/functions/*.ts states it: each function and its parameters. */
function englishFunctions(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const dir = path.join(ROOT, "addin", "functions");
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    for (const doc of fs.readFileSync(path.join(dir, file), "utf8").matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
      const name = /@customfunction (\w+)/.exec(doc[1])?.[1];
      if (name) out[name] = [...doc[1].matchAll(/@param \{(?!CustomFunctions)[^}]+\} \[?(\w+)/g)].map((m) => m[1]);
    }
  }
  return out;
}

const functionTable = (lang: Lang): TranslationTable => functionHelp(lang) ?? {};

/** What manifest.xml says in a language (its locales' overrides), addresses left out. */
const LOCALES = LANGUAGE_FACTS as Record<Lang, { officeLocales: readonly string[] }>;
function manifestStrings(lang: Lang): [string, string][] {
  const xml = readManifest();
  return [...xml.matchAll(/Override Locale="([\w-]+)" Value="([^"]*)"/g)]
    .filter((m) => LOCALES[lang].officeLocales.includes(m[1]) && !/^https?:/.test(m[2]))
    .map((m) => [`manifest.xml ${m[1]}`, m[2]]);
}

/** Every translated string of a language, named by where it is. */
function strings(lang: Lang): [string, string][] {
  const out: [string, string][] = [...manifestStrings(lang)];
  for (const [k, v] of Object.entries(MESSAGES[lang])) out.push([`messages ${k}`, v]);
  for (const [k, v] of Object.entries(PANE_MESSAGES[lang])) out.push([`pane ${k}`, v]);
  for (const [k, v] of Object.entries(PAGE_WORDS[lang])) out.push([`results page ${k}`, v]);
  // The function help for Excel is its help page's text, read with the pages below (code spans,
  // such as the option values `missing` and `weighted`, left out there as everywhere).
  return out;
}

/** The prose of a translated page: code, link targets, quotations and titles left out. */
function prose(file: string): [string, string][] {
  let text = pageText(file);
  if (file.endsWith(".html"))
    text = text
      .replace(/<(style|script)[\s\S]*?<\/\1>/g, "")
      .replace(/<code>[\s\S]*?<\/code>/g, " ")
      .replace(/<[^>]+>/g, " ");
  text = text
    .replace(/```[\s\S]*?```/g, "")
    .replace(/^ {4}.*$/gm, "")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{#[\w-]+\}/g, " ")
    // a title in italics, such as *Love for Turneringsbridge* or Microsoft's *Clear the Office cache*
    .replace(/(?<!\*)\*(?!\*)[^*]+?(?<!\*)\*(?!\*)/g, " ");
  return text.split("\n").map((line, i) => [`${file}:${i + 1}`, line]);
}

/**
 * What a director reads in the language about the Table result column: its section of the
 * language's own support page (docs/support.<lang>.md#table-result), button names left in.
 */
function tableResultSection(lang: Lang): [string, string][] {
  const file = `docs/support.${lang}.md`;
  const out: [string, string][] = [];
  let inside = false;
  read(file)
    .split("\n")
    .forEach((line, i) => {
      if (line.startsWith("## ")) inside = line.endsWith("{#table-result}");
      if (inside) out.push([`${file}:${i + 1}`, line]);
    });
  return out;
}

/** The translated pages, each by the file it is written from: its document, or for the front page its language's bundle. */
const PAGES = (lang: Lang): string[] => [`docs/help.${lang}.md`, `docs/rules.${lang}.md`, `src/lang/${lang}/index.ts`, `docs/support.${lang}.md`];

/** A page's Markdown: its document, or the front page as scripts/front-page.js writes it from the bundle's site.front (its lines are the page's, not the bundle's). */
function pageText(file: string): string {
  const front = /^src\/lang\/(\w+)\/index\.ts$/.exec(file);
  return front ? pageSource(`index.${front[1]}.html`) : read(file);
}

// -------------------------------------------------------------------------------------------------
// English left behind

/** Words that give away an untranslated string: none is a word of Danish, Dutch or Hungarian. */
const GIVEAWAY = [
  "the",
  "and",
  "with",
  "without",
  "which",
  "should",
  "must",
  "cannot",
  "please",
  "click",
  "press",
  "down",
  "traveller",
  "matchpoints",
  "vulnerable",
  "declarer",
  "weighted",
  "adjusted",
  "average",
  "workbook",
  "sheet",
  "row",
  "rows",
  "column",
  "columns",
  "cell",
  "cells",
  "only",
  "not",
  "this",
  "that",
  "from",
  "when",
  "where",
  "there",
  "pair",
  "pairs",
  "session",
  "law",
  "see",
  "because",
  "than",
  "then",
  "each",
  "every",
  "other",
  "blank",
  "missing",
  "wrong",
  "could",
  "loaded",
];
/** What stays English on purpose, and so is not a giveaway: */
const KEPT = [
  // values, quotations, option text, function and argument names, notation, addresses and links
  /\{\w+\}|'[^'\n]*'|"[^"\n]*"|„[^”\n]*”|“[^”\n]*”|`[^`\n]*`|\b\w+=[\w|.,;-]*|\b[A-Z][A-Z0-9_]+\b|https?:\S+|[\w-]+\.(?:html|md|json|xml|xlsx|pbn|csv)\b|\bSheet1\b/g,
  // what the functions and the pane write into a workbook: headers, columns, sheet names, vulnerability words
  /\b(?:Rank|Pair|Boards|Score|Max|Matches|IMPs|VP per match|Sessions|Board|Contract|By|Tricks|Section|Entry|Note|Check|None|Love|Both|All|Adjustments|Ranking)\b/g,
  // the functions' argument names, as Excel shows them in every language: every parameter their
  // descriptors declare, so a new function's arguments need no list kept here
  new RegExp(`\\b(?:${[...new Set(functionDescriptors().flatMap((f) => f.parameters.map((p) => p.name)))].join("|")})\\b`, "g"),
  // the English titles of documents: the Laws (WBF), Microsoft's pages
  /Laws of Duplicate Bridge|Clear the Office cache/g,
  // the name of a scoring program whose movement library the rules pages cite (docs/rules.md §13)
  /\bPairs 4\.1\b/g,
];
/** A language's own use of a word on the list (its bundle's facts.keepsEnglish: DBf's "imp across the field", Dutch clubs' "down"). */
const own = (lang: Lang): RegExp[] => (LANGUAGE_FACTS[lang].keepsEnglish ?? []).map((source) => new RegExp(source, "gim"));

function englishWords(text: string, lang: Lang): string[] {
  let t = text;
  for (const re of own(lang)) t = t.replace(re, " ");
  for (const re of KEPT) t = t.replace(re, " ");
  return t
    .toLowerCase()
    .split(/[^a-zæøåäöüőűéáíóú]+/)
    .filter((w) => GIVEAWAY.includes(w));
}

// -------------------------------------------------------------------------------------------------
// Buttons named in messages

/**
 * Messages that tell the director to press a button, and the button: the message quotes its label,
 * or (as "then Restore" quotes "Restore the table results") the label's first word.
 */
const QUOTES: [PaneKey, PaneKey][] = [
  ["status.askName", "button.apply"],
  ["selection.applyOff", "button.apply"],
  ["clear.checkList", "button.clearRestore"],
  ["export.noTraveller", "export.button"],
  ["export.noLines", "export.button"],
  ["export.badLines", "export.asNp"],
];

const quotes = (message: string, label: string): boolean => {
  const lower = message.toLowerCase();
  return lower.includes(label.toLowerCase()) || new RegExp(`(^|[^\\p{L}])${label.split(" ")[0].toLowerCase()}([^\\p{L}]|$)`, "u").test(lower);
};

// -------------------------------------------------------------------------------------------------
// Words we do not use (docs/glossary.md)

function avoided(lang: Lang): { not: RegExp; write: string }[] {
  const section = read("docs/glossary.md").split("## Words we do not use")[1] ?? "";
  return [...section.matchAll(new RegExp(`^\\| (${TRANSLATED.join("|")}) \\| ([^|]+) \\| ([^|]+) \\|`, "gm"))]
    .filter((m) => m[1] === lang)
    .map((m) => {
      const not = m[2].trim();
      const prefix = not.endsWith("…");
      const word = not
        .replace(/…$/, "")
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/77/g, "\\d+");
      return { not: new RegExp(`(^|[^\\p{L}])${word}${prefix ? "" : "(?![\\p{L}])"}`, "iu"), write: m[3].trim() };
    });
}

describe.each(TRANSLATED)("the %s catalogues and pages", (lang) => {
  it("have every key, with the English placeholders", () => {
    const messages = MESSAGES[lang];
    for (const key of Object.keys(MESSAGES.en) as MessageKey[]) {
      expect(`${key}: ${messages[key] === undefined ? "missing" : placeholders(messages[key]).join(",")}`).toBe(
        `${key}: ${placeholders(MESSAGES.en[key]).join(",")}`,
      );
    }
    expect(Object.keys(messages).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    const pane = PANE_MESSAGES[lang];
    for (const key of Object.keys(PANE_MESSAGES.en) as PaneKey[]) {
      expect(`${key}: ${pane[key] === undefined ? "missing" : placeholders(pane[key]).join(",")}`).toBe(
        `${key}: ${placeholders(PANE_MESSAGES.en[key]).join(",")}`,
      );
    }
    expect(Object.keys(pane).sort()).toEqual(Object.keys(PANE_MESSAGES.en).sort());
    const table = functionTable(lang);
    const english = englishFunctions();
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    for (const [fn, params] of Object.entries(english)) expect([fn, Object.keys(table[fn].parameters ?? {}).sort()]).toEqual([fn, [...params].sort()]);
  });

  it("read manifest.xml's description and tooltip too", () => {
    expect(manifestStrings(lang).length).toBeGreaterThanOrEqual(2 * LOCALES[lang].officeLocales.length);
  });

  it("read the Table result column's section of the language's support page too", () => {
    expect(tableResultSection(lang).filter(([, line]) => line.trim() !== "").length).toBeGreaterThanOrEqual(10);
  });

  it("leave no English word in a translated string", () => {
    const left = strings(lang).flatMap(([where, text]) => englishWords(text, lang).map((w) => `${where}: '${w}' in ${text}`));
    expect(left).toEqual([]);
  });

  it("leave no English word in the help, rules, front and support pages", () => {
    const left = PAGES(lang).flatMap((file) =>
      prose(file).flatMap(([where, text]) => englishWords(text, lang).map((w) => `${where}: '${w}' in ${text.trim()}`)),
    );
    expect(left).toEqual([]);
  });

  it("name each button as it reads", () => {
    const pane = PANE_MESSAGES[lang];
    const wrong = QUOTES.filter(([message, button]) => !quotes(pane[message], pane[button])).map(
      ([message, button]) => `${message} does not name '${pane[button]}': ${pane[message]}`,
    );
    expect(wrong).toEqual([]);
  });

  it("use none of the words docs/glossary.md says we do not use", () => {
    const rules = avoided(lang);
    expect(rules.length).toBeGreaterThan(3);
    const texts = [...strings(lang), ...PAGES(lang).flatMap((file) => prose(file)), ...tableResultSection(lang)];
    const found = texts.flatMap(([where, text]) => rules.filter((r) => r.not.test(text)).map((r) => `${where}: write ${r.write}: ${text.trim()}`));
    expect(found).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------
// Dutch words a banned-word row cannot hold (docs/glossary.md)

/** "scorekaart": the personal score card only (rules.nl.md §11); the traveller is a scoreslip. */
const cardNotTraveller = (text: string): boolean => /(?<!persoonlijke )scorekaart/iu.test(text);
/** The Dutch plural IMP's, never IMPs, but for an option's value, an argument and the headers RANKING writes. */
const englishImps = (text: string): boolean => /(?<![=(\p{L}-])(?:IMPs|imps)(?![\p{L}'])/u.test(text.replace(/Boards, IMPs, VP/g, " "));

describe("the Dutch catalogues and pages", () => {
  const texts = (): [string, string][] => [...strings("nl"), ...PAGES("nl").flatMap((file) => prose(file))];
  it("call the traveller a scoreslip, and only the personal score card a scorekaart", () => {
    expect(
      texts()
        .filter(([, text]) => cardNotTraveller(text))
        .map(([where, text]) => `${where}: ${text.trim()}`),
    ).toEqual([]);
  });
  it("write IMP's", () => {
    expect(
      texts()
        .filter(([, text]) => englishImps(text))
        .map(([where, text]) => `${where}: ${text.trim()}`),
    ).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("find the defects the language review found", () => {
    expect(englishWords("for {down} down skriv teksten", "da")).toEqual(["down"]);
    expect(englishWords("schrijf voor {down} down de tekst", "nl")).toEqual([]);
    expect(englishWords("the score 'X5' is in `line 123` of Board 7", "hu")).toEqual(["the"]);
    expect(quotes("Dit navn skrives i loggen: skriv det ovenfor, eller tryk Udfør igen uden.", "Anvend")).toBe(false);
    expect(quotes("Intet er fjernet endnu: kontrollér de 3 celler nedenfor, og sæt dem så tilbage.", "Sæt bordresultaterne tilbage")).toBe(true);
    const danish = avoided("da");
    expect(danish.some((r) => r.not.test("Nord-Syds score på et spillet spil (lov 77)"))).toBe(true);
    expect(danish.some((r) => r.not.test("sejrspoint (VP)"))).toBe(true);
    expect(danish.some((r) => r.not.test("Ruden udfører ingen justering"))).toBe(false);
    expect(danish.some((r) => r.not.test("eller tryk Udfør igen uden."))).toBe(true);
    expect(avoided("hu").some((r) => r.not.test("Versenyvezető és profil"))).toBe(true);
    expect(avoided("hu").some((r) => r.not.test("A(z) {log} naplót a panelen kívül módosították"))).toBe(true);
    expect(avoided("nl").some((r) => r.not.test("(Wet 12C1c)"))).toBe(true);
    // the native review's corrections: each word found in the texts before is caught; a word left alone is not
    const REVIEW: [Lang, string, boolean][] = [
      ["da", '"page.scoring.matchpoints": "Matchpoint"', true],
      ["da", "`pp`, dansk parpoint: `mp` minus (N−1)", true],
      ["da", "Hver retning beregnes i parpoint på sin egen frekvenstabel", true],
      ["da", "Ét kald af RANKING er én afdeling i én sektion", true],
      ["da", "BRIDGE.MATCHPOINTS, parpoint med matchpoints-argumentet", false],
      ["nl", "({count} cellen geselecteerd: een aanpassing geldt voor alle)", true],
      ["nl", "Aanpassing wissen", true],
      ["nl", "Gesplitste score (NZ-scores)", true],
      ["nl", "opgesplitste spellen in groepen", false],
      ["nl", "een blad met de rangschikking", true],
      ["nl", "## §6 Zittinguitslag (ranglijst)", true],
      ["nl", "Het paneel neemt nooit een tafelresultaat", true],
      ["nl", "Uitgevoerd als niet gespeeld", true],
      ["hu", "Megosztott eredmény (ÉD szkórok)", true],
      ["hu", "a megosztottakra", false],
      ["hu", "{cell} módosításának másolata", true],
      ["hu", "Duplikált bridzsversenyek értékelése", true],
      ["hu", "az üzenet ezt meg is mondja („60%/40% akart lenni?”)", true],
      ["hu", "a többi leosztás pedig egy mezőnyt mutat", true],
      ["hu", "(leosztás, párok)", true],
      ["hu", "a hibás leosztás csoportja", false],
      ["hu", "A 400-as sor ÉD nyers pontja 2", true],
      ["hu", "a pár elérhető pontjaiba", true],
      ["hu", "passz körbe", true],
      ["hu", "Le nem játszottként kiírva", true],
      ["nl", "plaats; *Aanpassing wissen* zet haar terug.", true],
    ];
    for (const [lang, text, caught] of REVIEW) expect([lang, text, avoided(lang).some((r) => r.not.test(text))]).toEqual([lang, text, caught]);
    expect(cardNotTraveller("Selecteer de hele scorekaart, niet één rij.")).toBe(true);
    expect(cardNotTraveller("een persoonlijke scorekaart per paar")).toBe(false);
    expect(englishImps("IMPs voor een scoreverschil (artikel 78B)")).toBe(true);
    expect(englishImps("gebruik scoring=mp of scoring=imps; IMP's per spel; Boards, IMPs, VP; IMPTOVP(imps, boards)")).toBe(false);
  });

  it("the English catalogues quote their buttons too", () => {
    const en = PANE_MESSAGES.en;
    expect(QUOTES.filter(([message, button]) => !quotes(en[message], en[button]))).toEqual([]);
  });
});
