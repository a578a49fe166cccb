#!/usr/bin/env node
// npm run stop: ends what `npm start` started — the dev server and, on Windows and macOS, the
// add-in sideloaded into Excel desktop — through office-addin-debugging. Sideloading exists only
// on those two platforms, where the tool's unregister step has something to undo; elsewhere it
// prints "Unable to unregister … Platform not supported", which reads as a failure although
// nothing was registered. That line is replaced by what it means.
"use strict";

const { spawnSync } = require("child_process");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const CLI = path.join(ROOT, "node_modules", "office-addin-debugging", "cli.js");
const SIDELOADS = ["win32", "darwin"];

/** The tool's output as a director's developer should read it on `platform`. */
function explain(output, platform) {
  if (SIDELOADS.includes(platform)) return output;
  return output.replace(
    /^Unable to unregister the Office Add-in\. Error: Platform not supported: .*$/m,
    `Nothing to unregister: Excel desktop sideloading exists only on Windows and macOS, not on ${platform}.`,
  );
}

if (require.main === module) {
  const run = spawnSync(process.execPath, [CLI, "stop", path.join(ROOT, "manifest.xml")], { cwd: ROOT, encoding: "utf8" });
  process.stdout.write(explain(run.stdout ?? "", process.platform));
  process.stderr.write(explain(run.stderr ?? "", process.platform));
  process.exit(run.status ?? 1);
}

module.exports = { explain };
