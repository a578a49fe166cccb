// RANKING tallies boards through the integer path (src/matchpoints/fastMatchpoints.ts boardRatios); with
// that path taken away every board goes through the exact Fraction path. Both must rank every
// random session identically, to the exact value.
import fc from "fast-check";
import { Fraction } from "../../src";
import { anyEntry } from "../helpers/generators";

type Ranking = typeof import("../../src/ranking/ranking");

function load(fast: boolean): Ranking {
  let mod: Ranking | undefined;
  jest.isolateModules(() => {
    if (!fast) {
      jest.doMock("../../src/matchpoints/fastMatchpoints", () => ({ ...jest.requireActual("../../src/matchpoints/fastMatchpoints"), boardRatios: () => null }));
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require of a fresh copy
    mod = require("../../src/ranking/ranking");
  });
  return mod!;
}

const withFastPath = load(true);
const exactOnly = load(false);

const text = (table: unknown[][]) => table.map((row) => row.map((v) => (v instanceof Fraction ? v.toFraction() : v)));

test("RANKING: integer path = exact path on random sessions with every entry kind", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 1, max: 5 }),
      fc.infiniteStream(fc.oneof({ weight: 3, arbitrary: anyEntry }, { weight: 1, arbitrary: fc.constantFrom("A+", "A-", "A+/A-", "A- ~1", "A+ ~1") })),
      fc.constantFrom("", "profile=dbf", "session=off", "profile=acbl", "scale=pp", "profile=dbf; scale=mp", "mitchell=on", "decimals=2"),
      (tables, boardCount, stream, options) => {
        const boards: number[][] = [];
        const ns: number[][] = [];
        const ew: number[][] = [];
        const entries: unknown[][] = [];
        const it = stream[Symbol.iterator]();
        for (let b = 1; b <= boardCount; b++)
          for (let t = 0; t < tables; t++) {
            if ((b + t) % 5 === 4) continue; // some boards short of a table: different N
            boards.push([b]);
            ns.push([t + 1]);
            ew.push([tables + 1 + ((t + b) % tables)]);
            entries.push([it.next().value]);
          }
        const fast = text(withFastPath.scoreRanking(boards, ns, ew, entries, options));
        const exact = text(exactOnly.scoreRanking(boards, ns, ew, entries, options));
        expect(fast).toEqual(exact);
      },
    ),
    { numRuns: 500 },
  );
});
