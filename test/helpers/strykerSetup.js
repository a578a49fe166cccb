// Stryker's jest run only: records the tests of each file (test/helpers/strykerTests.js).
require("./strykerTests").setup();
