// The pane keeps its promise in a director's real workbook. An adjustment is found,
// cleared and logged correctly whatever is done to the sheet — copied, sorted, with columns or
// rows inserted, labels corrected, filtered, reopened with new sheet ids, edited in two windows —
// and what the pane cannot follow it refuses, saying why. Each scenario of the issue is one test
// "pane identity <id>", driven through the built pane in Chromium over support/excelStandIn.js.
import { LOG_HEADER, LogRow, sealedRows, validateLog } from "../../addin/taskpane/logRows";
import * as h from "./harness";
import { act, apply, artificial, cell, clear, logRows, Q, select, SHEET, standin, statusText, suite, TRAVELLER, typeInto } from "./harness";

const ADJUSTED = "A+/A-";
const LOG = "Adjustments";

suite("pane identity", () => {
  const chromium = h.useChromium();

  const adjusted = (p: h.Pane): Promise<string | null> => p.locator("#cell-adjusted").evaluate((e) => ((e as HTMLElement).hidden ? null : e.textContent));
  const problem = (p: h.Pane): Promise<string | null> => p.locator("#selection-problem").evaluate((e) => ((e as HTMLElement).hidden ? null : e.textContent));
  const applyOff = (p: h.Pane): Promise<boolean> => p.locator("#apply").isDisabled();
  const values = async (p: h.Pane, sheet = SHEET): Promise<unknown[][]> => (await standin(p, (s, a) => s.values(a), sheet)) ?? [];
  /** The log as the pane checks it: no problem, and its rows. */
  async function checkedLog(p: h.Pane, sheet = LOG): Promise<string[][]> {
    const rows = await logRows(p, sheet);
    expect(validateLog(rows, 1).problems).toEqual([]);
    return rows.slice(1);
  }
  const insertFormulas = (p: h.Pane): Promise<void> => act(p, () => p.locator("#insert-formulas").click());
  /** The default adjustment (A+/A-) applied to each cell in turn. */
  async function applyEach(p: h.Pane, cells: string[]): Promise<void> {
    for (const a of cells) {
      await select(p, a);
      await apply(p);
    }
  }

  it("pane identity N05: Insert formulas writes nothing into the traveller beside the selected one", async () => {
    // Scores typed without contracts: the second traveller's Contract and By columns are empty below their titles.
    const rows = [
      ["Board", "NS", "EW", "Score", "", "Board", "NS", "EW", "Contract", "By", "Score"],
      [1, 1, 11, 420, "", 2, 1, 12, "", "", 110],
      [1, 2, 12, -50, "", 2, 2, 13, "", "", 90],
      [1, 3, 13, 100, "", 2, 3, 14, "", "", -110],
    ];
    const page = await chromium.open({ sheets: { [SHEET]: rows } });
    const before = await values(page);
    // The first traveller's results, without its title row.
    await select(page, "A2:D4");
    await insertFormulas(page);
    const after = await values(page);
    for (let r = 0; r < rows.length; r++) expect([r, after[r].slice(0, 11)]).toEqual([r, before[r].slice(0, 11)]);
    expect((await cell(page, `${Q}!L2`)).formula).toMatch(/^=BRIDGE\.MATCHPOINTS\('Round 1'!\$D\$2:\$D\$4,/);
  });

  it("pane identity N06: helper columns whose formulas show nothing are never overwritten", async () => {
    const rows = TRAVELLER.map((r, i) => [...r, i === 0 ? "" : `=IF(G${i + 1}>0,"","")`, i === 0 ? "" : `=IF(G${i + 1}<0,"","")`]);
    const page = await chromium.open({ sheets: { [SHEET]: rows } });
    await select(page, "A1:G10");
    await insertFormulas(page);
    expect((await cell(page, `${Q}!H2`)).formula).toBe('=IF(G2>0,"","")');
    expect((await cell(page, `${Q}!I5`)).formula).toBe('=IF(G5<0,"","")');
    expect((await cell(page, `${Q}!J2`)).formula).toMatch(/^=BRIDGE\.MATCHPOINTS\(/);
  });

  it("pane identity N07: Insert formulas on the Adjustments log is refused, and nothing is written", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    const log = await logRows(page);
    await select(page, `${LOG}!A1:O2`);
    await insertFormulas(page);
    expect(await logRows(page)).toEqual(log);
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET, LOG]);
    expect(await statusText(page)).toMatch(/is the log/);
  });

  it("pane identity N09: a formula comes back pointing at its own row after a row is inserted above and after a sort", async () => {
    const rows = TRAVELLER.map((r, i) => (i === 0 ? r : [...r.slice(0, 6), `=BRIDGE.SCORE(D${i + 1},E${i + 1},F${i + 1},A${i + 1})`]));
    const page = await chromium.open({ sheets: { [SHEET]: rows } });
    await select(page, "G10");
    await apply(page);
    await standin(page, (s) => s.insertRows("Round 1", 2, 1));
    await select(page, "G11");
    await clear(page);
    expect((await cell(page, `${Q}!G11`)).formula).toBe("=BRIDGE.SCORE(D11,E11,F11,A11)");
    // Sorted by tricks after the adjustment: the cell moves up; its formula is its new row's.
    await select(page, "G3");
    await apply(page);
    // Data › Sort sorts whole rows of the table: its Table result column (H) with them.
    await standin(page, (s) => s.sort("'Round 1'!A3:H11", "F", false));
    const at = (await values(page)).findIndex((r) => r[6] === ADJUSTED) + 1;
    expect(at).not.toBe(3);
    await select(page, `G${at}`);
    await clear(page);
    expect((await cell(page, `${Q}!G${at}`)).formula).toBe(`=BRIDGE.SCORE(D${at},E${at},F${at},A${at})`);
  });

  it("pane identity N10/N31: a copied sheet's adjusted cells are adjusted and clear to their own table results, also once the original is deleted", async () => {
    const page = await chromium.open();
    await applyEach(page, ["G3", "G4"]);
    const copy = await standin(page, (s) => s.copySheet("Round 1"));
    expect(copy).toBe("Round 1 (2)");
    const C = `'${copy}'`;
    await select(page, `${C}!G3`);
    expect(await adjusted(page)).toMatch(/Table result: 420\./);
    // The copy keeps its own table result in its own row; the log has the adjustment on the
    // original, so the copy's is listed first and restored once the director confirms.
    await clear(page);
    expect(await page.locator("#clear-choice-text").textContent()).toMatch(/G3: A\+\/A- → 420 \(the log has this adjustment on 'Round 1'!G3/);
    await act(page, () => page.locator("#clear-restore").click());
    expect((await cell(page, `${C}!G3`)).value).toBe(420);
    // The original is still adjusted and clears on its own chain.
    await select(page, "G3");
    expect(await adjusted(page)).toMatch(/Table result: 420\./);
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    // N31: the original sheet deleted, the copy alone carries G4's adjustment.
    await standin(page, (s) => s.deleteSheet("Round 1"));
    await select(page, `${C}!G4`);
    expect(await adjusted(page)).toMatch(/Table result: -100\./);
    // The only sheet with the original's key now: its adjustment, cleared at once.
    await clear(page);
    expect(await cell(page, `${C}!G4`)).toMatchObject({ value: -100, fill: null, note: null });
    await checkedLog(page);
  });

  it("pane identity N13: reopened with new sheet ids, the log is still found and every adjustment clears", async () => {
    let page = await chromium.open();
    await applyEach(page, ["G3", "G4"]);
    const oldId = await standin(page, (s) => s.sheetId("Adjustments"));
    const file = await standin(page, (s) => s.file());
    await page.close();
    page = await chromium.open({ file, selection: `${Q}!G3` });
    expect(await standin(page, (s) => s.sheetId("Adjustments"))).not.toBe(oldId);
    expect(await adjusted(page)).toMatch(/Table result: 420\./);
    expect(await problem(page)).toBeNull();
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    await select(page, "G5");
    expect(await applyOff(page)).toBe(false);
    await apply(page);
    expect((await cell(page, `${Q}!G5`)).value).toBe(ADJUSTED);
    await select(page, "G4");
    await clear(page);
    expect((await cell(page, `${Q}!G4`)).value).toBe(-100);
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET, LOG]);
    await checkedLog(page);
  });

  it("pane identity N14: two windows apply at the same moment — both log rows survive, in order, and each cell clears to its own table result", async () => {
    const [w1, w2] = await chromium.openTwoWindows();
    /** Both windows click `button` while Excel holds every request, then Excel answers them in turn. */
    async function both(button: string): Promise<void> {
      const ops = await Promise.all([w1, w2].map((w) => h.counter(w, "ops")));
      await standin(w1, (s) => s.hold());
      await w1.locator(button).click();
      await w2.locator(button).click();
      await standin(w1, (s) => s.release());
      await w1.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, ops[0]);
      await w2.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, ops[1]);
    }
    /** Both windows apply at once; the first time, both are asked for the Table result column and both agree at once. */
    async function together(a1: string, a2: string): Promise<void> {
      await select(w1, a1);
      await select(w2, a2);
      await both("#apply");
      if (await w1.locator("#column-choice").isVisible()) await both("#add-column");
    }
    // The first adjustments of the workbook: both windows would start the log.
    await together("G3", "G4");
    // The log exists: both windows append after the same last row.
    await together("G5", "G6");
    const adjusted = await Promise.all(["G3", "G4", "G5", "G6"].map(async (a) => (await cell(w1, `${Q}!${a}`)).value));
    expect(adjusted).toEqual([ADJUSTED, ADJUSTED, ADJUSTED, ADJUSTED]);
    const log = await checkedLog(w1);
    expect(log.map((r) => [r[1], r[2]]).sort()).toEqual(["G3", "G4", "G5", "G6"].map((a) => ["apply", `${Q}!${a}`]));
    expect(await standin(w1, (s) => s.sheetNames())).toEqual([SHEET, LOG]);
    for (const [w, a, table] of [
      [w1, "G3", 420],
      [w2, "G4", -100],
      [w1, "G5", 450],
      [w2, "G6", 990],
    ] as const) {
      await select(w, a);
      await clear(w);
      expect((await cell(w, `${Q}!${a}`)).value).toBe(table);
    }
    expect((await checkedLog(w2)).length).toBe(8);
  });

  it("pane identity N16: one window's settings saved over the other's, the log renamed, the file reopened — the log is still the log and G3 still adjusted", async () => {
    const [w1, w2] = await chromium.openTwoWindows();
    await select(w1, "G3");
    await apply(w1);
    // The second window, started before the log existed, saves its settings over the first's.
    await w2.locator("#session-summary").click();
    await act(w2, () => w2.locator("#profile").selectOption("dbf"));
    await standin(w1, (s) => s.renameSheet("Adjustments", "Log 12 March"));
    const file = await standin(w1, (s) => s.file());
    const page = await chromium.open({ file, selection: `${Q}!G3` });
    expect(await adjusted(page)).toMatch(/Table result: 420\./);
    await select(page, "G4");
    await apply(page);
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET, "Log 12 March"]);
    await select(page, "G3");
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    expect((await checkedLog(page, "Log 12 March")).length).toBe(3);
  });

  it("pane identity N18/P19: the log's last row deleted or cleared is reported like any other change, and nothing is acted on", async () => {
    for (const damage of ["delete", "clear"] as const) {
      const page = await chromium.open();
      await applyEach(page, ["G3", "G4"]);
      if (damage === "delete") await standin(page, (s) => s.deleteRows("Adjustments", 3, 1));
      else await standin(page, (s) => s.clearContents("Adjustments!A3:P3"));
      await select(page, "G3");
      expect(await problem(page)).toMatch(/The Adjustments log was changed outside the pane \(.*last/);
      expect(await applyOff(page)).toBe(true);
      await clear(page);
      expect([(await cell(page, `${Q}!G3`)).value, (await cell(page, `${Q}!G4`)).value]).toEqual([ADJUSTED, ADJUSTED]);
      await page.close();
    }
    // P19, where nothing keeps the log's end (ExcelApi 1.10: comments, no custom properties): the
    // cell's own adjustment id is not in the log. Its row still keeps its table result (H4), so
    // the adjusted entry is never taken for one; a hand-typed score there is never taken for a
    // correction, and Clear lists what it would do and why before anything is written.
    const page = await chromium.open({ apiVersion: "1.10" });
    await applyEach(page, ["G3", "G4"]);
    await standin(page, (s) => s.deleteRows("Adjustments", 3, 1));
    const rows = (await logRows(page)).length;
    await typeInto(page, `${Q}!G4`, "450");
    await select(page, "G4");
    await clear(page);
    expect((await cell(page, `${Q}!G4`)).value).toBe("450");
    expect(await page.locator("#clear-choice-text").textContent()).toMatch(/G4: 450 → -100 \(its adjustment is not in the Adjustments log/);
    expect(await page.locator("#clear-keep").isHidden()).toBe(true);
    expect((await logRows(page)).length).toBe(rows);
    await act(page, () => page.locator("#clear-restore").click());
    expect((await cell(page, `${Q}!G4`)).value).toBe(-100);
    // G3's adjustment is in the log and still clears.
    await select(page, "G3");
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
  });

  it("pane identity N22: a selection past the end of the traveller — blank cells below the last table are not score cells", async () => {
    const page = await chromium.open();
    await select(page, "G10:G13");
    expect(await applyOff(page)).toBe(true);
    expect(await problem(page)).toMatch(/G11 \(blank, below the traveller\)/);
    await page.locator("#reason").press("Enter");
    await act(page, () => page.locator("#refresh-overview").click());
    expect((await cell(page, `${Q}!G11`)).value).toBe("");
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET]);
    // A blank score inside the traveller is still a score cell.
    await typeInto(page, `${Q}!G8`, "");
    await select(page, "G7:G8");
    expect(await applyOff(page)).toBe(false);
  });

  it("pane identity N23: a filtered traveller — rows hidden inside the selection are never written, and the preview says so", async () => {
    const page = await chromium.open();
    await standin(page, (s) => s.hideRows("Round 1", 4, 2));
    await select(page, "G3:G6");
    expect(await page.locator("#preview-target").textContent()).toMatch(/2 visible cells.*2 in hidden rows are left alone/);
    await apply(page);
    const got = await Promise.all(["G3", "G4", "G5", "G6"].map(async (a) => (await cell(page, `${Q}!${a}`)).value));
    expect(got).toEqual([ADJUSTED, -100, 450, ADJUSTED]);
    expect((await checkedLog(page)).map((r) => r[2])).toEqual([`${Q}!G3`, `${Q}!G6`]);
  });

  it("pane identity N25: a total row =SUBTOTAL(...) is not a score cell", async () => {
    const page = await chromium.open({ sheets: { [SHEET]: [...TRAVELLER, ["Total", "", "", "", "", "", "=SUBTOTAL(9,G2:G10)"]] } });
    await select(page, "G11");
    expect(await applyOff(page)).toBe(true);
    expect(await problem(page)).toMatch(/SUBTOTAL/);
    await select(page, "G9:G11");
    expect(await applyOff(page)).toBe(true);
  });

  it("pane identity N27: the tricks corrected after the adjustment — it is still found and clears to the table result adjusted", async () => {
    let page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    await typeInto(page, `${Q}!F3`, "11");
    await select(page, "G3");
    expect(await adjusted(page)).toMatch(/Table result: 420\./);
    await artificial(page, "A", "A");
    await apply(page);
    const log = await checkedLog(page);
    expect(log[1][10]).toBe(log[0][10]); // the same adjustment, applied again
    expect(log[1][3]).toBe(ADJUSTED);
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    await page.close();
    // Without notes (ExcelApi 1.9) the log's adjustment is known by its cell and labels, which
    // changed; the row still keeps its table result, so Apply keeps it, logged as the new adjustment's own.
    page = await chromium.open({ apiVersion: "1.9" });
    await select(page, "G3");
    await apply(page);
    await typeInto(page, `${Q}!F3`, "11");
    await select(page, "G3");
    await apply(page);
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    expect((await checkedLog(page)).map((r) => r[1])).toEqual(["apply", "copy", "apply", "clear"]);
  });

  it("pane identity N28: a column inserted before the score column — every adjustment on the sheet is still found", async () => {
    const page = await chromium.open();
    await applyEach(page, ["G3", "G6"]);
    await standin(page, (s) => s.insertColumns("Round 1", "G", 1));
    await act(page, () => page.locator("#refresh-overview").click());
    expect(await page.locator("#overview button").allTextContents()).toEqual([
      expect.stringMatching(/^'Round 1'!H3: /),
      expect.stringMatching(/^'Round 1'!H6: /),
    ]);
    for (const [a, table] of [
      ["H3", 420],
      ["H6", 990],
    ] as const) {
      await select(page, a);
      expect(await adjusted(page)).toMatch(new RegExp(`Table result: ${table}\\.`));
      await clear(page);
      expect((await cell(page, `${Q}!${a}`)).value).toBe(table);
    }
  });

  it("pane identity N29: labels that are formulas, then a sort — the pane follows the adjusted cell and never offers one table's result over another's", async () => {
    const rows = [
      ["Board", "NS", "EW", "Score"],
      ["=1", "=1", "=11", 420],
      ["=1", "=2", "=12", -50],
      ["=1", "=3", "=13", 100],
      ["=1", "=4", "=14", 450],
    ];
    const page = await chromium.open({ sheets: { [SHEET]: rows }, selection: `${Q}!D3` });
    await apply(page);
    // The whole rows of the table, its Table result column (E) included.
    await standin(page, (s) => s.sort("'Round 1'!A2:E5", "D", true));
    const at = (await values(page)).findIndex((r) => r[3] === ADJUSTED) + 1;
    expect(at).not.toBe(3);
    const before = await values(page);
    await select(page, "D3");
    expect(await adjusted(page)).toBeNull();
    await clear(page);
    expect(await page.locator("#clear-choice").isHidden()).toBe(true);
    expect(await values(page)).toEqual(before);
    await select(page, `D${at}`);
    expect(await adjusted(page)).toMatch(/Table result: -50\./);
    await clear(page);
    expect((await cell(page, `${Q}!D${at}`)).value).toBe(-50);
  });

  it("pane identity N30: a two-column traveller (Board | Score), several rows a board — adjustments clear", async () => {
    const rows = [
      ["Board", "Score"],
      [1, 420],
      [1, -50],
      [1, 100],
      [2, 110],
      [2, 90],
    ];
    const page = await chromium.open({ sheets: { [SHEET]: rows }, selection: `${Q}!B3` });
    await apply(page);
    await select(page, "B5");
    await apply(page);
    for (const [a, table] of [
      ["B3", -50],
      ["B5", 110],
    ] as const) {
      await select(page, a);
      await clear(page);
      expect((await cell(page, `${Q}!${a}`)).value).toBe(table);
    }
  });

  it("pane identity bounded reads: a 100 000-row traveller and a 10 000-row log — no request or answer of 1 MB", async () => {
    // A log of 10 000 rows: 5 000 adjustments applied and cleared, as the pane writes them.
    const logged: LogRow[] = [];
    for (let i = 0; i < 5000; i++) {
      const base = { time: "2026-03-12T20:00:00.000Z", address: `Big!G${i + 2}`, reason: "", who: "TD", id: `k${i.toString(36)}`, sheetId: "", rowKey: "" };
      logged.push({ ...base, action: "apply", previous: { kind: "number", text: "420", numberFormat: "General", fill: "" }, entry: "A" });
      logged.push({ ...base, action: "clear", previous: { kind: "text", text: "A", numberFormat: "@", fill: "#FFE699" }, entry: "420" });
    }
    const cells = [[...LOG_HEADER], ...sealedRows(logged, { seq: 0, check: "" }).cells].map((r) => r.map((v) => `'${v}`));
    const page = await chromium.open({ sheets: { [SHEET]: TRAVELLER, Adjustments: cells } });
    await page.evaluate(() => {
      const rows: unknown[][] = [["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"]];
      for (let i = 1; i <= 100_000; i++) rows.push([1 + (i % 27), 1 + (i % 50), 51 + (i % 50), "4H", "S", 10, 420]);
      (window as unknown as { __standin: h.StandIn }).__standin.addSheet("Big", rows);
    });
    const largest = async (what: () => Promise<void>): Promise<number> => {
      await standin(page, (s) => s.resetSyncs());
      await what();
      const syncs = await standin(page, (s) => s.syncs());
      expect(syncs.length).toBeGreaterThan(0);
      return Math.max(...syncs.map((s) => Math.max(s.requestBytes, s.responseBytes)));
    };
    const MB = 1_000_000;
    expect(await largest(() => select(page, "Big!G40000"))).toBeLessThan(MB);
    expect(await largest(() => apply(page))).toBeLessThan(MB);
    expect((await cell(page, "Big!G40000")).value).toBe(ADJUSTED);
    expect(await largest(() => select(page, "Big!G40000:G40400"))).toBeLessThan(MB);
    expect(await largest(() => select(page, "Big!G40000"))).toBeLessThan(MB);
    expect(await largest(() => clear(page))).toBeLessThan(MB);
    expect((await cell(page, "Big!G40000")).value).toBe(420);
    expect(await largest(() => act(page, () => page.locator("#refresh-overview").click()))).toBeLessThan(MB);
  }, 300_000);

  it("pane identity log-first proven: the log write itself fails after the writability check — no cell changed", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    const log = await logRows(page);
    await select(page, "G4:G5");
    await standin(page, (s) => s.failNextWrite("Adjustments", "The service is busy"));
    await apply(page);
    expect(await cell(page, `${Q}!G4`)).toEqual({ value: -100, formula: null, numberFormat: "General", fill: null, note: null, comment: null });
    expect((await cell(page, `${Q}!G5`)).value).toBe(450);
    expect(await logRows(page)).toEqual(log);
    expect(await statusText(page)).toMatch(/The service is busy/);
    // The next try goes through.
    await apply(page);
    expect((await cell(page, `${Q}!G4`)).value).toBe(ADJUSTED);
  });

  it("pane identity range-Clear confirmation proven: a listed cell edited before the confirmation is reported and left alone", async () => {
    const page = await chromium.open();
    await select(page, "G3:G4");
    await apply(page);
    await select(page, "G3:G4");
    await clear(page);
    expect(await page.locator("#clear-choice").isHidden()).toBe(false);
    const rows = (await logRows(page)).length;
    await typeInto(page, `${Q}!G4`, "-50");
    await act(page, () => page.locator("#clear-restore").click());
    expect([(await cell(page, `${Q}!G3`)).value, (await cell(page, `${Q}!G4`)).value]).toEqual([ADJUSTED, "-50"]);
    expect((await logRows(page)).length).toBe(rows);
    expect(await statusText(page)).toMatch(/^G4 changed since the list/);
  });
});
