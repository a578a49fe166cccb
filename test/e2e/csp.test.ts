// Issue 26, item 9: the built page carries a Content-Security-Policy that allows only its own
// origin, office.js from Microsoft's CDN and what office.js needs. Headless Chromium enforces it:
// the pane and the functions still load and compute under it, nothing is refused on the way, and
// a script injected inline is refused.
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { buildDistOnce, DIST } from "../../fixtures/build";
import { Browser, openBrowser, suite } from "./chromium";

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
  async function open(): Promise<Page> {
    const p = await browser.context.newPage();
    p.on("pageerror", (e) => pageErrors.push(e.message));
    p.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await p.addInitScript(() => {
      (window as unknown as { __standinConfig: unknown }).__standinConfig = { sheets: { Sheet1: [["Score"], [420], [400]] }, selection: "Sheet1!A2" };
      document.addEventListener("securitypolicyviolation", (e) => {
        const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
        list.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
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
    const policy = Object.fromEntries(meta![1].split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
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
