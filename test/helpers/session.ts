// A session written as the rows of one long traveller, for tests of RANKING's rules.
import { SessionRanking, rankSession } from "../../src/ranking";

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
