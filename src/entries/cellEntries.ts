// The entries of a results column's cells that are not plain scores (src/entries/column.ts):
// what each cell reads as, or UNREADABLE for the general reader to word.
import { BridgeInputError } from "../errors";
import { Cell } from "./cells";
import { Entry } from "./entry";
import { parseEntry } from "./notation";

/** Nothing can be read from this cell: the general reader words what is wrong with it. */
export const UNREADABLE = Symbol("unreadable");

/**
 * What the cells that are not plain scores read as, kept from call to call: Excel recalculates a
 * session's functions with the same adjusted cells again and again, and a board function's other
 * caches (MULTITEAM's comparisons, RANKING's) are keyed by the entry, so the same text gives the
 * same entry in every call. parseEntry depends on the cell alone; entries are never changed after
 * parsing (frozen here to make sure). Bounded: a workbook of more distinct texts starts afresh.
 */
const parsedCells = new Map<unknown, Entry | typeof UNREADABLE>();
const PARSED_CELLS = 4096;

export function parsedCell(cell: Cell): Entry | typeof UNREADABLE {
  let e = parsedCells.get(cell);
  if (e === undefined) {
    if (parsedCells.size >= PARSED_CELLS) parsedCells.clear();
    e = readEntry(() => parseEntry(cell));
    parsedCells.set(cell, e === UNREADABLE ? e : deepFreeze(e));
  }
  return e;
}

/** Freezes an entry's plain objects and arrays (a Fraction is immutable by its own API and left as it is). */
function deepFreeze<T>(x: T): T {
  // A plain object's prototype is the root one (whose own prototype is null), in whatever realm made it.
  if (typeof x === "object" && x !== null && !Object.isFrozen(x) && (Array.isArray(x) || Object.getPrototypeOf(Object.getPrototypeOf(x)) === null)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

export function readEntry(parse: () => Entry): Entry | typeof UNREADABLE {
  try {
    return parse();
  } catch (e) {
    if (e instanceof BridgeInputError) return UNREADABLE;
    throw e;
  }
}
