// Custom functions for session results and series standings. Thin adapters: Excel ranges in,
// core call, cells out. A bad cell makes the whole table #VALUE! naming that cell's address.
// Parameter and return types are what custom-functions-metadata understands (any[][] for ranges,
// plain optional parameters), since functions.json is generated from them.
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes ranges as any[][] (docs/functions.md) */
import { BridgeInputError, CellInputError, TableCell, scoreRankingAsNumbers, scoreMultiteamAsNumbers, scoreSeries } from "../../src";
import { Addresses, ExcelValue, addressesOf, describeCellError, errorText, readArguments, toExcelRows, valueError } from "../adapter/excel";

/** Like the adapter's guard, but a core error that carries its cell is reported at its address. */
function guardTable(call: () => TableCell[][], addresses: Addresses): ExcelValue[][] {
  try {
    // Rows of numbers and text (the fast paths') go to Excel as they are; only exact values are converted.
    return toExcelRows(call(), 0, addresses);
  } catch (e) {
    if (e instanceof CellInputError) throw valueError(describeCellError(e.cell, addresses));
    if (e instanceof BridgeInputError) throw valueError(errorText(e));
    throw e;
  }
}

const RANKING_RANGES = ["boards", "nspairs", "ewpairs", "entries", "corrections"];

/**
 * The ranking of one session of one section: total matchpoints, maximum and percentage per pair,
 * with Law 12C2(c) for A+/A- (at least 60 % / at most 40 %, or the pair's own session percentage),
 * boards of different length brought to the same top, and corrections.
 * @customfunction RANKING
 * @helpurl help.html#ranking
 * @requiresParameterAddresses
 * @param {any[][]} boards Board number of each traveller row (7 and "7" are the same board).
 * @param {any[][]} nspairs The NS pair of each row (a number or a name).
 * @param {any[][]} ewpairs The EW pair of each row. In a Howell a pair may sit NS on some boards and EW on others.
 * @param {any[][]} entries Score cells: one column of NS scores or adjusted entries (420, A+, NP, 40% 920 + 60% -50), or two columns NS and EW.
 * @param {string} [options] e.g. "decimals=2", "mitchell=on" (rank NS and EW apart), "session=off" (fixed 60/40 % for A+/A-), "scaletops=off", "profile=dbf".
 * @param {any[][]} [corrections] Rows of pair, matchpoints, percentage points: matchpoints are added before the percentage, percentage points after it.
 * @param {CustomFunctions.Invocation} invocation
 * @returns A header row, then Rank, Pair, Boards, Score, Max, % per pair by rank; shared ranks as =3.
 */
export async function ranking(
  boards: any[][],
  nspairs: any[][],
  ewpairs: any[][],
  entries: any[][],
  options?: string,
  corrections?: any[][],
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["boards", "nspairs", "ewpairs", "entries", "options", "corrections"]);
  // The core reads RANKING's error and data-type cells itself, in the pass it makes anyway (readArguments).
  const cells = await readArguments({ boards, nspairs, ewpairs, entries, corrections }, addresses, invocation, RANKING_RANGES);
  return guardTable(() => scoreRankingAsNumbers(cells.boards, cells.nspairs, cells.ewpairs, cells.entries, options, cells.corrections), addresses);
}

/**
 * A pairs session scored as a multiple-teams event (DBf LKU-10 §10): every two tables that played a
 * board make a team match on it, so each pair meets every pair that sat in the same direction on
 * the same boards; each match's IMPs become VP, and pairs rank by VP per match.
 * @customfunction MULTITEAM
 * @helpurl help.html#multiteam
 * @requiresParameterAddresses
 * @param {any[][]} boards Board number of each traveller row (7 and "7" are the same board).
 * @param {any[][]} nspairs The NS pair of each row (a number or a name).
 * @param {any[][]} ewpairs The EW pair of each row. In a Howell a pair may sit NS on some boards and EW on others.
 * @param {any[][]} entries Score cells: one column of NS scores or adjusted entries (420, A+, NP, 450/-100, 40% 920 + 60% -50), or two columns NS and EW.
 * @param {string} [options] e.g. "multiteam=guiding" (NP counts as average, LKU-10 §11), "profile=dbf" (weighted scores rounded against the offender), "decimals=2".
 * @param {any[][]} [corrections] Rows of pair, VP: penalties and compensation added to the pair's total VP.
 * @param {CustomFunctions.Invocation} invocation
 * @returns A header row, then Rank, Pair, Matches, Boards, IMPs, VP, VP per match per pair by rank; shared ranks as =3.
 */
export async function multiteam(
  boards: any[][],
  nspairs: any[][],
  ewpairs: any[][],
  entries: any[][],
  options?: string,
  corrections?: any[][],
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["boards", "nspairs", "ewpairs", "entries", "options", "corrections"]);
  const cells = await readArguments({ boards, nspairs, ewpairs, entries, corrections }, addresses, invocation);
  return guardTable(() => scoreMultiteamAsNumbers(cells.boards, cells.nspairs, cells.ewpairs, cells.entries, options, cells.corrections), addresses);
}

/**
 * Series or competition standings: each pair's percentages averaged with each session weighted
 * by its boards (45 % over 24, 66 % over 20, 50 % over 24 boards → 52.94 %).
 * @customfunction SERIESRESULT
 * @helpurl help.html#seriesresult
 * @requiresParameterAddresses
 * @param {any[][]} pairs The pair of each row, one row per pair per session.
 * @param {any[][]} percentages The pair's session percentage (0–100; text '57% works too). "absent" (or blank) for an absence; a percentage followed by S ("57 S") for a session played with a substitute.
 * @param {any[][]} boards The boards the pair played in that session (for an absence: the session's boards).
 * @param {string} [options] Club rules: "absent=45" scores an absence as the pair's own average, at most 45 %; "substitute=cap" caps a substitute session at the own average. Also "decimals=2".
 * @param {CustomFunctions.Invocation} invocation
 * @returns A header row, then Rank, Pair, Sessions, Boards, % per pair by rank; shared ranks as =3.
 */
export async function seriesresult(
  pairs: any[][],
  percentages: any[][],
  boards: any[][],
  options?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["pairs", "percentages", "boards", "options"]);
  // A blank percentage is an absence, a 0 is 0 %: the same blank check as for every argument.
  const cells = await readArguments({ pairs, percentages, boards }, addresses, invocation);
  return guardTable(() => scoreSeries(cells.pairs, cells.percentages, cells.boards, options), addresses);
}
