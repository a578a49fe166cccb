// A workbook adjusted before the Table result column (docs/task-pane.md, "The Table result
// column"): the adjusted entry in the score cell, the table result only in the log. The pane
// offers, row by row, to move the log's table result into the row's Table result cell — only in
// a row the log names (its note, its logged entry, its labels) — logs the move first, and writes
// nothing when the director declines. The old-design workbook is built as the earlier pane left
// it: the note and the log rows it wrote, no Table result column.
import { mergeNote, noteText, rowKey } from "../../addin/taskpane/identity";
import { LOG_HEADER, LogRow, sealedRows, validateLog } from "../../addin/taskpane/logRows";
import { isEntry } from "../../addin/taskpane/scoreCells";
import { CellSnapshot } from "../../addin/taskpane/snapshots";
import * as h from "./harness";
import { act, apply, cell, clear, logRows, Q, select, SHEET, standin, statusText, suite, TRAVELLER } from "./harness";

const ADJUSTED = "A+/A-";
const LOG = "Adjustments";
const number = (n: number): CellSnapshot => ({ kind: "number", text: String(n), numberFormat: "General", fill: "" });

/** The config of a workbook whose rows `adjusted` (1-based sheet rows) were adjusted by the earlier pane. */
function oldDesign(adjusted: { row: number; original: CellSnapshot }[], traveller: unknown[][] = TRAVELLER): Record<string, unknown> {
  const formulas = traveller.map((r) => r.map((v) => (typeof v === "string" && v.startsWith("=") ? v : "")));
  const grid = { top: 0, left: 0, values: traveller, formulas };
  const sheet = traveller.map((r) => [...r]);
  const notes: Record<string, string> = {};
  const rows: LogRow[] = adjusted.map(({ row, original }) => {
    const logged: LogRow = {
      time: "2026-03-12T21:00:00.000Z",
      action: "apply",
      address: `${Q}!G${row}`,
      previous: original,
      entry: ADJUSTED,
      reason: "Law 12C",
      who: "Anne",
      id: `old${row}`,
      sheetId: "",
      rowKey: rowKey(grid, row - 1, 6, isEntry),
    };
    sheet[row - 1][6] = `'${ADJUSTED}`;
    notes[`${Q}!G${row}`] = mergeNote(null, noteText(logged, original))!;
    return logged;
  });
  // As text, as the pane writes its log (number format "@").
  const log = [[...LOG_HEADER], ...sealedRows(rows, { seq: 0, check: "" }).cells].map((r) => r.map((v) => `'${v}`));
  return { sheets: { [SHEET]: sheet, [LOG]: log }, notes };
}

suite("pane identity 3 migration", () => {
  const chromium = h.useChromium();

  const migrateShown = (p: h.Pane): Promise<boolean> => p.locator("#migrate-choice").isVisible();
  const choiceText = (p: h.Pane): Promise<string | null> => p.locator("#migrate-choice-text").textContent();
  const sheetValues = async (p: h.Pane, sheet: string): Promise<unknown[][]> => (await standin(p, (s, a) => s.values(a), sheet)) ?? [];
  async function checkedLog(p: h.Pane): Promise<string[][]> {
    const rows = await logRows(p, LOG);
    expect(validateLog(rows, 1).problems).toEqual([]);
    return rows.slice(1);
  }

  it("pane identity 3 migration: an old-design workbook is migrated row by row on confirmation, then cleared back to the original table result", async () => {
    const page = await chromium.open(
      oldDesign([
        { row: 3, original: number(420) },
        { row: 4, original: number(-100) },
      ]),
    );
    await select(page, "G3");
    await act(page, () => page.locator("#apply").click());
    // Asked first: nothing written, not even the log.
    expect(await migrateShown(page)).toBe(true);
    expect(await choiceText(page)).toMatch(/^G3: .*\(420\).*new Table result column H.*"Table result"/);
    expect(await checkedLog(page)).toHaveLength(2);
    expect((await cell(page, `${Q}!H1`)).value).toBe("");
    await act(page, () => page.locator("#migrate").click());
    expect(await migrateShown(page)).toBe(false);
    expect(await statusText(page)).toMatch(/G3 is now in its row's Table result cell/);
    expect((await cell(page, `${Q}!H1`)).value).toBe("Table result");
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
    expect((await cell(page, `${Q}!G3`)).value).toBe(ADJUSTED);
    // Row by row: the other old-design row is left as it was until it is asked about.
    expect((await cell(page, `${Q}!H4`)).value).toBe("");
    const moved = (await checkedLog(page))[2];
    expect([moved[1], moved[2], moved[3], moved[7], moved[9], moved[10]]).toEqual(["copy", `${Q}!G3`, ADJUSTED, ADJUSTED, "TD", "old3"]);
    expect(moved[8]).toMatch(/^table result \(420\) moved from the log into H3/);
    // Now a new-design row: Apply adjusts it again without asking, and keeps 420 in H3.
    await select(page, "G3");
    await apply(page);
    expect(await migrateShown(page)).toBe(false);
    expect((await cell(page, `${Q}!H3`)).value).toBe(420);
    // The second row, on its own confirmation: the column is there now.
    await select(page, "G4");
    await act(page, () => page.locator("#apply").click());
    expect(await choiceText(page)).toMatch(/^G4: .*\(-100\).*the Table result column \(H\)/);
    await act(page, () => page.locator("#migrate").click());
    expect((await cell(page, `${Q}!H4`)).value).toBe(-100);
    for (const [row, original] of [
      [3, 420],
      [4, -100],
    ]) {
      await select(page, `G${row}`);
      await clear(page);
      expect(await cell(page, `${Q}!G${row}`)).toMatchObject({ value: original, fill: null, note: null });
      expect((await cell(page, `${Q}!H${row}`)).value).toBe("");
    }
    expect((await checkedLog(page)).map((r) => [r[1], r[2], r[7]])).toEqual([
      ["apply", `${Q}!G3`, ADJUSTED],
      ["apply", `${Q}!G4`, ADJUSTED],
      ["copy", `${Q}!G3`, ADJUSTED],
      ["apply", `${Q}!G3`, ADJUSTED],
      ["copy", `${Q}!G4`, ADJUSTED],
      ["clear", `${Q}!G3`, "420"],
      ["clear", `${Q}!G4`, "-100"],
    ]);
  });

  it("pane identity 3 migration declined: the sheet, its notes and the log stay as they were", async () => {
    const page = await chromium.open(oldDesign([{ row: 3, original: number(420) }]));
    const before = { sheet: await sheetValues(page, SHEET), log: await sheetValues(page, LOG), note: (await cell(page, `${Q}!G3`)).note };
    await select(page, "G3");
    await act(page, () => page.locator("#apply").click());
    expect(await migrateShown(page)).toBe(true);
    await page.locator("#migrate-decline").click();
    expect(await migrateShown(page)).toBe(false);
    expect({ sheet: await sheetValues(page, SHEET), log: await sheetValues(page, LOG), note: (await cell(page, `${Q}!G3`)).note }).toEqual(before);
    // Offered again at the next Apply.
    await act(page, () => page.locator("#apply").click());
    expect(await migrateShown(page)).toBe(true);
    expect(await sheetValues(page, LOG)).toEqual(before.log);
  });

  it("pane identity 3 migration: a row whose labels no longer match the log is not offered, and nothing is written", async () => {
    const page = await chromium.open(oldDesign([{ row: 3, original: number(420) }]));
    // The contract of the logged row retyped: the labels are no longer the ones the log names.
    await standin(page, (s) => s.type(`'Round 1'!D3`, "3NT"));
    const before = { sheet: await sheetValues(page, SHEET), log: await sheetValues(page, LOG) };
    await select(page, "G3");
    await act(page, () => page.locator("#apply").click());
    expect(await migrateShown(page)).toBe(false);
    expect(await statusText(page)).toMatch(/Nothing was written: G3 carry an adjustment, but their row's Table result cell \(column H\) is empty/);
    expect({ sheet: await sheetValues(page, SHEET), log: await sheetValues(page, LOG) }).toEqual(before);
  });

  it("pane identity 3 migration: a cell whose note was copied to another row is not offered: two rows would claim one table result", async () => {
    const page = await chromium.open(oldDesign([{ row: 3, original: number(420) }]));
    await standin(page, (s) => s.copyPaste("'Round 1'!G3", "'Round 1'!G8"));
    const before = { sheet: await sheetValues(page, SHEET), log: await sheetValues(page, LOG) };
    await select(page, "G3");
    await act(page, () => page.locator("#apply").click());
    expect(await migrateShown(page)).toBe(false);
    expect(await statusText(page)).toMatch(/Nothing was written: G3 carry an adjustment/);
    expect({ sheet: await sheetValues(page, SHEET), log: await sheetValues(page, LOG) }).toEqual(before);
  });

  it("pane identity 3 migration: a formula table result comes back relative to its own cell after rows were inserted above", async () => {
    const traveller = TRAVELLER.map((r, i) => (i === 0 ? r : [...r.slice(0, 6), `=BRIDGE.SCORE(D${i + 1},E${i + 1},F${i + 1},A${i + 1})`]));
    const original: CellSnapshot = {
      kind: "formula",
      text: "=BRIDGE.SCORE(D3,E3,F3,A3)",
      numberFormat: "General",
      fill: "",
      r1c1: "=BRIDGE.SCORE(RC[-3],RC[-2],RC[-1],RC[-6])",
    };
    const page = await chromium.open(oldDesign([{ row: 3, original }], traveller));
    // A row inserted above: the adjusted cell is G4 now; the log still says G3.
    await standin(page, (s) => s.insertRows("Round 1", 2, 1));
    await select(page, "G4");
    await act(page, () => page.locator("#apply").click());
    expect(await choiceText(page)).toMatch(/^G4: /);
    await act(page, () => page.locator("#migrate").click());
    expect((await cell(page, `${Q}!H4`)).formula).toBe("=BRIDGE.SCORE(D4,E4,F4,A4)");
    await select(page, "G4");
    await clear(page);
    expect((await cell(page, `${Q}!G4`)).formula).toBe("=BRIDGE.SCORE(D4,E4,F4,A4)");
    await checkedLog(page);
  });
});
