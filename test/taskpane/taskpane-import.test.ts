// "Import results file…" in the task pane — docs/rules.md §10: what the plan writes (pure) and
// what the Excel side does with it, against office-addin-mock. A bad file writes nothing.
import * as fs from "fs";
import * as path from "path";
import { OfficeMockObject } from "office-addin-mock";
import { checkResults, importResults } from "../../src/formats/import";
import { importMessage, importResultsFile, wireImport } from "../../addin/taskpane/import";
import { columnLetter } from "../../addin/address";
import { ImportPlan, planImport, sheetName } from "../../addin/taskpane/importPlan";
import { score } from "../../src/entries/contract";
import { toNumber } from "../../src/exact";
import { scoreButler } from "../../src/imps/butler";
import { scoreMatchpoints } from "../../src/matchpoints/matchpoints";
import { scoreRanking } from "../../src/ranking/ranking";
import { isCellError } from "../../src/entries/cells";

jest.mock("office-addin-manifest", () => ({
  OfficeApp: { Excel: "excel", OneNote: "onenote", Outlook: "outlook", PowerPoint: "powerpoint", Project: "project", Word: "word" },
}));

type Mock = Record<string, unknown>;
const g = globalThis as unknown as { Excel: unknown };
const FIXTURES = path.join(__dirname, "..", "fixtures", "import");
const bytes = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

afterEach(() => {
  delete g.Excel;
});

describe("docs/rules.md §10 the import plan", () => {
  it("column letters and sheet names Excel accepts", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
    expect(sheetName("Import Club [A]: 1/2 * final?")).toBe("Import Club A 1 2 final");
    expect(sheetName("x".repeat(40))).toHaveLength(31);
  });

  it("a matchpoint file: traveller, SCORE where there is a contract, MATCHPOINTS, their figures, Check and the count", () => {
    const results = importResults(bytes("ruter-pairs.pbn"));
    const plan = planImport(results, checkResults(results, "wbf"), "ruter-pairs.pbn", "wbf");
    expect(plan.cells[0][0]).toBe("Imported from ruter-pairs.pbn: PBN, Ruter (MatchPoints;MP1)");
    expect(plan.cells[1].slice(0, 3)).toEqual(["Disagreements with Ruter:", '=COUNTIF($M$5:$M$12,"differs")', "lines with a note: 0; left out (byes): 0"]);
    // The leads, names and deals the file gives after the Note, for Export to write back (docs/import-export.md, What travels with the scores).
    expect(plan.cells[3]).toEqual([
      "Board",
      "NS",
      "EW",
      "Contract",
      "By",
      "Tricks",
      "Score",
      "Table score",
      "NS mp",
      "EW mp",
      "Their NS",
      "Their EW",
      "Check",
      "Note",
      "Lead",
      "NS names",
      "EW names",
      "Deal",
    ]);
    expect(plan.cells[4]).toEqual([
      1,
      2,
      2,
      "4S",
      "S",
      11,
      "450",
      "=BRIDGE.SCORE(D5,E5,F5,A5)",
      '=BRIDGE.MATCHPOINTS($G$5:$G$12,$A$5:$A$12,"profile=wbf; scale=mp")',
      "",
      6,
      0,
      '=IFERROR(IF(AND(OR(K5="",ABS(I5-K5)<=0.05),OR(L5="",ABS(J5-L5)<=0.05)),"ok","differs"),"differs")',
      "",
      "HK",
      "Sören Sandström - Åsa Öhman",
      "",
      "N:AKQ2.AK3.AK4.AKQ JT98.QJT.QJT.JT9 765.9876.9876.87 43.542.532.65432",
    ]);
    // A+ line: no contract, so no SCORE; the entry as imported.
    expect(plan.cells[8].slice(3, 9)).toEqual(["", "", "", "A+", "", ""]);
    // Passed out: SCORE gives 0 whatever else the row holds.
    expect(plan.cells[6][7]).toBe("=BRIDGE.SCORE(D7,E7,F7,A7)");
    expect(plan.rankingFormula).toBe(`=BRIDGE.RANKING('SHEET'!$A$5:$A$12,'SHEET'!$B$5:$B$12,'SHEET'!$C$5:$C$12,'SHEET'!$G$5:$G$12,"profile=wbf; mitchell=on")`);
    expect(plan.textColumns).toEqual([6]);
  });

  it("players' ids go in NS ids / EW ids columns kept as text (docs/import-export.md, What travels with the scores)", () => {
    const results = importResults(bytes("compscore-butler.xml"));
    const plan = planImport(results, checkResults(results, "wbf"), "compscore-butler.xml", "wbf");
    const head = plan.cells[3];
    expect(head.slice(head.indexOf("Note"))).toEqual(["Note", "Lead", "NS names", "EW names", "NS ids", "EW ids", "Deal"]);
    expect(plan.cells[4][head.indexOf("NS ids")]).toBe("1000017 - 1000025");
    expect(plan.textColumns).toEqual([head.indexOf("Score"), head.indexOf("NS ids"), head.indexOf("EW ids")]);
  });

  it("a Butler file scores with BUTLERIMP and ranks at IMPs; a line the notation cannot say has a note and no entry", () => {
    const results = importResults(bytes("magic-butler.pbn"));
    const plan = planImport(results, checkResults(results, "dbf"), "magic-butler.pbn", "dbf");
    expect(plan.cells[3]).toContain("NS IMPs");
    expect(plan.cells[4][8]).toMatch(/^=BRIDGE\.BUTLERIMP\(\$G\$5:\$G\$23,\$A\$5:\$A\$23,"profile=dbf; trim=\d"\)$/);
    expect(plan.rankingFormula).toContain('"profile=dbf; scoring=butler"');
    const noted = plan.cells.find((r) => typeof r[13] === "string" && (r[13] as string).includes("'X5'"))!;
    expect(noted[6]).toBe("");
    expect(plan.problems).toBe(1);
  });

  it("sections scored apart get a Traveller key column, which the formulas take as boards", () => {
    const line = (ns: string, ew: string, score: string) =>
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
    const section = (id: string) =>
      `<SECTION><SECTION_ID>${id}</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("1", "2", "420")}${line("3", "4", "-50")}</BOARD></SECTION>`;
    const results = importResults(`<USEBIO><EVENT EVENT_TYPE="MP_PAIRS">${section("A")}${section("B")}</EVENT></USEBIO>`);
    const plan = planImport(results, checkResults(results, "wbf"), "x.xml", "wbf");
    expect(plan.cells[3].slice(0, 4)).toEqual(["Section", "Board", "Traveller", "NS"]);
    expect(plan.cells[6].slice(0, 3)).toEqual(["B", 1, "B / 1"]);
    expect(plan.cells[4][10]).toBe('=BRIDGE.MATCHPOINTS($I$5:$I$8,$C$5:$C$8,"profile=wbf; scale=mp")');
  });
});

/** The cells of a column range such as $G$5:$G$12 (or G5), read from the plan as Excel would. */
function rangeCells(plan: ImportPlan, ref: string): unknown[][] {
  const m = /^'?(?:SHEET'!)?\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/.exec(ref)!;
  const col = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const from = Number(m[2]);
  const to = Number(m[4] ?? m[2]);
  const out: unknown[][] = [];
  for (let r = from; r <= to; r++) {
    const v = plan.cells[r - 1][col];
    out.push([v === "" ? null : v]);
  }
  return out;
}

const args = (formula: string) => formula.slice(formula.indexOf("(") + 1, -1).split(",");

describe("docs/rules.md §10 the sheet's formulas point at the right cells", () => {
  it.each([
    ["ruter-pairs.pbn", "wbf"],
    ["magic-butler.pbn", "wbf"],
    ["compscore-pairs.xml", "wbf"],
  ] as const)("%s: the scoring formula, evaluated on the sheet's own cells, gives the program's figures", (file, profile) => {
    const results = importResults(bytes(file));
    const plan = planImport(results, checkResults(results, profile), file, profile);
    const head = plan.cells[plan.headerRow - 1];
    const first = plan.cells[plan.headerRow];
    const at = (name: string) => head.indexOf(name);
    const fnCol = head.findIndex((h) => h === "NS mp" || h === "NS IMPs");
    const formula = first[fnCol] as string;
    const [entries, boards, options] = args(formula);
    const fn = formula.startsWith("=BRIDGE.BUTLERIMP") ? scoreButler : scoreMatchpoints;
    const out = fn(rangeCells(plan, entries), rangeCells(plan, boards), JSON.parse(options));
    let compared = 0;
    plan.cells.slice(plan.headerRow).forEach((row, i) => {
      const theirs = [row[at("Their NS")], row[at("Their EW")]];
      const ours = out[i];
      if (theirs[0] === "" || isCellError(ours)) return;
      compared++;
      expect(typeof ours[0] === "string" ? ours[0] : toNumber(ours[0])).toBeCloseTo(theirs[0] as number, 1);
      // Table score: SCORE on the row's own contract, declarer, tricks and board.
      const sf = row[at("Table score")];
      if (typeof sf === "string" && sf.startsWith("=BRIDGE.SCORE")) {
        const [c, d, t, b] = args(sf).map((ref) => rangeCells(plan, ref)[0][0]);
        const entry = String(row[at("Score")]).split("/")[0]; // a split score: NS kept the table result
        expect(score(c as string, d as string, t as number, b as number)).toBe(entry === "PASS" ? 0 : Number(entry));
      }
    });
    expect(compared).toBeGreaterThan(5);
    // RANKING's ranges are the same columns.
    const rankingArgs = args(plan.rankingFormula);
    const table = scoreRanking(
      ...(rankingArgs.slice(0, 4).map((ref) => rangeCells(plan, ref)) as [unknown, unknown, unknown, unknown]),
      JSON.parse(rankingArgs[4]),
    );
    expect(table.length).toBeGreaterThan(2);
  });
});

describe("docs/rules.md §10 importing into the workbook", () => {
  function workbook(existing: string[]) {
    const added: Record<string, Mock> = {};
    const sheetMock = (name: string): Mock => ({
      name,
      // The id Excel gives the new sheet, which the import loads so that a cleanup deletes only what it added.
      id: `{id ${name}}`,
      load: function (this: Mock) {
        return this;
      },
      ranges: {} as Record<string, Mock>,
      getRangeByIndexes: function (this: Mock, r: number, c: number, h: number, w: number) {
        const key = `${r},${c},${h},${w}`;
        const ranges = this.ranges as Record<string, Mock>;
        return (ranges[key] ??= { format: { font: {} } });
      },
      getRange: function (this: Mock, a: string) {
        const ranges = this.ranges as Record<string, Mock>;
        return (ranges[a] ??= { format: { font: {} } });
      },
      activate: function (this: Mock) {
        this.active = true;
      },
    });
    const mock = new OfficeMockObject({
      context: {
        workbook: {
          worksheets: {
            items: existing.map((name) => ({ name })),
            add: function (name: string) {
              added[name] = sheetMock(name);
              return added[name];
            },
          },
        },
      },
      run: async function (this: Mock, callback: (context: unknown) => Promise<unknown>) {
        return callback(this.context);
      },
    });
    g.Excel = mock;
    return added;
  }

  it("writes the traveller sheet and a RANKING sheet, names that do not clash, entries kept as text", async () => {
    const added = workbook(["Import Klubbkväll - Session 1"]);
    const o = await importResultsFile(bytes("ruter-pairs.pbn"), "ruter-pairs.pbn", "wbf");
    expect(o.sheet).toBe("Import Klubbkväll - Session 1 2");
    expect(Object.keys(added)).toEqual(["Import Klubbkväll - Session 1 2", "Ranking Import Klubbkväll - Ses"]);
    const ws = added[o.sheet];
    const ranges = ws.ranges as Record<string, Mock>;
    expect(ranges["0,0,12,18"].formulas).toEqual(o.plan.cells);
    expect(ranges["4,6,8,1"].numberFormat).toEqual(Array.from({ length: 8 }, () => ["@"]));
    expect(ws.active).toBe(true);
    const rankingA1 = (added["Ranking Import Klubbkväll - Ses"].ranges as Record<string, Mock>).A1;
    expect(rankingA1.formulas).toEqual([[o.plan.rankingFormula.replace(/SHEET/g, "Import Klubbkväll - Session 1 2")]]);
    expect(importMessage(o)).toBe(
      "Imported 8 lines into Import Klubbkväll - Session 1 2, ranking in Ranking Import Klubbkväll - Ses. 0 of 8 lines disagree with Ruter (count in Import Klubbkväll - Session 1 2!B2). Pair totals: all 2 agree with RANKING.",
    );
  });

  it("a bad file: the error names the line and no sheet is added", async () => {
    const added = workbook([]);
    const bad = new TextEncoder().encode('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2\n');
    await expect(importResultsFile(bad, "bad.pbn", "wbf")).rejects.toThrow("line 3: 2 values for the 3 columns");
    expect(Object.keys(added)).toEqual([]);
  });

  it("the pane's file input: reads the chosen file with the chosen profile and says what it did", async () => {
    const added = workbook([]);
    const listeners: Record<string, () => void> = {};
    const fileInput = {
      value: "C:\\fakepath\\ruter-pairs.pbn",
      files: [{ name: "ruter-pairs.pbn", arrayBuffer: async () => bytes("ruter-pairs.pbn").buffer }],
      addEventListener: (event: string, f: () => void) => (listeners[event] = f),
    };
    const doc = { getElementById: (id: string) => (id === "import-file" ? fileInput : id === "import-profile" ? { value: "nbb" } : null) };
    (globalThis as unknown as { document: unknown }).document = doc;
    const statuses: [string, string | undefined][] = [];
    let settled!: () => void;
    const done = new Promise<void>((resolve) => (settled = resolve));
    wireImport((text, kind) => {
      statuses.push([text, kind]);
      if (kind) settled();
    });
    listeners.change();
    await done;
    expect(statuses[0]).toEqual(["Reading ruter-pairs.pbn …", undefined]);
    // Progress while the sheet is written (one chunk for a file this small).
    expect(statuses[1]).toEqual(["Writing the sheet: 8 of 8 lines …", undefined]);
    expect(statuses[2][1]).toBe("ok");
    expect(statuses[2][0]).toMatch(/^Imported 8 lines into Import Klubbkväll - Session 1, ranking in Ranking Import Klubbkväll - Ses\. 0 of 8 lines disagree/);
    const written = (added["Import Klubbkväll - Session 1"].ranges as Record<string, Mock>)["0,0,12,18"].formulas as string[][];
    expect(written[4][8]).toContain('"profile=nbb; scale=mp"');
    delete (globalThis as unknown as { document?: unknown }).document;
  });

  it("the pane's file input: a bad file is an error message naming the line, and nothing is written", async () => {
    const added = workbook([]);
    const listeners: Record<string, () => void> = {};
    const bad = new TextEncoder().encode('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2\n');
    const fileInput = {
      value: "x",
      files: [{ name: "bad.pbn", arrayBuffer: async () => bad.buffer }],
      addEventListener: (e: string, f: () => void) => (listeners[e] = f),
    };
    (globalThis as unknown as { document: unknown }).document = { getElementById: (id: string) => (id === "import-file" ? fileInput : null) };
    let settled!: (s: [string, string | undefined]) => void;
    const done = new Promise<[string, string | undefined]>((resolve) => (settled = resolve));
    wireImport((text, kind) => kind && settled([text, kind]));
    listeners.change();
    expect(await done).toEqual(["bad.pbn: line 3: 2 values for the 3 columns of the score table (line 2). Nothing was written.", "error"]);
    expect(Object.keys(added)).toEqual([]);
    delete (globalThis as unknown as { document?: unknown }).document;
  });
});
