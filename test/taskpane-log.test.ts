// What the pane says about the log before it writes, and how an operation starts over when another
// window wrote first (addin/taskpane/logSheet.ts) — docs/rules.md §12 "The log" and docs/task-pane.md
// "The log": a changed log, a protected log sheet or workbook structure stop the pane before any
// cell is written, and the director is told which. The cases mutation testing found open
// (docs/testing.md "Mutation testing").
import { Log, LogRace, logBlocked, logProblem, withLogRetries } from "../addin/taskpane/logSheet";
import { messageText, paneText } from "../addin/i18n/pane";
import { LOG_SHEET } from "../addin/taskpane/logRows";
import type { PaneMessage } from "../addin/i18n/pane";

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
  structureProtected: false,
  ...over,
});
const SHEET = {} as Excel.Worksheet;
const missing = (row: number): PaneMessage => ({ key: "log.rowMissing", params: { row } });

describe("docs/rules.md §12 The log: what is wrong with it, in one sentence", () => {
  it("nothing wrong: nothing said", () => expect(logProblem(log(), "en")).toBeNull());

  it("a deleted log or two logs: the problem itself, naming the log sheet", () => {
    for (const problem of [{ key: "log.deleted" }, { key: "log.twoLogs", params: { sheets: "Adjustments, Adjustments (2)" } }] as PaneMessage[])
      expect(logProblem(log({ name: "Renamed", problems: [problem] }), "en")).toBe(paneText("en", "workbook.logProblem", { log: LOG_SHEET, problem: messageText("en", problem) }));
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
    expect(logBlocked(log({ sheet: SHEET, name: "Adjustments", protected: true, problems: [missing(3)] }), "en")).toBe(logProblem(log({ name: "Adjustments", problems: [missing(3)] }), "en"));
    expect(logBlocked(log({ sheet: SHEET, name: "My log", protected: true }), "en")).toBe(paneText("en", "workbook.logProtected", { log: "My log" }));
    expect(logBlocked(log({ sheet: SHEET, name: "My log", structureProtected: true }), "en")).toBeNull();
    expect(logBlocked(log({ structureProtected: true }), "en")).toBe(paneText("en", "workbook.structureProtected", { log: LOG_SHEET }));
    expect(logBlocked(log(), "en")).toBeNull();
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
