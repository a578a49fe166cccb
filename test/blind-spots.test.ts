// Session and small-group rules that an audit found unguarded (issue 19: bugs planted in the core
// that no test noticed). Each expectation is worked by hand from the rule it cites.
import { Fraction, scoreMatchpoints } from "../src";
import { rankingTable } from "../src/ranking";
import { show } from "./helpers/exact";
import { Row, pair, rank } from "./helpers/session";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("docs/rules.md §6 Law 12C2(c) at IMPs: P is the pair's average on its table boards only", () => {
  // Pair 1 at NS. Board 1: 620 against 400, 420 (datum 420): +200 → +5. Board 2: 600 against
  // 450, 460 (datum 460): +140 → +4. Board 3: a typed 60% — fixed, (60 − 50)/10 · 3 = +3.
  // Board 4: A+ = max(+3, P) with P = (5 + 4)/2 = 4.5 over the two table boards; the typed
  // 60% is not a table result and does not enter P. Total 5 + 4 + 3 + 4.5 = 33/2.
  const rows: Row[] = [
    [1, 1, 2, 620], [1, 3, 4, 400], [1, 5, 6, 420],
    [2, 1, 2, 600], [2, 3, 4, 450], [2, 5, 6, 460],
    [3, 1, 2, "60%"], [3, 3, 4, 400], [3, 5, 6, 420],
    [4, 1, 2, "A+"], [4, 3, 4, 400], [4, 5, 6, 420],
  ];

  test("§6 a typed 60% plus A+: A+ follows the table boards' 4.5 IMPs, total 33/2 (not 18)", () => {
    const p = pair(rank(rows, "scoring=butler"), 1);
    expect(p.score.equals(new Fraction(33, 2))).toBe(true);
    expect(p.boards).toBe(4);
  });

  test("§6 at matchpoints likewise: a typed 60% does not enter the pair's session percentage", () => {
    // Board 1 and 2: pair 1 tops (4 of 4 on the mp grid, N = 3): P = 100 %. Board 3 typed 60 %:
    // 2.4. Board 4: A+ = max(60 %, 100 %) = 4. Total 4 + 4 + 2.4 + 4 = 14.4 of 16 = 90 %.
    const p = pair(rank(rows), 1);
    expect(p.score.equals(new Fraction(72, 5))).toBe(true);
    expect(p.percent!.equals(90)).toBe(true);
  });
});

describe("docs/rules.md §6 corrections are in the units of the Score column", () => {
  // One board, two tables (N = 2): on the acbl scale the top is 1. Pair 1 (NS 420 against 450)
  // scores 0 of 1. A correction of +0.5 in Score units is half a top: 50 %.
  const rows: Row[] = [
    [1, 1, 2, 420],
    [1, 3, 4, 450],
  ];

  test("§6 scale=acbl: +0.5 brings pair 1 to Score 0.5 of Max 1, 50 % (not 25 %)", () => {
    const ranking = rank(rows, "scale=acbl", [[1, 0.5]]);
    expect(pair(ranking, 1).percent!.equals(50)).toBe(true);
    const line = rankingTable(ranking).find((r) => r[1] === 1)!;
    expect((line[3] as Fraction).equals(new Fraction(1, 2))).toBe(true);
    expect((line[4] as Fraction).equals(1)).toBe(true);
  });

  test("§6 scale=mp: +1 is half of the top 2, also 50 %", () => {
    expect(pair(rank(rows, "", [[1, 1]]), 1).percent!.equals(50)).toBe(true);
  });
});

describe("docs/rules.md §6 at IMPs pairs with unequal boards rank by IMPs per board", () => {
  // Board 1 and 2 at two tables, board 3 at three: pair 5 plays only board 3. Butler datums:
  // board 1 (420, 450): 440; board 2 (100, 140): 120; board 3 (420, 400, 980): no trim → 600
  // (1800/3). Pair 1 NS: 420 − 440 → −1; 100 − 120 → −1; 420 − 600 = −180 → −5: −7 over 3.
  // Pair 3 NS: 450 − 440 → 0; 140 − 120 → +1: +1 over 2. Pair 5 NS: 980 − 600 = +380 → +9 over 1.
  const rows: Row[] = [
    [1, 1, 2, 420], [1, 3, 4, 450],
    [2, 1, 2, 100], [2, 3, 4, 140],
    [3, 1, 2, 420], [3, 7, 8, 400], [3, 5, 6, 980],
  ];

  test("§6 the order is by IMPs per board, highest first", () => {
    const table = rankingTable(rank(rows, "scoring=butler")).slice(1);
    const order = table.map((r) => r[1]);
    // Per board: 5: +9, 8: +5 (EW of 400 − 600), 2: +7/3, 3: +1/2, 4: −1/2, 1: −7/3, 7: −5, 6: −9.
    const per = (id: number) => pair(rank(rows, "scoring=butler"), id).percent!.valueOf();
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(order).toEqual([...ids].sort((a, b) => per(b) - per(a)));
    expect(order).toEqual([5, 8, 2, 3, 4, 1, 7, 6]);
  });
});

describe("docs/rules.md §4.4 smallgroups=acbl: a group of 3 against a group of 3 is Neubergised", () => {
  test("§4.4 3 and 3: the top of each group gets Neuberg's 9/1 of top 10 (N = 6), not 70 %/50 %'s 7/5", () => {
    const got = show(scoreMatchpoints(col("420 @1", "450 @1", "400 @1", "-50 @2", "100 @2", "-100 @2"), null, "smallgroups=acbl"));
    // 450 @1 beats 2 of 2: raw 4 → (4 + 1)·6/3 − 1 = 9; EW raw 0 → (0 + 1)·2 − 1 = 1.
    expect(got[1]).toEqual(["9", "1"]);
    // 420 @1 beats 1: raw 2 → 3·2 − 1 = 5; 400 @1: raw 0 → 1 / 9.
    expect(got[0]).toEqual(["5", "5"]);
    expect(got[2]).toEqual(["1", "9"]);
    expect(got[4]).toEqual(["9", "1"]);
  });

  test("§4.4 3 against 4: the smaller group of 3 gets the fixed 70/60/50 %", () => {
    const got = show(scoreMatchpoints(col("420 @1", "450 @1", "400 @1", "430 @1", "-50 @2", "100 @2", "-100 @2"), null, "smallgroups=acbl"));
    // N = 7, top 12: 100 @2 tops its group: 70 % = 42/5; EW 50 % = 6.
    expect(got[5]).toEqual(["42/5", "6"]);
  });
});
