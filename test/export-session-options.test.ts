// The export's own reading of the session (docs/rules.md §11): the options RANKING is called with,
// the scale the files carry, the lines it refuses and the order of boards. Expectations are
// written from the rules, not read from the code's output (the mutation run of
// src/export/session.ts found these unchecked by the tests that go through the command line).
import { compareBoards, ExportError, ExportLine, rankingOptionsFor, scoreSession, withOption } from "../src/export/session";
import { everyKindSession } from "./helpers/exportSession";

describe("§11 RANKING's options come from the line options", () => {
  test("RANKING's keys are kept, a line-only key is not, and scale=pct (in any case) is left to the line figures", () => {
    expect(rankingOptionsFor("profile=dbf; decimals=1; scale=PCT; offender=ns; trim=2", "matchpoints", false)).toBe("profile=dbf; decimals=1; trim=2");
    expect(rankingOptionsFor("scale=pp", "matchpoints", false)).toBe("scale=pp");
  });
  test("the scoring is the export's: Butler and cross-IMPs named, matchpoints the default; a scoring typed in the options gives way", () => {
    expect(rankingOptionsFor("scoring=ximp; decimals=2", "butler", false)).toBe("decimals=2; scoring=butler");
    expect(rankingOptionsFor("", "crossimp", false)).toBe("scoring=ximp");
    expect(rankingOptionsFor("scoring=butler", "matchpoints", false)).toBe("");
  });
  test("a Mitchell read from the session ranks two fields, unless the director said otherwise", () => {
    expect(rankingOptionsFor("", "matchpoints", true)).toBe("mitchell=on");
    expect(rankingOptionsFor("mitchell=off", "matchpoints", true)).toBe("mitchell=off");
    expect(rankingOptionsFor("", "matchpoints", false)).toBe("");
  });
  test("withOption replaces a key written with spaces around it, and reads only key=value parts", () => {
    expect(withOption("  decimals = 2 ; scale=pct", "scale", "mp")).toBe("decimals=2; scale=mp");
    expect(withOption("decimals=2; x y=1", "decimals", null)).toBe("");
    expect(withOption("profile=dbf", "decimals", "1")).toBe("profile=dbf; decimals=1");
  });
});

describe("§11 the files carry matchpoints", () => {
  test("parpoints (scale=pp) and percentages on the page become matchpoints in the files; other scales stay", () => {
    for (const [options, file] of [["profile=dbf; scale=pp", "mp"], ["scale=pct", "mp"], ["scale=acbl", "acbl"], ["", "mp"]] as const) {
      const s = everyKindSession("matchpoints", "");
      const scored = scoreSession({ ...s, options });
      expect(scored.fileOptions.scale).toBe(file);
    }
  });
  test("at IMPs the files carry the line options as they are", () => {
    const s = everyKindSession("butler", "dbf");
    expect(scoreSession(s).fileOptions).toEqual(scoreSession(s).lineOptions);
  });
});

describe("§11 a line with a result needs its board and both pairs", () => {
  const line = (over: Partial<ExportLine>): ExportLine => ({ section: "", board: "1", ns: "1", ew: "2", entry: "420", contract: "", declarer: "", tricks: null, where: "row 9", ...over });
  const session = (lines: ExportLine[]) => ({ event: "e", date: "", scoring: "matchpoints" as const, options: "", language: "en" as const, lines });
  const others = [line({ ns: "3", ew: "4", entry: "450" })];
  test.each([["board", "Board"], ["ns", "NS"], ["ew", "EW"]] as const)("a blank %s on a line with a result is refused, naming the line and the column", (key, column) => {
    const bad = line({ [key]: "  " });
    let thrown: unknown;
    try {
      scoreSession(session([...others, bad]));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ExportError);
    expect((thrown as Error).message).toContain("row 9");
    expect((thrown as Error).message).toContain(column);
  });
  test("a line without a result may leave them blank", () => {
    expect(() => scoreSession(session([...others, line({ ns: "5", ew: "6" }), line({ board: "", ns: "", ew: "", entry: "  " })]))).not.toThrow();
  });
});

test("§11 boards are listed by number, then by name, whatever the case of the name", () => {
  const boards = ["b", "10", "A", "2", "_x", "a"];
  expect([...boards].sort(compareBoards)).toEqual(["2", "10", "A", "a", "b", "_x"]);
});
