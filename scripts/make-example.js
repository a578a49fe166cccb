#!/usr/bin/env node
// Writes examples/club-session.xlsx: a club session as a director keeps it, with the add-in's
// formulas in place, so a new user can open it and see the functions work.
//
// A 7-table Mitchell over 21 boards (3 a round, 7 rounds; NS pairs 1-7 stay, EW pairs 8-14 move
// up a table and the boards down one each round), one row per table per board:
// Board, NS, EW, Contract, By, Tricks, Score. Score is =BRIDGE.SCORE(contract, by, tricks,
// board); matchpoints and the ranking are =BRIDGE.MATCHPOINTS and =BRIDGE.RANKING. Five score
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
// Deterministic: the same file content on every run (fixed dates, seeded results), so a test
// regenerates it and compares. Formulas are written as array formulas over their whole output
// range, which every Excel that runs the add-in fills; the file carries no cached results, so
// Excel computes them on opening (fullCalcOnLoad).
//
// Usage: node scripts/make-example.js [output.xlsx]   (default examples/club-session.xlsx)
"use strict";

const path = require("path");
const ExcelJS = require("exceljs");
require("./ts-require");
const pane = {
  ...require("../addin/taskpane/adjustments.ts"),
  ...require("../addin/taskpane/logRows.ts"),
  ...require("../addin/taskpane/snapshots.ts"),
  ...require("../addin/taskpane/identity.ts"),
};
const { sheetRef } = require("../addin/address.ts");
const { isEntry } = require("../addin/taskpane/scoreCells.ts");
const { mergeNote, noteText } = pane;
const { formatEntry } = require("../src/describe.ts");
const { parseEntryText } = require("../src/notation.ts");

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

const SHEETS = { session: "Session", dbf: "Session (dbf)", butler: "Butler" };

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
  ["4S", "NS"], ["3NT", "EW"], ["2H", "NS"], ["4H", "EW"], ["3NT", "NS"], ["2S", "EW"], ["5D", "NS"],
  ["1NT", "EW"], ["4S", "NS"], ["3C", "EW"], ["4H", "NS"], ["4H", "NS"], ["3NT", "EW"], ["2D", "NS"],
  ["6S", "NS"], ["4S", "EW"], ["2S", "NS"], ["3NT", "NS"], ["3H", "EW"], ["2NT", "NS"], ["4HX", "EW"],
];

/** A lower contract in the same strain, for the tables that stop short. */
function partScore(contract) {
  const m = /^(\d)(NT|[CDHS])/.exec(contract);
  const level = Math.max(1, Number(m[1]) - (Number(m[1]) >= 5 ? 2 : 1));
  return `${level}${m[2]}`;
}

/** Seat of a side: each side's two players take turns declaring. */
const seat = (side, rnd) => (side === "NS" ? (rnd() < 0.5 ? "N" : "S") : rnd() < 0.5 ? "E" : "W");

/** One traveller row per table per board, in traveller order (by board, then table). */
function session() {
  const rnd = random(20260312);
  const rows = [];
  for (let board = 1; board <= BOARDS; board++) {
    const set = Math.floor((board - 1) / BOARDS_PER_ROUND);
    const [par, side] = PAR[board - 1];
    for (let table = 0; table < TABLES; table++) {
      const round = (table - set + TABLES) % TABLES;
      const ew = TABLES + 1 + ((table + round) % TABLES);
      const contract = rnd() < 0.2 ? partScore(par) : par;
      const needed = Number(contract[0]) + 6;
      const u = rnd();
      const delta = u < 0.06 ? -2 : u < 0.26 ? -1 : u < 0.72 ? 0 : u < 0.95 ? 1 : 2;
      rows.push({ board, ns: table + 1, ew, contract, by: seat(side, rnd), tricks: Math.min(13, needed + delta) });
    }
  }
  return rows;
}

/**
 * The adjustments, in the order the director applied them: which row (board, NS pair), the entry
 * as typed in the pane and the reason given. The pane writes the entry's canonical notation and
 * words the note itself (describeEntry).
 */
const ADJUSTMENTS = [
  { board: 4, ns: 3, entry: "A+/A-", reason: "Law 12C2: no result possible, EW at fault" },
  { board: 9, ns: 6, entry: "NP", reason: "Not played: round 6 ran out of time" },
  { board: 11, ns: 2, entry: "420/450", reason: "Law 12C1(e): NS 4H=, EW (offenders) as if 4H+1" },
  { board: 12, ns: 4, entry: "40% 620 + 60% 170 !EW", reason: "Law 12C1(c): 40 % 4H=, 60 % 3H+1; EW offended" },
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

/** An array formula over `ref`: Excel fills the whole block from the one function call. */
function arrayFormula(ws, ref, formula) {
  ws.getCell(ref.split(":")[0]).value = { formula, shareType: "array", ref };
}

function sessionSheet(wb, rows) {
  const ws = wb.addWorksheet(SHEETS.session);
  const titles = ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS MP", "EW MP", "", "Ranking"];
  titleRow(ws, titles);
  ws.columns = [6, 5, 5, 9, 5, 7, 22, 9, 9, 3, 8, 6, 8, 8, 8, 8].map((width) => ({ width }));
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
    const previous = pane.snapshotOf({ formula: score(r), formulaR1C1, value: 0, valueType: "Double", numberFormat: "General", fill: null, fillPattern: "None" });
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
  arrayFormula(ws, `H${FIRST}:I${LAST}`, `BRIDGE.MATCHPOINTS(${range("G")},${range("A")})`);
  arrayFormula(ws, `K${FIRST}:P${FIRST + PAIRS}`, `BRIDGE.RANKING(${range("A")},${range("B")},${range("C")},${range("G")},"decimals=2")`);
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
  titleRow(ws, ["Board", "NS", "EW", "Score", "NS pp", "EW pp", "", "Ranking (DBf § X78D)"]);
  ws.columns = [6, 5, 5, 22, 8, 8, 3, 8, 6, 8, 8, 8, 8].map((width) => ({ width }));
  linkedColumns(ws);
  arrayFormula(ws, `E${FIRST}:F${LAST}`, `BRIDGE.MATCHPOINTS(${range("D")},${range("A")},"profile=dbf")`);
  arrayFormula(ws, `H${FIRST}:M${FIRST + PAIRS}`, `BRIDGE.RANKING(${range("A")},${range("B")},${range("C")},${range("D")},"profile=dbf; decimals=2")`);
}

function butlerSheet(wb) {
  const ws = wb.addWorksheet(SHEETS.butler);
  titleRow(ws, ["Board", "NS", "EW", "Score", "NS IMPs", "EW IMPs", "Datum", "", "Ranking (Butler)"]);
  ws.columns = [6, 5, 5, 22, 9, 9, 8, 3, 8, 6, 8, 8, 8, 8].map((width) => ({ width }));
  linkedColumns(ws);
  arrayFormula(ws, `E${FIRST}:F${LAST}`, `BRIDGE.BUTLERIMP(${range("D")},${range("A")})`);
  arrayFormula(ws, `G${FIRST}:G${LAST}`, `BRIDGE.BUTLERDATUM(${range("D")},${range("A")})`);
  arrayFormula(ws, `I${FIRST}:N${FIRST + PAIRS}`, `BRIDGE.RANKING(${range("A")},${range("B")},${range("C")},${range("D")},"scoring=butler; decimals=2")`);
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

/** The workbook, built in memory. */
function buildWorkbook() {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Bridge Scoring for Excel";
  wb.created = SESSION_DATE;
  wb.modified = SESSION_DATE;
  wb.calcProperties.fullCalcOnLoad = true;
  const log = sessionSheet(wb, session());
  dbfSheet(wb);
  butlerSheet(wb);
  logSheet(wb, log);
  return wb;
}

async function main(output = DEFAULT_OUTPUT) {
  const fs = require("fs");
  fs.mkdirSync(path.dirname(output), { recursive: true });
  await buildWorkbook().xlsx.writeFile(output);
  return output;
}

module.exports = { buildWorkbook, main, SHEETS, LOG_SHEET, LOG_HEADER, ADJUSTMENTS, ADJUSTED_FILL, TABLES, BOARDS, PAIRS, FIRST, LAST };

if (require.main === module) {
  main(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    (out) => console.log(`Wrote ${path.relative(process.cwd(), out)}`),
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
