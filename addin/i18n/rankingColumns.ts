// What each column of a ranking holds, in the director's language: the headings the add-in writes
// over RANKING's output (New session's ranking sheet, the example) and their meanings in the pane's
// Help (docs/task-pane.md, "The ranking sheet"). RANKING's own header row stays "Rank, Pair,
// Boards, Score, Max, %" in every language (docs/functions.md): these headings say what Score, Max
// and % are in each scoring, as docs/rules.md §6 defines them: matchpoints (`mp`, `acbl`), matchpoints
// above or below the average (`scale=pp`, the DBf profile), and IMPs, where Max is the boards that
// count and % the IMPs per board. The words follow src/formats/export/words.ts and docs/glossary.md.
import { Language } from "./language";

/** What Score, Max and % hold: matchpoints, matchpoints around the average, or IMPs. */
export type RankingKind = "mp" | "pp" | "imps";

/** The kind of a ranking from its scoring and output scale (docs/rules.md §6). */
export const rankingKind = (scoring: string, scale: string): RankingKind => (scoring !== "mp" ? "imps" : scale === "pp" ? "pp" : "mp");

interface Words {
  /** Rank, Pair, Boards, then Names. */
  fixed: readonly [string, string, string, string];
  /** Score, Max, % for each kind. */
  kinds: Readonly<Record<RankingKind, readonly [string, string, string]>>;
  /** The Help block's title, and a title for each kind there. */
  title: string;
  kindTitles: Readonly<Record<RankingKind, string>>;
  /** The meaning of Rank, Pair, Boards, Names; then of Score, Max, % for each kind. */
  fixedMeanings: readonly [string, string, string, string];
  meanings: Readonly<Record<RankingKind, readonly [string, string, string]>>;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    fixed: ["Rank", "Pair", "Boards", "Names"],
    kinds: { mp: ["MP", "Max MP", "%"], pp: ["± MP", "Max ± MP", "%"], imps: ["IMPs", "Boards scored", "IMPs/board"] },
    title: "The ranking's columns",
    kindTitles: { mp: "Matchpoints", pp: "Matchpoints around the average (DBf)", imps: "IMPs (Butler, cross-IMPs)" },
    fixedMeanings: [
      "The place; =3 is a place shared.",
      "The pair's number. In a Mitchell NS and EW are ranked apart, each list under its own NS pair / EW pair row.",
      "The boards the pair has a result on, not-played ones included.",
      "The pair's names, from the traveller's NS names and EW names columns.",
    ],
    meanings: {
      mp: [
        "The pair's matchpoints in all.",
        "The most matchpoints the pair could have had on those boards (not-played boards left out).",
        "MP as a percentage of Max MP (0–100): pairs are ranked by it.",
      ],
      pp: [
        "Matchpoints above (+) or below (−) the average in all.",
        "The most the pair could have been above the average on those boards.",
        "The percentage (0–100): pairs are ranked by it.",
      ],
      imps: ["The pair's IMPs in all.", "The boards that count (not-played boards left out).", "IMPs per board, not a percentage: pairs are ranked by it."],
    },
  },
  da: {
    fixed: ["Nr.", "Par", "Spil", "Navne"],
    kinds: { mp: ["Parpoint", "Maks. parpoint", "%"], pp: ["± parpoint", "Maks. ± parpoint", "%"], imps: ["Imp", "Spil med score", "Imp pr. spil"] },
    title: "Resultatlistens kolonner",
    kindTitles: { mp: "Parpoint", pp: "Parpoint regnet fra middel 0 (DBf)", imps: "Imp (butler, cross-imp)" },
    fixedMeanings: [
      "Placeringen; =3 er en delt placering.",
      "Parrets nummer. I en Mitchell rangeres NS og ØV hver for sig, hver liste under sin egen række NS pair / EW pair.",
      "De spil, parret har et resultat i, ikke spillede medregnet.",
      "Parrets navne, fra scoresedlens kolonner NS navne og ØV navne.",
    ],
    meanings: {
      mp: [
        "Parrets parpoint i alt.",
        "De flest mulige parpoint i de spil (ikke spillede spil udeladt).",
        "Parpoint i procent af de mulige (0–100): parrene rangeres efter den.",
      ],
      pp: [
        "Parpoint over (+) eller under (−) middel i alt.",
        "Det mest, parret kunne have ligget over middel i de spil.",
        "Procenten (0–100): parrene rangeres efter den.",
      ],
      imps: ["Parrets imp i alt.", "De spil, der tæller (ikke spillede spil udeladt).", "Imp pr. spil, ikke en procent: parrene rangeres efter den."],
    },
  },
  nl: {
    fixed: ["Plaats", "Paar", "Spellen", "Namen"],
    kinds: { mp: ["MP", "Max MP", "%"], pp: ["± MP", "Max ± MP", "%"], imps: ["IMP's", "Spellen met score", "IMP's per spel"] },
    title: "De kolommen van de uitslag",
    kindTitles: { mp: "Matchpunten", pp: "Matchpunten boven of onder het gemiddelde (DBf)", imps: "IMP's (butler, cross-IMP's)" },
    fixedMeanings: [
      "De plaats; =3 is een gedeelde plaats.",
      "Het nummer van het paar. In een Mitchell krijgen NZ en OW elk hun eigen uitslag, elk onder een eigen rij NS pair / EW pair.",
      "De spellen waarop het paar een resultaat heeft, niet gespeelde meegeteld.",
      "De namen van het paar, uit de kolommen NZ namen en OW namen van de scoreslip.",
    ],
    meanings: {
      mp: [
        "De matchpunten van het paar in totaal.",
        "Het hoogst haalbare aantal matchpunten op die spellen (niet gespeelde spellen niet meegeteld).",
        "MP als percentage van max MP (0–100): de paren worden erop gerangschikt.",
      ],
      pp: [
        "Matchpunten boven (+) of onder (−) het gemiddelde in totaal.",
        "Het meeste dat het paar op die spellen boven het gemiddelde kon komen.",
        "Het percentage (0–100): de paren worden erop gerangschikt.",
      ],
      imps: [
        "De IMP's van het paar in totaal.",
        "De spellen die tellen (niet gespeelde spellen niet meegeteld).",
        "IMP's per spel, geen percentage: de paren worden erop gerangschikt.",
      ],
    },
  },
  hu: {
    fixed: ["Hely", "Pár", "Partik", "Nevek"],
    kinds: { mp: ["MP", "Max MP", "%"], pp: ["± MP", "Max ± MP", "%"], imps: ["IMP", "Értékelt partik", "IMP/parti"] },
    title: "A rangsor oszlopai",
    kindTitles: { mp: "Matchpont", pp: "Matchpont az átlag felett vagy alatt (DBf)", imps: "IMP (Butler, cross-IMP)" },
    fixedMeanings: [
      "A helyezés; =3 holtversenyes hely.",
      "A pár száma. Mitchellben az ÉD és a KNy párok külön rangsort kapnak, mindegyik a saját NS pair / EW pair sora alatt.",
      "Azok a partik, amelyeken a párnak eredménye van, a le nem játszottakat is beleértve.",
      "A pár nevei, az eredménylap ÉD nevek és KNy nevek oszlopából.",
    ],
    meanings: {
      mp: [
        "A pár matchpontjai összesen.",
        "A partikon elérhető legtöbb matchpont (a le nem játszott partik nélkül).",
        "Az MP a max MP százalékában (0–100): a párokat eszerint rangsoroljuk.",
      ],
      pp: [
        "Az átlag feletti (+) vagy alatti (−) matchpont összesen.",
        "A legtöbb, amennyivel a pár az átlag felett lehetett azokon a partikon.",
        "A százalék (0–100): a párokat eszerint rangsoroljuk.",
      ],
      imps: [
        "A pár IMP-jei összesen.",
        "A számító partik (a le nem játszott partik nélkül).",
        "IMP partinként, nem százalék: a párokat eszerint rangsoroljuk.",
      ],
    },
  },
};

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
export const NAME_TITLES: Readonly<Record<Language, readonly [string, string]>> = {
  en: ["NS names", "EW names"],
  da: ["NS navne", "ØV navne"],
  nl: ["NZ namen", "OW namen"],
  hu: ["ÉD nevek", "KNy nevek"],
};
