// The built add-in loads the way Excel loads it: the manifest's files exist, the page pulls in only
// office.js from outside, and its scripts, run in order against a stand-in of Excel's globals,
// register exactly the functions that functions.json declares, and they compute.
//
// Builds with `webpack --mode production` (about a minute) through helpers/build, into
// build/test-dist/ (never dist/), and skips the build when that is current.
// BUNDLE_TEST_SKIP_BUILD=1 reuses an existing test build when iterating on the test itself.
import * as fs from "fs";
import * as path from "path";
import { buildDistOnce, TEST_BUILD } from "./helpers/build";
import { DEV_ORIGIN, readManifest, servedFiles } from "./helpers/manifest";
import { createOfficeStandIn, OfficeStandIn, StandInCustomFunctionsError } from "./helpers/officeStandIn";

const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

interface FunctionMetadata {
  id: string;
  name: string;
  parameters: { name: string; optional?: boolean }[];
  options?: Record<string, boolean>;
}

function build(): void {
  if (process.env.BUNDLE_TEST_SKIP_BUILD && fs.existsSync(path.join(TEST_BUILD, "taskpane.html"))) return;
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

describe("the built add-in (the tests' build, as `npm run build` makes dist/)", () => {
  let html: string;
  let metadata: FunctionMetadata[];
  let office: OfficeStandIn;

  beforeAll(() => {
    build();
    html = fs.readFileSync(path.join(TEST_BUILD, "taskpane.html"), "utf8");
    metadata = (JSON.parse(fs.readFileSync(path.join(TEST_BUILD, "functions.json"), "utf8")) as { functions: FunctionMetadata[] }).functions;
    office = createOfficeStandIn();
    for (const src of pageReferences(html).scripts.filter((s) => !isRemote(s))) {
      const file = path.join(TEST_BUILD, src.replace(/^\.?\//, "").replace(/[?#].*$/, ""));
      office.runScript(fs.readFileSync(file, "utf8"), file);
    }
  }, 300_000);

  it("contains every file manifest.xml points to", () => {
    const files = servedFiles(readManifest());
    expect(files).toEqual(expect.arrayContaining(["taskpane.html", "functions.json", "functions.js"]));
    const missing = files.filter((f) => !fs.existsSync(path.join(TEST_BUILD, f)));
    expect(missing).toEqual([]);
  });

  it("ships the manifest itself, pointing at the dev server", () => {
    expect(fs.readFileSync(path.join(TEST_BUILD, "manifest.xml"), "utf8")).toContain(DEV_ORIGIN);
  });

  it("loads nothing from outside but office.js", () => {
    const { scripts, styles } = pageReferences(html);
    expect(scripts.filter(isRemote)).toEqual([OFFICE_JS]);
    expect(styles.filter(isRemote)).toEqual([]);
    // office.js must run before the bundles, which use CustomFunctions and Office at load.
    expect(scripts[0]).toBe(OFFICE_JS);
    for (const local of [...scripts, ...styles].filter((s) => !isRemote(s))) {
      expect(fs.existsSync(path.join(TEST_BUILD, local.replace(/[?#].*$/, "")))).toBe(true);
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

  it("computes MATCHPOINTS as docs/functions.md fixes: {50;50;-420;\"NP\"}", async () => {
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
  // Every function once through the built bundle, with the README's or docs/functions.md's examples;
  // the expected values are worked by hand (the core's own tests cover the rules in depth).
  const everyFunction: [string, Record<string, string>, unknown[][]][] = [
    ["NEUBERG", { matchpoints: "[[3]]", results: "[[3]]", expected: "[[4]]" }, [[13 / 3]]],
    [
      "WEIGHTEDSCORE",
      { weights: "[[40],[60]]", scores: "[[920],[-50]]", field: "[[420],[420],[450],[450],[-50],[100]]" },
      [[5.4, 6.6]],
    ],
    ["SCORE", { contract: '[["4H"],["1NTX"]]', declarer: '[["S"],["E"]]', result: '[[10],["-2"]]', vulnerability: '[["None"],["EW"]]' }, [[420], [500]]],
    ["IMP", { difference: "[[15],[25],[-2200]]" }, [[0], [1], [-19]]],
    ["VP", { imps: "[[0],[23],[-23]]", boards: "[[16]]" }, [[10], [15.56], [4.44]]],
    ["VULNERABILITY", { board: "[[1],[2],[3],[4],[17]]" }, [["None"], ["NS"], ["EW"], ["All"], ["None"]]],
    ["DEALER", { board: "[[1],[2],[3],[4]]" }, [["N"], ["E"], ["S"], ["W"]]],
    // Datum: 420, 450, 400, -50, 420 trimmed to 420, 400, 420 → 413⅓ → 410; A+ is +3 both ways.
    ["BUTLERIMP", { entries: '[[420],[450],[400],[-50],[420],["A+"]]' }, [[0, 0], [1, -1], [0, 0], [-10, 10], [0, 0], [3, 3]]],
    ["DATUM", { entries: '[[420],[450],[400],[-50],[420],["A+"]]' }, [[410], [410], [410], [410], [410], [410]]],
    // 450: +1 +1 +11 over three comparisons = 13/3; -50: -10 -10 -11 = -31/3.
    ["CROSSIMP", { entries: "[[420],[420],[450],[-50]]" }, [[3, -3], [3, -3], [13 / 3, -13 / 3], [-31 / 3, 31 / 3]]],
    // Board 2: 100 v 100 Neubergised from 2 results to 3 (2 each); pair 3's A+ stays 60 % (its other
    // board: 0 %), pair 4's A- stays 40 % (its other board: 50 %).
    [
      "RANKING",
      {
        boards: "[[1],[1],[1],[2],[2],[2]]",
        nspairs: "[[1],[2],[3],[1],[2],[3]]",
        ewpairs: "[[4],[5],[6],[5],[6],[4]]",
        entries: '[[420],[450],[-50],[100],[100],["A+/A-"]]',
        options: '"decimals=2"',
      },
      [
        ["Rank", "Pair", "Boards", "Score", "Max", "%"],
        ["=1", 2, 2, 6, 8, 75],
        ["=1", 6, 2, 6, 8, 75],
        [3, 1, 2, 4, 8, 50],
        [4, 4, 2, 3.6, 8, 45],
        [5, 3, 2, 2.4, 8, 30],
        [6, 5, 2, 2, 8, 25],
      ],
    ],
    [
      "SERIES",
      { pairs: "[[1],[1],[1]]", percentages: "[[45],[66],[50]]", boards: "[[24],[20],[24]]", options: '"decimals=2"' },
      [
        ["Rank", "Pair", "Sessions", "Boards", "%"],
        [1, 1, 3, 68, 52.94],
      ],
    ],
  ];

  it.each(everyFunction)("computes %s through the registered function", async (id, args, expected) => {
    const result = (await callAsExcel(id, args)) as unknown[][];
    expect(result).toHaveLength(expected.length);
    expected.forEach((row, r) =>
      row.forEach((want, c) => {
        const got = result[r][c];
        if (typeof want === "number") expect(Math.abs((got as number) - want)).toBeLessThan(1e-9);
        else expect(got).toBe(want);
      }),
    );
  });
});
