// RANKING as Excel receives it (docs/rules.md §6), from a column read board by board: each board
// scored in integers (columnRatios, src/matchpointRatios.ts), each pair's table results summed as a near
// value (src/near.ts) rather than a Fraction whose denominator grows with every board of another
// N, and Law 12C2(c), linked scores and the ranks decided on those sums. Every decision the bound
// does not settle, and every value whose nearest float it does not settle, is taken from the
// pair's exact total (tallies.ts, the exact path's own bookkeeping), so the table is bit for bit
// the exact path's. Sessions this path does not take on — IMP scoring, corrections, output
// rounding, a bad cell, a title row — are ranked by the exact path, which words every error.
import { ColumnBoard, columnBoard, readColumn, scratchFor } from "./column";
import { AverageToken, Direction, Entry, ResultEntry } from "./entry";
import { Fraction, HUNDRED, toNumber } from "./exact";
import { ColumnRatios, RatioRoom, columnRatios } from "./matchpointRatios";
import { awayFromAverageRatio } from "./matchpointRules";
import { Near, NearSums, nearRatioInto, nearAdd, nearCeil, nearCompare, nearDiv, nearFloat, nearFloor, nearInteger, nearMul, nearRatio, nearSign } from "./near";
import { Options, RANKING_KEYS, parseOptions } from "./options";
import { RANKING_HEADER, scoreRanking, shownScore } from "./ranking";
import { TableCell } from "./results";
import { Seats, comparePairs, readSeats, seatedOnce } from "./seating";
import { Tally, finishMatchpoints, tallyRatio } from "./tallies";
import { isOmitted } from "./traveller";

/** RANKING's table with every value a float: the same cells as converting scoreRanking's. */
export function scoreRankingAsNumbers(boards: unknown, nspairs: unknown, ewpairs: unknown, entries: unknown, optionsText?: unknown, corrections?: unknown): TableCell[][] {
  const exact = () => scoreRanking(boards, nspairs, ewpairs, entries, optionsText, corrections);
  const options = parseOptions(optionsText, RANKING_KEYS, "RANKING");
  if (options.scoring !== "mp" || options.scale === "pct" || options.decimals !== null || options.pct !== "percent" || !isOmitted(corrections)) return exact();
  const column = readColumn(entries, boards, options.tables);
  if (!column || column.general.some((g) => g === 1)) return exact();
  const seats = readSeats(column.height, column.blank, nspairs, ewpairs, options.mitchell === "on");
  if (!seats) return exact();
  const session = tallySession(column, seats, options);
  if (!session) return exact();
  return rankingCells(session, seats, options);
}

// ---------------------------------------------------------------------------------------------
// The boards, summed per pair

/** An artificial side, kept for the session's end (Law 12C2(c), linked scores). */
interface Award {
  row: number;
  d: Direction;
  num: number;
  den: number;
  percent: Fraction;
  token: AverageToken | null;
  link: string | null;
  top: number;
  entry: ResultEntry;
}

interface Session {
  /** Per pair: boards that count, Σ tops, the table results summed, Σ tops of the table boards. */
  boards: Int32Array;
  max: Float64Array;
  table: NearSums;
  tableWeight: Float64Array;
  /** Per pair with artificial sides: those sides (most pairs have none). */
  awards: (Award[] | undefined)[];
  /**
   * Per row on a counted board: its board (in `ratios`) and where its matchpoints are there, the
   * index of its score (≥ 0) or −1 − its index among the board's other rows; −1 for other rows.
   */
  board: Int32Array;
  at: Int32Array;
  /** A board's ratios again, for a pair whose exact tally is asked for (a few pairs of a session). */
  ratiosOf: (b: number) => ColumnRatios & { entries: Entry[] };
  /** Room for one board's near values of its plain scores. */
  near: { ns: Float64Array; ew: Float64Array };
}

/** Every board scored and added to its pairs; null for a board the integer path leaves, or a pair on a board twice. */
function tallySession(column: ReturnType<typeof readColumn> & object, seats: Seats, options: Options): Session | null {
  const height = column.height;
  const P = seats.pairs.length;
  let largest = 0;
  for (let b = 0; b < column.boards; b++) largest = Math.max(largest, column.start[b + 1] - column.start[b]);
  // §6: every board brought to the session's N, so every board weighs the same.
  const boardOptions: Options = options.scaletops === "on" ? { ...options, tables: options.tables ?? largest } : options;
  const again = new Map<number, ColumnRatios & { entries: Entry[] }>();
  const s: Session = {
    boards: new Int32Array(P),
    max: new Float64Array(P),
    table: new NearSums(P),
    tableWeight: new Float64Array(P),
    awards: new Array(P),
    near: { ns: new Float64Array(192), ew: new Float64Array(192) },
    board: new Int32Array(height).fill(-1),
    at: new Int32Array(height),
    ratiosOf: (b) => {
      let r = again.get(b);
      if (!r) {
        const board = columnBoard(column, b, scratchFor(column));
        again.set(b, (r = { ...columnRatios(board, boardOptions)!, entries: board.entries }));
      }
      return r;
    },
  };

  const lastBoard = new Int32Array(P).fill(-1);
  const scratch = scratchFor(column);
  const room = new RatioRoom();
  for (let b = 0; b < column.boards; b++) {
    const board = columnBoard(column, b, scratch);
    // A pair on a board twice is an error the exact path words.
    if (!seatedOnce(board.rows, seats, lastBoard, b)) return null;
    // §1, §6: a board with one expected result has no comparison and does not count.
    if ((options.tables ?? board.rows.length) === 1) continue;
    if (!addBoard(board, b, boardOptions, seats, s, room)) return null;
  }
  return s;
}

function addBoard(board: ColumnBoard, index: number, options: Options, seats: Seats, s: Session, room: RatioRoom): boolean {
  const r = columnRatios(board, options, room);
  if (!r) return false;
  const { rows, slot, keys } = board;
  const top = r.top;
  // Every row with the same plain score has the same matchpoints: their near values are made once.
  const u = keys.length;
  if (s.near.ns.length < 3 * u) s.near = { ns: new Float64Array(6 * u), ew: new Float64Array(6 * u) };
  nearSides(r.plain.nsNum, r.plain.nsDen, u, s.near.ns);
  nearSides(r.plain.ewNum, r.plain.ewDen, u, s.near.ew);
  addPlainRows(rows, slot, index, top, s.near.ns, s.near.ew, seats, s);
  board.others.forEach((i, j) => {
    const e = board.entries[j];
    if (e.kind === "np") return; // not played: nothing for either pair
    const row = rows[i];
    s.board[row] = index;
    s.at[row] = -1 - j;
    addSide(s, seats.ns[row], row, "ns", e, r.other.nsNum[j], r.other.nsDen[j], top);
    addSide(s, seats.ew[row], row, "ew", e, r.other.ewNum[j], r.other.ewDen[j], top);
  });
  return true;
}

/**
 * The board's plain rows added to their pairs: ns and ew hold each distinct score's near values.
 * A function of its own, for the reason columnBoard's loops are (src/column.ts).
 */
function addPlainRows(rows: Int32Array, slot: Int32Array, index: number, top: number, ns: Float64Array, ew: Float64Array, seats: Seats, s: Session): void {
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
    s.tableWeight[a] += top;
    s.tableWeight[b] += top;
    s.table.addNear(a, ns, 3 * k);
    s.table.addNear(b, ew, 3 * k);
  }
}

/** The near values of n ratios, three floats each, into `out` (reused from board to board). */
function nearSides(num: Float64Array, den: Float64Array, n: number, out: Float64Array): void {
  for (let k = 0; k < n; k++) nearRatioInto(out, 3 * k, num[k], den[k]);
}

/** An adjusted row's side: a table result, or an artificial one kept for the session's end. */
function addSide(s: Session, p: number, row: number, d: Direction, e: ResultEntry, num: number, den: number, top: number): void {
  s.boards[p]++;
  s.max[p] += top;
  const side = d === "ns" ? e.ns : e.ew;
  if (side.kind === "artificial") {
    (s.awards[p] ??= []).push({ row, d, num, den, percent: side.percent, token: side.token, link: e.link, top, entry: e });
    return;
  }
  s.table.addRatio(p, num, den);
  s.tableWeight[p] += top;
}

// ---------------------------------------------------------------------------------------------
// The session's end: Law 12C2(c), linked scores, the percentage

/** A pair's result: near values, or exact ones where the bound did not settle something. */
interface PairValues {
  total: Near;
  percent: Near | null;
  shown: Near;
  exact: { total: Fraction; percent: Fraction | null; shown: Fraction } | null;
}

/**
 * finishMatchpoints (src/tallies.ts) on near values: a pair's total, or null when a decision
 * (A+ against the pair's own percentage, a rounding away from the average) is too close to call.
 */
function nearTotal(s: Session, p: number, options: Options): Near | null {
  const table = s.table.get(p);
  const awards = s.awards[p];
  if (!awards) return table;
  let total = table;
  const W = s.tableWeight[p];
  const session = W > 0 ? nearDiv(nearMul(table, 100), W) : null;
  const away = options.artificial === "away";
  const linked = new Map<string, { mp: Near; top: number }>();
  for (const a of awards) {
    let mp = nearRatio(a.num, a.den);
    if (options.session === "on" && (a.token === "plus" || a.token === "minus")) {
      // Law 12C2(c): at least 60 % (A+) or at most 40 % (A−), or the pair's own percentage beyond it.
      const fixed = [Number(a.percent.s * a.percent.n), Number(a.percent.d)];
      let own = false;
      if (session !== null) {
        const c = nearCompare(session, nearRatio(fixed[0], fixed[1]));
        if (c === null) return null;
        own = a.token === "plus" ? c > 0 : c < 0;
      }
      if (own) {
        // session% · top / 100 = table total · top / W
        mp = nearDiv(nearMul(table, a.top), W);
        if (away && a.link === null) {
          const rounded = awayFrom(mp, a.top);
          if (rounded === null) return null;
          mp = rounded;
        }
      } else {
        let [num, den] = [fixed[0] * a.top, fixed[1] * 100];
        if (away && a.link === null) [num, den] = awayFromAverageRatio(num, den, a.top);
        mp = nearRatio(num, den);
      }
    }
    if (a.link === null) total = nearAdd(total, mp);
    else {
      const l = linked.get(a.link) ?? { mp: nearInteger(0), top: 0 };
      linked.set(a.link, { mp: nearAdd(l.mp, mp), top: l.top + a.top });
    }
  }
  for (const { mp, top } of linked.values()) {
    const v = away ? awayFrom(mp, top) : mp;
    if (v === null) return null;
    total = nearAdd(total, v);
  }
  return total;
}

/** §5.1: rounded to a whole matchpoint away from the average top/2 (the average stays); null when too close to call. */
function awayFrom(mp: Near, top: number): Near | null {
  const c = nearSign(nearAdd(mp, nearRatio(-top, 2)));
  if (c === null) return null;
  if (c === 0) return mp;
  const whole = c < 0 ? nearFloor(mp) : nearCeil(mp);
  return whole === null ? null : nearInteger(whole);
}

function onScale(total: Near, max: number, options: Options): Near {
  if (options.scale === "acbl") return nearDiv(total, 2);
  if (options.scale === "pp") return nearAdd(total, nearRatio(-max, 2));
  return total;
}

/** Per pair, its sides (row · 2, +1 for EW) on counted boards: a counting sort, made when first asked. */
function sidesByPair(s: Session, seats: Seats): { start: Int32Array; sides: Int32Array } {
  const P = seats.pairs.length;
  const start = new Int32Array(P + 1);
  const height = s.board.length;
  for (let row = 0; row < height; row++) {
    if (s.board[row] < 0) continue;
    start[seats.ns[row] + 1]++;
    start[seats.ew[row] + 1]++;
  }
  for (let p = 0; p < P; p++) start[p + 1] += start[p];
  const sides = new Int32Array(start[P]);
  const fill = start.slice(0, P);
  for (let row = 0; row < height; row++) {
    if (s.board[row] < 0) continue;
    sides[fill[seats.ns[row]]++] = 2 * row;
    sides[fill[seats.ew[row]]++] = 2 * row + 1;
  }
  return { start, sides };
}

/** The pair's tally as the exact path keeps it, from its sides, and its exact result. */
function exactValues(s: Session, seats: Seats, bySide: ReturnType<typeof sidesByPair>, p: number, options: Options): NonNullable<PairValues["exact"]> {
  const t = new Tally(seats.pairs[p], seats.direction[p]);
  for (let i = bySide.start[p]; i < bySide.start[p + 1]; i++) {
    const row = bySide.sides[i] >> 1;
    const ns = (bySide.sides[i] & 1) === 0;
    const r = s.ratiosOf(s.board[row]);
    const k = s.at[row];
    // A counted row is played: an adjusted one holds a result.
    const [from, at, e] = k >= 0 ? [r.plain, k, PLAIN] : [r.other, -1 - k, r.entries[-1 - k] as ResultEntry];
    const [num, den] = ns ? [from.nsNum[at], from.nsDen[at]] : [from.ewNum[at], from.ewDen[at]];
    tallyRatio(t, e, ns ? e.ns : e.ew, num, den, r.top);
  }
  const total = finishMatchpoints(t, options);
  return { total, percent: t.max > 0 ? total.mul(HUNDRED).div(t.max) : null, shown: shownScore(total, t.max, options) };
}

/** Stands in for a plain row's entry in the tally: only its side's kind is read. */
const PLAIN: ResultEntry = { kind: "result", ns: { kind: "score", score: 0 }, ew: { kind: "score", score: 0 }, offenders: null, group: null, link: null };

/** A float's near value: the float, within half a unit in its last place. */
function nearOf(f: Fraction): Near {
  const x = toNumber(f);
  return { hi: x, lo: 0, err: Math.abs(x) * 2 ** -52 };
}

function rankingCells(s: Session, seats: Seats, options: Options): TableCell[][] {
  const P = seats.pairs.length;
  const values: PairValues[] = new Array(P);
  let bySide: ReturnType<typeof sidesByPair> | null = null;
  const exactOf = (p: number) => {
    const v = values[p];
    if (!v.exact) {
      v.exact = exactValues(s, seats, (bySide ??= sidesByPair(s, seats)), p, options);
      v.percent = v.exact.percent && nearOf(v.exact.percent);
      v.shown = nearOf(v.exact.shown);
    }
    return v.exact;
  };
  for (let p = 0; p < P; p++) {
    const max = s.max[p];
    const total = nearTotal(s, p, options);
    if (total === null) {
      values[p] = { total: nearInteger(0), percent: null, shown: nearInteger(0), exact: null };
      exactOf(p);
      continue;
    }
    values[p] = { total, percent: max > 0 ? nearDiv(nearMul(total, 100), max) : null, shown: onScale(total, max, options), exact: null };
  }
  /** b's value against a's, from the near values when they settle it, else exactly. */
  const compare = (a: number, b: number, which: "percent" | "shown"): number => {
    const x = values[a][which];
    const y = values[b][which];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = nearCompare(y, x);
    if (c !== null) return c;
    const ex = exactOf(a)[which]!;
    const ey = exactOf(b)[which]!;
    return ey.compare(ex);
  };
  // Most comparisons are settled by the leading floats alone: they are read from arrays, with one
  // bound for every pair (the largest of what the rest of a value and its error can make up).
  const quick = (which: "percent" | "shown") => {
    const keys = new Float64Array(P);
    let bound = 0;
    for (let p = 0; p < P; p++) {
      const v = values[p][which];
      keys[p] = v === null ? -Infinity : v.hi;
      if (v !== null) bound = Math.max(bound, Math.abs(v.lo) + v.err, Math.abs(v.hi) * 2 ** -51);
    }
    bound *= 2 * (1 + 2 ** -50);
    /** b's value against a's when the floats settle it; 0 when they do not (then `compare` asks). */
    return (a: number, b: number): number => {
      const d = keys[b] - keys[a];
      return d > bound ? 1 : d < -bound ? -1 : compare(a, b, which);
    };
  };
  const byPercent = quick("percent");
  const byShown = quick("shown");
  const fields: (Direction | null)[] = options.mitchell === "on" ? ["ns", "ew"] : [null];
  const out: TableCell[][] = [];
  for (const field of fields) {
    const header: TableCell[] = [...RANKING_HEADER];
    if (field) header[1] = `${field.toUpperCase()} pair`;
    out.push(header);
    const list: number[] = [];
    for (let p = 0; p < P; p++) if (seats.direction[p] === field) list.push(p);
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
      out.push([rank, seats.pairs[p].label, s.boards[p], floatOf(v, p, "shown", exactOf), options.scale === "mp" ? max : max / 2, v.percent === null ? "" : floatOf(v, p, "percent", exactOf)]);
    }
  }
  return out;
}

/** The float Excel shows for a near value: settled by the bound, or converted from the exact value. */
function floatOf(v: PairValues, p: number, which: "percent" | "shown", exactOf: (p: number) => NonNullable<PairValues["exact"]>): number {
  const near = v.exact ? null : nearFloat(v[which]!);
  return near ?? toNumber(exactOf(p)[which]!);
}
