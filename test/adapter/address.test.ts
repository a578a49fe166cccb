// A1 addresses (addin/address.ts): the one reader and writer of addresses for the adapter and the pane.
import { a1, absoluteRange, cellAddress, cellIndex, columnIndex, columnLetter, sheetRef, splitAddress } from "../../addin/address";

describe("A1 addresses", () => {
  test("column letters and back, across the one-, two- and three-letter boundaries", () => {
    const cases: [number, string][] = [
      [0, "A"],
      [25, "Z"],
      [26, "AA"],
      [51, "AZ"],
      [52, "BA"],
      [701, "ZZ"],
      [702, "AAA"],
      [16383, "XFD"],
    ];
    for (const [index, letters] of cases) {
      expect(columnLetter(index)).toBe(letters);
      expect(columnIndex(letters)).toBe(index);
      expect(columnIndex(letters.toLowerCase())).toBe(index);
    }
    for (let i = 0; i < 2000; i++) expect(columnIndex(columnLetter(i))).toBe(i);
  });

  test("a cell from 0-based row and column, and back from an address", () => {
    expect(a1(0, 0)).toBe("A1");
    expect(a1(4, 27)).toBe("AB5");
    expect(absoluteRange(4, 3, 11, 3)).toBe("$D$5:$D$12");
    expect(absoluteRange(0, 25, 0, 26)).toBe("$Z$1:$AA$1");
    expect(cellIndex("AB5")).toEqual({ row: 4, column: 27 });
    expect(cellIndex("'Round 1'!$D$5")).toEqual({ row: 4, column: 3 });
    expect(cellIndex("Sheet1!B2:C9")).toEqual({ row: 1, column: 1 });
    expect(cellIndex("MyName")).toEqual({ row: -1, column: -1 });
  });

  test("sheet and cell: quotes and $ removed; no sheet is an empty sheet name", () => {
    expect(splitAddress("'Round 1'!$D$5")).toEqual({ sheet: "Round 1", cell: "D5" });
    expect(splitAddress("'It''s'!A1:B2")).toEqual({ sheet: "It's", cell: "A1:B2" });
    expect(splitAddress("$C$3")).toEqual({ sheet: "", cell: "C3" });
    expect(splitAddress(`${sheetRef("Board 7's")}!${a1(1, 3)}`)).toEqual({ sheet: "Board 7's", cell: "D2" });
  });

  test("a sheet name is quoted when a formula could misread it", () => {
    expect(sheetRef("Ranking_2")).toBe("Ranking_2");
    expect(sheetRef("XFD1")).toBe("'XFD1'");
    expect(sheetRef("1st round")).toBe("'1st round'");
  });

  test("a cell inside a range keeps the range's sheet as written", () => {
    expect(cellAddress("'It''s'!$B$2:$C$9", 7, 1)).toBe("'It''s'!C9");
    expect(cellAddress("Sheet1!ZZ1", 0, 1)).toBe("Sheet1!AAA1");
    expect(cellAddress("", 0, 0)).toBeNull();
  });
});
