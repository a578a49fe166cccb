// MULTITEAM (docs/rules.md §9): the exact scorer (multiteam.ts) and the integer path the custom
// function calls (fastmultiteam.ts). What the core's front door (src/index.ts) offers.
export { multiteamSession, multiteamTable, scoreMultiteam } from "./multiteam";
export type { MatchResult, MultiteamPair, MultiteamRanking } from "./multiteam";
export { scoreMultiteamAsNumbers } from "./fastmultiteam";
