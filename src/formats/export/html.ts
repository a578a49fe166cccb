// The results page (docs/rules.md §11): one self-contained HTML file — no script, no font, no
// image, nothing fetched — to print on A4 or Letter or to put on a club's site. The ranking is
// RANKING's table cell for cell; each traveller's figures are the line functions'; a personal
// score card per pair adds them up board by board. Every table has a caption and scoped headers.
import { Fraction, toNumber } from "../../exact";
import type { Language } from "../../messages";
import type { TableCell } from "../../ranking/results";
import { PROFILES, isProfile } from "../../options";
import { scoreDatums } from "../../imps/butler";
import { boardDealer, boardVulnerability, parseBoardNumber } from "../../entries/vulnerability";
import { contractSymbols, entryWords, resultText, seatWord } from "./entries";
import { pairKey, passedOutLine } from "./session";
import { ExportScoring, Figures, ScoredBoard, ScoredLine, ScoredSection, ScoredSession } from "./sessionTypes";
import type { PublishedTotal } from "./totals";
import { localDate, word, WordKey } from "./words";
import { localNumber } from "./numbers";
import { PAGE_STYLE, paperOf } from "./pageStyle";
import { escapeHtml } from "./escape";

export interface PageChoices {
  /** The page opens with "Print the ranking only" ticked. */
  rankingOnly?: boolean;
}

interface Ctx {
  lang: Language;
  scoring: ExportScoring;
  decimals: number;
  /** The line formulas' options (BUTLERDATUM takes BUTLERIMP's). */
  options: string;
  /** Each board's lines as the page writes them, made once (boardTexts). */
  boardTexts: Map<ScoredBoard, LineText[]>;
}

function w(ctx: Ctx, key: WordKey, values?: Record<string, string | number>): string {
  return escapeHtml(word(ctx.lang, key, values));
}

function num(ctx: Ctx, value: TableCell | Fraction | null | undefined, decimals = ctx.decimals): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return escapeHtml(value);
  const n = typeof value === "number" ? value : toNumber(value);
  // Digits, a minus sign and the language's separators (src/formats/export/numbers.ts): nothing to escape.
  return localNumber(ctx.lang, n, typeof value === "number" && Number.isInteger(value) ? 0 : decimals);
}

/** A whole number (a Max of 56), printed without decimals. */
function whole(value: TableCell): boolean {
  return typeof value === "number" ? Number.isInteger(value) : value instanceof Fraction && value.d === 1n;
}

/** A rank cell as RANKING shows it (`=3` when shared), in digits any language reads. */
function rankText(cell: TableCell): string {
  return typeof cell === "number" ? String(cell) : escapeHtml(String(cell));
}

const th = (text: string, cls = ""): string => `<th scope="col"${cls ? ` class="${cls}"` : ""}>${text}</th>`;

function rankingHtml(ctx: Ctx, sec: ScoredSection, id: string): string {
  const atImps = ctx.scoring !== "matchpoints";
  const aroundAverage = sec.ranking.options.scale === "pp";
  const out: string[] = [];
  let field = -1;
  let index = 0;
  let rows: string[] = [];
  let scaledTo = 0;
  const flush = () => {
    if (field < 0) return;
    const direction = sec.ranking.fields[field].direction;
    const caption = direction === "ns" ? w(ctx, "page.rankingNs") : direction === "ew" ? w(ctx, "page.rankingEw") : w(ctx, "page.ranking");
    const head = [
      th(w(ctx, "col.rank"), "num"),
      th(w(ctx, "col.pair"), "num"),
      th(w(ctx, "col.names")),
      th(w(ctx, "col.boards"), "num"),
      // Under scale=pp (the DBf profile) Score and Max are matchpoints around the average (§6).
      th(w(ctx, atImps ? "col.impTotal" : aroundAverage ? "col.ppTotal" : "col.mpTotal"), "num"),
      // At IMPs Max is the boards again: one Boards column.
      ...(atImps ? [] : [th(w(ctx, aroundAverage ? "col.ppMax" : "col.max"), "num")]),
      th(w(ctx, atImps ? "col.impsPerBoard" : "col.percent"), "num"),
    ];
    const note = scaledTo ? `<p class="note">\u2020 ${w(ctx, "page.scaledTotals", { boards: scaledTo })}</p>` : "";
    out.push(
      `<table class="ranking" id="${id}-ranking-${field}"><caption>${caption}</caption><thead><tr>${head.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>${note}`,
    );
    rows = [];
    scaledTo = 0;
  };
  for (const row of sec.table) {
    if (row[0] === "Rank") {
      flush();
      field++;
      index = 0;
      continue;
    }
    const direction = sec.ranking.fields[field].direction;
    const published = sec.totals.get(sec.ranking.fields[field].pairs[index++])!;
    if (published.scaled) scaledTo = published.scaled.all;
    const pair = String(row[1]);
    const names = sec.names.get(pairKey(pair, direction ?? "ns", sec.mitchell)) ?? "";
    const max = atImps ? "" : `<td class="num">${num(ctx, row[4], whole(row[4]) ? 0 : ctx.decimals)}</td>`;
    rows.push(
      `<tr><td class="num">${rankText(row[0])}</td><th scope="row" class="num">${escapeHtml(pair)}</th><td class="names">${escapeHtml(names)}</td>` +
        `<td class="num">${num(ctx, row[2])}</td><td class="num">${totalText(ctx, published)}</td>${max}<td class="num">${num(ctx, row[5])}</td></tr>`,
    );
  }
  flush();
  return out.join("\n");
}

/** A published total (§11), marked when it is scaled to all the boards. */
function totalText(ctx: Ctx, published: PublishedTotal): string {
  return `${num(ctx, published.total)}${published.scaled ? "\u00a0\u2020" : ""}`;
}

function figureCells(ctx: Ctx, f: Figures | null): string {
  return f ? `<td class="num">${num(ctx, f.ns)}</td><td class="num">${num(ctx, f.ew)}</td>` : "";
}

interface LineText {
  contract: string;
  by: string;
  result: string;
  /** The card's Contract cell: contract, result and declarer in one. */
  played: string;
  /** The entry in words (scoreWords). */
  words: string;
  /** Each side's figure as printed: the traveller's and the card's are the same text. */
  ns: string;
  ew: string;
}

/** A board's lines as the page writes them (contract, declarer, result, entry, figures): made once, as each line is printed on its board's traveller and on two cards. */
function boardTexts(ctx: Ctx, b: ScoredBoard): LineText[] {
  let texts = ctx.boardTexts.get(b);
  if (!texts) ctx.boardTexts.set(b, (texts = b.lines.map((l) => lineText(ctx, l))));
  return texts;
}

function lineText(ctx: Ctx, l: ScoredLine): LineText {
  // A passed-out board is one whether the contract cell or the score cell says so (docs/rules.md
  // §2, §11), as in the PBN and USEBIO files.
  const passed = passedOutLine(l.line);
  const c = contractCell(ctx, l, passed);
  const played = [c.contract, c.result, c.by].filter(Boolean).join(" ");
  // Written out, not spread: `{ ...c, more }` makes each of 100 000 objects a slow dictionary (7 µs each in V8).
  return {
    contract: c.contract,
    by: c.by,
    result: c.result,
    played,
    words: scoreWords(ctx, l, passed),
    ns: num(ctx, l.figures.ns),
    ew: num(ctx, l.figures.ew),
  };
}

function contractCell(ctx: Ctx, l: ScoredLine, passed: boolean): { contract: string; by: string; result: string } {
  const c = l.line.contract.trim();
  if (passed) return { contract: w(ctx, "pass"), by: "", result: "" };
  return {
    contract: escapeHtml(contractSymbols(c)),
    by: escapeHtml(seatWord(l.line.declarer, ctx.lang)),
    result: escapeHtml(resultText(c, l.line.tricks)),
  };
}

function scoreWords(ctx: Ctx, l: ScoredLine, passed: boolean): string {
  const contract = passed ? "PASS" : l.line.contract;
  return escapeHtml(entryWords(l.entry, ctx.lang, { board: l.line.board, contract, declarer: l.line.declarer }));
}

function boardCaption(ctx: Ctx, board: string): string {
  try {
    const n = parseBoardNumber(board);
    const vul = boardVulnerability(n);
    return w(ctx, "page.boardVul", { board, dealer: seatWord(boardDealer(n), ctx.lang), vulnerable: word(ctx.lang, `vul.${vul}` as WordKey) });
  } catch {
    return w(ctx, "page.board", { board });
  }
}

/**
 * Each board's Butler datum as BUTLERDATUM gives it, one call for the section: "410", or the
 * groups' datums "410 / 380" on a fouled board; "" at other methods or where a board has none.
 */
function datums(ctx: Ctx, sec: ScoredSection): string[] {
  if (ctx.scoring !== "butler") return sec.boards.map(() => "");
  const lines = sec.boards.flatMap((b) => b.lines.map((l) => ({ board: b.board, entry: l.line.entry })));
  const out = scoreDatums(
    lines.map((l) => [l.entry === null || l.entry === "" ? null : l.entry]),
    lines.map((l) => [l.board]),
    ctx.options,
  );
  let at = 0;
  return sec.boards.map((b) => {
    const seen: string[] = [];
    for (let k = 0; k < b.lines.length; k++) {
      const row = out[at++];
      const d = Array.isArray(row) ? row[0] : "";
      if (typeof d === "number" && !seen.includes(String(d))) seen.push(String(d));
    }
    return seen.map((d) => num(ctx, Number(d), 0)).join(" / ");
  });
}

/** Each board's traveller, one at a time (the pane builds a large page in steps). */
function* travellerParts(ctx: Ctx, sec: ScoredSection, id: string): Generator<string> {
  const mp = ctx.scoring === "matchpoints";
  const datum = datums(ctx, sec);
  const head = [
    th(w(ctx, "col.ns"), "num"),
    th(w(ctx, "col.ew"), "num"),
    th(w(ctx, "col.contract")),
    th(w(ctx, "col.by")),
    th(w(ctx, "col.result")),
    th(w(ctx, "col.score")),
    th(w(ctx, mp ? "col.nsMp" : "col.nsImps"), "num"),
    th(w(ctx, mp ? "col.ewMp" : "col.ewImps"), "num"),
    ...(mp ? [th(w(ctx, "col.nsPct"), "num"), th(w(ctx, "col.ewPct"), "num")] : []),
  ].join("");
  for (const [i, b] of sec.boards.entries()) {
    const texts = boardTexts(ctx, b);
    const rows = b.lines.map((l, k) => {
      const c = texts[k];
      return (
        `<tr><th scope="row" class="num">${escapeHtml(l.line.ns)}</th><td class="num">${escapeHtml(l.line.ew)}</td><td>${c.contract}</td><td>${c.by}</td><td>${c.result}</td>` +
        `<td>${c.words}</td><td class="num">${c.ns}</td><td class="num">${c.ew}</td>${mp ? figureCells(ctx, l.percent) : ""}</tr>`
      );
    });
    const caption = `${boardCaption(ctx, b.board)}${datum[i] ? ` <span class="datum">\u00b7 ${w(ctx, "page.datum", { datum: datum[i] })}</span>` : ""}`;
    yield `<section class="board"><table class="traveller" id="${id}-board-${i}"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
  }
}

/** Where a pair sat on a line: as NS, as EW, or (a pair id on both sides) both. */
interface Seat {
  board: ScoredBoard;
  /** The line's place on its board. */
  at: number;
  ns: boolean;
  ew: boolean;
}

/**
 * The lines of the section by pair key, in the travellers' order, read once on first use: a card
 * per pair that scanned every line would cost pairs × lines (10^9 at 100 000 rows).
 */
function linesByPair(sec: ScoredSection): () => Map<string, Seat[]> {
  let index: Map<string, Seat[]> | null = null;
  return () => {
    if (index) return index;
    const byKey = new Map<string, Seat[]>();
    const add = (key: string, seat: Seat) => {
      const seats = byKey.get(key);
      if (seats) seats.push(seat);
      else byKey.set(key, [seat]);
    };
    for (const b of sec.boards)
      b.lines.forEach((l, at) => {
        const ns = pairKey(l.line.ns, "ns", sec.mitchell);
        const ew = pairKey(l.line.ew, "ew", sec.mitchell);
        add(ns, { board: b, at, ns: true, ew: ns === ew });
        if (ew !== ns) add(ew, { board: b, at, ns: false, ew: true });
      });
    return (index = byKey);
  };
}

/** Each pair's score card, one at a time. */
function* cardParts(ctx: Ctx, sec: ScoredSection, id: string): Generator<string> {
  const mp = ctx.scoring === "matchpoints";
  const decimalsOf = (f: Fraction) => localNumber(ctx.lang, toNumber(f), ctx.decimals);
  // The words every card repeats, made once for the section (a page may hold 10 000 cards).
  const head = [
    th(w(ctx, "col.board"), "num"),
    th(w(ctx, "col.seat")),
    th(w(ctx, "col.opponents"), "num"),
    th(w(ctx, "col.contract")),
    th(w(ctx, "col.score")),
    th(w(ctx, mp ? "col.mp" : "col.imps"), "num"),
    th(w(ctx, "col.running"), "num"),
  ].join("");
  const seatCell = { ns: `<td>${w(ctx, "col.ns")}</td>`, ew: `<td>${w(ctx, "col.ew")}</td>` };
  let k = 0;
  const played = linesByPair(sec);
  // The table's rows, in RANKING's order: its Score and % cells are what each card ends with.
  const tableRows = sec.table.filter((r) => r[0] !== "Rank");
  let before = 0;
  for (const field of sec.ranking.fields) {
    for (const [i, p] of field.pairs.entries()) {
      const row = tableRows[before + i];
      const label = String(p.pair.label);
      const direction = field.direction;
      const key = pairKey(label, direction ?? "ns", sec.mitchell);
      const lines: { seat: Seat; sat: "ns" | "ew" }[] = [];
      for (const seat of played().get(key) ?? []) {
        if (seat.ns && (!direction || direction === "ns")) lines.push({ seat, sat: "ns" });
        else if (seat.ew && (!direction || direction === "ew")) lines.push({ seat, sat: "ew" });
      }
      let running: Fraction | null = null;
      const rows = lines.map(({ seat: { board: b, at }, sat }) => {
        const l = b.lines[at];
        const board = b.board;
        const own = sat === "ns" ? l.figures.ns : l.figures.ew;
        if (own instanceof Fraction) running = running ? running.add(own) : own;
        const c = boardTexts(ctx, b)[at];
        return (
          `<tr><th scope="row" class="num">${escapeHtml(board)}</th>${seatCell[sat]}<td class="num">${escapeHtml(sat === "ns" ? l.line.ew : l.line.ns)}</td>` +
          `<td>${c.played}</td><td>${c.words}</td><td class="num">${sat === "ns" ? c.ns : c.ew}</td><td class="num">${running ? decimalsOf(running) : ""}</td></tr>`
        );
      });
      const names = sec.names.get(key);
      const title = direction === "ns" ? "page.cardNs" : direction === "ew" ? "page.cardEw" : "page.card";
      const caption = `${w(ctx, title, { pair: label })}${names ? ` <span class="names">${escapeHtml(names)}</span>` : ""}`;
      const published = sec.totals.get(p);
      const total = published ? totalText(ctx, published) : "";
      const percent = row && row[5] !== "" ? ` (${num(ctx, row[5])}${mp ? "\u00a0%" : ""})` : "";
      const differs = row && running !== null && row[3] instanceof Fraction && decimalsOf(running) !== decimalsOf(row[3]);
      yield (
        `<section class="card"><table class="card" id="${id}-card-${k++}"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody>` +
        `<tfoot><tr><th scope="row" colspan="6">${w(ctx, "card.total")}${differs ? " *" : ""}</th><td class="num">${total}${percent}</td></tr></tfoot></table>` +
        `${differs ? `<p class="note">* ${w(ctx, "card.differs")}</p>` : ""}` +
        `${published?.scaled ? `<p class="note">\u2020 ${w(ctx, "page.scaledTotals", { boards: published.scaled.all })}</p>` : ""}</section>`
      );
    }
    before += field.pairs.length;
  }
}

/** The steps a page is built in (pageParts' `done` at the end): a board's traveller or a pair's card each. */
export function pageSteps(scored: ScoredSession): number {
  return scored.sections.reduce((n, sec) => n + sec.boards.length + sec.ranking.fields.reduce((m, f) => m + f.pairs.length, 0), 0);
}

/** The results page of a scored session, in its language. */
export function resultsPage(scored: ScoredSession, choices: PageChoices = {}): string {
  let text = "";
  for (const part of pageParts(scored, choices)) text += part.text;
  return text;
}

/**
 * The results page in parts, each with the steps done so far (of pageSteps): joined, they are
 * resultsPage. The pane builds a large page a few parts at a time and shows how far it has got.
 */
export function* pageParts(scored: ScoredSession, choices: PageChoices = {}): Generator<{ text: string; done: number }> {
  const { session } = scored;
  const ctx: Ctx = { lang: session.language, scoring: session.scoring, decimals: scored.decimals, options: session.options, boardTexts: new Map() };
  const profile = scored.lineOptions.profile;
  const profileName = isProfile(profile) ? PROFILES[profile].label : String(profile);
  const scoringWord = w(ctx, `page.scoring.${session.scoring}` as WordKey);
  const meta = [session.date ? escapeHtml(localDate(ctx.lang, session.date)) : "", scoringWord, w(ctx, "page.rules", { profile: profileName })]
    .filter(Boolean)
    .join(" · ");
  const title = session.event.trim() || word(ctx.lang, "page.results");
  const many = scored.sections.length > 1 || scored.sections[0].section !== "";
  let done = 0;
  yield {
    text: `<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Bridge Scoring for Excel">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}@page { size: ${paperOf(String(profile))}; margin: 12mm; }</style>
</head>
<body>
<input type="checkbox" id="ranking-only" class="print-choice"${choices.rankingOnly ? " checked" : ""}><label for="ranking-only" class="print-choice"> ${w(ctx, "page.rankingOnly")}</label>
<header><h1>${escapeHtml(title)}</h1><p class="meta">${meta}</p></header>
<main>
`,
    done,
  };
  for (const [s, sec] of scored.sections.entries()) {
    const id = `s${s}`;
    const heading = many ? `<h2 id="${id}">${w(ctx, "page.section", { section: sec.section })}</h2>` : "";
    const h = many ? "h3" : "h2";
    yield {
      text:
        `${s > 0 ? "\n" : ""}<section aria-labelledby="${many ? id : `${id}-ranking`}">${heading}` +
        `<${h} id="${id}-ranking">${w(ctx, "page.ranking")}</${h}>\n${rankingHtml(ctx, sec, id)}\n` +
        `<div class="part-travellers"><${h}>${w(ctx, "page.travellers")}</${h}>\n`,
      done,
    };
    let first = true;
    for (const board of travellerParts(ctx, sec, id)) {
      yield { text: `${first ? "" : "\n"}${board}`, done: ++done };
      first = false;
    }
    yield { text: `</div>\n<div class="part-cards"><${h}>${w(ctx, "page.cards")}</${h}>\n<div class="cards">`, done };
    first = true;
    for (const card of cardParts(ctx, sec, id)) {
      yield { text: `${first ? "" : "\n"}${card}`, done: ++done };
      first = false;
    }
    yield { text: "</div></div></section>", done };
  }
  const replaced = session.lines.filter((l) => l.replaced !== undefined);
  const notes = replaced.length
    ? `<h2>${w(ctx, "page.notes")}</h2><p class="note">${w(ctx, "page.exportedNp", {
        lines: replaced.map((l) => `${l.where ? `${l.where} ` : ""}${l.board}: ${l.ns}\u2013${l.ew} '${l.replaced}'`).join("; "),
      })}</p>`
    : "";
  yield {
    text: `
${notes}
</main>
<footer>${w(ctx, "page.footer")}</footer>
</body>
</html>
`,
    done,
  };
}
