// The front page's words in Danish (src/lang/bundle.ts, FrontPageWords; the terms of
// docs/glossary.md). Only the build reads them: scripts/front-page.js writes index.da.html from them.
import type { FrontPageWords } from "../bundle";

export const front: FrontPageWords = {
  lead: "Regnskab for turneringsbridge i Excel: parpoint, imp og ranglister med alle slags justerede scorer (middel plus og minus, ikke spillet, ubalancerede og vægtede scorer, duplikeringsfejl), efter WBF's/EBU's/NBB's, de danske (DBf § X78D) eller ACBL's regler, beregnet eksakt.",
  getIt: {
    heading: "Hent det",
    steps: [
      "Hent {manifest} (højreklik → *Gem link som…*). Den er hele installationen: den fortæller Excel, at tilføjelsesprogrammet skal indlæses fra dette websted.",
      "I **Excel på internettet**: Hjem → Tilføjelsesprogrammer → Flere tilføjelsesprogrammer → **Upload mit tilføjelsesprogram** → vælg `manifest.xml`. For Excel på Windows eller Mac, eller for en hel organisation, se {installing} (på engelsk).",
      "**Hjem → Bridge Scoring** åbner opgaveruden; funktionerne `=BRIDGE.…` er klar i alle projektmapper.",
    ],
  },
  tryIt: {
    heading: "Prøv det",
    text: "Hent eksempelsektionen {workbook}: syv borde, 21 spil, frekvenstavler med `=BRIDGE.SCORE`, parpoint med `=BRIDGE.MATCHPOINTS` og ranglisten med `=BRIDGE.RANKING`, én justeret score af hver slags, den samme sektion efter de danske regler og med butlerberegning, og loggen over justeringer. Åbn den i Excel med tilføjelsesprogrammet, vælg en scorecelle, vælg en justering i panelet, og se ranglisten flytte sig.",
  },
  readMore: {
    heading: "Læs mere",
    help: "{help}: hver funktion med sine argumenter, eksempler og regel.",
    rules: "{rules}, som tilføjelsesprogrammet følger, med deres kilder.",
    guides: "På engelsk: {pages}.",
    developers: "For udviklere (på engelsk): {pages}.",
  },
  pages: {
    installing: "[Installing in Excel]",
    "task-pane": "[opgaveruden]",
    "import-export": "[import og offentliggørelse af resultater]",
    languages: "[sprog]",
    reference: "[funktionsreferencen]",
    functions: "[formelkontrakten]",
    glossary: "[ordlisten]",
    development: "[udvikling]",
    testing: "[test]",
    performance: "[ydeevne]",
  },
  and: "og",
};
