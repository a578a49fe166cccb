// The exact arithmetic under every rule: reading Excel's floats back to what the director typed
// (docs/rules.md §4.3) and sums that stay exact however large a session is (§5.4).
import { ExactSum, Fraction, fromNumber } from "../../src/exact";

describe("docs/rules.md §4.3 a float from Excel is read as the number the director meant", () => {
  test.each([
    [0.4, "2/5"],
    [-0.4, "-2/5"],
    [33.3, "333/10"],
    [0.125, "1/8"],
    [7, "7"],
    [-50, "-50"],
    [1 / 3, "1/3"],
    [2 / 3, "2/3"],
    [-1 / 7, "-1/7"],
    [1 / 997, "1/997"],
    [100 / 3, "100/3"],
    [0.1 + 0.2, "3/10"],
    [200 / 3, "200/3"],
    [12345 + 1 / 3, "37036/3"],
  ])("%p is %s", (x, exact) => {
    expect(fromNumber(x)!.toFraction()).toBe(exact);
  });

  test("a denominator above 1000 is not guessed: 1/1009 is read as its decimal digits", () => {
    const x = 1 / 1009;
    const f = fromNumber(x)!;
    expect(f.d).not.toBe(1009n);
    expect(f.equals(new Fraction(String(x)))).toBe(true);
  });

  test("a short decimal of 14 places is taken as written, not as a nearby ratio", () => {
    // 0.33333333333333 (14 threes) is what a director typed, not 1/3.
    expect(fromNumber(0.33333333333333)!.toFraction()).toBe("33333333333333/100000000000000");
  });

  test("digits before the point count: 12.333333333333 (14 digits) is typed, not 37/3", () => {
    expect(fromNumber(12.333333333333)!.toFraction()).toBe("12333333333333/1000000000000");
    expect(fromNumber(12.3333333333333)!.toFraction()).toBe("37/3");
  });

  test("15 significant digits or more are a float, not a typed decimal: the ratio with d ≤ 1000 is found", () => {
    expect(fromNumber(0.333333333333333)!.toFraction()).toBe("1/3");
  });

  test("exponent forms are the decimal they show: 1e-7 and -1.5e-10", () => {
    expect(fromNumber(1e-7)!.equals(new Fraction(1, 10_000_000))).toBe(true);
    expect(fromNumber(-1.5e-10)!.equals(new Fraction(-15, 100_000_000_000))).toBe(true);
  });

  test.each([NaN, Infinity, -Infinity])("%p is no number", (x) => {
    expect(fromNumber(x)).toBeNull();
  });
});

describe("docs/rules.md §5.4 results stay exact until the last step: sums of any size", () => {
  test("whole values beyond a float's 2^53 are added exactly", () => {
    const sum = new ExactSum();
    const big = new Fraction(2n ** 60n + 1n);
    sum.add(big);
    sum.add(big);
    sum.add(new Fraction(-3));
    expect(sum.value.toFraction()).toBe(String(2n ** 61n - 1n));
  });

  test("negative and fractional parts are kept apart and exact", () => {
    const sum = new ExactSum();
    sum.add(new Fraction(-7));
    sum.add(new Fraction(1, 3));
    sum.add(new Fraction(-1_000_000_001));
    sum.addRatio(5, 1);
    sum.addRatio(1, 6);
    sum.addRatio(-2, 6);
    expect(sum.value.equals(new Fraction(-7).add(new Fraction(1, 3)).sub(1_000_000_001).add(5).add(new Fraction(-1, 6)))).toBe(true);
  });

  test("ratios whose numerators pass 2^53 on one denominator are still exact", () => {
    const sum = new ExactSum();
    const part = 2 ** 51 + 1;
    for (let i = 0; i < 16; i++) sum.addRatio(part, 3);
    expect(sum.value.equals(new Fraction(BigInt(part) * 16n, 3n))).toBe(true);
  });
});
