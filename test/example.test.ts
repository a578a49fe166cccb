// The example workbook (issue 15): examples/club-session.xlsx is what scripts/make-example.js
// writes, it is a realistic 7-table, 21-board session with the add-in's formulas in place and one
// adjusted cell of each kind (docs/rules.md §2, §4), and `npm run demo` scores it through the
// built functions.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { openChains, overview } from "../addin/taskpane/adjustments";
import { clearAdjustment } from "../addin/taskpane/adjust";
import { Grid, locate, mergeNote, NOTE_END, noteText } from "../addin/taskpane/identity";
import { decodeSeal, LOG_HEADER, parseLogRow, validateLog } from "../addin/taskpane/logRows";
import { LOG_ID_SETTING, LOG_PROPERTY } from "../addin/taskpane/logSheet";
import { readOverview } from "../addin/taskpane/overview";
import { isEntry } from "../addin/taskpane/scoreCells";
import { readSelection } from "../addin/taskpane/selection";
import { snapshotOf } from "../addin/taskpane/snapshots";
import { parseEntryText } from "../src";
import { ROOT } from "./helpers/build";
import { installWorkbookStandIn, removeWorkbookStandIn } from "./helpers/officeStandIn";

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const example = require("../scripts/make-example") as {
  main(output: string): Promise<string>;
  SHEETS: { session: string; dbf: string; butler: string };
  LOG_SHEET: string;
  LOG_HEADER: string[];
  FIRST: number;
  LAST: number;
};
const { demo } = require("../scripts/demo") as {
  demo(options?: { file?: string; sheet?: string; board?: number }): Promise<{ traveller: unknown[][]; ranking: unknown[][]; text: string }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const FILE = path.join(ROOT, "examples", "club-session.xlsx");
const { SHEETS, FIRST, LAST } = example;

async function read(file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}

/** Everything a reader of the workbook sees, cell by cell: value or formula, format, fill, note. */
function contents(wb: ExcelJS.Workbook): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  wb.eachSheet((ws) =>
    ws.eachRow({ includeEmpty: false }, (row) =>
      row.eachCell({ includeEmpty: false }, (cell) => {
        const fill = cell.fill as { fgColor?: { argb?: string } } | undefined;
        out[`${ws.name}!${cell.address}`] = [JSON.stringify(cell.value), cell.numFmt ?? "", fill?.fgColor?.argb ?? "", JSON.stringify(cell.note ?? "")];
      }),
    ),
  );
  return out;
}

const formulaOf = (cell: ExcelJS.Cell): string => ((cell.value as { formula?: string } | null)?.formula ?? "");

/** A sheet's rows as the pane reads Range.values / Range.formulas of its used range (from A1). */
function gridOf(ws: ExcelJS.Worksheet): Grid {
  const values: unknown[][] = [];
  const formulas: unknown[][] = [];
  for (let r = 1; r <= ws.actualRowCount; r++) {
    const cells = Array.from({ length: ws.actualColumnCount }, (_, c) => ws.getRow(r).getCell(c + 1));
    // No cached results in the file: a formula's value is unknown here, and no row key reads it.
    values.push(cells.map((cell) => (formulaOf(cell) ? null : (cell.value ?? ""))));
    formulas.push(cells.map((cell) => (formulaOf(cell) ? `=${formulaOf(cell)}` : (cell.value ?? ""))));
  }
  return { top: 0, left: 0, values, formulas };
}

/** What the pane's snapshot of a cell would be (text cells read back without their prefix). */
function snapshotOfCell(cell: ExcelJS.Cell): ReturnType<typeof snapshotOf> {
  const argb = (cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb;
  const formula = formulaOf(cell);
  return snapshotOf({
    formula: formula ? `=${formula}` : cell.value,
    value: formula ? 0 : cell.value,
    valueType: formula || typeof cell.value === "number" ? "Double" : cell.value === null ? "Empty" : "String",
    numberFormat: cell.numFmt ?? "General",
    fill: argb ? `#${argb.slice(2)}` : null,
    fillPattern: argb ? "Solid" : "None",
  });
}

/** A sheet as the in-memory Excel of the pane's tests takes it: text kept text, formulas live. */
function standInRows(ws: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = 1; r <= ws.actualRowCount; r++)
    rows.push(
      Array.from({ length: ws.actualColumnCount }, (_, c) => {
        const cell = ws.getRow(r).getCell(c + 1);
        if (formulaOf(cell)) return `=${formulaOf(cell)}`;
        return typeof cell.value === "string" ? `'${cell.value}` : cell.value;
      }),
    );
  return rows;
}

describe("examples/club-session.xlsx", () => {
  let wb: ExcelJS.Workbook;
  let session: ExcelJS.Worksheet;

  beforeAll(async () => {
    wb = await read(FILE);
    session = wb.getWorksheet(SHEETS.session) as ExcelJS.Worksheet;
  });

  it("is exactly what scripts/make-example.js writes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-session-"));
    try {
      const fresh = await read(await example.main(path.join(dir, "club-session.xlsx")));
      expect(contents(fresh)).toEqual(contents(wb));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has the session, its Danish and Butler scoring, and the adjustment log", () => {
    expect(wb.worksheets.map((ws) => ws.name)).toEqual([SHEETS.session, SHEETS.dbf, SHEETS.butler, example.LOG_SHEET]);
  });

  it("asks Excel to compute every formula when it opens (the file carries no cached results)", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(FILE));
    const workbookXml = await (zip.file("xl/workbook.xml") as JSZip.JSZipObject).async("string");
    expect(workbookXml).toMatch(/<calcPr [^>]*fullCalcOnLoad="1"/);
  });

  it("is a 7-table Mitchell over 21 boards, laid out Board, NS, EW, Contract, By, Tricks, Score", () => {
    expect((session.getRow(1).values as unknown[]).slice(1, 8)).toEqual(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"]);
    expect(LAST - FIRST + 1).toBe(147);
    const rows = Array.from({ length: LAST - FIRST + 1 }, (_, i) => session.getRow(FIRST + i).values as unknown[]);
    const boards = new Map<number, number>();
    const meetings = new Map<string, number>();
    const played = new Set<string>();
    for (const [, board, ns, ew] of rows as number[][]) {
      boards.set(board, (boards.get(board) ?? 0) + 1);
      meetings.set(`${ns}-${ew}`, (meetings.get(`${ns}-${ew}`) ?? 0) + 1);
      for (const pair of [ns, ew]) {
        expect(played.has(`${pair}/${board}`)).toBe(false); // no pair plays a board twice
        played.add(`${pair}/${board}`);
      }
    }
    expect([...boards.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect([...boards.values()].every((n) => n === 7)).toBe(true);
    // Every NS pair (1-7) meets every EW pair (8-14) for one round of three boards.
    expect(meetings.size).toBe(49);
    expect([...meetings.values()].every((n) => n === 3)).toBe(true);
  });

  it("has BRIDGE.SCORE in every score cell not adjusted, and MATCHPOINTS and RANKING over the session", () => {
    for (let r = FIRST; r <= LAST; r++) {
      const cell = session.getCell(`G${r}`);
      if (typeof cell.value === "string") continue;
      expect(formulaOf(cell)).toBe(`BRIDGE.SCORE(D${r},E${r},F${r},A${r})`);
    }
    expect(session.getCell("H2").value).toMatchObject({ formula: "BRIDGE.MATCHPOINTS(G2:G148,A2:A148)", shareType: "array", ref: "H2:I148" });
    expect(session.getCell("K2").value).toMatchObject({ formula: 'BRIDGE.RANKING(A2:A148,B2:B148,C2:C148,G2:G148,"decimals=2")', shareType: "array", ref: "K2:P16" });
    const dbf = wb.getWorksheet(SHEETS.dbf) as ExcelJS.Worksheet;
    expect(formulaOf(dbf.getCell("E2"))).toContain('"profile=dbf"');
    expect(formulaOf(dbf.getCell("H2"))).toMatch(/^BRIDGE\.RANKING\(.*profile=dbf/);
    const butler = wb.getWorksheet(SHEETS.butler) as ExcelJS.Worksheet;
    expect(formulaOf(butler.getCell("E2"))).toMatch(/^BRIDGE\.BUTLERIMP\(/);
    expect(formulaOf(butler.getCell("G2"))).toMatch(/^BRIDGE\.BUTLERDATUM\(/);
    expect(formulaOf(butler.getCell("I2"))).toMatch(/^BRIDGE\.RANKING\(.*scoring=butler/);
  });

  it("has one adjusted cell of each kind, written as the task pane writes them (docs/rules.md §2)", () => {
    const adjusted: { address: string; text: string }[] = [];
    for (let r = FIRST; r <= LAST; r++) {
      const cell = session.getCell(`G${r}`);
      if (typeof cell.value !== "string") continue;
      adjusted.push({ address: cell.address, text: cell.value });
      expect(() => parseEntryText(cell.value as string)).not.toThrow();
      expect(cell.numFmt).toBe("@");
      expect((cell.fill as { fgColor?: { argb?: string } }).fgColor?.argb).toBe("FFFFE699");
      expect(String(cell.note)).toMatch(/^Bridge adjustment: /);
    }
    const texts = adjusted.map((a) => a.text);
    const kinds: [string, RegExp][] = [
      ["average plus / minus", /^A\+\/A-$/],
      ["not played", /^NP$/],
      ["split", /^-?\d+\/-?\d+$/],
      ["weighted with an offender", /^\d+% -?\d+( \+ \d+% -?\d+)+ !(NS|EW|NSEW)$/],
      ["fouled board", /^-?\d+ @2$/],
    ];
    for (const [kind, pattern] of kinds) expect([kind, texts.some((t) => pattern.test(t))]).toEqual([kind, true]);
    // The fouled board's group 2 is three rows of one board.
    const fouled = adjusted.filter((a) => /@2$/.test(a.text)).map((a) => session.getCell(`A${a.address.slice(1)}`).value);
    expect(fouled).toHaveLength(3);
    expect(new Set(fouled).size).toBe(1);
  });

  // The log as the pane checks it before it acts on any adjustment: if the pane's format changes
  // and the generator does not follow, these fail (docs/rules.md §2: the notation the cells hold).
  it("logs every adjustment in the Adjustments sheet as the pane writes it: header, chained checks, rows that parse, the formula each replaced", () => {
    const log = wb.getWorksheet(example.LOG_SHEET) as ExcelJS.Worksheet;
    expect(example.LOG_HEADER).toEqual([...LOG_HEADER]);
    const values = gridOf(log).values;
    expect(values[0]).toEqual([...LOG_HEADER]);
    // Every log cell is text, as the pane writes it (a formula or 450/-480 kept exactly).
    for (let r = 2; r <= values.length; r++) for (let c = 1; c <= LOG_HEADER.length; c++) expect([r, c, log.getRow(r).getCell(c).numFmt]).toEqual([r, c, "@"]);
    const { problems, seal } = validateLog(values, 1);
    expect(problems).toEqual([]);
    expect(seal.seq).toBe(values.length - 1);
    const rows = values.slice(1).map((cells) => parseLogRow(cells));
    expect(rows.every((r) => r !== null)).toBe(true);
    const adjustedCells = [];
    for (let r = FIRST; r <= LAST; r++) if (typeof session.getCell(`G${r}`).value === "string") adjustedCells.push(`${SHEETS.session}!G${r}`);
    expect(rows.map((r) => r?.address)).toEqual(adjustedCells);
    for (const row of rows) {
      const cell = session.getCell((row?.address as string).split("!")[1]);
      expect(row).toMatchObject({ action: "apply", entry: cell.value, previous: { kind: "formula", text: `=BRIDGE.SCORE(D${cell.row},E${cell.row},F${cell.row},A${cell.row})` } });
      expect(row?.id).toMatch(/^[0-9a-z]{12}$/);
      // Excel's worksheet ids are not in the file: empty, so the pane finds the sheet by name.
      expect(row?.sheetId).toBe("");
    }
    expect(new Set(rows.map((r) => r?.id)).size).toBe(rows.length);
  });

  it("each logged adjustment is found by its row key in its cell, which holds the logged entry and the pane's note", () => {
    const log = wb.getWorksheet(example.LOG_SHEET) as ExcelJS.Worksheet;
    const rows = gridOf(log).values.map((cells) => parseLogRow(cells)).filter((r) => r !== null);
    const grid = gridOf(session);
    const chains = openChains(rows);
    expect(chains).toHaveLength(rows.length);
    const items = overview(rows, (chain) => {
      const at = locate(chain, grid, isEntry);
      if (at.row === null) return null;
      const cell = session.getCell(at.row + 1, at.column + 1);
      return { address: `${SHEETS.session}!${cell.address}`, snapshot: snapshotOfCell(cell) };
    });
    expect(items.map((i) => [i.address, i.status])).toEqual(rows.map((r) => [r.address, "ok"]));
    for (const chain of chains) {
      expect(chain.last.rowKey).not.toBe("");
      const cell = session.getCell(chain.last.address.split("!")[1]);
      expect(cell.note).toBe(mergeNote(null, noteText(chain.last, chain.first.previous)));
      expect(String(cell.note).endsWith(NOTE_END)).toBe(true);
    }
  });

  it("the pane, meeting the file for the first time, finds the log by its header and each adjustment by its note, marks the log, and can clear an adjustment", async () => {
    const sheets = Object.fromEntries(wb.worksheets.map((ws) => [ws.name, standInRows(ws)]));
    const notes: Record<string, string> = {};
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((cell) => void (cell.note ? (notes[`${ws.name}!${cell.address}`] = String(cell.note)) : undefined))));
    expect(Object.keys(notes)).toHaveLength(7);
    const excel = installWorkbookStandIn({ sheets, notes, selection: `${SHEETS.session}!G25`, apiVersion: "1.18" });
    try {
      expect(excel.settings()[LOG_ID_SETTING]).toBeUndefined();
      const info = await readSelection();
      expect(info.applyProblem).toBeNull();
      expect(info.lost).toEqual([]);
      expect(info.active.state).toMatchObject({ adjusted: true, entry: "A+/A-", editedByHand: false, original: { kind: "formula", text: "=BRIDGE.SCORE(D25,E25,F25,A25)" } });
      // Renamed, it is still the log: its header says so.
      excel.renameSheet(example.LOG_SHEET, "Log 12 March");
      const items = await readOverview();
      expect(items).toHaveLength(7);
      expect(items.every((i) => i.status === "ok")).toBe(true);
      const cleared = await clearAdjustment({ reason: "", who: "Anne Jensen", time: "2026-03-12T22:30:00.000Z" });
      expect(cleared.restored).toEqual([`${SHEETS.session}!G25`]);
      expect(excel.cell(`${SHEETS.session}!G25`)?.formula).toBe("=BRIDGE.SCORE(D25,E25,F25,A25)");
      // Its first row written, the log carries its mark and seal, and nothing in the settings.
      const seal = decodeSeal(excel.customProperties("Log 12 March")[LOG_PROPERTY]);
      expect(seal).toMatchObject({ seq: 8 });
      expect(validateLog(excel.values("Log 12 March") ?? [], 1, "en", seal)).toMatchObject({ problems: [], seal: { seq: 8 } });
      expect(excel.settings()[LOG_ID_SETTING]).toBeUndefined();
    } finally {
      removeWorkbookStandIn();
    }
  });
});

describe("npm run demo", () => {
  it("scores the example through the built functions: an adjusted board's traveller and the ranking", async () => {
    const { traveller, ranking, text } = await demo();
    expect(traveller[0]).toEqual(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS MP", "EW MP"]);
    expect(traveller).toHaveLength(8);
    // Board 12: the weighted score 40 % of +620 and 60 % of +170 against 620 ×3 and -100 ×3.
    // +620 ties three and beats three (NS raw 9, EW 3); +170 beats three and loses to three (6, 6):
    // NS 0.4·9 + 0.6·6 = 7.2, EW 0.4·3 + 0.6·6 = 4.8 — each result matchpointed, then weighted
    // (docs/rules.md §4.3).
    const weighted = traveller.find((r) => String(r[6]).includes("%")) as unknown[];
    expect(weighted.slice(6)).toEqual(["40% 620 + 60% 170 !EW", 7.2, 4.8]);
    expect(ranking[0]).toEqual(["Rank", "Pair", "Boards", "Score", "Max", "%"]);
    expect(ranking).toHaveLength(15);
    // The not-played board counts for neither pair of that table (docs/rules.md §4.2).
    const boards = new Map(ranking.slice(1).map((r) => [r[1], r[2]]));
    expect([...boards.values()].filter((b) => b === 20)).toHaveLength(2);
    expect(text).toContain("Ranking:");
    expect(text).not.toMatch(/#VALUE!|#N\/A|#NAME\?/);
    // A column of matchpoints prints every figure alike: 2.00 beside 9.60, never a bare 2.
    expect(text).toMatch(/\n\s+12\s+2\s+14\s+4H\s+N\s+9\s+-100\s+2\.00\s+10\.00\n/);
  }, 300_000);

  it("computes every formula of every sheet without an error", async () => {
    for (const [sheet, board] of [[SHEETS.dbf, 4], [SHEETS.butler, 17]] as const) {
      const { ranking, text } = await demo({ sheet, board });
      expect(ranking).toHaveLength(15);
      expect(text).not.toMatch(/#VALUE!|#N\/A|#NAME\?/);
    }
  }, 300_000);
});
