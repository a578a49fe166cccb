// MATCHPOINTS and NEUBERG (docs/rules.md §3–§5): the exact scorer (matchpoints.ts) and the
// decisions it shares with every path (matchpointRules.ts); the integer path the custom function
// calls (fastMatchpoints.ts, a board's num/den in matchpointRatios.ts); NEUBERG exact
// (neubergCells.ts) and fast (fastneuberg.ts). What the core's front door (src/index.ts) offers.
export { scoreBoard, scoreMatchpoints } from "./matchpoints";
export type { BoardScore, OutputValue, RowScore, SideScore } from "./matchpoints";
export { scoreMatchpointsAsNumbers } from "./fastMatchpoints";
export { neubergCells } from "./neubergCells";
export { neubergAsNumbers } from "./fastneuberg";
