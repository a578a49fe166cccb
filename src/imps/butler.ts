// Butler IMPs (docs/rules.md §7, LKU-10 §9): every result is IMPed against a datum, the trimmed mean
// of the board's table results. Also the pieces that cross-IMPs (src/imps/crossimps.ts) shares: the
// per-side IMP result, artificial IMPs and output rounding.
import { BridgeInputError, inputError, messageOf } from "../errors";
import { Message, msg } from "../messages";
import { Fraction, ZERO, roundTo } from "../exact";
import { awardImps, imps } from "./imps";
import { AverageToken, Direction, Entry, NO_GROUP, ResultEntry, Side, groupOf, isOrdinary, sideOf } from "../entries/entry";
import { againstOffender, awayFromAverage, roundedAlone } from "../matchpoints/matchpointRules";
import { Options } from "../options";
import { optionsOf } from "../worksheetFunctions";
import { RowOutcome, Traveller, boardRowError, readTravellers, scoreEachBoard } from "../entries/traveller";

/**
 * One side's IMPs on one board, from that side's point of view, before output rounding.
 * `scale` on an artificial side is what one IMP of the artificial award was multiplied by (N − 1
 * for cross-IMP totals, else 1): RANKING needs it to apply Law 12C2(c) per board.
 */
export type ImpSideScore =
  { kind: "table"; imps: Fraction } | { kind: "artificial"; imps: Fraction; percent: Fraction; token: AverageToken | null; link: string | null; scale: number };

export type ImpRowScore = { kind: "np" } | { kind: "scored"; ns: ImpSideScore; ew: ImpSideScore };

/**
 * A row of a group without a datum whose side needs one (a score, split or weighted side): it
 * cannot be scored, and only it is an error; the group's artificial rows still score (§7). It
 * carries a message, not an error object: each caller puts it on its own cell (BUTLERIMP,
 * RANKING) or throws it (WEIGHTEDSCORE).
 */
export type NoDatumRow = { kind: "nodatum"; message: Message };

export interface ButlerBoardScore {
  rows: (ImpRowScore | NoDatumRow)[];
  /** The datum each row is scored against (its group's); null where its group has none. */
  datums: (number | null)[];
}

// ---------------------------------------------------------------------------------------------
// The datum

/**
 * The datum of a list of table results (NS scores): drop the `trim` highest and lowest when at
 * least 2·trim + 1 remain to drop them from, take the mean and round it to a multiple of 10 —
 * halves away from zero, or to the even ten under `datumround=even` (ACBLscore). Null for an
 * empty list. Integer arithmetic throughout: the scores are integers, so only the mean has a
 * remainder and it is resolved here once.
 */
export function boardDatum(scores: readonly number[], options: Pick<Options, "trim" | "datumround">): number | null {
  if (scores.length === 0) return null;
  // A typed array sorts numerically without a comparator call per comparison (5 000-table boards).
  const sorted = Float64Array.from(scores).sort();
  const k = options.trim;
  const [from, to] = sorted.length >= 2 * k + 1 ? [k, sorted.length - k] : [0, sorted.length];
  let sum = 0;
  for (let i = from; i < to; i++) sum += sorted[i];
  return datumOfSum(sum, to - from, options);
}

/** The datum of `count` kept table results summing to `sum`: their mean rounded to a multiple of 10. */
export function datumOfSum(sum: number, count: number, options: Pick<Options, "datumround">): number {
  // Round sum / (10·count) to an integer number of tens.
  const den = 10 * count;
  // Stryker disable next-line EqualityOperator: equivalent, a datum of -0 is 0 in every use
  const negative = sum < 0;
  const a = Math.abs(sum);
  let tens = Math.floor(a / den);
  const twiceRest = 2 * (a - tens * den);
  if (twiceRest > den || (twiceRest === den && (options.datumround === "away" || tens % 2 === 1))) tens++;
  const datum = (negative ? -tens : tens) * 10;
  return datum === 0 ? 0 : datum;
}

/** The datum of every group of a board, from its ordinary rows only (LKU-10 §9). */
export function groupDatums(entries: readonly Entry[], options: Options): Map<string, number | null> {
  const scores = new Map<string, number[]>();
  for (const e of entries) {
    const g = groupOf(e);
    if (!scores.has(g)) scores.set(g, []);
    if (e.kind === "result" && isOrdinary(e) && e.ns.kind === "score") scores.get(g)!.push(e.ns.score);
  }
  return new Map([...scores].map(([g, s]) => [g, boardDatum(s, options)]));
}

// ---------------------------------------------------------------------------------------------
// Shared IMP pieces

/**
 * An artificial score in IMPs: awardImps (Law 12C2: k = 3; DBf: 2), times `scale`.
 * Under `artificial=away` (DBf, "afrundinger foretages til hele imp") a fractional award such as
 * 33 % is rounded to a whole IMP away from zero, except linked scores, which RANKING rounds once
 * over all their boards (§5.2).
 */
export function artificialImps(side: Extract<Side, { kind: "artificial" }>, link: string | null, scale: number, options: Options): ImpSideScore {
  let value = awardImps(side.percent, options.artificialimps).mul(scale);
  if (roundedAlone(link, options)) value = awayFromAverage(value, ZERO);
  return { kind: "artificial", imps: value, percent: side.percent, token: side.token, link, scale };
}

/**
 * A weighted side's IMPs under `weighted=offender` (DBf, docs/rules.md §5.3): a whole IMP against
 * the offender — the offending side down, the other up; no marker: both sides count as
 * non-offending.
 */
export function roundWeighted(value: Fraction, entry: ResultEntry, d: Direction, options: Options): Fraction {
  return options.weighted === "offender" ? againstOffender(value, entry, d) : value;
}

/** IMPs are centred on 0, so `round=away|toward` means from/to zero (docs/rules.md §5.4). */
export function outputImps(value: Fraction, options: Options): Fraction {
  return options.decimals === null ? value : roundTo(value, options.decimals, options.round, ZERO);
}

/** An output cell: an exact value, `NP`, or blank. */
export type ImpOutput = Fraction | "NP" | "";

// ---------------------------------------------------------------------------------------------
// One board

// IMPs of a table result are whole, −24…24: share their Fractions instead of building 100 000.
const WHOLE_IMPS = Array.from({ length: 49 }, (_, i) => new Fraction(i - 24));
function wholeImps(k: number): Fraction {
  return WHOLE_IMPS[k + 24];
}

/** "the board has" or "group @2 has", the subject of the no-datum messages. */
function datumWhere(group: string): Message {
  return group === NO_GROUP ? msg("butler.boardHas") : msg("butler.groupHas", { group });
}

function noDatum(group: string, what: Message): BridgeInputError {
  return inputError("butler.noDatumFor", { where: datumWhere(group), what });
}

/** Thrown inside butlerBoard for one row; caught there and turned into that row's NoDatumRow. */
class NoDatum extends Error {
  constructor(readonly error: BridgeInputError) {
    super(error.message);
  }
}

function describeSide(side: Side): Message {
  if (side.kind === "score") return msg("what.score", { score: side.score });
  if (side.kind === "weighted") return msg("what.weightedScore", { terms: side.terms.map((t) => `${t.weight.mul(100).toString()}% ${t.score}`).join(" + ") });
  return msg("what.artificialScore");
}

/**
 * Butler IMPs of one board. NS: IMP(score − datum); EW: −IMP(EW side's NS score − datum), so a
 * split row scores each side against the datum; weighted: Σ w·IMP(sₖ − datum), exactly or
 * rounded against the offender; artificial: (p − 50)/10 · k. Throws (naming the group) when a
 * score-bearing side has no datum to be compared with.
 */
export function butlerBoard(entries: readonly Entry[], options: Options): ButlerBoardScore {
  const datumOf = groupDatums(entries, options);
  const sideScore = (e: ResultEntry, d: Direction, datum: number | null): ImpSideScore => {
    const side = sideOf(e, d);
    if (side.kind === "artificial") return artificialImps(side, e.link, 1, options);
    if (datum === null) throw new NoDatum(noDatum(groupOf(e), describeSide(side)));
    const sign = d === "ns" ? 1 : -1;
    if (side.kind === "score") return { kind: "table", imps: wholeImps(sign * imps(side.score - datum)) };
    // Law 12C1c: convert each result to IMPs, then weight them; never the IMPs of the mean score.
    let value = ZERO;
    for (const t of side.terms) value = value.add(t.weight.mul(sign * imps(t.score - datum)));
    return { kind: "table", imps: roundWeighted(value, e, d, options) };
  };
  const datums = entries.map((e) => datumOf.get(groupOf(e)) ?? null);
  // Ruling (docs/rules.md §7): only the rows that need the missing datum fail; the rest score.
  const rows = entries.map((e, i): ImpRowScore | NoDatumRow => {
    if (e.kind === "np") return { kind: "np" };
    try {
      return { kind: "scored", ns: sideScore(e, "ns", datums[i]), ew: sideScore(e, "ew", datums[i]) };
    } catch (x) {
      if (x instanceof NoDatum) return { kind: "nodatum", message: messageOf(x.error) };
      throw x;
    }
  });
  return { rows, datums };
}

/**
 * What BUTLERDATUM shows on each row of a board: its group's datum (an NP row's marker names its group).
 * A row scored against no datum — NP, or artificial on both sides without `@` — whose group has
 * none shows the board's datum when the board has one and a blank cell when it has several (docs/rules.md
 * §7): which datum it would show is no one's to say. Any other row of a
 * group without table results is a bad cell naming the board or group: there is no datum, and a
 * number would be invented.
 */
export function datumColumn(board: Traveller, options: Options): RowOutcome<number | "">[] {
  const { entries } = board;
  const datumOf = groupDatums(entries, options);
  const withDatum = [...datumOf.values()].filter((d): d is number => d !== null);
  return entries.map((e, i) => {
    // An NP row is in no group's comparisons, but its marker says whose datum it shows.
    const g = e.kind === "np" ? (e.group ?? NO_GROUP) : groupOf(e);
    const own = datumOf.get(g) ?? null;
    if (own !== null) return own;
    // Not played (marked or not), or artificial on both sides without a marker: nothing is scored
    // against the row, so it shows the board's datum, or a blank when the board has several.
    const needsNone = e.kind === "np" || (g === NO_GROUP && e.ns.kind === "artificial" && e.ew.kind === "artificial");
    if (needsNone && withDatum.length > 0) return withDatum.length === 1 ? withDatum[0] : "";
    return boardRowError(board, i, inputError("butler.noDatum", { where: datumWhere(g) }));
  });
}

// ---------------------------------------------------------------------------------------------
// The functions of docs/functions.md, over plain 2-D arrays

export function impSideOutput(side: ImpSideScore, options: Options): ImpOutput {
  return outputImps(side.imps, options);
}

export function impRowOutput(row: ImpRowScore, options: Options): ImpOutput[] {
  return row.kind === "np" ? ["NP", "NP"] : [impSideOutput(row.ns, options), impSideOutput(row.ew, options)];
}

/** BUTLERIMP(entries, [boards], [options]): per input row [NS, EW] IMPs against the datum. */
export function scoreButler(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<ImpOutput[]>[] {
  const options = optionsOf("BUTLERIMP", optionsText);
  return scoreEachBoard<RowOutcome<ImpOutput[]>>(
    readTravellers(entries, boards),
    (board) =>
      butlerBoard(board.entries, options).rows.map((row, i) =>
        row.kind === "nodatum" ? boardRowError(board, i, new BridgeInputError(row.message)) : impRowOutput(row, options),
      ),
    ["", ""],
  );
}

/**
 * BUTLERDATUM(entries, [boards], [options]): per input row [datum] of the row's board (group), on NP
 * and artificial rows too. Takes the BUTLERIMP options, so one options cell serves both.
 */
export function scoreDatums(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<(number | "")[]>[] {
  const options = optionsOf("BUTLERDATUM", optionsText);
  return scoreEachBoard<RowOutcome<(number | "")[]>>(
    readTravellers(entries, boards),
    (board) => datumColumn(board, options).map((d) => (typeof d === "number" || d === "" ? [d] : d)),
    [""],
  );
}
