// Which tests each test file holds, for Stryker's jest run only (jest.stryker.config.js). Stryker
// runs a mutant with a test-name pattern of the tests that cover it; jest would still load every
// related test file (and all of src/ with it) just to skip its tests, which was most of a
// mutant's cost. The setup half records the names of the tests a file runs (Stryker's first,
// unfiltered run records them all); the sequencer half drops the files none of whose recorded
// names match the pattern. A file is known by a hash of its text, so an edited file is run until
// it is recorded again; names are only added, so the record errs on running too much.
"use strict";
/* global beforeEach, afterAll, expect */
const crypto = require("crypto");
const fs = require("fs");
const os = require("os");
const path = require("path");

const dir = path.join(os.tmpdir(), "bridge-stryker-tests");

function recordFile(testPath) {
  const text = fs.readFileSync(testPath);
  return path.join(dir, crypto.createHash("sha1").update(text).digest("hex") + ".json");
}

function recorded(testPath) {
  try {
    return JSON.parse(fs.readFileSync(recordFile(testPath), "utf8"));
  } catch {
    return null;
  }
}

function record(testPath, names) {
  if (names.size === 0) return;
  const all = new Set([...(recorded(testPath) ?? []), ...names]);
  fs.mkdirSync(dir, { recursive: true });
  const file = recordFile(testPath);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify([...all]));
  fs.renameSync(tmp, file);
}

/** setupFilesAfterEnv: note each test's full name (what Stryker's pattern is made of). */
function setup() {
  const names = new Set();
  let testPath = null;
  beforeEach(() => {
    const state = expect.getState();
    testPath = state.testPath;
    names.add(state.currentTestName);
  });
  afterAll(() => {
    if (testPath) record(testPath, names);
  });
}

const Sequencer = require("@jest/test-sequencer").default;

/** testSequencer: with a test-name pattern, only the files that hold a matching test. */
class StrykerSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.pattern = options.globalConfig?.testNamePattern ? new RegExp(options.globalConfig.testNamePattern, "i") : null;
  }

  sort(tests) {
    const sorted = super.sort(tests);
    if (!this.pattern) return sorted;
    const kept = sorted.filter((test) => {
      const names = recorded(test.path);
      return names === null || names.some((name) => this.pattern.test(name));
    });
    // A mutant's run stops at its first failing test (strykerEnvironment.js), so the files that
    // failed last time (likely to kill a neighbouring mutant) go first, then the quickest.
    const failed = (test) => {
      try {
        return this._getCache(test)[test.path]?.[0] === 0 ? 0 : 1;
      } catch {
        return 1;
      }
    };
    return kept.sort((a, b) => failed(a) - failed(b) || (a.duration ?? Infinity) - (b.duration ?? Infinity));
  }
}

module.exports = StrykerSequencer;
module.exports.setup = setup;
