// The core's error messages in each language of the bundle list: one catalogue
// (src/messages/), every key in every language, English the fallback. The English texts are
// the messages the core throws today, word for word, so wiring the throw sites to the catalogue
// changes no English message.
import { Contract, parseContract, parseTricks } from "../../src/entries/contract";
import { Language, LANGUAGES, Message, MessageCatalogue, MessageKey, MESSAGES, msg, renderMessage } from "../../src/messages";
import { placeholders } from "../../src/i18n";
import { parseEntry, parseEntryPair } from "../../src/entries/notation";
import { parseOptions } from "../../src/options";
import { parseBoards } from "../../src/imps/vp";
import { parseSeat, parseVulnerability } from "../../src/entries/vulnerability";
import { inputMessage } from "../helpers/exact";
import { leftInEnglish, sameAsEnglish } from "../helpers/sameAsEnglish";

const en = MESSAGES.en;
const keys = Object.keys(en) as MessageKey[];
/** Texts that are the same in every language: nothing but values and punctuation. */
const LANGUAGE_FREE = new Set<MessageKey>(["series.invalid", "location.at"]);

const thrown = inputMessage;

describe("the core's message catalogue", () => {
  it.each(LANGUAGES)("%s has every key, non-empty, with the English placeholders", (lang) => {
    const catalogue: Partial<MessageCatalogue> = MESSAGES[lang];
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(`${key}: ${catalogue[key]?.trim() ? "ok" : "empty"}`).toBe(`${key}: ok`);
      expect(`${key}: ${placeholders(catalogue[key]!).join(",")}`).toBe(`${key}: ${placeholders(en[key]).join(",")}`);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s leaves no message in English", (lang) => {
    const same = keys.filter((k) => MESSAGES[lang][k] === en[k] && !LANGUAGE_FREE.has(k) && !sameAsEnglish(lang, en[k]));
    expect(same.map((k) => leftInEnglish(lang, k, en[k]))).toEqual([]);
  });

  it("renders values, messages inside messages in the same language, and falls back to English", () => {
    const m: Message = msg("entry.invalid", { cell: "'4 20'", what: msg("entry.scoreMissing"), expected: msg("expected.entry") });
    expect(renderMessage(m)).toBe("'4 20' is not an entry: a score is missing; expected e.g. 420, A+, 40% 920 + 60% -50");
    expect(renderMessage(m, "da")).toBe("'4 20' er ikke en score: en score mangler; forventet fx 420, A+, 40% 920 + 60% -50");
    expect(renderMessage(msg("pair.against", { pair: 3, opponent: 5, message: msg("vp.notImps", { cell: "'x'" }) }), "nl")).toBe(
      "paar 3 tegen paar 5: 'x' is geen IMP-resultaat; verwacht een getal",
    );
    const saved = MESSAGES.hu;
    const lacking = { ...saved } as Partial<MessageCatalogue>;
    delete lacking["range.empty"];
    (MESSAGES as Record<Language, Partial<MessageCatalogue>>).hu = lacking;
    try {
      expect(renderMessage(msg("range.empty", { name: "entries" }), "hu")).toBe("entries is empty");
    } finally {
      MESSAGES.hu = saved;
    }
    expect(renderMessage(msg("range.empty"))).toBe("{name} is empty");
  });
});

describe("the English catalogue is what the core throws today", () => {
  const expected = msg("expected.entry");
  it.each<[string, () => unknown, Message]>([
    ["a marker without a name", () => parseEntry("420 @"), msg("entry.markerName", { cell: "'420 @'", marker: "@", example: "@2" })],
    ["weights not adding up", () => parseEntry("40% 920 + 50% -50"), msg("entry.weightsTotal", { cell: "'40% 920 + 50% -50'", total: 90 })],
    ["an offender on a plain score", () => parseEntry("420 !NS"), msg("entry.offenderNeedsWeighted", { cell: "'420 !NS'" })],
    ["a link on a weighted score", () => parseEntry("50% 420 + 50% 450 ~1"), msg("entry.linkNeedsArtificial", { cell: "'50% 420 + 50% 450 ~1'" })],
    ["a group given twice", () => parseEntry("420 @1 @2"), msg("entry.givenTwice", { cell: "'420 @1 @2'", what: msg("marker.group") })],
    ["a bad offender", () => parseEntry("50% 420 + 50% 450 !N"), msg("entry.badOffender", { cell: "'50% 420 + 50% 450 !N'", name: "N" })],
    // NP @2 is accepted (docs/rules.md §4.4); any other marker is still refused.
    ["NP with markers", () => parseEntry("NP !NS"), msg("entry.npWithMarkers", { cell: "'NP !NS'", word: "NP" })],
    ["a blank cell", () => parseEntry(""), msg("entry.blank", { expected })],
    ["TRUE", () => parseEntry(true), msg("entry.boolean", { value: "TRUE", expected })],
    ["an unknown word", () => parseEntry("X+"), msg("entry.invalid", { cell: "'X+'", what: msg("entry.unknownWord", { word: "X+" }), expected })],
    ["opposite columns", () => parseEntryPair(420, 400), msg("entry.notOpposite", { ns: 420, ew: 400, nsScore: 420, ewScore: -400 })],
    ["a blank contract", () => parseContract(""), msg("contract.blank", { expected: msg("expected.contract") })],
    ["a bad result", () => parseTricks("x", parseContract("4H") as Contract), msg("contract.resultInvalid", { cell: "'x'", expected: msg("expected.result") })],
    ["a bad declarer", () => parseSeat("Q"), msg("contract.declarerInvalid", { cell: "'Q'" })],
    ["a bad vulnerability", () => parseVulnerability("Q"), msg("contract.vulnerabilityInvalid", { cell: "'Q'", expected: msg("expected.vulnerability") })],
    ["an option twice", () => parseOptions("decimals=1; decimals=2", ["decimals"]), msg("options.twice", { key: "decimals" })],
    ["a non key=value option", () => parseOptions("dbf", ["profile"]), msg("options.notKeyValue", { part: "dbf" })],
    ["boards not a number", () => parseBoards("x"), msg("vp.notBoards", { cell: "'x'", max: 1000 })],
  ])("%s", (_name, f, message) => {
    expect(thrown(f)).toBe(renderMessage(message));
  });
});
