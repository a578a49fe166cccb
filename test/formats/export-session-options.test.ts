// The export's own reading of the session (docs/rules.md §11): the options RANKING is called with,
// the scale the files carry, the lines it refuses and the order of boards. Expectations are
// written from the rules, not read from the code's output (the mutation run of
// src/formats/export/session.ts found these unchecked by the tests that go through the command line).
import { compareBoards, rankingOptionsFor, scoreSession, withOption } from "../../src/formats/export/session";
import { ExportError, ExportLine, ExportSession } from "../../src/formats/export/sessionTypes";
import { msg } from "../../src/messages";
import { PROFILE_NAMES } from "../../src/options";
import { everyKindSession } from "../helpers/exportSession";

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
    for (const [options, file] of [
      ["profile=dbf; scale=pp", "mp"],
      ["scale=pct", "mp"],
      ["scale=acbl", "acbl"],
      ["", "mp"],
    ] as const) {
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
  const line = (over: Partial<ExportLine>): ExportLine => ({
    section: "",
    board: "1",
    ns: "1",
    ew: "2",
    entry: "420",
    contract: "",
    declarer: "",
    tricks: null,
    where: "row 9",
    ...over,
  });
  const session = (lines: ExportLine[]) => ({ event: "e", date: "", scoring: "matchpoints" as const, options: "", language: "en" as const, lines });
  const others = [line({ ns: "3", ew: "4", entry: "450" })];
  test.each([
    ["board", "Board"],
    ["ns", "NS"],
    ["ew", "EW"],
  ] as const)("a blank %s on a line with a result is refused, naming the line and the column", (key, column) => {
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

// docs/rules.md §11: a session that cannot be scored is refused with one message of the catalogue
// (what the pane and the command line show), naming the line by where it is, its board and pairs —
// the key and parameters pinned, not only the text, as the pane renders them in the director's
// language.
describe("§11 what keeps a session from being exported, named exactly", () => {
  const line = (section: string, board: string, ns: string, ew: string, entry: string | null, where: string): ExportLine => ({
    section,
    board,
    ns,
    ew,
    entry,
    contract: "",
    declarer: "",
    tricks: null,
    where,
  });
  const session = (lines: ExportLine[], options = "", rankingOptions?: string): ExportSession => ({
    event: "e",
    date: "",
    scoring: "matchpoints",
    options,
    rankingOptions,
    language: "en",
    lines,
  });
  /** What scoreSession throws: an ExportError, as the catalogue message it is. */
  const refusal = (s: ExportSession) => {
    let thrown: unknown;
    try {
      scoreSession(s);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ExportError);
    const e = thrown as ExportError;
    return { name: e.name, key: e.key, params: e.params, message: e.message, hasParams: "params" in e };
  };
  // Section B comes first, so a line's index in the session is not its index in its section.
  const twoSections = [
    line("B", "1", "1", "11", "420", "r2"),
    line("A", "1", "2", "12", "450", "r3"),
    line("A", "2", "1", "13", "450", "r4"),
    line("A", "2", "3", "14", "400", "r5"),
    line("A", "2", "4", "15", "400", "r6"),
  ];

  test("ExportError is the message it was given: its key, its parameters when it has any, its text", () => {
    const e = new ExportError(msg("export.blank", { column: "NS" }));
    expect([e.name, e.key, e.params, e.message]).toEqual(["ExportError", "export.blank", { column: "NS" }, "NS is blank"]);
    const bare = new ExportError(msg("export.noLines"));
    expect([bare.key, bare.message, "params" in bare]).toEqual(["export.noLines", "no traveller lines to export", false]);
  });

  test("no lines at all", () => {
    expect(refusal(session([]))).toEqual({
      name: "ExportError",
      key: "export.noLines",
      params: undefined,
      message: "no traveller lines to export",
      hasParams: false,
    });
  });

  test("an entry that does not read (§2): its line, after a line that does", () => {
    expect(refusal(session([line("", "1", "1", "11", "420", "r2"), line("", "1", "2", "12", "42O", "r3")]))).toEqual({
      name: "ExportError",
      key: "export.lineAt",
      params: { where: "r3", board: "1", ns: "2", ew: "12", message: { key: "entry.notAScore", params: { text: "42O", expected: { key: "expected.entry" } } } },
      message: "r3, board 1, 2–12: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50",
      hasParams: true,
    });
  });

  test("an entry that does not read is named before a blank cell on an earlier line: the pane offers to export it as not played first", () => {
    expect(refusal(session([line("", "1", "1", "", "420", "r2"), line("", "1", "2", "12", "42O", "r3")]))).toMatchObject({
      key: "export.lineAt",
      params: { where: "r3" },
    });
  });

  test.each([
    ["board", "Board", ["", "  ", "2", "12"]],
    ["ns", "NS", ["", "1", "\t", "12"]],
    ["ew", "EW", ["", "1", "2", " "]],
  ] as const)(
    "a blank %s cell on a line with a result, on a line with no place given: the line by its board and pairs, the column by name",
    (_, column, [section, board, ns, ew]) => {
      const e = refusal(session([line("", "1", "1", "11", "420", "r2"), line(section, board, ns, ew, "450", "")]));
      expect(e).toEqual({
        name: "ExportError",
        key: "export.line",
        params: { board, ns, ew, message: { key: "export.blank", params: { column } } },
        message: `board ${board}, ${ns}–${ew}: ${column} is blank`,
        hasParams: true,
      });
    },
  );

  test("a pair twice on a board (RANKING's check): the second of its lines, in a section that is not the first, and the other line by where it was typed", () => {
    const lines = [
      line("B", "1", "1", "11", "420", "r2"),
      line("A", "1", "2", "12", "450", "r3"),
      line("A", "1", "1", "13", "450", "r4"),
      line("A", "1", "1", "14", "400", "r5"),
    ];
    expect(refusal(session(lines))).toEqual({
      name: "ExportError",
      key: "export.lineAt",
      params: {
        where: "r5",
        board: "1",
        ns: "1",
        ew: "14",
        message: { key: "export.twiceOnBoard", params: { who: { key: "pair.label", params: { pair: 1 } }, board: "1", other: "r4" } },
      },
      message: "r5, board 1, 1–14: pair 1 plays board 1 twice: on this line and on r4",
      hasParams: true,
    });
  });

  test("a pair twice on a board whose lines have no place: RANKING's own words, the other line by its row in the section", () => {
    const lines = [
      line("B", "1", "1", "11", "420", "r2"),
      line("A", "1", "2", "12", "450", "r3"),
      line("A", "1", "1", "13", "450", ""),
      line("A", "1", "1", "14", "400", "r5"),
    ];
    expect(refusal(session(lines)).message).toBe("r5, board 1, 1–14: pair 1 plays board 1 twice: on this row and on row 2");
  });

  const tooMany = {
    name: "ExportError",
    key: "export.lineAt",
    params: {
      where: "r4",
      board: "2",
      ns: "1",
      ew: "13",
      message: { key: "board.at", params: { board: "2", message: { key: "matchpoints.tooManyRows", params: { rows: 3, tables: 2 } } } },
    },
    message: "r4, board 2, 1–13: board 2: the board has 3 results but tables=2; remove a row or raise tables=",
    hasParams: true,
  };
  test("a board only the line options refuse (MATCHPOINTS' tables=, RANKING's options given apart): the board's first line in its section", () => {
    expect(refusal(session(twoSections, "tables=2", ""))).toEqual(tooMany);
  });
  test("a board only RANKING's options refuse: the same line, found from RANKING's row in the section", () => {
    expect(refusal(session(twoSections, "", "tables=2"))).toEqual(tooMany);
  });

  test("options a function refuses: the option named, no line", () => {
    const profiles = PROFILE_NAMES.join("|");
    expect(refusal(session(twoSections, "profile=xyz"))).toEqual({
      name: "ExportError",
      key: "options.invalidValue",
      params: { key: "profile", value: "xyz", values: profiles },
      message: `option profile=xyz is not valid; profile takes ${profiles}`,
      hasParams: true,
    });
    expect(refusal(session(twoSections, "", "mitchell=maybe"))).toMatchObject({
      key: "options.invalidValue",
      params: { key: "mitchell", value: "maybe", values: "on|off" },
    });
    expect(refusal({ ...session(twoSections, "tables=2"), scoring: "butler" })).toMatchObject({ key: "options.unknown", params: { key: "tables" } });
  });
});
