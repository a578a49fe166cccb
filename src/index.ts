// The scoring core's public surface: pure functions over plain data, usable from Node.
export { BridgeInputError } from "./errors";
export { Fraction, toNumber } from "./exact";
export { parseEntry, parseEntryPair, parseEntryText } from "./notation";
export type { Entry, Side, Cell, WeightedTerm } from "./notation";
export { parseOptions, defaultOptions } from "./options";
export type { Options } from "./options";
export { readTravellers, scoreEachBoard, isCellError } from "./traveller";
export type { CellError, RowOutcome, Traveller } from "./traveller";
export { scoreBoard, scoreMatchpoints, neubergValues, weightedScore, toScale, neuberg } from "./matchpoints";
export type { OutputValue, BoardScore, RowScore, SideScore } from "./matchpoints";
export { declarerScore, isPossibleScore, possibleScores } from "./contract";
export { scoreButler, scoreDatums, butlerBoard, boardDatum, datumColumn, artificialImps, outputImps } from "./butler";
export type { ButlerBoardScore, ImpRowScore, ImpSideScore, ImpOutput } from "./butler";
export { scoreCrossImps, crossImpBoard } from "./crossimps";
export type { CrossImpBoardScore } from "./crossimps";
