// A test run must not replace dist/, which may hold a deployment built with
// ADDIN_PUBLIC_URL. The tests (and the bench) build through ADDIN_BUILD_DIR into build/.
import * as fs from "fs";
import * as path from "path";
import { buildDistOnce, ROOT, TEST_BUILD, testBuildEnv } from "../../support/build";

type WebpackConfig = (env: Record<string, unknown>, argv: { mode: string }) => Promise<{ output: { path: string } }>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpackConfig = require(path.join(ROOT, "webpack.config.js")) as WebpackConfig;

/** The output folder webpack.config.js chooses with ADDIN_BUILD_DIR set to `dir` (unset when undefined). */
async function outputPath(dir: string | undefined): Promise<string> {
  const saved = process.env.ADDIN_BUILD_DIR;
  if (dir === undefined) delete process.env.ADDIN_BUILD_DIR;
  else process.env.ADDIN_BUILD_DIR = dir;
  try {
    return (await webpackConfig({}, { mode: "production" })).output.path;
  } finally {
    if (saved === undefined) delete process.env.ADDIN_BUILD_DIR;
    else process.env.ADDIN_BUILD_DIR = saved;
  }
}

describe("the address the add-in is built for (docs/installing.md)", () => {
  /** What webpack.config.js prints for a build in `mode` with ADDIN_PUBLIC_URL set to `url` (unset when undefined). */
  async function warnings(mode: string, url: string | undefined): Promise<string[]> {
    const saved = process.env.ADDIN_PUBLIC_URL;
    if (url === undefined) delete process.env.ADDIN_PUBLIC_URL;
    else process.env.ADDIN_PUBLIC_URL = url;
    const spy = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await webpackConfig({}, { mode });
      return spy.mock.calls.map((c) => String(c[0]));
    } finally {
      spy.mockRestore();
      if (saved === undefined) delete process.env.ADDIN_PUBLIC_URL;
      else process.env.ADDIN_PUBLIC_URL = saved;
    }
  }

  it("says so in one line when a production build has no ADDIN_PUBLIC_URL: it is for the developer's localhost", async () => {
    const said = await warnings("production", undefined);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Building for https:\/\/localhost:3000\/ \(no ADDIN_PUBLIC_URL\).*npm run package/);
    expect(said[0]).not.toMatch(/\n/);
  });

  it("says nothing when the address is given, or for the dev server", async () => {
    expect(await warnings("production", "https://scoring.example.org/bridge/")).toEqual([]);
    expect(await warnings("development", undefined)).toEqual([]);
  });
});

describe("where the add-in is built", () => {
  it("is dist/ for npm run build, and the folder ADDIN_BUILD_DIR names otherwise", async () => {
    expect(await outputPath(undefined)).toBe(path.join(ROOT, "dist"));
    expect(await outputPath("build/elsewhere")).toBe(path.join(ROOT, "build", "elsewhere"));
  });

  it("refuses an ADDIN_BUILD_DIR that would empty the project (webpack cleans its output folder)", async () => {
    await expect(outputPath(".")).rejects.toThrow(/would empty the project itself/);
    await expect(outputPath("..")).rejects.toThrow(/would empty the project itself/);
    await expect(outputPath("/")).rejects.toThrow(/would empty the project itself/);
  });

  it("is build/test-dist/ for the tests, with the dev-server manifest whatever the shell exports", async () => {
    const env = testBuildEnv({ ADDIN_PUBLIC_URL: "https://scoring.example.org/", PATH: "/bin" });
    expect(env.ADDIN_PUBLIC_URL).toBeUndefined();
    expect(env.PATH).toBe("/bin");
    expect(path.resolve(ROOT, env.ADDIN_BUILD_DIR!)).toBe(TEST_BUILD);
    expect(TEST_BUILD).not.toBe(path.join(ROOT, "dist"));
  });

  it("leaves dist/ exactly as it was (or absent) when the tests build", () => {
    // Looked at, never written: dist/ may be a deployment someone is about to copy.
    const dist = path.join(ROOT, "dist");
    const snapshot = (): string[] => {
      if (!fs.existsSync(dist)) return ["(no dist/)"];
      const entries: string[] = [];
      const visit = (dir: string): void => {
        for (const name of fs.readdirSync(dir).sort()) {
          const file = path.join(dir, name);
          const st = fs.statSync(file);
          if (st.isDirectory()) visit(file);
          else entries.push(`${path.relative(dist, file)} ${st.size} ${st.mtimeMs}`);
        }
      };
      visit(dist);
      return entries;
    };
    const before = snapshot();
    buildDistOnce();
    expect(fs.existsSync(path.join(TEST_BUILD, "taskpane.html"))).toBe(true);
    expect(snapshot()).toEqual(before);
  }, 300_000);
});
