// MULTITEAM as Excel receives it (docs/rules.md §9), from a column read board by board: pairs by
// index, every match's whole IMPs and boards in one array (pairs × pairs) instead of a map per
// pair, and VPs summed in whole hundredths (vpHundredths, src/vp.ts) instead of Fractions. Two
// table results meet as IMPs of their difference; a comparison with an adjusted row is teamImps's
// (src/multiteam.ts), whose fractional IMPs are kept exactly per match. Every value is a ratio of
// integers below 2^53, or the float of an exact Fraction: bit for bit the exact path's table.
// Sessions this path does not take on — corrections, output rounding, a bad cell, a match of
// more boards than the VP scale has — are the exact path's, which words every error.
import { ColumnBoard, columnBoard, readColumn, scratchFor } from "./column";
import { BridgeInputError } from "./errors";
import { Entry, NO_GROUP, groupOf, ordinaryEntry } from "./entry";
import { Fraction, toNumber } from "./exact";
import { imps } from "./imps";
import { MULTITEAM_HEADER, scoreMultiteam, teamImps } from "./multiteam";
import { MULTITEAM_KEYS, Options, parseOptions } from "./options";
import { TableCell } from "./results";
import { comparePairs, readSeats, seatedOnce } from "./seating";
import { isOmitted } from "./traveller";
import { vpHundredths } from "./vp";

/** MULTITEAM's table with every value a float: the same cells as converting scoreMultiteam's. */
export function scoreMultiteamAsNumbers(boards: unknown, nspairs: unknown, ewpairs: unknown, entries: unknown, optionsText?: unknown, corrections?: unknown): TableCell[][] {
  const exact = () => scoreMultiteam(boards, nspairs, ewpairs, entries, optionsText, corrections);
  const options = parseOptions(optionsText, MULTITEAM_KEYS, "MULTITEAM");
  if (options.decimals !== null || !isOmitted(corrections)) return exact();
  const column = readColumn(entries, boards, null);
  if (!column || column.general.some((g) => g === 1)) return exact();
  const seats = readSeats(column.height, column.blank, nspairs, ewpairs, false);
  if (!seats) return exact();
  const P = seats.pairs.length;
  // Pairs × pairs: a club session's 120 pairs are 14 400 cells; a field of thousands is not a multiple-teams event.
  if (P * P > 4e6) return exact();
  const matches = new Matches(P);
  const scratch = scratchFor(column);
  const lastBoard = new Int32Array(P).fill(-1);
  const known = new TeamImps(options);
  for (let b = 0; b < column.boards; b++) {
    const board = columnBoard(column, b, scratch);
    // A pair on a board twice would be in two teams of the same match: the exact path words it.
    if (!seatedOnce(board.rows, seats, lastBoard, b)) return exact();
    matchBoard(board, b, seats.ns, seats.ew, options, matches, known);
  }
  const results = matches.results();
  if (!results) return exact();
  // Ranked by VP per match (H/(100·n)), then total VP, then the pair id; equal VP per match share the rank.
  const perMatch = (a: number, b: number) => (results.count[a] === 0 || results.count[b] === 0 ? 0 : results.hundredths[b] * results.count[a] - results.hundredths[a] * results.count[b]);
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

/** Every match of a session, from each pair's side: whole IMPs and boards per (pair, opponent), the rest exact. */
class Matches {
  readonly whole: Float64Array;
  readonly count: Int32Array;
  readonly rest = new Map<number, Fraction>();
  /** Per pair: the boards that are in at least one of its matches. */
  readonly boards: Int32Array;
  private readonly lastBoard: Int32Array;
  constructor(readonly pairs: number) {
    this.whole = new Float64Array(pairs * pairs);
    this.count = new Int32Array(pairs * pairs);
    this.boards = new Int32Array(pairs);
    this.lastBoard = new Int32Array(pairs).fill(-1);
  }

  /** A board of the match against `opponent` whose IMPs are a Fraction. */
  add(pair: number, opponent: number, x: Fraction, board: number): void {
    const k = pair * this.pairs + opponent;
    this.count[k]++;
    if (x.d === 1n) this.whole[k] += Number(x.s * x.n);
    else this.rest.set(k, this.rest.get(k)?.add(x) ?? x);
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
    const count = new Int32Array(P);
    const hundredths = new Float64Array(P);
    const total: number[] = new Array(P).fill(0);
    const rests = new Map<number, Fraction>();
    try {
      for (let p = 0; p < P; p++) {
        for (let q = 0; q < P; q++) {
          const k = p * P + q;
          const boards = this.count[k];
          if (boards === 0) continue;
          count[p]++;
          const rest = this.rest.get(k);
          const margin = rest ? rest.add(this.whole[k]) : this.whole[k];
          hundredths[p] += vpHundredths(margin, boards);
          if (rest) rests.set(p, (rests.get(p) ?? new Fraction(0)).add(rest));
          total[p] += this.whole[k];
        }
      }
    } catch (e) {
      if (e instanceof BridgeInputError) return null;
      throw e;
    }
    for (const [p, rest] of rests) total[p] = toNumber(rest.add(total[p]));
    return { count, hundredths, imps: total };
  }
}

/**
 * teamImps of two entries, worked out once per pair of entries: a session's adjusted cells are
 * parsed once per text and its plain scores share one entry per score, so an adjusted row's
 * comparisons with the whole field are a handful of distinct ones.
 */
class TeamImps {
  private readonly byRow = new Map<Entry, Map<Entry, number | Fraction | null>>();
  constructor(private readonly options: Options) {}
  of(nsRow: Entry, ewRow: Entry): number | Fraction | null {
    let row = this.byRow.get(nsRow);
    if (!row) this.byRow.set(nsRow, (row = new Map()));
    let x = row.get(ewRow);
    if (x === undefined) row.set(ewRow, (x = teamImps(nsRow, ewRow, this.options)));
    return x;
  }
}

/**
 * One board's comparisons: the team "NS of row i with EW of row j" against "NS of j with EW of
 * i", for every two rows of one group (multiteamSession's loop, docs/rules.md §9). Two plain
 * scores meet as the IMPs of their difference, looked up per pair of distinct scores.
 */
function matchBoard(board: ColumnBoard, b: number, ns: Int32Array, ew: Int32Array, options: Options, matches: Matches, known: TeamImps): void {
  const { rows, slot, keys } = board;
  const m = rows.length;
  const u = keys.length;
  const guiding = options.multiteam === "guiding";
  const between = new Float64Array(u * u);
  for (let k = 0; k < u; k++) for (let l = 0; l < u; l++) between[k * u + l] = imps(keys[k] - keys[l]);
  const entries: (Entry | undefined)[] = new Array(m);
  const group: (string | null)[] = new Array(m).fill(NO_GROUP);
  let grouped = false;
  board.others.forEach((i, j) => {
    const e = board.entries[j];
    entries[i] = e;
    group[i] = e.kind === "np" ? null : groupOf(e);
    if (group[i] !== NO_GROUP) grouped = true;
  });
  const entryOf = (i: number) => entries[i] ?? ordinaryEntry(keys[slot[i]]);
  const nsOf = Int32Array.from(rows, (r) => ns[r]);
  const ewOf = Int32Array.from(rows, (r) => ew[r]);
  const P = matches.pairs;
  const { whole, count } = matches;
  for (let i = 0; i < m; i++) {
    const si = slot[i];
    if (si < 0 && !guiding && entries[i]!.kind === "np") continue;
    const nsi = nsOf[i];
    const ewi = ewOf[i];
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      if (grouped) {
        const gi = group[i];
        const gj = group[j];
        if (gi !== null && gj !== null && gi !== gj) continue;
      }
      const sj = slot[j];
      let x: number | Fraction | null;
      if (si >= 0 && sj >= 0) x = between[si * u + sj];
      else {
        x = known.of(entryOf(i), entryOf(j));
        if (x === null) continue;
        if (typeof x !== "number") {
          // Team A = NS of i with EW of j: NS i against NS j, and EW j against EW i.
          matches.add(nsi, nsOf[j], x, b);
          matches.add(ewOf[j], ewi, x, b);
          continue;
        }
      }
      const a = nsi * P + nsOf[j];
      whole[a] += x;
      count[a]++;
      const c = ewOf[j] * P + ewi;
      whole[c] += x;
      count[c]++;
      matches.played(nsi, b);
      matches.played(ewOf[j], b);
    }
  }
}
