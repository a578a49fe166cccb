// Rules that mutation testing (npm run mutate, README "Mutation testing") found unguarded: each
// test here kills mutants that survived every other test. Expectations are worked by hand from
// the rule cited, never read from the code's output.
import { Fraction, PairResult, isCellError, scoreButler, scoreDatums, SessionRanking, neubergCells, rankSession, rankingTable, scoreMatchpoints, weightedScore } from "../src";
import { toNumber } from "../src/exact";
import { scoreMatchpointsAsNumbers } from "../src/fastpath";
import { imps } from "../src/imps";
import { versus } from "../src/matchpointRules";
import { errorOf, show, thrown } from "./helpers/exact";
import { Row, rank } from "./helpers/session";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("§5.4 output rounding about each scale's average", () => {
  // N = 3, top 4: 62.5 % is 2.5 mp, on pp 2.5 − (N − 1) = +0.5, above the pp average 0; 37.5 %
  // is 1.5 mp, −0.5 on pp, below it.
  const board = col(420, 420, "62.5%/37.5%");

  test("§5.4 pp: the average is 0, so +0.5 rounds up under away and down under toward", () => {
    expect(show(scoreMatchpoints(board, null, "scale=pp; decimals=0; round=away"))[2]).toEqual(["1", "-1"]);
    expect(show(scoreMatchpoints(board, null, "scale=pp; decimals=0; round=toward"))[2]).toEqual(["0", "0"]);
  });
});

// docs/functions.md NEUBERG: element by element, (mp + 1) · expected / results − 1, on the mp or
// acbl scale; each cell is its own value or error; results and expected are whole numbers ≥ 1.
describe("NEUBERG's cells (docs/functions.md, rules.md §3)", () => {
  test("a position whose three cells are blank is blank; one blank cell is that cell's error", () => {
    const got = neubergCells([[null], [3], [3]], [[null], [3], [null]], [[null], [4], [4]]);
    expect(got[0][0]).toBe("");
    expect((got[1][0] as Fraction).toFraction()).toBe("13/3");
    const blank = errorOf(got[2][0] as never);
    expect([blank.range, blank.row, blank.column]).toEqual(["results", 2, 0]);
    expect(blank.message).toMatch(/blank/);
  });

  test("results and expected must be whole numbers of 1 or more; the error is the bad cell's", () => {
    for (const bad of [0, 2.5, -3]) {
      const e = errorOf(neubergCells(3, bad, 4)[0][0] as never);
      expect([e.range, e.message]).toEqual(["results", expect.stringMatching(/^results .*whole number/)]);
      const f = errorOf(neubergCells(3, 3, bad)[0][0] as never);
      expect([f.range, f.message]).toEqual(["expected", expect.stringMatching(/^expected .*whole number/)]);
    }
    const text = errorOf(neubergCells(3, "x", 4)[0][0] as never);
    expect([text.range, text.message]).toEqual(["results", expect.stringMatching(/^results .*whole number/)]);
    const mp = errorOf(neubergCells("x", 3, 4)[0][0] as never);
    expect([mp.range, mp.message]).toEqual(["matchpoints", expect.stringMatching(/^matchpoints .*number of matchpoints/)]);
  });

  test("only the mp and acbl scales, and the options are NEUBERG's", () => {
    expect(() => neubergCells(3, 3, 4, "scale=pp")).toThrow(/scale=mp or scale=acbl/);
    expect(() => neubergCells(3, 3, 4, "scale=pct")).toThrow(/scale=mp or scale=acbl/);
    expect(() => neubergCells(3, 3, 4, "tables=4")).toThrow(/NEUBERG/);
  });
});

describe("§3 one comparison, §7 the IMP scale's edges", () => {
  test("§3 versus: 2 for a result beaten, 1 for a tie, 0 for a loss; EW wins with the lower NS score", () => {
    expect([versus(420, 400, "ns"), versus(400, 420, "ns"), versus(420, 420, "ns")]).toEqual([2, 0, 1]);
    expect([versus(420, 400, "ew"), versus(400, 420, "ew"), versus(-50, -50, "ew")]).toEqual([0, 2, 1]);
  });

  test("§7 IMP of something that is no number is refused", () => {
    expect(() => imps(Number.NaN)).toThrow(/not a score difference/);
    expect(() => imps(Number.POSITIVE_INFINITY)).toThrow(/not a score difference/);
  });

  test("MATCHPOINTS names itself when an option is not its own", () => {
    expect(() => scoreMatchpoints(col(420), null, "ximp=average")).toThrow(/MATCHPOINTS/);
  });
});

describe("§4.4 smallgroups=acbl: which groups are Neubergised", () => {
  test("§4.4 a group of four is Neubergised, a group of two gets 65/55 %", () => {
    // N = 6, top 10. Group of four: raw 6, 4, 2, 0 of 3 comparisons → (raw + 1)·6/4 − 1.
    const got = show(scoreMatchpoints(col(420, 400, 300, 100, "620 @2", "600 @2"), null, "smallgroups=acbl; scale=mp"));
    expect(got).toEqual([
      ["19/2", "1/2"],
      ["13/2", "7/2"],
      ["7/2", "13/2"],
      ["1/2", "19/2"],
      ["13/2", "11/2"],
      ["11/2", "13/2"],
    ]);
  });

  test("§4.4 a group of three beside a larger group gets 70/60/50 %, whatever the third group's size", () => {
    // N = 9, top 16: groups of 4 (no marker), 3 (@2) and 2 (@3). The group of three is not the
    // larger group (4 > 3), so 70/60/50 % of 16 = 11.2, 9.6, 8 in each direction.
    const got = show(
      scoreMatchpoints(col(420, 400, 300, 100, "200 @2", "100 @2", "-100 @2", "620 @3", "600 @3"), null, "smallgroups=acbl; scale=mp"),
    );
    expect(got.slice(4, 7)).toEqual([
      ["56/5", "8"],
      ["48/5", "48/5"],
      ["8", "56/5"],
    ]);
  });
});

// §6: RANKING's pairs. Every board is one where each table bid 4♥ making: all pairs tie at 50 %.
const labels = (ranking: SessionRanking, field = 0) => ranking.fields[field].pairs.map((p: PairResult) => p.pair.label);

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
    const bool = thrown(() => rank([[1, 1, 2, 420], [1, true, 4, 400]]));
    expect(bool.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(bool.message).toMatch(/TRUE is not a pair/);
    const inf = thrown(() => rank([[1, 1, 2, 420], [1, 3, Number.POSITIVE_INFINITY, 400], [1, true, 4, 400]]));
    expect(inf.cell).toMatchObject({ range: "ewpairs", row: 1 });
    expect(inf.message).toMatch(/not a pair number/);
  });

  test("§6 corrections are 2 or 3 columns; a blank pair or a bad value is its cell's error", () => {
    expect(() => rank(flat, undefined, [[1]])).toThrow(/2 or 3 columns/);
    expect(() => rank(flat, undefined, [[1, 1, 0, 0]])).toThrow(/2 or 3 columns/);
    const blank = thrown(() => rank(flat, undefined, [[1, 1], ["", 2]]));
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
      expect([r.fields[0].pairs.find((p) => p.pair.label === 1)!.score.valueOf(), r.fields[1].pairs.find((p) => p.pair.label === 1)!.score.valueOf()]).toEqual([2, 1]);
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
    expect(() => rankSession([[1], [1]], [[1, 5], [3, 6]], [[2], [4]], one)).toThrow(/nspairs must be one column/);
    expect(() => rankSession([[1], [1]], [[1], [3]], [[2, 5], [4, 6]], one)).toThrow(/ewpairs must be one column/);
    const ns = thrown(() => rankSession([[1], [1]], [[1], [""]], [[2], [4]], one));
    expect(ns.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(ns.message).toMatch(/NS pair is blank/);
    const ew = thrown(() => rankSession([[1], [1]], [[1], [3]], [[2], [null]], one));
    expect(ew.cell).toMatchObject({ range: "ewpairs", row: 1 });
    expect(ew.message).toMatch(/EW pair is blank/);
  });

  test("a pair on a board twice is an error on its own column, naming the board", () => {
    const twiceNs = thrown(() => rank([[1, 1, 2, 420], [1, 1, 4, 400]]));
    expect(twiceNs.cell).toMatchObject({ range: "nspairs", row: 1 });
    expect(twiceNs.cell.message).toMatch(/^pair 1 plays board 1 twice/);
    const twiceEw = thrown(() => rank([[1, 1, 2, 420], [1, 3, 2, 400]], "mitchell=on"));
    expect(twiceEw.cell).toMatchObject({ range: "ewpairs", row: 1 });
    expect(twiceEw.cell.message).toMatch(/^EW pair 2 plays board 1 twice/);
  });

  test("a correction's matchpoints take no % sign (percentage points do)", () => {
    const e = thrown(() => rank([[1, 1, 2, 420], [1, 3, 4, 400]], undefined, [[1, "2%", 0]]));
    expect(e.cell).toMatchObject({ range: "corrections", row: 0, column: 1 });
    expect(rank([[1, 1, 2, 420], [1, 3, 4, 400]], undefined, [[1, 0, "2%"]]).fields[0].pairs[0].percent!.equals(102)).toBe(true);
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

// docs/functions.md WEIGHTEDSCORE and rules.md §4.3's example: seven tables, the other NS scores
// 420, 420, 450, 450, −50 and 100; the table gets 40 % 920 + 60 % −50: NS 5.4, EW 6.6.
describe("WEIGHTEDSCORE's cells and options (rules.md §4.3, §5.3)", () => {
  const SIX = col(420, 420, 450, 450, -50, 100);
  const mp = (weights: unknown[], scores: unknown[], options?: string) =>
    weightedScore(col(...weights), col(...scores), SIX, options).map((v) => (v as Fraction).toFraction());

  test("§5.3 offender= rounds the offending side down and the other up; none: both up", () => {
    const dbf = "profile=dbf; scale=mp";
    expect(mp([40, 60], [920, -50], dbf)).toEqual(["6", "7"]);
    expect(mp([40, 60], [920, -50], `${dbf}; offender=EW`)).toEqual(["6", "6"]);
    expect(mp([40, 60], [920, -50], `${dbf}; offender=NSEW`)).toEqual(["5", "6"]);
  });

  test("weights as fractions n/d, with spaces; 2 to 8 results; a blank pair of cells is skipped", () => {
    expect(mp([" 2/5 ", "3/5"], [920, -50])).toEqual(["27/5", "33/5"]);
    expect(mp(["12/30", "18/30"], [920, -50])).toEqual(["27/5", "33/5"]);
    expect(mp([40, 60, ""], [920, -50, ""])).toEqual(["27/5", "33/5"]);
    // Eight results of 12.5 % each are allowed: 4 × 920 (raw 12) and 4 × −50 (raw 1) → 6.5.
    expect(mp(Array(8).fill(12.5), [920, 920, 920, 920, -50, -50, -50, -50])).toEqual(["13/2", "11/2"]);
  });

  test("a score typed as text is that score; a blank score beside a weight is the passed-out 0", () => {
    expect(mp([40, 60], ["920", "-50"])).toEqual(mp([40, 60], [920, -50]));
    expect(mp([40, 60], [920, ""])).toEqual(mp([40, 60], [920, 0]));
  });

  test("bad weights, counts and options are refused", () => {
    for (const bad of [[0, 100], [-40, 140], ["40%x", "60%"], ["x2/5", "3/5"], ["2/5x", "3/5"], ["1/0", "1"], ["", 100]])
      expect(() => mp(bad, [920, -50])).toThrow(/weight/);
    expect(() => mp([100], [920])).toThrow(/2 to 8 results/);
    expect(() => mp(Array(9).fill(1), Array(9).fill(420))).toThrow(/2 to 8 results/);
    expect(() => mp([40, 60], [920])).toThrow(/one weight per score/);
    expect(() => mp([40, 60], [920, -50], "scoring=ximp")).toThrow(/not available in WEIGHTEDSCORE/);
    expect(() => mp([40, 60], [920, -50], "ximp=average")).toThrow(/not an option of WEIGHTEDSCORE/);
    expect(() => weightedScore(col(40, 60), col(920, -50), col(420, "xyz"))).toThrow(/field row 2/);
  });
});

// README Performance: the column of plain scores is scored straight from the cells, and anything
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
    expect(outcome(() => scoreMatchpointsAsNumbers(entries, boards, options))).toEqual(
      outcome(() => asFloats(scoreMatchpoints(entries, boards, options))),
    );

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
    same([[420, 1], [450, 2]]);
    same(col(420, "", 450));
  });
});

// rules.md §7 Butler: a group's datum is the mean of its plain rows (420 and 450: 435, halves away
// from zero: 440); a row that needs no datum (NP, artificial both ways) and carries no @ shows the
// datum of the one group the played rows are in, a blank beside several; any other row of a
// group without a plain row shows the error, naming the board or the group.
describe("§7 BUTLERDATUM on rows without a datum of their own", () => {
  const datum = (...entries: unknown[]) =>
    scoreDatums(col(...entries)).map((r) => (isCellError(r) ? `${r.range} ${r.row}: ${r.message}` : r[0]));

  test("§7 an unmarked NP or artificial row beside one group shows that group's datum", () => {
    expect(datum("420 @2", "450 @2", "NP")).toEqual([440, 440, 440]);
    expect(datum("420 @2", "450 @2", "A+")).toEqual([440, 440, 440]);
  });

  test("§7 a row with a score side, or another group's artificial row: no datum, an error", () => {
    for (const row of ["60%/-420", "420/40%"]) expect(datum("420 @2", "450 @2", row)[2]).toMatch(/^entries 2: the board has no datum/);
    expect(datum("420 @2", "450 @2", "A+ @3")[2]).toMatch(/^entries 2: group @3 has no datum/);
  });

  test("§7 an unmarked artificial row beside two groups: a blank cell (ruling of issue 27)", () => {
    expect(datum("420 @2", "450 @3", "A+")).toEqual([420, 450, ""]);
  });

  test("§7 BUTLERIMP: a split row alone in its group names its score", () => {
    const [row] = scoreButler(col("450/-420 @2", 420, 420)).filter(isCellError);
    expect(row.message).toMatch(/the score 450/);
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
    const e = thrown(() => rank([[1, 1, 2, "450/-420 @2"], [1, 3, 4, 420], [1, 5, 6, 400]], "scoring=butler"));
    expect(e.cell).toMatchObject({ range: "entries", row: 0 });
  });
});

describe("§6 RANKING: which error is reported, and how it names the board", () => {
  test("the first bad row in the sheet, whichever check found it", () => {
    const e = thrown(() => rank([[1, "", 2, 420], [1, 3, 4, 400], [1, 5, 6, "xyz"]]));
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
