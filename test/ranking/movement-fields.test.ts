// One field or two (docs/rules.md §6): a Mitchell whose pairs are numbered by field is ranked as
// two fields however the program numbers them, and a typo never changes the kind of movement.
import { parse } from "csv-parse/sync";
import * as fs from "fs";
import * as path from "path";
import { importResults, isMitchell, travellerCsv } from "../../src/formats/import";
import { exportSession, ExportLine, ExportSession, linesFromCsv } from "../../src/formats/export";
import { readFields, SeatedLine } from "../../src/ranking/seating";
import { rankSession } from "../../src/ranking/ranking";

/**
 * A complete Mitchell of an odd number of tables, one board a round: the EW pairs move up a table
 * and the boards down one, so at table t in round r sit NS t and EW t − r + 1, with board t + r − 1.
 */
function mitchellLines(tables: number, label: (side: "ns" | "ew", n: number) => string, skipRound1 = false): SeatedLine[] {
  const lines: SeatedLine[] = [];
  for (let round = skipRound1 ? 2 : 1; round <= tables; round++)
    for (let t = 1; t <= tables; t++) {
      const board = ((t + round - 2) % tables) + 1;
      const ew = ((t - round + tables) % tables) + 1;
      lines.push({ traveller: String(board), ns: label("ns", t), ew: label("ew", ew) });
    }
  return lines;
}

/** A 3-table Howell (6 pairs, 5 rounds of one board): every pair meets every other once. */
function howellLines(): SeatedLine[] {
  // The circle method: pair 6 stays, the others rotate; board = round.
  const lines: SeatedLine[] = [];
  for (let round = 1; round <= 5; round++) {
    const at = (k: number) => ((round - 1 + k) % 5) + 1;
    const meetings: [number, number][] = [
      [6, at(0)],
      [at(1), at(4)],
      [at(2), at(3)],
    ];
    for (const [a, b] of meetings) lines.push({ traveller: String(round), ns: String(a), ew: String(b) });
  }
  return lines;
}

describe("docs/rules.md §6 a Mitchell numbered by field is two fields, however it is numbered", () => {
  it.each([
    ["NS 1–4 and EW 1–4", (_: "ns" | "ew", n: number) => String(n)],
    ["Compscore's 1NS / 1EW", (side: "ns" | "ew", n: number) => `${n}${side === "ns" ? "NS" : "EW"}`],
    ["N1 / E1", (side: "ns" | "ew", n: number) => `${side === "ns" ? "N" : "E"}${n}`],
    ["NS 1 / EW 1", (side: "ns" | "ew", n: number) => `${side === "ns" ? "NS" : "EW"} ${n}`],
    ["1 N-S / 1 Ø-V", (side: "ns" | "ew", n: number) => `${n} ${side === "ns" ? "N-S" : "Ø-V"}`],
    ["1 N-Z / 1 O-W", (side: "ns" | "ew", n: number) => `${n} ${side === "ns" ? "N-Z" : "O-W"}`],
    ["ÉD1 / KNy1", (side: "ns" | "ew", n: number) => `${side === "ns" ? "ÉD" : "KNy"}${n}`],
  ])("%s", (_name, label) => {
    expect(readFields(mitchellLines(5, label))).toEqual({ twoFields: true, against: [] });
  });

  it("a Mitchell whose round 1 is missing (no line where pair n meets pair n) is still two fields", () => {
    const lines = mitchellLines(5, (_, n) => String(n), true);
    expect(lines.some((l) => l.ns === l.ew)).toBe(false);
    expect(readFields(lines).twoFields).toBe(true);
  });

  it("a Howell is one field, and so is a Mitchell numbered 1–5 and 6–10", () => {
    expect(readFields(howellLines())).toEqual({ twoFields: false, against: [] });
    expect(readFields(mitchellLines(5, (side, n) => String(side === "ns" ? n : n + 5))).twoFields).toBe(false);
  });

  it("one typo line (3 v 3) in a Howell leaves it one field and names the line", () => {
    const lines = howellLines();
    const typo = lines.findIndex((l) => l.traveller === "2");
    const pair = lines[typo].ew;
    lines[typo] = { ...lines[typo], ns: pair };
    const reading = readFields(lines);
    expect(reading.twoFields).toBe(false);
    expect(reading.against.map((a) => a.index)).toContain(typo);
    expect(reading.against.every((a) => a.pair === pair)).toBe(true);
  });
});

describe("docs/rules.md §6 the field markers, blank pairs and the lines named against the reading", () => {
  const compscore = (side: "ns" | "ew", n: number) => `${n}${side === "ns" ? "NS" : "EW"}`;

  it("a 1NS/1EW Mitchell with blank or spaces-only pair cells on some lines (a sit-out) is still two fields", () => {
    const lines = mitchellLines(5, compscore);
    lines.push(
      { traveller: "1", ns: "", ew: "3EW" },
      { traveller: "2", ns: "3NS", ew: "" },
      { traveller: "3", ns: "  ", ew: "4EW" },
      { traveller: "4", ns: "4NS", ew: " " },
    );
    expect(readFields(lines)).toEqual({ twoFields: true, against: [] });
  });

  it("markers with spaces around them (' 1NS', '1EW ') are markers", () => {
    expect(readFields(mitchellLines(5, (side, n) => (side === "ns" ? ` ${compscore(side, n)}` : `${compscore(side, n)} `)))).toEqual({
      twoFields: true,
      against: [],
    });
  });

  it("markers on one side only, or on one line only, are not two fields: the session is read from its pair numbers", () => {
    expect(readFields(mitchellLines(5, (side, n) => (side === "ns" ? `${n}NS` : String(n + 5)))).twoFields).toBe(false);
    expect(readFields(mitchellLines(5, (side, n) => (side === "ns" ? String(n) : `${n}EW`))).twoFields).toBe(false);
    const lines = howellLines();
    lines[0] = { ...lines[0], ns: `${lines[0].ns}NS`, ew: `${lines[0].ew}EW` };
    expect(readFields(lines)).toEqual({ twoFields: false, against: [] });
  });

  it("a session with no pair ids at all is one field", () => {
    expect(readFields([])).toEqual({ twoFields: false, against: [] });
    expect(readFields([{ traveller: "1", ns: "", ew: " " }])).toEqual({ twoFields: false, against: [] });
  });

  it("lines blank on both sides are no pair on both sides: no warning", () => {
    const lines = howellLines();
    lines.push({ traveller: "2", ns: "  ", ew: " " }, { traveller: "2", ns: "", ew: "" });
    expect(readFields(lines)).toEqual({ twoFields: false, against: [] });
  });

  it("a pair id on both sides of exactly half of the travellers is one field (more than half makes two)", () => {
    const lines = [
      { traveller: "1", ns: "1", ew: "2" },
      { traveller: "1", ns: "2", ew: "3" },
      { traveller: "2", ns: "1", ew: "2" },
      { traveller: "2", ns: "3", ew: "4" },
    ];
    expect(readFields(lines)).toEqual({
      twoFields: false,
      against: [
        { index: 0, pair: "2" },
        { index: 1, pair: "2" },
      ],
    });
    expect(readFields([...lines, { traveller: "3", ns: "4", ew: "5" }, { traveller: "3", ns: "5", ew: "6" }]).twoFields).toBe(true);
  });

  it("a typo putting a pair NS on one line and EW on another of the same board names both lines and the pair, trimmed", () => {
    const lines = howellLines().map((l) => ({ ...l, ns: ` ${l.ns} `, ew: ` ${l.ew} ` }));
    const onBoard = lines.map((l, i) => [l, i] as const).filter(([l]) => l.traveller === "2");
    const [[first, i], [second, j]] = onBoard;
    lines[j] = { ...second, ns: first.ew };
    const pair = first.ew.trim();
    expect(readFields(lines)).toEqual({
      twoFields: false,
      against: [
        { index: i, pair },
        { index: j, pair },
      ],
    });
  });
});

describe("docs/rules.md §6, §10 the import and the export read the movement from the whole session", () => {
  const usebio = (lines: SeatedLine[]) =>
    `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">${[...new Set(lines.map((l) => l.traveller))]
      .map(
        (b) =>
          `<BOARD><BOARD_NUMBER>${b}</BOARD_NUMBER>${lines
            .filter((l) => l.traveller === b)
            .map(
              (l, i) =>
                `<TRAVELLER_LINE><NS_PAIR_NUMBER>${l.ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${l.ew}</EW_PAIR_NUMBER><SCORE>${[420, -50, 140, 450][i % 4]}</SCORE></TRAVELLER_LINE>`,
            )
            .join("")}</BOARD>`,
      )
      .join("")}</EVENT></USEBIO>`;

  it("a Compscore 1NS/1EW file: isMitchell, and RANKING with mitchell=on ranks two fields of five", () => {
    const lines = mitchellLines(5, (side, n) => `${n}${side === "ns" ? "NS" : "EW"}`);
    const r = importResults(usebio(lines));
    expect(isMitchell(r.rows)).toBe(true);
    const ranking = rankSession(
      r.rows.map((x) => [x.board]),
      r.rows.map((x) => [x.ns]),
      r.rows.map((x) => [x.ew]),
      r.rows.map((x) => [x.entry]),
      "mitchell=on",
    );
    expect(ranking.fields.map((f) => [f.direction, f.pairs.length])).toEqual([
      ["ns", 5],
      ["ew", 5],
    ]);
  });

  it("a typo line in an imported Howell carries a note naming the pair and the board", () => {
    const lines = howellLines();
    const typo = lines.findIndex((l) => l.traveller === "2");
    const pair = lines[typo].ew;
    lines[typo] = { ...lines[typo], ns: pair };
    const r = importResults(usebio(lines));
    expect(isMitchell(r.rows)).toBe(false);
    const noted = r.rows.filter((x) => x.note?.key === "movement.bothSides");
    expect(noted.length).toBeGreaterThan(0);
    expect(noted.every((x) => x.board === "2")).toBe(true);
    expect(noted[0].problem).toMatch(new RegExp(`^pair ${pair} is on both sides of board 2.*a typo\\?$`));
  });

  it("the export ranks a 1NS/1EW Mitchell as two fields in USEBIO (WINNER_TYPE 2, a DIRECTION per pair) and refuses a Howell's typo line by name", () => {
    const toSession = (lines: SeatedLine[]): ExportSession => ({
      event: "",
      date: "",
      scoring: "matchpoints",
      options: "",
      language: "en",
      lines: lines.map((l, i): ExportLine => ({
        section: "",
        board: l.traveller,
        ns: l.ns,
        ew: l.ew,
        entry: String([420, -50, 140, 450][i % 4]),
        contract: "",
        declarer: "",
        tricks: null,
        where: `row ${i + 2}`,
      })),
    });
    const mitchell = exportSession(toSession(mitchellLines(5, (side, n) => `${n}${side === "ns" ? "NS" : "EW"}`)), "usebio");
    expect(mitchell.text).toMatch(/<WINNER_TYPE>2<\/WINNER_TYPE>/);
    expect(mitchell.text).toMatch(/<DIRECTION>NS<\/DIRECTION>/);
    expect(mitchell.warnings).toEqual([]);
    // Before, one line with the same pair on both sides made the whole export a two-field Mitchell;
    // now the Howell stays one field and the line is refused by name.
    const lines = howellLines();
    const typo = lines.findIndex((l) => l.traveller === "2");
    lines[typo] = { ...lines[typo], ns: lines[typo].ew };
    expect(() => exportSession(toSession(lines), "usebio")).toThrow(new RegExp(`^row ${typo + 2}, board 2, .*both NS and EW on this row`));
  });
});

describe("docs/rules.md §10, §11 the command line keeps the pairs' names from import to export", () => {
  it("a Compscore file's names reach the traveller CSV and the published page, in their field", () => {
    const r = importResults(fs.readFileSync(path.join(__dirname, "..", "fixtures", "import", "compscore-pairs.xml")));
    const csv = travellerCsv(r);
    expect(csv.split("\n")[0]).toBe("Board,NS,EW,Contract,By,Tricks,Score,Lead,NS names,EW names");
    const { lines, names } = linesFromCsv(parse(csv) as string[][]);
    expect(names).toContainEqual(expect.objectContaining({ direction: "ns", pair: "1NS", names: "Zoë Brontë - José Núñez" }));
    const page = exportSession({ event: "Thursday Open", date: "", scoring: "matchpoints", options: "", language: "en", lines, names }, "html").text;
    expect(page).toContain("Zoë Brontë - José Núñez");
  });
});
