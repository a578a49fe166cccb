// docs/rules.md §8.1 (Decisions): under a local notation no short spelling is read with a meaning
// the country's directors would not intend. Every one- and two-letter spelling of a seat, a
// vulnerability and a strain is tried in each notation; what a director of that country might
// mean by it is the English reading, the local one, and the reading of each local word it is a
// keyboard's version of (the accents dropped: E for É, O for Ø; in Hungarian a two-letter letter
// cut to its first: N for Ny, S for Sz). A spelling with one meaning is read with it or refused;
// one with two is refused, naming both.
import { BridgeInputError } from "../../src/errors";
import { parseContract, STRAIN_WORDS } from "../../src/entries/contract";
import { NOTATIONS, Notation, isAmbiguity, localWords, seatReading, strainReading } from "../../src/entries/localNotation";
import { BUNDLES, type SeatLetter, type StrainLetter } from "../../src/lang";
import { renderMessage } from "../../src/messages";
import { SEAT_WORDS, VULNERABILITY_WORDS, parseSeat, parseVulnerability } from "../../src/entries/vulnerability";
import { thrownAs } from "../helpers/exact";

type Local = Exclude<Notation, "en">;
const LOCALS = NOTATIONS.filter((n): n is Local => n !== "en");
type Field = "seat" | "vulnerability" | "strain";

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", ..."ÆØÅ", ..."ÁÉÍÓÖŐÚÜŰ"];
const SPELLINGS = [...LETTERS, ...LETTERS.flatMap((a) => LETTERS.map((b) => a + b))];
const ENGLISH: Record<Field, Readonly<Record<string, string>>> = { seat: SEAT_WORDS, vulnerability: VULNERABILITY_WORDS, strain: STRAIN_WORDS };
/** Two letters a notation writes for one (its bundle's words), and the letter they are cut short to. */
const DIGRAPHS: Partial<Record<Local, [string, string][]>> = {
  hu: [
    ["NY", "N"],
    ["SZ", "S"],
  ],
};

/** A local word as a director without the accents, or in a hurry, types it. */
function keyboard(word: string, notation: Local): string[] {
  const bare = word.normalize("NFD").replace(/\p{M}/gu, "").replace(/Ø/g, "O").replace(/Æ/g, "AE");
  const forms = [bare];
  for (const [digraph, first] of DIGRAPHS[notation] ?? []) if (bare.startsWith(digraph)) forms.push(first + bare.slice(digraph.length));
  return forms;
}

/** Every meaning a director of `notation` may give `spelling` as a `field`. */
function intents(spelling: string, field: Field, notation: Local): Set<string> {
  // A strain and its doubling: 4CX is clubs doubled in every notation.
  if (field === "strain" && spelling.length > 1 && spelling.endsWith("X"))
    return new Set([...intents(spelling.slice(0, -1), field, notation)].map((s) => s + "X"));
  const out = new Set<string>();
  if (spelling in ENGLISH[field]) out.add(ENGLISH[field][spelling]);
  for (const w of localWords()) {
    if (w.notation !== notation || w.field !== field || w.reading.includes("|")) continue;
    if (w.word === spelling || keyboard(w.word, notation).includes(spelling)) out.add(w.reading);
  }
  return out;
}

function read(field: Field, spelling: string, notation: Local): string | BridgeInputError {
  try {
    if (field === "seat") return parseSeat(spelling, notation);
    if (field === "vulnerability") return parseVulnerability(spelling, notation);
    const bid = parseContract(`4${spelling}`, notation);
    return bid === "PASS" ? "PASS" : bid.strain + "X".repeat(bid.doubling);
  } catch (e) {
    expect(e).toBeInstanceOf(BridgeInputError);
    return e as BridgeInputError;
  }
}

/**
 * How a refusal names a reading in `notation`'s language: the name its bundle's messages give a
 * seat or a strain (Észak, treff), without the letter or symbol after it.
 */
function nameOf(reading: string, notation: Local): string {
  const [field, letter] = reading.split(":");
  const message = field === "seat" ? seatReading(letter as SeatLetter) : strainReading(letter as StrainLetter);
  return renderMessage(message, notation).replace(/\s*\([^)]*\)$/, "");
}

describe.each(LOCALS)("notation=%s: the names a refusal gives its readings (docs/rules.md §8.1)", (notation) => {
  it.each(["N", "E", "S", "W"] as const)("seat %s is named in the language, with the bundle's seat letter", (seat) => {
    const named = renderMessage(seatReading(seat), notation);
    expect(named).toBe(`${nameOf(`seat:${seat}`, notation)} (${BUNDLES[notation].seats[seat]})`);
    expect(nameOf(`seat:${seat}`, notation)).not.toBe("");
  });
});

describe.each(LOCALS)("notation=%s: every one- and two-letter spelling", (notation) => {
  it.each(["seat", "vulnerability", "strain"] as const)("a %s is read as its directors mean it, or refused", (field) => {
    const misread: string[] = [];
    const unrefused: string[] = [];
    for (const spelling of SPELLINGS) {
      const meant = intents(spelling, field, notation);
      const got = read(field, spelling, notation);
      if (meant.size > 1) {
        if (!(got instanceof BridgeInputError)) unrefused.push(`${spelling}→${got} (meant ${[...meant].join(" or ")})`);
        else {
          // The refusal names both readings, in the reader's language.
          const text = renderMessage(got, notation);
          for (const m of meant)
            if (!text.includes(nameOf(`${field}:${m.replace("X", "")}`, notation))) unrefused.push(`${spelling}: "${text}" does not name ${m}`);
        }
      } else if (!(got instanceof BridgeInputError) && got !== "PASS" && !meant.has(got)) misread.push(`${spelling}→${got}`);
    }
    expect(misread).toEqual([]);
    expect(unrefused).toEqual([]);
  });
});

describe("the letters refused under hu name both readings (docs/rules.md §8.1)", () => {
  const error = (f: () => unknown): BridgeInputError => thrownAs(f, BridgeInputError);
  it("E: É without its accent, or East", () => {
    const e = error(() => parseSeat("E", "hu"));
    expect(e.message).toBe("'E' is two seats with notation=hu: North (N) or East (E); write É or K");
    expect(renderMessage(e, "hu")).toBe("'E' a notation=hu beállítással kétféle égtáj lehet: Észak (É) vagy Kelet (K); írja így: É vagy K");
  });
  it("N: North, or Ny cut short", () => {
    expect(
      renderMessage(
        error(() => parseSeat("n", "hu")),
        "hu",
      ),
    ).toBe("'n' a notation=hu beállítással kétféle égtáj lehet: Észak (É) vagy Nyugat (Ny); írja így: É vagy NY");
  });
  it("S as a strain: spades, or Sz cut short; S as a seat stays South", () => {
    expect(error(() => parseContract("4S", "hu")).message).toBe("'4S' is two contracts with notation=hu: spades (♠) or no trump (NT); write 4P or 4SZ");
    expect(parseSeat("S", "hu")).toBe("S");
  });
  it("the issue's case: 4P by E, 10 tricks, none vulnerable is refused, not −420", () => {
    expect(() => parseSeat("E", "hu")).toThrow(BridgeInputError);
    expect(parseSeat("É", "hu")).toBe("N");
  });
  // Which words are ambiguous is pinned once, in local-notation.test.ts ("refuses a word with two
  // readings in its notation, and only then"); here every one of them, in any notation, is refused.
  it("every ambiguous word of any notation is refused, as a seat or as a strain", () => {
    const ambiguous = localWords().filter((w) => w.reading.includes("|"));
    expect(ambiguous.length).toBeGreaterThan(0);
    for (const w of ambiguous) {
      const read = () => (w.field === "seat" ? parseSeat(w.word, w.notation as Notation) : parseContract(`4${w.word}`, w.notation as Notation));
      expect(read).toThrow(BridgeInputError);
    }
    expect(isAmbiguity({ ambiguous: [] })).toBe(true);
  });
});
