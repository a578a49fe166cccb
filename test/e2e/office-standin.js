/* global window */
// An in-memory Excel for the task pane's end-to-end tests, served in place of office.js. It
// implements the subset of Office/Excel the pane and the functions bundle use: worksheets, ranges
// (values, formulas, valueTypes, numberFormat, fill), notes and comments, the selection and its
// change event, document settings and requirement sets. Values typed or written without a text
// format are reinterpreted as Excel does the cases that matter here ("60%", "3/4", "=…", "'…").
// Configuration comes from window.__standinConfig; tests drive and inspect it via window.__standin.
(function () {
  "use strict";
  const config = window.__standinConfig || {};
  const apiVersion = config.apiVersion || "1.18";
  const apiMinor = Number(apiVersion.split(".")[1]);

  // ------------------------------------------------------------------ addresses
  const colIndex = (letters) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const colLetter = (i) => {
    let s = "";
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
  };
  const sheetRef = (name) => (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);
  function parseAddress(address, defaultSheet) {
    let sheet = defaultSheet;
    let cells = address;
    const bang = address.lastIndexOf("!");
    if (bang >= 0) {
      sheet = address.slice(0, bang).replace(/^'(.*)'$/, "$1").replace(/''/g, "'");
      cells = address.slice(bang + 1);
    }
    const [a, b] = cells.replace(/\$/g, "").split(":");
    const one = (ref) => {
      const m = /^([A-Z]+)(\d+)$/i.exec(ref);
      if (!m) throw new Error(`stand-in: bad address ${address}`);
      return [Number(m[2]) - 1, colIndex(m[1])];
    };
    const [r0, c0] = one(a);
    const [r1, c1] = b ? one(b) : [r0, c0];
    return { sheet, r0: Math.min(r0, r1), c0: Math.min(c0, c1), r1: Math.max(r0, r1), c1: Math.max(c0, c1) };
  }

  // ------------------------------------------------------------------ the workbook
  const sheets = []; // { name, cells: Map("r,c" -> cell) }
  const notes = new Map(); // "Sheet!A1" -> content
  const comments = new Map();
  const settings = new Map(Object.entries(config.settings || {}));
  const selectionHandlers = [];
  const log = []; // what the pane did, for the tests' assertions
  let selection = null; // { sheet, r0, c0, r1, c1 }
  let activeSheet = null;

  const blank = () => ({ value: "", formula: null, numberFormat: "General", fill: null });
  const findSheet = (name) => sheets.find((s) => s.name.toLowerCase() === String(name).toLowerCase());
  function addSheet(name) {
    if (findSheet(name)) throw itemError("ItemAlreadyExists", `A sheet named ${name} exists`);
    const s = { name, cells: new Map() };
    sheets.push(s);
    return s;
  }
  function cellOf(sheet, r, c, create) {
    const key = `${r},${c}`;
    let cell = sheet.cells.get(key);
    if (!cell && create) {
      cell = blank();
      sheet.cells.set(key, cell);
    }
    return cell || blank();
  }
  function itemError(code, message) {
    const e = new Error(message);
    e.code = code;
    return e;
  }
  const cellAddress = (sheet, r, c) => `${sheetRef(sheet.name)}!${colLetter(c)}${r + 1}`;

  /** Excel's reading of a value written or typed into a cell that is not formatted as text. */
  function enter(cell, input) {
    cell.formula = null;
    if (typeof input !== "string") {
      cell.value = input === null || input === undefined ? "" : input;
      return;
    }
    if (cell.numberFormat === "@") {
      cell.value = input;
      return;
    }
    const t = input.trim();
    if (input.startsWith("'")) cell.value = input.slice(1);
    else if (t.startsWith("=")) {
      cell.formula = t;
      cell.value = 0;
    } else if (/^[+-]?\d+(\.\d+)?$/.test(t)) cell.value = Number(t);
    else if (/^[+-]?\d+(\.\d+)?%$/.test(t)) {
      cell.value = Number(t.slice(0, -1)) / 100;
      if (cell.numberFormat === "General") cell.numberFormat = "0%";
    } else if (/^\d{1,2}\/\d{1,4}$/.test(t)) {
      // 3/4 or 12/2025: a date, as Excel guesses — the reason entries are written as text.
      cell.value = 45000 + Number(t.split("/")[0]);
      cell.numberFormat = "d-mmm";
    } else if (/^(true|false)$/i.test(t)) cell.value = t.toLowerCase() === "true";
    else cell.value = input;
  }

  const valueType = (v) => (v === "" || v === null ? "Empty" : typeof v === "number" ? "Double" : typeof v === "boolean" ? "Boolean" : "String");

  // ------------------------------------------------------------------ API objects
  const loadable = (obj) => {
    obj.load = function () {
      return this;
    };
    obj.toJSON = function () {
      return {};
    };
    return obj;
  };

  function grid(rows, cols, f) {
    const out = [];
    for (let r = 0; r < rows; r++) {
      const row = [];
      for (let c = 0; c < cols; c++) row.push(f(r, c));
      out.push(row);
    }
    return out;
  }

  function Range(sheet, r0, c0, r1, c1) {
    const rows = r1 - r0 + 1;
    const cols = c1 - c0 + 1;
    const each = (value, f) => {
      const at = (r, c) => (Array.isArray(value) ? (Array.isArray(value[r]) ? value[r][c] : value[r]) : value);
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) f(cellOf(sheet, r0 + r, c0 + c, true), at(r, c), r, c);
    };
    const read = (f) => grid(rows, cols, (r, c) => f(cellOf(sheet, r0 + r, c0 + c, false)));
    const range = loadable({
      isNullObject: false,
      get address() {
        const a = `${colLetter(c0)}${r0 + 1}`;
        return `${sheetRef(sheet.name)}!${a}${rows * cols > 1 ? `:${colLetter(c1)}${r1 + 1}` : ""}`;
      },
      rowIndex: r0,
      columnIndex: c0,
      rowCount: rows,
      columnCount: cols,
      cellCount: rows * cols,
      get values() {
        return read((cell) => (cell.formula ? cell.value : cell.value));
      },
      set values(v) {
        each(v, (cell, x) => enter(cell, x));
        log.push({ op: "values", address: range.address, value: v });
      },
      get formulas() {
        return read((cell) => cell.formula || cell.value);
      },
      set formulas(v) {
        each(v, (cell, x) => enter(cell, typeof x === "string" && x.startsWith("=") ? x : x));
      },
      get valueTypes() {
        return read((cell) => valueType(cell.value));
      },
      get numberFormat() {
        return read((cell) => cell.numberFormat);
      },
      set numberFormat(v) {
        each(v, (cell, x) => (cell.numberFormat = x));
      },
      get text() {
        return read((cell) => String(cell.value));
      },
      get worksheet() {
        return worksheetApi(sheet);
      },
      format: {
        fill: loadable({
          get color() {
            const fills = new Set(read((cell) => cell.fill || "#FFFFFF").flat());
            return fills.size === 1 ? [...fills][0] : null;
          },
          set color(v) {
            each(null, (cell) => (cell.fill = String(v).toUpperCase()));
          },
          clear() {
            each(null, (cell) => (cell.fill = null));
          },
        }),
        font: loadable({ bold: false }),
      },
      getCell: (r, c) => Range(sheet, r0 + r, c0 + c, r0 + r, c0 + c),
      getOffsetRange: (dr, dc) => Range(sheet, r0 + dr, c0 + dc, r1 + dr, c1 + dc),
      getAbsoluteResizedRange: (nr, nc) => Range(sheet, r0, c0, r0 + nr - 1, c0 + nc - 1),
      select() {
        activeSheet = sheet;
        setSelection({ sheet: sheet.name, r0, c0, r1, c1 });
      },
    });
    return range;
  }

  function worksheetApi(sheet) {
    return loadable({
      isNullObject: false,
      get name() {
        return sheet.name;
      },
      getRange: (address) => {
        const a = parseAddress(address, sheet.name);
        return Range(sheet, a.r0, a.c0, a.r1, a.c1);
      },
      getUsedRangeOrNullObject() {
        let r1 = -1;
        let c1 = -1;
        for (const [key, cell] of sheet.cells) {
          if (cell.value === "" && !cell.formula) continue;
          const [r, c] = key.split(",").map(Number);
          r1 = Math.max(r1, r);
          c1 = Math.max(c1, c);
        }
        return r1 < 0 ? loadable({ isNullObject: true }) : Range(sheet, 0, 0, r1, c1);
      },
      activate() {
        activeSheet = sheet;
      },
    });
  }

  const nullObject = () => loadable({ isNullObject: true });

  const worksheets = loadable({
    get items() {
      return sheets.map(worksheetApi);
    },
    getItem(name) {
      const s = findSheet(name);
      if (!s) throw itemError("ItemNotFound", `No sheet ${name}`);
      return worksheetApi(s);
    },
    getItemOrNullObject(name) {
      const s = findSheet(name);
      return s ? worksheetApi(s) : nullObject();
    },
    add(name) {
      return worksheetApi(addSheet(name));
    },
  });

  const keyOf = (address) => {
    const a = parseAddress(typeof address === "string" ? address : address.address, activeSheet.name);
    return cellAddress(findSheet(a.sheet), a.r0, a.c0);
  };
  const noteApi = (key) =>
    loadable({
      isNullObject: false,
      get content() {
        return notes.get(key);
      },
      set content(v) {
        notes.set(key, v);
      },
      delete() {
        notes.delete(key);
      },
    });

  const workbook = {
    worksheets,
    getSelectedRange() {
      const s = findSheet(selection.sheet);
      return Range(s, selection.r0, selection.c0, selection.r1, selection.c1);
    },
    getActiveCell() {
      const s = findSheet(selection.sheet);
      return Range(s, selection.r0, selection.c0, selection.r0, selection.c0);
    },
    get notes() {
      if (apiMinor < 18) throw new Error("stand-in: notes need ExcelApi 1.18");
      return {
        add(address, content) {
          const key = keyOf(address);
          if (notes.has(key)) throw itemError("InvalidArgument", "The cell has a note");
          notes.set(key, content);
          return noteApi(key);
        },
        getItemOrNullObject(address) {
          const key = keyOf(address);
          return notes.has(key) ? noteApi(key) : nullObject();
        },
      };
    },
    get comments() {
      if (apiMinor < 10) throw new Error("stand-in: comments need ExcelApi 1.10");
      return {
        add(address, content) {
          const key = keyOf(address);
          if (comments.has(key)) throw itemError("InvalidArgument", "The cell has a comment");
          comments.set(key, content);
        },
        getItemByCell(address) {
          const key = keyOf(address);
          if (!comments.has(key)) throw itemError("ItemNotFound", "No comment");
          return loadable({ content: comments.get(key), delete: () => comments.delete(key) });
        },
      };
    },
  };

  function RequestContext() {
    this.workbook = workbook;
    this.sync = () => new Promise((resolve) => setTimeout(resolve, 0));
  }

  function setSelection(sel) {
    selection = sel;
    setTimeout(() => selectionHandlers.forEach((h) => h({ type: "documentSelectionChanged" })), 0);
  }

  // ------------------------------------------------------------------ globals
  window.Excel = {
    run: async (callback) => {
      const context = new RequestContext();
      const result = await callback(context);
      await context.sync();
      return result;
    },
    RequestContext,
  };

  const asyncResult = (value) => ({ status: "succeeded", value });
  window.Office = {
    HostType: { Excel: "Excel" },
    PlatformType: { OfficeOnline: "OfficeOnline" },
    EventType: { DocumentSelectionChanged: "documentSelectionChanged" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady(callback) {
      const info = { host: "Excel", platform: "OfficeOnline" };
      return new Promise((resolve) =>
        setTimeout(() => {
          if (callback) callback(info);
          resolve(info);
        }, 0),
      );
    },
    actions: { associate() {} },
    context: {
      requirements: {
        isSetSupported(name, version) {
          if (name !== "ExcelApi") return false;
          const [a, b] = String(version || "1.1").split(".").map(Number);
          const [x, y] = apiVersion.split(".").map(Number);
          return a < x || (a === x && b <= y);
        },
      },
      document: {
        settings: {
          get: (k) => (settings.has(k) ? settings.get(k) : null),
          set: (k, v) => settings.set(k, v),
          remove: (k) => settings.delete(k),
          saveAsync(cb) {
            setTimeout(() => cb && cb(asyncResult()), 0);
          },
        },
        addHandlerAsync(type, handler, cb) {
          if (type === "documentSelectionChanged") selectionHandlers.push(handler);
          if (typeof cb === "function") setTimeout(() => cb(asyncResult()), 0);
        },
      },
    },
  };
  window.OfficeRuntime = { storage: new Map() };
  window.CustomFunctions = {
    associate() {},
    Error: class extends Error {},
    ErrorCode: { invalidValue: "#VALUE!" },
  };

  // ------------------------------------------------------------------ initial data and test hooks
  for (const [name, rows] of Object.entries(config.sheets || { Sheet1: [] })) {
    const s = addSheet(name);
    rows.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === null || v === undefined || v === "") return;
        enter(cellOf(s, r, c, true), v);
      }),
    );
  }
  activeSheet = sheets[0];
  selection = parseAddress(config.selection || "A1", sheets[0].name);

  window.__standin = {
    apiVersion,
    log,
    /** Selects cells as a director's click would, firing the selection event. */
    select(address) {
      const a = parseAddress(address, activeSheet.name);
      activeSheet = findSheet(a.sheet);
      setSelection(a);
    },
    /** Types into a cell by hand: Excel's reading of text, under the cell's own format. */
    type(address, text) {
      const a = parseAddress(address, activeSheet.name);
      enter(cellOf(findSheet(a.sheet), a.r0, a.c0, true), text);
    },
    cell(address) {
      const a = parseAddress(address, activeSheet.name);
      const s = findSheet(a.sheet);
      if (!s) return null;
      const c = cellOf(s, a.r0, a.c0, false);
      const key = cellAddress(s, a.r0, a.c0);
      return { value: c.value, formula: c.formula, numberFormat: c.numberFormat, fill: c.fill, note: notes.get(key) ?? null, comment: comments.get(key) ?? null };
    },
    sheetNames: () => sheets.map((s) => s.name),
    values(sheetName) {
      const s = findSheet(sheetName);
      if (!s) return null;
      const used = worksheetApi(s).getUsedRangeOrNullObject();
      return used.isNullObject ? [] : used.values;
    },
    selection: () => Range(findSheet(selection.sheet), selection.r0, selection.c0, selection.r1, selection.c1).address,
    settings: () => Object.fromEntries(settings),
  };
})();
