// Translation between Excel and the scoring core: core values to cell values, core errors to
// #VALUE! with a message naming the cell. No scoring happens here.
import { BridgeInputError, CellError, Fraction, OutputValue, RowOutcome, isCellError, toNumber } from "../../src";

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

function columnName(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function columnIndex(name: string): number {
  let n = 0;
  for (const ch of name.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * The address of one cell of a range: `Sheet1!D2:E8`, row 3, column 1 → `Sheet1!E5`. Null when
 * the range address is unknown or not A1-style (the message then names the row instead).
 */
export function cellAddress(rangeAddress: string | undefined, row: number, column: number): string | null {
  if (!rangeAddress) return null;
  const bang = rangeAddress.lastIndexOf("!");
  const sheet = bang >= 0 ? rangeAddress.slice(0, bang + 1) : "";
  const m = /^\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?[A-Za-z]{1,3}\$?\d+)?$/.exec(rangeAddress.slice(bang + 1));
  if (!m) return null;
  return `${sheet}${columnName(columnIndex(m[1]) + column)}${Number(m[2]) + row}`;
}

/** "Sheet1!D5: '42O' is not a score; …" or, without addresses, "entries row 5: …". */
export function describeCellError(error: CellError, addresses: Addresses): string {
  const at = cellAddress(addresses[error.range], error.row, error.column);
  if (at) return `${at}: ${error.message}`;
  const where = error.range ? `${error.range} row ${error.row + 1}` : `row ${error.row + 1}`;
  return `${where}${error.column > 0 ? ` column ${error.column + 1}` : ""}: ${error.message}`;
}

export function valueError(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
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
  for (let r = 0; r < outcomes.length; r++) {
    const o = outcomes[r];
    if (isCellError(o)) {
      const err = valueError(describeCellError(o, addresses));
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

/** Cell-by-cell outcomes of element-wise functions. */
export function toExcelGrid(grid: (OutputValue | number | string | CellError)[][], addresses: Addresses): ExcelValue[][] {
  return grid.map((row) => row.map((v) => (isCellError(v) ? valueError(describeCellError(v, addresses)) : toExcel(v))));
}

/**
 * Runs a core call; a BridgeInputError for the whole call (a shape mismatch, a bad option)
 * becomes #VALUE! with its message. Anything else is a bug and surfaces as such.
 */
export function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (e) {
    if (e instanceof BridgeInputError) throw valueError(e.message);
    throw e;
  }
}
