// The jest configuration Stryker runs for each mutant (stryker.conf.json): the unit tests of the
// scoring core. Left out: the browser tests (test/e2e), the webpack bundle build and the
// 200 000-row scale tests — minutes each, and they test packaging and size, not rules.
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ["/node_modules/", "/test/e2e/", "/test/bundle\\.test\\.ts$", "/test/scale\\.test\\.ts$"],
};
