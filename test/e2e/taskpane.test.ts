// The task pane end to end: the built dist/taskpane.html in headless Chromium, office.js replaced
// by an in-memory workbook (support/excelStandIn.js), every flow clicked through as a director would,
// with the cells, the Adjustments log and the restores checked in the stand-in's workbook.
// The harness (serving, Chromium, waiting on the pane's own counters) is in harness.ts.
import type { Page } from "playwright-core";
import { parseEntry } from "../../src/entries/notation";
import { describeEntryIn } from "../../addin/i18n/describe";
import { Language } from "../../addin/i18n/language";
import { paneText } from "../../addin/i18n/pane";
import { summaryOf } from "../../addin/taskpane/help";
import { functionDescriptors } from "../../scripts/functions-metadata";
import * as h from "./harness";
import { Q, SHEET, StandIn, suite, TRAVELLER } from "./harness";

suite("the task pane in Chromium", () => {
  const chromium = h.useChromium();
  let page: Page;
  const open = chromium.open;
  const screenshot = (name: string, p: Page = page): Promise<void> => chromium.screenshot(name, p);
  const standin = <T>(p: Page, f: (s: StandIn, arg: string) => T, arg = ""): Promise<T> => h.standin(p, f, arg);
  const cell = (address: string, p: Page = page) => h.cell(p, address);
  const logRows = (p: Page = page) => h.logRows(p);
  const typeInto = (address: string, text: string, p: Page = page) => h.typeInto(p, address, text);
  const counter = h.counter;
  const select = (address: string, p: Page = page) => h.select(p, address);
  const act = (action: () => Promise<unknown>, p: Page = page) => h.act(p, action);
  const apply = (p: Page = page) => h.apply(p);
  const clear = (p: Page = page) => h.clear(p);
  const artificial = (ns: string, ew: string) => h.artificial(page, ns, ew);

  async function setWeights(rows: [string, string][]): Promise<void> {
    while ((await page.locator(".weight-row").count()) < rows.length) await page.locator("#add-weight").click();
    while ((await page.locator(".weight-row").count()) > rows.length)
      await page
        .getByRole("button", { name: /^Remove row/ })
        .last()
        .click();
    for (let i = 0; i < rows.length; i++) {
      await page.getByLabel(`Weight % ${i + 1}`, { exact: true }).fill(rows[i][0]);
      await page.getByLabel(`NS score ${i + 1}`, { exact: true }).fill(rows[i][1]);
    }
  }

  beforeEach(async () => {
    page = await open();
  });

  it("loads nothing from outside, fits 320 px, and labels every control", async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("#app input, #app select")].filter((e) => e.labels?.length === 0).map((e) => e.id),
    );
    expect(unlabelled).toEqual([]);
    // Keyboard: the adjustment kind is reachable by Tab, and Tab moves on to the NS choice.
    await page.locator("#kind").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("ns-artificial");
    await screenshot("start");
  });

  it("reads the selected cell in plain words, and a bad one in the functions' words", async () => {
    await select("G2");
    await expect(page.locator("#cell-words").textContent()).resolves.toBe("Table result: NS +420.");
    await select("G9");
    let message = "";
    try {
      parseEntry("42O");
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/42O/);
    await expect(page.locator("#cell-words").textContent()).resolves.toBe(message);
    await screenshot("bad-cell");
  });

  it("applies an artificial score per side with Enter, logs the table result, highlights and notes the cell", async () => {
    await page.locator("#session-summary").click();
    await page.locator("#director").fill("Anna");
    await page.locator("#director").press("Tab");
    await select("G3");
    await artificial("A+", "A-");
    await page.locator("#reason").fill("Law 12C2(a)");
    await expect(page.locator("#preview-text").textContent()).resolves.toBe("A+/A-");
    await act(() => page.locator("#reason").press("Enter"));
    // The first adjustment of the sheet asks for the Table result column; nothing is written before.
    expect((await cell("G3")).value).toBe(420);
    await act(() => page.locator("#add-column").click());
    expect((await cell("H3")).value).toBe(420);
    const c = await cell("G3");
    expect(c).toMatchObject({ value: "A+/A-", numberFormat: "@", fill: "#FFE699" });
    expect(c.note).toMatch(/^Bridge adjustment: A\+\/A-\nNS: average plus \(60 %\)\. EW: average minus \(40 %\)\.\nTable result: 420\./);
    const log = await logRows();
    expect(log[0].slice(0, 10)).toEqual([
      "Time (UTC)",
      "Action",
      "Cell",
      "Previous value",
      "Previous type",
      "Previous number format",
      "Previous fill",
      "New entry",
      "Reason / law",
      "Director",
    ]);
    expect(log[1].slice(1, 10)).toEqual(["apply", `${Q}!G3`, "420", "number", "General", "", "A+/A-", "Law 12C2(a)", "Anna"]);
    expect(new Date(log[1][0]).getTime()).toBeGreaterThan(0);
    await expect(page.locator("#cell-words").textContent()).resolves.toBe("NS: average plus (60 %). EW: average minus (40 %).");
    await expect(page.locator("#cell-adjusted").textContent()).resolves.toMatch(/Table result: 420\./);
    await screenshot("artificial-applied");
  });

  it("weighted: Apply waits until the weights add up to exactly 100", async () => {
    await select("G4");
    await page.locator("#kind").selectOption("weighted");
    await setWeights([
      ["40", "920"],
      ["50", "-100"],
    ]);
    await expect(page.locator("#weight-total").textContent()).resolves.toBe("90 %");
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    await screenshot("weighted-90");
    await setWeights([
      ["33.3", "920"],
      ["33.3", "-100"],
      ["33.4", "420"],
    ]);
    await expect(page.locator("#weight-total").textContent()).resolves.toBe("100 %");
    await setWeights([
      ["40", "920"],
      ["60", "-100"],
    ]);
    await page.locator("#offenders").selectOption("NS");
    expect(await page.locator("#apply").isDisabled()).toBe(false);
    await expect(page.locator("#preview-words").textContent()).resolves.toBe(
      "Weighted: 40 % of +920, 60 % of \u2212100; NS offending (recorded; nothing is rounded under this profile).",
    );
    await screenshot("weighted-100");
    await apply();
    expect(await cell("G4")).toMatchObject({ value: "40% 920 + 60% -100 !NS", numberFormat: "@" });
  });

  it("split score stays text (Excel would make 450/-480 a date), custom % per side", async () => {
    await select("G5");
    await page.locator("#kind").selectOption("split");
    await page.locator("#ns-score").fill("450");
    await page.locator("#ew-score").fill("-480");
    await apply();
    expect(await cell("G5")).toMatchObject({ value: "450/-480", numberFormat: "@" });

    await select("G6");
    await page.locator("#kind").selectOption("artificial");
    await page.locator("#ns-artificial").selectOption("custom");
    await page.locator("#ns-percent").fill("55");
    await page.locator("#ew-artificial").selectOption("A");
    await apply();
    expect((await cell("G6")).value).toBe("55%/A");
  });

  it("unbalanced weighted (DBf): one side keeps the table result", async () => {
    page = await open({ settings: { profile: "dbf", scoring: "mp" } });
    await select("G7");
    await page.locator("#kind").selectOption("unbalanced");
    await page.locator("#keeper").selectOption("EW");
    await page.locator("#kept-score").fill("110");
    await setWeights([
      ["50", "110"],
      ["50", "140"],
    ]);
    await page.locator("#offenders").selectOption("EW");
    await expect(page.locator("#preview-text").textContent()).resolves.toBe("50% 110 + 50% 140/110 !EW");
    await apply();
    expect((await cell("G7")).value).toBe("50% 110 + 50% 140/110 !EW");
  });

  it("a multi-cell selection takes one adjustment: a not-played round", async () => {
    await select("G7:G8");
    await page.locator("#kind").selectOption("np");
    await page.locator("#reason").fill("Late arrival, round not played");
    await expect(page.locator("#preview-target").textContent()).resolves.toBe(`into 2 cells (${Q}!G7:G8)`);
    await apply();
    expect((await cell("G7")).value).toBe("NP");
    expect((await cell("G8")).value).toBe("NP");
    await expect(page.locator("#status").textContent()).resolves.toBe("Wrote NP in 2 cells; their previous values are in the Adjustments sheet.");
    const log = await logRows();
    expect(log.length).toBe(3);
    expect(log[1].slice(1, 8)).toEqual(["apply", `${Q}!G7`, "110", "number", "General", "", "NP"]);
    expect(log[2].slice(1, 8)).toEqual(["apply", `${Q}!G8`, "90", "number", "General", "", "NP"]);
    await screenshot("not-played-round");
  });

  it("fouled-board group and linked irregularity (DBf) markers", async () => {
    page = await open({ settings: { profile: "dbf", scoring: "mp" } });
    await select("G2");
    await artificial("A", "A");
    await page.locator("#group").fill("2");
    await page.locator("#link").fill("1");
    await apply();
    expect((await cell("G2")).value).toBe("A @2 ~1");
  });

  it("apply twice, clear twice: the table result comes back once, as a number, without highlight or note", async () => {
    await select("G4");
    await artificial("A+", "A-");
    await apply();
    await artificial("A-", "A+");
    await apply();
    expect((await cell("G4")).value).toBe("A-/A+");
    await clear();
    await expect(page.locator("#status").textContent()).resolves.toMatch(/^Restored/);
    expect(await cell("G4")).toEqual({ value: -100, formula: null, numberFormat: "General", fill: null, note: null, comment: null });
    const rows = (await logRows()).length;
    await clear();
    await expect(page.locator("#status").textContent()).resolves.toMatch(/^Nothing to clear/);
    expect((await logRows()).length).toBe(rows);
    await expect(page.locator("#cell-words").textContent()).resolves.toBe("Table result: NS \u2212100.");
    await screenshot("cleared");
  });

  it("one Excel.run per action (docs/task-pane.md): Apply and Clear from the page each make one run, read the log once and show the selection once", async () => {
    await select("G4");
    await artificial("A+", "A-");
    await apply();
    await select("G5");
    // A load of the log sheet's rows from its first row is a read of the log (its header alone is the probe's).
    const logReads = (): Promise<number> =>
      standin(page, (s) => s.reads.filter((r) => /^Adjustments!A1:[A-Z]+\d+$/.test(r.address) && Number(/\d+$/.exec(r.address)![0]) > 1).length);
    for (const action of [() => page.locator("#apply").click(), () => page.locator("#clear").click()]) {
      const runs = await standin(page, (s) => s.runs());
      const shown = await counter(page, "reads");
      await standin(page, (s) => s.resetSyncs());
      await act(action);
      expect([await standin(page, (s) => s.runs()), await logReads(), await counter(page, "reads")]).toEqual([runs + 1, 1, shown + 1]);
    }
    await expect(page.locator("#status").textContent()).resolves.toMatch(/^Restored/);
    expect((await cell("G5")).value).toBe(450);
    await expect(page.locator("#cell-adjusted").isHidden()).resolves.toBe(true);
    await expect(page.locator("#overview li").count()).resolves.toBe(1);
  });

  it("a formula comes back as its formula", async () => {
    await select("G10");
    await page.locator("#kind").selectOption("artificial");
    await apply();
    expect((await cell("G10")).value).toBe("A+/A-");
    await clear();
    expect((await cell("G10")).formula).toBe("=-110");
  });

  it("overview: every adjusted cell, a warning where it was changed by hand, click to select; clear after a hand edit", async () => {
    for (const a of ["G3", "G5", "G8"]) {
      await select(a);
      await apply();
    }
    await typeInto(`${Q}!G3`, "450");
    await act(() => page.locator("#refresh-overview").click());
    const items = page.locator("#overview button");
    const words = "NS: average plus (60 %). EW: average minus (40 %).";
    expect(await items.allTextContents()).toEqual([`${Q}!G3: ${words} \u26a0 changed by hand since`, `${Q}!G5: ${words}`, `${Q}!G8: ${words}`]);
    await screenshot("overview-hand-edit");
    await act(() => items.first().click());
    expect(await standin(page, (s) => s.selection())).toBe(`${Q}!G3`);
    await page.waitForFunction((a) => document.getElementById("app")?.dataset.shown === a, `${Q}!G3`);
    await expect(page.locator("#cell-adjusted").textContent()).resolves.toMatch(/Changed by hand since the adjustment\./);
    // Clear never overwrites a hand correction unasked: nothing is written, the director chooses.
    const before = (await logRows()).length;
    await clear();
    expect((await cell("G3")).value).toBe("450");
    expect((await logRows()).length).toBe(before);
    await expect(page.locator("#clear-choice-text").textContent()).resolves.toBe(
      "Changed by hand since the adjustment, so nothing was cleared: G3 to 450 (table result 420). Restoring the table results changes this cell: G3: 450 \u2192 420. Or keep the corrections? The log keeps both.",
    );
    await screenshot("clear-hand-edit-choice");
    await act(() => page.locator("#clear-restore").click());
    expect((await cell("G3")).value).toBe(420);
    const log = await logRows();
    // The hand edit it overwrote is in the log too (typed into a text-formatted cell, so text).
    expect(log[log.length - 1].slice(1, 8)).toEqual(["clear", `${Q}!G3`, "450", "text", "@", "#FFE699", "420"]);
    expect(await items.count()).toBe(2);
  });

  /** Every cell of a sheet as "A1 → value" (formulas as their text), for "nothing else changed". */
  async function sheetCells(sheet = SHEET, p: Page = page): Promise<Map<string, unknown>> {
    const values = (await standin(p, (s, a) => s.values(a), sheet)) ?? [];
    const out = new Map<string, unknown>();
    values.forEach((row, r) => row.forEach((v, c) => out.set(`${String.fromCharCode(65 + c)}${r + 1}`, v)));
    return out;
  }
  const changed = (a: Map<string, unknown>, b: Map<string, unknown>): string[] =>
    [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k) && !((a.get(k) ?? "") === "" && (b.get(k) ?? "") === ""));

  it("after sorting the traveller and inserting a row, Clear finds the adjusted cell where it is now and changes nothing else", async () => {
    // Board 1, pair 3 v 13 went −100; pair 5 v 15 +990. Both adjusted.
    await select("G4");
    await artificial("A+", "A-");
    await apply();
    await select("G6");
    await artificial("A", "A");
    await apply();
    // The director sorts the traveller by score, highest first, then inserts a forgotten row at the top.
    // Data › Sort sorts the table's whole rows: the Table result column with them.
    await standin(page, (s) => s.sort("'Round 1'!A2:H10", "G", true));
    await standin(page, (s) => s.insertRows("Round 1", 2, 1));
    const values = (await standin(page, (s, a) => s.values(a), SHEET)) ?? [];
    const row = values.findIndex((r) => r[0] === 1 && r[1] === 3) + 1;
    expect(row).toBeGreaterThan(0);
    expect(row).not.toBe(4);
    expect((await cell(`G${row}`)).value).toBe("A+/A-");
    // The old address holds another table's result now: Clear there restores nothing.
    const oldCell = (await cell("G4")).value;
    let before = await sheetCells();
    await select("G4");
    await clear();
    expect(changed(before, await sheetCells())).toEqual([]);
    expect((await cell("G4")).value).toBe(oldCell);
    // The overview lists both where they are now.
    const items = await page.locator("#overview button").allTextContents();
    expect(items.some((t) => t.startsWith(`${Q}!G${row}: NS: average plus`))).toBe(true);
    await screenshot("overview-after-sort");
    // Clear where the cell is now: only that row's score and Table result cells change, back to −100 with its own format.
    before = await sheetCells();
    await select(`G${row}`);
    await clear();
    expect(changed(before, await sheetCells())).toEqual([`G${row}`, `H${row}`]);
    expect(await cell(`G${row}`)).toEqual({ value: -100, formula: null, numberFormat: "General", fill: null, note: null, comment: null });
    await screenshot("cleared-after-sort");
  });

  it("mixed selection (titles, board numbers and scores): Apply is off, says which cells and why, and Enter writes nothing", async () => {
    page = await open({
      sheets: {
        [SHEET]: [
          ["Board", "NS", "EW", "Score"],
          [1, 50, 60, 420],
          [1, 51, 61, -50],
          [1, 52, 62, ""],
          [1, 53, 63, 100],
        ],
      },
    });
    // The whole traveller, as "Insert formulas" leaves it selected.
    await select("A1:D5");
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    const problem = await page.locator("#selection-problem").textContent();
    expect(problem).toMatch(/^Apply is off\. 16 of the 20 selected cells are not score cells: A1 \('Board' is not an entry\)/);
    expect(problem).toMatch(/and \d+ more/);
    await screenshot("mixed-selection");
    await page.locator("#reason").fill("Law 12C2");
    await page.locator("#reason").press("Enter");
    // Enter was refused at once: give the pane an action's worth of time, then check nothing moved.
    await act(() => page.locator("#refresh-overview").click());
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET]);
    expect((await cell("D2")).value).toBe(420);
    // A pair number that is also a score (50) is not a score cell: its column holds pair numbers.
    await select("B2");
    await expect(page.locator("#selection-problem").textContent()).resolves.toMatch(/B2 \(50 is in a column of numbers that are not scores/);
    // Scores and a blank cell in the score column are.
    await select("D2:D4");
    expect(await page.locator("#selection-problem").isHidden()).toBe(true);
    await apply();
    expect([(await cell("D2")).value, (await cell("D3")).value, (await cell("D4")).value]).toEqual(["A+/A-", "A+/A-", "A+/A-"]);
  });

  it("rough edges: a disabled % box shows its choice's percent, never a stale one; DBf-only fields and rounding words only under DBf", async () => {
    await select("G6");
    await page.locator("#ns-artificial").selectOption("custom");
    await page.locator("#ns-percent").fill("55");
    await page.locator("#ns-artificial").selectOption("A-");
    expect(await page.locator("#ns-percent").inputValue()).toBe("");
    expect(await page.locator("#ns-percent").getAttribute("placeholder")).toBe("40");
    expect(await page.locator("#field-link").isHidden()).toBe(true);
    expect(await page.locator("#kind option[value=unbalanced]").evaluate((o) => (o as HTMLOptionElement).hidden)).toBe(true);
    await screenshot("percent-box-wbf");
    await page.locator("#session-summary").click();
    await act(() => page.locator("#profile").selectOption("dbf"));
    expect(await page.locator("#field-link").isHidden()).toBe(false);
    await page.locator("#kind").selectOption("weighted");
    await setWeights([
      ["40", "920"],
      ["60", "-100"],
    ]);
    await page.locator("#offenders").selectOption("NS");
    await expect(page.locator("#preview-words").textContent()).resolves.toBe("Weighted: 40 % of +920, 60 % of \u2212100; NS offending, rounding against NS.");
    await screenshot("dbf-weighted");
  });

  it("rough edges: saving a profile says only new formulas use it, and offers to update the existing ones", async () => {
    await select("A1:G10");
    await act(() => page.locator("#insert-formulas").click());
    expect((await cell("H2")).formula).toMatch(/"profile=wbf"\)$/);
    await page.locator("#session-summary").click();
    await act(() => page.locator("#profile").selectOption("nbb"));
    await expect(page.locator("#profile-note-text").textContent()).resolves.toBe(
      "Saved in this workbook: formulas inserted from now on use NBB (Netherlands). 2 BRIDGE formulas already in the workbook keep another profile until updated.",
    );
    await screenshot("profile-saved");
    await act(() => page.locator("#update-formulas").click());
    expect((await cell("H2")).formula).toMatch(/"profile=nbb"\)$/);
    expect((await cell("Ranking!A1")).formula).toMatch(/"profile=nbb"\)$/);
    await expect(page.locator("#profile-note-text").textContent()).resolves.toBe("Updated 2 BRIDGE formulas to nbb.");
  });

  it("rough edges: director and profile come first at 320 px, and the name is asked once", async () => {
    page = await open({}, "");
    expect(await page.locator("#session").getAttribute("open")).not.toBeNull();
    const top = await page.locator("#profile").boundingBox();
    expect(top!.y + top!.height).toBeLessThan(400);
    await screenshot("first-run");
    await select("G3");
    await page.locator("#apply").click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("director");
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET]);
    await apply();
    expect((await cell("G3")).value).toBe("A+/A-");
    expect((await logRows())[1][9]).toBe("");
  });

  it("while the pane is hidden, a selection change reads nothing; shown again, it reads the selection once", async () => {
    await standin(page, (s) => s.visibility("Hidden"));
    const runs = await standin(page, (s) => s.runs());
    const shown = await counter(page, "reads");
    for (const a of ["G3", "G4", "G5"]) await standin(page, (s, x) => s.select(x), `${Q}!${a}`);
    // The selection events are queued timers; one queued after them runs after their handlers,
    // which would have started an Excel.run at once: none did.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    expect(await standin(page, (s) => s.runs())).toBe(runs);
    expect(await counter(page, "reads")).toBe(shown);
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    await standin(page, (s) => s.visibility("Taskpane"));
    await page.waitForFunction((a) => document.getElementById("app")?.dataset.shown === a, `${Q}!G5`);
    expect(await counter(page, "reads")).toBe(shown + 1);
    expect(await page.locator("#apply").isDisabled()).toBe(false);
  });

  // The pane's writes are logged first, one at a time, and every undo is checked.
  it("pane transactions A: log first — a protected log, workbook structure or traveller: nothing is written, the pane says why", async () => {
    await select("G3");
    await apply();
    const rows = (await logRows()).length;
    await standin(page, (s) => s.protectSheet("Adjustments"));
    await select("G4");
    await apply();
    expect(await cell("G4")).toMatchObject({ value: -100, note: null, fill: null });
    expect((await logRows()).length).toBe(rows);
    await expect(page.locator("#status").textContent()).resolves.toMatch(
      /^The Adjustments sheet \(the log\) is protected, so the table results could not be logged: nothing was written\./,
    );
    await screenshot("log-protected");
    // Clear with a protected log restores nothing either: the restore must be logged first.
    await select("G3");
    await clear();
    expect((await cell("G3")).value).toBe("A+/A-");

    page = await open();
    await standin(page, (s) => s.protectStructure());
    await select("G4");
    await apply();
    expect((await cell("G4")).value).toBe(-100);
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET]);
    await expect(page.locator("#status").textContent()).resolves.toMatch(
      /structure is protected, so the Adjustments log cannot be created: nothing was written/,
    );

    page = await open();
    await standin(page, (s) => s.protectSheet("Round 1"));
    await select("G4");
    await apply();
    expect((await cell("G4")).value).toBe(-100);
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET]);
    await expect(page.locator("#status").textContent()).resolves.toBe(
      "The sheet Round 1 is protected: nothing was written. Unprotect it (Review \u203a Unprotect Sheet) to adjust its scores.",
    );
  });

  it("pane transactions B: one operation at a time — typing or Enter while Apply runs starts nothing, and every button comes back after", async () => {
    // The Table result column is there already: this Apply asks nothing.
    await select("G2");
    await apply();
    await select("G3");
    const before = await counter(page, "ops");
    await standin(page, (s) => s.hold());
    await page.locator("#apply").click();
    await page.waitForFunction(() => document.body.getAttribute("aria-busy") === "true");
    await page.locator("#reason").fill("typed while it runs");
    await page.locator("#reason").press("Enter");
    for (const id of ["apply", "clear", "refresh-overview", "insert-formulas"]) expect(await page.locator(`#${id}`).isDisabled()).toBe(true);
    await screenshot("busy");
    await standin(page, (s) => s.release());
    await page.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, before);
    for (const id of ["apply", "clear", "refresh-overview", "insert-formulas"]) expect(await page.locator(`#${id}`).isDisabled()).toBe(false);
    const log = await logRows();
    expect(log.map((r) => r[2])).toEqual(["Cell", `${Q}!G2`, `${Q}!G3`]);
    expect(await counter(page, "ops")).toBe(before + 1);
  });

  it("pane transactions E: a log sorted, with a row deleted or a cell edited is reported and never acted on", async () => {
    const adjustTwo = async () => {
      for (const a of ["G3", "G4"]) {
        await select(a);
        await apply();
      }
    };
    const refused = async (why: RegExp) => {
      await select("G3");
      await expect(page.locator("#selection-problem").textContent()).resolves.toMatch(why);
      expect(await page.locator("#apply").isDisabled()).toBe(true);
      await clear();
      await expect(page.locator("#status").textContent()).resolves.toMatch(why);
      expect((await cell("G3")).value).toBe("A+/A-");
      expect((await cell("G4")).value).toBe("A+/A-");
    };
    await adjustTwo();
    // The previous value emptied (Clear would have written a blank, or 0).
    await typeInto("Adjustments!D2", "");
    await refused(/^(Apply is off\. )?The Adjustments log was changed outside the pane \(row 2 was changed after the pane wrote it\)/);
    await screenshot("log-edited");

    page = await open();
    await adjustTwo();
    await standin(page, (s) => s.sort("Adjustments!A2:O3", "N", true)); // newest first
    await refused(/out of order/);

    page = await open();
    await adjustTwo();
    await standin(page, (s) => s.deleteRows("Adjustments", 2, 1));
    await refused(/a row is missing before row 2/);
  });

  it("pane transactions G: a range Clear lists every cell it will change first; hand corrections are shown and kept or restored as the director chooses", async () => {
    await select("G3:G4");
    await apply();
    await typeInto(`${Q}!G4`, "-50"); // corrected by hand
    await select("G3:G4");
    const rows = (await logRows()).length;
    await clear();
    expect([(await cell("G3")).value, (await cell("G4")).value]).toEqual(["A+/A-", "-50"]);
    expect((await logRows()).length).toBe(rows);
    await expect(page.locator("#clear-choice-text").textContent()).resolves.toBe(
      "Changed by hand since the adjustment, so nothing was cleared: G4 to -50 (table result -100). Restoring the table results changes these 2 cells: G3: A+/A- \u2192 420; G4: -50 \u2192 -100. Or keep the corrections? The log keeps both.",
    );
    await screenshot("range-clear-list");
    await act(() => page.locator("#clear-keep").click());
    expect(await cell("G4")).toMatchObject({ value: "-50", fill: null, note: null });
    expect((await cell("G3")).value).toBe("A+/A-");
    // Without corrections a range Clear still lists first; Restore then writes exactly that.
    await select("G2");
    await apply();
    await select("G2:G3");
    await clear();
    expect([(await cell("G2")).value, (await cell("G3")).value]).toEqual(["A+/A-", "A+/A-"]);
    await expect(page.locator("#clear-choice-text").textContent()).resolves.toBe(
      "Nothing was cleared yet. Restoring the table results changes these 2 cells: G2: A+/A- \u2192 420; G3: A+/A- \u2192 420.",
    );
    await act(() => page.locator("#clear-restore").click());
    expect((await cell("G3")).value).toBe(420);
    expect((await cell("G2")).value).toBe(420);

    // Apply, correct by hand, apply again, clear: the correction is offered, not silently lost.
    page = await open();
    await select("G4");
    await apply();
    await typeInto(`${Q}!G4`, "-50");
    await artificial("A", "A");
    await apply();
    await clear();
    expect((await cell("G4")).value).toBe("A");
    await expect(page.locator("#clear-choice-text").textContent()).resolves.toMatch(
      /^Changed by hand since the adjustment, so nothing was cleared: G4 to -50 \(table result -100\)/,
    );
    await act(() => page.locator("#clear-keep").click());
    expect((await cell("G4")).value).toBe("-50");
  });

  it("pane transactions C: adjustments follow the worksheet, not its name — renamed, swapped, deleted and re-imported", async () => {
    const other = TRAVELLER.map((r, i) => (i === 0 ? r : [...r.slice(0, 6), i === 2 ? 450 : i === 3 ? -50 : r[6]]));
    page = await open({ sheets: { [SHEET]: TRAVELLER, "Round 2": other } });
    await select("G3");
    await apply();
    // Renamed: still found, re-applied on the same chain, cleared back to its table result.
    await standin(page, (s) => s.renameSheet("Round 1", "R1"));
    await select("R1!G3");
    await expect(page.locator("#cell-adjusted").textContent()).resolves.toMatch(/Table result: 420\./);
    await artificial("A", "A");
    await apply();
    await clear();
    expect((await cell("R1!G3")).value).toBe(420);
    // Swapped names: the adjustment stays with its sheet.
    await select("R1!G3");
    await apply();
    await standin(page, (s) => s.renameSheet("R1", "tmp"));
    await standin(page, (s) => s.renameSheet("Round 2", "R1"));
    await standin(page, (s) => s.renameSheet("tmp", "Round 2"));
    await select("R1!G3");
    await clear();
    expect((await cell("R1!G3")).value).toBe(450);
    await expect(page.locator("#status").textContent()).resolves.toMatch(/^Nothing to clear/);
    await select("'Round 2'!G3");
    await clear();
    expect((await cell("'Round 2'!G3")).value).toBe(420);
    // Deleted and re-imported under the same name: the old adjustments are not found there.
    await select("'Round 2'!G3:G4");
    await apply();
    await standin(page, (s) => s.deleteSheet("Round 2"));
    await standin(page, (s, a) => s.addSheet("Round 2", JSON.parse(a)), JSON.stringify(other));
    await select("'Round 2'!G3:G4");
    await clear();
    expect([(await cell("'Round 2'!G3")).value, (await cell("'Round 2'!G4")).value]).toEqual([450, -50]);
    await act(() => page.locator("#refresh-overview").click());
    expect(await page.locator("#overview button").allTextContents()).toEqual([
      expect.stringMatching(/^'Round 2'!G3: .*cell not found \(log row \d+\)$/),
      expect.stringMatching(/^'Round 2'!G4: .*cell not found \(log row \d+\)$/),
    ]);
    await screenshot("sheet-reimported");
  });

  it("pane transactions D: the log is found by its worksheet id — renamed it is still the log; deleted, the pane writes nothing", async () => {
    await select("G3");
    await apply();
    await select("G4");
    await apply();
    await standin(page, (s) => s.renameSheet("Adjustments", "Old log"));
    await standin(page, (s) =>
      s.addSheet("Adjustments", [
        ["Time", "Action", "Cell"],
        ["x", "apply", "'Round 1'!G3"],
      ]),
    );
    await select("G3");
    await clear();
    expect((await cell("G3")).value).toBe(420);
    expect((await standin(page, (s) => s.values("Old log")))!.length).toBe(4);
    // The renamed log is still protected from Apply.
    await select("'Old log'!H2");
    await expect(page.locator("#selection-problem").textContent()).resolves.toMatch(/is the log/);
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    // Deleted: the last copy of G4's table result is gone from the log; the pane touches nothing.
    await standin(page, (s) => s.deleteSheet("Old log"));
    await select("G4");
    await clear();
    expect((await cell("G4")).value).toBe("A+/A-");
    await expect(page.locator("#status").textContent()).resolves.toMatch(/^The Adjustments log: the log sheet was deleted/);
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    await screenshot("log-deleted");
  });

  it("pane transactions H: unbalanced weighted — Table result (NS) follows the selected cell until the director types one", async () => {
    page = await open({ settings: { profile: "dbf", scoring: "mp" } });
    await page.locator("#kind").selectOption("unbalanced");
    await select("G2");
    expect(await page.locator("#kept-score").inputValue()).toBe("420");
    await select("G4");
    expect(await page.locator("#kept-score").inputValue()).toBe("-100");
    await setWeights([
      ["50", "110"],
      ["50", "140"],
    ]);
    await expect(page.locator("#preview-text").textContent()).resolves.toBe("-100/50% 110 + 50% 140");
    await screenshot("unbalanced-follows");
    await apply();
    expect((await cell("G4")).value).toBe("-100/50% 110 + 50% 140");
    // Typed by the director: kept as typed whatever is selected next.
    await page.locator("#kept-score").fill("-50");
    await select("G2");
    expect(await page.locator("#kept-score").inputValue()).toBe("-50");
    // One table's own result cannot go into several cells.
    await select("G2:G3");
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    await expect(page.locator("#preview-words").textContent()).resolves.toBe("An unbalanced weighted score keeps one table's own result: select one cell.");
  });

  it("pane transactions I: the director's words in the note survive Clear; a second Apply updates the comment (ExcelApi 1.10); a white fill stays white; times say UTC", async () => {
    await standin(page, (s) => s.setFill("'Round 1'!G4", "#FFFFFF"));
    await select("G4");
    await apply();
    const note = (await cell("G4")).note!;
    // The pane's block ends with the adjustment's id, then its end line.
    expect(note).toMatch(/\nBy TD, \d{4}-\d\d-\d\d \d\d:\d\d UTC\nAdjustment [0-9a-z]+\n\u2014 Bridge Scoring pane$/);
    expect((await logRows())[0][0]).toBe("Time (UTC)");
    await standin(page, (s, n) => s.setNote("'Round 1'!G4", n), `${note}\nChecked with both captains.`);
    await artificial("A", "A");
    await apply();
    expect((await cell("G4")).note).toMatch(/^Bridge adjustment: A\n[^]*\nChecked with both captains\.$/);
    await clear();
    expect(await cell("G4")).toMatchObject({ value: -100, fill: "#FFFFFF", note: "Checked with both captains." });

    page = await open({ apiVersion: "1.10" });
    await select("G3");
    await apply();
    await artificial("A", "A");
    await apply();
    expect((await cell("G3")).comment).toMatch(/^Bridge adjustment: A\n/);
    await clear();
    expect((await cell("G3")).comment).toBeNull();
  });

  it("pane transactions F: a formula comes back as a formula, pointing where Excel keeps it pointing — a renamed sheet's new name included", async () => {
    page = await open({ sheets: { [SHEET]: [...TRAVELLER.slice(0, 9), [2, 4, 15, "2H", "W", 8, "=Par!A1"]], Par: [[-110]] } });
    await select("G10");
    await apply();
    expect((await cell("H10")).formula).toBe("=Par!A1");
    // Excel rewrites the reference in the Table result cell as it would have in the score cell.
    await standin(page, (s) => s.renameSheet("Par", "Par scores"));
    await clear();
    expect(await cell("G10")).toMatchObject({ formula: "='Par scores'!A1", value: -110 });
    expect((await cell("H10")).formula).toBeNull();
  });

  it("inserts MATCHPOINTS and RANKING formulas with the profile stored in the workbook", async () => {
    await page.locator("#session-summary").click();
    await page.locator("#profile").selectOption("dbf");
    await page.waitForFunction(() => {
      const s = (window as unknown as { __standin: StandIn }).__standin.settings() as Record<string, unknown>;
      return s.profile === "dbf";
    });
    expect(await standin(page, (s) => s.settings())).toEqual({ profile: "dbf", scoring: "mp" });
    await select("A1:G10");
    await act(() => page.locator("#insert-formulas").click());
    const h = await cell("H2");
    expect(h.formula).toBe(`=BRIDGE.MATCHPOINTS(${Q}!$G$2:$G$10,${Q}!$A$2:$A$10,"profile=dbf")`);
    expect((await cell("H1")).value).toBe("NS MP");
    expect((await cell("I1")).value).toBe("EW MP");
    const ranking = await cell("Ranking!A1");
    expect(ranking.formula).toBe(`=BRIDGE.RANKING(${Q}!$A$2:$A$10,${Q}!$B$2:$B$10,${Q}!$C$2:$C$10,${Q}!$G$2:$G$10,"profile=dbf")`);
    await screenshot("formulas-inserted");
  });

  it("the next director sees the same settings; older Excel gets a comment (ExcelApi 1.10) or no note (1.9)", async () => {
    for (const [apiVersion, expectComment] of [
      ["1.10", true],
      ["1.9", false],
    ] as const) {
      const p = await open({ apiVersion, settings: { profile: "dbf", scoring: "butler" } });
      expect(await p.locator("#profile").inputValue()).toBe("dbf");
      expect(await p.locator("#scoring").inputValue()).toBe("butler");
      await select("G2", p);
      await apply(p);
      const c = await cell("G2", p);
      expect(c).toMatchObject({ value: "A+/A-", note: null, fill: "#FFE699" });
      if (expectComment) expect(c.comment).toMatch(/^Bridge adjustment: A\+\/A-/);
      else expect(c.comment).toBeNull();
      await clear(p);
      expect(await cell("G2", p)).toMatchObject({ value: 420, fill: null, comment: null });
      await p.close();
    }
  });
  // Office's display language switches the pane; the Language choice overrides it.
  // What the pane writes into the workbook (the log's sheet and headers) stays English.
  it.each([
    ["en-US", "en"],
    ["da-DK", "da"],
    ["nl-NL", "nl"],
    ["hu-HU", "hu"],
  ] as const)("speaks the language of Office %s", async (displayLanguage, lang: Language) => {
    const p = await open({ displayLanguage });
    expect(await p.locator("html").getAttribute("lang")).toBe(lang);
    expect(await p.locator("#adjust-heading").textContent()).toBe(paneText(lang, "adjust.heading"));
    expect(await p.locator("#apply").textContent()).toBe(paneText(lang, "button.apply"));
    expect(await p.locator("#status").textContent()).toBe(paneText(lang, "status.ready"));
    expect(await p.locator("#cell-words").textContent()).toBe(describeEntryIn(lang, parseEntry(420)));
    expect(await p.locator("#preview-words").textContent()).toBe(describeEntryIn(lang, parseEntry("A+/A-")));
    expect(await p.locator("#profile option[value=dbf]").textContent()).toBe(paneText(lang, "profile.dbf"));
    expect(await p.getByLabel(paneText(lang, "weighted.weight", { n: 1 }), { exact: true }).count()).toBe(1);
    expect(await p.locator("#help > summary").textContent()).toBe(paneText(lang, "help.heading"));
    expect(await p.locator("#help-content th").first().textContent()).toBe(paneText(lang, "help.entry"));
    // Each function's line is the start of its description in Excel's function help, in the pane's language.
    const first = functionDescriptors()[0];
    expect(await p.locator(".help-functions li").first().textContent()).toBe(`BRIDGE.${first.name}: ${summaryOf(first.description[lang])}`);
    await p.locator("#session").evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await screenshot(`pane-${lang}`, p);
    await select("G2", p);
    await apply(p);
    expect((await logRows(p))[0]).toContain("New entry");
    expect(await p.locator("#status").textContent()).toBe(paneText(lang, "status.wrote", { entry: "A+/A-", where: `${Q}!G2` }));
  });

  it("says a bad cell in the functions' words in Office's language", async () => {
    const p = await open({ displayLanguage: "da-DK" });
    await select("G9", p);
    expect(await p.locator("#cell-words").textContent()).toBe("'42O' er ikke en score; forventet fx 420, A+, 40% 920 + 60% -50");
  });

  it("switches language from the pane's settings, and back to Office's with Auto", async () => {
    const p = await open({ displayLanguage: "da-DK" });
    expect(await p.locator("#apply").textContent()).toBe(paneText("da", "button.apply"));
    await p.locator("#session-summary").click();
    await act(() => p.locator("#language").selectOption("hu"), p);
    expect(await p.locator("#apply").textContent()).toBe(paneText("hu", "button.apply"));
    expect(await p.locator("#cell-words").textContent()).toBe(describeEntryIn("hu", parseEntry(420)));
    expect(await p.evaluate(() => window.localStorage.getItem("bridge-scoring.language"))).toBe("hu");
    await act(() => p.locator("#language").selectOption("auto"), p);
    expect(await p.locator("#apply").textContent()).toBe(paneText("da", "button.apply"));
    expect(await p.locator("#language option[value=auto]").textContent()).toBe(paneText("da", "language.auto", { language: "Dansk" }));
  });
});
