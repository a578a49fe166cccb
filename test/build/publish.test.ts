// Publishing without npm: the GitHub Pages workflow builds for the repository's Pages
// address and deploys dist/, and `npm run package` zips a build for a club's own address whose
// manifest names only that address.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import JSZip from "jszip";
import { parse } from "yaml";
import { buildDistOnce, ROOT } from "../../support/build";
import { manifestUrls } from "../helpers/manifest";

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const { makePackage, publicUrl } = require("../../scripts/package") as {
  makePackage(options: { url: string; outDir: string }): Promise<string>;
  publicUrl(raw: string | undefined): string;
};
const { PAGES } = require("../../scripts/help-pages") as { PAGES: Record<string, [string, string, string]> };
/* eslint-enable @typescript-eslint/no-require-imports */

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  id?: string;
  with?: Record<string, unknown>;
}
interface Job {
  "runs-on": string;
  needs?: string | string[];
  env?: Record<string, string>;
  environment?: { name: string; url?: string };
  steps: Step[];
}

describe(".github/workflows/pages.yml", () => {
  const workflow = parse(fs.readFileSync(path.join(ROOT, ".github", "workflows", "pages.yml"), "utf8")) as {
    on: { push?: { branches?: string[] }; workflow_dispatch?: unknown };
    permissions: Record<string, string>;
    jobs: Record<string, Job>;
  };
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

  it("runs on a push to main and by hand, with the permissions Pages needs", () => {
    expect(workflow.on.push?.branches).toContain("main");
    expect("workflow_dispatch" in workflow.on).toBe(true);
    expect(workflow.permissions).toMatchObject({ contents: "read", pages: "write", "id-token": "write" });
  });

  it("builds with ADDIN_PUBLIC_URL set to the repository's Pages address", () => {
    const build = workflow.jobs.build;
    expect(build.env?.ADDIN_PUBLIC_URL).toBe("https://${{ github.repository_owner }}.github.io/${{ github.event.repository.name }}/");
    const uses = (s: Step): string => (s.uses ?? "").replace(/@.*$/, "");
    const order = [
      build.steps.findIndex((s) => uses(s) === "actions/checkout"),
      build.steps.findIndex((s) => uses(s) === "actions/setup-node"),
      build.steps.findIndex((s) => /^npm ci\b/.test(s.run ?? "")),
      build.steps.findIndex((s) => s.run === "npm run build"),
      build.steps.findIndex((s) => uses(s) === "actions/upload-pages-artifact"),
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(build.steps.find((s) => uses(s) === "actions/upload-pages-artifact")?.with?.path).toBe("dist");
    // Every npm script the workflow runs exists.
    for (const s of build.steps.filter((s) => /^npm run /.test(s.run ?? ""))) expect(Object.keys(scripts)).toContain((s.run as string).split(/\s+/)[2]);
  });

  it("deploys the uploaded dist/ to the github-pages environment after the build", () => {
    const deploy = workflow.jobs.deploy;
    expect([deploy.needs].flat()).toContain("build");
    expect(deploy.environment?.name).toBe("github-pages");
    expect(deploy.steps.some((s) => (s.uses ?? "").startsWith("actions/deploy-pages@"))).toBe(true);
  });
});

/** A folder's files with their sizes and times, or "absent". */
function snapshot(dir: string): string {
  if (!fs.existsSync(dir)) return "absent";
  const list = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(d, e.name)) : [path.join(d, e.name)]));
  return list(dir)
    .sort()
    .map((f) => `${path.relative(dir, f)}:${fs.statSync(f).size}:${fs.statSync(f).mtimeMs}`)
    .join("\n");
}

describe("npm run package", () => {
  const ADDRESS = "https://club.example.org/bridge/";
  let dir: string;
  let zip: JSZip;
  let folder: string;
  let distBefore: string;

  beforeAll(async () => {
    // The tests' own build first (shared with the other test files, and where a test build goes),
    // so nothing else in this jest run writes a build while the package is made.
    buildDistOnce();
    distBefore = snapshot(path.join(ROOT, "dist"));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-package-"));
    const file = await makePackage({ url: "https://club.example.org/bridge", outDir: dir });
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
    folder = `bridge-scoring-${version}`;
    expect(path.basename(file)).toBe(`${folder}.zip`);
    zip = await JSZip.loadAsync(fs.readFileSync(file));
  }, 300_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const text = (name: string): Promise<string> => (zip.file(`${folder}/${name}`) as JSZip.JSZipObject).async("string");

  it("holds the built add-in and its manifest in one folder", () => {
    // Every page of the site, in every language, and the guides (PAGES: help, rules, support, the front page).
    for (const f of ["manifest.xml", "taskpane.html", "functions.js", "functions.json", ...Object.keys(PAGES), "README.txt"]) {
      expect(zip.file(`${folder}/${f}`)).not.toBeNull();
    }
    expect(Object.keys(zip.files).every((f) => f.startsWith(`${folder}/`))).toBe(true);
  });

  it("has a manifest that names only the given address", async () => {
    const urls = manifestUrls(await text("manifest.xml"));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => !u.startsWith(ADDRESS))).toEqual([]);
    expect(await text("manifest.xml")).not.toMatch(/localhost/i);
    // And every file it names is in the package.
    const missing = urls.map((u) => u.slice(ADDRESS.length).replace(/[?#].*$/, "")).filter((f) => !zip.file(`${folder}/${f}`));
    expect(missing).toEqual([]);
  });

  it("points every function's help at the same address", async () => {
    const { functions } = JSON.parse(await text("functions.json")) as { functions: { helpUrl?: string }[] };
    expect(functions.every((f) => f.helpUrl?.startsWith(`${ADDRESS}help.html#`))).toBe(true);
  });

  it("leaves the project's dist/ as it was (it builds in a folder of its own)", () => {
    expect(snapshot(path.join(ROOT, "dist"))).toBe(distBefore);
  });

  it("refuses an address Office cannot load from", () => {
    expect(() => publicUrl(undefined)).toThrow(/ADDIN_PUBLIC_URL/);
    expect(() => publicUrl("http://club.example.org/")).toThrow(/https/);
    expect(publicUrl("https://club.example.org/bridge")).toBe(ADDRESS);
  });
});
