// One broadcasting rule for every element-wise function (docs/functions.md: "arrays broadcast"), as
// Excel does it: single cells, rows and columns repeat; anything else is a shape error.
import { broadcast, broadcastShape, countCell, numberCell, numberText, positionIn } from "../../src/entries/cells";
import { score, scoreCells } from "../../src/entries/contract";
import { impsCells } from "../../src/imps/imps";
import { parseEntry } from "../../src/entries/notation";
import { vpCells } from "../../src/imps/vp";
import { inputMessage } from "../helpers/exact";

describe("broadcasting", () => {
  test("a column and a row make a matrix; a single cell repeats everywhere", () => {
    expect(broadcastShape({ a: [[1], [2], [3]], b: [[1, 2]], c: [[9]] })).toEqual([3, 2]);
    const sums = broadcast(
      [
        { name: "a", value: [[1], [2], [3]] },
        { name: "b", value: [[10, 20]] },
      ],
      (cells) => (cells[0] as number) + (cells[1] as number),
    );
    expect(sums).toEqual([
      [11, 21],
      [12, 22],
      [13, 23],
    ]);
  });

  test("where a result cell falls in each argument, for naming a bad cell", () => {
    expect(positionIn([[1], [2], [3]], 2, 1)).toEqual({ row: 2, column: 0 });
    expect(positionIn([[1, 2]], 2, 1)).toEqual({ row: 0, column: 1 });
    expect(positionIn([[7]], 2, 1)).toEqual({ row: 0, column: 0 });
    const errors = broadcast(
      [
        { name: "a", value: [[1], ["x"]] },
        { name: "b", value: 5 },
      ],
      (cells, locate) => (cells[0] === "x" ? locate(0, "bad") : cells[0]),
    );
    expect(errors[1][0]).toEqual({ range: "a", row: 1, column: 0, message: "bad" });
  });

  test("other mismatches are an error naming both arguments", () => {
    expect(() => broadcastShape({ a: [[1], [2]], b: [[1], [2], [3]] })).toThrow("a is 2×1 but b is 3×1");
    expect(() => broadcastShape({ a: [[1, 2, 3]], b: [[1, 2]] })).toThrow("b is 1×2 but a is 1×3");
  });

  test("the shape error names the argument that does not fit and one that has another shape", () => {
    const message = (args: Record<string, unknown>) => inputMessage(() => broadcastShape(args as never));
    expect(
      message({
        a: [
          [1, 2],
          [3, 4],
        ],
        b: [[1, 2, 3]],
      }),
    ).toBe("a is 2×2 but b is 1×3; ranges must be the same size, or a single row, column or cell");
    // The other one named is the first whose shape differs in either direction.
    expect(
      message({
        a: [
          [1, 2],
          [3, 4],
        ],
        b: [[1, 2]],
        c: [[1], [2], [3]],
      }),
    ).toBe("a is 2×2 but b is 1×2; ranges must be the same size, or a single row, column or cell");
    expect(
      message({
        a: [[1], [2], [3]],
        b: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toBe("b is 2×2 but a is 3×1; ranges must be the same size, or a single row, column or cell");
    expect(message({ a: [], b: [[1]] })).toBe("a is empty; expected a cell or a range");
    expect(message({ a: [[]], b: [[1]] })).toBe("a is empty; expected a cell or a range");
    expect(message({ a: [5], b: [[1]] })).toBe("a is empty; expected a cell or a range");
    expect(message({ a: [[1, 2], [3]], b: [[1]] })).toBe("a is not a rectangular range");
    expect(message({ a: [[1], 2], b: [[1]] })).toBe("a is not a rectangular range");
  });

  test("SCORE uses the same rule: one vulnerability row across a column of contracts", () => {
    const out = scoreCells([["4H"], ["3NT"]], [["S"]], [[10]], [["None", "All"]]);
    expect(out).toEqual([
      [420, 620],
      [430, 630],
    ]);
  });
});

// docs/rules.md §2: a score typed with a dash from a word processor is the negative score, in every
// function alike (one reader for numbers, percentages and dashes).
describe("one reader for numbers, percentages and dashes", () => {
  const dashes = ["\u2212", "\u2010", "\u2012", "\u2013", "\u2014", "\ufe63", "\uff0d"];
  test.each(dashes)("%j is a minus for SCORE's result, IMP, VP and the entry notation", (dash) => {
    expect(numberText(`${dash}50`)?.valueOf()).toBe(-50);
    expect(impsCells([[`${dash}50`]])).toEqual([[-2]]);
    expect(vpCells([[`${dash}40`]], [[8]])).toEqual([[0.26]]);
    expect(score("4H", "S", `${dash}1`, "None")).toBe(-50);
    expect(parseEntry(`${dash}420`)).toEqual(parseEntry("-420"));
  });
  test("percent signs only where a percentage is read; decimals with . or ,", () => {
    expect(numberText("57%", true)?.valueOf()).toBe(57);
    expect(numberText("57%")).toBeNull();
    expect(numberCell(" 2,5 ")?.valueOf()).toBe(2.5);
    expect(numberCell(0.4)?.toFraction()).toBe("2/5");
    expect(numberCell(true)).toBeNull();
  });
  test("counts are whole numbers 1 or more, as numbers or digits", () => {
    expect([16, " 16 ", 0, 1.5, "1e3", "x", null].map((c) => countCell(c))).toEqual([16, 16, null, null, null, null, null]);
  });
});
