import { Fraction, scoreMatchpoints } from "../../src";
import { fastBoardCells, scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { parseEntry } from "../../src/entries/notation";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { toNumber } from "../../src/exact";

describe("docs/performance.md: the integer path carries weights up to a common denominator of 100 000", () => {
  // Weights are exact decimals of a percent, so their denominators divide powers of ten or mix
  // powers of 2 and 5; the integer path multiplies every weight by the board's common denominator
  // and keeps it at most 100 000 so its sums stay exact in a double.
  const options = parseOptions("", optionKeys("MATCHPOINTS"));
  const path = (cells: unknown[]) =>
    fastBoardCells(
      cells.map((c) => parseEntry(c as never)),
      options,
    ) === null
      ? "exact"
      : "fast";
  const same = (cells: unknown[]) => {
    const exact = scoreMatchpoints(cells.map((c) => [c])).map((row) => (Array.isArray(row) ? row.map((v) => (v instanceof Fraction ? toNumber(v) : v)) : row));
    expect(scoreMatchpointsAsNumbers(cells.map((c) => [c]))).toEqual(exact);
  };

  test("33.333 % + 66.667 %: denominator 100 000 exactly, the integer path", () => {
    const board = [420, "33.333% 420 + 66.667% -50", 450];
    expect(path(board)).toBe("fast");
    same(board);
  });

  test("33.3333 % + 66.6667 %: denominator 1 000 000, the exact path, the same values", () => {
    const board = [420, "33.3333% 420 + 66.6667% -50", 450];
    expect(path(board)).toBe("exact");
    same(board);
  });

  test("1/64 and 1/3125 on two rows: each fits, together 200 000 does not", () => {
    const board = [420, "1.5625% 420 + 98.4375% -50", "0.032% 420 + 99.968% -50", 450];
    expect(path(board.slice(0, 2))).toBe("fast");
    expect(path([board[0], board[2]])).toBe("fast");
    expect(path(board)).toBe("exact");
    same(board);
  });
});
