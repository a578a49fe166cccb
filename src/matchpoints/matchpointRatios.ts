// A board's matchpoints in integer arithmetic (docs/rules.md §3–§5): the same rules as
// matchpoints.ts, each side's matchpoints on the mp grid as num / den.
//
// Every value on a board is an integer numerator over an integer denominator: weights are scaled
// by the common denominator D of the board's weights, so raw matchpoints are integers in units
// of 1/D², Neuberg adds the factor n, the scales a factor 2 or 100. One IEEE division of two
// exactly represented integers is correctly rounded, so `num / den` is bit-for-bit the float
// that converting the exact Fraction gives. A board whose integers could pass 2^53, or that
// needs ACBL small groups, gives null and is scored on the exact path. MATCHPOINTS (fastMatchpoints.ts)
// and RANKING's session totals (fastranking.ts, tallies.ts) read these ratios. The frequency
// tables the sides are compared against are ratioTables.ts's.
import { ColumnBoard, float64View } from "../entries/column";
import {
  ScoreTable,
  againstOffenderRatio,
  awayFromAverageRatio,
  completedRatio,
  expectedTables,
  isCompared,
  lowerBound,
  roundedAlone,
  topOf,
  versus,
} from "./matchpointRules";
import { Direction, Entry, NO_GROUP, ResultEntry, Side, sideOf } from "../entries/entry";
import { PlainScores, TableRoom, Tables, buildTables, scaledTerms, weightDenominator } from "./ratioTables";
import { Options } from "../options";

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * One direction of one board in integer arithmetic: each present side's matchpoints on the mp
 * grid as num[i]/den[i]. Artificial and NP rows are left for the caller.
 */
function fillDirection(entries: Entry[], d: Direction, t: Tables, options: Options, N: number, D: number, num: Float64Array, den: Float64Array): void {
  const D2 = D * D;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result") continue;
    const side = sideOf(e, d);
    if (side.kind === "artificial") continue;
    const g = e.group ?? NO_GROUP;
    const table = t.tables.get(g);
    const self = isCompared(e, d, options.corrected);
    const count = (t.sizes.get(g) ?? 0) - (self ? 1 : 0);
    let raw = 0; // in units of 1/D²
    if (table) {
      if (side.kind === "score") raw = D * table.raw(side.score, d) - (self ? D2 : 0);
      else {
        const terms = scaledTerms(side, D);
        for (const a of terms) raw += a.w * table.raw(a.s, d);
        if (self) for (const a of terms) for (const b of terms) raw -= a.w * b.w * versus(a.s, b.s, d);
      }
    }
    let [n, q] = completedRatio(raw, D2, count, N, options.missing);
    if (side.kind === "weighted" && options.weighted === "offender") [n, q] = [againstOffenderRatio(n, q, e, d), 1];
    num[i] = n;
    den[i] = q;
  }
}

/** An artificial side's percentage as whole numbers n/d, read from its Fraction once per side. */
const sidePercents = new WeakMap<Side, [number, number]>();

/** Artificial p % of the top on the mp grid, with dbf's rounding away from the average (§5.1). */
function artificialRatio(
  e: ResultEntry,
  side: Side & { kind: "artificial" },
  top: number,
  options: Options,
  nums: Float64Array,
  dens: Float64Array,
  i: number,
): void {
  let p = sidePercents.get(side);
  if (!p) sidePercents.set(side, (p = [Number(side.percent.n), Number(side.percent.d)]));
  let num = p[0] * top;
  let den = 100 * p[1];
  // Linked scores are rounded once over all their boards, in RANKING (§5.2).
  if (roundedAlone(e.link, options)) [num, den] = awayFromAverageRatio(num, den, top);
  nums[i] = num;
  dens[i] = den;
}

/**
 * Every side of a board on the mp grid as integers: side i's matchpoints are num[i] / den[i],
 * artificial sides included (with dbf's rounding, except linked ones); NP rows are left 0/0.
 */
export interface BoardRatios {
  tables: number;
  top: number;
  nsNum: Float64Array;
  nsDen: Float64Array;
  ewNum: Float64Array;
  ewDen: Float64Array;
}

/**
 * A board in integer arithmetic, or null when it needs the exact path (integers that could pass
 * 2^53, or ACBL's small-group percentages). The caller guarantees the board has no input errors.
 */
export function boardRatios(entries: Entry[], options: Options): BoardRatios | null {
  const m = entries.length;
  const N = expectedTables(m, options);
  const shape = boardShape(entries, m, N);
  if (!shape || (shape.grouped && options.smallgroups === "acbl")) return null;
  const { D, grouped, symmetric } = shape;
  const top = topOf(N);
  const r: BoardRatios = {
    tables: N,
    top,
    nsNum: new Float64Array(m),
    nsDen: new Float64Array(m),
    ewNum: new Float64Array(m),
    ewDen: new Float64Array(m),
  };
  // D = 1 means no weighted side; symmetric, no split or mixed row: the common board.
  if (D === 1 && symmetric && !grouped) plainBoard(entries, options, r);
  else tabledBoard(entries, options, D, symmetric, r);
  artificialRatios(entries, top, options, r);
  return r;
}

/** The artificial sides of a board's entries on the mp grid, into r (side i of entries[i]). */
function artificialRatios(entries: Entry[], top: number, options: Options, r: Ratios): void {
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result") continue;
    if (e.ns.kind === "artificial") artificialRatio(e, e.ns, top, options, r.nsNum, r.nsDen, i);
    if (e.ew.kind === "artificial") artificialRatio(e, e.ew, top, options, r.ewNum, r.ewDen, i);
  }
}

/** How a board's entries weigh and group: the common weight denominator, groups, split rows. */
function boardShape(entries: Entry[], rows: number, N: number): { D: number; grouped: boolean; symmetric: boolean } | null {
  const D = weightDenominator(entries);
  // Largest integer formed: |num| ≤ (2·rows + 1)·N·D² before the pct scale multiplies by 100.
  if (D === 0 || 300 * (rows + 1) * N * D * D >= SAFE) return null;
  let grouped = false;
  let symmetric = true;
  for (const e of entries) {
    if (e.kind !== "result") continue;
    if (e.group !== null) grouped = true;
    if (e.ns !== e.ew) symmetric = false;
  }
  return { D, grouped, symmetric };
}

/**
 * A board whose present rows are all plain scores, each serving both directions (besides NP and
 * artificial rows): every present row is ordinary under either profile, so one table of its
 * scores serves both directions, and every row with the same score gets the same matchpoints:
 * they are worked out once per distinct score.
 */
function plainBoard(entries: Entry[], options: Options, r: BoardRatios): void {
  const scores = new Float64Array(entries.length);
  let n = 0;
  for (const e of entries) if (e.kind === "result" && e.ns.kind === "score") scores[n++] = e.ns.score;
  const plain = plainRatios(ScoreTable.ofSorted(scores.subarray(0, n).sort()), r.tables, options);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind !== "result" || e.ns.kind !== "score") continue;
    const k = lowerBound(plain.table.keys, e.ns.score);
    r.nsNum[i] = plain.nsNum[k];
    r.nsDen[i] = plain.nsDen[k];
    r.ewNum[i] = plain.ewNum[k];
    r.ewDen[i] = plain.ewDen[k];
  }
}

/** Matchpoints num/den per distinct score of a board of N whose plain scores make `table`, into `out` (or new arrays). */
function plainRatios(table: ScoreTable, N: number, options: Options, out: Ratios = ratioArrays(table.keys.length)): Ratios & { table: ScoreTable } {
  const n = table.total;
  const u = table.keys.length;
  // With none missing, Neuberg is the identity: the tie form gives it with a denominator of 1.
  const missing = n === N ? "tie" : options.missing;
  for (let k = 0; k < u; k++) {
    // A row is in the table it is compared with: its comparison with itself (a tie, 1) comes off.
    [out.nsNum[k], out.nsDen[k]] = completedRatio(table.rawAt(k, "ns") - 1, 1, n - 1, N, missing);
    [out.ewNum[k], out.ewDen[k]] = completedRatio(table.rawAt(k, "ew") - 1, 1, n - 1, N, missing);
  }
  return { ...out, table };
}

/** Any other board: frequency tables per direction and group, weights scaled by D. */
function tabledBoard(entries: Entry[], options: Options, D: number, symmetric: boolean, r: BoardRatios): void {
  const nsTables = buildTables(entries, "ns", options.corrected, D);
  // Rows whose one side serves both directions put the same scores in both tables.
  const ewTables = symmetric ? nsTables : buildTables(entries, "ew", options.corrected, D);
  fillDirection(entries, "ns", nsTables, options, r.tables, D, r.nsNum, r.nsDen);
  fillDirection(entries, "ew", ewTables, options, r.tables, D, r.ewNum, r.ewDen);
}

/**
 * A board of a column on the mp grid: the matchpoints of each distinct plain score (`plain`, every
 * row holding that score has them) and of each other row (`other`, in the order of board.others;
 * NP rows 0/0), as num/den. Null when integers could pass 2^53, or for ACBL's small groups.
 */
export interface ColumnRatios {
  tables: number;
  top: number;
  plain: Ratios;
  other: Ratios;
}

/** Sides' matchpoints num/den on the mp grid, by index. */
export type Ratios = Omit<BoardRatios, "tables" | "top">;

/**
 * Room for one board's ratios at a time, reused from board to board: a session has thousands of
 * boards, and eight typed arrays each are what the collector would spend its time on. The
 * arrays may be longer than the board needs; only a board's own indices are read.
 */
export class RatioRoom {
  private plain = ratioArrays(64);
  private other = ratioArrays(8);
  private readonly tables: Partial<Record<Direction, TableRoom>> = {};
  /** Direction d's table of at most n scores (withPlain): in Chromium a new typed array took 10 µs, three a table. */
  table(d: Direction, n: number): TableRoom {
    const t = this.tables[d];
    return t && t.keys.length >= n ? t : (this.tables[d] = { keys: new Float64Array(2 * n), weight: new Float64Array(2 * n), below: new Float64Array(2 * n) });
  }
  /** Arrays for u plain scores (each of which is written) and k other rows (NP rows stay 0/0). */
  fit(u: number, k: number): { plain: Ratios; other: Ratios } {
    if (this.plain.nsNum.length < u) this.plain = ratioArrays(2 * u);
    if (this.other.nsNum.length < k) this.other = ratioArrays(2 * k);
    const o = this.other;
    for (let j = 0; j < k; j++) o.nsNum[j] = o.nsDen[j] = o.ewNum[j] = o.ewDen[j] = 0;
    return { plain: this.plain, other: o };
  }
}

/**
 * The rows of a board that hold plain scores make one frequency table, counted per score; the
 * few other rows (2 % of a real session) add their sides to it, or make tables of their own
 * fouled-board groups. Plain rows are worked out once per distinct score against that table;
 * the other rows as on any board (fillDirection, artificialRatios).
 */
export function columnRatios(board: ColumnBoard, options: Options, room = new RatioRoom()): ColumnRatios | null {
  const m = board.rows.length;
  const N = options.tables ?? m;
  const plain: PlainScores = { keys: board.keys, counts: board.counts, rows: board.plain };
  const top = topOf(N);
  const entries = board.entries;
  const { plain: out, other } = room.fit(plain.keys.length, entries.length);
  if (entries.length === 0)
    return {
      tables: N,
      top,
      plain: plainRatios(
        new ScoreTable(plain.keys, plain.counts, float64View(room.table("ns", plain.keys.length).below, 0, plain.keys.length)),
        N,
        options,
        out,
      ),
      other,
    };
  const shape = boardShape(entries, m, N);
  if (!shape || (shape.grouped && options.smallgroups === "acbl")) return null;
  const { D, symmetric } = shape;
  const ns = buildTables(entries, "ns", options.corrected, D, plain, room);
  const ew = symmetric ? ns : buildTables(entries, "ew", options.corrected, D, plain, room);
  plainSides(plain.keys, "ns", ns, options, N, D, out.nsNum, out.nsDen);
  plainSides(plain.keys, "ew", ew, options, N, D, out.ewNum, out.ewDen);
  fillDirection(entries, "ns", ns, options, N, D, other.nsNum, other.nsDen);
  fillDirection(entries, "ew", ew, options, N, D, other.ewNum, other.ewDen);
  artificialRatios(entries, top, options, other);
  return { tables: N, top, plain: out, other };
}

function ratioArrays(n: number): Ratios {
  return { nsNum: new Float64Array(n), nsDen: new Float64Array(n), ewNum: new Float64Array(n), ewDen: new Float64Array(n) };
}

/**
 * The plain scores `keys` in direction d, as fillDirection scores a score side: a plain row is
 * in the table without a group in both directions, and its comparison with itself comes off.
 */
function plainSides(keys: Float64Array, d: Direction, t: Tables, options: Options, N: number, D: number, num: Float64Array, den: Float64Array): void {
  if (keys.length === 0) return;
  const table = t.tables.get(NO_GROUP)!;
  const count = t.sizes.get(NO_GROUP)! - 1;
  const D2 = D * D;
  for (let k = 0; k < keys.length; k++) [num[k], den[k]] = completedRatio(D * table.raw(keys[k], d) - D2, D2, count, N, options.missing);
}
