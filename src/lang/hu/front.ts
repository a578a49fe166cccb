// The front page's words in Hungarian (src/lang/bundle.ts, FrontPageWords; the terms of
// docs/glossary.md). Only the build reads them: scripts/front-page.js writes index.hu.html from them.
import type { FrontPageWords } from "../bundle";

export const front: FrontPageWords = {
  lead: "Versenybridzs eredményértékelése az Excelben: matchpontok (MP), IMP-k és rangsorok a korrigált eredmények minden fajtájával (átlag plusz és mínusz, le nem játszott parti, nem kiegyenlített és súlyozott eredmények, hibás leosztások), a WBF/EBU/NBB, a dán (DBf § X78D) vagy az ACBL szabályai szerint, pontosan számítva.",
  getIt: {
    heading: "Telepítés",
    steps: [
      "Töltse le a {manifest} fájlt (jobb egérgomb → *Hivatkozás mentése másként…*). Ez maga a teljes telepítés: megmondja az Excelnek, hogy a bővítményt erről a webhelyről töltse be.",
      "Az **Excel webes verziójában**: Kezdőlap → Bővítmények → További bővítmények → **Saját bővítmény feltöltése** → válassza ki a `manifest.xml` fájlt. Windowsos vagy Maces Excelhez, illetve egy egész szervezet számára lásd az {installing} oldalt (angolul).",
      "A **Kezdőlap → Bridge Scoring** megnyitja a munkaablakot; a `=BRIDGE.…` függvények minden munkafüzetben rendelkezésre állnak.",
    ],
  },
  tryIt: {
    heading: "Kipróbálás",
    text: "Töltse le a {workbook} mintafordulót: hét asztal, 21 parti, szkórlapok `=BRIDGE.SCORE` képletekkel, matchpontok `=BRIDGE.MATCHPOINTS`, rangsor `=BRIDGE.RANKING` képlettel, minden fajta korrigált eredményből egy, ugyanez a forduló a dán szabályok szerint és Butler-IMP-ben is, valamint a korrekciók naplója. Nyissa meg az Excelben a bővítménnyel, jelöljön ki egy szkórcellát, válasszon egy korrekciót a munkaablakban, és figyelje, hogyan változik a rangsor.",
  },
  readMore: {
    heading: "További olvasnivaló",
    help: "{help}: minden függvény az argumentumaival, példáival és a rá vonatkozó szabállyal.",
    rules: "{rules}, amelyeket a bővítmény követ, a forrásaikkal.",
    guides: "Angolul: {pages}.",
    developers: "Fejlesztőknek (angolul): {pages}.",
  },
  pages: {
    installing: "[Installing in Excel]",
    "task-pane": "[a munkaablak]",
    "import-export": "[eredmények importálása és közzététele]",
    languages: "[nyelvek]",
    reference: "a [függvényreferencia]",
    functions: "[a képletszerződés]",
    glossary: "a [szójegyzék]",
    development: "[fejlesztés]",
    testing: "[tesztelés]",
    performance: "[teljesítmény]",
  },
  and: "és",
};
