// The title rule (docs/rules.md §2) against words that mean an entry: a first score cell taken for
// a column title is a table scored as if it had not played, so a word that reads as an entry in
// any of the add-in's languages, or names one the notation spells otherwise, is never a title.
// Cases from the third outside review.
import { isCellError, scoreButler, scoreCrossImps, scoreMatchpoints } from "../../src";
import { scoreButlerAsNumbers, scoreCrossImpsAsNumbers, scoreMatchpointsAsNumbers } from "../../src";
import { firstEntryCell } from "../../src/entries/traveller";
import { asFloats, expectSameOutcome } from "../helpers/columns";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const REST = [420, 450, -50, 100];

const FUNCTIONS = [
  ["MATCHPOINTS", scoreMatchpoints, scoreMatchpointsAsNumbers],
  ["BUTLERIMP", scoreButler, scoreButlerAsNumbers],
  ["CROSSIMP", scoreCrossImps, scoreCrossImpsAsNumbers],
] as const;

describe("§2 a word for an entry in the first score cell is no column title", () => {
  test.each(["Pas", "passz", "PASSZ", "Pass out", "niet gespeeld", "Niet  Gespeeld", "Gem", "ikke spillet", "Passet ud"])(
    "'%s' is read as the first table's entry",
    (word) => {
      expect(firstEntryCell([word]).kind).toBe("data");
      expect(firstEntryCell([word, ""]).kind).toBe("data");
    },
  );

  test.each(["Score", "NS score", "Uitslag", "Resultat", "Eredmény"])("'%s' is still a title", (word) => {
    expect(firstEntryCell([word]).kind).toBe("title");
  });

  test.each(FUNCTIONS.flatMap(([name, exact, fast]) => ["Pas", "passz", "Pass out", "niet gespeeld", "Gem"].map((w) => [name, w, exact, fast] as const)))(
    "%s with '%s' over four scores: five tables or #VALUE! naming it, never four tables and a blank row; fast = exact",
    (_name, word, exact, fast) => {
      const out = exact(col(word, ...REST));
      const fourTables = asFloats(exact(col(...REST)));
      expect(asFloats(out.slice(1))).not.toEqual(fourTables);
      if (isCellError(out[0])) expect(out[0].message).toContain(`'${word}'`);
      else expect(out[0]).not.toEqual(["", ""]);
      expectSameOutcome(
        () => fast(col(word, ...REST)),
        () => exact(col(word, ...REST)),
      );
    },
  );
});
