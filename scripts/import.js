#!/usr/bin/env node
// npm run --silent import -- FILE [--check] [--profile=NAME] [--options="mitchell=on; trim=2"]
//   (NAME: a profile of src/options.ts, e.g. dbf; --options: any option a worksheet function takes)
//
// Reads a scoring program's results file (PBN with [ScoreTable], or USEBIO XML) and prints the
// traveller table as CSV: Board, NS, EW, Contract, By, Tricks, Score (the entry in the add-in's
// notation), with Section / Session columns when the file has several. Lines the notation cannot
// say, and byes, are listed on stderr with their line or element path (docs/rules.md §10).
//
// --check prints, instead, each line with the program's own matchpoints or IMPs beside ours
// (MATCHPOINTS, BUTLERIMP or CROSSIMP as the file was scored) and a count of disagreements; the
// exit code is 1 when any line disagrees. --options overrides the conventions the check tries: an
// option the line function takes goes to it, one only RANKING takes (mitchell, session) to the
// pairs' results (docs/import-export.md).
//
// The core is TypeScript: its files are transpiled as they are required (typescript's
// transpileModule, no type check: `npm run lint` does that), so the command works on a fresh clone
// after `npm install`, with nothing to build first.
"use strict";

const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");

let core = null;
function loadCore() {
  if (core) return core;
  require("./ts-require");
  // The core's front door (src/index.ts), as for every script.
  core = require(path.join(ROOT, "src", "index.ts"));
  return core;
}

function usage(message) {
  if (message) process.stderr.write(`${message}\n`);
  process.stderr.write(`usage: npm run --silent import -- FILE [--check] [--profile=${loadCore().PROFILE_NAMES.join("|")}] [--options="key=value; …"]\n`);
  process.exit(2);
}

function main(argv) {
  let file = null;
  let check = false;
  let profile = "";
  let options = "";
  for (const a of argv) {
    if (a === "--check") check = true;
    else if (a.startsWith("--profile=")) profile = a.slice("--profile=".length);
    else if (a.startsWith("--options=")) options = a.slice("--options=".length);
    else if (a.startsWith("--")) usage(`unknown option ${a}`);
    else if (file === null) file = a;
    else usage(`one file at a time (${file}, ${a})`);
  }
  if (file === null) usage("no file given");
  const names = loadCore().PROFILE_NAMES;
  if (profile && !names.includes(profile)) usage(`--profile=${profile}: expected one of ${names.join(", ")}`);
  let bytes;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    usage(`cannot read ${file}: ${e.message}`);
  }
  const imp = loadCore();
  let results;
  try {
    results = imp.importResults(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    if (e instanceof imp.ImportFileError) {
      process.stderr.write(`${file}: ${e.message}\n`);
      process.exit(2);
    }
    return internalError(file, e);
  }
  for (const s of results.skipped) process.stderr.write(`${file}: ${s}\n`);
  for (const r of results.rows) if (r.problem) process.stderr.write(`${file}: ${r.where}: board ${r.board}, ${r.ns}–${r.ew}: ${r.problem}\n`);
  if (!check) {
    process.stdout.write(imp.travellerCsv(results));
    return 0;
  }
  let report;
  try {
    report = imp.checkResults(results, profile, options);
  } catch (e) {
    // An option no function takes: the director's mistake, one line.
    if (e instanceof imp.BridgeInputError) usage(`--options=${options}: ${e.message}`);
    throw e;
  }
  process.stdout.write(imp.checkCsv(report));
  const summary =
    report.compared === 0
      ? `nothing to compare: the file has no matchpoints or IMPs of its own`
      : `${report.disagreements} of ${report.compared} lines disagree with ${results.program || "the program"} (${report.fn}, "${report.options}")`;
  process.stdout.write(`\n${summary}\n`);
  const totals = imp.checkTotals(results, report, options);
  if (totals && totals.compared > 0) {
    const differing = totals.lines.filter((t) => t.agrees === false);
    for (const t of differing)
      process.stdout.write(`pair ${t.pair} ${t.names}: ${t.basis} ${t.theirs}, RANKING ${t.ours === null ? "no result" : t.ours.toFixed(2)}\n`);
    const scaled = totals.scaled ? "; a pair's total scaled to all boards when it missed some" : "";
    process.stdout.write(`${totals.disagreements} of ${totals.compared} pair totals disagree (RANKING, "${totals.options}"${scaled})\n`);
  }
  return report.disagreements > 0 || (totals !== null && totals.disagreements > 0) ? 1 : 0;
}

/**
 * Last line of defence: a file the core did not expect is a bug to report, but the director still
 * gets one line, not a stack trace (docs/rules.md §10; test/formats/import-hostile.test.ts proves the core
 * never gets here for any file it is given).
 */
function internalError(file, e) {
  process.stderr.write(`${file}: internal error, please report it with the file: ${e instanceof Error ? e.message : String(e)}\n`);
  return 3;
}

let fileArg = "";
try {
  fileArg = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "";
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  process.exitCode = internalError(fileArg, e);
}
