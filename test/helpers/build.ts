// Builds the add-in once for every test file that needs it, in one jest run or several, into
// build/test-dist/ and never into dist/: dist/ may hold a deployment built with ADDIN_PUBLIC_URL,
// which a test run must not replace with a localhost build. The build is skipped while the folder
// was built from the sources as they are now (a stamp of the inputs' sizes and times), and a lock
// keeps two jest workers from building into it at the same time.
import { createHash } from "crypto";
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

export const ROOT = path.resolve(__dirname, "..", "..");
/** The tests' build of the add-in (gitignored with the rest of build/). */
export const TEST_BUILD = path.join(ROOT, "build", "test-dist");
/** The same folder under the name test/e2e imports. It is not the project's dist/. */
export const DIST = TEST_BUILD;
const STAMP = path.join(TEST_BUILD, ".build-inputs");
const INPUTS = ["addin", "src", "assets", "docs", "examples", "scripts/markdown.js", "scripts/help-pages.js", "scripts/help-examples.js", "scripts/functions-metadata.js", "scripts/localize-functions.js", "webpack.config.js", "manifest.xml", "tsconfig.json", "package-lock.json"];
const LOCK = path.join(os.tmpdir(), `bridge-scoring-build-${createHash("sha1").update(ROOT).digest("hex").slice(0, 12)}.lock`);
const STALE_LOCK_MS = 10 * 60_000;

function inputsStamp(): string {
  const hash = createHash("sha1");
  const visit = (p: string): void => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const f of fs.readdirSync(p).sort()) visit(path.join(p, f));
    else hash.update(`${path.relative(ROOT, p)}:${st.size}:${st.mtimeMs}\n`);
  };
  INPUTS.forEach((i) => visit(path.join(ROOT, i)));
  return hash.digest("hex");
}

const upToDate = (stamp: string): boolean =>
  fs.existsSync(path.join(TEST_BUILD, "taskpane.html")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === stamp;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The environment the tests' webpack runs in: our output folder, the dev-server manifest. */
export function testBuildEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, ADDIN_BUILD_DIR: path.relative(ROOT, TEST_BUILD) };
  // The manifest copied into the build must point at the dev server, whatever the shell exports.
  delete env.ADDIN_PUBLIC_URL;
  return env;
}

function webpackProduction(): void {
  const cli = require.resolve("webpack-cli/bin/cli.js", { paths: [ROOT] });
  try {
    execFileSync(process.execPath, [cli, "--mode", "production"], { cwd: ROOT, env: testBuildEnv(), stdio: "pipe", maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    const output = `${e.stdout?.toString() ?? ""}${e.stderr?.toString() ?? ""}`;
    const errors = output.split("\n").filter((l) => /^ERROR\b/.test(l));
    throw new Error(`webpack --mode production failed:\n${(errors.length ? errors : output.split("\n").slice(-40)).join("\n")}`);
  }
}

/** `webpack --mode production` into build/test-dist/, unless it is already built from these sources. */
export function buildDistOnce(): void {
  let stamp = inputsStamp();
  if (upToDate(stamp)) return;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch {
      // Another worker is building: wait for it, then use its build if it is current.
      const age = Date.now() - (fs.existsSync(LOCK) ? fs.statSync(LOCK).mtimeMs : Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    stamp = inputsStamp();
    if (upToDate(stamp)) return;
    webpackProduction();
    fs.writeFileSync(STAMP, stamp);
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}
