// fast = exact where it matters: on boards the integer fast path supports, most boards must
// actually take it, or the property would only compare the exact path with itself.
import fc from "fast-check";
import { Fraction, isCellError } from "../../src";
import { toNumber } from "../../src/exact";
import { exactBoardCells } from "../../src/matchpoints/matchpoints";
import { fastBoardCells, scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { parseEntry } from "../../src/entries/notation";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { scoreMatchpoints } from "../../src";
import { fastPathBoard, fastPathOptions } from "../helpers/generators";
import { runsMade } from "../helpers/runs";

test("docs/rules.md §3–§5: fast path = exact path bit for bit, and at least 90 % of the generated boards take the fast path", () => {
  const taken = { fast: 0, exact: 0 };
  fc.assert(
    fc.property(
      fastPathOptions.chain((options) => fc.tuple(fc.constant(options), fastPathBoard(options), fc.integer({ min: 0, max: 3 }))),
      ([options, cells, extra]) => {
        const text = [options, extra ? `tables=${cells.length + extra}` : ""].filter(Boolean).join("; ");
        const parsed = parseOptions(text, optionKeys("MATCHPOINTS"));
        const entries = cells.map((c) => parseEntry(c as never));
        const fast = fastBoardCells(entries, parsed);
        const exact = exactBoardCells(entries, parsed).map((row) => row.map((v) => (v instanceof Fraction ? toNumber(v) : v)));
        if (fast === null) {
          taken.exact++;
          return;
        }
        taken.fast++;
        fast.forEach((row, i) => row.forEach((v, j) => expect(Object.is(v, exact[i][j])).toBe(true)));
        // And through the function Excel calls, board reading included.
        const column = cells.map((c) => [c]);
        const want = scoreMatchpoints(column, null, text).map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));
        expect(scoreMatchpointsAsNumbers(column, null, text)).toEqual(want);
      },
    ),
    { numRuns: 500 },
  );
  // The generator promises boards the fast path carries; only integer overflow may send one away.
  expect(taken.fast + taken.exact).toBe(runsMade(500));
  expect(taken.fast / runsMade(500)).toBeGreaterThanOrEqual(0.9);
});
