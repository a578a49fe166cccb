// BUTLERIMP, BUTLERDATUM and CROSSIMP as Excel receives them, on a column read board by board
// (src/entries/column.ts): each board's IMPs as exact ratios (fastimpratios.ts), each handed to Excel as
// one division of two integers below 2^53, bit for bit the float of the exact Fraction. Rows with
// the same plain score on a board share one output row. What this path does not take on (output
// rounding, a side without a datum, integers that could pass 2^53) goes to the exact path, which
// also words every error.
import { ImpOutput, artificialImps, datumColumn, scoreButler, scoreDatums } from "./butler";
import { scoreCrossImps } from "./crossimps";
import { ColumnBoard, readColumn, scoreColumn } from "../entries/column";
import { isCellError } from "../entries/cells";
import { Direction, Entry, NO_GROUP, ResultEntry, Side, groupOf, ordinaryEntry, sideOf } from "../entries/entry";
import { Fraction, toNumber } from "../exact";
import { BoardImps, ImpRoom, Weights, butlerRatios, columnDatums, crossImpRatios } from "./fastimpratios";
import { Options } from "../options";
import { fastPathAllowed, optionsOf } from "../worksheetFunctions";
import { RowOutcome } from "../entries/traveller";

/** An output cell as Excel receives it. */
export type ImpNumber = number | "NP" | "";

/** Rows of exact outcomes as floats (the general path's rows). */
function asNumbers<T>(rows: RowOutcome<(ImpOutput | T)[]>[]): RowOutcome<(number | string | T)[]>[] {
  return rows.map((r) => (isCellError(r) ? r : r.map((v) => (v instanceof Fraction ? toNumber(v) : v))));
}

// ---------------------------------------------------------------------------------------------
// BUTLERIMP

/** BUTLERIMP as Excel receives it; the same values as converting scoreButler cell by cell. */
export function scoreButlerAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<ImpNumber[]>[] {
  const options = optionsOf("BUTLERIMP", optionsText);
  const general = (e: unknown, b: unknown) => asNumbers(scoreButler(e, b, optionsText)) as RowOutcome<ImpNumber[]>[];
  const column = fastPathAllowed("BUTLERIMP", options) ? readColumn(entries, boards, null) : null;
  if (!column) return general(entries, boards);
  const weights = new Weights();
  const room = new ImpRoom();
  const artificial: Awards = new Map();
  return scoreColumn<ImpNumber[]>(column, entries as unknown[], boards, (board, out) => butlerCells(board, options, weights, room, artificial, out), general, [
    "",
    "",
  ]);
}

/** An artificial award depends on the entry alone (its percentage, its link): worked out once per entry. */
type Awards = Map<ResultEntry, { ns?: number; ew?: number }>;

/**
 * A board's cells from its ratios: rows with the same plain score share one output row; an
 * artificial side's float from `award`.
 */
function impCells(board: ColumnBoard, r: BoardImps, award: (e: ResultEntry, d: Direction) => number, out: RowOutcome<ImpNumber[]>[]): void {
  const { rows, slot, entries } = board;
  const u = board.keys.length;
  const plain: ImpNumber[][] = new Array(u);
  for (let k = 0; k < u; k++) plain[k] = [r.plain.nsNum[k] / r.plain.nsDen[k] + 0, r.plain.ewNum[k] / r.plain.ewDen[k] + 0];
  for (let i = 0; i < rows.length; i++) if (slot[i] >= 0) out[rows[i]] = plain[slot[i]];
  const o = r.other;
  board.others.forEach((i, j) => {
    const e = entries[j];
    out[rows[i]] =
      e.kind === "np"
        ? ["NP", "NP"]
        : [o.nsDen[j] === 0 ? award(e, "ns") : o.nsNum[j] / o.nsDen[j] + 0, o.ewDen[j] === 0 ? award(e, "ew") : o.ewNum[j] / o.ewDen[j] + 0];
  });
}

function butlerCells(board: ColumnBoard, options: Options, weights: Weights, room: ImpRoom, artificial: Awards, out: RowOutcome<ImpNumber[]>[]): boolean {
  const r = butlerRatios(board, options, weights, room);
  if (!r) return false;
  impCells(
    board,
    r,
    (e, d) => {
      let known = artificial.get(e);
      if (!known) artificial.set(e, (known = {}));
      return (known[d] ??= toNumber(artificialImps(sideOf(e, d) as Side & { kind: "artificial" }, e.link, 1, options).imps));
    },
    out,
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// BUTLERDATUM

/** BUTLERDATUM as Excel receives it; the same values as scoreDatums. */
export function scoreDatumsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<(number | "")[]>[] {
  const options = optionsOf("BUTLERDATUM", optionsText);
  const general = (e: unknown, b: unknown) => scoreDatums(e, b, optionsText);
  const column = fastPathAllowed("BUTLERDATUM", options) ? readColumn(entries, boards, null) : null;
  if (!column) return general(entries, boards);
  return scoreColumn<(number | "")[]>(column, entries as unknown[], boards, (board, out) => datumCells(board, options, out), general, [""]);
}

/**
 * A board whose rows are all without a group shows its one datum on every row. A board with
 * fouled-board groups is datumColumn's (src/imps/butler.ts), given the board's entries: which datum
 * a row of such a board shows is ruled there alone.
 */
function datumCells(board: ColumnBoard, options: Options, out: RowOutcome<(number | "")[]>[]): boolean {
  const { rows, entries } = board;
  if (entries.every((e) => groupOf(e) === NO_GROUP)) {
    const datum = columnDatums(board, options).get(NO_GROUP) ?? null;
    if (datum === null) return false;
    const cell = [datum];
    for (let i = 0; i < rows.length; i++) out[rows[i]] = cell;
    return true;
  }
  const plain = Array.from(board.keys, ordinaryEntry);
  const all: Entry[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) if (board.slot[i] >= 0) all[i] = plain[board.slot[i]];
  board.others.forEach((i, j) => (all[i] = entries[j]));
  // Rows showing the same datum share one output row, as on a board without groups.
  const cells = new Map<number, number[]>();
  datumColumn({ id: board.id, rows: Array.from(rows), entries: all, error: null }, options).forEach((d, i) => {
    if (d === "") out[rows[i]] = [""];
    else if (typeof d !== "number") out[rows[i]] = d;
    else {
      let cell = cells.get(d);
      if (!cell) cells.set(d, (cell = [d]));
      out[rows[i]] = cell;
    }
  });
  return true;
}

// ---------------------------------------------------------------------------------------------
// CROSSIMP

/** CROSSIMP as Excel receives it; the same values as converting scoreCrossImps cell by cell. */
export function scoreCrossImpsAsNumbers(entries: unknown, boards?: unknown, optionsText?: unknown): RowOutcome<ImpNumber[]>[] {
  const options = optionsOf("CROSSIMP", optionsText);
  const general = (e: unknown, b: unknown) => asNumbers(scoreCrossImps(e, b, optionsText)) as RowOutcome<ImpNumber[]>[];
  const column = fastPathAllowed("CROSSIMP", options) ? readColumn(entries, boards, options.tables) : null;
  if (!column) return general(entries, boards);
  const weights = new Weights();
  const room = new ImpRoom();
  return scoreColumn<ImpNumber[]>(column, entries as unknown[], boards, (board, out) => crossImpCells(board, options, weights, room, out), general, ["", ""]);
}

function crossImpCells(board: ColumnBoard, options: Options, weights: Weights, room: ImpRoom, out: RowOutcome<ImpNumber[]>[]): boolean {
  const r = crossImpRatios(board, options, weights, room);
  if (!r) return false;
  const scale = options.ximp === "average" ? 1 : (options.tables ?? board.rows.length) - 1;
  impCells(board, r, (e, d) => toNumber(artificialImps(sideOf(e, d) as Side & { kind: "artificial" }, e.link, scale, options).imps), out);
  return true;
}
