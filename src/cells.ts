// Plain 2-D arrays (what a range is) and element-wise functions over them. One broadcasting rule
// for every element-wise function (SCORE, IMP, VP, VULNERABILITY, DEALER, NEUBERG): Excel's own.
import { BridgeInputError } from "./errors";
import type { Cell } from "./notation";

export type Grid = readonly (readonly Cell[])[];

/** A bad cell: its position within the named input range (0-based) and what is wrong. */
export interface CellError {
  range: string;
  row: number;
  column: number;
  message: string;
}

/** Any argument as rows of cells: a single value is 1×1, a flat array one row. */
export function asRows(value: unknown, name: string): Cell[][] {
  if (!Array.isArray(value)) return [[value as Cell]];
  if (value.length === 0) throw new BridgeInputError(`${name} is empty`);
  if (!value.every(Array.isArray)) return [value as Cell[]];
  return value as Cell[][];
}

function shapeOf(grid: Grid, name: string): [number, number] {
  if (!Array.isArray(grid) || grid.length === 0 || !Array.isArray(grid[0]) || grid[0].length === 0)
    throw new BridgeInputError(`${name} is empty; expected a cell or a range`);
  const width = grid[0].length;
  if (grid.some((row) => !Array.isArray(row) || row.length !== width)) throw new BridgeInputError(`${name} is not a rectangular range`);
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
    throw new BridgeInputError(
      `${name} is ${shape[0]}×${shape[1]} but ${other.name} is ${other.shape[0]}×${other.shape[1]}; ranges must be the same size, or a single row, column or cell`,
    );
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
export type Locate = (index: number, message: string) => CellError;

/** Element-wise over arguments given in order; `each` gets their cells at one position. */
export function broadcast<T>(args: { name: string; value: unknown }[], each: (cells: Cell[], locate: Locate) => T): T[][] {
  const grids = args.map((a) => asRows(a.value, a.name));
  const [height, width] = broadcastShape(Object.fromEntries(args.map((a, i) => [a.name, grids[i]])));
  const out: T[][] = [];
  for (let r = 0; r < height; r++) {
    const row: T[] = [];
    for (let c = 0; c < width; c++) {
      const cells = grids.map((g) => cellAt(g, r, c));
      row.push(each(cells, (index, message) => ({ range: args[index].name, ...positionIn(grids[index], r, c), message })));
    }
    out.push(row);
  }
  return out;
}
