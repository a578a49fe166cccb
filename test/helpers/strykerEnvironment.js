// The test environment of Stryker's jest run only (jest.stryker.config.js): once a mutant's run
// has a failing test, the rest of that run is skipped. Stryker needs one failing test to count a
// mutant killed, but its jest runner forces jest's own `bail` off, so every covering test ran
// to the end — for a mutant in a module every test touches (notation, cells, options) that was
// the whole suite per mutant. A run that fails nothing is untouched, so no mutant can survive
// because of this; only the list of tests that killed it gets shorter.
"use strict";
const { TestEnvironment } = require("jest-environment-node");

/** One jest run (one mutant) is one globalConfig object, shared by all of its test files. */
const failedRuns = new WeakSet();

class BailingEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.run = config.globalConfig;
    // Only mutant runs bail: Stryker's first run must run every test to learn what covers what.
    this.bails = process.env.__STRYKER_ACTIVE_MUTANT__ !== undefined;
  }

  async handleTestEvent(event) {
    if (!this.bails) return;
    if (event.name === "test_fn_failure" || event.name === "hook_failure") failedRuns.add(this.run);
    else if (event.name === "test_start" && failedRuns.has(this.run)) event.test.mode = "skip";
  }
}

module.exports = BailingEnvironment;
