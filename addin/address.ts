// A1 addresses, read and written the way Excel does, for the custom functions' adapter (naming a
// bad cell) and the task pane (writing formulas, logging adjustments) alike. Rows and columns are
// 0-based here; the addresses are 1-based, as Excel shows them.

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A → 0, Z → 25, AA → 26; lower case too. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Row 2, column 1 → `B3`. */
export function a1(row: number, column: number): string {
  return `${columnLetter(column)}${row + 1}`;
}

/** The block from (top, left) to (bottom, right) as an absolute reference, `$B$3:$C$9`: it stays put when copied. */
export function absoluteRange(top: number, left: number, bottom: number, right: number): string {
  return `$${columnLetter(left)}$${top + 1}:$${columnLetter(right)}$${bottom + 1}`;
}

/** `Sheet1!B2` or `'Round 1'!$B$2` into the sheet name and the cell, quotes and `$` removed; sheet "" when none. */
export function splitAddress(address: string): { sheet: string; cell: string } {
  const bang = address.lastIndexOf("!");
  if (bang < 0) return { sheet: "", cell: address.replace(/\$/g, "") };
  let sheet = address.slice(0, bang);
  if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
  return { sheet, cell: address.slice(bang + 1).replace(/\$/g, "") };
}

/** A sheet name as a formula reference needs it: quoted unless it is a plain word. */
export function sheetRef(sheet: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) && !/^[A-Za-z]{1,3}\d+$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
}

/** Column (0-based) and row of an A1 cell address, `$` and sheet ignored; of a range, its first cell. */
export function cellIndex(address: string): { row: number; column: number } {
  const m = /([A-Z]+)(\d+)$/i.exec(splitAddress(address).cell.split(":")[0]);
  if (!m) return { row: -1, column: -1 };
  return { row: Number(m[2]) - 1, column: columnIndex(m[1]) };
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
  return `${sheet}${columnLetter(columnIndex(m[1]) + column)}${Number(m[2]) + row}`;
}
