// docs/rules.md §3: matchpoints, one comparison at a time, and NEUBERG's cells, as a table of cases
// by section. Expectations are worked by hand from the rule cited, never read from the code's
// output. (Gathered from the tests that mutation testing, the mutation audit and the second
// outside review added.)
import { Fraction, isCellError, neubergCells, scoreMatchpoints } from "../../src";
import { imps } from "../../src/imps/imps";
import { versus } from "../../src/matchpoints/matchpointRules";
import { outcome, rule, ruleTable, throws } from "../helpers/ruleTable";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// NEUBERG's cells as text: a fraction "13/3", an error its cell and message.
const neuberg = outcome((mp: unknown, results: unknown, expected: unknown, options?: string) =>
  neubergCells(mp, results, expected, options).map((row) =>
    row.map((v) => (v instanceof Fraction ? v.toFraction() : isCellError(v) ? { range: v.range, row: v.row, column: v.column, message: v.message } : v)),
  ),
);
const cellError = (range: string, message: RegExp) => [[expect.objectContaining({ range, message: expect.stringMatching(message) })]];
const matchpoints = outcome((entries: unknown[][], options: string) => scoreMatchpoints(entries, null, options));
const imp = outcome(imps);

// docs/functions.md NEUBERG: element by element, (mp + 1) · expected / results − 1, on the mp or
// acbl scale; each cell is its own value or error; results and expected are whole numbers ≥ 1.
const NOT_WHOLE = [0, 2.5, -3];

ruleTable([
  rule(
    "§3",
    "NEUBERG: a position whose three cells are blank is blank; one blank cell is that cell's error",
    neuberg,
    [
      [[null], [3], [3]],
      [[null], [3], [null]],
      [[null], [4], [4]],
    ],
    [[""], ["13/3"], [{ range: "results", row: 2, column: 0, message: expect.stringMatching(/blank/) }]],
  ),
  ...NOT_WHOLE.flatMap((bad) => [
    rule(
      "§3",
      `NEUBERG: results ${bad} is the results cell's error, a whole number of 1 or more`,
      neuberg,
      [3, bad, 4],
      cellError("results", /^results .*whole number/),
    ),
    rule(
      "§3",
      `NEUBERG: expected ${bad} is the expected cell's error, a whole number of 1 or more`,
      neuberg,
      [3, 3, bad],
      cellError("expected", /^expected .*whole number/),
    ),
  ]),
  rule("§3", "NEUBERG: results 'x' is the results cell's error", neuberg, [3, "x", 4], cellError("results", /^results .*whole number/)),
  rule(
    "§3",
    "NEUBERG: matchpoints 'x' is the matchpoints cell's error",
    neuberg,
    ["x", 3, 4],
    cellError("matchpoints", /^matchpoints .*number of matchpoints/),
  ),
  rule("§3", "NEUBERG: scale=pp is refused, only mp and acbl", neuberg, [3, 3, 4, "scale=pp"], throws(/scale=mp or scale=acbl/)),
  rule("§3", "NEUBERG: scale=pct is refused, only mp and acbl", neuberg, [3, 3, 4, "scale=pct"], throws(/scale=mp or scale=acbl/)),
  rule("§3", "NEUBERG: tables=4 is not NEUBERG's option", neuberg, [3, 3, 4, "tables=4"], throws(/NEUBERG/)),
  // One comparison: 2 for a result beaten, 1 for a tie, 0 for a loss; EW wins with the lower NS score.
  rule("§3", "versus NS: 420 beats 400, 2", versus, [420, 400, "ns"], 2),
  rule("§3", "versus NS: 400 loses to 420, 0", versus, [400, 420, "ns"], 0),
  rule("§3", "versus NS: 420 ties 420, 1", versus, [420, 420, "ns"], 1),
  rule("§3", "versus EW: NS 420 against 400 is a loss, 0", versus, [420, 400, "ew"], 0),
  rule("§3", "versus EW: NS 400 against 420 is a win, 2", versus, [400, 420, "ew"], 2),
  rule("§3", "versus EW: −50 ties −50, 1", versus, [-50, -50, "ew"], 1),
  rule("§3", "MATCHPOINTS names itself when an option is not its own", matchpoints, [col(420), "ximp=average"], throws(/MATCHPOINTS/)),
  // The IMP scale's edges.
  rule("§7", "IMP of NaN is refused: not a score difference", imp, [Number.NaN], throws(/not a score difference/)),
  rule("§7", "IMP of Infinity is refused: not a score difference", imp, [Number.POSITIVE_INFINITY], throws(/not a score difference/)),
]);
