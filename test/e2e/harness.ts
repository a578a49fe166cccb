// What the end-to-end tests share: the built add-in served from a local folder, and headless
// Chromium with office.js answered by the stand-in (office-standin.js) and every other request
// to the outside refused and recorded. Each test file opens its own pages on its own workbooks.
import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import type { BrowserContext } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
export const STANDIN = fs.readFileSync(path.join(__dirname, "office-standin.js"), "utf8");

/** Serves `dir` on a free local port. */
export function serve(dir: string): Promise<http.Server> {
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

/** Headless Chromium on a fresh profile; office.js is the stand-in, the outside is refused into `outside`. */
export async function launch(userDataDir: string, base: string, outside: string[], viewport: { width: number; height: number }): Promise<BrowserContext> {
  const { chromium } = await import("playwright-core");
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    acceptDownloads: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport,
  });
  // office.js is the stand-in; nothing else may leave this machine (no CDN fonts, no icons).
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url === OFFICE_JS) return route.fulfill({ status: 200, contentType: "text/javascript", body: STANDIN });
    if (url.startsWith(base) || url.startsWith("blob:") || url.startsWith("data:") || url === "about:srcdoc") return route.continue();
    outside.push(url);
    return route.abort();
  });
  return context;
}
