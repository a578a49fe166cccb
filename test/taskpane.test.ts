// The task pane's Excel interactions against office-addin-mock: what apply, clear, the log, the
// overview and "Insert formulas" load, write and append. The decisions behind them are tested in
// adjustments.test.ts and describe.test.ts; the flows end to end in e2e/taskpane.test.ts.
import { OfficeMockObject } from "office-addin-mock";
import { LOG_HEADER } from "../src/adjustments";
import { applyAdjustment, clearAdjustment, insertFormulas, noteSupport, readOverview, readSelection } from "../addin/taskpane/workbook";

// office-addin-mock only needs the OfficeApp names from office-addin-manifest, whose own
// dependencies are ES modules that jest's CommonJS runtime on Node 20 cannot require.
jest.mock("office-addin-manifest", () => ({
  OfficeApp: { Excel: "excel", OneNote: "onenote", Outlook: "outlook", PowerPoint: "powerpoint", Project: "project", Word: "word" },
}));

const ACTOR = { reason: "Law 12C2", who: "Anna", time: "2025-01-01T20:00:00.000Z" };
const g = globalThis as unknown as { Excel: unknown; Office: unknown };

type Mock = Record<string, unknown>;

/** A one-cell range as office-addin-mock data. */
function cellData(address: string, value: unknown, opts: { formula?: string; type?: string; format?: string; fill?: string } = {}): Mock {
  return {
    address,
    formulas: [[opts.formula ?? value]],
    values: [[value]],
    valueTypes: [[opts.type ?? (typeof value === "number" ? "Double" : value === "" ? "Empty" : "String")]],
    numberFormat: [[opts.format ?? "General"]],
    format: {
      fill: {
        color: opts.fill ?? "#FFFFFF",
        clear: function (this: Mock) {
          this.cleared = true;
        },
      },
      font: { bold: false },
    },
  };
}

/** A selection of one column of cells on Sheet1. */
function selectionData(cells: Mock[]): Mock {
  const data: Mock = {
    address: `Sheet1!${String(cells[0].address).split("!")[1]}`,
    rowCount: cells.length,
    columnCount: 1,
    cellCount: cells.length,
    worksheet: { name: "Sheet1" },
    getCell: function (this: Mock, r: number) {
      return this[`cell${r}`];
    },
  };
  cells.forEach((c, i) => (data[`cell${i}`] = c));
  return data;
}

/** The Adjustments sheet: absent (null object), or with these rows in its used range. */
function logSheetData(rows: string[][] | null, writes: string[]): Mock {
  if (rows === null) return { isNullObject: true };
  const sheet: Mock = {
    isNullObject: false,
    used: { isNullObject: false, values: rows, rowIndex: 0, rowCount: rows.length },
    getUsedRangeOrNullObject: function (this: Mock) {
      return this.used;
    },
    getRange: function (this: Mock, a: string) {
      return this[`range ${a}`];
    },
  };
  for (const a of writes) sheet[`range ${a}`] = { format: { font: {} } };
  return sheet;
}

function excel(workbook: Mock): OfficeMockObject & Mock {
  const mock = new OfficeMockObject({
    context: { workbook },
    run: async function (this: Mock, callback: (context: unknown) => Promise<unknown>) {
      return callback(this.context);
    },
  }) as OfficeMockObject & Mock;
  g.Excel = mock;
  return mock;
}

function office(version: "1.18" | "1.10" | "1.9"): void {
  const [, minor] = version.split(".").map(Number);
  g.Office = { context: { requirements: { isSetSupported: (_: string, v: string) => Number(v.split(".")[1]) <= minor } } };
}

/** Walks the mock like the code does: mock.context.workbook.a.b… */
const at = (mock: Mock, ...path: string[]): Mock => path.reduce((o, k) => o[k] as Mock, (mock.context as Mock).workbook as Mock);

const logRow = (address: string, action: string, previous: string, kind: string, entry: string, fill = "") => [
  "2025-01-01T19:00:00.000Z",
  action,
  address,
  previous,
  kind,
  "General",
  fill,
  entry,
  "",
  "",
];

afterEach(() => {
  delete g.Excel;
  delete g.Office;
});

describe("requirement sets", () => {
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
    office("1.18");
    const notes: [string, string][] = [];
    const newLog = logSheetData([], ["A1:J1", "A2:J2"]);
    const mock = excel({
      selected: selectionData([cellData("Sheet1!D5", 420)]),
      getSelectedRange: function (this: Mock) {
        return this.selected;
      },
      worksheets: {
        log: { isNullObject: true },
        getItemOrNullObject: function (this: Mock) {
          return this.log;
        },
        created: newLog,
        add: function (this: Mock) {
          return this.created;
        },
      },
      notes: {
        none: { isNullObject: true, content: "" },
        getItemOrNullObject: function (this: Mock) {
          return this.none;
        },
        add: (address: string, content: string) => notes.push([address, content]),
      },
    });

    await expect(applyAdjustment("450/-480", ACTOR)).resolves.toEqual({ addresses: ["Sheet1!D5"] });

    const cell = at(mock, "selected", "cell0");
    expect(cell.numberFormat).toEqual([["@"]]);
    expect(cell.values).toEqual([["450/-480"]]);
    expect(at(mock, "selected", "cell0", "format", "fill").color).toBe("#FFE699");
    const log = at(mock, "worksheets", "created");
    expect((log["range A1:J1"] as Mock).values).toEqual([[...LOG_HEADER]]);
    const row = log["range A2:J2"] as Mock;
    expect(row.numberFormat).toEqual([LOG_HEADER.map(() => "@")]);
    expect(row.values).toEqual([[ACTOR.time, "apply", "Sheet1!D5", "420", "number", "General", "", "450/-480", "Law 12C2", "Anna"]]);
    expect(notes).toHaveLength(1);
    expect(notes[0][0]).toBe("Sheet1!D5");
    expect(notes[0][1]).toMatch(/^Bridge adjustment: 450\/-480\nSplit score: NS ranked as if NS scored \+450, EW as if NS scored −480\.\nTable result: 420\.\nReason: Law 12C2/);
  });

  it("applies one entry to every cell of a selection, appending below the existing log; a formula is logged as its formula", async () => {
    office("1.9"); // no notes, no comments: the adjustment still goes through
    const existing = [[...LOG_HEADER], logRow("Sheet1!D9", "apply", "100", "number", "A")];
    const mock = excel({
      selected: selectionData([cellData("Sheet1!D5", 90), cellData("Sheet1!D6", 110, { formula: "=SCORE(A6,B6,C6,1)" })]),
      getSelectedRange: function (this: Mock) {
        return this.selected;
      },
      worksheets: {
        log: logSheetData(existing, ["A3:J4"]),
        getItemOrNullObject: function (this: Mock) {
          return this.log;
        },
      },
    });

    await applyAdjustment("NP", ACTOR);

    expect(at(mock, "selected", "cell0").values).toEqual([["NP"]]);
    expect(at(mock, "selected", "cell1").values).toEqual([["NP"]]);
    expect((at(mock, "worksheets", "log")["range A3:J4"] as Mock).values).toEqual([
      [ACTOR.time, "apply", "Sheet1!D5", "90", "number", "General", "", "NP", "Law 12C2", "Anna"],
      [ACTOR.time, "apply", "Sheet1!D6", "=SCORE(A6,B6,C6,1)", "formula", "General", "", "NP", "Law 12C2", "Anna"],
    ]);
  });

  it("refuses a selection on the log sheet itself", async () => {
    office("1.18");
    const selected = selectionData([cellData("Adjustments!A2", "x")]);
    (selected.worksheet as Mock).name = "Adjustments";
    excel({
      selected,
      getSelectedRange: function (this: Mock) {
        return this.selected;
      },
    });
    await expect(applyAdjustment("A", ACTOR)).rejects.toThrow(/Adjustments sheet is the log/);
  });
});

describe("clear", () => {
  function clearMock(current: Mock, rows: string[][], noteContent: string | null): { mock: Mock; deleted: () => boolean } {
    let deleted = false;
    const mock = excel({
      selected: selectionData([current]),
      getSelectedRange: function (this: Mock) {
        return this.selected;
      },
      worksheets: {
        log: logSheetData([[...LOG_HEADER], ...rows], [`A${rows.length + 2}:J${rows.length + 2}`]),
        getItemOrNullObject: function (this: Mock) {
          return this.log;
        },
      },
      notes: {
        note: { isNullObject: noteContent === null, content: noteContent ?? "", delete: () => (deleted = true) },
        getItemOrNullObject: function (this: Mock) {
          return this.note;
        },
        add: () => undefined,
      },
    });
    return { mock, deleted: () => deleted };
  }

  it("restores the value before the chain's first apply, clears the fill, logs what it overwrote and removes our note", async () => {
    office("1.18");
    const rows = [logRow("Sheet1!D5", "apply", "-50", "number", "A+"), logRow("Sheet1!D5", "apply", "A+", "text", "A-", "#FFE699")];
    const { mock, deleted } = clearMock(cellData("Sheet1!D5", "A-", { format: "@", fill: "#FFE699" }), rows, "Bridge adjustment: A-\n…");

    await expect(clearAdjustment(ACTOR)).resolves.toEqual({ restored: ["Sheet1!D5"], untouched: [] });

    const cell = at(mock, "selected", "cell0");
    expect(cell.numberFormat).toEqual([["General"]]);
    expect(cell.values).toEqual([[-50]]);
    expect(at(mock, "selected", "cell0", "format", "fill").cleared).toBe(true);
    expect((at(mock, "worksheets", "log")["range A4:J4"] as Mock).values).toEqual([
      [ACTOR.time, "clear", "Sheet1!D5", "A-", "text", "@", "#FFE699", "-50", "Law 12C2", "Anna"],
    ]);
    expect(deleted()).toBe(true);
  });

  it("a second clear finds nothing to restore and writes nothing; a director's own note stays", async () => {
    office("1.18");
    const rows = [logRow("Sheet1!D5", "apply", "-50", "number", "A+"), logRow("Sheet1!D5", "clear", "A+", "text", "-50", "#FFE699")];
    const { mock, deleted } = clearMock(cellData("Sheet1!D5", -50), rows, "Checked with the captains");

    await expect(clearAdjustment(ACTOR)).resolves.toEqual({ restored: [], untouched: ["Sheet1!D5"] });

    expect(at(mock, "selected", "cell0").values).toEqual([[-50]]);
    expect((at(mock, "worksheets", "log")["range A4:J4"] as Mock).values).toBeUndefined();
    expect(deleted()).toBe(false);
  });
});

describe("selection and overview", () => {
  it("reads the active cell and its adjustment from the log", async () => {
    const active = cellData("Sheet1!D5", "450", { format: "@", fill: "#FFE699" });
    excel({
      selected: { address: "Sheet1!D5", cellCount: 1 },
      getSelectedRange: function (this: Mock) {
        return this.selected;
      },
      active,
      getActiveCell: function (this: Mock) {
        return this.active;
      },
      worksheets: {
        log: logSheetData([[...LOG_HEADER], logRow("Sheet1!D5", "apply", "420", "number", "A+")], []),
        getItemOrNullObject: function (this: Mock) {
          return this.log;
        },
      },
    });
    const info = await readSelection();
    expect(info.active.snapshot).toEqual({ kind: "text", text: "450", numberFormat: "@", fill: "#FFE699" });
    expect(info.active.state).toMatchObject({ adjusted: true, entry: "A+", editedByHand: true, original: { kind: "number", text: "420" } });
  });

  it("lists open adjustments checked against their cells; a deleted sheet is reported missing", async () => {
    const rows = [
      [...LOG_HEADER],
      logRow("Sheet1!D2", "apply", "420", "number", "A+"),
      logRow("Sheet1!D3", "apply", "-50", "number", "NP"),
      logRow("Sheet1!D4", "apply", "100", "number", "A"),
      logRow("Sheet1!D4", "clear", "A", "text", "100"),
      logRow("Old!D4", "apply", "100", "number", "A"),
    ];
    excel({
      worksheets: {
        log: logSheetData(rows, []),
        getItemOrNullObject: function (this: Mock) {
          return this.log;
        },
        items: [{ name: "Sheet1" }, { name: "Adjustments" }],
        sheet1: {
          D2: cellData("Sheet1!D2", "A+", { format: "@" }),
          D3: cellData("Sheet1!D3", 110),
          getRange: function (this: Mock, a: string) {
            return this[a];
          },
        },
        getItem: function (this: Mock) {
          return this.sheet1;
        },
      },
    });
    const items = await readOverview();
    expect(items.map((i) => [i.address, i.entry, i.status])).toEqual([
      ["Sheet1!D2", "A+", "ok"],
      ["Sheet1!D3", "NP", "edited"],
      ["Old!D4", "A", "missing"],
    ]);
  });
});

describe("insert formulas", () => {
  it("puts MATCHPOINTS in the first free columns and RANKING on a new sheet, with the chosen profile", async () => {
    const values = [
      ["Board", "NS", "EW", "Contract", "Score"],
      [1, 1, 11, "4H", 420],
      [1, 2, 12, "4H", "A+/A-"],
    ];
    const right = [
      ["Note", "", "", ""],
      ["x", "", "", ""],
      ["", "", "", ""],
    ];
    const mock = excel({
      selected: {
        values,
        rowIndex: 0,
        columnIndex: 0,
        rowCount: 3,
        columnCount: 5,
        worksheet: {
          name: "Round 1",
          "G1:H1": { format: { font: {} } },
          G2: {},
          getRange: function (this: Mock, a: string) {
            return this[a];
          },
        },
        offset: {
          right: { values: right },
          getAbsoluteResizedRange: function (this: Mock) {
            return this.right;
          },
        },
        getOffsetRange: function (this: Mock) {
          return this.offset;
        },
      },
      getSelectedRange: function (this: Mock) {
        return this.selected;
      },
      worksheets: {
        items: [{ name: "Round 1" }, { name: "Ranking" }],
        added: {
          A1: {},
          getRange: function (this: Mock, a: string) {
            return this[a];
          },
        },
        add: function (this: Mock, name: string) {
          this.addedName = name;
          return this.added;
        },
      },
    });

    const done = await insertFormulas({ profile: "dbf", scoring: "mp" });

    const ws = at(mock, "selected", "worksheet");
    expect((ws["G1:H1"] as Mock).values).toEqual([["NS MP", "EW MP"]]);
    expect((ws.G2 as Mock).formulas).toEqual([[`=BRIDGE.MATCHPOINTS('Round 1'!$E$2:$E$3,'Round 1'!$A$2:$A$3,"profile=dbf")`]]);
    expect(at(mock, "worksheets").addedName).toBe("Ranking 2");
    expect((at(mock, "worksheets", "added").A1 as Mock).formulas).toEqual([
      [`=BRIDGE.RANKING('Round 1'!$A$2:$A$3,'Round 1'!$B$2:$B$3,'Round 1'!$C$2:$C$3,'Round 1'!$E$2:$E$3,"profile=dbf")`],
    ]);
    expect(done.rankingSheet).toBe("Ranking 2");
  });
});
