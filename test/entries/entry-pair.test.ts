// Two score columns, NS and EW, as printed travellers have them (docs/rules.md §2, the decision on
// two score columns).
import { BridgeInputError } from "../../src/errors";
import { formatEntry } from "../../src/entries/entryText";
import { parseEntryPair } from "../../src/entries/notation";
import { Cell } from "../../src/entries/cells";
import { thrownAs } from "../helpers/exact";

const pair = (ns: Cell, ew: Cell) => formatEntry(parseEntryPair(ns, ew));

function failure(ns: Cell, ew: Cell): { message: string; column: number | undefined } {
  const e = thrownAs(() => parseEntryPair(ns, ew), BridgeInputError);
  return { message: e.message, column: e.column };
}

describe("docs/rules.md §2 two score columns: what a row means", () => {
  test.each([
    [420, null, "420"],
    [null, 420, "-420"],
    ["", "-50", "50"],
    [420, -420, "420"],
    ["450/450", -450, "450"],
    [null, "A+", "A+"],
    ["A+", "A-", "A+/A-"],
    ["A", 420, "A/-420"],
    ["NP", "NP", "NP"],
    [null, "NP", "NP"],
  ])("NS %j, EW %j is %s", (ns, ew, text) => {
    expect(pair(ns, ew)).toBe(text);
  });

  test("a passed-out board in either column is 0, never −0", () => {
    for (const [ns, ew] of [
      [null, 0],
      [0, 0],
      [0, "PASS"],
    ] as [Cell, Cell][]) {
      const e = parseEntryPair(ns, ew);
      if (e.kind !== "result" || e.ns.kind !== "score" || e.ew.kind !== "score") throw new Error("not a score");
      expect(Object.is(e.ns.score, 0)).toBe(true);
      expect(Object.is(e.ew.score, 0)).toBe(true);
    }
  });
});

describe("docs/rules.md §2 two score columns: markers may follow either cell", () => {
  test.each([
    ["420 @2", -420, "420 @2"],
    [420, "-420 @2", "420 @2"],
    [null, "420 @2", "-420 @2"],
    [null, "A- ~1", "A- ~1"],
    ["420 @2", "-420 @2", "420 @2"],
    ["A+ ~1", "A-", "A+/A- ~1"],
    ["A+", "A- ~1", "A+/A- ~1"],
  ])("NS %j, EW %j is %s", (ns, ew, text) => {
    expect(pair(ns, ew)).toBe(text);
  });

  test.each([
    ["420 @2", "-420 @3", "@group"],
    ["A+ ~1", "A- ~2", "~link"],
  ])("NS %j and EW %j disagree: an error naming the marker", (ns, ew, marker) => {
    expect(failure(ns, ew).message).toBe(`NS '${ns}' and EW '${ew}' carry different ${marker} markers`);
  });
});

describe("docs/rules.md §2 two score columns: what is an error, and in which column", () => {
  test("two numbers that are not opposite: the split score to write instead", () => {
    expect(failure(420, -400).message).toBe("NS 420 and EW -400 are not opposite scores; for a split score write 420/400 in the NS column");
  });

  test("NP in one column only", () => {
    expect(failure("NP", 420).message).toBe("NP in one column and 420 in the other: a board not played has no score");
    expect(failure(420, "NP").message).toBe("NP in one column and 420 in the other: a board not played has no score");
  });

  test("a split or weighted entry in the EW column alone is an EW-column error", () => {
    for (const ew of ["A+/A-", "450/-480", "40% 420 + 60% 450"]) {
      const f = failure(null, ew);
      expect(f.message).toContain(`'${ew}' in the EW column`);
      expect(f.column).toBe(1);
    }
  });

  test("with both columns filled, a split score is an error in its own column", () => {
    expect(failure("A+/A-", "A")).toEqual({
      message: "'A+/A-': with both columns filled, each holds one score or average; write split scores as NS/EW in the NS column",
      column: 0,
    });
    expect(failure("A", "450/-480").column).toBe(1);
  });

  test("a weighted score beside an EW cell is an error: it belongs in the NS column alone", () => {
    expect(failure("40% 420 + 60% 450", "A").message).toBe("'40% 420 + 60% 450': write a weighted score in the NS column alone");
  });

  test("a cell that does not read is named with its column", () => {
    expect(failure("42O", 420).column).toBe(0);
    expect(failure(420, "42O").column).toBe(1);
    expect(failure(null, "42O").column).toBe(1);
  });
});
