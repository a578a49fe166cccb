// Runs before every test file (jest.config.js setupFilesAfterEnv).
import fc from "fast-check";

// A test that asserts nothing proves nothing: it fails. Property tests count, since
// their bodies call expect.
beforeEach(() => {
  expect.hasAssertions();
});

// One seed per run for every property, printed by fast-check when a property fails (with the
// path of the shrunk counterexample). Replay a failure with
//   FC_SEED=<seed> FC_PATH=<path> npx jest test/<family>/<file>.test.ts -t '<test name>'
const seed = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
if (!Number.isInteger(seed)) throw new Error(`FC_SEED=${process.env.FC_SEED} is not an integer seed`);
fc.configureGlobal({ seed, ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}) });
