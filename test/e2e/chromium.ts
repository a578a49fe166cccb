// What the end-to-end tests share: the built page served from this machine, headless Debian
// Chromium, and office.js answered by the in-memory workbook (support/excelStandIn.js). Nothing else
// may leave the machine: every other request is refused and listed in `outside`.
//
// Needs Debian's chromium at /usr/bin/chromium (scripts/install-browser.sh). Without it a suite
// using `suite` is skipped with a message, except under CI, where a missing browser is a failure.
import * as fs from "fs";
import * as http from "http";
import { AddressInfo } from "net";
import * as os from "os";
import * as path from "path";
import type { BrowserContext } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
export const STANDIN = fs.readFileSync(path.join(__dirname, "..", "..", "support", "excelStandIn.js"), "utf8");

const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium && process.env.CI) throw new Error(`${CHROMIUM} is missing: CI must run scripts/install-browser.sh before npm test`);
if (!haveChromium) console.warn(`Skipping the end-to-end tests: ${CHROMIUM} is missing (run scripts/install-browser.sh).`);
export const suite = haveChromium ? describe : describe.skip;

export function serve(dir: string): Promise<http.Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".png": "image/png",
    ".json": "application/json",
  };
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

export interface Browser {
  server: http.Server;
  context: BrowserContext;
  /** The served build's origin, http://127.0.0.1:port. */
  base: string;
  /** Every request that tried to leave the machine. */
  outside: string[];
  close(): Promise<void>;
}

/**
 * Serves `dir` and opens a headless Chromium on it, office.js answered by the stand-in. `pages`
 * adds pages of the test's own at paths of the served origin ("/two-windows.html": its HTML).
 */
export async function openBrowser(
  dir: string,
  options: { viewport?: { width: number; height: number }; pages?: Record<string, string> } = {},
): Promise<Browser> {
  const viewport = options.viewport ?? { width: 320, height: 1400 };
  const server = await serve(dir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-pane-chromium-"));
  const { chromium } = await import("playwright-core");
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    // Export results… downloads its files on Excel on the web.
    acceptDownloads: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport,
  });
  const outside: string[] = [];
  // office.js is the stand-in; nothing else may leave this machine (no CDN fonts, no icons).
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url === OFFICE_JS) return route.fulfill({ status: 200, contentType: "text/javascript", body: STANDIN });
    const own = options.pages?.[url.slice(base.length)];
    if (url.startsWith(base) && own !== undefined) return route.fulfill({ status: 200, contentType: "text/html", body: own });
    // The page's own blob:, data: and srcdoc documents (an export's download, the print dialog) stay inside.
    if (url.startsWith(base) || url.startsWith("blob:") || url.startsWith("data:") || url === "about:srcdoc") return route.continue();
    outside.push(url);
    return route.abort();
  });
  return {
    server,
    context,
    base,
    outside,
    async close() {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
