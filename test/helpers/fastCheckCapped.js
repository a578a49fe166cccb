// fast-check as Stryker's jest run sees it (jest.stryker.config.js maps "fast-check" here): the
// same library, with every property capped at STRYKER_FC_RUNS runs (default 40), whatever
// numRuns the test asks for. A mutant is rerun through each property that covers it, so 500 runs
// a property made a mutant cost seconds; a wrong rule breaks a property within a few dozen random
// boards. The normal jest run (jest.config.js) does not use this file and keeps its numRuns.
"use strict";
const path = require("path");
// The real module by its file, which the "^fast-check$" mapping does not catch.
const real = require(path.join(path.dirname(require.resolve("fast-check/package.json")), "lib/cjs/fast-check.js"));

const cap = Number(process.env.STRYKER_FC_RUNS ?? 40);
if (!Number.isInteger(cap) || cap < 1) throw new Error(`STRYKER_FC_RUNS=${process.env.STRYKER_FC_RUNS} is not a positive integer`);

function capped(params) {
  const asked = params?.numRuns ?? real.readConfigureGlobal()?.numRuns ?? 100;
  return { ...params, numRuns: Math.min(asked, cap) };
}

const capCheck = {
  assert: (property, params) => real.assert(property, capped(params)),
  check: (property, params) => real.check(property, capped(params)),
};
const fc = { ...real, ...capCheck };
fc.default = fc;
// For a test that counts its runs (test/helpers/runs.ts).
fc.runCap = cap;
Object.defineProperty(fc, "__esModule", { value: true });
module.exports = fc;
