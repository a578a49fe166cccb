// Who sat where (docs/rules.md §6): the pair columns as RANKING and MULTITEAM read them, on the exact
// path (readSeating) and the column path (readSeats, seatedOnce), which must give the same table or
// leave the call to the exact path, which words the error; and pair names in a results list's order.
import { scoreMultiteam, scoreMultiteamAsNumbers, scoreRanking, scoreRankingAsNumbers } from "../../src";
import { compareNames, readSeats, seatedOnce, Seats } from "../../src/ranking/seating";
import { expectSameOutcome } from "../helpers/columns";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

/** RANKING and MULTITEAM on both paths: the same table, or the same error. */
function bothPaths(boards: unknown, ns: unknown, ew: unknown, entries: unknown, text = ""): void {
  expectSameOutcome(
    () => scoreRankingAsNumbers(boards, ns, ew, entries, text),
    () => scoreRanking(boards, ns, ew, entries, text),
  );
  expectSameOutcome(
    () => scoreMultiteamAsNumbers(boards, ns, ew, entries),
    () => scoreMultiteam(boards, ns, ew, entries),
  );
}

const boards = col(1, 1, 2, 2);
const entries = col(420, 400, 100, 50);

describe("docs/rules.md §6 the column path reads the pair columns as the exact path does, or leaves them to it", () => {
  test("a pair column one row short or a row long: #VALUE! naming it, on both paths", () => {
    for (const [ns, ew, name] of [
      [col(1, 2, 1), col(3, 4, 4, 3), "nspairs"],
      [col(1, 2, 1, 2), col(3, 4, 4, 3, 5), "ewpairs"],
    ] as const) {
      expect(() => scoreRanking(boards, ns, ew, entries)).toThrow(new RegExp(`^${name} has \\d+ rows`));
      bothPaths(boards, ns, ew, entries);
    }
  });

  test("docs/rules.md §2: a title over the EW pairs only (the NS cell beside it blank) beside a score names ewpairs", () => {
    const args = [boards, col("", 2, 1, 2), col("EW", 4, 3, 4), entries] as const;
    expect(() => scoreRanking(...args)).toThrow(/^the ranges start on different rows: ewpairs starts with the title 'EW' but entries with 420/);
    bothPaths(...args);
  });

  test("a pair range two columns wide, with a row of two cells, or a list of cells: #VALUE! on both paths, never its first column read", () => {
    const wide = [
      [1, "x"],
      [2, "x"],
      [1, "x"],
      [2, "x"],
    ];
    const ragged = [[1], [2, "x"], [1], [2]];
    for (const ns of [wide, ragged]) {
      expect(() => scoreRanking(boards, ns, col(3, 4, 4, 3), entries)).toThrow(/^nspairs must be one column/);
      bothPaths(boards, ns, col(3, 4, 4, 3), entries);
      bothPaths(
        boards,
        col(1, 2, 1, 2),
        ns.map((r) => r.map((c) => (c === 1 ? 3 : c === 2 ? 4 : c))),
        entries,
      );
    }
    // A list of cells rather than rows is one row (asRows): four pairs of one character are four columns.
    expect(() => scoreRanking(boards, ["1", "2", "1", "2"], col(3, 4, 4, 3), entries)).toThrow(/^nspairs must be one column/);
    bothPaths(boards, ["1", "2", "1", "2"], col(3, 4, 4, 3), entries);
  });

  test("a blank pair cell, TRUE, or the same pair on both sides of a row: the exact path's error naming the cell", () => {
    for (const [ns, ew, message] of [
      [col(1, "", 1, 2), col(3, 4, 4, 3), /nspairs.*the NS pair is blank on a row with a result/],
      [col(1, 2, 1, 2), col(3, 4, " ", 3), /ewpairs.*the EW pair is blank on a row with a result/],
      [col(1, true, 1, 2), col(3, 4, 4, 3), /nspairs.*TRUE/],
      [col(1, 2, 1, 2), col(3, 4, 4, 2), /ewpairs.*pair 2 is both NS and EW on this row/],
    ] as const) {
      expect(() => scoreRanking(boards, ns, ew, entries)).toThrow(message);
      bothPaths(boards, ns, ew, entries);
    }
  });

  test("a pair on a board twice, as NS, as EW or once each way: the exact path's error", () => {
    const b = col(1, 1, 1, 2, 2, 2);
    const e = col(420, 400, 100, 50, 110, 140);
    for (const [ns, ew, pair] of [
      [col(1, 1, 3, 1, 2, 3), col(4, 5, 6, 4, 5, 6), 1],
      [col(1, 2, 3, 1, 2, 3), col(4, 4, 6, 4, 5, 6), 4],
      [col(1, 2, 3, 1, 2, 3), col(4, 5, 1, 4, 5, 6), 1],
    ] as const) {
      expect(() => scoreRanking(b, ns, ew, e)).toThrow(new RegExp(`pair ${pair} plays board 1 twice`));
      bothPaths(b, ns, ew, e);
    }
  });

  test("a pair NS on one board and EW on another (a Howell) is one pair, on both paths", () => {
    const ns = col(1, 3, 2, 1);
    const ew = col(2, 4, 3, 4);
    const table = scoreRanking(boards, ns, ew, entries);
    expect(table.slice(1).map((r) => r[1])).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(table).toHaveLength(5);
    bothPaths(boards, ns, ew, entries);
    const seats = readSeats(4, new Uint8Array(4), ns, ew, false)!;
    expect(seats.pairs.map((p) => p.label)).toEqual([1, 2, 3, 4]);
    expect([...seats.ns]).toEqual([0, 2, 1, 0]);
    expect([...seats.ew]).toEqual([1, 3, 2, 3]);
  });

  test("pair names that are also a JavaScript array's property names (length, constructor) are pairs like any other", () => {
    const ns = col(1, "length", 1, "length");
    const ew = col("constructor", "__proto__", "__proto__", "constructor");
    bothPaths(boards, ns, ew, entries);
    const seats = readSeats(4, new Uint8Array(4), ns, ew, false)!;
    expect(seats.pairs.map((p) => p.label)).toEqual([1, "constructor", "length", "__proto__"]);
    expect([...seats.ns, ...seats.ew]).toEqual([0, 2, 0, 2, 1, 3, 3, 1]);
  });

  test("under mitchell=on NS 1 and EW 1 are two pairs, each in its field, and the column path reads them so", () => {
    const ns = col(1, 2, 1, 2);
    const ew = col(1, 2, 2, 1);
    const seats = readSeats(4, new Uint8Array(4), ns, ew, true)!;
    expect(seats).not.toBeNull();
    expect(seats.pairs.map((p) => p.label)).toEqual([1, 1, 2, 2]);
    expect(seats.direction).toEqual(["ns", "ew", "ns", "ew"]);
    expect([...seats.ns]).toEqual([0, 2, 0, 2]);
    expect([...seats.ew]).toEqual([1, 3, 3, 1]);
    expectSameOutcome(
      () => scoreRankingAsNumbers(boards, ns, ew, entries, "mitchell=on"),
      () => scoreRanking(boards, ns, ew, entries, "mitchell=on"),
    );
  });
});

describe("docs/rules.md §6 seatedOnce: a pair sits once on each board", () => {
  const seats: Seats = { ns: Int32Array.of(0, 1, 2, 0), ew: Int32Array.of(3, 4, 0, 4), pairs: [], direction: [] };
  const once = (rows: number[], b = 0) => seatedOnce(Int32Array.from(rows), seats, new Int32Array(5).fill(-1), b);

  test("rows of different pairs: once", () => {
    expect(once([0, 1])).toBe(true);
  });

  test("the same pair NS on two rows, EW on two rows, or NS on one and EW on another: not once", () => {
    expect(once([0, 3])).toBe(false); // pair 0 NS twice, EW 3 and 4
    expect(once([1, 3])).toBe(false); // pair 4 EW twice, NS 1 and 0
    expect(once([1, 2])).toBe(true);
    expect(once([0, 2])).toBe(false); // pair 0 NS, then EW
  });

  test("a pair seen on the board before is the same board only when its number matches", () => {
    const last = new Int32Array(5).fill(-1);
    expect(seatedOnce(Int32Array.of(0), seats, last, 0)).toBe(true);
    expect(seatedOnce(Int32Array.of(3), seats, last, 1)).toBe(true);
    expect(seatedOnce(Int32Array.of(0), seats, last, 1)).toBe(false);
  });
});

describe("docs/rules.md §6 pair names in a results list: numbers in them read as whole numbers, leading zeros aside", () => {
  test("Team 0009 comes after Team 8 and before Team 10, and Team 007 after Team 7 (the same number, then the text)", () => {
    expect(compareNames("TEAM 10", "TEAM 0009")).toBeGreaterThan(0);
    expect(compareNames("TEAM 0009", "TEAM 10")).toBeLessThan(0);
    expect(compareNames("TEAM 8", "TEAM 0009")).toBeLessThan(0);
    expect(compareNames("TEAM 7", "TEAM 007")).toBeGreaterThan(0);
    expect(compareNames("TEAM 007", "TEAM 7")).toBeLessThan(0);
  });
});
