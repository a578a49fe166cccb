// Importing a scoring program's results file (docs/rules.md §10): bytes in, traveller rows out.
import { decodeBytes } from "./charset";
import { ImportedResults, ImportFileError } from "./model";
import { parsePbn } from "./pbn";
import { parseUsebio } from "./usebio";
import { msg } from "../messages";

export { checkResults, checkTotals, isMitchell, scoringFunction, tolerance } from "./check";
export type { CheckLine, CheckReport, ScoringFunction, TotalLine, TotalsReport } from "./check";
export { checkCsv, travellerCsv, travellerHeader } from "./csv";
export { decodeBytes } from "./charset";
export { ImportFileError } from "./model";
export type { FileScoring, ImportedResults, PairTotal, TravellerRow } from "./model";
export { parsePbn } from "./pbn";
export { parseUsebio } from "./usebio";

/** Reads a results file, PBN or USEBIO, told apart by content (an XML file starts with `<`). */
export function importResults(input: Uint8Array | string): ImportedResults {
  const { text, encoding } = typeof input === "string" ? { text: input.replace(/^\uFEFF/, ""), encoding: "UTF-8" } : decodeBytes(input);
  const start = text.trimStart();
  if (start === "") throw new ImportFileError(msg("import.empty"));
  if (start.startsWith("<")) return parseUsebio(text, encoding);
  return parsePbn(text, encoding);
}
