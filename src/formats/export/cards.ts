// The personal score cards of the results page (docs/rules.md §11): a card per pair, in RANKING's
// order, adds up its boards as the travellers print them and ends with the pair's published total
// and RANKING's %, marked where the running total and RANKING's Score differ.
import { Fraction, toNumber } from "../../exact";
import { pairKey } from "./session";
import { ScoredBoard, ScoredSection } from "./sessionTypes";
import { localNumber } from "./numbers";
import { escapeHtml } from "./escape";
import { boardTexts, Ctx, num, th, totalText, w } from "./pageText";

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
export function* cardParts(ctx: Ctx, sec: ScoredSection, id: string): Generator<string> {
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
