#!/usr/bin/env node
// Writes examples/club-session.xlsx: a club session as a director keeps it, with the add-in's
// formulas in place, so a new user can open it and see the functions work.
//
// A first sheet "Start here" says what the file is, how to get the add-in and what #NAME? means.
// Then a 7-table Mitchell over 21 boards (3 a round, 7 rounds), the movement New session writes
// (src/movement; docs/rules.md §13): NS pairs 1-7 stay, EW pairs 1-7 move up a table and the boards
// down one each round, each board's lines in the order it is played: Board, NS, EW, Contract, By,
// Tricks, Score, the matchpoints, the pairs' names. Score is =BRIDGE.SCORE(contract, by, tricks,
// board); matchpoints and the ranking are =BRIDGE.MATCHPOINTS and =BRIDGE.RANKING, which ranks NS
// and EW apart (`mitchell=on`: two winners), under headings that say what each column holds and
// with each pair's names beside it (docs/task-pane.md, "The ranking sheet"). Five score
// cells were adjusted with the task pane — one of each kind: average plus/minus, not played, a
// split score, a weighted score with an offender, and a fouled board (three rows in group 2) —
// so they hold the notation as text, the pane's fill and note, and a row in the Adjustments log.
// The log rows, their ids, row keys, numbers and chained checks, the notes and the cells are made
// by the pane's own functions (addin/taskpane/adjustments.ts, logRows.ts, identity.ts), so the file is what
// the pane would have written; a change of the pane's format shows up as a failing example test.
// What a file cannot carry: Excel's worksheet ids (each log row's "Sheet id" is left empty, so the
// pane finds the cell's sheet by its name) and the document setting that names the log sheet by
// its id (the pane finds the log by its name the first time and records the setting then).
// Two more sheets score the same session under the Danish rules (profile=dbf) and at Butler IMPs.
//
// Readable without the add-in: every formula carries its cached value, computed when
// the file is made by the built functions themselves (the engine of `npm run demo`, which calls
// each registered custom function of functions.js as Excel would), and the workbook asks for no
// recalculation on opening. So a spreadsheet program without the add-in shows the session
// scored; Excel with the add-in computes the same values again.
//
// As Excel 365 writes them:
// - A call of a custom function is stored as `_xldudf_BRIDGE_SCORE(…)`, not as typed: see
//   stored-formulas.js for the evidence (a workbook saved by Excel 365, OfficeDev/
//   Excel-Custom-Functions #108, office-js #3558, #3872, #5611, #6611, #6655).
// - Every such call is a dynamic array: `<c r="H2" cm="1"><f t="array" ref="H2:I148">…</f><v>…</v>`
//   with `ref` the range its result spills into (one cell for SCORE), and the other cells of that
//   range holding their cached values, text as `t="str"` (XlsxWriter #93: Excel reads a shared
//   string there as #VALUE!). `cm="1"` points at the first cell-metadata block of xl/metadata.xml,
//   whose XLDAPR future metadata carries <xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/>.
//   The element is Microsoft's [MS-XLSX] extension (its dynamicarray schema, CT_DynamicArrayProperties,
//   https://learn.microsoft.com/en-us/openspecs/office_standards/ms-xlsx/878c8ac4-8548-4bfb-9ad4-b1378e0efed1);
//   the metadata part and the cell's `cm` attribute are ECMA-376 Part 1 (§18.9, §18.3.1.4). How
//   Excel combines them is not written down by Microsoft; LibreOffice bug 127808 (comment 2, an
//   analysis of files Excel saved) describes it, and the part here is byte for byte what Excel 365
//   saved in the workbook cited in stored-formulas.js and in a spill saved by Excel for Mac (the
//   calamine reader's tests/spill.xlsx, whose spilled cells hold plain cached values). Without
//   `cm` Excel 365 shows the formula as a legacy {=…} array of fixed size; with it the result
//   spills and resizes when the session grows. No function here is one of Excel's newer
//   built-ins, so no `_xlfn.` prefix is needed.
// - calcPr calcId="191029", Excel 365's calculation engine as it saves (same workbook): a file
//   marked with an older engine is recalculated in full on opening, which without the add-in
//   would turn every saved value into #NAME?.
// What Excel itself may still do differently is listed in docs/installing.md ("What only real Excel can
// confirm").
//
// Deterministic: the same file content on every run (fixed dates, seeded results), so a test
// regenerates it and compares. Computing the values needs the built add-in (support/build.ts:
// built into build/test-dist/ when the sources changed, as for the tests and the demo).
//
// Usage: node scripts/make-example.js [output.xlsx]   (default examples/club-session.xlsx)
"use strict";

const path = require("path");
const ExcelJS = require("exceljs");
const JSZip = require("jszip");
const { XMLBuilder, XMLParser } = require("fast-xml-parser");
require("./ts-require");
const pane = {
  ...require("../addin/taskpane/adjustments.ts"),
  ...require("../addin/taskpane/logRows.ts"),
  ...require("../addin/taskpane/snapshots.ts"),
  ...require("../addin/taskpane/identity.ts"),
};
const { columnLetter, sheetRef } = require("../addin/address.ts");
const { isEntry } = require("../addin/taskpane/scoreCells.ts");
const { mergeNote, noteText } = pane;
const { buildMovement, formatEntry, parseEntryText, travellerLines } = require("../src/index.ts");
const { rankingHeadings, NAME_TITLES } = require("../addin/i18n/rankingColumns.ts");
const { namesFormula } = require("../addin/taskpane/sessionNames.ts");
const { loadFunctions, Workbook: Computed, ExcelError } = require("./demo");
const { calledFunction, storedFormula } = require("./stored-formulas");

const ROOT = path.resolve(__dirname, "..");
const DEFAULT_OUTPUT = path.join(ROOT, "examples", "club-session.xlsx");

const TABLES = 7;
const BOARDS_PER_ROUND = 3;
const BOARDS = TABLES * BOARDS_PER_ROUND;
const ROWS = BOARDS * TABLES;
const FIRST = 2; // first data row (row 1 holds the titles)
const LAST = FIRST + ROWS - 1;
const PAIRS = 2 * TABLES;
const SESSION_DATE = new Date(Date.UTC(2026, 2, 12, 19, 0, 0));
const DIRECTOR = "Anne Jensen";

/** The task pane's log sheet and columns, and its fill as exceljs spells a colour (ARGB). */
const { LOG_SHEET, LOG_HEADER } = pane;
const argb = (hex) => `FF${hex.replace(/^#/, "").toUpperCase()}`;
const ADJUSTED_FILL = argb(pane.ADJUSTED_FILL);

const SHEETS = { start: "Start here", session: "Session", dbf: "Session (dbf)", butler: "Butler" };

/**
 * The first sheet, three lines: what the file is, how to get the add-in, what #NAME? means. The
 * saved values show in any spreadsheet program; #NAME? appears where an Excel without the add-in
 * calculates a BRIDGE cell again.
 */
const START_LINES = [
  "An example club evening (7 tables, 21 boards, one adjusted score of each kind) scored with the Bridge Scoring add-in for Excel: the figures you see were computed by the add-in when this file was made.",
  'To score your own sessions, install the add-in: Home > Add-ins > More Add-ins > Upload My Add-in, and choose the manifest.xml from the add-in\'s site (its help page "Installing in Excel" covers Windows, Mac and whole clubs).',
  "#NAME? in a BRIDGE cell means the program that calculated it does not know the add-in's functions (Excel without the add-in, or another spreadsheet program): in Excel, install the add-in and the cell is computed again; if one stays #NAME?, select it, press F2 and Enter.",
];

/** Seeded generator (mulberry32): the same "random" session every time. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The contract most tables reach on each board, and by which side: a plausible club evening. */
const PAR = [
  ["4S", "NS"],
  ["3NT", "EW"],
  ["2H", "NS"],
  ["4H", "EW"],
  ["3NT", "NS"],
  ["2S", "EW"],
  ["5D", "NS"],
  ["1NT", "EW"],
  ["4S", "NS"],
  ["3C", "EW"],
  ["4H", "NS"],
  ["4H", "NS"],
  ["3NT", "EW"],
  ["2D", "NS"],
  ["6S", "NS"],
  ["4S", "EW"],
  ["2S", "NS"],
  ["3NT", "NS"],
  ["3H", "EW"],
  ["2NT", "NS"],
  ["4HX", "EW"],
];

/** A lower contract in the same strain, for the tables that stop short. */
function partScore(contract) {
  const m = /^(\d)(NT|[CDHS])/.exec(contract);
  const level = Math.max(1, Number(m[1]) - (Number(m[1]) >= 5 ? 2 : 1));
  return `${level}${m[2]}`;
}

/** Seat of a side: each side's two players take turns declaring. */
const seat = (side, rnd) => (side === "NS" ? (rnd() < 0.5 ? "N" : "S") : rnd() < 0.5 ? "E" : "W");

/** One traveller row per table per board, in traveller order: New session's Mitchell, board by board in the order of play. */
function session() {
  const rnd = random(20260312);
  return travellerLines(buildMovement("mitchell", TABLES, BOARDS_PER_ROUND, false)).map(({ board, ns, ew }) => {
    const [par, side] = PAR[board - 1];
    const contract = rnd() < 0.2 ? partScore(par) : par;
    const needed = Number(contract[0]) + 6;
    const u = rnd();
    const delta = u < 0.06 ? -2 : u < 0.26 ? -1 : u < 0.72 ? 0 : u < 0.95 ? 1 : 2;
    return { board, ns, ew, contract, by: seat(side, rnd), tricks: Math.min(13, needed + delta) };
  });
}

/** The pairs' names, by direction and number: the NS names and EW names columns. */
const NAMES = {
  ns: [
    "Anne Jensen – Ole Hansen",
    "Kirsten Berg – Lars Holm",
    "Mette Dahl – Peter Lund",
    "Inge Falk – Jens Krogh",
    "Birthe Moller – Erik Bak",
    "Lone Friis – Henrik Vang",
    "Susanne Winther – Poul Skov",
  ],
  ew: [
    "Karen Lind – Niels Ravn",
    "Hanne Bruun – Torben Juhl",
    "Grethe Kjaer – Svend Toft",
    "Tove Mark – Bent Hald",
    "Else Borg – Kurt Vinther",
    "Ruth Bech – Arne Lykke",
    "Jytte Storm – Finn Aagaard",
  ],
};

/**
 * The adjustments, in the order the director applied them: which row (board, NS pair), the entry
 * as typed in the pane and the reason given. The pane writes the entry's canonical notation and
 * words the note itself (describeEntryIn, addin/i18n/describe.ts).
 */
const ADJUSTMENTS = [
  { board: 4, ns: 3, entry: "A+/A-", reason: "Law 12C2: no result possible, EW at fault" },
  { board: 9, ns: 6, entry: "NP", reason: "Not played: round 6 ran out of time" },
  { board: 11, ns: 2, entry: "420/450", reason: "Law 12C1(e): NS 4H=, EW (offenders) as if 4H+1" },
  { board: 12, ns: 4, entry: "40% 620 + 60% 170 !EW", reason: "Law 12C1(c): 40 % 4H=, 60 % 3H+1; EW offending" },
  // A fouled board: three tables played a different deal (group 2); their own table results stand.
  { board: 17, ns: 5, entry: "-110 @2", contract: ["2S", "E", 8], reason: "Law 87: board fouled from round 5, tables 5-7" },
  { board: 17, ns: 6, entry: "-50 @2", contract: ["3NT", "N", 8], reason: "Law 87: board fouled from round 5, tables 5-7" },
  { board: 17, ns: 7, entry: "120 @2", contract: ["1NT", "S", 8], reason: "Law 87: board fouled from round 5, tables 5-7" },
];

/** One board passed out, as happens: the formula scores PASS as 0. */
const PASSED_OUT = { board: 20, ns: 1 };

const FONT_BOLD = { bold: true };

function titleRow(ws, titles) {
  ws.getRow(1).values = titles;
  ws.getRow(1).font = FONT_BOLD;
  ws.views = [{ state: "frozen", ySplit: 1 }];
}

const range = (col, sheet) => `${sheet ? `'${sheet}'!` : ""}${col}${FIRST}:${col}${LAST}`;

/**
 * A formula whose result spills from `anchor`: written as typed for now; computeValues() gives it
 * its stored form, its cached values and the range it spills into.
 */
function spillFormula(ws, anchor, formula) {
  ws.getCell(anchor).value = { formula };
}

function sessionSheet(wb, rows) {
  const ws = wb.addWorksheet(SHEETS.session);
  const titles = ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS MP", "EW MP", ...NAME_TITLES.en, "", ...rankingHeadings("en", "mp")];
  titleRow(ws, titles);
  ws.columns = [6, 5, 5, 9, 5, 7, 22, 9, 9, 24, 24, 3, 8, 8, 8, 8, 8, 8, 24].map((width) => ({ width }));
  // The sheet as the pane reads it (Range.values and formulas of the used range, from A1), for the
  // row keys: only the labels left of the score column count, so the table results are left out.
  const grid = { top: 0, left: 0, values: [titles], formulas: [titles] };
  const score = (r) => `=BRIDGE.SCORE(D${r},E${r},F${r},A${r})`;
  rows.forEach((row, i) => {
    const r = FIRST + i;
    const adjusted = ADJUSTMENTS.find((a) => a.board === row.board && a.ns === row.ns);
    if (adjusted && adjusted.contract) [row.contract, row.by, row.tricks] = adjusted.contract;
    const passed = PASSED_OUT.board === row.board && PASSED_OUT.ns === row.ns;
    const labels = [row.board, row.ns, row.ew, passed ? "PASS" : row.contract, passed ? "" : row.by, passed ? "" : row.tricks];
    ws.getRow(r).values = labels;
    ws.getCell(`G${r}`).value = { formula: score(r).slice(1) };
    ws.getCell(`J${r}`).value = NAMES.ns[row.ns - 1];
    ws.getCell(`K${r}`).value = NAMES.ew[row.ew - 1];
    grid.values.push([...labels, ""]);
    grid.formulas.push([...labels, score(r)]);
  });
  // What the pane does on Apply, one selected cell at a time in the order of ADJUSTMENTS: a log
  // row recording the cell as it was (its formula), then the entry as text (format "@") with the
  // amber fill and the pane's note.
  const rnd = random(20260312 + 1);
  const log = ADJUSTMENTS.map((a, k) => {
    const r = FIRST + rows.findIndex((row) => row.board === a.board && row.ns === a.ns);
    const cell = ws.getCell(`G${r}`);
    const time = new Date(SESSION_DATE.getTime() + (150 + 5 * k) * 60_000).toISOString();
    const entry = formatEntry(parseEntryText(a.entry));
    // The formula relative to its own cell too (Range.formulasR1C1), as the pane logs it.
    const formulaR1C1 = "=BRIDGE.SCORE(RC[-3],RC[-2],RC[-1],RC[-6])";
    const previous = pane.snapshotOf({
      formula: score(r),
      formulaR1C1,
      value: 0,
      valueType: "Double",
      numberFormat: "General",
      fill: null,
      fillPattern: "None",
    });
    const identity = { id: pane.adjustmentId(time, k + 1, rnd() * 1296), sheetId: "", rowKey: pane.rowKey(grid, r - 1, 6, isEntry) };
    const row = pane.applyRow(`${sheetRef(SHEETS.session)}!G${r}`, previous, entry, a.reason, DIRECTOR, time, identity);
    const write = pane.entryWrite(entry);
    cell.numFmt = write.numberFormat;
    // Excel keeps the leading apostrophe as the cell's text prefix, not in its value.
    cell.value = String(write.value).replace(/^'/, "");
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(write.fill) } };
    cell.note = mergeNote(null, noteText(row, previous));
    return row;
  });
  spillFormula(ws, `H${FIRST}`, `BRIDGE.MATCHPOINTS(${range("G")},${range("A")})`);
  spillFormula(ws, `M${FIRST}`, `BRIDGE.RANKING(${range("A")},${range("B")},${range("C")},${range("G")},"mitchell=on; decimals=2")`);
  return log;
}

/** Board, NS, EW and Score of the Session sheet, by reference, so one adjustment shows everywhere. */
function linkedColumns(ws) {
  for (let r = FIRST; r <= LAST; r++) {
    ["A", "B", "C", "G"].forEach((from, k) => {
      ws.getCell(r, k + 1).value = { formula: `'${SHEETS.session}'!${from}${r}` };
    });
  }
}

function dbfSheet(wb) {
  const ws = wb.addWorksheet(SHEETS.dbf);
  titleRow(ws, ["Board", "NS", "EW", "Score", "NS pp", "EW pp", "", ...rankingHeadings("en", "pp")]);
  ws.columns = [6, 5, 5, 22, 8, 8, 3, 8, 8, 8, 8, 10, 8, 24].map((width) => ({ width }));
  linkedColumns(ws);
  spillFormula(ws, `E${FIRST}`, `BRIDGE.MATCHPOINTS(${range("D")},${range("A")},"profile=dbf")`);
  spillFormula(ws, `H${FIRST}`, `BRIDGE.RANKING(${range("A")},${range("B")},${range("C")},${range("D")},"profile=dbf; mitchell=on; decimals=2")`);
}

function butlerSheet(wb) {
  const ws = wb.addWorksheet(SHEETS.butler);
  titleRow(ws, ["Board", "NS", "EW", "Score", "NS IMPs", "EW IMPs", "Datum", "", ...rankingHeadings("en", "imps")]);
  ws.columns = [6, 5, 5, 22, 9, 9, 8, 3, 8, 8, 8, 8, 13, 11, 24].map((width) => ({ width }));
  linkedColumns(ws);
  spillFormula(ws, `E${FIRST}`, `BRIDGE.BUTLERIMP(${range("D")},${range("A")})`);
  spillFormula(ws, `G${FIRST}`, `BRIDGE.BUTLERDATUM(${range("D")},${range("A")})`);
  spillFormula(ws, `I${FIRST}`, `BRIDGE.RANKING(${range("A")},${range("B")},${range("C")},${range("D")},"scoring=butler; mitchell=on; decimals=2")`);
}

/** The log as the pane appends it: the header, then each row numbered and chained to the one before. */
function logSheet(wb, log) {
  const ws = wb.addWorksheet(LOG_SHEET);
  ws.getRow(1).values = [...LOG_HEADER];
  ws.getRow(1).font = FONT_BOLD;
  ws.columns = [24, 7, 12, 30, 9, 10, 8, 22, 46, 14, 14, 10, 30, 5, 10].map((width) => ({ width }));
  const { cells } = pane.sealedRows(log, { seq: 0, check: "" });
  cells.forEach((values, i) => {
    const row = ws.getRow(2 + i);
    row.values = values;
    // The pane writes the log as text, so a formula or `450/-480` is kept exactly.
    for (let c = 1; c <= LOG_HEADER.length; c++) row.getCell(c).numFmt = "@";
  });
}

/** The first sheet: three lines, wrapped in one wide column. */
function startSheet(wb) {
  const ws = wb.addWorksheet(SHEETS.start);
  ws.columns = [{ width: 110 }];
  START_LINES.forEach((line, i) => {
    const cell = ws.getCell(i + 1, 1);
    cell.value = line;
    cell.alignment = { wrapText: true, vertical: "top" };
    if (i === 0) cell.font = FONT_BOLD;
  });
}

/** The workbook, built in memory, its formulas as typed and not yet computed. */
function buildWorkbook() {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Bridge Scoring for Excel";
  wb.created = SESSION_DATE;
  wb.modified = SESSION_DATE;
  startSheet(wb);
  const log = sessionSheet(wb, session());
  dbfSheet(wb);
  butlerSheet(wb);
  logSheet(wb, log);
  return wb;
}

// ---------------------------------------------------------------------------------------------
// Cached values

/** A function's answer as a cell keeps it: a number, text, or an error by its code. */
function cellValue(v, where) {
  if (typeof v === "number" || typeof v === "string") return v;
  if (v instanceof ExcelError) return { error: v.code };
  if (v && typeof v === "object" && "code" in v) return { error: v.code };
  throw new Error(`${where}: the functions answered ${JSON.stringify(v)}, which a cell cannot keep`);
}

/**
 * Computes every formula through the built functions (the demo's engine) and writes each with its
 * cached value: a BRIDGE call in its stored form as a dynamic array over the range its result
 * spills into, the spilled cells holding their values; a reference with the value it shows.
 * Returns the spill ranges by sheet, for the file's dynamic-array markup.
 */
async function computeValues(wb, office = loadFunctions()) {
  const book = new Computed(wb, office);
  const formulas = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell(
        (cell) => cell.value && typeof cell.value === "object" && "formula" in cell.value && formulas.push({ ws, cell, formula: cell.value.formula }),
      ),
    ),
  );
  // Every result first, from the formulas as typed; then the cells change.
  const results = [];
  for (const f of formulas) results.push(await book.formulaResult(f.ws.name, f.formula));
  const spills = new Map();
  formulas.forEach(({ ws, cell, formula }, k) => {
    const result = results[k];
    const where = `${ws.name}!${cell.address}`;
    if (result instanceof ExcelError) throw new Error(`${where}: ${formula} gives ${result.code} ${result.message}`);
    if (!calledFunction(formula)) {
      // A reference: Excel shows 0 for a blank cell.
      const v = result[0][0];
      cell.value = { formula, result: v === null ? 0 : cellValue(v, where) };
      return;
    }
    const rows = result.length;
    const cols = Math.max(...result.map((r) => r.length));
    const ref = `${cell.address}:${columnLetter(cell.col - 1 + cols - 1)}${cell.row + rows - 1}`;
    cell.value = { formula: storedFormula(formula), shareType: "array", ref: rows * cols === 1 ? cell.address : ref, result: cellValue(result[0][0], where) };
    if (rows * cols === 1) return;
    result.forEach((values, i) =>
      values.forEach((v, j) => {
        if (i === 0 && j === 0) return;
        const target = ws.getCell(cell.row + i, cell.col + j);
        // A cell in the way would make Excel show #SPILL!.
        if (target.value !== null) throw new Error(`${where}: its result would spill over ${target.address}`);
        target.value = cellValue(v, `${ws.name}!${target.address}`);
      }),
    );
    if (!spills.has(ws.name)) spills.set(ws.name, []);
    spills.get(ws.name).push(ref);
  });
  return spills;
}

// ---------------------------------------------------------------------------------------------
// The file: exceljs writes it, then the parts it cannot write are added as Excel writes them.

/** xl/metadata.xml as Excel 365 saves it for dynamic arrays (see the comment at the top). */
const METADATA_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:xlrd="http://schemas.microsoft.com/office/spreadsheetml/2017/richdata" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">' +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>' +
  '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}"><xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata></metadata>';
const METADATA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml";
const METADATA_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata";
/** Excel 365's calculation engine, as it marks the files it saves. */
const CALC_ID = "191029";

// Parsed and rebuilt as they are: entities stay escaped, nothing is trimmed or converted.
const XML_OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  processEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
};
const parseXml = (text) => new XMLParser(XML_OPTIONS).parse(text);
const buildXml = (tree) => new XMLBuilder({ ...XML_OPTIONS, suppressEmptyNode: true }).build(tree).replace(/^(<\?xml[^>]*\?>)/, "$1\n");

/** The children of the first element named `name` among `nodes` (a preserveOrder tree). */
const childrenOf = (nodes, name) => nodes.find((n) => name in n)?.[name] ?? [];
const textOf = (nodes) => nodes.map((n) => n["#text"] ?? "").join("");

/** "K2:P16" -> a test for the cells of that range other than its first. */
function spilledCells(refs) {
  const areas = refs.map((ref) => {
    const [a, b] = ref.split(":").map((x) => /^([A-Z]+)(\d+)$/.exec(x));
    const col = (l) => [...l].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
    return { top: Number(a[2]), left: col(a[1]), bottom: Number(b[2]), right: col(b[1]), col };
  });
  return (address) => {
    const m = /^([A-Z]+)(\d+)$/.exec(address);
    return areas.some((x) => {
      const [r, c] = [Number(m[2]), x.col(m[1])];
      return r >= x.top && r <= x.bottom && c >= x.left && c <= x.right && !(r === x.top && c === x.left);
    });
  };
}

/**
 * One worksheet's XML with its dynamic arrays marked as Excel 365 marks them: `cm="1"` on each
 * cell whose formula is an array, and the text of spilled cells as `t="str"` (not a shared string).
 */
function markDynamicArrays(xml, refs, sharedStrings) {
  const tree = parseXml(xml);
  const spilled = spilledCells(refs);
  const sheetData = childrenOf(childrenOf(tree, "worksheet"), "sheetData");
  for (const row of sheetData.filter((n) => "row" in n)) {
    for (const c of row.row.filter((n) => "c" in n)) {
      const attrs = c[":@"];
      const f = c.c.find((n) => "f" in n);
      if (f && f[":@"]?.["@_t"] === "array") attrs["@_cm"] = "1";
      if (spilled(attrs["@_r"]) && attrs["@_t"] === "s") {
        const v = c.c.find((n) => "v" in n);
        attrs["@_t"] = "str";
        v.v = [{ "#text": sharedStrings[Number(textOf(v.v))] }];
      }
    }
  }
  return buildXml(tree);
}

/** The workbook's file: exceljs's, with dynamic arrays, their metadata and Excel 365's calcId. */
async function fileBytes(wb, spills) {
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const read = (name) => zip.file(name).async("string");
  // The text of each shared string, by index, as it is in the XML (still escaped).
  const sst = parseXml(await read("xl/sharedStrings.xml"));
  const sharedStrings = childrenOf(sst, "sst")
    .filter((n) => "si" in n)
    .map((si) => {
      const t = si.si.filter((n) => "t" in n);
      if (t.length !== 1 || si.si.length !== 1) throw new Error("a shared string with runs of text");
      return textOf(t[0].t);
    });
  // Each sheet's part, by name: workbook.xml names it, its relationships give the file.
  const workbook = parseXml(await read("xl/workbook.xml"));
  const rels = parseXml(await read("xl/_rels/workbook.xml.rels"));
  const relations = childrenOf(rels, "Relationships").filter((n) => "Relationship" in n);
  const target = (id) => relations.find((r) => r[":@"]["@_Id"] === id)[":@"]["@_Target"];
  for (const sheet of childrenOf(childrenOf(workbook, "workbook"), "sheets").filter((n) => "sheet" in n)) {
    const part = `xl/${target(sheet[":@"]["@_r:id"])}`;
    zip.file(part, markDynamicArrays(await read(part), spills.get(sheet[":@"]["@_name"]) ?? [], sharedStrings));
  }
  // Saved values stand: a file marked with an older engine is recalculated in full on opening.
  const calc = childrenOf(workbook, "workbook").find((n) => "calcPr" in n);
  calc[":@"] = { "@_calcId": CALC_ID };
  zip.file("xl/workbook.xml", buildXml(workbook));
  // The metadata part, its relationship and its content type.
  zip.file("xl/metadata.xml", METADATA_XML);
  const ids = relations.map((r) => Number(r[":@"]["@_Id"].replace(/^rId/, "")));
  childrenOf(rels, "Relationships").push({
    Relationship: [],
    ":@": { "@_Id": `rId${Math.max(...ids) + 1}`, "@_Type": METADATA_REL, "@_Target": "metadata.xml" },
  });
  zip.file("xl/_rels/workbook.xml.rels", buildXml(rels));
  const types = parseXml(await read("[Content_Types].xml"));
  childrenOf(types, "Types").push({ Override: [], ":@": { "@_PartName": "/xl/metadata.xml", "@_ContentType": METADATA_TYPE } });
  zip.file("[Content_Types].xml", buildXml(types));
  // Fixed dates in the zip too, so the same session gives the same bytes.
  for (const file of Object.values(zip.files)) file.date = SESSION_DATE;
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** The example's bytes: built, computed by the built functions, written as Excel 365 would. */
async function exampleBytes(office) {
  const wb = buildWorkbook();
  const spills = await computeValues(wb, office);
  for (const [sheet, column] of [
    [SHEETS.session, 13],
    [SHEETS.dbf, 8],
    [SHEETS.butler, 9],
  ])
    namesBeside(wb.getWorksheet(sheet), column);
  return fileBytes(wb, spills);
}

/**
 * The Names column beside the RANKING at `column` (1-based; its header row is row 2): New
 * session's formulas (addin/taskpane/sessionNames.ts), each with the value it shows, read from the
 * ranking's cached block — the functions' engine computes only the add-in's functions.
 */
function namesBeside(ws, column) {
  const pair = columnLetter(column); // column is 1-based: the letter of the column after, the Pair column
  let side = "ns";
  for (let r = FIRST + 1; r <= FIRST + PAIRS + 1; r++) {
    const id = ws.getCell(r, column + 1).value;
    if (id === "EW pair") side = "ew";
    const shown = typeof id === "number" ? NAMES[side][id - 1] : "";
    ws.getCell(r, column + 6).value = {
      formula: namesFormula(r, pair, ROWS, 2)
        .slice(1)
        .replace(/'SHEET'/g, sheetRef(SHEETS.session)),
      result: shown,
    };
  }
}

async function main(output = DEFAULT_OUTPUT, office) {
  const fs = require("fs");
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, await exampleBytes(office));
  return output;
}

module.exports = {
  buildWorkbook,
  computeValues,
  exampleBytes,
  main,
  SHEETS,
  START_LINES,
  LOG_SHEET,
  LOG_HEADER,
  ADJUSTMENTS,
  ADJUSTED_FILL,
  TABLES,
  BOARDS,
  PAIRS,
  FIRST,
  LAST,
};

if (require.main === module) {
  main(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    (out) => console.log(`Wrote ${path.relative(process.cwd(), out)}`),
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
