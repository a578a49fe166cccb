// MATCHPOINTS reads a column board by board and scores each board's plain scores once
// per distinct score, its adjusted rows (docs/rules.md §2, §4, §5) against the same table. Bit
// for bit what the exact Fraction path gives, on columns with every kind of entry, text scores,
// blank rows, bad cells, title rows, two columns and every option.
import fc from "fast-check";
import { scoreMatchpoints } from "../../src";
import { columnBoard, readColumn, scratchFor } from "../../src/entries/column";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { columnRatios } from "../../src/matchpoints/matchpointRatios";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { session } from "../../scripts/session";
import { columnSession, expectSameOutcome, matchpointOptions, tablesOption } from "../helpers/columns";

test("§3–§5: the column path = the exact path, bit for bit, on sessions with every kind of entry and every option", () => {
  fc.assert(
    fc.property(columnSession, matchpointOptions, fc.integer({ min: 0, max: 4 }), ({ entries, boards, largest }, options, extra) => {
      const text = [options, tablesOption(largest, extra)].filter(Boolean).join("; ");
      expectSameOutcome(
        () => scoreMatchpointsAsNumbers(entries, boards, text),
        () => scoreMatchpoints(entries, boards, text),
      );
      // Without board ids the column is one board.
      expectSameOutcome(
        () => scoreMatchpointsAsNumbers(entries, null, text),
        () => scoreMatchpoints(entries, null, text),
      );
    }),
    { numRuns: 600 },
  );
});

test("§3–§5: boards of a thousand rows with adjusted entries among them, one group or several", () => {
  const d = session(3000, 1000, 0.03);
  for (const text of ["", "profile=dbf", "profile=nbb; scale=pct", "corrected=tie; missing=tie", "weighted=offender; artificial=away; scale=acbl"])
    expectSameOutcome(
      () => scoreMatchpointsAsNumbers(d.entries, d.boards, text),
      () => scoreMatchpoints(d.entries, d.boards, text),
    );
});

test("the column path really scores adjusted boards: every board of a 2 % session, none handed to the general reader", () => {
  const d = session(20000, 50, 0.02);
  const column = readColumn(d.entries, d.boards, null)!;
  expect(column).not.toBeNull();
  expect(column.boards).toBe(400);
  expect(column.general.every((g) => g === 0)).toBe(true);
  const options = parseOptions("", optionKeys("MATCHPOINTS"));
  const scratch = scratchFor(column);
  let adjusted = 0;
  for (let b = 0; b < column.boards; b++) {
    const board = columnBoard(column, b, scratch);
    if (board.entries.length > 0) adjusted++;
    expect(columnRatios(board, options)).not.toBeNull();
  }
  expect(adjusted).toBeGreaterThan(200); // at 50 tables most boards hold an adjusted entry
});
