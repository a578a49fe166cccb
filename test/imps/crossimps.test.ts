// Cross-IMPs, IMPs across the field (docs/rules.md §7, LKU-10 §8). Expected values are worked by hand
// from the rules and Law 78B; the properties compare the fast path with a naive O(n²) reference
// written here from the rules.
import fc from "fast-check";
import { Fraction, crossImpBoard, isCellError, parseEntry, parseOptions, scoreCrossImps } from "../../src";
import { imps } from "../../src/imps/imps";
import { possibleScores } from "../../src/entries/contract";
import { Entry, ResultEntry, Side, isOrdinary, sideTerms } from "../../src/entries/entry";
import { Options } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { errorOf, show } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const ximp = (entries: unknown[], options?: string) => show(scoreCrossImps(col(...entries), null, options));

// Four tables: 420, 450, −50, 100. NS IMPs of each against the other three:
//   420: IMP(−30) + IMP(470) + IMP(320) = −1 + 10 + 8 = 17
//   450: IMP(30) + IMP(500) + IMP(350)  =  1 + 11 + 8 = 20
//   −50: IMP(−470) + IMP(−500) + IMP(−150) = −10 − 11 − 4 = −25
//   100: IMP(−320) + IMP(−350) + IMP(150)  = −8 − 8 + 4 = −12
const FOUR = [420, 450, -50, 100];
const W = "40% 920 + 60% -50";

describe("§7 cross-IMPs on a board of table results", () => {
  test("§7 ximp=average (wbf default): the mean over the comparisons made; EW = −NS", () => {
    expect(ximp(FOUR)).toEqual([
      ["17/3", "-17/3"],
      ["20/3", "-20/3"],
      ["-25/3", "25/3"],
      ["-4", "4"],
    ]);
  });

  test("§7 ximp=sum and the dbf profile: the totals", () => {
    const totals = [
      ["17", "-17"],
      ["20", "-20"],
      ["-25", "25"],
      ["-12", "12"],
    ];
    expect(ximp(FOUR, "ximp=sum")).toEqual(totals);
    expect(ximp(FOUR, "profile=dbf")).toEqual(totals);
  });

  test("§1 tables=6: sums are scaled to N − 1 = 5 comparisons (17·5/3), averages are not", () => {
    expect(ximp(FOUR, "ximp=sum; tables=6")[0]).toEqual(["85/3", "-85/3"]);
    expect(ximp(FOUR, "tables=6")[0]).toEqual(["17/3", "-17/3"]);
    expect(ximp(FOUR, "profile=dbf; tables=6")[0]).toEqual(["17", "-17"]); // missing tables are ties (0)
    expect(errorOf(scoreCrossImps(col(...FOUR), null, "tables=3")[0]).message).toMatch(/4 results but tables=3/);
  });

  test("§7 a lone result has nobody to compare with: 0", () => {
    expect(ximp([420])).toEqual([["0", "0"]]);
    expect(ximp([420], "ximp=sum; tables=4")).toEqual([["0", "0"]]);
  });
});

describe("§7 / LKU-10 §8 cross-IMPs with adjusted scores", () => {
  test("§7 artificial A+ (N = 5): average ±3 flat; wbf sum scaled ·4/3 and A+ = 3·4; dbf sum ties and A+ = 2·4", () => {
    const board = [...FOUR, "A+", "NP"];
    // N = 6 with the NP row: wbf sum scales by 5/3, A+ = 3·5; dbf: A+ = 2·5.
    expect(ximp(board)).toEqual([
      ["17/3", "-17/3"],
      ["20/3", "-20/3"],
      ["-25/3", "25/3"],
      ["-4", "4"],
      ["3", "3"],
      ["NP", "NP"],
    ]);
    expect(ximp(board, "ximp=sum")).toEqual([
      ["85/3", "-85/3"],
      ["100/3", "-100/3"],
      ["-125/3", "125/3"],
      ["-20", "20"],
      ["15", "15"],
      ["NP", "NP"],
    ]);
    expect(ximp(board, "profile=dbf")).toEqual([
      ["17", "-17"],
      ["20", "-20"],
      ["-25", "25"],
      ["-12", "12"],
      ["10", "10"],
      ["NP", "NP"],
    ]);
    expect(ximp([...FOUR, "A+"], "ximp=sum")[4]).toEqual(["12", "12"]);
    expect(ximp([...FOUR, "A-/A+"], "profile=dbf")[4]).toEqual(["-8", "8"]);
  });

  test("§7 artificial percentages: (p − 50)/10 · k per comparison; dbf rounds to a whole IMP away from zero", () => {
    expect(ximp([...FOUR, "55%"])[4]).toEqual(["3/2", "3/2"]);
    expect(ximp([...FOUR, "55%"], "ximp=sum")[4]).toEqual(["6", "6"]); // 1.5 · 4
    // dbf: (33 − 50)/10 · 2 · 4 = −13.6 → −14; linked: exact
    expect(ximp([...FOUR, "33%"], "profile=dbf")[4]).toEqual(["-14", "-14"]);
    expect(ximp([...FOUR, "33% ~1"], "profile=dbf")[4]).toEqual(["-68/5", "-68/5"]);
  });

  // Weighted 40% 920 + 60% −50 among the four (N = 5). Its NS terms against 420, 450, −50, 100:
  //   920: 11 + 10 + 14 + 13 = 48;  −50: −10 − 11 + 0 − 4 = −25;  0.4·48 + 0.6·(−25) = 4.2
  // The others against it, 0.4·IMP(s − 920) + 0.6·IMP(s + 50):
  //   420: 0.4·(−11) + 0.6·10 = 1.6 → 18.6;   450: 0.4·(−10) + 0.6·11 = 2.6 → 22.6
  //   −50: 0.4·(−14) + 0.6·0 = −5.6 → −30.6;  100: 0.4·(−13) + 0.6·4 = −2.8 → −14.8
  test("§7 weighted under wbf: compared through the frequency tables, exactly (average over 4)", () => {
    const ns = ["93/20", "113/20", "-153/20", "-37/10", "21/20"];
    expect(ximp([...FOUR, W])).toEqual(ns.map((v) => [v, new Fraction(v).neg().toFraction()]));
    const sums = ["93/5", "113/5", "-153/5", "-74/5", "21/5"];
    expect(ximp([...FOUR, W], "ximp=sum")).toEqual(sums.map((v) => [v, new Fraction(v).neg().toFraction()]));
  });

  test("LKU-10 §8 weighted under dbf: not compared by the others; its total vs the table results rounded against the offender", () => {
    const others = [
      ["17", "-17"],
      ["20", "-20"],
      ["-25", "25"],
      ["-12", "12"],
    ];
    expect(ximp([...FOUR, W], "profile=dbf")).toEqual([...others, ["5", "-4"]]); // 4.2 / −4.2, both up
    expect(ximp([...FOUR, `${W} !NS`], "profile=dbf")[4]).toEqual(["4", "-4"]);
    expect(ximp([...FOUR, `${W} !EW`], "profile=dbf")[4]).toEqual(["5", "-5"]);
    expect(ximp([...FOUR, `${W} !NSEW`], "profile=dbf")[4]).toEqual(["4", "-5"]);
  });

  // Split 450/−480 with 420, −50, 100 (N = 4). NS table 420, −50, 100, 450; EW table 420, −50, 100, −480.
  //   420: NS 10 + 8 − 1 = 17;  EW −(IMP(470) + IMP(320) + IMP(900)) = −(10 + 8 + 14) = −32
  //   −50: NS −10 − 4 − 11 = −25; EW −(−10 − 4 + IMP(430) = 10) = 4
  //   100: NS −8 + 4 − 8 = −12;   EW −(−8 + 4 + IMP(580) = 11) = −7
  //   split: NS 1 + 11 + 8 = 20;  EW −(IMP(−900) + IMP(−430) + IMP(−580)) = 14 + 10 + 11 = 35
  test("§7 split row under wbf: NS compares NS sides, EW compares EW sides", () => {
    expect(ximp([420, -50, 100, "450/-480"])).toEqual([
      ["17/3", "-32/3"],
      ["-25/3", "4/3"],
      ["-4", "-7/3"],
      ["20/3", "35/3"],
    ]);
  });

  test("LKU-10 §6.1 / §8 split row under dbf: the others compare among themselves, it against them", () => {
    // 420: IMP(470) + IMP(320) = 18; −50: −10 − 4 = −14; 100: −8 + 4 = −4; split as above, totals.
    expect(ximp([420, -50, 100, "450/-480"], "profile=dbf")).toEqual([
      ["18", "-18"],
      ["-14", "14"],
      ["-4", "4"],
      ["20", "35"],
    ]);
  });

  test("§4.4 fouled board: each group on its own; wbf sums scaled to N − 1, dbf ties", () => {
    const board = ["420 @1", "450 @1", "-50 @2", "100 @2"];
    // Within @1: IMP(−30) = −1, IMP(30) = 1; within @2: IMP(−150) = −4, IMP(150) = 4.
    expect(ximp(board)).toEqual([
      ["-1", "1"],
      ["1", "-1"],
      ["-4", "4"],
      ["4", "-4"],
    ]);
    expect(ximp(board, "ximp=sum")).toEqual([
      ["-3", "3"],
      ["3", "-3"],
      ["-12", "12"],
      ["12", "-12"],
    ]);
    expect(ximp(board, "profile=dbf")).toEqual([
      ["-1", "1"],
      ["1", "-1"],
      ["-4", "4"],
      ["4", "-4"],
    ]);
  });

  test("decision: ximp=average with missing=tie is the sum per comparison that should have been made, A+ = k flat", () => {
    const board = [...FOUR, "A+"];
    expect(ximp(board, "profile=dbf; ximp=average")).toEqual([
      ["17/4", "-17/4"],
      ["5", "-5"],
      ["-25/4", "25/4"],
      ["-3", "3"],
      ["2", "2"],
    ]);
  });

  test("§5.4 output rounding and a long table of several boards", () => {
    expect(ximp(FOUR, "decimals=2")[0]).toEqual(["567/100", "-567/100"]);
    const rows = scoreCrossImps(col(420, 450, null, "A+", "X"), col(1, 1, null, 2, 2));
    expect(show(rows.slice(0, 3))).toEqual([
      ["-1", "1"],
      ["1", "-1"],
      ["", ""],
    ]);
    expect(errorOf(rows[3]).message).toMatch(/'X'/);
    expect(() => scoreCrossImps(col(420), null, "trim=1")).toThrow(/not an option of CROSSIMP/);
  });

  test("RANKING shape: artificial sides carry percent, token, link and the scale they were multiplied by", () => {
    const o = parseOptions("ximp=sum", optionKeys("CROSSIMP"));
    const board = crossImpBoard(
      [...FOUR, "A+ ~L"].map((c) => parseEntry(c)),
      o,
    );
    expect(board.tables).toBe(5);
    const row = board.rows[4];
    expect(row.kind === "scored" && row.ns).toEqual({
      kind: "artificial",
      imps: new Fraction(12),
      percent: new Fraction(60),
      token: "plus",
      link: "L",
      scale: 4,
    });
    expect(board.rows[0].kind === "scored" && board.rows[0].ns.kind).toBe("table");
  });
});

// ---------------------------------------------------------------------------------------------
// Naive reference: every pair, every term, straight from the rules of docs/rules.md §7.

function sideOf(e: ResultEntry, d: "ns" | "ew"): Side {
  return d === "ns" ? e.ns : e.ew;
}

function naiveCrossImps(entries: Entry[], o: Options): ("NP" | [Fraction, Fraction])[] {
  const n = o.tables ?? entries.length;
  const n1 = n - 1;
  // By position, not identity: equal ordinary entries may be one shared object.
  const side = (e: ResultEntry, self: number, d: "ns" | "ew"): Fraction => {
    const s = sideOf(e, d);
    if (s.kind === "artificial") {
      let v = s.percent
        .sub(50)
        .div(10)
        .mul(o.artificialimps)
        .mul(o.ximp === "sum" ? n1 : 1);
      if (o.artificial === "away" && e.link === null) v = v.compare(0) < 0 ? v.floor() : v.ceil();
      return v;
    }
    let raw = new Fraction(0);
    let count = 0;
    for (const [j, f] of entries.entries()) {
      if (j === self || f.kind !== "result" || (f.group ?? "") !== (e.group ?? "")) continue;
      const t = sideOf(f, d);
      if (o.corrected === "tie" ? !isOrdinary(f) : t.kind === "artificial") continue;
      count++;
      for (const a of sideTerms(s)) for (const b of sideTerms(t)) raw = raw.add(a.weight.mul(b.weight).mul(imps(a.score - b.score)));
    }
    if (d === "ew") raw = raw.neg();
    let total = count === 0 || n1 === 0 ? new Fraction(0) : o.missing === "tie" ? raw : raw.mul(n1).div(count);
    if (o.ximp === "average") total = n1 === 0 ? new Fraction(0) : total.div(n1);
    if (s.kind === "weighted" && o.weighted === "offender") {
      const off = e.offenders ? e.offenders[d] : false;
      total = off ? total.floor() : total.ceil();
    }
    return total;
  };
  return entries.map((e, i) => (e.kind === "np" ? "NP" : [side(e, i, "ns"), side(e, i, "ew")]));
}

const SCORES = [...possibleScores()].filter((s) => Math.abs(s) <= 3000 && s % 10 === 0);
const score = fc.constantFrom(...SCORES.slice(0, 30), ...SCORES.slice(-30), -50, 50, 420, 450, 0, -100, 100, 620, 2000);
const weighted = fc
  .tuple(fc.integer({ min: 1, max: 99 }), score, score, fc.constantFrom("", " !NS", " !EW", " !NSEW"))
  .map(([w, a, b, m]) => `${w}% ${a} + ${100 - w}% ${b}${m}`);
const threeWay = fc.tuple(score, score, score).map(([a, b, c]) => `33.3% ${a} + 33.3% ${b} + 33.4% ${c}`);
const anyRow = fc.oneof(
  { weight: 8, arbitrary: score.map((s) => String(s)) },
  { weight: 2, arbitrary: weighted },
  { weight: 1, arbitrary: threeWay },
  { weight: 1, arbitrary: fc.tuple(score, score).map(([a, b]) => `${a}/${b}`) },
  { weight: 1, arbitrary: fc.tuple(score, weighted).map(([a, w]) => `${a}/${w}`) },
  { weight: 1, arbitrary: fc.constantFrom("A+", "A", "A-", "A+/A-", "55%", "33%", "33% ~1", "A+/450", "-420/A-", "NP") },
  { weight: 1, arbitrary: fc.tuple(score, fc.constantFrom("@1", "@2")).map(([s, g]) => `${s} ${g}`) },
);
const optionsText = fc.constantFrom(
  "",
  "ximp=sum",
  "profile=dbf",
  "profile=dbf; ximp=average",
  "ximp=sum; tables=20",
  "profile=dbf; tables=20",
  "corrected=tie",
  "missing=tie; ximp=sum",
  "weighted=offender; artificial=away",
);

describe("§7 cross-IMP properties", () => {
  test("§7 fast path = naive all-pairs reference on random boards with every entry kind and method", () => {
    fc.assert(
      fc.property(fc.array(anyRow, { minLength: 1, maxLength: 16 }), optionsText, (board, text) => {
        const o = parseOptions(text, optionKeys("CROSSIMP"));
        const entries = board.map((c) => parseEntry(c));
        const fast = crossImpBoard(entries, o).rows;
        const naive = naiveCrossImps(entries, o);
        fast.forEach((row, i) => {
          const want = naive[i];
          if (row.kind === "np") expect(want).toBe("NP");
          else {
            expect(want).not.toBe("NP");
            const [ns, ew] = want as [Fraction, Fraction];
            expect([row.ns.imps.toFraction(), row.ew.imps.toFraction()]).toEqual([ns.toFraction(), ew.toFraction()]);
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  test("§7 on a board of table results the NS column sums to zero and EW = −NS on every row", () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 20 }), fc.constantFrom("", "ximp=sum", "profile=dbf", "ximp=sum; tables=25"), (board, text) => {
        const rows = scoreCrossImps(col(...board), null, text);
        let total = new Fraction(0);
        for (const r of rows) {
          expect(isCellError(r)).toBe(false);
          const [ns, ew] = r as Fraction[];
          expect(ew.toFraction()).toBe(ns.neg().toFraction());
          total = total.add(ns);
        }
        expect(total.toFraction()).toBe("0");
      }),
      { numRuns: 500 },
    );
  });

  test("§7 row order does not matter", () => {
    fc.assert(
      fc.property(
        fc.array(anyRow, { minLength: 1, maxLength: 12 }).chain((b) =>
          fc.tuple(
            fc.constant(b),
            fc.shuffledSubarray(
              b.map((_, i) => i),
              { minLength: b.length },
            ),
          ),
        ),
        optionsText,
        ([board, order], text) => {
          const o = parseOptions(text, optionKeys("CROSSIMP"));
          const entries = board.map((c) => parseEntry(c));
          const a = crossImpBoard(entries, o).rows;
          const b = crossImpBoard(
            order.map((i) => entries[i]),
            o,
          ).rows;
          order.forEach((from, to) => expect(b[to]).toEqual(a[from]));
        },
      ),
      { numRuns: 500 },
    );
  });

  // How fast is the bench's question (npm run bench times CROSSIMP at 10⁴–10⁶ rows); a unit test
  // on a shared machine checks only that a 100 000-row board is scored, and consistently.
  test("§7 a board of 100 000 rows is scored: equal scores get equal cross-IMPs, a higher score never fewer", () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => SCORES[(i * 7919) % SCORES.length]);
    rows[5] = W as never;
    const out = scoreCrossImps(col(...rows), null, "ximp=sum");
    expect(out).toHaveLength(100_000);
    // One assertion over all rows: 100 000 expect calls would cost more than the scoring.
    const byScore = new Map<number, Fraction>();
    const unequal: number[] = [];
    rows.forEach((s, i) => {
      if (typeof s !== "number") return;
      const ns = (out[i] as Fraction[])[0];
      const seen = byScore.get(s);
      if (!seen) byScore.set(s, ns);
      else if (!ns.equals(seen)) unequal.push(i);
    });
    expect(unequal).toEqual([]);
    const sorted = [...byScore].sort((a, b) => a[0] - b[0]);
    const falling = sorted.filter((x, k) => k > 0 && x[1].compare(sorted[k - 1][1]) < 0).map((x) => x[0]);
    expect(falling).toEqual([]);
  });
});
