// The IMP table, Law 78B, by thresholds (docs/rules.md §7).
import fc from "fast-check";
import { Fraction } from "../../src/exact";
import { imps, impsCells } from "../../src/imps/imps";

// Law 78B as printed: difference range → IMPs. Written out on purpose, not derived from
// src/imps/imps.ts: this file checks that table against the Law, so it keeps its own literal copy.
const LAW_78B: [number, number, number][] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, 7600, 24],
];

/** A property's boolean as an assertion, so the test counts it (jest fails tests that assert nothing). */
const holds = (ok: boolean) => expect(ok).toBe(true);

describe("Law 78B table (docs/rules.md §7)", () => {
  it.each(LAW_78B)("%d–%d → %d IMPs, both signs, every multiple of 10", (from, to, expected) => {
    for (let d = from; d <= to; d += 10) {
      expect(imps(d)).toBe(expected);
      expect(imps(-d)).toBe(-expected || 0);
    }
  });

  // Each boundary both sides: 19/20, 49/50, 89/90, … 3999/4000, and the printed 10/20 … 3990/4000.
  const boundaries = LAW_78B.slice(1).map(([from, , expected]) => [from, expected] as const);
  it.each(boundaries)("boundary at %d: just below is one IMP less", (at, expected) => {
    expect(imps(at)).toBe(expected);
    expect(imps(at - 1)).toBe(expected - 1);
    expect(imps(at - 10)).toBe(expected - 1);
    expect(imps(-at)).toBe(-expected);
    expect(imps(-(at - 1))).toBe(-(expected - 1) || 0);
    expect(imps(-(at - 10))).toBe(-(expected - 1) || 0);
    // the fraction path: a hundredth below the boundary
    expect(imps(new Fraction(at * 100 - 1, 100))).toBe(expected - 1);
    expect(imps(new Fraction(-(at * 100 - 1), 100))).toBe(-(expected - 1) || 0);
    expect(imps(new Fraction(at))).toBe(expected);
  });

  it("non-multiples of 10 (averages, weighted values) use the thresholds", () => {
    expect(imps(15)).toBe(0);
    expect(imps(25)).toBe(1);
    expect(imps(19.99)).toBe(0);
    expect(imps(20)).toBe(1);
    expect(imps(-19.99)).toBe(0);
    expect(imps(-25)).toBe(-1);
    expect(imps(49.5)).toBe(1);
    expect(imps(new Fraction(59, 3))).toBe(0); // 19.67
    expect(imps(new Fraction(60, 3))).toBe(1); // exactly 20
    expect(imps(new Fraction(-11999, 3))).toBe(-23); // −3999.67
    expect(imps(1 / 3)).toBe(0);
    expect(imps(4000.5)).toBe(24);
    expect(imps(1e12)).toBe(24);
    expect(imps(-1e12)).toBe(-24);
    expect(imps(new Fraction(10n ** 30n))).toBe(24);
  });

  it("zero is 0 whichever sign it carries", () => {
    expect(Object.is(imps(0), 0)).toBe(true);
    expect(Object.is(imps(-0), 0)).toBe(true);
    expect(Object.is(imps(-5), 0)).toBe(true);
    expect(Object.is(imps(new Fraction(-1, 2)), 0)).toBe(true);
  });
});

describe("properties", () => {
  const diff = fc.oneof(fc.integer({ min: -10000, max: 10000 }), fc.integer({ min: -1e9, max: 1e9 }));
  const frac = fc.tuple(fc.integer({ min: -5_000_000, max: 5_000_000 }), fc.integer({ min: 1, max: 1000 })).map(([n, d]) => new Fraction(n, d));

  it("odd: imps(−d) = −imps(d)", () => {
    fc.assert(fc.property(diff, (d) => holds(imps(-d) === -imps(d) || (imps(d) === 0 && imps(-d) === 0))));
    fc.assert(fc.property(frac, (f) => holds(imps(f.neg()) === -imps(f) || imps(f) === 0)));
  });

  it("non-decreasing", () => {
    fc.assert(fc.property(diff, diff, (a, b) => holds(a <= b ? imps(a) <= imps(b) : imps(a) >= imps(b))));
    fc.assert(fc.property(frac, frac, (a, b) => holds(a.compare(b) <= 0 ? imps(a) <= imps(b) : imps(a) >= imps(b))));
  });

  it("the integer fast path agrees with the exact fraction path", () => {
    fc.assert(fc.property(diff, (d) => expect(imps(new Fraction(d))).toBe(imps(d))));
  });

  it("one IMP band never spans more than Law 78B's largest gap (500)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3500 }), (d) => expect(imps(d + 500)).toBeGreaterThan(imps(d))));
  });
});

describe("impsCells: IMP element-wise (docs/functions.md IMP)", () => {
  it("numbers and decimal text; blanks stay blank; bad cells are their own errors", () => {
    expect(
      impsCells([
        [420, -50, "15"],
        ["25", "19,99", ""],
        [null, "abc", true],
      ]),
    ).toEqual([
      [9, -2, 0],
      [1, 0, ""],
      [
        "",
        expect.objectContaining({ range: "difference", message: "'abc' is not a score difference; expected a number, e.g. 420 or -50" }),
        expect.objectContaining({ range: "difference", message: "true is not a score difference; expected a number, e.g. 420 or -50" }),
      ],
    ]);
  });
});

// The bench's float floor keeps its own copy of the table (scripts/harness.js runs as plain source
// in the bench's page): it must be Law 78B too, or the floor would not do MULTITEAM's work.
test("§7 the bench floor's float IMPs are imps() for every score difference", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { floatImp } = require("../../scripts/harness") as { floatImp: (d: number) => number };
  // -0 for a small negative difference is 0 IMPs in a float sum.
  for (let d = -16000; d <= 16000; d += 10) expect([d, floatImp(d) === imps(d)]).toEqual([d, true]);
});
