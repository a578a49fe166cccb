// A deterministic pairs session for the benchmark and the large-session test: `tables` results a
// board, a share `adjusted` (about 2 %) of adjusted entries of every kind (docs/rules.md §2), pairs
// in a Mitchell-like rotation. Plain JavaScript so `npm run bench` needs no build; session.d.ts types it for tests.
"use strict";

/** Columns as Excel passes them: boards, NS pairs, EW pairs and entries, each rows × 1. */
function session(rows, tables = 50, adjusted = 0.02) {
  let seed = 20261202;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const POOL = [
    -1430, -800, -620, -500, -420, -300, -200, -170, -150, -140, -120, -110, -100, -50, 0, 50, 90, 100, 110, 120, 140, 150, 170, 200, 300, 400, 420, 450, 480,
    620, 650, 680, 920, 980, 990, 1430,
  ];
  const ADJUSTED = [
    () => "NP",
    () => "A+/A-",
    () => "A",
    () => "A- ~1",
    () => "60%/45%",
    (s, t) => `${s}/${t}`,
    (s, t) => `40% ${s} + 60% ${t}`,
    (s, t) => `${s}/30% ${s} + 70% ${t}`,
    (s, t) => `25% ${s} + 75% ${t} !NS`,
    (s) => `A+/${s}`,
    (s) => `${s} @2`,
  ];
  const entries = [];
  const boards = [];
  let scores = [];
  const ns = [];
  const ew = [];
  for (let i = 0; i < rows; i++) {
    const board = Math.floor(i / tables) + 1;
    const table = i % tables;
    // A board's results cluster on a few scores, as real travellers do (ties are common).
    if (table === 0) scores = Array.from({ length: 6 }, () => pick(POOL));
    const s = pick(scores);
    const t = pick(scores);
    entries.push([random() < adjusted ? pick(ADJUSTED)(s, t) : s]);
    boards.push([board]);
    ns.push([table + 1]);
    ew.push([tables + 1 + ((table + board) % tables)]);
  }
  return { entries, boards, ns, ew };
}

module.exports = { session };
