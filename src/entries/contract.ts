// Contract scoring (Law 77), the set of scores it can produce, and SCORE: reading a traveller's contract cells.
import { Cell, Each, Grid, MINUS_LOOKALIKES, eachCell, isBlank, reading } from "./cells";
import { inputError, quote } from "../errors";
import { msg } from "../messages";
import {
  LOCAL_FORMS,
  Notation,
  StrainLetter,
  isAmbiguity,
  isLocalPass,
  localStrain,
  refuseAmbiguous,
  seatIn,
  strainHint,
  strainReading,
  vulnerabilityIn,
  wordKey,
} from "./localNotation";
import {
  Seat,
  Vulnerability,
  boardDealer,
  boardVulnerability,
  isNorthSouth,
  isVulnerable,
  parseBoardNumber,
  parseSeat,
  parseVulnerability,
} from "./vulnerability";

export type Strain = StrainLetter;
/** 0 undoubled, 1 doubled, 2 redoubled. */
export type Doubling = 0 | 1 | 2;

export interface Contract {
  level: number; // 1–7
  strain: Strain;
  doubling: Doubling;
}

const UNDOUBLED_UNDERTRICK = { nv: 50, v: 100 };

/** Score for the declaring side (Law 77): positive when made, negative when defeated. */
export function declarerScore(contract: Contract, vulnerable: boolean, tricks: number): number {
  const { level, strain, doubling } = contract;
  const target = level + 6;
  const mult = doubling === 0 ? 1 : doubling === 1 ? 2 : 4;
  if (tricks >= target) {
    const perTrick = strain === "C" || strain === "D" ? 20 : 30;
    const contractPoints = (level * perTrick + (strain === "N" ? 10 : 0)) * mult;
    let score = contractPoints;
    score += contractPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
    if (level === 6) score += vulnerable ? 750 : 500;
    if (level === 7) score += vulnerable ? 1500 : 1000;
    if (doubling > 0) score += doubling === 1 ? 50 : 100;
    const over = tricks - target;
    if (doubling === 0) score += over * perTrick;
    else score += over * (vulnerable ? 200 : 100) * (doubling === 2 ? 2 : 1);
    return score;
  }
  const down = target - tricks;
  if (doubling === 0) return -down * (vulnerable ? UNDOUBLED_UNDERTRICK.v : UNDOUBLED_UNDERTRICK.nv);
  let penalty = 0;
  for (let i = 1; i <= down; i++) {
    if (vulnerable) penalty += i === 1 ? 200 : 300;
    else penalty += i === 1 ? 100 : i <= 3 ? 200 : 300;
  }
  return -penalty * (doubling === 2 ? 2 : 1);
}

let possible: Set<number> | null = null;

/**
 * Every NS score some contract, result and vulnerability produce (plus 0, the passed-out board).
 * Used to reject typos such as 4200 or the forgotten % in 60/40.
 */
export function possibleScores(): ReadonlySet<number> {
  if (possible) return possible;
  const set = new Set<number>([0]);
  const strains: Strain[] = ["C", "D", "H", "S", "N"];
  for (let level = 1; level <= 7; level++)
    for (const strain of strains)
      for (const doubling of [0, 1, 2] as Doubling[])
        for (const vulnerable of [false, true])
          for (let tricks = 0; tricks <= 13; tricks++) {
            const s = declarerScore({ level, strain, doubling }, vulnerable, tricks);
            set.add(s);
            set.add(-s);
          }
  possible = set;
  return set;
}

export function isPossibleScore(score: number): boolean {
  return possibleScores().has(score);
}

// ---------------------------------------------------------------------------------------------
// SCORE: contract, declarer, result and vulnerability as a director types them (docs/rules.md §8).

/** A passed-out board: scores 0 whatever else the row holds. */
export const PASS = "PASS" as const;
export type Bid = Contract | typeof PASS;

/** How a numeric result is read: tricks taken (default) or over/undertricks. */
export type ResultReading = "tricks" | "relative";

export interface ScoreOptions {
  /**
   * `relative` reads numbers as over/undertricks: Excel turns a typed `+1` into the number 1, so a
   * traveller that records results as =, +1, -2 arrives as 0, 1, -2 (docs/rules.md §8).
   */
  result?: ResultReading;
  /** The traveller's own letters and words as well as the English ones (docs/rules.md §8.1). */
  notation?: Notation;
}

const CONTRACT_EXPECTED = msg("expected.contract");
const RESULT_EXPECTED = msg("expected.result");

// Both suit-symbol sets: the filled ones from the bidding box, the outlined ones that fonts and
// copy-paste from web pages produce.
const SUIT_SYMBOLS: Record<string, string> = {
  "♣": "C",
  "♧": "C",
  "♦": "D",
  "♢": "D",
  "♥": "H",
  "♡": "H",
  "♠": "S",
  "♤": "S",
};
const PASS_WORDS = new Set(["PASS", "P", "AP", "ALLPASS", "PASSED"]);
export const STRAIN_WORDS: Readonly<Record<string, Strain>> = { C: "C", D: "D", H: "H", S: "S", N: "N", NT: "N" };
// Level, strain, doubling: the strain is any run of letters but X (no strain word has one), so a
// local name (3UT, 4SA, 2PIKK) is split off the doubling as an English one is.
const CONTRACT = /^(\d+)([^\dX]+)(X{0,2})$/u;
const LONGEST_CONTRACT = 40;

/**
 * `4♥X`, `4 h x`, `3N`, `PASS` … → a contract or PASS. `notation` adds a traveller's own strain
 * names and word for a pass (docs/rules.md §8.1); a name with two readings there is refused.
 */
export function parseContract(cell: Cell, notation: Notation = "en"): Bid {
  if (typeof cell === "string") {
    // Stryker disable next-line Regex: equivalent, removing each space or each run of spaces leaves the same text
    const text = wordKey(cell.replace(/\s+/g, "").replace(/[♣♧♦♢♥♡♠♤]/g, (s) => SUIT_SYMBOLS[s]));
    if (PASS_WORDS.has(text) || isLocalPass(text, notation)) return PASS;
    // No contract is longer than a level, a strain word and XX; a longer text is no contract, and
    // is not handed to the pattern (a cell of megabytes would exhaust its backtracking stack).
    const m = text.length <= LONGEST_CONTRACT ? CONTRACT.exec(text) : null;
    if (m) {
      const level = Number(m[1]);
      const strain = localStrain(STRAIN_WORDS, m[2], notation);
      if (strain && isAmbiguity(strain)) refuseAmbiguous("contract.ambiguousStrain", cell, notation, strain, strainReading, (w) => `${m[1]}${w}${m[3]}`);
      if (strain && level >= 1 && level <= 7) return { level, strain, doubling: m[3].length as Doubling };
      const hint = strain ? undefined : strainHint(m[2], notation);
      if (hint)
        throw inputError("contract.strainNotRead", {
          cell: quote(cell),
          notation,
          reading: strainReading(hint.value),
          localText: `${m[1]}${hint.write}${m[3]}`,
          englishText: `${m[1]}${hint.value === "N" ? "NT" : hint.value}${m[3]}`,
        });
    }
  }
  if (isBlank(cell)) throw inputError("contract.blank", { expected: contractExpected(notation) });
  throw inputError("contract.invalid", { cell: quote(cell), expected: contractExpected(notation) });
}

function contractExpected(notation: Notation) {
  return notation === "en" ? CONTRACT_EXPECTED : msg("expected.contractIn", { strains: LOCAL_FORMS[notation].strains, pass: LOCAL_FORMS[notation].pass });
}

/** The contract as a director writes it: 4HX, 3NT, 7NTXX. */
export function contractText(contract: Contract): string {
  return `${contract.level}${contract.strain === "N" ? "NT" : contract.strain}${"X".repeat(contract.doubling)}`;
}

/**
 * Tricks taken from a result cell. Text with a sign or `=` is always relative to the contract;
 * a plain number is tricks taken unless `reading` is `relative`.
 */
export function parseTricks(cell: Cell, contract: Contract, reading: ResultReading = "tricks"): number {
  const target = contract.level + 6;
  let tricks: number | null = null;
  if (typeof cell === "number") {
    if (Number.isInteger(cell)) {
      if (reading === "relative") tricks = target + cell;
      else if (cell < 0) throw inputError("contract.tricksNumber", { value: cell, down: -cell });
      else tricks = cell;
    }
  } else if (typeof cell === "string") {
    // Stryker disable next-line Regex: equivalent, removing each space or each run of spaces leaves the same text
    const text = cell.replace(/\s+/g, "").replace(MINUS_LOOKALIKES, "-");
    if (text === "=") tricks = target;
    else if (/^[+-]\d{1,2}$/.test(text)) tricks = target + Number(text);
    else if (/^\d{1,2}$/.test(text)) tricks = reading === "relative" ? target + Number(text) : Number(text);
  }
  if (tricks === null) {
    if (isBlank(cell)) throw inputError("contract.resultBlank", { expected: RESULT_EXPECTED });
    throw inputError("contract.resultInvalid", { cell: quote(cell), expected: RESULT_EXPECTED });
  }
  if (tricks < 0 || tricks > 13) {
    const best = 7 - contract.level === 0 ? "=" : `+${7 - contract.level}`;
    throw inputError("contract.impossibleResult", { cell: quote(cell), contract: contractText(contract), target, best });
  }
  return tricks;
}

/** NS score of a played (or passed-out) board: the declarer's score, negated when EW declared. */
export function nsScore(bid: Bid, declarer: Seat, tricks: number, vulnerability: Vulnerability): number {
  if (bid === PASS) return 0;
  const s = declarerScore(bid, isVulnerable(vulnerability, declarer), tricks);
  return isNorthSouth(declarer) ? s : -s;
}

/**
 * SCORE for one row of cells. Throws BridgeInputError naming the bad cell. PASS is checked first
 * so that a passed-out row scores 0 whatever the other cells hold (docs/rules.md §8).
 */
export function score(contract: Cell, declarer: Cell, result: Cell, vulnerability: Cell, options: ScoreOptions = {}): number {
  const notation = options.notation ?? "en";
  const bid = reading("contract", () => parseContract(contract, notation));
  if (bid === PASS) return 0;
  const seat = reading("declarer", () => {
    if (isBlank(declarer)) throw inputError("contract.declarerBlank");
    return parseSeat(declarer, notation);
  });
  const tricks = reading("result", () => parseTricks(result, bid, options.result ?? "tricks"));
  const vul = reading("vulnerability", () => {
    if (isBlank(vulnerability)) throw inputError("contract.vulnerabilityBlank");
    return parseVulnerability(vulnerability, notation);
  });
  return nsScore(bid, seat, tricks, vul);
}

/**
 * SCORE element-wise: NS scores over ranges of contracts, declarers, results and vulnerabilities.
 * A blank contract is no table: a blank result. Each bad cell is its own error; a shape mismatch
 * throws (the whole call is wrong).
 */
export function scoreCells(contract: Grid, declarer: Grid, result: Grid, vulnerability: Grid, options: ScoreOptions = {}): Each<number>[][] {
  return eachCell({ contract, declarer, result, vulnerability }, (cells) =>
    isBlank(cells.contract) ? null : score(cells.contract, cells.declarer, cells.result, cells.vulnerability, options),
  );
}

/**
 * VULNERABILITY element-wise: "None", "NS", "EW" or "All" for each board number, or the words of
 * `notation` (docs/rules.md §8.1); blanks stay blank.
 */
export function vulnerabilityCells(board: Grid, notation: Notation = "en"): Each<string>[][] {
  return eachCell({ board }, ({ board: b }) =>
    isBlank(b) ? null : reading("board", () => vulnerabilityIn(boardVulnerability(parseBoardNumber(b)), notation)),
  );
}

/** DEALER element-wise: "N", "E", "S" or "W" for each board number, or the letters of `notation`; blanks stay blank. */
export function dealerCells(board: Grid, notation: Notation = "en"): Each<string>[][] {
  return eachCell({ board }, ({ board: b }) => (isBlank(b) ? null : reading("board", () => seatIn(boardDealer(parseBoardNumber(b)), notation))));
}
