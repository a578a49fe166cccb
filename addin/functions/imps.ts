// Custom functions for IMP pair scoring: Butler and cross-IMPs. Thin adapters: Excel ranges in,
// core call, cells out. (IMP and IMPTOVP themselves are in contract.ts.) Parameter and return types are
// what custom-functions-metadata understands, since functions.json is generated from them.
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes ranges as any[][] (docs/functions.md) */
import { scoreButlerAsNumbers, scoreCrossImpsAsNumbers, scoreDatumsAsNumbers } from "../../src";
import { addressesOf, guard, readArguments, toExcelRows } from "../adapter/excel";

const PARAMETERS = ["entries", "boards", "options"];

/** The entries and boards as the core reads them (readArguments), then one core call. */
async function scoreEntries<T>(
  entries: any[][],
  boards: any[][] | undefined,
  invocation: CustomFunctions.Invocation | undefined,
  score: (entries: any[][], boards: any[][] | undefined) => T,
): Promise<T> {
  const cells = await readArguments({ entries, boards }, addressesOf(invocation, PARAMETERS), invocation);
  return guard(() => score(cells.entries, cells.boards));
}

/**
 * Butler IMPs: each result against the board's datum, the average of the table results without
 * the highest and lowest, rounded to 10. Adjusted scores (A+, split, weighted) are scored against
 * the datum but never enter it.
 * @customfunction BUTLERIMP
 * @helpurl help.html#butlerimp
 * @requiresParameterAddresses
 * @param {any[][]} entries Score cells: one column of NS scores or adjusted entries (420, A+, NP, 450/-480, 40% 920 + 60% -50), or two columns NS and EW.
 * @param {any[][]} [boards] Board number of each row; rows with the same number are one board. Omit when the range is one board.
 * @param {string} [options] e.g. "trim=2" (results dropped from each end before averaging), "datumround=even", "profile=dbf" (A+ = 2 IMPs, weighted rounded against the offender), "decimals=1".
 * @param {CustomFunctions.Invocation} invocation
 * @returns One row per input row: NS and EW IMPs.
 */
export function butlerimp(entries: any[][], boards?: any[][], options?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  return scoreEntries(entries, boards, invocation, (e, b) => toExcelRows(scoreButlerAsNumbers(e, b, options), 2, addressesOf(invocation, PARAMETERS)));
}

/**
 * The Butler datum of each row's board: the average NS table result without the highest and
 * lowest, rounded to 10. Shown on every row of the board, NP and artificial rows included.
 * @customfunction BUTLERDATUM
 * @helpurl help.html#butlerdatum
 * @requiresParameterAddresses
 * @param {any[][]} entries Score cells: one column of NS scores or adjusted entries, or two columns NS and EW.
 * @param {any[][]} [boards] Board number of each row; rows with the same number are one board. Omit when the range is one board.
 * @param {string} [options] The same options as BUTLERIMP, e.g. "trim=0" (plain average) or "datumround=even".
 * @param {CustomFunctions.Invocation} invocation
 * @returns One row per input row: the datum of its board.
 */
export function butlerdatum(entries: any[][], boards?: any[][], options?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  return scoreEntries(entries, boards, invocation, (e, b) => toExcelRows(scoreDatumsAsNumbers(e, b, options), 1, addressesOf(invocation, PARAMETERS)));
}

/**
 * Cross-IMPs (IMPs across the field): each result against every other result of the board.
 * By default the average per comparison; "ximp=sum" gives totals.
 * @customfunction CROSSIMP
 * @helpurl help.html#crossimp
 * @requiresParameterAddresses
 * @param {any[][]} entries Score cells: one column of NS scores or adjusted entries (420, A+, NP, 450/-480, 40% 920 + 60% -50), or two columns NS and EW.
 * @param {any[][]} [boards] Board number of each row; rows with the same number are one board. Omit when the range is one board.
 * @param {string} [options] e.g. "ximp=sum" (totals instead of averages), "profile=dbf" (DBf: totals, A+ = 2 IMPs per table), "tables=7", "decimals=2".
 * @param {CustomFunctions.Invocation} invocation
 * @returns One row per input row: NS and EW cross-IMPs.
 */
export function crossimp(entries: any[][], boards?: any[][], options?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  return scoreEntries(entries, boards, invocation, (e, b) => toExcelRows(scoreCrossImpsAsNumbers(e, b, options), 2, addressesOf(invocation, PARAMETERS)));
}
