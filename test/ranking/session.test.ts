// RANKING, docs/rules.md §6: sessions built from real traveller rows, scored end to end.
import fc from "fast-check";
import { BridgeInputError } from "../../src/errors";
import { Fraction } from "../../src/exact";
import { scoreBoard } from "../../src/matchpoints/matchpoints";
import { parseEntry } from "../../src/entries/notation";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { SessionRanking, rankSession, rankingTable, scoreRanking } from "../../src/ranking/ranking";
import { thrown } from "../helpers/exact";
import { pair } from "../helpers/session";

type Row = [board: number | string, ns: number | string, ew: number | string, entry: number | string];

/** The four column ranges of RANKING from traveller rows. */
function columns(rows: Row[]) {
  return {
    boards: rows.map((r) => [r[0]]),
    ns: rows.map((r) => [r[1]]),
    ew: rows.map((r) => [r[2]]),
    entries: rows.map((r) => [r[3]]),
  };
}

function rank(rows: Row[], options?: string, corrections?: unknown[][]): SessionRanking {
  const c = columns(rows);
  return rankSession(c.boards, c.ns, c.ew, c.entries, options, corrections);
}

const frac = (n: number, d = 1) => new Fraction(n, d);

/**
 * Bridge-It's example session: 12 pairs, 24 boards, 6 tables (top 10). Pair 1 sits NS against
 * pair 2; the other five NS scores are 50, 100, 200, 300, 400 on every board, so pair 1's NS
 * score decides its matchpoints: 100 → 3 (30 %), 200 → 5 (50 %), 300 → 7 (70 %). `special` are
 * the entries of pair 1's table on boards 23 and 24.
 */
function bridgeItSession(pairScore: number | ((board: number) => number), special: [string, string] = ["A-", "A+"]): Row[] {
  const rows: Row[] = [];
  const field = [50, 100, 200, 300, 400];
  for (let board = 1; board <= 24; board++) {
    const own = board <= 22 ? (typeof pairScore === "number" ? pairScore : pairScore(board)) : special[board - 23];
    rows.push([board, 1, 2, own]);
    field.forEach((score, t) => rows.push([board, 3 + 2 * t, 4 + 2 * t, score]));
  }
  return rows;
}

describe("RANKING — Law 12C2(c), Bridge-It G-/G+ table (docs/rules.md §6)", () => {
  it.each([
    [100, "30 %: G- becomes 30 %, G+ 60 %, final 31.25 %", 75, frac(3125, 100)],
    [200, "50 %: G- 40 %, G+ 60 %, final 50 %", 120, frac(50)],
    [300, "70 %: G- 40 %, G+ 70 %, final 68.75 %", 165, frac(6875, 100)],
  ])("pair at NS %d on 22 boards — %s", (score, _label, total, percent) => {
    const ranking = rank(bridgeItSession(score));
    const p = pair(ranking, 1);
    expect(p.boards).toBe(24);
    expect(p.max).toBe(240);
    expect(p.score.equals(total)).toBe(true);
    expect(p.percent!.equals(percent)).toBe(true);
  });

  it.each([
    [100, frac(95, 3)],
    [200, frac(50)],
    [300, frac(205, 3)],
  ])("session=off: fixed 40/60 %% give Bridge-It's 31.67 / 50 / 68.33 %% (pair at NS %d)", (score, percent) => {
    const p = pair(rank(bridgeItSession(score), "session=off"), 1);
    expect(p.percent!.equals(percent)).toBe(true);
  });

  it("a typed 60%/40% is fixed, only the A+/A- tokens follow the session", () => {
    const p = pair(rank(bridgeItSession(100, ["40%", "60%"])), 1);
    expect(p.percent!.equals(frac(95, 3))).toBe(true);
  });

  it("under dbf the session-tied A- is rounded away from the average (§5.1); wbf keeps it exact", () => {
    // 21 boards at 3 mp and one at 5: P = 68/220, so A- = 10 · 68/220 = 34/11 mp.
    const rows = bridgeItSession((board) => (board === 1 ? 200 : 100));
    expect(pair(rank(rows), 1).score.equals(frac(68 + 6).add(frac(34, 11)))).toBe(true);
    expect(pair(rank(rows, "profile=dbf"), 1).score.equals(frac(68 + 3 + 6))).toBe(true);
  });

  it("a pair with no table board gets 60/40 %", () => {
    const rows: Row[] = [
      [1, 1, 2, "A+/A-"],
      [1, 3, 4, 420],
      [1, 5, 6, 450],
    ];
    const ranking = rank(rows);
    expect(pair(ranking, 1).percent!.equals(60)).toBe(true);
    expect(pair(ranking, 2).percent!.equals(40)).toBe(true);
  });
});

describe("RANKING — not played, Bridge-It NG (docs/rules.md §4.2, §6)", () => {
  it("a pair with one NP in 24 boards of 12 pairs has Boards 23, Max 230", () => {
    const rows = bridgeItSession(200, ["NP", "A"]);
    const ranking = rank(rows);
    const p = pair(ranking, 1);
    expect(p.boards).toBe(23);
    expect(p.max).toBe(230);
    expect(p.score.equals(22 * 5 + 5)).toBe(true);
    expect(pair(ranking, 2).max).toBe(230);
    expect(pair(ranking, 3).max).toBe(240);
    expect(pair(ranking, 3).boards).toBe(24);
  });
});

// Two-table Howell, 4 pairs, 3 rounds of 2 boards; pairs change direction between rounds.
const howell: Row[] = [
  [1, 1, 2, 420],
  [1, 3, 4, 450],
  [2, 1, 2, -100],
  [2, 3, 4, -100],
  [3, 4, 1, 110],
  [3, 2, 3, 140],
  [4, 4, 1, 620],
  [4, 2, 3, 170],
  [5, 1, 3, -50],
  [5, 4, 2, -110],
  [6, 1, 3, 400],
  [6, 4, 2, 400],
];

describe("RANKING — movements", () => {
  it("Howell: a pair's NS and EW boards are one total (docs/rules.md §6 'pairs may switch direction')", () => {
    const ranking = rank(howell);
    expect(ranking.fields).toHaveLength(1);
    const got = ranking.fields[0].pairs.map((p) => [p.rank, p.shared, p.pair.label, p.score.valueOf(), p.max]);
    // Pair 1: 0+1 (NS) + 2+0 (EW) + 2+1 (NS) = 6 of 12; pair 2: 2+1+2+0+2+1 = 8; pair 3: 6; pair 4: 4.
    expect(got).toEqual([
      [1, false, 2, 8, 12],
      [2, true, 1, 6, 12],
      [2, true, 3, 6, 12],
      [4, false, 4, 4, 12],
    ]);
  });

  // Three-table Mitchell with EW 3 missing: the NS pair meeting it sits out that round.
  const mitchell: Row[] = [
    [1, 1, 1, 420],
    [1, 3, 2, 400],
    [2, 1, 1, 100],
    [2, 3, 2, 100],
    [3, 2, 2, -200],
    [3, 3, 1, -100],
    [4, 2, 2, 50],
    [4, 3, 1, 50],
    [5, 2, 1, 620],
    [5, 1, 2, 650],
    [6, 2, 1, -50],
    [6, 1, 2, -50],
  ];

  it("Mitchell with a sit-out: NS and EW fields ranked apart, the sitting-out pairs over 4 boards", () => {
    const ranking = rank(mitchell, "mitchell=on");
    expect(ranking.fields.map((f) => f.direction)).toEqual(["ns", "ew"]);
    const ns = ranking.fields[0].pairs.map((p) => [p.rank, p.pair.label, p.boards, p.score.valueOf(), p.max]);
    expect(ns).toEqual([
      [1, 1, 4, 6, 8],
      [2, 3, 4, 4, 8],
      [3, 2, 4, 2, 8],
    ]);
    const ew = ranking.fields[1].pairs.map((p) => [p.rank, p.pair.label, p.boards, p.score.valueOf(), p.max]);
    expect(ew).toEqual([
      [1, 2, 6, 7, 12],
      [2, 1, 6, 5, 12],
    ]);
    const table = rankingTable(ranking);
    expect(table[0]).toEqual(["Rank", "NS pair", "Boards", "Score", "Max", "%"]);
    expect(table[4]).toEqual(["Rank", "EW pair", "Boards", "Score", "Max", "%"]);
    expect(table).toHaveLength(7);
  });

  it("without mitchell=on, NS 1 facing EW 1 is the same pair on both sides: an error naming the row", () => {
    const e = thrown(() => rank(mitchell));
    expect(e.cell).toMatchObject({ range: "ewpairs", row: 0 });
    expect(e.message).toMatch(/pair 1 is both NS and EW/);
  });
});

describe("RANKING — ranks and the table (docs/functions.md)", () => {
  it("equal percentages share a rank, shown as text =3; unshared ranks are numbers", () => {
    const rows: Row[] = [
      [1, 1, 2, 100],
      [1, 3, 4, 200],
      [1, 5, 6, 200],
      [1, 7, 8, 300],
    ];
    const table = rankingTable(rank(rows));
    expect(table.map((r) => [r[0], r[1]])).toEqual([
      ["Rank", "Pair"],
      ["=1", 2],
      ["=1", 7],
      ["=3", 3],
      ["=3", 4],
      ["=3", 5],
      ["=3", 6],
      ["=7", 1],
      ["=7", 8],
    ]);
  });

  it("within a shared rank the printout goes by score, then pair id", () => {
    // Boards 1–2 are played by pairs 1–4, board 3 by pairs 5–8: 3 and 2 win both of theirs
    // (4 of 4), 6 and 7 win their one board (2 of 2): all at 100 %.
    const rows: Row[] = [
      [1, 1, 2, 100],
      [1, 3, 4, 200],
      [2, 1, 2, 100],
      [2, 3, 4, 200],
      [3, 5, 6, 100],
      [3, 7, 8, 200],
    ];
    const table = rankingTable(rank(rows));
    expect(table.slice(1).map((r) => [r[0], r[1], String(r[3])])).toEqual([
      ["=1", 2, "4"],
      ["=1", 3, "4"],
      ["=1", 6, "2"],
      ["=1", 7, "2"],
      ["=5", 1, "0"],
      ["=5", 4, "0"],
      ["=5", 5, "0"],
      ["=5", 8, "0"],
    ]);
  });

  it("decimals= rounds Score and % (§5.4); Max stays whole", () => {
    const rows: Row[] = [
      [1, 1, 2, 100],
      [1, 3, 4, 200],
      [1, 5, 6, 300],
      [2, 1, 2, 100],
      [2, 3, 4, 200],
      [2, 5, 6, "A+"],
      [3, 1, 2, 100],
      [3, 3, 4, 200],
      [3, 5, 6, 300],
    ];
    const c = columns(rows);
    const table = scoreRanking(c.boards, c.ns, c.ew, c.entries, "decimals=2");
    // Pair 3 on board 2: 200 against 100 only, Neubergised to 3 tables: (2 + 1)·3/2 − 1 = 3.5.
    // Total 2 + 3.5 + 2 = 7.5 of 12 = 62.5 %; pair 1: 0 + 0.5 + 0 = 0.5 of 12 = 4.1666… → 4.17.
    const byPair = new Map(table.slice(1).map((r) => [r[1], r.map((c) => (c instanceof Fraction ? c.valueOf() : c))]));
    expect(byPair.get(3)!.slice(2)).toEqual([3, 7.5, 12, 62.5]);
    expect(byPair.get(1)!.slice(2)).toEqual([3, 0.5, 12, 4.17]);
  });

  it("entries as two columns (NS, EW) as printed travellers have them", () => {
    const boards = [[1], [1], [1]];
    const ranking = rankSession(
      boards,
      [[1], [3], [5]],
      [[2], [4], [6]],
      [
        [420, ""],
        ["", 450],
        ["A+", "A-"],
      ],
    );
    // NS 420 against EW's 450 (NS −450): NS 1 beats it; the A+/A- row is not compared.
    expect(pair(ranking, 1).score.equals(frac(7, 2))).toBe(true);
    expect(pair(ranking, 5).percent!.equals(60)).toBe(true);
    expect(pair(ranking, 6).percent!.equals(40)).toBe(true);
  });

  it("7 and '7' are one pair", () => {
    const rows: Row[] = [
      [1, 7, 8, 100],
      [1, 3, 4, 200],
      [2, "7", 8, 100],
      [2, 3, 4, 200],
    ];
    expect(rank(rows).fields[0].pairs).toHaveLength(4);
    expect(pair(rank(rows), 7).boards).toBe(2);
  });

  it("blank rows are skipped; Score and Max on the acbl and pp scales", () => {
    const rows: Row[] = [
      [1, 1, 2, 100],
      ["", "", "", ""],
      [1, 3, 4, 200],
      [1, 5, 6, 300],
    ];
    const c = columns(rows);
    const acbl = rankingTable(rankSession(c.boards, c.ns, c.ew, c.entries, "scale=acbl"));
    // EW 2 and NS 5 both beat both others; pair 2 comes first by id.
    expect(acbl[1].slice(1).map(String)).toEqual(["2", "1", "2", "2", "100"]);
    const pp = rankingTable(rankSession(c.boards, c.ns, c.ew, c.entries, "profile=dbf"));
    expect(pp[2].slice(1).map(String)).toEqual(["5", "1", "2", "2", "100"]);
    expect(pp[pp.length - 1].slice(1).map(String)).toEqual(["6", "1", "-2", "2", "0"]);
  });
});

describe("RANKING — corrections, Bridge-It 'Correcties op de einduitslag' (docs/rules.md §6)", () => {
  it("matchpoints are added before the percentage, percentage points after it", () => {
    const ranking = rank(howell, undefined, [
      [1, 2, ""],
      [4, "", -3],
      [3, 1, "-1%"],
      ["", "", ""],
    ]);
    expect(pair(ranking, 1).score.equals(8)).toBe(true);
    expect(pair(ranking, 1).percent!.equals(frac(200, 3))).toBe(true);
    expect(pair(ranking, 4).percent!.equals(frac(100, 3).sub(3))).toBe(true);
    expect(pair(ranking, 3).percent!.equals(frac(700, 12).sub(1))).toBe(true);
    // Pair 1 now equals pair 2 at 8 of 12: =1.
    expect(ranking.fields[0].pairs.slice(0, 2).map((p) => [p.rank, p.shared, p.pair.label])).toEqual([
      [1, true, 1],
      [1, true, 2],
    ]);
  });

  it("an unknown pair in corrections is an error naming its row", () => {
    const e = thrown(() =>
      rank(howell, undefined, [
        [1, 2, 0],
        [9, 1, 0],
      ]),
    );
    expect(e.cell).toMatchObject({ range: "corrections", row: 1, column: 0 });
    expect(e.message).toMatch(/pair 9 did not play/);
  });

  it("a bad correction value names its column", () => {
    const e = thrown(() => rank(howell, undefined, [[1, "two", 0]]));
    expect(e.cell).toMatchObject({ range: "corrections", row: 0, column: 1 });
  });

  it("Mitchell: a pair id both fields use must say NS or EW", () => {
    const mitchell: Row[] = [
      [1, 1, 1, 420],
      [1, 2, 2, 400],
    ];
    expect(() => rank(mitchell, "mitchell=on", [[1, 1, 0]])).toThrow(/both fields/);
    const r = rank(mitchell, "mitchell=on", [["EW 1", 1, 0]]);
    expect(pair(r, 1, 1).score.equals(1)).toBe(true);
    expect(pair(r, 1, 0).score.equals(2)).toBe(true);
  });
});

describe("RANKING — linked artificial scores, DBf LKU-10 §5.2 (docs/rules.md §5.2)", () => {
  // Two boards of seven tables (top 12); pair 1's table gets 40 % on both.
  function linked(entry: string): Row[] {
    const rows: Row[] = [];
    for (const board of [1, 2]) {
      rows.push([board, 1, 2, entry]);
      [50, 100, 200, 300, 400, 450].forEach((s, t) => rows.push([board, 3 + 2 * t, 4 + 2 * t, s]));
    }
    return rows;
  }

  it("under dbf two linked 40 % boards give 4.8 + 4.8 = 9.6 → 9, rounded once", () => {
    expect(pair(rank(linked("40%~1"), "profile=dbf"), 1).score.equals(9)).toBe(true);
  });

  it("unlinked, each board is rounded on its own: 4 + 4 = 8", () => {
    expect(pair(rank(linked("40%"), "profile=dbf"), 1).score.equals(8)).toBe(true);
  });

  it("under wbf linked scores stay exact: 9.6", () => {
    expect(pair(rank(linked("40%~1")), 1).score.equals(frac(96, 10))).toBe(true);
  });
});

describe("RANKING — different N in one session (docs/rules.md §6)", () => {
  // Board 1 was missed by the late table 7–8: three results; board 2 has four.
  const rows: Row[] = [
    [1, 1, 2, 100],
    [1, 3, 4, 200],
    [1, 5, 6, 300],
    [2, 1, 2, 100],
    [2, 3, 4, 200],
    [2, 5, 6, 300],
    [2, 7, 8, 400],
  ];

  it("every board is brought to the largest N with Neuberg, so every board has top 6", () => {
    const ranking = rank(rows);
    // Board 1 at N = 4, n = 3: raw 0, 2, 4 → (raw + 1)·4/3 − 1 = 1/3, 3, 17/3.
    expect(pair(ranking, 1).score.equals(frac(1, 3))).toBe(true);
    expect(pair(ranking, 1).max).toBe(12);
    expect(pair(ranking, 5).score.equals(frac(17, 3).add(4))).toBe(true);
    expect(pair(ranking, 7).max).toBe(6);
  });

  it("tables= sets N for every board", () => {
    const ranking = rank(rows, "tables=5");
    expect(pair(ranking, 7).max).toBe(8);
    // Board 2 at N = 5, n = 4: raw 6 → 7·5/4 − 1 = 31/4.
    expect(pair(ranking, 7).score.equals(frac(31, 4))).toBe(true);
  });

  it("under dbf the missing tables are ties", () => {
    // Board 1, NS 5: raw 4 plus one tie with the missing table = 5.
    expect(pair(rank(rows, "profile=dbf"), 5).score.equals(5 + 4)).toBe(true);
  });

  it("scaletops=off sums the boards as they are: board 1 has top 4", () => {
    const ranking = rank(rows, "scaletops=off");
    expect(pair(ranking, 5).max).toBe(10);
    expect(pair(ranking, 5).score.equals(8)).toBe(true);
    expect(pair(ranking, 2).percent!.equals(100)).toBe(true);
  });
});

describe("RANKING — errors name the cell", () => {
  it("a pair playing a board twice", () => {
    const rows: Row[] = [
      [1, 1, 2, 100],
      [1, 3, 4, 200],
      [2, 1, 2, 100],
      [1, 5, 1, 300],
    ];
    const e = thrown(() => rank(rows));
    expect(e.cell).toMatchObject({ range: "ewpairs", row: 3, column: 0 });
    expect(e.message).toMatch(/pair 1 plays board 1 twice: on this row and on row 1/);
  });

  it("a blank pair next to a result", () => {
    const e = thrown(() =>
      rank([
        [1, 1, 2, 100],
        [1, "", 4, 200],
      ]),
    );
    expect(e.cell).toMatchObject({ range: "nspairs", row: 1 });
  });

  it("a blank board next to a result", () => {
    const e = thrown(() =>
      rank([
        [1, 1, 2, 100],
        ["", 3, 4, 200],
      ]),
    );
    expect(e.cell).toMatchObject({ range: "boards", row: 1 });
  });

  it("a bad entry spoils the whole ranking, naming its cell; the first bad row wins", () => {
    const e = thrown(() =>
      rank([
        [1, 1, 2, 100],
        [2, 3, 4, "42O"],
        [1, 3, "", 200],
      ]),
    );
    expect(e.cell).toMatchObject({ range: "entries", row: 1 });
    expect(e.message).toMatch(/42O/);
  });

  it("more rows than tables= names the board", () => {
    const e = thrown(() =>
      rank(
        [
          [1, 1, 2, 100],
          [1, 3, 4, 200],
          [1, 5, 6, 300],
        ],
        "tables=2",
      ),
    );
    expect(e.cell).toMatchObject({ range: "entries", row: 0 });
    expect(e.message).toMatch(/board 1: the board has 3 results but tables=2/);
  });

  it("shape and option errors are whole-call errors", () => {
    expect(() => rankSession([[1]], [[1], [2]], [[2]], [[100]])).toThrow(/nspairs has 2 rows but entries has 1/);
    expect(() => rank([[1, 1, 2, 100]], "scale=pct")).toThrow(BridgeInputError);
    expect(() => rank([[1, 1, 2, 100]], "absent=45")).toThrow(/not an option of RANKING/);
  });
});

describe("RANKING — at IMPs: scoring=butler|ximp (docs/functions.md; docs/rules.md §6, §7)", () => {
  // Board 1: NS 420, 450, 400 → datum 420 (one dropped from each end): NS 0, +1, −1.
  // Board 2: NS 100, −100, 50 → datum 50: NS +2, −4, 0.
  const rows: Row[] = [
    [1, 1, 2, 420],
    [1, 3, 4, 450],
    [1, 5, 6, 400],
    [2, 1, 2, 100],
    [2, 3, 4, -100],
    [2, 5, 6, 50],
  ];

  it("Butler: Score is the total IMPs, Max the boards, % the IMPs per board; ranked by total", () => {
    const table = rankingTable(rank(rows, "scoring=butler"));
    expect(table[0]).toEqual(["Rank", "Pair", "Boards", "Score", "Max", "%"]);
    expect(table.slice(1).map((r) => r.map((c) => (c instanceof Fraction ? c.valueOf() : c)))).toEqual([
      [1, 4, 2, 3, 2, 1.5],
      [2, 1, 2, 2, 2, 1],
      [3, 6, 2, 1, 2, 0.5],
      [4, 5, 2, -1, 2, -0.5],
      [5, 2, 2, -2, 2, -1],
      [6, 3, 2, -3, 2, -1.5],
    ]);
  });

  it("cross-IMPs (ximp=average): each result against the others, averaged", () => {
    const ranking = rank(rows.slice(0, 3), "scoring=ximp");
    // 450: (+1 + 2)/2; 420: (−1 + 1)/2; 400: (−1 − 2)/2.
    expect(pair(ranking, 3).score.equals(frac(3, 2))).toBe(true);
    expect(pair(ranking, 1).score.equals(0)).toBe(true);
    expect(pair(ranking, 5).score.equals(frac(-3, 2))).toBe(true);
  });

  it("corrections at IMPs are IMPs; percentage points are refused", () => {
    expect(pair(rank(rows, "scoring=butler", [[1, 3, ""]]), 1).score.equals(5)).toBe(true);
    expect(() => rank(rows, "scoring=butler", [[1, 0, 2]])).toThrow(/percentage points have no meaning/);
  });

  // Pair 1 at NS: 620 against 400, 420 (datum 420: +5); 600 against 450, 460 (datum 460: +4);
  // then A+ on board 3 against 400, 420 (datum 410).
  const law12: Row[] = [
    [1, 1, 2, 620],
    [1, 3, 4, 400],
    [1, 5, 6, 420],
    [2, 1, 2, 600],
    [2, 3, 4, 450],
    [2, 5, 6, 460],
    [3, 1, 2, "A+"],
    [3, 3, 4, 400],
    [3, 5, 6, 420],
  ];

  it("Law 12C2(c) at IMPs: A+ is the pair's average IMPs per board when that beats +3", () => {
    expect(pair(rank(law12, "scoring=butler"), 1).score.equals(frac(27, 2))).toBe(true);
    expect(pair(rank(law12, "scoring=butler; session=off"), 1).score.equals(12)).toBe(true);
    // EW 2 has −4.5 per board: A+ stays +3, never below it.
    expect(pair(rank(law12, "scoring=butler"), 2).score.equals(-9 + 3)).toBe(true);
  });

  it("under dbf the award is rounded away from zero: 4.5 → 5; A- is min(−2, average)", () => {
    expect(pair(rank(law12, "scoring=butler; profile=dbf"), 1).score.equals(9 + 5)).toBe(true);
    const minus = law12.map((r): Row => (r[3] === "A+" ? [3, 1, 2, "A-"] : r));
    expect(pair(rank(minus, "scoring=butler; profile=dbf"), 2).score.equals(-9 - 5)).toBe(true);
    expect(pair(rank(minus, "scoring=butler; profile=dbf"), 1).score.equals(9 - 2)).toBe(true);
  });
});

describe("RANKING — properties", () => {
  const ENTRIES = ["420", "-50", "100", "100", "-620", "NP", "A+", "A-", "A", "60%/40%", "450/-480", "40% 420 + 60% -50"];

  /** A random session: every board the same number of tables, pairs seated at random. */
  const sessionArb = fc
    .record({ boards: fc.integer({ min: 1, max: 5 }), tables: fc.integer({ min: 1, max: 5 }) })
    .chain(({ boards, tables }) =>
      fc.array(
        fc.record({
          seating: fc.shuffledSubarray(
            Array.from({ length: 2 * tables + 2 }, (_, i) => i + 1),
            { minLength: 2 * tables, maxLength: 2 * tables },
          ),
          entries: fc.array(fc.constantFrom(...ENTRIES), { minLength: tables, maxLength: tables }),
        }),
        { minLength: boards, maxLength: boards },
      ),
    )
    .map((boards) => boards.flatMap(({ seating, entries }, b) => entries.map((entry, t): Row => [b + 1, seating[2 * t], seating[2 * t + 1], entry])));

  it("the pairs' matchpoints add up to the boards' (session=off, no corrections, one N)", () => {
    fc.assert(
      fc.property(sessionArb, fc.constantFrom("", "profile=dbf"), (rows, profile) => {
        const options = `session=off; ${profile}`;
        const ranking = rank(rows, options);
        const pairs = ranking.fields[0].pairs.reduce((acc, p) => acc.add(p.score), new Fraction(0));
        const boardOptions = parseOptions(options, optionKeys("RANKING"));
        let boards = new Fraction(0);
        for (const id of new Set(rows.map((r) => r[0]))) {
          const scored = scoreBoard(
            rows.filter((r) => r[0] === id).map((r) => parseEntry(r[3])),
            boardOptions,
          );
          for (const row of scored.rows) if (row.kind === "scored") boards = boards.add(row.ns.mp).add(row.ew.mp);
        }
        expect(pairs.equals(boards)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("every pair's % is within 0–100 without corrections", () => {
    fc.assert(
      fc.property(sessionArb, fc.constantFrom("", "profile=dbf", "scaletops=off"), (rows, options) => {
        for (const p of rank(rows, options).fields[0].pairs)
          if (p.percent !== null) expect(p.percent.compare(0) >= 0 && p.percent.compare(100) <= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("§1, §6 pairs and boards without a result (found in review)", () => {
  // Two boards at three tables plus a fourth table that did not play (NP) on either.
  const session: Row[] = [
    [1, 1, 2, 420],
    [1, 3, 4, 450],
    [1, 5, 6, -50],
    [1, 7, 8, "NP"],
    [2, 1, 2, 420],
    [2, 3, 4, 450],
    [2, 5, 6, -50],
    [2, 7, 8, "NP"],
  ];

  test("§6 at matchpoints a pair with only NP boards is listed last, without a rank", () => {
    const c = columns(session);
    const table = scoreRanking(c.boards, c.ns, c.ew, c.entries);
    const last = table.slice(-2);
    expect(last.map((r) => [r[0], r[1], r[2], r[5]])).toEqual([
      ["", 7, 0, ""],
      ["", 8, 0, ""],
    ]);
  });

  test("§6 at IMPs (Butler, cross-IMPs) the pairs without a result come last too, not among the 0-IMP pairs", () => {
    for (const scoring of ["butler", "ximp"]) {
      const c = columns(session);
      const table = scoreRanking(c.boards, c.ns, c.ew, c.entries, `scoring=${scoring}`);
      expect(table.slice(-2).map((r) => [r[0], r[1]])).toEqual([
        ["", 7],
        ["", 8],
      ]);
      // Every pair that played is ranked above them.
      expect(table.slice(1, -2).every((r) => r[0] !== "")).toBe(true);
    }
  });

  test("§1/§6 a board played once (N = 1) does not count, even when the session scales boards to its largest N", () => {
    const rows: Row[] = [
      [1, 1, 2, 420],
      [1, 3, 4, -50],
      [1, 5, 6, 620],
      [2, 1, 2, 420],
      [2, 3, 4, -50],
      [2, 5, 6, 620],
      [3, 1, 2, -50], // board 3 reached one table only
    ];
    // Pair 1 (NS): 420 beats -50, loses to 620 → 2 of 4 on boards 1 and 2; board 3 not counted.
    for (const options of ["", "scaletops=off", "scoring=butler", "scoring=ximp"]) {
      const p = pair(rank(rows, options), 1);
      expect([options, p.boards]).toEqual([options, 2]);
    }
    expect(pair(rank(rows), 1).max).toBe(8);
    expect(pair(rank(rows), 1).percent).toEqual(frac(50));
  });
});
