// npm run bench -- --exports: how long `npm run export` takes to publish a session of 1 000 and of
// 100 000 result rows as an HTML page, USEBIO and PBN — the whole command, start-up included, as a
// director runs it — and whether 100 000 rows stay within EXPORT_TARGET times 1 000 (a time
// dominated by start-up, not by the rows: docs/performance.md). Each figure is the median of
// `runs` runs; the sessions are Mitchells of 20 boards with about 2 % adjusted entries of every kind.
"use strict";

const { spawnSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const EXPORT = path.join(__dirname, "export.js");
const FORMATS = ["html", "usebio", "pbn"];
const EXPORT_TARGET = 3;
const BOARDS = 20;
const PLAIN = ["420", "450", "-50", "-100", "140", "170", "620", "-620", "100", "200", "0"];
const ADJUSTED = ["A+/A-", "NP", "450/-480", "40% 420 + 60% -50", "A+", "60%/40%"];

/** A traveller CSV of `rows` lines as `npm run import` writes it: a Mitchell of rows / 20 tables. */
function travellerCsv(rows) {
  const tables = Math.max(2, Math.round(rows / BOARDS));
  const out = ["Board,NS,EW,Contract,By,Tricks,Score"];
  let k = 0;
  for (let b = 1; b <= BOARDS; b++)
    for (let t = 1; t <= tables; t++) {
      k++;
      const entry = k % 50 === 0 ? ADJUSTED[(k / 50) % ADJUSTED.length] : PLAIN[(b * 7 + t * 13 + ((t * t) % 11)) % PLAIN.length];
      out.push([b, t, tables + t, "", "", "", `"${entry}"`].join(","));
    }
  return out.join("\n") + "\n";
}

/** The middle of an odd count; the upper middle of an even one. */
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Seconds of one whole `export` run, its file written to disk as a director writes it
 * (`npm run export -- … > page.html`): the bench does not read 60 MB back through a pipe and
 * decode it, which timed the bench, not the command (0.8 s of a 100 000-row page).
 */
function timeExport(file, format) {
  const out = `${file}.${format}.out`;
  const fd = fs.openSync(out, "w");
  try {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [EXPORT, file, `--format=${format}`], { stdio: ["ignore", fd, "pipe"], encoding: "utf8", maxBuffer: 1 << 26 });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (r.status !== 0) throw new Error(`export ${format} of ${file} failed:\n${r.stderr}`);
    if (fs.fstatSync(fd).size === 0) throw new Error(`export ${format} of ${file} wrote nothing`);
    return seconds;
  } finally {
    fs.closeSync(fd);
  }
}

function benchExports(runs = 3) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-exports-"));
  try {
    const sizes = [1000, 100000];
    const files = sizes.map((rows) => {
      const file = path.join(dir, `session-${rows}.csv`);
      fs.writeFileSync(file, travellerCsv(rows));
      return file;
    });
    console.log(`\nExports (npm run export, the whole command, median of ${runs} runs; target: 100 000 rows within ${EXPORT_TARGET}× 1 000 rows)\n`);
    console.log("| format | 1 000 rows | 100 000 rows | ratio | within target |");
    console.log("|---|---:|---:|---:|---|");
    const results = [];
    for (const format of FORMATS) {
      const [small, large] = files.map((file) => median(Array.from({ length: runs }, () => timeExport(file, format))));
      const ratio = large / small;
      results.push({ format, small, large, ratio });
      console.log(`| ${format} | ${small.toFixed(2)} s | ${large.toFixed(2)} s | ${ratio.toFixed(2)}× | ${ratio <= EXPORT_TARGET ? "yes" : "**no**"} |`);
    }
    return results;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { benchExports, travellerCsv, median, EXPORT_TARGET };
