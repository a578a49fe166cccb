// USEBIO as different programs write it (docs/rules.md §10): which element names a session or a
// section, how the scoring is told, lines that are not results, totals, and a score its contract
// does not make. Each file here is small and hand-made from the USEBIO 1.2 element names.
import { parseUsebio } from "../../src/formats/import";

const line = (ns: string, ew: string, extra = "") =>
  `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>${extra}</TRAVELLER_LINE>`;
const board = (n: string, lines: string) => `<BOARD><BOARD_NUMBER>${n}</BOARD_NUMBER>${lines}</BOARD>`;
const plain = board("1", line("1", "2", "<SCORE>420</SCORE>") + line("3", "4", "<SCORE>-50</SCORE>"));
const usebio = (event: string, attributes = "") => `<USEBIO Version="1.2"><EVENT${attributes}>${event}</EVENT></USEBIO>`;

describe("docs/rules.md §10 USEBIO: the scoring a file tells", () => {
  test.each([
    [' EVENT_TYPE="MP_PAIRS"', "", "matchpoints"],
    [' EVENT_TYPE="PAIRS"', "<SCORING_METHOD>MATCH_POINTS</SCORING_METHOD>", "matchpoints"],
    [' EVENT_TYPE="BUTLER_PAIRS"', "", "butler"],
    ["", "<SCORING_METHOD>IMPS</SCORING_METHOD>", "butler"],
    [' EVENT_TYPE="CROSS_IMPS"', "", "crossimps"],
    [' EVENT_TYPE="PAIRS"', "", "unknown"],
  ])("EVENT%s %s is %s", (attributes, method, scoring) => {
    const r = parseUsebio(usebio(method + plain, attributes));
    expect(r.scoring).toBe(scoring);
    expect(r.scoringText).toBe([attributes.replace(/.*"(.*)"/, "$1"), method.replace(/<[^>]*>/g, "")].filter(Boolean).join(", "));
  });

  test.each([
    ["NS_MATCH_POINTS", "EW_MATCH_POINTS", "matchpoints"],
    ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS", "butler"],
    ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS", "crossimps"],
    ["NS_IMPS", "EW_IMPS", "butler"],
  ])("the lines' own figures %s/%s say %s, whatever the event says, and are kept as theirs", (ns, ew, scoring) => {
    const figures = (a: string, b: string) => `<SCORE>420</SCORE><${ns}>${a}</${ns}><${ew}>${b}</${ew}>`;
    const xml = usebio(board("1", line("1", "2", figures("2", "0")) + line("3", "4", figures("0", "2"))), ' EVENT_TYPE="MP_PAIRS"');
    const r = parseUsebio(xml);
    expect(r.scoring).toBe(scoring);
    expect(r.rows.map((x) => x.theirs)).toEqual([
      { ns: "2", ew: "0" },
      { ns: "0", ew: "2" },
    ]);
  });

  test("the program and the event are named as the file names them", () => {
    const r = parseUsebio(usebio(`<PROGRAM_NAME>ScoreBridge</PROGRAM_NAME><EVENT_DESCRIPTION>Club night</EVENT_DESCRIPTION>${plain}`));
    expect(r.program).toBe("ScoreBridge");
    expect(r.event).toBe("Club night");
    expect(parseUsebio(usebio(plain)).program).toBe("");
  });
});

describe("docs/rules.md §10 USEBIO: sessions and sections, whatever names them", () => {
  const twoSections = (a: string, b: string) => usebio(`<SESSION>${a}${b}</SESSION>`);
  test.each([
    ["SECTION_ID", "<SECTION_ID>A</SECTION_ID>", "<SECTION_ID>B</SECTION_ID>", ["A", "B"]],
    ["SECTION_NAME", "<SECTION_NAME>Red</SECTION_NAME>", "<SECTION_NAME>Blue</SECTION_NAME>", ["Red", "Blue"]],
    ["SECTION_LETTER", "<SECTION_LETTER>C</SECTION_LETTER>", "<SECTION_LETTER>D</SECTION_LETTER>", ["C", "D"]],
    ["nothing: the order", "", "", ["1", "2"]],
  ])("a section named by %s", (_how, a, b, ids) => {
    const r = parseUsebio(twoSections(`<SECTION>${a}${plain}</SECTION>`, `<SECTION>${b}${plain}</SECTION>`));
    expect([...new Set(r.rows.map((x) => x.section))]).toEqual(ids);
  });

  test("a section named by its attribute", () => {
    const r = parseUsebio(twoSections(`<SECTION SECTION_ID="X">${plain}</SECTION>`, `<SECTION SECTION_ID="Y">${plain}</SECTION>`));
    expect([...new Set(r.rows.map((x) => x.section))]).toEqual(["X", "Y"]);
  });

  test.each([
    ["SESSION_NUMBER", "<SESSION_NUMBER>3</SESSION_NUMBER>", "<SESSION_NUMBER>4</SESSION_NUMBER>", ["3", "4"]],
    ["SESSION_ID", "<SESSION_ID>am</SESSION_ID>", "<SESSION_ID>pm</SESSION_ID>", ["am", "pm"]],
    ["nothing: the order", "", "", ["1", "2"]],
  ])("a session named by %s", (_how, a, b, ids) => {
    const r = parseUsebio(usebio(`<SESSION>${a}${plain}</SESSION><SESSION>${b}${plain}</SESSION>`));
    expect([...new Set(r.rows.map((x) => x.session))]).toEqual(ids);
    expect(r.rows[2].where).toBe("USEBIO/EVENT/SESSION[2]/BOARD/TRAVELLER_LINE[1]");
  });

  test("one session and one section need no column: both stay blank, in the totals too", () => {
    const pair = `<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION><TOTAL_SCORE>4</TOTAL_SCORE></PAIR></PARTICIPANTS>`;
    const r = parseUsebio(usebio(`<SESSION><SESSION_NUMBER>7</SESSION_NUMBER><SECTION><SECTION_ID>A</SECTION_ID>${pair}${plain}</SECTION></SESSION>`));
    expect(r.rows.map((x) => [x.session, x.section])).toEqual([
      ["", ""],
      ["", ""],
    ]);
    expect(r.totals.map((t) => [t.session, t.section])).toEqual([["", ""]]);
  });

  test("two sessions keep their column in the totals; one section drops its own", () => {
    const pair = (n: string) => `<PARTICIPANTS><PAIR><PAIR_NUMBER>${n}</PAIR_NUMBER></PAIR></PARTICIPANTS>`;
    const session = (id: string) =>
      `<SESSION><SESSION_NUMBER>${id}</SESSION_NUMBER><SECTION><SECTION_ID>A</SECTION_ID>${pair("1")}${plain}</SECTION></SESSION>`;
    const r = parseUsebio(usebio(session("1") + session("2")));
    expect(r.totals.map((t) => [t.session, t.section])).toEqual([
      ["1", ""],
      ["2", ""],
    ]);
  });
});

describe("docs/rules.md §10 USEBIO: participants and lines that are not results", () => {
  test("a pair's players, direction, total and percentage; a pair without a number is left out", () => {
    const players = `<PLAYER><PLAYER_NAME>Ann</PLAYER_NAME></PLAYER><PLAYER></PLAYER><PLAYER><PLAYER_NAME>Bo</PLAYER_NAME></PLAYER>`;
    const pairs = `<PAIR><PAIR_NUMBER>5</PAIR_NUMBER><DIRECTION>E</DIRECTION>${players}<TOTAL_SCORE>12.5</TOTAL_SCORE><PERCENTAGE>52.08</PERCENTAGE></PAIR><PAIR><PLAYER><PLAYER_NAME>X</PLAYER_NAME></PLAYER></PAIR>`;
    const r = parseUsebio(usebio(`<PARTICIPANTS>${pairs}</PARTICIPANTS>${plain}`));
    expect(r.totals).toEqual([{ session: "", section: "", pair: "5", direction: "ew", names: "Ann - Bo", score: "12.5", percent: "52.08" }]);
  });

  test("a line with one pair or none is skipped, saying where and why; the others are read", () => {
    const lines =
      line("1", "2", "<SCORE>420</SCORE>") +
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER></TRAVELLER_LINE>` +
      `<TRAVELLER_LINE><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER></TRAVELLER_LINE><TRAVELLER_LINE/>`;
    const r = parseUsebio(usebio(board("9", lines)));
    expect(r.rows).toHaveLength(1);
    expect(r.skipped).toEqual([
      "USEBIO/EVENT/BOARD/TRAVELLER_LINE[2]: board 9: only pair 3, not a result",
      "USEBIO/EVENT/BOARD/TRAVELLER_LINE[3]: board 9: only pair 6, not a result",
      "USEBIO/EVENT/BOARD/TRAVELLER_LINE[4]: board 9: no pairs, not a result",
    ]);
  });

  test("a score its contract does not make is kept and reported on its line; a matching one is not", () => {
    const lines =
      line("1", "2", "<CONTRACT>4H</CONTRACT><PLAYED_BY>North</PLAYED_BY><TRICKS>10</TRICKS><SCORE>400</SCORE>") +
      line("3", "4", "<CONTRACT>4H</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>");
    const r = parseUsebio(usebio(board("1", lines)));
    expect(r.rows.map((x) => x.entry)).toEqual(["400", "420"]);
    expect(r.rows.map((x) => x.declarer)).toEqual(["N", "N"]);
    expect(r.rows[0].problem).toBe("the score 400 is not what 4H by N taking 10 scores (420) on board 1");
    expect(r.rows[1].problem).toBeNull();
  });

  test("an empty CONTRACT is no contract; a contract without tricks is not checked", () => {
    const lines =
      line("1", "2", "<CONTRACT></CONTRACT><SCORE>420</SCORE>") +
      line("3", "4", "<CONTRACT>4H</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>ten</TRICKS><SCORE>400</SCORE>");
    const r = parseUsebio(usebio(board("1", lines)));
    expect(r.rows.map((x) => [x.contract, x.tricks, x.entry, x.problem])).toEqual([
      ["", null, "420", null],
      ["4H", null, "400", null],
    ]);
  });
});
