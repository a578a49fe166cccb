// A pair's running totals over one session (docs/rules.md §6): each board scored by the session's
// method (matchpoints, Butler, cross-IMPs) and added to its pairs; then, once all boards are in,
// the awards that depend on the rest of the session: Law 12C2(c) average plus and minus, and
// linked artificial scores rounded once (§5.2).
import { Fraction, ExactSum, ZERO } from "../exact";
import { ImpRowScore, ImpSideScore, butlerBoard } from "../imps/butler";
import { crossImpBoard } from "../imps/crossimps";
import { boardRatios } from "../matchpoints/matchpointRatios";
import { AverageToken, Direction, Entry, ResultEntry, Side } from "../entries/entry";
import { SideScore, scoreBoard } from "../matchpoints/matchpoints";
import { awayFromAverage, roundedAlone } from "../matchpoints/matchpointRules";
import { Options } from "../options";
import { CellInputError, cellError } from "../entries/cells";
import { PairId } from "./seating";
import { fixedAward, resultScale, sessionAward, tiedToSession, twiceAverage } from "./sessionFloor";

/** An artificial side as the session rules need it, from matchpoints or IMPs. */
interface ArtificialSide {
  value: Fraction;
  percent: Fraction;
  token: AverageToken | null;
  link: string | null;
}

/**
 * A pair's running totals. Table results are summed as they come; artificial scores that depend
 * on the rest of the session (A+/A- under Law 12C2(c), linked scores) wait until all boards are in.
 */
export class Tally {
  boards = 0;
  /** mp: Σ tops of the boards that count; IMPs: the boards. */
  max = 0;
  readonly total = new ExactSum();
  /** The table boards behind the pair's session percentage (P of Law 12C2(c)). */
  readonly table = new ExactSum();
  /** mp: Σ tops of the table boards; IMPs: Σ comparison units of the table boards. */
  tableWeight = 0;
  /** The artificial scores, settled when the session is complete: some follow the pair's session (§6) or are linked (§5.2). */
  readonly artificial: { side: ArtificialSide; top: number; unit: number }[] = [];
  /** For the "plays a board twice" check: the board and row the pair was last seen on. */
  seenOnBoard = -1;
  /** Read only once seenOnBoard has matched. */
  seenOnRow = 0;
  constructor(
    readonly pair: PairId,
    readonly direction: Direction | null,
  ) {}
}

/**
 * The options a session's boards are scored with (§6, "Boards of different size"): under
 * `scaletops=on` every board is brought to the session's N — `tables=`, else its largest board's
 * rows — so every board weighs the same; `scaletops=off` scores each board as it is.
 */
export function sessionBoardOptions(options: Options, largest: number): Options {
  return options.scaletops === "on" ? { ...options, tables: options.tables ?? largest } : options;
}

/**
 * Scores one board by the session's method and adds each side to its pair's tally. NP rows do
 * not count for the pair; a board of one expected result (N = 1) is the caller's to leave out
 * (§6), before its N is brought to the session's.
 */
export function tallyBoard(entries: Entry[], rows: number[], options: Options, tallyOf: (row: number, d: Direction) => Tally): void {
  const atImps = options.scoring !== "mp";
  // top: the board's top on the mp grid (matchpoints); unit: its comparison units (IMPs).
  const add = (t: Tally, side: SideScore | ImpSideScore, top: number, unit: number) => {
    const value = "mp" in side ? side.mp : side.imps;
    t.boards++;
    t.max += atImps ? 1 : top;
    if (side.kind === "table") {
      t.total.add(value);
      t.table.add(value);
      t.tableWeight += atImps ? unit : top;
    } else t.artificial.push({ side: { value, percent: side.percent, token: side.token, link: side.link }, top, unit });
  };
  if (!atImps) {
    const fast = boardRatios(entries, options);
    // Stryker disable next-line BlockStatement,ConditionalExpression: equivalent, the exact path below gives the same values
    if (fast) {
      for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === "np") continue;
        tallyRatio(tallyOf(rows[i], "ns"), e, e.ns, fast.nsNum[i], fast.nsDen[i], fast.top);
        tallyRatio(tallyOf(rows[i], "ew"), e, e.ew, fast.ewNum[i], fast.ewDen[i], fast.top);
      }
      return;
    }
    const b = scoreBoard(entries, options);
    b.rows.forEach((row, i) => {
      if (row.kind === "np") return;
      add(tallyOf(rows[i], "ns"), row.ns, b.top, 0);
      add(tallyOf(rows[i], "ew"), row.ew, b.top, 0);
    });
    return;
  }
  let scored: ImpRowScore[];
  let unit = 1;
  if (options.scoring === "butler") {
    const butler = butlerBoard(entries, options).rows;
    // A row its group's missing datum leaves unscored: the ranking names that cell (§7).
    const bad = butler.findIndex((row) => row.kind === "nodatum");
    if (bad >= 0) {
      const row = butler[bad] as Extract<(typeof butler)[number], { kind: "nodatum" }>;
      throw new CellInputError(cellError("entries", rows[bad], 0, row.message));
    }
    scored = butler as ImpRowScore[];
  } else {
    const b = crossImpBoard(entries, options);
    scored = b.rows;
    unit = options.ximp === "average" ? 1 : b.tables - 1;
  }
  scored.forEach((row, i) => {
    if (row.kind === "np") return;
    add(tallyOf(rows[i], "ns"), row.ns, 0, unit);
    add(tallyOf(rows[i], "ew"), row.ew, 0, unit);
  });
}

/**
 * A matchpoint side from the integer path (src/matchpoints/matchpointRatios.ts): num/den on the mp grid. The same
 * bookkeeping as `add` in tallyBoard, without a Fraction for the table results.
 */
export function tallyRatio(t: Tally, e: ResultEntry, side: Side, num: number, den: number, top: number): void {
  t.boards++;
  t.max += top;
  if (side.kind !== "artificial") {
    t.total.addRatio(num, den);
    t.table.addRatio(num, den);
    t.tableWeight += top;
  } else t.artificial.push({ side: { value: new Fraction(num, den), percent: side.percent, token: side.token, link: e.link }, top, unit: 0 });
}

// ---------------------------------------------------------------------------------------------
// Law 12C2(c): awards that follow the session

/**
 * A pair's total (§6), matchpoints or IMPs. Law 12C2(c), its decisions in sessionFloor.ts: average
 * plus is at least 60 % (IMPs: +k a comparison), or the pair's own result on its table boards if
 * higher; average minus at most 40 % (−k), or that result if lower; a pair without table boards
 * gets the fixed award. Typed percentages and plain averages stand as scored. Under
 * `artificial=away` each award is rounded away from the average (§5.1: half the top, at IMPs 0),
 * linked awards once over all their boards (§5.2).
 */
export function finishTally(t: Tally, options: Options): Fraction {
  const scale = resultScale(options);
  const own = t.tableWeight > 0 ? t.table.value.mul(scale).div(t.tableWeight) : null;
  const atImps = options.scoring !== "mp";
  const away = options.artificial === "away";
  const average = (top: number) => new Fraction(twiceAverage(top, options), 2);
  const linked = new Map<string, { value: Fraction; top: number }>();
  for (const { side, top, unit } of t.artificial) {
    let value = side.value;
    if (tiedToSession(side.token, options)) {
      // result · top / scale; at IMPs an award's weight is its comparison units.
      value = sessionAward(side.token, fixedAward(side.percent, options), own)
        .mul(atImps ? unit : top)
        .div(scale);
      if (roundedAlone(side.link, options)) value = awayFromAverage(value, average(top));
    }
    if (side.link === null) t.total.add(value);
    else {
      const link = linked.get(side.link) ?? { value: ZERO, top: 0 };
      linked.set(side.link, { value: link.value.add(value), top: link.top + top });
    }
  }
  for (const { value, top } of linked.values()) t.total.add(away ? awayFromAverage(value, average(top)) : value);
  return t.total.value;
}
