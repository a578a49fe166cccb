// The column paths really carry sessions with adjusted entries of every kind (2 %, as
// real sessions have them): the exact paths they fall back to are not called, so the property
// tests beside them compare the fast paths with the exact ones, not the exact ones with themselves.
import * as butler from "../../src/imps/butler";
import * as crossimps from "../../src/imps/crossimps";
import * as multiteam from "../../src/multiteam/multiteam";
import * as neuberg from "../../src/matchpoints/neubergCells";
import * as ranking from "../../src/ranking/ranking";
import * as tallies from "../../src/ranking/tallies";
import * as traveller from "../../src/entries/traveller";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { scoreButlerAsNumbers, scoreCrossImpsAsNumbers, scoreDatumsAsNumbers } from "../../src/imps/fastimps";
import { neubergAsNumbers } from "../../src/matchpoints/fastneuberg";
import { scoreRankingAsNumbers } from "../../src/ranking/fastranking";
import { scoreMultiteamAsNumbers } from "../../src/multiteam/fastmultiteam";
import { session } from "../../scripts/session";

afterEach(() => jest.restoreAllMocks());

test.each([
  [2000, 50],
  [5000, 1000],
])("%i rows at %i tables: no board of MATCHPOINTS, BUTLERIMP, BUTLERDATUM or CROSSIMP goes to the general reader", (rows, tables) => {
  const d = session(rows, tables, 0.02);
  const read = jest.spyOn(traveller, "readTravellers");
  scoreMatchpointsAsNumbers(d.entries, d.boards);
  scoreButlerAsNumbers(d.entries, d.boards);
  scoreDatumsAsNumbers(d.entries, d.boards);
  scoreCrossImpsAsNumbers(d.entries, d.boards);
  expect(read).not.toHaveBeenCalled();
});

test("RANKING ranks a 2 % session on near values: no exact ranking, and exact tallies for few pairs", () => {
  const d = session(20000, 1000, 0.02);
  const exact = jest.spyOn(ranking, "scoreRanking");
  const finish = jest.spyOn(tallies, "finishTally");
  const table = scoreRankingAsNumbers(d.boards, d.ns, d.ew, d.entries);
  expect(exact).not.toHaveBeenCalled();
  expect(table).toHaveLength(2001);
  expect(finish.mock.calls.length).toBeLessThan(20); // of 2 000 pairs
});

test("MULTITEAM and NEUBERG: the exact paths are not called", () => {
  const d = session(36 * 60, 60, 0.02);
  const exactTeams = jest.spyOn(multiteam, "scoreMultiteam");
  scoreMultiteamAsNumbers(d.boards, d.ns, d.ew, d.entries);
  expect(exactTeams).not.toHaveBeenCalled();
  const exactNeuberg = jest.spyOn(neuberg, "neubergCells");
  neubergAsNumbers([[3], [12.4], [""], [7]], [[3], [5], [""], [5]], [[4], [6], [""], [6]]);
  expect(exactNeuberg).not.toHaveBeenCalled();
  // …and they are what answers what the fast paths leave: output rounding.
  neubergAsNumbers([[3]], [[3]], [[4]], "decimals=2");
  expect(exactNeuberg).toHaveBeenCalled();
  const exactButler = jest.spyOn(butler, "scoreButler");
  const exactCross = jest.spyOn(crossimps, "scoreCrossImps");
  scoreButlerAsNumbers([[420]], null, "decimals=1");
  scoreCrossImpsAsNumbers([[420]], null, "decimals=1");
  expect(exactButler).toHaveBeenCalled();
  expect(exactCross).toHaveBeenCalled();
});
