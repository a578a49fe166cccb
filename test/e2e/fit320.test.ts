// The task pane at its narrowest, 320 px, in each of its four languages: every control
// shows its whole text. A screenshot of each state goes to test-output/e2e/ for a person to look
// at, but the test does not judge pixels: it measures. It fails when an element's box reaches
// past the pane, when an element's content is wider (or a control's taller) than its box, when a
// drop-down's widest choice is wider than the drop-down (its text would be cut), or when a text
// box's placeholder does not fit. Every section is opened and every kind of adjustment shown,
// under the profile that shows the most fields.
//
// Also here: the adjustment form says nothing wrong (nothing red) before the director types.
// Needs Debian's chromium (see ./chromium.ts); waits are on the pane's counters, never on a timer.
import type { Page } from "playwright-core";
import { suite, useChromium } from "./harness";
import { paneText } from "../../addin/i18n/pane";
import { Language } from "../../addin/i18n/language";

const LANGUAGES: [string, Language][] = [
  ["en-US", "en"],
  ["da-DK", "da"],
  ["nl-NL", "nl"],
  ["hu-HU", "hu"],
];

/**
 * Everything in the pane that does not fit, in words; runs in the page. An element counts when it
 * is shown (it has a box); inline text runs are judged by the block that holds them.
 */
function overflowsInPage(): string[] {
  const out: string[] = [];
  const width = document.documentElement.clientWidth;
  const label = (el: Element): string => {
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${text ? ` "${text}"` : ""}`;
  };
  const canvas = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
  const textWidth = (text: string, el: Element): number => {
    const s = getComputedStyle(el);
    canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    return canvas.measureText(text).width;
  };
  for (const el of document.querySelectorAll<HTMLElement>("main *")) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 && box.height === 0) continue;
    if (style.visibility === "hidden") continue;
    if (box.left < -0.5 || box.right > width + 0.5)
      out.push(`${label(el)}: its box runs from ${Math.round(box.left)} to ${Math.round(box.right)} px, past the pane's ${width} px`);
    if (style.display === "inline") continue;
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${label(el)}: its content is ${el.scrollWidth} px wide in a box of ${el.clientWidth} px`);
    const control = el.matches("button, select, input, summary, label, legend, output");
    if (control && el.scrollHeight > el.clientHeight + 1) out.push(`${label(el)}: its content is ${el.scrollHeight} px tall in a box of ${el.clientHeight} px`);
    if (el instanceof HTMLSelectElement) {
      // A drop-down as wide as its widest choice needs: what the browser lays out for width:auto.
      const natural = el.cloneNode(true) as HTMLSelectElement;
      natural.style.cssText = "width:auto; min-width:0; max-width:none; position:absolute; visibility:hidden; left:0; top:0";
      document.body.append(natural);
      const needed = natural.getBoundingClientRect().width;
      natural.remove();
      if (needed > box.width + 0.5) {
        const widest = [...el.options].filter((o) => !o.hidden).sort((a, b) => textWidth(b.text, el) - textWidth(a.text, el))[0];
        out.push(`${label(el)}: its choice "${widest?.text}" needs ${Math.round(needed)} px, the drop-down is ${Math.round(box.width)} px`);
      }
    }
    if (el instanceof HTMLInputElement && el.type !== "file") {
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const text of [el.placeholder, el.value])
        if (text && textWidth(text, el) > inner + 0.5)
          out.push(`${label(el)}#${el.id}: "${text}" needs ${Math.round(textWidth(text, el))} px, the box has ${Math.round(inner)} px`);
    }
  }
  return out;
}

suite("the task pane fits 320 px in every language", () => {
  const harness = useChromium();
  /** The pane on a traveller, in Office's display language. */
  const open = (displayLanguage: string): Promise<Page> => harness.open({ displayLanguage });

  const counter = (p: Page, name: string): Promise<number> => p.evaluate((n) => Number(document.getElementById("app")?.dataset[n] ?? 0), name);
  /** Runs a pane action and waits until the pane says it has finished it. */
  async function act(p: Page, name: "ops" | "exportChecks", action: () => Promise<unknown>): Promise<void> {
    const before = await counter(p, name);
    await action();
    await p.waitForFunction(([n, b]) => Number(document.getElementById("app")?.dataset[n as string] ?? 0) > Number(b), [name, before] as const);
  }

  it("the measuring finds a control whose text is cut and a box past the pane", async () => {
    const p = await open("en-US");
    await p.evaluate(() => {
      const select = document.getElementById("ns-artificial") as HTMLSelectElement;
      select.options[0].text = "A+ with a very long explanation that no drop-down of the pane can show whole";
      const button = document.getElementById("clear") as HTMLButtonElement;
      button.style.cssText = "width: 400px; flex: none";
    });
    const found = await p.evaluate(overflowsInPage);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^select#ns-artificial .*: its choice "A\+ with a very long/),
        expect.stringMatching(/^button#clear .*past the pane's 320 px$/),
      ]),
    );
  });

  it.each(LANGUAGES)("Office in %s: every section and every kind of adjustment fits, nothing cut (screenshots)", async (displayLanguage, lang) => {
    const p = await open(displayLanguage);
    expect(await p.locator("html").getAttribute("lang")).toBe(lang);
    for (const id of ["session", "new-session", "help"]) await p.locator(`#${id}`).evaluate((d) => ((d as HTMLDetailsElement).open = true));
    // The profile that shows every field (the linked irregularity, the unbalanced weighted score).
    await act(p, "ops", () => p.locator("#profile").selectOption("dbf"));
    await act(p, "exportChecks", () => p.locator("#export > summary").click());
    await p.locator("#new-tables").fill("8");
    await p.locator("#new-boards").fill("16");
    await p.locator("#new-per-round").fill("2");
    const problems: string[] = [];
    const states: [string, () => Promise<void>][] = [
      [
        "artificial",
        async () => {
          await p.locator("#kind").selectOption("artificial");
          await p.locator("#ns-artificial").selectOption("custom");
          await p.locator("#ns-percent").fill("55");
        },
      ],
      [
        "np",
        () =>
          p
            .locator("#kind")
            .selectOption("np")
            .then(() => undefined),
      ],
      [
        "split",
        async () => {
          await p.locator("#kind").selectOption("split");
          await p.locator("#ns-score").fill("450");
        },
      ],
      [
        "weighted",
        () =>
          p
            .locator("#kind")
            .selectOption("weighted")
            .then(() => undefined),
      ],
      [
        "unbalanced",
        () =>
          p
            .locator("#kind")
            .selectOption("unbalanced")
            .then(() => undefined),
      ],
    ];
    for (const [state, show] of states) {
      await show();
      for (const problem of await p.evaluate(overflowsInPage)) problems.push(`${state}: ${problem}`);
      await harness.screenshot(`${lang}-${state}`, p);
    }
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)("Office in %s: the weighted form shows no error until the director types, then says what is wrong", async (displayLanguage, lang) => {
    const p = await open(displayLanguage);
    await p.locator("#kind").selectOption("weighted");
    const words = p.locator("#preview-words");
    const red = (selector: string, cls: string) => p.locator(selector).evaluate((e, c) => e.classList.contains(c), cls);
    expect(await words.textContent()).toBe(paneText(lang, "form.start"));
    expect(await red("#preview-words", "preview__words--error")).toBe(false);
    expect(await red("#weight-total", "total--error")).toBe(false);
    expect(await p.locator("#weight-total").evaluate((e) => getComputedStyle(e).color)).not.toBe("rgb(164, 38, 44)");
    await harness.screenshot(`${lang}-weighted-untouched`, p);
    await p.locator("#weight-0").fill("40");
    // A weight still missing: the total is not known yet, and that is what is wrong now.
    expect(await words.textContent()).toBe(paneText(lang, "form.total", { total: "\u2014" }));
    expect(await red("#preview-words", "preview__words--error")).toBe(true);
    expect(await red("#weight-total", "total--error")).toBe(true);
    expect(await p.locator("#weight-total").evaluate((e) => getComputedStyle(e).color)).toBe("rgb(164, 38, 44)");
    expect(await p.locator("#apply").isDisabled()).toBe(true);
    await p.locator("#weight-1").fill("50");
    expect(await words.textContent()).toBe(paneText(lang, "form.total", { total: "90 %" }));
    await p.locator("#weight-1").fill("");
    // Emptied again, it waits again.
    await p.locator("#weight-0").fill("");
    expect(await words.textContent()).toBe(paneText(lang, "form.start"));
    expect(await red("#preview-words", "preview__words--error")).toBe(false);
  });
});
