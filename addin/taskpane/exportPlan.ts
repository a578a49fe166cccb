// What "Export results…" reads from a sheet, decided from its cells (docs/rules.md §11). Pure: the
// Excel side (export.ts) reads the used range and the formulas and hands them here. The traveller
// is recognised as Insert formulas recognises it (formulaPlan.ts readColumns: Board, NS, EW and the
// entries), with Contract, By, Tricks, Section and the pairs' names where the sheet has them; its
// profile and scoring are those of the sheet's own formulas.
import { headerKey, readColumns, TableColumns } from "./formulaPlan";
import type { PaneMessage } from "../i18n/pane";
import { BOARD_FUNCTIONS, CARRIED_COLUMNS, exportScoring, formatEntry, pairNames, parseEntryPair } from "../../src";
import type { BoardFunction } from "../../src";
import type { ExportLine, ExportScoring, PairNames } from "../../src";
import { a1, sheetRef } from "../address";
import { boardFunctionOf } from "./paneSettings";
import { titlesOf } from "./sessionHeaders";
import { Language, LANGUAGES } from "../i18n/language";

/** How far down a sheet the header row is looked for (an imported sheet has title rows above it). */
const HEADER_SEARCH = 12;

const key = headerKey;

type OptionalColumn = "contract" | "by" | "tricks" | "section" | "nsNames" | "ewNames" | keyof typeof CARRIED_COLUMNS;

/**
 * The columns besides Board, NS, EW and the entries, by their titles as headerKey reads them: the
 * English ones, and in each language the title New session writes and those its bundle also reads
 * (sessionHeaders.ts titlesOf: Kontrakt, Spilfører, Stik, Sektion, NS navne …).
 */
export function optionalWords(languages: readonly Language[] = LANGUAGES): Record<OptionalColumn, readonly string[]> {
  const titles = (column: "contract" | "by" | "tricks" | "section" | "nsNames" | "ewNames", common: string[]): string[] => [
    ...new Set([...common, ...titlesOf(column, languages).map(key)]),
  ];
  return {
    // Lead, Deal, NS ids, EW ids: what a results file carries besides the scores (docs/import-export.md).
    ...CARRIED_COLUMNS,
    contract: titles("contract", ["contract"]),
    by: titles("by", ["by", "declarer", "decl", "dec"]),
    tricks: titles("tricks", ["tricks", "result"]),
    section: titles("section", ["section"]),
    nsNames: titles("nsNames", ["nsnames", "namesns", "nsplayers"]),
    ewNames: titles("ewNames", ["ewnames", "namesew", "ewplayers"]),
  };
}

const OPTIONAL = optionalWords();

export interface SheetTraveller {
  /** 0-based row of the header within the values read. */
  headerRow: number;
  columns: TableColumns & { board: number; ns: number; ew: number };
  optional: Partial<Record<keyof typeof OPTIONAL, number>>;
}

/** The traveller on a sheet: its header row (one of the first rows) and columns, or why there is none. */
export function findTraveller(values: readonly (readonly unknown[])[], sheet: string): SheetTraveller | PaneMessage {
  for (let r = 0; r < Math.min(values.length, HEADER_SEARCH); r++) {
    const columns = readColumns(values.slice(r), values.length - r);
    if ("key" in columns || !columns.header || columns.board === null || columns.ns === null || columns.ew === null) continue;
    const head = values[r].map(key);
    const optional: SheetTraveller["optional"] = {};
    for (const [name, words] of Object.entries(OPTIONAL) as [keyof typeof OPTIONAL, readonly string[]][]) {
      const i = head.findIndex((h) => words.includes(h));
      // Stryker disable next-line ConditionalExpression: equivalent, a column not found as index -1 reads undefined in every row, as blank as no column
      if (i >= 0) optional[name] = i;
    }
    const lines = values.slice(r + 1).filter((row) => !isBlank(row[columns.board!]) || !isBlank(row[columns.score]));
    if (lines.length === 0) return { key: "export.noLines", params: { sheet } };
    return { headerRow: r, columns: columns as SheetTraveller["columns"], optional };
  }
  return { key: "export.noTraveller", params: { sheet } };
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

const text = (v: unknown): string => (isBlank(v) ? "" : String(v).trim());

/**
 * The traveller's lines as the export core takes them, each with its cell address for messages.
 * `top`/`left` are the sheet position of values[0][0].
 */
export function sheetLines(
  values: readonly (readonly unknown[])[],
  t: SheetTraveller,
  sheet: string,
  top = 0,
  left = 0,
): { lines: ExportLine[]; names: PairNames[] } {
  const { columns: c, optional: o } = t;
  const lines: ExportLine[] = [];
  const names: PairNames[] = [];
  for (let r = t.headerRow + 1; r < values.length; r++) {
    const row = values[r];
    if (isBlank(row[c.board]) && isBlank(row[c.score]) && isBlank(row[c.ns])) continue;
    let entry: string | number | null = isBlank(row[c.score]) ? null : (row[c.score] as string | number);
    // NS and EW score columns side by side: the line's entry is the two cells read as the
    // functions read them (docs/rules.md §2); cells that do not read stay as typed, to be listed.
    if (c.scoreWidth === 2) {
      const ew = row[c.score + 1];
      if (entry === null && isBlank(ew)) entry = null;
      else
        try {
          entry = formatEntry(parseEntryPair((entry ?? "") as string | number, (isBlank(ew) ? "" : ew) as string | number));
        } catch {
          entry = `${text(entry)}/${text(ew)}`;
        }
    }
    // Stryker disable next-line StringLiteral: equivalent, any text but one or two digits is no tricks
    const tricks = o.tricks === undefined ? "" : text(row[o.tricks]);
    const section = o.section === undefined ? "" : text(row[o.section]);
    const line: ExportLine = {
      section,
      board: text(row[c.board]),
      ns: text(row[c.ns]),
      ew: text(row[c.ew]),
      entry,
      contract: o.contract === undefined ? "" : text(row[o.contract]).toUpperCase(),
      declarer: o.by === undefined ? "" : text(row[o.by]).toUpperCase().slice(0, 1),
      tricks: /^\d{1,2}$/.test(tricks) ? Number(tricks) : null,
      where: `${sheetRef(sheet)}!${a1(top + r, left + c.score)}`,
    };
    const at = (i: number | undefined) => (i === undefined ? "" : text(row[i]));
    if (at(o.lead)) line.lead = at(o.lead);
    if (at(o.deal)) line.deal = at(o.deal);
    lines.push(line);
    names.push(...pairNames(line, at(o.nsNames), at(o.ewNames), at(o.nsIds), at(o.ewIds)));
  }
  return { lines, names };
}

export interface SheetScoring {
  scoring: ExportScoring;
  /** The line formula's options text, as written in it. */
  options: string;
  /** The options of a RANKING over this sheet, when one was found. */
  rankingOptions: string | null;
  /** Whether a formula of the sheet said this (else the pane's own settings). */
  fromFormula: boolean;
}

const LINE_FORMULA = new RegExp(`BRIDGE\\.(${BOARD_FUNCTIONS.join("|")})\\s*\\(([^]*)\\)`, "i");

/** The last string literal of a formula's arguments: where the functions take their options. */
function optionsLiteral(args: string): string {
  const literals = [...args.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
  return literals.length ? literals[literals.length - 1] : "";
}

/**
 * The scoring and options of the sheet's own formulas: its MATCHPOINTS, BUTLERIMP or CROSSIMP, and
 * a RANKING that reads this sheet (on any sheet's A1, or A2 under New session's headings).
 * Without a scoring formula, the pane's settings.
 */
export function sheetScoring(
  formulas: readonly (readonly unknown[])[],
  rankings: readonly string[],
  sheet: string,
  fallback: { profile: string; scoring: "mp" | "butler" },
): SheetScoring {
  let found: SheetScoring | null = null;
  for (const row of formulas)
    for (const f of row) {
      if (found || typeof f !== "string" || !f.startsWith("=")) continue;
      const m = LINE_FORMULA.exec(f);
      if (!m) continue;
      found = {
        scoring: exportScoring(m[1].toUpperCase() as BoardFunction),
        options: optionsLiteral(m[2]),
        rankingOptions: null,
        fromFormula: true,
      };
    }
  const result: SheetScoring = found ?? {
    scoring: exportScoring(boardFunctionOf(fallback.scoring)),
    options: `profile=${fallback.profile}`,
    rankingOptions: null,
    fromFormula: false,
  };
  for (const f of rankings) {
    // Stryker disable next-line Regex: equivalent, Excel writes no space between a function's name and its parenthesis
    const m = /BRIDGE\.RANKING\s*\(([^]*)\)/i.exec(f);
    if (m && refersTo(m[1], sheet)) {
      result.rankingOptions = optionsLiteral(m[1]);
      break;
    }
  }
  return result;
}

/**
 * Whether a formula's arguments read `sheet`: its name as Excel writes it in a reference, with the
 * `!` (sheet `Session` is not `'Session 2'`, whose RANKING may say `mitchell=on`), and not the end
 * of a longer name (`OldSession!`), another workbook's sheet (`[Book1]Session!`) or a quoted name
 * with a quote before it (`'A''Session 2'!`, sheet A'Session 2).
 */
export function refersTo(args: string, sheet: string): boolean {
  const ref = `${sheetRef(sheet).toLowerCase()}!`;
  const text = args.toLowerCase();
  for (let i = text.indexOf(ref); i >= 0; i = text.indexOf(ref, i + 1)) if (i === 0 || !/[a-z0-9_.'\]]/.test(text[i - 1])) return true;
  return false;
}
