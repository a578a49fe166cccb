// Rules that the December 2026 mutation run (npm run mutate, README "Mutation testing") left
// unguarded after test/mutation-gaps.test.ts. Expectations are worked by hand from the rule cited.
import { Fraction, rankSession, rankingTable, scoreMatchpoints, weightedScore } from "../src";
import { fastBoardCells, scoreMatchpointsAsNumbers } from "../src/fastpath";
import { parseEntry } from "../src/notation";
import { MATCHPOINT_KEYS, SERIES_KEYS, parseOptions } from "../src/options";
import { isPossibleScore, score } from "../src/contract";
import { formatEntry, signedScore } from "../src/describe";
import { describeEntryIn } from "../addin/i18n/describe";
import { BridgeInputError } from "../src/errors";
import { Entry } from "../src/entry";
import { toNumber } from "../src/exact";
import { show, thrown } from "./helpers/exact";
import { Row, pair, rank } from "./helpers/session";
import { comparePairs, pairId } from "../src/seating";
import fc from "fast-check";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("docs/rules.md §4.4 smallgroups=acbl gives way to missing=tie", () => {
  // N = 8, top 14. Group 1: five rows; group 2: three rows, the smaller group, which
  // smallgroups=acbl alone would give 70/60/50 % (9.8, 8.4, 7).
  const board = col("130 @1", "120 @1", "110 @1", "100 @1", "50 @1", "300 @2", "200 @2", "150 @2");

  test("§4.4 with missing=tie every group is scored with ties: 300 @2 beats 2 (4) and ties 5 (5) = 9", () => {
    const got = show(scoreMatchpoints(board, null, "smallgroups=acbl; missing=tie"));
    expect(got.slice(5)).toEqual([["9", "5"], ["7", "7"], ["5", "9"]]);
    // Group 1's top: beats 4 (8) and ties 3 (3) = 11.
    expect(got[0]).toEqual(["11", "3"]);
  });

  test("§4.4 the same board under smallgroups=acbl alone gives the fixed percentages", () => {
    const got = show(scoreMatchpoints(board, null, "smallgroups=acbl"));
    expect(got.slice(5)).toEqual([["49/5", "7"], ["42/5", "42/5"], ["7", "49/5"]]);
  });
});

describe("docs/rules.md §6 equal results are listed by pair id: numbers in order, then names", () => {
  test("§6 ids 10, 9, '#1', 'b', 'A', 2 all at 50 %: 2, 9, 10, '#1', 'A', 'b'", () => {
    const rows: Row[] = [[1, 10, 9, 420], [1, "#1", "b", 420], [1, "A", 2, 420]];
    const order = rankingTable(rank(rows)).slice(1).map((r) => r[1]);
    expect(order).toEqual([2, 9, 10, "#1", "A", "b"]);
  });

  test("§6 a field of 64 named pairs at 50 % is in the order of the names, whatever the seating", () => {
    const names = Array.from({ length: 64 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);
    // Seat them in a scrambled order (a fixed permutation: 37 is prime to 64).
    const seated = names.map((_, i) => names[(i * 37) % 64]);
    const rows: Row[] = [];
    for (let t = 0; t < 32; t++) rows.push([1, seated[2 * t], seated[2 * t + 1], 420]);
    const order = rankingTable(rank(rows)).slice(1).map((r) => r[1]);
    expect(order).toEqual(names);
  });

  test("§6 numbers inside names count as numbers: Team 2 before Team 10, whatever the seating", () => {
    const names = Array.from({ length: 64 }, (_, i) => `Team ${i + 1}`);
    const seated = names.map((_, i) => names[(i * 37) % 64]);
    const rows: Row[] = [];
    for (let t = 0; t < 32; t++) rows.push([1, seated[2 * t], seated[2 * t + 1], 420]);
    const order = rankingTable(rank(rows)).slice(1).map((r) => r[1]);
    expect(order).toEqual(names);
  });

  test("§6 names in order: digits before letters, case ignored, leading zeros only break a tie", () => {
    const rows: Row[] = [[1, "b2", "B10", 420], [1, "a 7", "A07", 420], [1, "9a", "x", 420], [1, "A", "10a", 420], [1, "A7", "c", 420]];
    const order = rankingTable(rank(rows)).slice(1).map((r) => r[1]);
    expect(order).toEqual(["9a", "10a", "A", "A07", "A7", "a 7", "b2", "B10", "c", "x"]);
  });

  test("§6 comparing pair ids is an order: antisymmetric, transitive, equal only for the same id", () => {
    const id = fc.oneof(
      fc.integer({ min: -3, max: 120 }),
      fc.string({ unit: fc.constantFrom("0", "1", "2", "9", " ", "-", "a", "B", "é"), maxLength: 6 }),
    );
    fc.assert(
      fc.property(id, id, id, (a, b, c) => {
        const [x, y, z] = [a, b, c].map((v) => (String(v).trim() === "" ? pairId("?") : pairId(v)));
        expect(Math.sign(comparePairs(x, y)) + Math.sign(comparePairs(y, x))).toBe(0);
        expect(comparePairs(x, y) === 0).toBe(x.key === y.key);
        if (comparePairs(x, y) <= 0 && comparePairs(y, z) <= 0) expect(comparePairs(x, z)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  test("§6 text ids match ignoring case the Unicode way: Straße and STRASSE are one pair", () => {
    const rows: Row[] = [[1, "Straße", 2, 420], [1, 3, 4, 400], [2, "STRASSE", 3, 100], [2, 2, 4, 50]];
    const p = pair(rank(rows), "Straße"); // the top on both boards (2 + 2), as one pair
    expect(p.score.toFraction()).toBe("4");
    expect(p.boards).toBe(2);
  });
});

describe("docs/rules.md §5.2 and §7 linked artificial IMPs under dbf are rounded once per pair", () => {
  // Two Butler boards; pair 1 (NS) gets 33 % on both. dbf: k = 2, so 33 % is (33 − 50)/10 · 2 =
  // −3.4 IMPs a board. Each alone rounds away from zero to −4 (−8 in all); linked, −6.8 → −7.
  function session(entry: string): Row[] {
    const rows: Row[] = [];
    for (const board of [1, 2]) rows.push([board, 1, 2, entry], [board, 3, 4, 420], [board, 5, 6, 450], [board, 7, 8, 400]);
    return rows;
  }

  test("§5.2 linked: −3.4 − 3.4 = −6.8 → −7", () => {
    expect(pair(rank(session("33%~1"), "profile=dbf; scoring=butler"), 1).score.equals(-7)).toBe(true);
  });

  test("§7 unlinked: −4 − 4 = −8", () => {
    expect(pair(rank(session("33%"), "profile=dbf; scoring=butler"), 1).score.equals(-8)).toBe(true);
  });

  test("§7 under wbf (k = 3) linked or not they stay exact: −5.1 · 2 = −10.2", () => {
    expect(pair(rank(session("33%~1"), "scoring=butler"), 1).score.equals(new Fraction(-102, 10))).toBe(true);
  });
});

describe("docs/rules.md §6 Mitchell corrections name the field: NS 3, 3 EW, ns3", () => {
  // One board, three tables, N = 3, top 4: NS 1 v EW 1 420 (2/2), NS 2 v EW 2 450 (4/0),
  // NS 3 v EW 3 −50 (0/4).
  const rows = (ns: unknown[] = [1, 2, 3], ew: unknown[] = [1, 2, 3]): Row[] => [
    [1, ns[0], ew[0], 420],
    [1, ns[1], ew[1], 450],
    [1, ns[2], ew[2], -50],
  ];
  const corrected = (cell: unknown, r = rows()) => rank(r, "mitchell=on", [[cell, 1]]);

  test.each(["NS 3", "ns3", "  NS   3  ", "NS3", "Ns 3"])("§6 %j is NS pair 3: 0 + 1 = 1", (cell) => {
    const r = corrected(cell);
    expect(pair(r, 3, 0).score.equals(1)).toBe(true);
    expect(pair(r, 3, 1).score.equals(4)).toBe(true);
  });

  test.each(["3 EW", "3ew", " 3  EW ", "EW 3", "ew3"])("§6 %j is EW pair 3: 4 + 1 = 5", (cell) => {
    const r = corrected(cell);
    expect(pair(r, 3, 1).score.equals(5)).toBe(true);
    expect(pair(r, 3, 0).score.equals(0)).toBe(true);
  });

  test("§6 a two-digit id after or before the field: NS 12, 12 EW", () => {
    const r = rank(rows([1, 2, 12], [12, 2, 3]), "mitchell=on", [["NS 12", 1], ["12 EW", 2]]);
    expect(pair(r, 12, 0).score.equals(1)).toBe(true);
    expect(pair(r, 12, 1).score.equals(4)).toBe(true);
  });

  test("§6 pair 3 plays in both fields: a bare 3 is an error asking for NS 3 or EW 3", () => {
    const e = thrown(() => corrected(3));
    expect([e.cell.range, e.cell.row, e.cell.column]).toEqual(["corrections", 0, 0]);
    expect(e.cell.message).toMatch(/both fields.*NS 3 or EW 3/);
  });

  test.each(["xNS 3", "NS 3x", "3 EWx", "3x EW", "NS", "EW 4"])("§6 %j names no pair of the session: an error", (cell) => {
    const e = thrown(() => corrected(cell));
    expect([e.cell.range, e.cell.row, e.cell.column]).toEqual(["corrections", 0, 0]);
    expect(e.cell.message).toMatch(/did not play/);
  });

  test("§6 the cell is read whole too: NS pair 'Ewan' is itself, not EW pair 'an'", () => {
    const r = corrected("Ewan", rows(["Ewan", 2, 3]));
    expect(pair(r, "Ewan", 0).score.equals(3)).toBe(true);
  });

  test("§6 a cell that names one pair whole and another as field + id is an error", () => {
    // A second board on which Ewan and an meet again: names that stand once in the first row
    // above numbered pairs would be that row's titles (docs/rules.md §2).
    const e = thrown(() => corrected("Ewan", [...rows(["Ewan", 2, 3], ["an", 2, 3]), [2, "Ewan", "an", 100], [2, 2, 2, 100]]));
    expect([e.cell.range, e.cell.row]).toEqual(["corrections", 0]);
  });

  test("§6 without mitchell=on a cell is a pair id as it is: 'NS 3' is no pair", () => {
    const e = thrown(() => rank(rows([1, 2, 3], [4, 5, 6]), "", [["NS 3", 1]]));
    expect(e.cell.message).toMatch(/did not play/);
  });
});

describe("docs/rules.md §5.4 at IMPs a RANKING's Score rounds about 0, not about half of Max", () => {
  // Four Butler boards where every table scores the datum (0 IMPs) but board 4 of pair 1 (NS) and
  // pair 2 (EW), which get 55 %: +1.5 IMPs under wbf. Total 1.5 over 4 boards (Max 4): 1.5 is
  // above the IMP average 0 (it would be below Max's half, 2).
  const rows: Row[] = [];
  for (const b of [1, 2, 3]) rows.push([b, 1, 2, 420], [b, 3, 4, 420], [b, 5, 6, 420]);
  rows.push([4, 1, 2, "55%"], [4, 3, 4, 420], [4, 5, 6, 420]);
  const score = (options: string) => rankingTable(rank(rows, `scoring=butler; decimals=0; ${options}`)).find((r) => r[1] === 1)![3];

  test("§5.4 round=away: 1.5 → 2 (away from 0)", () => expect(String(score("round=away"))).toBe("2"));
  test("§5.4 round=toward: 1.5 → 1 (toward 0)", () => expect(String(score("round=toward"))).toBe("1"));
});

describe("README Performance: the integer path carries weights up to a common denominator of 100 000", () => {
  // Weights are exact decimals of a percent, so their denominators divide powers of ten or mix
  // powers of 2 and 5; the integer path multiplies every weight by the board's common denominator
  // and keeps it at most 100 000 so its sums stay exact in a double.
  const options = parseOptions("", MATCHPOINT_KEYS);
  const path = (cells: unknown[]) => (fastBoardCells(cells.map((c) => parseEntry(c as never)), options) === null ? "exact" : "fast");
  const same = (cells: unknown[]) => {
    const exact = scoreMatchpoints(cells.map((c) => [c])).map((row) => (Array.isArray(row) ? row.map((v) => (v instanceof Fraction ? toNumber(v) : v)) : row));
    expect(scoreMatchpointsAsNumbers(cells.map((c) => [c]))).toEqual(exact);
  };

  test("33.333 % + 66.667 %: denominator 100 000 exactly, the integer path", () => {
    const board = [420, "33.333% 420 + 66.667% -50", 450];
    expect(path(board)).toBe("fast");
    same(board);
  });

  test("33.3333 % + 66.6667 %: denominator 1 000 000, the exact path, the same values", () => {
    const board = [420, "33.3333% 420 + 66.6667% -50", 450];
    expect(path(board)).toBe("exact");
    same(board);
  });

  test("1/64 and 1/3125 on two rows: each fits, together 200 000 does not", () => {
    const board = [420, "1.5625% 420 + 98.4375% -50", "0.032% 420 + 99.968% -50", 450];
    expect(path(board.slice(0, 2))).toBe("fast");
    expect(path([board[0], board[2]])).toBe("fast");
    expect(path(board)).toBe("exact");
    same(board);
  });
});

describe("docs/rules.md §5.2 linked A+/A− under dbf: the session-tied award is rounded once over its boards", () => {
  // Seven tables (top 12). Pair 1 (NS, against pair 2) scores 4 and 3 on boards 1 and 2:
  // P = 7/24 = 29 1/6 %. On boards 3 and 4 its table gets A−: min(40 %, P) = P, 3.5 a board.
  // Rounded away from the average each: 3 + 3; linked: 7 once, whole. Totals 13 and 14.
  function session(entry: string): Row[] {
    const others: Record<number, number[]> = { 1: [50, 100, 420, 450, 460, 480], 2: [50, 100, 420, 450, 460, 480], 3: [50, 100, 420, 450, 460, 480], 4: [50, 100, 420, 450, 460, 480] };
    const own: Record<number, unknown> = { 1: 110, 2: 100, 3: entry, 4: entry };
    const rows: Row[] = [];
    for (const b of [1, 2, 3, 4]) {
      rows.push([b, 1, 2, own[b]]);
      others[b].forEach((s, t) => rows.push([b, 3 + 2 * t, 4 + 2 * t, s]));
    }
    return rows;
  }

  test("§5.2 'A- ~1' on both boards: 7 + 7 = 14", () => {
    expect(pair(rank(session("A- ~1"), "profile=dbf"), 1).score.equals(14)).toBe(true);
  });

  test("§5.1 'A-' on each: 7 + 3 + 3 = 13", () => {
    expect(pair(rank(session("A-"), "profile=dbf"), 1).score.equals(13)).toBe(true);
  });
});

describe("docs/rules.md §5.2 and §6 linked A+/A− at IMPs under dbf: rounded to a whole IMP once", () => {
  // Butler, five tables, datum −50 (the other four tables all −50). Pair 1 (NS) scores −110
  // (IMP(−60) = −2) and −150 (IMP(−100) = −3): −2.5 a board. A− at dbf Butler is −2 (k = 2), at
  // most the pair's own −2.5: −2.5 a board. Each rounded away from zero: −3 − 3; linked: −5.
  function session(entry: string): Row[] {
    const own: Record<number, unknown> = { 1: -110, 2: -150, 3: entry, 4: entry };
    const rows: Row[] = [];
    for (const b of [1, 2, 3, 4]) {
      rows.push([b, 1, 2, own[b]]);
      for (let t = 0; t < 4; t++) rows.push([b, 3 + 2 * t, 4 + 2 * t, -50]);
    }
    return rows;
  }

  test("§5.2 'A- ~1' on both boards: −5 − 5 = −10", () => {
    expect(pair(rank(session("A- ~1"), "profile=dbf; scoring=butler"), 1).score.equals(-10)).toBe(true);
  });

  test("§5.1 'A-' on each: −5 − 3 − 3 = −11", () => {
    expect(pair(rank(session("A-"), "profile=dbf; scoring=butler"), 1).score.equals(-11)).toBe(true);
  });
});

describe("docs/rules.md §6 Mitchell corrections: a name that itself ends or starts with NS or EW", () => {
  const rows: Row[] = [
    [1, 1, "Hans", 420],
    [1, 2, "Ewan", 450],
    [1, 3, 3, -50],
  ];

  test("§6 'Hans EW' is EW pair Hans (its name ends in ns), 'Ewan EW' is EW pair Ewan", () => {
    const r = rank(rows, "mitchell=on", [["Hans EW", 1], ["Ewan EW", 2]]);
    // N = 3, top 4. EW Hans (against 420) beats the EW of 450, loses to the EW of −50: raw 2, + 1.
    // EW Ewan (against 450) beats neither: raw 0, + 2.
    expect(pair(r, "Hans", 1).score.equals(3)).toBe(true);
    expect(pair(r, "Ewan", 1).score.equals(2)).toBe(true);
  });
});

describe("docs/functions.md ranges handed over from Node that are not rectangular", () => {
  const rows: Row[] = [[1, 1, 2, 420], [1, 3, 4, 450]];

  test("an empty corrections range is named", () => {
    expect(() => rank(rows, "", [])).toThrow(/^corrections is empty/);
  });

  test("corrections whose rows differ in width are a columns error", () => {
    expect(() => rank(rows, "", [[1, 1], [3, 1, 0]])).toThrow(/corrections must be 2 or 3 columns: pair, matchpoints, percentage points; this range has 3$/);
  });

  test("a pairs column with a row of two cells is a one-column error that says 2 columns", () => {
    expect(() => rankSession([[1], [1]], [[1], [3, 5]], [[2], [4]], [[420], [450]])).toThrow(/nspairs must be one column; this range has 2 columns/);
  });
});

describe("docs/rules.md §6 Mitchell: a pair twice on a board is named with its field", () => {
  test("§6 NS pair 1 at two tables of board 1: 'NS pair 1 plays board 1 twice'", () => {
    const e = thrown(() => rank([[1, 1, 2, 420], [1, 1, 4, 450], [1, 3, 6, 400]], "mitchell=on"));
    expect(e.cell.message).toBe("NS pair 1 plays board 1 twice: on this row and on row 1");
  });

  test("§6 EW pair 2 twice: 'EW pair 2 plays board 1 twice'", () => {
    const e = thrown(() => rank([[1, 1, 2, 420], [1, 3, 2, 450], [1, 5, 6, 400]], "mitchell=on"));
    expect(e.cell.message).toBe("EW pair 2 plays board 1 twice: on this row and on row 1");
  });
});

describe("WEIGHTEDSCORE's ranges (docs/functions.md, rules.md §4.3)", () => {
  // Field 420 and 450 (N = 3, top 4); 50 % 420 + 50 % 450: 420 ties 420 and loses to 450 (raw 1),
  // 450 beats 420 and ties 450 (raw 3): NS 2, EW 2.
  test("§4.3 a blank score beside a weight is a passed-out 0, whether Excel sends null or ''", () => {
    const asText = weightedScore([[50], [50]], [[420], [""]], [[420], [450]]).map(String);
    const asNull = weightedScore([[50], [50]], [[420], [null]], [[420], [450]]).map(String);
    // 0 loses to both: raw 0; 420 raw 1: NS 0.5, EW 3.5.
    expect(asText).toEqual(["0.5", "3.5"]);
    expect(asNull).toEqual(asText);
  });

  test("empty ranges are named: weights, scores, field", () => {
    expect(() => weightedScore([], [[420], [450]], [[430]])).toThrow(/^weights is empty/);
    expect(() => weightedScore([[50], [50]], [], [[430]])).toThrow(/^scores is empty/);
    expect(() => weightedScore([[50], [50]], [[420], [450]], [])).toThrow(/^field is empty/);
  });

  test("a field with no result: matchpoints 0 and 0 (N = 1); Butler has no datum", () => {
    for (const field of [null, [[""], [null]]]) {
      expect(weightedScore([[50], [50]], [[420], [450]], field).map(String)).toEqual(["0", "0"]);
      expect(() => weightedScore([[50], [50]], [[420], [450]], field, "scoring=imps")).toThrow(/no table result to form a datum/);
    }
  });

  test("a weight written as a ratio may have spaces around '/': '1 / 3' and '2/3'", () => {
    const thirds = weightedScore([["1 / 3"], ["2/3"]], [[420], [450]], [[430]]).map((v) => (v as Fraction).toFraction());
    // N = 2, top 2: 420 loses to 430 (raw 0), 450 beats it (raw 2): NS 1/3·0 + 2/3·2 = 4/3.
    expect(thirds).toEqual(["4/3", "2/3"]);
  });

  test("a bad weight is named by its place: weight 2", () => {
    expect(() => weightedScore([[50], [-50]], [[420], [450]], [[430]])).toThrow(/^weight 2 -50: expected a positive weight/);
  });
});

describe("docs/rules.md §5.4 scale=pct: an exact half rounds about 50 %, the scale's average", () => {
  // Five tables, two tied at the bottom: 1 of 8 matchpoints = 12.5 %, and 87.5 % for their EW.
  const board = [[100], [100], [200], [300], [400]];
  test("round=toward: 12.5 → 13 and 87.5 → 87, toward 50", () => {
    expect(show(scoreMatchpoints(board, null, "scale=pct; decimals=0; round=toward")).slice(0, 2)).toEqual([["13", "87"], ["13", "87"]]);
  });
  test("round=away: 12.5 → 12 and 87.5 → 88, away from 50", () => {
    expect(show(scoreMatchpoints(board, null, "scale=pct; decimals=0; round=away")).slice(0, 2)).toEqual([["12", "88"], ["12", "88"]]);
  });
});

describe("docs/rules.md §8 the scores a contract can produce reach the grand slams and 13 tricks", () => {
  test.each([1520, 2220, 2980, 1440, 2140, -1520, -2980])("%p is a score (7NT, 7NTXX, 6NT+1 …)", (s) => {
    expect(isPossibleScore(s)).toBe(true);
  });
  test("a result '+1x' is no result", () => {
    expect(() => score("4H", "N", "+1x", "None")).toThrow(BridgeInputError);
    expect(score("4H", " n ", "+1", "None")).toBe(450);
  });
});

describe("docs/rules.md §6 names with numbers: parts, then leading zeros", () => {
  test("'A1' (two parts) before 'A01B' (three); 'A007' and 'A7' are the same number, A007 first", () => {
    const rows: Row[] = [[1, "A01B", "A1", 420], [1, "A7", "A007", 420]];
    const order = rankingTable(rank(rows)).slice(1).map((r) => r[1]);
    expect(order).toEqual(["A1", "A01B", "A007", "A7"]);
  });
});

describe("the task pane's words for an entry (src/describe.ts, rules §2)", () => {
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

describe("docs/functions.md absent= takes decimals of any length", () => {
  test("absent=45.55 is 45.55", () => {
    expect(parseOptions("absent=45.55", SERIES_KEYS).absent).toBe(45.55);
  });
});

describe("docs/rules.md §1 tables=N: more rows than N is an error, in RANKING too", () => {
  test("tables=1 with two rows on a board names the board instead of ranking every pair with no board", () => {
    const rows: Row[] = [[1, 1, 2, 420], [1, 3, 4, 400], [2, 1, 2, 100], [2, 3, 4, 50]];
    expect(() => rank(rows, "tables=1")).toThrow("board 1: the board has 2 results but tables=1; remove a row or raise tables=");
    expect(pair(rank([[1, 1, 2, 420], [2, 1, 2, 100]], "tables=1"), 1).boards).toBe(0);
    // With tables=3 a board's lone result is one of 3 expected: N is 3, so the board counts.
    expect(pair(rank([[1, 1, 2, 420], [2, 1, 2, 100], [2, 3, 4, 50]], "tables=3"), 1).boards).toBe(2);
  });
});
