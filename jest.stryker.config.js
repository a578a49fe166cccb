// The jest configuration Stryker runs for each mutant (stryker.conf.json): the unit tests of the
// scoring core. Left out: the browser tests (test/e2e), the tests that run a webpack build
// (bundle, build folder, help pages, translated function metadata, the published package) and
// the 200 000-row scale tests — minutes each, and they test packaging and size, not rules. The
// browser tests' stand-in stays in the sandbox: the pane's unit tests load it in Node.
//
// Made cheap per mutant (measured in README "Mutation testing"): fast-check properties capped
// at 40 runs each (test/helpers/fastCheckCapped.js; STRYKER_FC_RUNS changes it), and ts-jest
// transpiles without type-checking — Stryker's TypeScript checker has already rejected the
// mutants that do not compile, and `npm run lint` type-checks the tests — and a mutant's run
// loads only the test files that hold a test covering it (test/helpers/strykerTests.js), and
// stops at its first failing test (test/helpers/strykerEnvironment.js).
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json", isolatedModules: true }],
  },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Found the way Node finds it, not under <rootDir>: Stryker links node_modules into its sandbox
    // only when it is a folder, and a git worktree's node_modules is often a link to the main one.
    "^marked$": require("path").join(require("path").dirname(require.resolve("marked/package.json")), "lib", "marked.umd.js"),
    "^fast-check$": "<rootDir>/test/helpers/fastCheckCapped.js",
  },
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, "<rootDir>/test/helpers/strykerSetup.js"],
  // An absolute path: Stryker loads the environment itself, without resolving <rootDir>.
  testEnvironment: require("path").join(__dirname, "test", "helpers", "strykerEnvironment.js"),
  testSequencer: "<rootDir>/test/helpers/strykerTests.js",
  maxWorkers: 1,
  testPathIgnorePatterns: [
    "/node_modules/",
    "/test/e2e/",
    "/test/build/bundle\\.test\\.ts$",
    // These build the add-in with webpack (support/build.ts) in beforeAll: in Stryker's sandbox
    // of a git worktree, whose node_modules is a link, webpack's copy of
    // node_modules/office-ui-fabric-core finds no node_modules and the initial run fails. The
    // example workbook's own checks of the pane (identity, log) go with example.test.ts; the
    // pane's unit tests (test/taskpane/taskpane-*.test.ts) stay.
    "/test/build/example\\.test\\.ts$",
    "/test/build/help-examples\\.test\\.ts$",
    "/test/build/site-pages\\.test\\.ts$",
    "/test/build/build-folder\\.test\\.ts$",
    "/test/build/help\\.test\\.ts$",
    "/test/i18n/i18n-functions\\.test\\.ts$",
    "/test/build/publish\\.test\\.ts$",
    "/test/common/scale\\.test\\.ts$",
  ],
};
