// Series / competition standings (docs/rules.md §6, Bridge-It "gewogen gemiddelde" and
// "clubreglementen"): a pair's standing over sessions is its percentages averaged with each
// session weighted by its boards, so a short session (a sit-out, an annulled board) counts less.
import { BridgeInputError, inputError, quote, rejectErrorCell } from "../errors";
import { msg } from "../messages";
import { Fraction, HUNDRED, ZERO, fromNumber, toNumber } from "../exact";
import {
  Cell,
  FirstCell,
  cellError,
  firstIdCell,
  firstPlainCell,
  isBlank,
  isTitleRowOf,
  isTitleText,
  numberCell,
  numberText,
  throwFirst,
} from "../entries/cells";
import { Options } from "../options";
import { optionsOf } from "../worksheetFunctions";
import { CellError } from "../entries/cells";
import { PairId, columnCells, comparePairs, pairId } from "./seating";
import { Ranked, TableCell, percentCell, rankByPercent, rankCell } from "./results";

/**
 * What a percentage cell says about one pair in one session:
 * - a percentage (number 0–100 or text `57`, `57%`, `57,5 %`): played as usual;
 * - blank, `absent`, `abs`, `A`, `afw`: the pair was absent;
 * - a percentage followed by `S`, `sub` or `inv` (`57 S`, `57%sub`): played with a substitute.
 */
export type SessionScore = { kind: "played"; percent: Fraction } | { kind: "substitute"; percent: Fraction } | { kind: "absent" };

const ABSENT = new Set(["ABSENT", "ABS", "A", "AFW", "AFWEZIG"]);
const SUBSTITUTE = /^(.*?)\s*(S|SUB|SUBST|SUBSTITUTE|INV|INVALLER)$/;
const EXPECTED = msg("expected.series");

/**
 * How a percentage cell was written: an Excel fraction (strictly between 0 and 1, no `%`), a
 * percentage (above 1, or with `%`), or either (0, 1, an absence).
 */
type Written = "fraction" | "percent" | null;

export function readSessionScore(cell: Cell): SessionScore {
  return readSessionCell(cell).score;
}

/** The session score as typed (a fraction not yet scaled) and how it was written. */
function readSessionCell(cell: Cell): { score: SessionScore; written: Written } {
  rejectErrorCell(cell);
  if (isBlank(cell)) return { score: { kind: "absent" }, written: null };
  if (typeof cell === "number") {
    const { percent, written } = percentOf(cell, cell);
    return { score: { kind: "played", percent }, written };
  }
  if (typeof cell !== "string") throw inputError("series.invalid", { cell: quote(cell), expected: EXPECTED });
  const text = cell.trim().toUpperCase();
  if (ABSENT.has(text)) return { score: { kind: "absent" }, written: null };
  const sub = SUBSTITUTE.exec(text);
  const { percent, written } = percentOf(sub ? sub[1] : text, cell);
  return { score: { kind: sub ? "substitute" : "played", percent }, written };
}

function percentOf(value: string | number, original: Cell): { percent: Fraction; written: Written } {
  let p: Fraction | null;
  let sign = false;
  if (typeof value === "number") p = fromNumber(value);
  else {
    sign = /%\s*$/.test(value);
    p = numberText(value, true);
  }
  if (!p) throw inputError("series.invalid", { cell: quote(original), expected: EXPECTED });
  if (p.compare(0) < 0 || p.compare(HUNDRED) > 0) throw inputError("series.range", { cell: quote(original) });
  // Ruling (docs/rules.md §6): Excel stores a cell showing 45 % as 0.45. Whether 0.45 is that or
  // 0.45 % is decided over the whole call (rankSeries), never from one cell.
  const written: Written = sign || p.compare(1) > 0 ? "percent" : p.compare(0) > 0 && p.compare(1) < 0 ? "fraction" : null;
  return { percent: p, written };
}

export interface SeriesResult extends Ranked {
  pair: PairId;
  /** Sessions that count: played, with a substitute, or absent when `absent=` scores absence. */
  sessions: number;
  boards: Fraction;
  /** The board-weighted average; null when no session counts. */
  percent: Fraction | null;
  /** The board-weighted average over the ordinary sessions the club rules start from; null: none. */
  ownAverage: Fraction | null;
}

interface SeriesRow {
  row: number;
  score: SessionScore;
  boards: Fraction | null;
  written: Written;
}

/**
 * SERIESRESULT's core. Club rules (Bridge-It "clubreglementen"), in three steps: (1) the pair's own
 * average, board-weighted, over its ordinary sessions only; (2) an absence scores
 * min(own average, absent=) and a substitute session min(achieved, own average) with
 * `substitute=cap`; (3) the board-weighted average over all sessions that count.
 */
export function rankSeries(pairs: unknown, percentages: unknown, boards: unknown, optionsText?: unknown): SeriesResult[] {
  const options = optionsOf("SERIESRESULT", optionsText);
  const pairCells = columnCells(pairs, "pairs");
  const percentCells = columnCells(percentages, "percentages");
  const boardCells = columnCells(boards, "boards");
  for (const [name, cells] of [
    ["percentages", percentCells],
    ["boards", boardCells],
  ] as const)
    if (cells.length !== pairCells.length) throw inputError("range.height", { name, rows: cells.length, other: "pairs", otherRows: pairCells.length });

  const errors: CellError[] = [];
  const byPair = new Map<string, { pair: PairId; rows: SeriesRow[] }>();
  const titled = isTitleRowOf([
    { name: "pairs", first: firstPairCell(pairCells) },
    { name: "percentages", first: firstPercentCell(percentCells[0]) },
    { name: "boards", first: firstPlainCell(boardCells[0]) },
  ]);
  for (let r = 0; r < pairCells.length; r++) {
    if (isBlank(pairCells[r]) && isBlank(percentCells[r]) && isBlank(boardCells[r])) continue;
    if (r === 0 && titled) continue;
    const fail = (range: string, e: unknown) => {
      if (!(e instanceof BridgeInputError)) throw e;
      errors.push(cellError(range, r, 0, e));
    };
    if (isBlank(pairCells[r])) {
      errors.push(cellError("pairs", r, 0, msg("series.pairBlank")));
      continue;
    }
    let pair: PairId, score: SessionScore, written: Written, count: Fraction | null;
    try {
      pair = pairId(pairCells[r]);
    } catch (e) {
      fail("pairs", e);
      continue;
    }
    try {
      ({ score, written } = readSessionCell(percentCells[r]));
    } catch (e) {
      fail("percentages", e);
      continue;
    }
    try {
      count = boardCount(boardCells[r], score, options);
    } catch (e) {
      fail("boards", e);
      continue;
    }
    let entry = byPair.get(pair.key);
    if (!entry) byPair.set(pair.key, (entry = { pair, rows: [] }));
    entry.rows.push({ row: r, score, boards: count, written });
  }
  throwFirst(errors);
  const percentRow = asPercentages(
    [...byPair.values()].flatMap((p) => p.rows),
    percentCells,
  );
  const cap = absentCap(options, percentRow, percentCells);

  const results = [...byPair.values()].map(({ pair, rows }) => ({ pair, ...standing(rows, options, cap) }));
  return rankByPercent(results, (a, b) => comparePairs(a.pair, b.pair));
}

/**
 * Ruling (docs/rules.md §2): a name without a digit over pair numbers is a title (`Pair` over 1, 2,
 * 3), but over names that have digits (`Team 1`) it is a name among names (`Zeta`), which the
 * other first cells decide, as they decide `Olsen` over `Jensen`.
 */
function firstPairCell(cells: Cell[]): FirstCell {
  const first = firstIdCell([cells], 0);
  const named = cells.some((c, r) => r > 0 && typeof c === "string" && /\d/.test(c) && /[^\d\s.,+-]/.test(c));
  return first.kind === "title" && named ? { kind: "either" } : first;
}

/**
 * Ruling (docs/rules.md §2): a first row of titles (`Pair`, `%`, `Boards`) is skipped. A pair
 * name has no digit either, so a pair cell that no other row repeats goes with the other cells
 * (`either`); the percentage cell is a title when it is text without a digit that is not
 * `absent` or another session score.
 */
function firstPercentCell(cell: Cell): FirstCell {
  if (isBlank(cell)) return { kind: "blank" };
  if (!isTitleText(cell)) return { kind: "data", cell };
  try {
    readSessionScore(cell);
    return { kind: "data", cell };
  } catch (e) {
    if (e instanceof BridgeInputError) return { kind: "title", cell };
    throw e;
  }
}

/**
 * Ruling (docs/rules.md §6): when every percentage of the call is between 0 and 1 they are
 * Excel fractions (0.45 = 45 %, 1 = 100 %) and are scaled to percentages here; a call that mixes
 * fractions and percentages is an error naming the first cell whose kind differs from the first
 * cell that shows one.
 */
function asPercentages(rows: SeriesRow[], cells: Cell[]): SeriesRow | null {
  const ordered = [...rows].sort((a, b) => a.row - b.row);
  const first = ordered.find((x) => x.written !== null);
  if (!first) {
    scaleFractions(rows);
    return null;
  }
  const odd = ordered.find((x) => x.written !== null && x.written !== first.written);
  if (odd) {
    const kind = (w: Written) => msg(w === "fraction" ? "what.excelFraction" : "what.percentage");
    throwFirst([
      cellError(
        "percentages",
        odd.row,
        0,
        msg("series.mixed", {
          cell: quote(cells[odd.row]),
          kind: kind(odd.written),
          row: first.row + 1,
          first: quote(cells[first.row]),
          firstKind: kind(first.written),
        }),
      ),
    ]);
  }
  if (first.written === "fraction") {
    scaleFractions(rows);
    return null;
  }
  return first;
}

/**
 * Ruling (docs/rules.md §6): `absent=` is a percentage, scaled as the cells are. With the cells
 * Excel fractions, a value strictly between 0 and 1 is one too (`absent=0.45` is 45 %, as 0.45 in
 * a cell is): read as 0.45 % it would score an absence as nearly nothing. With the cells
 * percentages such a value is the mix the cells may not make, and an error naming the option.
 * `percentRow`: the first cell showing a percentage, null when the cells are fractions.
 */
function absentCap(options: Options, percentRow: SeriesRow | null, cells: Cell[]): Fraction | null {
  if (options.absent === null) return null;
  const cap = fromNumber(options.absent)!;
  if (cap.compare(0) <= 0 || cap.compare(1) >= 0) return cap;
  if (percentRow === null) return cap.mul(HUNDRED);
  throw inputError("series.absentFraction", {
    value: String(options.absent),
    percent: toNumber(cap.mul(HUNDRED)),
    row: percentRow.row + 1,
    first: quote(cells[percentRow.row]),
  });
}

function scaleFractions(rows: SeriesRow[]): void {
  for (const x of rows) if (x.score.kind !== "absent") x.score = { ...x.score, percent: x.score.percent.mul(HUNDRED) };
}

/** Boards of a session: a whole number ≥ 1; an absence needs it only when it is scored. */
function boardCount(cell: Cell, score: SessionScore, options: Options): Fraction | null {
  const absenceIgnored = score.kind === "absent" && options.absent === null;
  if (isBlank(cell)) {
    if (absenceIgnored) return null;
    throw inputError(score.kind === "absent" ? "series.boardsBlankAbsent" : "series.boardsBlank");
  }
  const n = numberCell(cell);
  if (!n || n.d !== 1n || n.compare(1) < 0) throw inputError("series.notBoards", { cell: quote(cell) });
  return n;
}

function standing(rows: SeriesRow[], options: Options, cap: Fraction | null): Omit<SeriesResult, keyof Ranked | "pair"> {
  const weighted = (list: { percent: Fraction; boards: Fraction }[]) => {
    const boards = list.reduce((acc, x) => acc.add(x.boards), ZERO);
    const sum = list.reduce((acc, x) => acc.add(x.percent.mul(x.boards)), ZERO);
    return { boards, percent: boards.compare(0) > 0 ? sum.div(boards) : null };
  };
  const ordinary = rows.flatMap((x) => (x.score.kind === "played" ? [{ percent: x.score.percent, boards: x.boards! }] : []));
  const ownAverage = weighted(ordinary).percent;
  const counted: { percent: Fraction; boards: Fraction }[] = [];
  for (const x of rows) {
    const s = x.score;
    if (s.kind === "played") counted.push({ percent: s.percent, boards: x.boards! });
    else if (s.kind === "substitute") {
      // With no ordinary session there is no own average to cap by: the substitute result stands.
      const capped = options.substitute === "cap" && ownAverage !== null && ownAverage.compare(s.percent) < 0 ? ownAverage : s.percent;
      counted.push({ percent: capped, boards: x.boards! });
    } else if (cap !== null) {
      // With no own average the absence gets the cap itself.
      counted.push({ percent: ownAverage !== null && ownAverage.compare(cap) < 0 ? ownAverage : cap, boards: x.boards! });
    }
  }
  const total = weighted(counted);
  return { sessions: counted.length, boards: total.boards, percent: total.percent, ownAverage };
}

export const SERIES_HEADER = ["Rank", "Pair", "Sessions", "Boards", "%"] as const;

/** The standings as SERIESRESULT spills them: a header row, then the pairs by rank. */
export function seriesTable(results: SeriesResult[], optionsText?: unknown): TableCell[][] {
  const options = optionsOf("SERIESRESULT", optionsText);
  return [
    [...SERIES_HEADER],
    ...results.map((p) => [rankCell(p), p.pair.label, p.sessions, p.boards, p.percent === null ? "" : percentCell(p.percent, options)]),
  ];
}

/** SERIESRESULT(pairs, percentages, boards, [options]) as a table (docs/functions.md). */
export function scoreSeries(pairs: unknown, percentages: unknown, boards: unknown, optionsText?: unknown): TableCell[][] {
  return seriesTable(rankSeries(pairs, percentages, boards, optionsText), optionsText);
}
