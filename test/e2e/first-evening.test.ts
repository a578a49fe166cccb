// A director's first evening (docs/task-pane.md, "What the pane shows first"): the built pane in
// headless Chromium on the stand-in's workbook leads with what the sheet needs. On a sheet without
// a traveller, New session… and Import come first and New session is open; the Adjust form and the
// "not a score cell" warning wait until a score cell is selected; the cell the pane selects itself
// after Create is never warned about.
//
// Each test opens its own page; waits are on the pane's #app counters and on elements, never on
// a timer. Needs Debian's chromium (see ./chromium.ts).
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { act, select, standin, suite, typeInto, useChromium } from "./harness";
import { ROOT } from "../../support/build";

suite("first evening 3 in Chromium", () => {
  const harness = useChromium();

  /** The ids of the pane's cards in the order the director sees them. */
  const order = (p: Page): Promise<string[]> => p.evaluate(() => [...document.querySelectorAll("#app > .card")].map((e) => e.id));
  const shown = (p: Page, id: string): Promise<boolean> => p.locator(`#${id}`).isVisible();
  const isOpen = (p: Page): Promise<boolean> => p.locator("#new-session").evaluate((d) => (d as HTMLDetailsElement).open);

  async function createMitchell(p: Page): Promise<void> {
    await p.locator("#new-pairs").selectOption("mitchell");
    await p.locator("#new-tables").fill("3");
    await p.locator("#new-boards").fill("6");
    await p.locator("#new-per-round").fill("2");
    const reads = await p.evaluate(() => Number(document.getElementById("app")?.dataset.reads ?? 0));
    await act(p, () => p.locator("#new-create").click());
    // The read of the cell the pane selected, on the new sheet.
    await p.waitForFunction(
      (n) => Number(document.getElementById("app")?.dataset.reads ?? 0) > n && document.getElementById("app")?.dataset.shown === "Session!D2",
      reads,
    );
  }

  it("first evening 3 an empty workbook: New session and Import first, New session open, no Adjust form and no warning", async () => {
    const p = await harness.open({ sheets: { Sheet1: [] }, selection: "Sheet1!A1" }, "");
    const cards = await order(p);
    expect(cards.indexOf("new-session")).toBeLessThan(cards.indexOf("cell-card"));
    expect(cards.indexOf("import-card")).toBeLessThan(cards.indexOf("cell-card"));
    expect(cards.indexOf("new-session")).toBeLessThan(cards.indexOf("adjust-card"));
    expect(await isOpen(p)).toBe(true);
    expect(await shown(p, "new-create")).toBe(true);
    expect(await shown(p, "import-file")).toBe(true);
    expect(await shown(p, "adjust-card")).toBe(false);
    expect(await shown(p, "selection-problem")).toBe(false);
    expect(await p.locator("#app").textContent()).not.toMatch(/Apply is off|not a score cell/);
    await harness.screenshot("empty", p);
  });

  it("first evening 3 after Create: the pane's own cell on the new traveller has no warning; a score cell then shows the Adjust form", async () => {
    const p = await harness.open({ sheets: { Sheet1: [] }, selection: "Sheet1!A1" });
    await createMitchell(p);
    expect(await p.locator("#status").evaluate((e) => e.className)).toMatch(/--ok/);
    expect(await shown(p, "selection-problem")).toBe(false);
    expect(await shown(p, "adjust-card")).toBe(false);
    expect(await p.locator("#app").textContent()).not.toMatch(/Apply is off/);
    // The traveller now leads: the selected cell and the Adjust card before New session.
    const cards = await order(p);
    expect(cards.indexOf("cell-card")).toBeLessThan(cards.indexOf("new-session"));
    await harness.screenshot("created", p);
    // A result typed and its score cell selected: the form is there, Apply on.
    await typeInto(p, "Session!D2", "3NT");
    await typeInto(p, "Session!E2", "N");
    await typeInto(p, "Session!F2", "9");
    await select(p, "Session!G2");
    expect(await shown(p, "adjust-card")).toBe(true);
    expect(await shown(p, "selection-problem")).toBe(false);
    // The director's own click on a title of the traveller is warned about, as before.
    await select(p, "Session!B1");
    expect(await shown(p, "selection-problem")).toBe(true);
    expect(await p.locator("#selection-problem").textContent()).toMatch(/^Apply is off\. /);
    // And back on the cell the pane once selected, now the director's choice: warned too.
    await select(p, "Session!D2");
    expect(await shown(p, "selection-problem")).toBe(true);
  });

  it("first evening 3 on a traveller the selected cell and Adjust come first, New session closed below", async () => {
    const p = await harness.open();
    const cards = await order(p);
    expect(cards.slice(1, 3)).toEqual(["cell-card", "adjust-card"]);
    expect(cards.indexOf("new-session")).toBeGreaterThan(cards.indexOf("formulas-card"));
    expect(await isOpen(p)).toBe(false);
    expect(await shown(p, "adjust-card")).toBe(true);
  });

  /**
   * The README's steps for a director starting out (For directors, 3 and 5): the labels it puts in
   * bold, in order. The walk below clicks exactly these, and nothing else.
   */
  function readmeSteps(): string[] {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const steps = readme.slice(readme.indexOf("## For directors"), readme.indexOf("## Functions"));
    const wanted = steps.split(/\n(?=\d\. )/).filter((st) => /^(3|5)\. /.test(st));
    return wanted.flatMap((st) => [...st.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]));
  }

  it("first evening 3 a new user's walk from an empty workbook to an exported ranking with names takes the README's steps and no others", async () => {
    const p = await harness.open({ sheets: { Sheet1: [] }, selection: "Sheet1!A1", platform: "PC" }, "");
    const clicked: string[] = [];
    const click = async (selector: string) => {
      clicked.push(((await p.locator(selector).textContent()) ?? "").trim());
      await p.locator(selector).click();
    };
    // Step 3: New session… is open on an empty workbook; the numbers, then Create the sheets.
    expect(await isOpen(p)).toBe(true);
    clicked.push(((await p.locator("#new-session > summary").textContent()) ?? "").trim());
    await p.locator("#new-tables").fill("3");
    await p.locator("#new-boards").fill("6");
    await p.locator("#new-per-round").fill("2");
    await act(p, () => click("#new-create"));
    // The results and each pair's names once, where the sheet leaves a cell empty for them.
    const lines = await standin(p, (s) => s.values("Session") ?? []);
    expect(lines[0].slice(9, 11)).toEqual(["NS names", "EW names"]);
    const names = new Map<string, string>();
    for (let r = 2; r <= lines.length; r++) {
      const [, ns, ew] = lines[r - 1];
      await typeInto(p, `Session!D${r}`, ["4H", "3NT", "2S"][r % 3]);
      await typeInto(p, `Session!E${r}`, ["S", "N", "E"][r % 3]);
      await typeInto(p, `Session!F${r}`, String([10, 9, 8][r % 3]));
      for (const [col, side, pair] of [
        ["J", "NS", ns],
        ["K", "EW", ew],
      ] as const) {
        const at = `Session!${col}${r}`;
        if ((await standin(p, (s, a) => s.cell(a)?.formula ?? null, at)) !== null) continue;
        const who = `${side}${pair} Holm – Berg`;
        names.set(`${side} ${pair}`, who);
        await typeInto(p, at, who);
      }
    }
    expect(names.size).toBe(6);
    // The ranking sheet says what its columns hold.
    expect((await standin(p, (s) => s.values("Session ranking") ?? []))[0]).toEqual(["Rank", "Pair", "Boards", "MP", "Max MP", "%", "Names"]);
    // Step 5: Export results… → Export, on the traveller.
    await select(p, "Session!G2");
    const checks = await p.evaluate(() => Number(document.getElementById("app")?.dataset.exportChecks ?? 0));
    clicked.push(((await p.locator("#export > summary").textContent()) ?? "").trim());
    await p.locator("#export > summary").click();
    await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.exportChecks ?? 0) > n, checks);
    const exports = await p.evaluate(() => Number(document.getElementById("app")?.dataset.export ?? 0));
    await click("#export-button");
    await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.export ?? 0) > n, exports);
    const page = await p.locator("#export-text").inputValue();
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain("Ranking North-South");
    expect(page).toContain("Ranking East-West");
    for (const who of names.values()) expect(page).toContain(who);
    await harness.screenshot("exported", p);
    // The README lists these steps, in this order, and the walk took no other.
    const steps = readmeSteps();
    let at = 0;
    for (const label of clicked) {
      const found = steps.indexOf(label, at);
      expect([label, found >= 0]).toEqual([label, true]);
      at = found + 1;
    }
  });
});
