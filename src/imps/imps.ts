// ============================================================================================
// IMPs (docs/rules.md §7): Law 78B's table, and Law 12C2's award of IMPs for an artificial score.
// Butler, cross-IMPs, RANKING and MULTITEAM build on `imps` and `awardImps`.
// Exports: IMP_THRESHOLDS, MAX_IMPS, imps(difference), impsCells(range), LAW_12C2_IMPS, awardImps.
// ============================================================================================
import { Fraction, fromNumber } from "../exact";
import { inputError, quote } from "../errors";
import { msg } from "../messages";
import { Each, Grid, eachCell, isBlank, readNumber, reading } from "../entries/cells";
import { AVERAGE_PERCENT } from "../entries/entry";

/**
 * Upper bounds of Law 78B's bands: a difference d with |d| < IMP_THRESHOLDS[k] (and not below the
 * previous bound) is worth k IMPs; 4000 and more is 24. Written as thresholds, not as the printed
 * ranges "20–40", so that non-multiples of 10 (averages, weighted scores) fall where they must:
 * 19.99 → 0, 20 → 1, 25 → 1.
 */
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
];

export const MAX_IMPS = 24;

// Every threshold is a multiple of 10, so the IMPs of |d| depend only on floor(|d| / 10): one
// table lookup per difference, no search, for the 100 000-row sessions.
const TENS = IMP_THRESHOLDS[IMP_THRESHOLDS.length - 1] / 10;
const BY_TENS = new Uint8Array(TENS);
{
  let k = 0;
  for (let t = 0; t < TENS; t++) {
    while (t * 10 >= IMP_THRESHOLDS[k]) k++;
    BY_TENS[t] = k;
  }
}

function impsOfTens(tens: number): number {
  return tens >= TENS ? MAX_IMPS : BY_TENS[tens];
}

/**
 * Signed IMPs for a score difference (Law 78B). Integers (the usual case) take the fast path;
 * a Fraction, or a number with decimals (read back to the decimal the director meant), is
 * compared exactly.
 */
export function imps(difference: Fraction | number): number {
  if (typeof difference === "number") {
    // Stryker disable next-line BlockStatement: equivalent, the exact path below gives the same IMPs
    if (Number.isSafeInteger(difference)) {
      const k = impsOfTens(Math.floor(Math.abs(difference) / 10)); // exact: an integer below 2^53
      // Stryker disable next-line EqualityOperator: equivalent, at 0 the IMPs are 0 either way
      return difference < 0 && k !== 0 ? -k : k;
    }
    const exact = fromNumber(difference);
    if (exact === null) throw inputError("imp.notDifference", { cell: quote(difference) });
    difference = exact;
  }
  // floor(|n| / (10 d)) with bigints: exact for any fraction.
  const tens = difference.n / (10n * difference.d);
  const k = tens >= BigInt(TENS) ? MAX_IMPS : BY_TENS[Number(tens)];
  // Stryker disable next-line EqualityOperator: equivalent, a Fraction's sign is 1 or -1
  return difference.s < 0n && k !== 0 ? -k : k;
}

/** IMP element-wise over a range of score differences; blanks stay blank, bad cells are errors. */
export function impsCells(difference: Grid): Each<number>[][] {
  return eachCell({ difference }, ({ difference: d }) =>
    isBlank(d) ? null : imps(reading("difference", () => readNumber(d, msg("what.scoreDifference"), ["420", "-50"]))),
  );
}

/** Law 12C2's IMPs for average plus (and minus, negated): the award per 10 % from the average. */
export const LAW_12C2_IMPS = 3;

/**
 * An artificial score in IMPs: k per 10 % from the average, (p − 50)/10 · k — average plus
 * (60 %) is +k, average minus (40 %) −k. k is Law 12C2's 3, or DBf's 2 (`artificialimps`).
 * The one formula behind Butler, cross-IMPs, RANKING's IMP totals and MULTITEAM, exact and fast.
 */
export function awardImps(percent: Fraction, k: number): Fraction {
  return percent.sub(AVERAGE_PERCENT.average).div(10).mul(k);
}
