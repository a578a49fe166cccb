// The title rule (docs/rules.md §2) on the column paths: a first row that may be a title, or a
// title beside data, is ruled on by the general reader for the whole call, so the functions Excel
// calls answer exactly as the exact path does. Cases from an outside review.
import { scoreButler, scoreMatchpoints, scoreMultiteam, scoreRanking } from "../../src";
import { scoreButlerAsNumbers, scoreMatchpointsAsNumbers, scoreMultiteamAsNumbers, scoreRankingAsNumbers } from "../../src";
import { expectSameOutcome } from "../helpers/columns";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("§2 the column paths and the exact paths agree on a first row that may be a title", () => {
  test("a title over the pair columns beside a score: RANKING and MULTITEAM are #VALUE! as on the exact path", () => {
    const args = [col(1, 1, 2, 2), col("NS", 2, 1, 2), col("EW", 4, 3, 4), col(420, 400, 100, 50)] as const;
    expect(() => scoreRanking(...args)).toThrow(/^the ranges start on different rows: nspairs starts with the title 'NS'/);
    expectSameOutcome(
      () => scoreRankingAsNumbers(...args),
      () => scoreRanking(...args),
    );
    expectSameOutcome(
      () => scoreMultiteamAsNumbers(...args),
      () => scoreMultiteam(...args),
    );
  });

  test.each([
    [
      "a title and a score in the first row's two entry cells",
      [
        ["NS", 420],
        [420, ""],
        [400, ""],
        [-50, ""],
      ],
      col("Board", 1, 1, 1),
    ],
    [
      "two titles in the first row's entry cells over a board title",
      [
        ["A", "Score"],
        [420, ""],
        [400, ""],
        [-50, ""],
      ],
      col("Board", 1, 1, 1),
    ],
    [
      "a board named without a digit further down, and a bad cell",
      [
        ["NS", 420],
        [420, ""],
        ["42O", ""],
        [100, ""],
        [200, ""],
      ],
      col("Board", 1, 1, "X", "X"),
    ],
  ])("%s: MATCHPOINTS and BUTLERIMP as on the exact path", (_name, entries, boards) => {
    expectSameOutcome(
      () => scoreMatchpointsAsNumbers(entries, boards),
      () => scoreMatchpoints(entries, boards),
    );
    expectSameOutcome(
      () => scoreButlerAsNumbers(entries, boards),
      () => scoreButler(entries, boards),
    );
  });
});
