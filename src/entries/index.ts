// Reading what a director typed (docs/rules.md §2, §8): cells and ranges (cells.ts), the entry
// model (entry.ts) and its notation (notation.ts, localNotation.ts, entryText.ts), contracts and
// vulnerability (contract.ts, vulnerability.ts), error and data-type cells (objectCells.ts), travellers (traveller.ts), a results column read
// board by board for the fast paths (column.ts), and WEIGHTEDSCORE (weighted.ts, §5.3).
// What the core's front door (src/index.ts) offers of them.
export { CellInputError, cellLocation, cellMessage, isBlank, isCellError } from "./cells";
export type { Cell, CellError } from "./cells";
export { readObjectCell, setObjectCellReader, withObjectCellsRead } from "./objectCells";
export { AVERAGE_PERCENT } from "./entry";
export type { AverageToken, Entry, Offenders, ResultEntry, Side, WeightedTerm } from "./entry";
export { parseEntry, parseEntryPair, parseEntryText } from "./notation";
export { decimalText, formatEntry, signedScore, weightsTotal } from "./entryText";
export { dealerCells, declarerScore, isPossibleScore, possibleScores, scoreCells, vulnerabilityCells } from "./contract";
export { readTravellers, scoreEachBoard } from "./traveller";
// The tables of the local notations and the English letters, for the rules pages' §8.1 table (scripts/notation-table.js).
export { isAmbiguity, seatReading, strainReading, wordKey } from "./localNotation";
export { SEAT_WORDS } from "./vulnerability";
export { STRAIN_WORDS } from "./contract";
export type { RowOutcome, Traveller } from "./traveller";
export { weightedScore, weightedTerms } from "./weighted";
