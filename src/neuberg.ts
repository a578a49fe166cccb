// NEUBERG (docs/rules.md §3): Neuberg's formula as a worksheet function, element-wise over ranges,
// for directors who score a board by hand and need the missing results brought to the tables.
import { Cell, broadcast, isBlank, numberCell } from "./cells";
import { BridgeInputError, quote } from "./errors";
import { Fraction } from "./exact";
import { OutputValue } from "./matchpoints";
import { neuberg, toScale } from "./mprules";
import { parseOptions } from "./options";
import { CellError } from "./traveller";

const NEUBERG_KEYS = ["scale", "decimals", "round"] as const;

/**
 * NEUBERG(matchpoints, results, expected, [options]): (mp + 1)·N/n − 1 element-wise, on the acbl
 * scale (mp + ½)·N/n − ½. Each cell is its own value or error.
 */
export function neubergValues(matchpoints: unknown, results: unknown, expected: unknown, optionsText?: unknown): (OutputValue | CellError)[][] {
  const options = parseOptions(optionsText, NEUBERG_KEYS, "NEUBERG");
  if (options.scale !== "mp" && options.scale !== "acbl") throw new BridgeInputError(`NEUBERG works on scale=mp or scale=acbl, not ${options.scale}`);
  const args = [
    { name: "matchpoints", value: matchpoints },
    { name: "results", value: results },
    { name: "expected", value: expected },
  ];
  return broadcast(args, (cells, locate) => {
    if (cells.every((c) => isBlank(c as Cell))) return "";
    let arg = 0;
    try {
      const mp = exactNumber(cells[arg], "matchpoints", "a number of matchpoints");
      const n = wholeNumber(cells[++arg], "results");
      const tables = wholeNumber(cells[++arg], "expected");
      const onMpGrid = options.scale === "acbl" ? mp.mul(2) : mp;
      return toScale(neuberg(onMpGrid, n, tables), tables, options) ?? "";
    } catch (e) {
      if (e instanceof BridgeInputError) return locate(arg, e.message);
      throw e;
    }
  });
}

function exactNumber(cell: unknown, name: string, what: string): Fraction {
  const f = numberCell(cell as Cell);
  if (!f) throw new BridgeInputError(`${name} ${isBlank(cell as Cell) ? "is blank" : quote(cell)}: expected ${what}`);
  return f;
}

function wholeNumber(cell: unknown, name: string): number {
  const f = exactNumber(cell, name, "a whole number of results, 1 or more");
  if (f.d !== 1n || f.compare(1) < 0) throw new BridgeInputError(`${name} ${quote(cell)}: expected a whole number of results, 1 or more`);
  return Number(f.n * f.s);
}
