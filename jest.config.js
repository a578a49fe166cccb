/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
  },
  testTimeout: 60000,
  // Fails a test that makes no assertion, and seeds fast-check (replayable with FC_SEED).
  setupFilesAfterEnv: ["<rootDir>/test/helpers/setup.ts"],
};
