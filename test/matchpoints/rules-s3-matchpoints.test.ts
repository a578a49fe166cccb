// docs/rules.md §3: matchpoints, one comparison at a time, and NEUBERG's cells. Expectations are
// worked by hand from the rule cited, never read from the code's output. (Gathered from the tests
// that mutation testing, the mutation audit and the second outside review added.)
import { Fraction, neubergCells, scoreMatchpoints } from "../../src";
import { imps } from "../../src/imps/imps";
import { versus } from "../../src/matchpoints/matchpointRules";
import { errorOf } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

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
