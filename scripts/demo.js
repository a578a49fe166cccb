#!/usr/bin/env node
// npm run demo: the example workbook scored without Excel.
//
// Reads examples/club-session.xlsx, and computes its formulas the way Excel would: each
// =BRIDGE.… formula calls the registered custom function of the built bundle (functions.js, run
// against the same stand-in for Excel's globals the tests use) with the 2-D arrays Excel would
// pass; array formulas fill their block; references between sheets are followed. Then it prints
// one adjusted board's traveller and the session's ranking.
//
// The bundle is built the way the tests build it (support/build.ts), into the folder they use,
// and only when the sources changed since.
//
// Usage: npm run demo [-- workbook.xlsx [sheet [board]]]
"use strict";

const fs = require("fs");
const path = require("path");
const ExcelJS = require("exceljs");
require("./ts-require");
const { buildDistOnce, DIST } = require("../support/build");
const { createOfficeStandIn } = require("../support/runtimeStandIn");
const { calledFunction, displayFormula } = require("./stored-formulas");

const ROOT = path.resolve(__dirname, "..");
const EXAMPLE = path.join(ROOT, "examples", "club-session.xlsx");
const DEFAULT_SHEET = "Session";
const DEFAULT_BOARD = 12; // the board with the weighted score

// ---------------------------------------------------------------------------------------------
// The bundle

/** The registered custom functions of the built functions.js, by id (BRIDGE.<id> in a formula). */
function loadFunctions() {
  // The first run builds the add-in (a minute or so); later runs reuse it while the sources stand.
  process.stderr.write("Loading the add-in's functions (built first if the sources changed)…\n");
  buildDistOnce();
  const office = createOfficeStandIn();
  const file = path.join(DIST, "functions.js");
  office.runScript(fs.readFileSync(file, "utf8"), file);
  return office;
}

// ---------------------------------------------------------------------------------------------
// Formulas

// The add-in's own A1 helpers (0-based there; this script counts columns from 1, as A1 does).
const { columnIndex, columnLetter } = require("../addin/address");
const colNumber = (letters) => columnIndex(letters) + 1;
const colLetters = (n) => columnLetter(n - 1);

/** "A2:B5" or "C7" -> rows and columns, 1-based and inclusive. */
function parseArea(ref) {
  const m = /^\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/i.exec(ref);
  if (!m) throw new Error(`not a cell reference: ${ref}`);
  const top = Number(m[2]);
  const left = colNumber(m[1]);
  return { top, left, bottom: m[4] ? Number(m[4]) : top, right: m[3] ? colNumber(m[3]) : left };
}

/** Splits a formula's arguments at top-level commas, outside quotes and parentheses. */
function splitArguments(text) {
  const out = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === "(") depth++;
    if (!quoted && ch === ")") depth--;
    if (!quoted && depth === 0 && ch === ",") {
      out.push(current.trim());
      current = "";
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/** `'Session (dbf)'!A2:A148` -> sheet name and area; no sheet means the formula's own sheet. */
function splitReference(text, ownSheet) {
  const m = /^(?:'((?:[^']|'')+)'|([A-Za-z0-9_.]+))!(.+)$/.exec(text);
  if (!m) return { sheet: ownSheet, area: text };
  return { sheet: (m[1] ?? m[2]).replace(/''/g, "'"), area: m[3] };
}

class ExcelError {
  constructor(code, message) {
    this.code = code;
    this.message = message;
  }
  toString() {
    return this.code;
  }
}

/**
 * Computes the workbook's cells on demand, as Excel would: a cell's value, a formula's result,
 * an array formula's block. Results are remembered, so each formula runs once.
 */
class Workbook {
  constructor(wb, office) {
    this.wb = wb;
    this.office = office;
    this.values = new Map();
    this.results = new Map(); // sheet + formula -> promise of its result: each formula runs once
    this.blocks = new Map(); // sheet -> array formulas [{area, master}]
    wb.eachSheet((ws) => {
      const blocks = [];
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.value && typeof cell.value === "object" && cell.value.shareType === "array") blocks.push({ area: parseArea(cell.value.ref), master: cell });
        }),
      );
      this.blocks.set(ws.name, blocks);
    });
  }

  sheet(name) {
    const ws = this.wb.getWorksheet(name);
    if (!ws) throw new Error(`no sheet named ${name}`);
    return ws;
  }

  /** The value Excel shows in a cell: a number, text, null for blank, or an ExcelError. */
  async value(sheetName, row, col) {
    const key = `${sheetName}!${row}:${col}`;
    if (!this.values.has(key)) this.values.set(key, this.compute(sheetName, row, col));
    return this.values.get(key);
  }

  async compute(sheetName, row, col) {
    const block = this.blocks.get(sheetName).find(({ area }) => row >= area.top && row <= area.bottom && col >= area.left && col <= area.right);
    if (block) {
      const result = await this.formulaResult(sheetName, block.master.value.formula);
      if (result instanceof ExcelError) return result;
      const r = result[row - block.area.top];
      return r && col - block.area.left < r.length ? r[col - block.area.left] : new ExcelError("#N/A", "outside the function's result");
    }
    const v = this.sheet(sheetName).getCell(row, col).value;
    if (v === null || v === undefined || v === "") return null;
    if (typeof v === "object" && "formula" in v) {
      const result = await this.formulaResult(sheetName, v.formula);
      if (result instanceof ExcelError) return result;
      const first = Array.isArray(result) ? result[0][0] : result;
      // A formula that shows another cell shows 0 for a blank one, as Excel does.
      return first === null ? 0 : first;
    }
    if (typeof v === "object" && "richText" in v) return v.richText.map((t) => t.text).join("");
    return v;
  }

  /** A range as the 2-D array a custom function receives. */
  async range(sheetName, areaText) {
    const a = parseArea(areaText);
    const out = [];
    for (let r = a.top; r <= a.bottom; r++) {
      const row = [];
      for (let c = a.left; c <= a.right; c++) {
        const v = await this.value(sheetName, r, c);
        row.push(v instanceof ExcelError ? this.office.evaluate(`new CustomFunctions.Error(${JSON.stringify(v.code === "#N/A" ? "#N/A" : "#VALUE!")})`) : v);
      }
      out.push(row);
    }
    return out;
  }

  /** A formula's result: a reference's value, or a BRIDGE function's 2-D array. */
  formulaResult(sheetName, formula) {
    const key = `${sheetName}!${formula}`;
    if (!this.results.has(key)) this.results.set(key, this.evaluate(sheetName, formula));
    return this.results.get(key);
  }

  /**
   * Custom functions may answer with a promise (the entries functions do), as Excel allows. A
   * call is read in either form: BRIDGE.SCORE(…) as typed, or _xldudf_BRIDGE_SCORE(…) as Excel
   * stores it in a file (stored-formulas.js).
   */
  async evaluate(sheetName, formula) {
    const text = formula.replace(/^=/, "").trim();
    const call = calledFunction(text);
    if (!call) {
      const { sheet, area } = splitReference(text, sheetName);
      const a = parseArea(area);
      return [[await this.value(sheet, a.top, a.left)]];
    }
    const { id } = call;
    const fn = this.office.registered.get(id);
    if (!fn) return new ExcelError("#NAME?", `BRIDGE.${id} is not a function of the add-in`);
    const args = [];
    for (const arg of splitArguments(call.args)) args.push(await this.argument(arg, sheetName));
    // Custom functions take every declared parameter, then the invocation (no addresses here:
    // messages name the row of the range instead of the cell).
    while (args.length < fn.length - 1) args.push(null);
    try {
      const result = await fn(...args, { parameterAddresses: [] });
      if (result && typeof result === "object" && "code" in result) return new ExcelError(result.code, result.message);
      return result;
    } catch (e) {
      if (e && typeof e === "object" && "code" in e) return new ExcelError(e.code, e.message);
      throw e;
    }
  }

  /** One argument of a formula: a literal or a range's values. */
  async argument(arg, sheetName) {
    if (arg === "") return null;
    if (/^".*"$/.test(arg)) return arg.slice(1, -1).replace(/""/g, '"');
    if (/^-?\d+(\.\d+)?$/.test(arg)) return [[Number(arg)]];
    const { sheet, area } = splitReference(arg, sheetName);
    return this.range(sheet, area);
  }

  /** The values of a block of cells, rows × columns, as Excel shows them. */
  async block(sheetName, areaText) {
    const a = parseArea(areaText);
    const out = [];
    for (let r = a.top; r <= a.bottom; r++) {
      const row = [];
      for (let c = a.left; c <= a.right; c++) row.push(await this.value(sheetName, r, c));
      out.push(row);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// The report

/** Text as it is, errors by their code, numbers with `decimals` places (thirds and all). */
function show(v, decimals) {
  if (v === null || v === undefined) return "";
  if (v instanceof ExcelError) return v.code;
  if (typeof v === "number") return v.toFixed(decimals);
  return String(v);
}

/**
 * A plain-text table: a header row, a rule, right-aligned numbers. A column with any fraction in
 * it shows every number with two decimals (2.00 beside 9.60, as a results sheet prints them);
 * whole-number columns (board, pair) stay whole.
 */
function table(rows) {
  const body = rows.slice(1);
  const decimals = rows[0].map((_, c) => (body.some((r) => typeof r[c] === "number" && !Number.isInteger(r[c])) ? 2 : 0));
  const cells = rows.map((r, i) => r.map((v, c) => (i === 0 ? show(v, 0) : show(v, decimals[c]))));
  const widths = cells[0].map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  const numeric = cells[0].map((_, c) => body.every((r) => typeof r[c] === "number" || r[c] === null || r[c] === ""));
  const line = (r) =>
    r
      .map((s, c) => (numeric[c] ? (s ?? "").padStart(widths[c]) : (s ?? "").padEnd(widths[c])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/**
 * Scores the workbook's session sheet: the traveller of `board` (its rows with their computed
 * scores and matchpoints) and the ranking block. Returns the data and the printable text.
 */
async function demo({ file = EXAMPLE, sheet = DEFAULT_SHEET, board = DEFAULT_BOARD, office = loadFunctions() } = {}) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const book = new Workbook(wb, office);
  const ws = book.sheet(sheet);
  const titles = ws
    .getRow(1)
    .values.slice(1)
    .map((v) => (v === undefined ? "" : String(v)));
  const travellerCols = titles.findIndex((t) => t === "") > 0 ? titles.findIndex((t) => t === "") : titles.length;
  const last = ws.actualRowCount;

  const header = titles.slice(0, travellerCols);
  const rows = [];
  for (let r = 2; r <= last; r++) {
    if (String(await book.value(sheet, r, 1)) !== String(board)) continue;
    rows.push((await book.block(sheet, `A${r}:${colLetters(travellerCols)}${r}`))[0]);
  }
  const block = book.blocks.get(sheet).find((b) => calledFunction(b.master.value.formula)?.id === "RANKING");
  if (!block) throw new Error(`${sheet} has no RANKING formula`);
  const ranking = (await book.block(sheet, `${colLetters(block.area.left)}${block.area.top}:${colLetters(block.area.right)}${block.area.bottom}`)).filter((r) =>
    r.some((v) => v !== null && v !== ""),
  );

  const name = path.relative(process.cwd(), file) || file;
  const text = [
    `${name}, sheet "${sheet}": =${displayFormula(block.master.value.formula)}`,
    "",
    `Board ${board} (its adjusted entry is what the task pane wrote):`,
    table([header, ...rows]),
    "",
    "Ranking:",
    table(ranking),
    "",
  ].join("\n");
  return { traveller: [header, ...rows], ranking, text };
}

module.exports = { demo, loadFunctions, splitArguments, Workbook, ExcelError, table };

if (require.main === module) {
  const [file, sheet, board] = process.argv.slice(2);
  demo({ file: file ? path.resolve(file) : undefined, sheet: sheet || undefined, board: board || undefined }).then(
    (r) => process.stdout.write(r.text),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
