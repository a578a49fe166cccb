// The adjustment log's decisions: what Clear restores after any sequence of applies, clears and
// hand edits, and which cells the overview lists.
import {
  adjustmentState,
  applyRow,
  CellSnapshot,
  clearDecision,
  clearPlan,
  Grid,
  isScoreColumn,
  locate,
  OpenChain,
  openChains,
  rowKey,
  sealedRows,
  validateLog,
  entryWrite,
  LOG_HEADER,
  logProblems,
  logRowCells,
  LogRow,
  overview,
  parseLogRow,
  restoreWrite,
  snapshotOf,
} from "../addin/taskpane/adjustments";
import { sheetRef, splitAddress } from "../addin/address";

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
    this.now = w.formula !== undefined ? { kind: "formula", text: w.formula, numberFormat: w.numberFormat, fill: "" } : snapshotOf({ formula: null, value: w.value, valueType: "", numberFormat: w.numberFormat, fill: w.fill });
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
    expect(restoreWrite(snapshotOf({ formula: 0.6, value: 0.6, valueType: "Double", numberFormat: "0%", fill: null }))).toEqual({ numberFormat: "0%", value: 0.6, fill: null });
    expect(restoreWrite(snapshotOf({ formula: 45000, value: 45000, valueType: "Double", numberFormat: "d/m/yyyy", fill: "#C6EFCE" }))).toEqual({ numberFormat: "d/m/yyyy", value: 45000, fill: "#C6EFCE" });
  });

  it("text that Excel would reinterpret comes back as text", () => {
    expect(restoreWrite(snapshotOf({ formula: "450/-480", value: "450/-480", valueType: "String", numberFormat: "@", fill: "" }))).toMatchObject({ numberFormat: "@", value: "'450/-480" });
    expect(restoreWrite(snapshotOf({ formula: "0.6", value: "0.6", valueType: "String", numberFormat: "General", fill: "" }))).toMatchObject({ numberFormat: "General", value: "'0.6" });
  });

  it("blank and boolean cells", () => {
    expect(restoreWrite(snapshotOf({ formula: "", value: "", valueType: "Empty", numberFormat: "General", fill: null }))).toEqual({ numberFormat: "General", value: "", fill: null });
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
    const row = applyRow("'Round 1'!D5", snapshotOf({ formula: "=A1", value: 3, valueType: "Double", numberFormat: "0.00", fill: "#FF0000" }), "A+", "Law 12C2: board fouled", "Anna", T);
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
    expect(clearDecision(rows, "x1", CELL, number(450), actor)).toEqual({ kind: "edited", now: number(450), entry: "A+", original: number(420), correction: number(450) });
    expect(clearDecision(rows, "x1", CELL, number(450), actor, true)).toMatchObject({ kind: "restore", row: { action: "clear", id: "x1", previous: number(450) } });
    expect(clearDecision(rows, "x1", CELL, text("A+"), actor)).toMatchObject({ kind: "restore", write: { value: 420 } });
    expect(clearDecision(rows, "other", CELL, text("A+"), actor)).toEqual({ kind: "none" });
  });
});

describe("identity that travels with the cell", () => {
  const isEntry = (v: unknown) => typeof v === "number" ? v % 10 === 0 && Math.abs(v) >= 50 : /^(A[+-]?|NP)(\/|$)/.test(String(v));
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
    expect(locate(chain, grid([...sorted, [1, 3, 13, 420]]), isEntry)).toMatchObject({ row: null, reason: { key: "locate.rows", params: { count: 2, key: "1 | 3 | 13" } } });
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

  // Issue 16: the check carries catalogue keys and values; the pane words them in its language.
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
    expect(validateLog(edited, 1, "hu").problems).toEqual(["a(z) 2. sort módosították, miután a munkaablak beírta"]);
  });

  it("rows logged before numbering are accepted", () => {
    expect(validateLog([[...LOG_HEADER], logRowCells(row("Sheet1!D2", "A"))], 1).problems).toEqual([]);
  });
});

describe("formula or text (issue 17 F)", () => {
  it("text that looks like a formula ('=-110) is text; a formula is a formula, whatever its format", () => {
    expect(snapshotOf({ formula: "=-110", value: "=-110", valueType: "String", numberFormat: "General", fill: null })).toMatchObject({ kind: "text", text: "=-110" });
    expect(restoreWrite(snapshotOf({ formula: "=-110", value: "=-110", valueType: "String", numberFormat: "General", fill: null }))).toMatchObject({ value: "'=-110" });
    expect(snapshotOf({ formula: "=-110", value: -110, valueType: "Double", numberFormat: "@", fill: null })).toMatchObject({ kind: "formula", numberFormat: "@" });
  });
});
