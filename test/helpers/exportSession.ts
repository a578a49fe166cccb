// A session with every kind of entry of docs/rules.md §2 (and a line without a result), and pair
// names that must survive every format: the export's round-trip, page and pane tests share it.
import { ExportLine, ExportScoring, ExportSession, PairNames } from "../../src/formats/export";

/** 8 tables, 4 boards: every kind of entry of docs/rules.md §2 and a line without a result. */
export const EVERY_KIND: [board: number, entry: string | null, contract?: string, by?: string, tricks?: number][][] = [
  [
    [1, "420", "4H", "S", 10],
    [1, "450", "4H", "S", 11],
    [1, "-50", "4H", "S", 9],
    [1, "420"],
    [1, "A+/A- ~1"],
    [1, "60%/40%"],
    [1, "NP"],
    [1, "55.5%/A"],
  ],
  [
    [2, "110", "2S", "N", 8],
    [2, "140"],
    [2, "-100"],
    [2, "110"],
    [2, "140/-100"],
    [2, "40% 110 + 60% -100 !NS", "2S", "N", 8],
    [2, "A+/170"],
    [2, "110"],
  ],
  [
    [3, "620 @2"],
    [3, "650 @2"],
    [3, "-100 @2"],
    [3, "170 @2"],
    [3, "620"],
    [3, "650"],
    [3, "-100"],
    [3, "620"],
  ],
  [
    [4, "PASS", "PASS"],
    [4, "90"],
    [4, "120"],
    [4, "90"],
    [4, "A/A- ~1"],
    [4, "120/40% 120 + 60% -50 !EW"],
    [4, null],
    [4, "-50"],
  ],
];

/** Names that must survive every format: markup characters, quotes and letters beyond Latin-1. */
export const NAMES = ['Ødegård & Łukasz <Ż> "Ω"', "Żółć - Ñandú", "Tőkés Ágnes - Šťastný Ůlrich", "Ἀθηνᾶ & 李雷"];

export function everyKindSession(scoring: ExportScoring, profile: string): ExportSession {
  const lines: ExportLine[] = [];
  const names: PairNames[] = [];
  EVERY_KIND.forEach((board, b) =>
    board.forEach(([n, entry, contract, by, tricks], t) => {
      const ns = String(t + 1);
      const ew = String(11 + ((t + b) % 8));
      lines.push({
        section: "",
        board: String(n),
        ns,
        ew,
        entry,
        contract: contract ?? "",
        declarer: by ?? "",
        tricks: tricks ?? null,
        where: `row ${lines.length + 2}`,
      });
    }),
  );
  NAMES.forEach((n, i) => names.push({ section: "", direction: i % 2 ? "ew" : "ns", pair: i % 2 ? String(11 + i) : String(1 + i), names: n }));
  return { event: 'Every kind & <all> "sorts" — Ærø', date: "2026-03-05", scoring, options: profile ? `profile=${profile}` : "", language: "en", lines, names };
}
