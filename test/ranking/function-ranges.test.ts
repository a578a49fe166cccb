import { rankSession } from "../../src";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { Row, rank } from "../helpers/session";

describe("docs/functions.md ranges handed over from Node that are not rectangular", () => {
  const rows: Row[] = [
    [1, 1, 2, 420],
    [1, 3, 4, 450],
  ];

  test("an empty corrections range is named", () => {
    expect(() => rank(rows, "", [])).toThrow(/^corrections is empty/);
  });

  test("corrections whose rows differ in width are a columns error", () => {
    expect(() =>
      rank(rows, "", [
        [1, 1],
        [3, 1, 0],
      ]),
    ).toThrow(/corrections must be 2 or 3 columns: pair, matchpoints, percentage points; this range has 3$/);
  });

  test("a pairs column with a row of two cells is a one-column error that says 2 columns", () => {
    expect(() => rankSession([[1], [1]], [[1], [3, 5]], [[2], [4]], [[420], [450]])).toThrow(/nspairs must be one column; this range has 2 columns/);
  });
});

describe("docs/functions.md absent= takes decimals of any length", () => {
  test("absent=45.55 is 45.55", () => {
    expect(parseOptions("absent=45.55", optionKeys("SERIESRESULT")).absent).toBe(45.55);
  });
});
