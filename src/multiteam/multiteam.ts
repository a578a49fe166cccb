// Multiple teams (docs/rules.md §9, LKU-10 §10 and §11): a pairs session scored as if every two
// tables that played a board had played a team match on it. Team A is the NS pair of table i with
// the EW pair of table j, team B the NS pair of j with the EW pair of i, so a pair meets every
// pair that sat in the same direction on a board both played. Each pair's boards against one
// opponent make one match, converted to VP; the VPs are what is summed and ranked.
//
// Reuses the entry reader (src/entries/traveller.ts), the IMP table (src/imps/imps.ts), the VP scale
// (src/imps/vp.ts), the pair columns (src/ranking/seating.ts) and the ranks (src/ranking/results.ts); what is new here
// is only the comparison of two tables and the bookkeeping of the matches.
import { asRows, cellError, exactCell, throwFirst } from "../entries/cells";
import { BridgeInputError, inputError, messageOf, quote } from "../errors";
import { msg } from "../messages";
import { Fraction, ZERO, roundTo } from "../exact";
import { LAW_12C2_IMPS, awardImps, imps } from "../imps/imps";
import { AVERAGE_PERCENT, Entry, ResultEntry, Side, groupOf, sideTerms } from "../entries/entry";
import { Options } from "../options";
import { optionsOf } from "../worksheetFunctions";
import { readCorrectionRows } from "../ranking/corrections";
import { PairId, SessionArgs, comparePairs, pairId, playsTwice, readSeating } from "../ranking/seating";
import { Ranked, TableCell, rankBy, rankCell } from "../ranking/results";
import { isOmitted } from "../entries/traveller";
import { vpExact } from "../imps/vp";

// ---------------------------------------------------------------------------------------------
// One comparison

/**
 * IMPs for an artificial side in a team match: 3 per 10 % from 50 % (A+ = +3, A- = −3), in every
 * profile — LKU-10 §10 takes Law 12C2's ±3, not the ±2 of DBf Butler and IATF. A score-bearing side
 * has no award: its table result is what counts.
 */
export function teamAward(side: Side): Fraction {
  return side.kind === "artificial" ? awardImps(side.percent, LAW_12C2_IMPS) : ZERO;
}

/**
 * Whether a comparison of these two sides is their awards alone (an artificial side on either:
 * the table results are not compared, docs/rules.md §9). Then it depends on the artificial sides
 * only, which the fast path's cache uses: one artificial row against ten table results is one
 * comparison, not ten.
 */
export function awardsOnly(a: Side, b: Side): boolean {
  return a.kind === "artificial" || b.kind === "artificial";
}

/** §11: a pair that could not play is given average, as if the row read `A`. */
const AVERAGE_SIDE: Side = Object.freeze({ kind: "artificial", percent: new Fraction(AVERAGE_PERCENT.average), token: "average" });
const NOT_PLAYED_AS_AVERAGE: ResultEntry = Object.freeze({
  kind: "result",
  ns: AVERAGE_SIDE,
  ew: AVERAGE_SIDE,
  offenders: null,
  group: null,
  link: null,
});

/**
 * X(i, j): the IMPs of the team "NS of row i with EW of row j" on one board, against the team
 * "NS of j with EW of i". The NS pair of i scores it against the NS pair of j, and the EW pair of
 * j scores it against the EW pair of i (docs/rules.md §9).
 *
 * - Both sides score-bearing: IMP(ns(i) − ew(j)), where ns(i) is the NS score row i's NS side is
 *   ranked by and ew(j) the NS score row j's EW side is ranked by (they differ on split rows);
 *   weighted sides term by term, Σ wₖ·vₗ·IMP(sₖ − tₗ), and under `weighted=offender` (dbf)
 *   rounded to a whole IMP in this comparison against the offender (LKU-10 §10).
 * - Either side artificial: the table results are not compared; the team gets the awards of its
 *   two sides (teamAward).
 * - An NP row: null, the board is not in this match — or, under `multiteam=guiding` (§11),
 *   the row counts as `A`.
 */
export function teamImps(nsRow: Entry, ewRow: Entry, options: Pick<Options, "multiteam" | "weighted">): Fraction | number | null {
  if (nsRow.kind === "np" || ewRow.kind === "np") {
    if (options.multiteam !== "guiding") return null;
    if (nsRow.kind === "np") nsRow = NOT_PLAYED_AS_AVERAGE;
    if (ewRow.kind === "np") ewRow = NOT_PLAYED_AS_AVERAGE;
  }
  const a = (nsRow as ResultEntry).ns;
  const b = (ewRow as ResultEntry).ew;
  const awarded = awardsOnly(a, b);
  if (awarded) return teamAward(a).add(teamAward(b));
  // Two table results (the usual case): whole IMPs, no Fraction.
  if (a.kind === "score" && b.kind === "score") return imps(a.score - b.score);
  let sum = ZERO;
  for (const s of sideTerms(a)) for (const t of sideTerms(b)) sum = sum.add(s.weight.mul(t.weight).mul(imps(s.score - t.score)));
  if (options.weighted !== "offender") return sum;
  // Against the offender (docs/rules.md §5.3): down when an offending pair is in this team (NS of
  // the NS row, EW of the EW row); otherwise, and with no marker, up.
  const offending = (nsRow as ResultEntry).offenders?.ns === true || (ewRow as ResultEntry).offenders?.ew === true;
  return offending ? sum.floor() : sum.ceil();
}

// ---------------------------------------------------------------------------------------------
// The session

export interface MatchResult {
  opponent: PairId;
  /** Boards in the match: both pairs sat in the same direction, at different tables, in one group. */
  boards: number;
  /** The pair's IMPs in the match (its team's, from its side). */
  imps: Fraction;
  /** IMPTOVP(imps, boards): WBF 20-point VP. */
  vp: Fraction;
}

export interface MultiteamPair extends Ranked {
  pair: PairId;
  /** Its matches, by opponent. */
  matches: MatchResult[];
  /** Boards that are in at least one of its matches. */
  boards: number;
  imps: Fraction;
  /** Σ VP of the matches plus the pair's corrections. */
  vp: Fraction;
  /** vp ÷ matches; null without a match (listed last, without a rank). */
  perMatch: Fraction | null;
}

export interface MultiteamRanking {
  options: Options;
  pairs: MultiteamPair[];
}

/** The running totals of one match, from one pair's side: whole IMPs in a number, the rest exact. */
interface MatchTally {
  opponent: Player;
  boards: number;
  whole: number;
  rest: Fraction | null;
}

class Player {
  readonly matches = new Map<Player, MatchTally>();
  boards = 0;
  lastBoard = -1;
  constructor(readonly pair: PairId) {}

  /** Adds one board of the match against `opponent`. */
  add(opponent: Player, x: Fraction | number, board: number): void {
    let m = this.matches.get(opponent);
    if (!m) this.matches.set(opponent, (m = { opponent, boards: 0, whole: 0, rest: null }));
    m.boards++;
    if (typeof x === "number") m.whole += x;
    else m.rest = m.rest ? m.rest.add(x) : x;
    if (this.lastBoard !== board) {
      this.lastBoard = board;
      this.boards++;
    }
  }
}

/**
 * MULTITEAM's core: every pair's matches, IMPs, VPs and rank. Inputs as RANKING's; a bad cell
 * anywhere throws CellInputError naming the first one, as RANKING does.
 */
export function multiteamSession(...args: SessionArgs): MultiteamRanking {
  const [boards, nspairs, ewpairs, entries, optionsText, corrections] = args;
  const options = optionsOf("MULTITEAM", optionsText);
  const { travellers, pairs: seating, errors } = readSeating(entries, boards, nspairs, ewpairs, false);
  const height = travellers.rowBoard.length;
  const players = new Map<string, Player>();
  const playerOf = (id: PairId): Player => {
    let p = players.get(id.key);
    if (!p) players.set(id.key, (p = new Player(id)));
    return p;
  };
  const seats: ({ ns: Player; ew: Player } | null)[] = new Array(height).fill(null);
  const seenOnBoard = travellers.boards.map(() => new Map<Player, number>());
  for (let r = 0; r < height; r++) {
    const seated = seating[r];
    if (!seated) continue;
    const ns = playerOf(seated.ns);
    const ew = playerOf(seated.ew);
    seats[r] = { ns, ew };
    const b = travellers.rowBoard[r];
    if (typeof b !== "number") continue;
    // A pair on a board twice would be in two teams of the same match.
    for (const [p, range] of [
      [ns, "nspairs"],
      [ew, "ewpairs"],
    ] as const) {
      const before = seenOnBoard[b].get(p);
      if (before !== undefined) {
        const id = travellers.boards[b].id;
        errors.push(cellError(range, r, 0, playsTwice(msg("pair.label", { pair: p.pair.label }), id, before)));
      } else seenOnBoard[b].set(p, r);
    }
  }
  throwFirst(errors);

  const guiding = options.multiteam === "guiding";
  travellers.boards.forEach((board, b) => {
    const { entries: rows, rows: at } = board;
    // Fouled boards: only rows of one group meet. A guiding NP row is an average with no deal
    // behind it, so it meets every group (null); an official NP row meets nobody anyway.
    const group = rows.map((e) => (e.kind === "np" ? null : groupOf(e)));
    for (let i = 0; i < rows.length; i++) {
      if (!guiding && rows[i].kind === "np") continue;
      const si = seats[at[i]]!;
      for (let j = 0; j < rows.length; j++) {
        if (i === j || (group[i] !== null && group[j] !== null && group[i] !== group[j])) continue;
        const x = teamImps(rows[i], rows[j], options);
        if (x === null) continue;
        const sj = seats[at[j]]!;
        // Team A = NS of i with EW of j: NS i against NS j, and EW j against EW i.
        si.ns.add(sj.ns, x, b);
        sj.ew.add(si.ew, x, b);
      }
    }
  });

  const corrected = readCorrections(corrections, players);
  const results = [...players.values()].map((p) => {
    const matches: MatchResult[] = [...p.matches.values()]
      .map((m) => {
        const total = m.rest ? m.rest.add(m.whole) : m.whole;
        try {
          return { opponent: m.opponent.pair, boards: m.boards, imps: new Fraction(total), vp: vpExact(total, m.boards) };
        } catch (e) {
          if (!(e instanceof BridgeInputError)) throw e;
          throw inputError("pair.against", { pair: p.pair.label, opponent: m.opponent.pair.label, message: messageOf(e) });
        }
      })
      .sort((x, y) => comparePairs(x.opponent, y.opponent));
    let total = ZERO;
    let vp = corrected.get(p.pair.key) ?? ZERO;
    for (const m of matches) {
      total = total.add(m.imps);
      vp = vp.add(m.vp);
    }
    return { pair: p.pair, matches, boards: p.boards, imps: total, vp, perMatch: matches.length > 0 ? vp.div(matches.length) : null };
  });
  // Ranked by VP per match (a pair with fewer matches is not behind for it); equal values share
  // the rank, total VP and then the pair id only order the list, as in RANKING.
  const pairs = rankBy(
    results,
    (p) => p.perMatch,
    (a, b) => b.vp.compare(a.vp) || comparePairs(a.pair, b.pair),
  );
  return { options, pairs };
}

/**
 * Rows (pair, VP); a blank VP is 0 and several rows for one pair add up. LKU-10 §10: penalties
 * and compensation are given directly in VP.
 */
export function readCorrections(value: unknown, players: { has(key: string): boolean }): Map<string, Fraction> {
  const out = new Map<string, Fraction>();
  if (isOmitted(value)) return out;
  const rows = asRows(value, "corrections");
  if (rows.some((r) => r.length !== 2)) throw inputError("corrections.vpColumns", { width: Math.max(...rows.map((r) => r.length)) });
  readCorrectionRows(rows, (row, at) => {
    const key = at(0, () => {
      const key = pairId(row[0]).key;
      if (!players.has(key)) throw inputError("pair.didNotPlay", { pair: quote(row[0]) });
      return key;
    });
    const vp = at(1, () => exactCell(row[1], msg("what.vp")));
    out.set(key, (out.get(key) ?? ZERO).add(vp ?? ZERO));
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Output

export const MULTITEAM_HEADER = ["Rank", "Pair", "Matches", "Boards", "IMPs", "VP", "VP per match"] as const;

/** The ranking as MULTITEAM spills it: a header row, then the pairs by rank. */
export function multiteamTable(ranking: MultiteamRanking): TableCell[][] {
  const { options } = ranking;
  // decimals= rounds IMPs (centred on 0) and VPs (centred on 10 per match); Matches and Boards are counts.
  const round = (value: Fraction, average: Fraction | number) =>
    options.decimals === null ? value : roundTo(value, options.decimals, options.round, new Fraction(average));
  const out: TableCell[][] = [[...MULTITEAM_HEADER]];
  for (const p of ranking.pairs) {
    const n = p.matches.length;
    out.push([rankCell(p), p.pair.label, n, p.boards, round(p.imps, 0), round(p.vp, 10 * n), p.perMatch === null ? "" : round(p.perMatch, 10)]);
  }
  return out;
}

/** MULTITEAM(boards, nspairs, ewpairs, entries, [options], [corrections]) as a table (docs/functions.md). */
export function scoreMultiteam(...args: SessionArgs): TableCell[][] {
  return multiteamTable(multiteamSession(...args));
}
