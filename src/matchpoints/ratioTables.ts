// A board's frequency tables in integers (docs/rules.md §3–§5), for matchpointRatios.ts: weights
// scaled by the common denominator D of the board's weights (§5.3), so every weight in a table is
// a whole number, and a column's plain scores (src/entries/column.ts) merged with the board's
// other rows.
import { float64View } from "../entries/column";
import { ScoreTable, gcd, isCompared } from "./matchpointRules";
import { Direction, Entry, NO_GROUP, ResultEntry, Side, sideOf } from "../entries/entry";
import { Options } from "../options";

/**
 * A weighted side's weights as whole numbers n/d, and the least common multiple of the d (0 past
 * 100 000), read from their Fractions once per side: entries are parsed once per cell text, so
 * the sides of a session's rows are a few hundred objects, met on every board they are on.
 */
const sideWeights = new WeakMap<Side, { n: number[]; d: number[]; lcm: number }>();
function weightsOf(side: Side & { kind: "weighted" }): { n: number[]; d: number[]; lcm: number } {
  let w = sideWeights.get(side);
  if (!w) {
    let lcm = 1;
    for (const t of side.terms) {
      const td = Number(t.weight.d);
      lcm = lcm === 0 ? 0 : (lcm / gcd(lcm, td)) * td;
      if (lcm > 100000) lcm = 0;
    }
    sideWeights.set(side, (w = { n: side.terms.map((t) => Number(t.weight.n)), d: side.terms.map((t) => Number(t.weight.d)), lcm }));
  }
  return w;
}

/** Common denominator of every weight on the board, or 0 when it is too large for this path. */
export function weightDenominator(entries: Entry[]): number {
  let d = 1;
  for (const e of entries) {
    if (e.kind !== "result") continue;
    if (e.ns.kind === "weighted") d = lcmWeights(d, e.ns);
    if (e.ew !== e.ns && e.ew.kind === "weighted") d = lcmWeights(d, e.ew);
    if (d > 100000 || d === 0) return 0;
  }
  return d;
}

function lcmWeights(d: number, side: Side & { kind: "weighted" }): number {
  const { lcm } = weightsOf(side);
  if (lcm === 0) return 0;
  d = (d / gcd(d, lcm)) * lcm;
  return d > 100000 ? 0 : d;
}

export function scaledTerms(side: Side, D: number): { w: number; s: number }[] {
  if (side.kind === "score") return [{ w: D, s: side.score }];
  if (side.kind !== "weighted") return [];
  const { n, d } = weightsOf(side);
  return side.terms.map((t, k) => ({ w: (n[k] * D) / d[k], s: t.score }));
}

export interface Tables {
  tables: Map<string, ScoreTable>;
  sizes: Map<string, number>;
}

/** A board's plain scores counted: ascending distinct `keys`, `counts` rows each, `rows` in all. */
export interface PlainScores {
  keys: Float64Array;
  counts: Float64Array;
  rows: number;
}

/**
 * The frequency tables of one direction, one per fouled-board group. `plain`: rows counted per
 * score outside `entries` (a column's plain scores, src/entries/column.ts), each a row of weight D
 * without a group, compared in both directions.
 */
export function buildTables(
  entries: Entry[],
  d: Direction,
  corrected: Options["corrected"],
  D: number,
  plain?: PlainScores,
  room?: { table(d: Direction, n: number): TableRoom },
): Tables {
  const groups = new Map<string, Map<number, number>>();
  const sizes = new Map<string, number>();
  if (plain && plain.rows > 0) {
    groups.set(NO_GROUP, new Map());
    sizes.set(NO_GROUP, plain.rows);
  }
  for (const e of entries) {
    if (!isCompared(e, d, corrected)) continue;
    const r = e as ResultEntry;
    const g = r.group ?? NO_GROUP;
    let byScore = groups.get(g);
    if (!byScore) groups.set(g, (byScore = new Map()));
    sizes.set(g, (sizes.get(g) ?? 0) + 1);
    const side = sideOf(r, d);
    if (side.kind === "score") byScore.set(side.score, (byScore.get(side.score) ?? 0) + D);
    else for (const t of scaledTerms(side, D)) byScore.set(t.s, (byScore.get(t.s) ?? 0) + t.w);
  }
  const tables = new Map<string, ScoreTable>();
  for (const [g, byScore] of groups)
    tables.set(
      g,
      g === NO_GROUP && plain && plain.rows > 0 ? withPlain(plain, byScore, D, room?.table(d, plain.keys.length + byScore.size)) : new ScoreTable(byScore),
    );
  return { tables, sizes };
}

/**
 * The table of a column's plain scores (weight D a row) and a few more (weighted) scores: the
 * plain scores are ascending already, so the few are sorted by insertion and merged in.
 */
function withPlain(plain: PlainScores, more: Map<number, number>, D: number, room?: TableRoom): ScoreTable {
  const { keys, counts } = plain;
  if (more.size === 0 && D === 1) return new ScoreTable(keys, counts, room && float64View(room.below, 0, keys.length));
  const xs: number[] = [];
  const ws: number[] = [];
  more.forEach((w, score) => {
    let i = xs.length;
    xs.push(score);
    ws.push(w);
    for (; i > 0 && xs[i - 1] > score; i--) {
      xs[i] = xs[i - 1];
      ws[i] = ws[i - 1];
    }
    xs[i] = score;
    ws[i] = w;
  });
  const n = keys.length + xs.length;
  const k = room ? room.keys : new Float64Array(n);
  const w = room ? room.weight : new Float64Array(n);
  let i = 0;
  let j = 0;
  let m = 0;
  while (i < keys.length || j < xs.length) {
    const fromPlain = j >= xs.length || (i < keys.length && keys[i] <= xs[j]);
    const score = fromPlain ? keys[i] : xs[j];
    if (m > 0 && k[m - 1] === score) m--;
    else w[m] = 0;
    k[m] = score;
    w[m] += fromPlain ? counts[i++] * D : ws[j++];
    m++;
  }
  if (room) return new ScoreTable(float64View(k, 0, m), float64View(w, 0, m), float64View(room.below, 0, m));
  return new ScoreTable(k.subarray(0, m), w.subarray(0, m));
}

/** Room for a table's keys, weights and weights below, each written before it is read (withPlain, ScoreTable). */
export type TableRoom = Record<"keys" | "weight" | "below", Float64Array>;
