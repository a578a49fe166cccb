// What a director of a translated language types. Decimal commas in percentages and
// weights (docs/rules.md §2: `33,3%` is `33.3%`), the local not-played words, and no new reading
// for anything that already meant something.
import { parseEntry } from "../../src/entries/notation";
import { scoreMatchpoints } from "../../src/matchpoints/matchpoints";
import { weightedTerms } from "../../src/entries/weighted";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { readSessionScore } from "../../src/ranking/series";
import { BridgeInputError } from "../../src/errors";
import { BUNDLES, LANGUAGES } from "../../src/lang";

describe("decimal commas (docs/rules.md §2)", () => {
  it.each([
    ["33,3%", "33.3%"],
    ["A+/33,3%", "A+/33.3%"],
    ["33,3% 420 + 66,7% 450", "33.3% 420 + 66.7% 450"],
    ["12,5% 420 + 37,5% 450 + 50% -50 !NS", "12.5% 420 + 37.5% 450 + 50% -50 !NS"],
  ])("%s is %s", (comma, dot) => {
    expect(parseEntry(comma)).toEqual(parseEntry(dot));
  });

  it("score the same in MATCHPOINTS", () => {
    const board = (artificial: string) => [[420], [450], [-50], [artificial], ["33,3% 420 + 66,7% 450"]];
    expect(scoreMatchpoints(board("55,5%"))).toEqual(scoreMatchpoints(board("55.5%").map((r, i) => (i === 4 ? ["33.3% 420 + 66.7% 450"] : r))));
  });

  it("in WEIGHTEDSCORE's weights", () => {
    expect(weightedTerms([["33,3%"], ["66,7%"]], [[420], [450]])).toEqual(weightedTerms([["33.3%"], ["66.7%"]], [[420], [450]]));
    expect(weightedTerms([["0,4"], ["0,6"]], [[920], [-50]])).toEqual(weightedTerms([[0.4], [0.6]], [[920], [-50]]));
  });

  it("in SERIESRESULT percentages and its absent= option", () => {
    expect(readSessionScore("57,5%")).toEqual(readSessionScore("57.5%"));
    expect(readSessionScore("57,5 S")).toEqual(readSessionScore("57.5 S"));
    expect(parseOptions("absent=45,5", optionKeys("SERIESRESULT")).absent).toBe(45.5);
    expect(parseOptions("absent=45,5%", optionKeys("SERIESRESULT")).absent).toBe(45.5);
  });

  it("never turn a score into a decimal: 4,20 is not 420 and not 4.2", () => {
    for (const text of ["4,20", "420,5", "-4,20"]) expect(() => parseEntry(text)).toThrow(BridgeInputError);
  });
});

describe("local words for artificial and not-played entries (docs/rules.md §2)", () => {
  it("NOPLAY, as Hungarian travellers print it, is not played like NP and NG", () => {
    for (const t of ["NOPLAY", "noplay", " NoPlay "]) expect(parseEntry(t)).toEqual({ kind: "np" });
    // A fouled-board @group on it is accepted and changes no score (docs/rules.md §4.4); the entry keeps it for the datum function (docs/rules.md §7).
    expect(parseEntry("NOPLAY @2")).toEqual({ kind: "np", group: "2" });
    expect(() => parseEntry("NOPLAY !NS")).toThrow(/stands alone/);
    expect(() => parseEntry("NOPLAY/420")).toThrow(/stands alone/);
  });

  it("each bundle's not-played word is read as NP in every score cell, as NP and DNP are (docs/rules.md §2)", () => {
    const own = LANGUAGES.flatMap((l) => (l === "en" ? [] : BUNDLES[l].notation.np));
    // The words accepted before the bundles held them: a bundle's edit that drops one is a change of rule.
    expect(own).toEqual(expect.arrayContaining(["NG", "NOPLAY"]));
    for (const word of ["NP", "DNP", ...own]) {
      expect(parseEntry(word)).toEqual({ kind: "np" });
      expect(parseEntry(word.toLowerCase())).toEqual({ kind: "np" });
    }
    expect(() => parseEntry("NOTPLAYED")).toThrow(BridgeInputError);
  });

  it.each([
    ["M+", "A+"],
    ["M", "A"],
    ["M-", "A-"],
    ["G+", "A+"],
    ["G", "A"],
    ["G-", "A-"],
    ["NG", "NP"],
  ])("%s (Danish middel / Dutch gemiddelde / niet gespeeld) is %s", (local, english) => {
    expect(parseEntry(local)).toEqual(parseEntry(english));
  });
});
