// The titles Insert formulas and Export find a column by (addin/taskpane/formulaPlan.ts,
// exportPlan.ts; docs/rules.md §11) come from the bundles (src/lang/<lang>/index.ts, `sheets`): for
// the languages we had when they were listed by hand, each column's titles are exactly the ones
// listed then, so no title was lost or gained in the move.
import { headerWords } from "../../addin/taskpane/formulaPlan";
import { optionalWords } from "../../addin/taskpane/exportPlan";
import { CARRIED_COLUMNS } from "../../src";

const HAND_LISTED = ["en", "da", "nl", "hu"] as const;

const sets = (record: Readonly<Record<string, readonly string[]>>): Record<string, Set<string>> =>
  Object.fromEntries(Object.entries(record).map(([column, words]) => [column, new Set(words)]));

describe("docs/rules.md §11: the header words from the bundles", () => {
  it("Insert formulas: the titles once listed by hand in formulaPlan.ts HEADERS", () => {
    expect(sets(headerWords(HAND_LISTED))).toEqual(
      sets({
        board: ["board", "boards", "bd", "brd", "boardno", "bdno", "spel", "deal", "potje", "spil", "parti"],
        ns: ["ns", "nspair", "nspairs", "pairns", "nsno", "nz", "ed"],
        ew: ["ew", "ewpair", "ewpairs", "pairew", "ewno", "ow", "ov", "kny"],
        score: ["score", "scorens", "nsscore", "points", "nspoints", "nsscores", "scores", "entry", "szkor"],
        nsscore: ["nsscore", "scorens", "nspoints", "pointsns"],
        ewscore: ["ewscore", "scoreew", "ewpoints", "pointsew"],
      }),
    );
  });

  it("Export: the titles once listed by hand in exportPlan.ts OPTIONAL", () => {
    expect(sets(optionalWords(HAND_LISTED))).toEqual(
      sets({
        ...CARRIED_COLUMNS,
        contract: ["contract", "kontrakt", "contracten", "felvetel"],
        by: ["by", "declarer", "decl", "dec", "spilforer", "leider", "felvevo"],
        tricks: ["tricks", "result", "stik", "slagen", "utes"],
        section: ["section", "sektion", "lijn", "szekcio"],
        nsNames: ["nsnames", "namesns", "nsplayers", "nsnavne", "nznamen", "ednevek"],
        ewNames: ["ewnames", "namesew", "ewplayers", "ovnavne", "ownamen", "knynevek"],
      }),
    );
  });

  it("each column's titles are listed once", () => {
    for (const words of [...Object.values(headerWords()), ...Object.values(optionalWords())]) expect(new Set(words).size).toBe(words.length);
  });
});
