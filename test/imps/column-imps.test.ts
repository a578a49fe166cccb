// BUTLERIMP, BUTLERDATUM and CROSSIMP read a column board by board (src/imps/fastimps.ts): the
// datum from the counted plain scores, each distinct score's IMPs once, the adjusted rows side by
// side (docs/rules.md §7). Bit for bit the floats of the exact path, errors included, on columns
// with every kind of entry, text scores, blank rows, bad cells, title rows, two columns, every option.
import fc from "fast-check";
import { scoreButler, scoreCrossImps, scoreDatums } from "../../src";
import { scoreButlerAsNumbers, scoreCrossImpsAsNumbers, scoreDatumsAsNumbers } from "../../src/imps/fastimps";
import { optionKeys } from "../../src/worksheetFunctions";
import { session } from "../../scripts/session";
import { columnSession, expectSameOutcome, optionsOf, tablesOption } from "../helpers/columns";

const butlerOptions = optionsOf(optionKeys("BUTLERIMP"));
const crossOptions = optionsOf(optionKeys("CROSSIMP"));

test("§7: BUTLERIMP and BUTLERDATUM on columns = the exact path, bit for bit", () => {
  fc.assert(
    fc.property(columnSession, butlerOptions, fc.boolean(), ({ entries, boards }, text, omitBoards) => {
      const ids = omitBoards ? null : boards;
      expectSameOutcome(
        () => scoreButlerAsNumbers(entries, ids, text),
        () => scoreButler(entries, ids, text),
      );
      expectSameOutcome(
        () => scoreDatumsAsNumbers(entries, ids, text),
        () => scoreDatums(entries, ids, text),
      );
    }),
    { numRuns: 600 },
  );
});

test("§7: CROSSIMP on columns = the exact path, bit for bit", () => {
  fc.assert(
    fc.property(columnSession, crossOptions, fc.integer({ min: 0, max: 4 }), fc.boolean(), ({ entries, boards, largest }, options, extra, omitBoards) => {
      const ids = omitBoards ? null : boards;
      const text = [options, tablesOption(omitBoards ? entries.length : largest, extra)].filter(Boolean).join("; ");
      expectSameOutcome(
        () => scoreCrossImpsAsNumbers(entries, ids, text),
        () => scoreCrossImps(entries, ids, text),
      );
    }),
    { numRuns: 600 },
  );
});

test("§7: boards of a thousand rows with adjusted entries of every kind", () => {
  const d = session(3000, 1000, 0.03);
  for (const text of ["", "profile=dbf", "trim=2; datumround=even", "weighted=offender; artificial=away"]) {
    expectSameOutcome(
      () => scoreButlerAsNumbers(d.entries, d.boards, text),
      () => scoreButler(d.entries, d.boards, text),
    );
    expectSameOutcome(
      () => scoreDatumsAsNumbers(d.entries, d.boards, text),
      () => scoreDatums(d.entries, d.boards, text),
    );
  }
  for (const text of ["", "profile=dbf", "ximp=sum; missing=tie", "corrected=tie", "weighted=offender; artificial=away"])
    expectSameOutcome(
      () => scoreCrossImpsAsNumbers(d.entries, d.boards, text),
      () => scoreCrossImps(d.entries, d.boards, text),
    );
});
