// SCORE, contract parsing, and the 16-board cycle — docs/rules.md §8 (Law 77) and docs/functions.md (SCORE,
// VULNERABILITY, DEALER). Expected values are written out by hand, not computed by the code under test.
import fc from "fast-check";
import { BridgeInputError } from "../../src/errors";
import { PASS, dealerCells, parseContract, score, scoreCells, vulnerabilityCells } from "../../src/entries/contract";
import { Vulnerability, boardDealer, boardVulnerability, parseBoardNumber, parseSeat, parseVulnerability } from "../../src/entries/vulnerability";

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(BridgeInputError);
    return (e as Error).message;
  }
  throw new Error("expected a BridgeInputError");
}

describe("docs/rules.md §8 checks", () => {
  it.each([
    ["4H", "N", "=", "None", 420], // 4♥= NV 420
    ["3NT", "N", "+1", "All", 630], // 3NT+1 V 630
    ["1NTX", "N", "-2", "All", -500], // 1NTX−2 V −500
    ["7NTXX", "N", "=", "All", 2980], // 7NTXX= V 2980
    ["3CX", "N", "=", "None", 470], // 3♣X= NV 470
    ["2DXX", "N", "=", "All", 760], // 2♦XX= V 760
    ["4SX", "N", "-4", "None", -800], // 4♠X−4 NV −800
    ["3NTX", "N", "-6", "None", -1400], // 3NTX−6 NV −1400
  ])("%s by %s %s, %s → %d", (c, d, r, v, expected) => {
    expect(score(c, d, r, v)).toBe(expected);
  });
});

describe("examples.json 'score' cases (docs/rules.md §8, docs/functions.md SCORE)", () => {
  // Copied from test/fixtures/spec-examples.json (the rules document's worked examples as data), "score".
  it.each([
    ["4H", "S", 10, "None", 420],
    ["3NT", "N", "+1", "All", 630],
    ["1NTX", "N", "-2", "All", -500],
    ["7NTXX", "S", "=", "All", 2980],
    ["3CX", "N", "=", "None", 470],
    ["2DXX", "N", "=", "All", 760],
    ["4SX", "N", "-4", "None", -800],
    ["3NTX", "N", "-6", "None", -1400],
    ["1NTX", "E", "-2", "EW", 500],
  ] as const)("%s by %s, %s, %s → %d", (c, d, r, v, expected) => {
    expect(score(c, d, r, v)).toBe(expected);
  });
});

describe("undertricks (Law 77, docs/rules.md §8), down 1–13", () => {
  // Penalties for the declarer's side, by number of undertricks 1..13.
  const undoubledNV = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650];
  const undoubledV = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300];
  // Doubled NV: 100, 200, 200, then 300 each.
  const doubledNV = [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500];
  // Doubled V: 200, then 300 each.
  const doubledV = [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800];
  const redoubledNV = [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000];
  const redoubledV = [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600];
  const rows: [string, string, number[]][] = [
    ["", "None", undoubledNV],
    ["", "All", undoubledV],
    ["X", "None", doubledNV],
    ["X", "All", doubledV],
    ["XX", "None", redoubledNV],
    ["XX", "All", redoubledV],
  ];
  for (const [dbl, vul, table] of rows) {
    it(`7NT${dbl} ${vul}: down 1..13 as text and as tricks taken`, () => {
      for (let down = 1; down <= 13; down++) {
        expect(score(`7NT${dbl}`, "N", `-${down}`, vul)).toBe(-table[down - 1]);
        expect(score(`7NT${dbl}`, "S", 13 - down, vul)).toBe(-table[down - 1]);
        // EW declaring: NS collects the penalty.
        expect(score(`7NT${dbl}`, "W", `-${down}`, vul)).toBe(table[down - 1]);
      }
    });
  }
  it("suit contracts go down the same way: 4♠X−4 NV −800, 2♥XX−3 V −1600", () => {
    expect(score("4SX", "N", 6, "None")).toBe(-800);
    expect(score("2HXX", "N", 5, "All")).toBe(-1600);
  });
});

describe("made contracts (Law 77, docs/rules.md §8)", () => {
  it.each([
    // contract, result, vulnerability, score — worked by hand
    ["1NT", "=", "None", 90], // 40 + 50
    ["2NT", "=", "None", 120], // 70 + 50: part score
    ["2NT", "+1", "All", 150], // 70 + 50 + 30
    ["3NT", "=", "None", 400], // 100 + 300: game
    ["3NT", "=", "All", 600], // 100 + 500
    ["2C", "=", "None", 90], // 40 + 50
    ["4C", "=", "All", 130], // 80 + 50: still a part score
    ["5C", "=", "None", 400], // 100 + 300
    ["5D", "=", "All", 600],
    ["2S", "=", "None", 110],
    ["3S", "+1", "None", 170], // 90 + 50 + 30: overtricks do not make game
    ["4H", "=", "None", 420],
    ["4S", "=", "All", 620],
    // doubled and redoubled: contract points ×2 / ×4 decide game; insult 50 / 100
    ["1NTX", "=", "None", 180], // 80 + 50 + 50
    ["2NTX", "=", "None", 490], // 140 + 300 + 50
    ["2HX", "=", "None", 470], // 120 + 300 + 50
    ["3CX", "=", "None", 470], // 120 + 300 + 50
    ["2CX", "=", "None", 180], // 80 + 50 + 50
    ["1SXX", "=", "None", 520], // 120 + 300 + 100
    ["1SXX", "=", "All", 720], // 120 + 500 + 100
    ["1CXX", "=", "None", 230], // 80 + 50 + 100
    ["2DXX", "=", "All", 760], // 160 + 500 + 100
    // overtricks doubled 100 / 200, redoubled 200 / 400 each
    ["2CX", "+1", "None", 280],
    ["1NTX", "+2", "All", 580], // 80 + 50 + 50 + 400
    ["1NTX", "+2", "None", 380], // 80 + 50 + 50 + 200
    ["4HX", "+1", "None", 690], // 240 + 300 + 50 + 100
    ["4HX", "+1", "All", 990], // 240 + 500 + 50 + 200
    ["4HXX", "+1", "None", 1080], // 480 + 300 + 100 + 200
    ["4HXX", "+1", "All", 1480], // 480 + 500 + 100 + 400
    ["1DXX", "+1", "None", 430], // 80 + 50 + 100 + 200
    ["3NTXX", "+3", "All", 2200], // 400 + 500 + 100 + 1200
    // slams: small 500 / 750, grand 1000 / 1500
    ["6S", "=", "None", 980], // 180 + 300 + 500
    ["6S", "=", "All", 1430], // 180 + 500 + 750
    ["6NT", "=", "None", 990],
    ["6NT", "=", "All", 1440],
    ["6D", "+1", "All", 1390], // 120 + 500 + 750 + 20
    ["7C", "=", "None", 1440], // 140 + 300 + 1000
    ["7C", "=", "All", 2140],
    ["7NT", "=", "None", 1520], // 220 + 300 + 1000
    ["7NT", "=", "All", 2220],
    ["6CX", "+1", "All", 1740], // 240 + 500 + 750 + 50 + 200
    ["7NTXX", "=", "None", 2280], // 880 + 300 + 1000 + 100
  ] as const)("%s %s %s → %d", (c, r, v, expected) => {
    expect(score(c, "N", r, v)).toBe(expected);
    expect(score(c, "E", r, v)).toBe(-expected);
  });
});

describe("contract notation (docs/functions.md SCORE)", () => {
  it.each([
    ["4HX", { level: 4, strain: "H", doubling: 1 }],
    ["4♥X", { level: 4, strain: "H", doubling: 1 }],
    ["4♡x", { level: 4, strain: "H", doubling: 1 }],
    ["4 h x", { level: 4, strain: "H", doubling: 1 }],
    ["3NT", { level: 3, strain: "N", doubling: 0 }],
    ["3n", { level: 3, strain: "N", doubling: 0 }],
    ["7ntxx", { level: 7, strain: "N", doubling: 2 }],
    ["1♣", { level: 1, strain: "C", doubling: 0 }],
    ["1♧", { level: 1, strain: "C", doubling: 0 }],
    ["2♦XX", { level: 2, strain: "D", doubling: 2 }],
    ["2♢", { level: 2, strain: "D", doubling: 0 }],
    ["5♠", { level: 5, strain: "S", doubling: 0 }],
    ["5♤", { level: 5, strain: "S", doubling: 0 }],
    [" 6 S ", { level: 6, strain: "S", doubling: 0 }],
  ])("%j", (text, contract) => {
    expect(parseContract(text)).toEqual(contract);
  });

  it.each(["PASS", "pass", " Pass ", "P", "AP", "all pass"])("%j is a passed-out board", (text) => {
    expect(parseContract(text)).toBe(PASS);
  });

  it("PASS scores 0 whatever the other cells hold, even blank or garbage (docs/rules.md §8)", () => {
    expect(score("PASS", "N", 9, "None")).toBe(0);
    expect(score("pass", null, null, null)).toBe(0);
    expect(score("Pass", "Q", "garbage", "nil")).toBe(0);
    expect(score("PASS", "", 99, 0)).toBe(0);
    expect(scoreCells([["PASS"]], [["?"]], [[-20]], [["xyz"]])).toEqual([[0]]);
  });
});

describe("results", () => {
  it("numbers are tricks taken; signed text and = are relative", () => {
    expect(score("4H", "S", 10, "None")).toBe(420);
    expect(score("4H", "S", "10", "None")).toBe(420);
    expect(score("4H", "S", "=", "None")).toBe(420);
    expect(score("4H", "S", "+2", "None")).toBe(480);
    expect(score("4H", "S", "-1", "None")).toBe(-50);
    expect(score("4H", "S", " - 1 ", "None")).toBe(-50);
    expect(score("4H", "S", "\u22121", "None")).toBe(-50); // a typographic minus from a document
    expect(score("4H", "S", 0, "None")).toBe(-500); // 0 tricks: down 10
  });

  it("result=relative reads numbers as over/undertricks (Excel turns +1 into 1)", () => {
    const rel = { result: "relative" as const };
    expect(score("3NT", "N", 1, "All", rel)).toBe(630);
    expect(score("3NT", "N", 0, "All", rel)).toBe(600);
    expect(score("3NT", "N", -2, "All", rel)).toBe(-200);
    expect(score("3NT", "N", "1", "All", rel)).toBe(630);
    expect(score("3NT", "N", "+1", "All", rel)).toBe(630);
    expect(score("3NT", "N", "=", "All", rel)).toBe(600);
  });
});

describe("vulnerability and dealer: the 16-board cycle (docs/rules.md §8)", () => {
  const cycle: [number, string, Vulnerability][] = [
    [1, "N", "None"],
    [2, "E", "NS"],
    [3, "S", "EW"],
    [4, "W", "All"],
    [5, "N", "NS"],
    [6, "E", "EW"],
    [7, "S", "All"],
    [8, "W", "None"],
    [9, "N", "EW"],
    [10, "E", "All"],
    [11, "S", "None"],
    [12, "W", "NS"],
    [13, "N", "All"],
    [14, "E", "None"],
    [15, "S", "NS"],
    [16, "W", "EW"],
  ];
  it.each(cycle)("board %d: dealer %s, vulnerable %s", (board, dealer, vul) => {
    expect(boardDealer(board)).toBe(dealer);
    expect(boardVulnerability(board)).toBe(vul);
    expect(boardDealer(board + 16)).toBe(dealer);
    expect(boardVulnerability(board + 16)).toBe(vul);
    expect(boardVulnerability(board + 160)).toBe(vul);
  });
  it("boards 17, 32, 33 repeat boards 1, 16, 1", () => {
    expect([boardDealer(17), boardVulnerability(17)]).toEqual(["N", "None"]);
    expect([boardDealer(32), boardVulnerability(32)]).toEqual(["W", "EW"]);
    expect([boardDealer(33), boardVulnerability(33)]).toEqual(["N", "None"]);
  });
  it("board numbers as numbers or text", () => {
    expect(parseBoardNumber(7)).toBe(7);
    expect(parseBoardNumber("7")).toBe(7);
    expect(parseBoardNumber(" 12 ")).toBe(12);
  });
  it.each([0, -1, 1.5, "abc", "", null, true, "7a", "1e3"])("%j is not a board number", (cell) => {
    expect(errorOf(() => parseBoardNumber(cell))).toMatch(/is not a board number; expected a board number/);
  });
  it("VULNERABILITY and DEALER element-wise: blanks stay blank, bad cells are errors", () => {
    expect(
      vulnerabilityCells([
        [1, "2", 3],
        [17, "", 0],
      ]),
    ).toEqual([
      ["None", "NS", "EW"],
      ["None", "", expect.objectContaining({ range: "board", message: expect.stringMatching(/^0 is not a board number/) })],
    ]);
    expect(dealerCells([[1], [2], [3], [4], [32], [null], ["x"]])).toEqual([
      ["N"],
      ["E"],
      ["S"],
      ["W"],
      ["W"],
      [""],
      [expect.objectContaining({ range: "board", message: "'x' is not a board number; expected a board number (a whole number 1 or more, e.g. 7)" })],
    ]);
  });
  it("SCORE takes a board number for the vulnerability", () => {
    expect(score("4H", "S", 10, 2)).toBe(620); // board 2: NS vulnerable
    expect(score("4H", "E", 10, 2)).toBe(-420);
    expect(score("4H", "E", 10, "3")).toBe(-620); // board 3: EW vulnerable
    expect(score("4H", "N", 10, 17)).toBe(420);
  });
  it.each([
    ["None", "None"],
    ["none", "None"],
    ["-", "None"],
    ["Love", "None"],
    ["LOVE", "None"],
    ["NS", "NS"],
    ["ns", "NS"],
    ["N-S", "NS"],
    ["n/s", "NS"],
    ["N S", "NS"],
    ["EW", "EW"],
    ["e-w", "EW"],
    ["E/W", "EW"],
    ["All", "All"],
    ["all", "All"],
    ["Both", "All"],
    ["BOTH", "All"],
  ])("%j means %s (PBN 2.1 §3.4.10 words)", (text, vul) => {
    expect(parseVulnerability(text)).toBe(vul);
  });
  it.each(["Nil", "o", "b", "neither", "NSEW", "", "V", 0, true])("%j is not a vulnerability", (cell) => {
    expect(errorOf(() => parseVulnerability(cell as string))).toMatch(/expected None, NS, EW or All/);
  });
  it("declarer seats", () => {
    expect(["n", "E", "s", "W", "North", "west"].map((c) => parseSeat(c))).toEqual(["N", "E", "S", "W", "N", "W"]);
  });
});

describe("errors quote the bad text and say what was expected", () => {
  it("8NT", () => {
    expect(errorOf(() => score("8NT", "N", 9, "None"))).toBe("'8NT' is not a contract; expected level 1–7 and a strain C D H S NT, e.g. 4HX or 3NT (or PASS)");
  });
  it.each(["0H", "4", "4Z", "4HXXX", "NT3", "H4", "44H", "X", "4 H X X X", "-4H"])("contract %j", (text) => {
    expect(errorOf(() => score(text, "N", 9, "None"))).toBe(
      `'${text}' is not a contract; expected level 1–7 and a strain C D H S NT, e.g. 4HX or 3NT (or PASS)`,
    );
  });
  it("a number or boolean as contract", () => {
    expect(errorOf(() => score(4, "N", 9, "None"))).toMatch(/^4 is not a contract/);
    expect(errorOf(() => score(true, "N", 9, "None"))).toMatch(/^true is not a contract/);
  });
  it("blank contract (in score; scoreCells treats it as no table)", () => {
    expect(errorOf(() => score("", "N", 9, "None"))).toMatch(/contract is blank/);
  });
  it("14 tricks", () => {
    expect(errorOf(() => score("4H", "N", 14, "None"))).toBe("14 is not a possible result of 4H; expected tricks 0–13, i.e. from -10 to +3");
  });
  it("negative tricks, with the hint for down-n typed as a number", () => {
    expect(errorOf(() => score("4H", "N", -2, "None"))).toBe(
      "-2 is not a number of tricks (0–13); for down 2 write the text '-2, or use the option result=relative",
    );
  });
  it("down 14 on any contract", () => {
    for (const c of ["1C", "4H", "7NT", "7NTXX"]) expect(errorOf(() => score(c, "N", "-14", "None"))).toMatch(/^'-14' is not a possible result of/);
    expect(errorOf(() => score("1C", "N", -14, "None", { result: "relative" }))).toMatch(
      /^-14 is not a possible result of 1C; expected tricks 0–13, i.e. from -7 to \+6/,
    );
  });
  it("+7 on 7NT, +1 on 7C", () => {
    expect(errorOf(() => score("7NT", "N", "+7", "None"))).toBe("'+7' is not a possible result of 7NT; expected tricks 0–13, i.e. from -13 to =");
    expect(errorOf(() => score("7C", "N", "+1", "None"))).toMatch(/^'\+1' is not a possible result of 7C/);
  });
  it.each(["x", "+", "10.5", "=1", "made", "--1"])("result %j", (text) => {
    expect(errorOf(() => score("4H", "N", text, "None"))).toBe(`'${text}' is not a result; expected tricks taken (0–13) or =, +1, -2`);
  });
  it("non-integer numeric result, blank result", () => {
    expect(errorOf(() => score("4H", "N", 9.5, "None"))).toBe("9.5 is not a result; expected tricks taken (0–13) or =, +1, -2");
    expect(errorOf(() => score("4H", "N", null, "None"))).toMatch(/result is blank/);
  });
  it("declarer", () => {
    expect(errorOf(() => score("4H", "NS", 10, "None"))).toBe("'NS' is not a declarer; expected N, E, S or W");
    expect(errorOf(() => score("4H", "", 10, "None"))).toMatch(/declarer is blank/);
  });
  it("vulnerability", () => {
    expect(errorOf(() => score("4H", "N", 10, "Nil"))).toBe(
      "'Nil' is not a vulnerability; expected None, NS, EW or All (also -, Love, Both) or a board number",
    );
    expect(errorOf(() => score("4H", "N", 10, null))).toMatch(/vulnerability is blank/);
    expect(errorOf(() => score("4H", "N", 10, 0))).toMatch(/^0 is not a vulnerability/);
  });
});

describe("scoreCells: element-wise over ranges", () => {
  it("broadcasts a single cell, blanks stay blank, each bad cell is its own error", () => {
    const out = scoreCells(
      [["4H"], ["3NT"], [""], ["8NT"], [null], ["PASS"], ["1NTX"]],
      [["S"], ["N"], ["N"], ["N"], ["N"], ["N"], ["E"]],
      [[10], ["+1"], [9], [9], [9], [null], ["-2"]],
      [["None"]],
    );
    expect(out).toEqual([
      [420],
      [430],
      [""],
      [
        expect.objectContaining({
          range: "contract",
          message: "'8NT' is not a contract; expected level 1–7 and a strain C D H S NT, e.g. 4HX or 3NT (or PASS)",
        }),
      ],
      [""],
      [0],
      [300],
    ]);
  });
  it("vulnerability per row, as board numbers", () => {
    const out = scoreCells([["4H"]], [["N"]], [[10]], [[1], [2], [3], [4]]);
    expect(out).toEqual([[420], [620], [420], [620]]);
  });
  it("each error names the argument whose cell was wrong", () => {
    const out = scoreCells([["4H"], ["4H"], ["4H"], ["4H"]], [["Q"], ["N"], ["N"], ["N"]], [[10], [14], [10], [10]], [["None"], ["None"], ["Nil"], [null]]);
    expect(out.map(([c]) => (typeof c === "object" ? c.range : c))).toEqual(["declarer", "result", "vulnerability", "vulnerability"]);
  });
  it("result=relative", () => {
    expect(scoreCells([["3NT"]], [["N"]], [[1], [0], [-1]], [["All"]], { result: "relative" })).toEqual([[630], [600], [-100]]);
  });
  it("a shape mismatch is an error for the whole call", () => {
    expect(errorOf(() => scoreCells([["4H"], ["3NT"]], [["N"], ["S"], ["E"]], [[10]], [["None"]]))).toBe(
      "contract is 2×1 but declarer is 3×1; ranges must be the same size, or a single row, column or cell",
    );
    expect(errorOf(() => scoreCells([], [["N"]], [[10]], [["None"]]))).toMatch(/contract is empty/);
  });
});

describe("properties", () => {
  const swap: Record<Vulnerability, Vulnerability> = { None: "None", NS: "EW", EW: "NS", All: "All" };
  const contract = fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.constantFrom("C", "D", "H", "S", "NT"), fc.constantFrom("", "X", "XX"))
    .map(([l, s, x]) => `${l}${s}${x}`);
  const vulnerability = fc.constantFrom<Vulnerability>("None", "NS", "EW", "All");

  it("SCORE by N = −SCORE by E with the sides' vulnerability swapped (and S = N, W = E)", () => {
    fc.assert(
      fc.property(contract, fc.integer({ min: 0, max: 13 }), vulnerability, (c, tricks, v) => {
        const north = score(c, "N", tricks, v);
        expect(score(c, "E", tricks, swap[v])).toBe(-north);
        expect(score(c, "S", tricks, v)).toBe(north);
        expect(score(c, "W", tricks, swap[v])).toBe(-north);
      }),
    );
  });

  it("tricks and relative results agree", () => {
    fc.assert(
      fc.property(contract, fc.integer({ min: 0, max: 13 }), vulnerability, (c, tricks, v) => {
        const rel = tricks - (Number(c[0]) + 6);
        const text = rel === 0 ? "=" : rel > 0 ? `+${rel}` : `${rel}`;
        expect(score(c, "N", text, v)).toBe(score(c, "N", tricks, v));
        expect(score(c, "N", rel, v, { result: "relative" })).toBe(score(c, "N", tricks, v));
      }),
    );
  });
});
