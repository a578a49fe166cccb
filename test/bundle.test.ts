// The built dist/ loads the way Excel loads it: the manifest's files exist, the page pulls in only
// office.js from outside, and its scripts, run in order against a stand-in of Excel's globals,
// register exactly the functions that functions.json declares, and they compute.
//
// Builds with `webpack --mode production` (about a minute) through helpers/build, which skips the
// build when dist/ is current. BUNDLE_TEST_SKIP_BUILD=1 reuses
// an existing dist/ when iterating on the test itself.
import * as fs from "fs";
import * as path from "path";
import { buildDistOnce } from "./helpers/build";
import { DEV_ORIGIN, readManifest, ROOT, servedFiles } from "./helpers/manifest";
import { createOfficeStandIn, OfficeStandIn, StandInCustomFunctionsError } from "./helpers/officeStandIn";

const DIST = path.join(ROOT, "dist");
const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

interface FunctionMetadata {
  id: string;
  name: string;
  parameters: { name: string; optional?: boolean }[];
  options?: Record<string, boolean>;
}

function build(): void {
  if (process.env.BUNDLE_TEST_SKIP_BUILD && fs.existsSync(path.join(DIST, "taskpane.html"))) return;
  // Shared with the task pane's end-to-end tests: one build per change of the sources, never two at once.
  buildDistOnce();
}

/** The page's <script src> and stylesheet <link href> values, in document order. */
function pageReferences(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string): string | undefined => {
    const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
    return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  };
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => attr(m[0], "src")).filter((s): s is string => s !== undefined);
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter((m) => /stylesheet/i.test(attr(m[0], "rel") ?? ""))
    .map((m) => attr(m[0], "href"))
    .filter((s): s is string => s !== undefined);
  return { scripts, styles };
}

const isRemote = (url: string): boolean => /^(https?:)?\/\//i.test(url);

describe("the built add-in (dist/)", () => {
  let html: string;
  let metadata: FunctionMetadata[];
  let office: OfficeStandIn;

  beforeAll(() => {
    build();
    html = fs.readFileSync(path.join(DIST, "taskpane.html"), "utf8");
    metadata = (JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as { functions: FunctionMetadata[] }).functions;
    office = createOfficeStandIn();
    for (const src of pageReferences(html).scripts.filter((s) => !isRemote(s))) {
      const file = path.join(DIST, src.replace(/^\.?\//, "").replace(/[?#].*$/, ""));
      office.runScript(fs.readFileSync(file, "utf8"), file);
    }
  }, 300_000);

  it("contains every file manifest.xml points to", () => {
    const files = servedFiles(readManifest());
    expect(files).toEqual(expect.arrayContaining(["taskpane.html", "functions.json", "functions.js"]));
    const missing = files.filter((f) => !fs.existsSync(path.join(DIST, f)));
    expect(missing).toEqual([]);
  });

  it("ships the manifest itself, pointing at the dev server", () => {
    expect(fs.readFileSync(path.join(DIST, "manifest.xml"), "utf8")).toContain(DEV_ORIGIN);
  });

  it("loads nothing from outside but office.js", () => {
    const { scripts, styles } = pageReferences(html);
    expect(scripts.filter(isRemote)).toEqual([OFFICE_JS]);
    expect(styles.filter(isRemote)).toEqual([]);
    // office.js must run before the bundles, which use CustomFunctions and Office at load.
    expect(scripts[0]).toBe(OFFICE_JS);
    for (const local of [...scripts, ...styles].filter((s) => !isRemote(s))) {
      expect(fs.existsSync(path.join(DIST, local.replace(/[?#].*$/, "")))).toBe(true);
    }
  });

  it("runs the functions bundle before the task pane bundle", () => {
    const local = pageReferences(html).scripts.filter((s) => !isRemote(s));
    expect(local).toEqual(["functions.js", "taskpane.js"]);
  });

  it("registers exactly the functions that functions.json declares, once each", () => {
    const declared = metadata.map((f) => f.id).sort();
    expect(declared.length).toBeGreaterThan(0);
    expect([...office.registered.keys()].sort()).toEqual(declared);
    expect(office.duplicates).toEqual([]);
  });

  /** Calls a registered function as Excel does: one argument per declared parameter, then the invocation. */
  async function callAsExcel(id: string, args: Record<string, string>, parameterAddresses: string[] = []): Promise<unknown> {
    const meta = metadata.find((f) => f.id === id);
    const fn = office.registered.get(id);
    if (!meta || !fn) throw new Error(`${id} is not registered; functions.json has ${metadata.map((f) => f.id).join(", ")}`);
    const values = meta.parameters.map((p) => (p.name in args ? office.evaluate(args[p.name]) : null));
    const invocation = office.evaluate<Record<string, unknown>>(
      `{ address: "Sheet1!F2", functionName: "BRIDGE.${meta.name}", parameterAddresses: ${JSON.stringify(parameterAddresses)} }`,
    );
    return await fn(...values, invocation);
  }

  it("computes MATCHPOINTS as FUNCTIONS.md fixes: {50;50;-420;\"NP\"}", async () => {
    const result = (await callAsExcel("MATCHPOINTS", { entries: '[[50],[50],[-420],["NP"]]' }, ["Sheet1!D2:D5"])) as unknown[][];
    const expected = [
      [13 / 3, 5 / 3],
      [13 / 3, 5 / 3],
      [1 / 3, 17 / 3],
      ["NP", "NP"],
    ];
    expect(result).toHaveLength(expected.length);
    expected.forEach((row, r) => {
      expect(result[r]).toHaveLength(row.length);
      row.forEach((want, c) => {
        const got = result[r][c];
        if (typeof want === "number") {
          expect(typeof got).toBe("number");
          expect(Math.abs((got as number) - want)).toBeLessThan(1e-12);
        } else {
          expect(got).toBe(want);
        }
      });
    });
  });

  it("reports a bad cell as Excel's own #VALUE! error, naming the cell", async () => {
    const result = (await callAsExcel("MATCHPOINTS", { entries: '[[420],["42O"]]' }, ["Sheet1!D2:D3"])) as unknown[][];
    expect(result).toHaveLength(2);
    for (const cell of result.flat()) {
      // The error must be the runtime's CustomFunctions.Error, not one bundled into functions.js.
      expect(cell).toBeInstanceOf(StandInCustomFunctionsError);
      expect((cell as StandInCustomFunctionsError).code).toBe("#VALUE!");
      expect((cell as StandInCustomFunctionsError).message).toMatch(/D3/);
    }
  });
});
