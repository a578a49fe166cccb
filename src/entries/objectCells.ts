// Cells that arrive as objects: an error cell or a data-type cell, as the add-in receives them from
// Excel. What such a cell is to a reader — a number, text, a boolean, blank, or an ErrorCell that
// reports its own code (docs/rules.md §2: a blank is never 0, a cell that does not read is an error
// naming it) — is Office's business, so the core does not decide it: the add-in registers the
// translation once (setObjectCellReader), and a reader that meets an object cell reads what it
// returns. The add-in could translate every range before the call, but that is a pass over every row
// of every range, paid on every call for cells that are nearly never there; a reader that already
// reads each cell meets them for free. Until a translation is registered an object cell is read as
// it is, as a cell of no kind a reader expects.
import { ErrorCell } from "../errors";
import { Cell } from "./cells";

let readObject: (cell: object) => Cell = (cell) => cell as Cell;

/** Registers how an object cell is read (the add-in's fromExcelCell); called once, at load. */
export function setObjectCellReader(reader: (cell: object) => Cell): void {
  readObject = reader;
}

/** Whether a cell is an object the registered reader translates: neither a primitive nor an ErrorCell. */
export function isObjectCell(cell: unknown): cell is object {
  return cell !== null && typeof cell === "object" && !(cell instanceof ErrorCell);
}

/** A cell as a reader reads it: an object cell translated, anything else as it is. */
export function readObjectCell(cell: unknown): Cell {
  return isObjectCell(cell) ? readObject(cell) : (cell as Cell);
}

/** Whether a row holds an object cell; a loop, not a closure per row. */
function holdsObject(row: unknown[]): boolean {
  for (let c = 0; c < row.length; c++) if (isObjectCell(row[c])) return true;
  return false;
}

/**
 * A range argument with its object cells read (readObjectCell); the range itself when it holds
 * none, and rows without one kept as they are. A pass over every row: for the readers that do not
 * meet each cell themselves, and for the exact paths after a fast reader has stopped at an object.
 */
export function withObjectCellsRead<T>(range: T): T {
  if (!Array.isArray(range)) return readObjectCell(range) as T;
  let out: unknown[] | null = null;
  for (let r = 0; r < range.length; r++) {
    const row: unknown = range[r];
    if (!Array.isArray(row) || !holdsObject(row)) continue;
    out ??= range.slice();
    out[r] = row.map(readObjectCell);
  }
  return (out ?? range) as T;
}
