// The options text (docs/functions.md "options"): every value is checked against its range, and a
// wrong one is an error that says what the key takes.
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { inputMessage as message } from "../helpers/exact";

describe("docs/functions.md whole-number options stay in their range", () => {
  test.each([
    ["tables", 1, 100000],
    ["decimals", 0, 10],
  ])("%s takes %p to %p", (key, min, max) => {
    expect(parseOptions(`${key}=${min}`, optionKeys("MATCHPOINTS"))[key as "tables"]).toBe(min);
    expect(parseOptions(`${key}=${max}`, optionKeys("MATCHPOINTS"))[key as "tables"]).toBe(max);
    for (const bad of [String(max + 1), String(min - 1), "2x", "x2", "1.5", "+3"])
      expect(message(() => parseOptions(`${key}=${bad}`, optionKeys("MATCHPOINTS")))).toBe(
        `option ${key}=${bad} is not valid; ${key} takes a whole number ${min}–${max}`,
      );
  });

  test.each([
    ["trim", 0, 1000],
    ["artificialimps", 0, 24],
  ])("%s takes %p to %p", (key, min, max) => {
    expect(parseOptions(`scoring=butler; ${key}=${max}`, optionKeys("RANKING"))[key as "trim"]).toBe(max);
    expect(parseOptions(`scoring=butler; ${key}=${min}`, optionKeys("RANKING"))[key as "trim"]).toBe(min);
    expect(message(() => parseOptions(`scoring=butler; ${key}=${max + 1}`, optionKeys("RANKING")))).toContain(`a whole number ${min}–${max}`);
  });
});

describe("docs/functions.md absent=p is a percentage 0–100 (rules.md §6 series)", () => {
  test.each([
    ["0", 0],
    ["100", 100],
    ["45,5", 45.5],
    ["45.5", 45.5],
    ["40%", 40],
  ])("absent=%s is %p", (text, value) => {
    expect(parseOptions(`absent=${text}`, optionKeys("SERIESRESULT")).absent).toBe(value);
  });

  test.each(["100.5", "101", "-5", "4e1", "45,5,5", "x", "45 %5"])("absent=%s is an error", (text) => {
    expect(message(() => parseOptions(`absent=${text}`, optionKeys("SERIESRESULT")))).toMatch(/absent takes a percentage 0–100$/);
  });
});

describe("docs/functions.md the options text", () => {
  test("an omitted options argument (null, blank, or the 0 Excel sends for an empty argument) gives the defaults", () => {
    const base = parseOptions(null, optionKeys("MATCHPOINTS"));
    expect(parseOptions("", optionKeys("MATCHPOINTS"))).toEqual(base);
    expect(parseOptions(undefined, optionKeys("MATCHPOINTS"))).toEqual(base);
    expect(parseOptions(0, optionKeys("MATCHPOINTS"))).toEqual(base);
  });

  test.each([
    [5, "5"],
    [true, "true"],
  ])("a non-text options value %p is an error saying so", (value, shown) => {
    expect(message(() => parseOptions(value, optionKeys("MATCHPOINTS")))).toBe(`options must be text like 'profile=dbf; scale=pct', not ${shown}`);
  });

  test("keys and values ignore case and spaces around them", () => {
    expect(parseOptions("  Scale = PCT ;DECIMALS=2 ", optionKeys("MATCHPOINTS"))).toMatchObject({ scale: "pct", decimals: 2 });
  });

  test("a part without '=' is named, trimmed", () => {
    expect(message(() => parseOptions("scale=pct;  decimals 2 ", optionKeys("MATCHPOINTS")))).toBe(
      "option 'decimals 2' is not key=value; options look like 'profile=dbf; scale=pct'",
    );
  });

  test("a key made of more than letters is not key=value", () => {
    expect(message(() => parseOptions("x1=2", optionKeys("MATCHPOINTS")))).toContain("'x1=2' is not key=value");
  });
});
