// The task pane's message catalogue in English, Danish, Dutch and Hungarian, the choice
// of language, and the decoded explanation of an entry in each language.
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { describeEntryIn } from "../../addin/i18n/describe";
import { LOG_HEADER } from "../../addin/taskpane/logRows";
import { LANGUAGE_NAMES, LANGUAGES, Language, pickLanguage } from "../../addin/i18n/language";
import { fillIn, placeholders } from "../../src/i18n";
import { leftInEnglish, sameAsEnglish } from "../helpers/sameAsEnglish";
import { Catalogue, PANE_MESSAGES, PaneKey, paneText, SAME_IN_EVERY_LANGUAGE } from "../../addin/i18n/pane";
import { parseEntry } from "../../src/entries/notation";
import { anyEntry } from "../helpers/generators";
import { englishDescription } from "../helpers/englishDescription";
import { PROFILE_NAMES } from "../../src/options";

const en = PANE_MESSAGES.en;
const keys = Object.keys(en) as PaneKey[];
const others = LANGUAGES.filter((l) => l !== "en");

describe("the pane's catalogue", () => {
  it.each(LANGUAGES)("%s has every key, non-empty, with the English placeholders", (lang) => {
    const catalogue: Partial<Catalogue> = PANE_MESSAGES[lang];
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(`${key}: ${catalogue[key]?.trim() ? "ok" : "empty"}`).toBe(`${key}: ok`);
      expect(`${key}: ${placeholders(catalogue[key]!).join(",")}`).toBe(`${key}: ${placeholders(en[key]).join(",")}`);
    }
  });

  it.each(others)("%s leaves nothing in English but notation and names", (lang) => {
    const same = keys.filter((k) => PANE_MESSAGES[lang][k] === en[k] && !SAME_IN_EVERY_LANGUAGE.has(k) && !sameAsEnglish(lang, en[k]));
    expect(same.map((k) => leftInEnglish(lang, k, en[k]))).toEqual([]);
  });

  it("fills in values, and falls back to English for a key a language lacks", () => {
    expect(paneText("nl", "status.untouched", { count: 3 })).toBe("3 geselecteerde cel(len) waren niet aangepast.");
    const lacking = { ...PANE_MESSAGES.hu } as Partial<Catalogue>;
    delete lacking["button.apply"];
    const saved = PANE_MESSAGES.hu;
    (PANE_MESSAGES as Record<Language, Partial<Catalogue>>).hu = lacking;
    try {
      expect(paneText("hu", "button.apply")).toBe("Apply");
    } finally {
      PANE_MESSAGES.hu = saved;
    }
    expect(fillIn("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("covers every text of the current pane page (taskpane.html)", () => {
    const html = fs.readFileSync(path.join(__dirname, "..", "..", "addin", "taskpane", "taskpane.html"), "utf8");
    const body = html.slice(html.indexOf("<body"));
    const texts = [...body.matchAll(/>([^<>]+)</g)]
      .map((m) =>
        m[1]
          .replace(/&nbsp;/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter((t) => t && t !== "—" && t !== "Bridge Scoring" && !/^(NS|EW)$/.test(t));
    const placeholderTexts = [...body.matchAll(/\splaceholder="([^"]+)"/g)].map((m) => m[1]);
    const values = new Set(Object.values(en).map((v) => v.trim()));
    // Texts with a value in them ("NS %", "As Office (English)") match their template; each
    // language's own name ("Dansk") is written in that language on purpose.
    const templates = Object.values(en)
      .filter((v) => placeholders(v).length > 0)
      .map(
        (v) =>
          new RegExp(
            `^${v
              .trim()
              .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
              .replace(/\\?\{\w+\\?\}/g, ".+")}$`,
          ),
      );
    const names = new Set(Object.values(LANGUAGE_NAMES));
    const covered = (t: string) => values.has(t) || names.has(t) || templates.some((re) => re.test(t));
    expect([...texts, ...placeholderTexts].filter((t) => !covered(t))).toEqual([]);
    expect(covered("NS %") && covered("As Office (English)") && !covered("As Office")).toBe(true);
  });

  it("marks every text of the page for translation, so the pane can switch language", () => {
    const html = fs.readFileSync(path.join(__dirname, "..", "..", "addin", "taskpane", "taskpane.html"), "utf8");
    const body = html.slice(html.indexOf("<body"));
    const unmarked = [...body.matchAll(/<(\w+)([^<>]*)>([^<>]*[A-Za-z][^<>]*)<\/\1>/g)]
      .filter(([, , attrs, text]) => !/data-i18n=/.test(attrs) && !/id="status"/.test(attrs) && text.trim() !== "Bridge Scoring")
      // The profile lists are translated by value; the languages are named in their own words.
      .filter(([, , attrs, text]) => !new RegExp(`value="(${[...PROFILE_NAMES, ...LANGUAGES].join("|")})"`).test(attrs) || !text.trim())
      .map((m) => m[3].trim());
    expect(unmarked).toEqual([]);
    const keys = [...body.matchAll(/data-i18n(?:-placeholder)?="([^"]+)"/g)].map((m) => m[1]);
    expect(keys.filter((k) => !(k in en))).toEqual([]);
  });

  // The run-time texts (statuses, previews, errors, the settings notice) come from paneText: no
  // sentence of English is left in a string literal of the files that build them. A sentence is
  // a capital word followed by a lower-case one ("Wrote 420", "Nothing to clear"); notation,
  // element ids, CSS classes and the names the pane writes into the workbook are not sentences;
  // the log's column titles (LOG_HEADER) are such names: the log stays English in every language.
  it.each(["taskpane.ts", "settings.ts", "form.ts", "import.ts", "help.ts", "adjustments.ts", "formulaPlan.ts"])(
    "%s shows no English sentence of its own",
    (file) => {
      const code = fs
        .readFileSync(path.join(__dirname, "..", "..", "addin", "taskpane", file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "")
        .replace(/\s\/\/ .*$/gm, "");
      const literals = [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2]);
      const workbookNames = new Set<string>(LOG_HEADER);
      const sentences = literals.filter((l) => !workbookNames.has(l));
      expect(sentences.filter((l) => /\b[A-Z][a-z]+,? [a-z]{2,}/.test(l) || /\b(the|is|are|was|not|cells?) \w/.test(l))).toEqual([]);
    },
  );
});

describe("pickLanguage", () => {
  it.each([
    ["da-DK", undefined, "da"],
    ["nl-NL", null, "nl"],
    ["nl-BE", "", "nl"],
    ["hu-HU", "auto", "hu"],
    ["en-GB", undefined, "en"],
    ["nb-NO", undefined, "en"],
    ["sv-SE", undefined, "en"],
    ["fr-FR", undefined, "en"],
    [undefined, undefined, "en"],
    ["", undefined, "en"],
    ["DA", undefined, "da"],
    ["da-DK", "hu", "hu"],
    ["hu-HU", "en", "en"],
    ["en-US", "nl-BE", "nl"],
    ["nl-NL", "xx", "nl"],
  ] as const)("display %s, override %s -> %s", (display, override, expected) => {
    expect(pickLanguage(display, override)).toBe(expected);
  });
});

describe("the decoded explanation of an entry", () => {
  it("is word for word, in English, the words directors have always read (test/helpers/englishDescription.ts)", () => {
    fc.assert(
      fc.property(anyEntry, (cell) => {
        const entry = parseEntry(cell);
        expect(describeEntryIn("en", entry)).toBe(englishDescription(entry));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ["A+/A-", "da", "NS: middel plus (60 %). ØV: middel minus (40 %)."],
    ["40% 920 + 60% -50 !NS", "nl", "Gewogen score: 40 % van +920, 60 % van \u221250; NZ in overtreding, afronding ten nadele van NZ."],
    ["33,3% 420 + 66,7% 450", "da", "Vægtet score: 33,3 % af +420, 66,7 % af +450."],
    ["NP", "hu", "Le nem játszott parti: egyik pár sem kap rá pontot."],
    [
      "450/-480 @2",
      "da",
      "Ubalanceret korrigeret score: NS regnes som om NS fik +450, ØV som om NS fik \u2212480. Duplikeringsfejl: gruppe 2, sammenlignes kun inden for sin egen gruppe.",
    ],
    ["A- ~1", "hu", "ÉD és KNy: átlag mínusz (40 %). 1. szabálytalanság: a többi érintett partival együtt kerekítve."],
  ] as const)("%s in %s", (text, lang, expected) => {
    expect(describeEntryIn(lang, parseEntry(text))).toBe(expected);
  });

  it.each(others)("in %s shares no sentence with the English", (lang) => {
    fc.assert(
      fc.property(anyEntry, (cell) => {
        const entry = parseEntry(cell);
        const english = englishDescription(entry).split(/(?<=\.) /);
        const local = describeEntryIn(lang, entry).split(/(?<=\.) /);
        expect(local.filter((s) => english.includes(s))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
