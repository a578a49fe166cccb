// "New session…" end to end (docs/rules.md §13): the built pane in headless Chromium on the
// stand-in's workbook writes a traveller sheet and a ranking sheet from the director's numbers;
// results are then typed into the traveller as a director would, and the RANKING the pane wrote is
// computed through the built functions (the engine of `npm run demo`, which calls each registered
// custom function of functions.js as Excel would) and checked against the scoring core.
//
// Each test opens its own page; waits are on the pane's #app data-ops counter and on elements,
// never on a timer. Needs Debian's chromium (see ./chromium.ts).
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { suite, useChromium } from "./harness";
import { paneText } from "../../addin/i18n/pane";
import { scoreRanking } from "../../src";
import { toExcel } from "../../addin/adapter/excel";
import type { PairsChoice } from "../../addin/taskpane/newSessionPlan";

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const { Workbook, loadFunctions } = require("../../scripts/demo") as {
  Workbook: new (wb: ExcelJS.Workbook, office: unknown) => { formulaResult(sheet: string, formula: string): Promise<unknown> };
  loadFunctions(): unknown;
};
/* eslint-enable @typescript-eslint/no-require-imports */

interface Cell {
  value: unknown;
  formula: string | null;
}
type Win = {
  __standin: {
    sheetNames(): string[];
    values(sheet: string): unknown[][] | null;
    cell(address: string): Cell | null;
    type(address: string, text: string): void;
    selection(): string;
  };
};

suite("New session… in Chromium", () => {
  const harness = useChromium();
  let office: unknown;

  /** The pane on a workbook with a sheet of notes and no traveller: the pane opens New session… itself. */
  async function open(): Promise<Page> {
    const p = await harness.open({ sheets: { Notes: [["Tuesday"]] }, selection: "Notes!A1" });
    await p.locator("#new-create").waitFor({ state: "visible" });
    return p;
  }

  const ops = (p: Page): Promise<number> => p.evaluate(() => Number(document.getElementById("app")?.dataset.ops ?? 0));
  /** Clicks Create and waits until the pane has finished writing. */
  async function create(p: Page): Promise<void> {
    const before = await ops(p);
    await p.locator("#new-create").click();
    await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, before);
  }
  async function fill(p: Page, tables: string, boards: string, perRound: string, pairs: PairsChoice = "mitchell"): Promise<void> {
    await p.locator("#new-pairs").selectOption(pairs);
    await p.locator("#new-tables").fill(tables);
    await p.locator("#new-boards").fill(boards);
    if (pairs !== "typed") await p.locator("#new-per-round").fill(perRound);
  }

  /** Every sheet of the stand-in's workbook as exceljs holds one: values, and formulas without their `=`. */
  async function workbookOf(p: Page): Promise<ExcelJS.Workbook> {
    const sheets = await p.evaluate(() => {
      const s = (window as unknown as Win).__standin;
      const letter = (i: number): string => (i >= 26 ? letter(Math.floor(i / 26) - 1) : "") + String.fromCharCode(65 + (i % 26));
      return s.sheetNames().map((name) => {
        const values = s.values(name) ?? [];
        const q = `'${name.replace(/'/g, "''")}'`;
        return { name, cells: values.map((row, r) => row.map((_, c) => s.cell(`${q}!${letter(c)}${r + 1}`) as Cell)) };
      });
    });
    const wb = new ExcelJS.Workbook();
    for (const { name, cells } of sheets) {
      const ws = wb.addWorksheet(name);
      cells.forEach((row, r) =>
        row.forEach((cell, c) => {
          if (cell.formula) ws.getCell(r + 1, c + 1).value = { formula: cell.formula.replace(/^=/, "") };
          else if (cell.value !== "" && cell.value !== null) ws.getCell(r + 1, c + 1).value = cell.value as ExcelJS.CellValue;
        }),
      );
    }
    return wb;
  }

  /** The RANKING the pane wrote, computed through the built functions on the sheets as they are now. */
  async function rankingOf(p: Page, rankingSheet: string): Promise<unknown[][]> {
    const wb = await workbookOf(p);
    const formula = ((wb.getWorksheet(rankingSheet) as ExcelJS.Worksheet).getCell("A2").value as { formula: string }).formula;
    const result = await new Workbook(wb, office).formulaResult(rankingSheet, formula);
    if (!Array.isArray(result)) throw new Error(`RANKING gave ${JSON.stringify(result)}`);
    return result as unknown[][];
  }

  /** A contract, declarer and tricks for each line: a plausible evening, different at each table. */
  function results(lines: number): [string, string, number][] {
    const contracts: [string, string, number][] = [
      ["4H", "N", 10],
      ["4H", "S", 11],
      ["3NT", "N", 9],
      ["4H", "N", 9],
      ["2S", "E", 8],
      ["3NT", "S", 10],
      ["PASS", "", 0],
    ];
    return Array.from({ length: lines }, (_, i) => contracts[(i * 5 + Math.floor(i / 3)) % contracts.length]);
  }

  async function typeResults(p: Page, sheet: string, lines: number): Promise<[string, string, number][]> {
    const typed = results(lines);
    await p.evaluate(
      ([name, rows]) => {
        const s = (window as unknown as Win).__standin;
        (rows as [string, string, number][]).forEach(([contract, by, tricks], i) => {
          s.type(`${name}!D${i + 2}`, contract);
          if (by) s.type(`${name}!E${i + 2}`, by);
          if (contract !== "PASS") s.type(`${name}!F${i + 2}`, String(tricks));
        });
      },
      [sheet, typed] as const,
    );
    return typed;
  }

  beforeAll(() => {
    office = loadFunctions();
  }, 300_000);

  it("says nothing wrong before the director types, then what the session will be or why it cannot", async () => {
    const p = await open();
    expect(await p.locator("#new-summary").textContent()).toBe(paneText("en", "newSession.start"));
    expect(await p.locator("#new-summary").evaluate((e) => e.classList.contains("preview__words--error"))).toBe(false);
    expect(await p.locator("#new-create").isDisabled()).toBe(true);
    await p.locator("#new-tables").fill("2");
    expect(await p.locator("#new-summary").textContent()).toBe(paneText("en", "newSession.errMitchellTables", { min: 3 }));
    expect(await p.locator("#new-summary").evaluate((e) => e.classList.contains("preview__words--error"))).toBe(true);
    await fill(p, "7", "24", "3");
    expect(await p.locator("#new-summary").textContent()).toBe(
      paneText("en", "newSession.errMitchellBoards", { tables: 7, perRound: 3, expected: 21, boards: 24 }),
    );
    expect(await p.locator("#new-create").isDisabled()).toBe(true);
    await p.locator("#new-boards").fill("21");
    expect(await p.locator("#new-summary").textContent()).toBe(
      paneText("en", "newSession.summaryMitchell", { tables: 7, rounds: 7, perRound: 3, boards: 21, half: 0, next: 1 }),
    );
    expect(await p.locator("#new-create").isEnabled()).toBe(true);
    await harness.screenshot("ready", p);
  });

  it("a 4-table relay Mitchell: writes the traveller and the ranking, and RANKING ranks what is typed into it", async () => {
    const p = await open();
    await fill(p, "4", "8", "2");
    expect(await p.locator("#new-summary").textContent()).toBe(
      paneText("en", "newSession.summaryRelay", { tables: 4, rounds: 4, perRound: 2, boards: 8, half: 2, next: 3 }),
    );
    await create(p);
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "newSession.done", { lines: 32, sheet: "Session", ranking: "Session ranking" }));
    const sheets = await p.evaluate(() => (window as unknown as Win).__standin.sheetNames());
    expect(sheets).toEqual(["Notes", "Session", "Session ranking"]);
    // The director is put on the first contract cell.
    expect(await p.evaluate(() => (window as unknown as Win).__standin.selection())).toBe("Session!D2");
    await harness.screenshot("written", p);

    let wb = await workbookOf(p);
    const ws = wb.getWorksheet("Session") as ExcelJS.Worksheet;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Board",
      "NS",
      "EW",
      "Contract",
      "By",
      "Tricks",
      "Score",
      "NS MP",
      "EW MP",
      "NS names",
      "EW names",
    ]);
    expect(ws.getCell("G2").value).toEqual({ formula: "BRIDGE.SCORE(D2,E2,F2,A2)" });
    expect(ws.getCell("H2").value).toEqual({ formula: 'BRIDGE.MATCHPOINTS($G$2:$G$33,$A$2:$A$33,"profile=wbf")' });
    const lines = Array.from({ length: 32 }, (_, i) => (ws.getRow(i + 2).values as unknown[]).slice(1, 4) as number[]);
    // The movement's rules, on the sheet as written: every pair plays every board once, every NS pair meets every EW pair.
    expect(new Set(lines.map(([b, ns]) => `${ns}/${b}`)).size).toBe(32);
    expect(new Set(lines.map(([b, , ew]) => `${ew}/${b}`)).size).toBe(32);
    expect(new Set(lines.map(([, ns, ew]) => `${ns}-${ew}`)).size).toBe(16);
    expect((wb.getWorksheet("Session ranking") as ExcelJS.Worksheet).getCell("A2").value).toEqual({
      formula: 'BRIDGE.RANKING(Session!$A$2:$A$33,Session!$B$2:$B$33,Session!$C$2:$C$33,Session!$G$2:$G$33,"profile=wbf; mitchell=on")',
    });

    // Before anything is typed the ranking is its two fields' headers, no error.
    expect(await rankingOf(p, "Session ranking")).toEqual([
      ["Rank", "NS pair", "Boards", "Score", "Max", "%"],
      ["Rank", "EW pair", "Boards", "Score", "Max", "%"],
    ]);

    const typed = await typeResults(p, "Session", 32);
    const ranking = await rankingOf(p, "Session ranking");
    // The same session through the core: scores from the typed contracts, ranked as two fields.
    wb = await workbookOf(p);
    const book = new Workbook(wb, office);
    const scores: unknown[][] = [];
    for (let r = 2; r <= 33; r++) scores.push([((await book.formulaResult("Session", `BRIDGE.SCORE(D${r},E${r},F${r},A${r})`)) as unknown[][])[0][0]]);
    expect(scores.filter((s, i) => typed[i][0] === "PASS" && s[0] !== 0)).toEqual([]);
    const core = scoreRanking(
      lines.map(([b]) => [b]),
      lines.map(([, ns]) => [ns]),
      lines.map(([, , ew]) => [ew]),
      scores,
      "profile=wbf; mitchell=on",
    ).map((row) => row.map((v) => toExcel(v as never)));
    expect(ranking).toEqual(core);
    // Two fields of four pairs, each pair on all eight boards; each field's percentages average 50.
    const pairs = ranking.filter((row) => row[0] !== "Rank");
    expect(pairs).toHaveLength(8);
    expect(pairs.every((row) => row[2] === 8)).toBe(true);
    const field = (rows: unknown[][]) => rows.reduce((sum, row) => sum + Number(row[5]), 0) / rows.length;
    expect(field(pairs.slice(0, 4))).toBeCloseTo(50, 1);
    expect(field(pairs.slice(4))).toBeCloseTo(50, 1);
  });

  it("I will type the pairs: a line per table for each board, and RANKING ranks the pairs as typed", async () => {
    const p = await open();
    await fill(p, "2", "3", "", "typed");
    expect(await p.locator("#new-per-round-field").isHidden()).toBe(true);
    expect(await p.locator("#new-summary").textContent()).toBe(paneText("en", "newSession.summaryTyped", { tables: 2, boards: 3, lines: 6 }));
    await create(p);
    const wb = await workbookOf(p);
    const ws = wb.getWorksheet("Session") as ExcelJS.Worksheet;
    expect(Array.from({ length: 6 }, (_, i) => ws.getCell(`A${i + 2}`).value)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(ws.getCell("B2").value).toBeNull();
    // A two-table Howell typed by hand: pairs 1–4.
    const seats = [
      [1, 2],
      [3, 4],
      [1, 3],
      [2, 4],
      [1, 4],
      [3, 2],
    ];
    await p.evaluate(
      (rows) =>
        rows.forEach(([ns, ew], i) => {
          const s = (window as unknown as Win).__standin;
          s.type(`Session!B${i + 2}`, String(ns));
          s.type(`Session!C${i + 2}`, String(ew));
        }),
      seats,
    );
    await typeResults(p, "Session", 6);
    const ranking = await rankingOf(p, "Session ranking");
    expect(ranking[0]).toEqual(["Rank", "Pair", "Boards", "Score", "Max", "%"]);
    expect(
      ranking
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual([1, 2, 3, 4]);
  });

  it("a second session gets sheets of its own", async () => {
    const p = await open();
    await fill(p, "3", "3", "1");
    await create(p);
    await create(p);
    expect(await p.evaluate(() => (window as unknown as Win).__standin.sheetNames())).toEqual([
      "Notes",
      "Session",
      "Session ranking",
      "Session 2",
      "Session 2 ranking",
    ]);
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "newSession.done", { lines: 9, sheet: "Session 2", ranking: "Session 2 ranking" }));
  });
  /** The traveller's Board, NS, EW and Score columns as written, and RANKING of it through the built functions and through the core. */
  async function typedAndRanked(p: Page, lines: number, options: string): Promise<{ rows: unknown[][]; ranking: unknown[][]; core: unknown[][] }> {
    await typeResults(p, "Session", lines);
    const ranking = await rankingOf(p, "Session ranking");
    const wb = await workbookOf(p);
    const ws = wb.getWorksheet("Session") as ExcelJS.Worksheet;
    const book = new Workbook(wb, office);
    const rows: unknown[][] = [];
    for (let r = 2; r <= lines + 1; r++) {
      const [board, ns, ew] = (ws.getRow(r).values as unknown[]).slice(1, 4);
      const formula = ws.getCell(`G${r}`).value as { formula: string } | null;
      const score = formula ? ((await book.formulaResult("Session", formula.formula)) as unknown[][])[0][0] : "";
      rows.push([board, ns, ew, score]);
    }
    const core = scoreRanking(
      rows.map((r) => [r[0]]),
      rows.map((r) => [r[1]]),
      rows.map((r) => [r[2]]),
      rows.map((r) => [r[3]]),
      options,
    ).map((row) => row.map((v) => toExcel(v as never)));
    return { rows, ranking, core };
  }

  it("new session: a 4-table Howell writes every pair's meetings and RANKING ranks the eight pairs as one field", async () => {
    const p = await open();
    await fill(p, "4", "14", "2", "howell");
    expect(await p.locator("#new-summary").textContent()).toBe(
      paneText("en", "newSession.summaryHowell", { tables: 4, rounds: 7, perRound: 2, boards: 14, pairs: 8, table: 1 }),
    );
    expect(await p.locator("#new-facts").textContent()).toBe(paneText("en", "newSession.facts", { pairs: 8, hours: 1, minutes: 38, perBoard: 7 }));
    await create(p);
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "newSession.done", { lines: 56, sheet: "Session", ranking: "Session ranking" }));
    const { rows, ranking, core } = await typedAndRanked(p, 56, "profile=wbf");
    // Every pair meets every other exactly once and plays every board once.
    const meetings = new Set(rows.map(([, ns, ew]) => [ns, ew].sort().join("-")));
    expect(meetings.size).toBe(28);
    for (const pair of [1, 2, 3, 4, 5, 6, 7, 8]) expect(new Set(rows.filter((r) => r[1] === pair || r[2] === pair).map((r) => r[0])).size).toBe(14);
    expect(ranking).toEqual(core);
    expect(ranking[0]).toEqual(["Rank", "Pair", "Boards", "Score", "Max", "%"]);
    expect(
      ranking
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ranking.slice(1).every((r) => r[2] === 14)).toBe(true);
  });

  it("new session: a shortened 6-table Howell with a sit-out is the published one, 8 rounds on 16 boards, and RANKING ranks the 11 pairs on the boards they played", async () => {
    const p = await open();
    await p.locator("#new-sitout").check();
    await fill(p, "6", "16", "2", "shortHowell");
    expect(await p.locator("#new-summary").textContent()).toBe(
      paneText("en", "newSession.summaryShortHowell", { tables: 6, rounds: 8, full: 11, perRound: 2, boards: 16, first: 9, pairs: 12 }),
    );
    expect(await p.locator("#new-facts").textContent()).toContain(paneText("en", "newSession.factsSitOut", { table: 4, word: "sit-out" }));
    await create(p);
    const { rows, ranking, core } = await typedAndRanked(p, 96, "profile=wbf");
    // Every board at every table once; pair 12 is the phantom, so each of the pairs that come to table 4 sits out one round.
    expect(rows.filter((r) => r[1] === "sit-out" || r[2] === "sit-out")).toHaveLength(16);
    expect(ranking).toEqual(core);
    const boards = new Map(ranking.slice(1).map((r) => [r[1], r[2]]));
    expect([...boards.keys()].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((pair) => boards.get(pair))).toEqual([14, 14, 14, 14, 14, 14, 14, 14, 16, 16, 16]);
  });

  it("new session: a 7-table Mitchell with a sit-out shows the sit-out on the traveller, and RANKING ranks the 13 pairs on the boards they played", async () => {
    const p = await open();
    await p.locator("#new-sitout").check();
    await fill(p, "7", "14", "2");
    expect(await p.locator("#new-facts").textContent()).toContain(paneText("en", "newSession.factsSitOut", { table: 7, word: "sit-out" }));
    await create(p);
    const { rows, ranking, core } = await typedAndRanked(p, 98, "profile=wbf; mitchell=on");
    const sitOut = rows.filter((r) => r[1] === "sit-out");
    expect(sitOut).toHaveLength(14);
    // No score on a sit-out line: the board is not played there, not zero.
    expect(sitOut.every((r) => r[3] === "")).toBe(true);
    expect(ranking).toEqual(core);
    const ns = ranking.slice(
      1,
      ranking.findIndex((r, i) => i > 0 && r[0] === "Rank"),
    );
    const ew = ranking.slice(ns.length + 2);
    expect(ns.map((r) => r[2])).toEqual([14, 14, 14, 14, 14, 14]);
    expect(ew.map((r) => r[2])).toEqual([12, 12, 12, 12, 12, 12, 12]);
  });

  it("new session: an arrow-switched Mitchell is ranked as one field, EW pairs numbered on from the NS pairs", async () => {
    const p = await open();
    await fill(p, "5", "10", "2", "arrow");
    expect(await p.locator("#new-summary").textContent()).toBe(
      paneText("en", "newSession.summaryArrow", { tables: 5, rounds: 5, perRound: 2, boards: 10, first: 6, last: 10, switched: 1 }),
    );
    await create(p);
    const wb = await workbookOf(p);
    expect(((wb.getWorksheet("Session ranking") as ExcelJS.Worksheet).getCell("A2").value as { formula: string }).formula).toMatch(/"profile=wbf"\)$/);
    const { rows, ranking, core } = await typedAndRanked(p, 50, "profile=wbf");
    // The last round is switched: an EW pair (6–10) sits NS on some lines.
    expect(rows.some((r) => Number(r[1]) > 5)).toBe(true);
    expect(ranking).toEqual(core);
    expect(ranking.filter((r) => r[0] === "Rank")).toHaveLength(1);
    expect(
      ranking
        .slice(1)
        .map((r) => r[1])
        .sort((a, b) => Number(a) - Number(b)),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("new session: the table cards — a sheet with the director's instructions and a card per table", async () => {
    const p = await open();
    await p.locator("#new-cards").check();
    await fill(p, "4", "14", "2", "howell");
    await create(p);
    expect(await p.evaluate(() => (window as unknown as Win).__standin.sheetNames())).toEqual(["Notes", "Session", "Session ranking", "Session tables"]);
    expect(await p.locator("#status").textContent()).toBe(
      paneText("en", "newSession.doneCards", { lines: 56, sheet: "Session", ranking: "Session ranking", cards: "Session tables" }),
    );
    const cards = (await p.evaluate(() => (window as unknown as Win).__standin.values("Session tables"))) as unknown[][];
    expect(cards[0][0]).toBe("For the director");
    for (const table of [1, 2, 3, 4]) {
      const at = cards.findIndex((r) => r[0] === `Table ${table}`);
      expect(cards[at + 1]).toEqual(["Round", "NS", "EW", "Boards", "NS go to", "EW go to", "Boards go to"]);
      expect(cards.slice(at + 2, at + 9).map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    await harness.screenshot("cards", p);
  });
});
