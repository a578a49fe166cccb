// The front page's words in English (src/lang/bundle.ts, FrontPageWords). Only the build reads them:
// scripts/front-page.js writes index.html from them; no bundle imports them.
import type { FrontPageWords } from "../bundle";

export const front: FrontPageWords = {
  lead: "Duplicate-bridge scoring inside Excel: matchpoints, IMPs and rankings with every kind of adjusted score (average plus and minus, not played, split and weighted scores, fouled boards), under the WBF/EBU/NBB, Danish (DBf § X78D) or ACBL rules, computed exactly.",
  getIt: {
    heading: "Get it",
    steps: [
      "Download {manifest} (right-click → *Save link as…*). It is the whole installation: it tells Excel to load the add-in from this site.",
      "In **Excel on the web**: Home → Add-ins → More Add-ins → **Upload My Add-in** → choose `manifest.xml`. For Excel on Windows or Mac, or for a whole organisation, see {installing}.",
      "**Home → Bridge Scoring** opens the task pane; the `=BRIDGE.…` functions are ready in every workbook.",
    ],
  },
  tryIt: {
    heading: "Try it",
    text: "Download the example session {workbook}: seven tables, 21 boards, travellers with `=BRIDGE.SCORE`, matchpoints with `=BRIDGE.MATCHPOINTS` and the ranking with `=BRIDGE.RANKING`, one adjusted score of each kind, the same session under the Danish rules and at Butler IMPs, and the log of adjustments. Open it in Excel with the add-in, select a score cell, choose an adjustment in the pane and watch the ranking move.",
  },
  readMore: {
    heading: "Read more",
    help: "{help}: every function with its arguments, examples and rule.",
    rules: "{rules} the add-in follows, with their sources.",
    guides: "{pages}.",
    developers: "For developers: {pages}.",
  },
  pages: {
    installing: "[Installing in Excel]",
    "task-pane": "[the task pane]",
    "import-export": "[importing and publishing results]",
    languages: "[languages]",
    reference: "the [function reference]",
    functions: "[the formula contract]",
    glossary: "the [glossary]",
    development: "[development]",
    testing: "[testing]",
    performance: "[performance]",
  },
  and: "and",
};
