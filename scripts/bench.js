#!/usr/bin/env node
// npm run bench: how fast the scoring is, measured against the bare algorithm.
//
// For 10 000, 100 000 and 1 000 000 result rows (50 tables a board, about 2 % adjusted entries of
// every kind) it times every board function — MATCHPOINTS, NEUBERG, BUTLERIMP, BUTLERDATUM, CROSSIMP
// and RANKING — twice: the built core called directly, and the registered custom function called
// the way Excel calls it (2-D arrays in and out, the invocation object last). Each is compared
// with one floor, a bare float sort-and-count of the same rows (scripts/harness.js), run in the
// same process; growth is judged by how the ratio to that floor moves from the smallest size to
// the largest, since the floor's own time per row grows with size too (caches, collection).
//
// `npm run bench -- --browser` measures where Excel runs them: the built functions.js in headless
// Chromium (Debian's /usr/bin/chromium, scripts/install-browser.sh), beside the same measurement
// in Node, for a long session (2 000 boards × 50 tables) and a field (20 boards × 5 000 tables),
// plain and with 2 % adjusted entries, against the bare sort-and-count and bridge-scorer; and
// MULTITEAM on club sessions against a float implementation of the same matches.
//
// Every (size, function) runs in a child process of its own. Times are medians of repeated runs
// (see timeEach). Memory is checked, not sampled: at the largest size each function must
// complete one call in a child whose whole heap, its input included, is capped at 2.5 times that
// input (RSS high-water marks mostly measure garbage V8 has not yet collected).
"use strict";

const { execFileSync, spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { session: makeSession } = require("./session");
const { benchExports, median } = require("./bench-exports");
const {
  SESSION_FUNCTIONS,
  TEAM_CASES,
  floorMatchpoints,
  functionOf,
  measureMatchpoints,
  measureSession,
  neubergColumns,
  sessionArguments,
  warmUp,
} = require("./harness");

const ROOT = path.resolve(__dirname, "..");
const CORE = path.join(ROOT, "build", "core");
// tsc keeps the sources' layout under the output from the repository's root (the core reads
// package.json for USEBIO's program version): the front door is build/core/src/index.js.
const CORE_INDEX = path.join(CORE, "src", "index.js");
// The bench's own build of the add-in, so that a bench run never replaces a deployment's dist/.
const DIST = path.join(ROOT, "build", "bench-dist");
const TABLES = 50;
/** What is measured (scripts/harness.js's SESSION_CASES); `--functions=A,B` measures only those. */
const FUNCTIONS = (() => {
  const only = process.argv.find((a) => a.startsWith("--functions="));
  return only ? only.slice(12).split(",") : SESSION_FUNCTIONS;
})();
/** Every board function within 2× the bare sort; linear: the ratio grows by at most this much to 1 000 000 rows. */
const FLOOR_TARGET = 2;
/** The Excel call within this much of the core call at the largest size. */
const EXCEL_TARGET = 1.2;
const LINEAR_SLACK = 1.3;
/**
 * At the largest size the Excel call is compared with the core call in this many fresh children
 * (`--pairs=N`, adapterChild): on a quiet machine one child's reading could not tell 1.2× from
 * noise (docs/performance.md).
 */
const PAIRS = Number((process.argv.find((a) => a.startsWith("--pairs=")) || "--pairs=3").slice(8));

/** The same deterministic session in every child, so every run scores the same boards; NEUBERG's columns only where NEUBERG is measured. */
function session(rows, fn) {
  const d = makeSession(rows, TABLES);
  if (fn === "NEUBERG") d.neuberg = neubergColumns(d);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Our code: the built core, and the registered functions of the built functions.js.

function core(fast = require(CORE_INDEX)) {
  // The core's front door, as every script reaches the core (src/index.ts).
  const byFunction = {
    MATCHPOINTS: (d) => fast.scoreMatchpointsAsNumbers(d.entries, d.boards, ""),
    NEUBERG: (d) => fast.neubergAsNumbers(d.neuberg.matchpoints, d.neuberg.results, d.neuberg.expected, ""),
    BUTLERIMP: (d) => fast.scoreButlerAsNumbers(d.entries, d.boards, ""),
    BUTLERDATUM: (d) => fast.scoreDatumsAsNumbers(d.entries, d.boards, ""),
    CROSSIMP: (d) => fast.scoreCrossImpsAsNumbers(d.entries, d.boards, ""),
  };
  // RANKING under each scoring and option: the arguments Excel passes, options and corrections included.
  const out = {};
  for (const name of FUNCTIONS) out[name] = byFunction[name] ?? ((d) => fast.scoreRankingAsNumbers(...sessionArguments(name, d)));
  return out;
}

/**
 * Runs the built functions.js as Excel's runtime does and returns the registered functions by id,
 * each called as Excel calls it: every declared parameter (the omitted ones null), then the
 * invocation. The bundle runs in this realm with Excel's globals passed in: a Node `vm` context
 * would put every global lookup (Math, Map, Float64Array …) behind an interceptor that Excel's
 * page does not have, and arrays made outside such a context are foreign to it; both slow the
 * code for reasons that are not the add-in's.
 */
function registered() {
  const fns = registeredById();
  const out = {};
  for (const name of FUNCTIONS) out[name] = (d) => fns.get(functionOf(name))(...sessionArguments(name, d), { parameterAddresses: [] });
  return out;
}

/**
 * Median milliseconds of each function over `reps` calls after a warm-up, taken in turns of
 * three calls each (the floor, the function, the floor …): on a machine whose
 * load comes and goes, functions measured in blocks minutes apart saw different machines. Awaited: the
 * entries functions answer with a promise, and a promise returned is not a result computed.
 */
const mean = (ms) => ms.reduce((a, b) => a + b, 0) / ms.length;

async function timeEach(fns, reps) {
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  for (const f of fns) await warmUp(f, now);
  const ms = fns.map(() => []);
  while (ms[0].length < reps)
    for (let i = 0; i < fns.length; i++)
      for (let k = 0; k < 3; k++) {
        const t = now();
        await fns[i]();
        ms[i].push(now() - t);
      }
  return ms.map((m) => ({ median: median(m), mean: mean(m) }));
}

/** The child: one size, one function; prints one JSON line. */
async function child(rows, fn, which) {
  const d = session(rows, fn);
  const reps = rows >= 1000000 ? 5 : rows >= 100000 ? 21 : 41;
  const f = which === "core" ? core()[fn] : registered()[fn];
  const [floor, ms] = await timeEach([() => floorMatchpoints(d.entries, d.boards), () => f(d)], reps);
  process.stdout.write(JSON.stringify({ rows, fn, which, floor: floor.median, ms: ms.median, floorMean: floor.mean, msMean: ms.mean }) + "\n");
}

/**
 * The adapter child: what the Excel call costs beyond the core call, in one process. The adapter
 * (addin/functions/*.ts, the function its descriptor names) and the core it calls are loaded from
 * source (scripts/ts-require.js, ES2020 as tsc and webpack emit), so both calls run the one copy
 * of the core, as they do in Excel's page, and are timed in turns. The children of
 * `child` cannot show a 1.2× bound: the bundle and tsc's core are two copies of the code whose
 * heaps disturbed each other in one process, and apart, whole children of the same code ran 2×
 * apart (docs/performance.md, "Against the goals"). Prints one JSON line: the means of each.
 */
async function adapterChild(rows, fn) {
  require("./ts-require");
  // What the adapter reaches of Excel's runtime; `Excel` stays undefined, as where no cell is 0
  // the blank-cell check asks Excel nothing (addin/adapter/blanks.ts).
  global.CustomFunctions = customFunctions(() => {});
  const d = session(rows, fn);
  const reps = rows >= 1000000 ? 5 : rows >= 100000 ? 21 : 41;
  // Required here, not at the top: it loads the core from source through TypeScript, tens of MiB
  // that the memory child, under a heap cap of its input's 2.5× plus 48 MiB, must not carry.
  const { functionDescriptors } = require("./functions-metadata");
  const descriptor = functionDescriptors(ROOT).find((x) => x.name === functionOf(fn));
  const adapter = require(path.join(ROOT, descriptor.file))[descriptor.adapter];
  const coreCall = core(require(path.join(ROOT, "src", "index.ts")))[fn];
  // The two in turns, one call each, the order swapped every round (core then Excel, Excel then
  // core), and nothing between them. With the floor timed between, each core call followed the
  // floor's sorting and paid for collecting its garbage (the Excel call read 0.86–0.93× of the core
  // call it makes, RANKING butler); with the order fixed, in runs of three, RANKING at IMPs still
  // read 0.75–0.79×: which call comes after which decides who pays for the other's garbage.
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const calls = [() => coreCall(d), () => adapter(...sessionArguments(fn, d), { parameterAddresses: [] })];
  for (const f of calls) await warmUp(f, now);
  const ms = [[], []];
  for (let round = 0; round < 2 * reps; round++)
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const t = now();
      await calls[i]();
      ms[i].push(now() - t);
    }
  process.stdout.write(JSON.stringify({ rows, fn, core: mean(ms[0]), excel: mean(ms[1]) }) + "\n");
}

/**
 * The memory child: one call at `rows`, under the heap limit its parent set; prints what stays.
 * The input is what the function is handed (NEUBERG's three columns, RANKING's four), measured
 * on its own.
 */
async function memoryChild(rows, fn) {
  global.gc();
  const before = process.memoryUsage().heapUsed;
  // Only what the function is handed is made and kept: NEUBERG's columns are made from a session
  // that is then dropped, the other functions' sessions lose the pair columns they do not read.
  let d = makeSession(rows, TABLES);
  if (fn === "NEUBERG") d = { neuberg: neubergColumns(d) };
  const keep = { NEUBERG: ["neuberg"], RANKING: ["entries", "boards", "ns", "ew"] }[functionOf(fn)] ?? ["entries", "boards"];
  const args = Object.fromEntries(keep.map((k) => [k, d[k]]));
  d = null;
  global.gc();
  const input = process.memoryUsage().heapUsed - before;
  if (process.argv[5] === "--measure") {
    process.stdout.write(JSON.stringify({ rows, fn, input }) + "\n");
    return;
  }
  const result = await registered()[fn](args);
  global.gc();
  const retained = process.memoryUsage().heapUsed - before - input;
  process.stdout.write(JSON.stringify({ rows, fn, input, retained, cells: result.length }) + "\n");
}

const MEMORY_FACTOR = 2.5;
/**
 * Heap for Node and the loaded code before there is any input: measured at 4 MiB live, 9 MiB
 * allocated; a cap of a few MiB fails for that alone, so the check allows this much on top.
 */
const RUNTIME_MIB = 48;

function memoryCheck(rows, fn) {
  const run = (args) =>
    spawnSync(process.execPath, ["--expose-gc", ...args, __filename, "--memory", String(rows), fn, ...(args.length ? [] : ["--measure"])], {
      encoding: "utf8",
      maxBuffer: 1 << 24,
    });
  const measured = run([]);
  if (measured.status !== 0) throw new Error(`measuring ${fn}'s input at ${rows} rows failed:\n${measured.stderr}`);
  const { input } = JSON.parse(measured.stdout.trim().split("\n").pop());
  const limit = Math.ceil((MEMORY_FACTOR * input) / 2 ** 20) + RUNTIME_MIB;
  const r = run([`--max-old-space-size=${limit}`]);
  const line = r.status === 0 ? r.stdout.trim().split("\n").pop() : null;
  return { fn, rows, limit, input, fits: line !== null, ...(line ? JSON.parse(line) : {}) };
}

function build() {
  console.log("building the core (tsc) and the add-in (webpack) …");
  // From empty, so that no file of an earlier layout is ever loaded in place of today's.
  fs.rmSync(CORE, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.core.json", "--noEmit", "false", "--outDir", CORE, "--rootDir", ROOT, "--sourceMap", "false"],
    { cwd: ROOT, stdio: "inherit" },
  );
  const env = { ...process.env, ADDIN_BUILD_DIR: path.relative(ROOT, DIST) };
  execFileSync(process.execPath, [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function main() {
  const started = Date.now();
  const args = process.argv.slice(2);
  // --exports: only the exports' timing (scripts/bench-exports.js); the default run ends with it.
  if (args.includes("--exports")) return void benchExports();
  const sizes = (args.find((a) => a.startsWith("--sizes=")) || "--sizes=10000,100000,1000000").slice(8).split(",").map(Number);
  if (!args.includes("--no-build")) build();
  const results = [];
  for (const rows of sizes) {
    for (const fn of FUNCTIONS) {
      console.log(`  ${fn} at ${rows.toLocaleString("en")} rows …`);
      // The core and the registered function each in a child of its own, each timed in turns with
      // the floor: two copies of the core in one process (tsc's and the bundle's, each with its
      // caches and kept buffers) made each other's heap, and at 1 000 000 rows whichever was
      // measured beside the other paid for it — 2–3× either way. These give the table's times.
      const [c, e] = ["core", "excel"].map((which) => runChild(["--child", String(rows), fn, which], `${fn} at ${rows} rows`));
      // What the Excel call costs beyond the core call, at the largest size: adapter and core in
      // one process on one copy of the core (adapterChild), in `--pairs` fresh children, judged by
      // the median. Means, not medians: at 1 000 000 rows every second or third call of the same
      // code collects the garbage of the calls before it (one child's calls: 704, 170, 167, 570,
      // 242, 235, 462 ms), so a median of a few falls on either side of that by chance; a mean
      // counts each call's share.
      const excelOverCore = [];
      if (rows === sizes[sizes.length - 1])
        for (let p = 0; p < PAIRS; p++) {
          const a = runChild(["--adapter", String(rows), fn], `${fn}'s adapter at ${rows} rows`);
          excelOverCore.push(a.excel / a.core);
        }
      results.push({ rows, fn, core: c.ms, coreFloor: c.floor, excel: e.ms, floor: e.floor, excelOverCore });
    }
  }
  const largest = sizes[sizes.length - 1];
  const memory = FUNCTIONS.map((fn) => {
    console.log(`  memory: ${fn} at ${largest.toLocaleString("en")} rows …`);
    return memoryCheck(largest, fn);
  });
  report(results, sizes, memory);
  benchExports();
  console.log(`\n(the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** One child of this script; its last line of output, parsed. */
function runChild(args, what) {
  const r = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=8192", __filename, ...args], { encoding: "utf8", maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`${what} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop());
}

function report(results, sizes, memory) {
  const fmt = (ms) => (ms === null ? "—" : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
  const rate = (rows, ms) => `${Math.round((rows / ms) * 1000).toLocaleString("en")}`;
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\nnode ${process.version}, ${require("os").cpus()[0].model}, ${require("os").cpus().length} cores; ${TABLES} tables a board, ~2 % adjusted entries\n`,
  );
  console.log("| function | rows | core | rows/s (Excel call) | Excel call | bare sort (beside the Excel call) | core ÷ its bare sort | Excel ÷ bare sort |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results)
    console.log(
      `| ${r.fn} | ${r.rows.toLocaleString("en")} | ${fmt(r.core)} | ${rate(r.rows, r.excel)} | ${fmt(r.excel)} | ${fmt(r.floor)} | ${ratio(r.core, r.coreFloor)} | ${ratio(r.excel, r.floor)} |`,
    );
  console.log(
    `\nmemory at ${memory[0].rows.toLocaleString("en")} rows: one call with the heap capped at ${MEMORY_FACTOR}× its input + ${RUNTIME_MIB} MiB for Node and the code`,
  );
  for (const m of memory)
    console.log(
      m.fits
        ? `  ${m.fn}: completes within ${m.limit} MiB (input ${(m.input / 2 ** 20).toFixed(0)} MiB, result kept ${(m.retained / 2 ** 20).toFixed(0)} MiB)`
        : `  ${m.fn}: did NOT complete within ${m.limit} MiB (input ${(m.input / 2 ** 20).toFixed(0)} MiB)`,
    );
  const at = (fn, rows) => results.find((r) => r.fn === fn && r.rows === rows);
  console.log("\ntargets:");
  for (const rows of sizes) {
    const worst = FUNCTIONS.map((fn) => at(fn, rows)).reduce((w, r) => (r.excel / r.floor > w.excel / w.floor ? r : w));
    console.log(
      `  ${rows.toLocaleString("en")} rows, every function within ${FLOOR_TARGET}× the bare sort: the slowest, ${worst.fn}, ${ratio(worst.excel, worst.floor)} — ${verdict(worst.excel / worst.floor <= FLOOR_TARGET)}`,
    );
  }
  const largestRows = sizes[sizes.length - 1];
  for (const fn of FUNCTIONS) {
    const r = at(fn, largestRows);
    // The median over the adapter children (see main and adapterChild).
    const excelOverCore = median(r.excelOverCore);
    const range = `${Math.min(...r.excelOverCore).toFixed(2)}–${Math.max(...r.excelOverCore).toFixed(2)}`;
    console.log(
      `  ${fn} at ${largestRows.toLocaleString("en")} rows, the Excel call within ${EXCEL_TARGET}× the core call (the adapter and the core in turns in one process, the median of ${r.excelOverCore.length} children): ${excelOverCore.toFixed(2)}× (${range}; ${fmt(r.excel)} against ${fmt(r.core)}) — ${verdict(excelOverCore <= EXCEL_TARGET)}`,
    );
  }
  console.log(`  memory within ${MEMORY_FACTOR}× the input at ${memory[0].rows.toLocaleString("en")} rows: ${verdict(memory.every((m) => m.fits))}`);
  if (sizes.length > 1) {
    const lo = sizes[0];
    const hi = sizes[sizes.length - 1];
    for (const fn of FUNCTIONS) {
      const a = at(fn, lo);
      const b = at(fn, hi);
      // Linear means growing as the floor grows: the ratio to the floor stays (within noise) where it was.
      const growth = b.excel / b.floor / (a.excel / a.floor);
      console.log(
        `  ${fn} linear ${lo.toLocaleString("en")} → ${hi.toLocaleString("en")} rows: ÷ bare sort ${ratio(a.excel, a.floor)} → ${ratio(b.excel, b.floor)} (per-row time ${ratio(b.excel / hi, a.excel / lo)}, the floor's ${ratio(b.floor / hi, a.floor / lo)}) — ${verdict(growth <= LINEAR_SLACK)}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// --browser: every board function in Chromium beside Node

const CHROMIUM = "/usr/bin/chromium";
const SHAPES = [
  { name: "long session", boards: 2000, tables: 50 },
  { name: "field", boards: 20, tables: 5000 },
];
/** MULTITEAM's work is quadratic in the tables by definition: club shapes, not 100 000 rows. */
const TEAM_SHAPES = [
  { boards: 20, tables: 10 },
  { boards: 27, tables: 30 },
  { boards: 36, tables: 60 },
];
const ADJUSTED = 0.02;
const BROWSER_REPS = 15;
/** The goal: every board function, RANKING under every scoring and MULTITEAM within 2× their floors on adjusted sessions. */
const FLOOR_GOAL = 2;

/** The shims Excel's runtime provides to functions.js: CustomFunctions.associate and Office.onReady. */
const SHIMS = `
  window.__fns = new Map();
  class CfError { constructor(code, message) { this.code = code; this.message = message; } }
  window.CustomFunctions = { associate: (id, f) => window.__fns.set(id, f), Error: CfError,
    ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!" } };
  window.Office = { onReady: () => Promise.resolve({ host: "Excel" }) };
`;

/** The measurement's settings, the same in Node and in the page. */
const BROWSER_ENV = { shapes: SHAPES, teamShapes: TEAM_SHAPES, adjusted: ADJUSTED, reps: BROWSER_REPS };

/** Node: the registered functions as Excel calls them (the invocation object last), in a child of its own. */
async function nodeFunctionsChild() {
  const fns = registeredById();
  // Excel passes every declared parameter, the omitted ones as null, then the invocation.
  const call = (name, args) => fns.get(name)(...args, { parameterAddresses: [] });
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const progress = (text) => process.stderr.write(`  node: ${text}\n`);
  const scorer = require("bridge-scorer");
  progress("MATCHPOINTS on plain sessions");
  const plain = await measureMatchpoints({
    session: makeSession,
    matchpoints: (e, b) => call("MATCHPOINTS", [e, b, null]),
    scorer,
    now,
    shapes: SHAPES,
    reps: BROWSER_REPS,
  });
  const adjusted = await measureSession({ ...BROWSER_ENV, session: makeSession, call, scorer, now, progress });
  process.stdout.write(JSON.stringify({ plain, adjusted }) + "\n");
}

/** Excel's `CustomFunctions` as the adapters use it: errors with a code and a message, and `associate`. */
function customFunctions(associate) {
  class CfError {
    constructor(code, message) {
      this.code = code;
      this.message = message;
    }
  }
  return { associate, Error: CfError, ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!" } };
}

function registeredById() {
  const fns = new Map();
  const CustomFunctions = customFunctions((id, f) => fns.set(id, f));
  const Office = { onReady: () => Promise.resolve({ host: "Excel" }) };
  const page = { CustomFunctions, Office };
  const code = fs.readFileSync(path.join(DIST, "functions.js"), "utf8");
  new Function("CustomFunctions", "Office", "window", "self", code)(CustomFunctions, Office, page, page);
  return fns;
}

/* global window, navigator, performance -- the page.evaluate bodies below run in the page */
async function browserFunctions() {
  const { chromium } = require("playwright-core");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    // The page says what it measures next; without this the run is silent for minutes.
    page.on("console", (m) => process.stderr.write(`  chromium: ${m.text()}\n`));
    await page.setContent("<!doctype html><title>bench</title>");
    await page.addScriptTag({ content: SHIMS });
    await page.addScriptTag({ path: path.join(DIST, "functions.js") });
    await page.addScriptTag({ path: require.resolve("bridge-scorer/dist/bridge-scorer.js") });
    const moduleSource = (file) => `(() => { const module = { exports: {} }; ${fs.readFileSync(file, "utf8")}; return module.exports; })()`;
    await page.addScriptTag({
      content: `window.__session = ${moduleSource(path.join(__dirname, "session.js"))}.session;
        window.__harness = ${moduleSource(path.join(__dirname, "harness.js"))};`,
    });
    const version = await page.evaluate(() => navigator.userAgent);
    const blanks = await blankCheck(browser, moduleSource);
    const results = await page.evaluate(async (settings) => {
      const call = (name, args) => window.__fns.get(name)(...args, { parameterAddresses: [] });
      const env = { ...settings, session: window.__session, call, scorer: window.scorer, now: () => performance.now(), progress: (text) => console.log(text) };
      console.log("MATCHPOINTS on plain sessions");
      const plain = await window.__harness.measureMatchpoints({ ...env, matchpoints: (e, b) => call("MATCHPOINTS", [e, b, null]) });
      const adjusted = await window.__harness.measureSession(env);
      return { plain, adjusted };
    }, BROWSER_ENV);
    return { version, results: { ...results, blanks } };
  } finally {
    await browser.close();
  }
}

/** Rows of the blank-cell check's session (its request size and time at 100 000 rows). */
const BLANK_ROWS = 100000;

/**
 * The blank-cell check in a page of its own, whose Excel is the in-memory workbook of
 * support/excelStandIn.js (the other page has no Excel, so nothing there reads the sheet).
 */
async function blankCheck(browser, moduleSource) {
  const page = await browser.newPage();
  try {
    page.on("console", (m) => process.stderr.write(`  chromium: ${m.text()}\n`));
    await page.setContent("<!doctype html><title>bench: blank cells</title>");
    await page.addScriptTag({ content: "window.__standinConfig = {};" });
    await page.addScriptTag({ path: path.join(ROOT, "support", "excelStandIn.js") });
    await page.addScriptTag({ path: path.join(DIST, "functions.js") });
    await page.addScriptTag({
      content: `window.__session = ${moduleSource(path.join(__dirname, "session.js"))}.session;
        window.__harness = ${moduleSource(path.join(__dirname, "harness.js"))};`,
    });
    return await page.evaluate(
      (settings) =>
        window.__harness.measureBlankCheck({
          ...settings,
          session: window.__session,
          standin: window.__standin,
          now: () => performance.now(),
          progress: (text) => console.log(text),
        }),
      { rows: BLANK_ROWS, tables: TABLES, reps: BROWSER_REPS },
    );
  } finally {
    await page.close();
  }
}

async function browserMain(args) {
  const started = Date.now();
  // --runs=N: the whole measurement N times, each time in a fresh Node child and a fresh browser;
  // the report gives per cell the median over the runs (of times, and of each run's ratio).
  const runs = Number((args.find((a) => a.startsWith("--runs=")) || "--runs=1").slice(7));
  if (!args.includes("--no-build")) build();
  const modes = new Map();
  const add = (where, result) => modes.set(where, [...(modes.get(where) ?? []), result]);
  for (let run = 1; run <= runs; run++) {
    const of = runs > 1 ? ` (run ${run} of ${runs})` : "";
    console.log(`measuring in Node${of} …`);
    const r = spawnSync(process.execPath, ["--max-old-space-size=4096", __filename, "--node-functions"], {
      encoding: "utf8",
      maxBuffer: 1 << 26,
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (r.status !== 0) throw new Error(`the Node measurement failed (status ${r.status})`);
    add("node " + process.version, JSON.parse(r.stdout.trim().split("\n").pop()));
    if (!fs.existsSync(CHROMIUM)) {
      console.log(`no browser at ${CHROMIUM} (scripts/install-browser.sh installs it): Node only`);
      continue;
    }
    console.log(`measuring in Chromium${of} …`);
    const browser = await browserFunctions();
    add(/Chrome\/[\d.]+/.exec(browser.version)?.[0] ?? "Chromium", browser.results);
  }
  reportBrowser([...modes], runs);
  console.log(`\n(the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** The median of numbers. */
function middle(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * The tables of a browser run. `modes`: [where, runs], each run the measurement's results. Each
 * ratio is a function's time to the floor's measured in turns beside it (see paired in
 * scripts/harness.js). Over several runs each time is the median of the runs' times, each ratio
 * the median of the runs' ratios, with the range of the ratios beside it.
 */
function reportBrowser(modes, runs) {
  const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
  const rate = (rows, ms) => Math.round((rows / ms) * 1000).toLocaleString("en");
  /** Median time of `get` over the runs. */
  const time = (list, get) => middle(list.map(get));
  /** Median ratio over the runs, and its range when there are several. */
  const ratio = (list, a, b) => {
    const rs = list.map((r) => a(r) / b(r));
    const m = `${middle(rs).toFixed(2)}×`;
    return rs.length > 1 ? `${m} (${Math.min(...rs).toFixed(2)}–${Math.max(...rs).toFixed(2)})` : m;
  };
  const cpus = require("os").cpus();
  const how = runs > 1 ? `medians of ${BROWSER_REPS} calls, then the median over ${runs} runs` : `medians of ${BROWSER_REPS} calls`;
  console.log(`\nCalled as Excel calls them (the built functions.js, the invocation object last), ${how}; ${cpus[0].model}, ${cpus.length} cores`);
  console.log("\nMATCHPOINTS on plain scores\n");
  console.log("| where | shape | rows/s | MATCHPOINTS | bare sort | bridge-scorer | ÷ bare sort | ÷ bridge-scorer | same values |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const [where, list] of modes)
    list[0].plain.forEach((r, i) => {
      const cells = list.map((run) => run.plain[i]);
      const ours = time(cells, (c) => c.ours);
      console.log(
        `| ${where} | ${r.boards.toLocaleString("en")} boards × ${r.tables.toLocaleString("en")} | ${rate(r.rows, ours)} | ${fmt(ours)} | ${fmt(time(cells, (c) => c.floor))} | ${fmt(time(cells, (c) => c.peer))} | ${ratio(
          cells,
          (c) => c.ratio,
          () => 1,
        )} | ${ratio(
          cells,
          (c) => c.ratio,
          (c) => c.peerRatio,
        )} | ${cells.every((c) => c.same) ? "yes" : "NO"} |`,
      );
    });
  console.log(
    `\nEvery board function, RANKING under every scoring, on sessions with ${ADJUSTED * 100} % adjusted entries of every kind: the first call (the first function of a shape is the cold call after loading), the bytes of the answer as JSON, the median time, and the median of the per-rep ratios to the bare sort of the same rows timed back to back with it${runs > 1 ? " (the range over the runs in brackets)" : ""}\n`,
  );
  console.log("| where | shape | function | first call | answer | time | bare sort | ÷ bare sort |");
  console.log("|---|---|---|---:|---:|---:|---:|---:|");
  const verdicts = [];
  const missed = [];
  for (const [where, list] of modes)
    list[0].adjusted.boards.forEach((r, i) => {
      const cells = list.map((run) => run.adjusted.boards[i]);
      const shape = `${r.boards.toLocaleString("en")} × ${r.tables.toLocaleString("en")}`;
      for (const n of SESSION_FUNCTIONS) {
        const rs = cells.map((c) => c.ratios[n]);
        const kb = `${(middle(cells.map((c) => c.bytes[n])) / 1024).toFixed(0)} KB`;
        console.log(
          `| ${where} | ${shape} | ${n} | ${fmt(time(cells, (c) => c.first[n]))} | ${kb} | ${fmt(time(cells, (c) => c.times[n]))} | ${fmt(time(cells, (c) => c.floors[n]))} | ${ratio(
            cells,
            (c) => c.ratios[n],
            () => 1,
          )} |`,
        );
        if (middle(rs) > FLOOR_GOAL) missed.push(`${where}, ${shape}: ${n} ${middle(rs).toFixed(2)}×`);
      }
      // MATCHPOINTS ÷ bridge-scorer is the ratio of the two ratios to the floor.
      const peer = middle(cells.map((c) => c.ratios.MATCHPOINTS / c.ratios.peer));
      verdicts.push(`  ${where}, ${shape}: MATCHPOINTS on adjusted sessions ${peer.toFixed(2)}× bridge-scorer's time on plain ones — ${verdict(peer < 1)}`);
    });
  console.log(`\nMULTITEAM (every pair against every pair of its direction) under each of its options, against a float implementation of the same matches\n`);
  console.log("| where | shape | options | MULTITEAM | float matches | ÷ float |");
  console.log("|---|---|---|---:|---:|---:|");
  for (const [where, list] of modes)
    list[0].adjusted.teams.forEach((t, i) => {
      const cells = list.map((run) => run.adjusted.teams[i]);
      const m = middle(cells.map((c) => c.ratio));
      if (m > FLOOR_GOAL) missed.push(`${where}, ${t.boards} × ${t.tables}: ${t.name} ${m.toFixed(2)}×`);
      console.log(
        `| ${where} | ${t.boards} boards × ${t.tables} tables | ${(TEAM_CASES[t.name].options || "") + (TEAM_CASES[t.name].corrections ? " + corrections" : "") || "—"} | ${fmt(time(cells, (c) => c.ours))} | ${fmt(time(cells, (c) => c.floor))} | ${ratio(
          cells,
          (c) => c.ratio,
          () => 1,
        )} |`,
      );
    });
  verdicts.unshift(`  every row within ${FLOOR_GOAL}× its floor: ${missed.length === 0 ? "met" : `MISSED by ${missed.length}: ${missed.join("; ")}`}`);
  const blankRuns = modes.flatMap(([where, list]) => list.filter((run) => run.blanks).map((run) => ({ where, b: run.blanks })));
  if (blankRuns.length > 0) {
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    const b0 = blankRuns[0].b;
    console.log(
      `\nThe blank-cell check (addin/adapter/blanks.ts): MATCHPOINTS on ${b0.rows.toLocaleString("en")} rows with ${b0.zeros.toLocaleString("en")} real zeros (passed-out boards), called as a build that sends an empty cell as 0, in the in-memory workbook of support/excelStandIn.js. Bytes are the stand-in's count (the JSON of its commands and answers); office.js's own request names each range's object path too, which blanks.ts budgets at ${512} bytes a range\n`,
    );
    console.log("| where | zeros | ranges read | cells read | syncs | request | response | largest sync | call without the check | with it | check alone |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const { where, b } of blankRuns)
      console.log(
        `| ${where} | ${b.zeros.toLocaleString("en")} | ${b.ranges.toLocaleString("en")} | ${b.cells.toLocaleString("en")} | ${b.syncs} | ${kb(b.requestBytes)} | ${kb(b.responseBytes)} | ${kb(b.largestSync)} | ${fmt(b.unchecked)} | ${fmt(b.checked)} | ${fmt(b.checked - b.unchecked)} |`,
      );
  }
  console.log(
    `\ngoals: every board function and RANKING under every scoring within ${FLOOR_GOAL}× the bare sort, MULTITEAM under every option within ${FLOOR_GOAL}× its float matches; MATCHPOINTS on adjusted sessions faster than bridge-scorer on plain ones`,
  );
  for (const v of verdicts) console.log(v);
}

function verdict(ok) {
  return ok ? "met" : "MISSED";
}

if (process.argv[2] === "--child") child(Number(process.argv[3]), process.argv[4], process.argv[5]);
else if (process.argv[2] === "--adapter") adapterChild(Number(process.argv[3]), process.argv[4]);
else if (process.argv[2] === "--memory") memoryChild(Number(process.argv[3]), process.argv[4]);
else if (process.argv[2] === "--node-functions") nodeFunctionsChild();
else if (process.argv.includes("--browser"))
  browserMain(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
else main();
