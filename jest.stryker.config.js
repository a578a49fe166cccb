// The jest configuration Stryker runs for each mutant (stryker.conf.json): the unit tests of the
// scoring core. Left out: the browser tests (test/e2e), the tests that run a webpack build
// (bundle, build folder, help pages, translated function metadata, the published package) and
// the 200 000-row scale tests — minutes each, and they test packaging and size, not rules. The
// browser tests' stand-in stays in the sandbox: the pane's unit tests load it in Node.
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: [
    "/node_modules/",
    "/test/e2e/",
    "/test/bundle\\.test\\.ts$",
    "/test/build-folder\\.test\\.ts$",
    "/test/help\\.test\\.ts$",
    "/test/i18n-functions\\.test\\.ts$",
    "/test/publish\\.test\\.ts$",
    "/test/scale\\.test\\.ts$",
  ],
};
