// Exporting — docs/rules.md §11: the corners of how an entry is written (USEBIO, PBN) and said in
// words on the results page that the cases in export.test.ts leave open — a zero, a passed-out
// board, a grand slam, a contract typed with a result, markers together. Each was a mutant of
// src/formats/export/entries.ts that no test told from the code (docs/testing.md "Mutation testing").
import { contractSymbols, entryWords, pbnScores, resultText, usebioScore } from "../../src/formats/export/entries";
import { parseEntryText } from "../../src/entries/notation";

const e = (text: string) => parseEntryText(text);
const MINUS = "\u2212";

describe("docs/rules.md §11 a weighted side written the closest way: its heaviest term", () => {
  it("of two equal weights, the first term (USEBIO SCORE and PBN Score_NS alike)", () => {
    expect(usebioScore(e("50% 420 + 50% -50")).score).toBe("420");
    expect(pbnScores(e("50% 420 + 50% -50"))).toEqual({ ns: "420", ew: null, exact: false });
  });
});

describe("docs/rules.md §11 a passed-out board and a zero", () => {
  it("a score of 0 on a played board is exact as 0 in both formats", () => {
    expect(usebioScore(e("0"))).toEqual({ score: "0", exact: true });
    expect(pbnScores(e("0"))).toEqual({ ns: "0", ew: null, exact: true });
  });
  it("a passed-out board's 0 is exact: the import reads PASS back as 0", () => {
    expect(usebioScore(e("0"), true)).toEqual({ score: "0", exact: true });
    expect(pbnScores(e("0"), true)).toEqual({ ns: "0", ew: null, exact: true });
  });
  it("a line without a result writes no score in PBN, and is not exact (the import would read NP)", () => {
    expect(pbnScores(null)).toEqual({ ns: null, ew: null, exact: false });
  });
});

describe("docs/rules.md §11 entries in words on the results page (corners)", () => {
  const at = { board: "2", contract: "4H", declarer: "S" };
  it.each([
    ["0", null, "0"],
    ["0", { board: "1", contract: "Pass", declarer: "" }, "passed out"],
    ["0", { board: "1", contract: "PASS", declarer: "" }, "passed out"],
    ["A", { board: "1", contract: "Pass", declarer: "" }, "A"],
    ["420", at, "+420"],
    ["-420", at, `${MINUS}420`],
    ["55.5%/A", null, "55.5\u00a0%/A"],
    ["A+/450", null, "A+/+450"],
    ["450/A", null, "+450/A"],
    ["40% 620 + 60% -100 !EW", at, `weighted: 40\u00a0% of 4\u2665= NS +620, 60\u00a0% of 4\u2665${MINUS}1 NS ${MINUS}100 (offending side EW)`],
    ["40% 620 + 60% -100 !NSEW", at, `weighted: 40\u00a0% of 4\u2665= NS +620, 60\u00a0% of 4\u2665${MINUS}1 NS ${MINUS}100 (both sides offending)`],
    ["A+/A- @2 ~1", null, `A+/A${MINUS} (group 2; linked 1)`],
  ])("%s at %j: %s", (entry, where, words) => {
    expect(entryWords(e(entry), "en", where)).toBe(words);
  });

  it("a grand slam's thirteen tricks name the contract that makes the term", () => {
    expect(entryWords(e("50% 1520 + 50% -50"), "en", { board: "1", contract: "7NT", declarer: "S" })).toBe(
      `weighted: 50\u00a0% of 7NT= NS +1520, 50\u00a0% of 7NT${MINUS}1 NS ${MINUS}50`,
    );
  });

  it("a declarer that is not one seat names no contract", () => {
    expect(entryWords(e("50% 620 + 50% -100"), "en", { board: "2", contract: "4H", declarer: "ES" })).toBe(
      `weighted: 50\u00a0% of NS +620, 50\u00a0% of NS ${MINUS}100`,
    );
  });
});

describe("docs/rules.md §11 the contract and result columns of the results page", () => {
  it.each([
    ["4HX", "4\u2665X"],
    [" 4hx ", "4\u2665X"],
    ["3NT", "3NT"],
    ["7SXX", "7\u2660XX"],
    ["4S-1", "4S-1"],
    ["x4S", "x4S"],
    ["", ""],
  ])("contract %j shows as %j", (typed, shown) => expect(contractSymbols(typed)).toBe(shown));

  it.each([
    ["4H", 10, "="],
    ["4H", 11, "+1"],
    ["4H", 8, `${MINUS}2`],
    [" 4H", 10, "="],
    ["x4H", 10, ""],
    ["", 10, ""],
    ["4H", null, ""],
  ])("contract %j with %j tricks: %j", (contract, tricks, shown) => expect(resultText(contract, tricks)).toBe(shown));
});
