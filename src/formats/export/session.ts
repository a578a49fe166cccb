// A session to publish (docs/rules.md §11), scored: traveller lines with their entries, the
// scoring method and the options of the sheet's formulas (the data, sessionTypes.ts). Everything
// is scored by the functions themselves — MATCHPOINTS, BUTLERIMP or CROSSIMP for the lines,
// RANKING for the pairs — one section at a time, as one RANKING call is one section. Nothing here
// decides a score.
import { BridgeInputError, messageOf } from "../../errors";
import { CellInputError, cellMessage, isCellError } from "../../entries/cells";
import { isPassWord, parseEntry } from "../../entries/notation";
import { Options, parseOptions } from "../../options";
import { exportedBy, optionKeys, rankingScoring } from "../../worksheetFunctions";
import type { OutputValue } from "../../matchpoints/matchpoints";
import { scoreMatchpointsOnScales } from "../../matchpoints/fastMatchpoints";
import { scoreButler } from "../../imps/butler";
import { scoreCrossImps } from "../../imps/crossimps";
import { rankingTable, rankSession, SessionRanking } from "../../ranking/ranking";
import { fieldKey, PrintedFigure, publishedTotals, TOTALS_RULES } from "./totals";
import { compareNames, pairId, readFields } from "../../ranking/seating";
import { Message, msg } from "../../messages";
import { ExportError, ExportLine, ExportScoring, ExportSession, Figures, ScoredBoard, ScoredLine, ScoredSection, ScoredSession } from "./sessionTypes";

// ---------------------------------------------------------------------------------------------
// Options text

function optionParts(text: string): [string, string][] {
  return text
    .split(/[;\n]/)
    .map((p) => /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(p))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1].toLowerCase(), m[2]]);
}

/** The options text with `key` set to `value` (any earlier value of it dropped). */
export function withOption(text: string, key: string, value: string | null): string {
  const parts = optionParts(text).filter(([k]) => k !== key);
  if (value !== null) parts.push([key, value]);
  return parts.map(([k, v]) => `${k}=${v}`).join("; ");
}

/** RANKING's options from the line options: the keys RANKING takes, the scoring, Mitchell. */
export function rankingOptionsFor(lineOptions: string, scoring: ExportScoring, mitchell: boolean): string {
  const rankingKeys: readonly string[] = optionKeys("RANKING");
  let parts = optionParts(lineOptions).filter(([k, v]) => rankingKeys.includes(k) && !(k === "scale" && v.toLowerCase() === "pct"));
  parts = parts.filter(([k]) => k !== "scoring");
  const rankedBy = rankingScoring(exportedBy(scoring));
  if (rankedBy !== null) parts.push(["scoring", rankedBy]);
  if (mitchell && !parts.some(([k]) => k === "mitchell")) parts.push(["mitchell", "on"]);
  return parts.map(([k, v]) => `${k}=${v}`).join("; ");
}

/** Files carry matchpoints: parpoints (DBf) and percentages become matchpoints (rules §11). */
function onFileScale(text: string, options: Options, scoring: ExportScoring): string {
  return scoring === "matchpoints" && (options.scale === "pp" || options.scale === "pct") ? withOption(text, "scale", "mp") : text;
}

// ---------------------------------------------------------------------------------------------
// Reading

function cell(entry: ExportLine["entry"]): string | number | null {
  if (entry === null || (typeof entry === "string" && entry.trim() === "")) return null;
  return entry;
}

/** A passed-out board's line (rules §2): the contract cell says PASS, or the score cell is a pass word. */
export function passedOutLine(line: ExportLine): boolean {
  return line.contract.toUpperCase() === "PASS" || isPassWord(line.entry);
}

/** A line as messages name it: `'Round 1'!G9, board 3, 2–14: …`. */
export function lineMessage(line: ExportLine, message: Message | string): Message {
  const params = { board: line.board, ns: line.ns, ew: line.ew, message };
  return line.where ? msg("export.lineAt", { where: line.where, ...params }) : msg("export.line", params);
}

/** The lines whose entry does not read (§2), each with why: the pane asks before it exports them as NP. */
export function badEntries(lines: readonly ExportLine[]): { index: number; message: Message }[] {
  const out: { index: number; message: Message }[] = [];
  lines.forEach((line, index) => {
    const c = cell(line.entry);
    if (c === null) return;
    try {
      parseEntry(c);
    } catch (e) {
      if (!(e instanceof BridgeInputError)) throw e;
      out.push({ index, message: lineMessage(line, messageOf(e)) });
    }
  });
  return out;
}

/** The lines with bad entries as not played, each remembering what it held (listed on the page). */
export function asNotPlayed(lines: readonly ExportLine[], indexes: readonly number[]): ExportLine[] {
  const chosen = new Set(indexes);
  return lines.map((l, i) => (chosen.has(i) ? { ...l, entry: "NP", replaced: String(l.entry ?? "") } : l));
}

/** A pair as the results list keys it: its id, with its field in a Mitchell. */
export function pairKey(pair: string, direction: "ns" | "ew", mitchell: boolean): string {
  return fieldKey(pairId(pair).key, direction, mitchell);
}

/** Boards in the order a results page lists them: numbers numerically, then names. */
export function compareBoards(a: string, b: string): number {
  return compareNames(a.toUpperCase(), b.toUpperCase());
}

type LineOutcome = (OutputValue[] | { message: string })[];

/** The lines scored under each options text; at matchpoints each board is scored once for all of them. */
function scoreLinesOn(scoring: ExportScoring, entries: (string | number | null)[][], boards: string[][], texts: readonly string[]): LineOutcome[] {
  if (scoring === "matchpoints") return scoreMatchpointsOnScales(entries, boards, texts);
  const run = scoring === "butler" ? scoreButler : scoreCrossImps;
  return texts.map((text) => run(entries, boards, text).map((o) => (isCellError(o) ? o : (o as OutputValue[]))));
}

function failLine(line: ExportLine, e: unknown, lines: readonly ExportLine[] = []): never {
  if (isCellError(e)) throw new ExportError(lineMessage(line, cellMessage(e)));
  if (e instanceof CellInputError) throw new ExportError(lineMessage(line, twiceWhere(cellMessage(e.cell), lines)));
  if (e instanceof BridgeInputError) throw new ExportError(lineMessage(line, messageOf(e)));
  throw e;
}

/**
 * A pair seated twice on a board names its other line as RANKING does, by its row in the ranges
 * given (the section's lines); the export names that line where the director typed it instead
 * (its CSV line or its cell), as it names the line of every message (§11).
 */
function twiceWhere(message: Message | string, lines: readonly ExportLine[]): Message | string {
  if (typeof message === "string" || (message.key !== "pair.twiceOnBoard" && message.key !== "pair.twiceOnTheBoard")) return message;
  const params = message.params as { who: Message; board?: string; row: number };
  const other = lines[params.row - 1];
  if (!other?.where) return message;
  return msg("export.twiceOnBoard", { who: params.who, board: params.board ?? other.board, other: other.where });
}

function checkOptions(text: string, keys: readonly (keyof Options)[]): Options {
  try {
    return parseOptions(text, keys);
  } catch (e) {
    if (e instanceof BridgeInputError) throw new ExportError(messageOf(e));
    throw e;
  }
}

/**
 * Scores a session for publishing. Throws ExportError naming the line for a bad entry (the
 * pane first offers asNotPlayed), a bad board or pair cell, or options the functions refuse.
 */
export function scoreSession(session: ExportSession): ScoredSession {
  if (session.lines.length === 0) throw new ExportError(msg("export.noLines"));
  const lineKeys = optionKeys(exportedBy(session.scoring));
  const lineOptions = checkOptions(session.options, lineKeys);
  const fileLineText = onFileScale(session.options, lineOptions, session.scoring);
  for (const bad of badEntries(session.lines)) throw new ExportError(bad.message);
  for (const line of session.lines)
    for (const [value, column] of [
      [line.board, "Board"],
      [line.ns, "NS"],
      [line.ew, "EW"],
    ] as const)
      if (String(value).trim() === "" && cell(line.entry) !== null) throw new ExportError(lineMessage(line, msg("export.blank", { column })));

  const order: string[] = [];
  const bySection = new Map<string, ExportLine[]>();
  for (const line of session.lines) {
    if (!bySection.has(line.section)) {
      bySection.set(line.section, []);
      order.push(line.section);
    }
    bySection.get(line.section)!.push(line);
  }
  const fields = readFields(session.lines.map((l) => ({ traveller: `${l.section}\u0000${l.board}`, ns: l.ns, ew: l.ew })));
  const anyMitchell = fields.twoFields;
  const movementWarnings = fields.against.map(({ index, pair }) =>
    lineMessage(session.lines[index], msg("movement.bothSides", { pair, board: session.lines[index].board })),
  );
  const rankingText = session.rankingOptions ?? rankingOptionsFor(session.options, session.scoring, anyMitchell);
  const rankingOptions = checkOptions(rankingText, optionKeys("RANKING"));
  const fileRankingText = onFileScale(rankingText, rankingOptions, session.scoring);
  const fileOptions = checkOptions(fileLineText, lineKeys);
  const decimals = rankingOptions.decimals ?? lineOptions.decimals ?? 2;
  const rule = TOTALS_RULES[rankingOptions.profile];

  const sections = order.map((section): ScoredSection => {
    const lines = bySection.get(section)!;
    const entries = lines.map((l) => [cell(l.entry)]);
    const boards = lines.map((l) => [l.board]);
    const ns = lines.map((l) => [l.ns]);
    const ew = lines.map((l) => [l.ew]);
    // Each figure on the page's scale, as a percentage (matchpoints) and as the files carry it;
    // totals that add the figures as printed (§11) need each figure's exact value too, so the
    // figures again without `decimals=` where the line options round.
    const pctText = withOption(session.options, "scale", "pct");
    const filePctText = withOption(pctText, "decimals", null);
    const unrounded = rule.roundedBoards && lineOptions.decimals !== null;
    const exactText = (text: string) => (unrounded ? withOption(text, "decimals", null) : text);
    const texts = [
      ...new Set([
        session.options,
        ...(session.scoring === "matchpoints" ? [pctText, filePctText] : []),
        fileLineText,
        exactText(session.options),
        exactText(fileLineText),
      ]),
    ];
    const outcomes = scoreLinesOn(session.scoring, entries, boards, texts);
    const scoredWith = (text: string): LineOutcome => outcomes[texts.indexOf(text)];
    const shown = scoredWith(session.options);
    const pct = session.scoring === "matchpoints" ? scoredWith(pctText) : null;
    const filePct = session.scoring === "matchpoints" ? scoredWith(filePctText) : null;
    const file = scoredWith(fileLineText);
    const exactShown = scoredWith(exactText(session.options));
    const exactFile = scoredWith(exactText(fileLineText));
    const exact = new Map<ScoredLine, Pick<ScoredLine, "figures" | "file">>();
    const rank = (text: string): SessionRanking => {
      try {
        return rankSession(boards, ns, ew, entries, text);
      } catch (e) {
        // RANKING's cell is a row of the arrays it was given: this section's lines.
        if (e instanceof CellInputError) failLine(lines[e.cell.row], e, lines);
        if (e instanceof BridgeInputError) throw new ExportError(messageOf(e));
        throw e;
      }
    };
    const ranking = rank(rankingText);
    const fileRanking = fileRankingText === rankingText ? ranking : rank(fileRankingText);
    const mitchell = ranking.options.mitchell === "on";

    const byBoard = new Map<string, ScoredLine[]>();
    lines.forEach((line, i) => {
      for (const outcome of [shown[i], pct?.[i], file[i]]) if (outcome && !Array.isArray(outcome)) failLine(line, outcome);
      const c = cell(line.entry);
      const figures = (o: LineOutcome[number] | undefined): Figures => {
        const v = o as OutputValue[];
        return { ns: v[0], ew: v[1] };
      };
      const scored: ScoredLine = {
        line,
        entry: c === null ? null : parseEntry(c),
        figures: figures(shown[i]),
        percent: pct ? figures(pct[i]) : null,
        filePercent: filePct ? figures(filePct[i]) : null,
        file: figures(file[i]),
      };
      const key = String(line.board).trim();
      if (!byBoard.has(key)) byBoard.set(key, []);
      byBoard.get(key)!.push(scored);
      if (exactShown !== shown) exact.set(scored, { figures: figures(exactShown[i]), file: figures(exactFile[i]) });
    });
    const names = new Map<string, string>();
    for (const n of session.names ?? [])
      if (n.section === section && n.names.trim() !== "" && n.pair.trim() !== "") {
        const key = pairKey(n.pair, n.direction, mitchell);
        if (!names.has(key)) names.set(key, n.names.trim());
      }
    const sorted = [...byBoard].sort(([a], [b]) => compareBoards(a, b)).map(([board, l]) => ({ board, lines: l }));
    const totals = (r: SessionRanking, which: "figures" | "file") =>
      publishedTotals(r, rule, countingBoards(sorted, rankingOptions), printedFigures(sorted, which, mitchell, exact), decimals, mitchell);
    const pageTotals = totals(ranking, "figures");
    return {
      section,
      mitchell,
      boards: sorted,
      ranking,
      table: rankingTable(ranking),
      fileRanking,
      totals: pageTotals,
      fileTotals: fileRanking === ranking ? pageTotals : totals(fileRanking, "file"),
      names,
    };
  });
  return { session, lineOptions, fileOptions, rankingOptions, decimals, sections, movementWarnings };
}

/** The boards of a section that count for its pairs: a result other than NP, and two tables or more (§6). */
function countingBoards(boards: readonly ScoredBoard[], options: Options): number {
  return boards.filter((b) => {
    const present = b.lines.filter((l) => l.entry !== null);
    return present.some((l) => l.entry!.kind !== "np") && (options.tables ?? present.length) > 1;
  }).length;
}

/** Each side of each line, as the page (figures) or the files (file) print it, under its pair's key. */
function* printedFigures(
  boards: readonly ScoredBoard[],
  which: "figures" | "file",
  mitchell: boolean,
  exact: ReadonlyMap<ScoredLine, Pick<ScoredLine, "figures" | "file">>,
): Iterable<PrintedFigure> {
  for (const b of boards)
    for (const l of b.lines) {
      const unrounded = (exact.get(l) ?? l)[which];
      yield { key: pairKey(l.line.ns, "ns", mitchell), printed: l[which].ns, exact: unrounded.ns };
      yield { key: pairKey(l.line.ew, "ew", mitchell), printed: l[which].ew, exact: unrounded.ew };
    }
}
