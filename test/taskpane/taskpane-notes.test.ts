// The pane's notes through Excel (addin/taskpane/notes.ts), against the stand-in workbook in Node —
// docs/task-pane.md "What it writes" and "Notes": the note goes on the adjusted cell only (a note
// on another cell of the row or column is the director's), a comment where Excel has no notes
// (ExcelApi 1.10), and where a cell cannot take a note (a threaded comment stops the batch) each
// cell again on its own, the status naming the cells left without. The cases mutation testing
// found open (docs/testing.md "Mutation testing").
import { applyAdjustment } from "../../addin/taskpane/apply";
import { clearAdjustment } from "../../addin/taskpane/clear";
import { carriersOf, noteAt, NoteAt } from "../../addin/taskpane/notes";
import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookConfig, WorkbookStandIn } from "../../support/runtimeStandIn";
import { ACTOR, TRAVELLER } from "../helpers/paneWorkbook";

const BLOCK = /^Bridge adjustment: A\n[^]*Adjustment [0-9a-z]+\n\u2014 Bridge Scoring pane/;

let wb: WorkbookStandIn;
const workbook = (config: Partial<WorkbookConfig> = {}) =>
  (wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18", ...config }));
afterEach(() => removeWorkbookStandIn());

describe("docs/task-pane.md Notes: where a cell cannot take one", () => {
  it("a threaded comment on one cell: the others get their note, the director's words kept, and the status names the cell without", async () => {
    workbook({ selection: "Sheet1!E2:E4", notes: { "Sheet1!E2": "Check with TD", "Sheet1!E4": "Board fouled?" } });
    wb.addThreadedComment("Sheet1!E3");
    const result = await applyAdjustment("A", ACTOR, "en", true);
    expect(result.noNote).toEqual(["E3"]);
    expect(wb.cell("E2")!.note).toMatch(BLOCK);
    expect(wb.cell("E2")!.note!.endsWith("\nCheck with TD")).toBe(true);
    expect(wb.cell("E3")!.note).toBeNull();
    expect(wb.cell("E4")!.note!.endsWith("\nBoard fouled?")).toBe(true);
    // Cleared: the pane's block comes off, the director's words stay.
    wb.select("Sheet1!E2");
    await clearAdjustment(ACTOR);
    expect([wb.cell("E2")!.value, wb.cell("E2")!.note]).toEqual([420, "Check with TD"]);
  });
});

describe("docs/task-pane.md What it writes: a comment on ExcelApi 1.10", () => {
  it("the pane's block goes into the cell's comment, and comes off with Clear", async () => {
    workbook({ apiVersion: "1.10" });
    await applyAdjustment("A", ACTOR, "en", true);
    expect(wb.cell("E2")!.comment).toMatch(BLOCK);
    await clearAdjustment(ACTOR);
    expect(wb.cell("E2")!.comment).toBeNull();
  });
});

describe("docs/task-pane.md Which cell: notes matched by sheet, row and column", () => {
  const note = (sheetName: string, row: number, column: number, content: string): NoteAt => ({ note: {} as Excel.Note, content, sheetName, row, column });
  const ID = "Bridge adjustment: A\nAdjustment k1\n\u2014 Bridge Scoring pane";
  it("a note is the cell's only on its sheet (any case), row and column", () => {
    const notes = [note("Sheet1", 1, 0, "Fouled board"), note("Sheet2", 1, 4, "Other sheet"), note("SHEET1", 1, 4, "Mine")];
    expect(noteAt(notes, "sheet1", 1, 4)?.content).toBe("Mine");
    expect(noteAt(notes, "Sheet1", 2, 4)).toBeUndefined();
  });
  it("only notes with an adjustment id on a sheet of the workbook carry an adjustment, under the sheet's own name", () => {
    const sheets = [{ id: "{1}", name: "Round 1", key: "s:a" }];
    const notes = [note("ROUND 1", 3, 6, ID), note("Round 1", 4, 6, "Fouled board"), note("Gone", 3, 6, ID)];
    expect(carriersOf(notes, sheets)).toEqual([{ id: "k1", sheetId: "{1}", sheetName: "Round 1", row: 3, column: 6 }]);
  });
});

describe("docs/task-pane.md What it writes: no note before ExcelApi 1.10", () => {
  it("on a host without notes or comments the adjustment goes through and the pane names no cell as left without a note", async () => {
    workbook({ apiVersion: "1.9" });
    const result = await applyAdjustment("A", ACTOR, "en", true);
    expect(result.addresses).toEqual(["Sheet1!E2"]);
    expect(result.noNote).toBeUndefined();
    expect([wb.cell("E2")!.value, wb.cell("E2")!.note, wb.cell("E2")!.comment]).toEqual(["A", null, null]);
  });
});
