// A session written as the rows of one long traveller, for tests of RANKING's rules.
import { PairResult, SessionRanking, rankSession } from "../../src/ranking/ranking";

/** One traveller row: board, NS pair, EW pair, the score cell. */
export type Row = [board: number, ns: unknown, ew: unknown, entry: unknown];

/** RANKING's core on `rows`, each column handed over as Excel would (one cell a row). */
export function rank(rows: Row[], options?: string, corrections?: unknown[][]): SessionRanking {
  return rankSession(
    rows.map((r) => [r[0]]),
    rows.map((r) => [r[1]]),
    rows.map((r) => [r[2]]),
    rows.map((r) => [r[3]]),
    options,
    corrections,
  );
}

/** A pair's result in a ranking (`field` 1 is EW under mitchell=on). */
export function pair(ranking: SessionRanking, id: number | string, field = 0): PairResult {
  const p = ranking.fields[field].pairs.find((x) => x.pair.label === id);
  if (!p) throw new Error(`pair ${id} not ranked`);
  return p;
}
