// The functions' help in Danish for Excel's formula autocomplete: each function's description and
// each parameter's help, translating the JSDoc of addin/functions/*.ts (a profile list is written
// {PROFILES …}, scripts/profiles.js). Only the build reads it: scripts/localize-functions.js
// writes functions-da.json from it and the English functions.json; no bundle imports it.
import type { FunctionHelp } from "../bundle";

export const functions: FunctionHelp = {
  SCORE: {
    description: "Nord-Syds score på et spillet spil (§ 77), ud fra frekvenstavlens kontrakt, spilfører, resultat og zone. Virker på hele kolonner: én score pr. række. PASS giver 0.",
    parameters: {
      contract: "Kontrakten: 4H, 4HX, 3NT (eller 3N), 7NTXX, 4♥X, PASS. Trin 1–7, farve C D H S eller NT, X doblet, XX redoblet.",
      declarer: "Spilføreren: N, E, S eller W. En score med spilfører i Ø/V vises fra NS' side (med modsat fortegn).",
      result: 'Antal stik (0–13), eller tekst i forhold til kontrakten: =, +1, -2. Med "result=relative" er tal over-/understik.',
      vulnerability: "Zonen: None, NS, EW eller All (også -, Love, Both), eller spilnummeret (16-spils cyklus).",
      options: '"result=relative" når tallene i resultatkolonnen betyder +1 / -2 i stedet for antal stik; "notation=da" for også at læse frekvenstavlens egne bogstaver (Ø V, Ingen ØV Alle, UT, PAS).',
    },
  },
  IMP: {
    description: "Imp for en scoreforskel (§ 78B): 20–40 → 1, 50–80 → 2, … 4000+ → 24, med forskellens fortegn. Grænser, så gennemsnit virker: 15 → 0, 25 → 1.",
    parameters: {
      difference: "Scoreforskellen, fx =C2-D2 (egen NS-score minus det andet bords eller datumscoren). Et område giver én imp-værdi pr. celle.",
    },
  },
  IMPTOVP: {
    description: "Kamppoint efter WBF's kontinuerlige 20-points skala fra 2013, som WBF's tabeller angiver dem.",
    parameters: {
      imps: "Imp-forskellen for den side, du vil have kamppoint for: positiv ved sejr, negativ ved nederlag. Gennemsnitlige imp (decimaler) er tilladt.",
      boards: "Antal spil i kampen (én celle for alle kampe eller én pr. kamp).",
    },
  },
  VULNERABILITY: {
    description: "Hvem der er i zonen på et spil, efter den almindelige 16-spils cyklus trykt på mapperne.",
    parameters: {
      board: "Spilnummeret (17 er spil 1 igen). Et område giver ét svar pr. celle.",
      options: '"notation=da" for at svare med frekvenstavlens egne ord (Ingen NS ØV Alle), som SCORE læser med samme indstilling.',
    },
  },
  DEALER: {
    description: "Hvem der giver på et spil, efter den almindelige 16-spils cyklus: spil 1 Nord, 2 Øst, 3 Syd, 4 Vest, …",
    parameters: {
      board: "Spilnummeret. Et område giver ét svar pr. celle.",
      options: '"notation=da" for at svare med frekvenstavlens egne bogstaver (N Ø S V), som SCORE læser med samme indstilling.',
    },
  },
  BUTLERIMP: {
    description: "Butlerberegning: hvert resultat mod spillets datumscore, gennemsnittet af bordresultaterne uden det højeste og laveste, afrundet til 10. Justerede scorer (middel plus, ubalanceret, vægtet) regnes mod datumscoren men indgår aldrig i den.",
    parameters: {
      entries: "Scoreceller: én kolonne med NS-scorer eller justerede scorer (420, A+, NP, 450/-480, 40% 920 + 60% -50), eller to kolonner NS og ØV.",
      boards: "Spilnummer for hver række; rækker med samme nummer er ét spil. Udelades, når området er ét spil.",
      options: 'fx "trim=2" (resultater fjernet i hver ende før gennemsnittet), "datumround=even", "profile=dbf" (middel plus = 2 imp, vægtet score afrundet mod den fejlende side), "decimals=1".',
    },
  },
  BUTLERDATUM: {
    description: "Butler-datumscoren for hver rækkes spil: gennemsnittet af NS' bordresultater uden det højeste og laveste, afrundet til 10. Vises på hver række af spillet, også ikke spillede og kunstige.",
    parameters: {
      entries: "Scoreceller: én kolonne med NS-scorer eller justerede scorer, eller to kolonner NS og ØV.",
      boards: "Spilnummer for hver række; rækker med samme nummer er ét spil. Udelades, når området er ét spil.",
      options: 'Samme indstillinger som BUTLERIMP, fx "trim=0" (almindeligt gennemsnit) eller "datumround=even".',
    },
  },
  CROSSIMP: {
    description: 'Imp across the field (IATF): hvert resultat mod hvert andet resultat på spillet. Som standard gennemsnittet pr. sammenligning; "ximp=sum" giver summer.',
    parameters: {
      entries: "Scoreceller: én kolonne med NS-scorer eller justerede scorer (420, A+, NP, 450/-480, 40% 920 + 60% -50), eller to kolonner NS og ØV.",
      boards: "Spilnummer for hver række; rækker med samme nummer er ét spil. Udelades, når området er ét spil.",
      options: 'fx "ximp=sum" (summer i stedet for gennemsnit), "profile=dbf" (DBf: summer, middel plus = 2 imp pr. bord), "tables=7", "decimals=2".',
    },
  },
  MATCHPOINTS: {
    description: "Parpoint for hver række af en eller flere frekvenstavler: NS og ØV, eksakt Neuberg for manglende resultater, enhver justeret score (middel plus/minus, ikke spillet, ubalanceret 450/-480, vægtet 40% 920 + 60% -50, duplikeringsfejl i grupper).",
    parameters: {
      entries: "Scoreceller: én kolonne med NS-scorer eller justerede scorer (420, A+, NP, 40% 920 + 60% -50), eller to kolonner NS og ØV.",
      boards: "Spilnummer for hver række; rækker med samme nummer er ét spil. Udelades, når området er ét spil.",
      options: 'fx "profile=dbf; scale=pct; decimals=2; tables=7". Profiler {PROFILES (standard)}.',
    },
  },
  NEUBERG: {
    description: "Neubergs formel: parpoint opnået mod `results` sammenlignelige resultater omregnet til `expected` borde, (mp + 1)·expected/results − 1. Virker element for element over områder.",
    parameters: {
      matchpoints: "Parpoint opnået mod de resultater, der forelå (2 pr. slået resultat, 1 pr. lige).",
      results: "Hvor mange sammenlignelige resultater spillet havde, dette medregnet.",
      expected: "Hvor mange resultater det skulle have haft (de borde, der skulle have spillet det).",
      options: '"scale=acbl" for ACBL-skalaen (1 pr. slået resultat); "decimals=2" for at afrunde.',
    },
  },
  WEIGHTEDSCORE: {
    description: "Parpoint for en vægtet score (§ 12C1c): hvert resultat regnes mod feltet og vægtes derefter, aldrig parpoint for gennemsnitsscoren.",
    parameters: {
      weights: "Vægte i % med summen 100 (40, 60) eller brøker med summen 1 (0,4, 0,6, 1/3).",
      scores: "NS-scoren for hvert vægtet resultat (920, -50).",
      field: "De øvrige bordes scorer på spillet.",
      options: 'fx "profile=dbf; offender=NS" (afrunding mod den fejlende side) eller "tables=7".',
    },
  },
  RANKING: {
    description: "Resultatet af én sektion i én pulje: samlede parpoint, maksimum og procent pr. par, med § 12C2c for middel plus/minus (mindst 60 % / højst 40 %, eller parrets egen procent i sektionen), spil af forskellig længde omregnet til samme top, og korrektioner.",
    parameters: {
      boards: 'Spilnummer for hver række på frekvenstavlen (7 og "7" er samme spil).',
      nspairs: "NS-parret i hver række (et nummer eller et navn).",
      ewpairs: "ØV-parret i hver række. I en Howell kan et par sidde NS på nogle spil og ØV på andre.",
      entries: "Scoreceller: én kolonne med NS-scorer eller justerede scorer (420, A+, NP, 40% 920 + 60% -50), eller to kolonner NS og ØV.",
      options: 'fx "decimals=2", "mitchell=on" (NS og ØV hver for sig), "session=off" (faste 60/40 % for middel plus/minus), "scaletops=off", "profile=dbf".',
      corrections: "Rækker med par, parpoint, procentpoint: parpoint lægges til før procenten, procentpoint efter.",
    },
  },
  MULTITEAM: {
    description: "En parturnering regnet som multiholdberegning (DBf LKU-10 §10): to par, der sad i samme retning på de samme spil, spiller en virtuel holdkamp mod hinanden; hver kamps imp omregnes til kamppoint, og parrene rangeres efter kamppoint pr. kamp.",
    parameters: {
      boards: 'Spilnummer for hver række på frekvenstavlen (7 og "7" er samme spil).',
      nspairs: "NS-parret i hver række (et nummer eller et navn).",
      ewpairs: "ØV-parret i hver række. I en Howell kan et par sidde NS på nogle spil og ØV på andre.",
      entries: "Scoreceller: én kolonne med NS-scorer eller justerede scorer (420, A+, NP, 450/-100, 40% 920 + 60% -50), eller to kolonner NS og ØV.",
      options: 'fx "multiteam=guiding" (ikke spillet tæller som middel, LKU-10 §11), "profile=dbf" (vægtede scorer afrundet mod den fejlende side), "decimals=2".',
      corrections: "Rækker med par, kamppoint: strafpoint og erstatningspoint lagt til parrets samlede kamppoint.",
    },
  },
  SERIESRESULT: {
    description: "Samlet stilling for en turnering over flere sektioner: hvert pars procenter i gennemsnit, hver sektion vægtet med sine spil (45 % over 24, 66 % over 20, 50 % over 24 spil → 52,94 %).",
    parameters: {
      pairs: "Parret i hver række, én række pr. par pr. sektion.",
      percentages: 'Parrets procent i sektionen (0–100; teksten \'57% virker også). "absent" (eller tom) ved fravær; en procent efterfulgt af S ("57 S") for en sektion spillet med reserve.',
      boards: "De spil, parret spillede i sektionen (ved fravær: sektionens spil).",
      options: 'Klubregler: "absent=45" giver fravær parrets eget gennemsnit, højst 45 %; "substitute=cap" begrænser en sektion med reserve til eget gennemsnit. Også "decimals=2".',
    },
  },
};
