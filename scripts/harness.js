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

/**
 * For each shape (boards × tables of plain scores, as the director's traveller holds them), the
 * median milliseconds of: the registered MATCHPOINTS called as Excel calls it, a bare float
 * sort-and-count, and bridge-scorer doing the same job (rows grouped by board into its objects,
 * scored, read back into rows). Each runs its repetitions in a block of its own (see bench.js).
 * env: { session(rows, tables, adjusted), matchpoints(entries, boards), scorer, now(), shapes, reps }.
 */
async function measureMatchpoints(env) {
  function peer(entries, boards) {
    const out = new Array(entries.length);
    for (const rows of byBoard(entries, boards).values()) {
      const games = rows.map((i) => ({ contract: { declaror: "N" }, score: entries[i][0] }));
      env.scorer.matchpoints(games);
      rows.forEach((i, k) => (out[i] = [games[k].matchpointsNS.value, games[k].matchpointsEW.value]));
    }
    return out;
  }
  // Awaited: MATCHPOINTS answers with a promise, and a promise returned is not a result computed.
  async function median(f) {
    await f(); // warm-up: the JIT and the lazily built tables
    const ms = [];
    for (let r = 0; r < env.reps; r++) {
      const t = env.now();
      await f();
      ms.push(env.now() - t);
    }
    ms.sort((a, b) => a - b);
    return ms[Math.floor(ms.length / 2)];
  }
  const results = [];
  for (const shape of env.shapes) {
    const rows = shape.boards * shape.tables;
    const d = env.session(rows, shape.tables, 0);
    // Same answers first: bridge-scorer's matchpoints are ours on the mp scale.
    const ours = await env.matchpoints(d.entries, d.boards);
    const theirs = peer(d.entries, d.boards);
    const same = theirs.every((r, i) => r[0] === ours[i][0] && r[1] === ours[i][1]);
    const floorMs = await median(() => floorMatchpoints(d.entries, d.boards));
    const oursMs = await median(() => env.matchpoints(d.entries, d.boards));
    const peerMs = await median(() => peer(d.entries, d.boards));
    results.push({ ...shape, rows, same, floor: floorMs, ours: oursMs, peer: peerMs });
  }
  return results;
}

module.exports = { measureMatchpoints, byBoard, floorMatchpoints };
