// Law 12C2(c), average plus and minus tied to the pair's session (docs/rules.md §6, "Average plus
// and minus depend on the session"): every decision of the rule, written once. The exact path
// (tallies.ts, on Fractions) and the column paths (fastsession.ts on near values, fed by
// fastranking.ts and fastrankimps.ts) both take from here which awards follow the session, what
// the fixed award is, on what scale the pair's own result is measured, and which of the two
// stands; each path keeps only its own arithmetic, so the fast = exact property holds by
// construction rather than by two copies agreeing.
import { Fraction } from "../exact";
import { AverageToken } from "../entries/entry";
import { awardImps } from "../imps/imps";
import { Options } from "../options";

/**
 * Whether an award follows the pair's session: only the tokens A+ and A- (a typed 60 % is fixed),
 * and only while `session=on` — the Law, so on in every profile; `session=off` turns it off.
 */
export function tiedToSession(token: AverageToken | null, options: Options): token is "plus" | "minus" {
  return options.session === "on" && (token === "plus" || token === "minus");
}

/**
 * The scale a pair's result is measured on: a percentage at matchpoints, IMPs per board (per
 * comparison unit) at IMPs — RANKING's % column (corrections.ts) and the pair's own result here,
 * its table total · scale / its table weight (Σ tops; at IMPs the units). An award is worth
 * result · top / scale (at IMPs top is the award's comparison units).
 */
export function resultScale(options: Options): number {
  return options.scoring === "mp" ? 100 : 1;
}

/**
 * The award a pair gets when its own result does not beat it, on resultScale's scale: the
 * token's percentage (60 % / 40 %, AVERAGE_PERCENT) at matchpoints; at IMPs that percentage as
 * ±k IMPs (k = artificialimps: Law 12C2's 3, DBf's 2; docs/rules.md §7).
 */
export function fixedAward(percent: Fraction, options: Options): Fraction {
  return options.scoring === "mp" ? percent : awardImps(percent, options.artificialimps);
}

/**
 * Given c, the sign of (the pair's own result − the fixed award), whether the own result stands:
 * average plus is at least the fixed award, average minus at most.
 */
export function ownResultStands(token: "plus" | "minus", c: number): boolean {
  // Stryker disable next-line EqualityOperator: equivalent, when the two are equal either is the answer
  return token === "plus" ? c > 0 : c < 0;
}

/** The award on resultScale's scale: the fixed one, or the pair's own result where it stands; a pair without table boards (own null) gets the fixed one. */
export function sessionAward(token: "plus" | "minus", fixed: Fraction, own: Fraction | null): Fraction {
  return own !== null && ownResultStands(token, own.compare(fixed)) ? own : fixed;
}

/**
 * Twice the average a session award is rounded away from under `artificial=away` (§5.1), for an
 * award or linked awards over boards of Σ tops `top`: the top at matchpoints, 0 at IMPs.
 */
export function twiceAverage(top: number, options: Options): number {
  return options.scoring === "mp" ? top : 0;
}
