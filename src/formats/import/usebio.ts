// USEBIO 1.x (the EBU/ABF exchange format): EVENT, PARTICIPANTS, BOARD, TRAVELLER_LINE. Read with
// fast-xml-parser, never with regular expressions on the XML; errors name the element path.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Message, msg, renderMessage } from "../../messages";
import { combineSides, importedContract, usebioSides } from "./entries";
import { carriedDeal, carriedEntry, usebioCarried } from "./carried";
import { contractDisagrees, scoreOfContract, travellerRow, withCarried } from "./line";
import { DealSeat, HAND_SUITS, handsOf, seatOf } from "../export/deal";
import { usebioScore } from "../export/entries";
import { splitLines } from "./charset";
import { directionOf, FileScoring, ImportedResults, ImportFileError, lineAt, PairTotal, TravellerRow } from "./model";

type Node = Record<string, unknown>;

const REPEATED = new Set(["SESSION", "SECTION", "BOARD", "TRAVELLER_LINE", "PAIR", "PLAYER", "PARTICIPANTS", "EVENT", "HAND"]);

function text(node: unknown): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === "string" || typeof node === "number") return String(node).trim();
  if (typeof node === "object" && "#text" in (node as Node)) return text((node as Node)["#text"]);
  if (typeof node === "object") return "";
  return null;
}

function child(node: Node, name: string): string | null {
  const v = node[name];
  return Array.isArray(v) ? text(v[0]) : text(v);
}

function list(node: Node, name: string): Node[] {
  const v = node[name];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map((x) => (typeof x === "object" && x !== null ? (x as Node) : {}));
}

const FIGURES: [string, string, FileScoring][] = [
  ["NS_MATCH_POINTS", "EW_MATCH_POINTS", "matchpoints"],
  ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS", "butler"],
  ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS", "crossimps"],
  ["NS_IMPS", "EW_IMPS", "butler"],
];

function scoringOf(eventType: string, method: string): FileScoring {
  const s = `${eventType} ${method}`.toUpperCase();
  if (s.includes("CROSS")) return "crossimps";
  if (s.includes("BUTLER") || s.includes("IMP")) return "butler";
  if (s.includes("MP") || s.includes("MATCH")) return "matchpoints";
  return "unknown";
}

/**
 * The parser's limits, set here rather than left to the library's defaults so that each refusal
 * can say which limit the file passed (docs/rules.md §10). A USEBIO file nests six or seven
 * levels deep and defines no entities of its own.
 */
export const XML_LIMITS = { depth: 100, entitySize: 10_000, entities: 1_000, expanded: 100_000 } as const;

/** An error text of the library, short enough for one line. */
function shortened(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * What the parser refused, as a message of the catalogue: each limit and each DOCTYPE feature by
 * name; anything else as XML that is not well-formed, in the parser's words. The parser says
 * which by its error text only, so the text is matched here, and test/formats/import-hostile.test.ts
 * holds every case to its message.
 */
function parserRefusal(e: unknown): ImportFileError {
  const text = e instanceof Error ? e.message : String(e);
  const size = /Entity "([^"]*)" size \((\d+)\)/.exec(text);
  const reserved = /Invalid name: "([^"]*)"/.exec(text);
  if (/nested tags/i.test(text)) return new ImportFileError(msg("import.xmlTooDeep", { limit: XML_LIMITS.depth }));
  if (size) return new ImportFileError(msg("import.xmlEntityTooLarge", { name: shortened(size[1]), size: Number(size[2]), limit: XML_LIMITS.entitySize }));
  if (/entity count/i.test(text)) return new ImportFileError(msg("import.xmlTooManyEntities", { limit: XML_LIMITS.entities }));
  if (/expanded content length|expansion count/i.test(text)) return new ImportFileError(msg("import.xmlExpansionTooLarge", { limit: XML_LIMITS.expanded }));
  if (/external entit/i.test(text)) return new ImportFileError(msg("import.xmlExternalEntity"));
  if (/parameter entit|entity name %/i.test(text)) return new ImportFileError(msg("import.xmlParameterEntity"));
  if (reserved) return new ImportFileError(msg("import.xmlReservedName", { name: shortened(reserved[1]) }));
  return new ImportFileError(msg("import.notXml", { error: shortened(text) }));
}

/**
 * The validator's refusal as a message. A file that ends with elements still open (cut off in a
 * copy or a download) is reported by the validator at line 1 with its list of open tags: it is
 * said as what it is, at the file's last line, with the open elements as a path (docs/rules.md §10).
 */
function validatorRefusal(xml: string, err: { msg: string; line: number }): ImportFileError {
  const open = /^Invalid '(\[[\s\S]*\])' found\.$/.exec(err.msg);
  if (open) {
    let path: string;
    try {
      path = (JSON.parse(open[1]) as unknown[]).map(String).join("/");
    } catch {
      path = open[1];
    }
    return new ImportFileError(msg("import.xmlCutOff", { path: shortened(path) }), lineAt(splitLines(xml.trimEnd()).length));
  }
  return new ImportFileError(msg("import.notXml", { error: shortened(err.msg) }), lineAt(err.line));
}

/**
 * An external entity declared with a public identifier (`<!ENTITY x PUBLIC "…" "…">`): the parser
 * refuses the SYSTEM form by name but stops at PUBLIC with a syntax error, on a well-formed file.
 * Both are one refusal (docs/rules.md §10). Only the DOCTYPE's internal subset is looked at.
 */
function declaresPublicEntity(xml: string): ImportFileError | null {
  const start = xml.indexOf("<!DOCTYPE");
  if (start < 0) return null;
  const end = xml.indexOf("]>", start);
  const subset = xml.slice(start, end < 0 ? xml.length : end);
  const m = /<!ENTITY\s+(%\s+)?[^\s%>]+\s+PUBLIC[\s"']/.exec(subset);
  if (!m) return null;
  return new ImportFileError(msg(m[1] ? "import.xmlParameterEntity" : "import.xmlExternalEntity"));
}

/**
 * A BOARD's HANDSET (a HAND per seat with its SPADES, HEARTS, DIAMONDS, CLUBS) as PBN's deal; none
 * when the board has no HANDSET or it is not a whole deal (docs/import-export.md).
 */
function handset(board: Node): { deal?: string } {
  const set = board["HANDSET"];
  const node = Array.isArray(set) ? set[0] : set;
  if (typeof node !== "object" || node === null) return {};
  const suits: Partial<Record<DealSeat, Record<string, string>>> = {};
  for (const hand of list(node as Node, "HAND")) {
    const seat = seatOf(String(hand["@_DIRECTION"] ?? child(hand, "DIRECTION") ?? ""));
    if (!seat) continue;
    suits[seat] = {};
    for (const [name, suit] of Object.entries(HAND_SUITS)) suits[seat][suit] = (child(hand, name) ?? "").replace(/[-\s]/g, "");
  }
  const hands = handsOf(suits);
  return hands ? carriedDeal(hands) : {};
}

/** Reads a USEBIO file into traveller rows. Throws ImportFileError naming the element path. */
export function parseUsebio(xml: string, encoding = "UTF-8"): ImportedResults {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw validatorRefusal(xml, valid.err);
  let doc: Node;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      // This add-in's own files carry an entry USEBIO cannot say in a comment (docs/rules.md §11).
      commentPropName: "#comment",
      maxNestedTags: XML_LIMITS.depth,
      processEntities: {
        enabled: true,
        maxEntitySize: XML_LIMITS.entitySize,
        maxEntityCount: XML_LIMITS.entities,
        maxExpandedLength: XML_LIMITS.expanded,
      },
      isArray: (name) => REPEATED.has(name),
    }).parse(xml) as Node;
  } catch (e) {
    // A hostile or broken file must end in a message, never in the parser's stack trace.
    throw declaresPublicEntity(xml) ?? parserRefusal(e);
  }
  const root = doc["USEBIO"] as Node | undefined;
  if (!root || typeof root !== "object") throw new ImportFileError(msg("import.notUsebio"), "/");
  const events = list(root, "EVENT");
  if (events.length === 0) throw new ImportFileError(msg("import.noEvent"), "USEBIO");
  const rows: TravellerRow[] = [];
  const totals: PairTotal[] = [];
  const skipped: string[] = [];
  let scoring: FileScoring = "unknown";
  const event = events[0];
  const eventType = String(event["@_EVENT_TYPE"] ?? "");
  const method = child(event, "SCORING_METHOD") ?? "";
  const program = [child(event, "PROGRAM_NAME"), child(event, "PROGRAM_VERSION")].filter(Boolean).join(" ");
  let lineFigures: [string, string, FileScoring] | null = null;
  const sessions = new Set<string>();
  const seen = new Map<string, string>();
  const sections = new Set<string>();

  const visit = (node: Node, path: string, session: string, section: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@_") || key === "#text" || key === "#comment" || typeof value !== "object" || value === null) continue;
      const items = list(node, key);
      items.forEach((item, i) => {
        const here = `${path}/${key}${items.length > 1 ? `[${i + 1}]` : ""}`;
        if (key === "SESSION") {
          const id = child(item, "SESSION_NUMBER") ?? child(item, "SESSION_ID") ?? String(item["@_SESSION_NUMBER"] ?? i + 1);
          sessions.add(id);
          visit(item, here, id, section);
        } else if (key === "SECTION") {
          const id = child(item, "SECTION_ID") ?? child(item, "SECTION_NAME") ?? child(item, "SECTION_LETTER") ?? String(item["@_SECTION_ID"] ?? i + 1);
          sections.add(id);
          visit(item, here, session, id);
        } else if (key === "PARTICIPANTS") {
          for (const pair of list(item, "PAIR")) {
            const names = list(pair, "PLAYER")
              .map((p) => child(p, "PLAYER_NAME") ?? "")
              .filter(Boolean)
              .join(" - ");
            // National ids in the players' order, joined as the names are (docs/import-export.md).
            const ids = list(pair, "PLAYER").map((p) => child(p, "NATIONAL_ID_NUMBER") ?? "");
            const id = child(pair, "PAIR_NUMBER");
            if (id)
              totals.push({
                session,
                section,
                pair: id,
                direction: directionOf(child(pair, "DIRECTION")),
                names,
                ...(ids.some(Boolean) ? { ids: ids.join(" - ") } : {}),
                score: child(pair, "TOTAL_SCORE"),
                percent: child(pair, "PERCENTAGE"),
              });
          }
        } else if (key === "BOARD") {
          readBoard(item, here, session, section);
        } else visit(item, here, session, section);
      });
    }
  };

  const readBoard = (board: Node, path: string, session: string, section: string): void => {
    const number = child(board, "BOARD_NUMBER");
    if (number === null || number === "") throw new ImportFileError(msg("import.boardWithoutNumber"), path);
    const key = `${session}\u0000${section}\u0000${number}`;
    const first = seen.get(key);
    if (first !== undefined) throw new ImportFileError(msg("import.boardAgain", { board: number, first }), path);
    seen.set(key, path);
    const lines = list(board, "TRAVELLER_LINE");
    const deal = handset(board);
    lines.forEach((line, i) => {
      const where = `${path}/TRAVELLER_LINE${lines.length > 1 ? `[${i + 1}]` : ""}`;
      const ns = child(line, "NS_PAIR_NUMBER");
      const ew = child(line, "EW_PAIR_NUMBER");
      if (!ns || !ew) {
        const who = !ns && !ew ? msg("import.noPairs") : msg("import.onlyPair", { pair: (ns || ew)! });
        skipped.push(renderMessage(msg("location.at", { where, message: msg("import.skippedUsebio", { board: number, who }) })));
        return;
      }
      lineFigures ??= FIGURES.find(([a]) => a in line) ?? null;
      const contractCell = child(line, "CONTRACT");
      const declarer = (child(line, "PLAYED_BY") ?? "").toUpperCase().slice(0, 1);
      const tricksText = child(line, "TRICKS");
      const tricks = tricksText !== null && /^\d+$/.test(tricksText) ? Number(tricksText) : null;
      // An empty CONTRACT element is no contract, as an absent one.
      const read = importedContract(contractCell || null);
      const contract = read.contract;
      let note: Message | null = read.note;
      const scoreText = child(line, "SCORE");
      const sides = usebioSides(scoreText);
      let entry: string;
      if (scoreText === null && contract !== "") {
        const got = scoreOfContract(contract, declarer, tricks, number);
        entry = got.entry;
        note ??= got.problem;
      } else {
        const mapped = combineSides(sides.ns, sides.ew, contract === "PASS");
        entry = mapped.entry;
        note ??= mapped.note;
      }
      // The exact entry this add-in wrote beside a SCORE that could not say it: taken when the
      // SCORE is what that entry's closest USEBIO form is, so a hand-edited SCORE still wins.
      const carried = carriedEntry(usebioCarried(line["#comment"]), (e) => {
        const written = usebioScore(e, contract === "PASS").score;
        return (written ?? "").toUpperCase() === (scoreText ?? "").toUpperCase();
      });
      ({ entry, note } = withCarried(carried, { entry, note }, read.note));
      // A plain score must be what the contract makes, or the traveller is wrong somewhere.
      const made = note === null ? contractDisagrees(entry, contract, declarer, tricks, number) : null;
      if (made !== null) note = msg("import.scoreMismatchBoard", { entry, contract, declarer, tricks: tricks!, score: made, board: number });
      const fig = FIGURES.find(([a]) => a in line);
      const theirs = fig ? { ns: child(line, fig[0]), ew: child(line, fig[1]) } : null;
      const group = `${session}\u0000${section}\u0000${number}`;
      const lead = child(line, "LEAD");
      rows.push(travellerRow({ session, section, board: number, ns, ew, contract, declarer, tricks, entry, theirs, note, where, group, lead, deal }));
    });
  };

  events.forEach((ev, i) => visit(ev, `USEBIO/EVENT${events.length > 1 ? `[${i + 1}]` : ""}`, "", ""));
  if (rows.length === 0) throw new ImportFileError(msg("import.noTravellerLine"), "USEBIO/EVENT");
  scoring = lineFigures ? (lineFigures as [string, string, FileScoring])[2] : scoringOf(eventType, method);
  // One session or section needs no column of its own.
  if (sessions.size <= 1) for (const r of rows) r.session = "";
  if (sections.size <= 1) for (const r of rows) r.section = "";
  if (sessions.size <= 1 || sections.size <= 1)
    for (const t of totals) {
      if (sessions.size <= 1) t.session = "";
      if (sections.size <= 1) t.section = "";
    }
  return {
    format: "USEBIO",
    program,
    event: child(event, "EVENT_DESCRIPTION") ?? "",
    scoring,
    scoringText: [eventType, method].filter(Boolean).join(", "),
    rows,
    totals,
    skipped,
    encoding,
  };
}
