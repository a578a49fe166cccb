// The deal and the opening lead a results file carries beside the scores (docs/import-export.md,
// "What travels with the scores"): read from PBN's [Deal] tag and Lead column or USEBIO's HANDSET
// and LEAD, written back the same ways. Nothing here is scored; a deal or lead that does not read
// is left out of the file with a warning, never guessed.

const SEATS = ["N", "E", "S", "W"] as const;
export type DealSeat = (typeof SEATS)[number];
const SUITS = ["S", "H", "D", "C"] as const;
const RANKS = "AKQJT98765432";

/** Each seat's hand as four suits, spades first, ranks high to low (`AKT2`, "" for a void). */
export type Hands = Record<DealSeat, [string, string, string, string]>;

/** A suit's cards high to low, `10` read as `T`; null when a character is no rank or a rank is there twice. */
function suitCards(text: string): string | null {
  const t = text.toUpperCase().replace(/10/g, "T");
  if (!/^[AKQJT2-9]*$/.test(t)) return null;
  const sorted = [...t].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join("");
  return /(.)\1/.test(sorted) ? null : sorted;
}

/** Whole deals only: four hands of thirteen cards, each of the 52 once (each suit's 13 ranks, none twice). */
function whole(hands: Hands): Hands | null {
  for (const seat of SEATS) if (hands[seat].join("").length !== 13) return null;
  for (let s = 0; s < 4; s++) {
    const all = SEATS.map((seat) => hands[seat][s]).join("");
    if (all.length !== 13 || suitCards(all) === null) return null;
  }
  return hands;
}

/**
 * A PBN deal (`N:AKQ2.AK3.AK4.AKQ JT98.QJT.QJT.JT9 …`, PBN 2.1 §3.4.11: the first hand's seat, then
 * the hands clockwise, suits spades to clubs separated by dots), or null when it is not a whole deal.
 */
export function parseDeal(text: string): Hands | null {
  const m = /^\s*([NESW]):(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/i.exec(text);
  if (!m) return null;
  const first = SEATS.indexOf(m[1].toUpperCase() as DealSeat);
  const hands = {} as Hands;
  for (let i = 0; i < 4; i++) {
    const suits = m[i + 2].split(".");
    if (suits.length !== 4) return null;
    const cards = suits.map(suitCards);
    if (cards.some((c) => c === null)) return null;
    hands[SEATS[(first + i) % 4]] = cards as Hands[DealSeat];
  }
  return whole(hands);
}

/** A deal as PBN writes it, North first: `N:AKQ2.AK3.AK4.AKQ JT98.QJT.QJT.JT9 …`. */
export function dealText(hands: Hands): string {
  return `N:${SEATS.map((seat) => hands[seat].join(".")).join(" ")}`;
}

/** A deal from each seat's four suits (USEBIO's HANDSET), or null when it is not a whole deal. */
export function handsOf(suits: Partial<Record<DealSeat, { S?: string; H?: string; D?: string; C?: string }>>): Hands | null {
  const hands = {} as Hands;
  for (const seat of SEATS) {
    const hand = suits[seat];
    if (!hand) return null;
    const cards = SUITS.map((s) => suitCards(hand[s] ?? ""));
    if (cards.some((c) => c === null)) return null;
    hands[seat] = cards as Hands[DealSeat];
  }
  return whole(hands);
}

/** USEBIO's HANDSET: a HAND per seat (DIRECTION N, E, S, W) with its SPADES, HEARTS, DIAMONDS and CLUBS. */
export function handsetNode(hands: Hands): Record<string, unknown> {
  return {
    HAND: SEATS.map((seat) => ({ "@_DIRECTION": seat, SPADES: hands[seat][0], HEARTS: hands[seat][1], DIAMONDS: hands[seat][2], CLUBS: hands[seat][3] })),
  };
}

/** The suit element names of a HAND, in HANDSET's order. */
export const HAND_SUITS: Record<"SPADES" | "HEARTS" | "DIAMONDS" | "CLUBS", "S" | "H" | "D" | "C"> = { SPADES: "S", HEARTS: "H", DIAMONDS: "D", CLUBS: "C" };

/** A seat word as files write it (N, North, NORTH), or null. */
export function seatOf(text: string): DealSeat | null {
  const t = text.trim().toUpperCase();
  const seat = t.slice(0, 1) as DealSeat;
  return SEATS.includes(seat) && (t.length === 1 || ["NORTH", "EAST", "SOUTH", "WEST"].includes(t)) ? seat : null;
}

/**
 * An opening lead as the traveller keeps it, PBN's way: the suit, then the rank (`HK`, `S2`, `DT`).
 * Read from either order (USEBIO's Compscore writes `KH`) and with `10` for `T`; null when it is no card.
 */
export function parseLead(text: string): string | null {
  const t = text.trim().toUpperCase().replace(/10/g, "T");
  const m = /^([SHDC])([AKQJT2-9])$/.exec(t) ?? /^([AKQJT2-9])([SHDC])$/.exec(t);
  if (!m) return null;
  return /[SHDC]/.test(m[1]) ? `${m[1]}${m[2]}` : `${m[2]}${m[1]}`;
}

/** A lead (`HK`) as USEBIO's LEAD, rank then suit, as Compscore writes it (`KH`). */
export function usebioLead(lead: string): string {
  return `${lead[1]}${lead[0]}`;
}
