// Random results columns as directors' sheets hold them, for the column paths (src/entries/column.ts):
// several boards, mostly plain scores with adjusted entries of every kind among them, now and
// then a score typed as text, a blank row, a bad cell, a title row, or two columns NS and EW.
import fc from "fast-check";
import { Fraction, toNumber } from "../../src/exact";
import { isCellError } from "../../src/entries/cells";
import { Options, sampleValues } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";

type Key = keyof Options;
import { anyEntry, score } from "./generators";

const id = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.constantFrom("1", " 2 ", "a3", "A3", 4.0) });

/** One score cell of a single entries column. */
export const columnCell = fc.oneof(
  { weight: 24, arbitrary: score as fc.Arbitrary<unknown> },
  { weight: 6, arbitrary: anyEntry as fc.Arbitrary<unknown> },
  { weight: 1, arbitrary: score.map(String) },
  { weight: 1, arbitrary: fc.constantFrom(null, "") },
  { weight: 1, arbitrary: fc.constantFrom(425, 0.6, "42O", true) },
  // What Danish, Dutch and Hungarian directors type (docs/rules.md §2): ÷ for minus, their pass,
  // their names of the offending side.
  { weight: 1, arbitrary: fc.constantFrom("÷420", "÷ 50", "pas", "PASSZ", "60% 420 + 40% ÷50 !ØV", "50% 110 + 50% 140 !KNy", "A+/A- !NZ") },
);

/** One row of two columns NS and EW. */
const pairCells = fc.oneof(
  { weight: 12, arbitrary: score.map((s) => [s, ""] as unknown[]) },
  { weight: 4, arbitrary: score.map((s) => ["", s === 0 ? 0 : -s] as unknown[]) },
  { weight: 3, arbitrary: score.map((s) => [s, s === 0 ? 0 : -s] as unknown[]) },
  { weight: 2, arbitrary: fc.constantFrom(["A+", "A-"], ["NP", "NP"], ["NP", ""], ["A", ""], ["60%", "40%"], ["", ""], [420, 420]) as fc.Arbitrary<unknown[]> },
  { weight: 2, arbitrary: anyEntry.map((e) => [e, ""] as unknown[]) },
);

/** A session: entries (one or two columns) and board ids, rows of the boards interleaved or not. */
export const columnSession = fc
  .record({
    two: fc.boolean(),
    sorted: fc.boolean(),
    // A first row that may be a title (docs/rules.md §2): titles over both ranges, a title beside
    // a board number, and first rows that mix a title with a score or blank (the review's cases).
    title: fc.constantFrom(null, ["Score"], ["Board"], ["Mixed"], ["Blank"]),
    rows: fc.array(fc.tuple(id, columnCell, pairCells), { minLength: 1, maxLength: 60 }),
  })
  .map(({ two, sorted, title, rows }) => {
    const ordered = sorted ? [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0]))) : rows;
    const entries: unknown[][] = ordered.map(([, one, pair]) => (two ? pair : [one]));
    const boards: unknown[][] = ordered.map(([b]) => [b]);
    if (title && title[0] === "Mixed") {
      entries.unshift(two ? ["NS", 420] : [420]);
      boards.unshift(["Board"]);
    } else if (title && title[0] === "Blank") {
      entries.unshift(two ? [null, "EW"] : [null]);
      boards.unshift(["Board"]);
    } else if (title) {
      entries.unshift(two ? [title[0] === "Score" ? "NS" : "", "EW"] : [title[0]]);
      boards.unshift([title[0] === "Score" ? "Board" : 1]);
    }
    return { entries, boards, largest: Math.max(...[1, 2, 3, 4].map((b) => ordered.filter(([x]) => Number(String(x).replace(/\D/g, "")) === b).length)) };
  });

/** Options text drawing every value of every key from options.ts itself (tables= is added per session). */
export function optionsOf(keys: readonly Key[]) {
  return fc
    .record(
      Object.fromEntries(
        keys
          .filter((key) => key !== "tables")
          .map((key) => [key, fc.oneof({ weight: 2, arbitrary: fc.constant("") }, fc.constantFrom(...sampleValues(key).map((v) => `${key}=${v}`)))]),
      ),
    )
    .map((o) => Object.values(o).filter(Boolean).join("; "));
}

export const matchpointOptions = optionsOf(optionKeys("MATCHPOINTS"));

/** tables= for a session whose largest board has `largest` rows: none, a few more, or too few. */
export function tablesOption(largest: number, extra: number): string {
  return extra === 0 ? "" : `tables=${Math.max(1, largest + extra - 1)}`;
}

/**
 * A session of `boardCount` boards at `tables` tables, pairs in a Mitchell-like rotation, some
 * boards a table short (so boards have different N): its four columns, each cell from `cell`.
 */
export function rotation(tables: number, boardCount: number, cell: (board: number, table: number) => unknown) {
  const seats = Array.from({ length: boardCount }, (_, i) => i + 1).flatMap((board) =>
    Array.from({ length: tables }, (_, table) => ({ board, table })).filter(({ board, table }) => (board + table) % 5 !== 4),
  );
  return {
    boards: seats.map(({ board }) => [board]),
    ns: seats.map(({ table }) => [table + 1]),
    ew: seats.map(({ board, table }) => [tables + 1 + ((table + board) % tables)]),
    entries: seats.map(({ board, table }) => [cell(board, table)]),
  };
}

/** Outcomes (rows of values, or errors) with every exact value as the float Excel would get. */
export function asFloats(rows: readonly unknown[]): unknown[] {
  return rows.map((r) => (Array.isArray(r) ? r.map((v) => (v instanceof Fraction ? toNumber(v) : v)) : r));
}

/** The same outcomes, and every number the same float bit for bit (0 and −0 told apart). */
/**
 * The column path and the exact path agree on the whole call: the same rows bit for bit, or the
 * same error for the whole call (a title beside data, docs/rules.md §2, is one).
 */
export function expectSameOutcome(fast: () => readonly unknown[], exact: () => readonly unknown[]): void {
  let want: readonly unknown[];
  try {
    want = exact();
  } catch (e) {
    expect(fast).toThrow((e as Error).message);
    return;
  }
  expectSameFloats(fast(), want);
}

export function expectSameFloats(got: readonly unknown[], want: readonly unknown[]): void {
  const g = asFloats(got);
  const w = asFloats(want);
  expect(g).toEqual(w);
  g.forEach((row, i) => {
    if (Array.isArray(row) && !isCellError(row)) row.forEach((v, j) => typeof v === "number" && expect(Object.is(v, (w[i] as unknown[])[j])).toBe(true));
  });
}

/**
 * Random rotation sessions (see rotation) with cells from `cell`, or (half the time) of three
 * plain scores only, which tie often: equal totals must share their rank. Options from `options`.
 */
export function rotationSessions(cell: fc.Arbitrary<unknown>, options: fc.Arbitrary<string>, maxTables: number) {
  return fc
    .tuple(fc.integer({ min: 2, max: maxTables }), fc.integer({ min: 1, max: 6 }), fc.array(cell, { minLength: 60, maxLength: 60 }), options, fc.boolean())
    .map(([tables, boardCount, cells, text, plainOnly]) => {
      let next = 0;
      return { ...rotation(tables, boardCount, (b, t) => (plainOnly ? [50, -50, 100][(b * t) % 3] : cells[next++ % cells.length])), text };
    });
}

type SessionFunction = (boards: unknown, nspairs: unknown, ewpairs: unknown, entries: unknown, options?: unknown) => unknown[][];

/** A check that `fast` gives `exact`'s table bit for bit on a session's columns and options. */
export function sameTable(fast: SessionFunction, exact: SessionFunction) {
  return ({ boards, ns, ew, entries, text }: { boards: unknown; ns: unknown; ew: unknown; entries: unknown; text: string }) =>
    expectSameOutcome(
      () => fast(boards, ns, ew, entries, text),
      () => exact(boards, ns, ew, entries, text),
    );
}
