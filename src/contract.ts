// Contract scoring (Law 77) and the set of scores it can produce.

export type Strain = "C" | "D" | "H" | "S" | "N";
/** 0 undoubled, 1 doubled, 2 redoubled. */
export type Doubling = 0 | 1 | 2;

export interface Contract {
  level: number; // 1–7
  strain: Strain;
  doubling: Doubling;
}

const UNDOUBLED_UNDERTRICK = { nv: 50, v: 100 };

/** Score for the declaring side (Law 77): positive when made, negative when defeated. */
export function declarerScore(contract: Contract, vulnerable: boolean, tricks: number): number {
  const { level, strain, doubling } = contract;
  const target = level + 6;
  const mult = doubling === 0 ? 1 : doubling === 1 ? 2 : 4;
  if (tricks >= target) {
    const perTrick = strain === "C" || strain === "D" ? 20 : 30;
    const contractPoints = (level * perTrick + (strain === "N" ? 10 : 0)) * mult;
    let score = contractPoints;
    score += contractPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
    if (level === 6) score += vulnerable ? 750 : 500;
    if (level === 7) score += vulnerable ? 1500 : 1000;
    if (doubling > 0) score += doubling === 1 ? 50 : 100;
    const over = tricks - target;
    if (doubling === 0) score += over * perTrick;
    else score += over * (vulnerable ? 200 : 100) * (doubling === 2 ? 2 : 1);
    return score;
  }
  const down = target - tricks;
  if (doubling === 0) return -down * (vulnerable ? UNDOUBLED_UNDERTRICK.v : UNDOUBLED_UNDERTRICK.nv);
  let penalty = 0;
  for (let i = 1; i <= down; i++) {
    if (vulnerable) penalty += i === 1 ? 200 : 300;
    else penalty += i === 1 ? 100 : i <= 3 ? 200 : 300;
  }
  return -penalty * (doubling === 2 ? 2 : 1);
}

let possible: Set<number> | null = null;

/**
 * Every NS score some contract, result and vulnerability produce (plus 0, the passed-out board).
 * Used to reject typos such as 4200 or the forgotten % in 60/40.
 */
export function possibleScores(): ReadonlySet<number> {
  if (possible) return possible;
  const set = new Set<number>([0]);
  const strains: Strain[] = ["C", "D", "H", "S", "N"];
  for (let level = 1; level <= 7; level++)
    for (const strain of strains)
      for (const doubling of [0, 1, 2] as Doubling[])
        for (const vulnerable of [false, true])
          for (let tricks = 0; tricks <= 13; tricks++) {
            const s = declarerScore({ level, strain, doubling }, vulnerable, tricks);
            set.add(s);
            set.add(-s);
          }
  possible = set;
  return set;
}

export function isPossibleScore(score: number): boolean {
  return possibleScores().has(score);
}
