// Importing a scoring program's results file — docs/rules.md §10. Fixtures are hand-made copies of
// the structure of real exports (each says which public file it mirrors in its header); expected
// figures in them were worked out by hand, so a check with no disagreements is a real agreement.
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { parseEntryText } from "../../src/entries/notation";
import {
  checkCsv,
  checkResults,
  checkTotals,
  decodeBytes,
  ImportFileError,
  importResults,
  isMitchell,
  parsePbn,
  parseUsebio,
  tolerance,
  travellerCsv,
} from "../../src/formats/import";
import { combineSides, pbnSide, usebioSides } from "../../src/formats/import/entries";
import { tableTokens } from "../../src/formats/import/pbn";
import { thrownAs } from "../helpers/exact";

const FIXTURES = path.join(__dirname, "..", "fixtures", "import");
const bytes = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
const entryOf = (ns: string | null, ew: string | null, passedOut = false) => combineSides(pbnSide(ns).part, pbnSide(ew).part, passedOut);
const usebioEntry = (score: string | null) => {
  const s = usebioSides(score);
  return combineSides(s.ns, s.ew, false);
};

const importError = (f: () => unknown) => thrownAs(f, ImportFileError);

describe("docs/rules.md §10 PBN adjusted notation → entries", () => {
  it.each([
    ['"420" and -', "420", null, "420"],
    ['- and EW "100" (NS −100)', null, "100", "-100"],
    ["A+ both", "A+", "A+", "A+"],
    ["A both", "A", "A", "A"],
    ["A- both", "A-", "A-", "A-"],
    ["A+ / A-", "A+", "A-", "A+/A-"],
    ["percentages", "60%", "40%", "60%/40%"],
    ["decimal percentages", "55.5%", "44,5%", "55.5%/44.5%"],
    ["^ assigned score", "^620", null, "620"],
    ["^ on an average", "^A+", "^A-", "A+/A-"],
    ["NP both", "NP", "NP", "NP"],
    ["NP and -", "NP", null, "NP"],
    ["nothing at all", null, null, "NP"],
    ["two scores not opposite: a split score", "650", "100", "650/-100"],
    ["two opposite scores", "420", "-420", "420"],
    ["average and a score", "A+", "-450", "A+/450"],
  ])("%s", (_name, ns, ew, entry) => {
    const m = entryOf(ns, ew);
    expect(m).toEqual(expect.objectContaining({ entry, problem: null }));
    expect(() => parseEntryText(entry)).not.toThrow();
  });

  it("a passed-out line (contract Pass, score 0) is PASS", () => {
    expect(entryOf("0", null, true).entry).toBe("PASS");
    expect(entryOf(null, null, true).entry).toBe("PASS");
  });

  it.each([
    ["an unknown word", "X5", null, "'X5' is not one this add-in's notation can say"],
    ["an average for one side only", "A+", null, "the file does not say what the other side scored"],
    ["a bye", "Bye", "Bye", "a bye is not a result"],
    ["NP against a score", "NP", "100", "not played on one side"],
    ["a score no contract makes", "425", null, "not a score any contract can produce"],
  ])("%s is a problem on the line, never a guess", (_name, ns, ew, message) => {
    const m = entryOf(ns, ew);
    expect(m.entry).toBe("");
    expect(m.problem).toContain(message);
  });
});

describe("docs/rules.md §10 USEBIO adjusted notation → entries", () => {
  it.each([
    ["420", "420"],
    ["-50", "-50"],
    ["A6040", "A+/A-"],
    ["A4060", "A-/A+"],
    ["A5050", "A"],
    ["A6060", "A+"],
    ["A4040", "A-"],
    ["A7030", "70%/30%"],
    ["A6050", "A+/A"],
    ["NP", "NP"],
    ["", "NP"],
  ])("SCORE %p → %p", (score, entry) => {
    expect(usebioEntry(score)).toEqual(expect.objectContaining({ entry, problem: null }));
  });

  it("a SCORE the notation cannot say is a problem on the line", () => {
    expect(usebioEntry("ADJ").problem).toContain("'ADJ'");
  });
});

describe("docs/rules.md §10 charset and line ends", () => {
  it("valid UTF-8 is read as UTF-8, anything else as Windows-1252", () => {
    expect(decodeBytes(Uint8Array.from([0x53, 0xc3, 0xb6]))).toEqual({ text: "Sö", encoding: "UTF-8" });
    expect(decodeBytes(Uint8Array.from([0x53, 0xf6, 0x80]))).toEqual({ text: "Sö€", encoding: "Windows-1252" });
    expect(decodeBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41])).text).toBe("A");
  });

  it("table values: quoted strings keep spaces, '-' is absent", () => {
    expect(tableTokens(` 1 - "Sören S - Åsa Ö" "A+"  4S`, 7)).toEqual(["1", null, "Sören S - Åsa Ö", "A+", "4S"]);
    expect(importError(() => tableTokens(`1 "open`, 7)).message).toBe("line 7: a quoted value is not closed");
  });
});

describe("docs/rules.md §10 PBN score tables", () => {
  it("reads a Ruter export: Windows-1252, CRLF, # tags, A+ and Pass lines, and agrees with its matchpoints", () => {
    const r = importResults(bytes("ruter-pairs.pbn"));
    expect(r).toEqual(expect.objectContaining({ format: "PBN", program: "Ruter", scoring: "matchpoints", encoding: "Windows-1252" }));
    expect(r.rows.map((x) => [x.board, x.ns, x.ew, x.contract, x.declarer, x.tricks, x.entry])).toEqual([
      ["1", "2", "2", "4S", "S", 11, "450"],
      ["1", "1", "1", "4S", "S", 10, "420"],
      ["1", "3", "3", "PASS", "", null, "PASS"],
      ["1", "4", "4", "3NT", "W", 9, "-400"],
      ["2", "1", "3", "", "", null, "A+"],
      ["2", "2", "4", "2H", "N", 8, "110"],
      ["2", "3", "1", "2H", "N", 8, "110"],
      ["2", "4", "2", "3H", "N", 8, "-100"],
    ]);
    expect(r.rows.every((x) => x.problem === null && x.session === "" && x.section === "")).toBe(true);
    expect(r.rows[4].where).toBe("line 35");
    expect(r.totals[0]).toEqual({
      session: "",
      section: "",
      pair: "2",
      direction: "ns",
      names: "Sören Sandström - Åsa Öhman",
      score: "10.3",
      percent: "86.11",
    });
    expect(r.totals[1].direction).toBe("ew"); // Ö-V, Swedish and Finnish for E-W
    const check = checkResults(r);
    expect(check).toEqual(expect.objectContaining({ fn: "MATCHPOINTS", options: "scale=mp", compared: 8, disagreements: 0 }));
    // Pair 2 NS and pair 2 EW meet on board 1: numbered by field, so RANKING ranks two fields.
    expect(isMitchell(r.rows)).toBe(true);
    expect(checkTotals(r, check)).toEqual(expect.objectContaining({ options: "scale=mp; mitchell=on; session=off", compared: 2, disagreements: 0 }));
  });

  it("reads a Magic Contest Butler export: bye, # cells, ^, percentages, A, A-, NP, split, 'NS 420' scores", () => {
    const r = importResults(bytes("magic-butler.pbn"));
    expect(r.scoring).toBe("butler");
    expect(r.skipped).toEqual(["line 20: board 1: only pair 11 (a bye or a sit-out), not a result"]);
    const board2 = r.rows.filter((x) => x.board === "2").map((x) => x.entry);
    expect(board2).toEqual(["620", "620", "620", "60%/40%", "A-", "A", "NP", "650/-100", ""]);
    // The # line copies the line above: contract, declarer, result and score.
    expect(r.rows.find((x) => x.board === "2" && x.ns === "3")).toEqual(expect.objectContaining({ contract: "4H", declarer: "N", tricks: 10 }));
    const bad = r.rows.find((x) => x.entry === "")!;
    expect(bad.where).toBe("line 35");
    expect(bad.problem).toContain("'X5'");
    expect(r.rows.filter((x) => x.board === "3").map((x) => x.entry)).toEqual(["400", "430", "-110", "400", "120"]);
    const check = checkResults(r);
    expect(check).toEqual(expect.objectContaining({ fn: "BUTLERIMP", options: "trim=1", disagreements: 0 }));
  });

  it("a file without score columns: the score is the contract's, at the board's vulnerability", () => {
    const r = parsePbn(
      [
        '[Board "5"]',
        '[Vulnerable "NS"]',
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R"]',
        " 1  2 4H    N 10",
        " 3  4 3NTX  E  8",
        " 5  6 Pass  -  -",
      ].join("\n"),
    );
    expect(r.rows.map((x) => x.entry)).toEqual(["620", "100", "PASS"]);
    expect(r.rows.map((x) => x.theirs)).toEqual([null, null, null]);
  });

  it("several sessions and sections: both become columns; a board's score table is scored together", () => {
    const table = '[ScoreTable "Section\\1L;PairId_NS\\1R;PairId_EW\\1R;Score_NS\\4R;Score_EW\\4R"]';
    const text = [
      '[Event "Spring - Session 1"]',
      '[Board "1"]',
      table,
      '"A" 1 2 "420" -',
      '"B" 3 4 - "50"',
      "",
      '[Event "Spring - Session 2"]',
      '[Board "1"]',
      table,
      '"A" 1 4 "450" -',
      '"B" 3 2 "420" -',
    ].join("\r\n");
    const r = parsePbn(text);
    expect(travellerCsv(r)).toBe(
      [
        "Session,Section,Board,NS,EW,Contract,By,Tricks,Score",
        "Spring - Session 1,A,1,1,2,,,,420",
        "Spring - Session 1,B,1,3,4,,,,-50",
        "Spring - Session 2,A,1,1,4,,,,450",
        "Spring - Session 2,B,1,3,2,,,,420",
        "",
      ].join("\n"),
    );
    expect(new Set(r.rows.map((x) => x.group)).size).toBe(2);
  });

  it("a score that its contract does not make is reported on its line, not corrected", () => {
    const r = parsePbn(
      ['[Board "1"]', '[Vulnerable "None"]', '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]', '1 2 4H N 10 "450" -'].join("\n"),
    );
    expect(r.rows[0].entry).toBe("450");
    expect(r.rows[0].problem).toContain("not what 4H by N taking 10 scores (420)");
  });

  it.each([
    ["a broken tag", ['[Board "1"', "x"], "line 1: '[Board \"1\"' is not a PBN tag"],
    [
      "a line with too few values",
      ['[Board "1"]', '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]', "1 2"],
      "line 3: 2 values for the 3 columns of the score table (line 2)",
    ],
    [
      "a table without pairs",
      ['[Board "1"]', '[ScoreTable "Contract;Score_NS"]', '4S "420"'],
      "line 2: the score table has no PairId_NS and PairId_EW columns",
    ],
    [
      "an individual event",
      ['[Board "1"]', '[ScoreTable "PlayerId_North;PlayerId_South;Score_NS"]', '1 2 "420"'],
      "an individual event (PlayerId_North …) is not supported",
    ],
    ["a teams match table", ['[ScoreTable "Round;TeamId_Home;TeamId_Away"]', "1 1 2"], "line 1: a teams match table"],
    ["a table before any [Board]", ['[ScoreTable "PairId_NS;PairId_EW;Score_NS"]', '1 2 "420"'], "line 1: a score table without a [Board] tag"],
    ["deals without results", ['[Board "1"]', '[Deal "N:AKQJ.T98.765.432 - - -"]'], "no [ScoreTable] in the file"],
    [
      "a board's score table twice in one event",
      [
        '[Board "1"]',
        '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]',
        '1 2 "420"',
        "",
        '[Board "1"]',
        '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]',
        '3 4 "420"',
      ],
      "line 6: board 1 has a second score table (the first is at line 2)",
    ],
    ["# on a table's first line", ['[Board "1"]', '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]', "1 2 #"], "line 3: '#' (same as above) on the first line"],
  ])("%s: a message with the line, nothing imported", (_name, lines, message) => {
    expect(importError(() => importResults(lines.join("\n"))).message).toContain(message);
  });

  it("an empty file", () => {
    expect(importError(() => importResults(" \n")).message).toBe("the file is empty");
  });
});

describe("docs/rules.md §10 USEBIO", () => {
  it("reads a Compscore export: ISO-8859-1, CRLF, Mitchell pair numbers, A6040 / A5050 / A7030, PASS, NP", () => {
    const r = importResults(bytes("compscore-pairs.xml"));
    expect(r).toEqual(
      expect.objectContaining({ format: "USEBIO", program: "Compscore3 26-Jul-22", scoring: "matchpoints", encoding: "Windows-1252", event: "Thursday Open" }),
    );
    expect(r.rows.map((x) => x.entry)).toEqual(["420", "450", "PASS", "A+/A-", "110", "110", "A", "70%/30%", "90", "120", "-90", "NP"]);
    expect(r.rows[3]).toEqual(
      expect.objectContaining({ ns: "4NS", ew: "4EW", contract: "", where: "USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[4]", theirs: { ns: "3.60", ew: "2.40" } }),
    );
    expect(r.totals).toEqual([{ session: "", section: "", pair: "1NS", direction: "ns", names: "Zoë Brontë - José Núñez", score: "9.00", percent: "50.00" }]);
    const check = checkResults(r);
    expect(check).toEqual(expect.objectContaining({ fn: "MATCHPOINTS", compared: 11, disagreements: 0 }));
    // Compscore numbers a Mitchell's pairs 1NS/1EW: two fields, ranked apart (docs/rules.md §6).
    expect(isMitchell(r.rows)).toBe(true);
    const totals = checkTotals(r, check)!;
    expect(totals.options).toMatch(/mitchell=on/);
    // The percentage is compared when the file prints one.
    expect(totals.lines).toEqual([{ pair: "1NS", names: "Zoë Brontë - José Núñez", theirs: "50.00", ours: 50, basis: "%", agrees: true }]);
  });

  it("sessions and sections: each SECTION's BOARD is its own traveller", () => {
    const line = (ns: string, ew: string, score: string) =>
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
    const section = (id: string) =>
      `<SECTION><SECTION_ID>${id}</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line("1", "2", "420")}${line("3", "4", "-50")}</BOARD></SECTION>`;
    const xml = `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION><SESSION_NUMBER>1</SESSION_NUMBER>${section("A")}${section("B")}</SESSION></EVENT></USEBIO>`;
    const r = parseUsebio(xml);
    expect(r.rows.map((x) => [x.section, x.board, x.entry])).toEqual([
      ["A", "1", "420"],
      ["A", "1", "-50"],
      ["B", "1", "420"],
      ["B", "1", "-50"],
    ]);
    expect(new Set(r.rows.map((x) => x.group)).size).toBe(2);
    expect(r.rows[2].where).toBe("USEBIO/EVENT/SESSION/SECTION[2]/BOARD/TRAVELLER_LINE[1]");
    expect(travellerCsv(r).split("\n")[0]).toBe("Section,Board,NS,EW,Contract,By,Tricks,Score");
  });

  it("a line with a contract and no SCORE: the contract's score on the board's vulnerability", () => {
    const xml = `<USEBIO><EVENT><BOARD><BOARD_NUMBER>2</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4H</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`;
    expect(parseUsebio(xml).rows[0].entry).toBe("620");
  });

  it.each([
    ["not well-formed", `<USEBIO><EVENT>\n<BOARD></EVENT></USEBIO>`, "line 2: not well-formed XML"],
    ["another root", `<RESULTS/>`, "the root element is not USEBIO"],
    ["no EVENT", `<USEBIO Version="1.2"><CLUB/></USEBIO>`, "USEBIO: no EVENT element"],
    [
      "a BOARD without its number",
      `<USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD><BOARD><TRAVELLER_LINE/></BOARD></EVENT></USEBIO>`,
      "USEBIO/EVENT/BOARD[2]: a BOARD without a BOARD_NUMBER",
    ],
    [
      "a board twice",
      `<USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></EVENT></USEBIO>`,
      "USEBIO/EVENT/BOARD[2]: board 1 again (first at USEBIO/EVENT/BOARD[1])",
    ],
    ["no lines", `<USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></EVENT></USEBIO>`, "no TRAVELLER_LINE"],
  ])("%s: a message with the element path, nothing imported", (_name, xml, message) => {
    expect(importError(() => importResults(xml)).message).toContain(message);
  });
});

describe("docs/rules.md §10 the check", () => {
  it("their rounding: half a unit of the last decimal they printed", () => {
    expect(tolerance("40")).toBeCloseTo(0.5);
    expect(tolerance("40.0")).toBeCloseTo(0.05);
    expect(tolerance("3.67")).toBeCloseTo(0.005);
  });

  it("a session of several: the session's own score, not the running total", () => {
    const r = parsePbn(
      [
        '[Board "1"]',
        '[TotalScoreTable "PairId;Direction;TotalScoreMP;TotalPercentage;SessionScoreMP;SessionPercentage"]',
        '1 "N-S" 30.0 55.0 2.0 100.0',
        '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW;MP_NS;MP_EW"]',
        '1 2 "420" - 2.0 0.0',
        '3 4 "400" - 0.0 2.0',
      ].join("\n"),
    );
    expect(r.totals[0]).toEqual(expect.objectContaining({ score: "2.0", percent: "100.0" }));
    expect(checkTotals(r, checkResults(r))!.disagreements).toBe(0);
  });

  it("a pair that sat out a board: its total scaled to all the session's boards, when that is how the program printed it", () => {
    const table = '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW;IMP_NS;IMP_EW"]';
    const text = [
      '[Scoring "IMP;Butler"]',
      '[Board "1"]',
      '[TotalScoreTable "PairId;TotalScoreIMP"]',
      "1 -1.0",
      "3 2.0",
      "5 -3.0",
      "6 3.0",
      table,
      '1 2 "420" - 0.0 0.0',
      '3 4 "450" - 1.0 -1.0',
      '5 6 "400" - -1.0 1.0',
      "",
      '[Board "2"]',
      table,
      '1 2 "420" - 0.0 0.0',
      '3 4 "450" - 1.0 -1.0',
      '5 6 "400" - -1.0 1.0',
      "",
      '[Board "3"]',
      table,
      '1 2 "420" - -1.0 1.0',
      '3 4 "450" - 0.0 0.0',
    ].join("\n");
    const r = parsePbn(text);
    const check = checkResults(r);
    expect(check).toEqual(expect.objectContaining({ fn: "BUTLERIMP", options: "trim=1", disagreements: 0 }));
    const totals = checkTotals(r, check)!;
    expect(totals).toEqual(expect.objectContaining({ scaled: true, compared: 4, disagreements: 0 }));
    expect(totals.lines[2]).toEqual({ pair: "5", names: "", theirs: "-3.0", ours: -3, basis: "total × 3/2", agrees: true });
    expect(totals.lines[0]).toEqual(expect.objectContaining({ pair: "1", ours: -1, basis: "total" }));
  });

  it("a pair total outside the summed rounding of its lines disagrees", () => {
    const r = importResults(fs.readFileSync(path.join(FIXTURES, "compscore-pairs.xml"), "latin1").replace("<PERCENTAGE>50.00<", "<PERCENTAGE>52.00<"));
    expect(checkTotals(r, checkResults(r))).toEqual(expect.objectContaining({ compared: 1, disagreements: 1 }));
  });

  it("a figure outside their rounding is a disagreement, counted", () => {
    const text = fs.readFileSync(path.join(FIXTURES, "ruter-pairs.pbn"), "latin1").replace(" 6.0  0.0 100", " 5.9  0.0 100");
    const report = checkResults(importResults(text));
    expect(report.disagreements).toBe(1);
    expect(checkCsv(report).split("\n")[1]).toBe("1,2,2,4S,S,11,450,5.9,0.0,6.0,0.0,differs");
  });
});

describe("docs/rules.md §10 command line", () => {
  const script = path.join(__dirname, "..", "..", "scripts", "import.js");
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });

  it("prints the traveller as CSV, and --check the comparison with a count", () => {
    const csv = execFileSync(process.execPath, [script, path.join(FIXTURES, "ruter-pairs.pbn")], { encoding: "utf8" });
    // The pairs' names, the leads and the deals the file gives go along, for `npm run export` to
    // publish (docs/rules.md §10; docs/import-export.md, What travels with the scores).
    expect(csv.split("\n").slice(0, 2)).toEqual([
      "Board,NS,EW,Contract,By,Tricks,Score,Lead,NS names,EW names,Deal",
      "1,2,2,4S,S,11,450,HK,Sören Sandström - Åsa Öhman,,N:AKQ2.AK3.AK4.AKQ JT98.QJT.QJT.JT9 765.9876.9876.87 43.542.532.65432",
    ]);
    const check = run(path.join(FIXTURES, "compscore-pairs.xml"), "--check");
    expect(check.status).toBe(0);
    expect(check.stdout).toContain("0 of 11 lines disagree with Compscore3 26-Jul-22 (MATCHPOINTS");
  });

  it("problems go to stderr with the line; a bad file exits 2 with its message and prints nothing", () => {
    const ok = run(path.join(FIXTURES, "magic-butler.pbn"));
    expect(ok.stderr).toContain("magic-butler.pbn: line 35: board 2, 9–19: the score 'X5'");
    const tmp = path.join(__dirname, "..", "..", "test-output", "bad.pbn");
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2\n');
    const bad = run(tmp);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("line 3: 2 values for the 3 columns");
  });
});
