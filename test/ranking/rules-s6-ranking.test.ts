// docs/rules.md §6 (and §1's tables=): the session's ranking — pair ids and their order,
// corrections, Mitchell fields, Law 12C2(c), the sheet's columns, rankings at IMPs. Expectations
// are worked by hand from the rule cited, never read from the code's output. (Gathered from the
// tests that mutation testing, the mutation audit and the second outside review added.)
import fc from "fast-check";
import { Fraction, rankSession, rankingTable, PairResult, SessionRanking } from "../../src";
import { thrown } from "../helpers/exact";
import { Row, pair, rank } from "../helpers/session";
import { comparePairs, pairId } from "../../src/ranking/seating";
import { multiteamSession } from "../../src/multiteam/multiteam";
import { rankBy } from "../../src/ranking/results";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// §6: RANKING's pairs. Every board is one where each table bid 4♥ making: all pairs tie at 50 %.
const labels = (ranking: SessionRanking, field = 0) => ranking.fields[field].pairs.map((p: PairResult) => p.pair.label);

describe("docs/rules.md §6 equal results are listed by pair id: numbers in order, then names", () => {
  test("§6 ids 10, 9, '#1', 'b', 'A', 2 all at 50 %: 2, 9, 10, '#1', 'A', 'b'", () => {
    const rows: Row[] = [
      [1, 10, 9, 420],
      [1, "#1", "b", 420],
      [1, "A", 2, 420],
    ];
    const order = rankingTable(rank(rows))
      .slice(1)
      .map((r) => r[1]);
    expect(order).toEqual([2, 9, 10, "#1", "A", "b"]);
  });

  test("§6 a field of 64 named pairs at 50 % is in the order of the names, whatever the seating", () => {
    const names = Array.from({ length: 64 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);
    // Seat them in a scrambled order (a fixed permutation: 37 is prime to 64).
    const seated = names.map((_, i) => names[(i * 37) % 64]);
    const rows: Row[] = [];
    for (let t = 0; t < 32; t++) rows.push([1, seated[2 * t], seated[2 * t + 1], 420]);
    const order = rankingTable(rank(rows))
      .slice(1)
      .map((r) => r[1]);
    expect(order).toEqual(names);
  });

  test("§6 numbers inside names count as numbers: Team 2 before Team 10, whatever the seating", () => {
    const names = Array.from({ length: 64 }, (_, i) => `Team ${i + 1}`);
    const seated = names.map((_, i) => names[(i * 37) % 64]);
    const rows: Row[] = [];
    for (let t = 0; t < 32; t++) rows.push([1, seated[2 * t], seated[2 * t + 1], 420]);
    const order = rankingTable(rank(rows))
      .slice(1)
      .map((r) => r[1]);
    expect(order).toEqual(names);
  });

  test("§6 names in order: digits before letters, case ignored, leading zeros only break a tie", () => {
    const rows: Row[] = [
      [1, "b2", "B10", 420],
      [1, "a 7", "A07", 420],
      [1, "9a", "x", 420],
      [1, "A", "10a", 420],
      [1, "A7", "c", 420],
    ];
    const order = rankingTable(rank(rows))
      .slice(1)
      .map((r) => r[1]);
    expect(order).toEqual(["9a", "10a", "A", "A07", "A7", "a 7", "b2", "B10", "c", "x"]);
  });

  test("§6 comparing pair ids is an order: antisymmetric, transitive, equal only for the same id", () => {
    const id = fc.oneof(fc.integer({ min: -3, max: 120 }), fc.string({ unit: fc.constantFrom("0", "1", "2", "9", " ", "-", "a", "B", "é"), maxLength: 6 }));
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
    const rows: Row[] = [
      [1, "Straße", 2, 420],
      [1, 3, 4, 400],
      [2, "STRASSE", 3, 100],
      [2, 2, 4, 50],
    ];
    const p = pair(rank(rows), "Straße"); // the top on both boards (2 + 2), as one pair
    expect(p.score.toFraction()).toBe("4");
    expect(p.boards).toBe(2);
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
    const r = rank(rows([1, 2, 12], [12, 2, 3]), "mitchell=on", [
      ["NS 12", 1],
      ["12 EW", 2],
    ]);
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

describe("docs/rules.md §6 Mitchell corrections: a name that itself ends or starts with NS or EW", () => {
  const rows: Row[] = [
    [1, 1, "Hans", 420],
    [1, 2, "Ewan", 450],
    [1, 3, 3, -50],
  ];

  test("§6 'Hans EW' is EW pair Hans (its name ends in ns), 'Ewan EW' is EW pair Ewan", () => {
    const r = rank(rows, "mitchell=on", [
      ["Hans EW", 1],
      ["Ewan EW", 2],
    ]);
    // N = 3, top 4. EW Hans (against 420) beats the EW of 450, loses to the EW of −50: raw 2, + 1.
    // EW Ewan (against 450) beats neither: raw 0, + 2.
    expect(pair(r, "Hans", 1).score.equals(3)).toBe(true);
    expect(pair(r, "Ewan", 1).score.equals(2)).toBe(true);
  });
});

describe("docs/rules.md §6 Mitchell: a pair twice on a board is named with its field", () => {
  test("§6 NS pair 1 at two tables of board 1: 'NS pair 1 plays board 1 twice'", () => {
    const e = thrown(() =>
      rank(
        [
          [1, 1, 2, 420],
          [1, 1, 4, 450],
          [1, 3, 6, 400],
        ],
        "mitchell=on",
      ),
    );
    expect(e.cell.message).toBe("NS pair 1 plays board 1 twice: on this row and on row 1");
  });

  test("§6 EW pair 2 twice: 'EW pair 2 plays board 1 twice'", () => {
    const e = thrown(() =>
      rank(
        [
          [1, 1, 2, 420],
          [1, 3, 2, 450],
          [1, 5, 6, 400],
        ],
        "mitchell=on",
      ),
    );
    expect(e.cell.message).toBe("EW pair 2 plays board 1 twice: on this row and on row 1");
  });
});

describe("docs/rules.md §6 names with numbers: parts, then leading zeros", () => {
  test("'A1' (two parts) before 'A01B' (three); 'A007' and 'A7' are the same number, A007 first", () => {
    const rows: Row[] = [
      [1, "A01B", "A1", 420],
      [1, "A7", "A007", 420],
    ];
    const order = rankingTable(rank(rows))
      .slice(1)
      .map((r) => r[1]);
    expect(order).toEqual(["A1", "A01B", "A007", "A7"]);
  });
});

describe("docs/rules.md §1 tables=N: more rows than N is an error, in RANKING too", () => {
  test("tables=1 with two rows on a board names the board instead of ranking every pair with no board", () => {
    const rows: Row[] = [
      [1, 1, 2, 420],
      [1, 3, 4, 400],
      [2, 1, 2, 100],
      [2, 3, 4, 50],
    ];
    expect(() => rank(rows, "tables=1")).toThrow("board 1: the board has 2 results but tables=1; remove a row or raise tables=");
    expect(
      pair(
        rank(
          [
            [1, 1, 2, 420],
            [2, 1, 2, 100],
          ],
          "tables=1",
        ),
        1,
      ).boards,
    ).toBe(0);
    // With tables=3 a board's lone result is one of 3 expected: N is 3, so the board counts.
    expect(
      pair(
        rank(
          [
            [1, 1, 2, 420],
            [2, 1, 2, 100],
            [2, 3, 4, 50],
          ],
          "tables=3",
        ),
        1,
      ).boards,
    ).toBe(2);
  });
});

describe("§6 RANKING: pair ids, their order, corrections", () => {
  const flat: Row[] = [
    [1, "b", 2, 420],
    [1, 10, "C", 420],
    [1, "A", 1, 420],
    [1, 9, 11, 420],
  ];

  test("§6 equal percentages and scores go by pair id: numbers by value, then names alphabetically", () => {
    const ranking = rank(flat);
    expect(labels(ranking)).toEqual([1, 2, 9, 10, 11, "A", "b", "C"]);
    expect(ranking.fields[0].pairs.every((p) => p.rank === 1 && p.shared)).toBe(true);
  });

  test("§6 a pair number may be typed as text, with spaces or a decimal point; a name is a name", () => {
    const rows: Row[] = [
      [1, 7, 1, 420],
      [1, 3, 2, 400],
      [2, " 7 ", 1, 420],
      [2, 3, 2, 400],
      [3, "7.0", 1, 420],
      [3, "x7", 2, 400],
      [4, "7.25", 1, 420],
      [4, 3, 2, 400],
      [5, "17", 1, 420],
      [5, 3, 2, 400],
    ];
    const ranking = rank(rows);
    const seven = ranking.fields[0].pairs.find((p) => p.pair.label === 7)!;
    expect(seven.boards).toBe(3);
    expect(labels(ranking)).toEqual(expect.arrayContaining([7, 7.25, 17, "x7", 3, 1, 2]));
    expect(labels(ranking)).toHaveLength(7);
  });

  test("§6 TRUE and an infinite number are no pair ids; the error is the first bad row's", () => {
    const bool = thrown(() =>
      rank([
        [1, 1, 2, 420],
        [1, true, 4, 400],
      ]),
    );
    expect(bool.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(bool.message).toMatch(/TRUE is not a pair/);
    const inf = thrown(() =>
      rank([
        [1, 1, 2, 420],
        [1, 3, Number.POSITIVE_INFINITY, 400],
        [1, true, 4, 400],
      ]),
    );
    expect(inf.cell).toMatchObject({ range: "ewpairs", row: 1 });
    expect(inf.message).toMatch(/not a pair number/);
  });

  test("§6 corrections are 2 or 3 columns; a blank pair or a bad value is its cell's error", () => {
    expect(() => rank(flat, undefined, [[1]])).toThrow(/2 or 3 columns/);
    expect(() => rank(flat, undefined, [[1, 1, 0, 0]])).toThrow(/2 or 3 columns/);
    const blank = thrown(() =>
      rank(flat, undefined, [
        [1, 1],
        ["", 2],
      ]),
    );
    expect(blank.cell).toMatchObject({ range: "corrections", row: 1, column: 0 });
    expect(blank.message).toMatch(/blank/);
    const mp = thrown(() => rank(flat, undefined, [[1, "two", 0]]));
    expect(mp.message).toMatch(/number of matchpoints/);
    const points = thrown(() => rank(flat, undefined, [[1, 0, "three"]]));
    expect(points.cell).toMatchObject({ range: "corrections", row: 0, column: 2 });
    expect(points.message).toMatch(/percentage points/);
  });

  test("§6 Mitchell corrections: the field before or after the pair, any case and spacing", () => {
    const mitchell: Row[] = [
      [1, 1, 1, 420],
      [1, 2, 2, 400],
    ];
    // NS 1 has 2 of top 2, EW 1 has 0; each correction adds one matchpoint to one field's pair 1.
    for (const id of ["1 EW", " ew1 ", "EW 1"]) {
      const r = rank(mitchell, "mitchell=on", [[id, 1]]);
      expect([r.fields[0].pairs.find((p) => p.pair.label === 1)!.score.valueOf(), r.fields[1].pairs.find((p) => p.pair.label === 1)!.score.valueOf()]).toEqual([
        2, 1,
      ]);
    }
    for (const id of ["NS 1", "1ns"]) {
      const r = rank(mitchell, "mitchell=on", [[id, 1]]);
      expect(r.fields[0].pairs.find((p) => p.pair.label === 1)!.score.valueOf()).toBe(3);
    }
    expect(() => rank(mitchell, "mitchell=on", [["NS 5", 1]])).toThrow(/did not play/);
  });

  test("§6 RANKING's own options: scale=pct, scoring=imps and pct=fraction at IMPs are refused", () => {
    expect(() => rank(flat, "scale=pct")).toThrow(/own column/);
    expect(() => rank(flat, "scoring=imps")).toThrow(/WEIGHTEDSCORE/);
    expect(() => rank(flat, "scoring=butler; pct=fraction")).toThrow(/IMPs per board/);
  });
});

describe("§6 RANKING: the sheet's columns and rows", () => {
  test("pair columns are one column each; a blank pair on a row with a result is that cell's error", () => {
    const one = [[420], [400]];
    expect(() =>
      rankSession(
        [[1], [1]],
        [
          [1, 5],
          [3, 6],
        ],
        [[2], [4]],
        one,
      ),
    ).toThrow(/nspairs must be one column/);
    expect(() =>
      rankSession(
        [[1], [1]],
        [[1], [3]],
        [
          [2, 5],
          [4, 6],
        ],
        one,
      ),
    ).toThrow(/ewpairs must be one column/);
    const ns = thrown(() => rankSession([[1], [1]], [[1], [""]], [[2], [4]], one));
    expect(ns.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(ns.message).toMatch(/NS pair is blank/);
    const ew = thrown(() => rankSession([[1], [1]], [[1], [3]], [[2], [null]], one));
    expect(ew.cell).toMatchObject({ range: "ewpairs", row: 1 });
    expect(ew.message).toMatch(/EW pair is blank/);
  });

  test("a pair on a board twice is an error on its own column, naming the board", () => {
    const twiceNs = thrown(() =>
      rank([
        [1, 1, 2, 420],
        [1, 1, 4, 400],
      ]),
    );
    expect(twiceNs.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(twiceNs.cell.message).toMatch(/^pair 1 plays board 1 twice/);
    const twiceEw = thrown(() =>
      rank(
        [
          [1, 1, 2, 420],
          [1, 3, 2, 400],
        ],
        "mitchell=on",
      ),
    );
    expect(twiceEw.cell).toMatchObject({ range: "ewpairs", row: 1 });
    expect(twiceEw.cell.message).toMatch(/^EW pair 2 plays board 1 twice/);
  });

  test("a correction's matchpoints take no % sign (percentage points do)", () => {
    const e = thrown(() =>
      rank(
        [
          [1, 1, 2, 420],
          [1, 3, 4, 400],
        ],
        undefined,
        [[1, "2%", 0]],
      ),
    );
    expect(e.cell).toMatchObject({ range: "corrections", row: 0, column: 1 });
    expect(
      rank(
        [
          [1, 1, 2, 420],
          [1, 3, 4, 400],
        ],
        undefined,
        [[1, 0, "2%"]],
      ).fields[0].pairs[0].percent!.equals(102),
    ).toBe(true);
  });

  test("pairs with only NP boards come last, without a rank; the last ranked pair is not shared", () => {
    // Mitchell, N = 5 rows (top 8): NS raw 4, 2, 0 of two comparisons, by Neuberg (raw + 1)·5/3 − 1
    // = 22/3, 4, 2/3 of 8. The NP rows come first in the sheet and last in the ranking.
    const ranking = rank(
      [
        [1, 9, 10, "NP"],
        [1, 1, 2, 420],
        [1, 3, 4, 400],
        [1, 7, 8, "NP"],
        [1, 5, 6, 300],
      ],
      "mitchell=on",
    );
    const ns = ranking.fields[0].pairs.map((p) => [p.pair.label, p.rank, p.shared, p.percent === null ? null : p.percent.toFraction()]);
    expect(ns).toEqual([
      [1, 1, false, "275/3"],
      [3, 2, false, "50"],
      [5, 3, false, "25/3"],
      [7, 0, false, null],
      [9, 0, false, null],
    ]);
    expect(rankingTable(ranking)[4]).toEqual(["", 7, 0, expect.anything(), new Fraction(0), ""]);
  });

  test("§7 at IMPs Max is the number of boards, and a pair with no board shows no %", () => {
    const ranking = rank(
      [
        [1, 1, 2, 420],
        [1, 3, 4, 420],
        [1, 5, 6, "NP"],
      ],
      "scoring=butler",
    );
    const table = rankingTable(ranking);
    const row = (id: number) => table.find((r) => r[1] === id)!;
    expect(row(1).slice(2, 5)).toEqual([1, new Fraction(0), 1]);
    expect(row(5)[4]).toBe(0);
    expect(row(5)[5]).toBe("");
  });

  test("§6 Law 12C2(c) at IMPs: average plus with no table board is the fixed +3 IMPs", () => {
    const ranking = rank(
      [
        [1, 1, 2, 420],
        [1, 3, 4, 420],
        [1, 5, 6, "A+"],
      ],
      "scoring=butler",
    );
    expect(ranking.fields[0].pairs.find((p) => p.pair.label === 5)!.score.valueOf()).toBe(3);
  });
});

describe("§6–§7 RANKING at IMPs", () => {
  // Two boards of three tables (N − 1 = 2 comparisons): board 1 is flat (0 IMPs for all), on
  // board 2 pair 1's table gets A+. Law 12C2(c) at IMPs: +3 IMPs per comparison, or the pair's own
  // average if higher (here 0) — 2 × 3 = 6 under ximp=sum, 3 under ximp=average (wbf's default).
  const rows: Row[] = [
    [1, 1, 2, 420],
    [1, 3, 4, 420],
    [1, 5, 6, 420],
    [2, 1, 2, "A+"],
    [2, 3, 4, 420],
    [2, 5, 6, 420],
  ];
  const scoreOf = (ranking: SessionRanking, id: number) => ranking.fields[0].pairs.find((p) => p.pair.label === id)!.score.valueOf();

  test("§7 cross-IMPs: average plus counts per comparison, or once under ximp=average", () => {
    expect(scoreOf(rank(rows, "scoring=ximp; ximp=sum"), 1)).toBe(6);
    expect(scoreOf(rank(rows, "scoring=ximp"), 1)).toBe(3);
  });

  test("§6 corrections at IMPs are IMPs, on any scale", () => {
    expect(scoreOf(rank(rows.slice(0, 3), "scoring=butler; scale=acbl", [[1, 3]]), 1)).toBe(3);
  });

  test("§7 RANKING at Butler fails naming a row that has no datum, the board's first included", () => {
    const e = thrown(() =>
      rank(
        [
          [1, 1, 2, "450/-420 @2"],
          [1, 3, 4, 420],
          [1, 5, 6, 400],
        ],
        "scoring=butler",
      ),
    );
    expect(e.cell).toMatchObject({ range: "entries", row: 0 });
  });
});

describe("§6 RANKING: which error is reported, and how it names the board", () => {
  test("the first bad row in the sheet, whichever check found it", () => {
    const e = thrown(() =>
      rank([
        [1, "", 2, 420],
        [1, 3, 4, 400],
        [1, 5, 6, "xyz"],
      ]),
    );
    expect(e.cell).toMatchObject({ range: "nspairs", row: 0 });
  });

  test("a board without an id is 'the board'; with one, its id leads the message", () => {
    const ns = [[1], [1]];
    const twice = thrown(() => rankSession(null, ns, [[2], [4]], [[420], [400]]));
    expect(twice.cell.message).toBe("pair 1 plays the board twice: on this row and on row 1");
    const three = { ns: [[1], [3], [5]], ew: [[2], [4], [6]], entries: [[420], [400], [300]] };
    const blank = thrown(() => rankSession(null, three.ns, three.ew, three.entries, "tables=2"));
    expect(blank.cell.message).toMatch(/^the board has 3 results but tables=2/);
    const named = thrown(() => rankSession([[5], [5], [5]], three.ns, three.ew, three.entries, "tables=2"));
    expect(named.cell.message).toMatch(/^board 5: the board has 3 results but tables=2/);
  });
});

describe("docs/rules.md §6 Law 12C2(c) at IMPs: P is the pair's average on its table boards only", () => {
  // Pair 1 at NS. Board 1: 620 against 400, 420 (datum 420): +200 → +5. Board 2: 600 against
  // 450, 460 (datum 460): +140 → +4. Board 3: a typed 60% — fixed, (60 − 50)/10 · 3 = +3.
  // Board 4: A+ = max(+3, P) with P = (5 + 4)/2 = 4.5 over the two table boards; the typed
  // 60% is not a table result and does not enter P. Total 5 + 4 + 3 + 4.5 = 33/2.
  const rows: Row[] = [
    [1, 1, 2, 620],
    [1, 3, 4, 400],
    [1, 5, 6, 420],
    [2, 1, 2, 600],
    [2, 3, 4, 450],
    [2, 5, 6, 460],
    [3, 1, 2, "60%"],
    [3, 3, 4, 400],
    [3, 5, 6, 420],
    [4, 1, 2, "A+"],
    [4, 3, 4, 400],
    [4, 5, 6, 420],
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
    [1, 1, 2, 420],
    [1, 3, 4, 450],
    [2, 1, 2, 100],
    [2, 3, 4, 140],
    [3, 1, 2, 420],
    [3, 7, 8, 400],
    [3, 5, 6, 980],
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
    const thrice = multiteamSession(...session, "", [
      [1, 1],
      [3, 0],
      [1, 0.5],
      [1, 0.25],
    ]).pairs.find((p) => p.pair.label === 1)!;
    expect(thrice.vp.sub(once.vp).toFraction()).toBe("3/4");
    expect(thrice.vp.toFraction()).toBe("1089/100");
  });
});

describe("§6 equal percentages share a rank, in one pass over the field", () => {
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

  test("1, =2, =2, 4, then the pairs without a result, unranked", () => {
    const pct = [50, 60, 60, 70, null, 40].map((p, id) => ({ id, p: p === null ? null : new Fraction(p) }));
    const ranked = rankBy(pct, (t) => t.p, byId).map((r) => [r.id, r.rank, r.shared]);
    expect(ranked).toEqual([
      [3, 1, false],
      [1, 2, true],
      [2, 2, true],
      [0, 4, false],
      [5, 5, false],
      [4, 0, false],
    ]);
  });

  test("a field of 20 000 pairs on the same percentage: all =1, each compared with its neighbours only", () => {
    const field = Array.from({ length: 20000 }, (_, id) => ({ id, p: new Fraction(1, 2) }));
    const equals = jest.spyOn(Fraction.prototype, "equals");
    const ranked = rankBy(field, (t) => t.p, byId);
    expect(ranked.every((r) => r.rank === 1 && r.shared)).toBe(true);
    expect(equals.mock.calls.length).toBeLessThanOrEqual(2 * field.length);
    equals.mockRestore();
  });
});
