// SERIESRESULT and RANKING's corrections (docs/rules.md §6, §2): cases from the third outside review.
import * as fs from "fs";
import * as path from "path";
import { Fraction } from "../../src/exact";
import { rankSeries } from "../../src/ranking/series";
import { scoreRanking } from "../../src/ranking/ranking";
import { inputMessage } from "../helpers/exact";

type Row = [pair: number | string, percent: number | string, boards: number | string];
const series = (rows: Row[], options?: string) =>
  rankSeries(
    rows.map((r) => [r[0]]),
    rows.map((r) => [r[1]]),
    rows.map((r) => [r[2]]),
    options,
  );
const col = (...xs: unknown[]) => xs.map((x) => [x]);

describe("§6 absent= is scaled as the percentages are", () => {
  test("cells stored as fractions (0.5) with absent=0.45: the absence scores 45 %, the standing 47.5 %", () => {
    const [p] = series(
      [
        [1, 0.5, 24],
        [1, "", 24],
      ],
      "absent=0.45",
    );
    expect(p.percent!.equals(new Fraction(95, 2))).toBe(true);
    expect(p.sessions).toBe(2);
  });

  test("the same with absent=45: one standing however the option is written", () => {
    const [p] = series(
      [
        [1, 0.5, 24],
        [1, "", 24],
      ],
      "absent=45",
    );
    expect(p.percent!.equals(new Fraction(95, 2))).toBe(true);
  });

  test("percentages (50) with absent=0.45: the mix is #VALUE!, saying absent=45", () => {
    expect(
      inputMessage(() =>
        series(
          [
            [1, 50, 24],
            [1, "", 24],
          ],
          "absent=0.45",
        ),
      ),
    ).toBe("absent=0.45 reads as an Excel fraction (45 %), but the percentages are written as percentages (row 1: 50): write absent=45");
  });

  test("absent=1 and absent=0 stay percentages beside fractions", () => {
    const [one] = series(
      [
        [1, 0.5, 24],
        [1, "", 24],
      ],
      "absent=1",
    );
    expect(one.percent!.equals(new Fraction(51, 2))).toBe(true);
    const [zero] = series(
      [
        [1, 0.5, 24],
        [1, "", 24],
      ],
      "absent=0",
    );
    expect(zero.percent!.equals(25)).toBe(true);
  });
});

describe("§2 SERIESRESULT: a first-row name over names with digits is a name", () => {
  test("Zeta over Team 1 and Team 2: a pair like them, no title row and no error", () => {
    const results = series([
      ["Zeta", 50, 24],
      ["Team 1", 60, 24],
      ["Team 2", 40, 20],
    ]);
    expect(results.map((r) => r.pair.label)).toEqual(["Team 1", "Zeta", "Team 2"]);
  });

  test("a title row over names with digits is still a title row", () => {
    expect(
      series([
        ["Pair", "%", "Boards"],
        ["Team 1", 60, 24],
        ["Team 2", 40, 20],
      ]).map((r) => r.pair.label),
    ).toEqual(["Team 1", "Team 2"]);
  });

  test("Pair over pair numbers beside a percentage is still the ranges starting on different rows", () => {
    expect(
      inputMessage(() =>
        series([
          ["Pair", 50, 24],
          [1, 60, 24],
          [2, 40, 20],
        ]),
      ),
    ).toMatch(/^the ranges start on different rows/);
  });
});

describe("§6 a correction for a pair that did not play is an error", () => {
  test("RANKING refuses it, naming its row", () => {
    expect(() => scoreRanking(col(1, 1), col(1, 3), col(2, 4), col(420, 400), "", [[9, 2, ""]])).toThrow(
      "corrections row 1: pair 9 did not play in this session",
    );
  });

  test("docs/rules.md §6 says so", () => {
    const rules = fs.readFileSync(path.join(__dirname, "..", "..", "docs", "rules.md"), "utf8");
    const s6 = rules.slice(rules.indexOf("## §6"), rules.indexOf("## §7"));
    expect(s6.replace(/\s+/g, " ")).toMatch(/A correction for a pair that did not play in the session \(in a Mitchell, in that field\) is an error/);
  });
});
