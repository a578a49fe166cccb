// The scoring core's public surface: pure functions over plain data, usable from Node.
export { BridgeInputError, ErrorCell } from "./errors";
export { Fraction, toNumber } from "./exact";
export { parseEntry, parseEntryPair, parseEntryText } from "./notation";
export type { Cell } from "./cells";
export type { Entry } from "./entry";
export { parseOptions } from "./options";
export { isCellError } from "./traveller";
export type { CellError, RowOutcome } from "./traveller";
export { scoreMatchpoints } from "./matchpoints";
export type { OutputValue } from "./matchpoints";
export { neubergCells } from "./neubergCells";
export { weightedScore } from "./weighted";
export { scoreButler, scoreDatums, butlerBoard, boardDatum } from "./butler";
export { scoreCrossImps, crossImpBoard } from "./crossimps";
export { rankSession, rankingTable, scoreRanking } from "./ranking";
export type { PairResult, SessionRanking } from "./ranking";
export { scoreSeries } from "./series";
