// The built page carries a Content-Security-Policy that allows only its own
// origin, office.js from Microsoft's CDN and what office.js needs. Headless Chromium enforces it:
// the pane and the functions still load and compute under it, nothing is refused on the way, and
// a script injected inline is refused.
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { buildDistOnce, DIST } from "../../support/build";
import { Browser, openBrowser, suite } from "./chromium";
import { SHEET, TRAVELLER } from "./harness";

type Win = { __standin: { functions(): string[]; call(id: string, args: unknown[], addresses?: string[]): Promise<unknown[][]> }; __injected?: boolean };

suite("the page's Content-Security-Policy in Chromium", () => {
  let browser: Browser;
  const violations: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    buildDistOnce();
    browser = await openBrowser(DIST);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** The pane on a workbook, with every CSP violation the page reports collected. */
  async function open(config: Record<string, unknown> = { sheets: { Sheet1: [["Score"], [420], [400]] }, selection: "Sheet1!A2" }): Promise<Page> {
    const p = await browser.context.newPage();
    p.on("pageerror", (e) => pageErrors.push(e.message));
    p.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await p.addInitScript((c) => {
      (window as unknown as { __standinConfig: unknown }).__standinConfig = c;
      document.addEventListener("securitypolicyviolation", (e) => {
        const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
        list.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    }, config);
    await p.goto(`${browser.base}/taskpane.html`);
    await p.locator("#app").waitFor({ state: "visible" });
    return p;
  }

  it("is in the built page, before any script, and allows no inline script or eval", () => {
    const html = fs.readFileSync(path.join(DIST, "taskpane.html"), "utf8");
    // The minified page drops the quotes around attribute values that need none.
    const meta = /<meta\s+http-equiv="?Content-Security-Policy"?\s+content="([^"]*)"/i.exec(html);
    expect(meta).not.toBeNull();
    expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf("<script"));
    const policy = Object.fromEntries(
      meta![1]
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toContain("https://appsforoffice.microsoft.com");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["object-src"]).toEqual(["'none'"]);
    // No inline script in the page itself: every <script> has a src.
    expect([...html.matchAll(/<script\b[^>]*>/gi)].every((m) => /\ssrc=/.test(m[0]))).toBe(true);
  });

  it("the pane and the functions load and compute under it, with nothing refused", async () => {
    const p = await open();
    const ids = await p.evaluate(() => (window as unknown as Win).__standin.functions());
    expect(ids).toEqual(expect.arrayContaining(["MATCHPOINTS", "RANKING", "SERIESRESULT", "BUTLERDATUM", "SCORE"]));
    const out = await p.evaluate(() => (window as unknown as Win).__standin.call("MATCHPOINTS", [[[420], [400]], null, null], ["Sheet1!A2:A3"]));
    expect(out).toEqual([
      [2, 0],
      [0, 2],
    ]);
    expect(await p.locator("#status").textContent()).not.toMatch(/Loading/);
    expect(await p.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).toEqual([]);
    expect(violations.splice(0)).toEqual([]);
    expect(pageErrors.splice(0)).toEqual([]);
    expect(browser.outside.splice(0)).toEqual([]);
    await p.close();
  });

  /** A built page's policy, directive by directive, and where it stands in the page. */
  function policyOf(file: string): { policy: Record<string, string[]>; beforeScripts: boolean } {
    const html = fs.readFileSync(path.join(DIST, file), "utf8");
    const meta = /<meta\s+http-equiv="?Content-Security-Policy"?\s+content="([^"]*)"/i.exec(html);
    if (!meta) return { policy: {}, beforeScripts: false };
    const policy = Object.fromEntries(
      meta[1]
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    return { policy, beforeScripts: html.indexOf(meta[0]) < html.indexOf("<script") };
  }

  it("real excel 3 7 export-dialog.html carries the pane's policy, before any script, and no inline script", () => {
    const dialog = policyOf("export-dialog.html");
    expect(dialog.policy).toEqual(policyOf("taskpane.html").policy);
    expect(dialog.beforeScripts).toBe(true);
    const html = fs.readFileSync(path.join(DIST, "export-dialog.html"), "utf8");
    expect([...html.matchAll(/<script\b[^>]*>/gi)].every((m) => /\ssrc=/.test(m[0]))).toBe(true);
  });

  /** Opens Export on a traveller, exports `format`, and says yes to the one line that does not read. */
  async function exportFile(p: Page, format: string): Promise<void> {
    const count = (n: string) => p.evaluate((k) => Number(document.getElementById("app")?.dataset[k] ?? 0), n);
    const after = (n: string, before: number) =>
      p.waitForFunction(([k, b]) => Number(document.getElementById("app")?.dataset[k as string] ?? 0) > Number(b), [n, before] as const);
    let before = await count("exportChecks");
    await p.locator("#export > summary").click();
    await after("exportChecks", before);
    await p.locator("#export-format").selectOption(format);
    before = await count("export");
    await p.locator("#export-button").click();
    await after("export", before);
    before = await count("export");
    await p.locator("#export-confirm-np").click();
    await after("export", before);
  }
  const traveller = (platform: string) => ({ sheets: { [SHEET]: TRAVELLER }, selection: `'${SHEET}'!G2`, apiVersion: "1.18", platform });
  const clean = async (p: Page) => {
    expect(await p.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).toEqual([]);
    expect(violations.splice(0)).toEqual([]);
    expect(pageErrors.splice(0)).toEqual([]);
    expect(browser.outside.splice(0)).toEqual([]);
  };

  it("real excel 3 7 under the policy the dialog shows the results page, and the web download (a blob: link) saves the file", async () => {
    const desktop = await open(traveller("PC"));
    await exportFile(desktop, "html");
    await desktop.locator("#export-open").click();
    const dialog = desktop.frameLocator("#standin-dialog");
    await dialog.locator("body[data-shown=html]").waitFor();
    expect(await dialog.frameLocator("#file").locator("h1").textContent()).toBe(SHEET);
    await clean(desktop);
    await desktop.close();

    const web = await open(traveller("OfficeOnline"));
    await exportFile(web, "pbn");
    expect(await web.locator("#export-download").getAttribute("href")).toMatch(/^blob:/);
    const [download] = await Promise.all([web.waitForEvent("download"), web.locator("#export-download").click()]);
    expect(fs.readFileSync((await download.path())!, "utf8")).toMatch(/^\uFEFF% PBN 2\.1/);
    await clean(web);
    await web.close();
  });

  it("refuses a script injected inline", async () => {
    const p = await open();
    await p.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true;";
      document.head.appendChild(s);
    });
    // Wait for the state: Chromium reports the refusal as a securitypolicyviolation event.
    await p.waitForFunction(() => ((window as unknown as { __violations?: string[] }).__violations ?? []).some((v) => v.startsWith("script-src")));
    expect(await p.evaluate(() => (window as unknown as Win).__injected)).toBeUndefined();
    violations.splice(0);
    await p.close();
  });
});
