// Matchpoints of one board (docs/rules.md §3–§5): directional frequency tables, Neuberg or ties for
// missing comparisons, artificial, split and weighted scores, fouled-board groups; MATCHPOINTS on
// the exact path. NEUBERG is in neubergCells.ts, WEIGHTEDSCORE in weighted.ts, the decisions all paths
// share in matchpointRules.ts.
import { Fraction, HUNDRED, ZERO } from "../exact";
import { AverageToken, Direction, Entry, NO_GROUP, ResultEntry, Side, sideOf, sideTerms } from "../entries/entry";
import { Options } from "../options";
import { optionsOf } from "../worksheetFunctions";
import {
  ScoreTable,
  againstOffender,
  awayFromAverage,
  completed,
  expectedTables,
  isCompared,
  lowerBound,
  roundedAlone,
  topOf,
  toScale,
  versus,
} from "./matchpointRules";
import { RowOutcome, readTravellers, scoreEachBoard } from "../entries/traveller";

export const DIRECTIONS: readonly Direction[] = ["ns", "ew"];

/** One side's matchpoints on the mp grid (2 per comparison won), before the output scale. */
export type SideScore =
  { kind: "table"; mp: Fraction } | { kind: "artificial"; mp: Fraction; percent: Fraction; token: AverageToken | null; link: string | null };

export type RowScore = { kind: "np" } | { kind: "scored"; ns: SideScore; ew: SideScore };

export interface BoardScore {
  /** N: the results the board should have had. */
  tables: number;
  /** 2(N − 1), the full top on the mp grid. */
  top: number;
  rows: RowScore[];
}

// ---------------------------------------------------------------------------------------------
// Frequency tables

/**
 * The (weight, NS score) pairs of the rows compared in one direction of one group, aggregated by
 * score. Whole-row weights stay integers; only weighted terms bring fractions, so a board of
 * ordinary rows is scored in integer arithmetic.
 */
class FrequencyTable {
  /** The whole-row weights: every row of a board without weighted terms. */
  private readonly whole: ScoreTable;
  private readonly keys: number[];
  private readonly fracBelow: Fraction[] | null;
  private readonly fracCount: Fraction[] | null;
  private readonly fracTotal: Fraction;

  constructor(terms: { weight: Fraction; score: number }[]) {
    const byScore = new Map<number, { n: number; f: Fraction | null }>();
    for (const t of terms) {
      let slot = byScore.get(t.score);
      if (!slot) byScore.set(t.score, (slot = { n: 0, f: null }));
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a weight of 1 counted whole or added as a Fraction gives the same raw
      if (t.weight.d === 1n && t.weight.n === 1n) slot.n++;
      else slot.f = slot.f ? slot.f.add(t.weight) : t.weight;
    }
    this.whole = new ScoreTable(new Map([...byScore].map(([k, v]) => [k, v.n])));
    this.keys = Array.from(this.whole.keys);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, Fraction sums of zero weights give the integer count's raw
    const hasFrac = this.keys.some((k) => byScore.get(k)!.f !== null);
    // Stryker disable next-line ConditionalExpression: equivalent, as above
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
    // Stryker disable next-line ConditionalExpression: equivalent, the Fraction path gives the integer path's raw
    return this.fracCount !== null;
  }

  /** Integer part of Σ v·versus(score, t) over the table (2 won, 1 tied). */
  rawInt(score: number, d: Direction): number {
    return this.whole.raw(score, d);
  }

  /** The same including fractional weights, exactly. */
  raw(score: number, d: Direction): Fraction {
    const whole = new Fraction(this.rawInt(score, d));
    if (!this.fracCount || !this.fracBelow) return whole;
    const i = lowerBound(this.keys, score);
    // Stryker disable next-line all: equivalent, every score asked about is a key of the table (the side's own terms are in it)
    const has = i < this.keys.length && this.keys[i] === score;
    const eq = has ? this.fracCount[i] : ZERO;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, for the same reason i < keys.length
    const lt = i < this.keys.length ? this.fracBelow[i] : this.fracTotal;
    const beaten = d === "ns" ? lt : this.fracTotal.sub(lt).sub(eq);
    return whole.add(beaten.mul(2)).add(eq);
  }
}

/** What a row's own terms would score against themselves; subtracted when the row is in the table. */
function selfRaw(side: Side, d: Direction): Fraction {
  const terms = sideTerms(side);
  let sum = ZERO;
  for (const a of terms) for (const b of terms) sum = sum.add(a.weight.mul(b.weight).mul(versus(a.score, b.score, d)));
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
  const inTable = (e: Entry) => isCompared(e, d, options.corrected);
  entries.forEach((e, i) => {
    // Stryker disable next-line ConditionalExpression: equivalent, inTable answers false for a row that is not a result
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
    // Stryker disable next-line ConditionalExpression: equivalent, a cache
    if (!others) othersOf.set(g, (others = [...sizes].filter(([k]) => k !== g).map(([, n]) => n)));
    return others;
  };
  return entries.map((e) => {
    if (e.kind !== "result") return null;
    const side = sideOf(e, d);
    // Stryker disable next-line ConditionalExpression: equivalent, an artificial side's comparison is never read
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
  const top = topOf(tables);
  const average = new Fraction(top, 2);
  const compared = { ns: compareDirection(entries, "ns", options), ew: compareDirection(entries, "ew", options) };

  const sideScore = (e: ResultEntry, i: number, d: Direction): SideScore => {
    const side = sideOf(e, d);
    if (side.kind === "artificial") {
      let mp = side.percent.mul(top).div(HUNDRED);
      // Linked scores are rounded once over all their boards, in RANKING (§5.2).
      if (roundedAlone(e.link, options)) mp = awayFromAverage(mp, average);
      return { kind: "artificial", mp, percent: side.percent, token: side.token, link: e.link };
    }
    const c = compared[d][i]!;
    let mp: Fraction;
    if (options.missing !== "tie" && options.smallgroups === "acbl" && usesSmallGroupRule(c))
      mp = smallGroupPercent(c.count + 1, c.raw)
        .mul(top)
        .div(HUNDRED);
    else mp = completed(c.raw, c.count, tables, options.missing);
    if (side.kind === "weighted" && options.weighted === "offender") mp = againstOffender(mp, e, d);
    return { kind: "table", mp };
  };

  const rows: RowScore[] = entries.map((e, i) => (e.kind === "np" ? { kind: "np" } : { kind: "scored", ns: sideScore(e, i, "ns"), ew: sideScore(e, i, "ew") }));
  return { tables, top, rows };
}

// ---------------------------------------------------------------------------------------------
// Output

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
  const options = optionsOf("MATCHPOINTS", optionsText);
  return scoreEachBoard<OutputValue[]>(readTravellers(entries, boards), (board) => exactBoardCells(board.entries, options), ["", ""]);
}

/** One board on the exact path, as MATCHPOINTS shows it: [NS, EW] per row, or NP. */
export function exactBoardCells(entries: Entry[], options: Options): OutputValue[][] {
  const scored = scoreBoard(entries, options);
  return scored.rows.map((row) =>
    row.kind === "np" ? ["NP", "NP"] : [outputSide(row.ns, scored.tables, options), outputSide(row.ew, scored.tables, options)],
  );
}
