// What the pane's stand-in tests apply with and to: a director and a reason, and a short traveller
// on Sheet1 (score column E, rows 2–4).
export const ACTOR = { reason: "Law 12C2", who: "Anna", time: "2025-01-01T20:00:00.000Z" };
export const TRAVELLER = [
  ["Board", "NS", "EW", "Contract", "Score"],
  [1, 1, 11, "4H", 420],
  [1, 2, 12, "4H", 420],
  [1, 3, 13, "5HX", -100],
];
