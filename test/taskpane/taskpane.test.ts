// The task pane's Excel code (addin/taskpane/) against the in-memory workbook the
// end-to-end tests use (support/excelStandIn.js), run in Node: what apply, clear, the log, the
// overview and "Insert formulas" read and write. The decisions behind them are tested in
// taskpane-adjustments.test.ts; the flows through the pane's page in e2e/taskpane.test.ts.
import { applyAdjustment } from "../../addin/taskpane/apply";
import { clearAdjustment } from "../../addin/taskpane/clear";
import { noteSupport } from "../../addin/taskpane/excelCells";
import { mergeNote, NOTE_END } from "../../addin/taskpane/identity";
import { insertFormulas } from "../../addin/taskpane/insertFormulas";
import { applyRow } from "../../addin/taskpane/adjustments";
import { decodeSeal, LOG_HEADER, validateLog } from "../../addin/taskpane/logRows";
import { appendLog, LOG_PROPERTY, queueLogProbe, queueSheets, readLog } from "../../addin/taskpane/logSheet";
import { readOverview } from "../../addin/taskpane/overview";
import { MAX_CELLS, readSelection } from "../../addin/taskpane/selection";
import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookConfig, WorkbookStandIn } from "../../support/runtimeStandIn";

const ACTOR = { reason: "Law 12C2", who: "Anna", time: "2025-01-01T20:00:00.000Z" };
const g = globalThis as unknown as { Office: unknown };

const TRAVELLER = [
  ["Board", "NS", "EW", "Contract", "Score"],
  [1, 1, 11, "4H", 420],
  [1, 2, 12, "4H", 420],
  [1, 3, 13, "5HX", -100],
  [1, 4, 14, "4S", "=-110"],
];

let wb: WorkbookStandIn;
function workbook(config: Partial<WorkbookConfig> = {}): WorkbookStandIn {
  wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18", ...config });
  return wb;
}
const log = (): string[][] => (wb.values("Adjustments") ?? []).map((r) => r.map(String));

afterEach(() => removeWorkbookStandIn());

describe("requirement sets", () => {
  function office(version: "1.18" | "1.10" | "1.9"): void {
    const [, minor] = version.split(".").map(Number);
    g.Office = { context: { requirements: { isSetSupported: (_: string, v: string) => Number(v.split(".")[1]) <= minor } } };
  }
  it("notes from ExcelApi 1.18, comments from 1.10, nothing before", () => {
    office("1.18");
    expect(noteSupport()).toBe("notes");
    office("1.10");
    expect(noteSupport()).toBe("comments");
    office("1.9");
    expect(noteSupport()).toBe("none");
  });
});

describe("apply", () => {
  it("writes the entry as text, highlights it, creates the log with its header and records the table result", async () => {
    workbook();
    await expect(applyAdjustment("450/-480", ACTOR, "en", true)).resolves.toEqual({ addresses: ["Sheet1!E2"], hidden: 0 });
    expect(wb.cell("E2")).toMatchObject({ value: "450/-480", numberFormat: "@", fill: "#FFE699" });
    expect(log()[0]).toEqual([...LOG_HEADER]);
    expect(log()[1].slice(0, 10)).toEqual([ACTOR.time, "apply", "Sheet1!E2", "420", "number", "General", "", "450/-480", "Law 12C2", "Anna"]);
    // Identity beyond the address: an id, the sheet's own key (a custom property the sheet keeps), the row's own labels.
    expect(log()[1][10]).toMatch(/^[0-9a-z]{8,}$/);
    expect(log()[1][11]).toMatch(/^s:[0-9a-z]+$/);
    expect(wb.customProperties("Sheet1")).toEqual({ BridgeScoringSheetKey: log()[1][11] });
    expect(log()[1][12]).toBe("1 | 1 | 11 | 4H");
    expect(wb.cell("E2")!.note).toMatch(
      /^Bridge adjustment: 450\/-480\nSplit score: NS ranked as if NS scored \+450, EW as if NS scored −480\.\nTable result: 420\.\nReason: Law 12C2/,
    );
  });

  it("applies one entry to every cell of a selection, appending below the existing log; a formula is logged as its formula", async () => {
    workbook({ selection: "Sheet1!E4:E5", apiVersion: "1.9" }); // no notes, no comments: the adjustment still goes through
    wb.select("Sheet1!E2");
    await applyAdjustment("A", ACTOR, "en", true);
    wb.select("Sheet1!E4:E5");
    await applyAdjustment("NP", ACTOR, "en", true);
    expect([wb.cell("E4")!.value, wb.cell("E5")!.value]).toEqual(["NP", "NP"]);
    expect(log().map((r) => r.slice(1, 8))).toEqual([
      [...LOG_HEADER].slice(1, 8),
      ["apply", "Sheet1!E2", "420", "number", "General", "", "A"],
      ["apply", "Sheet1!E4", "-100", "number", "General", "", "NP"],
      ["apply", "Sheet1!E5", "=-110", "formula", "General", "", "NP"],
    ]);
  });

  it("refuses a selection on the log sheet itself, whatever the case of its name", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    wb.select("adjustments!H2");
    await expect(applyAdjustment("A", ACTOR, "en", true)).rejects.toThrow(/Adjustments sheet is the log/);
    expect(log()[1][7]).toBe("A");
  });

  it("writes nothing into a selection that holds titles, board numbers or contracts, and says which", async () => {
    workbook({ selection: "Sheet1!A1:E3" });
    await expect(applyAdjustment("A+/A-", ACTOR, "en", true)).rejects.toThrow(/^Nothing was written: A1 \('Board' is not an entry\); B1 .*and \d+ more\.$/);
    expect(wb.sheetNames()).toEqual(["Sheet1"]);
    expect(wb.values("Sheet1")).toEqual(installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER } }).values("Sheet1"));
  });
});

describe("clear", () => {
  it("restores the value before the chain's first apply, clears the fill, logs what it overwrote and removes our note", async () => {
    workbook({ selection: "Sheet1!E4" });
    await applyAdjustment("A+", ACTOR, "en", true);
    await applyAdjustment("A-", ACTOR, "en", true);
    await expect(clearAdjustment(ACTOR)).resolves.toMatchObject({ restored: ["Sheet1!E4"], untouched: [], edited: [] });
    expect(wb.cell("E4")).toEqual({ value: -100, formula: null, numberFormat: "General", fill: null, note: null, comment: null });
    expect(log()[3].slice(1, 8)).toEqual(["clear", "Sheet1!E4", "A-", "text", "@", "#FFE699", "-100"]);
  });

  it("a second clear finds nothing to restore and writes nothing; a director's own note stays", async () => {
    workbook({ selection: "Sheet1!E4" });
    await applyAdjustment("A+", ACTOR, "en", true);
    await clearAdjustment(ACTOR);
    const rows = log().length;
    await expect(clearAdjustment(ACTOR)).resolves.toMatchObject({ restored: [], untouched: ["Sheet1!E4"] });
    expect(log()).toHaveLength(rows);
  });

  it("a cell typed over since is not overwritten unless the director chooses to", async () => {
    workbook({ selection: "Sheet1!E4" });
    await applyAdjustment("A+", ACTOR, "en", true);
    wb.type("Sheet1!E4", "-50");
    const rows = log().length;
    const listed = await clearAdjustment(ACTOR);
    expect(listed).toMatchObject({
      restored: [],
      edited: [{ address: "Sheet1!E4", now: "-50", entry: "A+", original: "-100", correction: "-50" }],
      planned: [{ address: "Sheet1!E4", now: "-50", restore: "-100" }],
    });
    expect(wb.cell("E4")!.value).toBe("-50");
    expect(log()).toHaveLength(rows);
    await expect(clearAdjustment(ACTOR, listed.planned)).resolves.toMatchObject({ restored: ["Sheet1!E4"] });
    expect(wb.cell("E4")!.value).toBe(-100);
  });
});

describe("selection and overview", () => {
  it("reads the active cell and its adjustment from the log", async () => {
    workbook({ selection: "Sheet1!E2" });
    await applyAdjustment("A+", ACTOR, "en", true);
    wb.type("Sheet1!E2", "450");
    const info = await readSelection();
    expect(info.active.snapshot).toEqual({ kind: "text", text: "450", numberFormat: "@", fill: "#FFE699" });
    expect(info.active.state).toMatchObject({ adjusted: true, entry: "A+", editedByHand: true, original: { kind: "number", text: "420" } });
    expect(info.applyProblem).toBeNull();
  });

  it("lists open adjustments checked against their cells; a deleted sheet is reported missing", async () => {
    workbook({ sheets: { Sheet1: TRAVELLER, Old: TRAVELLER }, selection: "Sheet1!E2" });
    await applyAdjustment("A+", ACTOR, "en", true);
    wb.select("Sheet1!E3");
    await applyAdjustment("NP", ACTOR, "en", true);
    wb.select("Sheet1!E4");
    await applyAdjustment("A", ACTOR, "en", true);
    await clearAdjustment(ACTOR);
    wb.select("Old!E4");
    await applyAdjustment("A", ACTOR, "en", true);
    wb.type("Sheet1!E3", "110");
    wb.deleteSheet("Old");
    const items = await readOverview();
    expect(items.map((i) => [i.address, i.entry, i.status])).toEqual([
      ["Sheet1!E2", "A+", "ok"],
      ["Sheet1!E3", "NP", "edited"],
      ["Old!E4", "A", "missing"],
    ]);
  });
});

describe("insert formulas", () => {
  it("puts MATCHPOINTS in the first free columns and RANKING on a new sheet, with the chosen profile", async () => {
    workbook({
      sheets: {
        "Round 1": [
          ["Board", "NS", "EW", "Contract", "Score", "Note"],
          [1, 1, 11, "4H", 420, "x"],
          [1, 2, 12, "4H", "A+/A-"],
        ],
        Ranking: [],
      },
      selection: "'Round 1'!A1:E3",
    });
    const done = await insertFormulas({ profile: "dbf", scoring: "mp" });
    expect(wb.values("Round 1")![0].slice(6, 8)).toEqual(["NS MP", "EW MP"]);
    expect(wb.cell("'Round 1'!G2")!.formula).toBe(`=BRIDGE.MATCHPOINTS('Round 1'!$E$2:$E$3,'Round 1'!$A$2:$A$3,"profile=dbf")`);
    expect(done.rankingSheet).toBe("Ranking 2");
    expect(wb.cell("'Ranking 2'!A1")!.formula).toBe(
      `=BRIDGE.RANKING('Round 1'!$A$2:$A$3,'Round 1'!$B$2:$B$3,'Round 1'!$C$2:$C$3,'Round 1'!$E$2:$E$3,"profile=dbf")`,
    );
  });
});

it("MAX_CELLS is the largest selection one adjustment covers", () => {
  expect(MAX_CELLS).toBe(500);
});

// What Microsoft documents about real Excel that the stand-in now models.
describe("real Excel's limits, in the stand-in", () => {
  it("a whole-sheet selection (cellCount −1 above 2^31−1) is refused from rows × columns, without reading a cell of it", async () => {
    workbook({ selection: "Sheet1!A1:XFD1048576" });
    const info = await readSelection();
    expect(info.cellCount).toBe(16384 * 1048576);
    expect(info.applyProblem).toBe("17,179,869,184 cells are selected; an adjustment covers at most 500.");
    await expect(applyAdjustment("A", ACTOR, "en", true)).rejects.toThrow(/^17,179,869,184 cells are selected/);
    await expect(clearAdjustment(ACTOR)).rejects.toThrow(/^17,179,869,184 cells are selected/);
    expect(Math.max(...wb.reads.map((r) => r.cells))).toBeLessThan(100);
    expect(wb.sheetNames()).toEqual(["Sheet1"]);
  });

  it("entries that start with - or = are written as text on every host (leading apostrophe), not as formulas", async () => {
    workbook({ selection: "Sheet1!E3" });
    // What Range.values does with such text without the apostrophe: a formula.
    await (globalThis as unknown as { Excel: { run: (f: (c: Excel.RequestContext) => Promise<void>) => Promise<void> } }).Excel.run(async (c) => {
      c.workbook.worksheets.getItem("Sheet1").getRange("H1").values = [["-420/450"]];
      await c.sync();
    });
    expect(wb.cell("H1")!.formula).toBe("=-420/450");
    await applyAdjustment("-420/450", ACTOR, "en", true);
    expect(wb.cell("E3")).toMatchObject({ value: "-420/450", formula: null, numberFormat: "@" });
    // The log keeps the previous value and the sheet name ('Round 1'!…) as text too.
    expect(log()[1][7]).toBe("-420/450");
    await clearAdjustment(ACTOR);
    expect(wb.cell("E3")).toMatchObject({ value: 420, formula: null });
  });

  it("Insert formulas reads the header row and the used range right of the traveller, not rowCount × 26 cells", async () => {
    const rows: unknown[][] = [["Board", "NS", "EW", "Contract", "Score", "Remark"]];
    for (let i = 1; i <= 20000; i++) rows.push([1 + (i % 20), i % 50, 50 + (i % 50), "4H", 420, i === 3 ? "checked" : ""]);
    workbook({ sheets: { Big: rows }, selection: "Big!A1:E20001" });
    await insertFormulas({ profile: "wbf", scoring: "mp" });
    expect(wb.cell("Big!G2")!.formula).toBe(`=BRIDGE.MATCHPOINTS(Big!$E$2:$E$20001,Big!$A$2:$A$20001,"profile=wbf")`);
    // The header (5 cells), the sheet's first row as far as the log's width (16, to tell whether it
    // is the log) and the one used column right of it (20 001 cells): nothing else.
    expect(wb.reads.map((r) => r.cells)).toEqual([5, 16, 20001]);
  });

  it("Insert formulas reads no cell right of a traveller when nothing is used there", async () => {
    workbook({ selection: "Sheet1!A1:E5" });
    await insertFormulas({ profile: "wbf", scoring: "mp" });
    expect(wb.cell("F2")!.formula).toMatch(/^=BRIDGE\.MATCHPOINTS\(Sheet1!\$E\$2:\$E\$5,/);
    expect(wb.reads.map((r) => r.cells)).toEqual([5, 16]);
  });
});

it("a director's note elsewhere in the row is left alone: the pane's note goes on the adjusted cell only", async () => {
  workbook({ notes: { "Sheet1!A2": "Fouled board" } });
  await applyAdjustment("A", ACTOR, "en", true);
  expect(wb.cell("A2")!.note).toBe("Fouled board");
  expect(wb.cell("E2")!.note).toMatch(/^Bridge adjustment: A\n[^]*Adjustment [0-9a-z]+\n/);
  await clearAdjustment(ACTOR);
  expect(wb.cell("A2")!.note).toBe("Fouled board");
  expect(wb.cell("E2")).toMatchObject({ value: 420, note: null });
});

describe("notes: the pane's block and the director's words", () => {
  const block = `Bridge adjustment: A\nTable result: 420.\n${NOTE_END}`;
  it("replaces or removes only the pane's block", () => {
    expect(mergeNote(null, block)).toBe(block);
    expect(mergeNote(`${block}\nChecked with captains.`, null)).toBe("Checked with captains.");
    expect(mergeNote(`Own words.\n${block}`, "Bridge adjustment: NP\n" + NOTE_END)).toBe(`Bridge adjustment: NP\n${NOTE_END}\nOwn words.`);
    expect(mergeNote(block, null)).toBeNull();
    // A note from before the end line: all of it from the pane's first line was the pane's.
    expect(mergeNote("Bridge adjustment: A\nTable result: 420.", null)).toBeNull();
  });
});

it("a formula under a Text format is restored as a live formula, its format kept", async () => {
  workbook({
    sheets: {
      Sheet1: [
        ["Board", "NS", "EW", "Contract", "Score"],
        [1, 1, 11, "4H", "=-110"],
        [1, 2, 12, "4H", 420],
        [1, 3, 13, "4H", 450],
      ],
    },
    selection: "Sheet1!E2",
  });
  await (globalThis as unknown as { Excel: { run: (f: (c: Excel.RequestContext) => Promise<void>) => Promise<void> } }).Excel.run(async (c) => {
    c.workbook.worksheets.getItem("Sheet1").getRange("E2").numberFormat = [["@"]];
    await c.sync();
  });
  await applyAdjustment("A", ACTOR, "en", true);
  expect(log()[1].slice(3, 6)).toEqual(["=-110", "formula", "@"]);
  await clearAdjustment(ACTOR);
  expect(wb.cell("E2")).toMatchObject({ formula: "=-110", numberFormat: "@" });
});

// One Apply reads the workbook once; the log survives two writers.
describe("what one operation reads and writes", () => {
  function traveller(rows: number): unknown[][] {
    const out: unknown[][] = [["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"]];
    for (let i = 1; i <= rows; i++) out.push([1 + (i % 20), i, 1000 + i, "4H", "S", 10, 420]);
    return out;
  }
  async function measured(rows: number): Promise<Record<string, { requests: number; cells: number }>> {
    const excel = installWorkbookStandIn({ sheets: { S: traveller(rows) }, selection: "S!G2", apiVersion: "1.18" });
    for (let k = 0; k < 20; k++) {
      excel.select(`S!G${3 + k}`);
      await applyAdjustment("A", ACTOR, "en", true);
    }
    const out: Record<string, { requests: number; cells: number }> = {};
    const measure = async (name: string, f: () => Promise<unknown>) => {
      excel.resetSyncs();
      await f();
      const syncs = excel.syncs();
      out[name] = { requests: syncs.length, cells: syncs.reduce((n, s) => n + s.cellsRead, 0) };
    };
    excel.select("S!G30");
    await measure("selection", () => readSelection());
    await measure("apply", () => applyAdjustment("A", ACTOR, "en", true));
    excel.select("S!G31:G33");
    await measure("apply 3 cells", () => applyAdjustment("A", ACTOR, "en", true));
    excel.select("S!G30");
    await measure("clear", () => clearAdjustment(ACTOR));
    await measure("overview", () => readOverview());
    removeWorkbookStandIn();
    return out;
  }

  it("counts the requests and the cells read per selection change and per Apply: three and seven, and no more cells for a longer traveller", async () => {
    // Before: a selection change made 6 requests and read the whole used range and the
    // whole log (1 724 cells at 200 rows, 14 324 at 2 000); one Apply made 10 requests and read
    // the log once more for each step.
    const short = await measured(200);
    const long = await measured(2000);
    expect(short).toEqual(long);
    // One request more than before the Table result column: its cells in the selected rows.
    expect(short.selection.requests).toBe(3);
    expect(short.apply.requests).toBe(7);
    expect(short["apply 3 cells"].requests).toBe(7);
    expect(short.clear.requests).toBe(7);
    expect(short.overview.requests).toBe(3);
    // The Table result column's title rows (TITLE_ROWS of the used width) and cells add about 90.
    expect(short.selection.cells).toBeLessThan(1100);
    expect(short.apply.cells).toBeLessThan(1200);
  }, 120_000);

  it("two windows' stale reads of the log append one after the other: the second is numbered after the first, nothing overwritten", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await applyAdjustment("A", ACTOR, "en", true);
    const g = globalThis as unknown as { Excel: { run: <T>(f: (c: Excel.RequestContext) => Promise<T>) => Promise<T> } };
    await g.Excel.run(async (context) => {
      const read = async () => {
        const sheetsOf = queueSheets(context);
        await context.sync();
        const probeOf = queueLogProbe(context, sheetsOf().items);
        await context.sync();
        return readLog(context, probeOf(), true);
      };
      const [first, second] = [await read(), await read()];
      const row = (cell: string) =>
        applyRow(cell, { kind: "number", text: "1", numberFormat: "General", fill: "" }, "NP", "", "TD", ACTOR.time, { id: cell, sheetId: "", rowKey: "" });
      await appendLog(context, first, [row("Sheet1!E3")], "en");
      await appendLog(context, second, [row("Sheet1!E4")], "en");
    });
    expect(log().map((r) => r[2])).toEqual(["Cell", "Sheet1!E2", "Sheet1!E3", "Sheet1!E4"]);
    const kept = decodeSeal(wb.customProperties("Adjustments")[LOG_PROPERTY]);
    expect(validateLog(log(), 1, "en", kept)).toMatchObject({ problems: [], seal: { seq: 3 } });
    // The log's end guard is the last row's, not the lower row the first window wrote: a deleted last row is then caught.
    expect(kept).toEqual(validateLog(log(), 1).seal);
  });

  it("a copied sheet's adjusted cell, applied to again, forks its own adjustment first; the original stays adjusted", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    const copy = wb.copySheet("Sheet1");
    wb.select(`'${copy}'!E2`);
    expect((await readSelection()).active.state).toMatchObject({ adjusted: true, entry: "A", original: { text: "420" } });
    await applyAdjustment("NP", ACTOR, "en", true);
    const rows = log().slice(1);
    expect(rows.map((r) => [r[1], r[2], r[3], r[7]])).toEqual([
      ["apply", "Sheet1!E2", "420", "A"],
      ["copy", `'${copy}'!E2`, "420", "A"],
      ["apply", `'${copy}'!E2`, "A", "NP"],
    ]);
    expect(rows[1][10]).not.toBe(rows[0][10]);
    expect(rows[2][10]).toBe(rows[1][10]);
    expect(wb.cell(`'${copy}'!E2`)!.note).toMatch(new RegExp(`Adjustment ${rows[1][10]}\\n`));
    await clearAdjustment(ACTOR);
    expect(wb.cell(`'${copy}'!E2`)!.value).toBe(420);
    wb.select("Sheet1!E2");
    expect((await readSelection()).active.state).toMatchObject({ adjusted: true, entry: "A" });
  });
});
