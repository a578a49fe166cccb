// From cells to boards: one long results table (entries, optionally with a board-id column) is
// split into travellers. A bad cell spoils only its own board (docs/functions.md).
import { Cell, CellError, FirstCell, FirstRow, asRows, cellError, cellMessage, firstIdCell, isBlank, isTitleRowOf, isTitleText } from "./cells";
import { BridgeInputError, inputError, quote, rejectErrorCell } from "../errors";
import { Entry } from "./entry";
import { msg } from "../messages";
import { parseEntry, parseEntryPair } from "./notation";
import { entryPhrases, localPassWords, wordKey } from "./localNotation";

export interface Traveller {
  id: string;
  /** Input row of each entry, in input order. */
  rows: number[];
  entries: Entry[];
  /** The first bad cell of the board; when set, every row of the board is an error. */
  error: CellError | null;
}

export interface Travellers {
  boards: Traveller[];
  /** Per input row: the index of its board, or "blank", or the row's own error (no board id). */
  rowBoard: (number | "blank" | CellError)[];
}

/** The 2-D array Excel passes, checked to be rows × 1 or rows × 2 (or one row, transposed). */
export function entryColumns(entries: unknown, name = "entries"): Cell[][] {
  const rows = asRows(entries, name);
  const width = rows[0]?.length ?? 0;
  if (width === 0) throw inputError("range.empty", { name });
  if (rows.some((r) => r.length !== width)) throw inputError("range.rowWidths", { name });
  if (width > 2) throw inputError("range.scoreColumns", { name, width });
  return rows;
}

/** A board id as the key that joins rows: `7`, `"7"` and `" 7 "` are one board; `a7` is `A7`. */
export function boardKey(cell: Cell): string {
  rejectErrorCell(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw inputError("board.notNumber", { value: cell });
    return String(cell);
  }
  if (typeof cell === "boolean") throw inputError("board.notNumberOrName", { value: String(cell).toUpperCase() });
  const text = String(cell).trim().toUpperCase();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
}

/** How readTravellers applies the title rule (docs/rules.md §2) beyond its own two ranges. */
export interface TitleRule {
  /** The call's other ranges read beside these rows (the pair columns): their first cells count too. */
  also?: readonly FirstRow[];
  /** False for rows that do not start at the sheet's first row (a subset of a call): no title row. */
  fromFirstRow?: boolean;
}

/**
 * Splits the rows into boards in order of first appearance. A blank entry is no result; a blank
 * board id next to a filled entry is that row's error.
 */
export function readTravellers(entries: unknown, boards?: unknown, entriesName = "entries", boardsName = "boards", titles: TitleRule = {}): Travellers {
  const cells = entryColumns(entries, entriesName);
  let ids: Cell[] | null = null;
  if (!isOmitted(boards)) {
    const idRows = asRows(boards, boardsName);
    // Ruling (docs/rules.md §2): one id per row of entries. A row of ids is never transposed:
    // which id belongs to which entry would be a guess.
    // reduce, not Math.max(...): a 200 000-row range would overflow the argument list.
    const width = idRows.reduce((w, r) => Math.max(w, r.length), 0);
    if (width !== 1 && idRows.length !== cells.length)
      throw inputError("range.boardShape", {
        name: boardsName,
        rows: idRows.length,
        columns: width,
        other: entriesName,
        otherRows: cells.length,
        otherColumns: cells[0].length,
      });
    if (idRows.some((r) => r.length !== 1)) throw inputError("range.boardColumn", { name: boardsName });
    const column = idRows.map((r) => r[0]);
    if (column.length !== cells.length)
      throw inputError("range.height", { name: boardsName, rows: column.length, other: entriesName, otherRows: cells.length });
    ids = column;
  }
  const byId = new Map<string, number>();
  const result: Travellers = { boards: [], rowBoard: new Array(cells.length) };
  const titled =
    titles.fromFirstRow !== false &&
    isTitleRowOf([
      { name: entriesName, first: firstEntryCell(cells[0]) },
      ...(ids ? [{ name: boardsName, first: firstIdCell([ids], 0) }] : []),
      ...(titles.also ?? []),
    ]);
  // A board's rows are nearly always together: the same id cell as the row before is the same board.
  let lastId: Cell = undefined;
  let lastIndex = -1;
  for (let r = 0; r < cells.length; r++) {
    const row = cells[r];
    const first = row[0];
    if ((typeof first !== "number" && isBlank(first) && (row.length === 1 || isBlank(row[1]))) || (r === 0 && titled)) {
      result.rowBoard[r] = "blank";
      continue;
    }
    let key = "";
    if (ids && lastIndex >= 0 && ids[r] === lastId) {
      addEntry(result, lastIndex, row, r, entriesName);
      continue;
    }
    if (ids) {
      if (isBlank(ids[r])) {
        result.rowBoard[r] = cellError(boardsName, r, 0, msg("board.idBlank", { entry: quote(row.find((c) => !isBlank(c)) ?? "") }));
        continue;
      }
      try {
        key = boardKey(ids[r]);
      } catch (e) {
        result.rowBoard[r] = caught(e, boardsName, r, 0);
        continue;
      }
    }
    let index = byId.get(key);
    if (index === undefined) {
      index = result.boards.length;
      byId.set(key, index);
      result.boards.push({ id: key, rows: [], entries: [], error: null });
    }
    if (ids) {
      lastId = ids[r];
      lastIndex = index;
    }
    addEntry(result, index, row, r, entriesName);
  }
  return result;
}

/**
 * The first cell of the entries range under the title rule (docs/rules.md §2): directors select
 * whole columns with their titles, and Excel's SUM steps over text. Its cells are a title when
 * one is text without a digit that is no entry (`A`, `NP`, `Pass` are entries) and the others are
 * blank; data when one is anything else. Only the first row: a title further down is a mistake the
 * director must see.
 */
export function firstEntryCell(row: readonly Cell[]): FirstCell {
  let title: Cell = null;
  for (const c of row) {
    if (isBlank(c)) continue;
    if (!isTitleText(c) || isEntry(c) || isEntryWord(c as string)) return { kind: "data", cell: c };
    title ??= c;
  }
  return title === null ? { kind: "blank" } : { kind: "title", cell: title };
}

/**
 * Words for an entry that no call's own notation makes a title (docs/rules.md §2): a first row
 * taken for a title is a row scored as if its table had not played, so a word that reads as an
 * entry in any of the add-in's languages is data whatever the call says — the local pass words of
 * §8.1 (`pas`, `passz`) — and so are the words directors write for an entry the notation spells
 * otherwise (`Pass out`, `niet gespeeld`, `Gem`; each bundle's entryWords, src/lang/<lang>/index.ts):
 * the board is then #VALUE! naming the cell.
 */
let entryWords: Set<string> | null = null;

function isEntryWord(text: string): boolean {
  entryWords ??= new Set([...entryPhrases(), ...localPassWords()]);
  return entryWords.has(wordKey(text.trim().replace(/\s+/g, " ")));
}

function isEntry(cell: Cell): boolean {
  try {
    parseEntry(cell);
    return true;
  } catch (e) {
    if (e instanceof BridgeInputError) return false;
    throw e;
  }
}

function addEntry(result: Travellers, index: number, row: Cell[], r: number, entriesName: string): void {
  const board = result.boards[index];
  result.rowBoard[r] = index;
  if (board.error) return;
  try {
    board.entries.push(row.length === 2 ? parseEntryPair(row[0], row[1]) : parseEntry(row[0]));
    board.rows.push(r);
  } catch (e) {
    board.error = caught(e, entriesName, r, 0);
  }
}

/** An optional argument left out: Excel passes null (or a single blank cell for `,,`). */
export function isOmitted(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 1 && Array.isArray(value[0]) && value[0].length === 1 && isBlank(value[0][0] as Cell);
  return isBlank(value as Cell);
}

/** The bad cell a reader's BridgeInputError names; anything else is a bug and is thrown on. */
export function caught(e: unknown, range: string, row: number, column: number): CellError {
  if (e instanceof BridgeInputError) return cellError(range, row, e.column ?? column, e);
  throw e;
}

/** A board's error as its rows show it: "board 7: …" (a board without an id says no number). */
export function boardError(board: Traveller, error: CellError): CellError {
  return board.id === "" ? error : cellError(error.range, error.row, error.column, msg("board.at", { board: board.id, message: cellMessage(error) }));
}

/** An error about entry `i` of a board, placed on that entry's input row and named with the board. */
export function boardRowError(board: Traveller, i: number, e: unknown, entriesName = "entries"): CellError {
  return boardError(board, caught(e, entriesName, board.rows[i], 0));
}

/** One output row of a board-scoring function: its values, or the error of its board or row. */
export type RowOutcome<T> = T | CellError;

/**
 * Runs `score` on every board and puts its per-entry results back in input order. A board that
 * cannot be scored (a bad cell, or a rule such as tables=) makes all of its rows that error;
 * other boards are unaffected.
 */
export function scoreEachBoard<T>(travellers: Travellers, score: (board: Traveller) => T[], blank: T, entriesName = "entries"): RowOutcome<T>[] {
  const out: RowOutcome<T>[] = new Array(travellers.rowBoard.length);
  // A board that scored has exactly its rows in board.rows; each result goes straight to its row.
  const failed: (CellError | null)[] = travellers.boards.map((board) => {
    if (board.error) return board.error;
    let results: T[];
    try {
      results = score(board);
    } catch (e) {
      return boardRowError(board, 0, e, entriesName);
    }
    const rows = board.rows;
    for (let k = 0; k < rows.length; k++) out[rows[k]] = results[k];
    return null;
  });
  const rowBoard = travellers.rowBoard;
  for (let r = 0; r < rowBoard.length; r++) {
    const b = rowBoard[r];
    if (b === "blank") out[r] = blank;
    else if (typeof b !== "number") out[r] = b;
    else if (failed[b] !== null) out[r] = failed[b]!;
  }
  return out;
}
