// The bench calls each function as Excel does, with an argument per parameter. Its harness
// (scripts/harness.js) runs as plain source in the bench's page, where the descriptors cannot be
// read, so it keeps the measured functions' parameters itself: they must be the descriptors'.
import { functionDescriptors } from "../../scripts/functions-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const harness = require("../../scripts/harness") as {
  PARAMETERS: Record<string, string[]>;
  SESSION_FUNCTIONS: string[];
  TEAM_CASES: Record<string, unknown>;
  functionOf: (label: string) => string;
  sessionArguments: (label: string, d: unknown) => unknown[];
};

const descriptors = functionDescriptors();

test.each(Object.entries(harness.PARAMETERS))("the bench passes %s its descriptor's parameters", (name, parameters) => {
  expect(parameters).toEqual(descriptors.find((d) => d.name === name)?.parameters.map((p) => p.name));
});

test.each([...harness.SESSION_FUNCTIONS, ...Object.keys(harness.TEAM_CASES)])("%s is called with an argument for every parameter", (label) => {
  const session = { entries: [], boards: [], ns: [], ew: [], neuberg: { matchpoints: [], results: [], expected: [] } };
  const args = harness.sessionArguments(label, session);
  expect(args).toHaveLength(harness.PARAMETERS[harness.functionOf(label)].length);
  expect(args).not.toContain(undefined);
});
