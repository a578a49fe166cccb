// Every movement New session offers (docs/rules.md §13), checked against its promises: each pair
// plays every board at most once and sits at one table a round, a set is at one table a round
// except where the movement shares it, the meetings are the movement's (a complete Howell: every
// pair meets every other exactly once), and its travellers are what RANKING needs: with random
// scores RANKING ranks every pair that plays, in one field or two, and the sit-out's boards are not
// played, not zero.
import fc from "fast-check";
import {
  MovementChoice,
  Movement,
  buildMovement,
  howell,
  howellStart,
  movementsFor,
  phantomSeat,
  realPairs,
  shortenedHowell,
  travellerLines,
  withSitOut,
  mitchell,
  arrowSwitched,
} from "../../src/movement";
import { rankSession } from "../../src";

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
/** A pair as the checks name it: `NS 3`/`EW 3` in two fields, `3` in one. */
const pairName = (m: Movement, pair: number, side: "ns" | "ew"): string => (m.fields === 2 ? `${side.toUpperCase()} ${pair}` : String(pair));

interface Offered {
  choice: MovementChoice;
  tables: number;
  perRound: number;
  sitOut: boolean;
  m: Movement;
}
const offered: Offered[] = [];
for (let tables = 2; tables <= 16; tables++)
  for (const sitOut of [false, true])
    for (const choice of movementsFor(tables, sitOut))
      for (const perRound of [1, 2, 3]) offered.push({ choice, tables, perRound, sitOut, m: buildMovement(choice, tables, perRound, sitOut) });

/** What the movement breaks of the rules every movement keeps, as a list (empty when it holds). */
function broken(m: Movement): string[] {
  const out: string[] = [];
  const real = new Set(realPairs(m));
  const seen = new Map<string, number>();
  const playedBoard = new Set<string>();
  const met = new Map<string, number>();
  for (const round of range(m.rounds)) {
    const here = m.tableRounds.filter((t) => t.round === round);
    if (JSON.stringify(here.map((t) => t.table)) !== JSON.stringify(range(m.tables))) out.push(`round ${round}: tables ${here.map((t) => t.table).join(",")}`);
    for (const tr of here) {
      const sitOut = phantomSeat(m, tr);
      for (const side of ["ns", "ew"] as const) {
        // In two fields the pair keeps its direction; in one the pair is its number wherever it sits.
        const name = pairName(m, tr[side], m.fields === 2 ? side : "ns");
        if (sitOut === side) {
          if (real.has(name)) out.push(`the phantom ${name} is a real pair`);
          continue;
        }
        if (!real.has(name)) out.push(`round ${round}: ${name} is no pair of the movement`);
        const at = `${round}/${name}`;
        seen.set(at, (seen.get(at) ?? 0) + 1);
        if (sitOut) continue;
        for (const b of tr.boards) {
          if (playedBoard.has(`${name}/${b}`)) out.push(`${name} plays board ${b} twice`);
          playedBoard.add(`${name}/${b}`);
        }
      }
      if (!sitOut) {
        const a = pairName(m, tr.ns, "ns");
        const b = pairName(m, tr.ew, m.fields === 2 ? "ew" : "ns");
        const key = [a, b].sort().join(" v ");
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    for (const set of new Set(here.map((t) => t.set))) {
      const at = here.filter((t) => t.set === set).map((t) => t.table);
      if (at.length > 1 && !at.every((t) => m.sharing?.includes(t))) out.push(`round ${round}: set ${set} at tables ${at.join(",")}`);
    }
    if (here.some((t) => t.set < 1 || t.set > m.sets)) out.push(`round ${round}: a set beyond ${m.sets}`);
  }
  for (const [at, n] of seen) if (n > 1) out.push(`${at} at ${n} tables`);
  for (const [key, n] of met) if (n > 1) out.push(`${key} meet ${n} times`);
  return out;
}

/** The meetings a movement promises, as the number of real opponents of each pair (a pair that sits out a round meets one fewer). */
function meetings(m: Movement): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const tr of m.tableRounds) {
    if (phantomSeat(m, tr)) continue;
    const a = pairName(m, tr.ns, "ns");
    const b = pairName(m, tr.ew, m.fields === 2 ? "ew" : "ns");
    for (const [x, y] of [
      [a, b],
      [b, a],
    ])
      out.set(x, (out.get(x) ?? new Set()).add(y));
  }
  return out;
}

/** The boards each real pair plays. */
function boardsOf(m: Movement): Map<string, number[]> {
  const out = new Map<string, number[]>(realPairs(m).map((p) => [p, []]));
  for (const tr of m.tableRounds) {
    const sitOut = phantomSeat(m, tr);
    if (sitOut) continue;
    for (const side of ["ns", "ew"] as const) out.get(pairName(m, tr[side], m.fields === 2 ? side : "ns"))?.push(...tr.boards);
  }
  return out;
}

/** How many tables play each board, the sit-out's left out. */
function perBoard(m: Movement): number[] {
  const n = new Map<number, number>();
  for (const l of travellerLines(m)) if (!l.sitOut) n.set(l.board, (n.get(l.board) ?? 0) + 1);
  return range(m.boards).map((b) => n.get(b) ?? 0);
}

describe("every movement New session offers keeps its promises (docs/rules.md §13)", () => {
  it("offers a Howell from 2 to 8 tables, a Mitchell from 3, a skip Mitchell at an even number, a shortened Howell at 6 to 8", () => {
    expect(movementsFor(2, false)).toEqual(["howell"]);
    expect(movementsFor(2, true)).toEqual([]);
    expect(movementsFor(3, true)).toEqual(["mitchell", "arrow", "howell"]);
    expect(movementsFor(4, false)).toEqual(["mitchell", "skip", "arrow", "howell"]);
    expect(movementsFor(7, false)).toEqual(["mitchell", "arrow", "howell", "shortHowell"]);
    expect(movementsFor(8, true)).toEqual(["mitchell", "skip", "arrow", "howell", "shortHowell"]);
    expect(movementsFor(9, false)).toEqual(["mitchell", "arrow"]);
  });

  it.each(offered.map((o) => [`${o.choice} ${o.tables} tables${o.sitOut ? " with a sit-out" : ""}, ${o.perRound} a round`, o] as const))(
    "%s: each pair plays every board at most once, a set at one table a round unless shared, no pair meets another twice",
    (_, o) => {
      expect(broken(o.m)).toEqual([]);
      expect(o.m.boards).toBe(o.m.sets * o.perRound);
      expect(o.m.tableRounds).toHaveLength(o.tables * o.m.rounds);
    },
  );

  it.each(offered.map((o) => [`${o.choice} ${o.tables} tables${o.sitOut ? " with a sit-out" : ""}, ${o.perRound} a round`, o] as const))(
    "%s: the meetings and boards it promises",
    (_, { choice, tables, sitOut, m }) => {
      const met = meetings(m);
      const boards = boardsOf(m);
      const pairs = realPairs(m);
      expect(pairs).toHaveLength(2 * tables - (sitOut ? 1 : 0));
      // A pair that sits out plays one round fewer.
      const seated = (tr: (typeof m.tableRounds)[number]): string[] => [pairName(m, tr.ns, "ns"), pairName(m, tr.ew, m.fields === 2 ? "ew" : "ns")];
      const rounds = (p: string): number => m.rounds - (m.tableRounds.some((tr) => phantomSeat(m, tr) !== null && seated(tr).includes(p)) ? 1 : 0);
      for (const p of pairs) {
        expect([p, boards.get(p)!.length]).toEqual([p, rounds(p) * m.boardsPerRound]);
        expect([p, met.get(p)?.size ?? 0]).toEqual([p, rounds(p)]);
      }
      if (choice === "mitchell" || choice === "arrow") {
        // Complete: every NS pair meets every EW pair once and plays every board once.
        expect(m.rounds).toBe(tables);
        expect(m.sets).toBe(tables);
        if (!sitOut) for (const p of pairs) expect(boards.get(p)!.sort((a, b) => a - b)).toEqual(range(m.boards));
      }
      if (choice === "skip") expect([m.rounds, m.sets, m.skipAfter]).toEqual([tables - 1, tables, tables / 2]);
      if (choice === "howell") {
        // Complete: every pair meets every other exactly once and plays every board once.
        expect(m.rounds).toBe(2 * tables - 1);
        for (const p of pairs) expect([p, [...met.get(p)!].sort()]).toEqual([p, pairs.filter((q) => q !== p).sort()]);
        for (const p of pairs) if (!sitOut || rounds(p) === m.rounds) expect(boards.get(p)!.sort((a, b) => a - b)).toEqual(range(m.boards));
      }
      if (choice === "shortHowell") {
        // The published shortened Howells: fewer rounds, as many sets as rounds, and every pair plays every board once.
        expect(m.rounds).toBeLessThan(2 * tables - 1);
        expect(m.sets).toBe(m.rounds);
        for (const p of pairs) if (!sitOut || rounds(p) === m.rounds) expect(boards.get(p)!.sort((a, b) => a - b)).toEqual(range(m.boards));
      }
      if (choice === "arrow") {
        expect(m.fields).toBe(1);
        expect(m.tableRounds.filter((tr) => tr.switched).map((tr) => tr.round)).toEqual(
          m.tableRounds.filter((tr) => tr.round > m.rounds - m.switchedRounds).map((tr) => tr.round),
        );
      } else expect(m.fields).toBe(choice === "howell" || choice === "shortHowell" ? 1 : 2);
    },
  );

  it("the traveller is what RANKING needs: with random scores it ranks every pair that plays, on the boards it played, and never the phantom (property)", () => {
    const scores = [-1100, -620, -200, -100, -50, 0, 50, 90, 110, 120, 140, 400, 420, 450, 620, 990];
    fc.assert(
      fc.property(fc.constantFrom(...offered), fc.array(fc.nat(scores.length - 1), { minLength: 1, maxLength: 40 }), ({ m }, picks) => {
        const lines = travellerLines(m);
        const entry = (i: number, sitOut: boolean): number | string => (sitOut ? "" : scores[picks[i % picks.length]]);
        // The phantom's seat shows the sit-out; its line has no score (no result: rules §2).
        const seat = (l: (typeof lines)[number], side: "ns" | "ew"): number | string => (l.sitOut === side ? "sit-out" : l[side]);
        const ranking = rankSession(
          lines.map((l) => [l.board]),
          lines.map((l) => [seat(l, "ns")]),
          lines.map((l) => [seat(l, "ew")]),
          lines.map((l, i) => [entry(i, l.sitOut !== null)]),
          m.fields === 2 ? "mitchell=on" : "",
        );
        expect(ranking.fields).toHaveLength(m.fields);
        const ranked = ranking.fields.flatMap((f) =>
          f.pairs.map((p) => [m.fields === 2 ? `${String(p.direction).toUpperCase()} ${p.pair.label}` : String(p.pair.label), p.boards] as const),
        );
        // Boards that count have two results or more (one result has a top of 0: rules §1).
        const results = new Map<number, number>();
        for (const l of lines) if (!l.sitOut) results.set(l.board, (results.get(l.board) ?? 0) + 1);
        const expected = [...boardsOf(m)].map(([p, bs]) => [p, bs.filter((b) => (results.get(b) ?? 0) > 1).length] as const);
        expect([...ranked].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 80 },
    );
  });

  it("a sit-out: the boards at the phantom's table are not played, every other board of a complete movement by one table fewer", () => {
    for (const m of [
      withSitOut(mitchell(7, 2)),
      withSitOut(mitchell(6, 2)),
      withSitOut(howell(4, 2)),
      withSitOut(howell(7, 2)),
      withSitOut(arrowSwitched(mitchell(5, 3))),
    ]) {
      expect(perBoard(m)).toEqual(perBoard({ ...m, phantom: null }).map((n) => n - 1));
      expect(travellerLines(m).filter((l) => l.sitOut)).toHaveLength(m.rounds * m.boardsPerRound);
    }
  });

  it("the Howells' shared boards, as docs/rules.md §13 gives them: two tables share every round's set, three tables the last round's, four to eight never", () => {
    const sharedRounds = (m: Movement): number[] =>
      range(m.rounds).filter((r) => new Set(m.tableRounds.filter((t) => t.round === r).map((t) => t.set)).size < m.tables);
    expect([2, 3, 4, 5, 6, 7, 8].map((t) => howell(t, 1).sharing)).toEqual([[1, 2], [1, 2, 3], null, null, null, null, null]);
    expect(sharedRounds(howell(2, 1))).toEqual([1, 2, 3]);
    expect(sharedRounds(howell(3, 1))).toEqual([5]);
    expect([4, 5, 6, 7, 8].map((t) => sharedRounds(howell(t, 1)))).toEqual([[], [], [], [], []]);
  });

  it("a shortened Howell's sit-out is at the table pair 2T keeps (4 at six tables, 5 at seven, 4 at eight), and every board has one result fewer", () => {
    for (const [tables, home] of [
      [6, 4],
      [7, 5],
      [8, 4],
    ]) {
      const m = withSitOut(shortenedHowell(tables, 2));
      expect(new Set(m.tableRounds.filter((t) => t.ns === 2 * tables || t.ew === 2 * tables).map((t) => t.table))).toEqual(new Set([home]));
      expect(new Set(m.tableRounds.filter((t) => phantomSeat(m, t)).map((t) => t.table))).toEqual(new Set([home]));
      expect(perBoard(m)).toEqual(range(m.boards).map(() => tables - 1));
    }
  });

  it("a Howell's stationary pair is pair 2T wherever its round 1 seats it: its table is the sit-out's", () => {
    for (const tables of [2, 3, 4, 5, 6, 7, 8]) {
      const m = withSitOut(howell(tables, 1));
      const home = howellStart(tables).seats.findIndex(([ns]) => ns === 2 * tables) + 1;
      expect(m.tableRounds.filter((t) => t.ns === 2 * tables).map((t) => t.table)).toEqual(range(m.rounds).map(() => home));
      expect(new Set(m.tableRounds.filter((t) => phantomSeat(m, t)).map((t) => t.table))).toEqual(new Set([home]));
    }
  });
});
