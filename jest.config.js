const { functionDescriptors } = require("./scripts/functions-metadata");

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
  },
  testTimeout: 60000,
  // What webpack's DefinePlugin gives the bundle: the functions the metadata declares (help.ts).
  globals: { BRIDGE_FUNCTIONS: functionDescriptors(__dirname) },
  // marked's entry is an ES module, which jest's CommonJS runtime cannot require (Node itself can,
  // from 20.19); the UMD build in the same package is the same code as a plain script.
  moduleNameMapper: {
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
  },
  // Fails a test that makes no assertion, and seeds fast-check (replayable with FC_SEED).
  setupFilesAfterEnv: ["<rootDir>/test/helpers/setup.ts"],
};
