// The task pane end to end: the built dist/taskpane.html in headless Chromium, office.js replaced
// by an in-memory workbook (office-standin.js), every flow clicked through as a director would,
// with the cells, the Adjustments log and the restores checked in the stand-in's workbook.
// Screenshots of each state go to test-output/e2e/ (not committed).
//
// Needs Debian's chromium at /usr/bin/chromium (scripts/install-browser.sh). Without it the suite
// is skipped with a message, except under CI, where a missing browser is a failure.
import * as fs from "fs";
import * as http from "http";
import { AddressInfo } from "net";
import * as os from "os";
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { parseEntry } from "../../src/notation";
import { buildDistOnce, DIST, ROOT } from "../helpers/build";

const CHROMIUM = "/usr/bin/chromium";
const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
const SHOTS = path.join(ROOT, "test-output", "e2e");
const STANDIN = fs.readFileSync(path.join(__dirname, "office-standin.js"), "utf8");
const SHEET = "Round 1";
const Q = `'${SHEET}'`; // how Excel writes the sheet in an address

const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium && process.env.CI) throw new Error(`${CHROMIUM} is missing: CI must run scripts/install-browser.sh before npm test`);
if (!haveChromium) console.warn(`Skipping the task pane's end-to-end tests: ${CHROMIUM} is missing (run scripts/install-browser.sh).`);
const suite = haveChromium ? describe : describe.skip;

/** A traveller of two boards, as a director's workbook has it. */
const TRAVELLER = [
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

interface StandInCell {
  value: unknown;
  formula: string | null;
  numberFormat: string;
  fill: string | null;
  note: string | null;
  comment: string | null;
}

function serve(dir: string): Promise<http.Server> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".png": "image/png", ".json": "application/json" };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent((req.url ?? "/").split("?")[0]));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

suite("the task pane in Chromium", () => {
  let server: http.Server;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  let userDataDir: string;
  const outside: string[] = [];
  const pageErrors: string[] = [];
  let shot = 0;

  async function open(config: Record<string, unknown>): Promise<Page> {
    const p = await context.newPage();
    p.on("pageerror", (e) => pageErrors.push(e.message));
    await p.addInitScript((c) => ((window as unknown as { __standinConfig: unknown }).__standinConfig = c), config);
    await p.goto(`${base}/taskpane.html`);
    await p.locator("#app").waitFor({ state: "visible" });
    return p;
  }

  const screenshot = async (name: string, p: Page = page): Promise<void> => {
    await p.locator("main").screenshot({ path: path.join(SHOTS, `${String(++shot).padStart(2, "0")}-${name}.png`) });
  };
  const cell = (address: string, p: Page = page): Promise<StandInCell> =>
    p.evaluate((a) => (window as unknown as { __standin: { cell(a: string): StandInCell } }).__standin.cell(a), address);
  const logRows = async (p: Page = page): Promise<string[][]> =>
    ((await p.evaluate(() => (window as unknown as { __standin: { values(s: string): unknown[][] } }).__standin.values("Adjustments"))) ?? []).map((r) =>
      r.map(String),
    );
  const status = () => page.locator("#status");

  /** Clicks a cell in Excel: the pane follows the selection event. */
  async function select(address: string, p: Page = page): Promise<void> {
    await p.evaluate((a) => (window as unknown as { __standin: { select(a: string): void } }).__standin.select(a), address);
    const shown = `${Q}!${address.split(":")[0]}`;
    await p.waitForFunction((s) => document.getElementById("cell-address")?.textContent?.startsWith(s), shown);
  }

  async function applyAndWait(): Promise<void> {
    await page.locator("#apply").click();
    await page.locator("#status").filter({ hasText: /^Wrote / }).waitFor();
  }

  async function setWeights(rows: [string, string][]): Promise<void> {
    while ((await page.locator(".weight-row").count()) < rows.length) await page.locator("#add-weight").click();
    while ((await page.locator(".weight-row").count()) > rows.length) await page.getByRole("button", { name: /^Remove row/ }).last().click();
    for (let i = 0; i < rows.length; i++) {
      await page.getByLabel(`Weight % ${i + 1}`, { exact: true }).fill(rows[i][0]);
      await page.getByLabel(`NS score ${i + 1}`, { exact: true }).fill(rows[i][1]);
    }
  }

  beforeAll(async () => {
    buildDistOnce();
    fs.mkdirSync(SHOTS, { recursive: true });
    server = await serve(DIST);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-pane-chromium-"));
    const { chromium } = await import("playwright-core");
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      viewport: { width: 320, height: 1400 },
    });
    // office.js is the stand-in; nothing else may leave this machine (no CDN fonts, no icons).
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url === OFFICE_JS) return route.fulfill({ status: 200, contentType: "text/javascript", body: STANDIN });
      if (url.startsWith(base)) return route.continue();
      outside.push(url);
      return route.abort();
    });
    page = await open({ sheets: { [SHEET]: TRAVELLER }, selection: `${Q}!G2`, apiVersion: "1.18" });
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it("loads nothing from outside, fits 320 px, and labels every control", async () => {
    expect(outside).toEqual([]);
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
    await page.locator("#director").fill("Anna");
    await page.locator("#director").press("Tab");
    await select("G3");
    await page.locator("#kind").selectOption("artificial");
    await page.locator("#ns-artificial").selectOption("A+");
    await page.locator("#ew-artificial").selectOption("A-");
    await page.locator("#reason").fill("Law 12C2(a)");
    await expect(page.locator("#preview-text").textContent()).resolves.toBe("A+/A-");
    await page.locator("#reason").press("Enter");
    await status().filter({ hasText: /^Wrote / }).waitFor();
    const c = await cell("G3");
    expect(c).toMatchObject({ value: "A+/A-", numberFormat: "@", fill: "#FFE699" });
    expect(c.note).toMatch(/^Bridge adjustment: A\+\/A-\nNS: average plus \(60 %\)\. EW: average minus \(40 %\)\.\nTable result: 420\./);
    const log = await logRows();
    expect(log[0]).toEqual(["Time", "Action", "Cell", "Previous value", "Previous type", "Previous number format", "Previous fill", "New entry", "Reason / law", "Director"]);
    expect(log[1].slice(1)).toEqual(["apply", `${Q}!G3`, "420", "number", "General", "", "A+/A-", "Law 12C2(a)", "Anna"]);
    expect(new Date(log[1][0]).getTime()).toBeGreaterThan(0);
    await page.waitForFunction(() => document.getElementById("cell-words")?.textContent === "NS: average plus (60 %). EW: average minus (40 %).");
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
    await expect(page.locator("#preview-words").textContent()).resolves.toBe("Weighted: 40 % of +920, 60 % of \u2212100; NS offended, rounding against NS.");
    await screenshot("weighted-100");
    await applyAndWait();
    expect(await cell("G4")).toMatchObject({ value: "40% 920 + 60% -100 !NS", numberFormat: "@" });
  });

  it("split score stays text (Excel would make 450/-480 a date), custom % per side", async () => {
    await select("G5");
    await page.locator("#kind").selectOption("split");
    await page.locator("#ns-score").fill("450");
    await page.locator("#ew-score").fill("-480");
    await applyAndWait();
    expect(await cell("G5")).toMatchObject({ value: "450/-480", numberFormat: "@" });

    await select("G6");
    await page.locator("#kind").selectOption("artificial");
    await page.locator("#ns-artificial").selectOption("custom");
    await page.locator("#ns-percent").fill("55");
    await page.locator("#ew-artificial").selectOption("A");
    await applyAndWait();
    expect((await cell("G6")).value).toBe("55%/A");
  });

  it("unbalanced weighted: one side keeps the table result", async () => {
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
    await applyAndWait();
    expect((await cell("G7")).value).toBe("50% 110 + 50% 140/110 !EW");
  });

  it("a multi-cell selection takes one adjustment: a not-played round", async () => {
    const before = (await logRows()).length;
    await select("G8:G9");
    await page.locator("#kind").selectOption("np");
    await page.locator("#reason").fill("Late arrival, round not played");
    await applyAndWait();
    expect((await cell("G8")).value).toBe("NP");
    expect((await cell("G9")).value).toBe("NP");
    const log = await logRows();
    expect(log.length).toBe(before + 2);
    expect(log[before].slice(1, 8)).toEqual(["apply", `${Q}!G8`, "90", "number", "General", "", "NP"]);
    expect(log[before + 1].slice(1, 8)).toEqual(["apply", `${Q}!G9`, "42O", "text", "General", "", "NP"]);
    await screenshot("not-played-round");
  });

  it("fouled-board group and linked irregularity markers", async () => {
    await select("G2");
    await page.locator("#kind").selectOption("artificial");
    await page.locator("#ns-artificial").selectOption("A");
    await page.locator("#ew-artificial").selectOption("A");
    await page.locator("#group").fill("2");
    await page.locator("#link").fill("1");
    await applyAndWait();
    expect((await cell("G2")).value).toBe("A @2 ~1");
    await page.locator("#group").fill("");
    await page.locator("#link").fill("");
  });

  it("apply twice, clear twice: the table result comes back once, as a number, without highlight or note", async () => {
    await select("G4");
    await page.locator("#kind").selectOption("artificial");
    await page.locator("#ns-artificial").selectOption("A-");
    await page.locator("#ew-artificial").selectOption("A+");
    await applyAndWait();
    expect((await cell("G4")).value).toBe("A-/A+");
    await page.locator("#clear").click();
    await status().filter({ hasText: /^Restored/ }).waitFor();
    expect(await cell("G4")).toEqual({ value: -100, formula: null, numberFormat: "General", fill: null, note: null, comment: null });
    const rows = (await logRows()).length;
    await page.locator("#clear").click();
    await status().filter({ hasText: /^Nothing to clear/ }).waitFor();
    expect((await logRows()).length).toBe(rows);
    await expect(page.locator("#cell-words").textContent()).resolves.toBe("Table result: NS \u2212100.");
    await screenshot("cleared");
  });

  it("a formula comes back as its formula", async () => {
    await select("G10");
    await page.locator("#kind").selectOption("artificial");
    await applyAndWait();
    await page.locator("#clear").click();
    await status().filter({ hasText: /^Restored/ }).waitFor();
    expect((await cell("G10")).formula).toBe("=-110");
  });

  it("overview: every adjusted cell, a warning where it was changed by hand, click to select; clear after a hand edit", async () => {
    await page.evaluate(() => (window as unknown as { __standin: { type(a: string, t: string): void } }).__standin.type("'Round 1'!G3", "450"));
    await page.locator("#refresh-overview").click();
    const items = page.locator("#overview button");
    // The list had these 7 cells before Refresh: wait for the refreshed one, with the warning.
    await page.locator("#overview button", { hasText: "changed by hand" }).waitFor();
    const texts = await items.allTextContents();
    expect(texts).toEqual([
      `${Q}!G3: A+/A- \u26a0 changed by hand since`,
      `${Q}!G5: 450/-480`,
      `${Q}!G6: 55%/A`,
      `${Q}!G7: 50% 110 + 50% 140/110 !EW`,
      `${Q}!G8: NP`,
      `${Q}!G9: NP`,
      `${Q}!G2: A @2 ~1`,
    ]);
    await screenshot("overview-hand-edit");
    await items.first().click();
    await page.waitForFunction(() => /G3/.test(document.getElementById("cell-address")?.textContent ?? ""));
    expect(await page.evaluate(() => (window as unknown as { __standin: { selection(): string } }).__standin.selection())).toBe(`${Q}!G3`);
    await expect(page.locator("#cell-adjusted").textContent()).resolves.toMatch(/Changed by hand since the adjustment\./);
    await page.locator("#clear").click();
    await status().filter({ hasText: /^Restored/ }).waitFor();
    expect((await cell("G3")).value).toBe(420);
    const log = await logRows();
    // The hand edit it overwrote is in the log too (typed into a text-formatted cell, so text).
    expect(log[log.length - 1].slice(1, 8)).toEqual(["clear", `${Q}!G3`, "450", "text", "@", "#FFE699", "420"]);
    await page.waitForFunction(() => document.querySelectorAll("#overview button").length === 6);
  });

  it("inserts MATCHPOINTS and RANKING formulas with the profile stored in the workbook", async () => {
    await page.locator("#profile").selectOption("dbf");
    await page.waitForFunction(() => /Settings saved/.test(document.getElementById("status")?.textContent ?? ""));
    expect(await page.evaluate(() => (window as unknown as { __standin: { settings(): unknown } }).__standin.settings())).toEqual({ profile: "dbf", scoring: "mp" });
    await select("A1:G10");
    await page.locator("#insert-formulas").click();
    await status().filter({ hasText: /^Inserted/ }).waitFor();
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
      const p = await open({ sheets: { [SHEET]: TRAVELLER }, selection: `${Q}!G2`, apiVersion, settings: { profile: "dbf", scoring: "butler" } });
      expect(await p.locator("#profile").inputValue()).toBe("dbf");
      expect(await p.locator("#scoring").inputValue()).toBe("butler");
      await select("G2", p);
      await p.locator("#apply").click();
      await p.locator("#status").filter({ hasText: /^Wrote / }).waitFor();
      const c = await cell("G2", p);
      expect(c).toMatchObject({ value: "A+/A-", note: null, fill: "#FFE699" });
      if (expectComment) expect(c.comment).toMatch(/^Bridge adjustment: A\+\/A-/);
      else expect(c.comment).toBeNull();
      await p.locator("#clear").click();
      await p.locator("#status").filter({ hasText: /^Restored/ }).waitFor();
      expect(await cell("G2", p)).toMatchObject({ value: 420, fill: null, comment: null });
      await p.close();
    }
  });

  it("raised no error in the page and fetched nothing from outside", () => {
    expect(pageErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});
