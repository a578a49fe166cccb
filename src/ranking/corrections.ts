// Corrections to a session's result (Bridge-It "Correcties op de einduitslag", docs/rules.md §6):
// matchpoints or percentage points added to a pair after scoring, read from RANKING's last argument.
// MULTITEAM's VP corrections are read by the same row reader.
import { BridgeInputError, inputError, quote } from "../errors";
import { Message, msg } from "../messages";
import { Fraction, ZERO } from "../exact";
import { Cell, CellError, cellError, exactCell, isBlank, throwFirst } from "../entries/cells";
import { DIRECTIONS } from "../matchpoints/matchpoints";
import { Options } from "../options";
import { isOmitted } from "../entries/traveller";
import { asRows } from "../entries/cells";
import { pairId } from "./seating";
import { resultScale } from "./sessionFloor";

/** Ends the reading of a correction row whose cell `at` has already recorded as bad. */
class RowRejected extends Error {}

/**
 * A corrections range as RANKING and MULTITEAM read it: rows (pair, values…), blank rows skipped,
 * a row without a pair a bad cell. `read` reads one row, each cell through `at(column, read)`,
 * which names the cell of a value it rejects and moves on to the next row; every row is read,
 * then the first bad cell (by row) is thrown, so the director fixes the sheet top-down.
 */
export function readCorrectionRows(rows: Cell[][], read: (row: Cell[], at: <T>(column: number, read: () => T) => T) => void): void {
  const errors: CellError[] = [];
  rows.forEach((row, r) => {
    if (row.every(isBlank)) return;
    const fail = (column: number, message: Message | BridgeInputError) => errors.push(cellError("corrections", r, column, message));
    if (isBlank(row[0])) return fail(0, msg("corrections.pairBlank"));
    const at = <T>(column: number, readCell: () => T): T => {
      try {
        return readCell();
      } catch (e) {
        if (!(e instanceof BridgeInputError)) throw e;
        fail(column, e);
        throw new RowRejected();
      }
    };
    try {
      read(row, at);
      // Stryker disable next-line BlockStatement: equivalent, the rows differ only when a programming error is thrown inside a row
    } catch (e) {
      // Stryker disable next-line ConditionalExpression: equivalent, the rows differ only when a programming error is thrown inside a row
      if (!(e instanceof RowRejected)) throw e;
    }
  });
  throwFirst(errors);
}

/** What a correction adds to a pair. */
export interface Correction {
  /** On the mp grid (IMPs at IMPs), added to the total before the percentage is taken. */
  mp: Fraction;
  /** Percentage points, added after the percentage. */
  points: Fraction;
}

/**
 * A pair's Score and % with its correction (§6, Corrections; both RANKING paths): matchpoints
 * are added to the total before the percentage is taken, percentage points after. The % is
 * score · resultScale / max — a percentage, at IMPs IMPs per board; null when no board counts.
 */
export function corrected(total: Fraction, max: number, correction: Correction | undefined, options: Options): { score: Fraction; percent: Fraction | null } {
  const score = correction ? total.add(correction.mp) : total;
  let percent = max > 0 ? score.mul(resultScale(options)).div(max) : null;
  if (percent && correction) percent = percent.add(correction.points);
  return { score, percent };
}

/**
 * Rows (pair, matchpoints, percentage points); blank values are 0 and several rows for one pair
 * add up. Matchpoints are in the units of the Score column (halved on the acbl scale). In a
 * Mitchell a pair id that both fields use must say its field: `NS 3` or `3 EW`.
 */
export function readCorrections(value: unknown, pairs: { has(key: string): boolean }, mitchell: boolean, options: Options): Map<string, Correction> {
  const out = new Map<string, Correction>();
  if (isOmitted(value)) return out;
  const rows = asRows(value, "corrections");
  const width = Math.max(...rows.map((r) => r.length));
  if (width < 2 || width > 3 || rows.some((r) => r.length !== width)) throw inputError("corrections.columns", { width });
  const perGridUnit = options.scale === "acbl" && options.scoring === "mp" ? 2 : 1;
  readCorrectionRows(rows, (row, at) => {
    const key = at(0, () => correctionKey(row[0], pairs, mitchell));
    const mp = at(1, () => exactCell(row[1], msg("what.matchpoints")));
    const points = at(2, () => {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a missing third cell reads as blank
      const points = width > 2 ? exactCell(row[2], msg("what.percentagePoints"), true) : null;
      if (points !== null && !points.equals(0) && options.scoring !== "mp") throw inputError("corrections.imps");
      return points;
    });
    const sum = out.get(key) ?? { mp: ZERO, points: ZERO };
    out.set(key, { mp: sum.mp.add((mp ?? ZERO).mul(perGridUnit)), points: sum.points.add(points ?? ZERO) });
  });
  return out;
}

function correctionKey(cell: Cell, pairs: { has(key: string): boolean }, mitchell: boolean): string {
  const pair = pairId(cell);
  if (!mitchell) {
    if (!pairs.has(pair.key)) throw inputError("pair.didNotPlay", { pair: quote(cell) });
    return pair.key;
  }
  // The cell read whole in either field, and, when it starts or ends with NS or EW, the rest of
  // it in that field: a pair named "Ewan" is not EW pair "an" (docs/rules.md §6).
  const candidates = new Set(DIRECTIONS.map((d) => `${d} ${pair.key}`).filter((k) => pairs.has(k)));
  if (typeof cell === "string") {
    const before = /^\s*(NS|EW)\s*(.+?)\s*$/i.exec(cell);
    // Stryker disable next-line Regex: equivalent, a lazy match from the start is found first; pairId trims what a looser pattern leaves
    const after = /^\s*(.+?)\s*(NS|EW)\s*$/i.exec(cell);
    const readings: [string, string][] = [];
    if (before) readings.push([before[1], before[2]]);
    if (after) readings.push([after[2], after[1]]);
    for (const [dir, rest] of readings) {
      const key = `${dir.toLowerCase()} ${pairId(rest).key}`;
      if (pairs.has(key)) candidates.add(key);
    }
  }
  if (candidates.size === 0) throw inputError("pair.didNotPlay", { pair: quote(cell) });
  if (candidates.size > 1) throw inputError("pair.bothFields", { pair: quote(cell), label: pair.label });
  return [...candidates][0];
}
