// Scores typed the local way (docs/rules.md §8.1): the seat letters, vulnerability words, strain
// names and the word for a passed-out board that each translated language's travellers use, read
// by SCORE when its options say `notation=<lang>`. The English forms are read in every notation
// but where a director of that country would mean something else by the same letters; a word with
// two readings in a notation (Hungarian K as a strain; E, N as seats and S as a strain, where É, Ny
// and Sz lose their accent or second letter) is refused with both, never read one way silently. What the functions return stays canonical (N E S W, None NS EW
// All, 4HX).
//
// The tables are each language's bundle (src/lang/<lang>/index.ts), the one list: the parsers, the
// #VALUE! messages and docs/rules.md §8.1's table (written from them by scripts/notation-table.js) all read them.
import { inputError, quote } from "../errors";
import type { Cell } from "./cells";
import { LANGUAGES, Language, Message, msg } from "../messages";
import { BUNDLES, type Ambiguity, type LocalNotation, type SeatLetter, type StrainLetter, type VulnerabilityWord } from "../lang";

/** The notations a traveller may be typed in: the add-in's languages. */
export const NOTATIONS = LANGUAGES;
export type Notation = Language;
type Local = Exclude<Notation, "en">;

export type { Ambiguity, SeatLetter, StrainLetter, VulnerabilityWord };

/** A local language's notation tables, from its bundle (src/lang/<lang>/index.ts). */
const local = (notation: Local): LocalNotation => BUNDLES[notation].notation;
const LOCALS = LANGUAGES.filter((l): l is Local => l !== "en");

/** Each notation's vulnerability words as a cell is read: without their spaces (the bundle keeps them for the rules page). */
const VULNERABILITIES = Object.fromEntries(
  LOCALS.map((l) => [l, Object.fromEntries(Object.entries(local(l).vulnerabilities).map(([word, v]) => [word.replace(/\s+/g, ""), v]))]),
) as Record<Local, Readonly<Record<string, VulnerabilityWord>>>;

/** The form a director types, as the tables key it: NFC (a Mac pastes É as E + accent), upper case. */
export function wordKey(text: string): string {
  return text.normalize("NFC").toUpperCase();
}

// Each bundle says where its words come from (docs/glossary.md has the detail, and says where none
// settles a word).

/**
 * The offending side of a weighted score (docs/rules.md §2), as each language names the sides:
 * read in every score cell, whatever the notation, as no name is another language's other side.
 */
export const OFFENDER_NAMES: Readonly<Record<string, { ns: boolean; ew: boolean }>> = Object.fromEntries(
  [{ ns: "NS", ew: "EW" }, ...LOCALS.map((l) => local(l).sides)].flatMap(({ ns, ew }) => [
    [ns, { ns: true, ew: false }],
    [ew, { ns: false, ew: true }],
    [ns + ew, { ns: true, ew: true }],
  ]),
);

/** What to write for a strain letter `notation` does not read, or undefined. */
export function strainHint(key: string, notation: Notation): { value: StrainLetter; write: string } | undefined {
  if (notation === "en" || !Object.prototype.hasOwnProperty.call(local(notation).notRead, key)) return undefined;
  return local(notation).notRead[key];
}

/**
 * What VULNERABILITY and DEALER answer under a notation (docs/rules.md §8.1): the traveller's own
 * short forms (the bundle's seat letters and vulnerability words), each read back by SCORE under the same notation.
 */
/** A seat as a traveller of `notation` writes it. */
export function seatIn(seat: SeatLetter, notation: Notation): string {
  return BUNDLES[notation].seats[seat];
}

/** A vulnerability as a traveller of `notation` writes it. */
export function vulnerabilityIn(vulnerability: VulnerabilityWord, notation: Notation): string {
  return notation === "en" ? vulnerability : local(notation).vulnerabilityWritten[vulnerability];
}

/** What a #VALUE! message lists as the local forms, shortest first. */
export const LOCAL_FORMS: Readonly<Record<Local, LocalNotation["forms"]>> = Object.fromEntries(LOCALS.map((l) => [l, local(l).forms])) as Record<
  Local,
  LocalNotation["forms"]
>;

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
  return lookUp(english, notation === "en" ? undefined : local(notation).seats, key);
}

export function localVulnerability(english: Readonly<Record<string, VulnerabilityWord>>, key: string, notation: Notation): VulnerabilityWord | undefined {
  return lookUp(english, notation === "en" ? undefined : VULNERABILITIES[notation], key);
}

export function localStrain(
  english: Readonly<Record<string, StrainLetter>>,
  key: string,
  notation: Notation,
): StrainLetter | Ambiguity<StrainLetter> | undefined {
  return lookUp(english, notation === "en" ? undefined : local(notation).strains, key);
}

export function isLocalPass(key: string, notation: Notation): boolean {
  return notation !== "en" && local(notation).pass.includes(key);
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
  const show = (v: unknown): string =>
    isAmbiguity(v as string | Ambiguity<string>) ? (v as Ambiguity<string>).ambiguous.map((r) => r.value).join("|") : String(v);
  for (const notation of LOCALS) {
    const { seats, strains, pass } = local(notation);
    for (const [word, v] of Object.entries(seats)) rows.push({ notation, field: "seat", word, reading: show(v) });
    for (const [word, v] of Object.entries(VULNERABILITIES[notation])) rows.push({ notation, field: "vulnerability", word, reading: show(v) });
    for (const [word, v] of Object.entries(strains)) rows.push({ notation, field: "strain", word, reading: show(v) });
    for (const word of pass) rows.push({ notation, field: "pass", word, reading: "PASS" });
  }
  return rows;
}

/** The pass words of `languages`' own notations (§8.1: PAS, PASSZ), read in every score cell as a passed-out board (§2). */
export function localPassWords(languages: readonly Notation[] = NOTATIONS): string[] {
  return languages.flatMap((l) => (l === "en" ? [] : local(l).pass));
}

/** The not-played words of `languages`' travellers (NG, NOPLAY), read in every score cell as NP (§2). */
export function localNotPlayedWords(languages: readonly Notation[] = NOTATIONS): string[] {
  return languages.flatMap((l) => (l === "en" ? [] : local(l).np));
}

/** The words `languages`' directors write for an entry the notation spells otherwise (each bundle's entryWords, §2). */
export function entryPhrases(languages: readonly Notation[] = NOTATIONS): string[] {
  return languages.flatMap((l) => {
    const { passedOut, notPlayed, average } = BUNDLES[l].entryWords;
    return [...passedOut, ...notPlayed, ...average];
  });
}
