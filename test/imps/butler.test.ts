// Butler IMPs and the datum (docs/rules.md §7, LKU-10 §9). Expected values are worked by hand from
// the rules and Law 78B; the comments show the arithmetic.
import fc from "fast-check";
import { Fraction, boardDatum, butlerBoard, isCellError, parseEntry, parseOptions, scoreButler, scoreDatums, weightedScore } from "../../src";
import { possibleScores } from "../../src/entries/contract";
import { optionKeys } from "../../src/worksheetFunctions";
import { errorOf, show } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const datums = (rows: ReturnType<typeof scoreDatums>) => rows.map((r) => (isCellError(r) ? `ERROR: ${r.message}` : r[0]));
const butler = (entries: unknown[], options?: string) => show(scoreButler(col(...entries), null, options));
const datumOpts = (text: string) => parseOptions(text, optionKeys("BUTLERIMP"));

// Sorted −50, 170, 400, 420, 450, 620; trim=1 drops −50 and 620: (170 + 400 + 420 + 450)/4 = 360.
const BOARD = [420, 450, 400, -50, 170, 620];
// IMP(score − 360): +60 → 2, +90 → 3, +40 → 1, −410 → −9, −190 → −5, +260 → 6.
const BOARD_NS = [2, 3, 1, -9, -5, 6];

describe("§7 the datum: trimmed mean of the table results", () => {
  test("§7 trim=1 (default) drops the highest and lowest", () => {
    expect(boardDatum(BOARD, datumOpts(""))).toBe(360);
    expect(datums(scoreDatums(col(...BOARD)))).toEqual([360, 360, 360, 360, 360, 360]);
  });

  test("§7 trim=0 is the plain mean; trim=2 keeps the middle two", () => {
    // 2010 / 6 = 335 → 340 (a half: away from zero, and 34 is even as well).
    expect(boardDatum(BOARD, datumOpts("trim=0"))).toBe(340);
    // Middle two of six: 400, 420 → 410.
    expect(boardDatum(BOARD, datumOpts("trim=2"))).toBe(410);
    expect(datums(scoreDatums(col(...BOARD), null, "trim=2"))[0]).toBe(410);
  });

  test("§7 no trimming with fewer than 2k + 1 table results; exactly 2k + 1 keeps the middle one", () => {
    // trim=1, two rows: (100 + 110)/2 = 105 → 110.
    expect(boardDatum([100, 110], datumOpts(""))).toBe(110);
    // trim=2, four rows: (−50 + 170 + 400 + 420)/4 = 235 → 240.
    expect(boardDatum([-50, 170, 400, 420], datumOpts("trim=2"))).toBe(240);
    // trim=1, three rows: only 420 remains.
    expect(boardDatum([100, 620, 420], datumOpts(""))).toBe(420);
    // trim=2, five rows: the median.
    expect(boardDatum([-50, 170, 400, 420, 620], datumOpts("trim=2"))).toBe(400);
    expect(boardDatum([420], datumOpts("trim=3"))).toBe(420);
  });

  test("§7 rounded to the nearest 10, halves away from zero (default), negative datums too", () => {
    expect(boardDatum([100, 110], datumOpts("trim=0"))).toBe(110); // 105
    expect(boardDatum([120, 130], datumOpts("trim=0"))).toBe(130); // 125
    expect(boardDatum([-100, -110], datumOpts("trim=0"))).toBe(-110); // −105
    expect(boardDatum([-120, -130], datumOpts("trim=0"))).toBe(-130); // −125
    expect(boardDatum([100, 100, 110], datumOpts("trim=0"))).toBe(100); // 103⅓
    expect(boardDatum([110, 110, 100], datumOpts("trim=0"))).toBe(110); // 106⅔
    expect(boardDatum([-100, -100, -110], datumOpts("trim=0"))).toBe(-100); // −103⅓
    expect(boardDatum([-110, -110, -100], datumOpts("trim=0"))).toBe(-110); // −106⅔
    expect(boardDatum([-50, 50], datumOpts("trim=0"))).toBe(0);
    expect(Object.is(boardDatum([-10, 0], datumOpts("trim=0; datumround=even")), 0)).toBe(true); // −5 → 0, not −0
  });

  test("§7 datumround=even (ACBLscore): halves to the even ten", () => {
    expect(boardDatum([100, 110], datumOpts("trim=0; datumround=even"))).toBe(100); // 10.5 tens → 10
    expect(boardDatum([120, 130], datumOpts("trim=0; datumround=even"))).toBe(120); // 12.5 → 12
    expect(boardDatum([130, 140], datumOpts("trim=0; datumround=even"))).toBe(140); // 13.5 → 14
    expect(boardDatum([-100, -110], datumOpts("trim=0; datumround=even"))).toBe(-100);
    expect(boardDatum([-130, -140], datumOpts("trim=0; datumround=even"))).toBe(-140);
    expect(boardDatum([110, 110, 100], datumOpts("trim=0; datumround=even"))).toBe(110); // not a half: nearest
  });

  test("LKU-10 §9: adjusted rows (artificial, split, weighted, mixed) and NP never enter the datum", () => {
    const entries = [...BOARD, "A+", "450/-480", "40% 620 + 60% 420", "NP", "A+/450", "920/40% 920 + 60% -50 !EW"];
    expect(datums(scoreDatums(col(...entries)))).toEqual(entries.map(() => 360));
  });

  test("§7 BUTLERDATUM shows blank on blank rows and scores each board of a long table separately", () => {
    const entries = col(420, 450, null, -50, -100);
    const boards = col(1, 1, null, 2, 2);
    // Board 1: (420 + 450)/2 = 435 → 440; board 2: −75 → −80.
    expect(datums(scoreDatums(entries, boards))).toEqual([440, 440, "", -80, -80]);
  });
});

describe("§7 Butler IMPs against the datum", () => {
  test("§7 NS = IMP(score − datum), EW = −NS on a board of table results", () => {
    expect(butler(BOARD)).toEqual(BOARD_NS.map((x) => [String(x), String(-x || 0)]));
  });

  test("§7 split 450/-480: each side against the datum (NS IMP(90) = 3, EW −IMP(−840) = 13)", () => {
    expect(butler([...BOARD, "450/-480"]).slice(-1)).toEqual([["3", "13"]]);
    // Mixed A+/450: NS average plus, EW −IMP(450 − 360) = −3.
    expect(butler([...BOARD, "A+/450"]).slice(-1)).toEqual([["3", "-3"]]);
  });

  test("§7 weighted (wbf): Σ w·IMP(sₖ − datum), exactly — 0.4·IMP(260) + 0.6·IMP(60) = 0.4·6 + 0.6·2 = 3.6", () => {
    expect(butler([...BOARD, "40% 620 + 60% 420"]).slice(-1)).toEqual([["18/5", "-18/5"]]);
    expect(butler([...BOARD, "40% 620 + 60% 420 !NS"]).slice(-1)).toEqual([["18/5", "-18/5"]]);
  });

  test("§7 / §5.3 weighted under dbf: whole IMPs against the offender (3.6 / −3.6)", () => {
    const last = (marker: string) => butler([...BOARD, `40% 620 + 60% 420 ${marker}`], "profile=dbf").slice(-1)[0];
    expect(last("")).toEqual(["4", "-3"]); // no marker: both non-offending, both up
    expect(last("!NS")).toEqual(["3", "-3"]); // NS offending: down; EW up
    expect(last("!EW")).toEqual(["4", "-4"]);
    expect(last("!NSEW")).toEqual(["3", "-4"]);
    expect(butler([...BOARD, "40% 620 + 60% 420 !NS"], "weighted=offender").slice(-1)[0]).toEqual(["3", "-3"]);
  });

  test("§7 artificial: (p − 50)/10 · k IMPs, k = 3 (Law 12C2)", () => {
    expect(butler([...BOARD, "A+", "A", "A-", "A+/A-", "55%", "33%"]).slice(-6)).toEqual([
      ["3", "3"],
      ["0", "0"],
      ["-3", "-3"],
      ["3", "-3"],
      ["3/2", "3/2"],
      ["-51/10", "-51/10"], // (33 − 50)/10 · 3
    ]);
  });

  test("§7 artificial under dbf: k = 2 (§ 204C), whole IMPs away from zero unless linked", () => {
    expect(butler([...BOARD, "A+", "A-", "55%", "33%", "33% ~1", "60%/40%"], "profile=dbf").slice(-6)).toEqual([
      ["2", "2"],
      ["-2", "-2"],
      ["1", "1"],
      ["-4", "-4"], // −3.4 → −4: away from the average
      ["-17/5", "-17/5"], // linked: RANKING rounds the pair's total once (§5.2)
      ["2", "-2"],
    ]);
    expect(butler([...BOARD, "A+"], "profile=dbf; artificialimps=3").slice(-1)).toEqual([["3", "3"]]);
  });

  test("§7 NP rows give NP; a board of artificial rows only still scores", () => {
    expect(butler([...BOARD, "NP"]).slice(-1)).toEqual([["NP", "NP"]]);
    expect(butler(["A+", "A-/A+", "NP"])).toEqual([
      ["3", "3"],
      ["-3", "3"],
      ["NP", "NP"],
    ]);
  });

  test("§7 a board without table results: a score-bearing adjusted row is an error naming the board; its artificial rows and other boards still score", () => {
    const entries = col(420, 450, "A+", "450/-480", "40% 620 + 60% 420");
    const boards = col(1, 1, 7, 7, 8);
    const rows = scoreButler(entries, boards);
    // Board 1: datum (420 + 450)/2 = 435 → 440; 420 − 440 = −20 → −1, 450 − 440 = 10 → 0.
    expect(show(rows.slice(0, 2))).toEqual([
      ["-1", "1"],
      ["0", "0"],
    ]);
    // Ruling: the A+ of a datum-less board still scores, (60 − 50)/10 · 3 = +3 each.
    expect(show([rows[2]])).toEqual([["3", "3"]]);
    expect(errorOf(rows[3]).message).toMatch(/^board 7: .*no table result.*datum/);
    expect(errorOf(rows[4]).message).toMatch(/^board 8: .*weighted score 40% 620 \+ 60% 420/);
  });

  test("§7 / §4.4 a fouled board: a datum per group; rows without @ are their own group", () => {
    // @1: 420, 450, 400 → trim 1 → 420. @2: −50, −100 → no trim → −75 → −80.
    const entries = ["420 @1", "450 @1", "400 @1", "-50 @2", "-100 @2", "A", "NP"];
    expect(butler(entries)).toEqual([
      ["0", "0"],
      ["1", "-1"], // +30
      ["-1", "1"], // −20
      ["1", "-1"], // −50 − (−80) = 30
      ["-1", "1"], // −20
      ["0", "0"],
      ["NP", "NP"],
    ]);
    const shown = datums(scoreDatums(col(...entries)));
    expect(shown.slice(0, 5)).toEqual([420, 420, 420, -80, -80]);
    // The A and NP rows belong to neither group, and the board has two datums: a blank cell, not
    // "no datum" (docs/rules.md §7).
    expect(shown.slice(5)).toEqual(["", ""]);
  });

  test("§7 BUTLERDATUM: NP and artificial rows show the board's datum when every played row carries one @group", () => {
    expect(datums(scoreDatums(col("420 @1", "450 @1", "400 @1", "A", "NP")))).toEqual([420, 420, 420, 420, 420]);
  });

  test("§7 BUTLERDATUM on a board with no table result is an error on its rows (decision: no datum is invented)", () => {
    const shown = datums(scoreDatums(col("A+", "A-", "NP", 420, 450), col(3, 3, 3, 4, 4)));
    expect(shown.slice(0, 3).every((s) => typeof s === "string" && /^ERROR: board 3: the board has no datum/.test(s))).toBe(true);
    expect(shown.slice(3)).toEqual([440, 440]);
  });

  test("§7 a fouled group with only adjusted results: error naming the group", () => {
    const rows = scoreButler(col(420, 450, "A+ @2", "450/-480 @2"), col(5, 5, 5, 5));
    // Ruling: the error is on the row that needs the datum, not on the board's first row.
    expect(errorOf(rows[3]).message).toMatch(/^board 5: group @2 has no table result/);
    expect(isCellError(rows[0])).toBe(false);
  });

  test("§5.4 output rounding: decimals=0, halves by round= from zero", () => {
    // 0.5·IMP(450 − 360) + 0.5·IMP(420 − 360) = 0.5·3 + 0.5·2 = 2.5
    const w = [...BOARD, "50% 450 + 50% 420"];
    expect(butler(w).slice(-1)).toEqual([["5/2", "-5/2"]]);
    expect(butler(w, "decimals=0").slice(-1)).toEqual([["3", "-3"]]);
    expect(butler(w, "decimals=0; round=toward").slice(-1)).toEqual([["2", "-2"]]);
    expect(butler(w, "decimals=0; round=up").slice(-1)).toEqual([["3", "-2"]]);
  });

  test("options: unknown keys are errors listing the valid ones", () => {
    expect(() => scoreButler(col(420), null, "scale=pct")).toThrow(/not an option of BUTLERIMP; valid options: profile, trim/);
    expect(() => scoreDatums(col(420), null, "ximp=sum")).toThrow(/not an option of BUTLERDATUM/);
  });
});

describe("docs/functions.md WEIGHTEDSCORE scoring=imps", () => {
  test("§7 weighted Butler IMPs against the field's datum (360): 0.4·6 + 0.6·2 = 3.6", () => {
    const [ns, ew] = weightedScore(col(40, 60), col(620, 420), col(...BOARD), "scoring=imps");
    expect([String((ns as Fraction).toFraction()), (ew as Fraction).toFraction()]).toEqual(["18/5", "-18/5"]);
    const butlerSynonym = weightedScore(col(40, 60), col(620, 420), col(...BOARD), "scoring=butler");
    expect(butlerSynonym.map((v) => (v as Fraction).toFraction())).toEqual(["18/5", "-18/5"]);
  });

  test("§5.3 dbf: rounded against the offender; trim= applies to the field's datum", () => {
    const dbf = weightedScore(col(40, 60), col(620, 420), col(...BOARD), "profile=dbf; scoring=imps; offender=ns");
    expect(dbf.map((v) => (v as Fraction).toFraction())).toEqual(["3", "-3"]);
    // trim=2: datum 410; 0.4·IMP(210) + 0.6·IMP(10) = 0.4·5 + 0 = 2
    const trimmed = weightedScore(col(40, 60), col(620, 420), col(...BOARD), "scoring=imps; trim=2");
    expect(trimmed.map((v) => (v as Fraction).toFraction())).toEqual(["2", "-2"]);
  });

  test("§7 a field with no table result has no datum: an error", () => {
    expect(() => weightedScore(col(40, 60), col(620, 420), col("A+", "A-"), "scoring=imps")).toThrow(/no table result/);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const SCORES = [...possibleScores()].filter((s) => Math.abs(s) <= 2000 && s % 10 === 0);
const score = fc.constantFrom(...SCORES.slice(0, 30), ...SCORES.slice(-30), -50, 50, 420, 450, 0, -100, 100, 620);
const options = fc.constantFrom("", "trim=0", "trim=2", "datumround=even", "profile=dbf", "trim=0; datumround=even");

describe("§7 Butler properties", () => {
  test("§7 on a board of table results EW = −NS on every row, and the datum is a multiple of 10 between the extremes", () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 20 }), options, (board, opts) => {
        const rows = scoreButler(col(...board), null, opts);
        for (const r of rows) {
          expect(isCellError(r)).toBe(false);
          const [ns, ew] = r as Fraction[];
          expect(ns.neg().equals(ew)).toBe(true);
        }
        const d = boardDatum(board, datumOpts(opts));
        expect(d !== null && d % 10 === 0 && d >= Math.min(...board) - 5 && d <= Math.max(...board) + 5).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test("§7 row order does not matter", () => {
    const row = fc.oneof(
      { weight: 6, arbitrary: score.map((s) => s as unknown) },
      { weight: 1, arbitrary: fc.constantFrom("A+", "A-/A", "55%", "NP", "450/-480", "40% 620 + 60% -50 !NS", "100 @2", "-50 @2", "A @2") },
    );
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 14 }).chain((b) =>
          fc.tuple(
            fc.constant(b),
            fc.shuffledSubarray(
              b.map((_, i) => i),
              { minLength: b.length },
            ),
          ),
        ),
        options,
        ([board, order], opts) => {
          const o = parseOptions(opts, optionKeys("BUTLERIMP"));
          const entries = board.map((c) => parseEntry(c as never));
          let a;
          try {
            a = butlerBoard(entries, o);
          } catch {
            expect(() =>
              butlerBoard(
                order.map((i) => entries[i]),
                o,
              ),
            ).toThrow();
            return;
          }
          const b = butlerBoard(
            order.map((i) => entries[i]),
            o,
          );
          order.forEach((from, to) => {
            expect(b.rows[to]).toEqual(a.rows[from]);
            expect(b.datums[to]).toBe(a.datums[from]);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
