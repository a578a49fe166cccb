// docs/rules.md §11: an exported USEBIO or PBN file, imported again, gives back the same entry on
// every line, the same figures (the import's check finds no line and no pair total that
// disagrees) and the same pair results — for every fixture of test/fixtures/import/ and for a
// session with every kind of adjusted score, at matchpoints, Butler and cross-IMPs, under WBF and
// DBf rules.
import * as fs from "fs";
import * as path from "path";
import { checkResults, checkTotals, importResults, ImportedResults } from "../../src/formats/import";
import { ENTRY_COLUMN, exportSession, ExportLine, ExportScoring, ExportSession, scoreSession } from "../../src/formats/export";
import { everyKindSession, NAMES } from "../helpers/exportSession";
import { formatEntry } from "../../src/entries/entryText";
import { parseEntryText } from "../../src/entries/notation";
import { renderMessage } from "../../src/messages";

const FIXTURES = path.join(__dirname, "..", "fixtures", "import");

/** An entry as the notation writes it, so `PASS` and `0`, `A+/A+` and `A+` compare equal. */
const canonical = (entry: string): string => (entry === "" ? "" : formatEntry(parseEntryText(entry)));

function linesOf(results: ImportedResults): ExportLine[] {
  return results.rows.map((r) => ({
    section: [r.session, r.section].filter(Boolean).join(" / "),
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

const SCORING: Record<string, ExportScoring> = { matchpoints: "matchpoints", butler: "butler", crossimps: "crossimp", unknown: "matchpoints" };

/** Exports, imports the file again and checks it: what the round trip must keep. */
function roundTrip(session: ExportSession, format: "usebio" | "pbn", profile = "") {
  const file = exportSession(session, format);
  const back = importResults(new TextEncoder().encode(file.text));
  const report = checkResults(back, profile);
  const totals = checkTotals(back, report);
  return { file, back, report, totals };
}

function expectSameLines(session: ExportSession, back: ImportedResults): void {
  // The file lists each section's boards in order; compare line by line as sets per board.
  const key = (l: { section: string; board: string; ns: string; ew: string }) => `${l.section}|${l.board}|${l.ns}|${l.ew}`;
  const ours = new Map(session.lines.map((l) => [key(l), canonical(l.entry === null ? "" : String(l.entry))]));
  const theirs = new Map(back.rows.map((r) => [key({ ...r, section: [r.session, r.section].filter(Boolean).join(" / ") }), canonical(r.entry)]));
  expect(theirs).toEqual(ours);
  expect(back.rows.filter((r) => r.problem !== null && /Entry/.test(r.problem)).map((r) => r.problem)).toEqual([]);
}

describe("docs/rules.md §11 round trip of every fixture of test/fixtures/import/", () => {
  const fixtures = fs.readdirSync(FIXTURES).filter((f) => /\.(pbn|xml)$/i.test(f));
  it("has fixtures to try", () => expect(fixtures.length).toBeGreaterThanOrEqual(3));
  describe.each(fixtures)("%s", (name) => {
    const original = importResults(new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))));
    const session: ExportSession = {
      event: original.event,
      date: "2026-03-05",
      scoring: SCORING[original.scoring],
      options: "",
      language: "en",
      lines: linesOf(original),
    };
    it.each(["usebio", "pbn"] as const)("as %s: same entries, every figure ok, every pair result agrees", (format) => {
      const { back, report, totals } = roundTrip(session, format);
      expectSameLines(session, back);
      // Contracts, declarers and tricks come back too.
      expect(back.rows.map((r) => [r.contract, r.declarer, r.tricks])).toEqual(session.lines.map((l) => [l.contract, l.declarer, l.tricks]));
      expect(report.compared).toBeGreaterThan(0);
      expect(report.lines.filter((l) => l.agrees === false).map((l) => `${l.row.board} ${l.row.ns}-${l.row.ew}`)).toEqual([]);
      expect(totals).not.toBeNull();
      expect(totals!.compared).toBeGreaterThan(0);
      expect(totals!.disagreements).toBe(0);
    });
  });
});

describe("docs/rules.md §11 round trip of a session with every kind of adjusted score", () => {
  const cases: [ExportScoring, string, "usebio" | "pbn"][] = [];
  for (const scoring of ["matchpoints", "butler", "crossimp"] as ExportScoring[])
    for (const profile of ["wbf", "dbf"]) for (const format of ["usebio", "pbn"] as const) cases.push([scoring, profile, format]);

  it.each(cases)("%s under %s as %s: same entries, every figure ok, every pair result agrees", (scoring, profile, format) => {
    const session = everyKindSession(scoring, profile);
    const { file, back, report, totals } = roundTrip(session, format, profile);
    expectSameLines(session, back);
    expect(report.compared).toBeGreaterThan(20);
    expect(report.lines.filter((l) => l.agrees === false).map((l) => `${l.row.board} ${l.row.ns}-${l.row.ew} ${l.row.entry}`)).toEqual([]);
    expect(totals!.compared).toBe(16);
    expect(totals!.disagreements).toBe(0);
    // The names, whole, in the file read back.
    for (const n of NAMES) expect(back.totals.map((t) => t.names)).toContain(n);
    // What the format cannot say is listed, line by line, and the line is not left out.
    expect(file.warnings.length).toBeGreaterThan(0);
    expect(file.warnings.map((w) => renderMessage(w)).join("\n")).toMatch(
      format === "usebio" ? /USEBIO cannot say 40% 110 \+ 60% -100 !NS; written as -100/ : /PBN cannot say 40% 110 \+ 60% -100 !NS; written as - \/ 100/,
    );
  });

  it("a file edited in another program is read from its standard fields: an Entry that no longer fits is not taken", () => {
    const session = everyKindSession("matchpoints", "wbf");
    const pbn = exportSession(session, "pbn").text.replace(/^(5 15 .*)"A\+" {2}"A-"/m, '$1 "A"  "A-"');
    expect(pbn).toContain(ENTRY_COLUMN);
    const back = importResults(new TextEncoder().encode(pbn));
    const row = back.rows.find((r) => r.board === "1" && r.ns === "5")!;
    expect(row.entry).toBe("A/A-");
    expect(row.problem).toMatch(/Entry A\+\/A- ~1 does not fit its score/);
    const xml = exportSession(session, "usebio").text.replace(/(Entry: 40% 110 [^]*?<SCORE>)-100(<\/SCORE>)/, "$1110$2");
    const fromXml = importResults(xml).rows.find((r) => r.board === "2" && r.ns === "6")!;
    expect(fromXml.entry).toBe("110");
    expect(fromXml.problem).toMatch(/Entry 40% 110 \+ 60% -100 !NS does not fit/);
  });

  it("the files' figures are the functions' own: RANKING's totals and the lines' matchpoints", () => {
    const scored = scoreSession(everyKindSession("matchpoints", "wbf"));
    const xml = exportSession(everyKindSession("matchpoints", "wbf"), "usebio").text;
    const pair1 = scored.sections[0].fileRanking.fields[0].pairs.find((p) => p.pair.label === 1)!;
    expect(xml).toContain(`<PAIR_NUMBER>1</PAIR_NUMBER>\n        <TOTAL_SCORE>${Number(pair1.score.valueOf()).toFixed(2)}</TOTAL_SCORE>`);
  });
});
