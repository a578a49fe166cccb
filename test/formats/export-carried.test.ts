// What travels with the scores — docs/import-export.md, "What travels with the scores": the deals
// (PBN [Deal], USEBIO HANDSET), the opening leads (PBN Lead column, USEBIO LEAD) and the players'
// national ids (USEBIO NATIONAL_ID_NUMBER) an imported file carried are read by the import, go
// through the traveller CSV of `npm run import`, and are written back by the export; what does not
// read is left out and listed, never guessed. And the command line's --options (docs/import-export.md,
// "Without Excel").
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { parse } from "csv-parse/sync";
import { exportSession, ExportSession, linesFromCsv, splitOptions } from "../../src/formats/export";
import { importResults, travellerCsv } from "../../src/formats/import";
import { renderMessage } from "../../src/messages";
import { parseDeal, parseLead } from "../../src/formats/export/deal";

const ROOT = path.resolve(__dirname, "..", "..");
const FIXTURES = path.join(__dirname, "..", "fixtures", "import");
const DEAL = "N:AKQ2.AK3.AK4.AKQ JT98.QJT.QJT.JT9 765.9876.9876.87 43.542.532.65432";
const fixture = (name: string) => importResults(new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))));

/** A fixture through the CSV `npm run import` prints and back into a session, as `npm run export` reads it. */
function throughCsv(name: string, scoring: ExportSession["scoring"]): ExportSession {
  const rows = parse(travellerCsv(fixture(name)), { relax_column_count: true }) as string[][];
  const { lines, names } = linesFromCsv(rows);
  return { event: "Carried", date: "2026-03-11", scoring, options: "", language: "en", lines, names, club: "Seaside Bridge Club", eventId: "12345" };
}

describe("docs/import-export.md What travels with the scores: the import reads them", () => {
  it("PBN: the [Deal] tag (North first) and the Lead column (suit, then rank)", () => {
    const rows = fixture("ruter-pairs.pbn").rows;
    expect(rows.filter((r) => r.board === "1").map((r) => r.deal)).toEqual([DEAL, DEAL, DEAL, DEAL]);
    expect(rows.filter((r) => r.board === "2").every((r) => r.deal === undefined)).toBe(true);
    expect(rows.filter((r) => r.board === "1").map((r) => r.lead)).toEqual(["HK", "HK", undefined, "S2"]);
  });

  it("USEBIO: HANDSET as the deal, LEAD (rank, then suit) as a card, NATIONAL_ID_NUMBER in the players' order", () => {
    const file = fixture("compscore-butler.xml");
    expect(file.rows.filter((r) => r.board === "1").map((r) => r.deal)).toEqual([DEAL, DEAL, DEAL, DEAL]);
    expect(file.rows.find((r) => r.board === "2")!.deal).toBeUndefined();
    expect(file.rows.filter((r) => r.board === "1").map((r) => r.lead)).toEqual(["DT", "DT", "HK", "C5"]);
    expect(file.totals.find((t) => t.pair === "1NS")).toMatchObject({ names: "ANNE ASHBY - BRIAN BELL", ids: "1000017 - 1000025" });
  });

  it("the CSV has Lead, NS ids, EW ids and Deal columns when the file gives them", () => {
    const [head, first] = travellerCsv(fixture("compscore-butler.xml")).split("\n");
    expect(head).toBe("Board,NS,EW,Contract,By,Tricks,Score,Lead,NS names,EW names,NS ids,EW ids,Deal");
    expect(first).toBe(`1,1NS,1EW,4S,S,10,420,DT,ANNE ASHBY - BRIAN BELL,CARLA CROSS - DAVID DUNN,1000017 - 1000025,1000033 - 1000041,${DEAL}`);
  });

  it("a card and a deal are read in either way files write them", () => {
    expect(["HK", "KH", "hk", "H10", "10H", "TH"].map(parseLead)).toEqual(["HK", "HK", "HK", "HT", "HT", "HT"]);
    expect(["X9", "H", "HKQ", ""].map(parseLead)).toEqual([null, null, null, null]);
    // Another first seat, hands clockwise: the same deal.
    expect(parseDeal("E:JT98.QJT.QJT.JT9 765.9876.9876.87 43.542.532.65432 AKQ2.AK3.AK4.AKQ")).toEqual(parseDeal(DEAL));
    // A card twice, or a hand of 12: not a deal.
    expect(parseDeal(DEAL.replace("65432", "6543A"))).toBeNull();
    expect(parseDeal(DEAL.replace("65432", "6543"))).toBeNull();
  });
});

describe("docs/import-export.md What travels with the scores: the export writes them back", () => {
  it("PBN: the board's [Deal], a Lead column, and both read back", () => {
    const session = throughCsv("compscore-butler.xml", "butler");
    const file = exportSession(session, "pbn");
    expect(file.text).toContain(`[Deal "${DEAL}"]`);
    expect(file.text).toMatch(/\[ScoreTable "PairId_NS\\\d+R;PairId_EW\\\d+R;Contract\\\d+L;Declarer\\\d+L;Result\\\d+R;Lead\\\d+L;Score_NS/);
    const back = importResults(file.text);
    expect(back.rows.map((r) => [r.board, r.ns, r.lead, r.deal])).toEqual(session.lines.map((l) => [l.board, l.ns, l.lead, l.deal]));
    expect(file.warnings).toEqual([]);
  });

  it("USEBIO: HANDSET, LEAD, NATIONAL_ID_NUMBER, BOARD_AVERAGE, CLUB and EVENT_IDENTIFIER, and they read back", () => {
    const session = throughCsv("compscore-butler.xml", "butler");
    const file = exportSession(session, "usebio");
    expect(file.text).toContain("<CLUB>\n    <CLUB_NAME>Seaside Bridge Club</CLUB_NAME>\n  </CLUB>");
    expect(file.text).toContain("<EVENT_IDENTIFIER>12345</EVENT_IDENTIFIER>");
    expect(file.text).toMatch(/<PROGRAM_VERSION>\d+\.\d+\.\d+<\/PROGRAM_VERSION>/);
    expect(file.text).toContain("<DATE>11/03/2026</DATE>");
    // The datum each board was scored against, as the fixture (Compscore's BOARD_AVERAGE) has it.
    expect(file.text.match(/<BOARD_AVERAGE>[^<]*/g)).toEqual(["<BOARD_AVERAGE>410", "<BOARD_AVERAGE>-30", "<BOARD_AVERAGE>170"]);
    expect(file.text).toContain("<PLAYER_NAME>ANNE ASHBY</PLAYER_NAME>\n          <NATIONAL_ID_NUMBER>1000017</NATIONAL_ID_NUMBER>");
    expect(file.text).toMatch(/<PLAYED_BY>S<\/PLAYED_BY>\s*<LEAD>TD<\/LEAD>/);
    const back = importResults(file.text);
    expect(back.rows.map((r) => [r.board, r.ns, r.lead, r.deal])).toEqual(session.lines.map((l) => [l.board, l.ns, l.lead, l.deal]));
    expect(back.totals.find((t) => t.pair === "4EW")).toMatchObject({ names: "OLIVE OAKS - PAUL PIKE", ids: "1000157 - 1000165" });
    expect(file.warnings).toEqual([]);
  });

  it("no BOARD_AVERAGE at matchpoints; no HANDSET, LEAD or ids where the traveller has none", () => {
    const file = exportSession(throughCsv("compscore-pairs.xml", "matchpoints"), "usebio");
    expect(file.text).not.toMatch(/BOARD_AVERAGE|HANDSET|NATIONAL_ID_NUMBER/);
    expect(file.text.match(/<LEAD>/g)).toHaveLength(1);
  });

  it("a deal or a lead that does not read is left out and listed with its line; a second deal for a board is listed and the first kept", () => {
    const session = throughCsv("compscore-butler.xml", "butler");
    const lines = session.lines.map((l, i) =>
      i === 0
        ? { ...l, lead: "X9" }
        : l.board === "1" && i === 2
          ? { ...l, deal: DEAL.replace("AKQ2", "AKJ2").replace("JT98", "QT98") }
          : l.board === "2" && l.ns === "1NS"
            ? { ...l, deal: "N:AKQ.x.x.x - - -" }
            : l,
    );
    for (const format of ["usebio", "pbn"] as const) {
      const file = exportSession({ ...session, lines }, format);
      // Board by board: the board's deal, then its lines' leads.
      expect(file.warnings.map((w) => renderMessage(w))).toEqual([
        expect.stringMatching(/^line 4, board 1, 3NS–3EW: the deal differs from board 1's on an earlier line: the earlier one is written$/),
        expect.stringMatching(/^line 2, board 1, 1NS–1EW: the lead 'X9' is not a card/),
        expect.stringMatching(/^line 6, board 2, 1NS–2EW: the deal 'N:AKQ.x.x.x - - -' is not four hands of 13 cards/),
      ]);
      const back = importResults(file.text);
      expect(back.rows.filter((r) => r.board === "1").map((r) => r.deal)).toEqual([DEAL, DEAL, DEAL, DEAL]);
      expect(back.rows.find((r) => r.board === "2")!.deal).toBeUndefined();
      expect(back.rows[0].lead).toBeUndefined();
    }
  });
});

describe("docs/import-export.md Without Excel: --options takes any option a worksheet function takes", () => {
  const lines = throughCsv("compscore-pairs.xml", "matchpoints").lines;

  it("an option only RANKING takes goes to RANKING, over what the line options give it; the others to the line function", () => {
    expect(splitOptions("profile=dbf; decimals=1", "matchpoints", lines)).toEqual({ options: "profile=dbf; decimals=1" });
    // 1NS/1EW numbering reads as a two-field Mitchell: RANKING keeps it, and takes session=on.
    expect(splitOptions("profile=dbf; session=on", "butler", lines)).toEqual({
      options: "profile=dbf",
      rankingOptions: "profile=dbf; scoring=butler; mitchell=on; session=on",
    });
    expect(splitOptions("mitchell=off", "matchpoints", lines)).toEqual({ options: "", rankingOptions: "mitchell=off" });
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-carried-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const cli = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, "scripts", script), ...args], { cwd: ROOT, encoding: "utf8" });

  it("npm run import, then npm run export: names, ids, leads and deals reach the file; --options and --club/--event-id apply", () => {
    const csv = path.join(dir, "butler.csv");
    fs.writeFileSync(csv, cli("import.js", path.join(FIXTURES, "compscore-butler.xml")).stdout);
    const out = cli(
      "export.js",
      csv,
      "--format=usebio",
      "--scoring=butler",
      "--options=mitchell=off; decimals=1",
      "--club=Seaside",
      "--event-id=77",
      "--date=2026-03-11",
    );
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout).toContain("<WINNER_TYPE>1</WINNER_TYPE>");
    expect(out.stdout).toContain("<TOTAL_SCORE>4.0</TOTAL_SCORE>");
    expect(out.stdout).toMatch(/<CLUB_NAME>Seaside<\/CLUB_NAME>[^]*<EVENT_IDENTIFIER>77<\/EVENT_IDENTIFIER>/);
    expect(out.stdout).toContain("<NATIONAL_ID_NUMBER>1000017</NATIONAL_ID_NUMBER>");
    expect(out.stdout).toContain("<HANDSET>");
    const pbn = cli("export.js", csv, "--format=pbn", "--scoring=butler");
    expect(pbn.stdout).toContain(`[Deal "${DEAL}"]`);
    // The date is today's when none is given.
    expect(pbn.stdout).toMatch(/\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
  });

  it("an option no function of the scoring takes: one line naming it, exit 2", () => {
    const csv = path.join(dir, "pairs.csv");
    fs.writeFileSync(csv, cli("import.js", path.join(FIXTURES, "compscore-pairs.xml")).stdout);
    const out = cli("export.js", csv, "--format=usebio", "--options=colour=red");
    expect(out.status).toBe(2);
    expect(out.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(out.stderr).toMatch(/'colour' is not an option/);
  });

  it("npm run import --check --options: the director's options override the conventions the check tries", () => {
    const file = path.join(FIXTURES, "compscore-butler.xml");
    const out = cli("import.js", file, "--check", "--options=trim=0; session=on");
    // The file's figures are trim=1's: forced to trim=0 they disagree, and the exit code says so.
    expect(out.status).toBe(1);
    expect(out.stdout).toContain('(BUTLERIMP, "trim=0")');
    expect(out.stdout).toMatch(/pair totals disagree \(RANKING, "trim=0; scoring=butler; mitchell=on; session=on"\)/);
    const bad = cli("import.js", file, "--check", "--options=colour=red");
    expect(bad.status).toBe(2);
    expect(bad.stderr.split("\n")[0]).toMatch(/^--options=colour=red: 'colour' is not an option of BUTLERIMP/);
  });
});
