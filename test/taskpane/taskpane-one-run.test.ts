// Each of the pane's actions and what the pane shows after it (the selection's state and the
// overview) in one Excel.run, with the log read once — docs/task-pane.md, "One Excel.run per
// action". The stand-in counts this pane instance's Excel.run calls (runs()) and records every
// load of cells (reads): a read of the log is a load of the log sheet's rows from its first row
// (readLog's chunk or its read-ahead; the append's own checks read only its last rows). What the
// pane shows must be what a read of its own, afterwards, shows.
import { acceptIn } from "../../addin/taskpane/acceptLog";
import { actWithView, PaneView, selectWithView } from "../../addin/taskpane/actionView";
import { applyAdjustment, applyIn } from "../../addin/taskpane/apply";
import { clearIn, keepIn } from "../../addin/taskpane/clear";
import { mergeNote, noteText, rowKey } from "../../addin/taskpane/identity";
import { LOG_HEADER, LogRow, sealedRows } from "../../addin/taskpane/logRows";
import { appendLog, logAsNow, queueLogProbe, queueSheets, readLog } from "../../addin/taskpane/logSheet";
import { migrateIn } from "../../addin/taskpane/migrate";
import { readOverview } from "../../addin/taskpane/overview";
import { readSelection } from "../../addin/taskpane/selection";
import { isEntry } from "../../addin/taskpane/scoreCells";
import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookConfig, WorkbookStandIn } from "../../support/runtimeStandIn";
import { ACTOR, TRAVELLER } from "../helpers/paneWorkbook";

let wb: WorkbookStandIn;
afterEach(() => removeWorkbookStandIn());

function workbook(config: Partial<WorkbookConfig> = {}): WorkbookStandIn {
  wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18", ...config });
  return wb;
}

/** Loads of the log sheet's rows from its first row: the log read whole (its header alone is the probe's, not a read of the log). */
const logReads = (): number => wb.reads.filter((r) => /^Adjustments!A1:[A-Z]+(\d+)$/.exec(r.address) && Number(/(\d+)$/.exec(r.address)![1]) > 1).length;

/** What `body` costs: Excel.run calls and reads of the log. */
async function counted<T>(body: () => Promise<T>): Promise<{ value: T; runs: number; logReads: number }> {
  wb.resetSyncs();
  const runs = wb.runs();
  const value = await body();
  return { value, runs: wb.runs() - runs, logReads: logReads() };
}

/** The view after an action is what the pane would read on its own now. */
async function expectCurrent(view: PaneView | null): Promise<void> {
  expect(view).not.toBeNull();
  expect(view!.selection).toEqual(await readSelection("en"));
  expect(view!.overview).toEqual(await readOverview());
}

describe("docs/task-pane.md One Excel.run per action: the action, the selection and the overview in one run, the log read once", () => {
  it("Apply (before: three runs, the log read three times)", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    wb.select("Sheet1!E3");
    const { value, runs, logReads: reads } = await counted(() => actWithView((c) => applyIn(c, "A+", ACTOR, "en", false), "en"));
    expect([runs, reads]).toEqual([1, 1]);
    expect(value.result.addresses).toEqual(["Sheet1!E3"]);
    expect(value.view!.selection).toMatchObject({ active: { state: { adjusted: true, entry: "A+" } } });
    expect((value.view!.overview as { address: string }[]).map((i) => i.address)).toEqual(["Sheet1!E2", "Sheet1!E3"]);
    await expectCurrent(value.view);
  });

  it("Apply's first use, which asks to add the Table result column: one run, nothing written, nothing shown anew", async () => {
    workbook();
    const { value, runs } = await counted(() => actWithView((c) => applyIn(c, "A", ACTOR, "en", false), "en"));
    expect(runs).toBe(1);
    expect(value.result.needsColumn).toBe("Sheet1!F");
    expect(value.view).toBeNull();
    expect(wb.sheetNames()).toEqual(["Sheet1"]);
  });

  it("Clear: check (two cells listed, nothing written), restore (the list confirmed) and at once (one cell)", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    wb.select("Sheet1!E3");
    await applyAdjustment("A-", ACTOR, "en");
    wb.select("Sheet1!E2:E3");
    const check = await counted(() => actWithView((c) => clearIn(c, ACTOR, null, "en"), "en"));
    expect([check.runs, check.logReads]).toEqual([1, 1]);
    expect(check.value.result.planned.map((p) => p.address)).toEqual(["Sheet1!E2", "Sheet1!E3"]);
    await expectCurrent(check.value.view);
    const restore = await counted(() => actWithView((c) => clearIn(c, ACTOR, check.value.result.planned, "en"), "en"));
    expect([restore.runs, restore.logReads]).toEqual([1, 1]);
    expect(restore.value.result.restored).toEqual(["Sheet1!E2", "Sheet1!E3"]);
    expect(restore.value.view!.overview).toEqual([]);
    await expectCurrent(restore.value.view);
    expect([wb.cell("E2")!.value, wb.cell("E3")!.value]).toEqual([420, 420]);

    wb.select("Sheet1!E4");
    await applyAdjustment("NP", ACTOR, "en");
    const once = await counted(() => actWithView((c) => clearIn(c, ACTOR, null, "en"), "en"));
    expect([once.runs, once.logReads]).toEqual([1, 1]);
    expect(once.value.result.restored).toEqual(["Sheet1!E4"]);
    await expectCurrent(once.value.view);
  });

  it("Clear, keeping a hand correction", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    wb.type("Sheet1!E2", "430");
    const { value, runs, logReads: reads } = await counted(() => actWithView((c) => keepIn(c, ACTOR, "en"), "en"));
    expect([runs, reads]).toEqual([1, 1]);
    expect(value.result.restored).toEqual(["Sheet1!E2"]);
    expect(wb.cell("E2")!.value).toBe("430");
    await expectCurrent(value.view);
  });

  it("Accept the log as it is (its last row deleted): the view shows the log whole again", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    wb.select("Sheet1!E3");
    await applyAdjustment("A", ACTOR, "en");
    wb.deleteRows("Adjustments", 3, 1);
    expect((await readSelection("en")).logDamaged).toBe(true);
    const { value, runs, logReads: reads } = await counted(() => actWithView((c) => acceptIn(c, ACTOR, "en"), "en"));
    expect([runs, reads]).toEqual([1, 1]);
    expect(value.view!.selection).toMatchObject({ logDamaged: false, applyProblem: null });
    await expectCurrent(value.view);
  });

  it("Migrate a row adjusted before the Table result column", async () => {
    const original = { kind: "number" as const, text: "420", numberFormat: "General", fill: "" };
    const grid = { top: 0, left: 0, values: TRAVELLER, formulas: TRAVELLER.map((r) => r.map(() => "")) };
    const logged: LogRow = {
      time: ACTOR.time,
      action: "apply",
      address: "Sheet1!E2",
      previous: original,
      entry: "A",
      reason: "",
      who: "Anne",
      id: "old2",
      sheetId: "",
      rowKey: rowKey(grid, 1, 4, isEntry),
    };
    const sheet = TRAVELLER.map((r) => [...r]);
    sheet[1][4] = "'A";
    const log = [[...LOG_HEADER], ...sealedRows([logged], { seq: 0, check: "" }).cells].map((r) => r.map((v) => `'${v}`));
    workbook({ sheets: { Sheet1: sheet, Adjustments: log }, notes: { "Sheet1!E2": mergeNote(null, noteText(logged, original))! } });
    const offer = await actWithView((c) => applyIn(c, "A+", ACTOR, "en", false), "en");
    expect(offer.result.migrate).toBeDefined();
    expect(offer.view).toBeNull();
    const { value, runs, logReads: reads } = await counted(() => actWithView((c) => migrateIn(c, ACTOR, "en"), "en"));
    expect([runs, reads]).toEqual([1, 1]);
    expect(value.result.moved).toEqual(["E2"]);
    expect(wb.cell("F2")!.value).toBe(420);
    await expectCurrent(value.view);
  });

  it("a cell of the overview selected, and the selection read, in one run", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    wb.select("Sheet1!A1");
    const { value, runs, logReads: reads } = await counted(() => selectWithView("Sheet1!E2", "en"));
    expect([runs, reads]).toEqual([1, 1]);
    expect(value).toEqual(await readSelection("en"));
    expect(wb.selection()).toBe("Sheet1!E2");
  });
});

describe("docs/task-pane.md One Excel.run per action: the log read again when it may have changed since the action wrote it", () => {
  const excelRun = <T>(f: (context: Excel.RequestContext) => Promise<T>): Promise<T> =>
    (globalThis as unknown as { Excel: { run: <U>(f: (c: Excel.RequestContext) => Promise<U>) => Promise<U> } }).Excel.run(f);

  async function probeIn(context: Excel.RequestContext, readAhead: boolean) {
    const sheetsOf = queueSheets(context);
    await context.sync();
    const probeOf = queueLogProbe(context, sheetsOf().items, readAhead);
    await context.sync();
    return probeOf();
  }

  it("unchanged: taken as it is, not read; a row written below it since: read again, with that row", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    await excelRun(async (context) => {
      const log = await readLog(context, await probeIn(context, true), false);
      wb.resetSyncs();
      const same = await logAsNow(context, await probeIn(context, false), log, false);
      expect([same.rows, logReads()]).toEqual([log.rows, 0]);
      // Something written below the log between two of this run's batches: the log is read again, with it.
      wb.type("Adjustments!A3", "remark");
      const again = await logAsNow(context, await probeIn(context, false), log, false);
      expect([again.end, logReads()]).toEqual([3, 1]);
    });
  });

  it("rows another window appended before this pane's (its rows chained after theirs) are not in the log as appended: read again, with theirs", async () => {
    workbook();
    await applyAdjustment("A", ACTOR, "en", true);
    const one: LogRow = {
      time: ACTOR.time,
      action: "apply",
      address: "",
      previous: { kind: "number", text: "1", numberFormat: "General", fill: "" },
      entry: "NP",
      reason: "",
      who: "TD",
      id: "",
      sheetId: "",
      rowKey: "",
    };
    const row = (cell: string): LogRow => ({ ...one, address: cell, id: cell });
    await excelRun(async (context) => {
      // Two reads of the same log, as two windows make them: the other window appends first.
      const theirs = await readLog(context, await probeIn(context, true), true);
      const mine = await readLog(context, await probeIn(context, true), true);
      await appendLog(context, theirs, [row("Sheet1!E3")], "en");
      await appendLog(context, mine, [row("Sheet1!E4")], "en");
      expect(mine.othersUnread).toBe(true);
      expect(mine.rows.map((r) => r.address)).toEqual(["Sheet1!E2", "Sheet1!E4"]);
      wb.resetSyncs();
      const now = await logAsNow(context, await probeIn(context, false), mine, true);
      expect(logReads()).toBe(1);
      expect(now.rows.map((r) => r.address)).toEqual(["Sheet1!E2", "Sheet1!E3", "Sheet1!E4"]);
      expect([now.rowNumbers, now.problems, now.othersUnread]).toEqual([[2, 3, 4], [], undefined]);
    });
  });
});
