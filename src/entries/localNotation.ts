// Scores typed the local way (docs/rules.md §8.1): the seat letters, vulnerability words, strain
// names and the word for a passed-out board that Danish, Dutch and Hungarian travellers use, read
// by SCORE when its options say `notation=da|nl|hu`. The English forms are read in every notation
// but where a director of that country would mean something else by the same letters; a word with
// two readings in a notation (Hungarian K as a strain; E, N as seats and S as a strain, where É, Ny
// and Sz lose their accent or second letter) is refused with both, never read one way silently. What the functions return stays canonical (N E S W, None NS EW
// All, 4HX).
//
// The tables are the one list: the parsers, the #VALUE! messages and docs/rules.md §8.1 (checked
// by test/entries/local-notation.test.ts) all read them.
import { inputError, quote } from "../errors";
import type { Cell } from "./cells";
import { LANGUAGES, Language, Message, msg } from "../messages";

/** The notations a traveller may be typed in: the add-in's languages. */
export const NOTATIONS = LANGUAGES;
export type Notation = Language;
type Local = Exclude<Notation, "en">;

export type SeatLetter = "N" | "E" | "S" | "W";
export type VulnerabilityWord = "None" | "NS" | "EW" | "All";
export type StrainLetter = "C" | "D" | "H" | "S" | "N";

/** A word with two readings in one notation: both, and what to write for each instead. */
export interface Ambiguity<T> {
  ambiguous: readonly [{ value: T; write: string }, { value: T; write: string }];
}

type Table<T> = Readonly<Record<string, T | Ambiguity<T>>>;

/** The form a director types, as the tables key it: NFC (a Mac pastes É as E + accent), upper case. */
export function wordKey(text: string): string {
  return text.normalize("NFC").toUpperCase();
}

// Sources (docs/glossary.md has the detail, and says where none settles a word):
// Danish: Love for Turneringsbridge 2017 (DBf), § 2 names the hands Nord, Øst, Syd, Vest and the
// vulnerabilities Ingen, Nord-Syd, Øst-Vest, Alle; § 1 abbreviates the suits with the international
// letters (spar S, hjerter H, ruder D, klør C), so those stay the letters; § 30 says "pas"; no
// trump is "ut" (uden trumf), as LKU-4 writes "3ut".
// Dutch: Noord, Oost, Zuid, West and the suits klaveren, ruiten, harten, schoppen, sans atout (SA)
// as Dutch travellers write them (club usage; no document in the project prints the letters).
// Hungarian: Észak, Kelet, Dél, Nyugat (É, K, D, Ny), treff, káró, kőr, pikk, szan (SZ), "passz"
// (club usage). Káró and kőr both begin with K, so K alone is refused as a strain. E (É typed without
// its accent, or English East), N (English North, or Ny cut short) and the strain S (English spades,
// or Sz cut short) are refused under hu: docs/rules.md §8.1.

const SEATS: Readonly<Record<Local, Table<SeatLetter>>> = {
  da: { N: "N", NORD: "N", Ø: "E", ØST: "E", S: "S", SYD: "S", V: "W", VEST: "W" },
  nl: { N: "N", NOORD: "N", O: "E", OOST: "E", Z: "S", ZUID: "S", W: "W", WEST: "W" },
  hu: {
    É: "N", ÉSZAK: "N", K: "E", KELET: "E", D: "S", DÉL: "S", NY: "W", NYUGAT: "W",
    E: { ambiguous: [{ value: "N", write: "É" }, { value: "E", write: "K" }] },
    N: { ambiguous: [{ value: "N", write: "É" }, { value: "W", write: "NY" }] },
  },
};

const VULNERABILITIES: Readonly<Record<Local, Readonly<Record<string, VulnerabilityWord>>>> = {
  da: {
    INGEN: "None",
    NS: "NS", "N-S": "NS", "N/S": "NS", "NORD-SYD": "NS",
    ØV: "EW", "Ø-V": "EW", "Ø/V": "EW", "ØST-VEST": "EW",
    ALLE: "All", BEGGE: "All", ALLEIZONEN: "All",
  },
  nl: {
    GEEN: "None", NIEMAND: "None",
    NZ: "NS", "N-Z": "NS", "N/Z": "NS", "NOORD-ZUID": "NS",
    OW: "EW", "O-W": "EW", "O/W": "EW", "OOST-WEST": "EW",
    ALLEN: "All", ALLE: "All", BEIDE: "All", ALLENKWETSBAAR: "All",
  },
  hu: {
    SENKI: "None",
    ÉD: "NS", "É-D": "NS", "É/D": "NS", "ÉSZAK-DÉL": "NS",
    KNY: "EW", "K-NY": "EW", "K/NY": "EW", "KELET-NYUGAT": "EW",
    MIND: "All", MINDENKI: "All",
  },
};

const STRAINS: Readonly<Record<Local, Table<StrainLetter>>> = {
  da: { KLØR: "C", RUDER: "D", HJERTER: "H", SPAR: "S", UT: "N", SANS: "N" },
  nl: { K: "C", KL: "C", KLAVEREN: "C", R: "D", RUITEN: "D", H: "H", HARTEN: "H", S: "S", SCH: "S", SCHOPPEN: "S", SA: "N" },
  hu: {
    T: "C", TREFF: "C",
    KÁRÓ: "D", KŐR: "H",
    K: { ambiguous: [{ value: "D", write: "KÁRÓ" }, { value: "H", write: "KŐR" }] },
    P: "S", PIKK: "S",
    SZ: "N", SZAN: "N",
    S: { ambiguous: [{ value: "S", write: "P" }, { value: "N", write: "SZ" }] },
  },
};

/**
 * The offending side of a weighted score (docs/rules.md §2), as each language names the sides:
 * read in every score cell, whatever the notation, as no name is another language's other side.
 */
export const OFFENDER_NAMES: Readonly<Record<string, { ns: boolean; ew: boolean }>> = {
  NS: { ns: true, ew: false }, EW: { ns: false, ew: true }, NSEW: { ns: true, ew: true },
  ØV: { ns: false, ew: true }, NSØV: { ns: true, ew: true },
  NZ: { ns: true, ew: false }, OW: { ns: false, ew: true }, NZOW: { ns: true, ew: true },
  ÉD: { ns: true, ew: false }, KNY: { ns: false, ew: true }, ÉDKNY: { ns: true, ew: true },
};

/**
 * Strain letters a notation does not read though their meaning is plain, each with what to write
 * instead: DBf writes the suits C D H S and no trump "ut" (docs/rules.md §8.1), not K, R or SA.
 */
const NOT_READ: Readonly<Record<Local, Readonly<Record<string, { value: StrainLetter; write: string }>>>> = {
  da: { K: { value: "C", write: "KLØR" }, R: { value: "D", write: "RUDER" }, SA: { value: "N", write: "UT" } },
  nl: {},
  hu: {},
};

/** What to write for a strain letter `notation` does not read, or undefined. */
export function strainHint(key: string, notation: Notation): { value: StrainLetter; write: string } | undefined {
  if (notation === "en" || !Object.prototype.hasOwnProperty.call(NOT_READ[notation], key)) return undefined;
  return NOT_READ[notation][key];
}

const PASS_WORDS: Readonly<Record<Local, readonly string[]>> = { da: ["PAS"], nl: ["PAS"], hu: ["PASSZ"] };

/**
 * What VULNERABILITY and DEALER answer under a notation (docs/rules.md §8.1): the traveller's own
 * short forms, each read back by SCORE under the same notation.
 */
const WRITTEN: Readonly<Record<Local, { seat: Record<SeatLetter, string>; vulnerability: Record<VulnerabilityWord, string> }>> = {
  da: { seat: { N: "N", E: "Ø", S: "S", W: "V" }, vulnerability: { None: "Ingen", NS: "NS", EW: "ØV", All: "Alle" } },
  nl: { seat: { N: "N", E: "O", S: "Z", W: "W" }, vulnerability: { None: "Geen", NS: "NZ", EW: "OW", All: "Allen" } },
  hu: { seat: { N: "É", E: "K", S: "D", W: "Ny" }, vulnerability: { None: "senki", NS: "ÉD", EW: "KNy", All: "mind" } },
};

/** A seat as a traveller of `notation` writes it. */
export function seatIn(seat: SeatLetter, notation: Notation): string {
  return notation === "en" ? seat : WRITTEN[notation].seat[seat];
}

/** A vulnerability as a traveller of `notation` writes it. */
export function vulnerabilityIn(vulnerability: VulnerabilityWord, notation: Notation): string {
  return notation === "en" ? vulnerability : WRITTEN[notation].vulnerability[vulnerability];
}

/** What a #VALUE! message lists as the local forms, shortest first. */
export const LOCAL_FORMS: Readonly<Record<Local, { seats: string; vulnerabilities: string; strains: string; pass: string }>> = {
  da: { seats: "N, Ø, S, V", vulnerabilities: "Ingen, NS, ØV, Alle", strains: "UT", pass: "PAS" },
  nl: { seats: "N, O, Z, W", vulnerabilities: "Geen, NZ, OW, Allen", strains: "K R H S SA", pass: "PAS" },
  hu: { seats: "É, K, D, Ny", vulnerabilities: "senki, ÉD, KNy, mind", strains: "T KÁRÓ KŐR P SZ", pass: "PASSZ" },
};

export function isAmbiguity<T>(v: T | Ambiguity<T>): v is Ambiguity<T> {
  return typeof v === "object" && v !== null && "ambiguous" in v;
}

/** Refuses `cell`, a word with two readings in `notation`, naming both and what to write for each (`around` frames the word: 4K → 4KÁRÓ). */
export function refuseAmbiguous<T extends SeatLetter | StrainLetter>(
  key: "contract.ambiguousSeat" | "contract.ambiguousStrain",
  cell: Cell,
  notation: Notation,
  { ambiguous: [first, second] }: Ambiguity<T>,
  reading: (value: T) => Message,
  around: (write: string) => string = (w) => w,
): never {
  throw inputError(key, {
    cell: quote(cell),
    notation,
    first: reading(first.value),
    second: reading(second.value),
    firstText: around(first.write),
    secondText: around(second.write),
  });
}

/**
 * The reading of `key` (from wordKey) in `notation`: the local one (which may be an Ambiguity),
 * else the English one; undefined when it is neither. No local word is an English word with
 * another reading: an English letter a director of the country would mean otherwise is in the
 * local table as an Ambiguity (test/entries/local-notation.test.ts tries every short spelling).
 */
function lookUp<T, L>(english: Readonly<Record<string, T>>, local: Readonly<Record<string, L>> | undefined, key: string): T | L | undefined {
  if (local && Object.prototype.hasOwnProperty.call(local, key)) return local[key];
  return Object.prototype.hasOwnProperty.call(english, key) ? english[key] : undefined;
}

export function localSeat(english: Readonly<Record<string, SeatLetter>>, key: string, notation: Notation): SeatLetter | Ambiguity<SeatLetter> | undefined {
  return lookUp(english, notation === "en" ? undefined : SEATS[notation], key);
}

export function localVulnerability(english: Readonly<Record<string, VulnerabilityWord>>, key: string, notation: Notation): VulnerabilityWord | undefined {
  return lookUp(english, notation === "en" ? undefined : VULNERABILITIES[notation], key);
}

export function localStrain(english: Readonly<Record<string, StrainLetter>>, key: string, notation: Notation): StrainLetter | Ambiguity<StrainLetter> | undefined {
  return lookUp(english, notation === "en" ? undefined : STRAINS[notation], key);
}

export function isLocalPass(key: string, notation: Notation): boolean {
  return notation !== "en" && PASS_WORDS[notation].includes(key);
}

const STRAIN_READING = { C: "reading.clubs", D: "reading.diamonds", H: "reading.hearts", S: "reading.spades", N: "reading.notrump" } as const;

/** A strain in the reader's words, for a message that names a reading. */
export function strainReading(strain: StrainLetter): Message {
  return msg(STRAIN_READING[strain]);
}

const SEAT_READING = { N: "reading.north", E: "reading.east", S: "reading.south", W: "reading.west" } as const;

/** A seat in the reader's words, for a message that names a reading. */
export function seatReading(seat: SeatLetter): Message {
  return msg(SEAT_READING[seat]);
}

/** Every table, for the rules document's tables and the tests: [notation, field, word, reading]. */
export function localWords(): { notation: Local; field: "seat" | "vulnerability" | "strain" | "pass"; word: string; reading: string }[] {
  const rows: ReturnType<typeof localWords> = [];
  const show = (v: unknown): string => (isAmbiguity(v as string | Ambiguity<string>) ? (v as Ambiguity<string>).ambiguous.map((r) => r.value).join("|") : String(v));
  for (const notation of Object.keys(SEATS) as Local[]) {
    for (const [word, v] of Object.entries(SEATS[notation])) rows.push({ notation, field: "seat", word, reading: show(v) });
    for (const [word, v] of Object.entries(VULNERABILITIES[notation])) rows.push({ notation, field: "vulnerability", word, reading: show(v) });
    for (const [word, v] of Object.entries(STRAINS[notation])) rows.push({ notation, field: "strain", word, reading: show(v) });
    for (const word of PASS_WORDS[notation]) rows.push({ notation, field: "pass", word, reading: "PASS" });
  }
  return rows;
}
