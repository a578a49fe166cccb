// MULTITEAM's working arrays (src/multiteam/fastmultiteam.ts): per match and per pair, kept from call to call.

/**
 * The arrays of one call, kept from call to call for sessions of up to ROOM_PAIRS pairs: in
 * Chromium every typed array a call makes costs microseconds (a store outside the heap, and the
 * collections it brings on), more than all the matches of a club session. Cleared for each call;
 * a larger session gets a room of its own, so no large store outlives its call.
 */
export class Room {
  /** Pairs × pairs: per match its whole IMPs, fractional IMPs over SCALE, and boards. */
  readonly whole: Float64Array;
  readonly part: Float64Array;
  readonly count: Int32Array;
  /** Per pair: boards with a match, the last such board, the last board it sat on, matches, Σ VP in hundredths, Σ fractional IMPs over SCALE. */
  readonly boards: Int32Array;
  readonly lastBoard: Int32Array;
  readonly seated: Int32Array;
  readonly matches: Int32Array;
  readonly hundredths: Float64Array;
  readonly parts: Float64Array;
  constructor(readonly capacity: number) {
    const cells = capacity * capacity;
    this.whole = new Float64Array(cells);
    this.part = new Float64Array(cells);
    this.count = new Int32Array(cells);
    this.boards = new Int32Array(capacity);
    this.lastBoard = new Int32Array(capacity);
    this.seated = new Int32Array(capacity);
    this.matches = new Int32Array(capacity);
    this.hundredths = new Float64Array(capacity);
    this.parts = new Float64Array(capacity);
  }

  /** The room as a fresh one for `pairs` pairs. */
  clear(pairs: number): this {
    const cells = pairs * pairs;
    this.whole.fill(0, 0, cells);
    this.part.fill(0, 0, cells);
    this.count.fill(0, 0, cells);
    for (const a of [this.boards, this.matches, this.hundredths, this.parts]) a.fill(0, 0, pairs);
    this.lastBoard.fill(-1, 0, pairs);
    this.seated.fill(-1, 0, pairs);
    return this;
  }
}

const ROOM_PAIRS = 256;
let kept: Room | null = null;

export function roomFor(pairs: number): Room {
  if (pairs > ROOM_PAIRS) return new Room(pairs).clear(pairs);
  if (!kept || kept.capacity < pairs) kept = new Room(Math.max(pairs, 64));
  return kept.clear(pairs);
}
