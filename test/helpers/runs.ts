import fc from "fast-check";

/**
 * How many runs a property asked for n runs makes: n, except under `npm run mutate`, whose jest
 * run caps every property (test/helpers/fastCheckCapped.js), for a test that counts its runs.
 */
export function runsMade(n: number): number {
  const cap = (fc as unknown as { runCap?: number }).runCap;
  return cap === undefined ? n : Math.min(n, cap);
}
