// The pane suites' harness: the built dist/taskpane.html served to headless Chromium, office.js
// replaced by the in-memory workbook of office-standin.js, a page per test on its own workbook,
// and after each test the check that nothing went wrong (no script error, nothing fetched from
// outside). Screenshots go to test-output/e2e/ (not committed). Serving and the browser are
// test/e2e/chromium.ts's, shared with the other e2e suites.
import * as fs from "fs";
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { buildDistOnce, DIST, ROOT } from "../helpers/build";
import { Browser, openBrowser, suite } from "./chromium";

export { suite };
const SHOTS = path.join(ROOT, "test-output", "e2e");
export const SHEET = "Round 1";
/** How Excel writes the sheet in an address. */
export const Q = `'${SHEET}'`;

/** A traveller of two boards, as a director's workbook has it. */
export const TRAVELLER = [
  ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
  [1, 1, 11, "4H", "S", 10, 420],
  [1, 2, 12, "4H", "S", 10, 420],
  [1, 3, 13, "5HX", "S", 10, -100],
  [1, 4, 14, "4S", "N", 11, 450],
  [1, 5, 15, "4HX", "S", 11, 990],
  [2, 1, 12, "2S", "N", 8, 110],
  [2, 2, 13, "1NT", "S", 7, 90],
  [2, 3, 14, "3C", "E", 9, "42O"],
  [2, 4, 15, "2H", "W", 8, "=-110"],
];

export interface Harness {
  /** A page on its own workbook; the director's name on this computer is `director` ("" for none). */
  open(config?: Record<string, unknown>, director?: string): Promise<Page>;
  screenshot(name: string, p: Page): Promise<void>;
}

/** Starts Chromium and the server for a suite, and checks after each test that nothing went wrong. */
export function useChromium(): Harness {
  let browser: Browser;
  let context: BrowserContext;
  let base: string;
  let outside: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    buildDistOnce();
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await openBrowser(DIST);
    ({ context, base, outside } = browser);
  }, 300_000);

  afterEach(async () => {
    for (const p of context.pages()) await p.close();
    // Each test's page must have run without a script error and fetched nothing from outside.
    expect(pageErrors.splice(0)).toEqual([]);
    expect(outside.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(config = {}, director = "TD") {
      const p = await context.newPage();
      p.on("pageerror", (e) => pageErrors.push(e.message));
      const full = { sheets: { [SHEET]: TRAVELLER }, selection: `${Q}!G2`, apiVersion: "1.18", ...config };
      await p.addInitScript(
        ([c, d]) => {
          (window as unknown as { __standinConfig: unknown }).__standinConfig = c;
          window.localStorage.setItem("bridge-scoring.director", d as string);
          // Each page starts following Office's language, whatever an earlier test chose.
          window.localStorage.removeItem("bridge-scoring.language");
        },
        [full, director] as const,
      );
      await p.goto(`${base}/taskpane.html`);
      // The first read of the selection is done: the form and the selected cell are current.
      await p.locator("#app").waitFor({ state: "visible" });
      await p.waitForFunction(() => Number(document.getElementById("app")?.dataset.reads ?? 0) >= 1);
      return p;
    },
    async screenshot(name, p) {
      const test = expect.getState().currentTestName ?? "test";
      const slug = `${test.replace(/^the task pane in Chromium /, "").replace(/[^A-Za-z0-9]+/g, "-").slice(0, 40)}--${name}`;
      await p.locator("main").screenshot({ path: path.join(SHOTS, `${slug}.png`) });
    },
  };
}
