// Finding and reading the log sheet through the stand-in workbook (addin/taskpane/logSheet.ts,
// readLog) — docs/rules.md §12 "The log" and docs/task-pane.md "The log": the log is the sheet its
// custom property marks (else its header), read whole however long, its end where its last value
// is, and a log that is gone is said so before the pane writes anything. From the mutation run of
// 5 December 2026 on logSheet.ts lines 1–221 (docs/testing.md "Mutation testing").
import type * as LogSheet from "../../addin/taskpane/logSheet";
import { LOG_HEADER, LOG_SHEET } from "../../addin/taskpane/logRows";
import { applyAdjustment } from "../../addin/taskpane/apply";
import { applyRow } from "../../addin/taskpane/adjustments";
import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookStandIn } from "../../support/runtimeStandIn";
import { ACTOR, TRAVELLER } from "../helpers/paneWorkbook";

type ReadLog = LogSheet.Log & { structureProtected: boolean };

/** logSheet.ts afresh: a pane just opened, with no memory of where the log was (its read-ahead guess). */
function freshPane(): typeof LogSheet {
  let m: typeof LogSheet | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    m = require("../../addin/taskpane/logSheet");
  });
  return m!;
}

const excelRun = <T>(f: (context: Excel.RequestContext) => Promise<T>): Promise<T> =>
  (globalThis as unknown as { Excel: { run: <U>(f: (c: Excel.RequestContext) => Promise<U>) => Promise<U> } }).Excel.run(f);

/** The log as the pane reads it (the sheets, their probe, then the log), with how many requests readLog itself made. */
async function readIn(context: Excel.RequestContext, pane: typeof LogSheet, wb: WorkbookStandIn, carried = false): Promise<{ log: ReadLog; requests: number }> {
  const sheetsOf = pane.queueSheets(context);
  await context.sync();
  const probeOf = pane.queueLogProbe(context, sheetsOf().items);
  await context.sync();
  wb.resetSyncs();
  const log = await pane.readLog(context, probeOf(), carried);
  return { log, requests: wb.syncs().length };
}
const readNow = (pane: typeof LogSheet, wb: WorkbookStandIn, carried = false) => excelRun((context) => readIn(context, pane, wb, carried));

const row = (n: number) =>
  applyRow(`Sheet1!E${n}`, { kind: "number", text: "1", numberFormat: "General", fill: "" }, "NP", "", "TD", ACTOR.time, {
    id: `a${n}`,
    sheetId: "",
    rowKey: "",
  });

describe("docs/rules.md §12 The log: found, or said to be gone", () => {
  let wb: WorkbookStandIn;
  afterEach(() => removeWorkbookStandIn());

  it("no log sheet, no adjusted cell, no log in the document's settings: nothing is wrong (the first Apply creates the log)", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, apiVersion: "1.18" });
    const { log } = await readNow(freshPane(), wb);
    expect([log.sheet, log.problems]).toEqual([null, []]);
  });

  it("no log sheet, but the document's settings name one (an older pane's log): the log was deleted, and the pane writes nothing", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, apiVersion: "1.18", settings: { adjustmentLogSheetId: "{0F3C5A}" } });
    const { log } = await readNow(freshPane(), wb);
    expect(log.problems).toEqual([{ key: "log.deleted" }]);
  });

  it("a setting that is no sheet id (not text) is no sign of a log", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, apiVersion: "1.18", settings: { adjustmentLogSheetId: 7 } });
    const { log } = await readNow(freshPane(), wb);
    expect(log.problems).toEqual([]);
  });

  it("no document settings to read (Office not there, or no context or document yet): no hint, no failure, the log found by its name", async () => {
    const g = globalThis as unknown as { Office?: unknown };
    for (const office of [undefined, {}, { context: {} }]) {
      wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
      await applyAdjustment("A", ACTOR, "en", true);
      const real = g.Office;
      g.Office = office;
      try {
        const { log } = await readNow(freshPane(), wb);
        expect([log.name, log.problems, log.rowNumbers]).toEqual([LOG_SHEET, [], [2]]);
      } finally {
        g.Office = real;
      }
      removeWorkbookStandIn();
    }
  });

  it("two sheets marked as the log (a copy of the log sheet) and neither named Adjustments: the pane names both and writes nothing", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await applyAdjustment("A", ACTOR, "en", true);
    wb.copySheet(LOG_SHEET, "Log copy");
    wb.renameSheet(LOG_SHEET, "Log");
    const { log } = await readNow(freshPane(), wb);
    expect([log.sheet, log.problems]).toEqual([null, [{ key: "log.twoLogs", params: { sheets: "Log, Log copy" } }]]);
  });

  it("a sheet holding the log's rows pasted as values (no custom property): the log is still the sheet its property marks", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await applyAdjustment("A", ACTOR, "en", true);
    wb.renameSheet(LOG_SHEET, "Log");
    wb.addSheet("Pasted", wb.values("Log")!);
    const { log } = await readNow(freshPane(), wb);
    expect([log.name, log.problems, log.rowNumbers]).toEqual(["Log", [], [2]]);
  });
});

describe("docs/rules.md §12 The log: read whole, its end where its last value is", () => {
  let wb: WorkbookStandIn;
  afterEach(() => removeWorkbookStandIn());
  /** A log with one row (Sheet1!E2), the log sheet then `named`. */
  async function oneRow(named = LOG_SHEET): Promise<void> {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await applyAdjustment("A", ACTOR, "en", true);
    if (named !== LOG_SHEET) wb.renameSheet(LOG_SHEET, named);
  }

  it("a log named Adjustments is read ahead with the other sheets' probe, and only it: no further request", async () => {
    await oneRow();
    wb.reads.length = 0;
    const { log, requests } = await readNow(freshPane(), wb);
    expect([log.rowNumbers, log.problems, requests]).toEqual([[2], [], 0]);
    expect(wb.reads.filter((r) => r.cells >= 2000 * LOG_HEADER.length).length).toBe(0);
    expect(wb.reads.some((r) => r.address.startsWith("Sheet1!") && r.address !== `Sheet1!A1:${String.fromCharCode(64 + LOG_HEADER.length)}1`)).toBe(false);
  });

  it("the log as the probe read it is the log's header and its rows, whatever was typed on the log's title row or its other sheet: its 16th column seen", async () => {
    await oneRow();
    const { log } = await readNow(freshPane(), wb);
    expect(log.wide).toBe(true);
    expect((log.lastCells ?? []).map(String)).toEqual(wb.values(LOG_SHEET)![1].map(String));
  });

  it("a fill (formatting, no value) below the log's last row: the log still ends with its last row, read ahead or not (a renamed log)", async () => {
    for (const named of [LOG_SHEET, "My log"]) {
      await oneRow(named);
      wb.setFill(`'${named}'!A6`, "#FFFF00");
      const { log } = await readNow(freshPane(), wb);
      expect([log.name, log.rowNumbers, log.problems]).toEqual([named, [2], []]);
      expect((log.lastCells ?? []).map(String)).toEqual(wb.values(named)![1].map(String));
      removeWorkbookStandIn();
    }
  });

  it("the log's rows each numbered by their sheet row, in a problem too (an edited row 3 is row 3)", async () => {
    await oneRow();
    const pane = freshPane();
    await excelRun(async (context) => pane.appendLog(context, (await readIn(context, pane, wb, true)).log, [row(3)], "en"));
    wb.type(`${LOG_SHEET}!I3`, "Law 12C1");
    const { log } = await readNow(freshPane(), wb);
    expect(log.rowNumbers).toEqual([2, 3]);
    expect(log.problems).toEqual([{ key: "log.changed", params: { row: 3 } }]);
  });

  it("the log's last row deleted: caught by the seal its custom property keeps", async () => {
    await oneRow();
    wb.deleteRows(LOG_SHEET, 2, 1);
    const { log } = await readNow(freshPane(), wb);
    expect(log.problems).toEqual([{ key: "log.lastRowMissing", params: { seq: 1 } }]);
  });

  it("every cell of a renamed log cleared: still the log (its property), its row said missing", async () => {
    await oneRow("My log");
    wb.clearContents("'My log'!A1:P2");
    const { log } = await readNow(freshPane(), wb);
    expect([log.name, log.rows, log.problems]).toEqual(["My log", [], [{ key: "log.lastRowMissing", params: { seq: 1 } }]]);
    // Its first row no longer the log's header: the pane adds no title over it (wide).
    expect(log.wide).toBe(true);
  });

  it("a renamed log: read in one more request, every row; then read ahead, the pane remembering where it was", async () => {
    await oneRow("My log");
    const pane = freshPane();
    for (const more of [1, 0]) {
      const { log, requests } = await readNow(pane, wb);
      expect([log.rowNumbers, log.problems, requests]).toEqual([[2], [], more]);
    }
  });

  it(`a log longer than one read (LOG_CHUNK rows): read whole, chunk by chunk, its last row the last`, async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, apiVersion: "1.18" });
    const pane = freshPane();
    const append = (from: number, to: number) =>
      excelRun(async (context) =>
        pane.appendLog(
          context,
          (await readIn(context, pane, wb)).log,
          Array.from({ length: to - from + 1 }, (_, i) => row(from + i)),
          "en",
        ),
      );
    // Header and rows up to the last row of the first read: still read ahead, no further request.
    await append(2, pane.LOG_CHUNK);
    const full = await readNow(freshPane(), wb);
    expect([full.log.rows.length, full.log.problems, full.requests]).toEqual([pane.LOG_CHUNK - 1, [], 0]);
    // Renamed, so not read ahead: exactly one chunk, one request.
    wb.renameSheet(LOG_SHEET, "Long log");
    const renamed = await readNow(freshPane(), wb);
    expect([renamed.log.rows.length, renamed.log.problems, renamed.requests]).toEqual([pane.LOG_CHUNK - 1, [], 1]);
    const count = pane.LOG_CHUNK + 1;
    await append(pane.LOG_CHUNK + 1, count + 1);
    const { log, requests } = await readNow(freshPane(), wb);
    expect([log.rows.length, log.rowNumbers[count - 1], log.problems, requests]).toEqual([count, count + 1, [], 2]);
    expect((log.lastCells ?? []).map(String)).toEqual(wb.values("Long log")![count].map(String));
  });
});
