// The notation the task pane writes (formatEntry) and the words it shows (describeEntryIn, in English).
import fc from "fast-check";
import { formatEntry, weightsTotal } from "../../src/entries/entryText";
import { describeEntryIn } from "../../addin/i18n/describe";
import { BridgeInputError } from "../../src/errors";
import { parseEntry } from "../../src/entries/notation";
import { anyEntry } from "../helpers/generators";

const words = (text: string): string => describeEntryIn("en", parseEntry(text));

describe("describeEntryIn, in English", () => {
  it.each([
    ["A+/A-", "NS: average plus (60 %). EW: average minus (40 %)."],
    ["40% 920 + 60% -50 !NS", "Weighted: 40 % of +920, 60 % of \u221250; NS offending, rounding against NS."],
    ["420", "Table result: NS +420."],
    ["PASS", "Table result: passed out (0)."],
    ["NP", "Not played: neither pair scores the board."],
    ["A", "NS and EW: average (50 %)."],
    ["55%", "NS and EW: 55 % (artificial)."],
    ["60%/40%", "NS: 60 % (artificial). EW: 40 % (artificial)."],
    ["450/-480", "Split score: NS ranked as if NS scored +450, EW as if NS scored \u2212480."],
    ["920/40% 920 + 60% -50 !EW", "NS keeps +920. EW: weighted 40 % of +920, 60 % of \u221250; EW offending, rounding against EW."],
    ["A+/450", "NS: average plus (60 %). EW: ranked as if NS scored +450."],
    ["50% 420 + 50% 450 !NSEW", "Weighted: 50 % of +420, 50 % of +450; both sides offending, rounding against both."],
    ["420 @2", "Table result: NS +420. Fouled board: group 2, scored only against its own group."],
    ["A- ~1", "NS and EW: average minus (40 %). Linked irregularity 1: rounded together with the other boards it affected."],
  ])("%s", (text, expected) => {
    expect(words(text)).toBe(expected);
  });
});

describe("formatEntry", () => {
  it.each([
    ["a+ / a-", "A+/A-"],
    ["AVE+", "A+"],
    ["G-/55%", "A-/55%"],
    ["40% 920+60% -50 !ns", "40% 920 + 60% -50 !NS"],
    ["33,3% 420 + 33,3% 450 + 33,4% -50", "33.3% 420 + 33.3% 450 + 33.4% -50"],
    ["+450/-480", "450/-480"],
    ["ng", "NP"],
    ["pass", "0"],
    ["A ~1 @2", "A @2 ~1"],
  ])("writes %s as %s", (text, canonical) => {
    expect(formatEntry(parseEntry(text))).toBe(canonical);
  });

  it("round-trips every entry: parseEntry(formatEntry(e)) is e", () => {
    fc.assert(
      fc.property(anyEntry, (cell) => {
        const entry = parseEntry(cell);
        const text = formatEntry(entry);
        expect(parseEntry(text)).toEqual(entry);
        // Canonical: formatting what was read back changes nothing.
        expect(formatEntry(parseEntry(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a percentage with no exact decimal form instead of writing a rounded one", () => {
    const entry = parseEntry("50% 420 + 50% 450");
    if (entry.kind !== "result" || entry.ns.kind !== "weighted") throw new Error("unexpected parse");
    const third = { ...entry.ns.terms[0], weight: entry.ns.terms[0].weight.div(1.5) };
    expect(() => formatEntry({ ...entry, ns: { kind: "weighted", terms: [third, third, third] } })).toThrow(BridgeInputError);
  });
});

describe("weightsTotal", () => {
  it("adds decimals exactly", () => {
    expect(weightsTotal(["33.3", "33,3", "33.4"])!.toString()).toBe("100");
    expect(weightsTotal(["0.1", "0.2"])!.toString()).toBe("0.3");
  });
  it("is null while a weight is not a number", () => {
    expect(weightsTotal(["40", ""])).toBeNull();
    expect(weightsTotal(["40", "6x"])).toBeNull();
  });
});

// "EW offended" reads as "EW was wronged" (the opposite): the pane says who committed the
// irregularity in words that cannot be read the other way (docs/rules.md §2, the `!` suffix).
describe("the offending side's words", () => {
  it.each(["40% 920 + 60% -50 !NS", "920/40% 920 + 60% -50 !EW", "50% 420 + 50% 450 !NSEW"])("%s never says 'offended'", (entry) => {
    expect(words(entry)).toMatch(/offending/);
    expect(words(entry)).not.toMatch(/offended/);
  });
});
