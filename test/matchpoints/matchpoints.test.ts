// docs/rules.md §1, §3–§5: matchpoints of one board and of long tables. Expected values are written
// from the rules by hand (or come from examples.json), never computed by the code under test.
import examples from "../fixtures/spec-examples.json";
import { Fraction, neubergCells, scoreMatchpoints, weightedScore } from "../../src";
import { asText, errorOf, show } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const SEVEN = [420, 420, 450, 450, -50, 100];

describe("examples.json (docs/rules.md worked examples)", () => {
  for (const ex of examples.matchpoints) {
    test(`${ex.name} — ${ex.source}`, () => {
      const got = show(scoreMatchpoints(col(...ex.entries), null, ex.options));
      expect(got).toEqual(ex.expect.map((row) => row.map(asText)));
    });
  }
});

describe("§3 matchpoints and Neuberg", () => {
  test("§3 Noplay: 3:1 becomes 4⅓:1⅔, 0:4 becomes ⅓:5⅔, NP scores nothing", () => {
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP")))).toEqual([
      ["13/3", "5/3"],
      ["13/3", "5/3"],
      ["1/3", "17/3"],
      ["NP", "NP"],
    ]);
  });

  test("§3 a board of ordinary rows: 2 per result beaten, 1 per tie, NS + EW = top", () => {
    expect(show(scoreMatchpoints(col(420, 420, 450, -50)))).toEqual([
      ["3", "3"],
      ["3", "3"],
      ["6", "0"],
      ["0", "6"],
    ]);
  });

  test("§3 split row 450/-480 is seen through directional frequency tables", () => {
    // 400 row: NS beats -500 and loses to 450 → 2; EW: 400 is higher than -500 and -480 → 0.
    expect(show(scoreMatchpoints(col(400, -500, "450/-480")))).toEqual([
      ["2", "0"],
      ["0", "4"],
      ["4", "2"],
    ]);
  });

  test("§3 Neuberg on the acbl scale is (raw + ½)·N/n − ½", () => {
    // acbl raw 1.5 of 3 rows, N = 4: (1.5 + 0.5)·4/3 − 0.5 = 13/6 = half the mp value 13/3.
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP"), null, "scale=acbl"))[0]).toEqual(["13/6", "5/6"]);
    expect(show(neubergCells([[1.5]], [[3]], [[4]], "scale=acbl") as never)[0]).toEqual(["13/6"]);
  });

  test("§1 tables= sets N for every board; fewer rows is Neuberg, more rows an error", () => {
    expect(show(scoreMatchpoints(col(50, 50, -420), null, "tables=4"))).toEqual([
      ["13/3", "5/3"],
      ["13/3", "5/3"],
      ["1/3", "17/3"],
    ]);
    const [row] = scoreMatchpoints(col(50, 50, -420), null, "tables=2");
    expect(errorOf(row).message).toMatch(/3 results but tables=2/);
  });
});

describe("§1 scales", () => {
  const board = col(420, 420, 450, -50); // mp 3,3 / 3,3 / 6,0 / 0,6, N = 4, top 6
  test("§1 acbl is half of mp", () => {
    expect(show(scoreMatchpoints(board, null, "scale=acbl"))[2]).toEqual(["3", "0"]);
  });
  test("§1 pp is mp − (N − 1): +1/0/−1 per comparison", () => {
    expect(show(scoreMatchpoints(board, null, "scale=pp"))).toEqual([
      ["0", "0"],
      ["0", "0"],
      ["3", "-3"],
      ["-3", "3"],
    ]);
  });
  test("§1 pct is mp ÷ top × 100", () => {
    expect(show(scoreMatchpoints(board, null, "scale=pct"))[0]).toEqual(["50", "50"]);
    expect(show(scoreMatchpoints(board, null, "scale=pct"))[2]).toEqual(["100", "0"]);
  });
  test("§1 a board with N = 1 has top 0: 0 matchpoints, pct blank", () => {
    expect(show(scoreMatchpoints(col(420)))).toEqual([["0", "0"]]);
    expect(show(scoreMatchpoints(col(420), null, "scale=pct"))).toEqual([["", ""]]);
    expect(show(scoreMatchpoints(col(420), null, "scale=pp"))).toEqual([["0", "0"]]);
  });
});

describe("§4 adjusted scores under wbf and dbf", () => {
  test("§4.1 artificial p % of the full top, exact under wbf (LKU-10 §5: 4.8, 6, 7.2 of 12)", () => {
    const got = show(scoreMatchpoints(col(...SEVEN, "A-/A")));
    expect(got[6]).toEqual(["24/5", "6"]);
    expect(show(scoreMatchpoints(col(...SEVEN, "A+")))[6]).toEqual(["36/5", "36/5"]);
    // The other tables lose the comparison: Neuberg from 6 results to 7 (420: raw 5 → 6·7/6 − 1).
    expect(got[0]).toEqual(["6", "6"]);
    expect(got[4]).toEqual(["1/6", "71/6"]); // -50: raw 0 → 7/6 − 1; EW raw 10 → 11·7/6 − 1
  });

  test("§4.1/§5.1 dbf rounds artificial scores away from the average: 40 % → 4, 60 % → 8", () => {
    const got = show(scoreMatchpoints(col(...SEVEN, "A-/A+"), null, "profile=dbf; scale=mp"));
    expect(got[6]).toEqual(["4", "8"]);
    // Others: the missing comparison is a tie — 420 scores 5 + 1.
    expect(got[0]).toEqual(["6", "6"]);
  });

  test("§4.1 any percent 0–100 per side; one part applies to both sides", () => {
    expect(show(scoreMatchpoints(col(...SEVEN, "55%")))[6]).toEqual(["33/5", "33/5"]);
    expect(show(scoreMatchpoints(col(...SEVEN, "A/55%")))[6]).toEqual(["6", "33/5"]);
    expect(show(scoreMatchpoints(col(...SEVEN, "0%/100%")))[6]).toEqual(["0", "12"]);
  });

  test("§4.2 not played: no score for the pair, Neuberg for the others (wbf) or ties (dbf)", () => {
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP"), null, "profile=dbf; scale=mp"))).toEqual([
      ["4", "2"],
      ["4", "2"],
      ["1", "5"],
      ["NP", "NP"],
    ]);
  });

  test("§4.3 weighted: matchpointed result by result, then weighted (5.4 / 6.6)", () => {
    expect(show(scoreMatchpoints(col(...SEVEN, "40% 920 + 60% -50")))[6]).toEqual(["27/5", "33/5"]);
  });

  test("§4.3/§5.3 dbf weighted rounding: no marker both up, !NS, !EW, !NSEW", () => {
    const row = (marker: string) => show(scoreMatchpoints(col(...SEVEN, `40% 920 + 60% -50 ${marker}`), null, "profile=dbf; scale=mp"))[6];
    expect(row("")).toEqual(["6", "7"]);
    expect(row("!NS")).toEqual(["5", "7"]);
    expect(row("!EW")).toEqual(["6", "6"]);
    expect(row("!NSEW")).toEqual(["5", "6"]);
  });

  test("§4 dbf: a split row is a tie for the others and is compared with the ordinary rows only", () => {
    // Ordinary 400 and -500; split 450/-480; N = 3, top 4.
    // 400: beats -500 (2) + tie with the split row (1) = 3 NS; EW: loses to -500 (0) + tie (1) = 1.
    // Split NS 450 beats both (4); EW -480: beats 400 (2), loses to -500 (0) = 2.
    expect(show(scoreMatchpoints(col(400, -500, "450/-480"), null, "profile=dbf; scale=mp"))).toEqual([
      ["3", "1"],
      ["1", "3"],
      ["4", "2"],
    ]);
  });

  test("§4 dbf (LKU-10 §6.1): two corrected rows are not compared with each other", () => {
    // 420, 100 ordinary; two split rows. Split 450/-480 NS: beats 420, 100 (4) + tie with the other split (1).
    const got = show(scoreMatchpoints(col(420, 100, "450/-480", "-50/650"), null, "profile=dbf; scale=mp"));
    expect(got[2]).toEqual(["5", "5"]); // EW -480: beats 420 and 100 (4) + tie (1)
    expect(got[3]).toEqual(["1", "1"]); // NS -50 loses both (0) + 1; EW 650 loses both (0) + 1
    expect(got[0]).toEqual(["4", "2"]); // 420: beats 100 (2) + two ties; EW: loses to 100 (0) + 2 ties
  });

  test("§4 wbf: an unbalanced weighted row keeps the table result on one side (LKU-10 §7.1)", () => {
    // NS keeps 920 (beats all six: 12); EW gets the weighted score (0.4·0 + 0.6·11 = 6.6).
    expect(show(scoreMatchpoints(col(...SEVEN, "920/40% 920 + 60% -50")))[6]).toEqual(["12", "33/5"]);
  });

  test("§4 mixed A+/450: NS average plus, EW ranked as if NS scored 450", () => {
    // EW side 450 among 420,420,450,450,-50,100: loses to 420×2, -50, 100 (0), ties 450×2 (2) → 2, Neuberg 7/7.
    expect(show(scoreMatchpoints(col(...SEVEN, "A+/450")))[6]).toEqual(["36/5", "2"]);
  });

  test("§4.4 fouled board under dbf: comparisons with the other group are ties", () => {
    // Group A: 420, 400; group 2: 100. N = 3, top 4. 420 beats 400 (2) + tie with 100 (1).
    expect(show(scoreMatchpoints(col(420, 400, "100 @2"), null, "profile=dbf; scale=mp"))).toEqual([
      ["3", "1"],
      ["1", "3"],
      ["2", "2"],
    ]);
  });

  test("§4.4 smallgroups=acbl: group of 2 gets 65/55 %, a lone result 60 %, ties share", () => {
    // 6 rows: a group of 4 (Neuberg) and a group of 2. N = 6, top 10.
    const got = show(scoreMatchpoints(col(420, 420, 450, 400, "100 @2", "-50 @2"), null, "smallgroups=acbl"));
    expect(got[4]).toEqual(["13/2", "11/2"]); // 65 % and 55 % of 10
    expect(got[5]).toEqual(["11/2", "13/2"]);
    const tie = show(scoreMatchpoints(col(420, 420, 450, 400, "100 @2", "100 @2"), null, "smallgroups=acbl"));
    expect(tie[4]).toEqual(["6", "6"]);
    const lone = show(scoreMatchpoints(col(420, 420, 450, 400, 100, "-50 @2"), null, "smallgroups=acbl"));
    expect(lone[5]).toEqual(["6", "6"]);
  });

  test("§4.4 smallgroups=acbl: a group of 3 gets 70/60/50 % unless it is the larger group", () => {
    const small = show(scoreMatchpoints(col(420, 420, 450, 400, "100 @2", "-50 @2", "-100 @2"), null, "smallgroups=acbl"));
    expect(small.slice(4)).toEqual([
      ["42/5", "6"],
      ["36/5", "36/5"],
      ["6", "42/5"],
    ]); // 70/60/50 % of 12
    // 3 against 2: the group of 3 is Neubergised to N = 5: raw 4 → 5·5/3 − 1 = 22/3.
    const larger = show(scoreMatchpoints(col(420, 400, 100, "-50 @2", "-100 @2"), null, "smallgroups=acbl"));
    expect(larger[0]).toEqual(["22/3", "2/3"]);
    expect(larger[3]).toEqual(["26/5", "22/5"]); // group of 2: 65 % / 55 % of 8
  });

  test("§4 profiles: nbb = wbf, acbl = wbf on the acbl scale rounded to 0.01 halves up", () => {
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP"), null, "profile=nbb"))).toEqual(show(scoreMatchpoints(col(50, 50, -420, "NP"))));
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP"), null, "profile=acbl"))[0]).toEqual(["217/100", "83/100"]);
  });

  test("§4 each profile default can be overridden: dbf with Neuberg", () => {
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP"), null, "profile=dbf; missing=neuberg; scale=mp"))[0]).toEqual(["13/3", "5/3"]);
  });
});

describe("§5.4 output rounding", () => {
  // 4 rows, one NP → 13/3 = 4.333…, 5/3, 1/3, 17/3.
  test("§5.4 decimals=k rounds; exact otherwise", () => {
    expect(show(scoreMatchpoints(col(50, 50, -420, "NP"), null, "decimals=2"))[0]).toEqual(["433/100", "167/100"]);
  });
  test("§5.4 halves: away from the average (EBU), toward it (NBB), up (ACBL)", () => {
    // 5 tables, one NP, n = 4: -420 ties one, loses two: raw 1 → 2·5/4 − 1 = 3/2 (below the
    // average 4); EW raw 5 → 6·5/4 − 1 = 13/2 (above it).
    const board = col(-420, -420, 50, 100, "NP");
    const at = (opts: string) => show(scoreMatchpoints(board, null, opts));
    expect(at("")[0]).toEqual(["3/2", "13/2"]);
    expect(at("decimals=0; round=away")[0]).toEqual(["1", "7"]);
    expect(at("decimals=0; round=toward")[0]).toEqual(["2", "6"]);
    expect(at("decimals=0; round=up")[0]).toEqual(["2", "7"]);
    expect(at("profile=nbb; decimals=0")[0]).toEqual(["2", "6"]);
  });
});

describe("long tables, boards and errors (docs/functions.md)", () => {
  test("rows with the same board id are one board; 7 and '7' are the same board", () => {
    const got = show(scoreMatchpoints(col(420, 100, 420, -50), col(7, 8, "7", " 8 ")));
    expect(got).toEqual([
      ["1", "1"],
      ["2", "0"],
      ["1", "1"],
      ["0", "2"],
    ]);
  });

  test("blank rows give blanks and are not results", () => {
    expect(show(scoreMatchpoints(col(420, null, "", 100)))).toEqual([
      ["2", "0"],
      ["", ""],
      ["", ""],
      ["0", "2"],
    ]);
  });

  test("a bad cell makes its board's rows errors naming the row; other boards are scored", () => {
    const got = scoreMatchpoints(col(420, "42O", 420, -50), col(1, 1, 2, 2));
    expect(errorOf(got[0])).toMatchObject({ range: "entries", row: 1, column: 0 });
    expect(errorOf(got[1]).message).toMatch(/'42O' is not a score; expected e\.g\. 420, A\+, 40% 920 \+ 60% -50/);
    expect(show(got).slice(2)).toEqual([
      ["2", "0"],
      ["0", "2"],
    ]);
  });

  test("a blank board id next to a filled entry is an error for that row", () => {
    const got = scoreMatchpoints(col(420, 400, 100), col(1, null, 1));
    expect(errorOf(got[1])).toMatchObject({ range: "boards", row: 1 });
    expect(show(got)[0]).toEqual(["2", "0"]);
  });

  test("a shape mismatch or a bad option fails the whole call", () => {
    expect(() => scoreMatchpoints(col(420, 400), col(1))).toThrow(/same height/);
    expect(() => scoreMatchpoints([[1, 2, 3]], null)).toThrow(/two columns/);
    expect(() => scoreMatchpoints(col(420), null, "profil=dbf")).toThrow(/valid options: profile, scale/);
    expect(() => scoreMatchpoints(col(420), null, "scale=imps")).toThrow(/scale takes mp\|acbl\|pp\|pct/);
  });

  test("two columns NS/EW as printed travellers have them", () => {
    const got = show(
      scoreMatchpoints([
        [420, null],
        [null, 50],
        ["A+", "A-"],
        [-100, 100],
      ]),
    );
    // NS scores 420, -50, (artificial), -100 → N = 4, three present: 420 beats 2 (raw 4 → 5·4/3 − 1).
    expect(got[0]).toEqual(["17/3", "1/3"]);
    expect(got[2]).toEqual(["18/5", "12/5"]);
  });
});

describe("NEUBERG and WEIGHTEDSCORE", () => {
  test("=BRIDGE.NEUBERG(3, 3, 4) → 4.333…", () => {
    expect((neubergCells(3, 3, 4) as Fraction[][])[0][0].toFraction()).toBe("13/3");
  });
  test("NEUBERG broadcasts a column against single cells; bad cells are their own errors", () => {
    const got = neubergCells([[0], [3], ["x"]], 3, 4);
    expect((got[0][0] as Fraction).toFraction()).toBe("1/3");
    expect((got[1][0] as Fraction).toFraction()).toBe("13/3");
    expect(errorOf(got[2][0] as never).message).toMatch(/matchpoints 'x'/);
    // A column against a row broadcasts to 2×3, Excel's rule: (mp + 1)·4/n − 1 at each position.
    const grid = neubergCells([[1], [2]], [[1, 2, 3]], 4).map((r) => r.map((v) => (v as Fraction).toFraction()));
    expect(grid).toEqual([
      ["7", "3", "5/3"],
      ["11", "5", "3"],
    ]);
    expect(() => neubergCells([[1], [2]], [[1], [2], [3]], 4)).toThrow(
      "matchpoints is 2×1 but results is 3×1; ranges must be the same size, or a single row, column or cell",
    );
  });
  test("=BRIDGE.WEIGHTEDSCORE({40;60}, {920;-50}, field) → {5.4, 6.6}", () => {
    const got = weightedScore(col(40, 60), col(920, -50), col(...SEVEN));
    expect(got.map((v) => (v as Fraction).toFraction())).toEqual(["27/5", "33/5"]);
  });
  test("WEIGHTEDSCORE takes weights as Excel percentages, text or fractions", () => {
    const f = (w: unknown[]) => weightedScore(col(...w), col(920, -50), col(...SEVEN)).map((v) => (v as Fraction).toFraction());
    expect(f([0.4, 0.6])).toEqual(["27/5", "33/5"]);
    expect(f(["40%", "60%"])).toEqual(["27/5", "33/5"]);
    expect(() => f([40, 50])).toThrow(/add up to 90/);
  });
  test("WEIGHTEDSCORE offender=NS under dbf rounds NS down (§5.3)", () => {
    const got = weightedScore(col(40, 60), col(920, -50), col(...SEVEN), "profile=dbf; scale=mp; offender=NS");
    expect(got.map((v) => (v as Fraction).toFraction())).toEqual(["5", "7"]);
  });
});
