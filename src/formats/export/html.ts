// The results page (docs/rules.md §11): one self-contained HTML file — no script, no font, no
// image, nothing fetched — to print on A4 or Letter or to put on a club's site. The ranking is
// RANKING's table cell for cell; each traveller's figures are the line functions'; a personal
// score card per pair (cards.ts) adds them up board by board. Every table has a caption and scoped headers.
import { Fraction } from "../../exact";
import type { TableCell } from "../../ranking/results";
import { PROFILES, isProfile } from "../../options";
import { scoreDatums } from "../../imps/butler";
import { boardDealer, boardVulnerability, parseBoardNumber } from "../../entries/vulnerability";
import { seatWord } from "./entries";
import { pairKey } from "./session";
import { Figures, ScoredSection, ScoredSession } from "./sessionTypes";
import { localDate, word, WordKey } from "./words";
import { PAGE_STYLE, paperOf } from "./pageStyle";
import { escapeHtml } from "./escape";
import { boardTexts, Ctx, num, th, totalText, w } from "./pageText";
import { cardParts } from "./cards";

export interface PageChoices {
  /** The page opens with "Print the ranking only" ticked. */
  rankingOnly?: boolean;
}

/** A whole number (a Max of 56), printed without decimals. */
function whole(value: TableCell): boolean {
  return typeof value === "number" ? Number.isInteger(value) : value instanceof Fraction && value.d === 1n;
}

/** A rank cell as RANKING shows it (`=3` when shared), in digits any language reads. */
function rankText(cell: TableCell): string {
  return typeof cell === "number" ? String(cell) : escapeHtml(String(cell));
}

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

function figureCells(ctx: Ctx, f: Figures | null): string {
  return f ? `<td class="num">${num(ctx, f.ns)}</td><td class="num">${num(ctx, f.ew)}</td>` : "";
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
