// The VP of a fractional margin (docs/rules.md §7, MULTITEAM's matches with weighted and
// artificial scores) is settled in floats wherever they settle it, and that is the value the
// 60-digit fixed point gives.
import fc from "fast-check";
import { fixedPointHundredths, formulaHundredths } from "../../src/imps/vp";

test("§7: floats give the fixed point's hundredths for every fractional margin they answer", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 200000 }), fc.integer({ min: 1, max: 400 }), (boards, n, d) => {
      const p = BigInt(n);
      const q = BigInt(d);
      const capped = p * p >= 225n * BigInt(boards) * q * q;
      expect(formulaHundredths(p, q, boards)).toBe(capped ? 2000 : fixedPointHundredths(p, q, boards));
    }),
    { numRuns: 3000 },
  );
});
