// The integer fast path of MATCHPOINTS and the exact Fraction path give identical
// floats (bit for bit) on random boards with every kind of entry, profile, scale and N.
import fc from "fast-check";
import { Fraction, isCellError, scoreMatchpoints } from "../../src";
import { toNumber } from "../../src/exact";
import { fastBoardCells, scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { parseEntry } from "../../src/entries/notation";
import { parseOptions, sampleValues } from "../../src/options";
import { FAST_OPTIONS, fastPathAllowed, optionKeys } from "../../src/worksheetFunctions";
import { anyEntry, score } from "../helpers/generators";

// Every MATCHPOINTS option and every value it takes, from options.ts itself: a new option or value
// is cross-checked here without touching this test. tables= is drawn per board below.
const optionText = fc
  .record(
    Object.fromEntries(
      optionKeys("MATCHPOINTS")
        .filter((key) => key !== "tables")
        .map((key) => [key, fc.oneof({ weight: 2, arbitrary: fc.constant("") }, fc.constantFrom(...sampleValues(key).map((v) => `${key}=${v}`)))]),
    ),
  )
  .map((o) => Object.values(o).filter(Boolean).join("; "));

const asFloats = (rows: ReturnType<typeof scoreMatchpoints>) => rows.map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));

describe("fast path = exact path", () => {
  test("identical floats on random sessions with every entry kind", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), anyEntry), { minLength: 1, maxLength: 30 }),
        optionText,
        fc.integer({ min: 0, max: 3 }),
        (rows, options, extra) => {
          const boards = rows.map(([b]) => [b]);
          const entries = rows.map(([, e]) => [e]);
          const perBoard = Math.max(...[1, 2, 3].map((b) => rows.filter(([x]) => x === b).length));
          const text = [options, extra ? `tables=${perBoard + extra}` : ""].filter(Boolean).join("; ");
          const got = scoreMatchpointsAsNumbers(entries, boards, text);
          const want = asFloats(scoreMatchpoints(entries, boards, text));
          expect(got).toEqual(want);
          got.forEach((row, i) => {
            if (Array.isArray(row)) row.forEach((v, j) => expect(Object.is(v, (want[i] as unknown[])[j])).toBe(true));
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  test("identical floats on boards of plain scores, NP and artificial rows (the plain-board path)", () => {
    const plain = fc.oneof({ weight: 8, arbitrary: score }, { weight: 1, arbitrary: fc.constantFrom("NP", "A+", "A-", "A+/A-", "55%", "A- ~1") });
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 14 }), optionText, fc.integer({ min: 0, max: 3 }), (cells, options, extra) => {
        const text = [options, extra ? `tables=${cells.length + extra}` : ""].filter(Boolean).join("; ");
        const entries = cells.map((c) => [c]);
        const got = scoreMatchpointsAsNumbers(entries, null, text);
        const want = asFloats(scoreMatchpoints(entries, null, text));
        got.forEach((row, i) => (row as unknown[]).forEach((v, j) => expect(Object.is(v, (want[i] as unknown[])[j])).toBe(true)));
      }),
      { numRuns: 500 },
    );
  });

  test("identical floats on columns of plain scores with board ids (the column path), bad cells included", () => {
    const id = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom("1", " 2 ", "a3", "A3", 4.0));
    const cell = fc.oneof({ weight: 20, arbitrary: score }, { weight: 1, arbitrary: fc.constantFrom(425, 0.5, "420", "", null, -0) });
    fc.assert(
      fc.property(fc.array(fc.tuple(id, cell), { minLength: 1, maxLength: 40 }), optionText, fc.integer({ min: 0, max: 3 }), (rows, options, extra) => {
        const boards = rows.map(([b]) => [b]);
        const entries = rows.map(([, e]) => [e]);
        const text = [options, extra ? `tables=${10 + extra}` : ""].filter(Boolean).join("; ");
        const got = scoreMatchpointsAsNumbers(entries, boards, text);
        const want = asFloats(scoreMatchpoints(entries, boards, text));
        expect(got).toEqual(want);
        got.forEach((row, i) => {
          if (Array.isArray(row)) row.forEach((v, j) => expect(Object.is(v, (want[i] as unknown[])[j])).toBe(true));
        });
      }),
      { numRuns: 500 },
    );
  });

  test("the fast path really carries ordinary and adjusted boards (it is not always falling back)", () => {
    const options = parseOptions("", optionKeys("MATCHPOINTS"));
    const board = [420, "NP", "A+/A-", "40% 920 + 60% -50", "450/-480", "100 @2", -50].map((c) => parseEntry(c));
    expect(fastBoardCells(board, options)).not.toBeNull();
    expect(fastBoardCells(board, parseOptions("decimals=2", optionKeys("MATCHPOINTS")))).toBeNull();
  });

  test("the integer path states what it carries for every MATCHPOINTS option", () => {
    expect(Object.keys(FAST_OPTIONS).sort()).toEqual([...optionKeys("MATCHPOINTS")].sort());
    expect(fastPathAllowed("MATCHPOINTS", parseOptions("profile=dbf; scale=pct; tables=9", optionKeys("MATCHPOINTS")))).toBe(true);
    expect(fastPathAllowed("MATCHPOINTS", parseOptions("profile=acbl", optionKeys("MATCHPOINTS")))).toBe(false); // acbl rounds to 2 decimals
  });
});
