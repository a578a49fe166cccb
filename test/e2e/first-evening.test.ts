// A director's first evening (docs/task-pane.md, "What the pane shows first"): the built pane in
// headless Chromium on the stand-in's workbook leads with what the sheet needs. On a sheet without
// a traveller, New session… and Import come first and New session is open; the Adjust form and the
// "not a score cell" warning wait until a score cell is selected; the cell the pane selects itself
// after Create is never warned about.
//
// Each test opens its own page; waits are on the pane's #app counters and on elements, never on
// a timer. Needs Debian's chromium (see ./chromium.ts).
import type { Page } from "playwright-core";
import { act, select, suite, typeInto, useChromium } from "./harness";

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
    await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.reads ?? 0) > n && document.getElementById("app")?.dataset.shown === "Session!D2", reads);
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
});
