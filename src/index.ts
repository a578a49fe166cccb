// The scoring core's public surface: pure functions over plain data, usable from Node
// (docs/development.md: `require("./build/core")`). Each worksheet function's scorer and the pipeline under
// it (parse entries -> score boards -> aggregate sessions); helpers shared inside the core are
// imported from their own modules, not from here.
export { BridgeInputError, ErrorCell } from "./errors";
export { Fraction, toNumber } from "./exact";
export { parseEntry, parseEntryPair, parseEntryText } from "./entries/notation";
export type { Cell } from "./entries/cells";
export type { Entry, Side, WeightedTerm } from "./entries/entry";
export { AVERAGE_PERCENT } from "./entries/entry";
export { parseOptions, defaultOptions } from "./options";
export type { Options } from "./options";
export { readTravellers, scoreEachBoard } from "./entries/traveller";
export { isCellError } from "./entries/cells";
export type { CellError } from "./entries/cells";
export type { RowOutcome, Traveller } from "./entries/traveller";
export { scoreBoard, scoreMatchpoints } from "./matchpoints/matchpoints";
export { neubergCells } from "./matchpoints/neubergCells";
export { weightedScore, weightedTerms } from "./entries/weighted";
export type { OutputValue, BoardScore, RowScore, SideScore } from "./matchpoints/matchpoints";
export { declarerScore, isPossibleScore, possibleScores } from "./entries/contract";
export { scoreButler, scoreDatums, butlerBoard, boardDatum } from "./imps/butler";
export type { ButlerBoardScore, ImpRowScore, ImpSideScore, ImpOutput } from "./imps/butler";
export { scoreCrossImps, crossImpBoard } from "./imps/crossimps";
export type { CrossImpBoardScore } from "./imps/crossimps";
export { rankSession, rankingTable, scoreRanking } from "./ranking/ranking";
export { CellInputError } from "./entries/cells";
export type { PairResult, SessionRanking } from "./ranking/ranking";
export type { TableCell } from "./ranking/results";
export { multiteamSession, multiteamTable, scoreMultiteam } from "./multiteam/multiteam";
export type { MatchResult, MultiteamPair, MultiteamRanking } from "./multiteam/multiteam";
export { rankSeries, seriesTable, scoreSeries } from "./ranking/series";
export type { SeriesResult } from "./ranking/series";
// What addin/ uses of the core, through this one door (eslint no-restricted-imports).
export { cellLocation, cellMessage, isBlank } from "./entries/cells";
export { dealerCells, scoreCells, vulnerabilityCells } from "./entries/contract";
export { decimalText, formatEntry, signedScore, weightsTotal } from "./entries/entryText";
export type { AverageToken, Offenders, ResultEntry } from "./entries/entry";
export { HUNDRED } from "./exact";
export { CARRIED_COLUMNS, ExportError, asNotPlayed, badEntries, escapeHtml, exportSession, exportSessionInSteps, writeSession, fileName, linesFromCsv, pairNames, splitOptions } from "./formats/export";
export type { ExportFormat, ExportLine, ExportResult, ExportScoring, PairNames } from "./formats/export";
export { scoreButlerAsNumbers, scoreCrossImpsAsNumbers, scoreDatumsAsNumbers } from "./imps/fastimps";
export { scoreMultiteamAsNumbers } from "./multiteam/fastmultiteam";
export { neubergAsNumbers } from "./matchpoints/fastneuberg";
export { scoreMatchpointsAsNumbers } from "./matchpoints/fastMatchpoints";
export { scoreRankingAsNumbers } from "./ranking/fastranking";
export { LANGUAGES, LANGUAGE_FACTS, renderer } from "./i18n";
export type { Catalogue, Language, ParamsOf } from "./i18n";
export { ImportFileError, carriedHeader, carriedValues, checkCsv, extraColumns, checkResults, checkTotals, importResults, isMitchell, scoringFunction, tolerance, travellerCsv } from "./formats/import";
export type { CheckReport, ImportedResults, TotalsReport } from "./formats/import";
export { impsCells } from "./imps/imps";
export { msg, renderMessage } from "./messages";
export type { Message } from "./messages";
export { MAX_HOWELL_TABLES, MIN_HOWELL_TABLES, MIN_MITCHELL_TABLES, arrowSwitchRounds, arrowSwitched, howell, mitchell, phantomSeat, realPairs, shortenedHowellRounds, skipMitchell, tableCards, travellerLines, withSitOut } from "./movement";
export { MOVEMENT_CHOICES, buildMovement, movementsFor, offers } from "./movement";
export type { CardLine, Movement, MovementChoice, MovementKind, TableCard, TableRound, TravellerLine } from "./movement";
export { BOARD_KEYS, PROFILES, PROFILE_NAMES, SCORE_KEYS, isProfile } from "./options";
export type { Profile } from "./options";
export { vpCells } from "./imps/vp";
