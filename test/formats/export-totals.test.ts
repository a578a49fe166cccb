// docs/rules.md §11 "Published totals": the results page, USEBIO and PBN print each pair's total as
// the profile's programs print it — a pair that missed boards scaled to all of them (Compscore,
// EBUScore, ACBLscore, Magic Contest), the boards' printed figures added up under `dbf` (Magic
// Contest), the ACBL scale in the files as on the page — while RANKING's Score, the ranks and the
// percentages stay RANKING's (§6).
import * as fs from "fs";
import * as path from "path";
import { XMLParser } from "fast-xml-parser";
import { checkResults, checkTotals, importResults, ImportedResults } from "../../src/formats/import";
import { exportSession, ExportLine, ExportScoring, ExportSession, resultsPage, scoreSession } from "../../src/formats/export";
import { publishedTotals, TOTALS_RULES } from "../../src/formats/export/totals";
import { Fraction, roundTo, toNumber, ZERO } from "../../src/exact";
import { scoreRanking } from "../../src";
import { rankSession } from "../../src/ranking/ranking";

const FIXTURE = path.join(__dirname, "..", "fixtures", "import", "compscore-howell-missed.xml");

function linesOf(results: ImportedResults): ExportLine[] {
  return results.rows.map((r) => ({
    section: "",
    board: r.board,
    ns: r.ns,
    ew: r.ew,
    entry: r.entry === "" ? null : r.entry,
    contract: r.contract,
    declarer: r.declarer,
    tricks: r.tricks,
    where: r.where,
  }));
}

interface Published {
  pair: string;
  total: string;
  percent: string;
  place: string;
}

/** PARTICIPANTS of a USEBIO file, as printed. */
function usebioPairs(xml: string): Published[] {
  const doc = new XMLParser({ parseTagValue: false }).parse(xml);
  const pairs = doc.USEBIO.EVENT.PARTICIPANTS.PAIR as Record<string, string>[];
  return pairs.map((p) => ({ pair: String(p.PAIR_NUMBER), total: String(p.TOTAL_SCORE), percent: String(p.PERCENTAGE), place: String(p.PLACE) }));
}

/** The TotalScoreTable of a PBN file: rank, pair, total, percentage. */
function pbnPairs(pbn: string): Published[] {
  const lines = pbn.split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith("[TotalScoreTable"));
  const out: Published[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("[") || line.trim() === "") break;
    const [place, pair, total, percent] = line.trim().split(/\s+/);
    out.push({ pair, total, percent, place });
  }
  return out;
}

const byPair = (list: Published[]) => [...list].sort((a, b) => Number(a.pair) - Number(b.pair));

describe("docs/rules.md §11 published totals: Compscore's Howell in which two pairs missed a board (test/fixtures/import)", () => {
  const original = importResults(new Uint8Array(fs.readFileSync(FIXTURE)));
  const session: ExportSession = {
    event: original.event,
    date: "2022-07-27",
    scoring: "matchpoints",
    options: "profile=wbf",
    language: "en",
    lines: linesOf(original),
  };
  const theirs = byPair(usebioPairs(fs.readFileSync(FIXTURE, "latin1")));

  it("the fixture is the program's: 12 pairs, pair 1 at 128.77 for its 124 matchpoints over 26 of 27 boards", () => {
    expect(theirs).toHaveLength(12);
    expect(theirs[0]).toEqual({ pair: "1", total: "128.77", percent: "47.69", place: "8" });
    const p1 = scoreSession(session).sections[0].ranking.fields[0].pairs.find((p) => p.pair.label === 1)!;
    expect([p1.boards, toNumber(p1.score)]).toEqual([26, 124]);
  });

  it("USEBIO: every pair's TOTAL_SCORE, PERCENTAGE and PLACE as Compscore printed them", () => {
    expect(byPair(usebioPairs(exportSession(session, "usebio").text))).toEqual(theirs);
  });

  it("PBN: every pair's rank, total and percentage as Compscore printed them", () => {
    expect(byPair(pbnPairs(exportSession(session, "pbn").text))).toEqual(theirs);
  });

  it("the results page prints the scaled totals, marked, and says to how many boards", () => {
    const html = resultsPage(scoreSession(session));
    expect(html).toContain('<td class="num">128.77\u00a0\u2020</td><td class="num">260</td><td class="num">47.69</td>');
    expect(html).toContain('<td class="num">132.09\u00a0\u2020</td>');
    expect(html).toContain("\u2020 Scaled to all 27 boards");
    // Pair 1's score card ends with the same total, and says why.
    const card = /<table class="card" id="s0-card-\d+"><caption>Pair 1<\/caption>[^]*?<\/section>/.exec(html)![0];
    expect(card).toContain('<td class="num">128.77\u00a0\u2020 (47.69\u00a0%)</td>');
    expect(card).toContain("\u2020 Scaled to all 27 boards");
    // A pair that played every board is printed as RANKING adds it up.
    expect(html).toContain('<td class="num">162.60</td><td class="num">270</td><td class="num">60.22</td>');
  });

  it("RANKING's Score stays the pair's boards added up (§6): 124 for pair 1, and the import's check still agrees", () => {
    const table = scoreRanking(
      session.lines.map((l) => [l.board]),
      session.lines.map((l) => [l.ns]),
      session.lines.map((l) => [l.ew]),
      session.lines.map((l) => [l.entry]),
      "profile=wbf",
    );
    const row = table.find((r) => r[1] === 1)!;
    expect([row[2], toNumber(row[3] as Fraction), toNumber(row[4] as Fraction)]).toEqual([26, 124, 260]);
    const back = importResults(exportSession(session, "usebio").text);
    const totals = checkTotals(back, checkResults(back));
    expect(totals!.disagreements).toBe(0);
  });
});

/** A one-field session of 8 pairs on `boards` boards at 4 tables, NS 1–4 against EW 5–8 in turn; `skip` lines left out. */
function clubSession(scoring: ExportScoring, options: string, scores: string[][], notPlayed: [board: number, table: number][] = []): ExportSession {
  const lines: ExportLine[] = [];
  scores.forEach((board, b) =>
    board.forEach((entry, t) => {
      const np = notPlayed.some(([nb, nt]) => nb === b + 1 && nt === t + 1);
      lines.push({
        section: "",
        board: String(b + 1),
        ns: String(t + 1),
        ew: String(5 + ((t + b) % 4)),
        entry: np ? "NP" : entry,
        contract: "",
        declarer: "",
        tricks: null,
        where: `row ${lines.length + 2}`,
      });
    }),
  );
  return { event: "Club game", date: "2026-03-05", scoring, options, language: "en", lines };
}

const SCORES = [
  ["420", "450", "-50", "420"],
  ["110", "140", "-100", "110"],
  ["620", "650", "-100", "170"],
  ["90", "120", "90", "-50"],
];

describe("docs/rules.md §11 published totals under profile=acbl (ACBLscore)", () => {
  // Pair 5 (EW) did not play board 2 (table 4): 3 of the 4 boards.
  const session = clubSession("matchpoints", "profile=acbl", SCORES, [[2, 4]]);
  const scored = scoreSession(session);
  const ranking = scored.sections[0].ranking.fields[0].pairs;
  const p5 = ranking.find((p) => p.pair.label === 5)!;

  it("RANKING: pair 5 on 3 boards, 9 on the mp grid (2 per comparison), Score 4.5 of 9 on the ACBL scale", () => {
    expect(p5.boards).toBe(3);
    // As EW: board 1 against 420 (one 450 above, one 420 level, one -50 below: 3 of 6), board 3
    // against -100 (the lowest: 6), board 4 against 120 (the highest: 0).
    expect(toNumber(p5.score)).toBe(9);
    const row = scored.sections[0].table.find((r) => r[1] === 5)!;
    expect([row[2], toNumber(row[3] as Fraction), toNumber(row[4] as Fraction), toNumber(row[5] as Fraction)]).toEqual([3, 4.5, 9, 50]);
  });

  it("the page factors the total for the board missed (×4/3) and the files print the same figure, not the 2-per-comparison grid", () => {
    const html = resultsPage(scored);
    // 4.5 × 4/3 = 6; the % is RANKING's (4.5 of 9).
    expect(html).toContain(
      '<th scope="row" class="num">5</th><td class="names"></td><td class="num">3</td><td class="num">6.00\u00a0\u2020</td><td class="num">9</td><td class="num">50.00</td>',
    );
    const usebio = usebioPairs(exportSession(session, "usebio").text).find((p) => p.pair === "5")!;
    expect([usebio.total, usebio.percent]).toEqual(["6.00", "50.00"]);
    const pbn = pbnPairs(exportSession(session, "pbn").text).find((p) => p.pair === "5")!;
    expect([pbn.total, pbn.percent]).toEqual(["6.00", "50.00"]);
  });

  it("a pair that played every board: the file's total is the page's (ACBL scale), the Score of RANKING", () => {
    const table = scored.sections[0].table.find((r) => r[1] === 1)!;
    const usebio = usebioPairs(exportSession(session, "usebio").text).find((p) => p.pair === "1")!;
    expect(usebio.total).toBe(toNumber(table[3] as Fraction).toFixed(2));
  });
});

describe("docs/rules.md §11 published totals under profile=dbf (Magic Contest): the boards' printed figures added up", () => {
  // Cross-IMPs averaged over 3 comparisons: thirds, printed with one decimal.
  const session = clubSession("crossimp", "profile=dbf; ximp=average; decimals=1", SCORES);
  const scored = scoreSession(session);
  const sec = scored.sections[0];

  it("each pair's total is the sum of its lines' figures as printed (one decimal each), where RANKING rounds the exact sum once", () => {
    const printed = new Map<string, Fraction>();
    for (const b of sec.boards)
      for (const l of b.lines)
        for (const [pair, value] of [
          [l.line.ns, l.figures.ns],
          [l.line.ew, l.figures.ew],
        ] as const)
          if (value instanceof Fraction) printed.set(pair, (printed.get(pair) ?? ZERO).add(roundTo(value, 1, "away", ZERO)));
    let differs = 0;
    for (const p of sec.ranking.fields[0].pairs) {
      const published = sec.totals.get(p)!;
      expect([p.pair.label, toNumber(published.total)]).toEqual([p.pair.label, toNumber(printed.get(String(p.pair.label))!)]);
      if (!published.total.equals(roundTo(p.score, 1, "away", ZERO))) differs++;
    }
    // Not vacuous: the two ways part for some pair.
    expect(differs).toBeGreaterThan(0);
  });

  it("the USEBIO file carries the same totals", () => {
    const usebio = usebioPairs(exportSession(session, "usebio").text);
    for (const p of sec.ranking.fields[0].pairs)
      expect(usebio.find((u) => u.pair === String(p.pair.label))!.total).toBe(toNumber(sec.fileTotals.get(p)!.total).toFixed(1));
  });

  it("Magic Contest's Butler Howell: −18 IMPs over 24 of the 28 boards is printed −21.0", () => {
    // A 7-pair Howell with a bye: every pair plays 24 of the session's 28 boards.
    const ranking = rankSession([[1], [1]], [[1], [2]], [[3], [4]], [["420"], ["450"]], "scoring=butler");
    const pair = { ...ranking.fields[0].pairs[0], boards: 24, max: 24, score: new Fraction(-18) };
    const totals = publishedTotals({ ...ranking, fields: [{ direction: null, pairs: [pair] }] }, TOTALS_RULES.dbf, 28, [], 1, false);
    expect(toNumber(totals.get(pair)!.total)).toBe(-21);
    expect(totals.get(pair)!.scaled).toEqual({ all: 28, own: 24 });
  });
});

describe("docs/rules.md §11 published totals under profile=dbf at matchpoints: the page's parpoints and the files' matchpoints, each added as printed", () => {
  // Pairs 1–4 NS against 5–8 EW; board 1 not played at table 4 (4–8), board 2 at table 1 (1–6).
  // missing=neuberg and decimals=0 make thirds, printed whole. Each board has 3 results, scaled to
  // 4 tables by Neuberg on the 2-per-comparison grid (§4): (M + 1) × 4/3 − 1.
  //   Board 1: 420 (1–5), 450 (2–6), −50 (3–7): NS 3, 17/3, 1/3; EW 3, 1/3, 17/3.
  //   Board 2: 140 (2–7), 140 (3–8), 110 (4–5): NS 13/3, 13/3, 1/3; EW 5/3, 5/3, 17/3.
  // Files (matchpoints), each line printed whole (halves away from 0), then added:
  //   NS 2: 6 + 4 = 10; NS 3: 0 + 4 = 4 (exact 14/3 would print 5); EW 5: 3 + 6 = 9; EW 7: 6 + 2 = 8
  //   (exact 22/3: 7). Pairs on one of the two boards are scaled ×2 after adding: NS 1: 3 × 2 = 6;
  //   NS 4: 0 × 2 = 0 (exact 2/3: 1); EW 6: 0 × 2 = 0 (1); EW 8: 2 × 2 = 4 (exact 10/3: 3).
  // Percentages are RANKING's, exact: NS 3 has 14/3 of 12 = 38.89 %.
  const session = clubSession(
    "matchpoints",
    "profile=dbf; missing=neuberg; decimals=0",
    [
      ["420", "450", "-50", "0"],
      ["0", "140", "140", "110"],
    ],
    [
      [1, 4],
      [2, 1],
    ],
  );

  it("PBN's TotalScoreTable: the files' totals, each the sum of the printed matchpoints", () => {
    const text = exportSession(session, "pbn").text.split("\r\n");
    const start = text.findIndex((l) => l.startsWith("[TotalScoreTable"));
    expect(text.slice(start, start + 9)).toEqual([
      '[TotalScoreTable "Rank\\1R;PairId\\1R;TotalScoreMP\\2R;TotalPercentage\\5R;Names\\2L"]',
      '1 2 10 83.33 ""',
      '2 5  9 72.22 ""',
      '3 7  8 61.11 ""',
      '4 1  6 50.00 ""',
      '5 3  4 38.89 ""',
      '6 8  4 27.78 ""',
      '7 4  0  5.56 ""',
      '7 6  0  5.56 ""',
    ]);
  });

  it("the page's totals: the parpoints printed on the travellers (matchpoints − 3, whole) added, then scaled", () => {
    // Board 1: NS 0, 8/3 → 3, −8/3 → −3; board 2: NS 4/3 → 1, 4/3 → 1, −8/3 → −3; EW the opposite.
    // NS 3: −3 + 1 = −2 (exact −4/3: −1); EW 8: −1 × 2 = −2 (exact −8/3: −3); NS 4: −3 × 2 = −6 (exact −16/3: −5).
    const sec = scoreSession(session).sections[0];
    const totals = Object.fromEntries(sec.ranking.fields.flatMap((f) => f.pairs).map((p) => [p.pair.label, toNumber(sec.totals.get(p)!.total)]));
    expect(totals).toEqual({ 1: 0, 2: 4, 3: -2, 4: -6, 5: 3, 6: -6, 7: 2, 8: -2 });
  });
});
