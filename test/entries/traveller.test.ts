// Reading a traveller range: which rows are one board, which rows are blank or titles, and what
// is an error (docs/rules.md §2 "Blank cells and titles" and its decisions).
import { boardKey, entryColumns, isOmitted, readTravellers } from "../../src/entries/traveller";
import { inputMessage as message } from "../helpers/exact";

const col = (cells: unknown[]) => cells.map((c) => [c]);

describe("docs/rules.md §2 board ids: the key that joins rows", () => {
  test.each([
    [7, "7"],
    ["7", "7"],
    [" 7 ", "7"],
    ["07", "7"],
    ["+7", "7"],
    ["7.0", "7"],
    ["7.5", "7.5"],
    ["-3", "-3"],
    ["a7", "A7"],
    [" Board 12 ", "BOARD 12"],
    ["1A", "1A"],
    ["7.", "7."],
    [".5", ".5"],
  ])("%j is board %j", (cell, key) => {
    expect(boardKey(cell)).toBe(key);
  });

  test("two sections' text ids stay two boards: 1A and 2A are not one board", () => {
    const t = readTravellers(col([420, 400, 100, 50]), col(["1A", "2A", "1a", "2A"]));
    expect(t.boards.map((b) => b.id)).toEqual(["1A", "2A"]);
    expect(t.boards.map((b) => b.rows)).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  test("rows of one board apart from each other are still one board; boards in order of first row", () => {
    const t = readTravellers(col([420, 100, 400, 50, 430]), col([2, 1, "2", " 1", 2]));
    expect(t.boards.map((b) => b.id)).toEqual(["2", "1"]);
    expect(t.boards.map((b) => b.rows)).toEqual([
      [0, 2, 4],
      [1, 3],
    ]);
    expect(t.rowBoard).toEqual([0, 1, 0, 1, 0]);
  });

  test.each([
    [true, "TRUE"],
    [false, "FALSE"],
  ])("a logical %p is no board id: named as Excel shows it", (cell, shown) => {
    expect(message(() => boardKey(cell))).toBe(`${shown} is not a board number or name`);
  });

  test.each([NaN, Infinity])("%p is no board number", (cell) => {
    expect(message(() => boardKey(cell))).toMatch(/is not a board number$/);
  });

  test("a blank board id next to an entry is that row's error, naming the entry; the others are read", () => {
    const t = readTravellers(col([420, "A+", 400]), col([1, "", 1]));
    expect(t.boards.map((b) => b.rows)).toEqual([[0, 2]]);
    const bad = t.rowBoard[1];
    expect(typeof bad).toBe("object");
    expect(String((bad as { message: unknown }).message)).toContain("board id is blank next to the entry 'A+'");
  });

  test("a blank board id beside a split score's second cell names that cell", () => {
    const t = readTravellers(
      [
        [420, 400],
        [null, -480],
      ],
      col([1, null]),
    );
    expect(String((t.rowBoard[1] as { message: unknown }).message)).toContain("next to the entry -480");
  });
});

describe("docs/rules.md §2 the shape of the ranges", () => {
  test("entries with rows of different widths are an error naming the range", () => {
    expect(message(() => entryColumns([[420], [400, -480]]))).toBe("entries has rows of different widths");
  });

  test("more than two score columns is an error", () => {
    expect(message(() => entryColumns([[1, 2, 3]]))).toContain("entries");
  });

  test("a boards range as tall as the entries but two columns wide is a one-column error", () => {
    expect(
      message(() =>
        readTravellers(col([420, 400]), [
          [1, 1],
          [1, 1],
        ]),
      ),
    ).toBe("boards must be one column of board numbers");
  });

  test("a boards range with one ragged row is a one-column error too", () => {
    expect(message(() => readTravellers(col([420, 400]), [[1], [1, 2]]))).toBe("boards must be one column of board numbers");
  });

  test.each([[null], [undefined], [""], [[[null]]], [[[""]]]])("%j is an omitted argument", (value) => {
    expect(isOmitted(value)).toBe(true);
  });

  test.each([[[[1]]], [[[null], [null]]], [[[null, null]]], [0], ["x"]])("%j is not omitted", (value) => {
    expect(isOmitted(value)).toBe(false);
  });
});

describe("docs/rules.md §2 titles and blank rows", () => {
  test("a title row over entries and boards is blank; a title over entries beside a board number is a misaligned selection", () => {
    expect(readTravellers(col(["Score", 420, 400]), col(["Board", 1, 1])).rowBoard).toEqual(["blank", 0, 0]);
    // The board cell 1 is data: the entries start one row above the boards.
    expect(() => readTravellers(col(["Score", 420]), col([1, 1]))).toThrow(
      /^the ranges start on different rows: entries starts with the title 'Score' but boards with 1/,
    );
  });

  test("a title over one column and a blank over the other is a title row", () => {
    expect(
      readTravellers([
        ["NS", null],
        [420, 400],
      ]).rowBoard,
    ).toEqual(["blank", 0]);
  });

  test("a blank row in a split-score range is blank only when both cells are blank", () => {
    const t = readTravellers([
      [420, null],
      [null, null],
      [400, null],
    ]);
    expect(t.rowBoard).toEqual([0, "blank", 0]);
  });

  test("a board id with a blank entry row is no result, not an error", () => {
    const t = readTravellers(col([420, null, 400]), col([1, 1, 1]));
    expect(t.rowBoard).toEqual([0, "blank", 0]);
    expect(t.boards[0].rows).toEqual([0, 2]);
  });
});
