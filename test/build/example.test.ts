// The example workbook: examples/club-session.xlsx is what
// scripts/make-example.js writes, it is a realistic 7-table, 21-board session with the add-in's
// formulas in place and one adjusted cell of each kind (docs/rules.md §2, §4), it opens readable
// (every formula carries the value the core computes, spill formulas are dynamic arrays and the
// functions are stored as Excel 365 stores an add-in's functions), and `npm run demo` scores it
// through the built functions.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { XMLParser } from "fast-xml-parser";
import { openChains, overview } from "../../addin/taskpane/adjustments";
import { clearAdjustment } from "../../addin/taskpane/clear";
import { Grid, locate, mergeNote, NOTE_END, noteText } from "../../addin/taskpane/identity";
import { decodeSeal, LOG_HEADER, parseLogRow, validateLog } from "../../addin/taskpane/logRows";
import { LOG_ID_SETTING, LOG_PROPERTY } from "../../addin/taskpane/logSheet";
import { readOverview } from "../../addin/taskpane/overview";
import { isEntry } from "../../addin/taskpane/scoreCells";
import { readSelection } from "../../addin/taskpane/selection";
import { snapshotOf } from "../../addin/taskpane/snapshots";
import { DEFAULT_SETTINGS } from "../../addin/taskpane/paneSettings";
import { planNewSession } from "../../addin/taskpane/newSessionPlan";
import { parseEntryText, scoreButler, scoreDatums, scoreMatchpoints, scoreRanking } from "../../src";
import { scoreCells } from "../../src/entries/contract";
import { parseOptions } from "../../src/options";
import { addressesOf, toExcel, toExcelGrid, toExcelRows } from "../../addin/adapter/excel";
import { calledFunction, displayFormula } from "../../scripts/stored-formulas";
import { buildDistOnce, DIST, ROOT } from "../../support/build";
import { installWorkbookStandIn, removeWorkbookStandIn } from "../../support/runtimeStandIn";

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const example = require("../../scripts/make-example") as {
  main(output: string, office?: unknown): Promise<string>;
  SHEETS: { start: string; session: string; dbf: string; butler: string };
  START_LINES: string[];
  LOG_SHEET: string;
  LOG_HEADER: string[];
  FIRST: number;
  LAST: number;
};
const { demo, splitArguments } = require("../../scripts/demo") as {
  demo(options?: { file?: string; sheet?: string; board?: number }): Promise<{ traveller: unknown[][]; ranking: unknown[][]; text: string }>;
  splitArguments(text: string): string[];
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

/** A cell's formula as Excel shows it once the add-in is loaded (the file stores _xldudf_BRIDGE_…). */
/** Every formula of a sheet, as typed. */
const formulasOf = (ws: ExcelJS.Worksheet): string[] => {
  const out: string[] = [];
  ws.eachRow((row) => row.eachCell((cell) => void (formulaOf(cell) && out.push(formulaOf(cell)))));
  return out;
};
const formulaOf = (cell: ExcelJS.Cell): string => displayFormula((cell.value as { formula?: string } | null)?.formula ?? "");
/** What a cell shows: a formula's cached result, or its value. */
const shown = (cell: ExcelJS.Cell): unknown => (formulaOf(cell) ? (cell.value as { result?: unknown }).result : cell.value);

/** Every part of an xlsx file as text, by name. */
async function parts(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const out: Record<string, string> = {};
  for (const name of Object.keys(zip.files).sort()) if (!zip.files[name].dir) out[name] = await zip.files[name].async("string");
  return out;
}

/** A sheet's rows as the pane reads Range.values / Range.formulas of its used range (from A1). */
function gridOf(ws: ExcelJS.Worksheet): Grid {
  const values: unknown[][] = [];
  const formulas: unknown[][] = [];
  for (let r = 1; r <= ws.actualRowCount; r++) {
    const cells = Array.from({ length: ws.actualColumnCount }, (_, c) => ws.getRow(r).getCell(c + 1));
    values.push(cells.map((cell) => shown(cell) ?? ""));
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
    value: shown(cell),
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

  it("is exactly what scripts/make-example.js writes, part by part", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-session-"));
    try {
      const file = await example.main(path.join(dir, "club-session.xlsx"));
      expect(contents(await read(file))).toEqual(contents(wb));
      expect(await parts(fs.readFileSync(file))).toEqual(await parts(fs.readFileSync(FILE)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("opens on Start here, then the session, its Danish and Butler scoring, and the adjustment log", () => {
    expect(wb.worksheets.map((ws) => ws.name)).toEqual([SHEETS.start, SHEETS.session, SHEETS.dbf, SHEETS.butler, example.LOG_SHEET]);
  });

  it("Start here says in three lines what the file is, how to install the add-in, and what #NAME? means", () => {
    const start = wb.getWorksheet(SHEETS.start) as ExcelJS.Worksheet;
    const lines = Array.from({ length: start.actualRowCount }, (_, i) => start.getCell(i + 1, 1).value);
    expect(lines).toEqual(example.START_LINES);
    expect(lines).toHaveLength(3);
    expect(start.actualColumnCount).toBe(1);
    expect(lines[0]).toMatch(/example club evening .* scored with the Bridge Scoring add-in/);
    expect(lines[1]).toMatch(/install the add-in: Home > Add-ins > More Add-ins > Upload My Add-in/);
    expect(lines[2]).toMatch(/^#NAME\? in a BRIDGE cell means .* install the add-in/);
  });

  it("is a 7-table Mitchell over 21 boards, laid out Board, NS, EW, Contract, By, Tricks, Score", () => {
    expect((session.getRow(1).values as unknown[]).slice(1, 8)).toEqual(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"]);
    expect((session.getRow(1).values as unknown[]).slice(8, 12)).toEqual(["NS MP", "EW MP", "NS names", "EW names"]);
    expect(LAST - FIRST + 1).toBe(147);
    const rows = Array.from({ length: LAST - FIRST + 1 }, (_, i) => session.getRow(FIRST + i).values as unknown[]);
    const boards = new Map<number, number>();
    const meetings = new Map<string, number>();
    const played = new Set<string>();
    for (const [, board, ns, ew] of rows as number[][]) {
      boards.set(board, (boards.get(board) ?? 0) + 1);
      meetings.set(`${ns}-${ew}`, (meetings.get(`${ns}-${ew}`) ?? 0) + 1);
      for (const pair of [`NS ${ns}`, `EW ${ew}`]) {
        expect(played.has(`${pair}/${board}`)).toBe(false); // no pair plays a board twice
        played.add(`${pair}/${board}`);
      }
    }
    expect([...boards.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect([...boards.values()].every((n) => n === 7)).toBe(true);
    // Every NS pair (1-7) meets every EW pair (1-7) for one round of three boards.
    expect(meetings.size).toBe(49);
    expect([...meetings.values()].every((n) => n === 3)).toBe(true);
  });

  it("first evening 3 numbers the Mitchell as New session does: NS 1-7, EW 1-7, the same lines in the same order, ranked as two fields", () => {
    const p = planNewSession({ tables: "7", boards: "21", perRound: "3", pairs: "mitchell" }, DEFAULT_SETTINGS);
    if (!("cells" in p)) throw new Error(p.key);
    const rows = Array.from({ length: LAST - FIRST + 1 }, (_, i) => (session.getRow(FIRST + i).values as unknown[]).slice(1, 4));
    expect(rows).toEqual(p.cells.slice(1).map((r) => r.slice(0, 3)));
    for (const ws of [session, wb.getWorksheet(SHEETS.dbf), wb.getWorksheet(SHEETS.butler)] as ExcelJS.Worksheet[]) {
      const ranking = formulasOf(ws).find((f) => /^BRIDGE\.RANKING\(/.test(f)) as string;
      expect([ws.name, ranking]).toEqual([ws.name, expect.stringMatching(/mitchell=on/)]);
    }
  });

  it("first evening 3 has the pairs' names, and headings over each ranking that say what its columns hold", () => {
    const names = new Map<string, unknown>();
    for (let r = FIRST; r <= LAST; r++) {
      const row = session.getRow(r);
      names.set(`NS ${row.getCell(2).value}`, row.getCell(10).value);
      names.set(`EW ${row.getCell(3).value}`, row.getCell(11).value);
    }
    expect(names.size).toBe(14);
    expect([...names.values()].every((n) => typeof n === "string" && n.includes(" – "))).toBe(true);
    const headings = (ws: ExcelJS.Worksheet, from: number) => (ws.getRow(1).values as unknown[]).slice(from, from + 7);
    expect(headings(session, 13)).toEqual(["Rank", "Pair", "Boards", "MP", "Max MP", "%", "Names"]);
    expect(headings(wb.getWorksheet(SHEETS.dbf) as ExcelJS.Worksheet, 8)).toEqual(["Rank", "Pair", "Boards", "± MP", "Max ± MP", "%", "Names"]);
    expect(headings(wb.getWorksheet(SHEETS.butler) as ExcelJS.Worksheet, 9)).toEqual(["Rank", "Pair", "Boards", "IMPs", "Boards scored", "IMPs/board", "Names"]);
    // Beside each ranked pair, its names; beside the header rows, nothing.
    let side = "NS";
    for (let r = 3; r <= 17; r++) {
      const pair = session.getCell(r, 14).value;
      if (pair === "EW pair") side = "EW";
      // exceljs reads a cached "" back as no value.
      expect([r, shown(session.getCell(r, 19)) ?? ""]).toEqual([r, typeof pair === "number" ? names.get(`${side} ${pair}`) : ""]);
    }
  });

  it("has BRIDGE.SCORE in every score cell not adjusted, and MATCHPOINTS and RANKING over the session", () => {
    for (let r = FIRST; r <= LAST; r++) {
      const cell = session.getCell(`G${r}`);
      if (typeof cell.value === "string") continue;
      expect(formulaOf(cell)).toBe(`BRIDGE.SCORE(D${r},E${r},F${r},A${r})`);
    }
    // Stored as Excel 365 stores an add-in's functions, spilling over the ranges their results fill.
    expect(session.getCell("G2").value).toMatchObject({ formula: "_xldudf_BRIDGE_SCORE(D2,E2,F2,A2)", shareType: "array", ref: "G2" });
    expect(session.getCell("H2").value).toMatchObject({ formula: "_xldudf_BRIDGE_MATCHPOINTS(G2:G148,A2:A148)", shareType: "array", ref: "H2:I148" });
    expect(session.getCell("M2").value).toMatchObject({ formula: '_xldudf_BRIDGE_RANKING(A2:A148,B2:B148,C2:C148,G2:G148,"mitchell=on; decimals=2")', shareType: "array", ref: "M2:R17" });
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
    // In the order applied (a board's lines are in the order of play, not of the NS pairs).
    expect(rows.map((r) => r?.address).sort()).toEqual(adjustedCells.sort());
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
    // The average plus / minus of board 4.
    const r = Array.from({ length: LAST }, (_, i) => i + 1).find((k) => session.getCell(`G${k}`).value === "A+/A-");
    const at = `G${r}`;
    const score = `=BRIDGE.SCORE(D${r},E${r},F${r},A${r})`;
    const excel = installWorkbookStandIn({ sheets, notes, selection: `${SHEETS.session}!${at}`, apiVersion: "1.18" });
    try {
      expect(excel.settings()[LOG_ID_SETTING]).toBeUndefined();
      const info = await readSelection();
      expect(info.applyProblem).toBeNull();
      expect(info.lost).toEqual([]);
      expect(info.active.state).toMatchObject({ adjusted: true, entry: "A+/A-", editedByHand: false, original: { kind: "formula", text: score } });
      // Renamed, it is still the log: its header says so.
      excel.renameSheet(example.LOG_SHEET, "Log 12 March");
      const items = await readOverview();
      expect(items).toHaveLength(7);
      expect(items.every((i) => i.status === "ok")).toBe(true);
      // Adjusted before the Table result column: the log's table result is offered for its own row, and written once confirmed.
      const anne = { reason: "", who: "Anne Jensen", time: "2026-03-12T22:30:00.000Z" };
      const listed = await clearAdjustment(anne);
      expect(listed.restored).toEqual([]);
      expect(listed.planned).toEqual([expect.objectContaining({ address: `${SHEETS.session}!${at}`, restore: `the formula ${score}`, why: expect.stringMatching(/^adjusted before the Table result column/) })]);
      const cleared = await clearAdjustment(anne, listed.planned);
      expect(cleared.restored).toEqual([`${SHEETS.session}!${at}`]);
      expect(excel.cell(`${SHEETS.session}!${at}`)?.formula).toBe(score);
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

/** xl/metadata.xml exactly as Excel 365 saved it beside dynamic-array formulas (see scripts/make-example.js). */
const EXCEL_METADATA =
  '<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:xlrd="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">' +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>' +
  '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}"><xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata></metadata>';

interface XmlCell {
  "@_r": string;
  "@_t"?: string;
  "@_cm"?: string;
  f?: { "#text"?: string; "@_t"?: string; "@_ref"?: string } | string;
  v?: string | number;
}

/**
 * Each sheet's cells as the XML has them, by sheet name (the workbook's relationships name the
 * parts), and the text of the shared strings. Read from the XML itself: exceljs drops a cached 0.
 */
async function sheetCells(bytes: Buffer): Promise<{ sheets: Map<string, Map<string, XmlCell>>; strings: string[] }> {
  const zip = await JSZip.loadAsync(bytes);
  const text = (name: string) => (zip.file(name) as JSZip.JSZipObject).async("string");
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false, trimValues: false, isArray: (name) => ["sheet", "Relationship", "row", "c", "si"].includes(name) });
  const strings = (xml.parse(await text("xl/sharedStrings.xml")).sst.si as { t: string | { "#text"?: string } }[]).map((si) => (typeof si.t === "string" ? si.t : (si.t["#text"] ?? "")));
  const workbook = xml.parse(await text("xl/workbook.xml"));
  const rels = xml.parse(await text("xl/_rels/workbook.xml.rels")).Relationships.Relationship as Record<string, string>[];
  const out = new Map<string, Map<string, XmlCell>>();
  for (const sheet of workbook.workbook.sheets.sheet as Record<string, string>[]) {
    const target = rels.find((r) => r["@_Id"] === sheet["@_r:id"])?.["@_Target"];
    const rows = (xml.parse(await text(`xl/${target}`)).worksheet.sheetData.row ?? []) as { c?: XmlCell[] }[];
    out.set(sheet["@_name"], new Map(rows.flatMap((row) => (row.c ?? []).map((c) => [c["@_r"], c] as const))));
  }
  return { sheets: out, strings };
}

/** The value a cell of the file holds, cached or constant: a number, text, an error code, or null. */
function valueOf(c: XmlCell | undefined, strings: string[]): number | string | null {
  if (c === undefined || !("v" in c)) return null;
  const v = String(c.v ?? "");
  if (c["@_t"] === "s") return strings[Number(v)];
  if (c["@_t"] === "str" || c["@_t"] === "e") return v;
  return Number(v);
}

const formulaText = (c: XmlCell): string => (typeof c.f === "string" ? c.f : (c.f?.["#text"] ?? ""));
const formulaAttrs = (c: XmlCell): { t?: string; ref?: string } => (typeof c.f === "object" ? { t: c.f["@_t"], ref: c.f["@_ref"] } : {});

/** The cells of "K2:P16" (or "G2"), row by row. */
function areaCells(ref: string): string[][] {
  const [a, b = a] = ref.split(":");
  const col = (x: string) => [...x.replace(/\d+$/, "")].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const row = (x: string) => Number(/\d+$/.exec(x)?.[0]);
  const letter = (n: number): string => (n > 26 ? letter(Math.floor((n - 1) / 26)) : "") + String.fromCharCode(65 + ((n - 1) % 26));
  return Array.from({ length: row(b) - row(a) + 1 }, (_, i) => Array.from({ length: col(b) - col(a) + 1 }, (_, j) => `${letter(col(a) + j)}${row(a) + i}`));
}

/** What the scoring core itself gives for a BRIDGE call, from the values its arguments hold: not the bundle, not the demo. */
type Arg = unknown[][] | string | undefined;
const none = addressesOf(undefined, []);
const CORE: Record<string, (args: Arg[]) => unknown[][]> = {
  SCORE: ([c, d, r, v, o]) => toExcelGrid(scoreCells(c as never, d as never, r as never, v as never, { result: parseOptions(o, ["result"], "SCORE").result }), none),
  MATCHPOINTS: ([e, b, o]) => toExcelRows(scoreMatchpoints(e, b, o), 2, none),
  BUTLERIMP: ([e, b, o]) => toExcelRows(scoreButler(e, b, o), 2, none),
  BUTLERDATUM: ([e, b, o]) => toExcelRows(scoreDatums(e, b, o), 1, none),
  RANKING: ([b, n, e, s, o]) => scoreRanking(b, n, e, s, o).map((row) => row.map((v) => toExcel(v as never))),
};

describe("examples/club-session.xlsx opens readable and live", () => {
  let wb: ExcelJS.Workbook;
  let cells: Map<string, Map<string, XmlCell>>;
  let strings: string[];
  let zip: JSZip;
  const text = (name: string) => (zip.file(name) as JSZip.JSZipObject).async("string");

  beforeAll(async () => {
    buildDistOnce();
    wb = await read(FILE);
    ({ sheets: cells, strings } = await sheetCells(fs.readFileSync(FILE)));
    zip = await JSZip.loadAsync(fs.readFileSync(FILE));
  }, 300_000);

  /** A cell's value as the file keeps it: a formula's cached result, text, a number, or null. */
  const held = (sheet: string, address: string): unknown => valueOf(cells.get(sheet)?.get(address), strings);

  it("every formula cell carries its cached value", () => {
    let formulas = 0;
    for (const [sheet, byAddress] of cells)
      for (const c of byAddress.values()) {
        if (c.f === undefined) continue;
        formulas++;
        expect([sheet, c["@_r"], "v" in c]).toEqual([sheet, c["@_r"], true]);
      }
    // 147 scores minus the 7 adjusted, 3 sheets of spilled functions, 2 × 4 × 147 linked cells and
    // 3 × 15 Names beside the rankings.
    expect(formulas).toBe(140 + 2 + 2 + 3 + 2 * 4 * 147 + 3 * 15);
  });

  it("each BRIDGE call's cached block is what the scoring core computes from the cached values of its arguments", () => {
    let calls = 0;
    for (const ws of wb.worksheets)
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          const value = cell.value as { formula?: string; ref?: string; result?: unknown } | null;
          if (!value?.formula) return;
          const call = calledFunction(value.formula);
          // The Names beside a ranking: checked against the traveller in the test of the names above.
          if (/^IFERROR\(/.test(value.formula)) return;
          if (!call) {
            // A reference shows the cell it names.
            const [, sheet, address] = /^'(.+)'!([A-Z]+\d+)$/.exec(value.formula) ?? [];
            expect([ws.name, cell.address, held(ws.name, cell.address)]).toEqual([ws.name, cell.address, held(sheet, address)]);
            return;
          }
          calls++;
          const args: Arg[] = splitArguments(call.args).map((a) =>
            /^".*"$/.test(a) ? a.slice(1, -1).replace(/""/g, '"') : areaCells(a).map((r) => r.map((address) => held(ws.name, address) ?? null)),
          );
          const cached = areaCells(value.ref as string).map((r) => r.map((address) => held(ws.name, address)));
          expect([ws.name, cell.address, cached]).toEqual([ws.name, cell.address, CORE[call.id](args)]);
        }),
      );
    expect(calls).toBe(140 + 2 + 2 + 3);
  });

  it("stores every BRIDGE call as Excel 365 stores a JavaScript custom function: _xldudf_BRIDGE_<id>, never as typed", () => {
    const metadata = JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as { functions: { id: string }[] };
    const ids = new Set(metadata.functions.map((f) => f.id));
    const used = new Set<string>();
    for (const byAddress of cells.values())
      for (const c of byAddress.values()) {
        const f = formulaText(c);
        // Outside its string literals no formula names BRIDGE.… as typed.
        expect(f.replace(/"(?:[^"]|"")*"/g, "")).not.toMatch(/BRIDGE\./);
        for (const m of f.matchAll(/_xldudf_BRIDGE_([A-Z0-9]+)\(/g)) used.add(m[1]);
      }
    expect([...used].sort()).toEqual(["BUTLERDATUM", "BUTLERIMP", "MATCHPOINTS", "RANKING", "SCORE"]);
    for (const id of used) expect([id, ids.has(id)]).toEqual([id, true]);
  });

  it("stores every BRIDGE call as a dynamic array over the range its result fills (cm, array ref), the spilled cells as values", () => {
    let spills = 0;
    for (const [sheet, byAddress] of cells)
      for (const c of byAddress.values()) {
        if (c.f === undefined) continue;
        const { t, ref } = formulaAttrs(c);
        if (!formulaText(c).includes("_xldudf_")) {
          // A reference is an ordinary formula.
          expect([sheet, c["@_r"], t, c["@_cm"]]).toEqual([sheet, c["@_r"], undefined, undefined]);
          continue;
        }
        expect([sheet, c["@_r"], t, c["@_cm"]]).toEqual([sheet, c["@_r"], "array", "1"]);
        const area = areaCells(ref as string);
        expect(area[0][0]).toBe(c["@_r"]);
        if (area.flat().length > 1) spills++;
        for (const address of area.flat().slice(1)) {
          const s = byAddress.get(address);
          // Each spilled cell holds its value, text as t="str" as Excel writes it, and no formula.
          expect([sheet, address, s !== undefined && "v" in s, s?.f, s?.["@_cm"]]).toEqual([sheet, address, true, undefined, undefined]);
          expect([sheet, address, s?.["@_t"]]).not.toEqual([sheet, address, "s"]);
        }
      }
    expect(spills).toBe(2 + 2 + 3);
    // The ranking spills a header row and a row per pair for each of its two fields, six columns.
    expect(formulaAttrs((cells.get(SHEETS.session) as Map<string, XmlCell>).get("M2") as XmlCell).ref).toBe("M2:R17");
  });

  it("has the dynamic-array metadata part as Excel writes it, related and typed", async () => {
    expect((await text("xl/metadata.xml")).replace(/^<\?xml[^>]*\?>\s*/, "")).toBe(EXCEL_METADATA);
    expect(await text("xl/_rels/workbook.xml.rels")).toMatch(
      /<Relationship Id="rId\d+" Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/sheetMetadata" Target="metadata\.xml"\/>/,
    );
    expect(await text("[Content_Types].xml")).toContain('<Override PartName="/xl/metadata.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml"/>');
  });

  it("keeps its saved values on opening: Excel 365's calcId and no full calculation on load", async () => {
    const workbookXml = await text("xl/workbook.xml");
    expect(workbookXml).toMatch(/<calcPr calcId="191029"\/>/);
    expect(workbookXml).not.toMatch(/fullCalcOnLoad/);
  });
});

describe("npm run demo", () => {
  it("scores the example through the built functions: an adjusted board's traveller and the ranking", async () => {
    const { traveller, ranking, text } = await demo();
    expect(traveller[0]).toEqual(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS MP", "EW MP", "NS names", "EW names"]);
    expect(traveller).toHaveLength(8);
    // Board 12: the weighted score 40 % of +620 and 60 % of +170 against 620 ×3 and -100 ×3.
    // +620 ties three and beats three (NS raw 9, EW 3); +170 beats three and loses to three (6, 6):
    // NS 0.4·9 + 0.6·6 = 7.2, EW 0.4·3 + 0.6·6 = 4.8 — each result matchpointed, then weighted
    // (docs/rules.md §4.3).
    const weighted = traveller.find((r) => String(r[6]).includes("%")) as unknown[];
    expect(weighted.slice(6, 9)).toEqual(["40% 620 + 60% 170 !EW", 7.2, 4.8]);
    // Two fields, NS then EW, each under its own header (docs/rules.md §6, mitchell=on).
    expect(ranking[0]).toEqual(["Rank", "NS pair", "Boards", "Score", "Max", "%"]);
    expect(ranking[8]).toEqual(["Rank", "EW pair", "Boards", "Score", "Max", "%"]);
    expect(ranking).toHaveLength(16);
    // The not-played board counts for neither pair of that table (docs/rules.md §4.2).
    expect(ranking.filter((r) => r[2] === 20)).toHaveLength(2);
    expect(text).toContain("Ranking:");
    expect(text).not.toMatch(/#VALUE!|#N\/A|#NAME\?/);
    // A column of matchpoints prints every figure alike: 2.00 beside 9.60, never a bare 2.
    expect(text).toMatch(/\n\s+12\s+3\s+2\s+4H\s+N\s+9\s+-100\s+2\.00\s+10\.00\s/);
  }, 300_000);

  it("computes every formula of every sheet without an error", async () => {
    for (const [sheet, board] of [[SHEETS.dbf, 4], [SHEETS.butler, 17]] as const) {
      const { ranking, text } = await demo({ sheet, board });
      expect(ranking).toHaveLength(16);
      expect(text).not.toMatch(/#VALUE!|#N\/A|#NAME\?/);
    }
  }, 300_000);
});
