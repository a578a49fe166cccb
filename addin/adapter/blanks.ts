// Empty cells that Excel sends as 0. Some Excel builds pass an empty cell of an `any` range as 0
// (office-js #4702, #5262), others as null; Microsoft's pages do not say which. A 0 is a
// passed-out board, a blank is no result, so every 0 that arrives from a build that does not send
// null is checked against the sheet: the cell's valueType, read through Excel.run, which a custom
// function in a shared runtime may do as long as it only reads
// (call-excel-apis-from-custom-function.md). docs/rules.md §2 has the rule.
import { ErrorCell, msg, readObjectCell } from "../../src";
import { columnIndex, columnLetter, splitAddress } from "../address";

/**
 * What one cell's valueType costs in Excel's answer at most: `"RichValue",`, the longest
 * Excel.RangeValueType, with its quotes and comma.
 */
export const TYPE_BYTES = 12;
/**
 * What asking for one more range costs in a request: office.js sends each getRange and load as
 * JSON actions naming their objects and arguments. Counted high, as the stand-in counts it.
 */
export const RANGE_BYTES = 512;
/**
 * Request and answer of one sync stay below this, a tenth of the 5 MB Excel on the web allows a
 * request or a response (resource-limits-and-performance-optimization.md, "Excel add-ins"),
 * and far below 1 MB.
 */
export const SYNC_BYTES = 512 * 1024;
/**
 * How long a custom function waits for Excel to answer its reads. A sync can wait for good on a
 * large workbook as it opens (office-js #6150, #6678; #1395 for shared-runtime functions), and a
 * formula waiting on it would show #BUSY! for good: past this, the zeros not read stay error cells
 * saying Excel did not answer, and the next recalculation asks again.
 */
export const READ_DEADLINE_MS = 4000;

/** The ranges of one call, by parameter name, and their addresses (from @requiresParameterAddresses). */
export type Ranges = Record<string, unknown>;
type Addresses = Record<string, string | undefined>;

interface Zero {
  row: number;
  column: number;
}

/** A block of one argument's cells read in one piece: rows top..bottom, columns left..right (0-based in the range). */
interface Block {
  name: string;
  sheet: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  types?: string[][];
}

const cells = (b: Block): number => (b.bottom - b.top + 1) * (b.right - b.left + 1);
const cost = (b: Block): number => RANGE_BYTES + cells(b) * TYPE_BYTES;

/**
 * The sheet and first cell of a range address as Excel gives it: `Sheet1!$G$2:$G$8`, a whole
 * column `'Round 1'!G:G` (row 1) or whole rows `Sheet1!2:5` (column A). Null for anything else.
 */
export function rangeOrigin(address: string): { sheet: string; row: number; column: number } | null {
  const { sheet, cell } = splitAddress(address);
  const first = cell.split(":")[0];
  const a1 = /^([A-Za-z]{1,3})(\d+)$/.exec(first);
  if (a1) return { sheet, row: Number(a1[2]) - 1, column: columnIndex(a1[1]) };
  if (/^[A-Za-z]{1,3}$/.test(first)) return { sheet, row: 0, column: columnIndex(first) };
  if (/^\d+$/.test(first)) return { sheet, row: Number(first) - 1, column: 0 };
  return null;
}

/**
 * True when a cell of this argument is null: Excel sent this argument's empty cells as null, so
 * its zeros are zeros. Decided argument by argument, never for the whole call: Microsoft's fix
 * sends a required `any` argument's empty cells as null (office-js #4702), while optional `any`
 * ranges were still reported sending 0 (office-js #5262), so one call can bring both. An omitted
 * optional argument is null too (custom-functions-parameter-options.md) and says nothing, so only
 * cells count.
 */
function sendsNull(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const row of value as unknown[]) if (row === null || (Array.isArray(row) && row.includes(null))) return true;
  return false;
}

/**
 * The cells that read as 0. An argument the core reads itself (readArguments' readByCore) arrives
 * with its data-type cells untranslated, and one whose basicValue is 0 is checked like a 0, as in
 * an argument translated before the check.
 */
function zerosOf(range: unknown[]): Zero[] {
  const out: Zero[] = [];
  for (let r = 0; r < range.length; r++) {
    const row = range[r];
    if (!Array.isArray(row)) continue;
    for (let c = 0; c < row.length; c++) {
      const v: unknown = row[c];
      if (v === 0 || (v !== null && typeof v === "object" && readObjectCell(v) === 0)) out.push({ row: r, column: c });
    }
  }
  return out;
}

/**
 * The blocks that cover an argument's zeros: consecutive rows with a 0 are one block, and so are
 * rows a short gap apart (reading a few cells through is cheaper than asking for another range);
 * no block is larger than one sync may carry.
 */
function blocksOf(name: string, sheet: string, zeros: Zero[]): Block[] {
  const blocks: Block[] = [];
  const maxCells = Math.floor((SYNC_BYTES - RANGE_BYTES) / TYPE_BYTES);
  let b: Block | null = null;
  for (const z of zeros) {
    if (b) {
      const left = Math.min(b.left, z.column);
      const right = Math.max(b.right, z.column);
      const width = right - left + 1;
      const gap = z.row - b.bottom - 1;
      const bigger = (z.row - b.top + 1) * width;
      if (gap * width * TYPE_BYTES <= RANGE_BYTES && bigger <= maxCells) {
        b.bottom = z.row;
        b.left = left;
        b.right = right;
        continue;
      }
    }
    b = { name, sheet, top: z.row, bottom: z.row, left: z.column, right: z.column };
    blocks.push(b);
  }
  return blocks;
}

/** Blocks in batches whose request and answer together stay within SYNC_BYTES: one sync each. */
function batchesOf(blocks: Block[]): Block[][] {
  const batches: Block[][] = [];
  let batch: Block[] = [];
  let bytes = 0;
  for (const b of blocks) {
    if (batch.length > 0 && bytes + cost(b) > SYNC_BYTES) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(b);
    bytes += cost(b);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

let officeReady: { office: typeof Office; ready: Promise<unknown> } | undefined;

/**
 * Office.onReady() once, before the first read: office.js may not have finished initialising when
 * Excel first calls a function ("Initialize your Office Add-in", Office.onReady reference).
 */
function ready(): Promise<unknown> {
  if (typeof Office === "undefined" || typeof Office.onReady !== "function") return Promise.resolve();
  if (officeReady?.office !== Office) officeReady = { office: Office, ready: Office.onReady() };
  return officeReady.ready;
}

/** `work`, or nothing once READ_DEADLINE_MS have passed: what it has read by then stays read. */
async function withinDeadline(work: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, READ_DEADLINE_MS)));
  try {
    await Promise.race([work.catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the valueTypes of every block, a batch per sync; a block whose read failed keeps no types. */
async function readTypes(batches: Block[][], origins: Record<string, { row: number; column: number }>): Promise<void> {
  const address = (b: Block): string => {
    const o = origins[b.name];
    return `${columnLetter(o.column + b.left)}${o.row + b.top + 1}:${columnLetter(o.column + b.right)}${o.row + b.bottom + 1}`;
  };
  let late = false;
  // delayForCellEdit: while the director is typing in a cell, Excel would fail the batch at once
  // (InvalidOperation); with it the batch waits until the edit is committed or cancelled
  // (excel-add-ins-delay-in-cell-edit.md, Excel.RunOptions). The deadline bounds that wait too.
  const read = ready().then(() =>
    Excel.run({ delayForCellEdit: true }, async (context) => {
      for (const batch of batches) {
        if (late) return;
        const loaded = batch.map((b) => context.workbook.worksheets.getItem(b.sheet).getRange(address(b)).load("valueTypes"));
        await context.sync();
        if (late) return; // an answer after the deadline: the call has settled without it
        batch.forEach((b, i) => (b.types = loaded[i].valueTypes as string[][]));
      }
    }),
  );
  // The blocks not read, by failure or by the deadline, stay without types: their zeros are
  // reported, never scored.
  await withinDeadline(read);
  late = true;
}

/** The block's answer for one of its cells: "Empty", "Double", … or undefined when it did not arrive whole. */
function typeAt(b: Block, z: Zero): string | undefined {
  const t = b.types;
  // A sheet edited since the call would not line up; Excel then recalculates anyway.
  if (!Array.isArray(t) || t.length !== b.bottom - b.top + 1) return undefined;
  const row = t[z.row - b.top];
  if (!Array.isArray(row) || row.length !== b.right - b.left + 1) return undefined;
  return row[z.column - b.left];
}

/**
 * The ranges with every 0 that is an empty cell made blank (`asSent`: the ranges before data types
 * were translated, whose nulls are Excel's own). Nothing is read for an argument without a 0 or
 * with a null (Excel sent that argument's blanks as null), nor outside Excel. A 0 whose cell
 * cannot be read (no address, a range in another workbook, Excel refused the read) becomes an
 * error cell saying so, on its own board: it is never scored as a passed-out board unasked.
 * A range without an address (an array constant, a computed array) keeps its zeros: Excel
 * computed them, and a formula's empty result is 0 there too.
 */
export async function confirmBlanks(ranges: Ranges, addresses: Addresses, asSent: Ranges = ranges, preview = false): Promise<Ranges> {
  if (typeof Excel === "undefined") return ranges;
  const zeros: Record<string, Zero[]> = {};
  const origins: Record<string, { row: number; column: number }> = {};
  const blocks: Block[] = [];
  for (const [name, value] of Object.entries(ranges)) {
    const address = addresses[name];
    if (!address || !Array.isArray(value) || sendsNull(asSent[name])) continue;
    const found = zerosOf(value);
    if (found.length === 0) continue;
    zeros[name] = found;
    const origin = rangeOrigin(address);
    if (!origin || !origin.sheet) continue; // unreadable: every 0 of it is reported
    origins[name] = origin;
    blocks.push(...blocksOf(name, origin.sheet, found));
  }
  if (Object.keys(zeros).length === 0) return ranges;
  // While Excel only previews the formula's value (the director selects part of it as they edit),
  // the function is asked to answer without costly work (custom-functions-formula-value-preview.md,
  // CustomFunctions.Invocation.isInValuePreview): nothing is read, and the zeros stay reported.
  if (blocks.length > 0 && !preview) await readTypes(batchesOf(blocks), origins);

  const out: Ranges = { ...ranges };
  const unconfirmed = new ErrorCell("#VALUE!", msg("cell.zeroUnconfirmed"));
  for (const [name, found] of Object.entries(zeros)) {
    const range = (ranges[name] as unknown[][]).slice();
    const mine = blocks.filter((b) => b.name === name);
    let k = 0;
    for (const z of found) {
      while (k < mine.length && mine[k].bottom < z.row) k++;
      const block = mine[k];
      const type = block && block.top <= z.row ? typeAt(block, z) : undefined;
      if (type === undefined || type === "Empty") {
        if (range[z.row] === (ranges[name] as unknown[][])[z.row]) range[z.row] = range[z.row].slice();
        range[z.row][z.column] = type === "Empty" ? null : unconfirmed;
      }
    }
    out[name] = range;
  }
  return out;
}
