// IMPs and VPs (docs/rules.md §7): the IMP table (imps.ts), the VP scales (vp.ts), BUTLERIMP and
// BUTLERDATUM (butler.ts), CROSSIMP (crossimps.ts), and their integer paths (fastimps.ts, a
// board's IMPs as num/den in fastimpratios.ts). What the core's front door (src/index.ts) offers.
export { boardDatum, butlerBoard, scoreButler, scoreDatums } from "./butler";
export type { ButlerBoardScore, ImpOutput, ImpRowScore, ImpSideScore } from "./butler";
export { crossImpBoard, scoreCrossImps } from "./crossimps";
export type { CrossImpBoardScore } from "./crossimps";
export { scoreButlerAsNumbers, scoreCrossImpsAsNumbers, scoreDatumsAsNumbers } from "./fastimps";
export { impsCells } from "./imps";
export { vpCells } from "./vp";
