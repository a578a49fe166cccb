// The Mitchell movement that "New session…" writes (docs/rules.md §13), checked against the
// movement's rules: every pair plays every board once, every NS pair meets every EW pair once,
// no pair is at two tables at once, and the boards and pairs move as the director announces.
import fc from "fast-check";
import { Movement, mitchell, MIN_MITCHELL_TABLES, travellerLines } from "../../src/movement";

const count = <T>(xs: T[], key: (x: T) => string): Map<string, number> => {
  const out = new Map<string, number>();
  for (const x of xs) out.set(key(x), (out.get(key(x)) ?? 0) + 1);
  return out;
};
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** Every rule of a complete Mitchell (§13), as the list of its broken rules (empty when it holds). */
function broken(m: Movement): string[] {
  const out: string[] = [];
  const { tables, boardsPerRound } = m;
  const boards = range(tables * boardsPerRound);
  if (m.rounds !== tables) out.push(`${m.rounds} rounds for ${tables} tables`);
  if (m.tableRounds.length !== tables * tables) out.push(`${m.tableRounds.length} table-rounds`);
  for (const [side, pairOf] of [
    ["NS", (t: { ns: number }) => t.ns],
    ["EW", (t: { ew: number }) => t.ew],
  ] as const) {
    for (const pair of range(tables)) {
      const played = m.tableRounds
        .filter((t) => pairOf(t) === pair)
        .flatMap((t) => t.boards)
        .sort((a, b) => a - b);
      // Every pair plays every board once.
      if (JSON.stringify(played) !== JSON.stringify(boards)) out.push(`${side} ${pair} plays ${played.join(",")}`);
    }
    // A pair is at one table each round.
    for (const [key, n] of count(m.tableRounds, (t) => `${t.round}/${pairOf(t)}`)) if (n !== 1) out.push(`${side} round/pair ${key} at ${n} tables`);
  }
  // Every NS pair meets every EW pair exactly once (so at most once).
  const meetings = count(m.tableRounds, (t) => `${t.ns}-${t.ew}`);
  if (meetings.size !== tables * tables) out.push(`${meetings.size} different meetings`);
  for (const [key, n] of meetings) if (n !== 1) out.push(`${key} meet ${n} times`);
  // A set is at one table a round, except the relay's two sharing tables.
  for (const round of range(tables)) {
    const here = m.tableRounds.filter((t) => t.round === round);
    for (const [set, n] of count(here, (t) => String(t.set))) {
      const shared = here.filter((t) => String(t.set) === set).map((t) => t.table);
      const allowed = m.sharing !== null && n === 2 && JSON.stringify(shared) === JSON.stringify(m.sharing);
      if (n > 1 && !allowed) out.push(`round ${round}: set ${set} at tables ${shared.join(",")}`);
    }
  }
  return out;
}

describe("the complete Mitchell (docs/rules.md §13)", () => {
  it.each([3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16])(
    "%i tables: every pair plays every board once and meets every pair of the other direction once",
    (tables) => {
      for (const perRound of [1, 2, 3, 4]) expect([tables, perRound, broken(mitchell(tables, perRound))]).toEqual([tables, perRound, []]);
    },
  );

  it("holds for any number of tables and boards a round (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_MITCHELL_TABLES, max: 40 }), fc.integer({ min: 1, max: 5 }), (tables, perRound) => {
        expect(broken(mitchell(tables, perRound))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("odd tables: NS stay, EW move up one table, boards down one table, nothing shared", () => {
    const m = mitchell(7, 3);
    expect(m).toMatchObject({ kind: "mitchell", rounds: 7, boards: 21, sharing: null, byeStandAfter: null });
    const at = (round: number, table: number) => m.tableRounds.find((t) => t.round === round && t.table === table)!;
    expect(at(1, 1)).toEqual({ round: 1, table: 1, ns: 1, ew: 1, set: 1, boards: [1, 2, 3] });
    expect(at(1, 7)).toMatchObject({ ns: 7, ew: 7, set: 7, boards: [19, 20, 21] });
    for (let round = 1; round < 7; round++)
      for (let table = 1; table <= 7; table++) {
        const next = (table % 7) + 1;
        const prev = table === 1 ? 7 : table - 1;
        // The EW pair at this table goes to the next table up; the boards go to the next table down.
        expect(at(round + 1, next).ew).toBe(at(round, table).ew);
        expect(at(round + 1, prev).set).toBe(at(round, table).set);
        expect(at(round + 1, table).ns).toBe(table);
      }
  });

  it("even tables: the share-and-relay Mitchell, tables 1 and T sharing a set, a bye stand between T/2 and T/2 + 1", () => {
    const m = mitchell(8, 3);
    expect(m).toMatchObject({ kind: "relay", rounds: 8, boards: 24, sharing: [1, 8], byeStandAfter: 4 });
    const round1 = m.tableRounds.filter((t) => t.round === 1).map((t) => t.set);
    // Set 5 rests on the bye stand in round 1; table 8 plays table 1's set.
    expect(round1).toEqual([1, 2, 3, 4, 6, 7, 8, 1]);
    const at = (round: number, table: number) => m.tableRounds.find((t) => t.round === round && t.table === table)!;
    for (let round = 1; round < 8; round++) {
      // The bye stand's set comes to table 4; table 5's set goes to the bye stand; the shared set goes to table 7.
      const resting = range(8).find((s) => !m.tableRounds.some((t) => t.round === round && t.set === s));
      expect(at(round + 1, 4).set).toBe(resting);
      expect(at(round + 1, 7).set).toBe(at(round, 1).set);
      expect(at(round + 1, 1).set).toBe(at(round, 2).set);
      expect(at(round + 1, 8).set).toBe(at(round + 1, 1).set);
      // The EW pairs move up one table, as in the plain Mitchell.
      for (let table = 1; table <= 8; table++) expect(at(round + 1, (table % 8) + 1).ew).toBe(at(round, table).ew);
    }
  });

  it("the check itself catches a broken movement: the plain Mitchell at 6 tables brings EW pairs back to boards they played", () => {
    const tables = 6;
    const tableRounds = range(tables).flatMap((round) =>
      range(tables).map((table) => {
        const set = ((table - 1 + round - 1) % tables) + 1;
        return { round, table, ns: table, ew: ((table - round + tables) % tables) + 1, set, boards: [set] };
      }),
    );
    const plain: Movement = {
      kind: "mitchell",
      tables,
      rounds: tables,
      boardsPerRound: 1,
      sets: tables,
      boards: tables,
      fields: 2,
      tableRounds,
      sharing: null,
      byeStandAfter: null,
      skipAfter: null,
      switchedRounds: 0,
      phantom: null,
    };
    expect(broken(plain)).toEqual(expect.arrayContaining([expect.stringMatching(/^EW 1 plays 1,1,3,3,5,5$/)]));
    expect(broken(plain).some((b) => b.startsWith("NS"))).toBe(false);
  });

  it("the travellers list each board's tables in the order it is played", () => {
    const lines = travellerLines(mitchell(5, 2));
    expect(lines).toHaveLength(50);
    expect(lines.slice(0, 5).map((l) => [l.board, l.round, l.table, l.ns, l.ew])).toEqual([
      [1, 1, 1, 1, 1],
      [1, 2, 5, 5, 4],
      [1, 3, 4, 4, 2],
      [1, 4, 3, 3, 5],
      [1, 5, 2, 2, 3],
    ]);
    for (const board of range(10)) expect(lines.filter((l) => l.board === board)).toHaveLength(5);
  });

  it("refuses what is not a Mitchell: fewer than three tables, a part of a table or of a board", () => {
    expect(() => mitchell(2, 3)).toThrow(/^(a Mitchell needs|boards a round)/);
    expect(() => mitchell(7.5, 3)).toThrow(/^(a Mitchell needs|boards a round)/);
    expect(() => mitchell(7, 0)).toThrow(/^(a Mitchell needs|boards a round)/);
  });
});
