// The entry words a score cell may hold in any language (docs/rules.md §2, §8.1) come from the
// bundles (src/lang/<lang>/index.ts); for the languages we had when they were listed by hand, the
// sets are exactly the ones listed then, so no word was lost or gained in the move.
import { passedOutWords } from "../../src/entries/notation";
import { entryPhrases, localPassWords } from "../../src/entries/localNotation";
import { firstEntryCell } from "../../src/entries/traveller";

const HAND_LISTED = ["en", "da", "nl", "hu"] as const;

describe("docs/rules.md §2: the entry words from the bundles", () => {
  it("a passed-out board: the words once listed by hand in src/entries/notation.ts", () => {
    expect(passedOutWords(HAND_LISTED)).toEqual(new Set(["PASS", "P", "AP", "PAS", "PASSZ"]));
  });

  it("a first row's entry words: the ones once listed by hand in src/entries/traveller.ts, and the local pass words", () => {
    expect(new Set(entryPhrases(HAND_LISTED))).toEqual(
      new Set([
        "PASS OUT",
        "PASSED OUT",
        "ALL PASS",
        "PASSET UD",
        "PASSET",
        "RONDGEPAST",
        "RONDGEPAST SPEL",
        "PASSZ KÖRBE",
        "KÖRBEPASSZOLT",
        "NOT PLAYED",
        "IKKE SPILLET",
        "NIET GESPEELD",
        "LE NEM JÁTSZOTT",
        "NEM JÁTSZOTT",
        "AVERAGE",
        "GEM",
        "GEM.",
        "GEMIDDELD",
        "GEMIDDELDE",
        "MIDDEL",
        "GENNEMSNIT",
        "ÁTLAG",
      ]),
    );
    expect(entryPhrases(HAND_LISTED)).toHaveLength(22);
    expect(new Set(localPassWords(HAND_LISTED))).toEqual(new Set(["PAS", "PASSZ"]));
  });

  it("each language's words make a first row data, not a title (§2)", () => {
    for (const word of [...entryPhrases(), ...localPassWords()]) {
      expect(firstEntryCell([word.toLowerCase()])).toEqual({ kind: "data", cell: word.toLowerCase() });
    }
  });
});
