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

  /** The pane on a workbook with a sheet of notes and no traveller, New session… opened. */
  async function open(): Promise<Page> {
    const p = await harness.open({ sheets: { Notes: [["Tuesday"]] }, selection: "Notes!A1" });
    await p.locator("#new-session > summary").click();
    return p;
  }

  const ops = (p: Page): Promise<number> => p.evaluate(() => Number(document.getElementById("app")?.dataset.ops ?? 0));
  /** Clicks Create and waits until the pane has finished writing. */
  async function create(p: Page): Promise<void> {
    const before = await ops(p);
    await p.locator("#new-create").click();
    await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, before);
  }
  async function fill(p: Page, tables: string, boards: string, perRound: string, pairs: "mitchell" | "typed" = "mitchell"): Promise<void> {
    await p.locator("#new-pairs").selectOption(pairs);
    await p.locator("#new-tables").fill(tables);
    await p.locator("#new-boards").fill(boards);
    if (pairs === "mitchell") await p.locator("#new-per-round").fill(perRound);
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
    const formula = ((wb.getWorksheet(rankingSheet) as ExcelJS.Worksheet).getCell("A1").value as { formula: string }).formula;
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
    expect(await p.locator("#new-summary").textContent()).toBe(paneText("en", "newSession.errMitchellBoards", { tables: 7, perRound: 3, expected: 21, boards: 24 }));
    expect(await p.locator("#new-create").isDisabled()).toBe(true);
    await p.locator("#new-boards").fill("21");
    expect(await p.locator("#new-summary").textContent()).toBe(paneText("en", "newSession.summaryMitchell", { tables: 7, rounds: 7, perRound: 3, boards: 21, half: 0, next: 1 }));
    expect(await p.locator("#new-create").isEnabled()).toBe(true);
    await harness.screenshot("ready", p);
  });

  it("a 4-table relay Mitchell: writes the traveller and the ranking, and RANKING ranks what is typed into it", async () => {
    const p = await open();
    await fill(p, "4", "8", "2");
    expect(await p.locator("#new-summary").textContent()).toBe(paneText("en", "newSession.summaryRelay", { tables: 4, rounds: 4, perRound: 2, boards: 8, half: 2, next: 3 }));
    await create(p);
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "newSession.done", { lines: 32, sheet: "Session", ranking: "Session ranking" }));
    const sheets = await p.evaluate(() => (window as unknown as Win).__standin.sheetNames());
    expect(sheets).toEqual(["Notes", "Session", "Session ranking"]);
    // The director is put on the first contract cell.
    expect(await p.evaluate(() => (window as unknown as Win).__standin.selection())).toBe("Session!D2");
    await harness.screenshot("written", p);

    let wb = await workbookOf(p);
    const ws = wb.getWorksheet("Session") as ExcelJS.Worksheet;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS MP", "EW MP"]);
    expect(ws.getCell("G2").value).toEqual({ formula: "BRIDGE.SCORE(D2,E2,F2,A2)" });
    expect(ws.getCell("H2").value).toEqual({ formula: 'BRIDGE.MATCHPOINTS($G$2:$G$33,$A$2:$A$33,"profile=wbf")' });
    const lines = Array.from({ length: 32 }, (_, i) => (ws.getRow(i + 2).values as unknown[]).slice(1, 4) as number[]);
    // The movement's rules, on the sheet as written: every pair plays every board once, every NS pair meets every EW pair.
    expect(new Set(lines.map(([b, ns]) => `${ns}/${b}`)).size).toBe(32);
    expect(new Set(lines.map(([b, , ew]) => `${ew}/${b}`)).size).toBe(32);
    expect(new Set(lines.map(([, ns, ew]) => `${ns}-${ew}`)).size).toBe(16);
    expect((wb.getWorksheet("Session ranking") as ExcelJS.Worksheet).getCell("A1").value).toEqual({
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
    const core = scoreRanking(lines.map(([b]) => [b]), lines.map(([, ns]) => [ns]), lines.map(([, , ew]) => [ew]), scores, "profile=wbf; mitchell=on").map((row) => row.map((v) => toExcel(v as never)));
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
    const seats = [[1, 2], [3, 4], [1, 3], [2, 4], [1, 4], [3, 2]];
    await p.evaluate((rows) => rows.forEach(([ns, ew], i) => {
      const s = (window as unknown as Win).__standin;
      s.type(`Session!B${i + 2}`, String(ns));
      s.type(`Session!C${i + 2}`, String(ew));
    }), seats);
    await typeResults(p, "Session", 6);
    const ranking = await rankingOf(p, "Session ranking");
    expect(ranking[0]).toEqual(["Rank", "Pair", "Boards", "Score", "Max", "%"]);
    expect(ranking.slice(1).map((row) => row[1]).sort()).toEqual([1, 2, 3, 4]);
  });

  it("a second session gets sheets of its own", async () => {
    const p = await open();
    await fill(p, "3", "3", "1");
    await create(p);
    await create(p);
    expect(await p.evaluate(() => (window as unknown as Win).__standin.sheetNames())).toEqual(["Notes", "Session", "Session ranking", "Session 2", "Session 2 ranking"]);
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "newSession.done", { lines: 9, sheet: "Session 2", ranking: "Session 2 ranking" }));
  });
});
