// Publishing a session — docs/rules.md §11: how each entry is written in USEBIO and PBN (and what
// is listed because the format cannot say it), the results page (RANKING's table cell for cell,
// each line's figures as the functions give them, words in four languages), names that survive
// every format, and the command line `npm run export`.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import {
  asNotPlayed,
  badEntries,
  entryWords,
  exportSession,
  ExportError,
  ExportSession,
  fileName,
  linesFromCsv,
  pbnScores,
  PAGE_WORDS,
  resultsPage,
  SAME_WORDS,
  scoreSession,
  usebioScore,
} from "../../src/formats/export";
import { importResults } from "../../src/formats/import";
import { LANGUAGES, renderMessage } from "../../src/messages";
import { PROFILE_NAMES } from "../../src/options";
import { parseEntryText } from "../../src/entries/notation";
import { scoreMatchpoints, scoreRanking, toNumber } from "../../src";
import { Fraction } from "../../src/exact";
import { everyKindSession, NAMES } from "../helpers/exportSession";
import { thrownAs } from "../helpers/exact";
import { leftInEnglish, sameAsEnglish } from "../helpers/sameAsEnglish";

const ROOT = path.resolve(__dirname, "..", "..");
const e = (text: string) => parseEntryText(text);

describe("docs/rules.md §11 each entry in USEBIO", () => {
  it.each([
    ["420", "420", true],
    ["-50", "-50", true],
    ["NP", "NP", true],
    ["A+/A-", "A6040", true],
    ["A", "A5050", true],
    ["A+", "A6060", true],
    ["70%/30%", "A7030", true],
    ["60%/40%", "A6040", false], // read back as A+/A-, tied to the session
    ["55.5%/A", "A5650", false],
    ["450/-480", "450", false],
    ["A+/450", "A6040", false],
    ["40% 920 + 60% -50", "-50", false],
    ["420 @2", "420", false],
    ["A+/A- ~1", "A6040", false],
  ])("%s → SCORE %s (exact: %s)", (entry, score, exact) => {
    expect(usebioScore(e(entry))).toEqual({ score, exact });
  });
  it("no result: no SCORE, and not exact (the import would read NP)", () => expect(usebioScore(null)).toEqual({ score: null, exact: false }));
});

describe("docs/rules.md §11 each entry in PBN", () => {
  it.each([
    ["420", "420", null, true],
    ["-420", null, "420", true],
    ["0", "0", null, true],
    ["NP", "NP", "NP", true],
    ["A+/A-", "A+", "A-", true],
    ["60%/40%", "60%", "40%", true],
    ["55.5%/A", "55.5%", "A", true],
    ["650/-100", "650", "100", true],
    ["A+/450", "A+", "-450", true],
    ["40% 920 + 60% -50", null, "50", false],
    ["920/40% 920 + 60% -50", "920", "50", false],
    ["420 @2", "420", null, false],
  ])("%s → Score_NS %s, Score_EW %s (exact: %s)", (entry, ns, ew, exact) => {
    expect(pbnScores(e(entry))).toEqual({ ns, ew, exact });
  });
});

describe("docs/rules.md §11 adjusted entries in words on the results page", () => {
  const at = { board: "2", contract: "4H", declarer: "S" };
  it.each([
    ["A+/A-", "en", "A+/A\u2212"],
    ["60%/40%", "en", "60\u00a0%/40\u00a0%"],
    ["55.5%/A", "da", "55,5\u00a0%/A"],
    ["40% 620 + 60% -100", "en", "weighted: 40\u00a0% of 4\u2665= NS +620, 60\u00a0% of 4\u2665\u22121 NS \u2212100"],
    ["40% 620 + 60% -100 !NS", "nl", "gewogen: 40\u00a0% van 4\u2665= NS +620, 60\u00a0% van 4\u2665\u22121 NS \u2212100 (overtredende partij NZ)"],
    ["450/-480", "en", "split: NS +450, EW \u2212480"],
    ["NP", "hu", "le nem játszott"],
    ["420 @2", "en", "+420 (group 2)"],
  ])("%s in %s: %s", (entry, lang, words) => {
    expect(entryWords(e(entry), lang as "en", at)).toBe(words);
  });
});

describe("the results page's words", () => {
  const keys = Object.keys(PAGE_WORDS.en).sort();
  it.each(LANGUAGES)("%s has every word, with the English placeholders, and translates all but the symbols", (lang) => {
    expect(Object.keys(PAGE_WORDS[lang]).sort()).toEqual(keys);
    const holes = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const k of keys)
      expect(`${k}: ${holes(PAGE_WORDS[lang][k as keyof typeof PAGE_WORDS.en])}`).toBe(`${k}: ${holes(PAGE_WORDS.en[k as keyof typeof PAGE_WORDS.en])}`);
    if (lang !== "en")
      expect(
        keys
          .filter(
            (k) =>
              PAGE_WORDS[lang][k as "pass"] === PAGE_WORDS.en[k as "pass"] && !SAME_WORDS.has(k as "pass") && !sameAsEnglish(lang, PAGE_WORDS.en[k as "pass"]),
          )
          .map((k) => leftInEnglish(lang, k, PAGE_WORDS.en[k as "pass"])),
      ).toEqual([]);
  });
});

describe("docs/rules.md §11 the results page", () => {
  const session = everyKindSession("matchpoints", "wbf");
  const scored = scoreSession(session);
  const html = resultsPage(scored);

  it("is one self-contained file: no script, no link, nothing fetched, UTF-8 declared", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|url\(|@import|\bsrc=|https?:/i);
    expect(html).toMatch(/@page \{ size: A4; margin: 12mm; \}/);
  });

  it("ranks as RANKING ranks: its table, cell for cell (ranks, pairs, boards, score, max, %); a pair that missed boards has its Score scaled to all 4 (§11 Published totals)", () => {
    const lines = session.lines;
    const table = scoreRanking(
      lines.map((l) => [l.board]),
      lines.map((l) => [l.ns]),
      lines.map((l) => [l.ew]),
      lines.map((l) => [l.entry]),
      "profile=wbf",
    );
    const rows = [
      ...html.matchAll(
        /<tr><td class="num">([^<]*)<\/td><th scope="row" class="num">([^<]*)<\/th><td class="names">[^<]*<\/td><td class="num">([^<]*)<\/td><td class="num">([^<]*)<\/td><td class="num">([^<]*)<\/td><td class="num">([^<]*)<\/td><\/tr>/g,
      ),
    ].map((m) => m.slice(1));
    const shown = (v: unknown) => (typeof v === "object" && v !== null ? toNumber(v as Parameters<typeof toNumber>[0]).toFixed(2) : String(v));
    // WBF / EBU (Compscore): a pair on 3 of the 4 boards is printed at its Score × 4/3, marked †.
    const published = (r: (typeof table)[number]) => (r[2] === 4 ? shown(r[3]) : `${shown((r[3] as Fraction).mul(4).div(r[2] as number))}\u00a0\u2020`);
    expect(rows).toEqual(table.slice(1).map((r) => [String(r[0]), String(r[1]), String(r[2]), published(r), String(r[4]), shown(r[5])]));
    expect(rows.filter((r) => r[3].endsWith("\u2020")).length).toBeGreaterThan(0);
    expect(html).toContain("\u2020 Scaled to all 4 boards, as the pair played fewer; the % is the pair&#39;s own.");
    // Shared ranks show as RANKING shows them.
    expect(rows.some((r) => r[0].startsWith("="))).toBe(true);
  });

  it("prints each line's matchpoints and % as MATCHPOINTS gives them", () => {
    const board1 = session.lines.filter((l) => l.board === "1");
    const mp = scoreMatchpoints(
      board1.map((l) => [l.entry]),
      undefined,
      "profile=wbf",
    ) as unknown[][];
    const pct = scoreMatchpoints(
      board1.map((l) => [l.entry]),
      undefined,
      "profile=wbf; scale=pct",
    ) as unknown[][];
    const table = /<table class="traveller" id="s0-board-0">([^]*?)<\/table>/.exec(html)![1];
    const cells = [...table.matchAll(/<tr><th scope="row"[^]*?<\/tr>/g)].map((m) =>
      [...m[0].matchAll(/<td class="num">([^<]*)<\/td>/g)].map((c) => c[1]).slice(1),
    );
    const fmt = (v: unknown) => (typeof v === "string" ? v : toNumber(v as Parameters<typeof toNumber>[0]).toFixed(2));
    expect(cells).toEqual(board1.map((_, i) => [fmt(mp[i][0]), fmt(mp[i][1]), fmt(pct[i][0]), fmt(pct[i][1])]));
  });

  it("writes adjusted entries in words, and a score card per pair with a running total that ends at RANKING's total", () => {
    expect(html).toContain("A+/A\u2212 (linked 1)");
    expect(html).toContain("weighted: 40\u00a0% of 2\u2660= NS +110, 60\u00a0% of 2\u2660\u22121 NS \u2212100 (offending side NS)");
    const cards = [...html.matchAll(/<table class="card"/g)];
    expect(cards.length).toBe(16);
    expect(html).toContain("Running total");
  });

  it("shows a passed-out board as passed however the line says so — the contract cell or a pass word in the score cell — as PBN and USEBIO write it (§2, §11)", () => {
    const line = (ns: string, entry: string | number, contract: string): ExportSession["lines"][number] => ({
      section: "",
      board: "1",
      ns,
      ew: String(Number(ns) + 10),
      entry,
      contract,
      declarer: "",
      tricks: null,
      where: `line ${ns}`,
    });
    const passed = {
      event: "Club",
      date: "",
      scoring: "matchpoints" as const,
      options: "",
      language: "en" as const,
      lines: [line("1", "pas", ""), line("2", "PASSZ", ""), line("3", 0, "PASS"), line("4", 50, "")],
    };
    const rows = [
      ...resultsPage(scoreSession(passed)).matchAll(
        /<tr><th scope="row" class="num">(\d)<\/th><td class="num">\d+<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>/g,
      ),
    ].map((m) => m.slice(1));
    expect(rows).toEqual([
      ["1", "Pass", "", "", "passed out"],
      ["2", "Pass", "", "", "passed out"],
      ["3", "Pass", "", "", "passed out"],
      ["4", "", "", "", "+50"],
    ]);
    const pbnText = exportSession(passed, "pbn").text.split("\r\n");
    const table = pbnText.findIndex((l) => l.startsWith("[ScoreTable"));
    const pbnRows = pbnText.slice(table + 1, table + 5);
    expect(pbnRows.map((l) => l.split(/ +/)[2])).toEqual(["Pass", "Pass", "Pass", "-"]);
    const usebio = exportSession(passed, "usebio").text;
    expect(usebio.match(/<CONTRACT>PASS<\/CONTRACT>/g)).toHaveLength(3);
  });

  it("speaks the session's language, numbers in its format", () => {
    const da = resultsPage(scoreSession({ ...session, language: "da" }));
    expect(da).toContain('<html lang="da">');
    expect(da).toContain("Resultatliste");
    expect(da).toMatch(/<td class="num">\d+,\d\d<\/td>/);
    expect(da).toContain("5. marts 2026");
    const hu = resultsPage(scoreSession({ ...session, language: "hu" }));
    expect(hu).toContain("Rangsor");
    expect(hu).toContain("2026. március 5.");
  });

  it("lists the lines the director chose to export as not played", () => {
    const lines = [...session.lines];
    lines[1] = { ...lines[1], entry: "42O" };
    const bad = badEntries(lines);
    expect(bad.map((b) => renderMessage(b.message))).toEqual([expect.stringMatching(/^row 3, board 1, 2–12: '42O' is not a score/)]);
    expect(thrownAs(() => scoreSession({ ...session, lines }), ExportError).message).toMatch(/row 3, board 1, 2–12: '42O'/);
    const page = resultsPage(
      scoreSession({
        ...session,
        lines: asNotPlayed(
          lines,
          bad.map((b) => b.index),
        ),
      }),
    );
    expect(page).toContain("Exported as not played (the entry could not be read): row 3 1: 2\u201312 &#39;42O&#39;.");
  });
});

describe('docs/rules.md §11 names with &, <, " and letters beyond Latin survive every format', () => {
  const session: ExportSession = everyKindSession("matchpoints", "wbf");
  it("the results page escapes them", () => {
    // The expected text is written out, never made by escapeHtml: the function under test.
    const html = exportSession({ ...session, names: (session.names ?? []).map((n, i) => (i === 1 ? { ...n, names: "'t Hoen & O'Brien" } : n)) }, "html").text;
    expect(html).toContain("Ødegård &amp; Łukasz &lt;Ż&gt; &quot;Ω&quot;");
    expect(html).toContain("&#39;t Hoen &amp; O&#39;Brien");
    expect(html).not.toContain("O'Brien");
    expect(html).not.toContain("<Ż>");
    expect(html).toContain("<title>Every kind &amp; &lt;all&gt; &quot;sorts&quot; — Ærø</title>");
  });
  it("USEBIO is well-formed UTF-8 XML and gives them back", () => {
    const xml = exportSession(session, "usebio").text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ processEntities: true }).parse(xml);
    expect(doc.USEBIO.EVENT.EVENT_DESCRIPTION).toBe(session.event);
    const names = importResults(new TextEncoder().encode(xml)).totals.map((t) => t.names);
    for (const n of NAMES) expect(names).toContain(n);
  });
  it('PBN escapes " and \\ in strings, is UTF-8 with a byte-order mark, and gives them back', () => {
    const pbn = exportSession({ ...session, names: [{ section: "", direction: "ns", pair: "1", names: 'Back\\slash "quoted"' }] }, "pbn").text;
    expect(pbn.charCodeAt(0)).toBe(0xfeff);
    expect(pbn).toContain('"Back\\\\slash \\"quoted\\""');
    expect(pbn).toContain('[Event "Every kind & <all> \\"sorts\\" — Ærø"]');
    const back = importResults(new TextEncoder().encode(pbn));
    expect(back.event).toBe(session.event);
    expect(back.totals.map((t) => t.names)).toContain('Back\\slash "quoted"');
  });
});

describe("docs/rules.md §11 PBN in the export format another program reads whole", () => {
  const MANDATORY = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
  ];
  /** The games of a PBN file: each game's tag names in order (a table's lines are not tags). */
  const games = (pbn: string): string[][] =>
    pbn
      .replace(/^\uFEFF/, "")
      .split("\r\n\r\n")
      .slice(1)
      .map((game) =>
        game
          .split("\r\n")
          .filter((l) => l.startsWith("["))
          .map((l) => /^\[(\w+) /.exec(l)![1]),
      );

  it("every game has the fifteen mandatory tags in their order, then the supplemental ones sorted by name", () => {
    const s = everyKindSession("matchpoints", "wbf");
    const pbn = exportSession({ ...s, lines: s.lines.map((l) => ({ ...l, section: l.board === "1" ? "A" : "B" })) }, "pbn").text;
    const all = games(pbn);
    expect(all.length).toBeGreaterThan(2);
    for (const tags of all) {
      expect(tags.slice(0, 15)).toEqual(MANDATORY);
      const rest = tags.slice(15);
      expect(rest).toEqual([...rest].sort());
      expect(new Set(tags).size).toBe(tags.length);
    }
    // Unknown is "?", not applying to a board of many tables is "": PBN §3.4.
    expect(pbn).toContain('[Site "?"]');
    expect(pbn).toContain('[Deal "?"]');
    expect(pbn).toContain('[West ""]');
    expect(pbn).toContain('[Contract ""]');
    expect(pbn).toContain('[Date "2026.03.05"]');
    expect(exportSession({ ...s, date: "" }, "pbn").text).toContain('[Date "????.??.??"]');
  });

  it("a shared rank is a number on each line, never '=1'; a name with a line break stays one line and reads back", () => {
    const s = everyKindSession("matchpoints", "wbf");
    // Two pairs with the same results share a rank: board 1 only, each pair's line mirrored.
    const tied: ExportSession = {
      ...s,
      lines: [
        { section: "", board: "1", ns: "1", ew: "2", entry: "420", contract: "", declarer: "", tricks: null, where: "row 2" },
        { section: "", board: "1", ns: "3", ew: "4", entry: "420", contract: "", declarer: "", tricks: null, where: "row 3" },
      ],
      names: [{ section: "", direction: "ns", pair: "1", names: 'Ann Lee\r\nBo "B" Berg' }],
    };
    const pbn = exportSession(tied, "pbn").text;
    const total = pbn.slice(pbn.indexOf("[TotalScoreTable"));
    expect(total).not.toMatch(/=\d/);
    expect(pbn).toContain('"Ann Lee Bo \\"B\\" Berg"');
    const back = importResults(new TextEncoder().encode(pbn));
    expect(back.totals.find((t) => t.pair === "1")?.names).toBe('Ann Lee Bo "B" Berg');
  });
});

describe("docs/rules.md §11 USEBIO and PBN structure", () => {
  it("USEBIO: Compscore's element names, totals, percentages and places; Mitchell pairs with their direction", () => {
    const xml = exportSession(everyKindSession("butler", "wbf"), "usebio").text;
    expect(xml).toContain('<EVENT EVENT_TYPE="BUTLER_PAIRS">');
    expect(xml).toMatch(/<NS_BUTLER_POINTS>-?\d+\.\d\d<\/NS_BUTLER_POINTS>/);
    expect(xml).not.toContain("<PERCENTAGE>");
    const mp = exportSession(everyKindSession("matchpoints", "wbf"), "usebio").text;
    expect(mp).toMatch(
      /<PAIR>\s*<PAIR_NUMBER>\d+<\/PAIR_NUMBER>\s*<TOTAL_SCORE>[\d.]+<\/TOTAL_SCORE>\s*<PERCENTAGE>[\d.]+<\/PERCENTAGE>\s*<PLACE>=?\d+<\/PLACE>/,
    );
    expect(exportSession(everyKindSession("crossimp", "wbf"), "usebio").text).toContain("<NS_CROSS_IMP_POINTS>");
  });
  it("PBN: a ScoreTable per board with the European columns, a TotalScoreTable, and sections as [Section] tags", () => {
    const s = everyKindSession("matchpoints", "wbf");
    const two = { ...s, lines: [...s.lines, ...s.lines.map((l) => ({ ...l, section: "B" }))].map((l) => (l.section === "" ? { ...l, section: "A" } : l)) };
    const pbn = exportSession(two, "pbn").text;
    expect(pbn).toMatch(
      /\[ScoreTable "PairId_NS\\\d+R;PairId_EW\\\d+R;Contract\\\d+L;Declarer\\\d+L;Result\\\d+R;Score_NS\\\d+R;Score_EW\\\d+R;MP_NS\\\d+R;MP_EW\\\d+R/,
    );
    expect(pbn).toContain('[TotalScoreTable "Section\\');
    expect(pbn).toContain('[Section "B"]');
    const back = importResults(new TextEncoder().encode(pbn));
    expect(new Set(back.rows.map((r) => r.section))).toEqual(new Set(["A", "B"]));
    // Each section's board is its own traveller, as exported.
    expect(new Set(back.rows.map((r) => r.group)).size).toBe(8);
  });
  it("a file name from the event", () => {
    expect(fileName('Club: "Tuesday" 5/3', "usebio")).toBe("Club Tuesday 5 3.xml");
    expect(fileName("", "html")).toBe("results.html");
  });
});

describe("npm run export (scripts/export.js)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-export-"));
  const run = (...args: string[]) => spawnSync(process.execPath, [path.join(ROOT, "scripts", "export.js"), ...args], { cwd: ROOT, encoding: "utf8" });
  const csv = (name: string, text: string) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, text);
    return f;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["html", /^<!doctype html>/],
    ["usebio", /^<\?xml version="1.0" encoding="UTF-8"\?>/],
    ["pbn", /^\uFEFF% PBN 2\.1/],
  ])("--format=%s writes the file to stdout from the CSV `npm run import` prints", (format, start) => {
    const imported = spawnSync(process.execPath, [path.join(ROOT, "scripts", "import.js"), path.join(ROOT, "test", "fixtures", "import", "magic-butler.pbn")], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const file = csv("magic.csv", imported.stdout);
    const out = run(file, `--format=${format}`, "--scoring=butler", "--event=Butler & Co", "--profile=wbf");
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(start);
    expect(out.stdout).toContain(format === "pbn" ? '[Event "Butler & Co"]' : "Butler &amp; Co");
    // The line without a result is listed.
    expect(out.stderr).toMatch(format === "html" ? /^$/ : /board 2, 9–19: no result/);
  });

  it.each([
    [["--format=html"], /^no file given/],
    [["x.csv", "--format=doc"], /^--format=doc: expected one of html, usebio, pbn$/],
    [["x.csv", "--format=html", "--scoring=vp"], /^--scoring=vp/],
    [["x.csv", "--format=html", "--profile=xyz"], new RegExp(`^--profile=xyz: expected one of ${PROFILE_NAMES.join(", ")}$`)],
    [["missing.csv", "--format=html"], /^cannot read missing.csv/],
  ])("bad arguments %j: one line, exit 2, no stack trace", (args, message) => {
    const out = run(...args);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(out.stderr.trimEnd()).toMatch(message);
  });

  it.each([
    ["no Score column", "Board,NS,EW\n1,1,2\n", /no Score column/],
    ["a bad entry", "Board,NS,EW,Score\n1,1,11,420\n1,2,12,42O\n", /line 3, board 1, 2–12: '42O' is not a score/],
    ["a pair twice on a board", "Board,NS,EW,Score\n1,1,11,420\n1,1,12,450\n", /board 1.*pair 1/],
    ["a blank board", "Board,NS,EW,Score\n,1,11,420\n", /Board is blank/],
  ])("bad input (%s): one line naming it, exit 2", (_, text, message) => {
    const out = run(csv("bad.csv", text), "--format=usebio");
    expect(out.status).toBe(2);
    expect(out.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).not.toMatch(/\bat .*\.(js|ts):\d+/);
  });

  it("reads Section and names columns", () => {
    const { lines, names } = linesFromCsv([
      ["Section", "Board", "NS", "EW", "Score", "NS names"],
      ["A", "1", "1", "11", "420", "Ann & Bo"],
    ]);
    expect(lines[0]).toMatchObject({ section: "A", board: "1", entry: "420", where: "line 2" });
    expect(names).toEqual([{ section: "A", direction: "ns", pair: "1", names: "Ann & Bo" }]);
  });
});

// A page of 100 000 rows must be built in a time dominated by start-up (docs/performance.md): the
// work per row is fixed, whatever the number of pairs. Counted, not timed: a timer lies on a busy machine.
describe("docs/rules.md §11 the results page's cost grows with the rows, not rows × pairs", () => {
  /** A Mitchell of `tables` tables on 4 boards, every line an ordinary score. */
  function mitchell(tables: number): ExportSession {
    const lines = [];
    for (let b = 1; b <= 4; b++)
      for (let t = 1; t <= tables; t++)
        lines.push({
          section: "",
          board: String(b),
          ns: String(t),
          ew: String(tables + t),
          entry: String([420, 450, -50, 140][(b + t) % 4]),
          contract: "",
          declarer: "",
          tricks: null,
          where: `row ${lines.length + 2}`,
        });
    return { event: "", date: "", scoring: "matchpoints", options: "", language: "da", lines };
  }

  it("reads each line's pair ids a fixed number of times, and makes one number formatter per number of decimals", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object, so its export can be spied on
    const seating = require("../../src/ranking/seating") as typeof import("../../src/ranking/seating");
    const costs = [20, 200].map((tables) => {
      const scored = scoreSession(mitchell(tables));
      const pairIds = jest.spyOn(seating, "pairId");
      const formatters = jest.spyOn(Intl, "NumberFormat");
      try {
        expect(resultsPage(scored)).toContain("<table");
        return { lines: tables * 4, pairIds: pairIds.mock.calls.length, formatters: formatters.mock.calls.length };
      } finally {
        pairIds.mockRestore();
        formatters.mockRestore();
      }
    });
    // Ten times the pairs and lines: at most ten times the pair-id reads (a card per pair that scanned
    // every line would read a hundred times as many).
    expect(costs[1].pairIds / costs[1].lines).toBeLessThanOrEqual((costs[0].pairIds / costs[0].lines) * 1.2);
    expect(costs[1].pairIds).toBeLessThan(costs[1].lines * 10);
    for (const c of costs) expect(c.formatters).toBeLessThanOrEqual(3);
  });
});
