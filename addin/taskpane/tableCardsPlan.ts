// The table guide cards New session writes on a sheet of their own (docs/task-pane.md,
// docs/rules.md §13): the director's instructions first, then a card per table, a line per round —
// who sits where, the boards, and where the pairs and the boards go next. Pure: cells from the
// core's tableCards, in the pane's language, ready to print.
import { Language } from "../i18n/language";
import { messageText, PaneMessage, paneText } from "../i18n/pane";
import { Movement, tableCards } from "../../src";

/** The cards sheet, from A1: rows of text and numbers, as wide as a card; `about` is what the pane says of the movement (how pairs and boards move). */
export function cardsCells(m: Movement, lang: Language, about: PaneMessage[] = []): (string | number)[][] {
  const T = (key: Parameters<typeof paneText>[1], params?: Record<string, string | number>): string => paneText(lang, key, params as never);
  const seatWord = (seat: "ns" | "ew"): string => T(seat === "ns" ? "cards.ns" : "cards.ew");
  const pairs = 2 * m.tables - (m.phantom ? 1 : 0);
  const firstSet = m.tableRounds[0].set;
  const width = 7;
  const row = (...cells: (string | number)[]): (string | number)[] => [...cells, ...Array<string>(width - cells.length).fill("")];
  const out: (string | number)[][] = [
    row(T("cards.director")),
    row(T("cards.directorPairs", { pairs })),
    row(T("cards.directorBoards", { sets: m.sets, perRound: m.boardsPerRound, first: firstSet })),
    ...about.map((message) => row(messageText(lang, message))),
  ];
  for (const card of tableCards(m)) {
    out.push(row(), row(T("cards.table", { table: card.table })));
    out.push(row(T("cards.round"), T("cards.ns"), T("cards.ew"), T("cards.boards"), T("cards.nsNext"), T("cards.ewNext"), T("cards.boardsNext")));
    for (const l of card.lines) {
      const next = (n: typeof l.nsNext, out: boolean): string => (out ? "" : n ? T("cards.seat", { table: n.table, seat: seatWord(n.seat) }) : T("cards.last"));
      const boards = l.boards[0] === l.boards[1] ? String(l.boards[0]) : `${l.boards[0]}–${l.boards[1]}`;
      const boardsNext =
        l.round === m.rounds
          ? T("cards.last")
          : l.boardsNext.length > 0
            ? l.boardsNext.map((t) => T("cards.table", { table: t })).join(", ")
            : T("cards.aside");
      out.push(
        row(
          l.switched ? T("cards.switched", { round: l.round }) : l.round,
          l.sitOut === "ns" ? "—" : l.ns,
          l.sitOut === "ew" ? "—" : l.ew,
          l.sitOut ? `${boards} (${T("cards.sitsOut")})` : boards,
          next(l.nsNext, l.sitOut === "ns"),
          next(l.ewNext, l.sitOut === "ew"),
          boardsNext,
        ),
      );
    }
  }
  return out;
}
