// Scoring programs' files (docs/rules.md §10, §11): reading PBN, USEBIO and CSV into traveller
// rows (import/) and writing a results page, USEBIO and PBN (export/), side by side. What the
// core's front door (src/index.ts) offers.
export {
  CARRIED_COLUMNS,
  ExportError,
  asNotPlayed,
  badEntries,
  escapeHtml,
  exportSession,
  exportSessionInSteps,
  fileName,
  linesFromCsv,
  pairNames,
  splitOptions,
  writeSession,
} from "./export";
export type { ExportFormat, ExportLine, ExportResult, ExportScoring, PairNames } from "./export";
export {
  ImportFileError,
  carriedHeader,
  carriedValues,
  checkCsv,
  checkResults,
  checkTotals,
  extraColumns,
  importResults,
  isMitchell,
  scoringFunction,
  tolerance,
  travellerCsv,
} from "./import";
export type { CheckReport, ImportedResults, TotalsReport } from "./import";
