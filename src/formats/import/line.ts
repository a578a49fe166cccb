// A traveller line finished the same way whatever file it came from (docs/rules.md §10): PBN and
// USEBIO each read their own fields, then take from here the score of a line that has only its
// contract, the entry this add-in carried beside fields that could not say it (§11), the check of
// a plain score against its contract, and the row itself — so the two importers cannot drift.
import { score as tableScore } from "../../entries/contract";
import { BridgeInputError, messageOf } from "../../errors";
import { Message, msg } from "../../messages";
import { carriedLead } from "./carried";
import { TravellerRow, problemOf } from "./model";

/** A line's contract scored: the entry, or the reason there is none; the score itself. */
interface ContractScore {
  entry: string;
  problem: Message | null;
  score: number | null;
}

/**
 * The score of a line's contract as an entry (`PASS` for a passed-out board), or the reason it has
 * none (a contract, declarer, tricks or vulnerability that does not read).
 */
export function scoreOfContract(contract: string, declarer: string, tricks: number | null, vulnerability: string): ContractScore {
  try {
    const s = tableScore(contract, declarer, tricks, vulnerability);
    return { entry: contract === "PASS" ? "PASS" : String(s), problem: null, score: s };
  } catch (e) {
    if (!(e instanceof BridgeInputError)) throw e;
    return { entry: "", problem: messageOf(e), score: null };
  }
}

/** A line's entry in the notation of docs/rules.md §2, and its note. */
interface LineEntry {
  entry: string;
  note: Message | null;
}

/**
 * A line's entry and note once the entry this add-in carried beside it (carried.ts) is weighed:
 * taken when the standard fields are what was written for it — the note is then the contract's
 * alone, as the fields' own reading was only the entry's closest form — else the line stays as
 * read, with a note that the two disagree. `taken` says which.
 */
export function withCarried(carried: { entry: string; fits: boolean } | null, line: LineEntry, contractNote: Message | null): LineEntry & { taken: boolean } {
  if (carried?.fits) return { entry: carried.entry, note: contractNote, taken: true };
  const note = line.note ?? (carried && msg("import.entryMismatch", { entry: carried.entry }));
  return { entry: line.entry, note, taken: false };
}

/**
 * The score a line's contract makes where the line's plain score says another: the traveller is
 * wrong somewhere. Null where they agree or there is nothing to compare: no plain score, no
 * contract or a pass, no declarer or tricks, or a contract that does not score.
 */
export function contractDisagrees(entry: string, contract: string, declarer: string, tricks: number | null, vulnerability: string): number | null {
  if (!/^-?\d+$/.test(entry) || contract === "" || contract === "PASS" || declarer === "" || tricks === null || vulnerability.trim() === "") return null;
  const { score } = scoreOfContract(contract, declarer, tricks, vulnerability);
  return score !== null && score !== Number(entry) ? score : null;
}

/** What a format reads of a line, for travellerRow: the row's fields, the note, and the lead and deal as the file gives them. */
export interface LineRead extends Omit<TravellerRow, "problem" | "note" | "lead" | "deal"> {
  note: Message | null;
  /** The lead cell as written, or null. */
  lead: string | null;
  /** The board's deal, from carriedDeal. */
  deal: { deal?: string };
}

/** The traveller row of a line, in the one shape every importer gives (model.ts). */
export function travellerRow(r: LineRead): TravellerRow {
  return {
    session: r.session,
    section: r.section,
    board: r.board,
    ns: r.ns,
    ew: r.ew,
    contract: r.contract,
    declarer: r.declarer,
    tricks: r.tricks,
    entry: r.entry,
    theirs: r.theirs,
    ...problemOf(r.note),
    where: r.where,
    group: r.group,
    ...carriedLead(r.lead),
    ...r.deal,
  };
}
