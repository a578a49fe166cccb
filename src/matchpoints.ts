// Matchpoints of one board (docs/rules.md §3–§5): directional frequency tables, Neuberg or ties for
// missing comparisons, artificial, split and weighted scores, fouled-board groups.
import { broadcast } from "./cells";
import { BridgeInputError, quote } from "./errors";
import { Fraction, HUNDRED, ONE, ZERO, fromNumber, parseDecimal, roundTo } from "./exact";
import { AverageToken, Cell, Direction, Entry, NO_GROUP, ResultEntry, Side, WeightedTerm, checkScore, isBlank, isOrdinary, sideOf, sideTerms } from "./notation";

export { sideOf };
export type { Direction };
import { butlerBoard, outputImps } from "./butler";
import { MATCHPOINT_KEYS, Options, parseOptions } from "./options";
import { CellError, RowOutcome, asRows, readTravellers, scoreEachBoard } from "./traveller";

export const DIRECTIONS: readonly Direction[] = ["ns", "ew"];

/** One side's matchpoints on the mp grid (2 per comparison won), before the output scale. */
export type SideScore =
  | { kind: "table"; mp: Fraction; weighted: boolean }
  | { kind: "artificial"; mp: Fraction; percent: Fraction; token: AverageToken | null; link: string | null };

export type RowScore = { kind: "np" } | { kind: "scored"; ns: SideScore; ew: SideScore };

export interface BoardScore {
  /** N: the results the board should have had. */
  tables: number;
  /** 2(N − 1), the full top on the mp grid. */
  top: number;
  rows: RowScore[];
}

/** Expected results of a board: `tables=` when set (more rows is an error), else its rows. */
export function expectedTables(rows: number, options: Options): number {
  const n = options.tables ?? rows;
  if (rows > n)
    throw new BridgeInputError(`the board has ${rows} results but tables=${n}; remove a row or raise tables=`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Frequency tables

/**
 * The (weight, NS score) pairs of the rows compared in one direction of one group, aggregated by
 * score. Whole-row weights stay integers; only weighted terms bring fractions, so a board of
 * ordinary rows is scored in integer arithmetic.
 */
class FrequencyTable {
  readonly keys: number[];
  private readonly below: number[];
  private readonly count: number[];
  private readonly fracBelow: Fraction[] | null;
  private readonly fracCount: Fraction[] | null;
  readonly total: number;
  private readonly fracTotal: Fraction;

  constructor(terms: { weight: Fraction; score: number }[]) {
    const byScore = new Map<number, { n: number; f: Fraction | null }>();
    for (const t of terms) {
      let slot = byScore.get(t.score);
      if (!slot) byScore.set(t.score, (slot = { n: 0, f: null }));
      if (t.weight.d === 1n && t.weight.n === 1n) slot.n++;
      else slot.f = slot.f ? slot.f.add(t.weight) : t.weight;
    }
    this.keys = [...byScore.keys()].sort((a, b) => a - b);
    this.count = this.keys.map((k) => byScore.get(k)!.n);
    this.below = prefix(this.count);
    this.total = this.below[this.below.length - 1] + (this.count[this.count.length - 1] ?? 0);
    const hasFrac = this.keys.some((k) => byScore.get(k)!.f !== null);
    if (hasFrac) {
      this.fracCount = this.keys.map((k) => byScore.get(k)!.f ?? ZERO);
      this.fracBelow = [];
      let acc = ZERO;
      for (const f of this.fracCount) {
        this.fracBelow.push(acc);
        acc = acc.add(f);
      }
      this.fracTotal = acc;
    } else {
      this.fracCount = this.fracBelow = null;
      this.fracTotal = ZERO;
    }
  }

  get fractional(): boolean {
    return this.fracCount !== null;
  }

  private find(score: number): number {
    return lowerBound(this.keys, score);
  }

  /** Integer part of Σ v·cmp_d(score, t) over the table (2 won, 1 tied). */
  rawInt(score: number, d: Direction): number {
    const i = this.find(score);
    const eq = i < this.keys.length && this.keys[i] === score ? this.count[i] : 0;
    const lt = i < this.keys.length ? this.below[i] : this.total;
    const beaten = d === "ns" ? lt : this.total - lt - eq;
    return 2 * beaten + eq;
  }

  /** The same including fractional weights, exactly. */
  raw(score: number, d: Direction): Fraction {
    const whole = new Fraction(this.rawInt(score, d));
    if (!this.fracCount || !this.fracBelow) return whole;
    const i = this.find(score);
    const has = i < this.keys.length && this.keys[i] === score;
    const eq = has ? this.fracCount[i] : ZERO;
    const lt = i < this.keys.length ? this.fracBelow[i] : this.fracTotal;
    const beaten = d === "ns" ? lt : this.fracTotal.sub(lt).sub(eq);
    return whole.add(beaten.mul(2)).add(eq);
  }
}

/** Index of the first of the ascending `keys` that is ≥ x (keys.length when none is). */
export function lowerBound(keys: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function prefix(xs: number[]): number[] {
  const out: number[] = [];
  let acc = 0;
  for (const x of xs) {
    out.push(acc);
    acc += x;
  }
  return out;
}

function cmp(a: number, b: number, d: Direction): number {
  if (a === b) return 1;
  return (d === "ns" ? a > b : a < b) ? 2 : 0;
}

/** What a row's own terms would score against themselves; subtracted when the row is in the table. */
function selfRaw(side: Side, d: Direction): Fraction {
  const terms = sideTerms(side);
  let sum = ZERO;
  for (const a of terms) for (const b of terms) sum = sum.add(a.weight.mul(b.weight).mul(cmp(a.score, b.score, d)));
  return sum;
}

// ---------------------------------------------------------------------------------------------
// One board


interface Compared {
  raw: Fraction;
  /** How many other rows this row was compared with. */
  count: number;
  /** Sizes of the other groups' tables in this direction; empty when the board is not fouled. */
  otherGroups: number[];
}

/**
 * Raw matchpoints of every present side in direction d. Which rows a side is compared with:
 * the present rows of its group (`corrected=compare`), or only the ordinary rows
 * (`corrected=tie`, DBf: split and weighted rows are ties for everybody else, LKU-10 §6.1).
 */
function compareDirection(entries: Entry[], d: Direction, options: Options): (Compared | null)[] {
  const members = new Map<string, number[]>();
  const inTable = (e: Entry) =>
    e.kind === "result" && (options.corrected === "tie" ? isOrdinary(e) : sideOf(e, d).kind !== "artificial");
  entries.forEach((e, i) => {
    if (e.kind !== "result" || !inTable(e)) return;
    const g = e.group ?? NO_GROUP;
    if (!members.has(g)) members.set(g, []);
    members.get(g)!.push(i);
  });
  const tables = new Map<string, FrequencyTable>();
  for (const [g, rows] of members) {
    tables.set(g, new FrequencyTable(rows.flatMap((i) => sideTerms(sideOf(entries[i] as ResultEntry, d)))));
  }
  const sizes = new Map<string, number>([...members].map(([g, rows]) => [g, rows.length]));
  // The other groups' sizes depend only on the row's group: worked out once per group.
  const othersOf = new Map<string, number[]>();
  const otherGroupsOf = (g: string): number[] => {
    let others = othersOf.get(g);
    if (!others) othersOf.set(g, (others = [...sizes].filter(([k]) => k !== g).map(([, n]) => n)));
    return others;
  };
  return entries.map((e) => {
    if (e.kind !== "result") return null;
    const side = sideOf(e, d);
    if (side.kind === "artificial") return null;
    const g = e.group ?? NO_GROUP;
    const table = tables.get(g);
    const self = inTable(e);
    const groupSize = sizes.get(g) ?? 0;
    const otherGroups = otherGroupsOf(g);
    if (!table) return { raw: ZERO, count: 0, otherGroups };
    let raw: Fraction;
    if (side.kind === "score" && !table.fractional) raw = new Fraction(table.rawInt(side.score, d) - (self ? 1 : 0));
    else {
      raw = ZERO;
      for (const t of sideTerms(side)) raw = raw.add(t.weight.mul(table.raw(t.score, d)));
      if (self) raw = raw.sub(selfRaw(side, d));
    }
    return { raw, count: groupSize - (self ? 1 : 0), otherGroups };
  });
}


/** Neuberg (§3): results of n comparable rows brought to N expected, on the mp grid. */
export function neuberg(raw: Fraction, n: number, tables: number): Fraction {
  if (n === tables) return raw;
  return raw.add(1).mul(tables).div(n).sub(1);
}

/**
 * ACBL's fixed percentages for small fouled-board groups (§4.4): 70/60/50 for 3, 65/55 for 2,
 * 60 for 1, equal scores sharing what they span. The ladders are linear in raw matchpoints, so a
 * weighted row gets its expectation.
 */
function smallGroupPercent(size: number, raw: Fraction): Fraction {
  if (size <= 1) return new Fraction(60);
  return raw.mul(5).add(size === 2 ? 55 : 50);
}

function usesSmallGroupRule(c: Compared): boolean {
  const size = c.count + 1;
  if (c.otherGroups.length === 0 || size >= 4) return false;
  // A group of 3 is Neubergised when it is the larger group (ties included: with 3 and 3 both are).
  return !(size === 3 && c.otherGroups.every((n) => n <= 3));
}

/** Scores one board. `entries` are its rows in input order (blank rows already left out). */
export function scoreBoard(entries: Entry[], options: Options): BoardScore {
  const tables = expectedTables(entries.length, options);
  const top = 2 * (tables - 1);
  const average = new Fraction(top, 2);
  const compared = { ns: compareDirection(entries, "ns", options), ew: compareDirection(entries, "ew", options) };

  const sideScore = (e: ResultEntry, i: number, d: Direction): SideScore => {
    const side = sideOf(e, d);
    if (side.kind === "artificial") {
      let mp = side.percent.mul(top).div(HUNDRED);
      // Linked scores are rounded once over all their boards, in RANKING (§5.2).
      if (options.artificial === "away" && e.link === null) mp = awayFromAverage(mp, average);
      return { kind: "artificial", mp, percent: side.percent, token: side.token, link: e.link };
    }
    const c = compared[d][i]!;
    let mp: Fraction;
    if (options.missing === "tie") mp = c.raw.add(tables - 1 - c.count);
    else if (options.smallgroups === "acbl" && usesSmallGroupRule(c))
      mp = smallGroupPercent(c.count + 1, c.raw).mul(top).div(HUNDRED);
    else mp = neuberg(c.raw, c.count + 1, tables);
    if (side.kind === "weighted" && options.weighted === "offender") {
      const offending = e.offenders ? (d === "ns" ? e.offenders.ns : e.offenders.ew) : false;
      mp = offending ? mp.floor() : mp.ceil();
    }
    return { kind: "table", mp, weighted: side.kind === "weighted" };
  };

  const rows: RowScore[] = entries.map((e, i) =>
    e.kind === "np" ? { kind: "np" } : { kind: "scored", ns: sideScore(e, i, "ns"), ew: sideScore(e, i, "ew") },
  );
  return { tables, top, rows };
}

/** §5.1: below the average round down, above it round up, to a whole matchpoint. */
export function awayFromAverage(mp: Fraction, average: Fraction): Fraction {
  const c = mp.compare(average);
  return c < 0 ? mp.floor() : c > 0 ? mp.ceil() : mp;
}

// ---------------------------------------------------------------------------------------------
// Output

/**
 * A value on the mp grid converted to the chosen scale (§1) and rounded as asked (§5.4).
 * null: no value (the pct scale of a board with one result, whose top is 0).
 */
export function toScale(mp: Fraction, tables: number, options: Options): Fraction | null {
  const n1 = tables - 1;
  let value: Fraction;
  let average: Fraction;
  switch (options.scale) {
    case "mp":
      value = mp;
      average = new Fraction(n1);
      break;
    case "acbl":
      value = mp.div(2);
      average = new Fraction(n1, 2);
      break;
    case "pp":
      value = mp.sub(n1);
      average = ZERO;
      break;
    case "pct":
      if (n1 === 0) return null;
      value = mp.mul(100).div(2 * n1);
      average = new Fraction(50);
      break;
  }
  return options.decimals === null ? value : roundTo(value, options.decimals, options.round, average);
}

// ---------------------------------------------------------------------------------------------
// The functions of docs/functions.md, over plain 2-D arrays

/** An output cell: an exact value, `NP`, or blank (`""`, never null, which Excel shows as 0). */
export type OutputValue = Fraction | "NP" | "";

/** A side's score converted for output. */
export function outputSide(score: SideScore, tables: number, options: Options): OutputValue {
  return toScale(score.mp, tables, options) ?? "";
}

/**
 * MATCHPOINTS(entries, [boards], [options]): per input row [NS, EW] on the chosen scale, `NP`
 * for not played, blank for blank rows, or the error of the row's board.
 */
export function scoreMatchpoints(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<OutputValue[]>[] {
  const options = parseOptions(optionsText, MATCHPOINT_KEYS, "MATCHPOINTS");
  return scoreEachBoard<OutputValue[]>(readTravellers(entries, boards), (board) => exactBoardCells(board.entries, options), ["", ""]);
}

/** One board on the exact path, as MATCHPOINTS shows it: [NS, EW] per row, or NP. */
export function exactBoardCells(entries: Entry[], options: Options): OutputValue[][] {
  const scored = scoreBoard(entries, options);
  return scored.rows.map((row) =>
    row.kind === "np" ? ["NP", "NP"] : [outputSide(row.ns, scored.tables, options), outputSide(row.ew, scored.tables, options)],
  );
}

const NEUBERG_KEYS = ["scale", "decimals", "round"] as const;

/**
 * NEUBERG(matchpoints, results, expected, [options]): (mp + 1)·N/n − 1 element-wise, on the acbl
 * scale (mp + ½)·N/n − ½. Each cell is its own value or error.
 */
export function neubergValues(matchpoints: unknown, results: unknown, expected: unknown, optionsText?: unknown): (OutputValue | CellError)[][] {
  const options = parseOptions(optionsText, NEUBERG_KEYS, "NEUBERG");
  if (options.scale !== "mp" && options.scale !== "acbl") throw new BridgeInputError(`NEUBERG works on scale=mp or scale=acbl, not ${options.scale}`);
  const args = [
    { name: "matchpoints", value: matchpoints },
    { name: "results", value: results },
    { name: "expected", value: expected },
  ];
  return broadcast(args, (cells, locate) => {
    if (cells.every((c) => isBlank(c as Cell))) return "";
    let arg = 0;
    try {
      const mp = exactNumber(cells[arg], "matchpoints", "a number of matchpoints");
      const n = wholeNumber(cells[++arg], "results");
      const tables = wholeNumber(cells[++arg], "expected");
      const onMpGrid = options.scale === "acbl" ? mp.mul(2) : mp;
      return toScale(neuberg(onMpGrid, n, tables), tables, options) ?? "";
    } catch (e) {
      if (e instanceof BridgeInputError) return locate(arg, e.message);
      throw e;
    }
  });
}

function exactNumber(cell: unknown, name: string, what: string): Fraction {
  const f = typeof cell === "number" ? fromNumber(cell) : typeof cell === "string" ? parseDecimal(cell.trim()) : null;
  if (!f) throw new BridgeInputError(`${name} ${isBlank(cell as Cell) ? "is blank" : quote(cell)}: expected ${what}`);
  return f;
}

function wholeNumber(cell: unknown, name: string): number {
  const f = exactNumber(cell, name, "a whole number of results, 1 or more");
  if (f.d !== 1n || f.compare(1) < 0) throw new BridgeInputError(`${name} ${quote(cell)}: expected a whole number of results, 1 or more`);
  return Number(f.n * f.s);
}

const WEIGHTED_KEYS = [...MATCHPOINT_KEYS, "offender", "scoring", "trim", "datumround"] as const;

/**
 * WEIGHTEDSCORE(weights, scores, field, [options]): [NS, EW] matchpoints of a weighted score
 * against the other tables' entries. Weights in % summing to 100, or fractions summing to 1.
 * `scoring=imps` (or `butler`): Butler IMPs against the datum of the field's table results.
 */
export function weightedScore(weights: unknown, scores: unknown, field: unknown, optionsText?: unknown): OutputValue[] {
  const options = parseOptions(optionsText, WEIGHTED_KEYS, "WEIGHTEDSCORE");
  const terms = weightedTerms(weights, scores);
  const travellers = readTravellers(field, null, "field");
  const board = travellers.boards[0];
  if (board?.error) throw new BridgeInputError(`field row ${board.error.row + 1}: ${board.error.message}`);
  const offenders = options.offender === "none" ? null : { ns: options.offender !== "ew", ew: options.offender !== "ns" };
  const side: Side = { kind: "weighted", terms };
  const entry: Entry = { kind: "result", ns: side, ew: side, offenders, group: null, link: null };
  if (options.scoring === "imps" || options.scoring === "butler") {
    // A weighted row is not ordinary, so it never enters the datum it is scored against.
    const rows = butlerBoard([...(board?.entries ?? []), entry], options).rows;
    const row = rows[rows.length - 1];
    if (row.kind === "nodatum") throw row.error;
    if (row.kind !== "scored") throw new Error("unreachable: a weighted row is scored");
    return [outputImps(row.ns.imps, options), outputImps(row.ew.imps, options)];
  }
  if (options.scoring !== "mp") throw new BridgeInputError(`scoring=${options.scoring} is not available in WEIGHTEDSCORE; use scoring=mp or scoring=imps`);
  const scored = scoreBoard([...(board?.entries ?? []), entry], options);
  const row = scored.rows[scored.rows.length - 1];
  if (row.kind === "np") throw new Error("unreachable: a weighted row is scored");
  return [outputSide(row.ns, scored.tables, options), outputSide(row.ew, scored.tables, options)];
}

/** Reads the weights/scores columns of WEIGHTEDSCORE into terms whose weights sum to 1. */
export function weightedTerms(weights: unknown, scores: unknown): WeightedTerm[] {
  const w = asRows(weights, "weights").flat();
  const s = asRows(scores, "scores").flat();
  if (w.length !== s.length) throw new BridgeInputError(`weights has ${w.length} cells but scores has ${s.length}; give one weight per score`);
  const terms: { weight: Fraction; percentText: boolean; score: number }[] = [];
  w.forEach((cell, i) => {
    if (isBlank(cell) && isBlank(s[i])) return;
    const score = typeof s[i] === "number" ? checkScore(s[i] as number, String(s[i])) : checkScore(Number(String(s[i]).trim()), String(s[i]));
    terms.push({ ...weightOf(cell, i), score });
  });
  if (terms.length < 2 || terms.length > 8) throw new BridgeInputError(`a weighted score has 2 to 8 results, not ${terms.length}`);
  const total = terms.reduce((acc, t) => acc.add(t.weight), ZERO);
  // Weights typed as 40, 60 are percentages; 0.4, 0.6 (Excel's 40 %, 60 %) or 1/3 are fractions.
  const divisor = total.equals(HUNDRED) ? HUNDRED : total.equals(ONE) ? ONE : null;
  if (!divisor) throw new BridgeInputError(`the weights add up to ${total.toString()}; they must add up to 100 (%) or 1`);
  return terms.map((t) => ({ weight: t.weight.div(divisor), score: t.score }));
}

function weightOf(cell: Cell, i: number): { weight: Fraction; percentText: boolean } {
  let weight: Fraction | null = null;
  let percentText = false;
  if (typeof cell === "number") weight = fromNumber(cell);
  else if (typeof cell === "string") {
    const text = cell.trim();
    const pct = /^(.*?)\s*%$/.exec(text);
    const ratio = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
    if (pct) {
      const p = parseDecimal(pct[1]);
      weight = p ? p.div(100) : null;
      percentText = true;
    } else if (ratio && Number(ratio[2]) > 0) weight = new Fraction(Number(ratio[1]), Number(ratio[2]));
    else weight = parseDecimal(text);
  }
  if (!weight || weight.compare(0) <= 0) throw new BridgeInputError(`weight ${i + 1} ${quote(cell)}: expected a positive weight such as 40, 40% or 0.4`);
  return { weight, percentText };
}
