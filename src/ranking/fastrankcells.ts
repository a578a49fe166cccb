// RANKING's table on the column paths (docs/rules.md §6), for matchpoints (fastranking.ts) and
// IMPs (fastrankimps.ts) alike: from each pair's total on near values (the session, fastsession.ts),
// its corrections and the ranks. Every decision the bound does not settle, and every value whose
// nearest float it does not settle, is taken from the pair's exact total (the exact path's own
// bookkeeping, src/ranking/tallies.ts), so the table is bit for bit the exact path's. A pair with a
// correction is ranked on its exact values throughout.
import { Direction } from "../entries/entry";
import { Fraction, toNumber } from "../exact";
import { Near, nearAdd, nearCompare, nearDiv, nearFloat, nearInteger, nearMul, nearRatio } from "./near";
import { Options } from "../options";
import { RANKING_HEADER, shownScore } from "./ranking";
import { TableCell } from "./results";
import { Seats, comparePairs } from "./seating";
import { Correction, corrected } from "./corrections";
import { PairSides, Session, safeRatio, sidesByPair } from "./fastsession";

/** A pair's result: near values, or exact ones where the bound did not settle something. */
interface PairValues {
  total: Near;
  /** Whether `total` is the pair's near total, uncorrected (not a stand-in for a pair ranked exactly throughout). */
  settled: boolean;
  percent: Near | null;
  shown: Near;
  exact: Exact | null;
}

interface Exact {
  percent: Fraction | null;
  shown: Fraction;
}

/** A float's near value: the float, within half a unit in its last place. */
function nearOf(f: Fraction): Near {
  const x = toNumber(f);
  return { hi: x, lo: 0, err: Math.abs(x) * 2 ** -52 };
}

/** The pair's exact result as rankSession (src/ranking/ranking.ts) makes it, its correction included. */
function exactResult(total: Fraction, max: number, correction: Correction | undefined, options: Options): Exact {
  const { score, percent } = corrected(total, max, correction, options);
  return { percent, shown: shownScore(score, max, options) };
}

/** RANKING's table: the ranks, then per pair Rank, Pair, Boards, Score, Max, % as floats. */
export function rankingCells(s: Session, seats: Seats, options: Options, corrections: Map<number, Correction>): TableCell[][] {
  const P = seats.pairs.length;
  const values: PairValues[] = new Array(P);
  let bySide: PairSides | null = null;
  const exactOf = (p: number) => {
    const v = values[p];
    if (!v.exact) {
      // A near total without error is its exact value: a whole one needs no recount (Butler's usually is).
      const t = v.total;
      const whole = v.settled && t.err === 0 && t.lo === 0 && Number.isSafeInteger(t.hi);
      const total = whole ? new Fraction(t.hi) : s.exactTotal(p, (bySide ??= sidesByPair(s, seats)));
      v.exact = exactResult(total, s.max[p], corrections.get(p), options);
      v.percent = v.exact.percent && nearOf(v.exact.percent);
      v.shown = nearOf(v.exact.shown);
    }
    return v.exact;
  };
  for (let p = 0; p < P; p++) {
    const max = s.max[p];
    const c = corrections.get(p);
    // §6: a correction's matchpoints are added to the total, its percentage points to the percentage.
    const mp = c && safeRatio(c.mp);
    const points = c && safeRatio(c.points);
    let total = c && !(mp && points) ? null : s.nearTotal(p);
    if (total === null) {
      values[p] = { total: nearInteger(0), settled: false, percent: null, shown: nearInteger(0), exact: null };
      exactOf(p);
      continue;
    }
    if (mp) total = nearAdd(total, nearRatio(mp[0], mp[1]));
    let percent = max === 0 ? null : s.atImps ? nearDiv(total, max) : nearDiv(nearMul(total, 100), max);
    if (percent && points) percent = nearAdd(percent, nearRatio(points[0], points[1]));
    values[p] = { total, settled: !c, percent, shown: s.nearShown(total, max), exact: null };
  }
  /** b's value against a's, from the near values when they settle it, else exactly. */
  const compare = (a: number, b: number, which: "percent" | "shown"): number => {
    const va = values[a];
    const vb = values[b];
    const x = va[which];
    const y = vb[which];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = nearCompare(y, x);
    if (c !== null) return c;
    // Equal percentages are common (whole totals over the same boards): total·max of the other
    // settles them exactly while the totals are exact floats (a corrected pair's percentage is more).
    if (which === "percent" && va.settled && vb.settled && !va.exact && !vb.exact) {
      const t = nearCompare(nearMul(vb.total, s.max[a]), nearMul(va.total, s.max[b]));
      if (t !== null) return t;
    }
    const ex = exactOf(a)[which]!;
    const ey = exactOf(b)[which]!;
    return ey.compare(ex);
  };
  // Most comparisons are settled by the leading floats alone: they are read from arrays, with one
  // bound for every pair (the largest of what the rest of a value and its error can make up).
  // Whole totals (Butler's, most matchpoint ones) are compared as they are: a percentage by the
  // total times the other's Max, exact in floats below 2^53.
  const whole = new Uint8Array(P);
  for (let p = 0; p < P; p++) {
    const { total: t, settled } = values[p];
    whole[p] = settled && t.err === 0 && t.lo === 0 && Number.isInteger(t.hi) && Math.abs(t.hi) < 2 ** 26 && s.max[p] < 2 ** 26 ? 1 : 0;
  }
  const quick = (which: "percent" | "shown") => {
    const keys = new Float64Array(P);
    let bound = 0;
    for (let p = 0; p < P; p++) {
      const v = values[p][which];
      keys[p] = v === null ? -Infinity : v.hi;
      if (v !== null) bound = Math.max(bound, Math.abs(v.lo) + v.err, Math.abs(v.hi) * 2 ** -51);
    }
    bound *= 2 * (1 + 2 ** -50);
    const percent = which === "percent";
    /** b's value against a's when the floats settle it; 0 when they do not (then `compare` asks). */
    return (a: number, b: number): number => {
      const d = keys[b] - keys[a];
      if (d > bound) return 1;
      if (d < -bound) return -1;
      if (percent && whole[a] && whole[b] && values[a].percent !== null && values[b].percent !== null)
        return Math.sign(values[b].total.hi * s.max[a] - values[a].total.hi * s.max[b]);
      return compare(a, b, which);
    };
  };
  const byPercent = quick("percent");
  const byShown = quick("shown");
  const lead = new Float64Array(P);
  const second = new Float64Array(P);
  const numbers = new Float64Array(P);
  for (let p = 0; p < P; p++) {
    const { percent, shown } = values[p];
    const label = seats.pairs[p].label;
    lead[p] = percent === null ? -Infinity : percent.hi;
    second[p] = shown.hi;
    numbers[p] = typeof label === "number" ? label : 0;
  }
  const fields: (Direction | null)[] = options.mitchell === "on" ? ["ns", "ew"] : [null];
  const out: TableCell[][] = [];
  for (const field of fields) {
    const header: TableCell[] = [...RANKING_HEADER];
    if (field) header[1] = `${field.toUpperCase()} pair`;
    out.push(header);
    const list: number[] = [];
    for (let p = 0; p < P; p++) if (seats.direction[p] === field) list.push(p);
    // First in the order of the leading floats and pair numbers, cheaply: the ruling's sort below
    // then meets runs already in order and asks about one comparison a pair, not log P of them
    // (a field of 10 000 pairs has thousands of equal percentages). It alone decides the order.
    list.sort((a, b) => lead[b] - lead[a] || second[b] - second[a] || numbers[a] - numbers[b]);
    // Ruling (docs/rules.md §6): by the % column, then the Score as shown, then the pair id.
    list.sort((a, b) => byPercent(a, b) || byShown(a, b) || comparePairs(seats.pairs[a], seats.pairs[b]));
    let first = 0;
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      const v = values[p];
      if (i > 0 && byPercent(list[i - 1], p) !== 0) first = i;
      const shared = first < i || (i + 1 < list.length && values[list[i + 1]].percent !== null && byPercent(p, list[i + 1]) === 0);
      const rank = v.percent === null ? "" : shared ? `=${first + 1}` : first + 1;
      const max = s.max[p];
      // IMPs: Max is the boards; matchpoints: Σ tops on the output scale.
      const maxCell = s.atImps || options.scale === "mp" ? max : max / 2;
      out.push([
        rank,
        seats.pairs[p].label,
        s.boards[p],
        floatOf(v, p, "shown", exactOf),
        maxCell,
        v.percent === null ? "" : floatOf(v, p, "percent", exactOf),
      ]);
    }
  }
  return out;
}

/** The float Excel shows for a near value: settled by the bound, or converted from the exact value. */
function floatOf(v: PairValues, p: number, which: "percent" | "shown", exactOf: (p: number) => Exact): number {
  const near = v.exact ? null : nearFloat(v[which]!);
  return near ?? toNumber(exactOf(p)[which]!);
}
