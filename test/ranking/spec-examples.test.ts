// The `ranking` and `series` worked examples of test/fixtures/spec-examples.json (docs/rules.md
// §6), read from the file so that a changed example changes the test. The sessions are built from
// each example's `setup` text; the expected values come from the file, never from the code.
import examples from "../fixtures/spec-examples.json";
import { Fraction } from "../../src/exact";
import { PairResult, rankSession } from "../../src/ranking/ranking";
import { rankSeries } from "../../src/ranking/series";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const exact = (v: string | number) => new Fraction(v);

function example<T extends { name: string }>(list: T[], name: string): T {
  const found = list.find((x) => x.name === name);
  if (!found) throw new Error(`spec-examples.json has no example '${name}'`);
  return found;
}

/**
 * "12 pairs, 24 boards (6 tables)": pair 1 sits NS against pair 2 on every board; the other five
 * tables score NS 50, 100, 200, 300, 400, so pair 1's NS 100 / 200 / 300 beats one and ties one,
 * beats two and ties one, beats three and ties one: 3 / 5 / 7 of a top of 10, the example's
 * 30 / 50 / 70 %. Boards 23 and 24 hold `special`.
 */
function pairOne(pairScore: number, special: [string, string], options = ""): PairResult {
  const rows: [number, number, number, number | string][] = [];
  const field = [50, 100, 200, 300, 400];
  for (let board = 1; board <= 24; board++) {
    rows.push([board, 1, 2, board <= 22 ? pairScore : special[board - 23]]);
    field.forEach((score, t) => rows.push([board, 3 + 2 * t, 4 + 2 * t, score]));
  }
  const ranking = rankSession(
    rows.map((r) => [r[0]]),
    rows.map((r) => [r[1]]),
    rows.map((r) => [r[2]]),
    rows.map((r) => [r[3]]),
    options,
  );
  return ranking.fields[0].pairs.find((p) => p.pair.label === 1)!;
}

describe("spec-examples.json ranking (docs/rules.md §6)", () => {
  const gg = example(examples.ranking, "Bridge-It G-/G+") as {
    expect_percent_session_on: (number | string)[];
    expect_percent_session_off: (number | string)[];
  };
  const own = [100, 200, 300];

  test.each([0, 1, 2])("§6 Law 12C2(c) on: one A- and one A+ beside 22 boards at 30/50/70 %% (case %s)", (i) => {
    const p = pairOne(own[i], ["A-", "A+"]);
    expect(p.percent!.equals(exact(gg.expect_percent_session_on[i]))).toBe(true);
  });

  test.each([0, 1, 2])("§6 session=off: fixed 40/60 % (example case %s)", (i) => {
    const p = pairOne(own[i], ["A-", "A+"], "session=off");
    expect(p.percent!.equals(exact(gg.expect_percent_session_off[i]))).toBe(true);
  });

  test("§6 Bridge-It not played: one NP in 24 boards leaves 23 boards and Max 230", () => {
    const np = example(examples.ranking, "Bridge-It not played") as { expect_max: number; expect_boards: number };
    const p = pairOne(200, ["NP", "A"]);
    expect(p.boards).toBe(np.expect_boards);
    expect(p.max).toBe(np.expect_max);
  });
});

describe("spec-examples.json series (docs/rules.md §6)", () => {
  test.each(examples.series.map((x) => [x.name, x] as const))("§6 %s", (_name, ex) => {
    const [p] = rankSeries(col(...ex.percentages.map(() => 1)), col(...ex.percentages), col(...ex.boards));
    expect(p.percent!.equals(exact(ex.expect))).toBe(true);
  });
});
