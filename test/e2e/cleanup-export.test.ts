// What the pane deletes when a New session or an Import fails, and what Export reads and when,
// end to end: the built pane in headless Chromium on the stand-in's workbook (docs/task-pane.md,
// docs/rules.md §10, §11, §13).
//
// - A failed New session or Import removes only the sheets it added, known by the ids Excel gave
//   them: a co-author's sheet of the same name, added from another window between the pane's
//   reading of the names and its own add, stays with what was typed in it.
// - While Export is open, a selection change reads only the first rows of the sheet; the whole
//   traveller is read when Export is clicked, in chunks well under the 5 MB Excel on the web
//   allows a response, which the stand-in enforces; and not while Excel has results to calculate.
//
// Each test opens its own page; waits are on the pane's counters (#app data-ops, data-reads,
// data-export-checks, data-export), on the stand-in's held syncs and on cells, never on a timer.
import type { Page } from "playwright-core";
import { SHEET, TRAVELLER, standin, suite, useChromium } from "./harness";
import { paneText } from "../../addin/i18n/pane";
import { PREVIEW_ROWS, READ_BYTES } from "../../addin/taskpane/exportRead";

const BIG = "Big night";
const LINES = 40_000;

/** The co-author's sheet: a traveller header and the result they typed. */
const THEIRS = [
  ["Board", "NS", "EW", "Score"],
  [1, 1, 11, 420],
];

/** A PBN file of one board of two tables. */
const PBN = [
  "% PBN 2.1",
  '[Event "Tuesday"]',
  '[Board "1"]',
  '[Vulnerable "None"]',
  '[Scoring "MatchPoints"]',
  '[ScoreTable "PairId_NS\\3R;PairId_EW\\3R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
  '1 11 4S S 10 "420" -',
  '2 12 4S S 11 "450" -',
  "",
].join("\n");

suite("cleanup and export in Chromium", () => {
  const harness = useChromium();

  const count = (p: Page, name: string): Promise<number> => p.evaluate((n) => Number(document.getElementById("app")?.dataset[n] ?? 0), name);
  /** Runs an action and waits until the pane's counter `name` has moved on. */
  async function step(p: Page, name: "ops" | "export" | "exportChecks", action: () => Promise<unknown>): Promise<void> {
    const before = await count(p, name);
    await action();
    await p.waitForFunction(([n, b]) => Number(document.getElementById("app")?.dataset[n as string] ?? 0) > Number(b), [name, before] as const);
  }
  /** Waits until `n` of the pane's syncs have come to the stand-in's gate since hold(). */
  const heldSyncs = (p: Page, n: number) => p.waitForFunction((k) => (window as unknown as { __standin: { held(): number } }).__standin.held() >= k, n);

  /**
   * Holds the pane's syncs, starts `action`, lets its first batch (the sheet names) through, and
   * then, between that batch and the next, a co-author adds `name` in another window and types a
   * result into it. Then Excel answers again.
   */
  async function coAuthorAddsBetween(p: Page, name: string, action: () => Promise<unknown>): Promise<void> {
    await standin(p, (s) => s.hold());
    await action();
    await heldSyncs(p, 1);
    await standin(p, (s) => s.step());
    await heldSyncs(p, 2);
    await standin(
      p,
      (s, a) =>
        s.addSheet(a, [
          ["Board", "NS", "EW", "Score"],
          [1, 1, 11, 420],
        ]),
      name,
    );
    await standin(p, (s) => s.release());
  }

  it("pane identity 3 M18 a failed New session leaves the co-author's Session sheet, with their result, where it was", async () => {
    const p = await harness.open();
    await p.locator("#new-session > summary").click();
    await p.locator("#new-pairs").selectOption("mitchell");
    await p.locator("#new-tables").fill("3");
    await p.locator("#new-boards").fill("6");
    await p.locator("#new-per-round").fill("2");
    await p.locator("#new-create").waitFor({ state: "visible" });
    const ops = await count(p, "ops");
    await coAuthorAddsBetween(p, "Session", () => p.locator("#new-create").click());
    await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, ops);
    expect(await p.locator("#status").textContent()).toMatch(/^The new session could not be written: .*exists/);
    expect(await standin(p, (s) => s.sheetNames())).toContain("Session");
    expect(await standin(p, (s) => s.values("Session"))).toEqual(THEIRS);
  });

  it("pane identity 3 M18 a failed Import leaves the co-author's sheet of the same name, with their result", async () => {
    const p = await harness.open();
    const status = () => p.locator("#status").textContent();
    await coAuthorAddsBetween(p, "Import Tuesday", () =>
      p.locator("#import-file").setInputFiles({ name: "tuesday.pbn", mimeType: "text/plain", buffer: Buffer.from(PBN) }),
    );
    const failed = paneText("en", "import.failed", { error: "" });
    await p.waitForFunction((f) => (document.getElementById("status")?.textContent ?? "").startsWith(f), failed);
    expect(await status()).toMatch(/exists/);
    expect(await standin(p, (s) => s.values("Import Tuesday"))).toEqual(THEIRS);
    expect(await standin(p, (s) => s.sheetNames())).toEqual([SHEET, "Import Tuesday"]);
  });

  /** The pane on a traveller of 40 000 lines with the pairs' names, Export open. */
  async function bigTraveller(config: Record<string, unknown> = {}): Promise<Page> {
    const p = await harness.open(config);
    await standin(
      p,
      (s, a) => {
        const [sheet, n] = a.split("\u0000");
        const rows: unknown[][] = [["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS names", "EW names"]];
        for (let i = 0; i < Number(n); i++) {
          const t = i % 10;
          rows.push([
            Math.floor(i / 10) + 1,
            t + 1,
            t + 11,
            "4H",
            "S",
            10 + (t % 2),
            t % 2 ? 450 : 420,
            `North player ${t} & South player ${t}`,
            `East player ${t} & West player ${t}`,
          ]);
        }
        s.addSheet(sheet, rows);
        s.select(`'${sheet}'!G2`);
      },
      `${BIG}\u0000${LINES}`,
    );
    await p.waitForFunction((a) => document.getElementById("app")?.dataset.shown === a, `'${BIG}'!G2`);
    await step(p, "exportChecks", () => p.locator("#export > summary").click());
    return p;
  }

  it("pane identity 3 M19 with Export open on 40 000 lines, a selection change reads only the sheet's first rows", async () => {
    const p = await bigTraveller();
    expect(await p.locator("#export-button").isEnabled()).toBe(true);
    expect(await p.locator("#export-summary").textContent()).toBe(
      paneText("en", "export.readyLarge", { rows: LINES, sheet: BIG, scoring: "Matchpoints", profile: "wbf" }),
    );
    await standin(p, (s) => s.resetSyncs());
    await step(p, "exportChecks", () => standin(p, (s, a) => s.select(a), `'${BIG}'!G5`));
    const reads = await standin(p, (s) => s.reads);
    const syncs = await standin(p, (s) => s.syncs());
    // The selected cell and the preview: at most PREVIEW_ROWS rows of the traveller's nine columns.
    expect(Math.max(...reads.map((r) => r.cells))).toBeLessThanOrEqual(PREVIEW_ROWS * 9);
    expect(reads.reduce((n, r) => n + r.cells, 0)).toBeLessThan(2_000);
    expect(Math.max(...syncs.map((s) => s.responseBytes))).toBeLessThan(64 * 1024);
  });

  it("real excel 3 4 Export of 40 000 lines reads the traveller in chunks, each under the stand-in's 5 MB cap, when Export is clicked", async () => {
    const p = await bigTraveller();
    await standin(p, (s) => s.resetSyncs());
    await p.locator("#export-format").selectOption("pbn");
    await step(p, "export", () => p.locator("#export-button").click());
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "export.done", { file: `${BIG}.pbn`, lines: LINES }));
    const syncs = await standin(p, (s) => s.syncs());
    expect(syncs.length).toBeGreaterThan(5);
    expect(Math.max(...syncs.map((s) => s.responseBytes))).toBeLessThan(READ_BYTES * 1.5);
    // Read in one piece, values and formulas would have passed the cap.
    expect(syncs.reduce((n, s) => n + s.responseBytes, 0)).toBeGreaterThan(5_000_000);
  });

  it("real excel 3 4 with results still to calculate (Manual calculation), Export says so, asks Excel to calculate, and exports on the next click", async () => {
    const p = await harness.open({ calculationState: "Pending" });
    await step(p, "exportChecks", () => p.locator("#export > summary").click());
    await step(p, "export", () => p.locator("#export-button").click());
    expect(await p.locator("#export-problem").textContent()).toBe(paneText("en", "export.notCalculated"));
    expect(await p.locator("#export-result").isVisible()).toBe(false);
    expect(await p.locator("#export-confirm").isVisible()).toBe(false);
    expect(await standin(p, (s) => s.calculationState())).toBe("Done");
    expect(await p.locator("#export-button").isEnabled()).toBe(true);
    await step(p, "export", () => p.locator("#export-button").click());
    // The traveller's line 42O does not read: the export asks before writing it as not played.
    expect(await p.locator("#export-confirm").isVisible()).toBe(true);
    expect(await p.locator("#export-summary").textContent()).toBe(
      paneText("en", "export.ready", { lines: TRAVELLER.length - 1, sheet: SHEET, scoring: "Matchpoints", profile: "wbf" }),
    );
  });
});
