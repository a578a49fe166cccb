// NEUBERG as Excel receives it (docs/rules.md §3): element-wise over columns of numbers, in
// integers. A whole (or, on the acbl scale, half) number of matchpoints m over n results brought
// to N is ((m + 1)·N − n)/n: one division of two integers below 2^53, bit for bit the float of
// the exact Fraction. A matchpoint score with decimals (a weighted result) is read as the decimal
// the director typed, as the exact path reads it. Anything else — text, a blank beside a number,
// a bad cell, output rounding, a shape other than columns of one height — goes to neubergCells,
// which words every error.
import { Cell, CellError, isBlank } from "../entries/cells";
import { Fraction, fromNumber, toNumber } from "../exact";
import { neuberg, toScale, toScaleRatio } from "./matchpointRules";
import { neubergCells } from "./neubergCells";
import { Options } from "../options";
import { fastPathAllowed, optionsOf } from "../worksheetFunctions";

const SAFE = Number.MAX_SAFE_INTEGER;

/** NEUBERG's values as floats, "" for blank rows, or the cell errors of the exact path. */
export function neubergAsNumbers(matchpoints: unknown, results: unknown, expected: unknown, optionsText?: unknown): (number | string | CellError)[][] {
  const options = optionsOf("NEUBERG", optionsText);
  const general = () => neubergCells(matchpoints, results, expected, optionsText).map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v)));
  if (!fastPathAllowed("NEUBERG", options)) return general();
  // Columns of one height, or single cells repeated down them (Excel broadcasts both).
  const columns = [matchpoints, results, expected];
  if (!columns.every((c) => Array.isArray(c) && c.length > 0 && c.every((row) => Array.isArray(row) && row.length === 1))) return general();
  const [mp, n, N] = columns as unknown[][][];
  const height = Math.max(mp.length, n.length, N.length);
  if (!columns.every((c) => (c as unknown[]).length === height || (c as unknown[]).length === 1)) return general();
  const at = (c: unknown[][], r: number) => (c.length === 1 ? c[0][0] : c[r][0]) as Cell;
  const out: (number | string)[][] = new Array(height);
  // Rows with the same value share one output row, as MATCHPOINTS's do: a session's 100 000 rows
  // have a few hundred values, and 100 000 fresh rows kept alive are what the collector copies.
  const rows = new Map<number | string, (number | string)[]>();
  for (let r = 0; r < height; r++) {
    const value = neubergCell(at(mp, r), at(n, r), at(N, r), options);
    if (value === null) return general();
    let row = rows.get(value);
    if (!row) rows.set(value, (row = [value]));
    out[r] = row;
  }
  return out;
}

/** One row: its value, "" for three blanks, or null when the exact path has to answer it. */
function neubergCell(mp: Cell, n: Cell, N: Cell, options: Options): number | "" | null {
  if (typeof mp !== "number" || typeof n !== "number" || typeof N !== "number") return isBlank(mp) && isBlank(n) && isBlank(N) ? "" : null;
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(N) || n < 1 || N < 1) return null;
  const scale = options.scale === "acbl" ? 2 : 1;
  // The matchpoints as num/den: a whole number, or the decimal the director typed.
  let num = mp;
  let den = 1;
  let exact: Fraction | null = null;
  if (!Number.isSafeInteger(mp)) {
    exact = fromNumber(mp);
    if (exact === null) return null;
    if (exact.n > BigInt(SAFE) || exact.d > BigInt(SAFE)) return exactCell(exact, n, N, options);
    num = Number(exact.s * exact.n);
    den = Number(exact.d);
  }
  num *= scale;
  // Neuberg (m + 1)·N/n − 1 = ((m + 1)·N − n)/n, with m = num/den: ((num + den)·N − n·den)/(n·den).
  const top = (Math.abs(num) + den) * N + n * den;
  if (top * 100 >= SAFE || n * den * 200 >= SAFE) return exactCell(exact ?? new Fraction(mp), n, N, options);
  const [a, b] = n === N ? [num, den] : [(num + den) * N - n * den, n * den];
  const v = toScaleRatio(a, b, N, options.scale);
  return v === "" ? "" : v + 0;
}

/** The exact path for one row of numbers (integers past 2^53). */
function exactCell(mp: Fraction, n: number, N: number, options: Options): number | "" {
  const onMpGrid = options.scale === "acbl" ? mp.mul(2) : mp;
  const v = toScale(neuberg(onMpGrid, n, N), N, options);
  return v === null ? "" : toNumber(v);
}
