// One broadcasting rule for every element-wise function (docs/functions.md: "arrays broadcast"), as
// Excel does it: single cells, rows and columns repeat; anything else is a shape error.
import { broadcast, broadcastShape, positionIn } from "../src/cells";
import { scoreCells } from "../src/contract";

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

  test("SCORE uses the same rule: one vulnerability row across a column of contracts", () => {
    const out = scoreCells([["4H"], ["3NT"]], [["S"]], [[10]], [["None", "All"]]);
    expect(out).toEqual([
      [420, 620],
      [430, 630],
    ]);
  });
});
