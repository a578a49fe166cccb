// The end-to-end tests' harness: the built dist/taskpane.html served to headless Chromium, office.js
// replaced by the in-memory workbook of support/excelStandIn.js, and the helpers a test drives the pane
// with as a director would. Screenshots go to test-output/e2e/ (not committed).
//
// Every test opens its own page on its own workbook, so any one passes alone (`-t`), and waits on
// state the pane publishes when it is done (#app's data-ops and data-reads counters, the cells
// themselves), never on a status message an earlier action may have left.
//
// Serving and the browser are test/e2e/chromium.ts's, shared with the other e2e suites.
import * as fs from "fs";
import * as path from "path";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { buildDistOnce, DIST, ROOT } from "../../support/build";
import type { WorkbookCell, WorkbookStandIn } from "../../support/runtimeStandIn";
import { Browser, OFFICE_JS, openBrowser, suite } from "./chromium";

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

export type StandInCell = WorkbookCell;
/** The test hooks of support/excelStandIn.js, as a page sees them (window.__standin). */
export type StandIn = WorkbookStandIn;
type Win = { __standin: StandIn };
/** A page, or one window (frame) of a page that holds two. */
export type Pane = Page | Frame;

/** Runs `f` in the pane's page with the stand-in's hooks (f is sent as its source text). */
export const standin = <T>(p: Pane, f: (s: StandIn, arg: string) => T, arg = ""): Promise<T> =>
  p.evaluate(([src, a]) => new Function("s", "a", `return (${src})(s, a)`)((window as unknown as Win).__standin, a), [
    f.toString(),
    arg,
  ] as const) as Promise<T>;
export const cell = async (p: Pane, address: string): Promise<StandInCell> => (await standin(p, (s, a) => s.cell(a), address))!;
export const logRows = async (p: Pane, sheet = "Adjustments"): Promise<string[][]> =>
  ((await standin(p, (s, a) => s.values(a), sheet)) ?? []).map((r) => r.map(String));
export const typeInto = (p: Pane, address: string, text: string): Promise<void> =>
  standin(p, (s, a) => s.type(a.split("\u0000")[0], a.split("\u0000")[1]), `${address}\u0000${text}`);
export const counter = (p: Pane, name: "ops" | "reads"): Promise<number> => p.evaluate((n) => Number(document.getElementById("app")?.dataset[n] ?? 0), name);
export const statusText = (p: Pane): Promise<string | null> => p.locator("#status").textContent();

/** Clicks a cell in Excel and waits until the pane has read that selection. */
export async function select(p: Pane, address: string): Promise<void> {
  const before = await counter(p, "reads");
  const full = address.includes("!") ? address : `${Q}!${address}`;
  await standin(p, (s, a) => s.select(a), full);
  const shown = full.split(":")[0];
  await p.waitForFunction(
    ([n, a]) => Number(document.getElementById("app")?.dataset.reads ?? 0) > Number(n) && document.getElementById("app")?.dataset.shown === a,
    [String(before), shown] as const,
  );
}

/** Runs one pane action (a click, a key) and waits until the pane says it has finished it. */
export async function act(p: Pane, action: () => Promise<unknown>): Promise<void> {
  const before = await counter(p, "ops");
  await action();
  await p.waitForFunction((n) => Number(document.getElementById("app")?.dataset.ops ?? 0) > n, before);
}
/**
 * Apply, as a director does it: where the sheet has no Table result column yet the pane asks
 * first (nothing written), and the director agrees to add it.
 */
export async function apply(p: Pane): Promise<void> {
  await act(p, () => p.locator("#apply").click());
  if (await p.locator("#column-choice").isVisible()) await act(p, () => p.locator("#add-column").click());
}
export const clear = (p: Pane): Promise<void> => act(p, () => p.locator("#clear").click());

export async function artificial(p: Pane, ns: string, ew: string): Promise<void> {
  await p.locator("#kind").selectOption("artificial");
  await p.locator("#ns-artificial").selectOption(ns);
  await p.locator("#ew-artificial").selectOption(ew);
}

export interface Harness {
  /** A page on its own workbook; the director's name on this computer is `director` ("" for none). */
  open(config?: Record<string, unknown>, director?: string): Promise<Page>;
  /** One workbook in two Excel windows: a page holding two panes (frames), each its own add-in instance. */
  openTwoWindows(config?: Record<string, unknown>): Promise<[Frame, Frame]>;
  screenshot(name: string, p: Pane): Promise<void>;
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
    browser = await openBrowser(DIST, {
      pages: {
        // The page that holds two windows of one workbook: the workbook, then two panes over it.
        "/two-windows.html": `<!doctype html><html><body><script src="${OFFICE_JS}"></script><iframe id="w1" src="taskpane.html" width="320" height="1400"></iframe><iframe id="w2" src="taskpane.html" width="320" height="1400"></iframe></body></html>`,
      },
    });
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

  async function newPage(config: Record<string, unknown>, director: string): Promise<Page> {
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
    return p;
  }
  /** The first read of the selection is done: the form and the selected cell are current. */
  async function ready(p: Pane): Promise<void> {
    await p.locator("#app").waitFor({ state: "visible" });
    await p.waitForFunction(() => Number(document.getElementById("app")?.dataset.reads ?? 0) >= 1);
  }

  return {
    async open(config = {}, director = "TD") {
      const p = await newPage(config, director);
      await p.goto(`${base}/taskpane.html`);
      await ready(p);
      return p;
    },
    async openTwoWindows(config = {}) {
      const p = await newPage(config, "TD");
      await p.goto(`${base}/two-windows.html`);
      const frames = await Promise.all(["#w1", "#w2"].map(async (id) => (await (await p.$(id))!.contentFrame())!));
      for (const f of frames) await ready(f);
      return frames as [Frame, Frame];
    },
    async screenshot(name, p) {
      const test = expect.getState().currentTestName ?? "test";
      const slug = `${test
        .replace(/^the task pane in Chromium /, "")
        .replace(/[^A-Za-z0-9]+/g, "-")
        .slice(0, 40)}--${name}`;
      await p.locator("main").screenshot({ path: path.join(SHOTS, `${slug}.png`) });
    },
  };
}
