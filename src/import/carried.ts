// The exact entry this add-in's own files carry beside a format's standard fields, where those
// cannot say it (docs/rules.md §11): a USEBIO comment `<!-- Entry: … -->`, a PBN `Entry` column.
// It is taken only when the standard fields are what this add-in writes for it, so a file edited
// in another program is read from its standard fields as any other file.
import { BridgeInputError } from "../errors";
import type { Entry } from "../entry";
import { parseEntryText } from "../notation";

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
