// NEUBERG (docs/rules.md §3): Neuberg's formula (matchpointRules.ts) as a worksheet function,
// element-wise over ranges like impsCells and vpCells,
// for directors who score a board by hand and need the missing results brought to the tables.
import { Cell, broadcast, isBlank, numberCell } from "../entries/cells";
import { BridgeInputError, inputError, messageOf, quote } from "../errors";
import { Message, msg } from "../messages";
import { Fraction } from "../exact";
import { OutputValue } from "./matchpoints";
import { neuberg, toScale } from "./matchpointRules";
import { optionsOf } from "../worksheetFunctions";
import { CellError } from "../entries/cells";

/**
 * NEUBERG(matchpoints, results, expected, [options]): (mp + 1)·N/n − 1 element-wise, on the acbl
 * scale (mp + ½)·N/n − ½. Each cell is its own value or error.
 */
export function neubergCells(matchpoints: unknown, results: unknown, expected: unknown, optionsText?: unknown): (OutputValue | CellError)[][] {
  const options = optionsOf("NEUBERG", optionsText);
  if (options.scale !== "mp" && options.scale !== "acbl") throw inputError("neuberg.scale", { scale: options.scale });
  const args = [
    { name: "matchpoints", value: matchpoints },
    { name: "results", value: results },
    { name: "expected", value: expected },
  ];
  return broadcast(args, (cells, locate) => {
    if (cells.every((c) => isBlank(c as Cell))) return "";
    let arg = 0;
    try {
      const mp = exactNumber(cells[arg], "matchpoints", msg("what.matchpoints"));
      const n = wholeNumber(cells[++arg], "results");
      const tables = wholeNumber(cells[++arg], "expected");
      const onMpGrid = options.scale === "acbl" ? mp.mul(2) : mp;
      return toScale(neuberg(onMpGrid, n, tables), tables, options) ?? "";
    } catch (e) {
      if (e instanceof BridgeInputError) return locate(arg, messageOf(e));
      throw e;
    }
  });
}

function exactNumber(cell: unknown, name: string, what: Message): Fraction {
  const f = numberCell(cell as Cell);
  if (!f) throw isBlank(cell as Cell) ? inputError("number.argumentBlank", { name, what }) : inputError("number.argument", { name, cell: quote(cell), what });
  return f;
}

function wholeNumber(cell: unknown, name: string): number {
  const f = exactNumber(cell, name, msg("what.wholeResults"));
  if (f.d !== 1n || f.compare(1) < 0) throw inputError("number.argument", { name, cell: quote(cell), what: msg("what.wholeResults") });
  // Stryker disable next-line ArithmeticOperator: equivalent, the sign is 1 or -1
  return Number(f.n * f.s);
}
