#!/usr/bin/env node
// npm run --silent export -- FILE --format=html|usebio|pbn [--scoring=matchpoints|butler|crossimp]
//                           [--profile=NAME] [--options="mitchell=on; trim=2"] [--event=NAME]
//                           [--date=YYYY-MM-DD] [--club=NAME] [--event-id=ID] [--language=LANG]
//
// Publishes a session (docs/rules.md §11) from a traveller CSV of the columns `npm run import`
// prints (Board, NS, EW, Contract, By, Tricks, Score, and Section when there are several; Lead,
// NS names, EW names, NS ids, EW ids and Deal when the file gave them: docs/import-export.md), so
// a scoring program's file can be imported, corrected and exported without Excel. --options takes
// any option a worksheet function takes, written as in its options argument; the date is today's
// unless --date gives one. The file goes to stdout; lines the format cannot say exactly are listed
// on stderr. Bad input: one line on stderr and exit code 2, never a stack trace.
//
// Like scripts/import.js, the core's TypeScript is transpiled as it is required (no type check).
"use strict";

const fs = require("fs");
const path = require("path");
const { parse } = require("csv-parse/sync");

const ROOT = path.resolve(__dirname, "..");
const FORMATS = ["html", "usebio", "pbn"];
const SCORINGS = ["matchpoints", "butler", "crossimp"];
require("./ts-require");
// The languages (--language): the bundle list (src/lang/index.ts).
const { LANGUAGES } = require("../src/lang");

function loadCore() {
  require("./ts-require");
  // The core's front door (src/index.ts), as for every script.
  return require(path.join(ROOT, "src", "index.ts"));
}

/** Today as YYYY-MM-DD, the machine's local date: the session's date unless --date gives one. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** One line on stderr and exit 2: a director's mistake is never a stack trace. */
function fail(message) {
  process.stderr.write(`${String(message).split("\n")[0]}\n`);
  process.exit(2);
}

function main(argv) {
  let file = null;
  const opt = { format: null, scoring: "matchpoints", profile: "", options: "", event: "", date: today(), club: "", "event-id": "", language: "en" };
  for (const a of argv) {
    const m = /^--(format|scoring|profile|options|event|date|club|event-id|language)=(.*)$/s.exec(a);
    if (m) opt[m[1]] = m[2];
    else if (a.startsWith("--"))
      fail(`unknown option ${a}; usage: export FILE --format=${FORMATS.join("|")} [--scoring=${SCORINGS.join("|")}] [--profile=…] [--event=NAME]`);
    else if (file === null) file = a;
    else fail(`one file at a time (${file}, ${a})`);
  }
  if (file === null) fail(`no file given; usage: export FILE --format=${FORMATS.join("|")} [--scoring=${SCORINGS.join("|")}] [--profile=…] [--event=NAME]`);
  if (!FORMATS.includes(opt.format)) fail(`--format=${opt.format ?? ""}: expected one of ${FORMATS.join(", ")}`);
  if (!SCORINGS.includes(opt.scoring)) fail(`--scoring=${opt.scoring}: expected one of ${SCORINGS.join(", ")}`);
  if (!LANGUAGES.includes(opt.language)) fail(`--language=${opt.language}: expected one of ${LANGUAGES.join(", ")}`);
  if (opt.date && !/^\d{4}-\d{2}-\d{2}$/.test(opt.date)) fail(`--date=${opt.date}: expected YYYY-MM-DD`);
  const core = loadCore();
  if (opt.profile && !core.PROFILE_NAMES.includes(opt.profile)) fail(`--profile=${opt.profile}: expected one of ${core.PROFILE_NAMES.join(", ")}`);
  let text;
  try {
    text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  } catch (e) {
    fail(`cannot read ${file}: ${e.message}`);
  }
  let rows;
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true });
  } catch (e) {
    fail(`${file}: not a CSV file: ${e.message}`);
  }
  try {
    const { lines, names } = core.linesFromCsv(rows);
    const event = opt.event || path.basename(file).replace(/\.[^.]*$/, "");
    const text = [opt.profile ? `profile=${opt.profile}` : "", opt.options].filter((t) => t.trim() !== "").join("; ");
    const session = {
      event,
      date: opt.date,
      scoring: opt.scoring,
      ...core.splitOptions(text, opt.scoring, lines),
      language: opt.language,
      lines,
      names,
      club: opt.club,
      eventId: opt["event-id"],
    };
    // Written as it is made (writeSession): a large page is never held whole.
    const warnings = core.writeSession(session, opt.format, {}, (piece) => process.stdout.write(piece));
    for (const w of warnings) process.stderr.write(`${file}: ${core.renderMessage(w)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof core.ExportError) fail(`${file}: ${e.message}`);
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
