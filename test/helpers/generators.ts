// Random entries of every kind (docs/rules.md §2), shared by the property tests.
import fc from "fast-check";
import { parseOptions, sampleValues } from "../../src/options";
import { fastPathAllowed, optionKeys } from "../../src/worksheetFunctions";

export const score = fc.constantFrom(-1430, -620, -500, -420, -200, -100, -50, 0, 50, 90, 100, 110, 140, 420, 450, 480, 620, 650, 920, 990);
const percent = fc.constantFrom("A+", "A", "A-", "55%", "30%", "72,5%", "0%", "100%");
const weighted = fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), score), { minLength: 2, maxLength: 4 }).map((parts) => {
  // Weights in percent with one decimal, summing to exactly 100.
  const total = parts.reduce((a, [w]) => a + w, 0);
  let left = 1000;
  return parts
    .map(([w, s], k) => {
      const tenths = k === parts.length - 1 ? left : Math.max(1, Math.floor((w * 1000) / total));
      left -= tenths;
      return `${tenths / 10}% ${s}`;
    })
    .join(" + ");
});
const sideText = fc.oneof({ weight: 3, arbitrary: score.map(String) }, { weight: 2, arbitrary: weighted }, { weight: 1, arbitrary: percent });
const marker = fc.constantFrom("", "", " !NS", " !EW", " !NSEW");
const group = fc.constantFrom("", "", "", " @2", " @3");
const link = fc.constantFrom("", "", " ~1");

/** One score cell: mostly ordinary scores, then every adjusted kind with its markers. */
export const anyEntry = fc.oneof(
  { weight: 8, arbitrary: score },
  { weight: 1, arbitrary: fc.constant("NP") },
  {
    weight: 5,
    arbitrary: fc.tuple(sideText, fc.option(sideText, { nil: undefined }), marker, group, link).map(([a, b, m, g, l]) => {
      const text = b === undefined ? a : `${a}/${b}`;
      const hasWeighted = text.includes("%") && /% -?\d/.test(text);
      const hasArtificial = /(^|\/)(A[+-]?|\d+(,\d+)?%)($|\/)/.test(text);
      return `${text}${hasWeighted ? m : ""}${g}${hasArtificial ? l : ""}`;
    }),
  },
);

/**
 * Options of MATCHPOINTS the integer fast path carries, drawn from src/options.ts itself (every
 * sample value of every key) and kept where src/matchpoints/fastMatchpoints.ts says the fast path carries them
 * (fastPathAllowed, FAST_OPTIONS in src/worksheetFunctions.ts): what sends a board to the exact path by design — output rounding
 * (`decimals=`, and profiles whose defaults set it) — is left out. `tables=` callers add.
 */
export const fastPathOptions = fc
  .record(
    Object.fromEntries(
      optionKeys("MATCHPOINTS")
        .filter((k) => k !== "tables")
        .map((k) => [k, sampleValues(k).filter((v) => fastPathAllowed("MATCHPOINTS", parseOptions(`${k}=${v}`, optionKeys("MATCHPOINTS"))))] as const)
        .filter(([, choices]) => choices.length > 0)
        .map(([k, choices]) => [k, fc.option(fc.constantFrom(...choices), { nil: undefined })]),
    ),
  )
  .map((o) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join("; "),
  );

/**
 * Boards of ordinary and adjusted entries of every kind that the fast path supports under
 * `options`: ACBL small groups (`smallgroups=acbl`) are fixed percentages, scored exactly, so
 * under it the group markers are left off.
 */
export function fastPathBoard(options: string, maxLength = 16) {
  const grouped = /smallgroups=acbl/.test(options) || (/profile=acbl/.test(options) && !/smallgroups=neuberg/.test(options));
  return fc
    .array(anyEntry, { minLength: 1, maxLength })
    .map((cells) => (grouped ? cells.map((c) => (typeof c === "string" ? c.replace(/ @\d/, "") : c)) : cells));
}
