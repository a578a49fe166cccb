// MULTITEAM, docs/rules.md §9 ("Multiple teams", LKU-10 §10 and §11): a pairs session scored as
// virtual team matches. Every value below is worked by hand in the comment beside it; VPs are the
// WBF 2013 20-point scale (docs/rules.md §7) read from its table:
//   1 board:  0 10.00, 1 11.20, 2 12.29, 3 13.28, 5 15.00, 6 15.74, 7 16.42, 10 18.09, 11 18.55
//   2 boards: 0 10.00, 3 12.42, 4 13.12, 5 13.78, 6 14.39, 7 14.96, 8 15.50, 14 18.04, 15 18.37
// and a loser gets 20 minus the winner's VP.
import fc from "fast-check";
import { BridgeInputError } from "../../src/errors";
import { Fraction, toNumber } from "../../src/exact";
import { MultiteamRanking, MultiteamPair, multiteamSession, scoreMultiteam, teamImps } from "../../src/multiteam/multiteam";
import { parseEntry } from "../../src/entries/notation";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { thrown } from "../helpers/exact";

type Row = [board: number | string, ns: number | string, ew: number | string, entry: number | string];

function columns(rows: Row[]) {
  return {
    boards: rows.map((r) => [r[0]]),
    ns: rows.map((r) => [r[1]]),
    ew: rows.map((r) => [r[2]]),
    entries: rows.map((r) => [r[3]]),
  };
}

function session(rows: Row[], options?: string, corrections?: unknown[][]): MultiteamRanking {
  const c = columns(rows);
  return multiteamSession(c.boards, c.ns, c.ew, c.entries, options, corrections);
}

function table(rows: Row[], options?: string, corrections?: unknown[][]): (number | string)[][] {
  const c = columns(rows);
  return scoreMultiteam(c.boards, c.ns, c.ew, c.entries, options, corrections).map((r) => r.map((v) => (v instanceof Fraction ? toNumber(v) : v)));
}

function pair(r: MultiteamRanking, id: number | string): MultiteamPair {
  const p = r.pairs.find((x) => x.pair.label === id);
  if (!p) throw new Error(`pair ${id} not ranked`);
  return p;
}

/** A pair's matches as [opponent, boards, IMPs, VP], IMPs and VP as exact text ("6.7", "-4"). */
function matches(r: MultiteamRanking, id: number | string): [number | string, number, string, string][] {
  return pair(r, id).matches.map((m) => [m.opponent.label, m.boards, m.imps.toString(), m.vp.toString()]);
}

const exact = (x: string | number) => new Fraction(x);

/** The issue's worked example: a three-table Mitchell, NS 1 2 3, EW 4 5 6, two boards. */
const ISSUE: Row[] = [
  [1, 1, 4, 420],
  [1, 2, 5, 450],
  [1, 3, 6, -50],
  [2, 1, 5, 100],
  [2, 2, 6, "A+/A-"],
  [2, 3, 4, -110],
];

describe("MULTITEAM — the worked example of docs/rules.md §9", () => {
  const r = session(ISSUE);

  it.each([
    // Pair 1 v 2: b1 IMP(420 − 450) = −1; b2 its teammate EW 6 got A- → −3. Total −4 → 20 − 13.12.
    // Pair 1 v 3: b1 IMP(420 + 50) = 10; b2 IMP(100 + 110) = 5. Total 15 → 18.37.
    [
      1,
      [
        [2, 2, "-4", "6.88"],
        [3, 2, "15", "18.37"],
      ],
    ],
    // Pair 2 v 1: +1; own A+ → +3. Pair 2 v 3: IMP(450 + 50) = 11; own A+ +3 → 14 → 18.04.
    [
      2,
      [
        [1, 2, "4", "13.12"],
        [3, 2, "14", "18.04"],
      ],
    ],
    // Pair 3: the negations: −15 → 1.63, −14 → 1.96.
    [
      3,
      [
        [1, 2, "-15", "1.63"],
        [2, 2, "-14", "1.96"],
      ],
    ],
    // Pair 4 v 5: b1 IMP(450 − 420) = 1; b2 IMP(100 + 110) = 5 → 6 → 14.39.
    // Pair 4 v 6: b1 IMP(−50 − 420) = −10; b2 teammate NS 2 got A+ → +3 → −7 → 5.04.
    [
      4,
      [
        [5, 2, "6", "14.39"],
        [6, 2, "-7", "5.04"],
      ],
    ],
    // Pair 5 v 4: −6 → 5.61. Pair 5 v 6: b1 IMP(−50 − 450) = −11; b2 teammate NS 2 A+ → +3 → −8 → 4.5.
    [
      5,
      [
        [4, 2, "-6", "5.61"],
        [6, 2, "-8", "4.5"],
      ],
    ],
    // Pair 6 v 4: +10; own A- → −3 → 7 → 14.96. Pair 6 v 5: +11 − 3 = 8 → 15.5.
    [
      6,
      [
        [4, 2, "7", "14.96"],
        [5, 2, "8", "15.5"],
      ],
    ],
  ])("pair %s: IMPs and VP per match", (id, expected) => {
    expect(matches(r, id)).toEqual(expected);
  });

  it.each([
    // Totals: IMPs as in the issue (11, 18, −29, −1, −14, 15); VP the sums of the two matches.
    [1, 11, "25.25"],
    [2, 18, "31.16"],
    [3, -29, "3.59"],
    [4, -1, "19.43"],
    [5, -14, "10.11"],
    [6, 15, "30.46"],
  ])("pair %s: %s IMPs, %s VP", (id, imps, vp) => {
    const p = pair(r, id);
    expect(p.imps.equals(imps)).toBe(true);
    expect(p.vp.equals(exact(vp))).toBe(true);
    expect(p.boards).toBe(2);
  });

  it("spills a header and the pairs by VP per match", () => {
    expect(table(ISSUE)).toEqual([
      ["Rank", "Pair", "Matches", "Boards", "IMPs", "VP", "VP per match"],
      [1, 2, 2, 2, 18, 31.16, 15.58],
      [2, 6, 2, 2, 15, 30.46, 15.23],
      [3, 1, 2, 2, 11, 25.25, 12.625],
      [4, 4, 2, 2, -1, 19.43, 9.715],
      [5, 5, 2, 2, -14, 10.11, 5.055],
      [6, 3, 2, 2, -29, 3.59, 1.795],
    ]);
  });

  it("decimals=2 rounds VP per match, exact halves away from the average 10 (docs/rules.md §5.4)", () => {
    // 12.625 → 12.63 (above 10: up); 9.715 → 9.71, 5.055 → 5.05, 1.795 → 1.79 (below 10: down).
    const t = table(ISSUE, "decimals=2");
    expect(t.map((row) => row[6])).toEqual(["VP per match", 15.58, 15.23, 12.63, 9.71, 5.05, 1.79]);
  });

  it("decimals=2 rounds an exact half as round= says, with 10 as the average (docs/rules.md §9, §5.4)", () => {
    // The same halves: toward 10 (12.625 → 12.62, 9.715 → 9.72) and up (12.625 → 12.63, 9.715 → 9.72).
    expect(table(ISSUE, "decimals=2; round=toward").map((row) => row[6])).toEqual(["VP per match", 15.58, 15.23, 12.62, 9.72, 5.06, 1.8]);
    expect(table(ISSUE, "decimals=2; round=up").map((row) => row[6])).toEqual(["VP per match", 15.58, 15.23, 12.63, 9.72, 5.06, 1.8]);
  });

  it("the same rows in two columns (NS, EW) give the same result", () => {
    const c = columns(ISSUE);
    const twoColumns = ISSUE.map((row) => (row[3] === "A+/A-" ? ["A+", "A-"] : [row[3], ""]));
    expect(scoreMultiteam(c.boards, c.ns, c.ew, twoColumns)).toEqual(scoreMultiteam(c.boards, c.ns, c.ew, c.entries));
  });
});

describe("MULTITEAM — adjusted scores are compared, never skipped (docs/rules.md §9, LKU-10 §10)", () => {
  it("a split entry makes the matches unbalanced", () => {
    // One board, NS 1 2 3, EW 4 5 6. Row 2 is split 450/-100: NS 2 is ranked as if NS scored 450,
    // EW 5 as if NS scored −100. X(i, j) = IMP(ns(i) − ew(j)):
    //   X(1,2) = IMP(420 + 100) = 11   NS 1 v NS 2, EW 5 v EW 4
    //   X(2,1) = IMP(450 − 420) = 1    NS 2 v NS 1, EW 4 v EW 5
    //   X(1,3) = IMP(420 + 50) = 10    NS 1 v NS 3, EW 6 v EW 4
    //   X(3,1) = −10                   NS 3 v NS 1, EW 4 v EW 6
    //   X(2,3) = IMP(450 + 50) = 11    NS 2 v NS 3, EW 6 v EW 5
    //   X(3,2) = IMP(−50 + 100) = 2    NS 3 v NS 2, EW 5 v EW 6
    // NS 1 and NS 2 both win their match (11 and 1); the IMPs total 50, not 0.
    const r = session([
      [1, 1, 4, 420],
      [1, 2, 5, "450/-100"],
      [1, 3, 6, -50],
    ]);
    expect(matches(r, 1)).toEqual([
      [2, 1, "11", "18.55"],
      [3, 1, "10", "18.09"],
    ]);
    expect(matches(r, 2)).toEqual([
      [1, 1, "1", "11.2"],
      [3, 1, "11", "18.55"],
    ]);
    expect(matches(r, 3)).toEqual([
      [1, 1, "-10", "1.91"],
      [2, 1, "2", "12.29"],
    ]);
    expect(matches(r, 4)).toEqual([
      [5, 1, "1", "11.2"],
      [6, 1, "-10", "1.91"],
    ]);
    expect(matches(r, 5)).toEqual([
      [4, 1, "11", "18.55"],
      [6, 1, "2", "12.29"],
    ]);
    expect(matches(r, 6)).toEqual([
      [4, 1, "10", "18.09"],
      [5, 1, "11", "18.55"],
    ]);
    // Totals 21, 12, −8, −9, 13, 21 IMPs.
    expect(r.pairs.map((p) => [p.pair.label, toNumber(p.imps)])).toEqual(
      expect.arrayContaining([
        [1, 21],
        [2, 12],
        [3, -8],
        [4, -9],
        [5, 13],
        [6, 21],
      ]),
    );
    expect(r.pairs.reduce((s, p) => s.add(p.imps), new Fraction(0)).equals(50)).toBe(true);
  });

  // One board, NS 1 2 3, EW 4 5 6; row 2 (NS 2 v EW 5) gets 30% 450 + 70% -50. Term by term:
  //   X(1,2) = 0.3·IMP(420 − 450) + 0.7·IMP(420 + 50) = −0.3 + 7 = 6.7     team NS 1 + EW 5
  //   X(2,1) = 0.3·IMP(450 − 420) + 0.7·IMP(−50 − 420) = 0.3 − 7 = −6.7    team NS 2 + EW 4
  //   X(1,3) = IMP(420 − 100) = 8, X(3,1) = −8
  //   X(2,3) = 0.3·IMP(450 − 100) + 0.7·IMP(−50 − 100) = 2.4 − 2.8 = −0.4  team NS 2 + EW 6
  //   X(3,2) = 0.3·IMP(100 − 450) + 0.7·IMP(100 + 50) = −2.4 + 2.8 = 0.4   team NS 3 + EW 5
  const weighted = (marker: string): Row[] => [
    [1, 1, 4, 420],
    [1, 2, 5, `30% 450 + 70% -50${marker}`],
    [1, 3, 6, 100],
  ];
  const impsOf = (r: MultiteamRanking) => [1, 2, 3, 4, 5, 6].map((id) => matches(r, id).map((m) => m[2]));

  it("weighted, wbf: exact, and a balanced weighted score keeps every match zero-sum", () => {
    expect(impsOf(session(weighted("")))).toEqual([
      ["6.7", "8"], // NS 1: v 2 X(1,2), v 3 X(1,3)
      ["-6.7", "-0.4"], // NS 2: v 1 X(2,1), v 3 X(2,3)
      ["-8", "0.4"], // NS 3: v 1 X(3,1), v 2 X(3,2)
      ["-6.7", "-8"], // EW 4: v 5 X(2,1), v 6 X(3,1)
      ["6.7", "0.4"], // EW 5: v 4 X(1,2), v 6 X(3,2)
      ["8", "-0.4"], // EW 6: v 4 X(1,3), v 5 X(2,3)
    ]);
  });

  it("weighted with EW offending, dbf: each comparison rounded to whole IMPs against the offender", () => {
    // EW 5 offended. It is in the teams of X(1,2) and X(3,2): those round down (6.7 → 6,
    // 0.4 → 0); X(2,1) and X(2,3) are the other teams' and round up (−6.7 → −6, −0.4 → 0).
    expect(impsOf(session(weighted(" !EW"), "profile=dbf"))).toEqual([
      ["6", "8"],
      ["-6", "0"],
      ["-8", "0"],
      ["-6", "-8"],
      ["6", "0"],
      ["8", "0"],
    ]);
  });

  it("weighted with NS offending, dbf: the rounding turns round", () => {
    // NS 2 offended: X(2,1) → −7 and X(2,3) → −1 round down, X(1,2) → 7 and X(3,2) → 1 up.
    expect(impsOf(session(weighted(" !NS"), "profile=dbf"))).toEqual([
      ["7", "8"],
      ["-7", "-1"],
      ["-8", "1"],
      ["-7", "-8"],
      ["7", "1"],
      ["8", "-1"],
    ]);
    // weighted=exact overrides the profile.
    expect(impsOf(session(weighted(" !NS"), "profile=dbf; weighted=exact"))).toEqual(impsOf(session(weighted(""))));
  });

  it("weighted without a marker, dbf: both teams count as non-offending and round up", () => {
    const r = session(weighted(""), "profile=dbf");
    // X(1,2) 6.7 → 7, X(2,1) −6.7 → −6: NS 1 v NS 2 is 7 (16.42) against −6 (20 − 15.74 = 4.26).
    expect(matches(r, 1)[0]).toEqual([2, 1, "7", "16.42"]);
    expect(matches(r, 2)[0]).toEqual([1, 1, "-6", "4.26"]);
  });

  it("artificial: ±3 IMPs in every profile (LKU-10 §10 uses Law 12C2's ±3, not DBf Butler's ±2)", () => {
    // X(i, j) = award(NS side of i) + award(EW side of j); award(p) = 3·(p − 50)/10.
    const x = (ns: string, ew: string, profile: string) =>
      new Fraction(teamImps(parseEntry(ns), parseEntry(ew), parseOptions(`profile=${profile}`, optionKeys("MULTITEAM")))!).toString();
    for (const profile of ["wbf", "dbf"]) {
      expect(x("A+/A-", "420", profile)).toBe("3"); // NS side A+: +3; the EW side of 420: 0
      expect(x("420", "A+/A-", profile)).toBe("-3"); // the EW side A-: −3
      expect(x("A+", "A+", profile)).toBe("6"); // both teammates A+: +3 + 3, no table result compared
      expect(x("55%/45%", "A", profile)).toBe("1.5"); // 55 % → +1.5, A → 0
      expect(x("A+/450", "420", profile)).toBe("3"); // a mixed row's NS side is artificial
      expect(x("420", "A+/450", profile)).toBe("-1"); // its EW side is ranked as 450: IMP(420 − 450)
    }
  });
});

describe("MULTITEAM — NP (docs/rules.md §9, LKU-10 §10 and §11)", () => {
  // The worked example with board 1's third table not played (NS 3 v EW 6).
  const rows: Row[] = ISSUE.map((row) => (row[0] === 1 && row[1] === 3 ? [1, 3, 6, "NP"] : row));

  it("official: the board is not in the matches of the pairs of the NP row", () => {
    const r = session(rows);
    // Board 2 as in the example: NS 1 v 3: IMP(100 + 110) = 5; NS 2 v 3: own A+ = 3; EW 4 v 5: 5;
    // EW 4 v 6: NS 2's A+ = 3; EW 5 v 6: 3; EW 6 v 4 and v 5: own A- = −3.
    expect(matches(r, 1)).toEqual([
      [2, 2, "-4", "6.88"],
      [3, 1, "5", "15"],
    ]); // v 2: −1 − 3 over 2 boards
    expect(matches(r, 2)).toEqual([
      [1, 2, "4", "13.12"],
      [3, 1, "3", "13.28"],
    ]);
    expect(matches(r, 3)).toEqual([
      [1, 1, "-5", "5"],
      [2, 1, "-3", "6.72"],
    ]);
    expect(matches(r, 4)).toEqual([
      [5, 2, "6", "14.39"],
      [6, 1, "3", "13.28"],
    ]); // v 5: 1 + 5
    expect(matches(r, 5)).toEqual([
      [4, 2, "-6", "5.61"],
      [6, 1, "3", "13.28"],
    ]);
    expect(matches(r, 6)).toEqual([
      [4, 1, "-3", "6.72"],
      [5, 1, "-3", "6.72"],
    ]);
    expect([pair(r, 3).boards, pair(r, 6).boards, pair(r, 1).boards]).toEqual([1, 1, 2]);
    // Pair 1: 6.88 + 15 = 21.88 VP over 2 matches = 10.94.
    expect(pair(r, 1).perMatch!.equals(exact("10.94"))).toBe(true);
  });

  it("multiteam=guiding: the NP row is average (0 IMPs) and the board counts", () => {
    const r = session(rows, "multiteam=guiding");
    // Board 1 against the NP table: X = award(A) + award(a score) = 0, so 1 v 3 is 0 + 5 over 2
    // boards → 13.78, 2 v 3 is 0 + 3 → 12.42, 4 v 6 is 0 + 3 → 12.42, 6 v 4 is 0 − 3 → 7.58.
    expect(matches(r, 1)).toEqual([
      [2, 2, "-4", "6.88"],
      [3, 2, "5", "13.78"],
    ]);
    expect(matches(r, 2)).toEqual([
      [1, 2, "4", "13.12"],
      [3, 2, "3", "12.42"],
    ]);
    expect(matches(r, 3)).toEqual([
      [1, 2, "-5", "6.22"],
      [2, 2, "-3", "7.58"],
    ]);
    expect(matches(r, 4)).toEqual([
      [5, 2, "6", "14.39"],
      [6, 2, "3", "12.42"],
    ]);
    expect(matches(r, 5)).toEqual([
      [4, 2, "-6", "5.61"],
      [6, 2, "3", "12.42"],
    ]);
    expect(matches(r, 6)).toEqual([
      [4, 2, "-3", "7.58"],
      [5, 2, "-3", "7.58"],
    ]);
    expect(r.pairs.every((p) => p.boards === 2)).toBe(true);
  });

  it("a pair with only NP boards is listed last, without a rank (official)", () => {
    // 2 v 1 and EW 4 v 5: IMP(450 − 420) = 1 → 11.20; 1 v 2 and 5 v 4: −1 → 8.80; 3 and 6 no match.
    expect(
      table([
        [1, 1, 4, 420],
        [1, 2, 5, 450],
        [1, 3, 6, "NP"],
      ]),
    ).toEqual([
      ["Rank", "Pair", "Matches", "Boards", "IMPs", "VP", "VP per match"],
      ["=1", 2, 1, 1, 1, 11.2, 11.2],
      ["=1", 4, 1, 1, 1, 11.2, 11.2],
      ["=3", 1, 1, 1, -1, 8.8, 8.8],
      ["=3", 5, 1, 1, -1, 8.8, 8.8],
      ["", 3, 0, 0, 0, 0, ""],
      ["", 6, 0, 0, 0, 0, ""],
    ]);
  });
});

describe("MULTITEAM — Howell, groups, corrections (docs/rules.md §9)", () => {
  it("a Howell with a sit-out: pairs meet whoever sat their direction on the same board", () => {
    // Five pairs, two tables a board, one pair out:
    //   board 1: NS 1 v EW 2 420, NS 3 v EW 4 400 (5 out)
    //   board 2: NS 2 v EW 3 100, NS 4 v EW 5 −100 (1 out)
    //   board 3: NS 5 v EW 1 −420, NS 2 v EW 4 −450 (3 out)
    // b1: NS 1 v NS 3 IMP(20) = 1; EW 2 v EW 4 = IMP(400 − 420) = −1.
    // b2: NS 2 v NS 4 IMP(200) = 5; EW 3 v EW 5 = IMP(−100 − 100) = −5.
    // b3: NS 5 v NS 2 IMP(30) = 1; EW 1 v EW 4 = IMP(−450 + 420) = −1.
    // Pair 2 meets 4 twice (EW on b1, NS on b2): one match of 2 boards, −1 + 5 = 4 → 13.12.
    // Opponents at one table (1 and 2 on b1) and teammates (NS 1 and EW 4 on b1) do not meet.
    const r = session([
      [1, 1, 2, 420],
      [1, 3, 4, 400],
      [2, 2, 3, 100],
      [2, 4, 5, -100],
      [3, 5, 1, -420],
      [3, 2, 4, -450],
    ]);
    expect(matches(r, 1)).toEqual([
      [3, 1, "1", "11.2"],
      [4, 1, "-1", "8.8"],
    ]);
    expect(matches(r, 2)).toEqual([
      [4, 2, "4", "13.12"],
      [5, 1, "-1", "8.8"],
    ]);
    expect(matches(r, 3)).toEqual([
      [1, 1, "-1", "8.8"],
      [5, 1, "-5", "5"],
    ]);
    expect(matches(r, 4)).toEqual([
      [1, 1, "1", "11.2"],
      [2, 2, "-4", "6.88"],
    ]);
    expect(matches(r, 5)).toEqual([
      [2, 1, "1", "11.2"],
      [3, 1, "5", "15"],
    ]);
    // VP per match: 5 (15 + 11.2)/2 = 13.1, 2 21.92/2 = 10.96, 1 20/2 = 10, 4 18.08/2 = 9.04, 3 13.8/2 = 6.9.
    expect(r.pairs.map((p) => [p.rank, p.pair.label, p.boards, toNumber(p.perMatch!)])).toEqual([
      [1, 5, 2, 13.1],
      [2, 2, 3, 10.96],
      [3, 1, 2, 10],
      [4, 4, 3, 9.04],
      [5, 3, 2, 6.9],
    ]);
  });

  it("a fouled board: only rows of the same group meet", () => {
    // Board 1 in two groups: tables 1 and 2 @1, table 3 @2. NS 3 and EW 6 meet nobody on it.
    const r = session([
      [1, 1, 4, "420 @1"],
      [1, 2, 5, "450 @1"],
      [1, 3, 6, "-50 @2"],
    ]);
    expect(matches(r, 1)).toEqual([[2, 1, "-1", "8.8"]]);
    expect(pair(r, 3).matches).toEqual([]);
    expect(pair(r, 3).perMatch).toBeNull();
  });

  it("corrections (pair, VP) are added to the total, several rows for one pair add up", () => {
    // Pair 6: 30.46 − 6 = 24.46, 12.23 a match, now below pair 1's 12.625.
    // Pair 3: 3.59 + 1 + 0.5 = 5.09, 2.545 a match.
    const t = table(ISSUE, "", [
      [6, -6],
      [3, 1],
      ["3", "0,5"],
      [null, null],
    ]);
    expect(t.slice(1).map((row) => [row[0], row[1], row[5], row[6]])).toEqual([
      [1, 2, 31.16, 15.58],
      [2, 1, 25.25, 12.625],
      [3, 6, 24.46, 12.23],
      [4, 4, 19.43, 9.715],
      [5, 5, 10.11, 5.055],
      [6, 3, 5.09, 2.545],
    ]);
  });

  it("equal VP per match share a rank, shown =1", () => {
    // Two tables, both 420: every match 0 IMPs, 10 VP.
    expect(
      table([
        [1, 1, 3, 420],
        [1, 2, 4, 420],
      ]).slice(1),
    ).toEqual([
      ["=1", 1, 1, 1, 0, 10, 10],
      ["=1", 2, 1, 1, 0, 10, 10],
      ["=1", 3, 1, 1, 0, 10, 10],
      ["=1", 4, 1, 1, 0, 10, 10],
    ]);
  });
});

describe("MULTITEAM — input errors", () => {
  it("names the bad cell: a pair on a board twice, a bad entry, an unknown correction pair", () => {
    const twice = thrown(() =>
      session([
        [1, 1, 4, 420],
        [1, 1, 5, 450],
      ]),
    );
    expect(twice.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(twice.message).toMatch(/pair 1 plays board 1 twice/);
    const bad = thrown(() => session([[1, 1, 4, "42O"]]));
    expect(bad.cell).toMatchObject({ range: "entries", row: 0 });
    const unknown = thrown(() => session(ISSUE, "", [[9, 1]]));
    expect(unknown.cell).toMatchObject({ range: "corrections", row: 0, column: 0 });
    expect(unknown.message).toMatch(/did not play/);
  });

  it("rejects options it does not take, listing the valid ones", () => {
    expect(() => session(ISSUE, "multiteam=friendly")).toThrow(/multiteam takes official\|guiding/);
    expect(() => session(ISSUE, "scoring=butler")).toThrow(BridgeInputError);
    expect(() => session(ISSUE, "scoring=butler")).toThrow(/valid options: profile, multiteam, weighted, decimals, round/);
    expect(() => session(ISSUE, "", [[1, 2, 3]])).toThrow(/corrections must be 2 columns/);
  });
});

describe("MULTITEAM — property: without adjusted scores every match is zero-sum (docs/rules.md §9)", () => {
  const score = fc.constantFrom(-1430, -620, -500, -420, -200, -100, -50, 0, 50, 90, 100, 110, 140, 420, 450, 480, 620, 650, 920, 990);
  // A board: 1–6 tables, the pairs of its rows drawn without repetition from ten (a Howell when a
  // pair sits NS on one board and EW on another); ordinary scores, NP, and fouled-board groups.
  const board = fc.integer({ min: 1, max: 5 }).chain((tables) =>
    fc.tuple(
      fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 2 * tables, maxLength: 2 * tables }),
      fc.array(fc.oneof({ weight: 8, arbitrary: score.map(String) }, { weight: 1, arbitrary: fc.constant("NP") }), {
        minLength: tables,
        maxLength: tables,
      }),
      fc.array(fc.constantFrom("", "", " @1", " @2"), { minLength: tables, maxLength: tables }),
    ),
  );

  it("IMP(P v Q) = −IMP(Q v P), same boards, and VP(P v Q) + VP(Q v P) = 20 — official and guiding", () => {
    fc.assert(
      fc.property(fc.array(board, { minLength: 1, maxLength: 4 }), fc.boolean(), (boards, guiding) => {
        const rows: Row[] = [];
        boards.forEach(([pairs, entries, groups], b) =>
          entries.forEach((e, t) => rows.push([b + 1, pairs[2 * t], pairs[2 * t + 1], e === "NP" ? e : e + groups[t]])),
        );
        const r = session(rows, guiding ? "multiteam=guiding" : "");
        const byId = new Map(r.pairs.map((p) => [p.pair.label, p]));
        for (const p of r.pairs)
          for (const m of p.matches) {
            const back = byId.get(m.opponent.label)!.matches.find((x) => x.opponent.label === p.pair.label)!;
            expect(back).toBeDefined();
            expect(back.boards).toBe(m.boards);
            expect(back.imps.add(m.imps).equals(0)).toBe(true);
            expect(back.vp.add(m.vp).equals(20)).toBe(true);
          }
      }),
      { numRuns: 300 },
    );
  });
});
