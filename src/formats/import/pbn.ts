// PBN score tables (PBN 2.1 §5): `[ScoreTable "Name\widthL;…"]` then one line per result, values
// separated by white space, strings in quotes, `-` for absent. Declared widths are not trusted:
// programs pad names past them. Lines are read with their numbers so every error can name one.
import { Message, msg, renderMessage } from "../../messages";
import { splitLines } from "./charset";
import { combineSides, importedContract, pbnScoreColumn, pbnSide } from "./entries";
import { carriedDeal, carriedEntry } from "./carried";
import { contractDisagrees, scoreOfContract, travellerRow, withCarried } from "./line";
import { pbnScores } from "../export/entries";
import { directionOf, FileScoring, ImportedResults, ImportFileError, lineAt, PairTotal, TravellerRow } from "./model";

interface Table {
  tag: string;
  columns: string[];
  line: number;
  rows: { line: number; cells: (string | null)[] }[];
}

interface Game {
  tags: Map<string, string>;
  tables: Table[];
}

const SPACE = /\s/;
const NAME_CHAR = /[A-Za-z0-9_]/;

/**
 * A tag line `[Name "value"]` read by hand, one character at a time: a regular expression over
 * the value (`(?:[^"\\]|\\.)*`) recurses once per character and overflows the stack on a value
 * of a few megabytes. Returns the name and the value as written (escapes kept), or
 * null when the line is not a tag.
 */
export function readTag(line: string): { name: string; value: string } | null {
  let i = 0;
  const n = line.length;
  const skipSpace = () => {
    while (i < n && SPACE.test(line[i])) i++;
  };
  if (line[i] !== "[") return null;
  i++;
  skipSpace();
  const nameStart = i;
  while (i < n && NAME_CHAR.test(line[i])) i++;
  const name = line.slice(nameStart, i);
  if (name === "" || i === n || !SPACE.test(line[i])) return null;
  skipSpace();
  if (line[i] !== '"') return null;
  const valueStart = ++i;
  while (i < n && line[i] !== '"') i += line[i] === "\\" && i + 1 < n ? 2 : 1;
  if (i >= n) return null;
  const value = line.slice(valueStart, i);
  i++;
  skipSpace();
  if (line[i] !== "]") return null;
  i++;
  skipSpace();
  return i === n ? { name, value } : null;
}

/** The values of one table line: quoted strings keep their spaces; `-` is absent (null). */
export function tableTokens(text: string, line: number): (string | null)[] {
  const out: (string | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === " " || c === "\t") {
      i++;
      continue;
    }
    if (c === '"') {
      // Slices, not a character at a time: a value may be megabytes long.
      const parts: string[] = [];
      let start = ++i;
      for (;;) {
        if (i >= text.length) throw new ImportFileError(msg("import.notClosed"), lineAt(line));
        const d = text[i];
        if (d === "\\" && i + 1 < text.length) {
          parts.push(text.slice(start, i), text[i + 1]);
          i += 2;
          start = i;
        } else if (d === '"') {
          parts.push(text.slice(start, i));
          i++;
          break;
        } else i++;
      }
      out.push(parts.join(""));
      continue;
    }
    let j = i;
    while (j < text.length && text[j] !== " " && text[j] !== "\t") j++;
    const word = text.slice(i, j);
    out.push(word === "-" ? null : word);
    i = j;
  }
  return out;
}

/** Splits the file into games (tag groups) with their tables, following PBN's `#` for "as before". */
function readGames(text: string): Game[] {
  const lines = splitLines(text);
  const games: Game[] = [];
  let game: Game | null = null;
  let table: Table | null = null;
  let previous = new Map<string, string>();
  let inComment = false;
  const finish = () => {
    if (game) {
      previous = game.tags;
      games.push(game);
    }
    game = null;
    table = null;
  };
  for (let n = 0; n < lines.length; n++) {
    const lineNo = n + 1;
    const raw = lines[n];
    if (inComment) {
      if (raw.includes("}")) inComment = false;
      continue;
    }
    const line = raw.trim();
    if (line === "") {
      finish();
      continue;
    }
    if (line.startsWith("%") || line.startsWith(";")) continue;
    if (line.startsWith("{")) {
      if (!line.includes("}")) inComment = true;
      continue;
    }
    if (line.startsWith("[")) {
      const m = readTag(line);
      if (!m) throw new ImportFileError(msg("import.notTag", { text: `'${line.length > 60 ? line.slice(0, 60) + "…" : line}'` }), lineAt(lineNo));
      if (!game) game = { tags: new Map(), tables: [] };
      const name = m.name;
      let value = m.value.replace(/\\(["\\])/g, "$1");
      if (value === "#") value = previous.get(name) ?? "";
      game.tags.set(name, value);
      if (/Table$/i.test(name)) {
        table = { tag: name, columns: value.split(";").map((c) => c.split("\\")[0].trim()), line: lineNo, rows: [] };
        game.tables.push(table);
      } else table = null;
      continue;
    }
    if (table) {
      const t: Table = table;
      const cells = tableTokens(line, lineNo);
      // `#` in a cell: the same as the line above (PBN's "as before").
      const above = t.rows[t.rows.length - 1];
      for (let k = 0; k < cells.length; k++) {
        if (cells[k] === "#") {
          if (!above) throw new ImportFileError(msg("import.sameAsAboveFirst"), lineAt(lineNo));
          cells[k] = above.cells[k] ?? null;
        }
      }
      t.rows.push({ line: lineNo, cells });
    }
    // Other lines (auctions, play, commentary) belong to the game and are not results.
  }
  finish();
  return games;
}

function scoringOf(text: string, columns: Set<string>): FileScoring {
  const s = text.toUpperCase();
  if (s.includes("BUTLER") || columns.has("BUTLERDATUM")) return "butler";
  if (s.includes("CROSS")) return "crossimps";
  if (s.startsWith("MATCHPOINT") || s.startsWith("MP") || columns.has("MP_NS")) return "matchpoints";
  if (s.startsWith("IMP") || columns.has("IMP_NS")) return "butler";
  return "unknown";
}

const SEATS: Record<string, string> = { N: "N", E: "E", S: "S", W: "W", NORTH: "N", EAST: "E", SOUTH: "S", WEST: "W" };

/** Reads a PBN file's score tables into traveller rows. Throws ImportFileError naming the line. */
export function parsePbn(text: string, encoding = "UTF-8"): ImportedResults {
  const games = readGames(text);
  // Not one tag: whatever the file is, it is not PBN (docs/rules.md §10).
  if (games.length === 0) throw new ImportFileError(msg("import.neitherFormat"));
  const rows: TravellerRow[] = [];
  const totals: PairTotal[] = [];
  const skipped: string[] = [];
  const events = new Set<string>();
  let program = "";
  let scoringText = "";
  let scoring: FileScoring = "unknown";
  for (const game of games) if (game.tables.some((t) => /^ScoreTable$/i.test(t.tag))) events.add(game.tags.get("Event") ?? "");
  const manySessions = events.size > 1;
  let scoreTables = 0;
  // A board's score table is its whole traveller: a second one in the same event is a broken file.
  const seen = new Map<string, number>();
  for (const game of games) {
    program ||= (game.tags.get("Application") ?? game.tags.get("Generator") ?? "").replace(/\s+-\s+Read more.*$/i, "");
    const event = game.tags.get("Event") ?? "";
    const session = manySessions ? event : "";
    for (const table of game.tables) {
      const col = new Map<string, number>();
      table.columns.forEach((c, i) => col.set(c.toUpperCase(), i));
      const at = (cells: (string | null)[], name: string): string | null => {
        const i = col.get(name);
        return i === undefined ? null : (cells[i] ?? null);
      };
      if (/^TotalScoreTable$/i.test(table.tag)) {
        // A file of one session of several carries the session's own score beside the running total.
        const scoreCol = ["SESSIONSCOREMP", "SESSIONSCOREIMP", "TOTALSCOREMP", "TOTALSCOREIMP", "TOTALSCORE"].find((c) => col.has(c)) ?? "";
        const percentCol = col.has("SESSIONPERCENTAGE") ? "SESSIONPERCENTAGE" : "TOTALPERCENTAGE";
        for (const r of table.rows) {
          const pair = at(r.cells, "PAIRID");
          if (pair === null) continue;
          totals.push({
            session,
            section: at(r.cells, "SECTION") ?? "",
            pair,
            direction: directionOf(at(r.cells, "DIRECTION")),
            names: at(r.cells, "NAMES") ?? "",
            score: at(r.cells, scoreCol),
            percent: at(r.cells, percentCol),
          });
        }
        continue;
      }
      if (!/^ScoreTable$/i.test(table.tag)) continue;
      scoreTables++;
      const where = lineAt(table.line);
      if (col.has("TEAMID_HOME")) throw new ImportFileError(msg("import.teamsTable"), where);
      if (!col.has("PAIRID_NS") || !col.has("PAIRID_EW")) {
        throw new ImportFileError(msg(col.has("PLAYERID_NORTH") ? "import.individual" : "import.noPairColumns"), where);
      }
      const board = (game.tags.get("Board") ?? "").trim();
      if (board === "") throw new ImportFileError(msg("import.noBoardTag"), where);
      // A [Section] tag makes each section's score table a traveller of its own (PBN 2.1 §4.4);
      // without it a score table holds every section of the board, scored together.
      const sectionTag = game.tags.get("Section")?.trim() ?? "";
      const tableKey = sectionTag === "" ? `${event}\u0000${board}` : `${event}\u0000${sectionTag}\u0000${board}`;
      const first = seen.get(tableKey);
      if (first !== undefined) throw new ImportFileError(msg("import.secondTable", { board, first }), where);
      seen.set(tableKey, table.line);
      const vulnerable = game.tags.get("Vulnerable") ?? "";
      const deal = carriedDeal(game.tags.get("Deal") ?? "");
      scoringText ||= game.tags.get("Scoring") ?? "";
      if (scoring === "unknown") scoring = scoringOf(game.tags.get("Scoring") ?? "", new Set(col.keys()));
      const figures = col.has("MP_NS") ? ["MP_NS", "MP_EW"] : col.has("IMP_NS") ? ["IMP_NS", "IMP_EW"] : null;
      const hasScore = col.has("SCORE_NS") || col.has("SCORE_EW") || col.has("SCORE");
      for (const r of table.rows) {
        const lineWhere = renderMessage(lineAt(r.line));
        if (r.cells.length !== table.columns.length)
          throw new ImportFileError(msg("import.valueCount", { values: r.cells.length, columns: table.columns.length, line: table.line }), lineAt(r.line));
        const ns = at(r.cells, "PAIRID_NS");
        const ew = at(r.cells, "PAIRID_EW");
        const section = at(r.cells, "SECTION") ?? sectionTag;
        if (ns === null || ew === null) {
          const who = ns === null && ew === null ? msg("import.noPairs") : msg("import.onlyPair", { pair: (ns ?? ew)! });
          skipped.push(renderMessage(msg("location.at", { where: lineWhere, message: msg("import.skippedPbn", { board, who }) })));
          continue;
        }
        const contractCell = at(r.cells, "CONTRACT");
        const declarerCell = at(r.cells, "DECLARER");
        const resultCell = at(r.cells, "RESULT");
        const read = importedContract(contractCell);
        const contract = read.contract;
        let note: Message | null = read.note;
        const declarer = declarerCell === null ? "" : (SEATS[declarerCell.toUpperCase()] ?? "");
        const tricks = resultCell !== null && /^\d+$/.test(resultCell) ? Number(resultCell) : null;
        let entry = "";
        let adjusted = false;
        // The score of the line's contract, or the reason it has none (a note naming the line).
        const fromContract = () => scoreOfContract(contract, declarer, tricks, vulnerable || board);
        if (hasScore) {
          let nsCell = at(r.cells, "SCORE_NS");
          let ewCell = at(r.cells, "SCORE_EW");
          if (!col.has("SCORE_NS") && !col.has("SCORE_EW")) ({ ns: nsCell, ew: ewCell } = pbnScoreColumn(at(r.cells, "SCORE")));
          const a = pbnSide(nsCell);
          const b = pbnSide(ewCell);
          adjusted = a.adjusted || b.adjusted;
          if (a.part.kind === "absent" && b.part.kind === "absent" && contractCell !== null && contract !== "PASS") {
            // Ruling (docs/rules.md §10): a line with a contract is played, so `-` in the score
            // columns is no NP: it is scored from the contract, and the note says so; a contract
            // that does not read leaves the line without a result, its note naming the contract.
            const got = read.note ? null : fromContract();
            entry = got?.entry ?? "";
            if (got)
              note = got.problem
                ? msg("import.noScoreUnscorable", { contract, message: got.problem })
                : msg("import.scoredFromContract", { contract, declarer, tricks: tricks!, score: got.score! });
          } else {
            const mapped = combineSides(a.part, b.part, contract === "PASS");
            entry = mapped.entry;
            note ??= mapped.note;
          }
        } else if (contract !== "") {
          // No score column (a terminal's raw table): the score is the contract's.
          const got = fromContract();
          entry = got.entry;
          note ??= got.problem;
        } else entry = "NP";
        // The exact entry this add-in wrote beside score cells that could not say it (rules §11).
        if (col.has("ENTRY") && (col.has("SCORE_NS") || col.has("SCORE_EW"))) {
          const nsCell = at(r.cells, "SCORE_NS");
          const ewCell = at(r.cells, "SCORE_EW");
          const same = (a: string | null, b: string | null) => (a ?? "-").trim().toUpperCase() === (b ?? "-").trim().toUpperCase();
          const carried = carriedEntry(at(r.cells, "ENTRY"), (e) => {
            const written = pbnScores(e, contract === "PASS");
            return same(written.ns, nsCell) && same(written.ew, ewCell);
          });
          const weighed = withCarried(carried, { entry, note }, read.note);
          ({ entry, note } = weighed);
          adjusted ||= weighed.taken;
        }
        // A plain score the director did not set must be what the contract makes.
        const made = note === null && !adjusted ? contractDisagrees(entry, contract, declarer, tricks, vulnerable || board) : null;
        if (made !== null) {
          const vulnerability = vulnerable || msg("import.ofBoard", { board });
          note = msg("import.scoreMismatchVul", { entry, contract, declarer, tricks: tricks!, score: made, vulnerability });
        }
        const theirs = figures ? { ns: at(r.cells, figures[0]), ew: at(r.cells, figures[1]) } : null;
        const group = sectionTag === "" ? `${session}\u0000${board}` : `${session}\u0000${sectionTag}\u0000${board}`;
        const lead = at(r.cells, "LEAD");
        rows.push(travellerRow({ session, section, board, ns, ew, contract, declarer, tricks, entry, theirs, note, where: lineWhere, group, lead, deal }));
      }
    }
  }
  if (scoreTables === 0) throw new ImportFileError(msg("import.noScoreTable"));
  return { format: "PBN", program, event: [...events][0] ?? "", scoring, scoringText, rows, totals, skipped, encoding };
}
