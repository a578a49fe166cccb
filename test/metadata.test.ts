// functions.json is generated from the JSDoc and TypeScript types of addin/functions/*.ts; a type
// the generator does not understand (a union such as `string | null`) silently drops a function
// from Excel. This checks every file quickly, without a full build.
import * as fs from "fs";
import * as path from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";

const dir = path.join(__dirname, "..", "addin", "functions");
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
