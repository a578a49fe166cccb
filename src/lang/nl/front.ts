// The front page's words in Dutch (src/lang/bundle.ts, FrontPageWords; the terms of
// docs/glossary.md). Only the build reads them: scripts/front-page.js writes index.nl.html from them.
import type { FrontPageWords } from "../bundle";

export const front: FrontPageWords = {
  lead: "Uitslagberekening voor wedstrijdbridge in Excel: matchpunten, IMP's en uitslagen met elke soort arbitrale score (gemiddelde-plus en gemiddelde-min, niet gespeeld, niet-gebalanceerde en gewogen scores, dupliceerfouten), volgens de regels van WBF/EBU/NBB, de Deense regels (DBf § X78D) of de ACBL-regels, exact berekend.",
  getIt: {
    heading: "Installeren",
    steps: [
      "Download {manifest} (rechtsklik → *Koppeling opslaan als…*). Dat is de hele installatie: het bestand vertelt Excel dat de invoegtoepassing van deze site geladen moet worden.",
      "In **Excel voor het web**: Start → Invoegtoepassingen → Meer invoegtoepassingen → **Mijn invoegtoepassing uploaden** → kies `manifest.xml`. Voor Excel op Windows of Mac, of voor een hele organisatie, zie {installing} (in het Engels).",
      "**Start → Bridge Scoring** opent het taakvenster; de functies `=BRIDGE.…` staan in elke werkmap klaar.",
    ],
  },
  tryIt: {
    heading: "Uitproberen",
    text: "Download de voorbeeldzitting {workbook}: zeven tafels, 21 spellen, scoreslips met `=BRIDGE.SCORE`, matchpunten met `=BRIDGE.MATCHPOINTS` en de uitslag met `=BRIDGE.RANKING`, één arbitrale score van elke soort, dezelfde zitting volgens de Deense regels en met Butler-IMP's, en het logboek van de arbitrale scores. Open het bestand in Excel met de invoegtoepassing, selecteer een scorecel, kies in het taakvenster een arbitrale score en zie de uitslag verschuiven.",
  },
  readMore: {
    heading: "Meer lezen",
    help: "{help}: elke functie met haar argumenten, voorbeelden en regel.",
    rules: "{rules} die de invoegtoepassing volgt, met hun bronnen.",
    guides: "In het Engels: {pages}.",
    developers: "Voor ontwikkelaars (in het Engels): {pages}.",
  },
  pages: {
    installing: "[Installing in Excel]",
    "task-pane": "[het taakvenster]",
    "import-export": "[uitslagen importeren en publiceren]",
    languages: "[talen]",
    reference: "de [functiereferentie]",
    functions: "[het formulecontract]",
    glossary: "de [woordenlijst]",
    development: "[ontwikkeling]",
    testing: "[testen]",
    performance: "[prestaties]",
  },
  and: "en",
};
