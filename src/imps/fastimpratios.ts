// The IMPs of one board of a column (src/entries/column.ts) as exact ratios of safe integers: Butler and
// cross-IMPs by the same rules as butler.ts and crossimps.ts, in integers. A board's plain scores
// are counted per score, so the datum is a trimmed sum over the counts and each distinct score's
// IMPs are worked out once; the few adjusted rows are scored side by side against the same datum
// or field. A weighted side's weights are integers over a common denominator D, so every value is
// one division of two integers below 2^53. BUTLERIMP and CROSSIMP (fastimps.ts) hand Excel those
// divisions; RANKING (fastrankimps.ts) adds them up per pair. A board these do not take on (a side
// without a datum, integers that could pass 2^53) goes to the exact path, which words every error.
import { boardDatum, datumOfSum } from "./butler";
import { ColumnBoard } from "../entries/column";
import { Direction, Entry, NO_GROUP, ResultEntry, Side, groupOf, isOrdinary, sideOf } from "../entries/entry";
import { imps } from "./imps";
import { againstOffenderRatio, gcd, isCompared } from "../matchpoints/matchpointRules";
import { Options } from "../options";

const SAFE = Number.MAX_SAFE_INTEGER;

/** A present side's terms with integer weights over the denominator D of the call (Σ weights = D). */
interface Terms {
  w: number[];
  s: number[];
}

/**
 * The sides of a call's entries with their weights as integers over one common denominator D,
 * the least common multiple of the weights' denominators on the board. Cached per side object:
 * the column reader parses each distinct cell once, so rows with the same text share their sides.
 */
export class Weights {
  private readonly denominators = new Map<Side, number>();

  /** The common denominator of every weighted side of `entries`; 0 when it passes `limit`. */
  denominator(entries: readonly Entry[], limit: number): number {
    let D = 1;
    for (const e of entries) {
      if (e.kind !== "result") continue;
      for (const side of [e.ns, e.ew]) {
        if (side.kind !== "weighted") continue;
        const d = this.sideDenominator(side);
        D = (D / gcd(D, d)) * d;
        if (D > limit) return 0;
      }
    }
    return D;
  }

  private sideDenominator(side: Side & { kind: "weighted" }): number {
    let d = this.denominators.get(side);
    if (d === undefined) {
      d = 1;
      for (const t of side.terms) {
        const td = Number(t.weight.d);
        d = (d / gcd(d, td)) * td;
      }
      this.denominators.set(side, d);
    }
    return d;
  }

  /** A score or weighted side as terms over D (a score is one term of weight D). */
  terms(side: Side, D: number): Terms {
    if (side.kind === "score") return { w: [D], s: [side.score] };
    if (side.kind !== "weighted") return { w: [], s: [] };
    return { w: side.terms.map((t) => (Number(t.weight.n) * D) / Number(t.weight.d)), s: side.terms.map((t) => t.score) };
  }
}

/** IMPs of a whole difference, as Butler and cross-IMPs count them; never −0. */
function imp(difference: number): number {
  return imps(difference) + 0;
}

// ---------------------------------------------------------------------------------------------
// The datum

/**
 * The datum of a board's plain scores (counted per score) and `more` table results: the same
 * trimmed mean as boardDatum, from the counts. Null without any result.
 */
function countedDatum(keys: Float64Array, counts: Float64Array, more: number[], options: Options): number | null {
  let k = keys;
  let c = counts;
  if (more.length > 0) {
    const merged = new Map<number, number>();
    for (let i = 0; i < keys.length; i++) merged.set(keys[i], counts[i]);
    for (const s of more) merged.set(s, (merged.get(s) ?? 0) + 1);
    k = Float64Array.from(merged.keys()).sort();
    c = k.map((s) => merged.get(s)!);
  }
  let total = 0;
  let sum = 0;
  for (let i = 0; i < k.length; i++) {
    total += c[i];
    sum += k[i] * c[i];
  }
  if (total === 0) return null;
  const trim = options.trim;
  if (total < 2 * trim + 1) return datumOfSum(sum, total, options);
  // Drop `trim` results from each end: walk the counts in from both sides.
  let left = trim;
  for (let i = 0; left > 0; i++) {
    const take = Math.min(left, c[i]);
    sum -= take * k[i];
    left -= take;
  }
  left = trim;
  for (let i = k.length - 1; left > 0; i--) {
    const take = Math.min(left, c[i]);
    sum -= take * k[i];
    left -= take;
  }
  return datumOfSum(sum, total - 2 * trim, options);
}

/** The datum of each group of a board: the plain scores are without a group (LKU-10 §9). */
export function columnDatums(board: ColumnBoard, options: Options): Map<string, number | null> {
  const scores = new Map<string, number[]>();
  if (board.plain > 0) scores.set(NO_GROUP, []);
  for (const e of board.entries) {
    const g = groupOf(e);
    if (!scores.has(g)) scores.set(g, []);
    if (e.kind === "result" && isOrdinary(e) && e.ns.kind === "score") scores.get(g)!.push(e.ns.score);
  }
  const datums = new Map<string, number | null>();
  for (const [g, s] of scores) datums.set(g, g === NO_GROUP ? countedDatum(board.keys, board.counts, s, options) : boardDatum(s, options));
  return datums;
}

/**
 * One board's IMPs as exact ratios num/den of safe integers: per distinct plain score (index in
 * the board's keys) and per other entry. An artificial side (and an NP row) has den 0: its award
 * is the caller's, since RANKING settles it only when the session is complete (docs/rules.md §6).
 */
export interface BoardImps {
  plain: ImpSides;
  other: ImpSides;
}

export interface ImpSides {
  nsNum: Float64Array;
  nsDen: Float64Array;
  ewNum: Float64Array;
  ewDen: Float64Array;
}

function impSides(n: number): ImpSides {
  return { nsNum: new Float64Array(n), nsDen: new Float64Array(n), ewNum: new Float64Array(n), ewDen: new Float64Array(n) };
}

/**
 * Room for one board's ratios, reused from board to board of a call: in Chromium every typed array
 * costs microseconds, eight a board more than the board's own work. A board's ratios from a room
 * hold until the next board is scored in it; every value read is written for the board.
 */
export class ImpRoom {
  private readonly sides = { plain: impSides(0), other: impSides(0) };
  private sum = new Float64Array(0);
  take(which: "plain" | "other", n: number): ImpSides {
    if (this.sides[which].nsNum.length < n) this.sides[which] = impSides(Math.max(n, 2 * this.sides[which].nsNum.length));
    return this.sides[which];
  }
  /** Room for n sums (crossImpRatios's plainSum), each written before it is read. */
  sums(n: number): Float64Array {
    if (this.sum.length < n) this.sum = new Float64Array(Math.max(n, 2 * this.sum.length));
    return this.sum;
  }
}

function sidesIn(room: ImpRoom | undefined, which: "plain" | "other", n: number): ImpSides {
  return room ? room.take(which, n) : impSides(n);
}

/** Butler IMPs of a board as ratios (butler.ts's butlerBoard in integers); null when a side has no datum or D is too large. */
export function butlerRatios(board: ColumnBoard, options: Options, weights: Weights, room?: ImpRoom): BoardImps | null {
  const datums = columnDatums(board, options);
  const { keys, entries } = board;
  // A weighted side is Σ wₖ·IMP(sₖ − datum) over D (Law 12C1c: the IMPs weighted, not the mean score).
  const D = weights.denominator(entries, 1e12);
  if (D === 0) return null;
  const other = sidesIn(room, "other", entries.length);
  /** Into other at j: d's side of e; false when it needs a datum its group does not have. */
  const side = (e: ResultEntry, d: Direction, j: number): boolean => {
    const s = sideOf(e, d);
    if (s.kind === "artificial") {
      (d === "ns" ? other.nsDen : other.ewDen)[j] = 0; // the caller's award
      return true;
    }
    const datum = datums.get(groupOf(e)) ?? null;
    if (datum === null) return false; // the exact path words the missing datum on this row
    const sign = d === "ns" ? 1 : -1;
    let num: number;
    let den = 1;
    if (s.kind === "score") num = imp(sign * (s.score - datum));
    else {
      const t = weights.terms(s, D);
      num = 0;
      for (let k = 0; k < t.w.length; k++) num += t.w[k] * sign * imps(t.s[k] - datum);
      if (options.weighted === "offender") num = againstOffenderRatio(num, D, e, d) + 0;
      else den = D;
    }
    if (d === "ns") [other.nsNum[j], other.nsDen[j]] = [num, den];
    else [other.ewNum[j], other.ewDen[j]] = [num, den];
    return true;
  };
  for (let j = 0; j < entries.length; j++) {
    const e = entries[j];
    if (e.kind !== "np" && !(side(e, "ns", j) && side(e, "ew", j))) return null;
  }
  const datum = datums.get(NO_GROUP) ?? 0;
  const u = keys.length;
  const plain = sidesIn(room, "plain", u);
  for (let k = 0; k < u; k++) {
    const v = imp(keys[k] - datum);
    plain.nsNum[k] = v;
    plain.ewNum[k] = -v + 0;
  }
  plain.nsDen.fill(1, 0, u);
  plain.ewDen.fill(1, 0, u);
  return { plain, other };
}

/**
 * The field one direction of one group is compared with: the plain scores (group without `@`
 * only) and the compared adjusted sides' terms, weights in units of 1/D.
 */
interface Field {
  size: number;
  w: number[];
  s: number[];
}

/** Cross-IMPs of a board as ratios (crossimps.ts's crossImpBoard in integers); null when they could pass 2^53. */
export function crossImpRatios(board: ColumnBoard, options: Options, weights: Weights, room?: ImpRoom): BoardImps | null {
  const { rows, keys, counts, entries } = board;
  const m = rows.length;
  const N = options.tables ?? m;
  const n1 = N - 1;
  const average = options.ximp === "average";
  const D = weights.denominator(entries, 1e6);
  // Largest integer formed: a weighted side's raw, ≤ 24·rows·D², times N − 1.
  if (D === 0 || 24 * (m + 1) * D * D * N >= SAFE) return null;
  const fields = { ns: fieldsOf(board, "ns", options, weights, D), ew: fieldsOf(board, "ew", options, weights, D) };

  // Σ count·IMP(s − t) over the plain scores t, for each plain score s: the plain part of every
  // field without a group, worked out once for both directions.
  const u = keys.length;
  const plainSum = room ? room.sums(u) : new Float64Array(u);
  for (let a = 0; a < u; a++) {
    let sum = 0;
    for (let k = 0; k < u; k++) sum += counts[k] * imp(keys[a] - keys[k]);
    plainSum[a] = sum;
  }
  /** Σ over the field of weight·IMP(s − t), in units of 1/D (NS's point of view); `known` its plain part if s is a plain score. */
  const against = (field: Field, g: string, s: number, known?: number): number => {
    let sum = 0;
    if (g === NO_GROUP) {
      if (known === undefined) for (let k = 0; k < u; k++) sum += counts[k] * imp(s - keys[k]);
      else sum = known;
      sum *= D;
    }
    for (let k = 0; k < field.w.length; k++) sum += field.w[k] * imp(s - field.s[k]);
    return sum;
  };
  /** A side's raw in units of 1/unit compared with `count` rows, on the output scale (crossImpBoard's tableValue), into `into` at j. */
  const value = (raw: number, unit: number, count: number, into: Float64Array, den: Float64Array, j: number): void => {
    const none = count === 0 || n1 === 0;
    const tie = options.missing === "tie";
    into[j] = none ? 0 : tie || average ? raw : raw * n1;
    den[j] = none ? 1 : tie ? (average ? unit * n1 : unit) : unit * count;
  };
  const other = sidesIn(room, "other", entries.length);
  const sideValue = (e: ResultEntry, d: Direction, j: number): void => {
    const s = sideOf(e, d);
    const [num, den] = d === "ns" ? [other.nsNum, other.nsDen] : [other.ewNum, other.ewDen];
    if (s.kind === "artificial") return void (den[j] = 0); // the caller's award
    const g = groupOf(e);
    const field = fields[d].get(g);
    const count = (field?.size ?? 0) - (isCompared(e, d, options.corrected) ? 1 : 0);
    const sign = d === "ns" ? 1 : -1;
    const t = weights.terms(s, D);
    let raw = 0;
    if (field) for (let k = 0; k < t.w.length; k++) raw += t.w[k] * against(field, g, t.s[k]);
    value(sign * raw, D * D, count, num, den, j);
    num[j] += 0;
    if (s.kind === "weighted" && options.weighted === "offender") [num[j], den[j]] = [againstOffenderRatio(num[j], den[j], e, d) + 0, 1];
  };
  entries.forEach((e, j) => {
    if (e.kind === "np") return;
    sideValue(e, "ns", j);
    sideValue(e, "ew", j);
  });
  const nsField = fields.ns.get(NO_GROUP);
  const ewField = fields.ew.get(NO_GROUP);
  const plain = sidesIn(room, "plain", u);
  for (let k = 0; k < u; k++) {
    value(against(nsField!, NO_GROUP, keys[k], plainSum[k]), D, nsField!.size - 1, plain.nsNum, plain.nsDen, k);
    value(-against(ewField!, NO_GROUP, keys[k], plainSum[k]), D, ewField!.size - 1, plain.ewNum, plain.ewDen, k);
  }
  return { plain, other };
}

/** Per group, the field of direction d: its size and the compared adjusted sides' terms. */
function fieldsOf(board: ColumnBoard, d: Direction, options: Options, weights: Weights, D: number): Map<string, Field> {
  const fields = new Map<string, Field>();
  if (board.plain > 0) fields.set(NO_GROUP, { size: board.plain, w: [], s: [] });
  for (const e of board.entries) {
    if (e.kind !== "result" || !isCompared(e, d, options.corrected)) continue;
    const g = groupOf(e);
    let field = fields.get(g);
    if (!field) fields.set(g, (field = { size: 0, w: [], s: [] }));
    field.size++;
    const t = weights.terms(sideOf(e, d), D);
    field.w.push(...t.w);
    field.s.push(...t.s);
  }
  return fields;
}
