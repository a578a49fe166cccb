// What the pane says about the log before it writes, and how an operation starts over when another
// window wrote first (addin/taskpane/logSheet.ts) — docs/rules.md §12 "The log" and docs/task-pane.md
// "The log": a changed log, a protected log sheet or workbook structure stop the pane before any
// cell is written, and the director is told which. The cases mutation testing found open
// (docs/testing.md "Mutation testing").
import { appendLog, keyed, Log, LogRace, logBlocked, logProblem, queueLogProbe, queueSheets, readLog, withLogRetries } from "../../addin/taskpane/logSheet";
import { messageText, paneText } from "../../addin/i18n/pane";
import { LOG_HEADER, LOG_SHEET, validateLog } from "../../addin/taskpane/logRows";
import { applyAdjustment } from "../../addin/taskpane/apply";
import { applyRow } from "../../addin/taskpane/adjustments";
import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookStandIn } from "../../support/runtimeStandIn";
import { ACTOR, TRAVELLER } from "../helpers/paneWorkbook";
import type { PaneMessage } from "../../addin/i18n/pane";

const log = (over: Partial<Log & { structureProtected: boolean }> = {}): Log & { structureProtected: boolean } => ({
  sheet: null,
  sheetId: "",
  name: "",
  rows: [],
  rowNumbers: [],
  problems: [],
  seal: { seq: 0, check: "" },
  lastCells: null,
  wide: true,
  protected: false,
  end: 0,
  structureProtected: false,
  ...over,
});
const SHEET = {} as Excel.Worksheet;
const missing = (row: number): PaneMessage => ({ key: "log.rowMissing", params: { row } });

describe("docs/rules.md §12 The log: what is wrong with it, in one sentence", () => {
  it("nothing wrong: nothing said", () => expect(logProblem(log(), "en")).toBeNull());

  it("a deleted log or two logs: the problem itself, naming the log sheet", () => {
    for (const problem of [{ key: "log.deleted" }, { key: "log.twoLogs", params: { sheets: "Adjustments, Adjustments (2)" } }] as PaneMessage[])
      expect(logProblem(log({ name: "Renamed", problems: [problem] }), "en")).toBe(
        paneText("en", "workbook.logProblem", { log: LOG_SHEET, problem: messageText("en", problem) }),
      );
  });

  it("changes to the log: the first three, then how many more, under the log's own name (Adjustments when it has none)", () => {
    const three = [missing(3), missing(5), missing(7)];
    const shown = three.map((m) => messageText("en", m)).join("; ");
    expect(logProblem(log({ name: "My log", problems: three }), "en")).toBe(paneText("en", "workbook.logChanged", { log: "My log", problems: shown }));
    expect(logProblem(log({ problems: [...three, missing(9), missing(11)] }), "en")).toBe(
      paneText("en", "workbook.logChanged", { log: LOG_SHEET, problems: `${shown}; ${paneText("en", "workbook.andMore", { count: 2 })}` }),
    );
  });
});

describe("docs/rules.md §12 The log: why it cannot take a row now", () => {
  it("a changed log first, then a protected log sheet, then a protected workbook when the log is still to be created", () => {
    expect(logBlocked(log({ sheet: SHEET, name: "Adjustments", protected: true, problems: [missing(3)] }), "en")).toBe(
      logProblem(log({ name: "Adjustments", problems: [missing(3)] }), "en"),
    );
    expect(logBlocked(log({ sheet: SHEET, name: "My log", protected: true }), "en")).toBe(paneText("en", "workbook.logProtected", { log: "My log" }));
    expect(logBlocked(log({ sheet: SHEET, name: "My log", structureProtected: true }), "en")).toBeNull();
    expect(logBlocked(log({ structureProtected: true }), "en")).toBe(paneText("en", "workbook.structureProtected", { log: LOG_SHEET }));
    expect(logBlocked(log(), "en")).toBeNull();
  });
});

describe("docs/task-pane.md The log: each sheet's own key (its custom property), as the probe read it", () => {
  it("a key is its own sheet's only: the sheets without one get none, whichever sheet comes first", () => {
    const prop = (value: string | null) => ({ isNullObject: value === null, value }) as unknown as Excel.WorksheetCustomProperty;
    const probe = {
      probes: [
        { ws: { id: "s1" }, key: prop("K1") },
        { ws: { id: "s2" }, key: prop(null) },
        { ws: { id: "s3" }, key: null },
      ],
      structureProtected: false,
    } as unknown as Parameters<typeof keyed>[1];
    const sheets = ["s1", "s2", "s3"].map((id) => ({ id, name: id, key: "" }));
    expect(keyed(sheets, probe).map((s) => s.key)).toEqual(["K1", "", ""]);
  });
});

describe("docs/task-pane.md The log: another window wrote first", () => {
  const g = globalThis as unknown as { Excel?: unknown };
  afterEach(() => delete g.Excel);
  const excel = (results: (() => string)[]) => {
    let calls = 0;
    g.Excel = { run: async (op: (c: unknown) => Promise<string>) => op(results[calls++]) };
    return () => calls;
  };

  it("the operation starts over after a race, up to three tries, then the race is the director's", async () => {
    const race = () => {
      throw new LogRace("raced");
    };
    let calls = excel([race, race, () => "done"]);
    await expect(withLogRetries(async (step) => (step as unknown as () => string)())).resolves.toBe("done");
    expect(calls()).toBe(3);
    calls = excel([race, race, race, () => "done"]);
    await expect(withLogRetries(async (step) => (step as unknown as () => string)())).rejects.toThrow("raced");
    expect(calls()).toBe(3);
  });

  it("any other error is not retried", async () => {
    const calls = excel([
      () => {
        throw new Error("protected");
      },
      () => "done",
    ]);
    await expect(withLogRetries(async (step) => (step as unknown as () => string)())).rejects.toThrow("protected");
    expect(calls()).toBe(1);
  });
});

// Appending to the log through the stand-in workbook (support/excelStandIn.js): rows read back
// and checked before any cell is written — docs/rules.md §12 "The log", docs/task-pane.md "The log".
// From the mutation run of 5 December 2026 (docs/testing.md "Mutation testing").

describe("docs/rules.md §12 The log: rows appended, read back and checked", () => {
  let wb: WorkbookStandIn;
  afterEach(() => removeWorkbookStandIn());
  const sheetRows = (): string[][] => (wb.values("Adjustments") ?? []).map((r) => r.map(String));
  const row = (cell: string) =>
    applyRow(cell, { kind: "number", text: "1", numberFormat: "General", fill: "" }, "NP", "", "TD", ACTOR.time, { id: cell, sheetId: "", rowKey: "" });
  const excelRun = (f: (context: Excel.RequestContext) => Promise<void>): Promise<void> =>
    (globalThis as unknown as { Excel: { run: (f: (c: Excel.RequestContext) => Promise<void>) => Promise<void> } }).Excel.run(f);
  /** The log as the pane reads it: the sheets, their probe, then the log. */
  async function readNow(context: Excel.RequestContext, carried: boolean): Promise<Log & { structureProtected: boolean }> {
    const sheetsOf = queueSheets(context);
    await context.sync();
    const probeOf = queueLogProbe(context, sheetsOf().items);
    await context.sync();
    return readLog(context, probeOf(), carried);
  }
  /** A log with one row (Sheet1!E2) and what was `typed` into the workbook, then `body` run on the log as read, in one Excel.run. */
  async function withLog(
    body: (context: Excel.RequestContext, log: Log & { structureProtected: boolean }) => Promise<void>,
    typed?: [string, string],
  ): Promise<void> {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await applyAdjustment("A", ACTOR, "en", true);
    if (typed) wb.type(...typed);
    await excelRun(async (context) => body(context, await readNow(context, true)));
  }

  it("twice on the log as read: chained, numbered, the log's last row and row numbers kept for the next append", async () => {
    await withLog(async (context, log) => {
      await appendLog(context, log, [row("Sheet1!E3")], "en");
      await appendLog(context, log, [row("Sheet1!E4"), row("Sheet1!E5")], "en");
      expect(log.rowNumbers).toEqual([2, 3, 4, 5]);
      expect(log.rows.map((r) => r.address)).toEqual(["Sheet1!E2", "Sheet1!E3", "Sheet1!E4", "Sheet1!E5"]);
      expect(log.seal.seq).toBe(4);
      expect((log.lastCells ?? []).map(String)).toEqual(sheetRows()[4]);
      expect(log.wide).toBe(true);
    });
    expect(validateLog(sheetRows(), 1)).toMatchObject({ problems: [], seal: { seq: 4 } });
  });

  it("a log written before its 16th column (R1C1): the title is added over it with the next rows", async () => {
    await withLog(
      async (context, log) => {
        expect(log.wide).toBe(false);
        await appendLog(context, log, [row("Sheet1!E3")], "en");
        expect(log.wide).toBe(true);
      },
      ["Adjustments!P1", ""],
    );
    expect(sheetRows()[0]).toEqual([...LOG_HEADER]);
    expect(validateLog(sheetRows(), 1)).toMatchObject({ problems: [], seal: { seq: 2 } });
  });

  it("the first rows, on a log sheet the append creates, changed before they were read back: the append fails, naming the log", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await excelRun(async (context) => {
      const log = await readNow(context, false);
      expect(log.sheet).toBeNull();
      wb.typeBeforeSync(2, "Adjustments!C2", "Sheet1!E9");
      await expect(appendLog(context, log, [row("Sheet1!E3")], "en")).rejects.toThrow(paneText("en", "workbook.logRaced", { log: LOG_SHEET }));
    });
  });

  it("the first rows create the log sheet, which the log then names", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await excelRun(async (context) => {
      const log = await readNow(context, false);
      await appendLog(context, log, [row("Sheet1!E3")], "en");
      expect([log.name, log.sheetId, log.rowNumbers]).toEqual([LOG_SHEET, wb.sheetId(LOG_SHEET), [2]]);
      // The sheet it created is no protected log: the next rows may follow.
      expect(logBlocked(log, "en")).toBeNull();
    });
  });

  it("two windows creating the log at once: the second's batch writes nothing and starts over (LogRace), the first's rows stand", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.18" });
    await excelRun(async (context) => {
      const read = () => readNow(context, false);
      const [first, second] = [await read(), await read()];
      await appendLog(context, first, [row("Sheet1!E3")], "en");
      const raced = appendLog(context, second, [row("Sheet1!E4")], "en");
      await expect(raced).rejects.toBeInstanceOf(LogRace);
      await expect(raced).rejects.toThrow(paneText("en", "workbook.logRaced", { log: LOG_SHEET }));
    });
    expect(sheetRows().map((r) => r[2])).toEqual(["Cell", "Sheet1!E3"]);
  });

  it("two windows' stale reads on a host without custom properties (ExcelApi 1.10): the second is chained after the first, and no seal is written", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: TRAVELLER }, selection: "Sheet1!E2", apiVersion: "1.10" });
    await applyAdjustment("A", ACTOR, "en", true);
    await excelRun(async (context) => {
      const read = () => readNow(context, true);
      const [first, second] = [await read(), await read()];
      await appendLog(context, first, [row("Sheet1!E3")], "en");
      await appendLog(context, second, [row("Sheet1!E4")], "en");
    });
    expect(sheetRows().map((r) => r[2])).toEqual(["Cell", "Sheet1!E2", "Sheet1!E3", "Sheet1!E4"]);
    expect(validateLog(sheetRows(), 1)).toMatchObject({ problems: [], seal: { seq: 3 } });
  });

  it("its cells are text (format @), so a previous value such as 0.6 or 450/-480 is kept as written", async () => {
    await withLog(async (context, log) => appendLog(context, log, [row("Sheet1!E3")], "en"));
    for (let c = 0; c < LOG_HEADER.length; c++) expect(wb.cell(`Adjustments!${String.fromCharCode(65 + c)}3`)!.numberFormat).toBe("@");
  });

  it("a remark the director typed under the log's last row: the rows follow it, chained from the last log row", async () => {
    await withLog((context, log) => appendLog(context, log, [row("Sheet1!E3")], "en"), ["Adjustments!A3", "Checked by the TD"]);
    expect(sheetRows()[2][0]).toBe("Checked by the TD");
    expect(sheetRows()[3][2]).toBe("Sheet1!E3");
    expect(sheetRows()[3][13]).toBe("2");
  });

  it("one of the rows changed before it was read back: the append fails, so no cell is written", async () => {
    await withLog(async (context, log) => {
      wb.typeBeforeSync(2, "Adjustments!C4", "Sheet1!E9");
      await expect(appendLog(context, log, [row("Sheet1!E3"), row("Sheet1!E4")], "en")).rejects.toThrow(/Adjustments/);
    });
  });

  it("the row they are chained from changed before they were read back (its No., its Check, or so that it is no log row): the append fails", async () => {
    for (const cell of ["Adjustments!N2", "Adjustments!O2", "Adjustments!B2"]) {
      await withLog(async (context, log) => {
        wb.typeBeforeSync(2, cell, "7");
        await expect(appendLog(context, log, [row("Sheet1!E3")], "en")).rejects.toThrow(/Adjustments/);
      });
      removeWorkbookStandIn();
    }
  });
});
