// Which adjustment a note names and which cell it is in (addin/taskpane/identity.ts) — docs/rules.md
// §12 "Which cell" and "Copies": the corners mutation testing found open (docs/testing.md "Mutation
// testing"): the cells a "two notes alike" message names, past column Z, and the sheet's own key.
import { applyRow, OpenChain, openChains } from "../addin/taskpane/adjustments";
import { Carrier, isSheetKey, newSheetKey, placeByNotes } from "../addin/taskpane/identity";
import { CellSnapshot } from "../addin/taskpane/snapshots";

const T = "2025-01-01T20:00:00.000Z";
const number = (n: number): CellSnapshot => ({ kind: "number", text: String(n), numberFormat: "General", fill: "" });
const sheet = { id: "{A}", name: "Round 1", key: "s:k1" };
const chain = (address: string): OpenChain => openChains([applyRow(address, number(420), "A+/A-", "", "TD", T, { id: "x", sheetId: "s:k1", rowKey: "1 | 3 | 13" })])[0];
const carrier = (row: number, column: number): Carrier => ({ id: "x", sheetId: sheet.id, sheetName: sheet.name, row, column });

describe("docs/rules.md §12 Copies: two notes alike on the adjustment's own sheet", () => {
  it("are not guessed between, and the message names each cell by its letters, past Z too", () => {
    const placed = placeByNotes([chain("'Round 1'!G3")], new Set(["x"]), [carrier(9, 26), carrier(0, 51), carrier(4, 701), carrier(99, 702)], [sheet], false).placements[0];
    expect(placed).toMatchObject({ cell: null, copies: [], why: { key: "locate.twoNotes", params: { cells: "Round 1!AA10, Round 1!AZ1, Round 1!ZZ5, Round 1!AAA100" } } });
  });
});

describe("docs/rules.md §12 Which cell: the sheet's own key", () => {
  afterEach(() => jest.restoreAllMocks());
  it("is s: and the time and four random characters in base 36, the random part padded", () => {
    jest.spyOn(Date, "now").mockReturnValue(36 ** 3);
    jest.spyOn(Math, "random").mockReturnValue(0);
    expect(newSheetKey()).toBe("s:10000000");
    jest.spyOn(Math, "random").mockReturnValue(0.5);
    expect(newSheetKey()).toBe("s:1000i000");
    jest.spyOn(Math, "random").mockReturnValue(0.9999999);
    expect(newSheetKey()).toBe("s:1000zzzz");
  });
  it("tells a key from Excel's own sheet id", () => {
    expect(isSheetKey("s:1000i000")).toBe(true);
    expect(isSheetKey("{00000000-0001-0000-0000-000000000000}")).toBe(false);
  });
});
