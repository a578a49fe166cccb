// A pair's running totals over one session (docs/rules.md §6): each board scored by the session's
// method (matchpoints, Butler, cross-IMPs) and added to its pairs; then, once all boards are in,
// the awards that depend on the rest of the session: Law 12C2(c) average plus and minus, and
// linked artificial scores rounded once (§5.2).
import { Fraction, ExactSum, HUNDRED, ZERO } from "../exact";
import { ImpRowScore, ImpSideScore, butlerBoard } from "../imps/butler";
import { crossImpBoard } from "../imps/crossimps";
import { boardRatios } from "../matchpoints/matchpointRatios";
import { AverageToken, Direction, Entry, ResultEntry, Side } from "../entries/entry";
import { SideScore, scoreBoard } from "../matchpoints/matchpoints";
import { awayFromAverage } from "../matchpoints/matchpointRules";
import { Options } from "../options";
import { awardImps } from "../imps/imps";
import { CellInputError, cellError } from "../entries/cells";
import { PairId } from "./seating";

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

/** Law 12C2(c): average plus and minus follow the pair's own session result (§6). */
function tiedToSession(token: AverageToken | null, options: Options): token is "plus" | "minus" {
  return options.session === "on" && (token === "plus" || token === "minus");
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
 * A pair's matchpoint total (§6). Law 12C2(c): average plus is at least 60 %, or the pair's
 * percentage on its table boards if higher; average minus at most 40 %, or that percentage if
 * lower; a pair without table boards gets 60/40. Typed percentages and plain averages stand as
 * scored. Under dbf each award is rounded away from the average (§5.1), linked awards once over
 * all their boards (§5.2).
 */
export function finishMatchpoints(t: Tally, options: Options): Fraction {
  const session = t.tableWeight > 0 ? t.table.value.mul(HUNDRED).div(t.tableWeight) : null;
  const away = options.artificial === "away";
  const linked = new Map<string, { mp: Fraction; top: number }>();
  for (const { side, top } of t.artificial) {
    let mp = side.value;
    if (tiedToSession(side.token, options)) {
      const percent = atLeastOrMost(side.token, side.percent, session);
      mp = percent.mul(top).div(HUNDRED);
      if (away && side.link === null) mp = awayFromAverage(mp, new Fraction(top, 2));
    }
    if (side.link === null) t.total.add(mp);
    else {
      const link = linked.get(side.link) ?? { mp: ZERO, top: 0 };
      linked.set(side.link, { mp: link.mp.add(mp), top: link.top + top });
    }
  }
  for (const { mp, top } of linked.values()) t.total.add(away ? awayFromAverage(mp, new Fraction(top, 2)) : mp);
  return t.total.value;
}

/**
 * A pair's IMP total (`scoring=butler|ximp`). Law 12C2(c) at IMPs: average plus is at least +k
 * IMPs per comparison (k = artificialimps: 3, DBf 2), or the pair's average on its table boards
 * if higher; average minus at most −k, or that average if lower. Under `artificial=away` the
 * award is rounded to a whole IMP away from zero, linked awards once over their boards (§5.2).
 */
export function finishImps(t: Tally, options: Options): Fraction {
  const session = t.tableWeight > 0 ? t.table.value.div(t.tableWeight) : null;
  const away = options.artificial === "away";
  const awayFromZero = (x: Fraction) => awayFromAverage(x, ZERO);
  const linked = new Map<string, Fraction>();
  for (const { side, unit } of t.artificial) {
    let value = side.value;
    if (tiedToSession(side.token, options)) {
      const fixed = awardImps(side.percent, options.artificialimps);
      value = atLeastOrMost(side.token, fixed, session).mul(unit);
      if (away && side.link === null) value = awayFromZero(value);
    }
    if (side.link === null) t.total.add(value);
    else linked.set(side.link, (linked.get(side.link) ?? ZERO).add(value));
  }
  for (const sum of linked.values()) t.total.add(away ? awayFromZero(sum) : sum);
  return t.total.value;
}

/** Law 12C2(c): average plus never below the pair's session result, average minus never above it. */
function atLeastOrMost(token: "plus" | "minus", fixed: Fraction, session: Fraction | null): Fraction {
  if (session === null) return fixed;
  // Stryker disable next-line EqualityOperator: equivalent, when the two are equal either is the answer
  return token === "plus" ? (session.compare(fixed) > 0 ? session : fixed) : session.compare(fixed) < 0 ? session : fixed;
}
