// The functions' help in Dutch for Excel's formula autocomplete: each function's description and
// each parameter's help, translating the JSDoc of addin/functions/*.ts (a profile list is written
// {PROFILES …}, scripts/profiles.js). Only the build reads it: scripts/localize-functions.js
// writes functions-nl.json from it and the English functions.json; no bundle imports it.
import type { FunctionHelp } from "../bundle";

export const functions: FunctionHelp = {
  SCORE: {
    description: "De Noord-Zuidscore van een gespeeld spel (artikel 77), uit het contract, de leider, het resultaat en de kwetsbaarheid op de scoreslip. Werkt op hele kolommen: één score per rij. PASS scoort 0.",
    parameters: {
      contract: "Het contract: 4H, 4HX, 3NT (of 3N), 7NTXX, 4♥X, PASS. Niveau 1–7, kleur C D H S of NT, X gedoubleerd, XX geredoubleerd.",
      declarer: "De leider: N, E, S of W. De score van een leider in OW wordt vanuit NZ getoond (met omgekeerd teken).",
      result: 'Gemaakte slagen (0–13), of tekst ten opzichte van het contract: =, +1, -2. Met "result=relative" zijn getallen over- of onderslagen.',
      vulnerability: "None, NS, EW of All (ook -, Love, Both), of het spelnummer (cyclus van 16 spellen).",
      options: '"result=relative" als de getallen in de resultaatkolom +1 / -2 betekenen in plaats van gemaakte slagen; "notation=nl" om ook de eigen letters van de scoreslip te lezen (O Z, Geen NZ OW Allen, K R SA, PAS).',
    },
  },
  IMP: {
    description: "IMP's voor een scoreverschil (artikel 78B): 20–40 → 1, 50–80 → 2, … 4000+ → 24, met het teken van het verschil. Drempels, zodat gemiddelden werken: 15 → 0, 25 → 1.",
    parameters: {
      difference: "Het scoreverschil, bv. =C2-D2 (eigen NZ-score min die van de andere tafel of het datum). Een bereik geeft één IMP-waarde per cel.",
    },
  },
  IMPTOVP: {
    description: "Winstpunten (WP) op de continue 20-puntsschaal van de WBF uit 2013, zoals de WBF-tabellen ze geven.",
    parameters: {
      imps: "Het IMP-verschil van de partij waarvoor u WP wilt: positief bij winst, negatief bij verlies. Gemiddelde IMP's (decimalen) zijn toegestaan.",
      boards: "Het aantal spellen van de wedstrijd (één cel voor alle wedstrijden, of één per wedstrijd).",
    },
  },
  VULNERABILITY: {
    description: "Wie kwetsbaar is op een spel, volgens de gewone cyclus van 16 spellen die op de borden staat.",
    parameters: {
      board: "Het spelnummer (17 is weer spel 1). Een bereik geeft één antwoord per cel.",
      options: '"notation=nl" om te antwoorden met de eigen woorden van de scoreslip (Geen NZ OW Allen), die SCORE met dezelfde optie leest.',
    },
  },
  DEALER: {
    description: "Wie gever is op een spel, volgens de gewone cyclus van 16 spellen: spel 1 Noord, 2 Oost, 3 Zuid, 4 West, …",
    parameters: {
      board: "Het spelnummer. Een bereik geeft één antwoord per cel.",
      options: '"notation=nl" om te antwoorden met de eigen letters van de scoreslip (N O Z W), die SCORE met dezelfde optie leest.',
    },
  },
  BUTLERIMP: {
    description: "Butler-IMP's: elk resultaat tegen het datum van het spel, het gemiddelde van de tafelresultaten zonder het hoogste en laagste, afgerond op 10. Arbitrale scores (G+, niet-gebalanceerd, gewogen) worden tegen het datum gescoord maar tellen er nooit in mee.",
    parameters: {
      entries: "Scorecellen: één kolom met NZ-scores of arbitrale scores (420, A+, NP, 450/-480, 40% 920 + 60% -50), of twee kolommen NZ en OW.",
      boards: "Spelnummer van elke rij; rijen met hetzelfde nummer zijn één spel. Weglaten als het bereik één spel is.",
      options: 'bv. "trim=2" (resultaten aan elke kant weggelaten voor het middelen), "datumround=even", "profile=dbf" (A+ = 2 IMP\'s, gewogen afgerond ten nadele van de overtreder), "decimals=1".',
    },
  },
  BUTLERDATUM: {
    description: "Het Butler-datum van het spel van elke rij: het gemiddelde NZ-tafelresultaat zonder het hoogste en laagste, afgerond op 10. Op elke rij van het spel getoond, ook bij NG en kunstmatige arbitrale scores.",
    parameters: {
      entries: "Scorecellen: één kolom met NZ-scores of arbitrale scores, of twee kolommen NZ en OW.",
      boards: "Spelnummer van elke rij; rijen met hetzelfde nummer zijn één spel. Weglaten als het bereik één spel is.",
      options: 'Dezelfde opties als BUTLERIMP, bv. "trim=0" (gewoon gemiddelde) of "datumround=even".',
    },
  },
  CROSSIMP: {
    description: 'Cross-IMP\'s: elk resultaat tegen elk ander resultaat op het spel. Standaard het gemiddelde per vergelijking; "ximp=sum" geeft totalen.',
    parameters: {
      entries: "Scorecellen: één kolom met NZ-scores of arbitrale scores (420, A+, NP, 450/-480, 40% 920 + 60% -50), of twee kolommen NZ en OW.",
      boards: "Spelnummer van elke rij; rijen met hetzelfde nummer zijn één spel. Weglaten als het bereik één spel is.",
      options: 'bv. "ximp=sum" (totalen in plaats van gemiddelden), "profile=dbf" (DBf: totalen, A+ = 2 IMP\'s per tafel), "tables=7", "decimals=2".',
    },
  },
  MATCHPOINTS: {
    description: "Matchpunten van elke rij van een of meer scoreslips: NZ en OW, exacte Neuberg voor ontbrekende resultaten, elke arbitrale score (G+, G-, NG, niet-gebalanceerd 450/-480, gewogen 40% 920 + 60% -50, opgesplitste spellen in groepen).",
    parameters: {
      entries: "Scorecellen: één kolom met NZ-scores of arbitrale scores (420, A+, NP, 40% 920 + 60% -50), of twee kolommen NZ en OW.",
      boards: "Spelnummer van elke rij; rijen met hetzelfde nummer zijn één spel. Weglaten als het bereik één spel is.",
      options: 'bv. "profile=dbf; scale=pct; decimals=2; tables=7". Profielen {PROFILES (standaard)}.',
    },
  },
  NEUBERG: {
    description: "De formule van Neuberg: matchpunten behaald op `results` vergelijkbare resultaten omgerekend naar `expected` tafels, (mp + 1)·expected/results − 1. Werkt element voor element op bereiken.",
    parameters: {
      matchpoints: "Matchpunten behaald tegen de resultaten die er waren (2 per geslagen resultaat, 1 per gelijk).",
      results: "Hoeveel vergelijkbare resultaten het spel had, dit resultaat meegeteld.",
      expected: "Hoeveel resultaten het had moeten hebben (de tafels die het hadden moeten spelen).",
      options: '"scale=acbl" voor de ACBL-schaal (1 per geslagen resultaat); "decimals=2" om af te ronden.',
    },
  },
  WEIGHTEDSCORE: {
    description: "Matchpunten van een gewogen score (artikel 12C1c): elk resultaat wordt tegen het veld gescoord en daarna gewogen, nooit de matchpunten van de gemiddelde score.",
    parameters: {
      weights: "Gewichten in % met som 100 (40, 60) of breuken met som 1 (0,4, 0,6, 1/3).",
      scores: "De NZ-score van elk gewogen resultaat (920, -50).",
      field: "De scores van de andere tafels op het spel.",
      options: 'bv. "profile=dbf; offender=NS" (afronding ten nadele van de overtreder) of "tables=7".',
    },
  },
  RANKING: {
    description: "De uitslag van één zitting van één lijn: totale matchpunten, top en percentage per paar, met artikel 12C2c voor G+/G- (minstens 60 % / hoogstens 40 %, of het eigen percentage van het paar in de zitting), spellen van verschillende lengte naar dezelfde top omgerekend, en correcties.",
    parameters: {
      boards: 'Spelnummer van elke rij van de scoreslip (7 en "7" zijn hetzelfde spel).',
      nspairs: "Het NZ-paar van elke rij (een nummer of een naam).",
      ewpairs: "Het OW-paar van elke rij. In een Howell kan een paar op sommige spellen NZ en op andere OW zitten.",
      entries: "Scorecellen: één kolom met NZ-scores of arbitrale scores (420, A+, NP, 40% 920 + 60% -50), of twee kolommen NZ en OW.",
      options: 'bv. "decimals=2", "mitchell=on" (NZ en OW apart), "session=off" (vaste 60/40 % voor G+/G-), "scaletops=off", "profile=dbf".',
      corrections: "Rijen met paar, matchpunten, procentpunten: matchpunten worden vóór het percentage opgeteld, procentpunten erna.",
    },
  },
  MULTITEAM: {
    description: "Een parenzitting gerekend als multiteams (DBf LKU-10 §10): elke twee paren die in dezelfde richting dezelfde spellen speelden, spelen een virtuele teamwedstrijd tegen elkaar; de IMP's van elke wedstrijd worden WP, en de paren worden gerangschikt op WP per wedstrijd.",
    parameters: {
      boards: 'Spelnummer van elke rij van de scoreslip (7 en "7" zijn hetzelfde spel).',
      nspairs: "Het NZ-paar van elke rij (een nummer of een naam).",
      ewpairs: "Het OW-paar van elke rij. In een Howell kan een paar op sommige spellen NZ en op andere OW zitten.",
      entries: "Scorecellen: één kolom met NZ-scores of arbitrale scores (420, A+, NP, 450/-100, 40% 920 + 60% -50), of twee kolommen NZ en OW.",
      options: 'bv. "multiteam=guiding" (NG telt als gemiddelde, LKU-10 §11), "profile=dbf" (gewogen scores afgerond ten nadele van de overtreder), "decimals=2".',
      corrections: "Rijen met paar, WP: straffen en compensatie opgeteld bij het totaal aantal WP van het paar.",
    },
  },
  SERIESRESULT: {
    description: "Competitiestand: de percentages van elk paar gemiddeld, elke zitting gewogen naar het aantal spellen (45 % over 24, 66 % over 20, 50 % over 24 spellen → 52,94 %).",
    parameters: {
      pairs: "Het paar van elke rij, één rij per paar per zitting.",
      percentages: 'Het zittingspercentage van het paar (0–100; tekst \'57% werkt ook). "absent" (of leeg) bij afwezigheid; een percentage gevolgd door S ("57 S") voor een zitting met een invaller.',
      boards: "De spellen die het paar in die zitting speelde (bij afwezigheid: de spellen van de zitting).",
      options: 'Clubreglementen: "absent=45" geeft bij afwezigheid het eigen gemiddelde, hoogstens 45 %; "substitute=cap" begrenst een zitting met invallers tot het eigen gemiddelde. Ook "decimals=2".',
    },
  },
};
