// The exact entry this add-in's own files carry beside a format's standard fields, where those
// cannot say it (docs/rules.md §11): a USEBIO comment `<!-- Entry: … -->`, a PBN `Entry` column.
// It is taken only when the standard fields are what this add-in writes for it, so a file edited
// in another program is read from its standard fields as any other file.
import { BridgeInputError } from "../../errors";
import type { Entry } from "../../entries/entry";
import { parseEntryText } from "../../entries/notation";
import { dealText, Hands, parseDeal, parseLead } from "../export/deal";

/** The entry a USEBIO line's comments carry (`<!-- Entry: 40% 620 + 60% -100 -->`), or null. */
export function usebioCarried(comments: unknown): string | null {
  const texts = (Array.isArray(comments) ? comments : [comments]).filter((t): t is string => typeof t === "string");
  let value: string | null = null;
  for (const t of texts) {
    const m = /^\s*Entry:(.*)$/s.exec(t);
    if (m) value = m[1].trim();
  }
  return value;
}

/**
 * The carried entry of a line (`value` null: none carried). `fits` says whether the standard
 * fields are the ones written for it; "" is no result.
 */
export function carriedEntry(value: string | null, fitsFields: (entry: Entry | null) => boolean): { entry: string; fits: boolean } | null {
  if (value === null) return null;
  value = value.trim();
  if (value === "") return { entry: "", fits: fitsFields(null) };
  try {
    return { entry: value, fits: fitsFields(parseEntryText(value)) };
  } catch (e) {
    if (e instanceof BridgeInputError) return { entry: value, fits: false };
    throw e;
  }
}

/**
 * A line's opening lead as the traveller keeps it: a card PBN's way (`HK`) when it reads as one, else
 * as written, so that the export names what it cannot write (docs/import-export.md). Absent: none.
 */
export function carriedLead(cell: string | null): { lead?: string } {
  const t = (cell ?? "").trim();
  if (t === "" || t === "-" || t === "?") return {};
  return { lead: parseLead(t) ?? t };
}

/** A board's deal as PBN writes it, North first, when it is a whole deal; else as written; absent for none (`?`, ""). */
export function carriedDeal(text: string | Hands | null): { deal?: string } {
  if (text !== null && typeof text === "object") return { deal: dealText(text) };
  const t = (text ?? "").trim();
  if (t === "" || t === "?" || t === "-") return {};
  const hands = parseDeal(t);
  return { deal: hands ? dealText(hands) : t };
}
