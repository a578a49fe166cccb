// The table result stays in its row (docs/task-pane.md, "The Table result column"): Apply moves
// it into the row's Table result cell, Clear moves it back from that same row, and a row whose
// Table result cell is empty, changed or at odds with the log is never given a value from another
// row — the pane says so and asks. Each scenario is one test "pane identity 3 <id>", driven
// through the built pane in Chromium over support/excelStandIn.js; the ids are those of the third
// outside probe, each of which made the earlier design write one table's result into another row
// or lose it.
import { validateLog } from "../../addin/taskpane/logRows";
import * as h from "./harness";
import { act, apply, cell, clear, logRows, Q, select, SHEET, standin, statusText, suite, TRAVELLER } from "./harness";

const ADJUSTED = "A+/A-";
const LOG = "Adjustments";

suite("pane identity 3", () => {
  const chromium = h.useChromium();

  const values = async (p: h.Pane, sheet = SHEET): Promise<unknown[][]> => (await standin(p, (s, a) => s.values(a), sheet)) ?? [];
  const clearShown = (p: h.Pane): Promise<boolean> => p.locator("#clear-choice").isVisible();
  const restoreListed = (p: h.Pane): Promise<void> => act(p, () => p.locator("#clear-restore").click());
  /** The log as the pane checks it: no problem, and its rows. */
  async function checkedLog(p: h.Pane): Promise<string[][]> {
    const rows = await logRows(p, LOG);
    expect(validateLog(rows, 1).problems).toEqual([]);
    return rows.slice(1);
  }
  /** Where in the sheet a value is: "G5" for each cell holding it. */
  async function where(p: h.Pane, value: unknown, sheet = SHEET): Promise<string[]> {
    const out: string[] = [];
    (await values(p, sheet)).forEach((row, r) => row.forEach((v, c) => v === value && out.push(`${String.fromCharCode(65 + c)}${r + 1}`)));
    return out;
  }

  it("pane identity 3 Table result column: the director is asked once; the table result moves into its own row and back", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await act(page, () => page.locator("#apply").click());
    // Asked first: nothing written, not even the log.
    expect(await page.locator("#column-choice").isVisible()).toBe(true);
    expect(await page.locator("#column-choice-text").textContent()).toMatch(/new column H .*"Table result"/);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    expect(await standin(page, (s) => s.sheetNames())).toEqual([SHEET]);
    await act(page, () => page.locator("#add-column").click());
    expect((await cell(page, `${Q}!H1`)).value).toBe("Table result");
    expect(await cell(page, `${Q}!H3`)).toMatchObject({ value: 420, numberFormat: "General", note: null });
    expect(await cell(page, `${Q}!G3`)).toMatchObject({ value: ADJUSTED, fill: "#FFE699" });
    expect((await cell(page, `${Q}!G3`)).note).toMatch(/Table result: 420\./);
    // The second adjustment is not asked about again.
    await select(page, "G4");
    await act(page, () => page.locator("#apply").click());
    expect(await page.locator("#column-choice").isVisible()).toBe(false);
    expect((await cell(page, `${Q}!H4`)).value).toBe(-100);
    await select(page, "G3");
    await clear(page);
    expect(await cell(page, `${Q}!G3`)).toMatchObject({ value: 420, fill: null, note: null });
    expect((await cell(page, `${Q}!H3`)).value).toBe("");
    expect((await checkedLog(page)).map((r) => [r[1], r[2], r[3], r[7]])).toEqual([
      ["apply", `${Q}!G3`, "420", ADJUSTED],
      ["apply", `${Q}!G4`, "-100", ADJUSTED],
      ["clear", `${Q}!G3`, ADJUSTED, "420"],
    ]);
  });

  it("pane identity 3 Table result column in Danish: titled in the director's language, found again in English", async () => {
    const page = await chromium.open({ displayLanguage: "da-DK" });
    await select(page, "G3");
    await apply(page);
    expect((await cell(page, `${Q}!H1`)).value).toBe("Bordresultat");
    await page.locator("#session-summary").click();
    await page.locator("#language").selectOption("en");
    await select(page, "G4");
    await apply(page);
    expect((await cell(page, `${Q}!H4`)).value).toBe(-100);
    expect((await cell(page, `${Q}!I1`)).value).toBe("");
  });

  it("pane identity 3 M01: cut and pasted on another row — Clear there writes nothing; the table result comes back in its own row only", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    await standin(page, (s) => s.cutPaste("'Round 1'!G3", "'Round 1'!G5"));
    const log = (await logRows(page)).length;
    await select(page, "G5");
    await clear(page);
    // NS 2 v EW 12's 420 is never written into NS 4 v EW 14's row.
    expect((await cell(page, `${Q}!G5`)).value).toBe(ADJUSTED);
    expect((await cell(page, `${Q}!H5`)).value).toBe("");
    expect(await statusText(page)).toMatch(/G5 \(it carries an adjustment, but H5, its row's Table result cell, is empty/);
    expect((await logRows(page)).length).toBe(log);
    // G3, emptied by the cut, gets its own row's table result, once the director confirms.
    await select(page, "G3");
    await clear(page);
    expect(await clearShown(page)).toBe(true);
    expect((await cell(page, `${Q}!G3`)).value).toBe("");
    await restoreListed(page);
    expect(await statusText(page)).toMatch(/Restored/);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    expect(await where(page, 420)).toEqual(["G2", "G3"]);
    await checkedLog(page);
  });

  it("pane identity 3 M02: a copy sorted onto the logged address is never cleared to the original's table result", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    // Copied onto board 2, NS 2 v EW 13, then the traveller sorted by board, descending: the copy lands on G3.
    await standin(page, (s) => s.copyPaste("'Round 1'!G3", "'Round 1'!G8"));
    await standin(page, (s) => s.sort("'Round 1'!A2:H10", "A", true));
    const rows = await values(page);
    expect(rows[2].slice(0, 3)).toEqual([2, 2, 13]);
    expect(rows[2][6]).toBe(ADJUSTED);
    await select(page, "G3");
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(ADJUSTED);
    expect((await values(page))[2]).not.toContain(420);
    // The original, now in row 7, clears to its own table result.
    const original = (await values(page)).findIndex((r) => r[0] === 1 && r[1] === 2) + 1;
    await select(page, `G${original}`);
    await clear(page);
    expect((await cell(page, `${Q}!G${original}`)).value).toBe(420);
    expect((await cell(page, `${Q}!G3`)).value).toBe(ADJUSTED);
    await checkedLog(page);
  });

  it("pane identity 3 M03: only the Score column sorted — no row is given another row's table result", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    // Data › Sort on G2:G10 alone, "Continue with the current selection": the scores change rows, H does not.
    await standin(page, (s) => s.sort("'Round 1'!G2:G10", "G", false));
    const at = (await values(page)).findIndex((r) => r[6] === ADJUSTED) + 1;
    expect(at).not.toBe(3);
    const before = await values(page);
    const log = (await logRows(page)).length;
    await select(page, `G${at}`);
    await clear(page);
    expect(await values(page)).toEqual(before);
    expect((await logRows(page)).length).toBe(log);
    expect(await statusText(page)).toMatch(new RegExp(`G${at} \\(it carries an adjustment, but H${at}, its row's Table result cell, is empty`));
    // Row 3 still keeps its table result; what the sort put in G3 is listed before anything is written.
    await select(page, "G3");
    await clear(page);
    expect(await clearShown(page)).toBe(true);
    expect(await page.locator("#clear-choice-text").textContent()).toMatch(/G3: \S+ → 420 \(the cell carries no adjustment note/);
    expect(await values(page)).toEqual(before);
  });

  it("pane identity 3 M04: cut into another sheet — Clear there writes nothing into that sheet", async () => {
    const page = await chromium.open({ sheets: { [SHEET]: TRAVELLER, "Round 2": TRAVELLER } });
    await select(page, "G3");
    await apply(page);
    await standin(page, (s) => s.cutPaste("'Round 1'!G3", "'Round 2'!G5"));
    const before = await values(page, "Round 2");
    await select(page, "'Round 2'!G5");
    await clear(page);
    expect(await values(page, "Round 2")).toEqual(before);
    expect(await statusText(page)).toMatch(/G5 \(it carries an adjustment, but H5, its row's Table result cell, is empty/);
    // Apply there is refused too: the entry is never taken for a table result.
    await apply(page);
    expect(await values(page, "Round 2")).toEqual(before);
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
  });

  const formulaTraveller = (f: (r: number) => string): unknown[][] => TRAVELLER.map((r, i) => (i === 0 ? r : [...r.slice(0, 6), f(i + 1)]));

  it("pane identity 3 M14: a formula table result, a column inserted — it comes back pointing at the cells it pointed at", async () => {
    const page = await chromium.open({ sheets: { [SHEET]: formulaTraveller((r) => `=BRIDGE.SCORE(D${r},E${r},F${r},A${r})`) } });
    await select(page, "G3");
    await apply(page);
    expect((await cell(page, `${Q}!H3`)).formula).toBe("=BRIDGE.SCORE(D3,E3,F3,A3)");
    // A Lead column inserted at E: Excel rewrites the references in the Table result cell as it would have in the score cell.
    await standin(page, (s) => s.insertColumns("Round 1", "E", 1));
    await select(page, "H3");
    await clear(page);
    expect(await cell(page, `${Q}!H3`)).toMatchObject({ formula: "=BRIDGE.SCORE(D3,F3,G3,A3)", fill: null, note: null });
    expect((await cell(page, `${Q}!I3`)).formula).toBeNull();
    await checkedLog(page);
  });

  it("pane identity 3 M15: a formula to another sheet, rows inserted — it still points where Excel would have kept it", async () => {
    const results = [["Score"], [420], [-50], [100], [450], [110], [90], [-110], [620], [170]];
    const page = await chromium.open({ sheets: { [SHEET]: formulaTraveller((r) => `=Results!A${r}`), Results: results } });
    await select(page, "G3");
    await apply(page);
    // A row inserted above in the traveller: the cell moves to G4; its formula still reads Results!A3.
    await standin(page, (s) => s.insertRows("Round 1", 2, 1));
    await select(page, "G4");
    await clear(page);
    expect((await cell(page, `${Q}!G4`)).formula).toBe("=Results!A3");
    // Adjusted again, then a row inserted above in Results: the reference follows its cell, as in the score cell.
    await select(page, "G4");
    await apply(page);
    await standin(page, (s) => s.insertRows("Results", 2, 1));
    await select(page, "G4");
    await clear(page);
    expect((await cell(page, `${Q}!G4`)).formula).toBe("=Results!A4");
    await checkedLog(page);
  });

  it("pane identity 3 M16: a score typed between the pane's read and its write is never overwritten, whenever it is typed", async () => {
    // The director types 430 in G3 just before the n-th request of an Apply on G3, for every n.
    const seen = new Set<string>();
    for (let n = 1; n <= 9; n++) {
      const page = await chromium.open();
      await select(page, "G4");
      await apply(page);
      await select(page, "G3");
      await standin(page, (s, a) => s.typeBeforeSync(Number(a), "'Round 1'!G3", "430"), String(n));
      await apply(page);
      await select(page, "G5");
      const [g3, h3] = [String((await cell(page, `${Q}!G3`)).value), String((await cell(page, `${Q}!H3`)).value)];
      const mine = (await checkedLog(page)).filter((r) => r[2] === `${Q}!G3`).map((r) => [r[1], r[3], r[7]]);
      if (g3 === ADJUSTED) {
        // Typed before the pane read G3: 430 is the table result, moved into H3 and logged.
        expect([n, h3, mine]).toEqual([n, "430", [["apply", "430", ADJUSTED]]]);
        seen.add("before");
      } else if (h3 === "") {
        // Typed between the read and the write: left as typed, the apply closed in the log, the status says so.
        expect([n, g3, mine.map((r) => r[0])]).toEqual([n, "430", ["apply", "clear"]]);
        expect(await statusText(page)).toMatch(/Changed since the pane read it, so left as it is: G3 \(now 430\)/);
        seen.add("between");
      } else {
        // Typed after the write: a hand correction of the adjusted cell, the table result kept in H3.
        expect([n, g3, h3, mine]).toEqual([n, "430", "420", [["apply", "420", ADJUSTED]]]);
        seen.add("after");
      }
      await page.close();
    }
    expect([...seen].sort()).toEqual(["after", "before", "between"]);
  }, 300_000);

  it("pane identity 3 M12: undo twice after Clear — the row still keeps its table result, and Apply then Clear bring 420 back", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    // Ctrl+Z twice: the note, then the cells come back; the log still says cleared.
    expect(await standin(page, (s) => s.undo() && s.undo())).toBe(true);
    expect((await cell(page, `${Q}!G3`)).value).toBe(ADJUSTED);
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
    await select(page, "G3");
    await apply(page);
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    expect((await checkedLog(page)).map((r) => [r[1], r[3]])).toEqual([
      ["apply", "420"],
      ["clear", ADJUSTED],
      ["copy", "420"],
      ["apply", ADJUSTED],
      ["clear", ADJUSTED],
    ]);
  });

  it("pane identity 3 M24: a traveller rebuilt with Paste Values — its rows keep their table results, and Apply never logs an entry as one", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    await standin(page, (s) => s.addSheet("Round 1 values", []));
    await standin(page, (s) => s.pasteValues("'Round 1'!A1:H10", "'Round 1 values'!A1"));
    const V = "'Round 1 values'";
    expect(await cell(page, `${V}!G3`)).toMatchObject({ value: ADJUSTED, note: null, fill: null });
    await select(page, `${V}!G3`);
    // Apply again there: the row keeps 420 in its Table result cell; the log records 420 as the table result.
    await apply(page);
    expect((await cell(page, `${V}!H3`)).value).toBe(420);
    await clear(page);
    expect((await cell(page, `${V}!G3`)).value).toBe(420);
    // The other copy, cleared without applying: listed first (no note), then restored.
    await standin(page, (s) => s.pasteValues("'Round 1'!A1:H10", "'Round 1 values'!A1"));
    await select(page, `${V}!G3`);
    await clear(page);
    expect(await page.locator("#clear-choice-text").textContent()).toMatch(/G3: A\+\/A- → 420 \(the cell carries no adjustment note/);
    await restoreListed(page);
    expect((await cell(page, `${V}!G3`)).value).toBe(420);
    await checkedLog(page);
  });

  /** "Accept the sheet and log as they are", confirmed. */
  async function acceptAsTheyAre(p: h.Pane): Promise<void> {
    await p.locator("#accept-log").click();
    await act(p, () => p.locator("#accept-confirm").click());
  }

  it("pane identity 3 N18: the log's last row deleted — reported, then accepted as it is (logged), and the pane works again", async () => {
    const page = await chromium.open();
    for (const a of ["G3", "G4"]) {
      await select(page, a);
      await apply(page);
    }
    await standin(page, (s) => s.deleteRows("Adjustments", 3, 1));
    await select(page, "G4");
    expect(await page.locator("#selection-problem").textContent()).toMatch(/The Adjustments log was changed outside the pane/);
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    expect(await page.locator("#accept-box").isVisible()).toBe(true);
    await acceptAsTheyAre(page);
    expect(await statusText(page)).toMatch(/^Accepted/);
    const log = await checkedLog(page);
    expect(log[log.length - 1].slice(1, 3)).toEqual(["accept", `${LOG}!A1`]);
    expect(log[log.length - 1][8]).toMatch(/^accepted the sheet and the log as they are: .*last/);
    expect(log[log.length - 1][9]).toBe("TD");
    expect(await page.locator("#accept-box").isVisible()).toBe(false);
    // G4's row keeps its table result: Clear lists it (the log no longer has its adjustment) and restores it.
    await select(page, "G4");
    expect(await page.locator("#apply").isDisabled()).toBe(false);
    await clear(page);
    await restoreListed(page);
    expect((await cell(page, `${Q}!G4`)).value).toBe(-100);
    await select(page, "G3");
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    await checkedLog(page);
  });

  it("pane identity 3 M13: Apply, then three undos — not locked for good: accepted as it is, then Apply and Clear work", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    expect(await standin(page, (s) => s.undo() && s.undo() && s.undo())).toBe(true);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    await select(page, "G3");
    expect(await page.locator("#apply").isDisabled()).toBe(true);
    await acceptAsTheyAre(page);
    await select(page, "G3");
    await apply(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(ADJUSTED);
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
    await clear(page);
    expect((await cell(page, `${Q}!G3`)).value).toBe(420);
    // The three undos took the log's header with its rows: the accept row starts the log again.
    const rows = await logRows(page);
    expect(validateLog(rows, 1).problems).toEqual([]);
    expect(rows.map((r) => r[1])).toEqual(["accept", "apply", "clear"]);
  });

  it("pane identity 3 M17: Update existing formulas never writes over a score typed meanwhile", async () => {
    // The director types 55 over the MATCHPOINTS formula in H2 just before the n-th request of the
    // update, for each of its five (the sheets, their used ranges, one chunk a sheet, the write).
    for (let n = 1; n <= 5; n++) {
      const page = await chromium.open();
      await select(page, "A1:G10");
      await act(page, () => page.locator("#insert-formulas").click());
      await page.locator("#session-summary").click();
      await act(page, () => page.locator("#profile").selectOption("nbb"));
      await standin(page, (s, a) => s.typeBeforeSync(Number(a), "'Round 1'!H2", "55"), String(n));
      await act(page, () => page.locator("#update-formulas").click());
      expect([n, (await cell(page, `${Q}!H2`)).value]).toEqual([n, 55]);
      expect((await cell(page, "Ranking!A1")).formula).toMatch(/"profile=nbb"\)$/);
      await page.close();
    }
  }, 300_000);

  it("pane identity 3 M08: a threaded comment in the range — every other cell gets its note, and the pane names the one left without", async () => {
    const page = await chromium.open();
    await standin(page, (s) => s.addThreadedComment("'Round 1'!G4"));
    await select(page, "G3:G5");
    await apply(page);
    expect((await cell(page, `${Q}!G3`)).note).toMatch(/^Bridge adjustment: A\+\/A-/);
    expect((await cell(page, `${Q}!G5`)).note).toMatch(/^Bridge adjustment: A\+\/A-/);
    expect(await cell(page, `${Q}!G4`)).toMatchObject({ value: ADJUSTED, note: null });
    expect(await statusText(page)).toMatch(/No note could be put on G4 \(a threaded comment there\?\)/);
    // G4's row keeps its table result all the same.
    expect((await cell(page, `${Q}!H4`)).value).toBe(-100);
  });

  it("pane identity 3 M09: an older note with the director's words after it — Clear takes off only the pane's lines", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    const note = (await cell(page, `${Q}!G3`)).note!;
    // The pane's block as it was written before it had an end line, then the director's words.
    const older = note.replace(/\n\u2014 Bridge Scoring pane$/, "") + "\nappeal lodged, file 12";
    await standin(page, (s, a) => s.setNote("'Round 1'!G3", a), older);
    await select(page, "G3");
    await clear(page);
    expect(await cell(page, `${Q}!G3`)).toMatchObject({ value: 420, note: "appeal lodged, file 12" });
  });

  it("pane identity 3 M11: a remark typed under the log's last row — the next Apply is written whole, after it", async () => {
    const page = await chromium.open();
    await select(page, "G3");
    await apply(page);
    await h.typeInto(page, `${LOG}!A3`, "checked with the captains");
    await select(page, "G4");
    await apply(page);
    expect((await cell(page, `${Q}!G4`)).value).toBe(ADJUSTED);
    expect((await cell(page, `${Q}!H4`)).value).toBe(-100);
    const rows = await logRows(page);
    expect(rows.map((r) => (r[0] === "checked with the captains" ? "remark" : r[1]))).toEqual(["Action", "apply", "remark", "apply"]);
    await checkedLog(page);
    await select(page, "G4");
    await clear(page);
    expect((await cell(page, `${Q}!G4`)).value).toBe(-100);
  });
});
