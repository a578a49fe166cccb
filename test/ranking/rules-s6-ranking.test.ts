// docs/rules.md §6 (and §1's tables=): the session's ranking — pair ids and their order,
// corrections, Mitchell fields, Law 12C2(c), the sheet's columns, rankings at IMPs — as a table of
// cases by section. Expectations are worked by hand from the rule cited, never read from the
// code's output. (Gathered from the tests that mutation testing, the mutation audit and the second
// outside review added.)
import fc from "fast-check";
import { Fraction, rankSession, rankingTable } from "../../src";
import { thrown } from "../helpers/exact";
import { Row, pair, rank } from "../helpers/session";
import { comparePairs, pairId } from "../../src/ranking/seating";
import { multiteamSession } from "../../src/multiteam/multiteam";
import { rankBy } from "../../src/ranking/results";
import { outcome, rule, ruleTable, throws } from "../helpers/ruleTable";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
const text = (v: unknown) => (v instanceof Fraction ? v.toFraction() : v);

// The calls. RANKING (test/helpers/session.ts) on one long traveller: the pair ids in the order
// listed; one pair's result, exact; each pair's [id, rank, shared, percent] in a field; one line
// of the sheet's table; or the bad cell it is refused with (its four fields, and the whole
// message as `said`).
const order = (rows: Row[], options?: string) =>
  rankingTable(rank(rows, options))
    .slice(1)
    .map((r) => r[1]);
const result = (rows: Row[], id: number | string, options?: string, corrections?: unknown[][], field = 0) => {
  const p = pair(rank(rows, options, corrections), id, field);
  return { score: p.score.toFraction(), percent: p.percent === null ? null : p.percent.toFraction(), boards: p.boards, rank: p.rank, shared: p.shared };
};
const standings = (rows: Row[], options?: string, field = 0) =>
  rank(rows, options).fields[field].pairs.map((p) => [p.pair.label, p.rank, p.shared, p.percent === null ? null : p.percent.toFraction()]);
const labels = (rows: Row[]) => rank(rows).fields[0].pairs.map((p) => p.pair.label);
const tableLine = (rows: Row[], options: string | undefined, id: number, corrections?: unknown[][]) =>
  rankingTable(rank(rows, options, corrections))
    .find((r) => r[1] === id)!
    .map(text);
const cellOf = (f: () => unknown) => {
  const e = thrown(f);
  return { ...e.cell, said: e.message };
};
const refused = (rows: Row[], options?: string, corrections?: unknown[][]) => cellOf(() => rank(rows, options, corrections));
const refusedSession = (...args: Parameters<typeof rankSession>) => cellOf(() => rankSession(...args));
const ranking = outcome(rank);
const session = outcome(rankSession);
const cell = (fields: Record<string, unknown>) => expect.objectContaining(fields);
const matching = (pattern: RegExp) => expect.stringMatching(pattern);

// §6: every board is one where each table bid 4♥ making: all pairs tie at 50 %, and are listed by
// pair id. A field of 64 pairs is seated in a scrambled order (a fixed permutation: 37 is prime
// to 64).
const seated = (names: string[]): Row[] => {
  const seats = names.map((_, i) => names[(i * 37) % 64]);
  return Array.from({ length: 32 }, (_, t): Row => [1, seats[2 * t], seats[2 * t + 1], 420]);
};
const P64 = Array.from({ length: 64 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);
const TEAMS64 = Array.from({ length: 64 }, (_, i) => `Team ${i + 1}`);
const flat: Row[] = [
  [1, "b", 2, 420],
  [1, 10, "C", 420],
  [1, "A", 1, 420],
  [1, 9, 11, 420],
];

// Mitchell corrections. One board, three tables, N = 3, top 4: NS 1 v EW 1 420 (2/2), NS 2 v EW 2
// 450 (4/0), NS 3 v EW 3 −50 (0/4).
const three = (ns: unknown[] = [1, 2, 3], ew: unknown[] = [1, 2, 3]): Row[] => [
  [1, ns[0], ew[0], 420],
  [1, ns[1], ew[1], 450],
  [1, ns[2], ew[2], -50],
];
// A pair's Score in the NS field and in the EW field, after the corrections.
const fieldScores = (rows: Row[], corrections: unknown[][], id: number) =>
  [0, 1].map((f) => pair(rank(rows, "mitchell=on", corrections), id, f).score.toFraction());
const hansAndEwan: Row[] = [
  [1, 1, "Hans", 420],
  [1, 2, "Ewan", 450],
  [1, 3, 3, -50],
];
// NS 1 has 2 of top 2, EW 1 has 0; each correction adds one matchpoint to one field's pair 1.
const ones: Row[] = [
  [1, 1, 1, 420],
  [1, 2, 2, 400],
];
// A pair number typed as text, with spaces or a decimal point; a name is a name.
const sevens: Row[] = [
  [1, 7, 1, 420],
  [1, 3, 2, 400],
  [2, " 7 ", 1, 420],
  [2, 3, 2, 400],
  [3, "7.0", 1, 420],
  [3, "x7", 2, 400],
  [4, "7.25", 1, 420],
  [4, 3, 2, 400],
  [5, "17", 1, 420],
  [5, 3, 2, 400],
];
const two: Row[] = [
  [1, 1, 2, 420],
  [1, 3, 4, 400],
];
const oneColumn = [[420], [400]];

// Mitchell, N = 5 rows (top 8): NS raw 4, 2, 0 of two comparisons, by Neuberg (raw + 1)·5/3 − 1 =
// 22/3, 4, 2/3 of 8. The NP rows come first in the sheet and last in the ranking.
const withNp: Row[] = [
  [1, 9, 10, "NP"],
  [1, 1, 2, 420],
  [1, 3, 4, 400],
  [1, 7, 8, "NP"],
  [1, 5, 6, 300],
];

// At IMPs: two boards of three tables (N − 1 = 2 comparisons): board 1 is flat (0 IMPs for all),
// on board 2 pair 1's table gets A+. Law 12C2(c) at IMPs: +3 IMPs per comparison, or the pair's
// own average if higher (here 0) — 2 × 3 = 6 under ximp=sum, 3 under ximp=average (wbf's default).
const flatThenAplus: Row[] = [
  [1, 1, 2, 420],
  [1, 3, 4, 420],
  [1, 5, 6, 420],
  [2, 1, 2, "A+"],
  [2, 3, 4, 420],
  [2, 5, 6, 420],
];

// Law 12C2(c) at IMPs: P is the pair's average on its table boards only. Pair 1 at NS. Board 1:
// 620 against 400, 420 (datum 420): +200 → +5. Board 2: 600 against 450, 460 (datum 460): +140 →
// +4. Board 3: a typed 60% — fixed, (60 − 50)/10 · 3 = +3. Board 4: A+ = max(+3, P) with P =
// (5 + 4)/2 = 4.5 over the two table boards; the typed 60% is not a table result and does not
// enter P. Total 5 + 4 + 3 + 4.5 = 33/2. At matchpoints, boards 1 and 2: pair 1 tops (4 of 4 on
// the mp grid, N = 3): P = 100 %. Board 3 typed 60 %: 2.4. Board 4: A+ = max(60 %, 100 %) = 4.
// Total 4 + 4 + 2.4 + 4 = 14.4 of 16 = 90 %.
const typed60: Row[] = [
  [1, 1, 2, 620],
  [1, 3, 4, 400],
  [1, 5, 6, 420],
  [2, 1, 2, 600],
  [2, 3, 4, 450],
  [2, 5, 6, 460],
  [3, 1, 2, "60%"],
  [3, 3, 4, 400],
  [3, 5, 6, 420],
  [4, 1, 2, "A+"],
  [4, 3, 4, 400],
  [4, 5, 6, 420],
];

// Corrections in the units of the Score column. One board, two tables (N = 2): on the acbl scale
// the top is 1. Pair 1 (NS 420 against 450) scores 0 of 1. A correction of +0.5 in Score units is
// half a top: 50 %.
const twoTables: Row[] = [
  [1, 1, 2, 420],
  [1, 3, 4, 450],
];

// At IMPs pairs with unequal boards rank by IMPs per board. Board 1 and 2 at two tables, board 3
// at three: pair 5 plays only board 3. Butler datums: board 1 (420, 450): 440; board 2 (100,
// 140): 120; board 3 (420, 400, 980): no trim → 600 (1800/3). Pair 1 NS: 420 − 440 → −1; 100 −
// 120 → −1; 420 − 600 = −180 → −5: −7 over 3. Pair 3 NS: 450 − 440 → 0; 140 − 120 → +1: +1 over
// 2. Pair 5 NS: 980 − 600 = +380 → +9 over 1. Per board: 5: +9, 8: +5 (EW of 400 − 600), 2:
// +7/3, 3: +1/2, 4: −1/2, 1: −7/3, 7: −5, 6: −9.
const unequal: Row[] = [
  [1, 1, 2, 420],
  [1, 3, 4, 450],
  [2, 1, 2, 100],
  [2, 3, 4, 140],
  [3, 1, 2, 420],
  [3, 7, 8, 400],
  [3, 5, 6, 980],
];
// The pairs in the order of their percentage (at IMPs: IMPs per board), highest first.
const byPercent = (rows: Row[], options: string) => {
  const per = (id: number) => pair(rank(rows, options), id).percent!.valueOf();
  return [1, 2, 3, 4, 5, 6, 7, 8].sort((a, b) => per(b) - per(a));
};

// Corrections add up: several rows for one pair. Two boards, two tables each, N = 2, top 2. Board
// 1: NS 1 v EW 2 420, NS 3 v EW 4 450. Board 2: NS 1 v EW 2 100, NS 3 v EW 4 110. Pair 1 loses
// both (0 of 4), pair 3 wins both (4 of 4).
const twoBoards = [col(1, 1, 2, 2), col(1, 3, 1, 3), col(2, 4, 2, 4), col(420, 450, 100, 110)] as const;
const corrected = (corrections: unknown[][], options: string, id: number) => {
  const p = pair(rankSession(...twoBoards, options, corrections), id);
  return [p.score.toFraction(), p.percent!.toFraction()];
};
const vp = (corrections: unknown[][]) =>
  multiteamSession(...twoBoards, "", corrections)
    .pairs.find((p) => p.pair.label === 1)!
    .vp.toFraction();

// Equal percentages share a rank: [id, rank, shared] of pairs 0, 1, … with these percentages.
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const shared = (percents: (number | null)[]) =>
  rankBy(
    percents.map((p, id) => ({ id, p: p === null ? null : new Fraction(p) })),
    (t) => t.p,
    byId,
  ).map((r) => [r.id, r.rank, r.shared]);

ruleTable(
  [
    // §1 tables=N: more rows than N is an error, in RANKING too.
    rule(
      "§1",
      "tables=1 with two rows on a board names the board instead of ranking every pair with no board",
      ranking,
      [[...two, [2, 1, 2, 100], [2, 3, 4, 50]], "tables=1"],
      throws("board 1: the board has 2 results but tables=1; remove a row or raise tables="),
    ),
    rule(
      "§1",
      "tables=1 with one row a board: no board counts",
      result,
      [
        [
          [1, 1, 2, 420],
          [2, 1, 2, 100],
        ],
        1,
        "tables=1",
      ],
      cell({ boards: 0 }),
    ),
    // With tables=3 a board's lone result is one of 3 expected: N is 3, so the board counts.
    rule(
      "§1",
      "tables=3: a board's lone result counts",
      result,
      [
        [
          [1, 1, 2, 420],
          [2, 1, 2, 100],
          [2, 3, 4, 50],
        ],
        1,
        "tables=3",
      ],
      cell({ boards: 2 }),
    ),

    // Equal results are listed by pair id: numbers in order, then names.
    rule(
      "§6",
      "ids 10, 9, '#1', 'b', 'A', 2 all at 50 %: 2, 9, 10, '#1', 'A', 'b'",
      order,
      [
        [
          [1, 10, 9, 420],
          [1, "#1", "b", 420],
          [1, "A", 2, 420],
        ],
      ],
      [2, 9, 10, "#1", "A", "b"],
    ),
    rule("§6", "a field of 64 named pairs at 50 % is in the order of the names, whatever the seating", order, [seated(P64)], P64),
    rule("§6", "numbers inside names count as numbers: Team 2 before Team 10, whatever the seating", order, [seated(TEAMS64)], TEAMS64),
    rule(
      "§6",
      "names in order: digits before letters, case ignored, leading zeros only break a tie",
      order,
      [
        [
          [1, "b2", "B10", 420],
          [1, "a 7", "A07", 420],
          [1, "9a", "x", 420],
          [1, "A", "10a", 420],
          [1, "A7", "c", 420],
        ],
      ],
      ["9a", "10a", "A", "A07", "A7", "a 7", "b2", "B10", "c", "x"],
    ),
    rule(
      "§6",
      "names with numbers: 'A1' (two parts) before 'A01B' (three); 'A007' and 'A7' are the same number, A007 first",
      order,
      [
        [
          [1, "A01B", "A1", 420],
          [1, "A7", "A007", 420],
        ],
      ],
      ["A1", "A01B", "A007", "A7"],
    ),
    // The top on both boards (2 + 2), as one pair.
    rule(
      "§6",
      "text ids match ignoring case the Unicode way: Straße and STRASSE are one pair",
      result,
      [
        [
          [1, "Straße", 2, 420],
          [1, 3, 4, 400],
          [2, "STRASSE", 3, 100],
          [2, 2, 4, 50],
        ],
        "Straße",
      ],
      cell({ score: "4", boards: 2 }),
    ),
    rule(
      "§6",
      "equal percentages and scores go by pair id: numbers by value, then names alphabetically, all =1",
      standings,
      [flat],
      [
        [1, 1, true, "50"],
        [2, 1, true, "50"],
        [9, 1, true, "50"],
        [10, 1, true, "50"],
        [11, 1, true, "50"],
        ["A", 1, true, "50"],
        ["b", 1, true, "50"],
        ["C", 1, true, "50"],
      ],
    ),
    rule("§6", "a pair number may be typed as text, with spaces or a decimal point: pair 7 plays 3 boards", result, [sevens, 7], cell({ boards: 3 })),
    rule(
      "§6",
      "a pair number typed as text: 7.25 and 17 are other pairs, x7 is a name",
      labels,
      [sevens],
      expect.arrayContaining([7, 7.25, 17, "x7", 3, 1, 2]),
    ),
    rule("§6", "a pair number typed as text: seven pairs in all", (rows: Row[]) => labels(rows).length, [sevens], 7),

    // Mitchell corrections name the field: NS 3, 3 EW, ns3.
    ...["NS 3", "ns3", "  NS   3  ", "NS3", "Ns 3"].map((c) =>
      rule("§6", `Mitchell correction ${JSON.stringify(c)} is NS pair 3: 0 + 1 = 1`, fieldScores, [three(), [[c, 1]], 3], ["1", "4"]),
    ),
    ...["3 EW", "3ew", " 3  EW ", "EW 3", "ew3"].map((c) =>
      rule("§6", `Mitchell correction ${JSON.stringify(c)} is EW pair 3: 4 + 1 = 5`, fieldScores, [three(), [[c, 1]], 3], ["0", "5"]),
    ),
    rule(
      "§6",
      "Mitchell correction with a two-digit id after or before the field: NS 12, 12 EW",
      fieldScores,
      [
        three([1, 2, 12], [12, 2, 3]),
        [
          ["NS 12", 1],
          ["12 EW", 2],
        ],
        12,
      ],
      ["1", "4"],
    ),
    rule(
      "§6",
      "Mitchell: pair 3 plays in both fields, so a bare 3 is an error asking for NS 3 or EW 3",
      refused,
      [three(), "mitchell=on", [[3, 1]]],
      cell({ range: "corrections", row: 0, column: 0, message: matching(/both fields.*NS 3 or EW 3/) }),
    ),
    ...["xNS 3", "NS 3x", "3 EWx", "3x EW", "NS", "EW 4"].map((c) =>
      rule(
        "§6",
        `Mitchell correction ${JSON.stringify(c)} names no pair of the session: an error`,
        refused,
        [three(), "mitchell=on", [[c, 1]]],
        cell({ range: "corrections", row: 0, column: 0, message: matching(/did not play/) }),
      ),
    ),
    rule(
      "§6",
      "Mitchell: the cell is read whole too: NS pair 'Ewan' is itself, not EW pair 'an'",
      result,
      [three(["Ewan", 2, 3]), "Ewan", "mitchell=on", [["Ewan", 1]]],
      cell({ score: "3" }),
    ),
    // A second board on which Ewan and an meet again: names that stand once in the first row above
    // numbered pairs would be that row's titles (docs/rules.md §2).
    rule(
      "§6",
      "Mitchell: a cell that names one pair whole and another as field + id is an error",
      refused,
      [[...three(["Ewan", 2, 3], ["an", 2, 3]), [2, "Ewan", "an", 100], [2, 2, 2, 100]], "mitchell=on", [["Ewan", 1]]],
      cell({ range: "corrections", row: 0 }),
    ),
    rule(
      "§6",
      "without mitchell=on a cell is a pair id as it is: 'NS 3' is no pair",
      refused,
      [three([1, 2, 3], [4, 5, 6]), "", [["NS 3", 1]]],
      cell({ message: matching(/did not play/) }),
    ),
    // EW Hans (against 420) beats the EW of 450, loses to the EW of −50: raw 2, + 1. EW Ewan
    // (against 450) beats neither: raw 0, + 2.
    rule(
      "§6",
      "Mitchell correction 'Hans EW' is EW pair Hans (its name ends in ns)",
      result,
      [
        hansAndEwan,
        "Hans",
        "mitchell=on",
        [
          ["Hans EW", 1],
          ["Ewan EW", 2],
        ],
        1,
      ],
      cell({ score: "3" }),
    ),
    rule(
      "§6",
      "Mitchell correction 'Ewan EW' is EW pair Ewan",
      result,
      [
        hansAndEwan,
        "Ewan",
        "mitchell=on",
        [
          ["Hans EW", 1],
          ["Ewan EW", 2],
        ],
        1,
      ],
      cell({ score: "2" }),
    ),
    ...["1 EW", " ew1 ", "EW 1"].map((c) =>
      rule(
        "§6",
        `Mitchell correction ${JSON.stringify(c)}: the field after or before the pair, any case and spacing`,
        fieldScores,
        [ones, [[c, 1]], 1],
        ["2", "1"],
      ),
    ),
    ...["NS 1", "1ns"].map((c) =>
      rule("§6", `Mitchell correction ${JSON.stringify(c)}: NS pair 1 gets 2 + 1`, result, [ones, 1, "mitchell=on", [[c, 1]]], cell({ score: "3" })),
    ),
    rule("§6", "Mitchell correction 'NS 5' names no pair", ranking, [ones, "mitchell=on", [["NS 5", 1]]], throws(/did not play/)),
    rule(
      "§6",
      "Mitchell: NS pair 1 at two tables of board 1 is named with its field",
      refused,
      [
        [
          [1, 1, 2, 420],
          [1, 1, 4, 450],
          [1, 3, 6, 400],
        ],
        "mitchell=on",
      ],
      cell({ message: "NS pair 1 plays board 1 twice: on this row and on row 1" }),
    ),
    rule(
      "§6",
      "Mitchell: EW pair 2 twice is named with its field",
      refused,
      [
        [
          [1, 1, 2, 420],
          [1, 3, 2, 450],
          [1, 5, 6, 400],
        ],
        "mitchell=on",
      ],
      cell({ message: "EW pair 2 plays board 1 twice: on this row and on row 1" }),
    ),

    // Pair ids that are no pair ids, and which error is reported.
    rule(
      "§6",
      "TRUE is no pair id",
      refused,
      [
        [
          [1, 1, 2, 420],
          [1, true, 4, 400],
        ],
      ],
      cell({ range: "nspairs", row: 1, said: matching(/TRUE is not a pair/) }),
    ),
    rule(
      "§6",
      "an infinite number is no pair id; the error is the first bad row's",
      refused,
      [
        [
          [1, 1, 2, 420],
          [1, 3, Number.POSITIVE_INFINITY, 400],
          [1, true, 4, 400],
        ],
      ],
      cell({ range: "ewpairs", row: 1, said: matching(/not a pair number/) }),
    ),
    rule(
      "§6",
      "the first bad row in the sheet is reported, whichever check found it",
      refused,
      [
        [
          [1, "", 2, 420],
          [1, 3, 4, 400],
          [1, 5, 6, "xyz"],
        ],
      ],
      cell({ range: "nspairs", row: 0 }),
    ),
    rule(
      "§6",
      "nspairs must be one column",
      session,
      [
        [[1], [1]],
        [
          [1, 5],
          [3, 6],
        ],
        [[2], [4]],
        oneColumn,
      ],
      throws(/nspairs must be one column/),
    ),
    rule(
      "§6",
      "ewpairs must be one column",
      session,
      [
        [[1], [1]],
        [[1], [3]],
        [
          [2, 5],
          [4, 6],
        ],
        oneColumn,
      ],
      throws(/ewpairs must be one column/),
    ),
    rule(
      "§6",
      "a blank NS pair on a row with a result is that cell's error",
      refusedSession,
      [[[1], [1]], [[1], [""]], [[2], [4]], oneColumn],
      cell({ range: "nspairs", row: 1, said: matching(/NS pair is blank/) }),
    ),
    rule(
      "§6",
      "a blank EW pair on a row with a result is that cell's error",
      refusedSession,
      [[[1], [1]], [[1], [3]], [[2], [null]], oneColumn],
      cell({ range: "ewpairs", row: 1, said: matching(/EW pair is blank/) }),
    ),
    rule(
      "§6",
      "a pair on a board twice is an error on its own column, naming the board",
      refused,
      [
        [
          [1, 1, 2, 420],
          [1, 1, 4, 400],
        ],
      ],
      cell({ range: "nspairs", row: 1, message: matching(/^pair 1 plays board 1 twice/) }),
    ),
    rule(
      "§6",
      "an EW pair on a board twice, in a Mitchell, is an error on the EW column",
      refused,
      [
        [
          [1, 1, 2, 420],
          [1, 3, 2, 400],
        ],
        "mitchell=on",
      ],
      cell({ range: "ewpairs", row: 1, message: matching(/^EW pair 2 plays board 1 twice/) }),
    ),
    rule(
      "§6",
      "a board without an id is 'the board'",
      refusedSession,
      [null, [[1], [1]], [[2], [4]], [[420], [400]]],
      cell({ message: "pair 1 plays the board twice: on this row and on row 1" }),
    ),
    rule(
      "§6",
      "a board without an id and too many results: 'the board has …'",
      refusedSession,
      [null, [[1], [3], [5]], [[2], [4], [6]], [[420], [400], [300]], "tables=2"],
      cell({ message: matching(/^the board has 3 results but tables=2/) }),
    ),
    rule(
      "§6",
      "a board with an id: its id leads the message",
      refusedSession,
      [[[5], [5], [5]], [[1], [3], [5]], [[2], [4], [6]], [[420], [400], [300]], "tables=2"],
      cell({ message: matching(/^board 5: the board has 3 results but tables=2/) }),
    ),

    // Corrections.
    rule("§6", "corrections of one column are refused: 2 or 3 columns", ranking, [flat, undefined, [[1]]], throws(/2 or 3 columns/)),
    rule("§6", "corrections of four columns are refused: 2 or 3 columns", ranking, [flat, undefined, [[1, 1, 0, 0]]], throws(/2 or 3 columns/)),
    rule(
      "§6",
      "a correction with a blank pair is its cell's error",
      refused,
      [
        flat,
        undefined,
        [
          [1, 1],
          ["", 2],
        ],
      ],
      cell({ range: "corrections", row: 1, column: 0, said: matching(/blank/) }),
    ),
    rule(
      "§6",
      "a correction's bad matchpoints are its cell's error",
      refused,
      [flat, undefined, [[1, "two", 0]]],
      cell({ said: matching(/number of matchpoints/) }),
    ),
    rule(
      "§6",
      "a correction's bad percentage points are its cell's error",
      refused,
      [flat, undefined, [[1, 0, "three"]]],
      cell({ range: "corrections", row: 0, column: 2, said: matching(/percentage points/) }),
    ),
    rule("§6", "a correction's matchpoints take no % sign", refused, [two, undefined, [[1, "2%", 0]]], cell({ range: "corrections", row: 0, column: 1 })),
    rule(
      "§6",
      "a correction's percentage points do: pair 1 is first, at 100 + 2 %",
      result,
      [two, 1, undefined, [[1, 0, "2%"]]],
      cell({ percent: "102", rank: 1, shared: false }),
    ),
    rule(
      "§6",
      "corrections in the units of the Score column: scale=acbl, +0.5 brings pair 1 to 50 % (not 25 %)",
      result,
      [twoTables, 1, "scale=acbl", [[1, 0.5]]],
      cell({ percent: "50" }),
    ),
    rule(
      "§6",
      "corrections in the units of the Score column: scale=acbl, Score 0.5 of Max 1",
      tableLine,
      [twoTables, "scale=acbl", 1, [[1, 0.5]]],
      [expect.anything(), 1, expect.anything(), "1/2", "1", expect.anything()],
    ),
    rule(
      "§6",
      "corrections in the units of the Score column: scale=mp, +1 is half of the top 2, also 50 %",
      result,
      [twoTables, 1, "", [[1, 1]]],
      cell({ percent: "50" }),
    ),
    // Pair 1: 0 + 1 + 2 = 3 of 4 = 75 %, + 1.5 + 2 points = 78.5 %. Pair 3: 4 − 1 = 3, 75 %.
    ...[
      [1, ["3", "157/2"]],
      [3, ["3", "75"]],
      // Pairs without corrections are untouched.
      [2, ["4", "100"]],
    ].map(([id, expected]) =>
      rule(
        "§6",
        `corrections add up: matchpoint rows before the percentage, percentage-point rows after, another pair's rows between them (pair ${id})`,
        corrected,
        [
          [
            [1, 1, null],
            [3, -1, null],
            [1, 2, null],
            [1, null, 1.5],
            [1, 0, 2],
          ],
          "",
          id as number,
        ],
        expected,
      ),
    ),
    // Top 1 a board on acbl: pair 1 gets 0.5 + 0.5 = 1 acbl matchpoint = 2 on the mp grid, 2 of 4 = 50 %.
    rule(
      "§6",
      "corrections add up: on the acbl scale the rows add up in its units (halves of the mp grid)",
      corrected,
      [
        [
          [1, 0.5],
          [1, 0.5],
        ],
        "scale=acbl",
        1,
      ],
      ["2", "50"],
    ),
    rule("§6", "RANKING's own options: scale=pct is refused", ranking, [flat, "scale=pct"], throws(/own column/)),
    rule("§6", "RANKING's own options: scoring=imps is refused", ranking, [flat, "scoring=imps"], throws(/WEIGHTEDSCORE/)),
    rule("§6", "RANKING's own options: pct=fraction at IMPs is refused", ranking, [flat, "scoring=butler; pct=fraction"], throws(/IMPs per board/)),

    // Pairs with only NP boards, equal percentages.
    rule(
      "§6",
      "pairs with only NP boards come last, without a rank; the last ranked pair is not shared",
      standings,
      [withNp, "mitchell=on"],
      [
        [1, 1, false, "275/3"],
        [3, 2, false, "50"],
        [5, 3, false, "25/3"],
        [7, 0, false, null],
        [9, 0, false, null],
      ],
    ),
    rule(
      "§6",
      "a pair with only NP boards: no rank, no boards, Max 0, an empty %",
      tableLine,
      [withNp, "mitchell=on", 7],
      ["", 7, 0, expect.anything(), "0", ""],
    ),
    rule(
      "§6",
      "equal percentages share a rank: 1, =2, =2, 4, then the pairs without a result, unranked",
      shared,
      [[50, 60, 60, 70, null, 40]],
      [
        [3, 1, false],
        [1, 2, true],
        [2, 2, true],
        [0, 4, false],
        [5, 5, false],
        [4, 0, false],
      ],
    ),

    // Law 12C2(c) and rankings at IMPs.
    rule(
      "§6",
      "Law 12C2(c) at IMPs: average plus with no table board is the fixed +3 IMPs",
      result,
      [
        [
          [1, 1, 2, 420],
          [1, 3, 4, 420],
          [1, 5, 6, "A+"],
        ],
        5,
        "scoring=butler",
      ],
      cell({ score: "3" }),
    ),
    rule(
      "§6",
      "Law 12C2(c) at IMPs: a typed 60% plus A+: A+ follows the table boards' 4.5 IMPs, total 33/2 (not 18)",
      result,
      [typed60, 1, "scoring=butler"],
      cell({ score: "33/2", boards: 4 }),
    ),
    rule(
      "§6",
      "Law 12C2(c) at matchpoints likewise: a typed 60% does not enter the pair's session percentage",
      result,
      [typed60, 1],
      cell({ score: "72/5", percent: "90" }),
    ),
    rule(
      "§6",
      "corrections at IMPs are IMPs, on any scale",
      result,
      [flatThenAplus.slice(0, 3), 1, "scoring=butler; scale=acbl", [[1, 3]]],
      cell({ score: "3" }),
    ),
    rule("§6", "at IMPs pairs with unequal boards rank by IMPs per board, highest first", order, [unequal, "scoring=butler"], [5, 8, 2, 3, 4, 1, 7, 6]),
    rule("§6", "at IMPs a pair's percentage is its IMPs per board", byPercent, [unequal, "scoring=butler"], [5, 8, 2, 3, 4, 1, 7, 6]),
    rule("§7", "cross-IMPs: average plus counts per comparison under ximp=sum", result, [flatThenAplus, 1, "scoring=ximp; ximp=sum"], cell({ score: "6" })),
    rule("§7", "cross-IMPs: average plus counts once under ximp=average", result, [flatThenAplus, 1, "scoring=ximp"], cell({ score: "3" })),
    rule(
      "§7",
      "RANKING at Butler fails naming a row that has no datum, the board's first included",
      refused,
      [
        [
          [1, 1, 2, "450/-420 @2"],
          [1, 3, 4, 420],
          [1, 5, 6, 400],
        ],
        "scoring=butler",
      ],
      cell({ range: "entries", row: 0 }),
    ),
    rule(
      "§7",
      "at IMPs Max is the number of boards: 1 board, Score 0, Max 1",
      tableLine,
      [
        [
          [1, 1, 2, 420],
          [1, 3, 4, 420],
          [1, 5, 6, "NP"],
        ],
        "scoring=butler",
        1,
      ],
      [expect.anything(), 1, 1, "0", 1, expect.anything()],
    ),
    rule(
      "§7",
      "at IMPs a pair with no board has Max 0 and shows no %",
      tableLine,
      [
        [
          [1, 1, 2, 420],
          [1, 3, 4, 420],
          [1, 5, 6, "NP"],
        ],
        "scoring=butler",
        5,
      ],
      [expect.anything(), 5, expect.anything(), expect.anything(), 0, ""],
    ),

    // One match a pair: pair 1 against pair 3 over two boards, IMP(−30) + IMP(−10) = −1 + 0 → 9.14
    // VP on the 2-board scale (20 − 10.86); + 1 = 10.14, or + 1 + 0.5 + 0.25 = 10.89.
    rule("§9", "MULTITEAM: one VP correction", vp, [[[1, 1]]], "507/50"),
    rule(
      "§9",
      "MULTITEAM: VP rows for one pair add up, another pair's between them",
      vp,
      [
        [
          [1, 1],
          [3, 0],
          [1, 0.5],
          [1, 0.25],
        ],
      ],
      "1089/100",
    ),
  ],
  {
    "§6": () => {
      it("§6 comparing pair ids is an order: antisymmetric, transitive, equal only for the same id", () => {
        const id = fc.oneof(fc.integer({ min: -3, max: 120 }), fc.string({ unit: fc.constantFrom("0", "1", "2", "9", " ", "-", "a", "B", "é"), maxLength: 6 }));
        fc.assert(
          fc.property(id, id, id, (a, b, c) => {
            const [x, y, z] = [a, b, c].map((v) => (String(v).trim() === "" ? pairId("?") : pairId(v)));
            expect(Math.sign(comparePairs(x, y)) + Math.sign(comparePairs(y, x))).toBe(0);
            expect(comparePairs(x, y) === 0).toBe(x.key === y.key);
            if (comparePairs(x, y) <= 0 && comparePairs(y, z) <= 0) expect(comparePairs(x, z)).toBeLessThanOrEqual(0);
          }),
          { numRuns: 2000 },
        );
      });

      it("§6 a field of 20 000 pairs on the same percentage: all =1, in one pass, each compared with its neighbours only", () => {
        const field = Array.from({ length: 20000 }, (_, id) => ({ id, p: new Fraction(1, 2) }));
        const equals = jest.spyOn(Fraction.prototype, "equals");
        const ranked = rankBy(field, (t) => t.p, byId);
        expect(ranked.every((r) => r.rank === 1 && r.shared)).toBe(true);
        expect(equals.mock.calls.length).toBeLessThanOrEqual(2 * field.length);
        equals.mockRestore();
      });
    },
  },
);
