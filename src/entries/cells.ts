// Cells and ranges as Excel hands them over, and the one model of a bad cell: plain 2-D arrays (what
// a range is), one broadcasting rule for every element-wise function (SCORE, IMP, VP,
// VULNERABILITY, DEALER, NEUBERG: Excel's own), and one shape for "this cell is wrong" that every
// function returns or throws, so the adapter turns each into #VALUE! naming the cell one way.
import { BridgeInputError, ErrorCell, holdsMessage, inputError, messageOf, quote, rejectErrorCell } from "../errors";
import { Fraction, fromNumber, parseDecimal } from "../exact";
import { Message, msg, renderMessage } from "../messages";

/** A cell as it arrives from a range: Excel blanks come as null or ""; an error cell as ErrorCell. */
export type Cell = string | number | boolean | null | undefined | ErrorCell;

export type Grid = readonly (readonly Cell[])[];

export function isBlank(cell: Cell): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

/**
 * Whether a range's first cell reads as a title (text without a digit). The first row of a call
 * may be a title row, or a title beside data, which is an error for the whole call (docs/rules.md
 * §2); which it is depends on every range's first cell and on the ids further down, so only the
 * general reader rules on it, reading the whole call.
 */
export function titledFirstRow(range: unknown): boolean {
  return Array.isArray(range) && Array.isArray(range[0]) && isTitleText((range[0] as Cell[])[0]);
}

/**
 * A cell that can only be a column title: text without a digit (`Score`, `Board`, `Uitslag`).
 * Whether a first row of such cells is skipped is each reader's call (docs/rules.md §2: entries,
 * boards and pairs ranges; an entry such as `A` or `NP` is never a title).
 */
export function isTitleText(cell: Cell): boolean {
  return typeof cell === "string" && !isBlank(cell) && !/\d/.test(cell);
}

/**
 * How the first cell of a range reads under the title rule (docs/rules.md §2): a column title,
 * data, blank, or `either` — a name without a digit that is a title or a value as the other
 * ranges' first cells say (a pair named Jensen that no other row repeats).
 */
export type FirstCell = { kind: "title" | "data"; cell: Cell } | { kind: "blank" | "either" };

/** A range of a call and how its first cell reads. */
export interface FirstRow {
  name: string;
  first: FirstCell;
}

/**
 * Ruling (docs/rules.md §2), the one place of the title rule: the first row of a call's ranges is
 * a title row, skipped, when one of them starts with a title and none with data (blank and
 * `either` go along). When one starts with a title and another with data, the ranges were selected
 * from different rows — every row would be paired with its neighbour's — and the whole call is an
 * error saying so.
 */
export function isTitleRowOf(ranges: readonly FirstRow[]): boolean {
  const title = ranges.find((r) => r.first.kind === "title");
  const data = ranges.find((r) => r.first.kind === "data");
  if (title && data && title.first.kind === "title" && data.first.kind === "data")
    throw inputError("range.titleMisaligned", { title: title.name, titleCell: quote(title.first.cell), data: data.name, dataCell: quote(data.first.cell) });
  return title !== undefined;
}

/**
 * The first cells of columns that are one table's row (the NS and the EW pair): a title row holds
 * titles in each, so a title-like name beside a value (pair `Ewan` against EW pair 1) is a name.
 */
export function sameRow(cells: readonly FirstRow[]): FirstRow[] {
  if (!cells.some((c) => c.first.kind === "data")) return [...cells];
  return cells.map((c) => (c.first.kind === "title" ? { name: c.name, first: { kind: "either" } } : c));
}

/** A first cell with no reading of its own (a count of boards): blank, a title, or data. */
export function firstPlainCell(cell: Cell): FirstCell {
  return isBlank(cell) ? { kind: "blank" } : isTitleText(cell) ? { kind: "title", cell } : { kind: "data", cell };
}

/**
 * The first cell of an id column (board ids, pair ids): blank; data when it has a digit or names
 * an id found again further down (a board has several rows, a pair plays several boards); a title
 * when it has no digit and the other ids of the columns, one at least, all have one (`Board` over
 * board numbers, `NS` over pair numbers); otherwise `either`, since a name without a digit
 * (Jensen) may stand once.
 * `columns` are the columns whose ids are compared; `column` is the one whose first cell is read.
 */
export function firstIdCell(columns: readonly (readonly Cell[])[], column: number): FirstCell {
  const first = columns[column][0];
  if (isBlank(first)) return { kind: "blank" };
  if (!isTitleText(first)) return { kind: "data", cell: first };
  const key = (first as string).trim().toUpperCase();
  let numbered = 0;
  let named = false;
  for (const cells of columns)
    for (let r = 1; r < cells.length; r++) {
      const c = cells[r];
      if (typeof c === "string" && c.trim().toUpperCase() === key) return { kind: "data", cell: first };
      if (isTitleText(c)) named = true;
      else if (!isBlank(c)) numbered++;
    }
  return numbered > 0 && !named ? { kind: "title", cell: first } : { kind: "either" };
}

// ---------------------------------------------------------------------------------------------
// Reading numbers: the one reader of numbers, percentages and dashes behind every cell reader, so
// a score, an IMP difference, a percentage and a weight accept the same spellings.

/**
 * Dashes that word processors and web pages put where a minus was meant: minus sign, hyphen,
 * figure dash, en dash, em dash, small and full-width hyphen-minus; and the division sign ÷, the
 * minus of Danish travellers (÷420, ÷1), which has no other meaning in a cell (docs/rules.md §2).
 */
export const MINUS_LOOKALIKES = /[\u2212\u2010\u2012\u2013\u2014\ufe63\uff0d\u00f7]/g;

/** Text with every minus look-alike turned into "-". */
export function plainMinus(text: string): string {
  return text.replace(MINUS_LOOKALIKES, "-");
}

/**
 * A decimal typed as text, exactly: "420", "-2,5", "+3", "−50" (a typographic minus); with
 * `percentSign`, a trailing "%" is allowed ("57%" is 57). Null when the text is not a number.
 */
export function numberText(text: string, percentSign = false): Fraction | null {
  let t = plainMinus(text.trim());
  if (percentSign) t = t.replace(/\s*%$/, "");
  return parseDecimal(t);
}

/**
 * An exact number from a cell: a number (as the director typed it) or decimal text; else null.
 * An error cell throws ("holds #VALUE!"), so every number reader reports it as that cell's error.
 */
export function numberCell(cell: Cell, percentSign = false): Fraction | null {
  rejectErrorCell(cell);
  if (typeof cell === "number") return fromNumber(cell);
  if (typeof cell === "string") return numberText(cell, percentSign);
  return null;
}

/** A whole number 1 or more from a cell: a number, or digits typed as text ("16"); else null. */
export function countCell(cell: Cell): number | null {
  rejectErrorCell(cell);
  const n = typeof cell === "number" ? cell : typeof cell === "string" && /^\s*\d+\s*$/.test(cell) ? Number(cell) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * A number from a cell: a number as it is (floats stay floats), or decimal text as typed ("420",
 * "-2,5"). `what` and `example` make the message ("'abc' is not an IMP result; expected a
 * number, e.g. 12 or -3.5").
 */
export function readNumber(cell: Cell, what: Message, example: readonly [string, string]): number | Fraction {
  rejectErrorCell(cell);
  if (typeof cell === "number" && Number.isFinite(cell)) return cell;
  const f = typeof cell === "string" ? numberText(cell) : null;
  if (f) return f;
  throw inputError("number.expected", { cell: quote(cell), what, first: example[0], second: example[1] });
}

// ---------------------------------------------------------------------------------------------
// Bad cells

/**
 * A bad cell: its position within the named input range (0-based) and what is wrong: `message` in
 * English, `detail` the catalogue's message behind it, for the adapter to say in the director's
 * language (src/messages/).
 */
export interface CellError {
  range: string;
  row: number;
  column: number;
  message: string;
  readonly detail?: Message;
}

/**
 * A bad cell saying `detail` (a message, or the error a reader threw). `detail` is not enumerable,
 * so a bad cell still compares, prints and spreads as the four fields a caller reads.
 */
export function cellError(range: string, row: number, column: number, detail: Message | BridgeInputError): CellError {
  const message = detail instanceof BridgeInputError ? messageOf(detail) : detail;
  const e: CellError = { range, row, column, message: renderMessage(message) };
  Object.defineProperty(e, "detail", { value: message, enumerable: false });
  return e;
}

/** The same bad cell at another row of its range (a subset's row back in the whole range). */
export function atRow(e: CellError, row: number): CellError {
  const moved = { ...e, row };
  if (e.detail) Object.defineProperty(moved, "detail", { value: e.detail, enumerable: false });
  return moved;
}

/** What a bad cell says, as a catalogue value: its message, or its English text when it has none. */
export function cellMessage(e: CellError): Message | string {
  return e.detail ?? e.message;
}

/** Where a bad cell is when no address is known: "entries row 5", "corrections row 2 column 3". */
export function cellLocation(e: Pick<CellError, "range" | "row" | "column">): Message {
  const row = e.range ? msg("location.rangeRow", { range: e.range, row: e.row + 1 }) : msg("location.row", { row: e.row + 1 });
  return e.column > 0 ? msg("location.column", { where: row, column: e.column + 1 }) : row;
}

export function isCellError(x: unknown): x is CellError {
  // Rows of values are arrays: rule them out before the (slower) property tests.
  return typeof x === "object" && x !== null && !Array.isArray(x) && "message" in x && "row" in x && "range" in x;
}

/**
 * A bad cell thrown rather than returned: by a function whose result would mislead with a hole
 * in it (RANKING, SERIESRESULT fail as a whole), or by a reader that knows which argument it reads but
 * not where (`reading`; the element-wise loop adds the position). `cell` lets the adapter name the
 * cell by its address; the message names the range and row for callers without addresses.
 */
export class CellInputError extends BridgeInputError {
  constructor(
    public readonly cell: CellError,
    detail: Message = msg("location.at", { where: cellLocation(cell), message: cellMessage(cell) }),
  ) {
    super(detail, cell.column);
    this.name = "CellInputError";
  }

  /** The argument whose cell was wrong. */
  get input(): string {
    return this.cell.range;
  }
}

/** Runs `read` on the cell of argument `input`, tagging its error with the argument's name. */
export function reading<T>(input: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof BridgeInputError && !(e instanceof CellInputError)) throw new CellInputError(cellError(input, 0, e.column ?? 0, e), messageOf(e));
    throw e;
  }
}

/** Any argument as rows of cells: a single value is 1×1, a flat array one row. */
export function asRows(value: unknown, name: string): Cell[][] {
  if (!Array.isArray(value)) return [[value as Cell]];
  if (value.length === 0) throw inputError("range.empty", { name });
  if (!value.every(Array.isArray)) return [value as Cell[]];
  return value as Cell[][];
}

function shapeOf(grid: Grid, name: string): [number, number] {
  if (!Array.isArray(grid) || grid.length === 0 || !Array.isArray(grid[0]) || grid[0].length === 0) throw inputError("range.emptyExpected", { name });
  const width = grid[0].length;
  if (grid.some((row) => !Array.isArray(row) || row.length !== width)) throw inputError("range.notRectangular", { name });
  return [grid.length, width];
}

/**
 * The common shape of element-wise arguments, as Excel broadcasts: an argument has the shape,
 * or is a single cell, a single row or a single column repeated along the missing direction.
 * Anything else is an error for the whole call: which cells belong together would be a guess.
 */
export function broadcastShape(args: Record<string, Grid>): [number, number] {
  const shapes = Object.entries(args).map(([name, grid]) => ({ name, shape: shapeOf(grid, name) }));
  const height = Math.max(...shapes.map((s) => s.shape[0]));
  const width = Math.max(...shapes.map((s) => s.shape[1]));
  const full = shapes.find((s) => s.shape[0] === height && s.shape[1] === width) ?? shapes[0];
  for (const { name, shape } of shapes) {
    if ((shape[0] === 1 || shape[0] === height) && (shape[1] === 1 || shape[1] === width)) continue;
    const other = shapes.find((s) => s.shape[0] !== shape[0] || s.shape[1] !== shape[1]) ?? full;
    throw inputError("range.shapeMismatch", {
      name,
      rows: shape[0],
      columns: shape[1],
      other: other.name,
      otherRows: other.shape[0],
      otherColumns: other.shape[1],
    });
  }
  return [height, width];
}

/** Where position (r, c) of the result falls in `grid`, repeating single rows, columns and cells. */
export function positionIn(grid: Grid, r: number, c: number): { row: number; column: number } {
  return { row: grid.length === 1 ? 0 : r, column: grid[0].length === 1 ? 0 : c };
}

export function cellAt(grid: Grid, r: number, c: number): Cell {
  const p = positionIn(grid, r, c);
  return grid[p.row][p.column];
}

/** Where the cell of argument `index` is, for the element at one position of the result. */
export type Locate = (index: number, message: Message | string) => CellError;

/** One element of an element-wise result: a value, a blank (""), or that cell's own error. */
export type Each<T> = T | "" | CellError;

/**
 * The one element-wise loop: over arguments given in order, `each` gets their cells at one
 * position. A bad cell is that position's own error, never the whole call's: `each` may return
 * `locate(argument, message)`, or throw through `reading` (the error names its argument). A
 * BridgeInputError that names no argument is placed at the result's own position. A cell holding
 * a spreadsheet error (ErrorCell) is its argument's error before `each` runs.
 */
export function broadcast<T>(args: { name: string; value: unknown }[], each: (cells: Cell[], locate: Locate) => T): (T | CellError)[][] {
  const grids = args.map((a) => asRows(a.value, a.name));
  const [height, width] = broadcastShape(Object.fromEntries(args.map((a, i) => [a.name, grids[i]])));
  const out: (T | CellError)[][] = [];
  for (let r = 0; r < height; r++) {
    const row: (T | CellError)[] = [];
    for (let c = 0; c < width; c++) {
      const cells = grids.map((g) => cellAt(g, r, c));
      const locate: Locate = (index, message) => {
        const at = positionIn(grids[index], r, c);
        // A plain string is a caller's own text (tests); the core passes messages.
        return typeof message === "string" ? { range: args[index].name, ...at, message } : cellError(args[index].name, at.row, at.column, message);
      };
      // An error cell is that input's error, whatever the other cells hold.
      const bad = cells.findIndex((cell) => cell instanceof ErrorCell);
      if (bad >= 0) {
        row.push(locate(bad, holdsMessage(cells[bad] as ErrorCell)));
        continue;
      }
      try {
        row.push(each(cells, locate));
      } catch (e) {
        if (!(e instanceof BridgeInputError)) throw e; // a bug, not a cell
        const index = e instanceof CellInputError ? args.findIndex((a) => a.name === e.input) : -1;
        row.push(index >= 0 ? locate(index, cellMessage((e as CellInputError).cell)) : cellError("", r, c, e));
      }
    }
    out.push(row);
  }
  return out;
}

/** `broadcast` over named arguments; `f` gets the cells of one position by name, null for a blank. */
export function eachCell<T>(args: Record<string, Grid>, f: (cells: Record<string, Cell>) => T | null): Each<T>[][] {
  const names = Object.keys(args);
  return broadcast(
    names.map((name) => ({ name, value: args[name] })),
    (cells) => {
      const named: Record<string, Cell> = {};
      names.forEach((name, i) => (named[name] = cells[i]));
      const value = f(named);
      return value === null ? "" : value;
    },
  );
}

// A bad cell spoils a whole table result: a ranking with a hole in it would mislead, so RANKING
// and SERIESRESULT throw the one cell-error class rather than return errors per row.
/** Throws the first (by row) of the errors found, so the director fixes the sheet top-down. */
export function throwFirst(errors: CellError[]): void {
  if (errors.length === 0) return;
  const first = errors.reduce((a, b) => (b.row < a.row ? b : a));
  throw new CellInputError(first);
}

/** An exact number from a cell: a number, or a decimal typed as text (`2,5` too); blank is null. */
export function exactCell(cell: Cell, what: Message, allowPercentSign = false): Fraction | null {
  if (isBlank(cell)) return null;
  const value = numberCell(cell, allowPercentSign);
  if (!value) throw inputError("number.not", { cell: quote(cell), what });
  return value;
}
