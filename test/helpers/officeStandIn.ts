// A stand-in for what Excel's shared runtime provides to the page's scripts: the CustomFunctions
// and Office globals (normally from office.js) and a minimal window/document. The bundles are
// run in a separate vm context with only these globals, so a bundle that quietly relied on
// anything else (a Node global, a second copy of CustomFunctions) fails here as it would in Excel.
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";

const STANDIN_JS = path.join(__dirname, "..", "e2e", "office-standin.js");

/** office-standin.js run in a sandbox of its own, as a page would run it: its window. */
function standInWindow(config: WorkbookConfig): Record<string, unknown> {
  const window: Record<string, unknown> = { __standinConfig: config };
  const sandbox = vm.createContext({ window, setTimeout, clearTimeout, console, Promise });
  vm.runInContext(fs.readFileSync(STANDIN_JS, "utf8"), sandbox, { filename: STANDIN_JS });
  return window;
}

/** CustomFunctions.ErrorCode, as the workbook stand-in defines it (the custom-functions-runtime reference). */
export const ERROR_CODES = (standInWindow({}).CustomFunctions as { ErrorCode: Record<string, string> }).ErrorCode;

/** Same shape as office-js's CustomFunctions.Error: a code and an optional message. */
export class StandInCustomFunctionsError extends Error {
  readonly code: string;
  constructor(code: string = ERROR_CODES.invalidValue, message?: string) {
    super(message ?? "");
    this.name = "CustomFunctions.Error";
    this.code = code;
  }
}

export interface StandInElement {
  id: string;
  textContent: string;
  innerHTML: string;
  style: Record<string, string>;
  hidden: boolean;
  addEventListener(): void;
}

export interface OfficeStandIn {
  context: vm.Context;
  /** Function id -> the function the bundle registered for it. */
  registered: Map<string, (...args: unknown[]) => unknown>;
  /** Ids registered more than once (Excel keeps only one; a duplicate is a bug). */
  duplicates: string[];
  /** Elements handed out by document.getElementById, by id. */
  elements: Map<string, StandInElement>;
  /** Runs one script in the page's global scope, as a <script> tag would. */
  runScript(code: string, filename: string): void;
  /** Evaluates an expression inside the context, so values are built with its Array/Object. */
  evaluate<T>(expression: string): T;
  /**
   * What Excel.run reports as a range's valueTypes ("Empty", "Double", …), by "Sheet!D2:D5". Only
   * Range.valueTypes is stood in for: the functions read nothing else through Excel.run.
   */
  valueTypes: Map<string, string[][]>;
  /** Every range whose valueTypes a function read through Excel.run, in order. */
  excelReads: string[];
}

export function createOfficeStandIn(host = "Excel"): OfficeStandIn {
  const registered = new Map<string, (...args: unknown[]) => unknown>();
  const valueTypes = new Map<string, string[][]>();
  const excelReads: string[] = [];
  const duplicates: string[] = [];
  const elements = new Map<string, StandInElement>();

  const register = (id: string, fn: unknown): void => {
    if (typeof fn !== "function") throw new TypeError(`CustomFunctions.associate("${id}"): not a function`);
    if (registered.has(id)) duplicates.push(id);
    registered.set(id, fn as (...args: unknown[]) => unknown);
  };

  const CustomFunctions = {
    associate(idOrMap: string | Record<string, unknown>, fn?: unknown): void {
      if (typeof idOrMap === "string") register(idOrMap, fn);
      else for (const [id, f] of Object.entries(idOrMap)) register(id, f);
    },
    Error: StandInCustomFunctionsError,
    ErrorCode: ERROR_CODES,
  };

  const info = { host, platform: "OfficeOnline" };
  const Office = {
    HostType: { Excel: "Excel" },
    PlatformType: { OfficeOnline: "OfficeOnline", PC: "PC", Mac: "Mac" },
    VisibilityMode: { hidden: "Hidden", taskpane: "Taskpane" },
    onReady(callback?: (i: typeof info) => void): Promise<typeof info> {
      return Promise.resolve(info).then((i) => {
        callback?.(i);
        return i;
      });
    },
    actions: { associate: (): void => undefined },
    addin: {
      showAsTaskpane: (): Promise<void> => Promise.resolve(),
      hide: (): Promise<void> => Promise.resolve(),
      onVisibilityModeChanged: (): Promise<() => Promise<void>> => Promise.resolve(() => Promise.resolve()),
      setStartupBehavior: (): Promise<void> => Promise.resolve(),
    },
    context: { requirements: { isSetSupported: (): boolean => true } },
  };

  // Excel.run with a workbook whose ranges only load valueTypes; loads are served at sync(), as
  // in office.js, and a range the test did not describe is an error, as a wrong address would be.
  const Excel = {
    // Excel.run(batch) or Excel.run(options, batch) (Excel.RunOptions); no cell is ever being edited here.
    async run<T>(first: unknown, second?: (context: unknown) => Promise<T>): Promise<T> {
      const batch = (typeof first === "function" ? first : second) as (context: unknown) => Promise<T>;
      const pending: (() => void)[] = [];
      const getRange = (sheet: string, cells: string) => {
        const address = `${sheet}!${cells}`;
        // load() returns the object itself, as office.js's ClientObject.load does (Excel.Range.load).
        const range: { valueTypes: string[][] | undefined; load(what: string): typeof range } = {
          valueTypes: undefined,
          load: (what: string) => {
            if (what !== "valueTypes") throw new Error(`stand-in: only valueTypes can be loaded, not ${what}`);
            pending.push(() => {
              const types = valueTypes.get(address);
              if (!types) throw new Error(`stand-in: no range ${address}`);
              excelReads.push(address);
              range.valueTypes = types;
            });
            return range;
          },
        };
        return range;
      };
      const context = {
        workbook: { worksheets: { getItem: (sheet: string) => ({ getRange: (cells: string) => getRange(sheet, cells) }) } },
        sync: async (): Promise<void> => pending.splice(0).forEach((load) => load()),
      };
      return batch(context);
    },
  };

  const element = (id: string): StandInElement => {
    let el = elements.get(id);
    if (!el) {
      el = { id, textContent: "", innerHTML: "", style: {}, hidden: false, addEventListener: () => undefined };
      elements.set(id, el);
    }
    return el;
  };
  const document = {
    readyState: "complete",
    getElementById: element,
    querySelector: (): null => null,
    querySelectorAll: (): never[] => [],
    createElement: (tag: string) => element(`<${tag}>`),
    addEventListener: (): void => undefined,
    body: element("<body>"),
    currentScript: null,
  };

  const sandbox: Record<string, unknown> = {
    CustomFunctions,
    Office,
    Excel,
    OfficeRuntime: { storage: new Map() },
    document,
    console,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    location: { href: "https://localhost:3000/taskpane.html", origin: "https://localhost:3000", protocol: "https:" },
    navigator: { userAgent: "office-stand-in" },
    addEventListener: (): void => undefined,
  };
  const context = vm.createContext(sandbox);
  // In a page, window, self and globalThis are all the global object.
  vm.runInContext("var window = globalThis; var self = globalThis;", context);

  return {
    context,
    registered,
    duplicates,
    elements,
    runScript: (code, filename) => vm.runInContext(code, context, { filename }),
    evaluate: <T>(expression: string) => vm.runInContext(`(${expression})`, context) as T,
    valueTypes,
    excelReads,
  };
}

// ---------------------------------------------------------------------------------------------
// The in-memory workbook of the end-to-end tests (test/e2e/office-standin.js), run in Node, so the
// pane's Excel code (addin/taskpane/workbook.ts) is tested against the same workbook without a
// browser: its Excel and Office globals are installed on globalThis for the test.

export interface WorkbookCell {
  value: unknown;
  formula: string | null;
  numberFormat: string;
  fill: string | null;
  note: string | null;
  comment: string | null;
}

/** The test hooks of office-standin.js (window.__standin), in Node and in the e2e tests' pages alike. */
export interface WorkbookStandIn {
  cell(address: string): WorkbookCell | null;
  values(sheet: string): unknown[][] | null;
  select(address: string): void;
  /** Types into a cell by hand, as Excel reads typed text. */
  type(address: string, text: string): void;
  selection(): string;
  settings(): Record<string, unknown>;
  sheetNames(): string[];
  sort(address: string, column: string, descending: boolean): void;
  insertRows(sheet: string, before: number, count: number): void;
  insertColumns(sheet: string, before: string, count: number): void;
  deleteRows(sheet: string, from: number, count: number): void;
  hideRows(sheet: string, from: number, count: number): void;
  clearContents(address: string): void;
  renameSheet(from: string, to: string): void;
  deleteSheet(name: string): void;
  addSheet(name: string, rows: unknown[][]): void;
  copySheet(name: string, copyName?: string): string;
  /** Every range read: how many cells each `values`/`formulas` load touched. */
  reads: { address: string; cells: number }[];
  /** The director starts typing in a cell; Excel stays in edit mode until endEdit(). */
  startEdit(): void;
  endEdit(): void;
  /** A range as a custom function receives it from a build that sends an empty cell as null or as 0. */
  argument(address: string, blanks: "null" | "zero"): unknown[][];
  /** An error cell as a function receives it: the stand-in's CustomFunctions.Error with that code. */
  errorCell(code: string): unknown;
  log: { op: string; address: string; value: unknown }[];
  visibility(mode: string): void;
  runs(): number;
  /** One entry a sync, in order: bytes sent and received, cells read and written. */
  syncs(): StandInSync[];
  resetSyncs(): void;
  failNextWrite(sheet: string, message?: string): void;
  protectSheet(name: string, on?: boolean): void;
  protectStructure(on?: boolean): void;
  hold(): void;
  release(): void;
  setNote(address: string, text: string): void;
  setFill(address: string, color: string): void;
  sheetId(name: string): string;
  customProperties(name: string): Record<string, string>;
  setCustomProperty(name: string, key: string, value: string | null): void;
  /** The workbook as a file holds it; WorkbookConfig.file reopens it with new sheet ids. */
  file(): unknown;
}

export interface StandInSync {
  frame: number;
  requestBytes: number;
  responseBytes: number;
  cellsRead: number;
  cellsWritten: number;
}

export interface WorkbookConfig {
  sheets?: Record<string, unknown[][]>;
  selection?: string;
  apiVersion?: string;
  settings?: Record<string, unknown>;
  /** Notes by address ("Sheet1!G3": text), as a file would carry them. */
  notes?: Record<string, string>;
  /** A workbook reopened (WorkbookStandIn.file()). */
  file?: unknown;
}

/** Installs a fresh in-memory workbook as Excel and Office on globalThis; returns its test hooks. */
export function installWorkbookStandIn(config: WorkbookConfig): WorkbookStandIn {
  const window = standInWindow(config);
  const g = globalThis as unknown as Record<string, unknown>;
  g.Excel = window.Excel;
  g.Office = window.Office;
  return window.__standin as WorkbookStandIn;
}

export function removeWorkbookStandIn(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  delete g.Excel;
  delete g.Office;
}
