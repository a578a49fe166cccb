/* global window, document */
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
  const sheets = []; // { name, id, cells: Map("r,c" -> cell) }; a cell carries its note and comment
  let nextSheetId = 1;
  const settings = new Map(Object.entries(config.settings || {}));
  const selectionHandlers = [];
  const log = []; // what the pane did, for the tests' assertions
  const reads = []; // every values read: its address and how many cells it touched
  const visibilityHandlers = [];
  const runs = { count: 0 }; // Excel.run calls, counted as they start
  // What each context.sync() carried, in bytes: the request (the calls queued since the last sync,
  // values written included) and the response (the properties loaded). Excel on the web refuses a
  // request or a response above 5 MB (resource-limits-and-performance-optimization.md, "Excel
  // add-ins": "Payload size for requests and responses"), so the tests read the largest of these.
  // The count is a model of office.js's JSON, not its exact bytes: each call that makes an API
  // object counts CALL_BYTES (its action and object path), each value its JSON text.
  const CALL_BYTES = 256;
  const syncs = [];
  let pending = { request: 0, response: 0 };
  let measuring = false; // true while load() measures a property, so the read is not logged twice
  const json = (v) => {
    const text = JSON.stringify(v === undefined ? null : v);
    return text === undefined ? 0 : text.length;
  };
  // The director typing in a cell (edit mode): a latch until the edit ends.
  let editing = null;
  /** A promise and the function that settles it: a state that lasts until the test ends it. */
  const latch = () => {
    let release;
    const promise = new Promise((r) => (release = r));
    return { promise, release };
  };
  /** Ends a latch (if any) and gives what takes its place: none. */
  const ended = (l) => {
    if (l) l.release();
    return null;
  };
  let structureProtected = false;
  let gate = null; // { promise, release } while syncs are held
  let selection = null; // { sheet, r0, c0, r1, c1 }
  let activeSheet = null;

  const blank = () => ({ value: "", formula: null, numberFormat: "General", fill: null, note: null, comment: null });
  const findSheet = (name) => sheets.find((s) => s.name.toLowerCase() === String(name).toLowerCase());
  function addSheet(name) {
    if (findSheet(name)) throw itemError("ItemAlreadyExists", `A sheet named ${name} exists`);
    // Excel's worksheet ids are GUIDs that survive renames and are never reused.
    const s = { name, id: `{00000000-0001-0000-0000-${String(nextSheetId++).padStart(12, "0")}}`, cells: new Map() };
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

  const valueType = (v) => (v === "" || v === null ? "Empty" : typeof v === "number" ? "Double" : typeof v === "boolean" ? "Boolean" : "String");

  // ------------------------------------------------------------------ API objects
  const loadable = (obj) => {
    // load("a, b") / load(["a"]) / load({ a: true }): measured into the next sync's response.
    obj.load = function (props) {
      const names = typeof props === "string" ? props.split(",") : Array.isArray(props) ? props : props ? Object.keys(props) : [];
      measuring = true;
      try {
        for (const name of names.map((n) => String(n).trim()).filter(Boolean)) pending.response += json(this[name]) + name.length + 4;
      } finally {
        measuring = false;
      }
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
    pending.request += CALL_BYTES;
    const rows = r1 - r0 + 1;
    const cols = c1 - c0 + 1;
    const each = (value, f) => {
      // A protected sheet refuses every write (Excel: AccessDenied), a whole write at a time.
      if (sheet.protected) throw itemError("AccessDenied", `The sheet ${sheet.name} is protected`);
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
      // Excel reports −1 above 2^31−1 cells (a whole sheet is 17 179 869 184).
      cellCount: rows * cols > 2147483647 ? -1 : rows * cols,
      get values() {
        if (!measuring) reads.push({ address: range.address, cells: rows * cols });
        return read((cell) => (cell.formula ? cell.value : cell.value));
      },
      set values(v) {
        pending.request += json(v);
        // Range.values reads a string that starts with =, + or − as a formula (the API reference
        // says so); only Excel's leading apostrophe makes it text on every host.
        each(v, (cell, x) => (typeof x === "string" && /^[=+-]/.test(x) && !/^[+-]?\d+(\.\d+)?$/.test(x) ? enterFormula(cell, x) : enter(cell, x)));
        log.push({ op: "values", address: range.address, value: v });
      },
      get formulas() {
        return read((cell) => cell.formula || cell.value);
      },
      set formulas(v) {
        pending.request += json(v);
        each(v, (cell, x) => enter(cell, typeof x === "string" && x.startsWith("=") ? x : x));
      },
      get valueTypes() {
        return read((cell) => valueType(cell.value));
      },
      get numberFormat() {
        return read((cell) => cell.numberFormat);
      },
      set numberFormat(v) {
        pending.request += json(v);
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
          // ExcelApi 1.9: "None" for no fill, "Solid" for a colour (white included).
          get pattern() {
            const p = new Set(read((cell) => (cell.fill ? "Solid" : "None")).flat());
            return p.size === 1 ? [...p][0] : null;
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
      getRow: (r) => Range(sheet, r0 + r, c0, r0 + r, c1),
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
      get id() {
        return sheet.id;
      },
      protection: loadable({
        get protected() {
          return !!sheet.protected;
        },
      }),
      getRange: (address) => {
        const a = parseAddress(address, sheet.name);
        return Range(sheet, a.r0, a.c0, a.r1, a.c1);
      },
      getUsedRangeOrNullObject() {
        let r0 = Infinity;
        let c0 = Infinity;
        let r1 = -1;
        let c1 = -1;
        for (const [key, cell] of sheet.cells) {
          if (cell.value === "" && !cell.formula) continue;
          const [r, c] = key.split(",").map(Number);
          r0 = Math.min(r0, r);
          c0 = Math.min(c0, c);
          r1 = Math.max(r1, r);
          c1 = Math.max(c1, c);
        }
        return r1 < 0 ? loadable({ isNullObject: true }) : Range(sheet, r0, c0, r1, c1);
      },
      getRangeByIndexes: (r, c, nr, nc) => Range(sheet, r, c, r + nr - 1, c + nc - 1),
      activate() {
        activeSheet = sheet;
      },
      // Worksheet.delete(): the sheet goes, with its cells.
      delete() {
        if (structureProtected) throw itemError("AccessDenied", "The workbook's structure is protected");
        sheets.splice(sheets.indexOf(sheet), 1);
        if (activeSheet === sheet) activeSheet = sheets[0];
      },
    });
  }

  const nullObject = () => loadable({ isNullObject: true });

  const worksheets = loadable({
    get items() {
      return sheets.map(worksheetApi);
    },
    // Excel finds a worksheet by its name or its id.
    getItem(name) {
      const s = findSheet(name) || sheets.find((x) => x.id === name);
      if (!s) throw itemError("ItemNotFound", `No sheet ${name}`);
      return worksheetApi(s);
    },
    getItemOrNullObject(name) {
      const s = findSheet(name) || sheets.find((x) => x.id === name);
      return s ? worksheetApi(s) : nullObject();
    },
    // WorksheetCollection.getActiveWorksheet (ExcelApi 1.1): the sheet the director is on.
    getActiveWorksheet() {
      return worksheetApi(activeSheet);
    },
    add(name) {
      if (structureProtected) throw itemError("AccessDenied", "The workbook's structure is protected");
      return worksheetApi(addSheet(name));
    },
  });

  /** The cell object an address names: notes and comments live on it, so they move with it. */
  const keyOf = (address) => {
    const a = parseAddress(typeof address === "string" ? address : address.address, activeSheet.name);
    return cellOf(findSheet(a.sheet), a.r0, a.c0, true);
  };
  const noteApi = (cell) =>
    loadable({
      isNullObject: false,
      get content() {
        return cell.note;
      },
      set content(v) {
        cell.note = v;
      },
      delete() {
        cell.note = null;
      },
    });

  const workbook = {
    worksheets,
    protection: loadable({
      get protected() {
        return structureProtected;
      },
    }),
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
          const cell = keyOf(address);
          if (cell.note !== null) throw itemError("InvalidArgument", "The cell has a note");
          cell.note = content;
          return noteApi(cell);
        },
        getItemOrNullObject(address) {
          const cell = keyOf(address);
          return cell.note !== null ? noteApi(cell) : nullObject();
        },
      };
    },
    get comments() {
      if (apiMinor < 10) throw new Error("stand-in: comments need ExcelApi 1.10");
      return {
        add(address, content) {
          const cell = keyOf(address);
          if (cell.comment !== null) throw itemError("InvalidArgument", "The cell has a comment");
          cell.comment = content;
        },
        getItemByCell(address) {
          const cell = keyOf(address);
          if (cell.comment === null) throw itemError("ItemNotFound", "No comment");
          return loadable({
            get content() {
              return cell.comment;
            },
            set content(v) {
              cell.comment = v;
            },
            delete: () => (cell.comment = null),
          });
        },
      };
    },
  };

  function RequestContext(options) {
    this.workbook = workbook;
    const delayForCellEdit = !!(options && options.delayForCellEdit);
    this.sync = () => {
      syncs.push(pending);
      pending = { request: 0, response: 0 };
      // A held sync waits until the test releases it: an Excel that is slow to answer.
      return (gate ? gate.promise : Promise.resolve())
        .then(() => {
          if (!editing) return undefined;
          // excel-add-ins-delay-in-cell-edit.md: while the user edits a cell, a batch fails at once
          // (InvalidOperation; office.js reports InvalidOperationInCellEditMode, office-js #3388)
          // unless Excel.run was given delayForCellEdit: true, which makes it wait until the edit
          // is committed or cancelled. (This stand-in applies writes as they are queued, so only
          // reads are modelled faithfully in edit mode.)
          if (!delayForCellEdit) throw itemError("InvalidOperationInCellEditMode", "Excel is in cell-editing mode.");
          return editing.promise;
        })
        .then(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
  }

  function setSelection(sel) {
    selection = sel;
    setTimeout(() => selectionHandlers.forEach((h) => h({ type: "documentSelectionChanged" })), 0);
  }

  // ------------------------------------------------------------------ globals
  window.Excel = {
    // Excel.run(batch) or Excel.run(options, batch) (Excel.RunOptions: delayForCellEdit).
    run: async (first, second) => {
      const callback = typeof first === "function" ? first : second;
      const options = typeof first === "function" ? undefined : first;
      runs.count++;
      const context = new RequestContext(options);
      const result = await callback(context);
      await context.sync();
      return result;
    },
    RequestContext,
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
      const frame = document.createElement("iframe");
      frame.id = "standin-dialog";
      frame.title = "Office dialog";
      frame.style.cssText = "position:fixed;inset:5%;width:90%;height:90%;background:#fff;border:2px solid #333;z-index:9";
      const handlers = { message: [], event: [] };
      const dialog = {
        addEventHandler(type, handler) {
          (type === "dialogMessageReceived" ? handlers.message : handlers.event).push(handler);
        },
        close() {
          frame.remove();
          openDialog = null;
          log.push({ dialog: "closed" });
        },
      };
      if (Number(dialogApi.split(".")[1]) >= 2)
        dialog.messageChild = (message) => setTimeout(() => openDialog && openDialog.childHandlers.forEach((h) => h({ message })), 0);
      openDialog = { frame, dialog, handlers, childHandlers: [] };
      window.__standinDialog = {
        messageParent: (message) => setTimeout(() => handlers.message.forEach((h) => h({ message, origin: window.location.origin })), 0),
        listen: (h) => openDialog && openDialog.childHandlers.push(h),
      };
      log.push({ dialog: url, options });
      frame.src = url;
      document.body.append(frame);
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
        visibilityHandlers.push(handler);
        return Promise.resolve(() => Promise.resolve(visibilityHandlers.splice(visibilityHandlers.indexOf(handler), 1)));
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
  selection = parseAddress(config.selection || "A1", sheets[0].name);
  activeSheet = findSheet(selection.sheet) || sheets[0];

  window.__standin = {
    apiVersion,
    log,
    reads,
    runs: () => runs.count,
    /** The ids of the custom functions the page registered. */
    functions: () => [...registered.keys()],
    /** Calls a registered custom function as Excel would, with its arguments and an invocation. */
    call: (id, args, parameterAddresses) => registered.get(id)(...args, { address: "Sheet1!Z1", parameterAddresses: parameterAddresses || [] }),
    /** Every sync so far: { request, response } in bytes (see CALL_BYTES). */
    syncs,
    /**
     * An error cell as a function receives it under allowErrorForDataTypeAny, in the first of its
     * documented forms: a CustomFunctions.Error whose code is the ErrorCode value ("#N/A").
     */
    errorCell: (code) => new window.CustomFunctions.Error(code),
    /** The director starts typing in a cell: Excel is in edit mode until endEdit(). */
    startEdit() {
      editing = latch();
    },
    endEdit() {
      editing = ended(editing);
    },
    /**
     * A range as a custom function receives it, by the build: "null" passes an empty cell as null,
     * "zero" as 0 (office-js #4702, #5262: some builds do). Other cells as Range.values reads them.
     */
    argument(address, blanks) {
      const a = parseAddress(address, activeSheet.name);
      const s = findSheet(a.sheet);
      const empty = blanks === "zero" ? 0 : null;
      return grid(a.r1 - a.r0 + 1, a.c1 - a.c0 + 1, (r, c) => {
        const cell = cellOf(s, a.r0 + r, a.c0 + c, false);
        return cell.value === "" && !cell.formula ? empty : cell.value;
      });
    },
    protectSheet(name, on) {
      findSheet(name).protected = on !== false;
    },
    protectStructure(on) {
      structureProtected = on !== false;
    },
    /** Holds every sync until release(): the pane's operation is mid-way for as long as the test likes. */
    hold() {
      gate = latch();
    },
    release() {
      gate = ended(gate);
    },
    /** The pane shown or hidden (Office.addin.onVisibilityModeChanged). */
    visibility(mode) {
      visibilityHandlers.forEach((h) => h({ visibilityMode: mode }));
    },
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
      return { value: c.value, formula: c.formula, numberFormat: c.numberFormat, fill: c.fill, note: c.note, comment: c.comment };
    },
    /**
     * Sorts the rows of a block by one of its columns, as Data › Sort does: whole rows move, with
     * their formats, notes and comments; numbers before text, blanks last.
     */
    sort(address, column, descending) {
      const a = parseAddress(address, activeSheet.name);
      const s = findSheet(a.sheet);
      const rows = [];
      for (let r = a.r0; r <= a.r1; r++) {
        const row = [];
        for (let c = a.c0; c <= a.c1; c++) row.push(s.cells.get(`${r},${c}`) || null);
        rows.push(row);
      }
      const k = colIndex(column) - a.c0;
      const rank = (cell) => (!cell || cell.value === "" ? 2 : typeof cell.value === "number" ? 0 : 1);
      rows.sort((x, y) => {
        const [p, q] = [x[k], y[k]];
        if (rank(p) !== rank(q)) return rank(p) - rank(q);
        if (rank(p) === 2) return 0;
        const d = rank(p) === 0 ? p.value - q.value : String(p.value).localeCompare(String(q.value));
        return descending ? -d : d;
      });
      rows.forEach((row, i) =>
        row.forEach((cell, j) => {
          const key = `${a.r0 + i},${a.c0 + j}`;
          if (cell) s.cells.set(key, cell);
          else s.cells.delete(key);
        }),
      );
    },
    /** Inserts whole blank rows above a row (1-based), as Home › Insert › Sheet rows does. */
    insertRows(sheetName, before, count) {
      const s = findSheet(sheetName);
      const moved = new Map();
      for (const [key, cell] of s.cells) {
        const [r, c] = key.split(",").map(Number);
        moved.set(r >= before - 1 ? `${r + count},${c}` : key, cell);
      }
      s.cells = moved;
    },
    /** Deletes whole rows (1-based), as Home › Delete › Sheet rows does. */
    deleteRows(sheetName, from, count) {
      const s = findSheet(sheetName);
      const moved = new Map();
      for (const [key, cell] of s.cells) {
        const [r, c] = key.split(",").map(Number);
        if (r >= from - 1 && r < from - 1 + count) continue;
        moved.set(r >= from - 1 + count ? `${r - count},${c}` : key, cell);
      }
      s.cells = moved;
    },
    /** A director's own edit of a note, or a fill set by hand. */
    setNote(address, text) {
      keyOf(address).note = text;
    },
    setFill(address, color) {
      keyOf(address).fill = color;
    },
    renameSheet(from, to) {
      findSheet(from).name = to;
    },
    deleteSheet(name) {
      sheets.splice(sheets.indexOf(findSheet(name)), 1);
    },
    addSheet(name, rows) {
      const s = addSheet(name);
      (rows || []).forEach((row, r) => row.forEach((v, c) => v !== null && v !== undefined && v !== "" && enter(cellOf(s, r, c, true), v)));
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
