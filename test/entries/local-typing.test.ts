// What directors of each country type (docs/rules.md §2 and §8.1): read as they mean it, or
// refused with a message that says what to write, never misread; and what the functions answer
// in the traveller's words when asked to.
import * as fs from "fs";
import * as path from "path";
import { BridgeInputError } from "../../src/errors";
import { parseEntry, scoreMatchpoints } from "../../src";
import { dealerCells, parseContract, parseTricks, score, vulnerabilityCells } from "../../src/entries/contract";
import { dealer as dealerFunction, vulnerability as vulnerabilityFunction } from "../../addin/functions/contract";
import { MESSAGES, renderMessage } from "../../src/messages";
import { parseVulnerability } from "../../src/entries/vulnerability";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { expectSameOutcome } from "../helpers/columns";
import { thrownAs } from "../helpers/exact";
import { NOTATIONS } from "../../src/entries/localNotation";

const errorOf = (f: () => unknown): BridgeInputError => thrownAs(f, BridgeInputError);

describe("§2: Danish ÷ is the minus sign, in every score cell and result, with or without a notation", () => {
  it("÷420 is −420, in a score cell and in a weighted score", () => {
    expect(parseEntry("÷420")).toEqual(parseEntry("-420"));
    expect(parseEntry("60% 420 + 40% ÷50")).toEqual(parseEntry("60% 420 + 40% -50"));
    expect(parseEntry("A+/÷420")).toEqual(parseEntry("A+/-420"));
  });
  it("÷1 in a result column is one down", () => {
    const contract = parseContract("4S");
    if (contract === "PASS") throw new Error("a contract");
    expect(parseTricks("÷1", contract)).toBe(9);
    expect(score("4S", "N", "÷2", "None")).toBe(-100);
    expect(score("4 spar", "Syd", "÷1", "Ingen", { notation: "da" })).toBe(-50);
  });
  it("÷ without a number is refused as a lone minus is", () => {
    expect(() => parseEntry("÷")).toThrow(BridgeInputError);
    expect(() => parseEntry("÷ 420")).toThrow(BridgeInputError);
  });
  it("the column path reads ÷ as the exact path does", () => {
    const entries = [["÷420"], [420], ["-420"], [50], ["÷50"]];
    const boards = [[1], [1], [1], [1], [1]];
    expectSameOutcome(
      () => scoreMatchpointsAsNumbers(entries, boards, ""),
      () => scoreMatchpoints(entries, boards, ""),
    );
    expect(scoreMatchpointsAsNumbers(entries, boards, "")).toEqual(scoreMatchpointsAsNumbers([[-420], [420], [-420], [50], [-50]], boards, ""));
  });
});

describe("§2: a pass in the country's word is a passed-out board, 0, in any score cell", () => {
  it.each(["pas", "PAS", "passz", "Passz"])("%s", (word) => {
    expect(parseEntry(word)).toEqual(parseEntry("PASS"));
    expect(parseEntry(`${word}/A-`)).toEqual(parseEntry("PASS/A-"));
  });
});

describe("§2: the offending side named the local way", () => {
  it.each([
    ["!ØV", "!EW"],
    ["!øv", "!EW"],
    ["!NSØV", "!NSEW"],
    ["!NZ", "!NS"],
    ["!OW", "!EW"],
    ["!NZOW", "!NSEW"],
    ["!ÉD", "!NS"],
    ["!KNy", "!EW"],
    ["!ÉDKNY", "!NSEW"],
    ["!E\u0301D", "!NS"],
  ])("%s is %s", (local, english) => {
    expect(parseEntry(`60% 420 + 40% -50 ${local}`)).toEqual(parseEntry(`60% 420 + 40% -50 ${english}`));
  });
  it("an unknown side is refused naming !NS and !EW, not as a missing name", () => {
    expect(errorOf(() => parseEntry("60% 420 + 40% -50 !ØST")).message).toBe(
      "'60% 420 + 40% -50 !ØST': '!ØST' is not an offending side; expected !NS, !EW or !NSEW",
    );
  });
});

describe("§8.1: vulnerability words of the traveller", () => {
  it.each([
    ["da", "Begge"],
    ["da", "Alle i zonen"],
    ["da", "alle i zonen"],
    ["nl", "Beide"],
    ["nl", "Allen kwetsbaar"],
    ["nl", "allen kwetsbaar"],
  ] as const)("%s: %s is all vulnerable", (notation, word) => {
    expect(parseVulnerability(word, notation)).toBe("All");
    expect(() => parseVulnerability(word)).toThrow(BridgeInputError);
  });
});

describe("§8.1: strains as the federations write them", () => {
  it("Dutch Kl and Sch are klaveren and schoppen", () => {
    expect(parseContract("4Kl", "nl")).toEqual(parseContract("4C"));
    expect(parseContract("4SchX", "nl")).toEqual(parseContract("4SX"));
    expect(score("4 sch", "Z", 10, "Geen", { notation: "nl" })).toBe(420);
  });
  it("Danish K, R and SA are refused saying what DBf writes", () => {
    expect(errorOf(() => parseContract("4K", "da")).message).toBe("'4K' is not a contract with notation=da; for clubs (♣) write 4KLØR or 4C");
    expect(
      renderMessage(
        errorOf(() => parseContract("4rx", "da")),
        "da",
      ),
    ).toBe("'4rx' er ikke en kontrakt med notation=da; skriv 4RUDERX eller 4DX for ruder (♦)");
    expect(errorOf(() => parseContract("3SA", "da")).message).toBe("'3SA' is not a contract with notation=da; for no trump (NT) write 3UT or 3NT");
    expect(parseContract("3UT", "da")).toEqual(parseContract("3NT"));
  });
});

describe("§8.1: VULNERABILITY and DEALER answer in the traveller's words with the notation option", () => {
  const boards = [[1], [2], [3], [4]];
  it.each([
    ["en", ["None", "NS", "EW", "All"], ["N", "E", "S", "W"]],
    ["da", ["Ingen", "NS", "ØV", "Alle"], ["N", "Ø", "S", "V"]],
    ["nl", ["Geen", "NZ", "OW", "Allen"], ["N", "O", "Z", "W"]],
    ["hu", ["senki", "ÉD", "KNy", "mind"], ["É", "K", "D", "Ny"]],
  ] as const)("%s: boards 1–4", (notation, vulnerabilities, dealers) => {
    expect(vulnerabilityCells(boards, notation).map((r) => r[0])).toEqual(vulnerabilities);
    expect(dealerCells(boards, notation).map((r) => r[0])).toEqual(dealers);
  });
  it.each(NOTATIONS.filter((n) => n !== "en"))("%s: SCORE reads what they answer, for every board of the cycle", (notation) => {
    const cycle = Array.from({ length: 16 }, (_, i) => [i + 1]);
    const vul = vulnerabilityCells(cycle, notation);
    const dealer = dealerCells(cycle, notation);
    cycle.forEach(([board], i) => {
      expect(score("3NT", dealer[i][0] as string, 9, vul[i][0] as string, { notation })).toBe(score("3NT", dealerCells([[board]])[0][0] as string, 9, board));
    });
  });
  it("in Excel, the option is the second argument", async () => {
    const out = await vulnerabilityFunction([[2], [3]], "notation=nl", { parameterAddresses: ["Sheet1!A2:A3", ""] } as unknown as CustomFunctions.Invocation);
    expect(out).toEqual([["NZ"], ["OW"]]);
    const dealt = await dealerFunction([[2]], "notation=hu", { parameterAddresses: ["Sheet1!A2", ""] } as unknown as CustomFunctions.Invocation);
    expect(dealt).toEqual([["K"]]);
    const english = await dealerFunction(
      [[2]],
      null as unknown as undefined,
      { parameterAddresses: ["Sheet1!A2", ""] } as unknown as CustomFunctions.Invocation,
    );
    expect(english).toEqual([["E"]]);
  });
});

describe("the reviewer's wording (docs/glossary.md)", () => {
  it("Hungarian asks 'erre gondolt: …?' as help.hu.md quotes it", () => {
    const e = errorOf(() => parseEntry("60/40"));
    expect(renderMessage(e, "hu")).toContain("(erre gondolt: 60%/40%?)");
    expect(fs.readFileSync(path.join(__dirname, "..", "..", "docs", "help.hu.md"), "utf8")).toContain("„erre gondolt: 60%/40%?”");
  });
});

describe("the reviewer's Danish wording (docs/glossary.md)", () => {
  it("'ingen kontrakt kan give 60', and a fouled board is a duplikeringsfejl", () => {
    expect(
      renderMessage(
        errorOf(() => parseEntry("60")),
        "da",
      ),
    ).toMatch(/^'60': ingen kontrakt kan give 60 \(mente du 60%\?\)/);
    expect(
      renderMessage(
        errorOf(() => parseEntry("NP @2 @3")),
        "da",
      ),
    ).not.toMatch(/fejlagtig/);
  });
});

describe("the reviewer's Hungarian wording (docs/glossary.md)", () => {
  it("an unknown option is 'nem beállítása ennek a függvénynek (SCORE)'", () => {
    expect(
      renderMessage(
        errorOf(() => parseOptions("trim=1", optionKeys("SCORE"), "SCORE")),
        "hu",
      ),
    ).toMatch(/^'trim' nem beállítása ennek a függvénynek \(SCORE\); /);
  });
});

describe("the Hungarian messages say what is needed as a director would (docs/glossary.md)", () => {
  it("no message keeps the translated 'várt …' pattern", () => {
    expect(
      Object.entries(MESSAGES.hu)
        .filter(([, text]) => /\bvárt\b/.test(text))
        .map(([key]) => key),
    ).toEqual([]);
    expect(
      renderMessage(
        errorOf(() => parseContract("4Q", "hu")),
        "hu",
      ),
    ).toContain("szint 1–7 és szín kell");
  });
});
