// Translation between Excel and the scoring core: core values to cell values, core errors to
// #VALUE! with a message naming the cell, in the director's language. No scoring
// happens here.
import {
  BridgeInputError,
  Cell,
  CellError,
  ErrorCell,
  Fraction,
  OutputValue,
  RowOutcome,
  isCellError,
  toNumber,
  cellLocation,
  cellMessage,
  Message,
  msg,
  renderMessage,
  setObjectCellReader,
  withObjectCellsRead,
} from "../../src";
import { cellAddress } from "../address";
import { Ranges, confirmBlanks } from "./blanks";
import { Language, directorLanguage } from "../i18n/language";

export type ExcelValue = number | string | boolean | CustomFunctions.Error;

/** Parameter addresses of the current call (Excel gives them with @requiresParameterAddresses). */
export type Addresses = Record<string, string | undefined>;

/** Builds the name → address map from the invocation, in the order the parameters are declared. */
export function addressesOf(invocation: CustomFunctions.Invocation | undefined, names: string[]): Addresses {
  const out: Addresses = {};
  const list = invocation?.parameterAddresses ?? [];
  names.forEach((name, i) => (out[name] = list[i] || undefined));
  return out;
}

/**
 * "Sheet1!D5: '42O' is not a score; …" or, without addresses, "entries row 5: …", in `lang`.
 * An error cell reads as a sentence: "Sheet1!B7 holds #VALUE!".
 */
export function describeCellError(error: CellError, addresses: Addresses, lang: Language = directorLanguage()): string {
  const message = cellMessage(error);
  const where: Message | string = cellAddress(addresses[error.range], error.row, error.column) ?? cellLocation(error);
  if (typeof message !== "string" && message.key === "cell.holds")
    return renderMessage(msg("location.holds", { where, code: message.params?.code ?? "" }), lang);
  return renderMessage(msg("location.at", { where, message }), lang);
}

/** A core error for a whole call, in the director's language. */
export function errorText(e: BridgeInputError, lang: Language = directorLanguage()): string {
  return renderMessage(e, lang);
}

/**
 * Excel.ErrorCellValue's errorType (Excel.ErrorCellValueType, ExcelApi 1.16) and the code each
 * shows, its basicValue in the reference. Used when an error cell arrives without its basicValue;
 * a code of neither kind is reported as #VALUE!, what Excel itself shows for a value it cannot use.
 */
const ERROR_TYPES: Record<string, string> = {
  Div0: "#DIV/0!",
  NotAvailable: "#N/A",
  Name: "#NAME?",
  Null: "#NULL!",
  Num: "#NUM!",
  Ref: "#REF!",
  Value: "#VALUE!",
  Spill: "#SPILL!",
  Calc: "#CALC!",
  Busy: "#BUSY!",
  Connect: "#CONNECT!",
  Field: "#FIELD!",
  GettingData: "#GETTING_DATA",
  Blocked: "#BLOCKED!",
  External: "#EXTERNAL!",
  // A PlaceholderErrorCellValue shows #BUSY! (its basicValue in the Excel.ErrorCellValue reference).
  Placeholder: "#BUSY!",
};

/**
 * One cell of an `any` range as the core reads it. Excel sends numbers, text, booleans and null
 * as they are. With allowErrorForDataTypeAny an error cell arrives as a CustomFunctions.Error
 * (its code is "#VALUE!", "#N/A", …) or an Excel.ErrorCellValue; with
 * allowCustomDataForDataTypeAny a data-type cell (linked data, an entity, a formatted number)
 * arrives as an Excel.CellValue object whose basicValue, basicType Error and Empty included, is
 * what the cell is to an ordinary formula. Both are accepted, as the documentation allows either.
 */
export function fromExcelCell(value: unknown): Cell {
  if (value === null || typeof value !== "object") return value as Cell;
  const v = value as Record<string, unknown>;
  if (typeof v.code === "string") return new ErrorCell(v.code);
  const type = v.basicType ?? v.type;
  if (type === "Error") {
    const code = typeof v.basicValue === "string" && v.basicValue.startsWith("#") ? v.basicValue : ERROR_TYPES[String(v.errorType)];
    return new ErrorCell(code ?? "#VALUE!");
  }
  if (type === "Empty") return null;
  const basic = v.basicValue;
  if (typeof basic === "number" || typeof basic === "string" || typeof basic === "boolean") return basic;
  if (basic === null) return null;
  // An object with no value an ordinary formula could use: what Excel itself would make of it.
  return new ErrorCell("#VALUE!");
}

/** The error cells of a grid from row `from` on. */
function countErrors(grid: unknown[][], from: number): number {
  let n = 0;
  for (let r = from; r < grid.length; r++) for (const v of grid[r]) if (isCellError(v)) n++;
  return n;
}

/** Whether a row holds an object (an error or an exact value); a loop, not a closure per row. */
function holdsObject(row: unknown[]): boolean {
  for (let c = 0; c < row.length; c++) if (row[c] !== null && typeof row[c] === "object") return true;
  return false;
}

// The core reads an error or data-type cell as fromExcelCell translates it wherever it meets one
// (src/entries/objectCells.ts; docs/rules.md §2). Registered at load, before any function is called.
setObjectCellReader(fromExcelCell);

/**
 * Every range argument of one call as the core reads it: data types and error cells translated
 * (fromExcelCell), and the empty cells that some Excel builds send as 0 made blank (blanks.ts).
 * The same rule for every argument — entries, boards, pairs, SCORE's columns — so a blank is never
 * read as a passed-out board, board 0, pair 0 or 0 tricks. `readByCore`: the arguments whose
 * object cells the core reads itself, cell by cell as it reads the rest (RANKING's columns):
 * translating them here too would be a pass over every row of a range the core passes over anyway.
 */
export async function readArguments<T extends Ranges>(
  ranges: T,
  addresses: Addresses,
  invocation?: CustomFunctions.Invocation,
  readByCore: readonly string[] = [],
): Promise<T> {
  const translated: Ranges = {};
  for (const [name, value] of Object.entries(ranges)) translated[name] = readByCore.includes(name) ? value : withObjectCellsRead(value);
  return (await confirmBlanks(translated, addresses, ranges, inValuePreview(invocation))) as T;
}

/**
 * Whether Excel only previews the formula's value (CustomFunctionsRuntime 1.5). The reference
 * says true or false; the typings say string, so "true" counts as well.
 */
export function inValuePreview(invocation: CustomFunctions.Invocation | undefined): boolean {
  const flag: unknown = invocation?.isInValuePreview;
  return flag === true || flag === "true";
}

export function valueError(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
}

/**
 * Bytes of messages one answer may carry. Excel caps a custom function's answer at 5 MB and shows
 * #BUSY! for good past it (office-js #4654, #2786); an answer whose every cell is an error with its
 * sentence would pass that from about 29 000 rows.
 */
export const MESSAGE_BYTES = 2 * 1024 * 1024;
/** What a bare error cell costs at least, as JSON: {"code":"#VALUE!"} and a comma. */
const BARE_ERROR_BYTES = 20;
/** The first errors always keep their words, however many errors follow. */
const MIN_MESSAGE_BYTES = 64 * 1024;

/**
 * The error cells of one answer: each keeps its message while the answer's messages stay within
 * what is left of MESSAGE_BYTES once every error cell's bare cost is counted; the rest are bare
 * #VALUE! (docs/support.md says why, and that the first errors are the ones to fix).
 */
class ErrorCells {
  private left: number;
  private bare: CustomFunctions.Error | undefined;
  constructor(errorCells: number) {
    this.left = Math.max(MIN_MESSAGE_BYTES, MESSAGE_BYTES - errorCells * BARE_ERROR_BYTES);
  }
  /** An error cell for `copies` cells, with the message `text()` while the budget lasts. */
  error(text: () => string, copies = 1): CustomFunctions.Error {
    if (this.left > 0) {
      const message = text();
      const cost = message.length * copies;
      if (cost <= this.left) {
        this.left -= cost;
        return valueError(message);
      }
      this.left = 0;
    }
    return (this.bare ??= new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue));
  }
}

/** An exact core value as Excel shows it: the float nearest the fraction; NP and blanks as text. */
export function toExcel(value: OutputValue | number | string): number | string {
  if (value instanceof Fraction) return toNumber(value);
  return value;
}

/**
 * Rows of core outcomes (values or the row's board error) as a spilled Excel result. The core
 * hands over a fresh array, so it is converted in place: a 100 000-row result is not copied.
 */
export function toExcelRows(outcomes: RowOutcome<(OutputValue | number | string)[]>[], width: number, addresses: Addresses): ExcelValue[][] {
  const out = outcomes as unknown as ExcelValue[][];
  let lang: Language | undefined; // read once, at the first error: most results have none
  let errors: ErrorCells | undefined;
  for (let r = 0; r < outcomes.length; r++) {
    const o = outcomes[r];
    if (isCellError(o)) {
      errors ??= new ErrorCells(width * outcomes.reduce((n, x) => (isCellError(x) ? n + 1 : n), 0));
      const err = errors.error(() => describeCellError(o, addresses, (lang ??= directorLanguage())), width);
      out[r] = Array.from({ length: width }, () => err);
      continue;
    }
    // Rows that already hold only numbers and text (the fast path's) go to Excel as they are.
    for (let i = 0; i < o.length; i++)
      if (o[i] instanceof Fraction) {
        out[r] = o.map(toExcel);
        break;
      }
  }
  return out;
}

/**
 * Cell-by-cell outcomes of element-wise functions. As in toExcelRows, the core's fresh grid is
 * converted in place: rows of numbers and text (100 000 of them from NEUBERG over a session's
 * columns) go to Excel as they are, and only a row with an exact value or a bad cell is rebuilt.
 */
export function toExcelGrid(grid: (OutputValue | number | string | CellError)[][], addresses: Addresses): ExcelValue[][] {
  let lang: Language | undefined;
  let errors: ErrorCells | undefined;
  const out = grid as unknown as ExcelValue[][];
  for (let r = 0; r < grid.length; r++) {
    const row = grid[r];
    if (!holdsObject(row)) continue;
    errors ??= new ErrorCells(countErrors(grid, r));
    const e = errors;
    out[r] = row.map((v) => (isCellError(v) ? e.error(() => describeCellError(v, addresses, (lang ??= directorLanguage()))) : toExcel(v)));
  }
  return out;
}

/**
 * Runs a core call; a BridgeInputError for the whole call (a shape mismatch, a bad option)
 * becomes #VALUE! with its message. Anything else is a bug and surfaces as such.
 */
export function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (e) {
    if (e instanceof BridgeInputError) throw valueError(errorText(e));
    throw e;
  }
}
