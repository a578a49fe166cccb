// MULTITEAM as Excel receives it (docs/rules.md §9), from a column read board by board: pairs by
// index, every match's whole IMPs and boards in one array (pairs × pairs) instead of a map per
// pair, and VPs summed in whole hundredths (vpHundredths, src/imps/vp.ts) instead of Fractions. Two
// table results meet as IMPs of their difference; a comparison with an adjusted row is teamImps's
// (src/multiteam/multiteam.ts), whose fractional IMPs are kept exactly per match. Every value is a ratio of
// integers below 2^53, or the float of an exact Fraction: bit for bit the exact path's table.
// Sessions this path does not take on — output rounding, a correction finer than a hundredth, a bad cell, a match of
// more boards than the VP scale has — are the exact path's, which words every error.
import { Column, readColumn } from "../entries/column";
import { BridgeInputError } from "../errors";
import { Entry, NO_GROUP, ResultEntry, groupOf, ordinaryEntry } from "../entries/entry";
import { Fraction, toNumber } from "../exact";
import { imps } from "../imps/imps";
import { MULTITEAM_HEADER, awardsOnly, readCorrections, scoreMultiteam, teamImps } from "./multiteam";
import { Options } from "../options";
import { fastPathAllowed, optionsOf } from "../worksheetFunctions";
import { TableCell } from "../ranking/results";
import { Seats, SessionArgs, comparePairs, readSeats, seatedOnce } from "../ranking/seating";
import { isOmitted } from "../entries/traveller";
import { vpHundredths, vpHundredthsOfRatio } from "../imps/vp";
import { Room, roomFor } from "./room";

/** MULTITEAM's table with every value a float: the same cells as converting scoreMultiteam's. */
export function scoreMultiteamAsNumbers(...args: SessionArgs): TableCell[][] {
  const [boards, nspairs, ewpairs, entries, optionsText, corrections] = args;
  const exact = () => scoreMultiteam(...args);
  const options = optionsOf("MULTITEAM", optionsText);
  if (!fastPathAllowed("MULTITEAM", options)) return exact();
  const column = readColumn(entries, boards, null);
  if (!column || column.general.some((g) => g === 1)) return exact();
  const seats = readSeats(column.height, column.blank, nspairs, ewpairs, false);
  if (!seats) return exact();
  const P = seats.pairs.length;
  // Pairs × pairs: a club session's 120 pairs are 14 400 cells; a field of thousands is not a multiple-teams event.
  if (P * P > 4e6) return exact();
  const corrected = vpCorrections(corrections, seats);
  if (!corrected) return exact();
  const room = roomFor(P);
  // A pair on a board twice would be in two teams of the same match: the exact path words it.
  if (!seatedOnceEach(column, seats, room.seated)) return exact();
  const matches = new Matches(P, room);
  const known = knownFor(options);
  for (let b = 0; b < column.boards; b++) matchBoard(column, b, seats, options, matches, known);
  const results = matches.results();
  if (!results) return exact();
  for (const [p, h] of corrected) results.hundredths[p] += h;
  // Ranked by VP per match (H/(100·n)), then total VP, then the pair id; equal VP per match share the rank.
  const perMatch = (a: number, b: number) =>
    results.count[a] === 0 || results.count[b] === 0 ? 0 : results.hundredths[b] * results.count[a] - results.hundredths[a] * results.count[b];
  const order = Array.from({ length: P }, (_, p) => p).sort((a, b) => {
    const none = Number(results.count[a] === 0) - Number(results.count[b] === 0);
    return none || perMatch(a, b) || results.hundredths[b] - results.hundredths[a] || comparePairs(seats.pairs[a], seats.pairs[b]);
  });
  const out: TableCell[][] = [[...MULTITEAM_HEADER]];
  let first = 0;
  for (let i = 0; i < P; i++) {
    const p = order[i];
    const n = results.count[p];
    if (i > 0 && (n === 0 || results.count[order[i - 1]] === 0 || perMatch(order[i - 1], p) !== 0)) first = i;
    const next = order[i + 1];
    const shared = first < i || (i + 1 < P && n > 0 && results.count[next] > 0 && perMatch(p, next) === 0);
    const rank = n === 0 ? "" : shared ? `=${first + 1}` : first + 1;
    const h = results.hundredths[p];
    out.push([rank, seats.pairs[p].label, n, matches.boards[p], results.imps[p], h / 100, n === 0 ? "" : h / (100 * n)]);
  }
  return out;
}

/**
 * The corrections (pair, VP) in hundredths of a VP by pair index (docs/rules.md §9); null when the
 * range has a bad cell, which the exact path words, or a correction finer than a hundredth.
 */
function vpCorrections(corrections: unknown, seats: Seats): Map<number, number> | null {
  const out = new Map<number, number>();
  if (isOmitted(corrections)) return out;
  const index = new Map(seats.pairs.map((pair, p) => [pair.key, p]));
  let byKey: Map<string, Fraction>;
  try {
    byKey = readCorrections(corrections, index);
  } catch (e) {
    if (e instanceof BridgeInputError) return null;
    throw e;
  }
  for (const [key, vp] of byKey) {
    const h = vp.mul(100);
    if (h.d !== 1n || h.n > 1_000_000_000n) return null;
    out.set(index.get(key)!, Number(h.s * h.n));
  }
  return out;
}

/** Whether every pair sits at most once on each board. */
function seatedOnceEach(column: Column, seats: Seats, lastBoard: Int32Array): boolean {
  for (let b = 0; b < column.boards; b++) if (!seatedOnce(column.order.subarray(column.start[b], column.start[b + 1]), seats, lastBoard, b)) return false;
  return true;
}

/**
 * Fractional IMPs (averages, weighted and split scores) are kept as whole numerators over SCALE
 * when their denominator divides it: percentages and weights are decimals, so a comparison's
 * IMPs are tenths, hundredths or ten-thousandths. Sums of such numerators are exact in floats
 * while below 2^53: a comparison's IMPs are at most PART_LIMIT / SCALE = 100 in size and a match has
 * at most MAX_BOARDS boards (else it goes to the exact path), so a match's numerator stays below
 * 10^13; a pair's total over its matches is checked. Anything else stays a Fraction.
 */
const SCALE = 1e8;
const SCALE_BIG = 100000000n;
const PART_LIMIT = 10000000000n;

/** A comparison's fractional IMPs as a numerator over SCALE. */
class Scaled {
  constructor(readonly numerator: number) {}
}

/** Every match of a session, from each pair's side: whole IMPs, fractional IMPs over SCALE and boards per (pair, opponent), the rest exact. */
class Matches {
  readonly whole: Float64Array;
  readonly part: Float64Array;
  readonly count: Int32Array;
  readonly rest = new Map<number, Fraction>();
  /** Per pair: the boards that are in at least one of its matches. */
  readonly boards: Int32Array;
  private readonly lastBoard: Int32Array;
  constructor(
    readonly pairs: number,
    private readonly room: Room,
  ) {
    this.whole = room.whole;
    this.part = room.part;
    this.count = room.count;
    this.boards = room.boards;
    this.lastBoard = room.lastBoard;
  }

  /** A board of the match against `opponent` whose IMPs are a numerator over SCALE. */
  addScaled(pair: number, opponent: number, numerator: number, board: number): void {
    const k = pair * this.pairs + opponent;
    this.count[k]++;
    this.part[k] += numerator;
    this.played(pair, board);
  }

  /** A board of the match against `opponent` whose IMPs are a Fraction not over SCALE. */
  add(pair: number, opponent: number, x: Fraction, board: number): void {
    const k = pair * this.pairs + opponent;
    this.count[k]++;
    this.rest.set(k, this.rest.get(k)?.add(x) ?? x);
    this.played(pair, board);
  }

  /** The pair has a match on `board`. */
  played(pair: number, board: number): void {
    if (this.lastBoard[pair] !== board) {
      this.lastBoard[pair] = board;
      this.boards[pair]++;
    }
  }

  /** Per pair: matches, Σ VP in hundredths, Σ IMPs as Excel shows them; null when a match is past the VP scale. */
  results(): { count: Int32Array; hundredths: Float64Array; imps: number[] } | null {
    const P = this.pairs;
    const { matches: count, hundredths, parts } = this.room;
    const total: number[] = new Array(P).fill(0);
    const rests = new Map<number, Fraction>();
    try {
      for (let p = 0; p < P; p++) {
        for (let q = 0; q < P; q++) {
          const k = p * P + q;
          const boards = this.count[k];
          if (boards === 0) continue;
          count[p]++;
          const whole = this.whole[k];
          const part = this.part[k];
          const rest = this.rest.get(k);
          if (rest) {
            const margin = rest.add(whole).add(new Fraction(part, SCALE));
            hundredths[p] += vpHundredths(margin, boards);
            rests.set(p, (rests.get(p) ?? new Fraction(0)).add(rest));
          } else if (part === 0) hundredths[p] += vpHundredths(whole, boards);
          else {
            // Whole IMPs of a match of at most MAX_BOARDS boards are far below 2^53 / SCALE.
            const num = whole * SCALE + part;
            hundredths[p] += Number.isSafeInteger(num) ? vpHundredthsOfRatio(num, SCALE, boards) : vpHundredths(new Fraction(part, SCALE).add(whole), boards);
          }
          total[p] += whole;
          parts[p] += part;
        }
        if (!Number.isSafeInteger(parts[p]) || !Number.isSafeInteger(total[p])) return null;
      }
    } catch (e) {
      if (e instanceof BridgeInputError) return null;
      throw e;
    }
    for (let p = 0; p < P; p++) {
      const rest = rests.get(p);
      if (rest) total[p] = toNumber(rest.add(total[p]).add(new Fraction(parts[p], SCALE)));
      else if (parts[p] !== 0) {
        const num = total[p] * SCALE + parts[p];
        // One correctly rounded division of two exact integers: toNumber's float of the Fraction.
        total[p] = Number.isSafeInteger(num) ? num / SCALE : toNumber(new Fraction(parts[p], SCALE).add(total[p]));
      }
    }
    return { count, hundredths, imps: total };
  }
}

/**
 * teamImps of two entries, worked out once per pair of entries: a session's adjusted cells are
 * parsed once per text and its plain scores share one entry per score, so an adjusted row's
 * comparisons with the whole field are a handful of distinct ones. Whole IMPs come back as a
 * number, fractions over SCALE as Scaled, other fractions as a Fraction. Kept from call to call
 * for the options a comparison depends on (teamImps reads `multiteam` and `weighted` only): the
 * entries are the same objects in every recalculation (src/entries/cellEntries.ts), and weak
 * keys let an entry no longer parsed go with its comparisons.
 */
type Known = number | Scaled | Fraction | null;
class TeamImps {
  private readonly byRow = new WeakMap<Entry, WeakMap<Entry, Known>>();
  /** Comparisons that are two awards (awardsOnly), by their two sides; a side with no award is keyed as NO_AWARD. */
  private readonly byAwards = new WeakMap<object, WeakMap<object, Known>>();
  constructor(private readonly options: Pick<Options, "multiteam" | "weighted">) {}
  of(nsRow: Entry, ewRow: Entry): Known {
    if (nsRow.kind === "result" && ewRow.kind === "result" && awardsOnly(nsRow.ns, ewRow.ew)) return this.awards(nsRow, ewRow);
    let row = this.byRow.get(nsRow);
    if (!row) this.byRow.set(nsRow, (row = new WeakMap()));
    let x = row.get(ewRow);
    if (x === undefined) row.set(ewRow, (x = scaled(teamImps(nsRow, ewRow, this.options))));
    return x;
  }
  /** teamImps of two rows whose comparison is their awards: the same for every row of the other side that has no award. */
  private awards(nsRow: ResultEntry, ewRow: ResultEntry): Known {
    const a: object = nsRow.ns.kind === "artificial" ? nsRow.ns : NO_AWARD;
    const b: object = ewRow.ew.kind === "artificial" ? ewRow.ew : NO_AWARD;
    let row = this.byAwards.get(a);
    if (!row) this.byAwards.set(a, (row = new WeakMap()));
    let x = row.get(b);
    if (x === undefined) row.set(b, (x = scaled(teamImps(nsRow, ewRow, this.options))));
    return x;
  }
}

const NO_AWARD = Object.freeze({});
const knownByOptions = new Map<string, TeamImps>();

/** The comparisons known under these options, from earlier calls too. */
function knownFor(options: Options): TeamImps {
  const key = `${options.multiteam}|${options.weighted}`;
  let known = knownByOptions.get(key);
  if (!known) knownByOptions.set(key, (known = new TeamImps({ multiteam: options.multiteam, weighted: options.weighted })));
  return known;
}

function scaled(x: number | Fraction | null): number | Scaled | Fraction | null {
  if (x === null || typeof x === "number") return x;
  if (x.d === 1n) return Number(x.s * x.n);
  if (SCALE_BIG % x.d !== 0n) return x;
  const n = x.s * x.n * (SCALE_BIG / x.d);
  return n <= PART_LIMIT && n >= -PART_LIMIT ? new Scaled(Number(n)) : x;
}

/**
 * One board's comparisons: the team "NS of row i with EW of row j" against "NS of j with EW of
 * i", for every two rows of one group (multiteamSession's loop, docs/rules.md §9), read straight
 * from the column: a club session's boards have ten rows, and a board object, a table of IMPs
 * and arrays per board cost more than its hundred comparisons.
 */
function matchBoard(column: Column, b: number, seats: Seats, options: Options, matches: Matches, known: TeamImps): void {
  const { order, scores } = column;
  const from = column.start[b];
  const to = column.start[b + 1];
  for (let k = from; k < to; k++) {
    const s = scores[order[k]];
    // s !== s: NaN, a row holding another entry
    if (s !== s) return mixedBoard(column, from, to, b, seats, options, matches, known);
  }
  plainBoard(order, from, to, scores, seats.ns, seats.ew, matches, b);
}

/** A board of table results only: two rows meet as the IMPs of their difference. */
function plainBoard(order: Int32Array, from: number, to: number, scores: Float64Array, ns: Int32Array, ew: Int32Array, matches: Matches, b: number): void {
  if (to - from < 2) return;
  const P = matches.pairs;
  const { whole, count } = matches;
  for (let i = from; i < to; i++) {
    const ri = order[i];
    const si = scores[ri];
    const nsi = ns[ri] * P;
    const ewi = ew[ri];
    for (let j = from; j < to; j++) {
      if (j === i) continue;
      const rj = order[j];
      const x = imps(si - scores[rj]);
      // Team A = NS of i with EW of j: NS i against NS j, and EW j against EW i.
      const a = nsi + ns[rj];
      whole[a] += x;
      count[a]++;
      const c = ew[rj] * P + ewi;
      whole[c] += x;
      count[c]++;
    }
    // Every row meets another: each pair of the board has a match on it.
    matches.played(ns[ri], b);
    matches.played(ewi, b);
  }
}

/** A board with adjusted or NP rows: those compare through teamImps, in their groups. */
function mixedBoard(column: Column, from: number, to: number, b: number, seats: Seats, options: Options, matches: Matches, known: TeamImps): void {
  const { order, scores, entryAt } = column;
  const m = to - from;
  const guiding = options.multiteam === "guiding";
  const entries: (Entry | null)[] = new Array(m);
  const group: (string | null)[] = new Array(m);
  let grouped = false;
  for (let i = 0; i < m; i++) {
    const r = order[from + i];
    if (scores[r] === scores[r]) {
      entries[i] = null;
      group[i] = NO_GROUP;
      continue;
    }
    const e = column.entries[entryAt[r] - 1];
    entries[i] = e;
    group[i] = e.kind === "np" ? null : groupOf(e);
    if (group[i] !== NO_GROUP) grouped = true;
  }
  const entryOf = (i: number) => entries[i] ?? ordinaryEntry(scores[order[from + i]]);
  const { ns, ew } = seats;
  const P = matches.pairs;
  const { whole, count } = matches;
  for (let i = 0; i < m; i++) {
    const ri = order[from + i];
    const ei = entries[i];
    if (ei !== null && !guiding && ei.kind === "np") continue;
    const nsi = ns[ri];
    const ewi = ew[ri];
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      if (grouped) {
        const gi = group[i];
        const gj = group[j];
        if (gi !== null && gj !== null && gi !== gj) continue;
      }
      const rj = order[from + j];
      let x: number;
      if (ei === null && entries[j] === null) x = imps(scores[ri] - scores[rj]);
      else {
        const y = known.of(entryOf(i), entryOf(j));
        if (y === null) continue;
        if (typeof y !== "number") {
          // Team A = NS of i with EW of j: NS i against NS j, and EW j against EW i.
          if (y instanceof Scaled) {
            matches.addScaled(nsi, ns[rj], y.numerator, b);
            matches.addScaled(ew[rj], ewi, y.numerator, b);
          } else {
            matches.add(nsi, ns[rj], y, b);
            matches.add(ew[rj], ewi, y, b);
          }
          continue;
        }
        x = y;
      }
      const a = nsi * P + ns[rj];
      whole[a] += x;
      count[a]++;
      const c = ew[rj] * P + ewi;
      whole[c] += x;
      count[c]++;
      matches.played(nsi, b);
      matches.played(ew[rj], b);
    }
  }
}
