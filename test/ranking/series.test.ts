// SERIESRESULT, docs/rules.md §6 "Series / competition": board-weighted averages and Bridge-It's club rules.
import { Fraction } from "../../src/exact";
import { thrown } from "../helpers/exact";
import { SeriesResult, rankSeries, readSessionScore, scoreSeries } from "../../src/ranking/series";

type Row = [pair: number | string, percent: number | string, boards: number | string];

function series(rows: Row[], options?: string): SeriesResult[] {
  return rankSeries(
    rows.map((r) => [r[0]]),
    rows.map((r) => [r[1]]),
    rows.map((r) => [r[2]]),
    options,
  );
}

describe("SERIESRESULT — Bridge-It 'gewogen gemiddelde' (docs/rules.md §6)", () => {
  const rows: Row[] = [
    [1, 45, 24],
    [1, 66, 20],
    [1, 50, 24],
  ];

  it("45 % over 24, 66 % over 20, 50 % over 24 boards → 3600/68 = 52.94 %, not the plain 53.67 %", () => {
    const [p] = series(rows);
    expect(p.percent!.equals(new Fraction(900, 17))).toBe(true);
    expect(p.sessions).toBe(3);
    expect(p.boards.equals(68)).toBe(true);
  });

  it("the table: header, rank, pair, sessions, boards, % (decimals=2 → 52.94)", () => {
    const table = scoreSeries(
      rows.map((r) => [r[0]]),
      rows.map((r) => [r[1]]),
      rows.map((r) => [r[2]]),
      "decimals=2",
    );
    expect(table[0]).toEqual(["Rank", "Pair", "Sessions", "Boards", "%"]);
    expect(table[1].map((c) => (c instanceof Fraction ? c.valueOf() : c))).toEqual([1, 1, 3, 68, 52.94]);
  });

  it("percentages as text with % or a decimal comma, pairs as numbers or text", () => {
    const [p] = series([
      ["1", "45%", 24],
      [1, "66,0", "20"],
      [" 1 ", "50 %", 24],
    ]);
    expect(p.percent!.equals(new Fraction(900, 17))).toBe(true);
  });
});

describe("SERIESRESULT — club rules for absence and substitutes (Bridge-It 'clubreglementen')", () => {
  // The seed lost its table; this example reproduces its numbers. Four sessions: 50 % over 24
  // boards, absent, 60 % over 20 boards (a sit-out), 57 % with a substitute over 24 boards.
  // Step 1, own average over the ordinary sessions: (50·24 + 60·20)/44 = 600/11 = 54.55 %.
  // Step 2: absence → min(54.55, 45) = 45 %; substitute → min(57, 54.55) = 54.55 %.
  // Step 3: (1200 + 45·24 + 1200 + 600/11·24)/92 = 13170/253 = 52.06 %.
  const rows: Row[] = [
    [1, 50, 24],
    [1, "absent", 24],
    [1, 60, 20],
    [1, "57 S", 24],
  ];

  it("absent=45; substitute=cap: own average 54.55 %, absence 45 %, substitute 57 % → 54.55 %", () => {
    const [p] = series(rows, "absent=45; substitute=cap");
    expect(p.ownAverage!.equals(new Fraction(600, 11))).toBe(true);
    expect(p.percent!.equals(new Fraction(13170, 253))).toBe(true);
    expect(p.sessions).toBe(4);
    expect(p.boards.equals(92)).toBe(true);
  });

  it("an absence takes the own average when it is below the cap", () => {
    const [p] = series(
      [
        [1, 40, 24],
        [1, "A", 24],
      ],
      "absent=45",
    );
    expect(p.percent!.equals(40)).toBe(true);
  });

  it("without club rules an absence does not count and a substitute session counts as played", () => {
    const [p] = series(rows);
    expect(p.sessions).toBe(3);
    expect(p.percent!.equals(new Fraction(50 * 24 + 60 * 20 + 57 * 24, 68))).toBe(true);
  });

  it("a substitute below the own average keeps its own result", () => {
    const [p] = series(
      [
        [1, 60, 24],
        [1, "50%S", 24],
      ],
      "substitute=cap",
    );
    expect(p.percent!.equals(55)).toBe(true);
  });

  it("the markers: blank, absent, A, afw are absences; S, sub, inv after a percentage mark a substitute", () => {
    for (const cell of ["", null, "absent", "A", "afw", "Absent"]) expect(readSessionScore(cell).kind).toBe("absent");
    for (const cell of ["57 S", "57%S", "57 sub", "57 % inv", "57s"]) expect(readSessionScore(cell)).toEqual({ kind: "substitute", percent: new Fraction(57) });
    expect(readSessionScore(57)).toEqual({ kind: "played", percent: new Fraction(57) });
  });
});

describe("SERIESRESULT — ranks and errors", () => {
  it("equal percentages share a rank (=1), then pair id orders the printout", () => {
    const table = scoreSeries([[3], [1], [2]], [[55], [55], [50]], [[24], [24], [24]]);
    expect(table.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ["=1", 1],
      ["=1", 3],
      [3, 2],
    ]);
  });

  it("a number between 0 and 1 is a percentage-formatted cell: 45 %, never 0.45 %; mixed with percentages it is an error", () => {
    expect(series([[1, 0.45, 24]])[0].percent!.equals(45)).toBe(true);
    const e = thrown(() =>
      series([
        [1, 50, 24],
        [1, 0.45, 24],
      ]),
    );
    expect(e.cell).toMatchObject({ range: "percentages", row: 1 });
    expect(e.message).toMatch(/0\.45 is a fraction/);
  });

  it("a blank pair, a bad percentage, blank boards name their cells", () => {
    expect(
      thrown(() =>
        series([
          [1, 50, 24],
          ["", 50, 24],
        ]),
      ).cell,
    ).toMatchObject({ range: "pairs", row: 1 });
    expect(
      thrown(() =>
        series([
          [1, 50, 24],
          [1, "fifty", 24],
        ]),
      ).cell,
    ).toMatchObject({ range: "percentages", row: 1 });
    // In the first row, text without a digit is a title, and beside a pair number a misaligned one (docs/rules.md §2).
    expect(() => series([[1, "fifty", 24]])).toThrow(/^the ranges start on different rows: percentages starts with the title 'fifty' but pairs with 1/);
    expect(thrown(() => series([[1, 101, 24]])).cell).toMatchObject({ range: "percentages", row: 0 });
    expect(thrown(() => series([[1, 50, ""]])).cell).toMatchObject({ range: "boards", row: 0 });
    expect(thrown(() => series([[1, "absent", ""]], "absent=45")).cell).toMatchObject({ range: "boards", row: 0 });
    expect(thrown(() => series([[1, 50, 2.5]])).cell).toMatchObject({ range: "boards", row: 0 });
  });

  it("an ignored absence needs no boards; blank rows are skipped", () => {
    const [p] = series([
      [1, 50, 24],
      ["", "", ""],
      [1, "absent", ""],
    ]);
    expect(p.percent!.equals(50)).toBe(true);
  });

  it("columns of different heights are a whole-call error", () => {
    expect(() => rankSeries([[1], [2]], [[50]], [[24], [24]])).toThrow(/percentages has 1 rows but pairs has 2/);
  });
});

describe("SERIESRESULT — the edges of its rules (docs/rules.md §6 'Series and competitions')", () => {
  it("0 % and 100 % are percentages; below 0 or above 100 is an error naming the cell", () => {
    expect(
      series([
        [1, 0, 24],
        [1, 100, 24],
      ])[0].percent!.equals(50),
    ).toBe(true);
    expect(series([[1, "100%", 24]])[0].percent!.equals(100)).toBe(true);
    expect(thrown(() => series([[1, -1, 24]])).message).toBe("percentages row 1: -1: a percentage is 0–100");
    expect(thrown(() => series([[1, "100.5%", 24]])).message).toBe("percentages row 1: '100.5%': a percentage is 0–100");
  });

  it("1 and 0 decide nothing on their own: with fractions they are 100 % and 0 %, with percentages 1 % and 0 %", () => {
    expect(
      series([
        [1, 1, 20],
        [1, 0.5, 20],
      ])[0].percent!.equals(75),
    ).toBe(true);
    expect(
      series([
        [1, 1, 20],
        [1, 50, 20],
      ])[0].percent!.equals(new Fraction(51, 2)),
    ).toBe(true);
    expect(
      series([
        [1, 0, 20],
        [1, 0.5, 20],
      ])[0].percent!.equals(25),
    ).toBe(true);
    // A call of only 0s and 1s has nothing between 0 and 1: they are Excel fractions.
    expect(
      series([
        [1, 1, 20],
        [1, 0, 20],
      ])[0].percent!.equals(50),
    ).toBe(true);
  });

  it("'45 %' with a space before the sign, and '45% ' after it, are percentages, not fractions", () => {
    expect(
      series([
        [1, "0.5 %", 20],
        [1, 50, 20],
      ])[0].percent!.equals(new Fraction(101, 4)),
    ).toBe(true);
    expect(
      series([
        [1, "0.5% ", 20],
        [1, 50, 20],
      ])[0].percent!.equals(new Fraction(101, 4)),
    ).toBe(true);
  });

  it("the mixed-kinds error names the odd cell and the first cell that showed a kind", () => {
    const e = thrown(() =>
      series([
        [1, "", 20],
        [1, 50, 20],
        [2, 0.45, 20],
      ]),
    );
    expect(e.message).toBe(
      "percentages row 3: 0.45 is a fraction (Excel's % format) but row 2 (50) is a percentage; give every percentage of the call the same way: all 0–100, or all as Excel percentages (0–1)",
    );
  });

  it("boards: 1 is a session, 0 is not a number of boards; blank boards say which rule needs them", () => {
    expect(series([[1, 50, 1]])[0].boards.equals(1)).toBe(true);
    expect(thrown(() => series([[1, 50, 0]])).message).toBe("boards row 1: 0 is not a number of boards (a whole number, 1 or more)");
    expect(thrown(() => series([[1, 50, ""]])).message).toBe("boards row 1: boards is blank; give the boards the pair played in the session");
    expect(thrown(() => series([[1, "absent", ""]], "absent=45")).message).toBe(
      "boards row 1: boards is blank for an absence; give the session's boards, which the absence weighs as",
    );
  });

  it("a substitute result equal to the own average stays; an absence with the cap equal to the own average gets it", () => {
    const [p] = series(
      [
        [1, 50, 20],
        [1, "50 S", 20],
        [1, "absent", 20],
      ],
      "absent=50; substitute=cap",
    );
    expect(p.percent!.equals(50)).toBe(true);
    expect(p.sessions).toBe(3);
  });

  it("a row with only its pair filled is an absence: the pair is listed, without a result", () => {
    const two = series([
      [1, 50, 20],
      [2, "", ""],
    ]).find((p) => p.pair.label === 2)!;
    expect(two.sessions).toBe(0);
    expect(two.percent).toBeNull();
  });
});
