// Invariants of matchpoint scoring (docs/rules.md §3–§4), checked on random boards with fast-check.
import fc from "fast-check";
import { Fraction, isCellError, scoreMatchpoints } from "../../src";
import { possibleScores } from "../../src/entries/contract";

const SCORES = [...possibleScores()].filter((s) => Math.abs(s) <= 2000).sort((a, b) => a - b);
/** Few distinct scores, so ties are common. */
const score = fc.constantFrom(...SCORES.filter((s) => s % 10 === 0).slice(0, 40), -50, 50, 420, 450, 0, -100, 100, 620);
const ordinaryBoard = fc.array(score, { minLength: 1, maxLength: 14 });

const weightedText = fc.tuple(fc.integer({ min: 1, max: 99 }), score, score).map(([w, a, b]) => `${w}% ${a} + ${100 - w}% ${b}`);
const balancedArtificial = fc.constantFrom("A", "A+/A-", "A-/A+", "55%/45%", "50%");
/** Rows whose NS and EW sides balance: ordinary, balanced weighted, balanced artificial, NP. */
const balancedRow = fc.oneof(
  { weight: 6, arbitrary: score.map((s) => s as unknown) },
  { weight: 2, arbitrary: weightedText },
  { weight: 1, arbitrary: balancedArtificial },
  { weight: 1, arbitrary: fc.constant("NP") },
);

function values(entries: unknown[], options = ""): (Fraction | string)[][] {
  return scoreMatchpoints(
    entries.map((e) => [e]),
    null,
    options,
  ).map((r) => {
    if (isCellError(r)) throw new Error(r.message);
    return r as (Fraction | string)[];
  });
}

const sum = (xs: Fraction[]) => xs.reduce((a, b) => a.add(b), new Fraction(0));

describe("properties (fast-check)", () => {
  test("§3 conservation: a board of ordinary rows sums to n(n−1) per direction", () => {
    fc.assert(
      fc.property(ordinaryBoard, (board) => {
        const rows = values(board);
        const n = board.length;
        expect(sum(rows.map((r) => r[0] as Fraction)).equals(n * (n - 1))).toBe(true);
        expect(sum(rows.map((r) => r[1] as Fraction)).equals(n * (n - 1))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test("§3 NS + EW = top on every row of a board whose rows all balance (wbf, with Neuberg)", () => {
    fc.assert(
      fc.property(fc.array(balancedRow, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 3 }), (board, extra) => {
        const tables = board.length + extra;
        const rows = values(board, `tables=${tables}`);
        const top = 2 * (tables - 1);
        for (const r of rows) if (r[0] !== "NP") expect((r[0] as Fraction).add(r[1] as Fraction).equals(top)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  // Reference from §3 itself: 2 per result beaten, 1 per tie, against the other rows.
  const rawOf = (board: number[], i: number, d: "ns" | "ew") =>
    board.reduce((acc, s, j) => (j === i ? acc : acc + (s === board[i] ? 1 : (d === "ns" ? board[i] > s : board[i] < s) ? 2 : 0)), 0);

  test("§3 Neuberg is the identity when n = N: with tables=N every row scores its raw matchpoints, counted by hand", () => {
    fc.assert(
      fc.property(ordinaryBoard, (board) => {
        const rows = values(board, `tables=${board.length}`);
        rows.forEach((r, i) => {
          expect((r[0] as Fraction).equals(rawOf(board, i, "ns"))).toBe(true);
          expect((r[1] as Fraction).equals(rawOf(board, i, "ew"))).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  test("§3 Neuberg with n < N: (raw + 1)·N/n − 1, on boards scored with tables= above their rows or with NP rows", () => {
    fc.assert(
      fc.property(ordinaryBoard, fc.integer({ min: 1, max: 4 }), fc.boolean(), (board, extra, asNp) => {
        const n = board.length;
        const tables = n + extra;
        // The same missing results either way: tables= above the rows, or NP rows (§4.2).
        const rows = asNp ? values([...board, ...Array(extra).fill("NP")]) : values(board, `tables=${tables}`);
        board.forEach((_, i) => {
          const expected = (raw: number) => new Fraction(raw + 1).mul(tables).div(n).sub(1);
          expect((rows[i][0] as Fraction).equals(expected(rawOf(board, i, "ns")))).toBe(true);
          expect((rows[i][1] as Fraction).equals(expected(rawOf(board, i, "ew")))).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  test("§3 monotonicity: a higher NS score never earns fewer NS (or more EW) matchpoints", () => {
    fc.assert(
      fc.property(fc.array(balancedRow, { minLength: 2, maxLength: 12 }), fc.constantFrom("", "profile=dbf"), (board, options) => {
        const rows = values(board, options);
        board.forEach((a, i) =>
          board.forEach((b, j) => {
            if (typeof a !== "number" || typeof b !== "number" || a <= b) return;
            expect((rows[i][0] as Fraction).compare(rows[j][0] as Fraction)).toBeGreaterThanOrEqual(0);
            expect((rows[i][1] as Fraction).compare(rows[j][1] as Fraction)).toBeLessThanOrEqual(0);
          }),
        );
      }),
      { numRuns: 500 },
    );
  });

  test("§3 results do not depend on row order", () => {
    const anyRow = fc.oneof(balancedRow, fc.constantFrom("450/-480", "920/40% 920 + 60% -50", "A+/450", "100 @2", "-50 @2", "40% 420 + 60% -50 !NS"));
    fc.assert(
      fc.property(
        fc.array(anyRow, { minLength: 1, maxLength: 12 }).chain((board) =>
          fc.tuple(
            fc.constant(board),
            fc.shuffledSubarray(
              board.map((_, i) => i),
              { minLength: board.length },
            ),
          ),
        ),
        fc.constantFrom("", "profile=dbf", "smallgroups=acbl", "profile=acbl"),
        ([board, order], options) => {
          const straight = values(board, options);
          const shuffled = values(
            order.map((i) => board[i]),
            options,
          );
          order.forEach((i, k) => expect(shuffled[k]).toEqual(straight[i]));
        },
      ),
      { numRuns: 500 },
    );
  });

  test("§4 wbf and dbf agree on a board with no adjusted rows (both on the mp scale)", () => {
    fc.assert(
      fc.property(ordinaryBoard, (board) => {
        expect(values(board, "profile=dbf; scale=mp")).toEqual(values(board, "profile=wbf"));
      }),
      { numRuns: 500 },
    );
  });
});
