// The spec's examples are vendored so the suite runs on any clone; when the spec is beside the
// repository (as in CI), the copy must not have drifted from it.
import * as fs from "fs";
import * as path from "path";

test("test/fixtures/spec-examples.json matches ../shared/spec/examples.json", () => {
  const spec = path.join(__dirname, "..", "..", "shared", "spec", "examples.json");
  if (!fs.existsSync(spec)) return;
  const copy = path.join(__dirname, "fixtures", "spec-examples.json");
  expect(JSON.parse(fs.readFileSync(copy, "utf8"))).toEqual(JSON.parse(fs.readFileSync(spec, "utf8")));
});
