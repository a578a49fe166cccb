// The column reader's cells (src/entries/column.ts, src/entries/cellEntries.ts), where a director
// can reach them: a board range two columns wide, and the adjusted cells parsed once across calls
// (docs/rules.md §2).
import { scoreMatchpoints, scoreMatchpointsAsNumbers, scoreRanking, scoreRankingAsNumbers } from "../../src";
import { parsedCell } from "../../src/entries/cellEntries";
import { expectSameOutcome } from "../helpers/columns";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("§2 a board range two columns wide", () => {
  // A director who selects the board column with its neighbour: the column path leaves the call
  // to the general reader, which words it as the exact path does.
  const boards = [
    [1, "x"],
    [1, "x"],
    [2, "y"],
    [2, "y"],
  ];
  test("MATCHPOINTS and RANKING answer as on the exact path", () => {
    const entries = col(420, 400, "A+", -50);
    expectSameOutcome(
      () => scoreMatchpointsAsNumbers(entries, boards),
      () => scoreMatchpoints(entries, boards),
    );
    expectSameOutcome(
      () => scoreRankingAsNumbers(boards, col(1, 2, 1, 2), col(3, 4, 4, 3), entries),
      () => scoreRanking(boards, col(1, 2, 1, 2), col(3, 4, 4, 3), entries),
    );
  });
});

describe("§2 an adjusted cell parsed once across calls", () => {
  test("the same text is the same entry in every call, frozen all through, so no call can change what the next one reads", () => {
    for (const text of ["A+/A- ~1", "40% 920 + 60% -50 !NS", "60%/45% @2", "450/-480"]) {
      const e = parsedCell(text);
      expect(parsedCell(text)).toBe(e);
      const plainParts: object[] = [];
      const walk = (x: unknown) => {
        if (typeof x !== "object" || x === null) return;
        // Plain objects and arrays (a Fraction is a class's, immutable by its own API); the root
        // prototype by its null parent, as jest's modules and this file may not share a realm.
        if (Array.isArray(x) || Object.getPrototypeOf(Object.getPrototypeOf(x)) === null) {
          plainParts.push(x);
          Object.values(x).forEach(walk);
        }
      };
      walk(e);
      expect(plainParts.length).toBeGreaterThan(1);
      for (const part of plainParts) expect(Object.isFrozen(part)).toBe(true);
    }
  });

  test("a cell that does not read is not an entry in a later call either", () => {
    expect(parsedCell("42O")).toBe(parsedCell("42O"));
    expect(typeof parsedCell("42O")).toBe("symbol");
  });
});
