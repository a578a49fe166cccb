/* global window, document */
// An in-memory Excel for the task pane's end-to-end tests, served in place of office.js. It
// implements the subset of Office/Excel the pane and the functions bundle use: worksheets, ranges
// (values, formulas, formulasR1C1, valueTypes, numberFormat, fill, hidden rows), notes and
// comments with their locations, worksheet custom properties, the selection and its change event,
// document settings and requirement sets. Values typed or written without a text format are
// reinterpreted as Excel does the cases that matter here ("60%", "3/4", "=…", "'…").
// Configuration comes from window.__standinConfig; tests drive and inspect it via window.__standin.
//
// It is a model of Excel, not Excel. What it models, and from which of Microsoft's pages:
// - Batches. Every read (load) and write is queued and runs at context.sync() as one batch of
//   commands, in the order queued ("Application-specific API model": actions are queued and run as
//   a batch with one call to sync()); an object a method returns (getUsedRange().getLastRow()) is
//   bound where that command runs in the batch; a load sees the workbook as the commands before it
//   left it, and a command that fails stops the rest of its batch ("Error handling with the
//   application-specific JavaScript APIs"). Reading a property that was not loaded is an error
//   (PropertyNotLoaded), as in office.js. Here another window's batch never runs inside one; the
//   pane does not rely on that (it reads its log rows back). Each sync's request and response are
//   measured in bytes (JSON), as Excel on the web caps each at 5 MB ("Resource limits and
//   performance optimization for Office Add-ins"); a sync with nothing queued is not a request.
// - Notes (ExcelApi 1.18) and comments (ExcelApi 1.10) belong to their cell ("Notes are tied to an
//   individual cell": "Work with notes using the Excel JavaScript API"; likewise comments): they
//   move with it when rows or columns are inserted or deleted and when the rows are sorted, and a
//   copied sheet carries copies of them. getLocation() says where the cell is now.
// - Worksheet.customProperties (ExcelApi 1.12) are stored with the sheet: renamed, reopened, they
//   stay. Whether Move or Copy copies them is not documented: the worst case, a copied sheet
//   carries them too, is modelled.
// - Worksheet ids survive renames but may change between sessions (office-js issue #1390;
//   office-js-docs-reference #297): file() and config.file reopen a workbook with new sheet ids,
//   its cells, notes, custom properties and the settings that were saved.
// - Document settings (Office.Settings) are a per-add-in-instance in-memory copy loaded when the
//   add-in starts; saveAsync writes that whole copy into the document ("Persist add-in state and
//   settings"; Office.Settings reference). Two windows (two instances) each have their own copy,
//   so the last to save overwrites what the other saved.
// - Inserting rows or columns updates every reference to the moved cells; a sort moves whole rows
//   and shifts the relative references of the formulas it moves, as a copy would (Microsoft KB
//   40401 "Errors sorting cells that contain references"). formulasR1C1 (ExcelApi 1.2) is the
//   formula relative to its own cell.
// - Hidden rows (a filter) are reported by Range.rowHidden (ExcelApi 1.2) and left out of
//   Range.getVisibleView() (ExcelApi 1.3, "RangeView represents a set of visible cells").
// - getUsedRange(valuesOnly = true) counts only cells with values: a formula that shows "" is
//   counted as unused (the worst case; the reference does not say), formatting never counts.
(function () {
  "use strict";
  const config = window.__standinConfig || {};
  const apiVersion = config.apiVersion || "1.18";
  const apiMinor = Number(apiVersion.split(".")[1]);
  const requireApi = (minor, what) => {
    if (apiMinor < minor) throw new Error(`stand-in: ${what} needs ExcelApi 1.${minor}`);
  };

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

  // ------------------------------------------------------------------ formula references
  // A1 references outside string literals: optional sheet, $col$row, optional :$col$row.
  const A1_REF = /(?<![A-Za-z0-9_.$])((?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?(\$?)([A-Z]{1,3})(\$?)(\d+)(?::(\$?)([A-Z]{1,3})(\$?)(\d+))?(?![A-Za-z0-9_(])/g;
  const R1C1_REF = /(?<![A-Za-z0-9_.\]])((?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?R(\[-?\d+\]|\d+)?C(\[-?\d+\]|\d+)?(?::R(\[-?\d+\]|\d+)?C(\[-?\d+\]|\d+)?)?(?![A-Za-z0-9_(])/g;
  /** Applies f to the text outside "string literals" of a formula. */
  const outsideStrings = (formula, f) =>
    formula
      .split(/("(?:[^"]|"")*")/)
      .map((part, i) => (i % 2 === 1 ? part : f(part)))
      .join("");
  const unquote = (prefix) => (prefix ? prefix.slice(0, -1).replace(/^'(.*)'$/, "$1").replace(/''/g, "'") : null);
  /** Rewrites each A1 reference: f({sheet, row, col, rowAbs, colAbs}) returns the new point or null (#REF!). */
  function mapA1(formula, f) {
    return outsideStrings(formula, (text) =>
      text.replace(A1_REF, (all, prefix, ca, col, ra, row, cb, col2, rb, row2) => {
        const sheet = unquote(prefix);
        const points = [{ sheet, col: colIndex(col), colAbs: !!ca, row: Number(row) - 1, rowAbs: !!ra }];
        if (col2) points.push({ sheet, col: colIndex(col2), colAbs: !!cb, row: Number(row2) - 1, rowAbs: !!rb });
        const moved = points.map(f);
        if (moved.some((p) => p === null || p.row < 0 || p.col < 0)) return `${prefix || ""}#REF!`;
        const show = (p) => `${p.colAbs ? "$" : ""}${colLetter(p.col)}${p.rowAbs ? "$" : ""}${p.row + 1}`;
        return `${prefix || ""}${moved.map(show).join(":")}`;
      }),
    );
  }
  function toR1C1(formula, r, c) {
    return outsideStrings(formula, (text) =>
      text.replace(A1_REF, (all, prefix, ca, col, ra, row, cb, col2, rb, row2) => {
        const part = (abs, i, at) => (abs ? String(i + 1) : i === at ? "" : `[${i - at}]`);
        const one = (cabs, cl, rabs, rw) => `R${part(rabs, Number(rw) - 1, r)}C${part(cabs, colIndex(cl), c)}`;
        return `${prefix || ""}${one(ca, col, ra, row)}${col2 ? `:${one(cb, col2, rb, row2)}` : ""}`;
      }),
    );
  }
  function fromR1C1(formula, r, c) {
    return outsideStrings(formula, (text) =>
      text.replace(R1C1_REF, (all, prefix, rr, cc, rr2, cc2) => {
        const part = (spec, at) => (spec === undefined ? { i: at, abs: false } : spec.startsWith("[") ? { i: at + Number(spec.slice(1, -1)), abs: false } : { i: Number(spec) - 1, abs: true });
        const one = (rs, cs) => {
          const p = part(rs, r);
          const q = part(cs, c);
          return `${q.abs ? "$" : ""}${colLetter(q.i)}${p.abs ? "$" : ""}${p.i + 1}`;
        };
        return `${prefix || ""}${one(rr, cc)}${all.includes(":") ? `:${one(rr2, cc2)}` : ""}`;
      }),
    );
  }

  // ------------------------------------------------------------------ the workbook (shared by windows)
  // Two windows on one workbook are two frames of one page: the first stand-in loaded (the page
  // itself) holds the workbook, each frame's stand-in is its own add-in instance over it.
  let shared = null;
  try {
    if (window.parent && window.parent !== window && window.parent.__standinState) shared = window.parent.__standinState;
  } catch {
    shared = null;
  }
  const S = shared || {
    sheets: [], // { name, id, cells: Map("r,c" -> cell), protected, props: Map(lower key -> {key, value}), hidden: Set(rows) }
    nextSheetId: 1,
    session: (config.file && config.file.session) || 1,
    saved: new Map(config.file ? config.file.settings : Object.entries(config.settings || {})),
    structureProtected: false,
    gate: null, // { promise, release } while syncs are held
    syncs: [], // one entry a sync: bytes of its request and response, cells read and written
    failures: [], // { sheet, message }: the next write to that sheet fails, with the rest of its batch
    reads: [], // every load of cell data: its address and how many cells it touched
    log: [], // values writes, for the tests' assertions
    frames: 0,
    editing: null, // { promise, release } while the director edits a cell
  };
  window.__standinState = S;
  const frame = ++S.frames;

  const blank = () => ({ value: "", formula: null, numberFormat: "General", fill: null, note: null, comment: null });
  const findSheet = (name) => S.sheets.find((s) => s.name.toLowerCase() === String(name).toLowerCase());
  const newId = () => `{0000000${S.session}-0001-0000-0000-${String(S.nextSheetId++).padStart(12, "0")}}`;
  function addSheet(name) {
    if (findSheet(name)) throw itemError("ItemAlreadyExists", `A sheet named ${name} exists`);
    // Excel's worksheet ids are GUIDs that survive renames and are never reused in a session.
    const s = { name, id: newId(), cells: new Map(), protected: false, props: new Map(), hidden: new Set() };
    S.sheets.push(s);
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

  /** Excel's reading of a value written or typed into a cell that is not formatted as text. */
  function enter(cell, input) {
    cell.formula = null;
    if (typeof input !== "string") {
      cell.value = input === null || input === undefined ? "" : input;
      return;
    }
    // The leading apostrophe is Excel's text prefix under any format; it is not part of the value.
    if (input.startsWith("'")) {
      cell.value = input.slice(1);
      return;
    }
    if (cell.numberFormat === "@") {
      cell.value = input;
      return;
    }
    const t = input.trim();
    if (t.startsWith("=")) {
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

  function enterFormula(cell, text) {
    cell.formula = text.startsWith("=") ? text : `=${text}`;
    cell.value = 0;
  }

  /** A formula's value, for the few the tests use: a constant, or one cell; anything else 0. */
  function valueOf(sheet, cell, seen = 0) {
    if (!cell.formula) return cell.value;
    const f = cell.formula.slice(1).trim();
    if (/^[+-]?\d+(\.\d+)?$/.test(f)) return Number(f);
    // A helper column's formula that shows nothing either way.
    if (f === '""' || /^IF\(.*,\s*""\s*,\s*""\s*\)$/i.test(f)) return "";
    const m = /^((?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?\$?([A-Z]{1,3})\$?(\d+)$/.exec(f);
    if (m && seen < 20) {
      const target = m[1] ? findSheet(unquote(m[1])) : sheet;
      return target ? valueOf(target, cellOf(target, Number(m[3]) - 1, colIndex(m[2]), false), seen + 1) : "#REF!";
    }
    return 0;
  }

  const valueType = (v) => (v === "" || v === null ? "Empty" : typeof v === "number" ? "Double" : typeof v === "boolean" ? "Boolean" : String(v).startsWith("#") ? "Error" : "String");
  const hasValue = (sheet, cell) => {
    const v = valueOf(sheet, cell);
    return v !== "" && v !== null;
  };
  const hasContent = (sheet, cell, valuesOnly) =>
    valuesOnly ? hasValue(sheet, cell) : !!cell.formula || hasValue(sheet, cell) || cell.numberFormat !== "General" || !!cell.fill || cell.note !== null || cell.comment !== null;
  function usedBounds(sheet, valuesOnly, content = hasContent) {
    let r0 = Infinity;
    let c0 = Infinity;
    let r1 = -1;
    let c1 = -1;
    for (const [key, cell] of sheet.cells) {
      if (!content(sheet, cell, valuesOnly)) continue;
      const [r, c] = key.split(",").map(Number);
      r0 = Math.min(r0, r);
      c0 = Math.min(c0, c);
      r1 = Math.max(r1, r);
      c1 = Math.max(c1, c);
    }
    return r1 < 0 ? null : { sheet, r0, c0, r1, c1 };
  }
  /** Where a cell object is now (notes and comments belong to it), or null once it is gone. */
  function locateCell(cell) {
    for (const sheet of S.sheets) for (const [key, c] of sheet.cells) if (c === cell) {
      const [r, col] = key.split(",").map(Number);
      return { sheet, r0: r, c0: col, r1: r, c1: col };
    }
    return null;
  }

  // ------------------------------------------------------------------ batches
  const notLoaded = (p) => itemError("PropertyNotLoaded", `The property '${p}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`);
  const bytes = (x) => {
    try {
      return JSON.stringify(x === undefined ? null : x).length;
    } catch {
      return 0;
    }
  };
  const names = (props) => (Array.isArray(props) ? props : typeof props === "string" ? props.split(",") : props && props.select ? props.select.split(",") : []).map((p) => p.trim()).filter(Boolean);

  function RequestContext(options) {
    this.queue = [];
    this.workbook = workbookApi(this);
    this.delayForCellEdit = !!(options && options.delayForCellEdit);
    this.sync = () => sync(this);
  }
  /** Queues a command: `run(stat)` at sync; `request` is what it sends, measured in bytes. */
  function queue(ctx, request, run) {
    ctx.queue.push({ request: bytes(request), run });
  }

  async function sync(ctx) {
    const ops = ctx.queue.splice(0);
    while (S.gate) await S.gate.promise;
    const stat = { frame, requestBytes: 0, responseBytes: 0, cellsRead: 0, cellsWritten: 0 };
    // A sync with nothing queued sends no request (Excel.run's own last sync, often): not counted.
    if (ops.length > 0) S.syncs.push(stat);
    // excel-add-ins-delay-in-cell-edit.md: while the user edits a cell, a batch fails at once
    // (InvalidOperation; office.js reports InvalidOperationInCellEditMode, office-js #3388) unless
    // Excel.run was given delayForCellEdit: true, which makes it wait until the edit is committed
    // or cancelled.
    while (S.editing) {
      if (!ctx.delayForCellEdit) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        throw itemError("InvalidOperationInCellEditMode", "Excel is in cell-editing mode.");
      }
      await S.editing.promise;
    }
    let error = null;
    for (const op of ops) {
      stat.requestBytes += op.request;
      try {
        op.run(stat);
      } catch (e) {
        error = e;
        break;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (error) throw error;
  }

  /** A write's check at run time: a protected sheet, or a failure the test planted. */
  function writable(sheet) {
    // A protected sheet refuses every write (Excel: AccessDenied), a whole write at a time.
    if (sheet.protected) throw itemError("AccessDenied", `The sheet ${sheet.name} is protected`);
    const i = S.failures.findIndex((f) => f.sheet.toLowerCase() === sheet.name.toLowerCase());
    if (i >= 0) {
      const [f] = S.failures.splice(i, 1);
      throw itemError("GeneralException", f.message);
    }
  }

  /** The loadable data of an API object: what load() fetched at its sync, or PropertyNotLoaded. */
  function loaded(obj, data, props) {
    for (const p of props) settable(obj, data, p, undefined);
  }

  /**
   * isNullObject and load() for an object bound at sync: `resolveIt()` finds what it stands for
   * (null: nothing there, an *OrNullObject's null object), `fill(model, props, stat)` copies what
   * was asked for into its loaded data.
   */
  function loadsAtSync(obj, ctx, data, resolveIt, nullable, what, fill) {
    Object.defineProperty(obj, "isNullObject", {
      get() {
        if (!("isNullObject" in data)) throw notLoaded("isNullObject");
        return data.isNullObject;
      },
    });
    obj.load = (props) => {
      const ps = names(props).filter((p) => p !== "isNullObject");
      queue(ctx, { load: ps }, (stat) => {
        const m = resolveIt();
        data.isNullObject = !m;
        if (!m) {
          if (!nullable) throw itemError("ItemNotFound", `The ${what} does not exist`);
          return;
        }
        fill(m, ps, stat);
      });
      return obj;
    };
    return obj;
  }

  /** A loaded property that can also be written: the write is queued, as office.js does. */
  function settable(obj, data, prop, write) {
    Object.defineProperty(obj, prop, {
      configurable: true,
      enumerable: true,
      get() {
        if (!(prop in data)) throw notLoaded(prop);
        return data[prop];
      },
      set: write,
    });
  }

  // ------------------------------------------------------------------ ranges
  const RANGE_PROPS = ["address", "rowIndex", "columnIndex", "rowCount", "columnCount", "cellCount", "values", "formulas", "formulasR1C1", "valueTypes", "numberFormat", "text", "rowHidden", "columnHidden"];
  const CELL_PROPS = new Set(["values", "formulas", "formulasR1C1", "valueTypes", "numberFormat", "text"]);
  const grid = (m, f) => {
    const out = [];
    for (let r = m.r0; r <= m.r1; r++) {
      const row = [];
      for (let c = m.c0; c <= m.c1; c++) row.push(f(cellOf(m.sheet, r, c, false), r, c));
      out.push(row);
    }
    return out;
  };
  const addressOf = (m) => `${sheetRef(m.sheet.name)}!${colLetter(m.c0)}${m.r0 + 1}${m.r1 > m.r0 || m.c1 > m.c0 ? `:${colLetter(m.c1)}${m.r1 + 1}` : ""}`;
  function rangeProp(m, p) {
    const rows = m.r1 - m.r0 + 1;
    const cols = m.c1 - m.c0 + 1;
    switch (p) {
      case "address":
        return addressOf(m);
      case "rowIndex":
        return m.r0;
      case "columnIndex":
        return m.c0;
      case "rowCount":
        return rows;
      case "columnCount":
        return cols;
      case "cellCount":
        // Excel reports −1 above 2^31−1 cells (a whole sheet is 17 179 869 184).
        return rows * cols > 2147483647 ? -1 : rows * cols;
      case "values":
        return grid(m, (cell) => valueOf(m.sheet, cell));
      case "formulas":
        return grid(m, (cell) => cell.formula || cell.value);
      case "formulasR1C1":
        return grid(m, (cell, r, c) => (cell.formula ? toR1C1(cell.formula, r, c) : cell.value));
      case "valueTypes":
        return grid(m, (cell) => valueType(valueOf(m.sheet, cell)));
      case "numberFormat":
        return grid(m, (cell) => cell.numberFormat);
      case "text":
        return grid(m, (cell) => String(valueOf(m.sheet, cell)));
      case "rowHidden": {
        let hidden = 0;
        for (let r = m.r0; r <= m.r1; r++) if (m.sheet.hidden.has(r)) hidden++;
        return hidden === 0 ? false : hidden === rows ? true : null;
      }
      case "columnHidden":
        return false;
      default:
        throw new Error(`stand-in: Range.${p} is not modelled`);
    }
  }

  function writeCells(ctx, resolve, name, value, each) {
    queue(ctx, { write: name, value }, (stat) => {
      const m = resolve();
      writable(m.sheet);
      const at = (r, c) => (Array.isArray(value) ? (Array.isArray(value[r]) ? value[r][c] : value[r]) : value);
      for (let r = m.r0; r <= m.r1; r++)
        for (let c = m.c0; c <= m.c1; c++) {
          each(cellOf(m.sheet, r, c, true), at(r - m.r0, c - m.c0), r, c);
          stat.cellsWritten++;
        }
      if (name === "values") S.log.push({ op: "values", address: addressOf(m), value });
    });
  }

  function rangeApi(ctx, lazy, nullable) {
    const data = {};
    // An office.js range is bound when the command that made it runs, in its place in the batch:
    // getUsedRange().getLastRow() names the row that was last then, whatever is written after it.
    const bound = { done: false, m: null, error: null };
    queue(ctx, { range: true }, () => {
      try {
        bound.m = lazy();
      } catch (e) {
        bound.error = e;
      }
      bound.done = true;
    });
    const resolve = () => {
      if (!bound.done) return lazy();
      if (bound.error) throw bound.error;
      return bound.m;
    };
    const one = (f) => rangeApi(ctx, () => f(must()));
    const must = () => {
      const m = resolve();
      if (!m) throw itemError("ItemNotFound", "The range does not exist");
      return m;
    };
    const fill = { isNullObject: false };
    const fillData = {};
    loaded(fill, fillData, ["color", "pattern"]);
    Object.assign(fill, {
      load(props) {
        const ps = names(props);
        queue(ctx, { load: ps }, (stat) => {
          const m = must();
          for (const p of ps) {
            if (p === "color") {
              const fills = new Set(grid(m, (cell) => cell.fill || "#FFFFFF").flat());
              fillData.color = fills.size === 1 ? [...fills][0] : null;
            } else if (p === "pattern") {
              // ExcelApi 1.9: "None" for no fill, "Solid" for a colour (white included).
              requireApi(9, "Range.format.fill.pattern");
              const set = new Set(grid(m, (cell) => (cell.fill ? "Solid" : "None")).flat());
              fillData.pattern = set.size === 1 ? [...set][0] : null;
            }
          }
          stat.responseBytes += bytes(fillData);
        });
        return fill;
      },
      clear() {
        queue(ctx, { clear: "fill" }, () => {
          const m = must();
          writable(m.sheet);
          grid(m, (cell, r, c) => (cellOf(m.sheet, r, c, true).fill = null));
        });
      },
    });
    settable(fill, fillData, "color", (v) =>
      queue(ctx, { fill: v }, () => {
        const m = must();
        writable(m.sheet);
        grid(m, (cell, r, c) => (cellOf(m.sheet, r, c, true).fill = String(v).toUpperCase()));
      }),
    );
    const range = {
      toJSON: () => ({ ...data }),
      format: { fill, font: { set bold(v) { queue(ctx, { bold: v }, () => undefined); } } },
      get worksheet() {
        return worksheetApi(ctx, () => must().sheet);
      },
      getCell: (r, c) => one((m) => ({ sheet: m.sheet, r0: m.r0 + r, c0: m.c0 + c, r1: m.r0 + r, c1: m.c0 + c })),
      getRow: (r) => one((m) => ({ ...m, r0: m.r0 + r, r1: m.r0 + r })),
      getColumn: (c) => one((m) => ({ ...m, c0: m.c0 + c, c1: m.c0 + c })),
      getLastRow: () => one((m) => ({ ...m, r0: m.r1 })),
      getEntireRow: () => one((m) => ({ ...m, c0: 0, c1: 16383 })),
      getOffsetRange: (dr, dc) => one((m) => ({ sheet: m.sheet, r0: m.r0 + dr, c0: m.c0 + dc, r1: m.r1 + dr, c1: m.c1 + dc })),
      getAbsoluteResizedRange: (nr, nc) => one((m) => ({ sheet: m.sheet, r0: m.r0, c0: m.c0, r1: m.r0 + nr - 1, c1: m.c0 + nc - 1 })),
      getResizedRange: (dr, dc) => one((m) => ({ ...m, r1: m.r1 + dr, c1: m.c1 + dc })),
      getVisibleView: () => visibleViewApi(ctx, must),
      // ExcelApi 1.4: the used part of this range (its cells with values when valuesOnly).
      getUsedRangeOrNullObject: (valuesOnly) =>
        rangeApi(
          ctx,
          () => {
            const m = must();
            const u = usedBounds(m.sheet, !!valuesOnly);
            if (!u) return null;
            const r0 = Math.max(m.r0, u.r0);
            const c0 = Math.max(m.c0, u.c0);
            const r1 = Math.min(m.r1, u.r1);
            const c1 = Math.min(m.c1, u.c1);
            return r0 > r1 || c0 > c1 ? null : { sheet: m.sheet, r0, c0, r1, c1 };
          },
          true,
        ),
      select() {
        queue(ctx, { select: true }, () => {
          const m = must();
          instance.activeSheet = m.sheet;
          setSelection({ sheet: m.sheet, r0: m.r0, c0: m.c0, r1: m.r1, c1: m.c1 });
        });
      },
    };
    loadsAtSync(range, ctx, data, resolve, nullable, "range", (m, ps, stat) => {
      const got = {};
      for (const p of ps) got[p] = data[p] = rangeProp(m, p);
      if (ps.some((p) => CELL_PROPS.has(p))) {
        const cells = (m.r1 - m.r0 + 1) * (m.c1 - m.c0 + 1);
        stat.cellsRead += cells;
        S.reads.push({ address: addressOf(m), cells });
      }
      stat.responseBytes += bytes(got);
    });
    loaded(range, data, RANGE_PROPS);
    const setter = (name, each) => settable(range, data, name, (v) => writeCells(ctx, must, name, v, each));
    // Range.values reads a string that starts with =, + or − as a formula (the API reference says
    // so); only Excel's leading apostrophe makes it text on every host.
    setter("values", (cell, x) => (typeof x === "string" && /^[=+-]/.test(x) && !/^[+-]?\d+(\.\d+)?$/.test(x) ? enterFormula(cell, x) : enter(cell, x)));
    setter("formulas", (cell, x) => enter(cell, x));
    setter("formulasR1C1", (cell, x, r, c) => (typeof x === "string" && x.startsWith("=") ? enterFormula(cell, fromR1C1(x, r, c)) : enter(cell, x)));
    setter("numberFormat", (cell, x) => (cell.numberFormat = x));
    return range;
  }

  function visibleViewApi(ctx, parent) {
    const data = {};
    const view = {
      load(props) {
        const ps = names(props);
        queue(ctx, { load: ps }, (stat) => {
          const m = parent();
          const rows = [];
          for (let r = m.r0; r <= m.r1; r++) if (!m.sheet.hidden.has(r)) rows.push(r);
          const cols = [];
          for (let c = m.c0; c <= m.c1; c++) cols.push(c);
          const got = {
            rowCount: rows.length,
            columnCount: cols.length,
            cellAddresses: rows.map((r) => cols.map((c) => `${sheetRef(m.sheet.name)}!${colLetter(c)}${r + 1}`)),
          };
          for (const p of ps) data[p] = got[p];
          stat.responseBytes += bytes(data);
        });
        return view;
      },
    };
    loaded(view, data, ["rowCount", "columnCount", "cellAddresses"]);
    return view;
  }

  // ------------------------------------------------------------------ notes, comments, custom properties
  function cellNoteApi(ctx, resolve, kind, nullable) {
    // kind: "note" (ExcelApi 1.18) or "comment" (ExcelApi 1.10); both live on their cell.
    const data = {};
    const must = () => {
      const cell = resolve();
      if (!cell || cell[kind] === null) throw itemError("ItemNotFound", `No ${kind}`);
      return cell;
    };
    const obj = {
      delete() {
        queue(ctx, { delete: kind }, () => {
          const cell = must();
          const at = locateCell(cell);
          if (at) writable(at.sheet);
          cell[kind] = null;
        });
      },
      getLocation: () => rangeApi(ctx, () => locateCell(must())),
    };
    const present = () => {
      const cell = resolve();
      return cell && cell[kind] !== null ? cell : null;
    };
    loadsAtSync(obj, ctx, data, present, nullable, kind, (cell, ps, stat) => {
      for (const p of ps) data[p] = p === "content" ? cell[kind] : p === "authorName" ? "TD" : undefined;
      stat.responseBytes += bytes(data);
    });
    loaded(obj, data, ["authorName"]);
    settable(obj, data, "content", (v) =>
      queue(ctx, { content: v }, () => {
        const cell = must();
        const at = locateCell(cell);
        if (at) writable(at.sheet);
        cell[kind] = v;
      }),
    );
    return obj;
  }

  /** The notes (or comments) of a sheet, or of the whole workbook when `sheet` is null. */
  function cellNoteCollection(ctx, sheetOf, kind) {
    const data = {};
    const cellAt = (address) => {
      if (typeof address !== "string") throw new Error("stand-in: pass notes and comments an address");
      const a = parseAddress(address, (sheetOf() || instance.activeSheet).name);
      const s = findSheet(a.sheet);
      if (!s) throw itemError("ItemNotFound", `No sheet ${a.sheet}`);
      return { sheet: s, cell: cellOf(s, a.r0, a.c0, true) };
    };
    const all = () => {
      const list = [];
      for (const s of sheetOf() ? [sheetOf()] : S.sheets) {
        const keyed = [...s.cells].filter(([, c]) => c[kind] !== null).map(([k, c]) => [k.split(",").map(Number), c]);
        keyed.sort((x, y) => x[0][0] - y[0][0] || x[0][1] - y[0][1]);
        for (const [, c] of keyed) list.push(c);
      }
      return list;
    };
    const coll = {
      load(props) {
        const ps = names(props).map((p) => p.replace(/^items\//, ""));
        queue(ctx, { load: ps }, (stat) => {
          data.items = all().map((cell) => {
            const item = cellNoteApi(ctx, () => cell, kind);
            // The loaded content, as the collection's load fetched it.
            const content = cell[kind];
            Object.defineProperty(item, "content", {
              get: () => content,
              set(v) {
                queue(ctx, { content: v }, () => {
                  const at = locateCell(cell);
                  if (at) writable(at.sheet);
                  cell[kind] = v;
                });
              },
            });
            return item;
          });
          stat.responseBytes += bytes(data.items.map((i) => (ps.includes("content") ? i.content : null)));
        });
        return coll;
      },
      add(address, content) {
        queue(ctx, { add: kind, content }, () => {
          const { sheet, cell } = cellAt(address);
          writable(sheet);
          if (cell[kind] !== null) throw itemError("InvalidArgument", `The cell has a ${kind}`);
          cell[kind] = content;
        });
      },
      getItemOrNullObject: (address) => cellNoteApi(ctx, () => cellAt(address).cell, kind, true),
      getItem: (address) => cellNoteApi(ctx, () => cellAt(address).cell, kind),
      getItemByCell: (address) => cellNoteApi(ctx, () => cellAt(address).cell, kind),
      getCount() {
        const result = {};
        queue(ctx, { count: kind }, () => (result.value = all().length));
        return result;
      },
    };
    loaded(coll, data, ["items"]);
    return coll;
  }

  function customPropertyApi(ctx, sheetOf, key, nullable) {
    const data = {};
    const obj = {
      delete() {
        queue(ctx, { delete: key }, () => sheetOf().props.delete(key.toLowerCase()));
      },
    };
    loadsAtSync(obj, ctx, data, () => sheetOf().props.get(key.toLowerCase()) || null, nullable, `property ${key}`, (p, ps, stat) => {
      data.key = p.key;
      data.value = p.value;
      stat.responseBytes += bytes(p);
    });
    loaded(obj, data, ["key", "value"]);
    return obj;
  }

  function customPropertiesApi(ctx, sheetOf) {
    requireApi(12, "Worksheet.customProperties");
    const data = {};
    const coll = {
      add(key, value) {
        queue(ctx, { add: key, value }, () => {
          const sheet = sheetOf();
          writable(sheet);
          sheet.props.set(key.toLowerCase(), { key, value: String(value) });
        });
        return customPropertyApi(ctx, sheetOf, key);
      },
      getItem: (key) => customPropertyApi(ctx, sheetOf, key),
      getItemOrNullObject: (key) => customPropertyApi(ctx, sheetOf, key, true),
      load() {
        queue(ctx, { load: "items" }, (stat) => {
          data.items = [...sheetOf().props.values()].map((p) => ({ key: p.key, value: p.value }));
          stat.responseBytes += bytes(data.items);
        });
        return coll;
      },
    };
    loaded(coll, data, ["items"]);
    return coll;
  }

  // ------------------------------------------------------------------ worksheets and the workbook
  function worksheetApi(ctx, resolve, nullable) {
    const data = {};
    const must = () => {
      const s = resolve();
      if (!s) throw itemError("ItemNotFound", "The worksheet does not exist");
      return s;
    };
    const protData = {};
    const protection = {
      load(props) {
        queue(ctx, { load: props }, (stat) => {
          protData.protected = !!must().protected;
          stat.responseBytes += 20;
        });
        return protection;
      },
    };
    loaded(protection, protData, ["protected"]);
    const ws = {
      protection,
      getRange: (address) =>
        rangeApi(ctx, () => {
          const s = must();
          const a = parseAddress(address, s.name);
          return { sheet: s, r0: a.r0, c0: a.c0, r1: a.r1, c1: a.c1 };
        }),
      getRangeByIndexes: (r, c, nr, nc) => rangeApi(ctx, () => ({ sheet: must(), r0: r, c0: c, r1: r + nr - 1, c1: c + nc - 1 })),
      getUsedRangeOrNullObject: (valuesOnly) => rangeApi(ctx, () => usedBounds(must(), !!valuesOnly), true),
      // An empty sheet's used range is A1.
      getUsedRange: (valuesOnly) => rangeApi(ctx, () => usedBounds(must(), !!valuesOnly) || { sheet: must(), r0: 0, c0: 0, r1: 0, c1: 0 }),
      get notes() {
        requireApi(18, "Worksheet.notes");
        return cellNoteCollection(ctx, must, "note");
      },
      get comments() {
        requireApi(10, "Worksheet.comments");
        return cellNoteCollection(ctx, must, "comment");
      },
      get customProperties() {
        return customPropertiesApi(ctx, must);
      },
      activate() {
        queue(ctx, { activate: true }, () => (instance.activeSheet = must()));
      },
      // Worksheet.delete(): the sheet goes, with its cells.
      delete() {
        queue(ctx, { delete: "worksheet" }, () => {
          if (S.structureProtected) throw itemError("AccessDenied", "The workbook's structure is protected");
          const sheet = must();
          S.sheets.splice(S.sheets.indexOf(sheet), 1);
          if (instance.activeSheet === sheet) instance.activeSheet = S.sheets[0];
        });
      },
    };
    loadsAtSync(ws, ctx, data, () => resolve() || null, nullable, "worksheet", (sheet, ps, stat) => {
      for (const p of ps) data[p] = p === "name" ? sheet.name : p === "id" ? sheet.id : p === "position" ? S.sheets.indexOf(sheet) : undefined;
      stat.responseBytes += bytes(data);
    });
    loaded(ws, data, ["name", "id", "position"]);
    return ws;
  }

  function workbookApi(ctx) {
    const sheetsData = {};
    const worksheets = {
      load(props) {
        const ps = names(props).map((p) => p.replace(/^items\//, ""));
        queue(ctx, { load: ps }, (stat) => {
          sheetsData.items = S.sheets.map((s) => {
            const w = worksheetApi(ctx, () => (S.sheets.includes(s) ? s : null));
            Object.defineProperty(w, "name", { get: () => s.name });
            Object.defineProperty(w, "id", { get: () => s.id });
            return w;
          });
          stat.responseBytes += bytes(S.sheets.map((s) => [s.name, s.id]));
        });
        return worksheets;
      },
      // WorksheetCollection.getActiveWorksheet (ExcelApi 1.1): the sheet the director is on.
      getActiveWorksheet: () => worksheetApi(ctx, () => instance.activeSheet),
      // Excel finds a worksheet by its name or its id.
      getItem: (key) => worksheetApi(ctx, () => findSheet(key) || S.sheets.find((x) => x.id === key)),
      getItemOrNullObject: (key) => worksheetApi(ctx, () => findSheet(key) || S.sheets.find((x) => x.id === key) || null, true),
      add(name) {
        let created = null;
        queue(ctx, { add: name }, () => {
          if (S.structureProtected) throw itemError("AccessDenied", "The workbook's structure is protected");
          created = addSheet(name);
        });
        return worksheetApi(ctx, () => created);
      },
    };
    loaded(worksheets, sheetsData, ["items"]);
    const protData = {};
    const protection = {
      load() {
        queue(ctx, { load: "protected" }, () => (protData.protected = S.structureProtected));
        return protection;
      },
    };
    loaded(protection, protData, ["protected"]);
    const selected = () => ({ ...instance.selection, sheet: instance.selection.sheet });
    return {
      worksheets,
      protection,
      getSelectedRange: () => rangeApi(ctx, selected),
      getActiveCell: () =>
        rangeApi(ctx, () => {
          const s = selected();
          return { sheet: s.sheet, r0: s.r0, c0: s.c0, r1: s.r0, c1: s.c0 };
        }),
      get notes() {
        requireApi(18, "Workbook.notes");
        return cellNoteCollection(ctx, () => null, "note");
      },
      get comments() {
        requireApi(10, "Workbook.comments");
        return cellNoteCollection(ctx, () => null, "comment");
      },
    };
  }

  // ------------------------------------------------------------------ this add-in instance
  const instance = {
    settings: new Map(S.saved), // Office.Settings: this instance's in-memory copy
    selection: null, // { sheet (object), r0, c0, r1, c1 }
    activeSheet: null,
    selectionHandlers: [],
    visibilityHandlers: [],
    runs: 0,
  };

  function setSelection(sel) {
    instance.selection = sel;
    setTimeout(() => instance.selectionHandlers.forEach((h) => h({ type: "documentSelectionChanged" })), 0);
  }

  window.Excel = {
    // Excel.run(batch) or Excel.run(options, batch) (Excel.RunOptions: delayForCellEdit).
    run: async (first, second) => {
      const callback = typeof first === "function" ? first : second;
      const options = typeof first === "function" ? undefined : first;
      instance.runs++;
      const context = new RequestContext(options);
      const result = await callback(context);
      await context.sync();
      return result;
    },
    RequestContext,
    InsertShiftDirection: { down: "Down", right: "Right" },
  };

  const asyncResult = (value) => ({ status: "succeeded", value });

  // ------------------------------------------------------------------ dialogs (Office.context.ui)
  // displayDialogAsync opens a page of the add-in's own domain (Microsoft Learn, "Use the Office
  // dialog API": the URL must be on the host page's domain, over HTTPS); here an iframe over the
  // page. The dialog talks back with messageParent (DialogMessageReceived on the host's Dialog) and
  // hears messageChild once it has registered DialogParentMessageReceived (DialogApi 1.2). A second
  // dialog from the same host is error 12007. config.dialogApi ("1.1", "1.2", or "" for none) says
  // which requirement set the host reports; messageChild exists only from 1.2.
  const dialogApi = config.dialogApi === undefined ? "1.2" : config.dialogApi;
  const hostDialog = window.parent && window.parent !== window ? window.parent.__standinDialog : null;
  let openDialog = null;
  function displayDialogAsync(url, options, callback) {
    const cb = typeof options === "function" ? options : callback;
    setTimeout(() => {
      const fail = (code, message) => cb && cb({ status: "failed", error: { code, message } });
      if (!dialogApi) return fail(5001, "DialogApi is not supported");
      if (openDialog) return fail(12007, "A dialog box is already opened from this host window.");
      const dialogFrame = document.createElement("iframe");
      dialogFrame.id = "standin-dialog";
      dialogFrame.title = "Office dialog";
      dialogFrame.style.cssText = "position:fixed;inset:5%;width:90%;height:90%;background:#fff;border:2px solid #333;z-index:9";
      const handlers = { message: [], event: [] };
      const dialog = {
        addEventHandler(type, handler) {
          (type === "dialogMessageReceived" ? handlers.message : handlers.event).push(handler);
        },
        close() {
          dialogFrame.remove();
          openDialog = null;
          S.log.push({ dialog: "closed" });
        },
      };
      if (Number(dialogApi.split(".")[1]) >= 2)
        dialog.messageChild = (message) => setTimeout(() => openDialog && openDialog.childHandlers.forEach((h) => h({ message })), 0);
      openDialog = { frame: dialogFrame, dialog, handlers, childHandlers: [] };
      window.__standinDialog = {
        messageParent: (message) => setTimeout(() => handlers.message.forEach((h) => h({ message, origin: window.location.origin })), 0),
        listen: (h) => openDialog && openDialog.childHandlers.push(h),
      };
      S.log.push({ dialog: url, options });
      dialogFrame.src = url;
      document.body.append(dialogFrame);
      if (cb) cb(asyncResult(dialog));
    }, 0);
  }

  window.Office = {
    HostType: { Excel: "Excel" },
    PlatformType: { OfficeOnline: "OfficeOnline", PC: "PC", Mac: "Mac", iOS: "iOS" },
    EventType: {
      DocumentSelectionChanged: "documentSelectionChanged",
      DialogMessageReceived: "dialogMessageReceived",
      DialogEventReceived: "dialogEventReceived",
      DialogParentMessageReceived: "dialogParentMessageReceived",
    },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady(callback) {
      const info = { host: "Excel", platform: config.platform || "OfficeOnline" };
      return new Promise((resolve) =>
        setTimeout(() => {
          if (callback) callback(info);
          resolve(info);
        }, 0),
      );
    },
    actions: { associate() {} },
    VisibilityMode: { hidden: "Hidden", taskpane: "Taskpane" },
    addin: {
      onVisibilityModeChanged(handler) {
        instance.visibilityHandlers.push(handler);
        return Promise.resolve(() => Promise.resolve(instance.visibilityHandlers.splice(instance.visibilityHandlers.indexOf(handler), 1)));
      },
      showAsTaskpane: () => Promise.resolve(),
      hide: () => Promise.resolve(),
    },
    context: {
      // Office's display language (issue 16): the pane speaks it when it is one of its own.
      displayLanguage: config.displayLanguage || "en-US",
      // Office.context.platform (Office.PlatformType): OfficeOnline in a browser, PC on Windows,
      // Mac, iOS; config.platform says which host the test models.
      platform: config.platform || "OfficeOnline",
      ui: {
        displayDialogAsync,
        // In a dialog: the two calls the dialog API gives the dialog's own page.
        messageParent(message) {
          if (hostDialog) hostDialog.messageParent(message);
        },
        addHandlerAsync(type, handler, cb) {
          if (type === "dialogParentMessageReceived" && hostDialog) hostDialog.listen(handler);
          if (typeof cb === "function") setTimeout(() => cb(asyncResult()), 0);
        },
      },
      requirements: {
        isSetSupported(name, version) {
          if (name === "DialogApi") {
            if (!dialogApi) return false;
            const [a, b] = String(version || "1.1").split(".").map(Number);
            const [x, y] = dialogApi.split(".").map(Number);
            return a < x || (a === x && b <= y);
          }
          if (name !== "ExcelApi") return false;
          const [a, b] = String(version || "1.1").split(".").map(Number);
          const [x, y] = apiVersion.split(".").map(Number);
          return a < x || (a === x && b <= y);
        },
      },
      document: {
        settings: {
          get: (k) => (instance.settings.has(k) ? instance.settings.get(k) : null),
          set: (k, v) => instance.settings.set(k, v),
          remove: (k) => instance.settings.delete(k),
          saveAsync(cb) {
            // The whole in-memory copy goes into the document.
            S.saved = new Map(instance.settings);
            setTimeout(() => cb && cb(asyncResult()), 0);
          },
        },
        addHandlerAsync(type, handler, cb) {
          if (type === "documentSelectionChanged") instance.selectionHandlers.push(handler);
          if (typeof cb === "function") setTimeout(() => cb(asyncResult()), 0);
        },
      },
    },
  };
  window.OfficeRuntime = { storage: new Map() };
  // CustomFunctions.Error(code, message), as the custom-functions-runtime reference has it: the
  // code is the ErrorCode value ("#VALUE!", "#N/A", …), which is also how an error cell reaches a
  // function with allowErrorForDataTypeAny.
  const ErrorCode = {
    invalidValue: "#VALUE!",
    notAvailable: "#N/A",
    divisionByZero: "#DIV/0!",
    invalidNumber: "#NUM!",
    nullReference: "#NULL!",
    invalidName: "#NAME?",
    invalidReference: "#REF!",
  };
  // The functions the page registers, by id (CustomFunctions.associate(id, fn) or ({ id: fn })).
  const registered = new Map();
  window.CustomFunctions = {
    associate(idOrMap, fn) {
      if (typeof idOrMap === "string") registered.set(idOrMap, fn);
      else for (const [id, f] of Object.entries(idOrMap || {})) registered.set(id, f);
    },
    Error: class extends Error {
      constructor(code, message) {
        super(message || "");
        this.code = code || ErrorCode.invalidValue;
      }
    },
    ErrorCode,
  };

  // ------------------------------------------------------------------ initial data
  const fill = (s, rows) =>
    (rows || []).forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === null || v === undefined || v === "") return;
        enter(cellOf(s, r, c, true), v);
      }),
    );
  if (!shared) {
    if (config.file) {
      // A workbook reopened: its sheets, cells, notes, custom properties and saved settings, with
      // new worksheet ids (office-js #1390).
      for (const f of config.file.sheets) {
        const s = addSheet(f.name);
        s.cells = new Map(f.cells.map(([k, c]) => [k, { ...c }]));
        s.protected = f.protected;
        s.props = new Map(f.props);
        s.hidden = new Set(f.hidden);
      }
    } else for (const [name, rows] of Object.entries(config.sheets || { Sheet1: [] })) fill(addSheet(name), rows);
    for (const [address, text] of Object.entries(config.notes || {})) {
      const a = parseAddress(address, S.sheets[0].name);
      cellOf(findSheet(a.sheet), a.r0, a.c0, true).note = text;
    }
  }
  instance.activeSheet = S.sheets[0];
  {
    const a = parseAddress(config.selection || "A1", S.sheets[0].name);
    instance.selection = { ...a, sheet: findSheet(a.sheet) };
    instance.activeSheet = instance.selection.sheet;
  }

  // ------------------------------------------------------------------ test hooks
  const sheetNamed = (name) => {
    const s = findSheet(name);
    if (!s) throw new Error(`stand-in: no sheet ${name}`);
    return s;
  };
  const at = (address) => {
    const a = parseAddress(address, instance.activeSheet.name);
    return { ...a, s: findSheet(a.sheet) };
  };
  /** Moves cells (and with them their notes) by f(r, c) → [r, c] or null (deleted); updates references. */
  function moveCells(sheet, f) {
    const moved = new Map();
    for (const [key, cell] of sheet.cells) {
      const [r, c] = key.split(",").map(Number);
      const to = f(r, c);
      if (to) moved.set(`${to[0]},${to[1]}`, cell);
    }
    sheet.cells = moved;
    // Every reference to a moved cell follows it, from any sheet.
    for (const s of S.sheets)
      for (const cell of s.cells.values())
        if (cell.formula)
          cell.formula = mapA1(cell.formula, (p) => {
            const target = p.sheet === null ? s : findSheet(p.sheet);
            if (target !== sheet) return p;
            const to = f(p.row, p.col);
            return to ? { ...p, row: to[0], col: to[1] } : null;
          });
  }

  window.__standin = {
    apiVersion,
    frame,
    /** The ids of the custom functions the page registered. */
    functions: () => [...registered.keys()],
    /** Calls a registered custom function as Excel would, with its arguments and an invocation. */
    call: (id, args, parameterAddresses) => registered.get(id)(...args, { address: "Sheet1!Z1", parameterAddresses: parameterAddresses || [] }),
    /**
     * An error cell as a function receives it under allowErrorForDataTypeAny, in the first of its
     * documented forms: a CustomFunctions.Error whose code is the ErrorCode value ("#N/A").
     */
    errorCell: (code) => new window.CustomFunctions.Error(code),
    /** The director starts typing in a cell: Excel is in edit mode until endEdit(). */
    startEdit() {
      let release;
      const promise = new Promise((r) => (release = r));
      S.editing = { promise, release };
    },
    endEdit() {
      const e = S.editing;
      S.editing = null;
      if (e) e.release();
    },
    /**
     * A range as a custom function receives it, by the build: "null" passes an empty cell as null,
     * "zero" as 0 (office-js #4702, #5262: some builds do). Other cells as Range.values reads them.
     */
    argument(address, blanks) {
      const a = at(address);
      const empty = blanks === "zero" ? 0 : null;
      const out = [];
      for (let r = a.r0; r <= a.r1; r++) {
        const row = [];
        for (let c = a.c0; c <= a.c1; c++) {
          const cell = cellOf(a.s, r, c, false);
          const v = valueOf(a.s, cell);
          row.push(v === "" && !cell.formula ? empty : v);
        }
        out.push(row);
      }
      return out;
    },
    log: S.log,
    reads: S.reads,
    runs: () => instance.runs,
    /** One entry a sync, in order: bytes sent and received, cells read and written, and by which window. */
    syncs: () => S.syncs.slice(),
    resetSyncs() {
      S.syncs.length = 0;
      S.reads.length = 0;
    },
    /** The next write to `sheet` fails, and with it the rest of its batch (an Excel that errs mid-way). */
    failNextWrite(sheet, message) {
      S.failures.push({ sheet, message: message || "The request failed" });
    },
    protectSheet(name, on) {
      sheetNamed(name).protected = on !== false;
    },
    protectStructure(on) {
      S.structureProtected = on !== false;
    },
    /** Holds every sync until release(): the pane's operation is mid-way for as long as the test likes. */
    hold() {
      let release;
      const promise = new Promise((r) => (release = r));
      S.gate = { promise, release };
    },
    release() {
      const g = S.gate;
      S.gate = null;
      if (g) g.release();
    },
    /** The pane shown or hidden (Office.addin.onVisibilityModeChanged). */
    visibility(mode) {
      instance.visibilityHandlers.forEach((h) => h({ visibilityMode: mode }));
    },
    /** Selects cells as a director's click would, firing the selection event. */
    select(address) {
      const a = at(address);
      instance.activeSheet = a.s;
      setSelection({ sheet: a.s, r0: a.r0, c0: a.c0, r1: a.r1, c1: a.c1 });
    },
    /** Types into a cell by hand: Excel's reading of text, under the cell's own format. */
    type(address, text) {
      const a = at(address);
      enter(cellOf(a.s, a.r0, a.c0, true), text);
    },
    /** Clears the contents of cells (Home › Clear › Clear Contents): formats and notes stay. */
    clearContents(address) {
      const a = at(address);
      for (let r = a.r0; r <= a.r1; r++) for (let c = a.c0; c <= a.c1; c++) enter(cellOf(a.s, r, c, true), "");
    },
    cell(address) {
      const a = at(address);
      if (!a.s) return null;
      const c = cellOf(a.s, a.r0, a.c0, false);
      return { value: valueOf(a.s, c), formula: c.formula, numberFormat: c.numberFormat, fill: c.fill, note: c.note, comment: c.comment };
    },
    /**
     * Sorts the rows of a block by one of its columns, as Data › Sort does: whole rows move, with
     * their formats, notes and comments; numbers before text, blanks last. The relative references
     * of a moved formula shift with it (KB 40401).
     */
    sort(address, column, descending) {
      const a = at(address);
      const s = a.s;
      const rows = [];
      for (let r = a.r0; r <= a.r1; r++) {
        const row = [];
        for (let c = a.c0; c <= a.c1; c++) row.push(s.cells.get(`${r},${c}`) || null);
        rows.push({ from: r, row });
      }
      const k = colIndex(column) - a.c0;
      const rank = (cell) => (!cell || cell.value === "" ? 2 : typeof cell.value === "number" ? 0 : 1);
      rows.sort((x, y) => {
        const [p, q] = [x.row[k], y.row[k]];
        if (rank(p) !== rank(q)) return rank(p) - rank(q);
        if (rank(p) === 2) return 0;
        const d = rank(p) === 0 ? p.value - q.value : String(p.value).localeCompare(String(q.value));
        return descending ? -d : d;
      });
      rows.forEach(({ from, row }, i) =>
        row.forEach((cell, j) => {
          const key = `${a.r0 + i},${a.c0 + j}`;
          if (cell) {
            if (cell.formula) cell.formula = mapA1(cell.formula, (p) => (p.rowAbs ? p : { ...p, row: p.row + a.r0 + i - from }));
            s.cells.set(key, cell);
          } else s.cells.delete(key);
        }),
      );
    },
    /** Inserts whole blank rows above a row (1-based), as Home › Insert › Sheet rows does. */
    insertRows(sheetName, before, count) {
      const s = sheetNamed(sheetName);
      moveCells(s, (r, c) => [r >= before - 1 ? r + count : r, c]);
      s.hidden = new Set([...s.hidden].map((r) => (r >= before - 1 ? r + count : r)));
    },
    /** Inserts whole blank columns left of a column ("E"), as Home › Insert › Sheet columns does. */
    insertColumns(sheetName, before, count) {
      const b = colIndex(before);
      moveCells(sheetNamed(sheetName), (r, c) => [r, c >= b ? c + count : c]);
    },
    /** Deletes whole rows (1-based), as Home › Delete › Sheet rows does. */
    deleteRows(sheetName, from, count) {
      const s = sheetNamed(sheetName);
      moveCells(s, (r, c) => (r >= from - 1 && r < from - 1 + count ? null : [r >= from - 1 + count ? r - count : r, c]));
    },
    /** Hides rows (1-based), as a filter does with the rows it leaves out. */
    hideRows(sheetName, from, count) {
      for (let r = from - 1; r < from - 1 + count; r++) sheetNamed(sheetName).hidden.add(r);
    },
    /** A director's own edit of a note, or a fill set by hand. */
    setNote(address, text) {
      const a = at(address);
      cellOf(a.s, a.r0, a.c0, true).note = text;
    },
    setFill(address, color) {
      const a = at(address);
      cellOf(a.s, a.r0, a.c0, true).fill = color;
    },
    renameSheet(from, to) {
      sheetNamed(from).name = to;
    },
    deleteSheet(name) {
      S.sheets.splice(S.sheets.indexOf(sheetNamed(name)), 1);
    },
    /** Home › Format › Move or Copy, "Create a copy": a new sheet (new id) with copies of the cells and their notes. */
    copySheet(name, copyName) {
      const from = sheetNamed(name);
      const s = addSheet(copyName || `${from.name} (2)`);
      s.cells = new Map([...from.cells].map(([k, c]) => [k, { ...c }]));
      s.protected = from.protected;
      s.props = new Map([...from.props].map(([k, p]) => [k, { ...p }]));
      s.hidden = new Set(from.hidden);
      return s.name;
    },
    addSheet(name, rows) {
      fill(addSheet(name), rows);
    },
    sheetNames: () => S.sheets.map((s) => s.name),
    sheetId: (name) => sheetNamed(name).id,
    customProperties: (name) => Object.fromEntries([...sheetNamed(name).props.values()].map((p) => [p.key, p.value])),
    setCustomProperty(name, key, value) {
      const s = sheetNamed(name);
      if (value === null) s.props.delete(key.toLowerCase());
      else s.props.set(key.toLowerCase(), { key, value });
    },
    values(sheetName) {
      const s = findSheet(sheetName);
      if (!s) return null;
      const used = usedBounds(s, false, (sh, cell) => !!cell.formula || hasValue(sh, cell));
      return used ? grid(used, (cell) => valueOf(s, cell)) : [];
    },
    selection: () => addressOf(instance.selection),
    /** The settings saved in the document (what a reopened file, or another window starting now, gets). */
    settings: () => Object.fromEntries(S.saved),
    /** The workbook as a file holds it: reopened with config.file, it gets new sheet ids. */
    file: () => ({
      session: S.session + 1,
      settings: [...S.saved],
      sheets: S.sheets.map((s) => ({ name: s.name, cells: [...s.cells].map(([k, c]) => [k, { ...c }]), protected: s.protected, props: [...s.props], hidden: [...s.hidden] })),
    }),
  };
})();
