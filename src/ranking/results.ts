// The results list shared by RANKING, SERIESRESULT and MULTITEAM (docs/rules.md §6): ranks, the rank
// cell and the % cell, so a shared rank or a rounded percentage reads the same in every table.
import { Fraction, HUNDRED, roundTo } from "../exact";
import { Options } from "../options";
import { AVERAGE_PERCENT } from "../entries/entry";

/** A cell of a table result: exact values stay Fractions until the adapter converts them. */
export type TableCell = Fraction | number | string;

export interface Ranked {
  /** 1-based; pairs with equal percentages share the rank of the first of them; 0: no result, no rank. */
  rank: number;
  shared: boolean;
}

/**
 * Sorts by `key` (highest first; null last), then by `tiebreak`, and gives ranks: equal keys
 * share a rank (1, =2, =2, 4), whatever the tiebreak, because the key is the result and the
 * tiebreak only orders the printout.
 */
export function rankBy<T>(items: T[], key: (t: T) => Fraction | null, tiebreak: (a: T, b: T) => number): (T & Ranked)[] {
  // Stryker disable next-line ConditionalExpression: equivalent, two pairs without a result never meet in same
  const same = (a: Fraction | null, b: Fraction | null) => (a === null ? b === null : b !== null && a.equals(b));
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const c = b.key.compare(a.key);
      if (c !== 0) return c;
    }
    return tiebreak(a.item, b.item);
  });
  // Equal keys are next to each other: each takes the rank of the first of its run, so a field
  // where many share a result is ranked in one pass.
  const out: (T & Ranked)[] = [];
  let first = 0;
  for (let i = 0; i < keyed.length; i++) {
    const k = keyed[i].key;
    // No result (a pair with only NP boards): listed last, without a rank.
    if (k === null) {
      out.push({ ...keyed[i].item, rank: 0, shared: false });
      continue;
    }
    if (i === 0 || !same(keyed[i - 1].key, k)) first = i;
    const shared = first < i || (i + 1 < keyed.length && same(keyed[i + 1].key, k));
    out.push({ ...keyed[i].item, rank: first + 1, shared });
  }
  return out;
}

/** Ranks by percentage: the ranking of matchpoint sessions and of series. */
export function rankByPercent<T extends { percent: Fraction | null }>(items: T[], tiebreak: (a: T, b: T) => number): (T & Ranked)[] {
  return rankBy(items, (t) => t.percent, tiebreak);
}

/** A rank as the results list prints it: `=3` when shared, else the number; blank without a result. */
export function rankCell(r: Ranked): number | string {
  if (r.rank === 0) return "";
  return r.shared ? `=${r.rank}` : r.rank;
}

/**
 * A percentage as the % column shows it: rounded to `decimals` places of the percentage, then
 * under `pct=fraction` divided by 100 for Excel's % format (ruling, docs/rules.md §6).
 */
export function percentCell(percent: Fraction, options: Options): Fraction {
  const shown = round(percent, new Fraction(AVERAGE_PERCENT.average), options);
  return options.pct === "fraction" ? shown.div(HUNDRED) : shown;
}

/** A value rounded as the options ask (`decimals`, `round`), halves judged from `average`. */
export function round(value: Fraction, average: Fraction, options: Options): Fraction {
  return options.decimals === null ? value : roundTo(value, options.decimals, options.round, average);
}
