// Element-wise functions over plain 2-D arrays (what a range is): broadcasting single cells.
import { BridgeInputError } from "./errors";
import { CellError, asRows } from "./traveller";

/** Where the cell of argument `index` is, for the element at one position of the result. */
export type Locate = (index: number, message: string) => CellError;

/**
 * The common shape of several arguments: each is 1×1 (repeated everywhere), a row or a column
 * (repeated along the other axis) or the full shape. Anything else is a shape error.
 */
export function broadcast<T>(args: { name: string; value: unknown }[], each: (cells: unknown[], locate: Locate) => T): T[][] {
  const grids = args.map((a) => ({ name: a.name, rows: asRows(a.value, a.name) }));
  const height = Math.max(...grids.map((g) => g.rows.length));
  const width = Math.max(...grids.map((g) => g.rows[0].length));
  for (const g of grids) {
    const h = g.rows.length;
    const w = g.rows[0].length;
    if ((h !== 1 && h !== height) || (w !== 1 && w !== width) || g.rows.some((r) => r.length !== w))
      throw new BridgeInputError(`${g.name} is ${h}×${w} but the other arguments are ${height}×${width}; give ranges of the same shape or single cells`);
  }
  const out: T[][] = [];
  for (let r = 0; r < height; r++) {
    const row: T[] = [];
    for (let c = 0; c < width; c++) {
      const at = (g: (typeof grids)[number]) => ({ row: g.rows.length === 1 ? 0 : r, column: g.rows[0].length === 1 ? 0 : c });
      const cells = grids.map((g) => g.rows[at(g).row][at(g).column]);
      row.push(each(cells, (index, message) => ({ range: grids[index].name, ...at(grids[index]), message })));
    }
    out.push(row);
  }
  return out;
}
