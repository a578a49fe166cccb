// WEIGHTEDSCORE (docs/rules.md §5.3): a weighted score typed as weights and scores beside the
// field it is scored against, in matchpoints (the board's own rules) or Butler IMPs.
import { Cell, cellMessage, isBlank, numberCell, numberText } from "./cells";
import { BridgeInputError, inputError, quote } from "../errors";
import { Fraction, HUNDRED, ONE, ZERO, toNumber } from "../exact";
import { butlerBoard, outputImps } from "../imps/butler";
import { OutputValue, outputSide, scoreBoard } from "../matchpoints/matchpoints";
import { Entry, Side, WeightedTerm } from "./entry";
import { checkScore } from "./notation";
import { optionsOf } from "../worksheetFunctions";
import { readTravellers } from "./traveller";
import { asRows } from "./cells";

/**
 * WEIGHTEDSCORE(weights, scores, field, [options]): [NS, EW] matchpoints of a weighted score
 * against the other tables' entries. Weights in % summing to 100, or fractions summing to 1.
 * `scoring=imps` (or `butler`): Butler IMPs against the datum of the field's table results.
 */
export function weightedScore(weights: unknown, scores: unknown, field: unknown, optionsText?: unknown): OutputValue[] {
  const options = optionsOf("WEIGHTEDSCORE", optionsText);
  const terms = weightedTerms(weights, scores);
  const travellers = readTravellers(field, null, "field");
  const board = travellers.boards[0];
  if (board?.error) throw inputError("weighted.fieldRow", { row: board.error.row + 1, message: cellMessage(board.error) });
  const offenders = options.offender === "none" ? null : { ns: options.offender !== "ew", ew: options.offender !== "ns" };
  const side: Side = { kind: "weighted", terms };
  const entry: Entry = { kind: "result", ns: side, ew: side, offenders, group: null, link: null };
  if (options.scoring === "imps" || options.scoring === "butler") {
    // A weighted row is not ordinary, so it never enters the datum it is scored against.
    const rows = butlerBoard([...(board?.entries ?? []), entry], options).rows;
    const row = rows[rows.length - 1];
    if (row.kind === "nodatum") throw new BridgeInputError(row.message);
    // Stryker disable next-line StringLiteral: equivalent, unreachable: a weighted row is always scored
    if (row.kind !== "scored") throw new Error("unreachable: a weighted row is scored");
    return [outputImps(row.ns.imps, options), outputImps(row.ew.imps, options)];
  }
  if (options.scoring !== "mp") throw inputError("weighted.scoring", { scoring: options.scoring });
  const scored = scoreBoard([...(board?.entries ?? []), entry], options);
  const row = scored.rows[scored.rows.length - 1];
  // Stryker disable next-line StringLiteral: equivalent, unreachable: a weighted row is always scored
  if (row.kind === "np") throw new Error("unreachable: a weighted row is scored");
  return [outputSide(row.ns, scored.tables, options), outputSide(row.ew, scored.tables, options)];
}

/** Reads the weights/scores columns of WEIGHTEDSCORE into terms whose weights sum to 1. */
export function weightedTerms(weights: unknown, scores: unknown): WeightedTerm[] {
  const w = asRows(weights, "weights").flat();
  const s = asRows(scores, "scores").flat();
  if (w.length !== s.length) throw inputError("range.weightsScores", { weights: w.length, scores: s.length });
  const terms: { weight: Fraction; score: number }[] = [];
  w.forEach((cell, i) => {
    if (isBlank(cell) && isBlank(s[i])) return;
    // A blank score beside a weight is the passed-out 0 (as Number("") always read it).
    const exact = isBlank(s[i]) ? ZERO : numberCell(s[i]);
    const score = checkScore(exact ? toNumber(exact) : NaN, String(s[i]));
    terms.push({ ...weightOf(cell, i), score });
  });
  if (terms.length < 2 || terms.length > 8) throw inputError("weighted.parts", { count: terms.length });
  const total = terms.reduce((acc, t) => acc.add(t.weight), ZERO);
  // Weights typed as 40, 60 are percentages; 0.4, 0.6 (Excel's 40 %, 60 %) or 1/3 are fractions.
  const divisor = total.equals(HUNDRED) ? HUNDRED : total.equals(ONE) ? ONE : null;
  if (!divisor) throw inputError("weighted.total", { total: total.toString() });
  return terms.map((t) => ({ weight: t.weight.div(divisor), score: t.score }));
}

function weightOf(cell: Cell, i: number): { weight: Fraction } {
  let weight: Fraction | null = null;
  // Through the one number reader, so an error cell is reported as such ("holds #N/A").
  if (typeof cell !== "string") weight = numberCell(cell);
  else {
    const text = cell.trim();
    // Stryker disable next-line Regex: equivalent, a lazy match from the start is found first
    const pct = /^(.*?)\s*%$/.exec(text);
    const ratio = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
    if (pct) {
      const p = numberText(pct[1]);
      weight = p ? p.div(100) : null;
    } else if (ratio && Number(ratio[2]) > 0) weight = new Fraction(Number(ratio[1]), Number(ratio[2]));
    else weight = numberText(text);
  }
  if (!weight || weight.compare(0) <= 0) throw inputError("weighted.weight", { n: i + 1, cell: quote(cell) });
  return { weight };
}
