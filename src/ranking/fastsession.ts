// RANKING's session on the column paths (docs/rules.md §6), for matchpoints (fastranking.ts) and
// IMPs (fastrankimps.ts) alike: per pair its table results summed as a near value
// (src/ranking/near.ts), and Law 12C2(c) (its decisions sessionFloor.ts's, as the exact path's are)
// and linked scores decided on that sum. A decision the bound does not settle gives null, and the
// pair's exact total is taken (the exact path's own bookkeeping, src/ranking/tallies.ts). The
// ranks and the table's cells: fastrankcells.ts.
import { Column, float64Rows, int32Rows } from "../entries/column";
import { AverageToken, Direction, ResultEntry } from "../entries/entry";
import { Fraction } from "../exact";
import { Near, NearSums, nearAdd, nearCeil, nearCompare, nearDiv, nearFloor, nearInteger, nearMul, nearRatio, nearRatioInto, nearSign } from "./near";
import { awayFromAverageRatio, roundedAlone } from "../matchpoints/matchpointRules";
import { Options } from "../options";
import { Seats } from "./seating";
import { sessionBoardOptions } from "./tallies";
import { fixedAward, ownResultStands, resultScale, tiedToSession, twiceAverage } from "./sessionFloor";

/** An artificial side, kept for the session's end (Law 12C2(c), linked scores). */
export interface Award {
  row: number;
  d: Direction;
  /** Its value as scored on the board, num/den. */
  num: number;
  den: number;
  percent: Fraction;
  token: AverageToken | null;
  link: string | null;
  /** Matchpoints: the board's top; IMPs: its comparison units (1, or N − 1 for cross-IMP sums). */
  top: number;
  entry: ResultEntry;
}

/** A session's boards summed per pair, and how the scoring finishes a pair. */
export interface Session {
  /** Per pair: boards that count, Σ tops (IMPs: the boards), the table results summed, their weight. */
  boards: Int32Array;
  max: Float64Array;
  table: NearSums;
  tableWeight: Float64Array;
  /** Per pair with artificial sides: those sides (most pairs have none). */
  awards: (Award[] | undefined)[];
  /**
   * Per row on a counted board: its board and where its value is there, the index of its score
   * (≥ 0) or −1 − its index among the board's other rows; −1 for other rows.
   */
  board: Int32Array;
  at: Int32Array;
  /** Room for one board's near values of its plain scores. */
  near: { ns: Float64Array; ew: Float64Array };
  atImps: boolean;
  /** Law 12C2(c)'s fixed award per percentage, num/den (fixedRatio). */
  fixed: Map<Fraction, [number, number] | null>;
  /** The pair's total on near values, or null when a decision is too close to call. */
  nearTotal(p: number): Near | null;
  /** The pair's total as the exact path makes it, from its sides (corrections not included). */
  exactTotal(p: number, sides: PairSides): Fraction;
  /** The Score column from a total on near values. */
  nearShown(total: Near, max: number): Near;
}

/** The options the column's boards are scored with: sessionBoardOptions, from the column's largest board. */
export function boardOptionsOf(column: Column, options: Options): Options {
  let largest = 0;
  for (let b = 0; b < column.boards; b++) largest = Math.max(largest, column.start[b + 1] - column.start[b]);
  return sessionBoardOptions(options, largest);
}

export function newSession(P: number, height: number, atImps: boolean, finish: Pick<Session, "nearTotal" | "exactTotal" | "nearShown">): Session {
  return {
    boards: int32Rows(P),
    max: float64Rows(P),
    table: new NearSums(P, float64Rows(3 * P)),
    tableWeight: float64Rows(P),
    awards: new Array(P),
    board: int32Rows(height).fill(-1),
    at: int32Rows(height),
    near: { ns: new Float64Array(192), ew: new Float64Array(192) },
    atImps,
    fixed: new Map(),
    ...finish,
  };
}

/**
 * A board's plain rows added to their pairs: `top` to Max, `weight` to the table weight, and each
 * distinct score's near values from ns and ew. A function of its own, for the reason columnBoard's
 * loops are (src/entries/column.ts).
 */
export function addPlainRows(rows: Int32Array, slot: Int32Array, index: number, top: number, weight: number, seats: Seats, s: Session): void {
  const { ns, ew } = s.near;
  for (let i = 0; i < rows.length; i++) {
    const k = slot[i];
    if (k < 0) continue;
    const row = rows[i];
    s.board[row] = index;
    s.at[row] = k;
    const a = seats.ns[row];
    const b = seats.ew[row];
    s.boards[a]++;
    s.boards[b]++;
    s.max[a] += top;
    s.max[b] += top;
    s.tableWeight[a] += weight;
    s.tableWeight[b] += weight;
    s.table.addNear(a, ns, 3 * k);
    s.table.addNear(b, ew, 3 * k);
  }
}

/** The near values of a board's u distinct plain scores, both directions, into s.near (reused from board to board). */
export function nearPlain(s: Session, u: number, plain: { nsNum: Float64Array; nsDen: Float64Array; ewNum: Float64Array; ewDen: Float64Array }): void {
  if (s.near.ns.length < 3 * u) s.near = { ns: new Float64Array(6 * u), ew: new Float64Array(6 * u) };
  for (let k = 0; k < u; k++) {
    nearRatioInto(s.near.ns, 3 * k, plain.nsNum[k], plain.nsDen[k]);
    nearRatioInto(s.near.ew, 3 * k, plain.ewNum[k], plain.ewDen[k]);
  }
}

/** §5.1: rounded to a whole unit away from the average top/2 (the average stays); null when too close to call. */
export function awayFrom(value: Near, top: number): Near | null {
  const c = nearSign(nearAdd(value, nearRatio(-top, 2)));
  if (c === null) return null;
  if (c === 0) return value;
  const whole = c < 0 ? nearFloor(value) : nearCeil(value);
  return whole === null ? null : nearInteger(whole);
}

// ---------------------------------------------------------------------------------------------
// Law 12C2(c) and linked scores on near values

/**
 * finishTally (src/ranking/tallies.ts) on near values: a pair's total, or null when a decision (A+
 * against the pair's own result, a rounding away from the average) is too close to call. Every
 * decision of Law 12C2(c) is sessionFloor.ts's, as the exact path's is; only the arithmetic is
 * restated here: the pair's result is its table total · scale / weight, the fixed award num/den
 * on that scale, and an award is worth result · top / scale, rounded away from half of
 * twiceAverage.
 */
export function nearTotal(s: Session, p: number, options: Options): Near | null {
  const table = s.table.get(p);
  const awards = s.awards[p];
  if (!awards) return table;
  let total = table;
  const W = s.tableWeight[p];
  const scale = resultScale(options);
  const own = W > 0 ? nearDiv(nearMul(table, scale), W) : null;
  const away = options.artificial === "away";
  const twice = (top: number) => twiceAverage(top, options);
  const linked = new Map<string, { value: Near; top: number }>();
  for (const a of awards) {
    let value = nearRatio(a.num, a.den);
    if (tiedToSession(a.token, options)) {
      const f = fixedRatio(s, a.percent, options);
      if (f === null) return null;
      let stands = false;
      if (own !== null) {
        const c = nearCompare(own, nearRatio(f[0], f[1]));
        if (c === null) return null;
        stands = ownResultStands(a.token, c);
      }
      if (stands) {
        // result · top / scale = table total · top / W
        value = nearDiv(nearMul(table, a.top), W);
        if (roundedAlone(a.link, options)) {
          const rounded = awayFrom(value, twice(a.top));
          if (rounded === null) return null;
          value = rounded;
        }
      } else {
        let [num, den] = [f[0] * a.top, f[1] * scale];
        if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) return null;
        if (roundedAlone(a.link, options)) [num, den] = awayFromAverageRatio(num, den, twice(a.top));
        value = nearRatio(num, den);
      }
    }
    if (a.link === null) total = nearAdd(total, value);
    else {
      const l = linked.get(a.link) ?? { value: nearInteger(0), top: 0 };
      linked.set(a.link, { value: nearAdd(l.value, value), top: l.top + a.top });
    }
  }
  for (const { value, top } of linked.values()) {
    const v = away ? awayFrom(value, twice(top)) : value;
    if (v === null) return null;
    total = nearAdd(total, v);
  }
  return total;
}

/**
 * sessionFloor.ts's fixed award as num/den (null past 2^53), once per percentage: a session's
 * awards are a few cell texts (each parsed once, src/entries/column.ts) met by thousands of
 * pairs, and Fractions are garbage.
 */
function fixedRatio(s: Session, percent: Fraction, options: Options): [number, number] | null {
  let f = s.fixed.get(percent);
  if (f === undefined) s.fixed.set(percent, (f = safeRatio(fixedAward(percent, options))));
  return f;
}

/** Per pair, its sides (row · 2, +1 for EW) on counted boards: a counting sort, made when first asked. */
export interface PairSides {
  start: Int32Array;
  sides: Int32Array;
}

export function sidesByPair(s: Session, seats: Seats): PairSides {
  const P = seats.pairs.length;
  const start = int32Rows(P + 1);
  const height = s.board.length;
  for (let row = 0; row < height; row++) {
    if (s.board[row] < 0) continue;
    start[seats.ns[row] + 1]++;
    start[seats.ew[row] + 1]++;
  }
  for (let p = 0; p < P; p++) start[p + 1] += start[p];
  const sides = int32Rows(start[P]);
  const fill = start.slice(0, P);
  for (let row = 0; row < height; row++) {
    if (s.board[row] < 0) continue;
    sides[fill[seats.ns[row]]++] = 2 * row;
    sides[fill[seats.ew[row]]++] = 2 * row + 1;
  }
  return { start, sides };
}

/** num/den of a Fraction, or null when either is beyond 2^53. */
export function safeRatio(f: Fraction): [number, number] | null {
  const num = Number(f.s * f.n);
  const den = Number(f.d);
  return Number.isSafeInteger(num) && Number.isSafeInteger(den) ? [num, den] : null;
}
