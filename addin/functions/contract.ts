/* eslint-disable @typescript-eslint/no-explicit-any -- docs/functions.md: ranges are any[][] so Excel hands cells over uncoerced; the metadata generator reads these types. */
// Custom functions for single results: SCORE, IMP, IMPTOVP, VULNERABILITY, DEALER. Thin adapters:
// ranges in, one core call, cells out. All reading and scoring is in src/.
import { optionsOf, dealerCells, scoreCells, vulnerabilityCells, impsCells, vpCells } from "../../src";
import { addressesOf, guard, readArguments, toExcelGrid } from "../adapter/excel";

/**
 * The North-South score of a played board (Law 77), from the traveller's contract, declarer,
 * result and vulnerability. Works on whole columns: one score per row. PASS scores 0.
 * @customfunction SCORE
 * @helpurl help.html#score
 * @requiresParameterAddresses
 * @param {any[][]} contract The contract: 4H, 4HX, 3NT (or 3N), 7NTXX, 4♥X, PASS. Level 1–7, suit C D H S or NT, X doubled, XX redoubled.
 * @param {any[][]} declarer Who played it: N, E, S or W. An E/W declarer's score is shown from NS's side (negated).
 * @param {any[][]} result Tricks taken (0–13), or text relative to the contract: =, +1, -2. With "result=relative", numbers are over/undertricks.
 * @param {any[][]} vulnerability None, NS, EW or All (also -, Love, Both), or the board number (16-board cycle).
 * @param {string} [options] "result=relative" when numbers in the result column mean +1 / -2 rather than tricks taken; "notation={NOTATIONS (or)}" to read the traveller's own letters too ({NOTATIONS letters}).
 * @param {CustomFunctions.Invocation} invocation
 * @returns The NS score of each row; "" where the contract is blank.
 */
export async function score(
  contract: any[][],
  declarer: any[][],
  result: any[][],
  vulnerability: any[][],
  options?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["contract", "declarer", "result", "vulnerability", "options"]);
  const cells = await readArguments({ contract, declarer, result, vulnerability }, addresses, invocation);
  return guard(() => {
    const opts = optionsOf("SCORE", options);
    return toExcelGrid(
      scoreCells(cells.contract, cells.declarer, cells.result, cells.vulnerability, { result: opts.result, notation: opts.notation }),
      addresses,
    );
  });
}

/**
 * IMPs for a score difference (Law 78B): 20–40 → 1, 50–80 → 2, … 4000+ → 24, with the sign of the
 * difference. Thresholds, so averages work: 15 → 0, 25 → 1.
 * @customfunction IMP
 * @helpurl help.html#imp
 * @requiresParameterAddresses
 * @param {any[][]} difference The score difference, e.g. =C2-D2 (own NS score minus the other table's or the datum). A range gives one IMP value per cell.
 * @param {CustomFunctions.Invocation} invocation
 * @returns Signed IMPs.
 */
export async function imp(difference: any[][], invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["difference"]);
  const cells = await readArguments({ difference }, addresses, invocation);
  return guard(() => toExcelGrid(impsCells(cells.difference), addresses));
}

/**
 * Victory points on the WBF 2013 continuous 20-point scale, as the WBF tables give them. Named
 * IMPTOVP, not VP: Excel wants custom-function names of at least three characters.
 * @customfunction IMPTOVP
 * @helpurl help.html#imptovp
 * @requiresParameterAddresses
 * @param {any[][]} imps The IMP margin of the side you want VPs for: positive when it won, negative when it lost. Average IMPs (decimals) are allowed.
 * @param {any[][]} boards The number of boards in the match (one cell for all matches, or one per match).
 * @param {CustomFunctions.Invocation} invocation
 * @returns VPs 0–20 with two decimals; the two sides of a match add up to 20.
 */
export async function imptovp(imps: any[][], boards: any[][], invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["imps", "boards"]);
  const cells = await readArguments({ imps, boards }, addresses, invocation);
  return guard(() => toExcelGrid(vpCells(cells.imps, cells.boards), addresses));
}

/**
 * Who is vulnerable on a board, from the standard 16-board cycle printed on duplicate boards.
 * @customfunction VULNERABILITY
 * @helpurl help.html#vulnerability
 * @requiresParameterAddresses
 * @param {any[][]} board The board number (17 is board 1 again). A range gives one answer per cell.
 * @param {string} [options] "notation={NOTATIONS (or)}" to answer in the traveller's own words ({NOTATIONS vulnerabilities}), which SCORE reads with the same option.
 * @param {CustomFunctions.Invocation} invocation
 * @returns None, NS, EW or All.
 */
export async function vulnerability(board: any[][], options?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["board", "options"]);
  const cells = await readArguments({ board }, addresses, invocation);
  return guard(() => toExcelGrid(vulnerabilityCells(cells.board, optionsOf("VULNERABILITY", options).notation), addresses));
}

/**
 * Who deals a board, from the standard 16-board cycle: board 1 North, 2 East, 3 South, 4 West, …
 * @customfunction DEALER
 * @helpurl help.html#dealer
 * @requiresParameterAddresses
 * @param {any[][]} board The board number. A range gives one answer per cell.
 * @param {string} [options] "notation={NOTATIONS (or)}" to answer in the traveller's own letters ({NOTATIONS seats}), which SCORE reads with the same option.
 * @param {CustomFunctions.Invocation} invocation
 * @returns N, E, S or W.
 */
export async function dealer(board: any[][], options?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  const addresses = addressesOf(invocation, ["board", "options"]);
  const cells = await readArguments({ board }, addresses, invocation);
  return guard(() => toExcelGrid(dealerCells(cells.board, optionsOf("DEALER", options).notation), addresses));
}
