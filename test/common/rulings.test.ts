// The eight rulings of an independent review, each tested from the ruling's text and
// the rule it cites, with values worked by hand.
import { Fraction, isCellError, parseEntry, scoreButler, scoreCrossImps, scoreMatchpoints, scoreSeries } from "../../src";
import { rankSession, rankingTable } from "../../src/ranking/ranking";
import { toNumber } from "../../src/exact";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { errorOf, show, thrown } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("ruling 1 — BUTLERIMP: a board or group without a datum spoils only its score-bearing adjusted rows (docs/rules.md §7)", () => {
  test("§7 artificial rows still score: A+ is +3/+3 IMPs; the datum-less split row alone is an error naming it", () => {
    const rows = scoreButler(col("A+", "450/-420"));
    // Law 12C2: (60 − 50)/10 · 3 = +3 for each side.
    expect(show([rows[0]])).toEqual([["3", "3"]]);
    const e = errorOf(rows[1]);
    expect(e.row).toBe(1);
    expect(e.message).toMatch(/the board has no table result to (form|take) a datum/);
  });

  test("§7 with a second board, board 1's artificial row scores and board 2 is untouched", () => {
    const rows = scoreButler(col("A+", "450/-420", 420, 450), col(1, 1, 2, 2));
    expect(show([rows[0]])).toEqual([["3", "3"]]);
    expect(errorOf(rows[1]).row).toBe(1);
    // Board 2: datum (420 + 450)/2 = 435 → 440: −20 → −1, +10 → 0.
    expect(show(rows.slice(2))).toEqual([
      ["-1", "1"],
      ["0", "0"],
    ]);
  });

  test("§7 / §4.4 a datum-less group: the ordinary group keeps its datum, the group's A+ scores, the message names the bad cell", () => {
    const rows = scoreButler(col(420, -50, "A+ @2", "450/-420 @2"));
    // Rows without @: 420 and −50, no trim with two: 370/2 = 185 → 190. 420 − 190 = 230 → +6; −240 → −6.
    expect(show(rows.slice(0, 3))).toEqual([
      ["6", "-6"],
      ["-6", "6"],
      ["3", "3"],
    ]);
    const e = errorOf(rows[3]);
    expect(e.row).toBe(3);
    expect(e.message).toMatch(/group @2 has no table result/);
  });

  test("§7 RANKING with scoring=butler names the one bad cell", () => {
    const e = thrown(() => rankSession(col(1, 1, 1, 2, 2), col(1, 3, 5, 1, 3), col(2, 4, 6, 2, 4), col(420, 450, 400, "A+", "450/-420"), "scoring=butler"));
    expect(e.cell.range).toBe("entries");
    expect(e.cell.row).toBe(4);
    expect(e.message).toMatch(/no table result/);
  });
});

/** A results table as plain values, Fractions as numbers. */
const plain = (table: unknown[][]) => table.map((r) => r.map((c) => (c instanceof Fraction ? c.valueOf() : c)));

describe("ruling 2 — RANKING at IMPs ranks by IMPs per board, then total, then pair id (docs/rules.md §6)", () => {
  // Every table result is 420: 0 IMPs. Pairs 3 and 4 do not play board 3 (NP). Corrections
  // (in IMPs at IMPs) give pair 1 +12 over 3 boards (4 a board) and pair 3 +10 over 2 (5 a board).
  const session = {
    boards: col(1, 1, 2, 2, 3, 3, 3),
    ns: col(1, 3, 1, 3, 1, 3, 5),
    ew: col(2, 4, 2, 4, 2, 4, 6),
    entries: col(420, 420, 420, 420, 420, "NP", 420),
  };
  const table = (options: string, corrections: unknown[][]) =>
    plain(rankingTable(rankSession(session.boards, session.ns, session.ew, session.entries, options, corrections)));

  test.each(["scoring=butler", "scoring=ximp"])("§6 %s: +10 over 2 boards ranks above +12 over 3", (options) => {
    const rows = table(options, [
      [1, 12],
      [3, 10],
    ]);
    expect(rows.slice(1, 3)).toEqual([
      [1, 3, 2, 10, 2, 5],
      [2, 1, 3, 12, 3, 4],
    ]);
  });

  test("§6 equal IMPs per board: the higher total first, sharing the rank; then the pair id", () => {
    // Pair 1: 12 over 3, pair 3: 8 over 2, both 4 a board; pair 2: 0 over 3 and pair 4: 0 over 2.
    const rows = table("scoring=butler", [
      [1, 12],
      [3, 8],
    ]);
    expect(rows.slice(1, 3)).toEqual([
      ["=1", 1, 3, 12, 3, 4],
      ["=1", 3, 2, 8, 2, 4],
    ]);
  });
});

describe("ruling 3 — boards has the shape of entries: one id per row (docs/rules.md §2)", () => {
  test("§2 a board-id row beside an entries column is #VALUE! saying the shapes differ, never transposed", () => {
    expect(() => scoreMatchpoints(col(420, 450, -50), [[1, 2, 2]])).toThrow(/boards is 1×3 but entries is 3×1/);
    // And through the function Excel calls (the integer path).
    expect(() => scoreMatchpointsAsNumbers(col(420, 450, -50), [[1, 2, 2]])).toThrow(/boards is 1×3 but entries is 3×1/);
    expect(() => rankSession([[1, 1]], col(1, 3), col(2, 4), col(420, 450))).toThrow(/boards is 1×2 but entries is 2×1/);
  });

  test("§2 a one-row entries range takes a single board-id cell", () => {
    expect(show(scoreMatchpoints([[420, -420]], [[1]]))).toEqual([["0", "0"]]);
  });
});

describe("ruling 4 — within equal percentages, order by the Score shown, then pair id (docs/rules.md §6)", () => {
  // Every result is 420: every pair 50 %. Pairs 5 and 6 play both boards, the others one.
  const args = [col(1, 1, 1, 2, 2), col(1, 3, 5, 5, 7), col(2, 4, 6, 6, 8), col(420, 420, 420, 420, 420)] as const;
  const listed = (options: string) =>
    plain(rankingTable(rankSession(...args, options)))
      .slice(1)
      .map((r) => [r[0], r[1], r[3]]);

  test("§6 profile=dbf (parpoints): every Score shows 0, so the pairs are listed by id", () => {
    expect(listed("profile=dbf")).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((id) => ["=1", id, 0]));
  });

  test("§6 scale=mp: the Score shown differs (4 for two boards at average, 2 for one), so it orders the shared rank", () => {
    // N = 3 on both boards (board 2 brought to the session's N): average 2 per board.
    expect(listed("").map((r) => r[1])).toEqual([5, 6, 1, 2, 3, 4, 7, 8]);
  });
});

describe("ruling 5 — a value exactly on the average has no direction: it rounds half up (docs/rules.md §5)", () => {
  const mp = (entries: unknown[], options: string) => show(scoreMatchpoints(col(...entries), null, options));

  test.each(["away", "toward", "up"])("§5 scale=acbl, N = 4, decimals=0, round=%s: the average 1.5 shows 2", (round) => {
    // Four equal results: each ties three, 1.5 of a top of 3 — exactly the average.
    expect(mp([420, 420, 420, 420], `scale=acbl; decimals=0; round=${round}`)).toEqual(Array(4).fill(["2", "2"]));
  });

  test("§5 halves off the average keep their direction: 2.5 and 0.5 on the acbl scale", () => {
    // 420, 420 beat two and tie one: 2.5; 100, 100: 0.5 (NS); EW the other way round.
    expect(mp([420, 420, 100, 100], "scale=acbl; decimals=0; round=away")).toEqual([
      ["3", "0"],
      ["3", "0"],
      ["0", "3"],
      ["0", "3"],
    ]);
    expect(mp([420, 420, 100, 100], "scale=acbl; decimals=0; round=toward")).toEqual([
      ["2", "1"],
      ["2", "1"],
      ["1", "2"],
      ["1", "2"],
    ]);
  });
});

describe("ruling 6 — NP may carry a fouled-board group marker, which changes nothing (docs/rules.md §4.4)", () => {
  test("§4.4 'NP @A' is a not-played row; a fouled board marked on every row scores as without the NP's marker", () => {
    // The entry keeps its marker for the datum function (docs/rules.md §7); no score uses it.
    expect(parseEntry("NP @A")).toEqual({ kind: "np", group: "A" });
    expect(parseEntry("np @2")).toEqual({ kind: "np", group: "2" });
    const marked = show(scoreMatchpoints(col("420 @1", "450 @1", "-50 @2", "-100 @2", "NP @2")));
    const unmarked = show(scoreMatchpoints(col("420 @1", "450 @1", "-50 @2", "-100 @2", "NP")));
    expect(marked).toEqual(unmarked);
    expect(marked[4]).toEqual(["NP", "NP"]);
  });

  test("§4.4 NP still refuses an offender or link marker, and other parts", () => {
    expect(() => parseEntry("NP !NS")).toThrow(/not played/);
    expect(() => parseEntry("NP ~1")).toThrow(/not played/);
    expect(() => parseEntry("NP @A @B")).toThrow(/not played|twice/);
    expect(() => parseEntry("NP 420")).toThrow(/not played/);
  });
});

describe("ruling 7 — a title in the first row of an entries, boards or pairs range is skipped (docs/rules.md §2)", () => {
  const board = [420, 450, -50, 100];
  const alone = show(scoreMatchpoints(col(...board)));

  test.each(["Score", "NS score", "Uitslag"])("§2 MATCHPOINTS: a first-row title '%s' gives a blank row; the board scores as without it", (title) => {
    expect(show(scoreMatchpoints(col(title, ...board)))).toEqual([["", ""], ...alone]);
  });

  test("§2 with a boards range: both titles skipped; BUTLERIMP and CROSSIMP alike", () => {
    expect(show(scoreMatchpoints(col("Score", ...board), col("Board", 1, 1, 1, 1)))).toEqual([["", ""], ...alone]);
    expect(show(scoreButler(col("NS score", ...board), col("Board", 1, 1, 1, 1)))).toEqual([["", ""], ...show(scoreButler(col(...board)))]);
    expect(show(scoreCrossImps(col("Score", ...board), col("Board", 1, 1, 1, 1)))).toEqual([["", ""], ...show(scoreCrossImps(col(...board)))]);
  });

  test("§2 the function Excel calls (the integer path, plain columns included) skips the same titles", () => {
    const floats = (rows: ReturnType<typeof scoreMatchpoints>) =>
      rows.map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));
    const cases: [unknown[][], unknown[][] | null][] = [
      [col("Score", ...board), null],
      [col("Score", ...board), col("Board", 1, 1, 1, 1)],
      [col("Score", ...board, 50, 50), col("Board", 1, 1, 1, 1, 2, 2)],
      [col(null, ...board), col("Board", 1, 1, 1, 1)],
    ];
    for (const [entries, boards] of cases) {
      const got = scoreMatchpointsAsNumbers(entries, boards);
      expect(got[0]).toEqual(["", ""]);
      expect(got).toEqual(floats(scoreMatchpoints(entries, boards)));
    }
    expect(scoreMatchpointsAsNumbers(col("Score", ...board), col("Board", 1, 1, 1, 1)).slice(1)).toEqual(floats(scoreMatchpoints(col(...board))));
  });

  test("§2 two columns NS, EW with their titles", () => {
    expect(show(scoreMatchpoints([["NS", "EW"], ...board.map((s) => [s, null])]))).toEqual([["", ""], ...alone]);
  });

  test("§2 a cell with digits in the first row is still an entry: '42O' is an error; a title below the first row is an error", () => {
    expect(errorOf(scoreMatchpoints(col("42O", ...board))[0]).message).toMatch(/'42O' is not a score/);
    expect(isCellError(scoreMatchpoints(col(420, "Score", 450))[1])).toBe(true);
  });

  test("§2 RANKING with the title row of every range selected ranks as without it", () => {
    const cols = [col(1, 1, 2, 2), col(1, 3, 1, 3), col(2, 4, 2, 4), col(420, 450, 100, 110)] as const;
    const titled = cols.map((c, i) => [[["Board", "NS", "EW", "Score"][i]], ...c]) as unknown as typeof cols;
    expect(plain(rankingTable(rankSession(...titled)))).toEqual(plain(rankingTable(rankSession(...cols))));
  });

  test("§2 SERIESRESULT with a title row ranks as without it", () => {
    const plainSeries = scoreSeries(col(1, 2, 1), col(50, 60, 70), col(24, 24, 24));
    expect(plain(scoreSeries(col("Pair", 1, 2, 1), col("Percentage", 50, 60, 70), col("Boards", 24, 24, 24)))).toEqual(plain(plainSeries));
  });
});

describe("ruling 8 — percentages as Excel stores them (docs/rules.md §6)", () => {
  // The Bridge-It example: 45 % over 24, 66 % over 20, 50 % over 24 → 3600/68 = 900/17 %.
  const pairs = col(1, 1, 1);
  const boards = col(24, 20, 24);
  const standing = (percentages: unknown[][], options?: string) => plain(scoreSeries(pairs, percentages, boards, options))[1];

  test("§6 every percentage between 0 and 1: they are fractions, 0.45 = 45 %", () => {
    expect(standing(col(0.45, 0.66, 0.5))).toEqual(standing(col(45, 66, 50)));
    expect(standing(col(0.45, 0.66, 0.5))[4]).toBeCloseTo(900 / 17, 12);
    // A substitute session typed as text beside Excel fractions, and 1 as 100 %.
    expect(standing(col(0.45, "0.66 S", 1))[4]).toBeCloseTo((45 * 24 + 66 * 20 + 100 * 24) / 68, 12);
  });

  test("§6 a mix of fractions and percentages is #VALUE! naming the first cell that does not fit", () => {
    const e = thrown(() => scoreSeries(col(1, 1, 2, 2), col(45, 66, 0.5, 0.6), col(24, 20, 24, 24)));
    expect(e.cell).toMatchObject({ range: "percentages", row: 2 });
    const f = thrown(() => scoreSeries(col(1, 1, 2), col(0.45, "66%", 0.5), col(24, 20, 24)));
    expect(f.cell).toMatchObject({ range: "percentages", row: 1 });
  });

  test("§6 SERIESRESULT pct=fraction answers 0.5 for 50 %, so Excel's % format shows it", () => {
    const rows = plain(scoreSeries(col(1, 2), col(50, 60), col(24, 24), "pct=fraction"));
    expect(rows.slice(1).map((r) => r[4])).toEqual([0.6, 0.5]);
    // decimals= counts the places of the percentage: 900/17 % = 52.94 % → 0.5294.
    expect(standing(col(45, 66, 50), "pct=fraction; decimals=2")[4]).toBe(0.5294);
  });

  test("§6 RANKING pct=fraction answers the % column as a fraction", () => {
    const args = [col(1, 1), col(1, 3), col(2, 4), col(420, 450)] as const;
    const percentOf = (options: string) =>
      plain(rankingTable(rankSession(...args, options)))
        .slice(1)
        .map((r) => r[5]);
    expect(percentOf("")).toEqual([100, 100, 0, 0]);
    expect(percentOf("pct=fraction")).toEqual([1, 1, 0, 0]);
  });
});
