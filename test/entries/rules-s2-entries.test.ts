import { Fraction, rankSession, scoreMatchpoints, isCellError, scoreButler, scoreCrossImps, scoreSeries } from "../../src";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { parseEntry } from "../../src/entries/notation";
import { formatEntry, signedScore } from "../../src/entries/entryText";
import { describeEntryIn } from "../../addin/i18n/describe";
import { Entry } from "../../src/entries/entry";
import { toNumber } from "../../src/exact";
import { errorOf, inputMessage } from "../helpers/exact";
import { multiteamSession } from "../../src/multiteam/multiteam";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("the task pane's words for an entry (src/entries/entryText.ts, rules §2)", () => {
  test("a signed score: +5, −1 with a real minus, 0 without a sign", () => {
    expect([signedScore(5), signedScore(-1), signedScore(0)]).toEqual(["+5", "\u22121", "0"]);
  });
  test("two equal sides written apart are one side: 'A+/A+' is average plus for both", () => {
    expect(describeEntryIn("en", parseEntry("A+/A+"))).toBe("NS and EW: average plus (60 %).");
    expect(describeEntryIn("en", parseEntry("60%/60%"))).toBe("NS and EW: 60 % (artificial).");
  });
  test("an offenders value that names no side (as the pane may build one) writes and says nothing", () => {
    const entry = { ...parseEntry("50% 420 + 50% 450"), offenders: { ns: false, ew: false } } as Entry;
    expect(formatEntry(entry)).toBe("50% 420 + 50% 450");
    expect(describeEntryIn("en", entry)).toBe("Weighted: 50 % of +420, 50 % of +450.");
  });
});

// docs/performance.md: the column of plain scores is scored straight from the cells, and anything
// else goes to the general reader — with the same answers, errors included, as the exact path.
describe("§2 plain scores: what the fast column path must leave to the general reader", () => {
  const asFloats = (rows: ReturnType<typeof scoreMatchpoints>) =>
    rows.map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));
  // The answer, or the message of the error thrown for the whole call.
  const outcome = (f: () => unknown) => {
    try {
      return f();
    } catch (e) {
      return `thrown: ${(e as Error).message}`;
    }
  };
  const same = (entries: unknown[][], boards?: unknown[][] | null, options?: string) =>
    expect(outcome(() => scoreMatchpointsAsNumbers(entries, boards, options))).toEqual(outcome(() => asFloats(scoreMatchpoints(entries, boards, options))));

  test("numbers no contract scores, out of range, fractional or −0 are not plain scores", () => {
    for (const odd of [421, 1.5, -0, 7610, -7610, 8000]) {
      same(col(420, odd, 450));
      same(col(420, odd, 450, 420), col(1, 1, 2, 2));
    }
    same(col(7600, -7600, 420));
  });

  test("board ids: repeated, interleaved, as text, blank, TRUE, infinite; one board adjusted", () => {
    same(col(420, 450, 420, 100, -50), col(1, 2, 1, 2, 1));
    same(col(420, 450, 420, 100), col(1, "1", 2, " 2 "));
    for (const bad of ["", null, true, Number.POSITIVE_INFINITY, Number.NaN]) same(col(420, 450, 420, 100), col(1, 1, bad, 2));
    same(col(420, "A+", 420, 100, "xyz", 450), col(1, 1, 2, 2, 3, 3));
    same(col(420, 450, 420), col(1, 1));
    same(col(420, 450, 420), col(1, 1, 1), "tables=2");
    same([
      [420, 1],
      [450, 2],
    ]);
    same(col(420, "", 450));
  });
});

describe("ruling: ranges whose first rows disagree — a title beside data (docs/rules.md §2)", () => {
  const MISALIGNED = /^the ranges start on different rows: /;

  test('§2 MATCHPOINTS({420;420;450},{"Board";1;1}) is #VALUE! saying the ranges start on different rows', () => {
    const message = inputMessage(() => scoreMatchpoints(col(420, 420, 450), col("Board", 1, 1)));
    expect(message).toBe("the ranges start on different rows: boards starts with the title 'Board' but entries with 420; select every range from the same row");
    // The function Excel calls (the integer path), BUTLERIMP and CROSSIMP alike.
    expect(() => scoreMatchpointsAsNumbers(col(420, 420, 450), col("Board", 1, 1))).toThrow(MISALIGNED);
    expect(() => scoreButler(col(420, 420, 450), col("Board", 1, 1))).toThrow(MISALIGNED);
    expect(() => scoreCrossImps(col(420, 420, 450), col("Board", 1, 1))).toThrow(MISALIGNED);
  });

  test("§2 the other way round: a title over the entries beside a board number", () => {
    expect(inputMessage(() => scoreMatchpointsAsNumbers(col("Score", 420, 450), col(1, 1, 1)))).toMatch(
      /^the ranges start on different rows: entries starts with the title 'Score' but boards with 1;/,
    );
  });

  test("§2 titles over both, a blank beside a title, and data in both are as before", () => {
    expect(scoreMatchpointsAsNumbers(col("Score", 420, 450), col("Board", 1, 1))[0]).toEqual(["", ""]);
    expect(scoreMatchpointsAsNumbers(col(null, 420, 450), col("Board", 1, 1))[0]).toEqual(["", ""]);
    expect(scoreMatchpointsAsNumbers(col("Score", 420, 450), col(null, 1, 1))[0]).toEqual(["", ""]);
    expect(scoreMatchpointsAsNumbers(col(420, 450), col(1, 1))).toEqual([
      [0, 2],
      [2, 0],
    ]);
  });

  test("§2 a board named without a digit that has other rows is a board, not a title", () => {
    expect(scoreMatchpointsAsNumbers(col(420, 450, 100), col("A", "A", "B"))).toEqual([
      [0, 2],
      [2, 0],
      [0, 0],
    ]);
  });

  test("§2 only the sheet's first row can be a title: a bad cell further down stays its board's error", () => {
    // Board 2's rows go through the general reader on their own; its first row is not the sheet's.
    const rows = scoreMatchpointsAsNumbers(col(420, 450, "Foo"), col(1, 1, 2));
    expect(rows.slice(0, 2)).toEqual([
      [0, 2],
      [2, 0],
    ]);
    expect(errorOf(rows[2]).message).toMatch(/'Foo' is not an entry/);
  });

  describe("§2 RANKING and MULTITEAM: the pair columns", () => {
    const boards = col(1, 1, 2, 2);
    const ns = col(1, 3, 1, 3);
    const ew = col(2, 4, 2, 4);
    const entries = col(420, 450, 100, 110);

    test("§2 a title NS over the pairs beside a score is no pair named NS: the call is #VALUE!", () => {
      const titled = [col(1, 1, 1, 2, 2), col("NS", 1, 3, 1, 3), col("EW", 2, 4, 2, 4), col(420, 450, 100, 110, 120)] as const;
      expect(inputMessage(() => rankSession(...titled))).toBe(
        "the ranges start on different rows: nspairs starts with the title 'NS' but entries with 420; select every range from the same row",
      );
      expect(inputMessage(() => multiteamSession(...titled))).toMatch(/^the ranges start on different rows: nspairs starts with the title 'NS'/);
    });

    test("§2 a title over the scores beside pair numbers is the same error", () => {
      expect(inputMessage(() => rankSession(boards, ns, ew, col("Score", 450, 100, 110)))).toMatch(
        /^the ranges start on different rows: entries starts with the title 'Score' but boards with 1/,
      );
    });

    test("§2 pairs with names are pairs: a name found again further down, or beside a pair number", () => {
      // Jensen plays both boards; Ewan stands once, beside EW pair 2.
      const named = rankSession(boards, col("Jensen", 3, "Jensen", 3), ew, entries);
      expect(named.fields[0].pairs.map((p) => p.pair.label)).toContain("Jensen");
      const once = rankSession(boards, col("Ewan", 3, 1, 3), ew, entries);
      expect(once.fields[0].pairs.map((p) => p.pair.label)).toContain("Ewan");
      // And a name beside a title row's titles is skipped with them, as before.
      const titled = rankSession(col("Board", 1, 1), col("NS", 1, 3), col("EW", 2, 4), col("Score", 420, 450));
      expect(titled.fields[0].pairs).toHaveLength(4);
    });
  });

  describe("§2 SERIESRESULT", () => {
    test("§2 a title over pair numbers beside a percentage, or over percentages beside a pair number, is #VALUE!", () => {
      expect(() => scoreSeries(col("Pair", 1, 2), col(50, 60, 70), col(24, 24, 24))).toThrow(
        /^the ranges start on different rows: pairs starts with the title 'Pair' but percentages with 50/,
      );
      expect(() => scoreSeries(col(1, 2, 1), col("Percentage", 60, 70), col(24, 24, 24))).toThrow(
        /^the ranges start on different rows: percentages starts with the title 'Percentage' but pairs with 1/,
      );
    });

    test("§2 among pairs with names, a name without a digit is a pair beside a percentage; a title row of titles is skipped", () => {
      const table = scoreSeries(col("Olsen", "Hansen", "Berg"), col(50, 60, 70), col(24, 24, 24));
      expect(table.map((r) => r[1])).toEqual(["Pair", "Berg", "Hansen", "Olsen"]);
      const titled = scoreSeries(col("Pair", "Olsen", 1), col("%", 50, 60), col("Boards", 24, 24));
      expect(titled.map((r) => r[1])).toEqual(["Pair", 1, "Olsen"]);
    });

    test("§2 a name found again further down is a pair, so a title over the percentages beside it is misaligned", () => {
      expect(() => scoreSeries(col("Olsen", "Olsen", 2), col("%", 60, 70), col(24, 24, 24))).toThrow(
        /^the ranges start on different rows: percentages starts with the title '%' but pairs with 'Olsen'/,
      );
    });
  });
});
