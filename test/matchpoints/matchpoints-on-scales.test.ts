// The results page prints each board's figures on the page's scale, as percentages and as the
// files carry them (docs/rules.md §11); scoreMatchpointsOnScales scores each board once for all
// of these. Each answer must be the one MATCHPOINTS gives for that options text (§1, §5.4),
// exactly, errors included — also where the texts differ in how boards are scored.
import fc from "fast-check";
import { scoreMatchpoints } from "../../src";
import { scoreMatchpointsOnScales } from "../../src/matchpoints/fastMatchpoints";
import { columnSession, matchpointOptions } from "../helpers/columns";

function sameAnswers(entries: unknown, boards: unknown, texts: string[]): void {
  let alone: unknown[];
  try {
    alone = texts.map((text) => scoreMatchpoints(entries, boards, text));
  } catch (e) {
    // A whole-call error (a title beside data, §2) is the call's, whatever the options.
    expect(() => scoreMatchpointsOnScales(entries, boards, texts)).toThrow((e as Error).message);
    return;
  }
  const together = scoreMatchpointsOnScales(entries, boards, texts);
  expect(together).toHaveLength(texts.length);
  texts.forEach((_, k) => expect(together[k]).toEqual(alone[k]));
}

const writing = fc.constantFrom(
  "",
  "scale=pct",
  "scale=mp",
  "scale=acbl",
  "scale=pp",
  "decimals=0",
  "decimals=2; round=toward",
  "scale=pct; decimals=1; round=up",
);

test("§1, §5.4, §11: each board scored once, written on every scale as MATCHPOINTS writes it", () => {
  fc.assert(
    fc.property(columnSession, matchpointOptions, fc.array(writing, { minLength: 1, maxLength: 4 }), ({ entries, boards }, base, extra) => {
      sameAnswers(entries, boards, [base, ...extra.map((w) => [base, w].filter(Boolean).join("; "))]);
    }),
    { numRuns: 300 },
  );
});

test("§4, §11: texts that score boards differently are each scored on their own", () => {
  fc.assert(
    fc.property(columnSession, fc.array(matchpointOptions, { minLength: 2, maxLength: 3 }), ({ entries, boards }, texts) => {
      sameAnswers(entries, boards, texts);
    }),
    { numRuns: 200 },
  );
  // Neuberg and a tie give different figures on a board with an artificial score: not shared.
  const entries = [[420], [450], ["A+/A-"], [-50]];
  const boards = [[1], [1], [1], [1]];
  sameAnswers(entries, boards, ["", "missing=tie", "scale=pct"]);
  expect(scoreMatchpointsOnScales(entries, boards, ["", "missing=tie"])[0]).not.toEqual(scoreMatchpointsOnScales(entries, boards, ["", "missing=tie"])[1]);
});
