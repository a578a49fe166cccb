// Cross-IMPs, IMPs across the field (docs/rules.md §7, LKU-10 §8): every present row is IMPed
// against every other present row of its group, through the frequency tables as in matchpoints.
//
// Pairwise comparison is O(n²) per board, too slow for the 100 000-row sessions. The IMP table is
// a step function with 24 thresholds θ, so IMP(s − t) = Σ_θ [t ≤ s − θ] − [t ≥ s + θ], and the sum
// over a field of scores t is Σ_θ count(t ≤ s − θ) − count(t ≥ s + θ): two binary searches per
// threshold in the field's sorted scores with prefix counts. A row's own terms need no removal:
// IMP(a − b) = −IMP(b − a), so whatever a row (weighted or not) scores against itself sums to 0.
import { ImpOutput, ImpRowScore, ImpSideScore, artificialImps, impRowOutput, roundWeighted } from "./butler";
import { Fraction, ZERO } from "../exact";
import { IMP_THRESHOLDS } from "./imps";
import { Direction, Entry, ResultEntry, Side, groupOf, sideOf } from "../entries/entry";
import { Options } from "../options";
import { optionsOf } from "../worksheetFunctions";
import { expectedTables, isCompared, lowerBound } from "../matchpoints/matchpointRules";
import { RowOutcome, readTravellers, scoreEachBoard } from "../entries/traveller";

export interface CrossImpBoardScore {
  /** N: the results the board should have had. */
  tables: number;
  rows: ImpRowScore[];
}

/**
 * The (weight, NS score) terms one direction of one group is compared with, sorted and summed so
 * that Σ v·IMP(s − t) over the field costs 48 binary searches. Whole-row weights are counted in
 * integers; only weighted terms bring Fractions, so a board of table results stays integer.
 */
export class ImpField {
  private readonly keys: number[];
  /** cum[i]: whole-row count of keys[0..i). */
  private readonly cum: number[];
  /** The same for fractional weights; null when there are none. */
  private readonly fcum: Fraction[] | null;
  // A board has a few hundred distinct scores however many rows: each is summed once.
  private readonly memo = new Map<number, Fraction>();
  private readonly wholeMemo = new Map<number, number>();

  /** `sides`: the present (score or weighted) sides of the field. */
  constructor(sides: readonly Side[]) {
    const whole = new Map<number, number>();
    const fractional = new Map<number, Fraction>();
    for (const side of sides) {
      if (side.kind === "score") whole.set(side.score, (whole.get(side.score) ?? 0) + 1);
      else if (side.kind === "weighted") for (const t of side.terms) fractional.set(t.score, (fractional.get(t.score) ?? ZERO).add(t.weight));
    }
    this.keys = [...new Set([...whole.keys(), ...fractional.keys()])].sort((a, b) => a - b);
    this.cum = [0];
    for (const k of this.keys) this.cum.push(this.cum[this.cum.length - 1] + (whole.get(k) ?? 0));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the Fraction sum of no fractional weights is the integer sum
    if (fractional.size > 0) {
      this.fcum = [ZERO];
      for (const k of this.keys) this.fcum.push(this.fcum[this.fcum.length - 1].add(fractional.get(k) ?? ZERO));
    } else this.fcum = null;
  }

  get fractional(): boolean {
    // Stryker disable next-line ConditionalExpression: equivalent, the Fraction sum agrees with the integer sum
    return this.fcum !== null;
  }

  private lower(x: number): number {
    return lowerBound(this.keys, x);
  }

  /** Σ over the whole-row scores t of IMP(s − t), in integers. */
  wholeSum(s: number): number {
    const known = this.wholeMemo.get(s);
    if (known !== undefined) return known;
    const n = this.keys.length;
    const all = this.cum[n];
    let total = 0;
    for (const theta of IMP_THRESHOLDS) {
      // Scores are integers, so t ≤ s − θ is t < s − θ + 1.
      total += this.cum[this.lower(s - theta + 1)] - (all - this.cum[this.lower(s + theta)]);
    }
    this.wholeMemo.set(s, total);
    return total;
  }

  /** Σ over all terms (v, t) of v·IMP(s − t), exactly. */
  sum(s: number): Fraction {
    let value = this.memo.get(s);
    if (value !== undefined) return value;
    value = new Fraction(this.wholeSum(s));
    if (this.fcum) {
      const n = this.keys.length;
      const all = this.fcum[n];
      for (const theta of IMP_THRESHOLDS) {
        value = value.add(this.fcum[this.lower(s - theta + 1)]).sub(all.sub(this.fcum[this.lower(s + theta)]));
      }
    }
    this.memo.set(s, value);
    return value;
  }
}

/**
 * Raw cross-IMPs of every side present in direction d (from that direction's point of view) and
 * how many rows it was compared with. Which rows a side meets: every present row of its group
 * (`corrected=compare`), or only the group's ordinary rows (`corrected=tie`, DBf: split and
 * weighted rows are not compared by the others, and are themselves compared with the ordinary
 * rows only, LKU-10 §6.1 and §8).
 */
function compareDirection(entries: readonly Entry[], d: Direction, options: Options): ({ raw: Fraction | number; count: number } | null)[] {
  const inField = (e: ResultEntry) => isCompared(e, d, options.corrected);
  const members = new Map<string, Side[]>();
  for (const e of entries) {
    if (e.kind !== "result" || !inField(e)) continue;
    const g = groupOf(e);
    let sides = members.get(g);
    if (!sides) members.set(g, (sides = []));
    sides.push(sideOf(e, d));
  }
  const fields = new Map([...members].map(([g, sides]) => [g, new ImpField(sides)]));
  const sizes = new Map([...members].map(([g, sides]) => [g, sides.length]));
  // EW compares the same NS scores the other way round: EW's IMPs are the negation.
  const sign = d === "ns" ? 1 : -1;
  return entries.map((e) => {
    if (e.kind !== "result") return null;
    const side = sideOf(e, d);
    if (side.kind === "artificial") return null;
    const g = groupOf(e);
    const field = fields.get(g);
    const count = (sizes.get(g) ?? 0) - (inField(e) ? 1 : 0);
    // Stryker disable next-line ConditionalExpression: equivalent, with no comparison the sum is 0 and tableValue answers 0
    if (!field || count === 0) return { raw: 0, count };
    if (side.kind === "score") return { raw: field.fractional ? field.sum(side.score).mul(sign) : sign * field.wholeSum(side.score) || 0, count };
    let raw = ZERO;
    for (const t of side.terms) raw = raw.add(t.weight.mul(field.sum(t.score)));
    return { raw: raw.mul(sign), count };
  });
}

/**
 * Cross-IMPs of one board. Per side, on the sum scale (N − 1 comparisons that should be made):
 * missing comparisons (artificial, NP, short board, other groups, and under `corrected=tie` the
 * adjusted rows) are either made up for by scaling the comparisons made to N − 1
 * (`missing=neuberg`, the IMP counterpart of Neuberg) or count 0 (`missing=tie`, DBf).
 * `ximp=average` divides that by N − 1, which under `missing=neuberg` is the mean over the
 * comparisons made. Artificial: (p − 50)/10 · k per comparison, i.e. ·(N − 1) for totals and flat
 * for averages. Weighted sides are rounded against the offender under `weighted=offender`.
 */
export function crossImpBoard(entries: readonly Entry[], options: Options): CrossImpBoardScore {
  const tables = expectedTables(entries.length, options);
  const n1 = tables - 1;
  const compared = { ns: compareDirection(entries, "ns", options), ew: compareDirection(entries, "ew", options) };
  const average = options.ximp === "average";
  // Most rows of a board share a handful of (raw, count) pairs: build each Fraction once.
  const memo = new Map<number, Map<number, Fraction>>();

  const tableValue = (raw: Fraction | number, count: number): Fraction => {
    // Stryker disable next-line ConditionalExpression: equivalent, with no comparison the sum is 0 and the value 0 either way
    if (count === 0 || n1 === 0) return ZERO;
    if (typeof raw === "number") {
      let byRaw = memo.get(count);
      // Stryker disable next-line ConditionalExpression: equivalent, a cache
      if (!byRaw) memo.set(count, (byRaw = new Map()));
      let v = byRaw.get(raw);
      // Stryker disable next-line ConditionalExpression: equivalent, a cache
      if (v === undefined) byRaw.set(raw, (v = tableValue(new Fraction(raw), count)));
      return v;
    }
    if (options.missing === "tie") return average ? raw.div(n1) : raw;
    return average ? raw.div(count) : raw.mul(n1).div(count);
  };

  const sideScore = (e: ResultEntry, i: number, d: Direction): ImpSideScore => {
    const side = sideOf(e, d);
    if (side.kind === "artificial") return artificialImps(side, e.link, average ? 1 : n1, options);
    const c = compared[d][i]!;
    const value = tableValue(c.raw, c.count);
    if (side.kind === "score") return { kind: "table", imps: value };
    return { kind: "table", imps: roundWeighted(value, e, d, options) };
  };

  const rows: ImpRowScore[] = entries.map((e, i) =>
    e.kind === "np" ? { kind: "np" } : { kind: "scored", ns: sideScore(e, i, "ns"), ew: sideScore(e, i, "ew") },
  );
  return { tables, rows };
}

/** CROSSIMP(entries, [boards], [options]): per input row [NS, EW] cross-IMPs. */
export function scoreCrossImps(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<ImpOutput[]>[] {
  const options = optionsOf("CROSSIMP", optionsText);
  return scoreEachBoard<ImpOutput[]>(
    readTravellers(entries, boards),
    (board) => crossImpBoard(board.entries, options).rows.map((row) => impRowOutput(row, options)),
    ["", ""],
  );
}
