// Rules that mutation testing (npm run mutate, README "Mutation testing") found unguarded: each
// test here kills mutants that survived every other test. Expectations are worked by hand from
// the rule cited, never read from the code's output.
import { Fraction, neubergValues, scoreMatchpoints } from "../src";
import { errorOf, show } from "./helpers/exact";

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
    const got = neubergValues([[null], [3], [3]], [[null], [3], [null]], [[null], [4], [4]]);
    expect(got[0][0]).toBe("");
    expect((got[1][0] as Fraction).toFraction()).toBe("13/3");
    const blank = errorOf(got[2][0] as never);
    expect([blank.range, blank.row, blank.column]).toEqual(["results", 2, 0]);
    expect(blank.message).toMatch(/blank/);
  });

  test("results and expected must be whole numbers of 1 or more; the error is the bad cell's", () => {
    for (const bad of [0, 2.5, -3]) {
      const e = errorOf(neubergValues(3, bad, 4)[0][0] as never);
      expect([e.range, e.message]).toEqual(["results", expect.stringMatching(/^results .*whole number/)]);
      const f = errorOf(neubergValues(3, 3, bad)[0][0] as never);
      expect([f.range, f.message]).toEqual(["expected", expect.stringMatching(/^expected .*whole number/)]);
    }
    const text = errorOf(neubergValues(3, "x", 4)[0][0] as never);
    expect([text.range, text.message]).toEqual(["results", expect.stringMatching(/^results .*whole number/)]);
    const mp = errorOf(neubergValues("x", 3, 4)[0][0] as never);
    expect([mp.range, mp.message]).toEqual(["matchpoints", expect.stringMatching(/^matchpoints .*number of matchpoints/)]);
  });

  test("only the mp and acbl scales, and the options are NEUBERG's", () => {
    expect(() => neubergValues(3, 3, 4, "scale=pp")).toThrow(/scale=mp or scale=acbl/);
    expect(() => neubergValues(3, 3, 4, "scale=pct")).toThrow(/scale=mp or scale=acbl/);
    expect(() => neubergValues(3, 3, 4, "tables=4")).toThrow(/NEUBERG/);
  });
});
