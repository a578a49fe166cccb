// The pages a director and an installer read about what real Excel does around the functions:
// docs/support.md (and its translations) on #REF!, the formula tools and Manual calculation;
// docs/reference.md on the XLM names; docs/installing.md on what needs CustomFunctionsRuntime 1.4.
import * as fs from "fs";
import * as path from "path";
import { LANGUAGES } from "../../src/i18n";

const read = (file: string) => fs.readFileSync(path.join(__dirname, "..", "..", "docs", file), "utf8");

describe("real excel 3 5: the pages around the functions", () => {
  test.each(LANGUAGES.map((lang) => (lang === "en" ? "support.md" : `support.${lang}.md`)))("real excel 3 5 %s has #REF!, the formula tools and Manual calculation", (file) => {
    const page = read(file);
    for (const anchor of ["{#ref}", "{#evaluate}", "{#manual}"]) expect(page).toContain(anchor);
    const section = (anchor: string) => page.slice(page.indexOf(anchor), page.indexOf("\n## ", page.indexOf(anchor)));
    expect(section("{#ref}")).toMatch(/`#REF!`[^]*`BRIDGE`/);
    expect(section("{#evaluate}")).toMatch(/\*\*F9\*\*[^]*`#CALC!`[^]*`#VALUE!`/);
    expect(section("{#manual}")).toMatch(/\*\*F9\*\*/);
  });

  test("real excel 3 5 reference.md names SERIES as the XLM chart-series function, not SERIESRESULT", () => {
    const page = read("reference.md");
    expect(page).not.toMatch(/SERIESRESULT`, is also the\s+XLM/);
    expect(page).toMatch(/XLM chart-series function is\s+`SERIES`/);
  });

  test("real excel 3 5 installing.md: allowCustomDataForDataTypeAny needs CustomFunctionsRuntime 1.4, which perpetual Office lacks", () => {
    const page = read("installing.md");
    const at = page.indexOf("With `allowCustomDataForDataTypeAny`");
    expect(page.slice(at, page.indexOf("\n- ", at + 1))).toMatch(/CustomFunctionsRuntime 1\.4[^]*perpetual Office/);
  });
});
