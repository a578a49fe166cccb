// Movements (docs/rules.md §13): pure data about who plays what where, independent of scoring.
export type { Movement, MovementKind, TableRound } from "./types";
export { phantomSeat, realPairs } from "./types";
export { MIN_MITCHELL_TABLES, arrowSwitchRounds, arrowSwitched, mitchell, skipMitchell, withSitOut } from "./mitchell";
export { MAX_HOWELL_TABLES, MIN_HOWELL_TABLES, howell, howellStart, shortenedHowell, shortenedHowellRounds } from "./howell";
export { travellerLines } from "./travellers";
export type { TravellerLine } from "./travellers";
export { tableCards } from "./cards";
export type { CardLine, NextSeat, TableCard } from "./cards";
export { MOVEMENT_CHOICES, buildMovement, movementsFor, offers } from "./choices";
export type { MovementChoice } from "./choices";
