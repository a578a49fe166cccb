// The rulings of the second outside review (issue 27), each tested from the ruling's text and the
// section of docs/rules.md that states it, with values worked by hand.
import { scoreButler, scoreCrossImps, scoreDatums, scoreMatchpoints, scoreSeries } from "../src";
import { scoreMatchpointsAsNumbers } from "../src/fastpath";
import { multiteamSession } from "../src/multiteam";
import { rankSession } from "../src/ranking";
import { errorOf, inputMessage, show } from "./helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("ruling: ranges whose first rows disagree — a title beside data (docs/rules.md §2)", () => {
  const MISALIGNED = /^the ranges start on different rows: /;

  test("§2 MATCHPOINTS({420;420;450},{\"Board\";1;1}) is #VALUE! saying the ranges start on different rows", () => {
    const message = inputMessage(() => scoreMatchpoints(col(420, 420, 450), col("Board", 1, 1)));
    expect(message).toBe("the ranges start on different rows: boards starts with the title 'Board' but entries with 420; select every range from the same row");
    // The function Excel calls (the integer path), BUTLERIMP and CROSSIMP alike.
    expect(() => scoreMatchpointsAsNumbers(col(420, 420, 450), col("Board", 1, 1))).toThrow(MISALIGNED);
    expect(() => scoreButler(col(420, 420, 450), col("Board", 1, 1))).toThrow(MISALIGNED);
    expect(() => scoreCrossImps(col(420, 420, 450), col("Board", 1, 1))).toThrow(MISALIGNED);
  });

  test("§2 the other way round: a title over the entries beside a board number", () => {
    expect(inputMessage(() => scoreMatchpointsAsNumbers(col("Score", 420, 450), col(1, 1, 1)))).toMatch(/^the ranges start on different rows: entries starts with the title 'Score' but boards with 1;/);
  });

  test("§2 titles over both, a blank beside a title, and data in both are as before", () => {
    expect(scoreMatchpointsAsNumbers(col("Score", 420, 450), col("Board", 1, 1))[0]).toEqual(["", ""]);
    expect(scoreMatchpointsAsNumbers(col(null, 420, 450), col("Board", 1, 1))[0]).toEqual(["", ""]);
    expect(scoreMatchpointsAsNumbers(col("Score", 420, 450), col(null, 1, 1))[0]).toEqual(["", ""]);
    expect(scoreMatchpointsAsNumbers(col(420, 450), col(1, 1))).toEqual([[0, 2], [2, 0]]);
  });

  test("§2 a board named without a digit that has other rows is a board, not a title", () => {
    expect(scoreMatchpointsAsNumbers(col(420, 450, 100), col("A", "A", "B"))).toEqual([[0, 2], [2, 0], [0, 0]]);
  });

  test("§2 only the sheet's first row can be a title: a bad cell further down stays its board's error", () => {
    // Board 2's rows go through the general reader on their own; its first row is not the sheet's.
    const rows = scoreMatchpointsAsNumbers(col(420, 450, "Foo"), col(1, 1, 2));
    expect(rows.slice(0, 2)).toEqual([[0, 2], [2, 0]]);
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
      expect(inputMessage(() => rankSession(boards, ns, ew, col("Score", 450, 100, 110)))).toMatch(/^the ranges start on different rows: entries starts with the title 'Score' but boards with 1/);
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

describe("ruling: the datum function on rows scored against no datum, on fouled boards (docs/rules.md §7)", () => {
  // Group @1: 420, 450 → mean 435 → datum 440 (fewer than three rows: nothing trimmed). Group @2:
  // −50, 100 → mean 25 → datum 30 (halves away from zero).
  const fouled = ["420 @1", "450 @1", "-50 @2", "100 @2"];

  test("§7 a not-played row without a group on a board with two datums is a blank cell, not 'no datum'", () => {
    expect(scoreDatums(col(...fouled, "NP"))).toEqual([[440], [440], [30], [30], [""]]);
    // Artificial on both sides needs no datum either.
    expect(scoreDatums(col(...fouled, "A+")).at(-1)).toEqual([""]);
  });

  test("§7 a not-played row marked @group shows its group's datum", () => {
    expect(scoreDatums(col(...fouled, "NP @2", "NP @1")).slice(4)).toEqual([[30], [440]]);
  });

  test("§7 the board's datum when it has one: one group, or the rows without a marker", () => {
    expect(scoreDatums(col("420 @1", "450 @1", "NP")).at(-1)).toEqual([440]);
    // Rows without a marker are a group of their own, with its own datum; the NP row is in it.
    expect(scoreDatums(col("420", "450", "-50 @2", "NP")).map((r) => r)).toEqual([[440], [440], [-50], [440]]);
  });

  test("§7 an NP row marked with a group that has no datum goes by the board's", () => {
    expect(scoreDatums(col(...fouled, "NP @3"))[4]).toEqual([""]);
    expect(scoreDatums(col("420", "450", "NP @2"))[2]).toEqual([440]);
  });

  test("§7 'no datum' only where there is none: a board without table results, the artificial rows of a group without them", () => {
    expect(errorOf(scoreDatums(col("NP", "A+"))[0]).message).toMatch(/the board has no datum/);
    expect(errorOf(scoreDatums(col(...fouled, "A+ @3"))[4]).message).toMatch(/group @3 has no datum/);
  });
});

describe("ruling: smallgroups=acbl counts only the groups that have a result (docs/rules.md §4.4)", () => {
  // Three tables, N = 3, top 4.
  test("§4.4 {\"A+ @2\";\"170 @1\";\"420 @1\"}: group 2, artificial only, is no group — group 1 is Neubergised", () => {
    // Group 1 alone: 420 beats 170, raw 2 of one comparison → (2 + 1) · 3/2 − 1 = 3.5; 170 → 0.5.
    // The A+ row: 60 % of 4 = 2.4. Were group 2 a group, group 1 (two rows) would get 65/55 %: 2.6/2.2.
    const expected = [[2.4, 2.4], [0.5, 3.5], [3.5, 0.5]];
    const rows = col("A+ @2", "170 @1", "420 @1");
    expect(scoreMatchpointsAsNumbers(rows, null, "smallgroups=acbl")).toEqual(expected);
    expect(show(scoreMatchpoints(rows, null, "smallgroups=acbl"))).toEqual([["12/5", "12/5"], ["1/2", "7/2"], ["7/2", "1/2"]]);
    expect(scoreMatchpointsAsNumbers(col("A+ @2", "NP @2", "170 @1", "420 @1"), null, "profile=acbl")).toEqual(
      scoreMatchpointsAsNumbers(col("A+ @2", "NP @2", "170 @1", "420 @1"), null, "profile=acbl; smallgroups=neuberg"),
    );
  });

  test("§4.4 a group with a result does count: 65/55 % for the group of two, 60 % for the group of one", () => {
    expect(scoreMatchpointsAsNumbers(col("170 @1", "420 @1", "-50 @2"), null, "smallgroups=acbl")).toEqual([[2.2, 2.6], [2.6, 2.2], [2.4, 2.4]]);
  });

  test("§4.4 each direction counts its own groups: A+/450 @2 is a group for East-West only", () => {
    // NS: group 2 has no NS result, group 1 is Neubergised (0.5, 3.5). EW: group 2 (the EW side
    // 450) is a group of one, 60 % = 2.4; group 1's two rows get 55 % and 65 % (2.2, 2.6).
    expect(scoreMatchpointsAsNumbers(col("A+/450 @2", "170 @1", "420 @1"), null, "smallgroups=acbl")).toEqual([[2.4, 2.4], [0.5, 2.6], [3.5, 2.2]]);
  });
});

describe("corrections add up: several rows for one pair (docs/rules.md §6, §9)", () => {
  // Two boards, two tables each, N = 2, top 2. Board 1: NS 1 v EW 2 420, NS 3 v EW 4 450.
  // Board 2: NS 1 v EW 2 100, NS 3 v EW 4 110. Pair 1 loses both (0 of 4), pair 3 wins both (4 of 4).
  const session = [col(1, 1, 2, 2), col(1, 3, 1, 3), col(2, 4, 2, 4), col(420, 450, 100, 110)] as const;
  const result = (corrections: unknown[][], options = "") => {
    const pairs = rankSession(...session, options, corrections).fields[0].pairs;
    return (id: number) => {
      const p = pairs.find((x) => x.pair.label === id)!;
      return [p.score.toFraction(), p.percent!.toFraction()];
    };
  };

  test("§6 RANKING: matchpoint rows add up before the percentage, percentage-point rows after, another pair's rows between them", () => {
    const of = result([
      [1, 1, null],
      [3, -1, null],
      [1, 2, null],
      [1, null, 1.5],
      [1, 0, 2],
    ]);
    // Pair 1: 0 + 1 + 2 = 3 of 4 = 75 %, + 1.5 + 2 points = 78.5 %. Pair 3: 4 − 1 = 3, 75 %.
    expect(of(1)).toEqual(["3", "157/2"]);
    expect(of(3)).toEqual(["3", "75"]);
    // Pairs without corrections are untouched.
    expect(of(2)).toEqual(["4", "100"]);
  });

  test("§6 RANKING: on the acbl scale the rows add up in its units (halves of the mp grid)", () => {
    // Top 1 a board on acbl: pair 1 gets 0.5 + 0.5 = 1 acbl matchpoint = 2 on the mp grid, 2 of 4 = 50 %.
    const of = result(
      [
        [1, 0.5],
        [1, 0.5],
      ],
      "scale=acbl",
    );
    expect(of(1)).toEqual(["2", "50"]);
  });

  test("§9 MULTITEAM: VP rows for one pair add up", () => {
    // One match a pair: pair 1 against pair 3 over two boards, IMP(−30) + IMP(−10) = −1 + 0 → 9.14
    // VP on the 2-board scale (20 − 10.86); + 1 + 0.5 + 0.25 = 10.89.
    const once = multiteamSession(...session, "", [[1, 1]]).pairs.find((p) => p.pair.label === 1)!;
    const thrice = multiteamSession(...session, "", [[1, 1], [3, 0], [1, 0.5], [1, 0.25]]).pairs.find((p) => p.pair.label === 1)!;
    expect(thrice.vp.sub(once.vp).toFraction()).toBe("3/4");
    expect(thrice.vp.toFraction()).toBe("1089/100");
  });
});
