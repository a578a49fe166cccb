// The scoring core's public surface: pure functions over plain data, usable from Node
// (docs/development.md: `require("./build/core/src")`). Each worksheet function's scorer and the pipeline under
// it (parse entries -> score boards -> aggregate sessions); helpers shared inside the core are
// imported from their own modules, not from here.
// One family per folder, each folder's index saying what it offers here; addin/ and scripts/ use
// the core through this one door (eslint no-restricted-imports).
export * from "./entries";
export * from "./matchpoints";
export * from "./imps";
export * from "./ranking";
export * from "./multiteam";
export * from "./formats";
export { BridgeInputError, ErrorCell } from "./errors";
export { Fraction, HUNDRED, toNumber } from "./exact";
export { parseOptions, defaultOptions } from "./options";
export type { Options } from "./options";
export { PROFILES, PROFILE_NAMES, isProfile } from "./options";
export { BOARD_FUNCTIONS, WORKSHEET_FUNCTIONS, boardFunction, exportScoring, optionKeys, optionsOf, rankingOnly, rankingScoring } from "./worksheetFunctions";
export type { BoardFunction, OptionsFunction } from "./worksheetFunctions";
export type { Profile } from "./options";
export { LANGUAGES, LANGUAGE_FACTS, renderer } from "./i18n";
export type { Catalogue, Language, ParamsOf } from "./i18n";
export { msg, renderMessage } from "./messages";
export { BUNDLES, byLanguage } from "./lang";
export type { BaseBundle, EnglishPane, LocalBundle, LocalLanguage, RankingKind, SheetWords, TitledColumn } from "./lang";
export type { Message } from "./messages";
export {
  MAX_HOWELL_TABLES,
  MIN_HOWELL_TABLES,
  MIN_MITCHELL_TABLES,
  arrowSwitchRounds,
  arrowSwitched,
  howell,
  mitchell,
  phantomSeat,
  realPairs,
  shortenedHowellRounds,
  skipMitchell,
  tableCards,
  travellerLines,
  withSitOut,
} from "./movement";
export { MOVEMENT_CHOICES, buildMovement, movementsFor, offers } from "./movement";
export type { CardLine, Movement, MovementChoice, MovementKind, TableCard, TableRound, TravellerLine } from "./movement";
