// The README for its readers: short, the two commands, an example of every
// function a director can paste, why each package is here, and links that lead somewhere.
import * as fs from "fs";
import * as path from "path";
import { fillReadme, README } from "../../scripts/help-examples";

const ROOT = path.join(__dirname, "..", "..");
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

// The functions as their JSDoc declares them (the source functions.json is generated from).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { functionNames } = require("../../scripts/functions-metadata") as { functionNames: () => string[] };

describe("README", () => {
  test("fits its readers: at most about 150 lines, the details in docs/", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(170);
  });

  test("gives the developer's two commands: install and start, and test", () => {
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toMatch(/^npm test\b/m);
  });

  test("has an example to paste for every function", () => {
    const examples = readme.slice(readme.indexOf("### Examples to paste"), readme.indexOf("## Rules"));
    const names = functionNames();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(examples).toContain(`=BRIDGE.${name}(`);
  });

  // docs/recipes.md, "Add a function": the examples come with the function's in scripts/help-examples.js,
  // the profiles with their PROFILES entry (src/options.ts); npm run help-examples writes them here.
  test("pastes the examples and lists the profiles scripts/help-examples.js writes (npm run help-examples)", () => {
    expect(fillReadme(readme)).toBe(readme);
    const names = functionNames();
    const ids = Object.keys(README);
    expect(names.filter((name) => !ids.includes(name.toLowerCase())).map((name) => `${name}: add its README example to README in scripts/help-examples.js`)).toEqual([]);
  });

  test("says why each declared package is here", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
    const section = readme.slice(readme.indexOf("### Why each package is here"));
    const named = new Set([...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    const missing = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      // @types/ and scoped packages may be named by their short form (Stryker's `jest-runner`).
      (p) => !named.has(p) && !named.has(p.replace(/^@[^/]+\//, "")),
    );
    expect(missing).toEqual([]);
  });

  test("links only to files that exist", () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(fs.existsSync(path.join(ROOT, link))).toBe(true);
  });

  test("leads to docs/development.md, which names every npm script and what it does", () => {
    const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);
    const development = fs.readFileSync(path.join(ROOT, "docs", "development.md"), "utf8");
    const listed = (name: string): boolean => development.includes(name === "start" || name === "test" ? `\`npm ${name}\`` : `\`npm run ${name}\``);
    expect(scripts.filter((name) => !listed(name))).toEqual([]);
  });
});
