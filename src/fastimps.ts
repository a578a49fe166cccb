// BUTLERIMP, BUTLERDATUM and CROSSIMP as Excel receives them, on a column read board by board
// (src/column.ts): the same rules as butler.ts and crossimps.ts, in integers. A board's plain
// scores are counted per score, so the datum is a trimmed sum over the counts and each distinct
// score's IMPs are worked out once; the few adjusted rows are scored side by side against the same
// datum or field. A weighted side's weights are integers over a common denominator D, so every
// value is one division of two integers below 2^53: bit for bit the float of the exact Fraction.
// What this path does not take on (output rounding, a side without a datum, integers that could
// pass 2^53) goes to the exact path, which also words every error.
import { ImpOutput, artificialImps, boardDatum, datumColumn, datumOfSum, scoreButler, scoreDatums } from "./butler";
import { scoreCrossImps } from "./crossimps";
import { ColumnBoard, readColumn, scoreColumn } from "./column";
import { isCellError } from "./cells";
import { Direction, Entry, NO_GROUP, ResultEntry, Side, groupOf, isOrdinary, ordinaryEntry, sideOf } from "./entry";
import { Fraction, toNumber } from "./exact";
import { imps } from "./imps";
import { againstOffenderRatio, isCompared } from "./matchpointRules";
import { BUTLER_KEYS, CROSSIMP_KEYS, Options, parseOptions } from "./options";
import { RowOutcome } from "./traveller";

const SAFE = Number.MAX_SAFE_INTEGER;

/** An output cell as Excel receives it. */
export type ImpNumber = number | "NP" | "";

/** Rows of exact outcomes as floats (the general path's rows). */
function asNumbers<T>(rows: RowOutcome<(ImpOutput | T)[]>[]): RowOutcome<(number | string | T)[]>[] {
  return rows.map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));
}

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
class Weights {
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

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
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
function columnDatums(board: ColumnBoard, options: Options): Map<string, number | null> {
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

// ---------------------------------------------------------------------------------------------
// BUTLERIMP

/** BUTLERIMP as Excel receives it; the same values as converting scoreButler cell by cell. */
export function scoreButlerAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<ImpNumber[]>[] {
  const options = parseOptions(optionsText, BUTLER_KEYS, "BUTLERIMP");
  const general = (e: unknown, b: unknown) => asNumbers(scoreButler(e, b, optionsText)) as RowOutcome<ImpNumber[]>[];
  // Output rounding is the exact path's (§5.4).
  const column = options.decimals === null ? readColumn(entries, boards, null) : null;
  if (!column) return general(entries, boards);
  const weights = new Weights();
  const artificial: Awards = new Map();
  return scoreColumn<ImpNumber[]>(column, entries as unknown[], boards, (board, out) => butlerCells(board, options, weights, artificial, out), general, ["", ""]);
}

/** An artificial award depends on the entry alone (its percentage, its link): worked out once per entry. */
type Awards = Map<ResultEntry, { ns?: number; ew?: number }>;

function butlerCells(board: ColumnBoard, options: Options, weights: Weights, artificial: Awards, out: RowOutcome<ImpNumber[]>[]): boolean {
  const datums = columnDatums(board, options);
  const { rows, slot, keys, entries } = board;
  // A weighted side is Σ wₖ·IMP(sₖ − datum) over D (Law 12C1c: the IMPs weighted, not the mean score).
  const D = weights.denominator(entries, 1e12);
  if (D === 0) return false;
  const side = (e: ResultEntry, d: Direction): number | null => {
    const s = sideOf(e, d);
    if (s.kind === "artificial") {
      let known = artificial.get(e);
      if (!known) artificial.set(e, (known = {}));
      return (known[d] ??= toNumber(artificialImps(s, e.link, 1, options).imps));
    }
    const datum = datums.get(groupOf(e)) ?? null;
    if (datum === null) return null; // the exact path words the missing datum on this row
    const sign = d === "ns" ? 1 : -1;
    if (s.kind === "score") return imp(sign * (s.score - datum));
    const t = weights.terms(s, D);
    let num = 0;
    for (let k = 0; k < t.w.length; k++) num += t.w[k] * sign * imps(t.s[k] - datum);
    return options.weighted === "offender" ? againstOffenderRatio(num, D, e, d) + 0 : num / D + 0;
  };
  const cells: ImpNumber[][] = [];
  for (let j = 0; j < entries.length; j++) {
    const e = entries[j];
    if (e.kind === "np") cells.push(["NP", "NP"]);
    else {
      const ns = side(e, "ns");
      const ew = side(e, "ew");
      if (ns === null || ew === null) return false;
      cells.push([ns, ew]);
    }
  }
  const datum = datums.get(NO_GROUP) ?? 0;
  const plain: ImpNumber[][] = Array.from(keys, (s) => {
    const v = imp(s - datum);
    return [v, -v + 0];
  });
  for (let i = 0; i < rows.length; i++) if (slot[i] >= 0) out[rows[i]] = plain[slot[i]];
  board.others.forEach((i, j) => (out[rows[i]] = cells[j]));
  return true;
}

// ---------------------------------------------------------------------------------------------
// BUTLERDATUM

/** BUTLERDATUM as Excel receives it; the same values as scoreDatums. */
export function scoreDatumsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<(number | "")[]>[] {
  const options = parseOptions(optionsText, BUTLER_KEYS, "BUTLERDATUM");
  const general = (e: unknown, b: unknown) => scoreDatums(e, b, optionsText);
  const column = readColumn(entries, boards, null);
  if (!column) return general(entries, boards);
  return scoreColumn<(number | "")[]>(column, entries as unknown[], boards, (board, out) => datumCells(board, options, out), general, [""]);
}

/**
 * A board whose rows are all without a group shows its one datum on every row. A board with
 * fouled-board groups is datumColumn's (src/butler.ts), given the board's entries: which datum
 * a row of such a board shows is ruled there alone.
 */
function datumCells(board: ColumnBoard, options: Options, out: RowOutcome<(number | "")[]>[]): boolean {
  const { rows, entries } = board;
  if (entries.every((e) => groupOf(e) === NO_GROUP)) {
    const datum = columnDatums(board, options).get(NO_GROUP) ?? null;
    if (datum === null) return false;
    const cell = [datum];
    for (let i = 0; i < rows.length; i++) out[rows[i]] = cell;
    return true;
  }
  const plain = Array.from(board.keys, ordinaryEntry);
  const all: Entry[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) if (board.slot[i] >= 0) all[i] = plain[board.slot[i]];
  board.others.forEach((i, j) => (all[i] = entries[j]));
  // Rows showing the same datum share one output row, as on a board without groups.
  const cells = new Map<number, number[]>();
  datumColumn({ id: board.id, rows: Array.from(rows), entries: all, error: null }, options).forEach((d, i) => {
    if (d === "") out[rows[i]] = [""];
    else if (typeof d !== "number") out[rows[i]] = d;
    else {
      let cell = cells.get(d);
      if (!cell) cells.set(d, (cell = [d]));
      out[rows[i]] = cell;
    }
  });
  return true;
}

// ---------------------------------------------------------------------------------------------
// CROSSIMP

/** CROSSIMP as Excel receives it; the same values as converting scoreCrossImps cell by cell. */
export function scoreCrossImpsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<ImpNumber[]>[] {
  const options = parseOptions(optionsText, CROSSIMP_KEYS, "CROSSIMP");
  const general = (e: unknown, b: unknown) => asNumbers(scoreCrossImps(e, b, optionsText)) as RowOutcome<ImpNumber[]>[];
  const column = options.decimals === null ? readColumn(entries, boards, options.tables) : null;
  if (!column) return general(entries, boards);
  const weights = new Weights();
  return scoreColumn<ImpNumber[]>(column, entries as unknown[], boards, (board, out) => crossImpCells(board, options, weights, out), general, ["", ""]);
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

function crossImpCells(board: ColumnBoard, options: Options, weights: Weights, out: RowOutcome<ImpNumber[]>[]): boolean {
  const { rows, slot, keys, counts, entries } = board;
  const m = rows.length;
  const N = options.tables ?? m;
  const n1 = N - 1;
  const average = options.ximp === "average";
  const D = weights.denominator(entries, 1e6);
  // Largest integer formed: a weighted side's raw, ≤ 24·rows·D², times N − 1.
  if (D === 0 || 24 * (m + 1) * D * D * N >= SAFE) return false;
  const fields = { ns: fieldsOf(board, "ns", options, weights, D), ew: fieldsOf(board, "ew", options, weights, D) };

  // Σ count·IMP(s − t) over the plain scores t, for each plain score s: the plain part of every
  // field without a group, worked out once for both directions.
  const u = keys.length;
  const plainSum = new Float64Array(u);
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
  /** A side's raw in units of 1/unit compared with `count` rows, on the output scale (crossImpBoard's tableValue), as ratio[0]/ratio[1]. */
  const ratio = new Float64Array(2);
  const value = (raw: number, unit: number, count: number): Float64Array => {
    const none = count === 0 || n1 === 0;
    const tie = options.missing === "tie";
    ratio[0] = none ? 0 : tie || average ? raw : raw * n1;
    ratio[1] = none ? 1 : tie ? (average ? unit * n1 : unit) : unit * count;
    return ratio;
  };
  const sideValue = (e: ResultEntry, d: Direction): number => {
    const s = sideOf(e, d);
    if (s.kind === "artificial") return toNumber(artificialImps(s, e.link, average ? 1 : n1, options).imps);
    const g = groupOf(e);
    const field = fields[d].get(g);
    const count = (field?.size ?? 0) - (isCompared(e, d, options.corrected) ? 1 : 0);
    const sign = d === "ns" ? 1 : -1;
    const t = weights.terms(s, D);
    let raw = 0;
    if (field) for (let k = 0; k < t.w.length; k++) raw += t.w[k] * against(field, g, t.s[k]);
    const [num, den] = value(sign * raw, D * D, count);
    return s.kind === "weighted" && options.weighted === "offender" ? againstOffenderRatio(num, den, e, d) + 0 : num / den + 0;
  };

  const cells: ImpNumber[][] = entries.map((e) => (e.kind === "np" ? ["NP", "NP"] : [sideValue(e, "ns"), sideValue(e, "ew")]));
  const nsField = fields.ns.get(NO_GROUP);
  const ewField = fields.ew.get(NO_GROUP);
  const plain: ImpNumber[][] = new Array(u);
  for (let k = 0; k < u; k++) {
    const ns = value(against(nsField!, NO_GROUP, keys[k], plainSum[k]), D, nsField!.size - 1);
    const nsValue = ns[0] / ns[1] + 0;
    const ew = value(-against(ewField!, NO_GROUP, keys[k], plainSum[k]), D, ewField!.size - 1);
    plain[k] = [nsValue, ew[0] / ew[1] + 0];
  }
  for (let i = 0; i < m; i++) if (slot[i] >= 0) out[rows[i]] = plain[slot[i]];
  board.others.forEach((i, j) => (out[rows[i]] = cells[j]));
  return true;
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
