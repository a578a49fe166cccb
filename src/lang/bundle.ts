// What a language brings: one bundle per language, its folder src/lang/<lang>/ (index.ts, its
// messages.ts and pane.ts), registered once in src/lang/index.ts. Its facts (locale, decimal mark,
// Office locales), the core's messages, the pane's words, the results page's words, the seat
// letters, the local notation and the site's words all come from it. The pane's words are
// strings only: the add-in (addin/i18n/pane/index.ts) renders them, the core holds no Office code.
// Types only and importing nothing of the core, so each bundle, and src/i18n.ts which reads the
// list, can import them without a cycle.
import type { en as englishMessages } from "./en/messages";
import type { en as englishPane } from "./en/pane";
import type { words as englishWords } from "./en";

/** The pane's words in English, the reference whose templates type each text's values (addin/i18n/pane/index.ts). */
export type EnglishPane = typeof englishPane;

/** A language's catalogue with the keys of the English one. */
export type Catalogue<English> = Record<keyof English, string>;

export type SeatLetter = "N" | "E" | "S" | "W";
export type VulnerabilityWord = "None" | "NS" | "EW" | "All";
export type StrainLetter = "C" | "D" | "H" | "S" | "N";

/** A word with two readings in one notation: both, and what to write for each instead. */
export interface Ambiguity<T> {
  ambiguous: readonly [{ value: T; write: string }, { value: T; write: string }];
}

/** Words as the notation tables key them (wordKey: NFC, upper case) -> what they read as. */
export type Table<T> = Readonly<Record<string, T | Ambiguity<T>>>;

/**
 * How a language's travellers write seats, vulnerabilities, strains and a passed-out board
 * (docs/rules.md §8.1, `notation=<lang>`); src/entries/localNotation.ts reads it.
 */
export interface LocalNotation {
  seats: Table<SeatLetter>;
  /** Spaces as a traveller writes them (the rules page shows them); a cell is read without its spaces. */
  vulnerabilities: Readonly<Record<string, VulnerabilityWord>>;
  strains: Table<StrainLetter>;
  /** Strain letters this notation does not read though their meaning is plain, with what to write instead. */
  notRead: Readonly<Record<string, { value: StrainLetter; write: string }>>;
  pass: readonly string[];
  /**
   * The short word the country's travellers print for a board not played, read in every score cell
   * as `NP` (docs/rules.md §2), like `pass`: none where they write NP themselves.
   */
  np: readonly string[];
  /** What VULNERABILITY answers under this notation, each read back by SCORE (the seats are the bundle's `seats`). */
  vulnerabilityWritten: Readonly<Record<VulnerabilityWord, string>>;
  /** What a #VALUE! message lists as the local forms, shortest first. */
  forms: { seats: string; vulnerabilities: string; strains: string; pass: string };
  /** The sides as an offending-side marker names them (!NZ, !OW; both is the two together). */
  sides: { ns: string; ew: string };
}

/** What a ranking's Score, Max and % hold: matchpoints, matchpoints around the average, or IMPs (docs/rules.md §6). */
export type RankingKind = "mp" | "pp" | "imps";

/** The traveller's columns Insert formulas and Export find by their titles in every language. */
export type TitledColumn = "board" | "ns" | "ew" | "score" | "contract" | "by" | "tricks" | "section" | "nsNames" | "ewNames";

/**
 * The words the pane writes on the sheets and reads back (addin/taskpane/sessionHeaders.ts,
 * addin/i18n/rankingColumns.ts): New session's traveller headers, the IMP unit of its score
 * columns' titles, the names columns' titles, and the ranking's headings with the Help's meanings.
 */
export interface SheetWords {
  /** Board, NS, EW, Contract, By, Tricks, Score. */
  traveller: readonly [string, string, string, string, string, string, string];
  /** The unit in the titles over BUTLERIMP's two columns (NS IMPs, EW IMPs). */
  impUnit: string;
  /** The traveller's NS names and EW names columns, read back by Export in every language. */
  names: readonly [string, string];
  /**
   * Titles besides those above that Insert formulas and Export read as a column, as directors of
   * the language write them (formulaPlan.ts, exportPlan.ts): a Section column, a plural, a club's word.
   */
  alsoRead: Partial<Record<TitledColumn, readonly string[]>>;
  ranking: {
    /** Rank, Pair, Boards, then Names. */
    fixed: readonly [string, string, string, string];
    /** Score, Max, % for each kind. */
    kinds: Readonly<Record<RankingKind, readonly [string, string, string]>>;
    /** The Help block's title, and a title for each kind there. */
    title: string;
    kindTitles: Readonly<Record<RankingKind, string>>;
    /** The meaning of Rank, Pair, Boards, Names; then of Score, Max, % for each kind. */
    fixedMeanings: readonly [string, string, string, string];
    meanings: Readonly<Record<RankingKind, readonly [string, string, string]>>;
  };
}

/**
 * The site's words in a language (scripts/help-pages.js): each page's title and the navigation.
 * The front page takes its title and the help's and the rules' names from `titles`, its other
 * words from `front`.
 */
export interface SiteWords {
  titles: { index: string; help: string; rules: string; support: string };
  nav: { index: string; help: string; rules: string; support: string; contents: string; languages: string };
  /** The front page's words (scripts/front-page.js writes the page from them). */
  front: FrontPageWords;
  /** The help's examples' notes by key, and a translated language's own-notation example (scripts/help-examples.js). */
  examples: Readonly<Record<string, string>>;
  /**
   * The rules page's §8.1 table (scripts/notation-table.js) where the messages' readings do not
   * name a row: the vulnerabilities, the refused words' rows, and how a refusal names its readings
   * ({first}, {second}, {letter}).
   */
  notation: {
    vulnerable: Readonly<Record<VulnerabilityWord, string>>;
    refusedStrain: string;
    refusedSeat: string;
    or: string;
    withoutAccent: string;
    cutShort: string;
  };
}

/** The guides the front page lists, English only in every language (scripts/front-page.js orders them). */
export type EnglishPage =
  "installing" | "task-pane" | "import-export" | "languages" | "reference" | "functions" | "glossary" | "development" | "testing" | "performance";

/**
 * The site's front page in a language (its bundle's `site.front`): its words only, in Markdown.
 * scripts/front-page.js is the page — its headings and their ids, the links' targets, which guides
 * it lists — and takes the page's title and the other pages' names from the bundle's `site.titles`.
 * Only the build shows them, yet they ride in the bundle, so that a language is its bundle
 * (docs/languages.md says what they cost the add-in's scripts).
 * `{manifest}`, `{workbook}` and `{installing}` are links the page writes, `{help}` and `{rules}` the
 * pages of the same language, `{pages}` its list of guides.
 */
export interface FrontPageWords {
  /**
   * What the add-in is, the first paragraph. The manifest's description says it shorter: Office
   * takes at most 250 characters there, the paragraph names every kind of adjusted score.
   */
  lead: string;
  /** "Get it": the three steps from the manifest to the open pane. */
  getIt: { heading: string; steps: readonly [string, string, string] };
  /** "Try it": the example workbook. */
  tryIt: { heading: string; text: string };
  /** "Read more": a line for the help and one for the rules, then the guides and the developers' guides, each `{pages}`. */
  readMore: { heading: string; help: string; rules: string; guides: string; developers: string };
  /** How a list names each guide: the link's words in [brackets], an article outside them ("the [glossary]"). */
  pages: Readonly<Record<EnglishPage, string>>;
  /** The word before a list's last item. */
  and: string;
}

/** What the code needs to know of a language besides its words. */
export interface LanguageFacts {
  /** The locale its numbers and dates are written in (the results page: 1,50; 5. marts 2026). */
  readonly locale: string;
  /** The language in its own words, for the pane's language list and the site's links. */
  readonly name: string;
  /** The decimal mark a director of that language types and reads (33,3 % outside English). */
  readonly decimal: string;
  /** Excel's argument separator in that language's formulas (the help's examples). */
  readonly argumentSeparator: string;
  /** The Office locales whose function metadata is translated into it (functions-<lang>.json) and whose manifest Overrides it writes. */
  readonly officeLocales: readonly string[];
  /**
   * How its federation cites a Law of duplicate bridge in prose ("Law 12C2(c)", "§ 12C2c"): a
   * RegExp source whose group 1 is the Law's number. Its site pages must cite the Laws the English
   * pages cite, written this way (test/build/help.test.ts).
   */
  readonly lawCited: string;
  /**
   * Phrases its directors write with English words in them, as its federation or its clubs do
   * (DBf's "imp across the field", Dutch clubs' "twee down"): RegExp sources, read case-insensitive
   * and line by line. The check for English left in a translation passes them (test/i18n).
   */
  readonly keepsEnglish?: readonly string[];
  /**
   * How its help page says a function's section takes another function's options ("those of
   * MATCHPOINTS", "**Arguments**: as for BUTLERIMP"): RegExp sources whose group 1 is that function
   * (test/build/help-options.test.ts counts its options as named there).
   */
  readonly helpTakes: readonly string[];
  /**
   * Excel's names in this language of the built-in functions its pages name (SUBTOTAL), where
   * HyperFormula has no language pack for its locale (test/i18n/i18n-rules-pages.test.ts reads the pack otherwise).
   */
  readonly excelNames?: Readonly<Record<string, string>>;
}

/** What every language brings, English included. */
export interface BaseBundle {
  facts: LanguageFacts;
  /** The core's messages (src/lang/<lang>/messages.ts), key for key the English ones. */
  messages: Catalogue<typeof englishMessages>;
  /** The task pane's words (src/lang/<lang>/pane.ts), key for key the English ones. */
  pane: Catalogue<EnglishPane>;
  /** The results page's words (docs/rules.md §11). */
  words: Catalogue<typeof englishWords>;
  /** The seat letters as the language writes them, on the results page and under its notation. */
  seats: Readonly<Record<SeatLetter, string>>;
  /**
   * What its directors write in a score cell for an entry the notation spells otherwise (docs/rules.md
   * §2, docs/glossary.md), as the tables key them (NFC, upper case): a first row holding one is data,
   * never a title (src/entries/traveller.ts), whatever language the call is in.
   */
  entryWords: { passedOut: readonly string[]; notPlayed: readonly string[]; average: readonly string[] };
  sheets: SheetWords;
  site: SiteWords;
}

/** A translated language: its notation, and what the manifest says to its Office locales. */
export interface LocalBundle extends BaseBundle {
  notation: LocalNotation;
  /** The manifest's Description and the ribbon button's tooltip (the manifest's Overrides, scripts/manifest.js). */
  manifest: { description: string; tooltip: string };
}
