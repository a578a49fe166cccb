// The functions' help in Hungarian for Excel's formula autocomplete: each function's description and
// each parameter's help, translating the JSDoc of addin/functions/*.ts (a profile list is written
// {PROFILES …}, scripts/profiles.js). Only the build reads it: scripts/localize-functions.js
// writes functions-hu.json from it and the English functions.json; no bundle imports it.
import type { FunctionHelp } from "../bundle";

export const functions: FunctionHelp = {
  SCORE: {
    description: "Egy lejátszott parti Észak-Dél szkórja (77. szabály) a szkórlap felvételéből, felvevőjéből, eredményéből és beliségéből. Egész oszlopokon működik: soronként egy szkór. A PASS (notation=hu mellett a PASSZ is) 0.",
    parameters: {
      contract: "A felvétel: 4H, 4HX, 3NT (vagy 3N), 7NTXX, 4♥X, PASS. Szint 1–7, szín C D H S vagy NT, X kontrázva, XX rekontrázva.",
      declarer: "A felvevő: N, E, S vagy W. Kelet-Nyugati felvevő szkórja ÉD szemszögéből látszik (ellentétes előjellel).",
      result: 'Az ütések száma (0–13), vagy a felvételhez viszonyított szöveg: =, +1, -2. "result=relative" esetén a számok túl- vagy alulütések.',
      vulnerability: "None, NS, EW vagy All (vagy -, Love, Both), vagy a parti száma (16 partis ciklus).",
      options: '"result=relative", ha az eredményoszlop számai +1 / -2 jelentésűek, nem a vitt ütések; "notation=hu", hogy a szkórlap saját betűit is olvassa (É K D Ny, senki ÉD KNy mind, T P SZ, PASSZ).',
    },
  },
  IMP: {
    description: "IMP egy szkórkülönbségre (78B szabály): 20–40 → 1, 50–80 → 2, … 4000+ → 24, a különbség előjelével. Határértékek, így átlagokra is működik: 15 → 0, 25 → 1.",
    parameters: {
      difference: "A szkórkülönbség, pl. =C2-D2 (saját ÉD szkór mínusz a másik asztalé vagy a datum). Tartomány esetén cellánként egy IMP-érték.",
    },
  },
  IMPTOVP: {
    description: "Győzelmi pont (VP) a WBF 2013-as folytonos 20 pontos skáláján, ahogy a WBF táblázatai adják.",
    parameters: {
      imps: "Annak a félnek az IMP-különbsége, amelyiknek a VP-t kéri: győzelemnél pozitív, vereségnél negatív. Átlagolt IMP (tizedes) is megengedett.",
      boards: "A mérkőzés partijainak száma (egy cella minden mérkőzésre, vagy mérkőzésenként egy).",
    },
  },
  VULNERABILITY: {
    description: "Ki beli egy partiban, a partitartókra nyomtatott szokásos 16 partis ciklus szerint.",
    parameters: {
      board: "A parti száma (a 17. ismét az 1. parti). Tartomány esetén cellánként egy válasz.",
      options: '"notation=hu", hogy a szkórlap saját szavaival feleljen (senki ÉD KNy mind), amelyeket a SCORE ugyanezzel a beállítással olvas.',
    },
  },
  DEALER: {
    description: "Ki oszt egy partiban, a szokásos 16 partis ciklus szerint: 1. parti Észak, 2. Kelet, 3. Dél, 4. Nyugat, …",
    parameters: {
      board: "A parti száma. Tartomány esetén cellánként egy válasz.",
      options: '"notation=hu", hogy a szkórlap saját betűivel feleljen (É K D Ny), amelyeket a SCORE ugyanezzel a beállítással olvas.',
    },
  },
  BUTLERIMP: {
    description: "Butler-IMP: minden eredmény a parti datumjához mérve, ami az asztali eredmények átlaga a legmagasabb és legalacsonyabb nélkül, 10-re kerekítve. A korrigált eredmények (átlag plusz, nem kiegyenlített, súlyozott) a datumhoz mérve számítanak, de sosem kerülnek bele.",
    parameters: {
      entries: "Eredménycellák: egy oszlop ÉD szkórokkal vagy korrigált eredményekkel (420, A+, NP, 450/-480, 40% 920 + 60% -50), vagy két oszlop, ÉD és KNy.",
      boards: "Minden sor partijának száma; az azonos számú sorok egy partit alkotnak. Elhagyható, ha a tartomány egy parti.",
      options: 'pl. "trim=2" (az átlagolás előtt mindkét végről elhagyott eredmények), "datumround=even", "profile=dbf" (átlag plusz = 2 IMP, súlyozott kerekítés a vétkes fél kárára), "decimals=1".',
    },
  },
  BUTLERDATUM: {
    description: "Minden sor partijának Butler-datumja: az ÉD asztali eredmények átlaga a legmagasabb és legalacsonyabb nélkül, 10-re kerekítve. A parti minden sorában megjelenik, a le nem játszott és mesterséges sorokban is.",
    parameters: {
      entries: "Eredménycellák: egy oszlop ÉD szkórokkal vagy korrigált eredményekkel, vagy két oszlop, ÉD és KNy.",
      boards: "Minden sor partijának száma; az azonos számú sorok egy partit alkotnak. Elhagyható, ha a tartomány egy parti.",
      options: 'Ugyanazok a beállítások, mint a BUTLERIMP-nél, pl. "trim=0" (egyszerű átlag) vagy "datumround=even".',
    },
  },
  CROSSIMP: {
    description: 'Cross-IMP: minden eredmény a parti minden más eredményéhez mérve. Alapértelmezés szerint összehasonlításonkénti átlag; "ximp=sum" összegeket ad.',
    parameters: {
      entries: "Eredménycellák: egy oszlop ÉD szkórokkal vagy korrigált eredményekkel (420, A+, NP, 450/-480, 40% 920 + 60% -50), vagy két oszlop, ÉD és KNy.",
      boards: "Minden sor partijának száma; az azonos számú sorok egy partit alkotnak. Elhagyható, ha a tartomány egy parti.",
      options: 'pl. "ximp=sum" (átlag helyett összeg), "profile=dbf" (DBf: összegek, átlag plusz = 2 IMP asztalonként), "tables=7", "decimals=2".',
    },
  },
  MATCHPOINTS: {
    description: "Egy vagy több szkórlap minden sorának matchpontja: ÉD és KNy, pontos Neuberg a hiányzó eredményekre, minden korrigált eredmény (átlag plusz/mínusz, NOPLAY, nem kiegyenlített 450/-480, súlyozott 40% 920 + 60% -50, hibás leosztások csoportokban).",
    parameters: {
      entries: "Eredménycellák: egy oszlop ÉD szkórokkal vagy korrigált eredményekkel (420, A+, NP, 40% 920 + 60% -50), vagy két oszlop, ÉD és KNy.",
      boards: "Minden sor partijának száma; az azonos számú sorok egy partit alkotnak. Elhagyható, ha a tartomány egy parti.",
      options: 'pl. "profile=dbf; scale=pct; decimals=2; tables=7". Profilok: {PROFILES (alapértelmezett)}.',
    },
  },
  NEUBERG: {
    description: "A Neuberg-formula: `results` összehasonlítható eredmény ellen szerzett matchpont átszámítva `expected` asztalra, (mp + 1)·expected/results − 1. Tartományokon elemenként működik.",
    parameters: {
      matchpoints: "A meglévő eredmények ellen szerzett matchpont (megvert eredményenként 2, egyezésenként 1).",
      results: "Hány összehasonlítható eredménye volt a partinak, ezt is beleértve.",
      expected: "Hány eredménye kellett volna legyen (az asztalok, amelyeknek le kellett volna játszaniuk).",
      options: '"scale=acbl" az ACBL-skálához (megvert eredményenként 1); "decimals=2" a kerekítéshez.',
    },
  },
  WEIGHTEDSCORE: {
    description: "Súlyozott eredmény matchpontja (12C1c szabály): minden eredményt a mezőnyhöz mérve pontoz, majd súlyoz; sosem az átlagos szkór matchpontját adja.",
    parameters: {
      weights: "Súlyok %-ban, összegük 100 (40, 60), vagy törtként, összegük 1 (0,4, 0,6, 1/3).",
      scores: "Minden súlyozott eredmény ÉD szkórja (920, -50).",
      field: "A parti többi asztalának eredményei.",
      options: 'pl. "profile=dbf; offender=NS" (kerekítés a vétkes fél kárára) vagy "tables=7".',
    },
  },
  RANKING: {
    description: "Egy szekció egy fordulójának eredménylistája: páronként összes matchpont, elérhető matchpont és százalék, a 12C2c szabállyal az átlag plusz/mínuszra (legalább 60 % / legfeljebb 40 %, vagy a pár saját fordulós százaléka), eltérő számú partik azonos topra számítva, és korrekciók.",
    parameters: {
      boards: 'A szkórlap minden sorának partiszáma (a 7 és a "7" ugyanaz a parti).',
      nspairs: "Minden sor ÉD párja (szám vagy név).",
      ewpairs: "Minden sor KNy párja. Howellben egy pár egyes partikon ÉD, másokon KNy lehet.",
      entries: "Eredménycellák: egy oszlop ÉD szkórokkal vagy korrigált eredményekkel (420, A+, NP, 40% 920 + 60% -50), vagy két oszlop, ÉD és KNy.",
      options: 'pl. "decimals=2", "mitchell=on" (ÉD és KNy külön), "session=off" (rögzített 60/40 % átlag plusz/mínuszra), "scaletops=off", "profile=dbf".',
      corrections: "Sorok: pár, matchpont, százalékpont: a matchpontokat a százalék előtt, a százalékpontokat utána adja hozzá.",
    },
  },
  MULTITEAM: {
    description: "Páros forduló csapatversenyként számolva (DBf LKU-10 §10): bármely két asztal, amely lejátszott egy partit, azon csapatmérkőzést alkot, így minden pár találkozik minden párral, amely ugyanazokon a partikon ugyanabban az irányban ült; minden mérkőzés IMP-je VP lesz, a párok sorrendje a mérkőzésenkénti VP.",
    parameters: {
      boards: 'A szkórlap minden sorának partiszáma (a 7 és a "7" ugyanaz a parti).',
      nspairs: "Minden sor ÉD párja (szám vagy név).",
      ewpairs: "Minden sor KNy párja. Howellben egy pár egyes partikon ÉD, másokon KNy lehet.",
      entries: "Eredménycellák: egy oszlop ÉD szkórokkal vagy korrigált eredményekkel (420, A+, NP, 450/-100, 40% 920 + 60% -50), vagy két oszlop, ÉD és KNy.",
      options: 'pl. "multiteam=guiding" (a le nem játszott parti átlagnak számít, LKU-10 §11), "profile=dbf" (súlyozott eredmény a vétkes fél kárára kerekítve), "decimals=2".',
      corrections: "Sorok: pár, VP: büntetés és kárpótlás a pár összes VP-jéhez adva.",
    },
  },
  SERIESRESULT: {
    description: "Sorozat összesítése: minden pár százalékainak átlaga, minden fordulót a partijai számával súlyozva (45 % 24-en, 66 % 20-on, 50 % 24 partin → 52,94 %).",
    parameters: {
      pairs: "Minden sor párja, páronként és fordulónként egy sor.",
      percentages: 'A pár fordulós százaléka (0–100; a \'57% szöveg is jó). Hiányzásnál "absent" (vagy üres); helyettessel játszott fordulónál a százalék után S ("57 S").',
      boards: "A pár által abban a fordulóban játszott partik (hiányzásnál: a forduló partijai).",
      options: 'Klubszabályok: "absent=45" a hiányzást a pár saját átlagával számolja, legfeljebb 45 %; "substitute=cap" a helyettessel játszott fordulót a saját átlagra korlátozza. Továbbá "decimals=2".',
    },
  },
};
