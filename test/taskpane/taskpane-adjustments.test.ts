// The adjustment log's decisions: what Clear restores after any sequence of applies, clears and
// hand edits, and which cells the overview lists.
import { adjustmentState, applyRow, clearDecision, clearPlan, copyRow, OpenChain, openChains, overview } from "../../addin/taskpane/adjustments";
import {
  Carrier,
  confirmCell,
  copyForkable,
  Grid,
  locate,
  mergeNote,
  NOTE_END,
  noteAdjustmentId,
  noteText,
  ownSheet,
  placeByNotes,
  rowKey,
  sheetIdsStale,
} from "../../addin/taskpane/identity";
import {
  chooseLog,
  decodeSeal,
  encodeSeal,
  isLogHeader,
  LOG_HEADER,
  logProblems,
  logRowCells,
  LogRow,
  parseLogRow,
  sealedRows,
  validateLog,
} from "../../addin/taskpane/logRows";
import { inTable, isEntryFormula, isScoreColumn, scoreCellProblem } from "../../addin/taskpane/scoreCells";
import { CellSnapshot, entryWrite, restoreWrite, snapshotOf } from "../../addin/taskpane/snapshots";
import { sheetRef, splitAddress } from "../../addin/address";
import { formulaAt, migratedWrite } from "../../addin/taskpane/migrate";

const T = "2025-01-01T20:00:00.000Z";
const CELL = "Sheet1!D5";
const number = (n: number, numberFormat = "General"): CellSnapshot => ({ kind: "number", text: String(n), numberFormat, fill: "" });
const text = (t: string): CellSnapshot => ({ kind: "text", text: t, numberFormat: "@", fill: "#FFE699" });

/** A little workbook of one cell and its log, driven as the pane drives Excel. */
class Cell {
  rows: LogRow[] = [];
  constructor(public now: CellSnapshot) {}
  apply(entry: string, reason = "Law 12C1(c)"): void {
    this.rows.push(applyRow(CELL, this.now, entry, reason, "TD", T));
    // Excel drops the leading apostrophe (the text prefix) from the value it keeps.
    this.now = text((entryWrite(entry).value as string).replace(/^'/, ""));
  }
  clear(): boolean {
    const plan = clearPlan(this.rows, CELL, this.now, "", "TD", T);
    if (!plan) return false;
    this.rows.push(plan.row);
    const w = plan.write;
    this.now =
      w.formula !== undefined
        ? { kind: "formula", text: w.formula, numberFormat: w.numberFormat, fill: "" }
        : snapshotOf({ formula: null, value: w.value, valueType: "", numberFormat: w.numberFormat, fill: w.fill });
    return true;
  }
  /** Every value the cell ever held is somewhere in the log. */
  history(): string[] {
    return this.rows.map((r) => r.previous.text);
  }
}

describe("restore", () => {
  it("apply then clear brings back the number, as a number, in its format", () => {
    const c = new Cell(number(420, "0"));
    c.apply("A+");
    expect(c.now).toEqual(text("A+"));
    expect(c.clear()).toBe(true);
    expect(c.now).toEqual(number(420, "0"));
  });

  it("apply twice: clear restores the table result, not the first adjustment", () => {
    const c = new Cell(number(-50));
    c.apply("A+/A-");
    c.apply("40% 920 + 60% -50 !NS");
    expect(adjustmentState(c.rows, CELL, c.now)).toMatchObject({ adjusted: true, entry: "40% 920 + 60% -50 !NS", original: number(-50), editedByHand: false });
    c.clear();
    expect(c.now).toEqual(number(-50));
  });

  it("clear twice: the second does nothing", () => {
    const c = new Cell(number(420));
    c.apply("NP");
    expect(c.clear()).toBe(true);
    expect(c.clear()).toBe(false);
    expect(c.now).toEqual(number(420));
    expect(c.rows.map((r) => r.action)).toEqual(["apply", "clear"]);
  });

  it("a hand edit in between: once the director chose to restore, clear restores the table result and logs the edit it overwrites", () => {
    const c = new Cell(number(420));
    c.apply("A");
    c.now = number(450); // typed over by hand
    expect(adjustmentState(c.rows, CELL, c.now).editedByHand).toBe(true);
    c.apply("A-"); // adjusted again on top of the hand edit
    c.now = text("A-/A+"); // and edited again
    c.clear();
    expect(c.now).toEqual(number(420));
    expect(c.history()).toEqual(["420", "450", "A-/A+"]);
  });

  it("a second chain after a clear starts from what the cell held then", () => {
    const c = new Cell(number(420));
    c.apply("A");
    c.clear();
    c.now = number(450); // the director corrected the table result
    c.apply("A+");
    c.clear();
    expect(c.now).toEqual(number(450));
  });

  it("addresses match whatever their $ and case", () => {
    const c = new Cell(number(420));
    c.apply("A");
    expect(adjustmentState(c.rows, "sheet1!$D$5", c.now).adjusted).toBe(true);
  });
});

describe("cells", () => {
  it("a formula is kept as its formula text", () => {
    const s = snapshotOf({ formula: "=BRIDGE.SCORE(A2,B2,C2,D2)", value: 420, valueType: "Double", numberFormat: "General", fill: "#FFFFFF" });
    expect(s).toEqual({ kind: "formula", text: "=BRIDGE.SCORE(A2,B2,C2,D2)", numberFormat: "General", fill: "" });
    expect(restoreWrite(s)).toEqual({ numberFormat: "General", formula: "=BRIDGE.SCORE(A2,B2,C2,D2)", fill: null });
  });

  it("numbers keep every digit and their format (a date stays a date)", () => {
    expect(restoreWrite(snapshotOf({ formula: 0.6, value: 0.6, valueType: "Double", numberFormat: "0%", fill: null }))).toEqual({
      numberFormat: "0%",
      value: 0.6,
      fill: null,
    });
    expect(restoreWrite(snapshotOf({ formula: 45000, value: 45000, valueType: "Double", numberFormat: "d/m/yyyy", fill: "#C6EFCE" }))).toEqual({
      numberFormat: "d/m/yyyy",
      value: 45000,
      fill: "#C6EFCE",
    });
  });

  it("text that Excel would reinterpret comes back as text", () => {
    expect(restoreWrite(snapshotOf({ formula: "450/-480", value: "450/-480", valueType: "String", numberFormat: "@", fill: "" }))).toMatchObject({
      numberFormat: "@",
      value: "'450/-480",
    });
    expect(restoreWrite(snapshotOf({ formula: "0.6", value: "0.6", valueType: "String", numberFormat: "General", fill: "" }))).toMatchObject({
      numberFormat: "General",
      value: "'0.6",
    });
  });

  it("blank and boolean cells", () => {
    expect(restoreWrite(snapshotOf({ formula: "", value: "", valueType: "Empty", numberFormat: "General", fill: null }))).toEqual({
      numberFormat: "General",
      value: "",
      fill: null,
    });
    expect(restoreWrite(snapshotOf({ formula: true, value: true, valueType: "Boolean", numberFormat: "General", fill: null }))).toMatchObject({ value: true });
  });

  it("an entry is written as text", () => {
    // Text on every host: "@" and Excel's leading apostrophe (Range.values reads a leading - or = as a formula).
    expect(entryWrite("450/-480")).toEqual({ numberFormat: "@", value: "'450/-480", fill: "#FFE699" });
    expect(entryWrite("-420/450").value).toBe("'-420/450");
  });
});

describe("the log sheet", () => {
  it("a row survives the round trip through the sheet's cells", () => {
    const row = applyRow(
      "'Round 1'!D5",
      snapshotOf({ formula: "=A1", value: 3, valueType: "Double", numberFormat: "0.00", fill: "#FF0000" }),
      "A+",
      "Law 12C2: board fouled",
      "Anna",
      T,
    );
    const cells = sealedRows([row], { seq: 0, check: "" }).cells[0];
    expect(cells).toHaveLength(LOG_HEADER.length);
    expect(cells.slice(0, logRowCells(row).length)).toEqual(logRowCells(row));
    expect(parseLogRow(cells)).toEqual(row);
  });

  it("skips the header and rows that are not ours", () => {
    expect(parseLogRow([...LOG_HEADER])).toBeNull();
    expect(parseLogRow(["", "", "", "", "", "", "", "", "", ""])).toBeNull();
    expect(parseLogRow(["note", "apply", "", "420", "number"])).toBeNull();
  });
});

describe("overview", () => {
  it("lists open adjustments, flags hand edits and missing cells", () => {
    const rows = [
      applyRow("Sheet1!D2", number(420), "A+", "r1", "", T),
      applyRow("Sheet1!D3", number(-50), "NP", "r2", "", T),
      applyRow("Sheet1!D4", number(100), "A", "r3", "", T),
      applyRow("Gone!D4", number(100), "A", "", "", T),
    ];
    rows.push(clearPlan(rows, "Sheet1!D4", text("A"), "", "", T)!.row);
    const cells: Record<string, CellSnapshot> = { "Sheet1!D2": text("A+"), "Sheet1!D3": number(110) };
    const at = (c: OpenChain) => (cells[c.last.address] ? { address: c.last.address, snapshot: cells[c.last.address] } : null);
    expect(overview(rows, at).map((i) => [i.address, i.entry, i.status])).toEqual([
      ["Sheet1!D2", "A+", "ok"],
      ["Sheet1!D3", "NP", "edited"],
      ["Gone!D4", "A", "missing"],
    ]);
  });
});

describe("addresses", () => {
  it("splits and quotes sheet names", () => {
    expect(splitAddress("'Round 1'!$D$5")).toEqual({ sheet: "Round 1", cell: "D5" });
    expect(splitAddress("'It''s'!A1")).toEqual({ sheet: "It's", cell: "A1" });
    expect(splitAddress("Sheet1!A1:B2")).toEqual({ sheet: "Sheet1", cell: "A1:B2" });
    expect(sheetRef("Sheet1")).toBe("Sheet1");
    expect(sheetRef("Round 1")).toBe("'Round 1'");
    expect(sheetRef("AB12")).toBe("'AB12'");
    expect(sheetRef("It's")).toBe("'It''s'");
  });
});

describe("clear never overwrites a hand correction unasked", () => {
  it("a cell that no longer holds what the pane wrote: the decision is the director's", () => {
    const rows = [applyRow(CELL, number(420), "A+", "", "TD", T, { id: "x1", sheetId: "{S}", rowKey: "1 | 3 | 13" })];
    const actor = { reason: "", who: "TD", time: T };
    expect(clearDecision(rows, "x1", CELL, number(450), actor)).toEqual({
      kind: "edited",
      now: number(450),
      entry: "A+",
      original: number(420),
      correction: number(450),
    });
    expect(clearDecision(rows, "x1", CELL, number(450), actor, true)).toMatchObject({
      kind: "restore",
      row: { action: "clear", id: "x1", previous: number(450) },
    });
    expect(clearDecision(rows, "x1", CELL, text("A+"), actor)).toMatchObject({ kind: "restore", write: { value: 420 } });
    expect(clearDecision(rows, "other", CELL, text("A+"), actor)).toEqual({ kind: "none" });
  });
});

describe("identity that travels with the cell", () => {
  const isEntry = (v: unknown) => (typeof v === "number" ? v % 10 === 0 && Math.abs(v) >= 50 : /^(A[+-]?|NP)(\/|$)/.test(String(v)));
  const grid = (values: unknown[][], top = 0): Grid => ({ top, left: 0, values, formulas: values.map((r) => r.map(() => "")) });
  const traveller = [
    ["Board", "NS", "EW", "Score"],
    [1, 1, 11, 420],
    [1, 3, 13, "A+/A-"],
    [1, 5, 15, 990],
  ];

  it("the row key is the row's labels left of the cell: not scores, not formulas", () => {
    expect(rowKey(grid(traveller), 2, 3, isEntry)).toBe("1 | 3 | 13");
    expect(rowKey(grid(traveller), 0, 0, isEntry)).toBe("");
  });

  it("a chain is found where its row is after a sort and an inserted row; two rows alike are not guessed", () => {
    const rows = [applyRow("Sheet1!D3", number(-100), "A+/A-", "", "TD", T, { id: "x1", sheetId: "{S}", rowKey: "1 | 3 | 13" })];
    const [chain] = openChains(rows);
    const sorted = [traveller[0], [], traveller[3], traveller[1], traveller[2]];
    expect(locate(chain, grid(sorted), isEntry)).toEqual({ row: 4, column: 3 });
    expect(locate(chain, grid([...sorted, [1, 3, 13, 420]]), isEntry)).toMatchObject({ row: null, why: "2 rows are labelled 1 | 3 | 13" });
    expect(locate(chain, grid([...sorted, [1, 3, 13, 420]]), isEntry)).toMatchObject({
      row: null,
      reason: { key: "locate.rows", params: { count: 2, key: "1 | 3 | 13" } },
    });
    expect(locate(chain, grid([traveller[0], traveller[1]]), isEntry)).toMatchObject({ row: null });
  });

  it("a score column holds mostly entries below its title; board and pair columns do not", () => {
    expect(isScoreColumn(grid(traveller), 3, isEntry)).toBe(true);
    expect(isScoreColumn(grid(traveller), 1, isEntry)).toBe(false);
    expect(isScoreColumn(grid([["NS"], [50], [1], [2]]), 0, isEntry)).toBe(false);
  });
});

describe("the log is checked before it is acted on", () => {
  const row = (cell: string, entry: string) => applyRow(cell, number(420), entry, "", "TD", T, { id: cell, sheetId: "{S}", rowKey: "" });
  const sheet = () => [[...LOG_HEADER], ...sealedRows([row("Sheet1!D2", "A"), row("Sheet1!D3", "NP"), row("Sheet1!D4", "A+")], { seq: 0, check: "" }).cells];

  it("a log as the pane wrote it has no problems, and its seal continues the numbering", () => {
    expect(validateLog(sheet(), 1)).toEqual({ problems: [], seal: { seq: 3, check: sheet()[3][14] } });
  });

  it("an edited cell, a deleted row and rows out of order are each reported with the sheet row", () => {
    const edited = sheet();
    edited[1][3] = "";
    expect(validateLog(edited, 1).problems).toEqual(["row 2 was changed after the pane wrote it"]);
    const deleted = sheet();
    deleted.splice(2, 1);
    expect(validateLog(deleted, 1).problems).toEqual(["a row is missing before row 3"]);
    const sorted = sheet();
    sorted.splice(1, 3, sorted[3], sorted[2], sorted[1]);
    expect(validateLog(sorted, 1).problems[0]).toMatch(/^2 rows are missing before row 2$/);
    expect(validateLog(sorted, 1).problems).toContain("row 3 is out of order (No. 2 after 3)");
  });

  // The check carries catalogue keys and values; the pane words them in its language.
  it("carries each problem as a catalogue key with its sheet row, worded in the pane's language", () => {
    const deleted = sheet();
    deleted.splice(2, 1);
    expect(logProblems(deleted, 1).problems).toEqual([{ key: "log.rowMissing", params: { row: 3 } }]);
    const sorted = sheet();
    sorted.splice(1, 3, sorted[3], sorted[2], sorted[1]);
    expect(logProblems(sorted, 1).problems).toContainEqual({ key: "log.outOfOrder", params: { row: 3, seq: 2, previous: 3 } });
    expect(validateLog(deleted, 1, "da").problems).toEqual(["der mangler en række før række 3"]);
    expect(validateLog(sorted, 1, "nl").problems[0]).toBe("er ontbreken 2 regels vóór regel 2");
    const edited = sheet();
    edited[1][3] = "";
    expect(validateLog(edited, 1, "hu").problems).toEqual(["a(z) 2. sort megváltoztatták, miután a munkaablak beírta"]);
  });

  it("rows logged before numbering are accepted", () => {
    expect(validateLog([[...LOG_HEADER], logRowCells(row("Sheet1!D2", "A"))], 1).problems).toEqual([]);
  });
});

describe("formula or text", () => {
  it("text that looks like a formula ('=-110) is text; a formula is a formula, whatever its format", () => {
    expect(snapshotOf({ formula: "=-110", value: "=-110", valueType: "String", numberFormat: "General", fill: null })).toMatchObject({
      kind: "text",
      text: "=-110",
    });
    expect(restoreWrite(snapshotOf({ formula: "=-110", value: "=-110", valueType: "String", numberFormat: "General", fill: null }))).toMatchObject({
      value: "'=-110",
    });
    expect(snapshotOf({ formula: "=-110", value: -110, valueType: "Double", numberFormat: "@", fill: null })).toMatchObject({
      kind: "formula",
      numberFormat: "@",
    });
  });
});

// Identity travels with the cell (its note), the log's end is sealed, and only score
// cells of the table are written.
describe("the note carries the adjustment", () => {
  const row = applyRow("'Round 1'!G3", number(420), "A+/A-", "Law 12C2", "TD", T, { id: "mx1a2b3c", sheetId: "s:k1", rowKey: "1 | 3 | 13" });

  it("the pane's block names the adjustment by its id; the director's words around it are not read for one", () => {
    const note = noteText(row, number(420));
    expect(note.split("\n").slice(-2)).toEqual(["Adjustment mx1a2b3c", NOTE_END]);
    expect(noteAdjustmentId(note)).toBe("mx1a2b3c");
    expect(noteAdjustmentId(`Checked.\nAdjustment zz99\n${note}`)).toBe("mx1a2b3c");
    expect(noteAdjustmentId("Adjustment zz99")).toBeNull();
    expect(noteAdjustmentId(mergeNote("Own words.", noteText({ ...row, id: "" }, number(420))))).toBeNull();
    expect(noteAdjustmentId(null)).toBeNull();
  });

  it("reads no id past the pane's end line: an older block without one, then the director's own line 'Adjustment 2'", () => {
    const older = `Bridge adjustment: A\nTable result: 420.\n${NOTE_END}\nAdjustment 2`;
    expect(noteAdjustmentId(older)).toBeNull();
    expect(mergeNote(older, null)).toBe("Adjustment 2");
  });
});

describe("which cell an adjustment is in", () => {
  const sheets = [
    { id: "{A}", name: "Round 1", key: "s:k1" },
    { id: "{B}", name: "Round 1 (2)", key: "s:k1" },
    { id: "{C}", name: "Round 2", key: "" },
  ];
  const chainOf = (id: string, address = "'Round 1'!G3", sheetId = "s:k1", rowKey = "1 | 3 | 13"): OpenChain =>
    openChains([applyRow(address, number(420), "A+/A-", "", "TD", T, { id, sheetId, rowKey })])[0];
  const carrier = (id: string, sheet: (typeof sheets)[number], row = 2, column = 6): Carrier => ({ id, sheetId: sheet.id, sheetName: sheet.name, row, column });

  it("the sheet a chain was logged on: its key (a copy kept the key: the one of the logged name), Excel's id, its name only where ids are old", () => {
    expect(ownSheet(chainOf("x"), sheets, false)).toBe(sheets[0]);
    expect(ownSheet(chainOf("x", "'Round 1'!G3", "{C}"), sheets, false)).toBe(sheets[2]);
    // The copy listed first (sheets come in the workbook's order, and a copy may be moved before its original): still the logged name.
    const copyFirst = [sheets[1], sheets[0], sheets[2]];
    expect(ownSheet(chainOf("x"), copyFirst, false)).toBe(sheets[0]);
    expect(ownSheet(chainOf("x", "'Round 1 (2)'!G3"), copyFirst, false)).toBe(sheets[1]);
    // A key no sheet has: the sheet was deleted; a sheet imported again under its name is another.
    expect(ownSheet(chainOf("x", "'Round 2'!G3", "s:gone"), sheets, true)).toBeNull();
    expect(ownSheet(chainOf("x", "'Round 2'!G3", "{OLD}"), sheets, false)).toBeNull();
    expect(ownSheet(chainOf("x", "'Round 2'!G3", "{OLD}"), sheets, true)).toBe(sheets[2]);
    expect(ownSheet(chainOf("x", "'Round 2'!G3", ""), sheets, false)).toBe(sheets[2]);
    expect(sheetIdsStale([chainOf("x", "G3", "{OLD}").last], sheets)).toBe(true);
    expect(sheetIdsStale([chainOf("x", "G3", "{A}").last, chainOf("y", "G3", "{OLD}").last], sheets)).toBe(false);
    expect(sheetIdsStale([chainOf("x").last], sheets)).toBe(false);
  });

  it("one cell carrying the id is the cell, wherever it is; several: the one on the chain's own sheet, the others are copies", () => {
    const x = chainOf("x");
    const known = new Set(["x"]);
    expect(placeByNotes([x], known, [carrier("x", sheets[1])], sheets, false).placements[0]).toMatchObject({ cell: { sheetName: "Round 1 (2)" }, copies: [] });
    const both = placeByNotes([x], known, [carrier("x", sheets[1]), carrier("x", sheets[0])], sheets, false).placements[0];
    expect(both.cell).toMatchObject({ sheetName: "Round 1" });
    expect(both.copies.map((c) => c.sheetName)).toEqual(["Round 1 (2)"]);
    // Pasted on its own sheet: the logged address tells the original; two alike are not guessed between.
    const pasted = placeByNotes([x], known, [carrier("x", sheets[0], 9), carrier("x", sheets[0], 2)], sheets, false).placements[0];
    expect(pasted.cell).toMatchObject({ row: 2 });
    expect(pasted.copies).toMatchObject([{ row: 9 }]);
    const moved = placeByNotes([x], known, [carrier("x", sheets[0], 9), carrier("x", sheets[0], 8)], sheets, false).placements[0];
    expect(moved).toMatchObject({ cell: null, why: { key: "locate.twoNotes" } });
    // An id the log never wrote is an adjustment not in the log.
    expect(placeByNotes([x], known, [carrier("y", sheets[2])], sheets, false).strays).toMatchObject([{ id: "y" }]);
  });

  it("a note's cell is acted on only if it holds the entry, or was typed over in the row it was logged in", () => {
    const x = chainOf("x");
    expect(confirmCell(x, text("A+/A-"), "1 | 3 | 12")).toBeNull(); // the tricks corrected since (N27)
    expect(confirmCell(x, number(450), "1 | 3 | 13")).toBeNull(); // corrected by hand in its row
    expect(confirmCell(x, number(450), "1 | 4 | 14")).toMatchObject({ key: "locate.noteMismatch" });
    // Labels that are formulas: nothing to compare a hand-typed score's row with (N29).
    expect(confirmCell(chainOf("x", "'Round 1'!G3", "s:k1", ""), number(450), "")).toMatchObject({ key: "locate.noteMismatch" });
  });

  it("a copy forks its own chain only in a row of the same table", () => {
    const x = chainOf("x");
    expect(copyForkable(x, carrier("x", sheets[1]), "1 | 3 | 13", null)).toBeNull();
    expect(copyForkable(x, carrier("x", sheets[0], 9), "2 | 1 | 12", null)).toMatchObject({ key: "locate.copyElsewhere", params: { cell: "G3" } });
    const bare = chainOf("x", "'Round 1'!G3", "s:k1", "");
    expect(copyForkable(bare, carrier("x", sheets[1], 2, 6), "", null)).toBeNull();
    expect(copyForkable(bare, carrier("x", sheets[1], 5, 6), "", null)).toMatchObject({ key: "locate.copyElsewhere" });
  });

  it("a copy row starts a new chain with the copied chain's table result; clearing it leaves the original open", () => {
    const rows = [
      applyRow("'Round 1'!G3", number(420), "A", "", "TD", T, { id: "x", sheetId: "s:k1", rowKey: "k" }),
      applyRow("'Round 1'!G3", text("A"), "A+/A-", "", "TD", T, { id: "x", sheetId: "s:k1", rowKey: "k" }),
    ];
    const [x] = openChains(rows);
    const fork = copyRow(x, "'Round 1 (2)'!G3", { who: "TD", time: T }, { id: "y", sheetId: "s:k2", rowKey: "k" });
    expect(fork).toMatchObject({ action: "copy", previous: number(420), entry: "A+/A-", id: "y", reason: "copy of adjustment x ('Round 1'!G3)" });
    const d = clearDecision([...rows, fork], "y", fork.address, text("A+/A-"), { reason: "", who: "TD", time: T });
    expect(d).toMatchObject({ kind: "restore", write: { value: 420 }, row: { id: "y", action: "clear" } });
    if (d.kind !== "restore") return;
    expect(openChains([...rows, fork, d.row]).map((c) => c.key)).toEqual(["x"]);
  });

  it("without a note, by the row's labels: no labels, only the logged cell still holding the entry; several rows alike, the logged one holding it", () => {
    const isEntry = (v: unknown) => typeof v === "number" || /^A/.test(String(v));
    const grid = (values: unknown[][]): Grid => ({ top: 0, left: 0, values, formulas: values.map((r) => r.map((v) => (v === "=1" ? "=1" : ""))) });
    const bare = openChains([applyRow("S!B3", number(-50), "A+/A-", "", "", T, { id: "x", sheetId: "", rowKey: "" })])[0];
    expect(
      locate(
        bare,
        grid([
          ["B", "S"],
          ["", 420],
          ["", "A+/A-"],
        ]),
        isEntry,
      ),
    ).toEqual({ row: 2, column: 1 });
    expect(
      locate(
        bare,
        grid([
          ["B", "S"],
          ["", "A+/A-"],
          ["", 420],
        ]),
        isEntry,
      ),
    ).toMatchObject({ row: null, reason: { key: "locate.noLabels" } });
    const board = openChains([applyRow("S!B3", number(-50), "A+/A-", "", "", T, { id: "x", sheetId: "", rowKey: "Board 1" })])[0];
    const twoColumn = [
      ["B", "S"],
      ["Board 1", 420],
      ["Board 1", "A+/A-"],
      ["Board 1", 100],
    ];
    expect(locate(board, grid(twoColumn), isEntry)).toEqual({ row: 2, column: 1 });
    expect(locate(board, grid([twoColumn[0], twoColumn[1], ["Board 1", 7], twoColumn[3]]), isEntry)).toMatchObject({
      row: null,
      reason: { key: "locate.rows" },
    });
  });
});

describe("the log's end and the log sheet", () => {
  const row = (cell: string) => applyRow(cell, number(420), "A", "", "TD", T, { id: cell, sheetId: "s:k", rowKey: "" });
  const sheet = () => [[...LOG_HEADER], ...sealedRows([row("S!D2"), row("S!D3"), row("S!D4")], { seq: 0, check: "" }).cells];

  it("the seal kept beside the log catches a last row deleted or cleared, which the chain of checks cannot", () => {
    const kept = validateLog(sheet(), 1).seal;
    expect(decodeSeal(encodeSeal(kept))).toEqual(kept);
    expect(decodeSeal("not json")).toBeNull();
    expect(logProblems(sheet(), 1, kept).problems).toEqual([]);
    expect(logProblems(sheet().slice(0, 3), 1, kept).problems).toEqual([{ key: "log.lastRowMissing", params: { seq: 3 } }]);
    expect(logProblems(sheet().slice(0, 2), 1, kept).problems).toEqual([{ key: "log.lastRowsMissing", params: { seq: 3, count: 2 } }]);
    const cleared = sheet();
    cleared[3] = cleared[3].map(() => "");
    expect(validateLog(cleared, 1, "en", kept).problems).toEqual(["the log's last row (No. 3) was deleted or cleared"]);
    // Rows an older pane appended after the seal are checked by the chain, and accepted.
    expect(logProblems(sheet(), 1, validateLog(sheet().slice(0, 3), 1).seal).problems).toEqual([]);
    expect(logProblems(sheet(), 1, { seq: 3, check: "00000000" }).problems).toEqual([{ key: "log.lastRowChanged", params: { seq: 3 } }]);
  });

  it("a formula's R1C1 form is a column of its own, covered by the row's check, and restored from", () => {
    const formula = snapshotOf({
      formula: "=BRIDGE.SCORE(D10,E10,F10,A10)",
      formulaR1C1: "=BRIDGE.SCORE(RC[-3],RC[-2],RC[-1],RC[-6])",
      value: 0,
      valueType: "Double",
      numberFormat: "General",
      fill: null,
    });
    expect(formula.r1c1).toBe("=BRIDGE.SCORE(RC[-3],RC[-2],RC[-1],RC[-6])");
    expect(restoreWrite(formula)).toEqual({ numberFormat: "General", formulaR1C1: formula.r1c1, fill: null });
    const cells = sealedRows([applyRow("S!G10", formula, "A", "", "", T)], { seq: 0, check: "" }).cells;
    expect(cells[0][15]).toBe(formula.r1c1);
    expect(parseLogRow(cells[0])?.previous).toEqual(formula);
    const edited = [[...LOG_HEADER], [...cells[0].slice(0, 15), "=RC[-1]"]];
    expect(validateLog(edited, 1).problems).toEqual(["row 2 was changed after the pane wrote it"]);
    // An old log's formula (no R1C1) restores as it was logged.
    expect(restoreWrite({ ...formula, r1c1: undefined })).toMatchObject({ formula: "=BRIDGE.SCORE(D10,E10,F10,A10)" });
  });

  it("the log is the sheet marked as the log, else the one whose header is the log's; a tie is refused, never a second log", () => {
    const s = (id: string, name: string, marked: boolean, header: boolean) => ({ id, name, marked, header });
    expect(chooseLog([s("1", "Round 1", false, false), s("2", "Log 12 March", true, true)], "")).toEqual({ id: "2" });
    expect(chooseLog([s("1", "Adjustments", false, false), s("2", "Log", false, true)], "")).toEqual({ id: "2" });
    expect(chooseLog([s("2", "Adjustments (2)", true, true), s("1", "Adjustments", true, true)], "")).toEqual({ id: "1" });
    expect(chooseLog([s("2", "Log B", true, true), s("1", "Log A", true, true)], "1")).toEqual({ id: "1" });
    expect(chooseLog([s("2", "Log B", true, true), s("1", "Log A", true, true)], "")).toEqual({
      problem: { key: "log.twoLogs", params: { sheets: "Log B, Log A" } },
    });
    expect(chooseLog([s("1", "Round 1", false, false)], "1")).toEqual({ none: true });
    expect(isLogHeader([...LOG_HEADER].slice(0, 15))).toBe(true);
    expect(isLogHeader(["Time", "Action", "Cell"])).toBe(false);
  });
});

describe("score cells (N22, N25)", () => {
  const grid = (values: unknown[][]): Grid => ({
    top: 0,
    left: 0,
    values,
    formulas: values.map((r) => r.map((v) => (typeof v === "string" && v.startsWith("=") ? v : ""))),
  });
  const traveller = grid([
    ["Board", "Score"],
    [1, 420],
    [1, ""],
    [1, -50],
    ["", ""],
    ["", ""],
  ]);
  const facts = (snapshot: CellSnapshot, value: unknown, more: Partial<Parameters<typeof scoreCellProblem>[0]> = {}) =>
    scoreCellProblem({ snapshot, value, scores: true, inTable: true, adjusted: false, carried: null, lostEntry: null, ...more }, "en");

  it("a blank cell is a score cell inside the table, not below it", () => {
    expect(inTable(traveller, 2, 1)).toBe(true);
    expect(inTable(traveller, 4, 1)).toBe(false);
    expect(inTable(grid([["Score"], [420], [""], [-50], [""]]), 2, 0)).toBe(true);
    expect(inTable(grid([["Score"], [420], [""], [-50], [""]]), 4, 0)).toBe(false);
    const blank = { kind: "blank" as const, text: "", numberFormat: "General", fill: "" };
    expect(facts(blank, "", { inTable: false })).toBe("blank, below the traveller");
    expect(facts(blank, "")).toBeNull();
  });

  it("a formula is a score cell only where it makes an entry: BRIDGE.SCORE, a constant, one cell — never a total", () => {
    for (const f of ["=BRIDGE.SCORE(D2,E2,F2,A2)", "=-110", "=Par!A1", "='Round 1'!$G$3"]) expect([f, isEntryFormula(f)]).toEqual([f, true]);
    for (const f of ["=SUBTOTAL(9,G2:G10)", "=SUM(G2:G3)", "=G2+G3", "=AVERAGE(G2:G10)"]) expect([f, isEntryFormula(f)]).toEqual([f, false]);
    const total = { kind: "formula" as const, text: "=SUBTOTAL(9,G2:G10)", numberFormat: "General", fill: "" };
    expect(facts(total, 1590)).toBe("a formula (=SUBTOTAL(9,G2:G10)) that calculates from other cells, not a score");
  });

  it("a cell carrying an adjustment the pane cannot act on, or holding a lost adjustment's entry, is not a score cell", () => {
    expect(facts(text("A+/A-"), "A+/A-", { carried: "not in the log" })).toBe("not in the log");
    expect(facts(text("A+/A-"), "A+/A-", { lostEntry: "A+/A-" })).toMatch(/^holds A\+\/A-, the entry of an adjustment of this sheet the pane has not found/);
    expect(facts(text("A+/A-"), "A+/A-", { adjusted: true })).toBeNull();
  });
});

describe("rows adjusted before the Table result column (migrate.ts)", () => {
  const formula = (text: string, r1c1: string): CellSnapshot => ({ kind: "formula", text, numberFormat: "0", fill: "#DDEBF7", r1c1 });

  it("a logged formula is written relative to the score cell it sits in now: relative references follow the row, absolute ones stay", () => {
    // Logged at G3; the row is now row 5 (0-based 4), the score cell still in G (6).
    const logged = formula("=BRIDGE.SCORE(D3,E3,F3,$A$1)", "=BRIDGE.SCORE(RC[-3],RC[-2],RC[-1],R1C1)");
    expect(formulaAt(logged, 4, 6)).toBe("=BRIDGE.SCORE(D5,E5,F5,$A$1)");
    expect(formulaAt(formula("=SUM(Results!A3:B3)*2", "=SUM(Results!RC[-6]:RC[-5])*2"), 4, 6)).toBe("=SUM(Results!A5:B5)*2");
    expect(formulaAt(formula("='Round 2'!$G3", "='Round 2'!RC7"), 9, 6)).toBe("='Round 2'!$G10");
    // Text in quotes is not a reference.
    expect(formulaAt(formula('=IF(A3="RC",1,0)', '=IF(RC[-6]="RC",1,0)'), 4, 6)).toBe('=IF(A5="RC",1,0)');
    // A formula logged without its R1C1 form (an older log) is written as logged.
    expect(formulaAt({ kind: "formula", text: "=A3", numberFormat: "General", fill: "" }, 4, 6)).toBe("=A3");
  });

  it("the Table result cell receives the log's table result with its format and fill", () => {
    expect(migratedWrite(number(420, "0"), 4, 6)).toEqual(restoreWrite(number(420, "0")));
    expect(migratedWrite(formula("=A3", "=RC[-6]"), 4, 6)).toEqual({ numberFormat: "0", formula: "=A5", fill: "#DDEBF7" });
  });
});
