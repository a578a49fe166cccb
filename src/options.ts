// Options text `key=value; key=value` (docs/functions.md) and the profiles of docs/rules.md §4.
// A profile sets defaults; every key can override its own default.
import { BridgeInputError, inputError } from "./errors";
import { Message, msg } from "./messages";
import { HalfRounding } from "./exact";
import { LAW_12C2_IMPS } from "./imps/imps";
import { NOTATIONS, Notation } from "./entries/localNotation";

export type Scale = "mp" | "acbl" | "pp" | "pct";

export interface Options {
  profile: Profile;
  /** Output scale (§1). */
  scale: Scale;
  /** N, the expected results of every board; null: the number of rows of each board. */
  tables: number | null;
  /** Output rounding (§5.4); null: exact. */
  decimals: number | null;
  round: HalfRounding;
  /** A missing comparison (artificial, NP, short board, other group): Neuberg or a tie (§4). */
  missing: "neuberg" | "tie";
  /** Split and weighted rows: compared through the frequency tables, or ties for the others (§4). */
  corrected: "compare" | "tie";
  /** Artificial p %: exact, or rounded to a whole matchpoint away from the average (§5.1). */
  artificial: "exact" | "away";
  /** Weighted results: exact, or rounded to a whole matchpoint against the offender (§5.3). */
  weighted: "exact" | "offender";
  /** Fouled-board groups: Neuberg always, or ACBL's fixed percentages for small groups (§4.4). */
  smallgroups: "neuberg" | "acbl";
  /** WEIGHTEDSCORE: the offending side(s) when the weights come without a `!` marker. */
  offender: "none" | "ns" | "ew" | "nsew";
  /** WEIGHTEDSCORE: answer in matchpoints or Butler IMPs. */
  scoring: "mp" | "imps" | "butler" | "ximp";
  /** Butler: results trimmed from each end before the datum (§7); null: the profile's default. */
  trim: number;
  datumround: "away" | "even";
  /** Cross-IMPs: average per comparison or sum (§7). */
  ximp: "average" | "sum";
  /** IMPs per 10 % of an artificial score (Law 12C2: 3; dbf Butler/IATF: 2). */
  artificialimps: number;
  /** RANKING: Law 12C2(c) for A+/A- (§6). */
  session: "on" | "off";
  /** RANKING: bring every board to the session's largest N (§6). */
  scaletops: "on" | "off";
  /** RANKING: rank NS and EW fields separately. */
  mitchell: "on" | "off";
  /** SCORE: numeric results as tricks taken or as over/undertricks. */
  result: "tricks" | "relative";
  /** SCORE: the traveller's own seat letters, vulnerability words and strains too (§8.1). */
  notation: Notation;
  /** SERIESRESULT: absence scored as the pair's own average capped at this percentage; null: not scored. */
  absent: number | null;
  /** SERIESRESULT: substitutes' sessions scored as min(achieved, own average). */
  substitute: "as-played" | "cap";
  /** MULTITEAM: the official multi-team score (LKU-10 §10) or the guiding one (§11: NP = average). */
  multiteam: "official" | "guiding";
  /** RANKING, SERIESRESULT: the % column as a percentage (50) or a fraction for Excel's % format (0.5). */
  pct: "percent" | "fraction";
}

/** How a profile's programs print a pair's total on the results page (docs/rules.md §11). */
export interface TotalsRule {
  /** A pair that missed boards (a sit-out, not played) is scaled to all the section's boards. */
  scaled: boolean;
  /** The total adds the boards' figures as printed (rounded to the page's decimals), not the exact ones. */
  roundedBoards: boolean;
  /** Whose way it is, for the documentation. */
  program: string;
}

/**
 * The federation profiles of docs/rules.md §4, the one list: the Profile type, the option parser,
 * the pane's choice, the results page's totals, the profile lists of the help and the tests all
 * derive from it, so a new profile is one entry here (plus its name in the pane's catalogues and its
 * rules in docs/rules.md). `label` is what the pane shows; `readme` what README.md's list of profiles
 * says of it in brackets (`npm run help-examples` writes the list, adding "the default" to the
 * default one; an empty one shows the name alone); `defaults` what the profile changes;
 * `totals` how its programs print a pair's total (§11): Compscore and EBUScore scale a sit-out
 * pair's total to all the boards (×27/26 for a pair that played 26 of 27); ACBLscore factors for
 * boards missed the same way; Magic Contest scales too and adds the figures it printed on each traveller.
 */
export const PROFILES = {
  wbf: { label: "WBF / EBU", readme: "WBF / EBU", defaults: {}, totals: { scaled: true, roundedBoards: false, program: "Compscore, EBUScore" } },
  dbf: {
    label: "DBf (Denmark)",
    readme: "Denmark",
    defaults: {
      scale: "pp",
      missing: "tie",
      corrected: "tie",
      artificial: "away",
      weighted: "offender",
      ximp: "sum",
      artificialimps: 2,
    },
    totals: { scaled: true, roundedBoards: true, program: "Magic Contest" },
  },
  nbb: {
    label: "NBB (Netherlands)",
    readme: "the Netherlands",
    defaults: { round: "toward" },
    totals: { scaled: true, roundedBoards: false, program: "Compscore, EBUScore" },
  },
  acbl: {
    label: "ACBL",
    readme: "",
    defaults: { scale: "acbl", smallgroups: "acbl", decimals: 2, round: "up" },
    totals: { scaled: true, roundedBoards: false, program: "ACBLscore" },
  },
} as const satisfies Record<string, { label: string; readme: string; defaults: Partial<Options>; totals: TotalsRule }>;

export type Profile = keyof typeof PROFILES;

/** The profile names in the order the pane lists them; wbf, the default, first. */
export const PROFILE_NAMES = Object.keys(PROFILES) as Profile[];

export function isProfile(name: unknown): name is Profile {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(PROFILES, name);
}

const BASE: Options = {
  profile: "wbf",
  scale: "mp",
  tables: null,
  decimals: null,
  round: "away",
  missing: "neuberg",
  corrected: "compare",
  artificial: "exact",
  weighted: "exact",
  smallgroups: "neuberg",
  offender: "none",
  scoring: "mp",
  trim: 1,
  datumround: "away",
  ximp: "average",
  artificialimps: LAW_12C2_IMPS,
  session: "on",
  scaletops: "on",
  mitchell: "off",
  result: "tricks",
  notation: "en",
  absent: null,
  substitute: "as-played",
  multiteam: "official",
  pct: "percent",
};

type Key = keyof Options;

function choice<T extends string>(...values: T[]) {
  return { values: values.join("|"), samples: values, parse: (v: string): T | undefined => values.find((x) => x === v) };
}
function integer(min: number, max: number) {
  return {
    values: msg("options.wholeNumber", { min, max }),
    samples: [...new Set([min, min + 1, min + 2, max])].map(String),
    parse: (v: string): number | undefined => (/^\d+$/.test(v) && +v >= min && +v <= max ? +v : undefined),
  };
}

/** Per key: the values in words, every value (or, for numbers, a few that span the range), the parser. */
const KEYS: { [K in Key]: { values: string | Message; samples: readonly string[]; parse: (v: string) => Options[K] | undefined } } = {
  profile: choice<Profile>(...PROFILE_NAMES),
  scale: choice<Scale>("mp", "acbl", "pp", "pct"),
  tables: integer(1, 100000),
  decimals: integer(0, 10),
  round: choice<HalfRounding>("away", "toward", "up"),
  missing: choice("neuberg", "tie"),
  corrected: choice("compare", "tie"),
  artificial: choice("exact", "away"),
  weighted: choice("exact", "offender"),
  smallgroups: choice("neuberg", "acbl"),
  offender: choice("none", "ns", "ew", "nsew"),
  scoring: choice("mp", "imps", "butler", "ximp"),
  trim: integer(0, 1000),
  datumround: choice("away", "even"),
  ximp: choice("average", "sum"),
  artificialimps: integer(0, 24),
  session: choice("on", "off"),
  scaletops: choice("on", "off"),
  mitchell: choice("on", "off"),
  result: choice("tricks", "relative"),
  notation: choice<Notation>(...NOTATIONS),
  absent: {
    values: msg("options.percentage"),
    samples: ["0", "50", "100", "45,5"],
    // 45,5 as well as 45.5: a director outside English types a decimal comma.
    parse: (v: string) => (/^\d+([.,]\d+)?%?$/.test(v) && parseFloat(v.replace(",", ".")) <= 100 ? parseFloat(v.replace(",", ".")) : undefined),
  },
  substitute: choice("as-played", "cap"),
  multiteam: choice("official", "guiding"),
  pct: choice("percent", "fraction"),
};

/**
 * Parses `key=value; key=value`. `profile` is applied first wherever it stands, so
 * `scale=mp; profile=dbf` keeps mp. Keys and values are case-insensitive.
 */
export function parseOptions(text: unknown, allowed: readonly Key[], functionName: string | Message = msg("options.thisFunction")): Options {
  // An empty text has no parts below: the defaults as well. Excel sends 0 for an empty argument.
  if (text === null || text === undefined || text === 0) return { ...BASE };
  if (typeof text !== "string") throw inputError("options.notText", { value: String(text) });
  const pairs: [Key, string][] = [];
  for (const part of text.split(/[;\n]/)) {
    if (part.trim() === "") continue;
    const m = /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(part);
    if (!m) throw inputError("options.notKeyValue", { part: part.trim() });
    const key = m[1].toLowerCase() as Key;
    if (!(key in KEYS) || !allowed.includes(key)) throw inputError("options.unknown", { key: m[1], function: functionName, valid: allowed.join(", ") });
    if (pairs.some(([k]) => k === key)) throw inputError("options.twice", { key });
    pairs.push([key, m[2].toLowerCase()]);
  }
  const profilePair = pairs.find(([k]) => k === "profile");
  const options: Options = { ...BASE };
  if (profilePair) {
    const profile = KEYS.profile.parse(profilePair[1]);
    if (!profile) throw badValue("profile", profilePair[1]);
    Object.assign(options, PROFILES[profile].defaults, { profile });
  }
  for (const [key, raw] of pairs) {
    // Stryker disable next-line ConditionalExpression: equivalent, the profile read again is the profile already applied
    if (key === "profile") continue;
    const value = KEYS[key].parse(raw);
    if (value === undefined) throw badValue(key, raw);
    (options as unknown as Record<string, unknown>)[key] = value;
  }
  return options;
}

function badValue(key: Key, raw: string): BridgeInputError {
  return inputError("options.invalidValue", { key, value: raw, values: KEYS[key].values });
}

/** Values of `key` as options text takes them: every choice, or numbers spanning the range (for tests). */
export function sampleValues(key: Key): readonly string[] {
  return KEYS[key].samples;
}

export function defaultOptions(): Options {
  return { ...BASE };
}
