// Custom functions for matchpoint scoring. Thin adapters: Excel ranges in, core call, cells out.
// Parameter and return types are what custom-functions-metadata understands (any[][] for ranges,
// plain optional parameters), since functions.json is generated from them.
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes ranges as any[][] (docs/functions.md) */
import { weightedScore, neubergAsNumbers, scoreMatchpointsAsNumbers } from "../../src";
import { addressesOf, guard, readArguments, toExcel, toExcelGrid, toExcelRows } from "../adapter/excel";

/**
 * Matchpoints of every row of one or more travellers: NS and EW, exact Neuberg for missing
 * results, every adjusted score (A+, A-, NP, split 450/-480, weighted 40% 920 + 60% -50, fouled-board groups).
 * @customfunction MATCHPOINTS
 * @helpurl help.html#matchpoints
 * @requiresParameterAddresses
 * @param {any[][]} entries Score cells: one column of NS scores or adjusted entries (420, A+, NP, 40% 920 + 60% -50), or two columns NS and EW.
 * @param {any[][]} [boards] Board number of each row; rows with the same number are one board. Omit when the range is one board.
 * @param {string} [options] e.g. "profile=dbf; scale=pct; decimals=2; tables=7". Profiles {PROFILES (default)}.
 * @param {CustomFunctions.Invocation} invocation
 * @returns One row per input row: NS and EW matchpoints.
 */
export async function matchpoints(entries: any[][], boards?: any[][], options?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["entries", "boards", "options"]);
  const cells = await readArguments({ entries, boards }, addresses, invocation);
  return guard(() => toExcelRows(scoreMatchpointsAsNumbers(cells.entries, cells.boards, options), 2, addresses));
}

/**
 * Neuberg's formula: matchpoints scored on `results` comparable results brought to `expected`
 * tables, (mp + 1)·expected/results − 1. Works element-wise over ranges.
 * @customfunction NEUBERG
 * @helpurl help.html#neuberg
 * @requiresParameterAddresses
 * @param {any[][]} matchpoints Matchpoints scored against the results that were there (2 per result beaten, 1 per tie).
 * @param {any[][]} results How many comparable results the board had, this one included.
 * @param {any[][]} expected How many results it should have had (the tables that should have played it).
 * @param {string} [options] "scale=acbl" for the ACBL scale (1 per result beaten); "decimals=2" to round.
 * @param {CustomFunctions.Invocation} invocation
 * @returns The Neuberg-adjusted matchpoints.
 */
export async function neuberg(
  matchpoints: any[][],
  results: any[][],
  expected: any[][],
  options?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["matchpoints", "results", "expected", "options"]);
  const cells = await readArguments({ matchpoints, results, expected }, addresses, invocation);
  return guard(() => toExcelGrid(neubergAsNumbers(cells.matchpoints, cells.results, cells.expected, options), addresses));
}

/**
 * Matchpoints of a weighted score (Law 12C1c): each result is matchpointed against the field,
 * then weighted, never the matchpoints of the average score.
 * @customfunction WEIGHTEDSCORE
 * @helpurl help.html#weightedscore
 * @requiresParameterAddresses
 * @param {any[][]} weights Weights in % summing to 100 (40, 60) or fractions summing to 1 (0.4, 0.6, 1/3).
 * @param {any[][]} scores The NS score of each weighted result (920, -50).
 * @param {any[][]} field The entries of the other tables on the board.
 * @param {string} [options] e.g. "profile=dbf; offender=NS" (rounding against the offender) or "tables=7".
 * @param {CustomFunctions.Invocation} invocation
 * @returns One row: NS and EW matchpoints.
 */
export async function weightedscore(
  weights: any[][],
  scores: any[][],
  field: any[][],
  options?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["weights", "scores", "field", "options"]);
  const cells = await readArguments({ weights, scores, field }, addresses, invocation);
  return guard(() => [weightedScore(cells.weights, cells.scores, cells.field, options).map(toExcel)]);
}
