// Hostile and foreign files given to the import (docs/rules.md §10): every file ends in
// a clean import or in one line naming what is wrong (exit 2 on the command line, the same message
// in the pane) — never in a stack trace. The fuzz test goes through importResults, the entry the
// command line and the pane both call, and on to what each does with an import (the CSV, the check
// of lines and of totals).
import { spawnSync } from "child_process";
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { checkResults, checkTotals, decodeBytes, ImportFileError, importResults, travellerCsv } from "../../src/formats/import";
import { readTag } from "../../src/formats/import/pbn";
import { XML_LIMITS } from "../../src/formats/import/usebio";
import { renderMessage } from "../../src/messages";
import { importFailure } from "../../addin/taskpane/import";
import { thrownAs } from "../helpers/exact";

const FIXTURES = path.join(__dirname, "..", "fixtures", "import");
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
const FIXTURE_NAMES = ["ruter-pairs.pbn", "magic-butler.pbn", "compscore-pairs.xml"];
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));
const importError = (input: Uint8Array | string) => thrownAs(() => importResults(input), ImportFileError);

/** A USEBIO file with `depth` elements nested inside its EVENT. */
const nested = (depth: number, name = "X") => `<?xml version="1.0"?><USEBIO><EVENT>${`<${name}>`.repeat(depth)}1${`</${name}>`.repeat(depth)}</EVENT></USEBIO>`;

describe("docs/rules.md §10 a hostile file is refused with a named message", () => {
  test("§10 1 000+ nested elements: the depth limit, by name and number", () => {
    const e = importError(utf8(nested(1200)));
    expect(e.key).toBe("import.xmlTooDeep");
    expect(e.message).toBe(`the XML nests elements more than ${XML_LIMITS.depth} deep; a USEBIO file needs fewer than ten levels`);
    // Within the limit the nesting is only unknown elements, passed over: the file has no results.
    expect(importError(utf8(nested(50))).message).toBe("USEBIO/EVENT: no TRAVELLER_LINE in any BOARD: the file holds no results");
  });

  test("§10 a PBN tag value of 10 MB is read without recursion: the file is what its tags say", () => {
    const big = "x".repeat(10 * 1024 * 1024);
    const text = `[Event "${big}"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 420\n3 4 450\n`;
    const r = importResults(utf8(text));
    expect(r.event).toHaveLength(big.length);
    expect(r.rows.map((x) => x.entry)).toEqual(["420", "450"]);
    // A value with escapes and spaces, megabytes long, as the tag reader sees it.
    const escaped = '\\"a b\\\\ '.repeat(500_000);
    expect(readTag(`[Event "${escaped}"]`)).toEqual({ name: "Event", value: escaped });
    // And a 10 MB value that never closes is a line that is no tag, shown shortened.
    expect(importError(utf8(`[Event "${big}\n`)).message).toBe(`line 1: '[Event "${"x".repeat(52)}…' is not a PBN tag [Name "value"]`);
  });

  test("§10 a DOCTYPE entity over 10 000 characters is named with its size and the limit", () => {
    const e = importError(utf8(`<?xml version="1.0"?><!DOCTYPE USEBIO [<!ENTITY big "${"y".repeat(12_000)}">]><USEBIO>&big;</USEBIO>`));
    expect(e.key).toBe("import.xmlEntityTooLarge");
    expect(e.message).toBe("the DOCTYPE defines the entity 'big' of 12000 characters; an entity of more than 10000 is not read");
  });

  test("§10 an external entity is refused before anything is read", () => {
    const e = importError(utf8(`<?xml version="1.0"?><!DOCTYPE USEBIO [<!ENTITY x SYSTEM "file:///etc/passwd">]><USEBIO><EVENT>&x;</EVENT></USEBIO>`));
    expect(e.key).toBe("import.xmlExternalEntity");
    expect(e.message).not.toMatch(/root:/);
  });

  test("§10 the parser's other limits and refusals each have their name", () => {
    const entities = Array.from({ length: XML_LIMITS.entities + 1 }, (_, i) => `<!ENTITY e${i} "x">`).join("");
    expect(importError(utf8(`<!DOCTYPE USEBIO [${entities}]><USEBIO/>`)).key).toBe("import.xmlTooManyEntities");
    const expanding = `<!DOCTYPE USEBIO [<!ENTITY a "${"x".repeat(9000)}">]><USEBIO><EVENT>${"&a;".repeat(20)}</EVENT></USEBIO>`;
    expect(importError(utf8(expanding)).key).toBe("import.xmlExpansionTooLarge");
    expect(importError(utf8(`<!DOCTYPE USEBIO [<!ENTITY % p "x">]><USEBIO/>`)).key).toBe("import.xmlParameterEntity");
    const proto = importError(utf8("<USEBIO><__proto__>1</__proto__></USEBIO>"));
    expect([proto.key, proto.message]).toEqual(["import.xmlReservedName", "the name '__proto__' is refused as the name of an element or attribute"]);
    // A DOCTYPE that names its DTD, as USEBIO files do, is no entity and reads as before.
    expect(importResults(fixture("compscore-pairs.xml")).rows.length).toBeGreaterThan(0);
  });

  test("§10 every new message is translated: the pane says it in the director's language", () => {
    const e = importError(utf8(nested(1200)));
    expect(importFailure(e, "x.xml", "da")).toContain(`mere end ${XML_LIMITS.depth} niveauer`);
    expect(importFailure(e, "x.xml", "nl")).toContain(`meer dan ${XML_LIMITS.depth} niveaus`);
    expect(importFailure(e, "x.xml", "hu")).toContain(`${XML_LIMITS.depth} szintnél`);
    expect(renderMessage(e, "en")).toBe(e.message);
  });
});

describe("docs/rules.md §10 a file that is neither PBN nor USEBIO says what it is not", () => {
  test("§10 ACBLscore's JSON", () => {
    expect(importError(utf8(JSON.stringify({ event: { name: "Club game", boards: [{ number: 1 }] } }))).key).toBe("import.json");
    expect(importError(utf8("[1, 2, 3]")).key).toBe("import.json");
    // PBN starts with [ and { too: a tag or a comment is not JSON.
    expect(importError(utf8('{ comment }\n[Event "x"]\n')).key).toBe("import.noScoreTable");
  });

  test("§10 any other text", () => {
    const e = importError(utf8("Dear director,\nplease find the results attached.\n"));
    expect(e.message).toBe('not a PBN or USEBIO file: it has no PBN tag ([Event "…"]) and is not XML');
  });

  test("§10 binary data (a workbook is a ZIP archive)", () => {
    expect(importError(Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0])).key).toBe("import.binary");
  });

  test("§10 UTF-16 with a byte-order mark is read, both byte orders; without one it is named", () => {
    const xml = fs.readFileSync(path.join(FIXTURES, "compscore-pairs.xml"), "latin1");
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, "utf16le")]);
    const be = Buffer.from(le).swap16();
    const expected = importResults(fixture("compscore-pairs.xml")).rows;
    for (const [bytes, encoding] of [
      [le, "UTF-16LE"],
      [be, "UTF-16BE"],
    ] as const) {
      const r = importResults(new Uint8Array(bytes));
      expect(r.encoding).toBe(encoding);
      expect(r.rows).toEqual(expected);
    }
    const pbn = fs.readFileSync(path.join(FIXTURES, "ruter-pairs.pbn"), "latin1");
    const pbnLe = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(pbn, "utf16le")]);
    expect(importResults(new Uint8Array(pbnLe)).rows).toEqual(importResults(fixture("ruter-pairs.pbn")).rows);
    expect(decodeBytes(Uint8Array.from([0xfe, 0xff, 0x00, 0x53, 0x00, 0xf6]))).toEqual({ text: "Sö", encoding: "UTF-16BE" });
    const e = importError(new Uint8Array(Buffer.from(pbn, "utf16le")));
    expect(e.message).toBe("the file is UTF-16 without a byte-order mark; save it as UTF-8 or Windows-1252");
  });
});

describe("docs/rules.md §10 the check scores what the file holds, whatever its board names", () => {
  test("§10 a lone board named without a digit above board 1 is a board, not a column title (§2)", () => {
    // Found by the fuzz test: the check handed the file's board names to MATCHPOINTS, which took
    // a name without a digit over numbered boards for a misaligned title.
    const line = (ns: number, ew: number, score: number) =>
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
    const board = (number: string, lines: string) => `<BOARD><BOARD_NUMBER>${number}</BOARD_NUMBER>${lines}</BOARD>`;
    const xml = `<USEBIO><EVENT>${board("xx", line(1, 2, 420))}${board("1", line(1, 2, 420) + line(3, 4, 450))}</EVENT></USEBIO>`;
    expect(importLikeTheCommandLine(utf8(xml))).toBe("imported");
    expect(checkResults(importResults(xml)).lines.map((l) => l.ours)).toEqual([
      { ns: 0, ew: 0 },
      { ns: 0, ew: 2 },
      { ns: 2, ew: 0 },
    ]);
  });
});

describe("docs/rules.md §10 command line: a hostile file exits 2 with one line and no stack trace", () => {
  const script = path.join(__dirname, "..", "..", "scripts", "import.js");
  const dir = path.join(__dirname, "..", "..", "test-output", "hostile");
  const cases: [string, string | Buffer, RegExp][] = [
    ["nested.xml", nested(1200), /nests elements more than 100 deep/],
    ["big-tag.pbn", `[Event "${"x".repeat(10 * 1024 * 1024)}"]\n`, /no \[ScoreTable\] in the file/],
    ["big-entity.xml", `<!DOCTYPE USEBIO [<!ENTITY big "${"y".repeat(12_000)}">]><USEBIO>&big;</USEBIO>`, /entity 'big' of 12000 characters/],
    ["external.xml", `<!DOCTYPE USEBIO [<!ENTITY x SYSTEM "file:///etc/passwd">]><USEBIO>&x;</USEBIO>`, /external entity/],
    ["acbl.json", JSON.stringify({ boards: [] }), /but JSON/],
  ];

  test.each(cases)("§10 %s", (name, content, message) => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    const run = spawnSync(process.execPath, [script, file], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trimEnd().split("\n")).toEqual([expect.stringMatching(message)]);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

// ---------------------------------------------------------------------------------------------
// The fuzz test: truncated, nested, oversized and mangled files. Seeded by test/helpers/setup.ts
// (FC_SEED replays a failure); sizes are bounded so that the whole property runs in seconds.

/** What the command line and the pane do with a file: import it, then write and check it. */
function importLikeTheCommandLine(bytes: Uint8Array): "imported" | "refused" {
  let results;
  try {
    results = importResults(bytes);
  } catch (e) {
    if (!(e instanceof ImportFileError)) throw e;
    // One line, in words: what the command line prints and the pane shows.
    expect(e.message).toMatch(/^[^\n\r]+$/);
    expect(e.message.length).toBeLessThan(400);
    return "refused";
  }
  travellerCsv(results);
  const report = checkResults(results);
  checkTotals(results, report);
  return "imported";
}

const FIXTURE_TEXTS = FIXTURE_NAMES.map((name) => fs.readFileSync(path.join(FIXTURES, name), "latin1"));

/** Text to fill oversized values with: the characters every reader treats specially, and letters. */
const filler = fc.constantFrom(...'x "\\<>&;[]{}%-#^\t0123456789@/+'.split(""));
const oversized = (max: number) => fc.tuple(filler, filler, fc.integer({ min: 1, max })).map(([a, b, n]) => (a + b).repeat(n));

const hostileFile: fc.Arbitrary<Uint8Array> = fc.oneof(
  // A fixture cut anywhere, in bytes (a download that stopped).
  fc.tuple(fc.constantFrom(...FIXTURE_NAMES), fc.double({ min: 0, max: 1, noNaN: true })).map(([name, at]) => {
    const bytes = fixture(name);
    return bytes.subarray(0, Math.floor(at * bytes.length));
  }),
  // A fixture with a piece cut out, or a piece of itself pasted somewhere.
  fc.tuple(fc.constantFrom(...FIXTURE_TEXTS), fc.nat(), fc.nat(), fc.nat()).map(([text, a, b, c]) => {
    const [from, to] = [a % text.length, b % text.length].sort((x, y) => x - y);
    const at = c % text.length;
    return utf8(c % 2 === 0 ? text.slice(0, from) + text.slice(to) : text.slice(0, at) + text.slice(from, to) + text.slice(at));
  }),
  // Elements nested around the limit and far beyond it, anywhere in a USEBIO file.
  fc
    .tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom("X", "BOARD", "SESSION", "SECTION", "TRAVELLER_LINE", "EVENT"))
    .map(([depth, name]) => utf8(nested(depth, name))),
  // An oversized value in every place a PBN file has one.
  fc.tuple(fc.constantFrom(0, 1, 2, 3, 4), oversized(300_000)).map(([where, value]) => {
    const lines = [`[Event "e"]`, `[Board "1"]`, `[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]`, `1 2 4H N 10 420`, `3 4 4H N 9 -50`];
    if (where === 0) lines[0] = `[Event "${value}"]`;
    if (where === 1) lines[1] = `[Board "${value}"]`;
    if (where === 2) lines[2] = `[ScoreTable "PairId_NS;PairId_EW;${value}"]`;
    if (where === 3) lines[3] = `1 2 4H N 10 "${value}"`;
    if (where === 4) lines[4] = `3 4 ${value} N 9 -50`;
    return utf8(lines.join("\n") + "\n");
  }),
  // An oversized value in every place a USEBIO file has one, and entities around their limits.
  fc.tuple(fc.constantFrom(0, 1, 2, 3), oversized(300_000), fc.integer({ min: 1, max: 2 * XML_LIMITS.entitySize })).map(([where, value, size]) => {
    const text = value.replace(/[<&"]/g, "x");
    const line = `<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>${where === 0 ? text : "420"}</SCORE></TRAVELLER_LINE>`;
    const doctype = where === 3 ? `<!DOCTYPE USEBIO [<!ENTITY e "${"y".repeat(size)}">]>` : "";
    const attribute = where === 1 ? ` EVENT_TYPE="${text}"` : "";
    const board = `<BOARD><BOARD_NUMBER>${where === 2 ? text : "1"}</BOARD_NUMBER>${line}</BOARD>`;
    return utf8(`${doctype}<USEBIO><EVENT${attribute}>${board}${where === 3 ? "<X>&e;</X>" : ""}</EVENT></USEBIO>`);
  }),
  // Anything at all.
  fc.uint8Array({ maxLength: 2000 }),
);

describe("docs/rules.md §10 fuzz: every file ends in a clean import or a clean message", () => {
  test("§10 truncated, nested, oversized and mangled files never throw anything but a message", () => {
    const seen = { imported: 0, refused: 0 };
    fc.assert(
      fc.property(hostileFile, (bytes) => {
        seen[importLikeTheCommandLine(bytes)]++;
      }),
      { numRuns: 300 },
    );
    // Both ends were reached: the generators make files that import and files that do not.
    expect(seen.imported).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
