// The Howells New session offers against the published tables they are (docs/rules.md §13). Each
// table below is data read from its source, named in the comment above it: a round per line, a
// table per entry, [NS pair, EW pair, set of boards]. Where a source is a movement file's round 1
// only, the rest is generated as the file's own reader generates it (every pair but the stationary
// one takes the next number, every table the next set). Where a source numbers the same movement
// differently, the relabelling is given and checked: who meets whom, in which direction, on which
// boards, at which table, is the same.
import { Movement, howell, shortenedHowell } from "../../src/movement";

type Table = [number, number, number][][];

/** A movement as a published table: rounds, then tables in order, [NS, EW, set]. */
const asTable = (m: Movement): Table =>
  Array.from({ length: m.rounds }, (_, r) => m.tableRounds.filter((t) => t.round === r + 1).map((t): [number, number, number] => [t.ns, t.ew, t.set]));

/** A cyclic Howell from its round 1, as a movement file's reader generates it: pair 2T stays, the other pairs and the sets move on one each round. */
function generate(round1: [number, number, number][]): Table {
  const stationary = 2 * round1.length;
  const m = stationary - 1;
  const next = (x: number, r: number): number => ((x - 1 + r) % m) + 1;
  return Array.from({ length: m }, (_, r) =>
    round1.map(([ns, ew, set]): [number, number, number] => [ns === stationary ? ns : next(ns, r), ew === stationary ? ew : next(ew, r), next(set, r)]),
  );
}

/** The same movement numbered another way: pairs, rounds and sets renamed, tables kept. */
function relabel(t: Table, pairs: Record<number, number>, rounds: Record<number, number>, sets: Record<number, number>): Table {
  const out: Table = [];
  t.forEach((round, r) => (out[rounds[r + 1] - 1] = round.map(([ns, ew, set]): [number, number, number] => [pairs[ns], pairs[ew], sets[set]])));
  return out;
}

/** Every pair meets every other once and plays every set once (the published tables' own check: a transcription slip fails it). */
function complete(t: Table): boolean {
  const tables = t[0].length;
  const met = new Set<string>();
  const played = new Set<string>();
  for (const round of t)
    for (const [ns, ew, set] of round) {
      met.add([ns, ew].sort((a, b) => a - b).join("-"));
      for (const p of [ns, ew]) {
        if (played.has(`${p}/${set}`)) return false;
        played.add(`${p}/${set}`);
      }
    }
  return met.size === tables * (2 * tables - 1) && t.length === 2 * tables - 1;
}

// thebridsk/bridgescorer, commit b65c2bfa7a5d2edf4170af6a731018ecaa6089d5, the scoring program's
// movement files server/src/main/resources/com/github/thebridsk/bridge/server/backend/
// Movement.Howell06T3B15Relay.yaml (3 tables, 3 boards a set), Movement.Howell08T4B14.yaml
// (4 tables), Movement.Howell10T5B18.yaml (5 tables), Movement.Howell14T7B26.yaml (7 tables;
// 2 boards a set): set s is the file's boards (s − 1)·k + 1 to s·k.
const B3: Table = [
  [
    [6, 1, 1],
    [4, 3, 2],
    [2, 5, 4],
  ],
  [
    [6, 2, 2],
    [5, 4, 3],
    [3, 1, 4],
  ],
  [
    [6, 3, 3],
    [1, 5, 2],
    [4, 2, 1],
  ],
  [
    [6, 4, 4],
    [2, 1, 3],
    [5, 3, 1],
  ],
  [
    [6, 5, 5],
    [3, 2, 5],
    [1, 4, 5],
  ],
];
const B4: Table = [
  [
    [8, 1, 1],
    [3, 6, 4],
    [2, 7, 6],
    [5, 4, 7],
  ],
  [
    [8, 2, 2],
    [4, 7, 5],
    [3, 1, 7],
    [6, 5, 1],
  ],
  [
    [8, 3, 3],
    [5, 1, 6],
    [4, 2, 1],
    [7, 6, 2],
  ],
  [
    [8, 4, 4],
    [6, 2, 7],
    [5, 3, 2],
    [1, 7, 3],
  ],
  [
    [8, 5, 5],
    [7, 3, 1],
    [6, 4, 3],
    [2, 1, 4],
  ],
  [
    [8, 6, 6],
    [1, 4, 2],
    [7, 5, 4],
    [3, 2, 5],
  ],
  [
    [8, 7, 7],
    [2, 5, 3],
    [1, 6, 5],
    [4, 3, 6],
  ],
];
const B5: Table = [
  [
    [7, 3, 1],
    [5, 2, 2],
    [10, 1, 3],
    [9, 8, 4],
    [4, 6, 5],
  ],
  [
    [8, 4, 2],
    [6, 3, 3],
    [10, 2, 4],
    [1, 9, 5],
    [5, 7, 6],
  ],
  [
    [9, 5, 3],
    [7, 4, 4],
    [10, 3, 5],
    [2, 1, 6],
    [6, 8, 7],
  ],
  [
    [1, 6, 4],
    [8, 5, 5],
    [10, 4, 6],
    [3, 2, 7],
    [7, 9, 8],
  ],
  [
    [2, 7, 5],
    [9, 6, 6],
    [10, 5, 7],
    [4, 3, 8],
    [8, 1, 9],
  ],
  [
    [3, 8, 6],
    [1, 7, 7],
    [10, 6, 8],
    [5, 4, 9],
    [9, 2, 1],
  ],
  [
    [4, 9, 7],
    [2, 8, 8],
    [10, 7, 9],
    [6, 5, 1],
    [1, 3, 2],
  ],
  [
    [5, 1, 8],
    [3, 9, 9],
    [10, 8, 1],
    [7, 6, 2],
    [2, 4, 3],
  ],
  [
    [6, 2, 9],
    [4, 1, 1],
    [10, 9, 2],
    [8, 7, 3],
    [3, 5, 4],
  ],
];
const B7: Table = [
  [
    [5, 12, 1],
    [2, 4, 2],
    [9, 10, 3],
    [14, 1, 4],
    [8, 13, 5],
    [7, 11, 6],
    [6, 3, 7],
  ],
  [
    [6, 13, 2],
    [3, 5, 3],
    [10, 11, 4],
    [14, 2, 5],
    [9, 1, 6],
    [8, 12, 7],
    [7, 4, 8],
  ],
  [
    [7, 1, 3],
    [4, 6, 4],
    [11, 12, 5],
    [14, 3, 6],
    [10, 2, 7],
    [9, 13, 8],
    [8, 5, 9],
  ],
  [
    [8, 2, 4],
    [5, 7, 5],
    [12, 13, 6],
    [14, 4, 7],
    [11, 3, 8],
    [10, 1, 9],
    [9, 6, 10],
  ],
  [
    [9, 3, 5],
    [6, 8, 6],
    [13, 1, 7],
    [14, 5, 8],
    [12, 4, 9],
    [11, 2, 10],
    [10, 7, 11],
  ],
  [
    [10, 4, 6],
    [7, 9, 7],
    [1, 2, 8],
    [14, 6, 9],
    [13, 5, 10],
    [12, 3, 11],
    [11, 8, 12],
  ],
  [
    [11, 5, 7],
    [8, 10, 8],
    [2, 3, 9],
    [14, 7, 10],
    [1, 6, 11],
    [13, 4, 12],
    [12, 9, 13],
  ],
  [
    [12, 6, 8],
    [9, 11, 9],
    [3, 4, 10],
    [14, 8, 11],
    [2, 7, 12],
    [1, 5, 13],
    [13, 10, 1],
  ],
  [
    [13, 7, 9],
    [10, 12, 10],
    [4, 5, 11],
    [14, 9, 12],
    [3, 8, 13],
    [2, 6, 1],
    [1, 11, 2],
  ],
  [
    [1, 8, 10],
    [11, 13, 11],
    [5, 6, 12],
    [14, 10, 13],
    [4, 9, 1],
    [3, 7, 2],
    [2, 12, 3],
  ],
  [
    [2, 9, 11],
    [12, 1, 12],
    [6, 7, 13],
    [14, 11, 1],
    [5, 10, 2],
    [4, 8, 3],
    [3, 13, 4],
  ],
  [
    [3, 10, 12],
    [13, 2, 13],
    [7, 8, 1],
    [14, 12, 2],
    [6, 11, 3],
    [5, 9, 4],
    [4, 1, 5],
  ],
  [
    [4, 11, 13],
    [1, 3, 1],
    [8, 9, 2],
    [14, 13, 3],
    [7, 12, 4],
    [6, 10, 5],
    [5, 2, 6],
  ],
];

// hansvanstaveren/movements, commit cd30cce5c570394b874fab612a86c9bcb0a841d7: schemaas/howell-3.csv
// (a round per line, NS;EW;set per table), the 3-table Howell of its standard movements.
const S3: Table = [
  [
    [6, 1, 1],
    [5, 2, 4],
    [4, 3, 2],
  ],
  [
    [6, 2, 2],
    [1, 3, 4],
    [5, 4, 3],
  ],
  [
    [6, 3, 3],
    [2, 4, 1],
    [1, 5, 2],
  ],
  [
    [6, 4, 4],
    [3, 5, 1],
    [2, 1, 3],
  ],
  [
    [6, 5, 5],
    [4, 1, 5],
    [3, 2, 5],
  ],
];

// The same repository's standard-movement files schemaas/howell-4.gen, howell-6.gen and
// howell-8.gen: round 1 (NS, EW, set; the stationary pair marked); its reader, manipulate, generates
// the rest (readgenfile: every other pair and every set one on each round).
const S4 = [
  [8, 1, 1],
  [3, 6, 4],
  [2, 7, 6],
  [5, 4, 7],
] as [number, number, number][];
const S6 = [
  [12, 1, 1],
  [11, 10, 2],
  [9, 6, 4],
  [8, 4, 5],
  [7, 2, 6],
  [3, 5, 10],
] as [number, number, number][];
const S8 = [
  [16, 1, 1],
  [10, 8, 2],
  [6, 2, 3],
  [13, 5, 4],
  [4, 3, 8],
  [14, 11, 9],
  [9, 15, 11],
  [12, 7, 15],
] as [number, number, number][];

// The same repository's copy of the NBB scoring program's movement library, schemaas/NBBR/NBB/:
// N021_Howell_4.txt (2 tables) and N126_Howell_tafelkaart_12.txt (the 6-table table-card Howell);
// sets A, B, … are 1, 2, ….
const N2: Table = [
  [
    [1, 2, 1],
    [3, 4, 1],
  ],
  [
    [1, 3, 2],
    [4, 2, 2],
  ],
  [
    [1, 4, 3],
    [2, 3, 3],
  ],
];
const N6: Table = [
  [
    [12, 1, 1],
    [11, 10, 2],
    [9, 6, 4],
    [8, 4, 5],
    [7, 2, 6],
    [3, 5, 10],
  ],
  [
    [12, 2, 2],
    [1, 11, 3],
    [10, 7, 5],
    [9, 5, 6],
    [8, 3, 7],
    [4, 6, 11],
  ],
  [
    [12, 3, 3],
    [2, 1, 4],
    [11, 8, 6],
    [10, 6, 7],
    [9, 4, 8],
    [5, 7, 1],
  ],
  [
    [12, 4, 4],
    [3, 2, 5],
    [1, 9, 7],
    [11, 7, 8],
    [10, 5, 9],
    [6, 8, 2],
  ],
  [
    [12, 5, 5],
    [4, 3, 6],
    [2, 10, 8],
    [1, 8, 9],
    [11, 6, 10],
    [7, 9, 3],
  ],
  [
    [12, 6, 6],
    [5, 4, 7],
    [3, 11, 9],
    [2, 9, 10],
    [1, 7, 11],
    [8, 10, 4],
  ],
  [
    [12, 7, 7],
    [6, 5, 8],
    [4, 1, 10],
    [3, 10, 11],
    [2, 8, 1],
    [9, 11, 5],
  ],
  [
    [12, 8, 8],
    [7, 6, 9],
    [5, 2, 11],
    [4, 11, 1],
    [3, 9, 2],
    [10, 1, 6],
  ],
  [
    [12, 9, 9],
    [8, 7, 10],
    [6, 3, 1],
    [5, 1, 2],
    [4, 10, 3],
    [11, 2, 7],
  ],
  [
    [12, 10, 10],
    [9, 8, 11],
    [7, 4, 2],
    [6, 2, 3],
    [5, 11, 4],
    [1, 3, 8],
  ],
  [
    [12, 11, 11],
    [10, 9, 1],
    [8, 5, 3],
    [7, 3, 4],
    [6, 1, 5],
    [2, 4, 9],
  ],
];

// The shortened Howells. hansvanstaveren/movements, commit cd30cce5c570394b874fab612a86c9bcb0a841d7:
// the Pairs 4.1 reduced Howells schemaas/pairs41/SCHEMA'S/RED_HOW/12RHOW08.HHJ (12 pairs, 8 rounds;
// 12RHOW08 there is the same file), 14RHOW11.HHJ (14 pairs, 11 rounds) and 16RHOW11.HHJ (16 pairs,
// 11 rounds): binary, read as the repository's reader, manipulate (readpairsfile), reads them:
// little-endian 16-bit numbers, for each table a column of sets, one of NS pairs and one of EW
// pairs, a round per entry; the file name gives the pairs and the rounds.
const P12: Table = [
  [
    [9, 1, 1],
    [10, 6, 2],
    [11, 4, 3],
    [12, 2, 4],
    [8, 7, 5],
    [5, 3, 6],
  ],
  [
    [9, 2, 2],
    [10, 7, 3],
    [11, 5, 4],
    [12, 3, 5],
    [1, 8, 6],
    [6, 4, 7],
  ],
  [
    [9, 3, 3],
    [10, 8, 4],
    [11, 6, 5],
    [12, 4, 6],
    [2, 1, 7],
    [7, 5, 8],
  ],
  [
    [9, 4, 4],
    [1, 10, 5],
    [7, 11, 6],
    [12, 5, 7],
    [3, 2, 8],
    [8, 6, 1],
  ],
  [
    [9, 5, 5],
    [2, 10, 6],
    [8, 11, 7],
    [6, 12, 8],
    [4, 3, 1],
    [1, 7, 2],
  ],
  [
    [9, 6, 6],
    [3, 10, 7],
    [1, 11, 8],
    [7, 12, 1],
    [5, 4, 2],
    [2, 8, 3],
  ],
  [
    [9, 7, 7],
    [4, 10, 8],
    [2, 11, 1],
    [8, 12, 2],
    [6, 5, 3],
    [3, 1, 4],
  ],
  [
    [9, 8, 8],
    [10, 5, 1],
    [3, 11, 2],
    [1, 12, 3],
    [7, 6, 4],
    [4, 2, 5],
  ],
];
const P14: Table = [
  [
    [12, 1, 1],
    [7, 6, 2],
    [11, 9, 3],
    [5, 2, 4],
    [14, 4, 5],
    [8, 13, 6],
    [3, 10, 7],
  ],
  [
    [12, 2, 2],
    [8, 7, 3],
    [1, 10, 4],
    [6, 3, 5],
    [14, 5, 6],
    [9, 13, 7],
    [4, 11, 8],
  ],
  [
    [12, 3, 3],
    [9, 8, 4],
    [2, 11, 5],
    [7, 4, 6],
    [6, 14, 7],
    [10, 13, 8],
    [5, 1, 9],
  ],
  [
    [12, 4, 4],
    [10, 9, 5],
    [3, 1, 6],
    [8, 5, 7],
    [14, 7, 8],
    [11, 13, 9],
    [6, 2, 10],
  ],
  [
    [12, 5, 5],
    [11, 10, 6],
    [4, 2, 7],
    [9, 6, 8],
    [8, 14, 9],
    [1, 13, 10],
    [7, 3, 11],
  ],
  [
    [12, 6, 6],
    [1, 11, 7],
    [5, 3, 8],
    [10, 7, 9],
    [14, 9, 10],
    [2, 13, 11],
    [8, 4, 1],
  ],
  [
    [12, 7, 7],
    [2, 1, 8],
    [6, 4, 9],
    [11, 8, 10],
    [10, 14, 11],
    [13, 3, 1],
    [9, 5, 2],
  ],
  [
    [12, 8, 8],
    [3, 2, 9],
    [7, 5, 10],
    [1, 9, 11],
    [11, 14, 1],
    [13, 4, 2],
    [10, 6, 3],
  ],
  [
    [12, 9, 9],
    [4, 3, 10],
    [8, 6, 11],
    [2, 10, 1],
    [14, 1, 2],
    [13, 5, 3],
    [11, 7, 4],
  ],
  [
    [12, 10, 10],
    [5, 4, 11],
    [9, 7, 1],
    [3, 11, 2],
    [14, 2, 3],
    [13, 6, 4],
    [1, 8, 5],
  ],
  [
    [12, 11, 11],
    [6, 5, 1],
    [10, 8, 2],
    [4, 1, 3],
    [3, 14, 4],
    [13, 7, 5],
    [2, 9, 6],
  ],
];
const P16: Table = [
  [
    [12, 1, 1],
    [13, 6, 2],
    [14, 8, 3],
    [16, 10, 4],
    [7, 4, 5],
    [2, 3, 6],
    [15, 5, 7],
    [11, 9, 8],
  ],
  [
    [12, 2, 2],
    [13, 7, 3],
    [14, 9, 4],
    [16, 11, 5],
    [8, 5, 6],
    [3, 4, 7],
    [15, 6, 8],
    [1, 10, 9],
  ],
  [
    [12, 3, 3],
    [13, 8, 4],
    [14, 10, 5],
    [16, 1, 6],
    [9, 6, 7],
    [4, 5, 8],
    [15, 7, 9],
    [2, 11, 10],
  ],
  [
    [12, 4, 4],
    [13, 9, 5],
    [14, 11, 6],
    [16, 2, 7],
    [10, 7, 8],
    [5, 6, 9],
    [15, 8, 10],
    [3, 1, 11],
  ],
  [
    [12, 5, 5],
    [13, 10, 6],
    [14, 1, 7],
    [16, 3, 8],
    [11, 8, 9],
    [6, 7, 10],
    [15, 9, 11],
    [4, 2, 1],
  ],
  [
    [12, 6, 6],
    [13, 11, 7],
    [14, 2, 8],
    [16, 4, 9],
    [1, 9, 10],
    [7, 8, 11],
    [15, 10, 1],
    [5, 3, 2],
  ],
  [
    [12, 7, 7],
    [13, 1, 8],
    [14, 3, 9],
    [16, 5, 10],
    [2, 10, 11],
    [8, 9, 1],
    [15, 11, 2],
    [6, 4, 3],
  ],
  [
    [8, 12, 8],
    [2, 13, 9],
    [4, 14, 10],
    [6, 16, 11],
    [3, 11, 1],
    [9, 10, 2],
    [1, 15, 3],
    [7, 5, 4],
  ],
  [
    [12, 9, 9],
    [13, 3, 10],
    [14, 5, 11],
    [16, 7, 1],
    [4, 1, 2],
    [10, 11, 3],
    [15, 2, 4],
    [8, 6, 5],
  ],
  [
    [10, 12, 10],
    [4, 13, 11],
    [6, 14, 1],
    [8, 16, 2],
    [5, 2, 3],
    [11, 1, 4],
    [3, 15, 5],
    [9, 7, 6],
  ],
  [
    [11, 12, 11],
    [5, 13, 1],
    [7, 14, 2],
    [9, 16, 3],
    [6, 3, 4],
    [1, 2, 5],
    [4, 15, 6],
    [10, 8, 7],
  ],
];

// The same repository's copy of the NBB library, schemaas/NBBR/NBB/: N304_redhowell12_8_s1of1_r1_8_asc.txt
// (12 pairs, 8 rounds) and N127_Short_Howell_14.txt (14 pairs, 11 rounds); sets A, B, … are 1, 2, ….
const N12: Table = [
  [
    [9, 1, 1],
    [10, 6, 2],
    [11, 4, 3],
    [12, 2, 4],
    [8, 7, 5],
    [5, 3, 6],
  ],
  [
    [9, 2, 2],
    [10, 7, 3],
    [11, 5, 4],
    [12, 3, 5],
    [1, 8, 6],
    [6, 4, 7],
  ],
  [
    [9, 3, 3],
    [10, 8, 4],
    [11, 6, 5],
    [12, 4, 6],
    [2, 1, 7],
    [7, 5, 8],
  ],
  [
    [9, 4, 4],
    [10, 1, 5],
    [11, 7, 6],
    [12, 5, 7],
    [3, 2, 8],
    [8, 6, 1],
  ],
  [
    [9, 5, 5],
    [10, 2, 6],
    [11, 8, 7],
    [12, 6, 8],
    [4, 3, 1],
    [1, 7, 2],
  ],
  [
    [9, 6, 6],
    [10, 3, 7],
    [11, 1, 8],
    [12, 7, 1],
    [5, 4, 2],
    [2, 8, 3],
  ],
  [
    [9, 7, 7],
    [10, 4, 8],
    [11, 2, 1],
    [12, 8, 2],
    [6, 5, 3],
    [3, 1, 4],
  ],
  [
    [9, 8, 8],
    [10, 5, 1],
    [11, 3, 2],
    [12, 1, 3],
    [7, 6, 4],
    [4, 2, 5],
  ],
];
const N14: Table = [
  [
    [12, 1, 1],
    [7, 6, 2],
    [11, 9, 3],
    [5, 2, 4],
    [14, 4, 5],
    [8, 13, 6],
    [3, 10, 7],
  ],
  [
    [12, 2, 2],
    [8, 7, 3],
    [1, 10, 4],
    [6, 3, 5],
    [14, 5, 6],
    [9, 13, 7],
    [4, 11, 8],
  ],
  [
    [12, 3, 3],
    [9, 8, 4],
    [2, 11, 5],
    [7, 4, 6],
    [14, 6, 7],
    [10, 13, 8],
    [5, 1, 9],
  ],
  [
    [12, 4, 4],
    [10, 9, 5],
    [3, 1, 6],
    [8, 5, 7],
    [14, 7, 8],
    [11, 13, 9],
    [6, 2, 10],
  ],
  [
    [12, 5, 5],
    [11, 10, 6],
    [4, 2, 7],
    [9, 6, 8],
    [14, 8, 9],
    [1, 13, 10],
    [7, 3, 11],
  ],
  [
    [12, 6, 6],
    [1, 11, 7],
    [5, 3, 8],
    [10, 7, 9],
    [14, 9, 10],
    [2, 13, 11],
    [8, 4, 1],
  ],
  [
    [12, 7, 7],
    [2, 1, 8],
    [6, 4, 9],
    [11, 8, 10],
    [14, 10, 11],
    [3, 13, 1],
    [9, 5, 2],
  ],
  [
    [12, 8, 8],
    [3, 2, 9],
    [7, 5, 10],
    [1, 9, 11],
    [14, 11, 1],
    [4, 13, 2],
    [10, 6, 3],
  ],
  [
    [12, 9, 9],
    [4, 3, 10],
    [8, 6, 11],
    [2, 10, 1],
    [14, 1, 2],
    [5, 13, 3],
    [11, 7, 4],
  ],
  [
    [12, 10, 10],
    [5, 4, 11],
    [9, 7, 1],
    [3, 11, 2],
    [14, 2, 3],
    [6, 13, 4],
    [1, 8, 5],
  ],
  [
    [12, 11, 11],
    [6, 5, 1],
    [10, 8, 2],
    [4, 1, 3],
    [14, 3, 4],
    [7, 13, 5],
    [2, 9, 6],
  ],
];

/** Who meets whom on which set, at which table, in which round, the directions left aside. */
const meetings = (t: Table): Table => t.map((round) => round.map(([ns, ew, set]): [number, number, number] => [Math.min(ns, ew), Math.max(ns, ew), set]));

/** A shortened Howell as published: R rounds on R sets, each set at every table once, each pair playing every set once, no two pairs meeting twice. */
function shortened(t: Table): boolean {
  const rounds = t.length;
  const met = new Set<string>();
  const played = new Set<string>();
  for (const round of t) {
    if (new Set(round.map(([, , set]) => set)).size !== round.length) return false;
    for (const [ns, ew, set] of round) {
      const key = [ns, ew].sort((a, b) => a - b).join("-");
      if (met.has(key) || set < 1 || set > rounds) return false;
      met.add(key);
      for (const p of [ns, ew]) {
        if (played.has(`${p}/${set}`)) return false;
        played.add(`${p}/${set}`);
      }
    }
  }
  return played.size === 2 * t[0].length * rounds;
}

describe("the Howells are the published ones (docs/rules.md §13)", () => {
  it("each published table read is a complete Howell: every pair meets every other once and plays every set once", () => {
    for (const t of [B3, B4, B5, B7, S3, N2, N6, generate(S4), generate(S6), generate(S8)]) expect(complete(t)).toBe(true);
  });

  it("2 tables: the ACBL's standard card — pair 4 North-South at table 1 against pair 1, pair 3 North-South against pair 2 at table 2, both tables on the round's boards", () => {
    // bridgescoreplus.com/movements/recommended.html (ACBL clubs' recommended movements), 2 tables:
    // pair 4 stationary at table 1 NS; the "Standard" card has pair 3 NS and pair 2 EW at table 2 in
    // round one; both tables share the boards every round.
    const t = asTable(howell(2, 9));
    expect(t[0]).toEqual([
      [4, 1, 1],
      [3, 2, 1],
    ]);
    expect(t.every((round) => round[0][0] === 4 && round[0][2] === round[1][2])).toBe(true);
  });

  it("2 tables: the NBB's 4-pair Howell, numbered the other way round", () => {
    expect(relabel(asTable(howell(2, 1)), { 1: 2, 2: 4, 3: 3, 4: 1 }, { 1: 1, 2: 3, 3: 2 }, { 1: 1, 2: 3, 3: 2 })).toEqual(N2);
  });

  it("3 tables: bridgescorer's 3-table Howell, boards and all; and the standard-movement file's, numbered another way", () => {
    expect(asTable(howell(3, 3))).toEqual(B3);
    expect(
      howell(3, 3)
        .tableRounds.filter((t) => t.round === 1)
        .map((t) => t.boards),
    ).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [10, 11, 12],
    ]);
    expect(relabel(asTable(howell(3, 1)), { 1: 3, 2: 1, 3: 4, 4: 2, 5: 5, 6: 6 }, { 1: 3, 2: 1, 3: 4, 4: 2, 5: 5 }, { 1: 3, 2: 1, 3: 4, 4: 2, 5: 5 })).toEqual(
      S3,
    );
  });

  it("4 tables: the standard Howell that bridgescorer and the standard-movement file both give", () => {
    expect(asTable(howell(4, 2))).toEqual(B4);
    expect(asTable(howell(4, 2))).toEqual(generate(S4));
  });

  it("5 tables: bridgescorer's 5-table Howell, pair 10 stationary at table 3", () => {
    expect(asTable(howell(5, 2))).toEqual(B5);
  });

  it("6 tables: the NBB's table-card Howell for 12 pairs, which the standard-movement file also gives", () => {
    expect(asTable(howell(6, 2))).toEqual(N6);
    expect(asTable(howell(6, 2))).toEqual(generate(S6));
  });

  it("7 tables: bridgescorer's 7-table Howell, pair 14 stationary at table 4; table 1's first two rounds as the published guide card has them", () => {
    expect(asTable(howell(7, 2))).toEqual(B7);
    // bridgehands.com/G/Guide_Card.htm, the guide card for table 1 of a 14-pair Howell: round 1
    // pair 5 NS v pair 12 EW on boards 1–2, round 2 pair 6 v pair 13 on boards 3–4; pair 5 then
    // goes to table 2, East-West.
    const m = howell(7, 2);
    expect(m.tableRounds.filter((t) => t.table === 1 && t.round <= 2).map((t) => [t.ns, t.ew, t.boards])).toEqual([
      [5, 12, [1, 2]],
      [6, 13, [3, 4]],
    ]);
    expect(m.tableRounds.find((t) => t.round === 2 && t.ew === 5)?.table).toBe(2);
  });

  it("8 tables: the standard-movement file's 16-pair Howell", () => {
    expect(asTable(howell(8, 2))).toEqual(generate(S8));
  });
});

describe("the shortened Howells are the published ones (docs/rules.md §13)", () => {
  it("each published table read is sound: R rounds on R sets, each pair plays every set once and meets no pair twice", () => {
    for (const t of [P12, P14, P16, N12, N14]) expect(shortened(t)).toBe(true);
    expect([P12, P14, P16].map((t) => [t[0].length, t.length])).toEqual([
      [6, 8],
      [7, 11],
      [8, 11],
    ]);
  });

  it("6 tables: the Pairs 4.1 reduced Howell for 12 pairs in 8 rounds, which the NBB library gives with the same meetings and sets", () => {
    expect(asTable(shortenedHowell(6, 2))).toEqual(P12);
    expect(meetings(asTable(shortenedHowell(6, 2)))).toEqual(meetings(N12));
  });

  it("7 tables: the Pairs 4.1 reduced Howell for 14 pairs in 11 rounds, which is the NBB library's shortened Howell for 14 pairs", () => {
    expect(asTable(shortenedHowell(7, 2))).toEqual(P14);
    expect(meetings(asTable(shortenedHowell(7, 2)))).toEqual(meetings(N14));
  });

  it("8 tables: the Pairs 4.1 reduced Howell for 16 pairs in 11 rounds", () => {
    expect(asTable(shortenedHowell(8, 2))).toEqual(P16);
  });

  it("boards follow the sets: set s is boards (s − 1)·k + 1 to s·k, and the movement has R sets", () => {
    const m = shortenedHowell(8, 3);
    expect([m.rounds, m.sets, m.boards]).toEqual([11, 11, 33]);
    expect(m.tableRounds.filter((t) => t.round === 1).map((t) => t.boards[0])).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
  });
});
