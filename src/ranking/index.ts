// RANKING and SERIES (docs/rules.md §6): a session's ranking (ranking.ts) from each pair's totals
// (tallies.ts, Law 12C2(c)), corrections (corrections.ts), the pair columns (seating.ts) and the
// ranks and % cell (results.ts); the integer path (fastranking.ts, at IMPs fastrankimps.ts, the
// session fastsession.ts and its table fastrankcells.ts) on near values (near.ts); a series of sessions (series.ts).
// What the core's front door (src/index.ts) offers.
export { rankSession, rankingTable, scoreRanking } from "./ranking";
export type { PairResult, SessionRanking } from "./ranking";
export type { TableCell } from "./results";
export { scoreRankingAsNumbers } from "./fastranking";
export { rankSeries, scoreSeries, seriesTable } from "./series";
export type { SeriesResult } from "./series";
