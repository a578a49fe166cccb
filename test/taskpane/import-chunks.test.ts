// A large import is written in chunks, each sync's request well under 1 MB (Excel
// on the web refuses a request above 5 MB: resource-limits-and-performance-optimization.md), with
// progress, against the workbook stand-in (support/excelStandIn.js), which counts the bytes of
// every sync. And a note never begins with an apostrophe, which Excel would take for its text
// prefix (office-js #6687). docs/rules.md §10.
import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookStandIn } from "../../support/runtimeStandIn";
import { importResultsFile, writeChunks, WRITE_BYTES } from "../../addin/taskpane/import";
import { literal, noteText } from "../../addin/taskpane/importPlan";

/** A PBN session of `boards` boards of `tables` tables (4S by S making 10: 420), one line with a score the notation cannot say. */
function bigPbn(boards: number, tables: number): Uint8Array {
  const lines = ["% PBN 2.0", '[Event "Big club night"]'];
  for (let b = 1; b <= boards; b++) {
    lines.push(`[Board "${b}"]`, '[Vulnerable "None"]', '[Scoring "MatchPoints"]');
    lines.push('[ScoreTable "PairId_NS\\3R;PairId_EW\\3R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]');
    for (let t = 1; t <= tables; t++) lines.push(b === 1 && t === 2 ? `${t} ${t + 100} 4S S 10 "X5" -` : `${t} ${t + 100} 4S S 10 "420" -`);
    lines.push("");
  }
  return new TextEncoder().encode(lines.join("\n"));
}

describe("docs/rules.md §10 a large import", () => {
  let wb: WorkbookStandIn;
  beforeEach(() => (wb = installWorkbookStandIn({ sheets: { Sheet1: [] } })));
  afterEach(() => removeWorkbookStandIn());

  test("24 000 lines: written in chunks, each sync's request under 1 MB, with progress to the last line", async () => {
    const progress: [number, number][] = [];
    const before = wb.syncs().length;
    const o = await importResultsFile(bigPbn(800, 30), "big.pbn", "wbf", (done, total) => progress.push([done, total]));
    const syncs = wb.syncs().slice(before);
    expect(o.plan.lines).toBe(24_000);
    // What one request would have carried in one piece, and what the largest chunk carries.
    const whole = JSON.stringify(o.plan.cells).length;
    expect(whole).toBeGreaterThan(2_000_000);
    const largest = Math.max(...syncs.map((s) => s.requestBytes));
    expect(largest).toBeLessThan(1_000_000);
    expect(largest).toBeLessThan(WRITE_BYTES * 1.25);
    expect(syncs.length).toBeGreaterThan(5);
    // Progress after each chunk, rising to every line.
    expect(progress.length).toBe(writeChunks(o.plan).length);
    expect(progress.map(([done]) => done)).toEqual([...progress.map(([done]) => done)].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toEqual([24_000, 24_000]);
    // Every line arrived: the last line's pair, and the entries kept as text.
    const sheet = wb.values(o.sheet)!;
    expect(sheet.length).toBe(o.plan.cells.length);
    const head = o.plan.cells[o.plan.headerRow - 1];
    expect(sheet[sheet.length - 1][head.indexOf("NS")]).toBe(30);
    const score = String.fromCharCode(65 + head.indexOf("Score"));
    expect(wb.cell(`'${o.sheet}'!${score}${o.plan.headerRow + 1}`)?.numberFormat).toBe("@");
    expect(wb.cell(`'${o.sheet}'!${score}${o.plan.cells.length}`)?.numberFormat).toBe("@");
  });

  test("a note keeps its text whole and begins with where the line is, never with an apostrophe", async () => {
    const o = await importResultsFile(bigPbn(2, 3), "small.pbn", "wbf");
    const note = wb
      .values(o.sheet)!
      .map((row) => String(row[row.length - 1]))
      .find((n) => n.includes("X5"))!;
    expect(note).toMatch(/^line \d+: the score 'X5' is not/);
    // A problem that itself begins with a quote ("'#' (same as above) on the first line …").
    expect(noteText("line 3", "'#' (same as above) on the first line of a table")).toBe("line 3: '#' (same as above) on the first line of a table");
    expect(noteText("", "'#' (same as above)")).toBe("''#' (same as above)");
  });

  test("text that begins with an apostrophe is written with Excel's prefix in front, so the cell shows it whole", async () => {
    expect(literal("'t Hoen")).toBe("''t Hoen");
    expect(literal("Hoen")).toBe("Hoen");
    // The stand-in reads a written leading apostrophe as Excel does: the prefix, not the text.
    wb.addSheet("Names", []);
    await (globalThis as unknown as { Excel: typeof Excel }).Excel.run(async (context) => {
      context.workbook.worksheets.getItem("Names").getRange("A1:A2").formulas = [[literal("'t Hoen")], ["'t Hoen"]];
      await context.sync();
    });
    expect(wb.cell("Names!A1")?.value).toBe("'t Hoen");
    expect(wb.cell("Names!A2")?.value).toBe("t Hoen");
  });

  test("chunks: one row always goes, and the budget holds for every other", () => {
    const plan = { cells: [["x".repeat(100)], ["y"], ["z".repeat(50)]], headerRow: 0, textColumns: [] };
    expect(writeChunks(plan, 60)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(writeChunks(plan, 1000)).toEqual([[0, 3]]);
  });
});
