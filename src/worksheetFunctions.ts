// The worksheet functions that take options, one entry each: the option keys the function accepts
// (anything else is an error listing these), for the functions that score a board's rows the
// RANKING scoring that ranks a session of them and the word a results file uses for that scoring,
// and for the functions with a fast path the options it takes (`fast`): the fast modules ask
// fastPathAllowed and look at the data themselves; a function without `fast` has no fast path.
// The scorers parse their options through it, the import's check, the export and the pane's import
// and export plans read it, and the build's function descriptors (scripts/functions-metadata.js)
// give each function's keys from it. Each function's name, parameters and description are its
// adapter's JSDoc (addin/functions/*.ts); test/build/metadata.test.ts holds the two together.
import { Options, defaultOptions, parseOptions } from "./options";

type Key = keyof Options;

/** The board scoring of docs/rules.md §1–§5: the profile, the scale and the rules a profile chooses. */
const MATCHPOINT_OPTIONS: readonly Key[] = ["profile", "scale", "tables", "decimals", "round", "missing", "corrected", "artificial", "weighted", "smallgroups"];

/** BUTLERIMP and BUTLERDATUM (one options cell serves both): the datum rules and the IMP awards. */
const BUTLER_OPTIONS: readonly Key[] = ["profile", "trim", "datumround", "artificialimps", "artificial", "weighted", "decimals", "round"];

/** VULNERABILITY and DEALER: the language their answer is written in (§8.1). */
const NOTATION_OPTIONS: readonly Key[] = ["notation"];

interface BoardScoring {
  /** RANKING's `scoring=` for a session of this function's boards (its default, mp, is written as nothing). */
  ranking: Options["scoring"];
  /** The export's name for the scoring (ExportScoring). */
  exported: string;
  /** The import's name for it, as a results file declares it (FileScoring). */
  imported: string;
}

interface FunctionEntry {
  options: readonly Key[];
  board?: BoardScoring;
  /** Whether the options leave the call to the fast path (its data can still send it to the exact one). */
  fast?: (options: Options) => boolean;
}

/**
 * The MATCHPOINTS options its integer path carries, each with the values it supports ("all": every
 * value); any other value sends the call to the exact path. Every MATCHPOINTS key is listed (a test
 * holds it), and the fast = exact property test tries every value of every key, so a new option is
 * cross-checked rather than silently mis-scored. Boards whose integers could pass 2^53 and fouled
 * boards under smallgroups=acbl (ACBL's fixed percentages) are the data's half of the gate
 * (src/matchpoints/matchpointRatios.ts).
 */
export const FAST_OPTIONS: { readonly [K in Key]?: "all" | readonly Options[K][] } = {
  profile: "all",
  scale: "all",
  tables: "all",
  decimals: [null], // output rounding is exact arithmetic's job (§5.4)
  round: "all", // only used with decimals
  missing: "all",
  corrected: "all",
  artificial: "all",
  weighted: "all",
  smallgroups: "all",
};

/** Whether every MATCHPOINTS key has a value FAST_OPTIONS lists; unlisted keys never do. */
function matchpointsCarried(options: Options): boolean {
  return MATCHPOINT_OPTIONS.every((key) => {
    const supported = FAST_OPTIONS[key] as "all" | readonly unknown[] | undefined;
    return supported === "all" || (supported !== undefined && supported.includes(options[key]));
  });
}

/** Output rounding (docs/rules.md §5.4) is the exact path's: which way a half goes is decided on the exact value. */
const unrounded = (o: Options): boolean => o.decimals === null;

export const WORKSHEET_FUNCTIONS = {
  MATCHPOINTS: { options: MATCHPOINT_OPTIONS, board: { ranking: "mp", exported: "matchpoints", imported: "matchpoints" }, fast: matchpointsCarried },
  /**
   * The output's scale and rounding: the matchpoints come already scored. The fast path writes the
   * mp and acbl scales (§3's two formulas); any other is an error the exact path words.
   */
  NEUBERG: { options: ["scale", "decimals", "round"], fast: (o) => unrounded(o) && (o.scale === "mp" || o.scale === "acbl") },
  /** The board scoring, the offending side(s) and the answer in matchpoints or Butler IMPs. */
  WEIGHTEDSCORE: { options: [...MATCHPOINT_OPTIONS, "offender", "scoring", "trim", "datumround"] },
  BUTLERIMP: { options: BUTLER_OPTIONS, board: { ranking: "butler", exported: "butler", imported: "butler" }, fast: unrounded },
  /** A datum is whole tens of points (§7), which decimals= never rounds: every options text is fast. */
  BUTLERDATUM: { options: BUTLER_OPTIONS, fast: () => true },
  /** Which rows are compared, how missing comparisons count, average or sum (docs/rules.md §7). */
  CROSSIMP: {
    options: ["profile", "tables", "ximp", "missing", "corrected", "artificialimps", "artificial", "weighted", "decimals", "round"],
    board: { ranking: "ximp", exported: "crossimp", imported: "crossimps" },
    fast: unrounded,
  },
  /** The board-scoring keys plus the session rules of docs/rules.md §6 and the IMP methods. */
  RANKING: {
    options: [...MATCHPOINT_OPTIONS, "session", "scaletops", "mitchell", "scoring", "trim", "datumround", "ximp", "artificialimps", "pct"],
    // scoring=imps, scale=pct and pct=fraction at IMPs are errors the exact path words (§6).
    fast: (o) => o.scoring !== "imps" && o.scale !== "pct" && unrounded(o) && o.pct === "percent",
  },
  /**
   * Which score (official or guiding), weighted rounding against the offender, output rounding.
   * The artificial award is ±3 IMPs in every profile (LKU-10 §10), so no artificialimps.
   */
  MULTITEAM: { options: ["profile", "multiteam", "weighted", "decimals", "round"], fast: unrounded },
  /** Output rounding and the club rules for absence and substitutes. */
  SERIESRESULT: { options: ["profile", "decimals", "round", "absent", "substitute", "pct"] },
  /** How numeric results are read, and the language the traveller is typed in (§8, §8.1). */
  SCORE: { options: ["result", "notation"] },
  VULNERABILITY: { options: NOTATION_OPTIONS },
  DEALER: { options: NOTATION_OPTIONS },
} as const satisfies Record<string, FunctionEntry>;

/** A worksheet function that takes options. */
export type OptionsFunction = keyof typeof WORKSHEET_FUNCTIONS;

/** A function that scores a board's rows and that RANKING can rank a session of. */
export type BoardFunction = { [F in OptionsFunction]: (typeof WORKSHEET_FUNCTIONS)[F] extends { board: BoardScoring } ? F : never }[OptionsFunction];

type Board<F extends BoardFunction> = (typeof WORKSHEET_FUNCTIONS)[F]["board"];

/** The export's names of the board scorings: matchpoints, butler, crossimp. */
export type ExportScoring = Board<BoardFunction>["exported"];

/** A function with a fast path: its entry says which options it takes. */
export type FastFunction = { [F in OptionsFunction]: (typeof WORKSHEET_FUNCTIONS)[F] extends { fast: unknown } ? F : never }[OptionsFunction];

/** Whether `fn`'s fast path may take a call with these options; the fast module then looks at the data. */
export function fastPathAllowed(fn: FastFunction, options: Options): boolean {
  return WORKSHEET_FUNCTIONS[fn].fast(options);
}

/** The board functions, in the table's order (MATCHPOINTS first). */
export const BOARD_FUNCTIONS = (Object.keys(WORKSHEET_FUNCTIONS) as OptionsFunction[]).filter((fn): fn is BoardFunction => "board" in WORKSHEET_FUNCTIONS[fn]);

/** The keys `fn` accepts. */
export function optionKeys(fn: OptionsFunction): readonly Key[] {
  return WORKSHEET_FUNCTIONS[fn].options;
}

/** `fn`'s options text parsed, an unknown key refused naming `fn` and the keys it takes. */
export function optionsOf(fn: OptionsFunction, text: unknown): Options {
  return parseOptions(text, optionKeys(fn), fn);
}

/** The board function `pick` chooses by its scoring's names; MATCHPOINTS when none does. */
export function boardFunction(pick: (scoring: BoardScoring) => boolean): BoardFunction {
  return BOARD_FUNCTIONS.find((fn) => pick(WORKSHEET_FUNCTIONS[fn].board)) ?? "MATCHPOINTS";
}

/** The board function the export's `scoring` names. */
export function exportedBy(scoring: ExportScoring): BoardFunction {
  return boardFunction((board) => board.exported === scoring);
}

/** The export's name for `fn`'s scoring. */
export function exportScoring(fn: BoardFunction): ExportScoring {
  return WORKSHEET_FUNCTIONS[fn].board.exported;
}

/** RANKING's `scoring=` value for a session of `fn`, or null for RANKING's default (matchpoints). */
export function rankingScoring(fn: BoardFunction): Options["scoring"] | null {
  const { ranking } = WORKSHEET_FUNCTIONS[fn].board;
  return ranking === defaultOptions().scoring ? null : ranking;
}

/** Whether `key` is an option only RANKING takes, not the board function `fn` (mitchell, session, …). */
export function rankingOnly(key: string, fn: BoardFunction): boolean {
  const is = (keys: readonly Key[]) => (keys as readonly string[]).includes(key);
  return is(optionKeys("RANKING")) && !is(optionKeys(fn));
}
