// The MATCHPOINTS measurement of `npm run bench -- --browser`, run unchanged in Node and in a
// Chromium page: it has no free variables (the page gets its source), everything arrives in `env`.
"use strict";

// The floor and the grouping are top-level so that bench.js's Node mode uses the same code; the
// page gets this whole file's source, so they travel with measureMatchpoints.
function byBoard(entries, boards) {
  const groups = new Map();
  for (let i = 0; i < entries.length; i++) {
    const s = entries[i][0];
    if (typeof s !== "number") continue;
    const k = boards[i][0];
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(i);
  }
  return groups;
}
// The bare algorithm in floats: sort each board's scores, count below and equal by binary search.
function floorMatchpoints(entries, boards) {
  const out = new Array(entries.length);
  for (const rows of byBoard(entries, boards).values()) {
    const sorted = rows.map((i) => entries[i][0]).sort((a, b) => a - b);
    const n = sorted.length;
    for (const i of rows) {
      const s = entries[i][0];
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const m = (lo + hi) >> 1;
        if (sorted[m] < s) lo = m + 1;
        else hi = m;
      }
      // The end of the run of equal scores by a second binary search: walking it would make a
      // board of 5 000 tables with a handful of distinct scores quadratic.
      let eq = lo;
      hi = n;
      while (eq < hi) {
        const m = (eq + hi) >> 1;
        if (sorted[m] <= s) eq = m + 1;
        else hi = m;
      }
      const mp = 2 * lo + (eq - lo - 1);
      out[i] = [mp, 2 * (n - 1) - mp];
    }
  }
  return out;
}

/** bridge-scorer doing MATCHPOINTS's job: rows grouped by board into its objects, scored, read back into rows. */
function peer(scorer, entries, boards) {
  const out = new Array(entries.length);
  for (const rows of byBoard(entries, boards).values()) {
    const games = rows.map((i) => ({ contract: { declaror: "N" }, score: entries[i][0] }));
    scorer.matchpoints(games);
    rows.forEach((i, k) => (out[i] = [games[k].matchpointsNS.value, games[k].matchpointsEW.value]));
  }
  return out;
}

/**
 * Median milliseconds of env.reps samples of the floor and of f, after both are warmed up (each
 * called at least five times), taken back to back, and the median of the per-rep ratios f ÷ floor:
 * on a machine whose load comes and goes (other engineers' test runs), a function measured in a
 * block of its own and the floor measured minutes earlier saw different machines, and their ratio
 * moved by a factor of five between runs; a floor and a function timed one right after the other
 * saw the same one. Awaited: the entries functions answer with a promise, and a promise returned
 * is not a result computed.
 */
async function paired(env, floor, f) {
  // The floor, measured beside every function of a shape, is warmed up once.
  if (!warm.has(floor)) await warmUp(floor, env.now);
  warm.add(floor);
  await warmUp(f, env.now);
  // A sample is enough calls to take 5 ms (MULTITEAM of 10 tables takes a tenth of one, and the
  // page's clock ticks in tenths), then divided by their number.
  const batch = async (g) => {
    const t = env.now();
    await g();
    return Math.max(1, Math.ceil(5 / Math.max(env.now() - t, 0.01)));
  };
  const [ka, kb] = [await batch(floor), await batch(f)];
  const a = [];
  const b = [];
  const ratios = [];
  const time = async (g, k) => {
    const t = env.now();
    for (let i = 0; i < k; i++) await g();
    return (env.now() - t) / k;
  };
  while (ratios.length < env.reps) {
    const x = await time(floor, ka);
    const y = await time(f, kb);
    a.push(x);
    b.push(y);
    ratios.push(y / x);
  }
  return { floor: middle(a), ours: middle(b), ratio: middle(ratios) };
}

const warm = new WeakSet();

function middle(ms) {
  const s = [...ms].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
}

/**
 * Calls f until the JIT has optimised it: at least five calls and a second. One call is not
 * enough for small inputs, whose loops are too short to be optimised while they run: at 10 000
 * rows the first twenty calls took up to eight times as long as the later ones. A quarter of a
 * second was not enough either: in a fresh Chromium page the first MULTITEAM measured on 20 × 10
 * tables took 0.18–0.32 ms a call where the same call measured later took 0.07 ms, so whichever
 * case came first read up to 2.4× its floor; after a second of warm-up it read as the later ones
 * (1.1–1.5×), with the same bundle and the one before the session's arguments became one tuple.
 * Also builds the lazily built tables (possible scores, VP).
 */
async function warmUp(f, now) {
  const start = now();
  for (let k = 0; k < 5 || now() - start < 1000; k++) await f();
}

/**
 * For each shape (boards × tables of plain scores, as the director's traveller holds them), the
 * median milliseconds of: the registered MATCHPOINTS called as Excel calls it, a bare float
 * sort-and-count, and bridge-scorer doing the same job (rows grouped by board into its objects,
 * scored, read back into rows), each in turns with the floor (see paired).
 * env: { session(rows, tables, adjusted), matchpoints(entries, boards), scorer, now(), shapes, reps }.
 */
async function measureMatchpoints(env) {
  const results = [];
  for (const shape of env.shapes) {
    const rows = shape.boards * shape.tables;
    const d = env.session(rows, shape.tables, 0);
    // Same answers first: bridge-scorer's matchpoints are ours on the mp scale.
    const got = await env.matchpoints(d.entries, d.boards);
    const same = peer(env.scorer, d.entries, d.boards).every((r, i) => r[0] === got[i][0] && r[1] === got[i][1]);
    const floor = () => floorMatchpoints(d.entries, d.boards);
    const ours = await paired(env, floor, () => env.matchpoints(d.entries, d.boards));
    const theirs = await paired(env, floor, () => peer(env.scorer, d.entries, d.boards));
    // Each measured beside the floor: ours ÷ bridge-scorer is the ratio of their ratios to it.
    results.push({
      ...shape,
      rows,
      same,
      floor: middle([ours.floor, theirs.floor]),
      ours: ours.ours,
      peer: theirs.ours,
      ratio: ours.ratio,
      peerRatio: theirs.ratio,
    });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Sessions with adjusted entries: every board function against the one floor

/**
 * What is measured on adjusted sessions: every board function, and RANKING under every scoring
 * and the options a director sets (Law 12C2(c) is on by default; corrections; a Mitchell), each
 * by its label: the registered function and its options text, corrections when it takes them.
 */
const SESSION_CASES = {
  MATCHPOINTS: { fn: "MATCHPOINTS" },
  NEUBERG: { fn: "NEUBERG" },
  BUTLERIMP: { fn: "BUTLERIMP" },
  BUTLERDATUM: { fn: "BUTLERDATUM" },
  CROSSIMP: { fn: "CROSSIMP" },
  RANKING: { fn: "RANKING" },
  "RANKING mitchell + corrections": { fn: "RANKING", options: "mitchell=on", corrections: true },
  "RANKING butler": { fn: "RANKING", options: "scoring=butler" },
  "RANKING ximp": { fn: "RANKING", options: "scoring=ximp" },
  "RANKING ximp sum dbf + corrections": { fn: "RANKING", options: "scoring=ximp; ximp=sum; profile=dbf", corrections: true },
};
const SESSION_FUNCTIONS = Object.keys(SESSION_CASES);
/** MULTITEAM under each of its options (docs/functions.md), measured on club shapes. */
const TEAM_CASES = {
  MULTITEAM: { fn: "MULTITEAM" },
  "MULTITEAM guiding": { fn: "MULTITEAM", options: "multiteam=guiding" },
  "MULTITEAM offender + corrections": { fn: "MULTITEAM", options: "weighted=offender", corrections: true },
  "MULTITEAM dbf": { fn: "MULTITEAM", options: "profile=dbf" },
};
/** A few correction rows (pair, value), as a director types them. */
const CORRECTIONS = [
  [1, 2],
  [3, -1.5],
  [7, 0.5],
];

/**
 * The parameters of each measured function, in order, as its descriptor names them
 * (functionDescriptors in scripts/functions-metadata.js, which test/build/bench-harness.test.ts
 * holds them to): this file reaches the bench's page as plain source, where the descriptors
 * cannot be read.
 */
const PARAMETERS = {
  MATCHPOINTS: ["entries", "boards", "options"],
  NEUBERG: ["matchpoints", "results", "expected", "options"],
  BUTLERIMP: ["entries", "boards", "options"],
  BUTLERDATUM: ["entries", "boards", "options"],
  CROSSIMP: ["entries", "boards", "options"],
  RANKING: ["boards", "nspairs", "ewpairs", "entries", "options", "corrections"],
  MULTITEAM: ["boards", "nspairs", "ewpairs", "entries", "options", "corrections"],
};

/** Each parameter's argument from a session `d` (NEUBERG's columns in d.neuberg) and a case `c`. */
const ARGUMENTS = {
  entries: (d) => d.entries,
  boards: (d) => d.boards,
  nspairs: (d) => d.ns,
  ewpairs: (d) => d.ew,
  matchpoints: (d) => d.neuberg.matchpoints,
  results: (d) => d.neuberg.results,
  expected: (d) => d.neuberg.expected,
  options: (d, c) => c.options || null,
  corrections: (d, c) => (c.corrections ? CORRECTIONS : null),
};

/** The registered function a label measures. */
function functionOf(label) {
  return (SESSION_CASES[label] || TEAM_CASES[label]).fn;
}

/** The arguments Excel passes the function a label measures (before the invocation). */
function sessionArguments(label, d) {
  const c = SESSION_CASES[label] || TEAM_CASES[label];
  return PARAMETERS[c.fn].map((name) => ARGUMENTS[name](d, c));
}

/**
 * NEUBERG's three columns for a session, as a director who matchpoints by hand would have them:
 * per row the matchpoints scored against the board's table results (2 per result beaten, 1 per
 * tie), the number of those results, and the board's rows. A weighted or split row has a
 * matchpoint score with a decimal (x.4 or x.5), an NP row is blank: the session's adjusted share.
 */
function neubergColumns(d) {
  const mp = floorMatchpoints(d.entries, d.boards);
  const matchpoints = [];
  const results = [];
  const expected = [];
  const counts = new Map();
  const rows = new Map();
  for (let i = 0; i < d.entries.length; i++) {
    const b = d.boards[i][0];
    rows.set(b, (rows.get(b) || 0) + 1);
    if (typeof d.entries[i][0] === "number") counts.set(b, (counts.get(b) || 0) + 1);
  }
  let k = 0;
  for (let i = 0; i < d.entries.length; i++) {
    const e = d.entries[i][0];
    const b = d.boards[i][0];
    if (e === "NP") {
      matchpoints.push([""]);
      results.push([""]);
      expected.push([""]);
      continue;
    }
    // An adjusted row: a fractional score between the board's lowest and highest.
    const value = typeof e === "number" ? mp[i][0] : (k++ % Math.max(1, counts.get(b) || 1)) + (k % 2 ? 0.5 : 0.4);
    matchpoints.push([value]);
    results.push([counts.get(b) || 1]);
    expected.push([rows.get(b)]);
  }
  return { matchpoints, results, expected };
}

// WBF 2013 continuous VP scale in floats, rounded to two decimals: the float MULTITEAM floor.
function floatVp(imps, boards) {
  const tau = (Math.sqrt(5) - 1) / 2;
  const x = 15 * Math.sqrt(boards);
  const a = Math.abs(imps);
  const w = a >= x ? 20 : Math.round(100 * (10 + (10 * (1 - Math.pow(tau, (3 * a) / x))) / (1 - tau * tau * tau))) / 100;
  return imps < 0 ? 20 - w : w;
}
// Law 78B in floats, looked up by tens of the difference as MULTITEAM's own IMP table is (every
// threshold is a multiple of 10): a search through the 24 thresholds per comparison made this
// floor 1.6 times slower than the float code it stands for, and flattered MULTITEAM. The one copy of
// the table outside src/imps/imps.ts, on purpose: this module is sent into the bench's page as plain
// source (moduleSource), where the core cannot be required, and a floor is an independent float
// implementation; test/imps/imps-table.test.ts checks it against imps() for every difference.
const IMP_STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
const IMPS_BY_TENS = (() => {
  const t = new Uint8Array(400);
  for (let k = 0, i = 0; i < 400; i++) {
    while (i * 10 >= IMP_STEPS[k]) k++;
    t[i] = k;
  }
  return t;
})();
function floatImp(d) {
  const tens = Math.floor(Math.abs(d) / 10);
  const k = tens >= 400 ? 24 : IMPS_BY_TENS[tens];
  return d < 0 ? -k : k;
}

/**
 * MULTITEAM's matches in floats: every two rows of a board with table results (adjusted rows
 * skipped), NS of one against NS of the other and EW against EW, summed per match, converted to
 * VP, summed per pair and sorted. The same matches as MULTITEAM, without exactness or the rules.
 */
function floorMultiteam(entries, boards, ns, ew) {
  const index = new Map();
  const id = (p) => {
    let k = index.get(p);
    if (k === undefined) index.set(p, (k = index.size));
    return k;
  };
  const seat = ns.map((r, i) => [id(r[0]), id(ew[i][0])]);
  const P = index.size;
  const imps = new Float64Array(P * P);
  const played = new Float64Array(P * P);
  for (const rows of byBoard(entries, boards).values()) {
    for (const i of rows)
      for (const j of rows) {
        if (i === j) continue;
        const x = floatImp(entries[i][0] - entries[j][0]);
        const a = seat[i][0] * P + seat[j][0];
        const b = seat[j][1] * P + seat[i][1];
        imps[a] += x;
        played[a]++;
        imps[b] += x;
        played[b]++;
      }
  }
  const totals = [];
  for (let p = 0; p < P; p++) {
    let vp = 0;
    for (let q = 0; q < P; q++) if (played[p * P + q] > 0) vp += floatVp(imps[p * P + q], played[p * P + q]);
    totals.push([p, vp]);
  }
  return totals.sort((a, b) => b[1] - a[1]);
}

/**
 * For each shape (boards × tables, a share `adjusted` of adjusted entries of every kind), every
 * case of SESSION_CASES called as Excel calls it (env.call(id, args)): its first call (the first
 * call of a shape's first function after loading is the cold call Excel makes when a workbook
 * opens), the bytes of its answer as JSON, and its median time and median ratio to the one floor,
 * the bare float sort-and-count of the same rows (adjusted rows skipped), timed back to back with
 * it; MATCHPOINTS also against bridge-scorer on the plain session of the same shape. Then
 * MULTITEAM under each of TEAM_CASES on club shapes against floorMultiteam. env.progress(text) is
 * told what is measured next.
 * env: { session, call(id, args), scorer, now(), shapes, teamShapes, adjusted, reps, progress }.
 */
async function measureSession(env) {
  const boards = [];
  for (const shape of env.shapes) {
    const rows = shape.boards * shape.tables;
    const label = `${shape.boards} boards × ${shape.tables} tables`;
    const d = env.session(rows, shape.tables, env.adjusted);
    d.neuberg = neubergColumns(d);
    const plain = env.session(rows, shape.tables, 0);
    // Per function its time, the floor's beside it, the ratio, its first call and its answer's size.
    const result = { ...shape, rows, times: {}, floors: {}, ratios: {}, first: {}, bytes: {} };
    const floor = () => floorMatchpoints(d.entries, d.boards);
    for (const name of SESSION_FUNCTIONS) {
      env.progress(`${label}: ${name}`);
      const args = sessionArguments(name, d);
      const call = () => env.call(functionOf(name), args);
      const t0 = env.now();
      const answer = await call();
      result.first[name] = env.now() - t0;
      result.bytes[name] = JSON.stringify(answer).length;
      const t = await paired(env, floor, call);
      result.times[name] = t.ours;
      result.floors[name] = t.floor;
      result.ratios[name] = t.ratio;
    }
    env.progress(`${label}: bridge-scorer on the plain session`);
    const peerTime = await paired(env, floor, () => peer(env.scorer, plain.entries, plain.boards));
    result.peerPlain = peerTime.ours;
    result.floors.peer = peerTime.floor;
    result.ratios.peer = peerTime.ratio;
    result.floor = middle(Object.values(result.floors));
    boards.push(result);
  }
  const teams = [];
  for (const shape of env.teamShapes) {
    const rows = shape.boards * shape.tables;
    const d = env.session(rows, shape.tables, env.adjusted);
    const floor = () => floorMultiteam(d.entries, d.boards, d.ns, d.ew);
    for (const name of Object.keys(TEAM_CASES)) {
      env.progress(`${name}, ${shape.boards} boards × ${shape.tables} tables`);
      const args = sessionArguments(name, d);
      const t = await paired(env, floor, () => env.call("MULTITEAM", args));
      teams.push({ ...shape, name, rows, ours: t.ours, floor: t.floor, ratio: t.ratio });
    }
  }
  return { boards, teams };
}

// ---------------------------------------------------------------------------------------------
// The cost of reading Excel: the blank-cell check (addin/adapter/blanks.ts)

/**
 * MATCHPOINTS on a session of `rows` rows (passed-out boards among them: real zeros) in the
 * in-memory workbook of support/excelStandIn.js, called as a build that sends an empty cell as
 * 0 calls it: with the ranges' addresses, so every 0 is checked through Excel.run, and the same
 * call without addresses, which reads nothing. Times are medians over env.reps calls taken in
 * turns; bytes and ranges are the stand-in's count for one call (its JSON of each command, the
 * valueTypes it answers).
 * env: { session, standin (window.__standin), now(), rows, tables, reps, progress }.
 */
async function measureBlankCheck(env) {
  const d = env.session(env.rows, env.tables, 0.02);
  env.progress(`MATCHPOINTS at ${env.rows.toLocaleString("en")} rows in the stand-in workbook: the blank-cell check`);
  env.standin.addSheet("Bench", [["Board", "Score"], ...d.boards.map((b, i) => [b[0], d.entries[i][0]])]);
  const last = env.rows + 1;
  const entries = env.standin.argument(`Bench!B2:B${last}`, "zero");
  const boards = env.standin.argument(`Bench!A2:A${last}`, "zero");
  const zeros = entries.reduce((n, row) => n + (row[0] === 0 ? 1 : 0), 0);
  const checked = () => env.standin.call("MATCHPOINTS", [entries, boards, null], [`Bench!B2:B${last}`, `Bench!A2:A${last}`]);
  const unchecked = () => env.standin.call("MATCHPOINTS", [entries, boards, null], []);
  // One call's syncs, counted on their own.
  env.standin.resetSyncs();
  const reads = env.standin.reads.length;
  await checked();
  const syncs = env.standin.syncs();
  const read = env.standin.reads.slice(reads);
  const t = await paired(env, unchecked, checked);
  return {
    rows: env.rows,
    zeros,
    syncs: syncs.length,
    requestBytes: syncs.reduce((n, x) => n + x.requestBytes, 0),
    responseBytes: syncs.reduce((n, x) => n + x.responseBytes, 0),
    largestSync: Math.max(0, ...syncs.map((x) => x.requestBytes + x.responseBytes)),
    ranges: read.length,
    cells: read.reduce((n, r) => n + r.cells, 0),
    unchecked: t.floor,
    checked: t.ours,
  };
}

module.exports = {
  measureBlankCheck,
  warmUp,
  measureMatchpoints,
  measureSession,
  neubergColumns,
  sessionArguments,
  functionOf,
  PARAMETERS,
  SESSION_FUNCTIONS,
  TEAM_CASES,
  byBoard,
  floorMatchpoints,
  floorMultiteam,
  floatImp,
};
