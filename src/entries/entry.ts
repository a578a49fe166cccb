// The entry model (docs/rules.md §2): what one traveller row says about a board, as plain data
// every scoring method reads. Everything is from North-South's point of view. The notation parser
// (src/entries/notation.ts) builds these from cell text; nothing here reads a cell.
import { Fraction, ONE } from "../exact";

export interface WeightedTerm {
  /** A fraction of 1; the terms of one side sum to exactly 1. */
  weight: Fraction;
  score: number;
}

/** Which average token an artificial side came from: A+ and A- are tied to the session (Law 12C2c). */
export type AverageToken = "plus" | "average" | "minus";

/** What each average token is worth, in percent (Law 12C2: average plus 60 %, average 50 %, average minus 40 %). */
export const AVERAGE_PERCENT: Readonly<Record<AverageToken, number>> = Object.freeze({ plus: 60, average: 50, minus: 40 });

export type Side =
  { kind: "score"; score: number } | { kind: "weighted"; terms: WeightedTerm[] } | { kind: "artificial"; percent: Fraction; token: AverageToken | null };

export interface Offenders {
  ns: boolean;
  ew: boolean;
}

export type Entry =
  /** `group`: the fouled-board group an NP row is marked with (`NP @2`); it changes no score, only what the datum function shows (docs/rules.md §7). */
  | { kind: "np"; group?: string }
  | {
      kind: "result";
      ns: Side;
      ew: Side;
      /** null: no `!` marker — under dbf both sides count as non-offending. */
      offenders: Offenders | null;
      /** Fouled-board group (`@name`); null for rows without one, which form their own group. */
      group: string | null;
      /** Linked irregularity (`~name`), rounded together over several boards (§5.2). */
      link: string | null;
    };

/** An entry that has scores (everything but NP). */
export type ResultEntry = Extract<Entry, { kind: "result" }>;

const ordinaryEntries = new Map<number, Entry>();

/**
 * The entry of an ordinary score. Entries are plain immutable data, so one frozen object per
 * score serves every row that holds it: a 100 000-row session allocates a few hundred, not 100 000.
 */
export function ordinaryEntry(score: number): Entry {
  let entry = ordinaryEntries.get(score);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache of frozen entries equal in every field
  if (!entry) {
    const side: Side = Object.freeze({ kind: "score", score });
    entry = Object.freeze({ kind: "result", ns: side, ew: side, offenders: null, group: null, link: null });
    ordinaryEntries.set(score, entry);
  }
  return entry;
}

/** The ordinary entry already built for `score`, if any: a known score needs no second check. */
export function seenOrdinaryEntry(score: number): Entry | undefined {
  return ordinaryEntries.get(score);
}

// ---------------------------------------------------------------------------------------------
// Classification used by the scoring modules

/** The two directions of a traveller; every entry is written from NS's point of view. */
export type Direction = "ns" | "ew";

/** The side of a row that direction d is ranked by. */
export function sideOf(entry: ResultEntry, d: Direction): Side {
  return d === "ns" ? entry.ns : entry.ew;
}

/** Key of the rows without `@`, which form a fouled-board group of their own (docs/rules.md §4.4). */
export const NO_GROUP = "\u0000";

export function groupOf(entry: Entry): string {
  return entry.kind === "result" ? (entry.group ?? NO_GROUP) : NO_GROUP;
}

/** Both sides the same table or corrected score: the row is an ordinary result (LKU-10 §4). */
export function isOrdinary(entry: Entry): boolean {
  return entry.kind === "result" && entry.ns.kind === "score" && entry.ew.kind === "score" && entry.ns.score === entry.ew.score;
}

/** The (weight, NS score) pairs a present side contributes to a frequency table. */
export function sideTerms(side: Side): WeightedTerm[] {
  if (side.kind === "score") return [{ weight: ONE, score: side.score }];
  if (side.kind === "weighted") return side.terms;
  return [];
}
