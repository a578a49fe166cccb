// Importing a scoring program's results file (docs/rules.md §10): bytes in, traveller rows out.
import { decodeBytes, looksLikeUtf16 } from "./charset";
import { seatedLine } from "./check";
import { ImportedResults, ImportFileError, problemOf } from "./model";
import { readFields } from "../../ranking/seating";
import { parsePbn } from "./pbn";
import { parseUsebio } from "./usebio";
import { msg } from "../../messages";

export { checkResults, checkTotals, isMitchell, scoringFunction, tolerance } from "./check";
export type { CheckReport, TotalsReport } from "./check";
export { carriedHeader, carriedValues, checkCsv, extraColumns, travellerCsv } from "./csv";
export { decodeBytes } from "./charset";
export { ImportFileError } from "./model";
export type { ImportedResults } from "./model";
export { parsePbn } from "./pbn";
export { parseUsebio } from "./usebio";

/**
 * Reads a results file, PBN or USEBIO, told apart by content (an XML file starts with `<`). A file
 * that is neither is told what it is not (docs/rules.md §10): UTF-16 without a byte-order mark,
 * binary data, JSON, or text without a PBN tag.
 */
export function importResults(input: Uint8Array | string): ImportedResults {
  if (typeof input !== "string") {
    if (looksLikeUtf16(input)) throw new ImportFileError(msg("import.utf16NoBom"));
    if (!isUtf16WithMark(input) && input.subarray(0, 8192).includes(0)) throw new ImportFileError(msg("import.binary"));
  }
  const { text, encoding } = typeof input === "string" ? { text: input.replace(/^\uFEFF/, ""), encoding: "UTF-8" } : decodeBytes(input);
  const start = text.trimStart();
  if (start === "") throw new ImportFileError(msg("import.empty"));
  if (start.startsWith("<")) return withMovementNotes(parseUsebio(text, encoding));
  if ((start.startsWith("{") || start.startsWith("[")) && isJson(start)) throw new ImportFileError(msg("import.json"));
  return withMovementNotes(parsePbn(text, encoding));
}

/**
 * A line that makes a one-field session look like a Mitchell (a pair on both sides of a board) is
 * noted, not followed: one typo never turns a Howell into two rankings (docs/rules.md §6, §10).
 */
function withMovementNotes(results: ImportedResults): ImportedResults {
  for (const { index, pair } of readFields(results.rows.map(seatedLine)).against) {
    const row = results.rows[index];
    if (row.problem !== null) continue;
    Object.assign(row, problemOf(msg("movement.bothSides", { pair, board: row.board })));
  }
  return results;
}

function isUtf16WithMark(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/** JSON (ACBLscore's export) rather than PBN, whose tags and { comments } start the same way. */
function isJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}
