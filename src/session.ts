// Session results (SCORING.md §6): one RANKING call is one session of one section. The boards are
// scored by scoreBoard; this module joins them to the pairs and applies what only the session
// knows: every board brought to the session's N, Law 12C2(c) for A+/A-, linked artificial scores
// rounded once (§5.2), corrections, and the ranks.
import { BridgeInputError, quote } from "./errors";
import { Fraction, HUNDRED, ZERO, fromNumber, parseDecimal, roundTo } from "./exact";
import { Cell, isBlank } from "./notation";
import { Direction, DIRECTIONS, SideScore, awayFromAverage, scoreBoard } from "./matchpoints";
import { Options, RANKING_KEYS, parseOptions } from "./options";
import { CellError, asRows, isCellError, isOmitted, readTravellers } from "./traveller";

// ---------------------------------------------------------------------------------------------
// Errors that name a cell

/**
 * A bad cell that spoils a whole table result. A ranking with a hole in it would mislead, so
 * RANKING and SERIES fail as a whole; `cell` lets the adapter name the cell by its address. The
 * message names the range and row for callers without addresses.
 */
export class CellInputError extends BridgeInputError {
  constructor(public readonly cell: CellError) {
    super(`${cell.range} row ${cell.row + 1}${cell.column > 0 ? ` column ${cell.column + 1}` : ""}: ${cell.message}`, cell.column);
    this.name = "CellInputError";
  }
}

/** Throws the first (by row) of the errors found, so the director fixes the sheet top-down. */
export function throwFirst(errors: CellError[]): void {
  if (errors.length === 0) return;
  const first = errors.reduce((a, b) => (b.row < a.row ? b : a));
  throw new CellInputError(first);
}

// ---------------------------------------------------------------------------------------------
// Pair ids

/** A pair as a key that joins rows (`7`, `"7"`, `" 7 "` are one pair) and as the director wrote it. */
export interface PairId {
  key: string;
  /** Shown in the result: a number for numeric ids (so the sheet can sort and look them up). */
  label: number | string;
}

export function pairId(cell: Cell): PairId {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new BridgeInputError(`${cell} is not a pair number`);
    return { key: String(cell), label: cell };
  }
  if (typeof cell === "boolean") throw new BridgeInputError(`${String(cell).toUpperCase()} is not a pair number or name`);
  const text = String(cell).trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return { key: String(n), label: n };
  }
  return { key: text.toUpperCase(), label: text };
}

/** Pair ids in the order a results list shows them: numbers numerically, then names. */
export function comparePairs(a: PairId, b: PairId): number {
  if (typeof a.label === "number" && typeof b.label === "number") return a.label - b.label;
  if (typeof a.label === "number") return -1;
  if (typeof b.label === "number") return 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Cells

/** A range that must be one column, as its cells. */
export function columnCells(value: unknown, name: string): Cell[] {
  const rows = asRows(value, name);
  if (rows.some((r) => r.length !== 1))
    throw new BridgeInputError(`${name} must be one column; this range has ${Math.max(...rows.map((r) => r.length))} columns`);
  return rows.map((r) => r[0]);
}

/** An exact number from a cell: a number, or a decimal typed as text (`2,5` too); blank is null. */
export function exactCell(cell: Cell, what: string, allowPercentSign = false): Fraction | null {
  if (isBlank(cell)) return null;
  let value: Fraction | null = null;
  if (typeof cell === "number") value = fromNumber(cell);
  else if (typeof cell === "string") {
    let text = cell.trim().replace(/[\u2212\u2013]/g, "-");
    if (allowPercentSign) text = text.replace(/\s*%$/, "");
    value = parseDecimal(text.replace(/^\+/, ""));
  }
  if (!value) throw new BridgeInputError(`${quote(cell)} is not ${what}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Ranks

export interface Ranked {
  /** 1-based; pairs with equal percentages share the rank of the first of them. */
  rank: number;
  shared: boolean;
}

/**
 * Sorts by percentage (highest first; no percentage last), then by `tiebreak`, and gives ranks:
 * equal percentages share a rank (1, =2, =2, 4), whatever the tiebreak, because the percentage
 * is the result and the tiebreak only orders the printout.
 */
export function rankByPercent<T extends { percent: Fraction | null }>(items: T[], tiebreak: (a: T, b: T) => number): (T & Ranked)[] {
  const same = (a: Fraction | null, b: Fraction | null) => (a === null ? b === null : b !== null && a.equals(b));
  const sorted = [...items].sort((a, b) => {
    if (a.percent === null || b.percent === null) {
      if (a.percent !== b.percent) return a.percent === null ? 1 : -1;
    } else {
      const c = b.percent.compare(a.percent);
      if (c !== 0) return c;
    }
    return tiebreak(a, b);
  });
  const out: (T & Ranked)[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let first = i;
    while (first > 0 && same(sorted[first - 1].percent, sorted[i].percent)) first--;
    const shared = first < i || (i + 1 < sorted.length && same(sorted[i + 1].percent, sorted[i].percent));
    out.push({ ...sorted[i], rank: first + 1, shared });
  }
  return out;
}

/** A rank as the results list prints it: `=3` when shared, else the number. */
export function rankCell(r: Ranked): number | string {
  return r.shared ? `=${r.rank}` : r.rank;
}

// ---------------------------------------------------------------------------------------------
// The session

/** One pair's side on one board, on the mp grid of the board as scored. */
export interface PairBoard {
  board: string;
  /** Input row (0-based). */
  row: number;
  direction: Direction;
  /** 2(N − 1) of the board as scored; 0 for a board with one result. */
  top: number;
  side: SideScore;
}

export interface PairResult extends Ranked {
  pair: PairId;
  /** The Mitchell field the pair is ranked in; null when all pairs are one field. */
  direction: Direction | null;
  /** Boards that count: scored, with a top above 0. */
  boards: number;
  /** Total on the mp grid, matchpoint corrections included. */
  score: Fraction;
  /** Σ tops of the boards that count, on the mp grid. */
  max: number;
  /** score ÷ max × 100 plus percentage-point corrections; null when no board counts. */
  percent: Fraction | null;
  /** The pair's own boards, for checking a result by hand. */
  results: PairBoard[];
}

export interface SessionRanking {
  options: Options;
  /** One field, or NS and EW when `mitchell=on`. */
  fields: { direction: Direction | null; pairs: PairResult[] }[];
}

interface Seat {
  nsPair: PairId;
  ewPair: PairId;
}

/**
 * RANKING's core: ranks the pairs of one session. Throws CellInputError naming the first bad
 * cell; a ranking is never returned with a board or pair missing.
 */
export function rankSession(
  boards: unknown,
  nspairs: unknown,
  ewpairs: unknown,
  entries: unknown,
  optionsText?: unknown,
  corrections?: unknown,
): SessionRanking {
  const options = parseOptions(optionsText, RANKING_KEYS, "RANKING");
  if (options.scale === "pct")
    throw new BridgeInputError("RANKING shows the percentage in its own column; choose scale=mp, acbl or pp for the Score column");
  if (options.scoring === "imps")
    throw new BridgeInputError("RANKING takes scoring=mp, butler or ximp (scoring=imps is WEIGHTEDSCORE's)");
  if (options.scoring !== "mp")
    throw new BridgeInputError(
      `scoring=${options.scoring} needs per-board ${options.scoring === "butler" ? "Butler" : "cross-IMP"} scoring, which this version of RANKING does not have yet; use scoring=mp`,
    );
  const mitchell = options.mitchell === "on";
  const travellers = readTravellers(entries, boards);
  const height = travellers.rowBoard.length;
  const nsCells = columnCells(nspairs, "nspairs");
  const ewCells = columnCells(ewpairs, "ewpairs");
  for (const [name, cells] of [["nspairs", nsCells], ["ewpairs", ewCells]] as const)
    if (cells.length !== height) throw new BridgeInputError(`${name} has ${cells.length} rows but entries has ${height}; they must be the same height`);

  // Read every row before scoring anything, so the error reported is the first one in the sheet.
  const errors: CellError[] = [];
  for (const board of travellers.boards) if (board.error) errors.push(board.error);
  const seats: (Seat | null)[] = [];
  const onBoard = new Map<string, { row: number; direction: Direction }>();
  for (let r = 0; r < height; r++) {
    const b = travellers.rowBoard[r];
    if (b === "blank") {
      seats.push(null);
      continue;
    }
    if (isCellError(b)) errors.push(b);
    const read = (cells: Cell[], range: string, who: string): PairId | null => {
      if (isBlank(cells[r])) {
        errors.push({ range, row: r, column: 0, message: `the ${who} pair is blank on a row with a result` });
        return null;
      }
      try {
        return pairId(cells[r]);
      } catch (e) {
        if (!(e instanceof BridgeInputError)) throw e;
        errors.push({ range, row: r, column: 0, message: e.message });
        return null;
      }
    };
    const nsPair = read(nsCells, "nspairs", "NS");
    const ewPair = read(ewCells, "ewpairs", "EW");
    if (!nsPair || !ewPair) {
      seats.push(null);
      continue;
    }
    seats.push({ nsPair, ewPair });
    // In a Mitchell NS 1 and EW 1 are two pairs; otherwise they are one pair facing itself.
    if (!mitchell && nsPair.key === ewPair.key) {
      errors.push({ range: "ewpairs", row: r, column: 0, message: `pair ${nsPair.label} is both NS and EW on this row` });
      continue;
    }
    if (typeof b !== "number") continue;
    const boardId = travellers.boards[b].id;
    for (const [direction, pair] of [["ns", nsPair], ["ew", ewPair]] as const) {
      const key = `${b}\u0000${mitchell ? direction : ""}\u0000${pair.key}`;
      const earlier = onBoard.get(key);
      if (earlier) {
        const board = boardId === "" ? "the board" : `board ${boardId}`;
        errors.push({
          range: direction === "ns" ? "nspairs" : "ewpairs",
          row: r,
          column: 0,
          message: `${mitchell ? direction.toUpperCase() + " " : ""}pair ${pair.label} plays ${board} twice: on this row and on row ${earlier.row + 1}`,
        });
      } else onBoard.set(key, { row: r, direction });
    }
  }
  throwFirst(errors);

  // §6 "Different N in one session": every board is scored to the same N, so every board weighs
  // the same; scoreBoard does the Neuberg (or the ties under dbf) for the missing results.
  const largest = Math.max(0, ...travellers.boards.map((b) => b.entries.length));
  const boardOptions: Options = options.scaletops === "on" ? { ...options, tables: options.tables ?? largest } : options;

  const pairs = new Map<string, { pair: PairId; direction: Direction | null; results: PairBoard[] }>();
  const pairOf = (pair: PairId, direction: Direction) => {
    const key = mitchell ? `${direction}\u0000${pair.key}` : pair.key;
    let p = pairs.get(key);
    if (!p) pairs.set(key, (p = { pair, direction: mitchell ? direction : null, results: [] }));
    return p;
  };
  for (const board of travellers.boards) {
    let scored;
    try {
      scored = scoreBoard(board.entries, boardOptions);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      const message = board.id === "" ? e.message : `board ${board.id}: ${e.message}`;
      throw new CellInputError({ range: "entries", row: board.rows[0], column: 0, message });
    }
    scored.rows.forEach((row, i) => {
      const r = board.rows[i];
      const seat = seats[r]!;
      for (const direction of DIRECTIONS) {
        // A pair that did not play the board (NP) is listed but the board does not count for it.
        const p = pairOf(direction === "ns" ? seat.nsPair : seat.ewPair, direction);
        if (row.kind === "scored") p.results.push({ board: board.id, row: r, direction, top: scored.top, side: row[direction] });
      }
    });
  }

  const corrected = readCorrections(corrections, pairs, mitchell, options);
  const results: Omit<PairResult, keyof Ranked>[] = [...pairs].map(([key, p]) => {
    const { boards: counted, total, max } = pairTotal(p.results, options);
    const correction = corrected.get(key);
    const score = correction ? total.add(correction.mp) : total;
    let percent = max > 0 ? score.mul(HUNDRED).div(max) : null;
    if (percent && correction) percent = percent.add(correction.points);
    return { pair: p.pair, direction: p.direction, boards: counted, score, max, percent, results: p.results };
  });

  const tiebreak = (a: (typeof results)[number], b: (typeof results)[number]) => b.score.compare(a.score) || comparePairs(a.pair, b.pair);
  const fieldsOf: (Direction | null)[] = mitchell ? ["ns", "ew"] : [null];
  return {
    options,
    fields: fieldsOf.map((direction) => ({ direction, pairs: rankByPercent(results.filter((p) => p.direction === direction), tiebreak) })),
  };
}

/**
 * A pair's total and maximum over its boards (§6). Boards with a top of 0 (one result) do not
 * count. A+/A- follow Law 12C2(c) against the pair's percentage on its table boards; linked
 * artificial scores are rounded once over their boards (§5.2).
 */
export function pairTotal(results: PairBoard[], options: Options): { boards: number; total: Fraction; max: number } {
  const counted = results.filter((b) => b.top > 0);
  let tableMp = ZERO;
  let tableTop = 0;
  for (const b of counted) {
    if (b.side.kind === "table") {
      tableMp = tableMp.add(b.side.mp);
      tableTop += b.top;
    }
  }
  const session = tableTop > 0 ? tableMp.mul(HUNDRED).div(tableTop) : null;
  let total = ZERO;
  let max = 0;
  const linked = new Map<string, { mp: Fraction; top: number }>();
  for (const b of counted) {
    max += b.top;
    const side = b.side;
    if (side.kind === "table") {
      total = total.add(side.mp);
      continue;
    }
    const mp = artificialMp(side, b.top, session, options);
    if (side.link === null) total = total.add(mp);
    else {
      const sum = linked.get(side.link) ?? { mp: ZERO, top: 0 };
      linked.set(side.link, { mp: sum.mp.add(mp), top: sum.top + b.top });
    }
  }
  for (const { mp, top } of linked.values())
    total = total.add(options.artificial === "away" ? awayFromAverage(mp, new Fraction(top, 2)) : mp);
  return { boards: counted.length, total, max };
}

/**
 * Law 12C2(c): average plus is at least 60 %, or the pair's session percentage if higher;
 * average minus at most 40 %, or the session percentage if lower. Typed percentages and plain
 * averages stand as scored. `session` is the pair's percentage on its table boards (null: none).
 */
function artificialMp(side: Extract<SideScore, { kind: "artificial" }>, top: number, session: Fraction | null, options: Options): Fraction {
  if (options.session === "off" || (side.token !== "plus" && side.token !== "minus")) return side.mp;
  let percent = side.percent;
  if (session !== null) percent = side.token === "plus" ? (session.compare(percent) > 0 ? session : percent) : session.compare(percent) < 0 ? session : percent;
  const mp = percent.mul(top).div(HUNDRED);
  // Linked sides are rounded with their link, once (§5.2).
  return options.artificial === "away" && side.link === null ? awayFromAverage(mp, new Fraction(top, 2)) : mp;
}

// ---------------------------------------------------------------------------------------------
// Corrections (Bridge-It "Correcties op de einduitslag")

interface Correction {
  /** On the mp grid. */
  mp: Fraction;
  /** Percentage points, added after the percentage. */
  points: Fraction;
}

/**
 * Rows (pair, matchpoints, percentage points); blank values are 0 and several rows for one pair
 * add up. Matchpoints are in the units of the Score column (halved on the acbl scale). In a
 * Mitchell a pair id that both fields use must say its field: `NS 3` or `3 EW`.
 */
function readCorrections(
  value: unknown,
  pairs: Map<string, { pair: PairId; direction: Direction | null }>,
  mitchell: boolean,
  options: Options,
): Map<string, Correction> {
  const out = new Map<string, Correction>();
  if (isOmitted(value)) return out;
  const rows = asRows(value, "corrections");
  const width = Math.max(...rows.map((r) => r.length));
  if (width < 2 || width > 3 || rows.some((r) => r.length !== width))
    throw new BridgeInputError(`corrections must be 2 or 3 columns: pair, matchpoints, percentage points; this range has ${width}`);
  const perGridUnit = options.scale === "acbl" ? 2 : 1;
  const errors: CellError[] = [];
  rows.forEach((row, r) => {
    if (row.every(isBlank)) return;
    const fail = (column: number, message: string) => errors.push({ range: "corrections", row: r, column, message });
    if (isBlank(row[0])) return fail(0, "the pair is blank on a correction row");
    let key: string;
    try {
      key = correctionKey(row[0], pairs, mitchell);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      return fail(0, e.message);
    }
    let mp: Fraction | null;
    let points: Fraction | null;
    try {
      mp = exactCell(row[1], "a number of matchpoints");
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      return fail(1, e.message);
    }
    try {
      points = width > 2 ? exactCell(row[2], "a number of percentage points", true) : null;
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      return fail(2, e.message);
    }
    const sum = out.get(key) ?? { mp: ZERO, points: ZERO };
    out.set(key, { mp: sum.mp.add((mp ?? ZERO).mul(perGridUnit)), points: sum.points.add(points ?? ZERO) });
  });
  throwFirst(errors);
  return out;
}

function correctionKey(cell: Cell, pairs: Map<string, { pair: PairId }>, mitchell: boolean): string {
  let direction: Direction | null = null;
  let id = cell;
  if (mitchell && typeof cell === "string") {
    const m = /^\s*(NS|EW)\s*(.+?)\s*$/i.exec(cell) ?? /^\s*(.+?)\s*(NS|EW)\s*$/i.exec(cell);
    if (m) {
      const [dir, rest] = /^(NS|EW)$/i.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
      direction = dir.toLowerCase() as Direction;
      id = rest;
    }
  }
  const pair = pairId(id);
  if (!mitchell) {
    if (!pairs.has(pair.key)) throw new BridgeInputError(`pair ${quote(cell)} did not play in this session`);
    return pair.key;
  }
  const candidates = (direction ? [direction] : DIRECTIONS).map((d) => `${d}\u0000${pair.key}`).filter((k) => pairs.has(k));
  if (candidates.length === 0) throw new BridgeInputError(`pair ${quote(cell)} did not play in this session`);
  if (candidates.length > 1) throw new BridgeInputError(`pair ${quote(cell)} is in both fields of the Mitchell; write NS ${pair.label} or EW ${pair.label}`);
  return candidates[0];
}

// ---------------------------------------------------------------------------------------------
// Output

/** A cell of a table result: exact values stay Fractions until the adapter converts them. */
export type TableCell = Fraction | number | string;

export const RANKING_HEADER = ["Rank", "Pair", "Boards", "Score", "Max", "%"] as const;

/**
 * The ranking as RANKING spills it: a header row, then the pairs by rank. In a Mitchell the NS
 * field comes first, then the EW field under its own header ("NS pair" / "EW pair").
 */
export function rankingTable(ranking: SessionRanking): TableCell[][] {
  const { options } = ranking;
  const out: TableCell[][] = [];
  for (const field of ranking.fields) {
    const header: TableCell[] = [...RANKING_HEADER];
    if (field.direction) header[1] = `${field.direction.toUpperCase()} pair`;
    out.push(header);
    for (const p of field.pairs) {
      const { score, max, average } = onScale(p.score, p.max, options);
      out.push([
        rankCell(p),
        p.pair.label,
        p.boards,
        round(score, average, options),
        max,
        p.percent === null ? "" : round(p.percent, new Fraction(50), options),
      ]);
    }
  }
  return out;
}

/** Score and Max from the mp grid to the output scale: mp as is, acbl halved, pp around 0. */
function onScale(total: Fraction, max: number, options: Options): { score: Fraction; max: Fraction; average: Fraction } {
  const half = new Fraction(max, 2);
  switch (options.scale) {
    case "acbl":
      return { score: total.div(2), max: half, average: half.div(2) };
    case "pp":
      return { score: total.sub(half), max: half, average: ZERO };
    default:
      return { score: total, max: new Fraction(max), average: half };
  }
}

function round(value: Fraction, average: Fraction, options: Options): Fraction {
  return options.decimals === null ? value : roundTo(value, options.decimals, options.round, average);
}

/** RANKING(boards, nspairs, ewpairs, entries, [options], [corrections]) as a table (FUNCTIONS.md). */
export function scoreRanking(
  boards: unknown,
  nspairs: unknown,
  ewpairs: unknown,
  entries: unknown,
  optionsText?: unknown,
  corrections?: unknown,
): TableCell[][] {
  return rankingTable(rankSession(boards, nspairs, ewpairs, entries, optionsText, corrections));
}
