// Each worksheet function's fast path, as far as its options decide (src/worksheetFunctions.ts, its
// entry's `fast`): output rounding is exact arithmetic's (docs/rules.md §5.4), and what the exact
// path refuses it words itself. The data half of each gate (a board past 2^53, a bad cell, ACBL
// small groups on a fouled board) stays in the fast modules and is held by their property tests.
import { parseOptions } from "../../src/options";
import { FastFunction, WORKSHEET_FUNCTIONS, fastPathAllowed, optionKeys, OptionsFunction } from "../../src/worksheetFunctions";

const allowed = (fn: FastFunction, text: string) => fastPathAllowed(fn, parseOptions(text, optionKeys(fn)));

describe("the options each fast path takes", () => {
  test.each<[FastFunction, string[], string[]]>([
    [
      "MATCHPOINTS",
      [
        "",
        "profile=dbf; scale=pct; tables=9",
        "profile=nbb",
        "scale=acbl; smallgroups=acbl",
        "round=toward",
        "missing=tie; corrected=tie; artificial=away; weighted=offender",
      ],
      ["decimals=0", "decimals=2; scale=pct", "profile=acbl", "profile=acbl; scale=mp"],
    ],
    ["NEUBERG", ["", "scale=acbl", "round=toward"], ["scale=pp", "scale=pct", "decimals=1", "scale=acbl; decimals=2"]],
    ["BUTLERIMP", ["", "profile=dbf", "trim=0; datumround=even", "weighted=offender; artificialimps=2", "round=up"], ["decimals=0", "profile=dbf; decimals=1"]],
    // A datum is whole tens of points (§7): decimals= never rounds it, so every options text takes the fast path.
    ["BUTLERDATUM", ["", "decimals=0", "profile=acbl", "trim=2; datumround=even"], []],
    ["CROSSIMP", ["", "ximp=sum; tables=5", "missing=tie; corrected=tie", "profile=dbf"], ["decimals=1", "ximp=sum; decimals=0"]],
    [
      "RANKING",
      ["", "scale=acbl", "scale=pp", "scoring=butler", "scoring=ximp; ximp=sum", "mitchell=on; session=off", "scaletops=on; smallgroups=acbl"],
      ["scoring=imps", "scale=pct", "decimals=2", "profile=acbl", "pct=fraction", "scoring=butler; pct=fraction", "scoring=ximp; decimals=0"],
    ],
    ["MULTITEAM", ["", "multiteam=guiding", "weighted=offender; profile=dbf"], ["decimals=0", "multiteam=guiding; decimals=2"]],
  ])("%s", (fn, fast, exact) => {
    for (const text of fast) expect([text, allowed(fn, text)]).toEqual([text, true]);
    for (const text of exact) expect([text, allowed(fn, text)]).toEqual([text, false]);
  });

  test("the functions without a fast path have no gate", () => {
    const gated = (Object.keys(WORKSHEET_FUNCTIONS) as OptionsFunction[]).filter((fn) => "fast" in WORKSHEET_FUNCTIONS[fn]);
    expect(gated.sort()).toEqual(["BUTLERDATUM", "BUTLERIMP", "CROSSIMP", "MATCHPOINTS", "MULTITEAM", "NEUBERG", "RANKING"]);
  });
});
