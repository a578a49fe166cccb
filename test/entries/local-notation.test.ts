// Scores typed the local way (docs/rules.md §8.1): with `notation=da|nl|hu` SCORE reads a
// Danish, Dutch or Hungarian traveller's seat letters, vulnerability words, strain names and word
// for a pass; the English forms keep working in every notation; a word with two readings is
// refused naming both; what the functions write stays canonical. Expected scores are Law 77 values
// written out by hand.
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { StandInError } from "../helpers/customFunctions";
import { score as scoreFunction } from "../../addin/functions/contract";
import { BridgeInputError } from "../../src/errors";
import { PASS, STRAIN_WORDS, parseContract, score } from "../../src/entries/contract";
import { NOTATIONS, Notation, localWords, wordKey } from "../../src/entries/localNotation";
import { renderMessage } from "../../src/messages";
import { parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { SEAT_WORDS, VULNERABILITY_WORDS, parseSeat, parseVulnerability } from "../../src/entries/vulnerability";
import { checkResults, importResults } from "../../src/formats/import";
import { scoreOptionsText } from "../../addin/taskpane/formulaPlan";
import { planImport } from "../../addin/taskpane/importPlan";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageMarkdown } = require("../../scripts/help-pages") as { pageMarkdown: (out: string) => string };

function errorOf(f: () => unknown): BridgeInputError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(BridgeInputError);
    return e as BridgeInputError;
  }
  throw new Error("expected a BridgeInputError");
}

type Local = Exclude<Notation, "en">;
/** The notations besides English, from the one list. */
const LOCALS = NOTATIONS.filter((n): n is Local => n !== "en");
const omitted = null as unknown as undefined;
const invocation = { parameterAddresses: ["Sheet1!D2:D4", "Sheet1!E2:E4", "Sheet1!F2:F4", "Sheet1!A2:A4", ""] } as unknown as CustomFunctions.Invocation;

/** Each language's letters and words: seats, vulnerabilities, and contracts just made by South, none vulnerable. */
const WORDS = {
  da: {
    seats: [
      ["N", "N"],
      ["Ø", "E"],
      ["ø", "E"],
      ["S", "S"],
      ["V", "W"],
      ["Nord", "N"],
      ["øst", "E"],
      ["Syd", "S"],
      ["vest", "W"],
    ],
    vulnerabilities: [
      ["Ingen", "None"],
      ["NS", "NS"],
      ["N-S", "NS"],
      ["Nord-Syd", "NS"],
      ["ØV", "EW"],
      ["Ø-V", "EW"],
      ["ø/v", "EW"],
      ["Øst-Vest", "EW"],
      ["Alle", "All"],
      ["alle", "All"],
    ],
    contracts: [
      ["3UT", 400],
      ["3 ut", 400],
      ["3 sans", 400],
      ["4 spar", 420],
      ["4 hjerter", 420],
      ["5 ruder", 400],
      ["5 klør", 400],
      ["4S", 420],
    ],
    south: "Syd",
    none: "Ingen",
  },
  nl: {
    seats: [
      ["N", "N"],
      ["O", "E"],
      ["Z", "S"],
      ["W", "W"],
      ["noord", "N"],
      ["Oost", "E"],
      ["Zuid", "S"],
      ["West", "W"],
    ],
    vulnerabilities: [
      ["Geen", "None"],
      ["niemand", "None"],
      ["NZ", "NS"],
      ["N-Z", "NS"],
      ["Noord-Zuid", "NS"],
      ["OW", "EW"],
      ["O/W", "EW"],
      ["Oost-West", "EW"],
      ["Allen", "All"],
      ["alle", "All"],
    ],
    contracts: [
      ["3SA", 400],
      ["3 sa", 400],
      ["4S", 420],
      ["4 schoppen", 420],
      ["4H", 420],
      ["4 harten", 420],
      ["5R", 400],
      ["5 ruiten", 400],
      ["5K", 400],
      ["5 klaveren", 400],
    ],
    south: "Z",
    none: "Geen",
  },
  hu: {
    seats: [
      ["É", "N"],
      ["é", "N"],
      ["K", "E"],
      ["D", "S"],
      ["Ny", "W"],
      ["NY", "W"],
      ["ny", "W"],
      ["Észak", "N"],
      ["Kelet", "E"],
      ["Dél", "S"],
      ["Nyugat", "W"],
    ],
    vulnerabilities: [
      ["senki", "None"],
      ["ÉD", "NS"],
      ["É-D", "NS"],
      ["Észak-Dél", "NS"],
      ["KNy", "EW"],
      ["K-Ny", "EW"],
      ["Kelet-Nyugat", "EW"],
      ["mind", "All"],
      ["Mindenki", "All"],
    ],
    contracts: [
      ["3SZ", 400],
      ["3 szan", 400],
      ["4P", 420],
      ["4 pikk", 420],
      ["4 kőr", 420],
      ["4KŐR", 420],
      ["5 káró", 400],
      ["5T", 400],
      ["5 treff", 400],
      ["4H", 420],
      ["5D", 400],
    ],
    south: "D",
    none: "senki",
  },
} as const;

describe.each(["da", "nl", "hu"] as const)("notation=%s: the traveller's own letters and words", (notation) => {
  const words = WORDS[notation];
  it.each(words.seats)("declarer %s is %s", (cell, seat) => {
    expect(parseSeat(cell, notation)).toBe(seat);
  });
  it.each(words.vulnerabilities)("vulnerability %s is %s", (cell, vul) => {
    expect(parseVulnerability(cell, notation)).toBe(vul);
  });
  it.each(words.contracts)("contract %s by South, just made, not vulnerable, scores %d", (contract, expected) => {
    expect(score(contract, words.south, Number(contract[0]) + 6, words.none, { notation })).toBe(expected);
  });
});

describe("Danish (notation=da)", () => {
  it("PAS is a passed-out board", () => {
    expect(parseContract("pas", "da")).toBe(PASS);
    expect(score("PAS", "", "", "", { notation: "da" })).toBe(0);
  });
  it("an East-West declarer's score is shown from North-South's side", () => {
    expect(score("4HX", "Ø", 10, "ØV", { notation: "da" })).toBe(-790);
    expect(score("1UT", "V", 5, "Alle", { notation: "da" })).toBe(200);
  });
});

describe("Dutch (notation=nl)", () => {
  it("doubling stays X and XX after a Dutch strain", () => {
    expect(parseContract("3SAX", "nl")).toEqual({ level: 3, strain: "N", doubling: 1 });
    expect(parseContract("2kxx", "nl")).toEqual({ level: 2, strain: "C", doubling: 2 });
    expect(score("3SAXX", "O", 9, "Allen", { notation: "nl" })).toBe(-1000);
  });
  it("PAS is a passed-out board", () => {
    expect(parseContract("Pas", "nl")).toBe(PASS);
  });
});

describe("Hungarian (notation=hu)", () => {
  it("reads É pasted as E and a combining accent (as a Mac pastes it)", () => {
    expect(parseSeat("E\u0301", "hu")).toBe("N");
    expect(parseVulnerability("E\u0301D", "hu")).toBe("NS");
  });
  it("refuses E, which may be É without its accent or East (test/local-letters.test.ts tries every spelling)", () => {
    expect(() => parseSeat("E", "hu")).toThrow(BridgeInputError);
  });
  it("PASSZ is a passed-out board (and P, PASS as everywhere)", () => {
    expect(parseContract("passz", "hu")).toBe(PASS);
    expect(parseContract("P", "hu")).toBe(PASS);
    expect(parseContract("1P", "hu")).toEqual({ level: 1, strain: "S", doubling: 0 });
  });

  it("refuses K as a strain, naming both readings: káró and kőr", () => {
    const e = errorOf(() => parseContract("4K", "hu"));
    expect(e.message).toBe("'4K' is two contracts with notation=hu: diamonds (♦) or hearts (♥); write 4KÁRÓ or 4KŐR");
    expect(renderMessage(e, "hu")).toBe("'4K' a notation=hu beállítással kétféle felvétel lehet: káró (♦) vagy kőr (♥); írja így: 4KÁRÓ vagy 4KŐR");
    expect(errorOf(() => parseContract("4kx", "hu")).message).toContain("write 4KÁRÓX or 4KŐRX");
    // The same letter is East as a seat: the ambiguity is the strain's only.
    expect(parseSeat("K", "hu")).toBe("E");
  });
  it("SCORE names the contract cell of the ambiguous row and scores the others", async () => {
    const out = await scoreFunction(
      [["4K"], ["4KŐR"], ["3SZ"]],
      [["D"], ["D"], ["É"]],
      [[10], [10], [9]],
      [["senki"], ["senki"], ["mind"]],
      "notation=hu",
      invocation,
    );
    expect(out[0][0]).toBeInstanceOf(StandInError);
    expect((out[0][0] as StandInError).message).toMatch(/^Sheet1!D2: '4K' is two contracts with notation=hu: diamonds \(♦\) or hearts \(♥\)/);
    expect(out.slice(1)).toEqual([[420], [600]]);
  });
});

describe("every notation", () => {
  const seats = Object.keys(SEAT_WORDS);
  const vulnerabilities = Object.keys(VULNERABILITY_WORDS);
  const strains = Object.keys(STRAIN_WORDS);

  /** The English letters a notation refuses because its directors may mean another seat or strain by them. */
  const refused = (notation: Notation, field: string) =>
    localWords()
      .filter((w) => w.notation === notation && w.field === field && w.reading.includes("|"))
      .map((w) => w.word);

  it.each(NOTATIONS)("%s reads every English seat, vulnerability and strain as English does, or refuses it as ambiguous", (notation) => {
    for (const s of seats) {
      if (refused(notation, "seat").includes(s)) expect(() => parseSeat(s, notation)).toThrow(BridgeInputError);
      else expect(parseSeat(s, notation)).toBe(parseSeat(s));
    }
    for (const v of vulnerabilities) expect(parseVulnerability(v, notation)).toBe(parseVulnerability(v));
    for (const s of strains) {
      if (refused(notation, "strain").includes(s)) expect(() => parseContract(`4${s}X`, notation)).toThrow(BridgeInputError);
      else expect(parseContract(`4${s}X`, notation)).toEqual(parseContract(`4${s}X`));
    }
    for (const p of ["PASS", "P", "AP", "All pass"]) expect(parseContract(p, notation)).toBe(PASS);
  });

  it("no local word is an English word with another reading: an English letter means the same everywhere or is refused as ambiguous", () => {
    const english: Record<string, Record<string, string>> = { seat: SEAT_WORDS, vulnerability: VULNERABILITY_WORDS, strain: STRAIN_WORDS };
    const clashes = localWords().filter(
      (w) => w.field !== "pass" && !w.reading.includes("|") && w.word in english[w.field] && english[w.field][w.word] !== w.reading,
    );
    expect(clashes).toEqual([]);
  });

  it("refuses a word with two readings in its notation, and only then: Hungarian K and S as strains, E and N as seats", () => {
    expect(localWords().filter((w) => w.reading.includes("|"))).toEqual([
      { notation: "hu", field: "seat", word: "E", reading: "N|E" },
      { notation: "hu", field: "seat", word: "N", reading: "N|W" },
      { notation: "hu", field: "strain", word: "K", reading: "D|H" },
      { notation: "hu", field: "strain", word: "S", reading: "S|N" },
    ]);
  });

  it("reads a notation's own words only with that notation", () => {
    for (const w of localWords()) {
      for (const other of NOTATIONS) {
        if (other === w.notation || localWords().some((x) => x.notation === other && x.field === w.field && x.word === w.word)) continue;
        const english = { seat: SEAT_WORDS, vulnerability: VULNERABILITY_WORDS, strain: STRAIN_WORDS, pass: {} }[w.field] as Record<string, string>;
        if (w.word in english) continue;
        const read = {
          seat: () => parseSeat(w.word, other),
          vulnerability: () => parseVulnerability(w.word, other),
          strain: () => parseContract(`4${w.word}`, other),
          pass: () => parseContract(w.word, other),
        }[w.field];
        expect(() => read()).toThrow(BridgeInputError);
      }
    }
  });

  it("gives the same score for a line typed the local way as for its English letters (random lines)", () => {
    // Every unambiguous spelling of each notation's tables (its bundle, src/lang/<lang>/index.ts), in
    // upper or lower case: a new language's words are tried without a record here.
    const spellings = (notation: Local, field: "seat" | "vulnerability" | "strain", reading: string): string[] =>
      localWords()
        .filter((w) => w.notation === notation && w.field === field && w.reading === reading)
        .flatMap((w) => [w.word, w.word.toLowerCase()]);
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALS),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom("C", "D", "H", "S", "N"),
        fc.constantFrom("", "X", "XX"),
        fc.constantFrom("N", "E", "S", "W"),
        fc.constantFrom("None", "NS", "EW", "All"),
        fc.integer({ min: 0, max: 13 }),
        fc.nat(),
        (notation, level, strain, doubling, seat, vul, tricks, pick) => {
          const one = (field: "seat" | "vulnerability" | "strain", reading: string): string => {
            const words = spellings(notation, field, reading);
            // Every notation writes every seat, vulnerability and strain some way of its own, or reads the English one.
            return words.length ? words[pick % words.length] : reading;
          };
          const english = score(`${level}${strain}${doubling}`, seat, tricks, vul);
          expect(score(`${level}${one("strain", strain)}${doubling}`, one("seat", seat), tricks, one("vulnerability", vul), { notation })).toBe(english);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("without the option, and its messages", () => {
  it("notation=en (the default) refuses the local words, as before", () => {
    expect(errorOf(() => parseSeat("Ø")).message).toBe("'Ø' is not a declarer; expected N, E, S or W");
    expect(errorOf(() => parseVulnerability("Ingen")).message).toBe(
      "'Ingen' is not a vulnerability; expected None, NS, EW or All (also -, Love, Both) or a board number",
    );
    expect(errorOf(() => parseContract("3SA")).message).toBe("'3SA' is not a contract; expected level 1–7 and a strain C D H S NT, e.g. 4HX or 3NT (or PASS)");
  });

  it("a bad cell under a local notation lists the local forms beside the English ones", () => {
    expect(errorOf(() => parseSeat("X", "da")).message).toBe("'X' is not a declarer; expected N, Ø, S, V or N, E, S, W");
    expect(
      renderMessage(
        errorOf(() => parseSeat("X", "nl")),
        "nl",
      ),
    ).toBe("'X' is geen leider; verwacht N, O, Z, W of N, E, S, W");
    expect(errorOf(() => parseVulnerability("Oost", "nl")).message).toBe(
      "'Oost' is not a vulnerability; expected Geen, NZ, OW, Allen, None, NS, EW or All (also -, Love, Both) or a board number",
    );
    expect(
      renderMessage(
        errorOf(() => parseContract("4Q", "hu")),
        "hu",
      ),
    ).toBe("'4Q' nem felvétel; szint 1–7 és szín kell (T KÁRÓ KŐR P SZ vagy C D H S NT), pl. 4HX vagy 3NT (vagy PASSZ, PASS)");
    expect(
      renderMessage(
        errorOf(() => parseContract("", "da")),
        "da",
      ),
    ).toBe("kontrakten er tom; forventet trin 1–7 og en farve UT eller C D H S NT, fx 4HX eller 3NT (eller PAS, PASS)");
  });

  it("is an option of SCORE only, with the languages as its values", () => {
    expect(parseOptions("notation=HU; result=relative", optionKeys("SCORE"), "SCORE")).toMatchObject({ notation: "hu", result: "relative" });
    expect(parseOptions(null, optionKeys("SCORE"), "SCORE").notation).toBe("en");
    // xx: no ISO 639-1 language code, so no language added later makes it a notation.
    expect(errorOf(() => parseOptions("notation=xx", optionKeys("SCORE"), "SCORE")).message).toBe(
      `option notation=xx is not valid; notation takes ${NOTATIONS.join("|")}`,
    );
    expect(errorOf(() => parseOptions("notation=da", ["profile", "scale"], "MATCHPOINTS")).message).toMatch(/'notation' is not an option of MATCHPOINTS/);
  });

  it("SCORE in Excel reads the option and returns plain scores (what it writes stays canonical)", async () => {
    const out = await scoreFunction(
      [["4 spar"], ["3UT"], ["PAS"]],
      [["Ø"], ["N"], [null]],
      [[10], ["+1"], [null]],
      [["ØV"], [3], [null]],
      "notation=da",
      invocation,
    );
    expect(out).toEqual([[-620], [430], [0]]); // board 3: East-West vulnerable
    const english = await scoreFunction([["4 spar"]], [["Ø"]], [[10]], [["ØV"]], omitted, invocation);
    expect((english[0][0] as StandInError).message).toMatch(/^Sheet1!D2: '4 spar' is not a contract/);
  });
});

describe("docs/rules.md §8.1 (and its translations): the table the build writes from the bundles, read by the code as it says", () => {
  type Field = "seat" | "vulnerability" | "strain" | "pass";
  /** What the notation code must make of the words in each row: read as `reading`, or (the last two rows) refused for two readings. */
  const ROWS: { field: Field; reading: string }[] = [
    ...["N", "E", "S", "W"].map((reading) => ({ field: "seat" as const, reading })),
    ...["None", "NS", "EW", "All"].map((reading) => ({ field: "vulnerability" as const, reading })),
    ...["C", "D", "H", "S", "N"].map((reading) => ({ field: "strain" as const, reading })),
    { field: "pass", reading: "PASS" },
    { field: "strain", reading: "refused" },
    { field: "seat", reading: "refused" },
  ];
  const file = (lang: Notation) => (lang === "en" ? "rules.md" : `rules.${lang}.md`);
  const section = (text: string) => text.slice(text.indexOf("### §8.1"), text.indexOf("\n## §9"));

  /** A built rules page's §8.1 table: its heading cells, and each notation's words row by row (a refused row's words are those before a colon). */
  const table = (lang: Notation): { heading: string[]; words: Record<Local, string[][]> } => {
    const lines = section(pageMarkdown(file(lang).replace(/\.md$/, ".html")))
      .split("\n")
      .filter((l) => l.startsWith("|") && !l.startsWith("|---"));
    expect(lines.length).toBe(ROWS.length + 1);
    const cells = (line: string) =>
      line
        .split("|")
        .slice(2, -1)
        .map((c) => c.trim());
    const words = Object.fromEntries(LOCALS.map((n) => [n, [] as string[][]])) as Record<Local, string[][]>;
    lines.slice(1).forEach((line, r) =>
      cells(line).forEach((cell, i) => {
        const refused = ROWS[r].reading === "refused";
        words[LOCALS[i]].push([...cell.matchAll(refused ? /`([^`]+)`:/g : /`([^`]+)`/g)].map((m) => m[1]));
      }),
    );
    return { heading: cells(lines[0]), words };
  };

  /** What `notation`'s code makes of `word` as a `field`: its reading, or the error. */
  const read = (field: Field, word: string, notation: Local): unknown => {
    try {
      if (field === "seat") return parseSeat(word, notation);
      if (field === "vulnerability") return parseVulnerability(word, notation);
      const contract = parseContract(field === "pass" ? word : `4${word}`, notation);
      return contract === PASS ? PASS : contract.strain;
    } catch (e) {
      return e;
    }
  };

  it.each(NOTATIONS.map(file))("docs/%s writes no table by hand: the build writes it from the bundles ({NOTATIONS})", (name) => {
    const source = section(fs.readFileSync(path.join(__dirname, "..", "..", "docs", name), "utf8"));
    expect(source).toContain("\n{NOTATIONS}\n");
    expect(source.split("\n").filter((l) => l.startsWith("|"))).toEqual([]);
    expect(pageMarkdown(name.replace(/\.md$/, ".html"))).not.toContain("{NOTATIONS}");
  });

  it.each(NOTATIONS)("the %s page has a column for each notation besides English, headed by its code", (lang) => {
    const { heading } = table(lang);
    expect(heading.map((h) => /\(`(\w+)`\)$/.exec(h)?.[1])).toEqual(LOCALS);
  });

  it.each(LOCALS)("notation=%s reads every word of its column as its row says, and refuses those of the refused rows", (notation) => {
    const { words } = table("en");
    ROWS.forEach(({ field, reading }, r) => {
      expect(words[notation][r].length > 0 || reading === "refused").toBe(true);
      for (const word of words[notation][r]) {
        const got = read(field, word, notation);
        if (reading === "refused") expect(got).toBeInstanceOf(BridgeInputError);
        else expect([field, word, got]).toEqual([field, word, reading]);
      }
    });
  });

  it("lists every word of every notation, and no other", () => {
    const { words } = table("en");
    for (const lang of LOCALS) {
      const documented = words[lang].flatMap((row, r) => row.map((w) => `${ROWS[r].field}:${wordKey(w.replace(/\s+/g, ""))}`));
      const code = localWords()
        .filter((w) => w.notation === lang)
        .map((w) => `${w.field}:${w.word}`);
      expect(documented.sort()).toEqual(code.sort());
    }
  });

  it.each(LOCALS)("the %s page prints the same words", (lang) => {
    expect(table(lang).words).toEqual(table("en").words);
  });
});

describe("the pane writes the option where directors type (docs/rules.md §8.1)", () => {
  it("New session's SCORE formulas carry notation=<language>; an import's carry none, its cells being the file's English letters", () => {
    const results = importResults(new Uint8Array(fs.readFileSync(path.join(__dirname, "..", "fixtures", "import", "ruter-pairs.pbn"))));
    const report = checkResults(results, "wbf");
    expect(planImport(results, report, "ruter-pairs.pbn", "wbf").cells[4].slice(3, 8)).toEqual(["4S", "S", 11, "450", "=BRIDGE.SCORE(D5,E5,F5,A5)"]);
    expect(NOTATIONS.map(scoreOptionsText)).toEqual(NOTATIONS.map((n) => (n === "en" ? "" : `notation=${n}`)));
  });

  it("the English letters an import writes may mean something else under hu: E and N as seats, S as a strain", () => {
    for (const [contract, by] of [
      ["4S", "S"],
      ["3NT", "E"],
      ["3NT", "N"],
    ])
      expect(() => score(contract, by, 10, "None", { notation: "hu" })).toThrow(BridgeInputError);
    for (const [contract, by] of [
      ["4S", "E"],
      ["3NT", "N"],
    ])
      expect(() => score(contract, by, 10, "None")).not.toThrow();
  });
});
