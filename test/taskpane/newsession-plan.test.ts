// "New session…" as data (docs/rules.md §13): what the pane writes for the director's numbers, and
// what it says when they do not make a session. The movement's own rules are test/movement.test.ts;
// here the sheet: its rows are the movement's, its formulas score them as the other sheets do.
import { NewSessionForm, NewSessionPlan, formStarted, planNewSession, rankingFor, readNewSessionForm } from "../../addin/taskpane/newSessionPlan";
import { DEFAULT_SETTINGS } from "../../addin/taskpane/paneSettings";
import { scoreRanking } from "../../src";
import { paneText } from "../../addin/i18n/pane";
import { LANGUAGES } from "../../src/i18n";

const form = (tables: string, boards: string, perRound: string, pairs: NewSessionForm["pairs"] = "mitchell"): NewSessionForm => ({
  tables,
  boards,
  perRound,
  pairs,
});
const plan = (f: NewSessionForm, settings = DEFAULT_SETTINGS): NewSessionPlan => {
  const p = planNewSession(f, settings);
  if (!("cells" in p)) throw new Error(`no plan: ${p.key}`);
  return p;
};

describe("New session… reads the director's numbers (docs/rules.md §13)", () => {
  it("says nothing before anything is typed", () => {
    expect(formStarted(form("", "", ""))).toBe(false);
    expect(formStarted(form(" ", "", ""))).toBe(false);
    expect(formStarted(form("7", "", ""))).toBe(true);
  });

  it("names the first field that does not read, in the form's order", () => {
    expect(readNewSessionForm(form("", "21", "3"))).toEqual({ ok: false, error: { key: "newSession.errTables", params: { min: 3, max: 99 } } });
    expect(readNewSessionForm(form("7.5", "21", "3"))).toMatchObject({ error: { key: "newSession.errTables" } });
    expect(readNewSessionForm(form("100", "21", "3"))).toMatchObject({ error: { key: "newSession.errTables" } });
    expect(readNewSessionForm(form("2", "4", "2"))).toEqual({ ok: false, error: { key: "newSession.errMitchellTables", params: { min: 3 } } });
    expect(readNewSessionForm(form("7", "", "3"))).toEqual({ ok: false, error: { key: "newSession.errBoards", params: { max: 200 } } });
    expect(readNewSessionForm(form("7", "201", "3"))).toMatchObject({ error: { key: "newSession.errBoards" } });
    expect(readNewSessionForm(form("7", "21", ""))).toEqual({ ok: false, error: { key: "newSession.errPerRound" } });
    expect(readNewSessionForm(form("7", "21", "22"))).toMatchObject({ error: { key: "newSession.errPerRound" } });
    expect(readNewSessionForm(form("7", "24", "3"))).toEqual({
      ok: false,
      error: { key: "newSession.errMitchellBoards", params: { tables: 7, perRound: 3, expected: 21, boards: 24 } },
    });
    expect(readNewSessionForm(form(" 7 ", "21", "3"))).toEqual({ ok: true, tables: 7, boards: 21, perRound: 3 });
  });

  it("typing the pairs takes any number of tables from 1, and needs no boards a round", () => {
    expect(readNewSessionForm(form("2", "24", "", "typed"))).toMatchObject({ ok: true, tables: 2, boards: 24 });
    expect(readNewSessionForm(form("0", "24", "", "typed"))).toMatchObject({ error: { key: "newSession.errTables", params: { min: 1 } } });
  });
});

describe("New session… lays out the traveller and the ranking (docs/rules.md §13)", () => {
  it("under a Danish, Dutch or Hungarian pane, SCORE reads the traveller's own letters (notation=, docs/rules.md §8.1)", () => {
    const f = form("7", "21", "3");
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const p = planNewSession(f, DEFAULT_SETTINGS, lang);
      if (!("cells" in p)) throw new Error(p.key);
      expect(p.cells[1][6]).toBe(`=BRIDGE.SCORE(D2,E2,F2,A2,"notation=${lang}")`);
    }
    expect(plan(f).cells[1][6]).toBe("=BRIDGE.SCORE(D2,E2,F2,A2)");
  });
  it("a 7-table Mitchell: 147 lines, board by board in the order of play, pairs filled in, Score = BRIDGE.SCORE", () => {
    const p = plan(form("7", "21", "3"));
    expect(p.cells[0]).toEqual(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"]);
    expect(p.lines).toBe(147);
    expect(p.cells).toHaveLength(148);
    expect(p.cells[1]).toEqual([1, 1, 1, "", "", "", "=BRIDGE.SCORE(D2,E2,F2,A2)"]);
    // Board 1 goes from table 1 to table 7 (boards move down), where EW 6 has moved up; board 21
    // starts at table 7 and ends at table 1, where EW 2 has come round.
    expect(p.cells[2]).toEqual([1, 7, 6, "", "", "", "=BRIDGE.SCORE(D3,E3,F3,A3)"]);
    expect(p.cells[147]).toEqual([21, 1, 2, "", "", "", "=BRIDGE.SCORE(D148,E148,F148,A148)"]);
    expect(p.scoreCell).toBe("H2");
    expect(p.scoreHeaders).toEqual(["NS MP", "EW MP"]);
    expect(p.scoreFormula).toBe('=BRIDGE.MATCHPOINTS($G$2:$G$148,$A$2:$A$148,"profile=wbf")');
    expect(rankingFor(p, "Session")).toBe(
      '=BRIDGE.RANKING(Session!$A$2:$A$148,Session!$B$2:$B$148,Session!$C$2:$C$148,Session!$G$2:$G$148,"profile=wbf; mitchell=on")',
    );
    expect(rankingFor(p, "Session 2")).toMatch(/^=BRIDGE\.RANKING\('Session 2'!\$A\$2:\$A\$148,/);
    expect(p.summary).toEqual({ key: "newSession.summaryMitchell", params: { tables: 7, rounds: 7, perRound: 3, boards: 21, half: 0, next: 1 } });
  });

  it("the lines are the movement's: every NS pair plays every board once and meets every EW pair once", () => {
    for (const [tables, perRound] of [
      [5, 3],
      [6, 2],
      [9, 2],
      [12, 2],
    ]) {
      const p = plan(form(String(tables), String(tables * perRound), String(perRound)));
      const lines = p.cells.slice(1) as [number, number, number][];
      const played = new Set(lines.map(([b, ns]) => `${ns}/${b}`));
      const meetings = new Map<string, Set<number>>();
      for (const [b, ns, ew] of lines) meetings.set(`${ns}-${ew}`, (meetings.get(`${ns}-${ew}`) ?? new Set()).add(b));
      expect(played.size).toBe(lines.length);
      expect(new Set(lines.map(([b, , ew]) => `${ew}/${b}`)).size).toBe(lines.length);
      expect(meetings.size).toBe(tables * tables);
      expect([...meetings.values()].every((boards) => boards.size === perRound)).toBe(true);
    }
  });

  it("an even number of tables is the relay: the summary says which tables share and where the bye stand is", () => {
    expect(plan(form("8", "16", "2")).summary).toEqual({
      key: "newSession.summaryRelay",
      params: { tables: 8, rounds: 8, perRound: 2, boards: 16, half: 4, next: 5 },
    });
  });

  it("the relay is a Mitchell all the same: its RANKING ranks NS and EW apart (docs/rules.md §13, §6)", () => {
    expect(rankingFor(plan(form("8", "16", "2")), "Session")).toMatch(/"profile=wbf; mitchell=on"\)$/);
  });

  it("typed pairs: one line per table for each board, only the board filled in, one field in the ranking", () => {
    const p = plan(form("4", "6", "", "typed"));
    expect(p.lines).toBe(24);
    expect(p.cells.slice(1, 6).map((r) => r.slice(0, 3))).toEqual([
      [1, "", ""],
      [1, "", ""],
      [1, "", ""],
      [1, "", ""],
      [2, "", ""],
    ]);
    expect(rankingFor(p, "Session")).toBe('=BRIDGE.RANKING(Session!$A$2:$A$25,Session!$B$2:$B$25,Session!$C$2:$C$25,Session!$G$2:$G$25,"profile=wbf")');
    expect(p.summary).toEqual({ key: "newSession.summaryTyped", params: { tables: 4, boards: 6, lines: 24 } });
  });

  it("scores as the pane is set: Butler IMPs and the profile in every formula", () => {
    const p = plan(form("3", "6", "2"), { profile: "dbf", scoring: "butler" });
    expect(p.scoreFormula).toBe('=BRIDGE.BUTLERIMP($G$2:$G$19,$A$2:$A$19,"profile=dbf")');
    expect(p.scoreHeaders).toEqual(["NS IMPs", "EW IMPs"]);
    expect(rankingFor(p, "Session")).toMatch(/"profile=dbf; scoring=butler; mitchell=on"\)$/);
  });

  it("a Mitchell's lines, once typed, rank NS and EW apart: every pair has played every board", () => {
    const p = plan(form("3", "6", "2"));
    const lines = p.cells.slice(1) as [number, number, number][];
    // Any scores: NS +420 at the first table of each board, −50 elsewhere.
    const scores = lines.map(([, ns], i) => [i % 3 === 0 ? 420 : ns === 2 ? 100 : -50]);
    const ranking = scoreRanking(
      lines.map(([b]) => [b]),
      lines.map(([, ns]) => [ns]),
      lines.map(([, , ew]) => [ew]),
      scores,
      "mitchell=on",
    );
    const rows = ranking.filter((r) => typeof r[0] === "number" || /^=/.test(String(r[0])));
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r[2] === 6)).toBe(true);
  });
});

describe("New session… for the other movements: Howell, sit-out, skip, arrow-switch, guide cards (docs/rules.md §13)", () => {
  const full = (tables: string, boards: string, perRound: string, pairs: NewSessionForm["pairs"], extra: Partial<NewSessionForm> = {}): NewSessionForm => ({
    ...form(tables, boards, perRound, pairs),
    ...extra,
  });

  it("a movement that is not played at that many tables, or boards that are not its sets × boards a round, is named", () => {
    expect(readNewSessionForm(full("9", "34", "2", "howell"))).toEqual({ ok: false, error: { key: "newSession.errMovement", params: { tables: 9 } } });
    expect(readNewSessionForm(full("5", "10", "2", "skip"))).toEqual({ ok: false, error: { key: "newSession.errMovement", params: { tables: 5 } } });
    expect(readNewSessionForm(full("2", "6", "2", "howell", { sitOut: true }))).toMatchObject({ error: { key: "newSession.errMovement" } });
    expect(readNewSessionForm(full("4", "28", "3", "howell"))).toEqual({
      ok: false,
      error: { key: "newSession.errSetsBoards", params: { sets: 7, perRound: 3, expected: 21, boards: 28 } },
    });
    expect(readNewSessionForm(full("4", "28", "4", "howell"))).toEqual({ ok: true, tables: 4, boards: 28, perRound: 4 });
  });

  it("a 4-table Howell: 7 rounds, pairs 1–8 as one field, the movement's own lines", () => {
    const p = plan(full("4", "14", "2", "howell"));
    expect(p.summary).toEqual({ key: "newSession.summaryHowell", params: { tables: 4, rounds: 7, perRound: 2, boards: 14, pairs: 8, table: 1 } });
    expect(p.facts).toEqual([{ key: "newSession.facts", params: { pairs: 8, hours: 1, minutes: 38, perBoard: 7 } }]);
    expect(p.lines).toBe(56);
    // Board 1 (set 1) is at table 1 in round 1: 8 v 1.
    expect(p.cells[1]).toEqual([1, 8, 1, "", "", "", "=BRIDGE.SCORE(D2,E2,F2,A2)"]);
    expect(rankingFor(p, "Session")).toMatch(/"profile=wbf"\)$/);
  });

  it("a Howell's summary names the table its stationary pair keeps, and the facts the rounds whose boards are shared (docs/rules.md §13)", () => {
    expect(plan(full("5", "18", "2", "howell")).summary).toMatchObject({ key: "newSession.summaryHowell", params: { pairs: 10, table: 3 } });
    expect(plan(full("7", "26", "2", "howell")).summary).toMatchObject({ params: { pairs: 14, table: 4 } });
    expect(plan(full("6", "16", "2", "shortHowell")).summary).toMatchObject({ key: "newSession.summaryShortHowell", params: { first: 9, pairs: 12 } });
    expect(plan(full("3", "10", "2", "howell")).facts).toContainEqual({ key: "newSession.factsShared", params: { tables: "1, 2, 3", rounds: "5" } });
    expect(plan(full("2", "6", "2", "howell")).facts).toContainEqual({ key: "newSession.factsShared", params: { tables: "1, 2", rounds: "1, 2, 3" } });
    expect(plan(full("4", "14", "2", "howell")).facts.map((f) => f.key)).not.toContain("newSession.factsShared");
  });

  it("a shortened Howell with a sit-out: the published movement's rounds, boards and playing time, the pairs that keep their tables, the sit-out at pair 2T's table (docs/rules.md §13)", () => {
    const p = plan(full("7", "22", "2", "shortHowell", { sitOut: true }));
    expect(p.summary).toEqual({
      key: "newSession.summaryShortHowell",
      params: { tables: 7, rounds: 11, full: 13, perRound: 2, boards: 22, first: 12, pairs: 14 },
    });
    expect(p.facts).toEqual([
      { key: "newSession.facts", params: { pairs: 13, hours: 2, minutes: 34, perBoard: 7 } },
      { key: "newSession.factsSitOut", params: { table: 5, word: "sit-out" } },
    ]);
    expect(p.lines).toBe(7 * 22);
    expect(plan(full("8", "33", "3", "shortHowell")).summary).toMatchObject({ params: { rounds: 11, full: 15, boards: 33, first: 12, pairs: 16 } });
  });

  it("a 7-table Mitchell with a sit-out: table 7 has no NS pair, the line shows the sit-out and has no score, and RANKING ranks the 13 pairs: NS on all 14 boards, EW on the 12 they did not sit out", () => {
    const p = plan(full("7", "14", "2", "mitchell", { sitOut: true }));
    const lines = p.cells.slice(1);
    const sitOut = lines.filter((r) => r[1] === "sit-out");
    expect(sitOut).toHaveLength(14);
    expect(sitOut.every((r) => r[6] === "")).toBe(true);
    expect(lines.filter((r) => r[6] === "")).toHaveLength(14);
    expect(p.facts).toContainEqual({ key: "newSession.factsSitOut", params: { table: 7, word: "sit-out" } });
    const scores = lines.map((r, i) => [r[6] === "" ? "" : [420, 450, -50, 100, 170][i % 5]]);
    const ranking = scoreRanking(
      lines.map((r) => [r[0]]),
      lines.map((r) => [r[1]]),
      lines.map((r) => [r[2]]),
      scores,
      "mitchell=on",
    );
    const pairs = ranking.filter((r) => r[0] !== "Rank");
    expect(pairs).toHaveLength(13);
    const fieldOf = ranking.findIndex((r, i) => i > 0 && r[0] === "Rank");
    expect(ranking.slice(1, fieldOf).map((r) => r[2])).toEqual(Array(6).fill(14));
    expect(ranking.slice(fieldOf + 1).map((r) => r[2])).toEqual(Array(7).fill(12));
  });

  it("the sit-out word is the pane's language", () => {
    const p = planNewSession(full("3", "6", "2", "mitchell", { sitOut: true }), DEFAULT_SETTINGS, "da");
    if (!("cells" in p)) throw new Error(p.key);
    expect(p.cells.slice(1).filter((r) => r[1] === "oversidder")).toHaveLength(6);
  });

  it("an arrow-switched Mitchell is one field: EW pairs T+1…2T, and the last round's lines have the pairs the other way round", () => {
    const p = plan(full("5", "10", "2", "arrow"));
    expect(rankingFor(p, "Session")).toMatch(/"profile=wbf"\)$/);
    expect(p.summary).toMatchObject({ key: "newSession.summaryArrow", params: { first: 6, last: 10, switched: 1 } });
    const lines = p.cells.slice(1) as number[][];
    expect(new Set(lines.map((r) => r[2]).filter((ew) => ew <= 5)).size).toBeGreaterThan(0);
    const ranking = scoreRanking(
      lines.map((r) => [r[0]]),
      lines.map((r) => [r[1]]),
      lines.map((r) => [r[2]]),
      lines.map((_, i) => [[420, -50, 100][i % 3]]),
      "",
    );
    expect(ranking.filter((r) => r[0] !== "Rank")).toHaveLength(10);
  });

  it("a skip Mitchell: T − 1 rounds, the skip after round T/2, two fields", () => {
    const p = plan(full("6", "12", "2", "skip"));
    expect(p.summary).toEqual({ key: "newSession.summarySkip", params: { tables: 6, rounds: 5, perRound: 2, boards: 12, skip: 3 } });
    expect(p.lines).toBe(60);
    expect(rankingFor(p, "Session")).toMatch(/mitchell=on"\)$/);
  });

  it("guide cards: the director's instructions, then a card per table with a line per round and where everyone goes next", () => {
    const p = plan(full("4", "14", "2", "howell", { cards: true }));
    const cards = p.cards!;
    expect(cards[0][0]).toBe("For the director");
    // The director's instructions end with what the pane says of the movement: how the pairs and boards move.
    expect(cards[3][0]).toBe(paneText("en", "newSession.summaryHowell", { tables: 4, rounds: 7, perRound: 2, boards: 14, pairs: 8, table: 1 }));
    expect(cards.every((r) => r.length === 7)).toBe(true);
    const table1 = cards.findIndex((r) => r[0] === "Table 1");
    expect(cards[table1 + 1]).toEqual(["Round", "NS", "EW", "Boards", "NS go to", "EW go to", "Boards go to"]);
    // Round 1 at table 1: 8 v 1 on boards 1–2; pair 8 stays, pair 1 goes where pair 7 sat (table 3
    // EW); set 1 goes to table 4, as the tables play sets 2, 5, 7, 1 in round 2.
    expect(cards[table1 + 2]).toEqual([1, 8, 1, "1–2", "table 1 NS", "table 3 EW", "Table 4"]);
    // Table 2 in round 1: 3 v 6 on set 4 (boards 7–8); pair 3 goes where pair 2 sat, pair 6 where pair 5 sat; set 4 rests aside in round 2.
    const table2 = cards.findIndex((r) => r[0] === "Table 2");
    expect(cards[table2 + 2]).toEqual([1, 3, 6, "7–8", "table 3 NS", "table 4 NS", "aside (relay)"]);
    expect(cards[table1 + 8]).toEqual([7, 8, 7, "13–14", "end", "end", "end"]);
    expect(plan(full("4", "14", "2", "howell")).cards).toBeNull();
  });
});
