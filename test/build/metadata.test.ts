// functions.json is generated from the JSDoc and TypeScript types of addin/functions/*.ts; a type
// the generator does not understand (a union such as `string | null`) silently drops a function
// from Excel. This checks every file quickly, without a full build.
import * as fs from "fs";
import * as path from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import { finishMetadata, functionDescriptors } from "../../scripts/functions-metadata";
import { OptionsFunction, WORKSHEET_FUNCTIONS, optionKeys } from "../../src/worksheetFunctions";
import { EXCEL4_NAMES } from "../helpers/excel4Names";
import { excelFunctionNames } from "../../scripts/excel-function-names";
import EXCEL_NAMES from "../fixtures/excel-function-names.json";

const dir = path.join(__dirname, "..", "..", "addin", "functions");
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".ts")).map((f) => path.join(dir, f));

test.each(files.map((f) => [path.basename(f), f]))("%s generates metadata without errors", async (_name, file) => {
  const result = await generateCustomFunctionsMetadata([file], true);
  expect(result.errors).toEqual([]);
  const { functions } = JSON.parse(result.metadataJson) as { functions: { id: string; description?: string; parameters: { description?: string }[] }[] };
  expect(functions.length).toBeGreaterThan(0);
  // Excel's autocomplete shows these: every function and argument explains itself.
  for (const f of functions) {
    expect(f.id).toMatch(/^[A-Z]+$/);
    expect(f.description).toBeTruthy();
    for (const p of f.parameters) expect(p.description).toBeTruthy();
  }
});

// The functions.json the build ships: every file's metadata together (as the webpack plugin
// generates it), finished by scripts/functions-metadata.js as webpack.config.js does.
describe("functions.json as the build ships it", () => {
  interface Metadata {
    allowErrorForDataTypeAny?: boolean;
    allowCustomDataForDataTypeAny?: boolean;
    functions: { id: string; name: string; description: string; parameters: { name: string; type?: string; optional?: boolean }[] }[];
  }
  let metadata: Metadata;

  beforeAll(async () => {
    const result = await generateCustomFunctionsMetadata([...files].sort(), true);
    expect(result.errors).toEqual([]);
    metadata = JSON.parse(finishMetadata(result.metadataJson)) as Metadata;
  });

  // custom-functions-naming.md: ids use A–Z, 0–9, _ and . only; names Unicode letters, digits, _ and .;
  // both start with a letter and have at least three characters; a name is not a cell reference
  // (A1 to XFD1048576, R1C1 to R1048576C16384) nor an Excel 4.0 macro function (RUN, ECHO, …).
  const XFD = 16384;
  const columnNumber = (letters: string): number => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const looksLikeA1 = (name: string): boolean => {
    const m = /^([A-Z]{1,3})(\d+)$/i.exec(name);
    return !!m && columnNumber(m[1].toUpperCase()) <= XFD && Number(m[2]) >= 1 && Number(m[2]) <= 1_048_576;
  };
  const looksLikeR1C1 = (name: string): boolean => {
    const m = /^R(\d+)C(\d+)$/i.exec(name);
    return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 1_048_576 && Number(m[2]) >= 1 && Number(m[2]) <= XFD;
  };
  const bare = (name: string): string => name.toUpperCase().replace(/[._]/g, "");
  const excel4 = new Set(EXCEL4_NAMES.map(bare));

  // One descriptor per function (scripts/functions-metadata.js) is read from the same JSDoc by the
  // pane's Help block and the tests: it must say what the generator says.
  it("agrees with each function's descriptor: the same functions, parameters and description", () => {
    const generated = metadata.functions.map((f) => ({
      name: f.id,
      parameters: f.parameters.map((p) => ({ name: p.name, optional: p.optional === true })),
      description: f.description,
    }));
    const described = functionDescriptors().map((d) => ({ name: d.name, parameters: d.parameters, description: d.description.en }));
    const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name);
    expect(described.sort(byName)).toEqual(generated.sort(byName));
  });

  // A function's option keys are the core's table (src/worksheetFunctions.ts), its parameters the
  // JSDoc: a function that takes an options text has an entry there, and only such a function.
  it("has option keys for exactly the functions whose JSDoc declares options", () => {
    const descriptors = functionDescriptors();
    const declared = descriptors.filter((d) => d.parameters.some((p) => p.name === "options")).map((d) => d.name);
    expect(Object.keys(WORKSHEET_FUNCTIONS).sort()).toEqual([...declared].sort());
    for (const d of descriptors) expect([d.name, d.options]).toEqual([d.name, declared.includes(d.name) ? optionKeys(d.name as OptionsFunction) : null]);
  });

  it("has VP as IMPTOVP (VP is shorter than the three characters Excel requires)", () => {
    const names = metadata.functions.map((f) => f.name);
    expect(names).toContain("IMPTOVP");
    expect(names).not.toContain("VP");
    const imptovp = metadata.functions.find((f) => f.id === "IMPTOVP")!;
    expect(imptovp.parameters.map((p) => p.name)).toEqual(["imps", "boards"]);
  });

  it("follows Microsoft's naming rules for every id and name", () => {
    const problems: string[] = [];
    for (const { id, name } of metadata.functions) {
      if (!/^[A-Za-z][A-Za-z0-9_.]{2,}$/.test(id)) problems.push(`id ${id}: A–Z, 0–9, _ and . only, a letter first, at least three characters`);
      if (!/^\p{L}[\p{L}\p{N}_.]{2,}$/u.test(name)) problems.push(`name ${name}: letters, digits, _ and . only, a letter first, at least three characters`);
      for (const s of new Set([id, name])) {
        if (looksLikeA1(s) || looksLikeR1C1(s)) problems.push(`${s} reads as a cell reference`);
      }
    }
    expect(problems).toEqual([]);
  });

  // Microsoft's naming page marks Excel 4.0 macro names "Disallowed" and says "Avoid an id
  // or name that matches a built-in Excel function in any language"; two names broke these rules
  // and were renamed SERIESRESULT and BUTLERDATUM.
  it("names no Excel 4.0 macro function (XLCALL.H), bare or as BRIDGE.name", () => {
    const collisions = metadata.functions.filter((f) => excel4.has(bare(f.name)) || excel4.has(bare(f.id))).map((f) => f.name);
    expect(collisions).toEqual([]);
    const namespaced = metadata.functions.filter((f) => excel4.has(bare(`BRIDGE.${f.name}`)));
    expect(namespaced).toEqual([]);
  });

  it("names no built-in Excel function of any language (test/fixtures/excel-function-names.json)", () => {
    const builtIn = new Map<string, string[]>();
    for (const [language, names] of Object.entries(EXCEL_NAMES.languages))
      for (const name of names) for (const key of new Set([name, bare(name)])) builtIn.set(key, [...(builtIn.get(key) ?? []), language]);
    const collisions = metadata.functions.flatMap(({ id, name }) =>
      [...new Set([id, name].flatMap((s) => [s.toUpperCase(), bare(s)]))].filter((s) => builtIn.has(s)).map((s) => `${s} (${builtIn.get(s)!.join(", ")})`),
    );
    expect(collisions).toEqual([]);
  });

  it("tests against the installed list: the fixture is what scripts/excel-function-names.js makes of it", () => {
    // The lists are what they claim: German SUM, Dutch IF, Hungarian COUNTIF; XLM's RUN and ECHO.
    expect(EXCEL_NAMES.languages.deDE).toContain("SUMME");
    expect(EXCEL_NAMES.languages.nlNL).toContain("ALS");
    expect(EXCEL_NAMES.languages.huHU).toContain("DARABTELI");
    expect(["RUN", "ECHO"].every((n) => excel4.has(n))).toBe(true);
    expect(excelFunctionNames()).toEqual(EXCEL_NAMES);
  });

  it("spills every function that asks for parameter addresses (Excel requires a matrix result)", () => {
    // Async functions (the entries ranges) must still declare a matrix: @returns without a type.
    type WithResult = Metadata["functions"][number] & { result?: { dimensionality?: string }; options?: { requiresParameterAddresses?: boolean } };
    const wrong = (metadata.functions as WithResult[]).filter((f) => f.options?.requiresParameterAddresses && f.result?.dimensionality !== "matrix");
    expect(wrong.map((f) => f.id)).toEqual([]);
  });

  it("lets error and data-type cells through to the any-typed parameters", () => {
    // Without allowErrorForDataTypeAny Excel does not call the function when any input cell holds
    // an error: one #VALUE! in a score column would make a whole RANKING one error.
    expect(metadata.allowErrorForDataTypeAny).toBe(true);
    expect(metadata.allowCustomDataForDataTypeAny).toBe(true);
    const anyTyped = metadata.functions.flatMap((f) => f.parameters.filter((p) => p.type === "any"));
    expect(anyTyped.length).toBeGreaterThan(0);
    // AllowErrorForDataTypeAny is the documented switch; no undocumented per-function
    // option (capturesCalculationErrors) is sent to Excel instead of or beside it.
    const options = (metadata.functions as { options?: Record<string, unknown> }[]).flatMap((f) => Object.keys(f.options ?? {}));
    expect(options.filter((o) => !["requiresParameterAddresses", "requiresAddress"].includes(o))).toEqual([]);
  });
});
