#!/usr/bin/env node
// npm run bench: how fast the scoring is, measured against the bare algorithm.
//
// For 10 000, 100 000 and 1 000 000 result rows (50 tables a board, about 2 % adjusted entries of
// every kind) it times MATCHPOINTS, BUTLERIMP, CROSSIMP and RANKING twice — the built core called
// directly, and the registered custom function called the way Excel calls it (2-D arrays in and
// out) — and compares each with a plain float implementation written here (the floor) run in the
// same process on the same boards, and MATCHPOINTS with the npm package bridge-scorer.
//
// `npm run bench -- --browser` measures MATCHPOINTS where Excel runs it: the built functions.js in
// headless Chromium (Debian's /usr/bin/chromium, scripts/install-browser.sh), beside the same
// measurement in Node, for a long session (2 000 boards × 50 tables) and a field (20 boards ×
// 5 000 tables) of plain scores, against a bare sort-and-count and bridge-scorer (scripts/harness.js).
//
// Every (size, function) runs in a child process of its own. Times are medians of repeated runs
// (see timeEach). Memory is checked, not sampled: at the largest size each
// function must complete one call in a child whose whole heap, input included, is capped at
// 2.5 times the input (RSS high-water marks mostly measure garbage V8 has not yet collected).
"use strict";

const { execFileSync, spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const { session: makeSession } = require("./session");
const { SESSION_FUNCTIONS, byBoard, floorMatchpoints, measureMatchpoints, measureSession } = require("./harness");

const ROOT = path.resolve(__dirname, "..");
const CORE = path.join(ROOT, "build", "core");
// The bench's own build of the add-in, so that a bench run never replaces a deployment's dist/.
const DIST = path.join(ROOT, "build", "bench-dist");
const TABLES = 50;
const FUNCTIONS = ["MATCHPOINTS", "BUTLERIMP", "CROSSIMP", "RANKING"];
const TARGETS = { MATCHPOINTS: 3, RANKING: 5 };

/** The same deterministic session in every child, so every run scores the same boards. */
const session = (rows) => makeSession(rows, TABLES);


// ---------------------------------------------------------------------------------------------
// The floors: plain float implementations of the bare algorithms. Adjusted entries are skipped.

const IMP_STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
function imp(d) {
  const a = Math.abs(d);
  let k = 0;
  while (k < 24 && a >= IMP_STEPS[k]) k++;
  return d < 0 ? -k : k;
}

function floorButler(entries, boards) {
  const out = new Array(entries.length);
  for (const rows of byBoard(entries, boards).values()) {
    const sorted = rows.map((i) => entries[i][0]).sort((a, b) => a - b);
    const kept = sorted.length >= 3 ? sorted.slice(1, -1) : sorted;
    const datum = Math.round(kept.reduce((a, b) => a + b, 0) / kept.length / 10) * 10;
    for (const i of rows) {
      const v = imp(entries[i][0] - datum);
      out[i] = [v, -v];
    }
  }
  return out;
}

function floorCrossImps(entries, boards) {
  const out = new Array(entries.length);
  for (const rows of byBoard(entries, boards).values()) {
    for (const i of rows) {
      let sum = 0;
      for (const j of rows) if (j !== i) sum += imp(entries[i][0] - entries[j][0]);
      const v = rows.length > 1 ? sum / (rows.length - 1) : 0;
      out[i] = [v, -v];
    }
  }
  return out;
}

function floorRanking(entries, boards, ns, ew) {
  const mp = floorMatchpoints(entries, boards);
  const totals = new Map();
  const add = (pair, v, top) => {
    const t = totals.get(pair) || { score: 0, max: 0 };
    t.score += v;
    t.max += top;
    totals.set(pair, t);
  };
  for (const rows of byBoard(entries, boards).values()) {
    const top = 2 * (rows.length - 1);
    for (const i of rows) {
      add(ns[i][0], mp[i][0], top);
      add(ew[i][0], mp[i][1], top);
    }
  }
  return [...totals].map(([pair, t]) => [pair, (100 * t.score) / t.max]).sort((a, b) => b[1] - a[1]);
}

const FLOORS = { MATCHPOINTS: floorMatchpoints, BUTLERIMP: floorButler, CROSSIMP: floorCrossImps, RANKING: floorRanking };

// ---------------------------------------------------------------------------------------------
// Our code: the built core, and the registered functions of the built functions.js.

function core() {
  const c = require(path.join(CORE, "index.js"));
  const fast = require(path.join(CORE, "fastpath.js"));
  return {
    MATCHPOINTS: (d) => fast.scoreMatchpointsAsNumbers(d.entries, d.boards, ""),
    BUTLERIMP: (d) => c.scoreButler(d.entries, d.boards, ""),
    CROSSIMP: (d) => c.scoreCrossImps(d.entries, d.boards, ""),
    RANKING: c.scoreRanking ? (d) => c.scoreRanking(d.boards, d.ns, d.ew, d.entries, "") : null,
  };
}

/**
 * Runs the built functions.js as Excel's runtime does and returns the registered functions by id. The
 * bundle runs in this realm with Excel's globals passed in: a Node `vm` context would put every
 * global lookup (Math, Map, Float64Array …) behind an interceptor that Excel's page does not have,
 * and arrays made outside such a context are foreign to it; both slow the code for reasons that
 * are not the add-in's.
 */
function registered() {
  const fns = registeredById();
  const invocation = () => ({ parameterAddresses: [] });
  const call = (id, ...args) => {
    const f = fns.get(id);
    return f ? (d) => f(...args.map((a) => (typeof a === "function" ? a(d) : a)), invocation()) : null;
  };
  return {
    MATCHPOINTS: call("MATCHPOINTS", (d) => d.entries, (d) => d.boards, null),
    BUTLERIMP: call("BUTLERIMP", (d) => d.entries, (d) => d.boards, null),
    CROSSIMP: call("CROSSIMP", (d) => d.entries, (d) => d.boards, null),
    RANKING: call("RANKING", (d) => d.boards, (d) => d.ns, (d) => d.ew, (d) => d.entries, null, null),
  };
}

/**
 * bridge-scorer's matchpoints doing the job MATCHPOINTS does: rows grouped by board into its game
 * objects, scored, and read back into one [NS, EW] row per input row. `bare` times only its
 * scoring calls on games prepared beforehand, for reference.
 */
function peer(d) {
  const scorer = require("bridge-scorer");
  const job = () => {
    const out = new Array(d.entries.length);
    for (const rows of byBoard(d.entries, d.boards).values()) {
      const games = rows.map((i) => ({ contract: { declaror: "N" }, score: d.entries[i][0] }));
      scorer.matchpoints(games);
      rows.forEach((i, k) => (out[i] = [games[k].matchpointsNS.value, games[k].matchpointsEW.value]));
    }
    return out;
  };
  const prepared = [...byBoard(d.entries, d.boards).values()].map((rows) => rows.map((i) => ({ contract: { declaror: "N" }, score: d.entries[i][0] })));
  const bare = () => {
    for (const g of prepared) scorer.matchpoints(g);
  };
  return { job, bare };
}


/**
 * Median milliseconds of each function over `reps` runs after a warm-up. Each function runs its
 * repetitions in a block of its own, so it pays for exactly its own garbage: run in turns, or
 * after a forced collection, a function pays for the previous one's garbage or for regrowing a
 * heap V8 has just shrunk, and the ratios moved by a factor of two with the method.
 */
// Awaited: the entries functions answer with a promise (they may ask Excel about blank cells), and
// a promise returned is not a result computed.
async function timeEach(fns, reps) {
  const medians = [];
  for (const f of fns) {
    await f(); // warm-up: the JIT, and the lazily built tables (possible scores, VP)
    const ms = [];
    for (let r = 0; r < reps; r++) {
      const t = process.hrtime.bigint();
      await f();
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    ms.sort((a, b) => a - b);
    medians.push(ms[Math.floor(ms.length / 2)]);
  }
  return medians;
}

/** The child: one size, one function; prints one JSON line. */
async function child(rows, fn) {
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  const d = session(rows);
  global.gc?.();
  const input = process.memoryUsage().heapUsed - before;
  const functions = registered();
  const reps = rows >= 1000000 ? 5 : rows >= 100000 ? 21 : 41;
  const result = { rows, fn, input };
  const floor = FLOORS[fn];
  const ours = core()[fn];
  const excel = functions[fn];
  const fns = [() => floor(d.entries, d.boards, d.ns, d.ew)];
  if (ours) fns.push(() => ours(d));
  if (excel) fns.push(() => excel(d));
  const p = fn === "MATCHPOINTS" ? peer(d) : null;
  if (p) fns.push(p.job, p.bare);
  const times = await timeEach(fns, reps);
  let k = 0;
  result.floor = times[k++];
  result.core = ours ? times[k++] : null;
  result.excel = excel ? times[k++] : null;
  if (p) {
    result.peer = times[k++];
    result.peerBare = times[k++];
  }
  process.stdout.write(JSON.stringify(result) + "\n");
}

/** The memory child: one call at `rows`, under the heap limit its parent set; prints what stays. */
async function memoryChild(rows, fn) {
  global.gc();
  const before = process.memoryUsage().heapUsed;
  const d = session(rows);
  global.gc();
  const input = process.memoryUsage().heapUsed - before;
  const result = await registered()[fn](d);
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

function memoryCheck(rows, fn, inputBytes) {
  const limit = Math.ceil((MEMORY_FACTOR * inputBytes) / 2 ** 20) + RUNTIME_MIB;
  const r = spawnSync(process.execPath, ["--expose-gc", `--max-old-space-size=${limit}`, __filename, "--memory", String(rows), fn], { encoding: "utf8", maxBuffer: 1 << 24 });
  const line = r.status === 0 ? r.stdout.trim().split("\n").pop() : null;
  return { fn, rows, limit, fits: line !== null, ...(line ? JSON.parse(line) : {}) };
}

function build() {
  console.log("building the core (tsc) and the add-in (webpack) …");
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.core.json", "--noEmit", "false", "--outDir", CORE, "--sourceMap", "false"], { cwd: ROOT, stdio: "inherit" });
  const env = { ...process.env, ADDIN_BUILD_DIR: path.relative(ROOT, DIST) };
  execFileSync(process.execPath, [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
}

function main() {
  const args = process.argv.slice(2);
  const sizes = (args.find((a) => a.startsWith("--sizes=")) || "--sizes=10000,100000,1000000").slice(8).split(",").map(Number);
  if (!args.includes("--no-build")) build();
  const results = [];
  for (const rows of sizes) {
    for (const fn of FUNCTIONS) {
      const r = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=8192", __filename, "--child", String(rows), fn], { encoding: "utf8", maxBuffer: 1 << 24 });
      if (r.status !== 0) throw new Error(`${fn} at ${rows} rows failed:\n${r.stderr}`);
      results.push(JSON.parse(r.stdout.trim().split("\n").pop()));
    }
  }
  const largest = sizes[sizes.length - 1];
  const memory = FUNCTIONS.map((fn) => memoryCheck(largest, fn, results.find((r) => r.fn === fn && r.rows === largest).input));
  report(results, sizes, memory);
}

function report(results, sizes, memory) {
  const fmt = (ms) => (ms === null ? "—" : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
  const rate = (rows, ms) => (ms === null ? "—" : `${Math.round((rows / ms) * 1000).toLocaleString("en")}`);
  const ratio = (a, b) => (a === null ? "—" : `${(a / b).toFixed(2)}×`);
  console.log(`\nnode ${process.version}, ${require("os").cpus()[0].model}, ${require("os").cpus().length} cores; ${TABLES} tables a board, ~2 % adjusted entries\n`);
  console.log("| function | rows | core | rows/s (core) | Excel call | floor | core ÷ floor | Excel ÷ floor | Excel ÷ bridge-scorer |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    const vsPeer = r.peer ? `${ratio(r.excel ?? r.core, r.peer)} (its bare scoring: ${fmt(r.peerBare)})` : "";
    console.log(`| ${r.fn} | ${r.rows.toLocaleString("en")} | ${fmt(r.core)} | ${rate(r.rows, r.core)} | ${fmt(r.excel)} | ${fmt(r.floor)} | ${ratio(r.core, r.floor)} | ${ratio(r.excel, r.floor)} | ${vsPeer} |`);
  }
  console.log(`\nmemory at ${memory[0].rows.toLocaleString("en")} rows: one call with the heap capped at ${MEMORY_FACTOR}× the input + ${RUNTIME_MIB} MiB for Node and the code`);
  for (const m of memory)
    console.log(
      m.fits
        ? `  ${m.fn}: completes within ${m.limit} MiB (input ${(m.input / 2 ** 20).toFixed(0)} MiB, result kept ${(m.retained / 2 ** 20).toFixed(0)} MiB)`
        : `  ${m.fn}: did NOT complete within ${m.limit} MiB`,
    );
  const mid = sizes.includes(100000) ? 100000 : sizes[Math.floor(sizes.length / 2)];
  console.log(`\ntargets (${mid.toLocaleString("en")} rows):`);
  const at = (fn, rows) => results.find((r) => r.fn === fn && r.rows === rows);
  const verdict = (ok) => (ok ? "met" : "MISSED");
  for (const [fn, limit] of Object.entries(TARGETS)) {
    const r = at(fn, mid);
    if (!r || r.excel === null) console.log(`  ${fn}: not measured`);
    else console.log(`  ${fn} within ${limit}× of the floor: ${(r.excel / r.floor).toFixed(2)}× — ${verdict(r.excel / r.floor <= limit)}`);
  }
  console.log(`  memory within ${MEMORY_FACTOR}× the input at ${memory[0].rows.toLocaleString("en")} rows: ${verdict(memory.every((m) => m.fits))}`);
  const mp = at("MATCHPOINTS", mid);
  if (mp) console.log(`  MATCHPOINTS faster than bridge-scorer: ${(mp.excel / mp.peer).toFixed(2)}× its time — ${verdict(mp.excel < mp.peer)}`);
  if (sizes.length > 1) {
    const lo = sizes[0];
    const hi = sizes[sizes.length - 1];
    for (const fn of FUNCTIONS) {
      const a = at(fn, lo);
      const b = at(fn, hi);
      if (!a || !b || a.excel === null) continue;
      // Per-row time grows with size on any machine (caches, garbage collection): the bare floor's
      // does too. Linear means ours grows no more than twice as much as the floor's.
      const growth = b.excel / a.excel / (hi / lo);
      const floorGrowth = b.floor / a.floor / (hi / lo);
      console.log(
        `  ${fn} time grows linearly ${lo.toLocaleString("en")} → ${hi.toLocaleString("en")} rows: per-row time ${growth.toFixed(2)}× (the floor's ${floorGrowth.toFixed(2)}×) — ${verdict(growth <= 2 * floorGrowth)}`,
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
/** Goals of issue 28: every board function within 3× the bare sort on adjusted sessions (stretch 2×). */
const FLOOR_GOAL = 3;

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
  const plain = await measureMatchpoints({ session: makeSession, matchpoints: (e, b) => call("MATCHPOINTS", [e, b, null]), scorer, now, shapes: SHAPES, reps: BROWSER_REPS });
  const adjusted = await measureSession({ ...BROWSER_ENV, session: makeSession, call, scorer, now, progress });
  process.stdout.write(JSON.stringify({ plain, adjusted }) + "\n");
}

function registeredById() {
  const fns = new Map();
  class CfError {
    constructor(code, message) {
      this.code = code;
      this.message = message;
    }
  }
  const CustomFunctions = { associate: (id, f) => fns.set(id, f), Error: CfError, ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!" } };
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
    const results = await page.evaluate(async (settings) => {
      const call = (name, args) => window.__fns.get(name)(...args, { parameterAddresses: [] });
      const env = { ...settings, session: window.__session, call, scorer: window.scorer, now: () => performance.now(), progress: (text) => console.log(text) };
      console.log("MATCHPOINTS on plain sessions");
      const plain = await window.__harness.measureMatchpoints({ ...env, matchpoints: (e, b) => call("MATCHPOINTS", [e, b, null]) });
      const adjusted = await window.__harness.measureSession(env);
      return { plain, adjusted };
    }, BROWSER_ENV);
    return { version, results };
  } finally {
    await browser.close();
  }
}

async function browserMain(args) {
  const started = Date.now();
  if (!args.includes("--no-build")) build();
  console.log("measuring in Node …");
  const r = spawnSync(process.execPath, ["--max-old-space-size=4096", __filename, "--node-functions"], { encoding: "utf8", maxBuffer: 1 << 26, stdio: ["ignore", "pipe", "inherit"] });
  if (r.status !== 0) throw new Error(`the Node measurement failed (status ${r.status})`);
  const node = JSON.parse(r.stdout.trim().split("\n").pop());
  const modes = [["node " + process.version, node]];
  if (!fs.existsSync(CHROMIUM)) console.log(`\nno browser at ${CHROMIUM} (scripts/install-browser.sh installs it): Node only`);
  else {
    console.log("measuring in Chromium …");
    const browser = await browserFunctions();
    modes.push([/Chrome\/[\d.]+/.exec(browser.version)?.[0] ?? "Chromium", browser.results]);
  }
  reportBrowser(modes);
  console.log(`\n(the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

function reportBrowser(modes) {
  const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
  const rate = (rows, ms) => Math.round((rows / ms) * 1000).toLocaleString("en");
  const x = (a, b) => `${(a / b).toFixed(2)}×`;
  const cpus = require("os").cpus();
  console.log(`\nCalled as Excel calls them (the built functions.js, the invocation object last), medians of ${BROWSER_REPS}; ${cpus[0].model}, ${cpus.length} cores`);
  console.log("\nMATCHPOINTS on plain scores\n");
  console.log("| where | shape | rows/s | MATCHPOINTS | bare sort | bridge-scorer | ÷ bare sort | ÷ bridge-scorer | same values |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const [where, { plain }] of modes)
    for (const r of plain)
      console.log(`| ${where} | ${r.boards.toLocaleString("en")} boards × ${r.tables.toLocaleString("en")} | ${rate(r.rows, r.ours)} | ${fmt(r.ours)} | ${fmt(r.floor)} | ${fmt(r.peer)} | ${x(r.ours, r.floor)} | ${x(r.ours, r.peer)} | ${r.same ? "yes" : "NO"} |`);
  console.log(`\nEvery board function on sessions with ${ADJUSTED * 100} % adjusted entries of every kind: time, and ÷ the bare sort of the same rows\n`);
  const names = SESSION_FUNCTIONS;
  console.log(`| where | shape | bare sort | ${names.join(" | ")} | MATCHPOINTS ÷ bridge-scorer (plain) |`);
  console.log(`|---|---|---:|${names.map(() => "---:|").join("")}---:|`);
  for (const [where, { adjusted }] of modes)
    for (const r of adjusted.boards)
      console.log(
        `| ${where} | ${r.boards.toLocaleString("en")} × ${r.tables.toLocaleString("en")} | ${fmt(r.floor)} | ${names.map((n) => `${fmt(r.times[n])} (${x(r.times[n], r.floor)})`).join(" | ")} | ${x(r.times.MATCHPOINTS, r.peerPlain)} |`,
      );
  console.log(`\nMULTITEAM (every pair against every pair of its direction) against a float implementation of the same matches\n`);
  console.log("| where | shape | MULTITEAM | float matches | ÷ float |");
  console.log("|---|---|---:|---:|---:|");
  for (const [where, { adjusted }] of modes)
    for (const t of adjusted.teams) console.log(`| ${where} | ${t.boards} boards × ${t.tables} tables | ${fmt(t.ours)} | ${fmt(t.floor)} | ${x(t.ours, t.floor)} |`);
  console.log(`\ngoals (issue 28): every board function within ${FLOOR_GOAL}× the bare sort (stretch 2×); MATCHPOINTS on adjusted sessions faster than bridge-scorer on plain ones; MULTITEAM within ${FLOOR_GOAL}× its float matches`);
  const verdict = (ok) => (ok ? "met" : "MISSED");
  for (const [where, { adjusted }] of modes) {
    for (const r of adjusted.boards) {
      const worst = names.reduce((w, n) => (r.times[n] / r.floor > r.times[w] / r.floor ? n : w), names[0]);
      const ratio = r.times[worst] / r.floor;
      console.log(`  ${where}, ${r.boards} × ${r.tables}: the slowest, ${worst}, ${x(r.times[worst], r.floor)} the bare sort — ${verdict(ratio <= FLOOR_GOAL)}${ratio <= 2 ? " (stretch met)" : ""}; MATCHPOINTS ${x(r.times.MATCHPOINTS, r.peerPlain)} bridge-scorer's time — ${verdict(r.times.MATCHPOINTS < r.peerPlain)}`);
    }
    const team = adjusted.teams.reduce((w, t) => (t.ours / t.floor > w.ours / w.floor ? t : w));
    console.log(`  ${where}, MULTITEAM: at most ${x(team.ours, team.floor)} its float matches (${team.boards} × ${team.tables}) — ${verdict(team.ours / team.floor <= FLOOR_GOAL)}`);
  }
}

if (process.argv[2] === "--child") child(Number(process.argv[3]), process.argv[4]);
else if (process.argv[2] === "--memory") memoryChild(Number(process.argv[3]), process.argv[4]);
else if (process.argv[2] === "--node-functions") nodeFunctionsChild();
else if (process.argv.includes("--browser")) browserMain(process.argv.slice(2)).catch((e) => {
  console.error(e);
  process.exit(1);
});
else main();
