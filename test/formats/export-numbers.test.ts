// The results page writes numbers as the director's language does (docs/rules.md §11): the quick
// formatter of src/formats/export/numbers.ts must give Intl.NumberFormat's text for every number, in
// every language and with any number of decimals — signs, groups, ties and −0 included.
import fc from "fast-check";
import { LANGUAGE_FACTS, LANGUAGES } from "../../src/i18n";
import { localNumber } from "../../src/formats/export/numbers";

const intl = (locale: string, value: number, decimals: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

// Doubles of every size, and the figures a page prints: halves, hundredths and ties on the last place.
const value = fc.oneof(
  fc.double({ noNaN: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 2),
  fc.integer({ min: -20_000_000, max: 20_000_000 }).map((n) => n / 100),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 1000 + 0.0005),
  fc.constantFrom(0, -0, 0.005, -0.005, 0.125, 1e15, -1e21, Infinity, -Infinity),
);

test("§11: a number on the page is the text Intl.NumberFormat writes, in every language", () => {
  fc.assert(
    fc.property(fc.constantFrom(...LANGUAGES), value, fc.integer({ min: 0, max: 6 }), (lang, v, decimals) => {
      expect(localNumber(lang, v, decimals)).toBe(intl(LANGUAGE_FACTS[lang].locale, v, decimals));
    }),
    { numRuns: 5000 },
  );
});

test("§11: as a Danish, Dutch or Hungarian director reads it", () => {
  expect(localNumber("da", 1234.5, 2)).toBe("1.234,50");
  expect(localNumber("nl", -0.004, 2)).toBe("-0,00");
  expect(localNumber("hu", 1234.5, 1)).toBe("1234,5");
  expect(localNumber("hu", 12345.5, 1)).toBe("12\u00a0345,5");
  expect(localNumber("en", 1234567.125, 2)).toBe("1,234,567.13");
});

test("§11: once made, a language's formatter writes without Intl (the page's speed, docs/performance.md)", () => {
  for (const lang of LANGUAGES) {
    localNumber(lang, 1, 3); // made here, checked against Intl on the probe numbers
    // format is a getter (ECMA-402 §15.3.3): each call reads it.
    const format = jest.spyOn(Intl.NumberFormat.prototype as unknown as { format: string }, "format", "get");
    for (let i = 0; i < 1000; i++) localNumber(lang, i * 1.37 - 400, 3);
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
  }
});

test("§11: a number's text holds nothing HTML would read as markup, so the page writes it as it is", () => {
  fc.assert(
    fc.property(fc.constantFrom(...LANGUAGES), value, fc.integer({ min: 0, max: 6 }), (lang, v, decimals) => {
      expect(localNumber(lang, v, decimals)).not.toMatch(/[&<>"']/);
    }),
    { numRuns: 2000 },
  );
});
