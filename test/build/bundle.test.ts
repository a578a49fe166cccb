// The built add-in loads the way Excel loads it: the manifest's files exist, the page pulls in only
// office.js from outside, and its scripts, run in order against a stand-in of Excel's globals,
// register exactly the functions that functions.json declares, and they compute.
//
// Builds with `webpack --mode production` (about a minute) through support/build, into
// build/test-dist/ (never dist/), and skips the build when that is current.
// BUNDLE_TEST_SKIP_BUILD=1 reuses an existing test build when iterating on the test itself.
import * as fs from "fs";
import * as path from "path";
import { buildDistOnce, TEST_BUILD } from "../../support/build";
import { DEV_ORIGIN, readManifest, servedFiles } from "../helpers/manifest";
import { createOfficeStandIn, OfficeStandIn, StandInCustomFunctionsError } from "../../support/runtimeStandIn";
import { functionNames } from "../../scripts/functions-metadata";

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
    expect(local).toEqual([expect.stringMatching(/^functions\./), expect.stringMatching(/^taskpane\./)]);
  });

  // Microsoft: a change to functions.js may take up to 24 hours to reach users, as Office caches
  // by URL. Each page names the scripts of its own build, by their content, so a director never
  // runs one version's functions beside another's pane; the manifest's functions.js is the same build.
  it("real excel 3 6 the pages load content-hashed scripts, and the manifest's functions.js is the same build", () => {
    const local = pageReferences(html).scripts.filter((s) => !isRemote(s));
    expect(local).toEqual([expect.stringMatching(/^functions\.[0-9a-f]{10}\.js$/), expect.stringMatching(/^taskpane\.[0-9a-f]{10}\.js$/)]);
    expect(fs.readFileSync(path.join(TEST_BUILD, local[0]), "utf8")).toBe(fs.readFileSync(path.join(TEST_BUILD, "functions.js"), "utf8"));
    const dialog = pageReferences(fs.readFileSync(path.join(TEST_BUILD, "export-dialog.html"), "utf8")).scripts.filter((s) => !isRemote(s));
    expect(dialog).toEqual([expect.stringMatching(/^exportdialog\.[0-9a-f]{10}\.js$/)]);
    for (const f of [...local, ...dialog]) expect(fs.existsSync(path.join(TEST_BUILD, f))).toBe(true);
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
  // Through the bundle: the message follows Office's display language.
  it.each([
    ["da-DK", "Sheet1!D3: '42O' er ikke en score; forventet fx 420, A+, 40% 920 + 60% -50"],
    ["sv-SE", "Sheet1!D3: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50"],
  ])("says a bad cell in Office's language (%s), English for one it does not speak", async (displayLanguage, said) => {
    office.evaluate(`Office.context.displayLanguage = ${JSON.stringify(displayLanguage)}`);
    try {
      const result = (await callAsExcel("MATCHPOINTS", { entries: '[[420],["42O"]]' }, ["Sheet1!D2:D3"])) as unknown[][];
      expect((result[1][0] as StandInCustomFunctionsError).message).toBe(said);
    } finally {
      office.evaluate("delete Office.context.displayLanguage");
    }
  });

  // Through the bundle: what real Excel hands over, as far as a stand-in can say it.
  it("ships functions.json with allowErrorForDataTypeAny, so Excel passes error cells in", () => {
    const json = JSON.parse(fs.readFileSync(path.join(TEST_BUILD, "functions.json"), "utf8")) as Record<string, unknown>;
    expect(json.allowErrorForDataTypeAny).toBe(true);
    expect(json.allowCustomDataForDataTypeAny).toBe(true);
  });

  /** One MATCHPOINTS row per entry as plain numbers/text (errors as their message). */
  const plain = (rows: unknown[][]): unknown[][] =>
    rows.map((row) => row.map((c) => (c instanceof StandInCustomFunctionsError ? c.message : typeof c === "number" ? Math.round(c * 1e9) / 1e9 : c)));

  it("reads a 0 from a truly empty cell as blank and a typed 0 as a passed-out board", async () => {
    // Builds that pass an empty cell as 0: D3 is empty, D4 holds 0 (passed out). Only the rows
    // from the first 0 to the last are read.
    office.valueTypes.set("Sheet1!D3:D4", [["Empty"], ["Double"]]);
    const reads = office.excelReads.length;
    const zeros = (await callAsExcel("MATCHPOINTS", { entries: "[[420],[0],[0],[420]]" }, ["Sheet1!D2:D5"])) as unknown[][];
    expect(office.excelReads.slice(reads)).toEqual(["Sheet1!D3:D4"]);
    // Builds that pass it as null: the same result.
    office.valueTypes.set("Sheet1!D4:D4", [["Double"]]);
    const nulls = (await callAsExcel("MATCHPOINTS", { entries: "[[420],[null],[0],[420]]" }, ["Sheet1!D2:D5"])) as unknown[][];
    expect(plain(zeros)).toEqual(plain(nulls));
    expect(zeros[1]).toEqual(["", ""]);
    // Three results: both 420s beat the passed-out 0, which scores 0 of 4 for NS.
    expect(plain(zeros)[2]).toEqual([0, 4]);
  });

  it("asks Excel only when a 0 arrives and the range's address is known", async () => {
    const reads = office.excelReads.length;
    await callAsExcel("MATCHPOINTS", { entries: "[[420],[null],[400]]" }, ["Sheet1!D2:D4"]);
    // Without an address nothing can be read: the 0 stays a score.
    const noAddress = (await callAsExcel("MATCHPOINTS", { entries: "[[420],[0],[400]]" })) as unknown[][];
    expect(plain(noAddress)[1]).toEqual([0, 4]);
    expect(office.excelReads.length).toBe(reads);
  });

  it("reports an error cell on its own board, naming it, and scores the other boards", async () => {
    const result = (await callAsExcel(
      "MATCHPOINTS",
      { entries: '[[420],[new CustomFunctions.Error("#VALUE!")],[420],[-50]]', boards: "[[1],[1],[2],[2]]" },
      ["Sheet1!B6:B9", "Sheet1!A6:A9"],
    )) as unknown[][];
    expect(plain(result)).toEqual([
      ["Sheet1!B7 holds #VALUE!", "Sheet1!B7 holds #VALUE!"],
      ["Sheet1!B7 holds #VALUE!", "Sheet1!B7 holds #VALUE!"],
      [2, 0],
      [0, 2],
    ]);
    expect((result[0][0] as StandInCustomFunctionsError).code).toBe("#VALUE!");
  });

  it("reads a data-type cell by its basicValue (allowCustomDataForDataTypeAny)", async () => {
    const entries = '[[{ type: "FormattedNumber", basicType: "Double", basicValue: 420, numberFormat: "0" }], [{ type: "Entity", text: "Board", basicType: "Error", basicValue: "#VALUE!", properties: {} }], [400]]';
    const result = (await callAsExcel("MATCHPOINTS", { entries, boards: "[[1],[2],[1]]" }, ["Sheet1!B2:B4", "Sheet1!A2:A4"])) as unknown[][];
    expect(plain(result)).toEqual([[2, 0], ["Sheet1!B3 holds #VALUE!", "Sheet1!B3 holds #VALUE!"], [0, 2]]);
  });

  // Every function once through the built bundle, with the examples of docs/reference.md or docs/functions.md;
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
    ["IMPTOVP", { imps: "[[0],[23],[-23]]", boards: "[[16]]" }, [[10], [15.56], [4.44]]],
    ["VULNERABILITY", { board: "[[1],[2],[3],[4],[17]]" }, [["None"], ["NS"], ["EW"], ["All"], ["None"]]],
    ["DEALER", { board: "[[1],[2],[3],[4]]" }, [["N"], ["E"], ["S"], ["W"]]],
    // Datum: 420, 450, 400, -50, 420 trimmed to 420, 400, 420 → 413⅓ → 410; A+ is +3 both ways.
    ["BUTLERIMP", { entries: '[[420],[450],[400],[-50],[420],["A+"]]' }, [[0, 0], [1, -1], [0, 0], [-10, 10], [0, 0], [3, 3]]],
    ["BUTLERDATUM", { entries: '[[420],[450],[400],[-50],[420],["A+"]]' }, [[410], [410], [410], [410], [410], [410]]],
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
    // The worked example of docs/rules.md §9 (test/multiteam.test.ts works every match by hand): VP per
    // match from the WBF 2-board scale, e.g. pair 2: +4 → 13.12 and +14 → 18.04, 31.16 / 2.
    [
      "MULTITEAM",
      {
        boards: "[[1],[1],[1],[2],[2],[2]]",
        nspairs: "[[1],[2],[3],[1],[2],[3]]",
        ewpairs: "[[4],[5],[6],[5],[6],[4]]",
        entries: '[[420],[450],[-50],[100],["A+/A-"],[-110]]',
      },
      [
        ["Rank", "Pair", "Matches", "Boards", "IMPs", "VP", "VP per match"],
        [1, 2, 2, 2, 18, 31.16, 15.58],
        [2, 6, 2, 2, 15, 30.46, 15.23],
        [3, 1, 2, 2, 11, 25.25, 12.625],
        [4, 4, 2, 2, -1, 19.43, 9.715],
        [5, 5, 2, 2, -14, 10.11, 5.055],
        [6, 3, 2, 2, -29, 3.59, 1.795],
      ],
    ],
    [
      "SERIESRESULT",
      { pairs: "[[1],[1],[1]]", percentages: "[[45],[66],[50]]", boards: "[[24],[20],[24]]", options: '"decimals=2"' },
      [
        ["Rank", "Pair", "Sessions", "Boards", "%"],
        [1, 1, 3, 68, 52.94],
      ],
    ],
  ];

  // MULTITEAM's own worked examples (test/multiteam.test.ts works every match by hand; these are the
  // sums): a three-table Mitchell, NS 1 2 3 v EW 4 5 6, unless said otherwise.
  const mitchell = (entries: (number | string)[], boards = entries.map((_, i) => (i < 3 ? 1 : 2))) => ({
    boards: JSON.stringify(boards.map((b) => [b])),
    nspairs: JSON.stringify(entries.map((_, i) => [(i % 3) + 1])),
    ewpairs: JSON.stringify(entries.map((_, i) => [i < 3 ? 4 + i : [5, 6, 4][i - 3]])),
    entries: JSON.stringify(entries.map((e) => [e])),
  });
  const multiteamExamples: [string, Record<string, string>, unknown[][]][] = [
    [
      "a split entry (450/-100): unbalanced, NS 1 and NS 2 both win their match",
      mitchell([420, "450/-100", -50]),
      [
        ["=1", 1, 2, 1, 21, 36.64, 18.32],
        ["=1", 6, 2, 1, 21, 36.64, 18.32],
        [3, 5, 2, 1, 13, 30.84, 15.42],
        [4, 2, 2, 1, 12, 29.75, 14.875],
        [5, 3, 2, 1, -8, 14.2, 7.1],
        [6, 4, 2, 1, -9, 13.11, 6.555],
      ],
    ],
    [
      "a weighted entry with EW offending under dbf",
      { ...mitchell([420, "30% 450 + 70% -50 !EW", 100]), options: '"profile=dbf"' },
      [
        [1, 1, 2, 1, 14, 32.77, 16.385],
        [2, 6, 2, 1, 8, 27.03, 13.515],
        [3, 5, 2, 1, 6, 25.74, 12.87],
        [4, 2, 2, 1, -6, 14.26, 7.13],
        [5, 3, 2, 1, -8, 12.97, 6.485],
        [6, 4, 2, 1, -14, 7.23, 3.615],
      ],
    ],
    [
      "NP, official: the board leaves the NP pairs' matches",
      mitchell([420, 450, "NP", 100, "A+/A-", -110]),
      [
        [1, 4, 2, 2, 9, 27.67, 13.835],
        [2, 2, 2, 2, 7, 26.4, 13.2],
        [3, 1, 2, 2, 1, 21.88, 10.94],
        [4, 5, 2, 2, -3, 18.89, 9.445],
        [5, 6, 2, 1, -6, 13.44, 6.72],
        [6, 3, 2, 1, -8, 11.72, 5.86],
      ],
    ],
    [
      "NP, multiteam=guiding: average, the board counts",
      { ...mitchell([420, 450, "NP", 100, "A+/A-", -110]), options: '"multiteam=guiding"' },
      [
        [1, 4, 2, 2, 9, 26.81, 13.405],
        [2, 2, 2, 2, 7, 25.54, 12.77],
        [3, 1, 2, 2, 1, 20.66, 10.33],
        [4, 5, 2, 2, -3, 18.03, 9.015],
        [5, 6, 2, 2, -6, 15.16, 7.58],
        [6, 3, 2, 2, -8, 13.8, 6.9],
      ],
    ],
    [
      "a Howell of five pairs with a sit-out",
      {
        boards: "[[1],[1],[2],[2],[3],[3]]",
        nspairs: "[[1],[3],[2],[4],[5],[2]]",
        ewpairs: "[[2],[4],[3],[5],[1],[4]]",
        entries: "[[420],[400],[100],[-100],[-420],[-450]]",
      },
      [
        [1, 5, 2, 2, 6, 26.2, 13.1],
        [2, 2, 2, 3, 3, 21.92, 10.96],
        [3, 1, 2, 2, 0, 20, 10],
        [4, 4, 2, 3, -3, 18.08, 9.04],
        [5, 3, 2, 2, -6, 13.8, 6.9],
      ],
    ],
    [
      "corrections in VP (pair 6 −6, pair 3 +1 and +0.5)",
      { ...mitchell([420, 450, -50, 100, "A+/A-", -110]), corrections: '[[6,-6],[3,1],[3,"0,5"]]' },
      [
        [1, 2, 2, 2, 18, 31.16, 15.58],
        [2, 1, 2, 2, 11, 25.25, 12.625],
        [3, 6, 2, 2, 15, 24.46, 12.23],
        [4, 4, 2, 2, -1, 19.43, 9.715],
        [5, 5, 2, 2, -14, 10.11, 5.055],
        [6, 3, 2, 2, -29, 5.09, 2.545],
      ],
    ],
  ];

  it.each(multiteamExamples)("computes MULTITEAM through the registered function: %s", async (_name, args, expected) => {
    const result = (await callAsExcel("MULTITEAM", args)) as unknown[][];
    expect(result[0]).toEqual(["Rank", "Pair", "Matches", "Boards", "IMPs", "VP", "VP per match"]);
    expect(result.slice(1)).toHaveLength(expected.length);
    expected.forEach((row, r) =>
      row.forEach((want, c) => {
        const got = result[r + 1][c];
        if (typeof want === "number") expect(Math.abs((got as number) - want)).toBeLessThan(1e-9);
        else expect(got).toBe(want);
      }),
    );
  });

  // MATCHPOINTS has its own cases above; every other function is computed here at least once.
  it("computes every function through the bundle: everyFunction has a case for each", () => {
    const cased = new Set(["MATCHPOINTS", ...everyFunction.map(([id]) => id)]);
    const missing = functionNames().filter((name) => !cased.has(name));
    expect(missing.map((name) => `${name}: add [name, its arguments, the result worked by hand] to everyFunction in test/build/bundle.test.ts`)).toEqual([]);
  });

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
