// What each column of a ranking holds, in the director's language: the headings the add-in writes
// over RANKING's output (New session's ranking sheet, the example) and their meanings in the pane's
// Help (docs/task-pane.md, "The ranking sheet"). RANKING's own header row stays "Rank, Pair,
// Boards, Score, Max, %" in every language (docs/functions.md): these headings say what Score, Max
// and % are in each scoring, as docs/rules.md §6 defines them: matchpoints (`mp`, `acbl`), matchpoints
// above or below the average (`scale=pp`, the DBf profile), and IMPs, where Max is the boards that
// count and % the IMPs per board. The words follow src/formats/export/words.ts and docs/glossary.md.
// The words are each language's bundle (src/lang/<lang>/index.ts, `sheets.ranking`).
import { byLanguage, RankingKind } from "../../src";
import { Language } from "./language";

export type { RankingKind };

/** The kind of a ranking from its scoring and output scale (docs/rules.md §6). */
export const rankingKind = (scoring: string, scale: string): RankingKind => (scoring !== "mp" ? "imps" : scale === "pp" ? "pp" : "mp");

const WORDS = byLanguage((bundle) => bundle.sheets.ranking);

/** The headings over a ranking's seven columns: Rank, Pair, Boards, Score, Max, % (as the kind names them), Names. */
export function rankingHeadings(lang: Language, kind: RankingKind): string[] {
  const w = WORDS[lang];
  const [rank, pair, boards, names] = w.fixed;
  return [rank, pair, boards, ...w.kinds[kind], names];
}

/** The Help block's words: its title, and for each kind its title and each column's heading and meaning. */
export function rankingHelp(lang: Language): { title: string; kinds: { kind: RankingKind; title: string; columns: { heading: string; meaning: string }[] }[] } {
  const w = WORDS[lang];
  const kinds = (["mp", "pp", "imps"] as const).map((kind) => {
    const headings = rankingHeadings(lang, kind);
    const meanings = [w.fixedMeanings[0], w.fixedMeanings[1], w.fixedMeanings[2], ...w.meanings[kind], w.fixedMeanings[3]];
    return { kind, title: w.kindTitles[kind], columns: headings.map((heading, i) => ({ heading, meaning: meanings[i] })) };
  });
  return { title: w.title, kinds };
}

/** The traveller's names columns' titles in `lang`: read back by Export in every language (exportPlan.ts). */
export const NAME_TITLES: Readonly<Record<Language, readonly [string, string]>> = byLanguage((bundle) => bundle.sheets.names);
