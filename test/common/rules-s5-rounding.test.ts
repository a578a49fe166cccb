// docs/rules.md §5: rounding — linked artificial scores rounded once (§5.2), and the output
// rounding of §5.4 — as a table of cases by section.
import fc from "fast-check";
import { HalfRounding, roundTo } from "../../src/exact";
import { Fraction, rankingTable, scoreMatchpoints } from "../../src";
import { show } from "../helpers/exact";
import { Row, pair, rank } from "../helpers/session";
import { rule, ruleTable } from "../helpers/ruleTable";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// Pair 1's Score in RANKING, exact.
const score1 = (rows: Row[], options: string) => pair(rank(rows, options), 1).score.toFraction();
// Some rows of MATCHPOINTS, as exact text.
const shownRows = (entries: unknown[][], options: string, at: number[]) => at.map((i) => show(scoreMatchpoints(entries, null, options))[i]);

// Two Butler boards; pair 1 (NS) gets 33 % on both. dbf: k = 2, so 33 % is (33 − 50)/10 · 2 =
// −3.4 IMPs a board. Each alone rounds away from zero to −4 (−8 in all); linked, −6.8 → −7.
function butler33(entry: string): Row[] {
  const rows: Row[] = [];
  for (const board of [1, 2]) rows.push([board, 1, 2, entry], [board, 3, 4, 420], [board, 5, 6, 450], [board, 7, 8, 400]);
  return rows;
}

// Four Butler boards where every table scores the datum (0 IMPs) but board 4 of pair 1 (NS) and
// pair 2 (EW), which get 55 %: +1.5 IMPs under wbf. Total 1.5 over 4 boards (Max 4): 1.5 is
// above the IMP average 0 (it would be below Max's half, 2).
const halfImp: Row[] = [];
for (const b of [1, 2, 3]) halfImp.push([b, 1, 2, 420], [b, 3, 4, 420], [b, 5, 6, 420]);
halfImp.push([4, 1, 2, "55%"], [4, 3, 4, 420], [4, 5, 6, 420]);
const shownScore1 = (options: string) => String(rankingTable(rank(halfImp, `scoring=butler; decimals=0; ${options}`)).find((r) => r[1] === 1)![3]);

// Four boards: pair 1 (NS, against pair 2) scores `own` on boards 1 and 2 and `entry` on boards
// 3 and 4; the other tables score `others` on every board.
function twoPlayedTwoAdjusted(own: [number, number], entry: string, others: number[]): Row[] {
  const rows: Row[] = [];
  for (const b of [1, 2, 3, 4]) {
    rows.push([b, 1, 2, b <= 2 ? own[b - 1] : entry]);
    others.forEach((s, t) => rows.push([b, 3 + 2 * t, 4 + 2 * t, s]));
  }
  return rows;
}
// Seven tables (top 12). Pair 1 scores 4 and 3 on boards 1 and 2: P = 7/24 = 29 1/6 %. On boards
// 3 and 4 its table gets A−: min(40 %, P) = P, 3.5 a board. Rounded away from the average each:
// 3 + 3; linked: 7 once, whole. Totals 13 and 14.
const averageMinus = (entry: string) => twoPlayedTwoAdjusted([110, 100], entry, [50, 100, 420, 450, 460, 480]);
// Butler, five tables, datum −50 (the other four tables all −50). Pair 1 scores −110 (IMP(−60) =
// −2) and −150 (IMP(−100) = −3): −2.5 a board. A− at dbf Butler is −2 (k = 2), at most the pair's
// own −2.5: −2.5 a board. Each rounded away from zero: −3 − 3; linked: −5.
const averageMinusImps = (entry: string) => twoPlayedTwoAdjusted([-110, -150], entry, [-50, -50, -50, -50]);

// Five tables, two tied at the bottom: 1 of 8 matchpoints = 12.5 %, and 87.5 % for their EW.
const tiedBottom = [[100], [100], [200], [300], [400]];
// N = 3, top 4: 62.5 % is 2.5 mp, on pp 2.5 − (N − 1) = +0.5, above the pp average 0; 37.5 %
// is 1.5 mp, −0.5 on pp, below it.
const halfPp = col(420, 420, "62.5%/37.5%");

ruleTable(
  [
    rule(
      "§5.2",
      "linked artificial IMPs under dbf (Butler, 33%~1 twice): −3.4 − 3.4 = −6.8 → −7",
      score1,
      [butler33("33%~1"), "profile=dbf; scoring=butler"],
      "-7",
    ),
    rule("§7", "unlinked artificial IMPs under dbf (33% twice): −4 − 4 = −8", score1, [butler33("33%"), "profile=dbf; scoring=butler"], "-8"),
    rule("§7", "under wbf (k = 3) linked or not they stay exact: −5.1 · 2 = −10.2", score1, [butler33("33%~1"), "scoring=butler"], "-51/5"),
    rule("§5.4", "at IMPs a RANKING's Score rounds about 0: round=away, 1.5 → 2 (away from 0)", shownScore1, ["round=away"], "2"),
    rule("§5.4", "at IMPs a RANKING's Score rounds about 0: round=toward, 1.5 → 1 (toward 0)", shownScore1, ["round=toward"], "1"),
    rule(
      "§5.2",
      "linked A− under dbf, the session-tied award rounded once: 'A- ~1' on both boards, 7 + 7 = 14",
      score1,
      [averageMinus("A- ~1"), "profile=dbf"],
      "14",
    ),
    rule("§5.1", "'A-' on each board under dbf, each rounded: 7 + 3 + 3 = 13", score1, [averageMinus("A-"), "profile=dbf"], "13"),
    rule(
      "§5.2",
      "linked A− at IMPs under dbf, rounded to a whole IMP once: 'A- ~1' on both boards, −5 − 5 = −10",
      score1,
      [averageMinusImps("A- ~1"), "profile=dbf; scoring=butler"],
      "-10",
    ),
    rule("§5.1", "'A-' on each board at IMPs under dbf: −5 − 3 − 3 = −11", score1, [averageMinusImps("A-"), "profile=dbf; scoring=butler"], "-11"),
    rule(
      "§5.4",
      "scale=pct, round=toward: 12.5 → 13 and 87.5 → 87, toward 50",
      shownRows,
      [tiedBottom, "scale=pct; decimals=0; round=toward", [0, 1]],
      [
        ["13", "87"],
        ["13", "87"],
      ],
    ),
    rule(
      "§5.4",
      "scale=pct, round=away: 12.5 → 12 and 87.5 → 88, away from 50",
      shownRows,
      [tiedBottom, "scale=pct; decimals=0; round=away", [0, 1]],
      [
        ["12", "88"],
        ["12", "88"],
      ],
    ),
    rule("§5.4", "pp: the average is 0, so +0.5 rounds up under away", shownRows, [halfPp, "scale=pp; decimals=0; round=away", [2]], [["1", "-1"]]),
    rule("§5.4", "pp: the average is 0, so +0.5 rounds down under toward", shownRows, [halfPp, "scale=pp; decimals=0; round=toward", [2]], [["0", "0"]]),
  ],
  {
    "§5.4": () => {
      // A figure is rounded to the nearest of its grid, halves by the mode. The result is checked
      // against what rounding means, not against the code: on the grid of `decimals` places,
      // within half a unit, and an exact half moved as the mode says.
      const value = fc.record({
        n: fc.bigInt({ min: -(10n ** 8n), max: 10n ** 8n }),
        d: fc.constantFrom(1n, 2n, 3n, 4n, 5n, 7n, 8n, 20n, 40n, 200n, 400n, 1000n, 2000n, 21n),
      });
      test("§5.4 nearest on the grid; a value on the grid comes back unchanged; halves away from, toward or above the average", () => {
        fc.assert(
          fc.property(
            value,
            fc.integer({ min: 0, max: 3 }),
            fc.constantFrom<HalfRounding>("away", "toward", "up"),
            fc.integer({ min: -50, max: 50 }),
            ({ n, d }, decimals, mode, avg) => {
              const v = new Fraction(n, d);
              const average = new Fraction(avg);
              const r = roundTo(v, decimals, mode, average);
              const unit = new Fraction(1, 10n ** BigInt(decimals));
              expect(r.div(unit).d).toBe(1n); // on the grid
              const gap = r.sub(v).abs().compare(unit.div(2));
              expect(gap).toBeLessThanOrEqual(0);
              if (v.div(unit).d === 1n) expect(r.equals(v)).toBe(true);
              if (gap === 0) {
                const up = r.compare(v) > 0;
                const c = v.compare(average);
                expect(up).toBe(mode === "up" || c === 0 ? true : mode === "away" ? c > 0 : c < 0);
              }
            },
          ),
          { numRuns: 3000 },
        );
      });
    },
  },
);
