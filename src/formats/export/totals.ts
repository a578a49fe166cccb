// The pairs' totals as the scoring programs publish them (docs/rules.md §11 "Published totals"):
// RANKING's Score column is the pair's boards added up (§6); the page and the files print the
// total the way the profile's programs print it. Only the total: ranks and percentages are
// RANKING's, whatever the profile. Exact until printed.
import { Fraction, roundTo, ZERO } from "../../exact";
import { PROFILE_NAMES, PROFILES, Profile, TotalsRule } from "../../options";
import { PairResult, scoreOnScale, SessionRanking } from "../../ranking/ranking";
import { round } from "../../ranking/results";
import type { OutputValue } from "../../matchpoints/matchpoints";

export type { TotalsRule };

/** Per profile, how its programs print a pair's total: each PROFILES entry's `totals` (docs/rules.md §11). */
export const TOTALS_RULES: Readonly<Record<Profile, TotalsRule>> = Object.fromEntries(PROFILE_NAMES.map((name) => [name, PROFILES[name].totals])) as Record<
  Profile,
  TotalsRule
>;

export interface PublishedTotal {
  /** The total to print, on the ranking's scale; exact, rounded only where the options round. */
  total: Fraction;
  /** The section's boards and the pair's own, when the total is scaled from one to the other. */
  scaled: { all: number; own: number } | null;
}

/** One side of a line as the page or the file prints it, with the pair key it belongs to. */
export interface PrintedFigure {
  key: string;
  /** As the line's function gives it (rounded already under its `decimals=`)… */
  printed: OutputValue;
  /** …and exact. */
  exact: OutputValue;
}

/** The key a pair's figures and names are filed under: its id's key, with its field in a Mitchell. */
export function fieldKey(key: string, direction: "ns" | "ew", mitchell: boolean): string {
  return mitchell ? `${direction} ${key}` : key;
}

/**
 * The published total of each pair of `ranking`. `boards` is the number of boards of the section
 * that count (played at two tables or more); `figures` the lines' figures as printed, on the
 * ranking's scale (only read when the rule adds rounded figures); `decimals` the printed places.
 */
export function publishedTotals(
  ranking: SessionRanking,
  rule: TotalsRule,
  boards: number,
  figures: Iterable<PrintedFigure>,
  decimals: number,
  mitchell: boolean,
): Map<PairResult, PublishedTotal> {
  const { options } = ranking;
  const pairs = ranking.fields.flatMap((f) => f.pairs);
  // A program's board count is the section's: never fewer than any pair played.
  const all = pairs.reduce((n, p) => Math.max(n, p.boards), boards);
  const rounding = new Map<string, Fraction>();
  if (rule.roundedBoards)
    for (const { key, printed, exact } of figures) {
      if (!(printed instanceof Fraction) || !(exact instanceof Fraction)) continue;
      const off = roundTo(printed, decimals, "away", ZERO).sub(exact);
      if (!off.equals(ZERO)) rounding.set(key, (rounding.get(key) ?? ZERO).add(off));
    }
  const out = new Map<PairResult, PublishedTotal>();
  for (const p of pairs) {
    const { score, average } = scoreOnScale(p.score, p.max, options);
    const sum = score.add(rounding.get(fieldKey(p.pair.key, p.direction ?? "ns", mitchell)) ?? ZERO);
    const scaled = rule.scaled && p.boards > 0 && p.boards < all ? { all, own: p.boards } : null;
    const factor = scaled ? new Fraction(scaled.all, scaled.own) : new Fraction(1);
    // The one rounding the options ask for (decimals=, round=) is the last step, on the printed total.
    out.set(p, { total: round(sum.mul(factor), average.mul(factor), options), scaled });
  }
  return out;
}
