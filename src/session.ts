// Session results (docs/rules.md §6): one RANKING call is one session of one section. The boards are
// scored by scoreBoard; this module joins them to the pairs and applies what only the session
// knows: every board brought to the session's N, Law 12C2(c) for A+/A-, linked artificial scores
// rounded once (§5.2), corrections, and the ranks.
import { BridgeInputError, quote, rejectErrorCell } from "./errors";
import { Fraction, HUNDRED, ZERO, roundTo } from "./exact";
import { ImpRowScore, ImpSideScore, butlerBoard } from "./butler";
import { crossImpBoard } from "./crossimps";
import { boardRatios } from "./fastpath";
import { AverageToken, Cell, Entry, ResultEntry, Side, isBlank } from "./notation";
import { Direction, DIRECTIONS, SideScore, awayFromAverage, scoreBoard } from "./matchpoints";
import { Options, RANKING_KEYS, parseOptions } from "./options";
import { CellError, CellInputError, numberCell } from "./cells";
import { Travellers, asRows, isCellError, isOmitted, readTravellers } from "./traveller";

// ---------------------------------------------------------------------------------------------
// Errors that name a cell

// A bad cell spoils a whole table result: a ranking with a hole in it would mislead, so RANKING
// and SERIES throw the one cell-error class rather than return errors per row.
export { CellInputError };

/** Throws the first (by row) of the errors found, so the director fixes the sheet top-down. */
export function throwFirst(errors: CellError[]): void {
  if (errors.length === 0) return;
  const first = errors.reduce((a, b) => (b.row < a.row ? b : a));
  throw new CellInputError(first);
}

// ---------------------------------------------------------------------------------------------
// Pair ids

/** A pair as a key that joins rows (`7`, `"7"`, `" 7 "` are one pair) and as the director wrote it. */
export interface PairId {
  key: string;
  /** Shown in the result: a number for numeric ids (so the sheet can sort and look them up). */
  label: number | string;
}

export function pairId(cell: Cell): PairId {
  rejectErrorCell(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new BridgeInputError(`${cell} is not a pair number`);
    return { key: String(cell), label: cell };
  }
  if (typeof cell === "boolean") throw new BridgeInputError(`${String(cell).toUpperCase()} is not a pair number or name`);
  const text = String(cell).trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return { key: String(n), label: n };
  }
  return { key: text.toUpperCase(), label: text };
}

/** Pair ids in the order a results list shows them: numbers numerically, then names. */
export function comparePairs(a: PairId, b: PairId): number {
  if (typeof a.label === "number" && typeof b.label === "number") return a.label - b.label;
  if (typeof a.label === "number") return -1;
  if (typeof b.label === "number") return 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Cells

/** A range that must be one column, as its cells. */
export function columnCells(value: unknown, name: string): Cell[] {
  const rows = asRows(value, name);
  if (rows.some((r) => r.length !== 1))
    throw new BridgeInputError(`${name} must be one column; this range has ${Math.max(...rows.map((r) => r.length))} columns`);
  return rows.map((r) => r[0]);
}

/** The two pairs of one traveller row. */
export interface SeatedPairs {
  ns: PairId;
  ew: PairId;
}

/**
 * A session's rows with their pairs read, for RANKING and MULTITEAM alike: the travellers, per
 * row its two pairs (null for a blank row or one with a bad cell), and every bad cell found, in
 * sheet order. The same cell value gives the same PairId object, so callers can key maps by it.
 * `samePairAllowed`: in a Mitchell ranked by direction, NS 1 and EW 1 are two pairs.
 */
export function readSeating(entries: unknown, boards: unknown, nspairs: unknown, ewpairs: unknown, samePairAllowed: boolean): { travellers: Travellers; pairs: (SeatedPairs | null)[]; errors: CellError[] } {
  const travellers = readTravellers(entries, boards);
  const height = travellers.rowBoard.length;
  const nsCells = columnCells(nspairs, "nspairs");
  const ewCells = columnCells(ewpairs, "ewpairs");
  for (const [name, cells] of [["nspairs", nsCells], ["ewpairs", ewCells]] as const)
    if (cells.length !== height) throw new BridgeInputError(`${name} has ${cells.length} rows but entries has ${height}; they must be the same height`);

  // Every row is read before anything is scored, so the error reported is the first in the sheet.
  const errors: CellError[] = [];
  for (const board of travellers.boards) if (board.error) errors.push(board.error);
  // The same cell value is the same pair: a session has few pairs and many rows.
  const ids = new Map<Cell, PairId>();
  const readPair = (cell: Cell, range: string, r: number, who: string): PairId | null => {
    const known = ids.get(cell);
    if (known) return known;
    if (isBlank(cell)) {
      errors.push({ range, row: r, column: 0, message: `the ${who} pair is blank on a row with a result` });
      return null;
    }
    try {
      const id = pairId(cell);
      ids.set(cell, id);
      return id;
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      errors.push({ range, row: r, column: 0, message: e.message });
      return null;
    }
  };
  const pairs: (SeatedPairs | null)[] = new Array(height).fill(null);
  for (let r = 0; r < height; r++) {
    const b = travellers.rowBoard[r];
    if (b === "blank") continue;
    if (isCellError(b)) errors.push(b);
    const ns = readPair(nsCells[r], "nspairs", r, "NS");
    const ew = readPair(ewCells[r], "ewpairs", r, "EW");
    if (!ns || !ew) continue;
    if (!samePairAllowed && ns.key === ew.key) {
      errors.push({ range: "ewpairs", row: r, column: 0, message: `pair ${ns.label} is both NS and EW on this row` });
      continue;
    }
    pairs[r] = { ns, ew };
  }
  return { travellers, pairs, errors };
}

/** An exact number from a cell: a number, or a decimal typed as text (`2,5` too); blank is null. */
export function exactCell(cell: Cell, what: string, allowPercentSign = false): Fraction | null {
  if (isBlank(cell)) return null;
  const value = numberCell(cell, allowPercentSign);
  if (!value) throw new BridgeInputError(`${quote(cell)} is not ${what}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Ranks

export interface Ranked {
  /** 1-based; pairs with equal percentages share the rank of the first of them; 0: no result, no rank. */
  rank: number;
  shared: boolean;
}

/**
 * Sorts by `key` (highest first; null last), then by `tiebreak`, and gives ranks: equal keys
 * share a rank (1, =2, =2, 4), whatever the tiebreak, because the key is the result and the
 * tiebreak only orders the printout.
 */
export function rankBy<T>(items: T[], key: (t: T) => Fraction | null, tiebreak: (a: T, b: T) => number): (T & Ranked)[] {
  const same = (a: Fraction | null, b: Fraction | null) => (a === null ? b === null : b !== null && a.equals(b));
  const sorted = [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else {
      const c = kb.compare(ka);
      if (c !== 0) return c;
    }
    return tiebreak(a, b);
  });
  const out: (T & Ranked)[] = [];
  for (let i = 0; i < sorted.length; i++) {
    // No result (a pair with only NP boards): listed last, without a rank.
    if (key(sorted[i]) === null) {
      out.push({ ...sorted[i], rank: 0, shared: false });
      continue;
    }
    let first = i;
    while (first > 0 && same(key(sorted[first - 1]), key(sorted[i]))) first--;
    const shared = first < i || (i + 1 < sorted.length && same(key(sorted[i + 1]), key(sorted[i])));
    out.push({ ...sorted[i], rank: first + 1, shared });
  }
  return out;
}

/** Ranks by percentage: the ranking of matchpoint sessions and of series. */
export function rankByPercent<T extends { percent: Fraction | null }>(items: T[], tiebreak: (a: T, b: T) => number): (T & Ranked)[] {
  return rankBy(items, (t) => t.percent, tiebreak);
}

/** A rank as the results list prints it: `=3` when shared, else the number; blank without a result. */
export function rankCell(r: Ranked): number | string {
  if (r.rank === 0) return "";
  return r.shared ? `=${r.rank}` : r.rank;
}

// ---------------------------------------------------------------------------------------------
// The session

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
class Tally {
  boards = 0;
  /** mp: Σ tops of the boards that count; IMPs: the boards. */
  max = 0;
  readonly total = new ExactSum();
  /** The table boards behind the pair's session percentage (P of Law 12C2(c)). */
  readonly table = new ExactSum();
  /** mp: Σ tops of the table boards; IMPs: Σ comparison units of the table boards. */
  tableWeight = 0;
  readonly waiting: { side: ArtificialSide; top: number; unit: number }[] = [];
  /** For the "plays a board twice" check: the board and row the pair was last seen on. */
  seenOnBoard = -1;
  seenOnRow = -1;
  constructor(
    readonly pair: PairId,
    readonly direction: Direction | null,
  ) {}
}

/**
 * RANKING's core: ranks the pairs of one session. Throws CellInputError naming the first bad
 * cell; a ranking is never returned with a board or pair missing.
 */
export function rankSession(
  boards: unknown,
  nspairs: unknown,
  ewpairs: unknown,
  entries: unknown,
  optionsText?: unknown,
  corrections?: unknown,
): SessionRanking {
  const options = parseOptions(optionsText, RANKING_KEYS, "RANKING");
  if (options.scale === "pct")
    throw new BridgeInputError("RANKING shows the percentage in its own column; choose scale=mp, acbl or pp for the Score column");
  if (options.scoring === "imps")
    throw new BridgeInputError("RANKING takes scoring=mp, butler or ximp (scoring=imps is WEIGHTEDSCORE's)");
  if (options.scoring !== "mp" && options.pct === "fraction")
    throw new BridgeInputError("at IMPs the % column is IMPs per board, not a percentage; pct=fraction goes with scoring=mp");
  const mitchell = options.mitchell === "on";
  const atImps = options.scoring !== "mp";
  const { travellers, pairs, errors } = readSeating(entries, boards, nspairs, ewpairs, mitchell);
  const height = travellers.rowBoard.length;
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
    if (!t) tallyCache[direction].set(pair, (t = tallyOf(pair, direction)));
    return t;
  };
  const rowsOfBoard: number[][] = travellers.boards.map(() => []);
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
        errors.push({
          range: direction === "ns" ? "nspairs" : "ewpairs",
          row: r,
          column: 0,
          message: `${mitchell ? direction.toUpperCase() + " " : ""}pair ${t.pair.label} plays ${boardId === "" ? "the board" : `board ${boardId}`} twice: on this row and on row ${t.seenOnRow + 1}`,
        });
      }
  });
  throwFirst(errors);

  // §6 "Different N in one session": every board is scored to the same N, so every board weighs
  // the same; scoreBoard does the Neuberg (or the ties under dbf) for the missing results.
  const largest = travellers.boards.reduce((n, b) => Math.max(n, b.entries.length), 0);
  const boardOptions: Options = options.scaletops === "on" ? { ...options, tables: options.tables ?? largest } : options;

  for (const board of travellers.boards) {
    // §1, §6: a board with one result (N = 1) has no comparison and does not count for its pairs;
    // scaled to the session's N, Neuberg would give its lone result an invented average.
    if ((options.tables ?? board.entries.length) === 1) continue;
    try {
      tallyBoard(board.entries, board.rows, boardOptions, (r, direction) => seats[r]![direction]);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      const cell = e instanceof CellInputError ? e.cell : { range: "entries", row: board.rows[0], column: 0, message: e.message };
      throw new CellInputError({ ...cell, message: board.id === "" ? cell.message : `board ${board.id}: ${cell.message}` });
    }
  }

  const corrected = readCorrections(corrections, tallies, mitchell, options);
  const results: Omit<PairResult, keyof Ranked>[] = [...tallies].map(([key, t]) => {
    const total = atImps ? finishImps(t, options) : finishMatchpoints(t, options);
    const correction = corrected.get(key);
    const score = correction ? total.add(correction.mp) : total;
    let percent = t.max > 0 ? (atImps ? score.div(t.max) : score.mul(HUNDRED).div(t.max)) : null;
    if (percent && correction) percent = percent.add(correction.points);
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

/**
 * Scores one board by the session's method and adds each side to its pair's tally. Boards with
 * a top of 0 (one result; IMPs: nothing to compare with) and NP rows do not count for the pair.
 */
function tallyBoard(entries: Entry[], rows: number[], options: Options, tallyOf: (row: number, d: Direction) => Tally): void {
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
    } else if (waitsForSession(side.token, side.link, options))
      t.waiting.push({ side: { value, percent: side.percent, token: side.token, link: side.link }, top, unit });
    else t.total.add(value);
  };
  if (!atImps) {
    const fast = boardRatios(entries, options);
    if (fast) {
      if (fast.top === 0) return;
      for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === "np") continue;
        tallyRatio(tallyOf(rows[i], "ns"), e, e.ns, fast.nsNum[i], fast.nsDen[i], fast.top, options);
        tallyRatio(tallyOf(rows[i], "ew"), e, e.ew, fast.ewNum[i], fast.ewDen[i], fast.top, options);
      }
      return;
    }
    const b = scoreBoard(entries, options);
    if (b.top === 0) return;
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
      throw new CellInputError({ range: "entries", row: rows[bad], column: 0, message: row.error.message });
    }
    scored = butler as ImpRowScore[];
  } else {
    const b = crossImpBoard(entries, options);
    if (b.tables <= 1) return;
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

/** An artificial score that depends on the rest of the session: tied to it, or linked (§5.2). */
function waitsForSession(token: AverageToken | null, link: string | null, options: Options): boolean {
  return link !== null || tiedToSession(token, options);
}

/**
 * A matchpoint side from the integer path (src/fastpath.ts): num/den on the mp grid. The same
 * bookkeeping as `add` in tallyBoard, without a Fraction for the table results.
 */
function tallyRatio(t: Tally, e: ResultEntry, side: Side, num: number, den: number, top: number, options: Options): void {
  t.boards++;
  t.max += top;
  if (side.kind !== "artificial") {
    t.total.addRatio(num, den);
    t.table.addRatio(num, den);
    t.tableWeight += top;
  } else if (waitsForSession(side.token, e.link, options))
    t.waiting.push({ side: { value: new Fraction(num, den), percent: side.percent, token: side.token, link: e.link }, top, unit: 0 });
  else t.total.addRatio(num, den);
}

/**
 * An exact sum that keeps its parts in plain numbers: whole values in one integer, and values
 * num/den in one integer numerator per denominator (a session has few denominators: the n of
 * its Neuberg boards). Adding 100 000 bigint Fractions one by one is what made big sessions slow.
 */
class ExactSum {
  private whole = 0;
  private readonly byDen = new Map<number, number>();
  private rest: Fraction | null = null;
  add(x: Fraction): void {
    if (x.d === 1n && x.n <= 1_000_000_000n) this.whole += x.s < 0n ? -Number(x.n) : Number(x.n);
    else this.rest = this.rest ? this.rest.add(x) : x;
  }
  /** Adds num/den, both safe integers. */
  addRatio(num: number, den: number): void {
    if (den === 1) {
      this.whole += num;
      return;
    }
    const sum = (this.byDen.get(den) ?? 0) + num;
    // Keep every partial sum an exact integer: flush to a Fraction long before 2^53.
    if (Math.abs(sum) > 2 ** 50) {
      this.byDen.delete(den);
      this.add(new Fraction(sum, den));
    } else this.byDen.set(den, sum);
  }
  get value(): Fraction {
    let v = this.rest ? this.rest.add(this.whole) : new Fraction(this.whole);
    for (const [den, num] of this.byDen) v = v.add(new Fraction(num, den));
    return v;
  }
}

/**
 * A pair's matchpoint total (§6). Law 12C2(c): average plus is at least 60 %, or the pair's
 * percentage on its table boards if higher; average minus at most 40 %, or that percentage if
 * lower; a pair without table boards gets 60/40. Typed percentages and plain averages stand as
 * scored. Under dbf each award is rounded away from the average (§5.1), linked awards once over
 * all their boards (§5.2).
 */
function finishMatchpoints(t: Tally, options: Options): Fraction {
  if (t.waiting.length === 0) return t.total.value;
  const session = t.tableWeight > 0 ? t.table.value.mul(HUNDRED).div(t.tableWeight) : null;
  const away = options.artificial === "away";
  const linked = new Map<string, { mp: Fraction; top: number }>();
  for (const { side, top } of t.waiting) {
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
function finishImps(t: Tally, options: Options): Fraction {
  if (t.waiting.length === 0) return t.total.value;
  const session = t.tableWeight > 0 ? t.table.value.div(t.tableWeight) : null;
  const away = options.artificial === "away";
  const awayFromZero = (x: Fraction) => awayFromAverage(x, ZERO);
  const linked = new Map<string, Fraction>();
  for (const { side, unit } of t.waiting) {
    let value = side.value;
    if (tiedToSession(side.token, options)) {
      const fixed = side.percent.sub(50).div(10).mul(options.artificialimps);
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
  return token === "plus" ? (session.compare(fixed) > 0 ? session : fixed) : session.compare(fixed) < 0 ? session : fixed;
}

// ---------------------------------------------------------------------------------------------
// Corrections (Bridge-It "Correcties op de einduitslag")

interface Correction {
  /** On the mp grid. */
  mp: Fraction;
  /** Percentage points, added after the percentage. */
  points: Fraction;
}

/**
 * Rows (pair, matchpoints, percentage points); blank values are 0 and several rows for one pair
 * add up. Matchpoints are in the units of the Score column (halved on the acbl scale). In a
 * Mitchell a pair id that both fields use must say its field: `NS 3` or `3 EW`.
 */
function readCorrections(
  value: unknown,
  pairs: Map<string, Tally>,
  mitchell: boolean,
  options: Options,
): Map<string, Correction> {
  const out = new Map<string, Correction>();
  if (isOmitted(value)) return out;
  const rows = asRows(value, "corrections");
  const width = Math.max(...rows.map((r) => r.length));
  if (width < 2 || width > 3 || rows.some((r) => r.length !== width))
    throw new BridgeInputError(`corrections must be 2 or 3 columns: pair, matchpoints, percentage points; this range has ${width}`);
  const perGridUnit = options.scale === "acbl" && options.scoring === "mp" ? 2 : 1;
  const errors: CellError[] = [];
  rows.forEach((row, r) => {
    if (row.every(isBlank)) return;
    const fail = (column: number, message: string) => errors.push({ range: "corrections", row: r, column, message });
    if (isBlank(row[0])) return fail(0, "the pair is blank on a correction row");
    let key: string;
    try {
      key = correctionKey(row[0], pairs, mitchell);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      return fail(0, e.message);
    }
    let mp: Fraction | null;
    let points: Fraction | null;
    try {
      mp = exactCell(row[1], "a number of matchpoints");
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      return fail(1, e.message);
    }
    try {
      points = width > 2 ? exactCell(row[2], "a number of percentage points", true) : null;
      if (points !== null && !points.equals(0) && options.scoring !== "mp")
        throw new BridgeInputError(`at IMPs corrections are in IMPs (the second column); percentage points have no meaning`);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      return fail(2, e.message);
    }
    const sum = out.get(key) ?? { mp: ZERO, points: ZERO };
    out.set(key, { mp: sum.mp.add((mp ?? ZERO).mul(perGridUnit)), points: sum.points.add(points ?? ZERO) });
  });
  throwFirst(errors);
  return out;
}

function correctionKey(cell: Cell, pairs: Map<string, { pair: PairId }>, mitchell: boolean): string {
  let direction: Direction | null = null;
  let id = cell;
  if (mitchell && typeof cell === "string") {
    const m = /^\s*(NS|EW)\s*(.+?)\s*$/i.exec(cell) ?? /^\s*(.+?)\s*(NS|EW)\s*$/i.exec(cell);
    if (m) {
      const [dir, rest] = /^(NS|EW)$/i.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
      direction = dir.toLowerCase() as Direction;
      id = rest;
    }
  }
  const pair = pairId(id);
  if (!mitchell) {
    if (!pairs.has(pair.key)) throw new BridgeInputError(`pair ${quote(cell)} did not play in this session`);
    return pair.key;
  }
  const candidates = (direction ? [direction] : DIRECTIONS).map((d) => `${d} ${pair.key}`).filter((k) => pairs.has(k));
  if (candidates.length === 0) throw new BridgeInputError(`pair ${quote(cell)} did not play in this session`);
  if (candidates.length > 1) throw new BridgeInputError(`pair ${quote(cell)} is in both fields of the Mitchell; write NS ${pair.label} or EW ${pair.label}`);
  return candidates[0];
}

// ---------------------------------------------------------------------------------------------
// Output

/** A cell of a table result: exact values stay Fractions until the adapter converts them. */
export type TableCell = Fraction | number | string;

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
      out.push([
        rankCell(p),
        p.pair.label,
        p.boards,
        shownScore(p.score, p.max, options),
        max,
        p.percent === null ? "" : percentCell(p.percent, options),
      ]);
    }
  }
  return out;
}

/** The Score column's value: IMPs as they are, matchpoints on the output scale; rounded as asked. */
function shownScore(total: Fraction, max: number, options: Options): Fraction {
  if (options.scoring !== "mp") return round(total, ZERO, options);
  const { score, average } = onScale(total, max, options);
  return round(score, average, options);
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

/**
 * A percentage as the % column shows it: rounded to `decimals` places of the percentage, then
 * under `pct=fraction` divided by 100 for Excel's % format (ruling, docs/rules.md §6).
 */
export function percentCell(percent: Fraction, options: Options): Fraction {
  const shown = round(percent, new Fraction(50), options);
  return options.pct === "fraction" ? shown.div(HUNDRED) : shown;
}

function round(value: Fraction, average: Fraction, options: Options): Fraction {
  return options.decimals === null ? value : roundTo(value, options.decimals, options.round, average);
}

/** RANKING(boards, nspairs, ewpairs, entries, [options], [corrections]) as a table (docs/functions.md). */
export function scoreRanking(
  boards: unknown,
  nspairs: unknown,
  ewpairs: unknown,
  entries: unknown,
  optionsText?: unknown,
  corrections?: unknown,
): TableCell[][] {
  return rankingTable(rankSession(boards, nspairs, ewpairs, entries, optionsText, corrections));
}
