// How a results file's score cells become entries (docs/rules.md §10): every spelling a program
// writes, and a problem on the line, never a guess, for what the notation cannot say.
import { parsePbn } from "../../src/formats/import";
import { combineSides, pbnScoreColumn, pbnSide, usebioSides } from "../../src/formats/import/entries";

const pbn = (ns: string | null, ew: string | null, passedOut = false) => combineSides(pbnSide(ns).part, pbnSide(ew).part, passedOut);
const usebio = (score: string | null) => {
  const s = usebioSides(score);
  return combineSides(s.ns, s.ew, false);
};

describe("docs/rules.md §10 PBN score cells, as programs spell them", () => {
  test.each([
    [" 420 ", null, "420"],
    ["60 %", "40 %", "60%/40%"],
    ["100%", "0%", "100%/0%"],
    ["ave +", "Avg-", "A+/A-"],
    ["AVE", "avg", "A"],
    ["not  played", null, "NP"],
    ["dnp", "NG", "NP"],
    ["-", "-", "NP"],
    [" ^ 620 ", null, "620"],
    [null, "0", "0"],
    ["0", "0", "0"],
  ])("NS %j, EW %j is %s", (ns, ew, entry) => {
    expect(pbn(ns, ew)).toEqual(expect.objectContaining({ entry, problem: null }));
  });

  test("a passed-out board: 0 on either side, or nothing, is PASS", () => {
    expect(pbn(null, "0", true).entry).toBe("PASS");
    expect(pbn("0", "0", true).entry).toBe("PASS");
    expect(pbn("0", null, true).entry).toBe("PASS");
  });

  test("only ^ marks a score the director assigned", () => {
    expect(pbnSide("^620").adjusted).toBe(true);
    expect(pbnSide(" ^A+").adjusted).toBe(true);
    expect(pbnSide("620").adjusted).toBe(false);
    expect(pbnSide(null).adjusted).toBe(false);
  });

  test.each([
    ["1000%", null, "the score '1000%' is not one this add-in's notation can say"],
    [null, "X5", "the score 'X5' is not one this add-in's notation can say"],
    ["Bye", null, "a bye is not a result"],
    [null, "bye", "a bye is not a result"],
    ["NP", "A+", "not played on one side and average on the other"],
    ["60%", "NP", "not played on one side and percent on the other"],
    ["A+", null, "A+ for NS only: the file does not say what the other side scored"],
    [null, "55%", "55% for EW only: the file does not say what the other side scored"],
  ])("NS %j, EW %j is a problem: %s", (ns, ew, problem) => {
    expect(pbn(ns, ew)).toEqual(expect.objectContaining({ entry: "", problem }));
  });

  test("a Score column: 'NS 420', 'ew  50', or a bare NS score", () => {
    expect(pbnScoreColumn(" ns 420")).toEqual({ ns: "420", ew: null });
    expect(pbnScoreColumn("ew  50")).toEqual({ ns: null, ew: "50" });
    expect(pbnScoreColumn("-420")).toEqual({ ns: "-420", ew: null });
    expect(pbnScoreColumn(null)).toEqual({ ns: null, ew: null });
  });

  test("an assigned score is not checked against its contract; a table score is", () => {
    const text = [
      '[Board "1"]',
      '[Vulnerable "None"]',
      '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]',
      "1 2 4H N 10 ^400",
      "3 4 4H N 10 400",
      "",
    ].join("\n");
    const r = parsePbn(text);
    expect(r.rows.map((x) => [x.entry, x.problem === null])).toEqual([
      ["400", true],
      ["400", false],
    ]);
  });
});

describe("docs/rules.md §10 USEBIO SCORE cells, as programs spell them", () => {
  test.each([
    [" a6040 ", "A+/A-"],
    ["A060040", "A+/A-"],
    ["A055045", "55%/45%"],
    ["A+", "A+"],
    ["60%", "60%"],
    ["Not Played", "NP"],
    ["   ", "NP"],
    [null, "NP"],
  ])("SCORE %j is %s", (score, entry) => {
    expect(usebio(score)).toEqual(expect.objectContaining({ entry, problem: null }));
  });

  test("a four-digit A code is two percentages, never one of 3 + 1 digits", () => {
    expect(usebio("A1000").problem).toBeNull();
    expect(usebio("A1000").entry).toBe("10%/0%");
  });
});
