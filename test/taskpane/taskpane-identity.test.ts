// Which adjustment a note names and which cell it is in (addin/taskpane/identity.ts) — docs/rules.md
// §12 "Which cell" and "Copies": the corners mutation testing found open (docs/testing.md "Mutation
// testing"): the cells a "two notes alike" message names, past column Z, and the sheet's own key.
import { applyRow, OpenChain, openChains } from "../../addin/taskpane/adjustments";
import {
  Carrier,
  copyForkable,
  confirmCell,
  Grid,
  isSheetKey,
  locate,
  mergeNote,
  newSheetKey,
  noteAdjustmentId,
  noteText,
  ownSheet,
  placeByNotes,
  rowKey,
} from "../../addin/taskpane/identity";
import { CellSnapshot } from "../../addin/taskpane/snapshots";
import { describeEntryIn } from "../../addin/i18n/describe";
import { parseEntryText } from "../../src";

const T = "2025-01-01T20:00:00.000Z";
const number = (n: number): CellSnapshot => ({ kind: "number", text: String(n), numberFormat: "General", fill: "" });
const sheet = { id: "{A}", name: "Round 1", key: "s:k1" };
const chain = (address: string): OpenChain =>
  openChains([applyRow(address, number(420), "A+/A-", "", "TD", T, { id: "x", sheetId: "s:k1", rowKey: "1 | 3 | 13" })])[0];
const carrier = (row: number, column: number): Carrier => ({ id: "x", sheetId: sheet.id, sheetName: sheet.name, row, column });

describe("docs/rules.md §12 Copies: two notes alike on the adjustment's own sheet", () => {
  it("are not guessed between, and the message names each cell by its letters, past Z too", () => {
    const placed = placeByNotes([chain("'Round 1'!G3")], new Set(["x"]), [carrier(9, 26), carrier(0, 51), carrier(4, 701), carrier(99, 702)], [sheet], false)
      .placements[0];
    expect(placed).toMatchObject({
      cell: null,
      copies: [],
      why: { key: "locate.twoNotes", params: { cells: "Round 1!AA10, Round 1!AZ1, Round 1!ZZ5, Round 1!AAA100" } },
    });
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

// The pane's note and the old ways of finding a cell, from the corners the mutation run of
// 5 December 2026 found open (docs/testing.md "Mutation testing"). docs/rules.md §12 "Which cell".

const END = "\u2014 Bridge Scoring pane";
const WORDS_A = describeEntryIn("en", parseEntryText("A"));

describe("docs/rules.md §12 the note: what the pane writes in an adjusted cell's note", () => {
  it("names the entry, its words, the table result, the reason, who and when to the minute, and the adjustment", () => {
    const row = applyRow("Sheet1!E2", number(420), "A", "Law 12C2", "Anna", "2025-01-01T20:05:59.000Z", { id: "k1", sheetId: "", rowKey: "" });
    expect(noteText(row, number(420))).toBe(
      ["Bridge adjustment: A", WORDS_A, "Table result: 420.", "Reason: Law 12C2", "By Anna, 2025-01-01 20:05 UTC", "Adjustment k1", END].join("\n"),
    );
  });
  it("leaves out the lines it has nothing for: no reason, no director, no id (a log written before ids)", () => {
    const row = applyRow("Sheet1!E2", number(420), "A", "", "", "2025-01-01T20:05:59.000Z");
    expect(noteText(row, number(420))).toBe(["Bridge adjustment: A", WORDS_A, "Table result: 420.", "2025-01-01 20:05 UTC", END].join("\n"));
  });
});

describe("docs/rules.md §12 the note: the adjustment id it carries", () => {
  it("is read from the pane's block only, of an older note without the end line too, whole", () => {
    expect(noteAdjustmentId(`Bridge adjustment: A\n${WORDS_A}\nAdjustment k1`)).toBe("k1");
    expect(noteAdjustmentId(`Adjustment 2\nBridge adjustment: A\n${WORDS_A}\nAdjustment k1`)).toBe("k1");
    expect(noteAdjustmentId(`Bridge adjustment: A\nAdjustment k1\n${END}\nAdjustment 2`)).toBe("k1");
    expect(noteAdjustmentId("Adjustment 2")).toBeNull();
    expect(noteAdjustmentId(null)).toBeNull();
  });
});

describe("docs/task-pane.md What it writes: the director's words in a note survive Apply and Clear", () => {
  const old = (...lines: string[]) => ["Bridge adjustment: A", ...lines].join("\n");
  it("of an older block (no end line): the pane's lines go, every line of the director's after them stays", () => {
    expect(
      mergeNote(
        old(WORDS_A, "Table result: 420.", "Reason: Law 12C2", "By Anna, 2025-01-01 20:05 UTC", "Adjustment k1", "Fouled board", "Check with TD"),
        null,
      ),
    ).toBe("Fouled board\nCheck with TD");
    expect(mergeNote(old("Check with TD", "Table result: 420."), null)).toBe("Check with TD\nTable result: 420.");
  });
  it("before an older block: kept, with the director's words after it", () => {
    expect(mergeNote(`Before\n${old("Table result: 420.", "After")}`, null)).toBe("Before\nAfter");
  });
  it("the blank lines and spaces around what is left are trimmed", () => {
    expect(mergeNote(`Bridge adjustment: A\n${END}\n\n  Fouled board  \n\n`, null)).toBe("Fouled board");
    expect(mergeNote(`  \n\nBridge adjustment: A\n${END}`, "B")).toBe("B");
  });
});

describe("docs/rules.md §12 Which cell, the old way: a row's labels", () => {
  const isEntry = (v: unknown) => v === "A";
  // Rows 3 and 4 of a block from B3: Board, NS, (blank), (null), EW by formula, (undefined), Contract, an entry, Score.
  const grid: Grid = {
    top: 2,
    left: 1,
    values: [
      [1, " 3 ", "  ", null, 13, undefined, "4H", "A", 420],
      [1, "4", "", null, 14, undefined, "3N", "B", 400],
    ],
    formulas: [
      [1, " 3 ", "  ", "", "=C3+10", "", "4H", "A", "=BRIDGE.SCORE(H3)"],
      [1, "4", "", "", "=C4+10", "", "3N", "B", 400],
    ],
  };
  it("are the typed values left of the cell, trimmed: not blanks, formulas or entries", () => {
    expect(rowKey(grid, 2, 9, isEntry)).toBe("1 | 3 | 4H");
    expect(rowKey(grid, 3, 9, isEntry)).toBe("1 | 4 | 3N | B");
    expect(rowKey(grid, 3, 3, isEntry)).toBe("1 | 4");
  });
  it("are none for a row outside the block read", () => {
    expect(rowKey(grid, 1, 9, isEntry)).toBe("");
    expect(rowKey(grid, 4, 9, isEntry)).toBe("");
  });
  const chainAt = (address: string, entry: string, key: string): OpenChain =>
    openChains([applyRow(address, number(420), entry, "", "TD", T, { id: "x", sheetId: "", rowKey: key })])[0];
  it("find the one row with the chain's labels; none, or several, are not guessed at", () => {
    expect(locate(chainAt("Sheet1!J9", "A", "1 | 4 | 3N | B"), grid, isEntry)).toEqual({ row: 3, column: 9 });
    expect(locate(chainAt("Sheet1!J3", "A", "2 | 4"), grid, isEntry)).toMatchObject({ row: null, reason: { key: "locate.noRow", params: { key: "2 | 4" } } });
  });
  it("without labels: the logged cell, only while it holds the entry as typed text", () => {
    const noLabels = { row: null, reason: { key: "locate.noLabels" } };
    const block: Grid = { top: 2, left: 1, values: [["A", "NP", 7]], formulas: [["A", "NP", "=A"]] };
    expect(locate(chainAt("Sheet1!B3", "A", ""), block, isEntry)).toEqual({ row: 2, column: 1 });
    expect(locate(chainAt("Sheet1!C3", "A", ""), block, isEntry)).toMatchObject(noLabels);
    expect(locate(chainAt("Sheet1!D3", "7", ""), block, isEntry)).toMatchObject(noLabels);
    // A formula showing the entry's text is not the entry typed.
    expect(locate(chainAt("Sheet1!B3", "A", ""), { top: 2, left: 1, values: [["A"]], formulas: [['="A"']] }, isEntry)).toMatchObject(noLabels);
    // A logged cell below the block read (its rows deleted since).
    expect(locate(chainAt("Sheet1!B9", "A", ""), block, isEntry)).toMatchObject(noLabels);
  });
});

describe("docs/rules.md §12 Which cell: the logged sheet", () => {
  const chainOn = (address: string, sheetId: string): OpenChain =>
    openChains([applyRow(address, number(420), "A", "", "TD", T, { id: "x", sheetId, rowKey: "" })])[0];
  it("a log row without a sheet id: by its name, never a sheet that happens to have no key", () => {
    const sheets = [
      { id: "{1}", name: "Round 1", key: "" },
      { id: "{2}", name: "Round 2", key: "s:b" },
    ];
    expect(ownSheet(chainOn("'Round 2'!G3", ""), sheets, false)).toBe(sheets[1]);
  });
});

describe("docs/rules.md §12 Copies: which carrier of an id is the original", () => {
  const own = { id: "{A}", name: "Round 1", key: "s:k1" };
  const copy = { id: "{B}", name: "Round 1 (2)", key: "s:k1" };
  const at = (s: typeof own, row: number, column: number): Carrier => ({ id: "x", sheetId: s.id, sheetName: s.name, row, column });
  it("the one on the chain's own sheet, wherever a sort moved it", () => {
    const placed = placeByNotes([chain("'Round 1'!G3")], new Set(["x"]), [at(copy, 2, 6), at(own, 7, 6)], [own, copy], false).placements[0];
    expect(placed).toMatchObject({ cell: at(own, 7, 6), copies: [at(copy, 2, 6)], why: null });
  });
  it("of two on its own sheet, the one at the logged cell, row and column", () => {
    const placed = placeByNotes([chain("'Round 1'!G6")], new Set(["x"]), [at(own, 2, 6), at(own, 5, 5), at(own, 5, 6)], [own], false).placements[0];
    expect(placed.cell).toEqual(at(own, 5, 6));
  });
  it("none on its own sheet (deleted): no original, each carrier a copy, nothing refused", () => {
    const other = { id: "{B}", name: "Round 1 (2)", key: "s:k2" };
    const third = { id: "{C}", name: "Round 1 (3)", key: "s:k3" };
    const placed = placeByNotes([chain("'Round 1'!G3")], new Set(["x"]), [at(other, 2, 6), at(third, 2, 6)], [other, third], false).placements[0];
    expect(placed).toEqual({ chain: placed.chain, cell: null, copies: [at(other, 2, 6), at(third, 2, 6)], why: null });
  });
});

describe("docs/rules.md §12 Copies: cross-checks before acting on a note's cell", () => {
  it("a cell holding something else in another row is refused, naming the entry", () => {
    expect(confirmCell(chain("'Round 1'!G3"), number(400), "2 | 4 | 14")).toEqual({ key: "locate.noteMismatch", params: { entry: "A+/A-" } });
  });
  it("a copy forks only in a row of the same labels, or with none to compare at the original's cell", () => {
    const copyAt = (row: number, column: number): Carrier => ({ id: "x", sheetId: "{B}", sheetName: "Round 1 (2)", row, column });
    const elsewhere = { key: "locate.copyElsewhere", params: { cell: "G3" } };
    expect(copyForkable(chain("'Round 1'!G3"), copyAt(2, 6), "1 | 9 | 19", null)).toEqual(elsewhere);
    expect(copyForkable(chain("'Round 1'!G3"), copyAt(5, 6), "1 | 3 | 13", null)).toBeNull();
    const noKey = openChains([applyRow("'Round 1'!G3", number(420), "A", "", "TD", T, { id: "x", sheetId: "s:k1", rowKey: "" })])[0];
    expect(copyForkable(noKey, copyAt(2, 6), "", null)).toBeNull();
    expect(copyForkable(noKey, copyAt(4, 6), "", null)).toEqual(elsewhere);
    expect(copyForkable(noKey, copyAt(2, 5), "", null)).toEqual(elsewhere);
  });
});
