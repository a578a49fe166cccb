// Session results (docs/rules.md §6): one RANKING call is one session of one section. The boards are
// scored by scoreBoard; this module joins them to the pairs and applies what only the session
// knows: every board brought to the session's N, Law 12C2(c) for A+/A-, linked artificial scores
// rounded once (§5.2), corrections, and the ranks.
import { BridgeInputError, inputError } from "../errors";
import { msg } from "../messages";
import { Fraction, ZERO } from "../exact";
import { DIRECTIONS } from "../matchpoints/matchpoints";
import { Direction } from "../entries/entry";
import { expectedTables } from "../matchpoints/matchpointRules";
import { Options } from "../options";
import { optionsOf } from "../worksheetFunctions";
import { CellInputError, cellError, throwFirst } from "../entries/cells";
import { PairId, SessionArgs, comparePairs, playsTwice, readSeating } from "./seating";
import { boardError } from "../entries/traveller";
import { Ranked, TableCell, percentCell, rankByPercent, rankCell, round } from "./results";
import { Tally, finishTally, sessionBoardOptions, tallyBoard } from "./tallies";
import { corrected, readCorrections } from "./corrections";

export interface PairResult extends Ranked {
  pair: PairId;
  /** The Mitchell field the pair is ranked in; null when all pairs are one field. */
  direction: Direction | null;
  /** Boards that count: scored, with a top above 0 (IMPs: with a comparison). */
  boards: number;
  /** Total on the mp grid (or in IMPs), corrections included. */
  score: Fraction;
  /** Σ tops of the boards that count, on the mp grid; IMPs: the boards. */
  max: number;
  /**
   * score ÷ max × 100 plus percentage-point corrections; IMPs: IMPs per board. Null when no
   * board counts.
   */
  percent: Fraction | null;
}

export interface SessionRanking {
  options: Options;
  /** One field, or NS and EW when `mitchell=on`. */
  fields: { direction: Direction | null; pairs: PairResult[] }[];
}

/** The tallies of the two pairs at a table. */
type Seat = Record<Direction, Tally>;

/**
 * RANKING's core: ranks the pairs of one session. Throws CellInputError naming the first bad
 * cell; a ranking is never returned with a board or pair missing.
 */
export function rankSession(...args: SessionArgs): SessionRanking {
  const [boards, nspairs, ewpairs, entries, optionsText, corrections] = args;
  const options = optionsOf("RANKING", optionsText);
  if (options.scale === "pct") throw inputError("ranking.percentScale");
  if (options.scoring === "imps") throw inputError("ranking.scoring");
  if (options.scoring !== "mp" && options.pct === "fraction") throw inputError("ranking.pctFraction");
  const mitchell = options.mitchell === "on";
  const { travellers, pairs, errors } = readSeating(entries, boards, nspairs, ewpairs, mitchell);
  const height = travellers.rowBoard.length;
  // Stryker disable next-line ArrayDeclaration: equivalent, filled by index and read with a null check
  const seats: (Seat | null)[] = new Array(height).fill(null);
  const tallies = new Map<string, Tally>();
  const tallyOf = (pair: PairId, direction: Direction): Tally => {
    const key = mitchell ? `${direction} ${pair.key}` : pair.key;
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = new Tally(pair, mitchell ? direction : null)));
    return t;
  };
  // The pair objects are shared per cell value, so they key the tallies without building strings.
  const tallyCache = { ns: new Map<PairId, Tally>(), ew: new Map<PairId, Tally>() };
  const tallyFor = (pair: PairId, direction: Direction): Tally => {
    let t = tallyCache[direction].get(pair);
    // Stryker disable next-line ConditionalExpression: equivalent, a cache of tallyOf, which answers the same tally
    if (!t) tallyCache[direction].set(pair, (t = tallyOf(pair, direction)));
    return t;
  };
  const rowsOfBoard: number[][] = travellers.boards.map(() => []);
  // Stryker disable next-line EqualityOperator: equivalent, the row past the end has no pairs and is skipped
  for (let r = 0; r < height; r++) {
    const seated = pairs[r];
    if (!seated) continue;
    // Registering the pairs here lists them even when all their boards are NP.
    seats[r] = { ns: tallyFor(seated.ns, "ns"), ew: tallyFor(seated.ew, "ew") };
    const b = travellers.rowBoard[r];
    if (typeof b === "number") rowsOfBoard[b].push(r);
  }
  // A pair on a board twice: board by board, each tally remembers the last board it was seen on.
  rowsOfBoard.forEach((boardRows, b) => {
    for (const r of boardRows)
      for (const direction of DIRECTIONS) {
        const t = seats[r]![direction];
        if (t.seenOnBoard !== b) {
          t.seenOnBoard = b;
          t.seenOnRow = r;
          continue;
        }
        const boardId = travellers.boards[b].id;
        const who = mitchell ? msg(direction === "ns" ? "pair.nsLabel" : "pair.ewLabel", { pair: t.pair.label }) : msg("pair.label", { pair: t.pair.label });
        errors.push(cellError(direction === "ns" ? "nspairs" : "ewpairs", r, 0, playsTwice(who, boardId, t.seenOnRow)));
      }
  });
  throwFirst(errors);

  // §6 "Different N in one session": every board is scored to the same N, so every board weighs
  // the same; scoreBoard does the Neuberg (or the ties under dbf) for the missing results.
  const largest = travellers.boards.reduce((n, b) => Math.max(n, b.entries.length), 0);
  const boardOptions = sessionBoardOptions(options, largest);

  for (const board of travellers.boards) {
    try {
      // §1, §6: a board with one result (N = 1) has no comparison and does not count for its pairs;
      // scaled to the session's N, Neuberg would give its lone result an invented average. N is
      // the board's own (before scaling), so tables=1 on a board of two rows is its error.
      if (expectedTables(board.entries.length, options) === 1) continue;
      tallyBoard(board.entries, board.rows, boardOptions, (r, direction) => seats[r]![direction]);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      throw new CellInputError(boardError(board, e instanceof CellInputError ? e.cell : cellError("entries", board.rows[0], 0, e)));
    }
  }

  const byPair = readCorrections(corrections, tallies, mitchell, options);
  const results: Omit<PairResult, keyof Ranked>[] = [...tallies].map(([key, t]) => {
    const total = finishTally(t, options);
    const { score, percent } = corrected(total, t.max, byPair.get(key), options);
    return { pair: t.pair, direction: t.direction, boards: t.boards, score, max: t.max, percent };
  });

  type Unranked = (typeof results)[number];
  // Ruling (docs/rules.md §6): matchpoints and IMPs alike rank by the % column — percentage, or
  // IMPs per board — so a pair with fewer boards (sit-out, NP) is neither behind nor ahead for it.
  // Ruling (§6): within equal percentages the Score as the table shows it (scale, rounding), then
  // the pair id — never a quantity the sheet does not show.
  const shown = new Map(results.map((p) => [p, shownScore(p.score, p.max, options)]));
  const rankOf = (list: Unranked[]) => rankByPercent(list, (a, b) => shown.get(b)!.compare(shown.get(a)!) || comparePairs(a.pair, b.pair));
  const fieldsOf: (Direction | null)[] = mitchell ? ["ns", "ew"] : [null];
  return {
    options,
    fields: fieldsOf.map((direction) => ({ direction, pairs: rankOf(results.filter((p) => p.direction === direction)) })),
  };
}

export const RANKING_HEADER = ["Rank", "Pair", "Boards", "Score", "Max", "%"] as const;

/**
 * The ranking as RANKING spills it: a header row, then the pairs by rank. In a Mitchell the NS
 * field comes first, then the EW field under its own header ("NS pair" / "EW pair").
 */
export function rankingTable(ranking: SessionRanking): TableCell[][] {
  const { options } = ranking;
  const out: TableCell[][] = [];
  for (const field of ranking.fields) {
    const header: TableCell[] = [...RANKING_HEADER];
    if (field.direction) header[1] = `${field.direction.toUpperCase()} pair`;
    out.push(header);
    for (const p of field.pairs) {
      if (options.scoring !== "mp") {
        // IMPs: Score = total IMPs, Max = boards, % = IMPs per board, all centred on 0.
        out.push([rankCell(p), p.pair.label, p.boards, shownScore(p.score, p.max, options), p.max, p.percent === null ? "" : round(p.percent, ZERO, options)]);
        continue;
      }
      const { max } = onScale(p.score, p.max, options);
      out.push([rankCell(p), p.pair.label, p.boards, shownScore(p.score, p.max, options), max, p.percent === null ? "" : percentCell(p.percent, options)]);
    }
  }
  return out;
}

/** The Score column's value: IMPs as they are, matchpoints on the output scale; rounded as asked. */
export function shownScore(total: Fraction, max: number, options: Options): Fraction {
  const { score, average } = scoreOnScale(total, max, options);
  return round(score, average, options);
}

/** The Score column's value before `decimals=` rounds it, and the average its halves are judged from. */
export function scoreOnScale(total: Fraction, max: number, options: Options): { score: Fraction; average: Fraction } {
  if (options.scoring !== "mp") return { score: total, average: ZERO };
  const { score, average } = onScale(total, max, options);
  return { score, average };
}

/** Score and Max from the mp grid to the output scale: mp as is, acbl halved, pp around 0. */
function onScale(total: Fraction, max: number, options: Options): { score: Fraction; max: Fraction; average: Fraction } {
  const half = new Fraction(max, 2);
  switch (options.scale) {
    case "acbl":
      return { score: total.div(2), max: half, average: half.div(2) };
    case "pp":
      return { score: total.sub(half), max: half, average: ZERO };
    default:
      return { score: total, max: new Fraction(max), average: half };
  }
}

/** RANKING(boards, nspairs, ewpairs, entries, [options], [corrections]) as a table (docs/functions.md). */
export function scoreRanking(...args: SessionArgs): TableCell[][] {
  return rankingTable(rankSession(...args));
}
