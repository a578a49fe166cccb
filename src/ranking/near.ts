// Exact values known to about 100 bits, with a bound on what is not known: for session totals
// whose exact value is a sum of ratios over many different denominators (the N of each board),
// where a Fraction would carry hundreds of bits through every addition. A value is hi + lo (two
// floats, |lo| at most half a unit in the last place of hi) and err, a bound on its distance from
// the exact value. Every question asked of it — which float is nearest, which of two values is
// larger, which whole number is below — is answered only when the answer holds for every value
// within err; otherwise the answer is null and the caller asks the exact value (src/exact.ts).
// That is what keeps a path built on these bit for bit the same as the Fraction path.
//
// The error-free transformations are the classical ones (Knuth's two-sum, Dekker's two-product
// with Veltkamp's split); the bounds on the rest are generous, a few units of 2^-50 of each
// rounded quantity, since only the decisions on the very edge are ever affected.

export interface Near {
  hi: number;
  lo: number;
  err: number;
}

const U = 2 ** -50; // comfortably above the 2^-53 of one rounding, to cover the few in each step
const SPLIT = 2 ** 27 + 1;

/** a + b exactly, as the float sum and its rounding error. */
function twoSum(a: number, b: number): [number, number] {
  const s = a + b;
  const bb = s - a;
  return [s, a - (s - bb) + (b - bb)];
}

/** The rounding error of the float product p = a · b (no overflow: |a·b| < 2^996). */
function productError(a: number, b: number, p: number): number {
  const ca = SPLIT * a;
  const ah = ca - (ca - a);
  const al = a - ah;
  const cb = SPLIT * b;
  const bh = cb - (cb - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

function twoProduct(a: number, b: number): [number, number] {
  const p = a * b;
  return [p, productError(a, b, p)];
}

function normal(hi: number, lo: number, err: number): Near {
  const [h, l] = twoSum(hi, lo);
  return { hi: h, lo: l, err };
}

// The two operations a session total is made of, on three floats (hi, lo, err) at out[o …],
// without an object per step: 200 000 sides are added up in a 100 000-row session.

/** out[o …] = num/den for safe integers num and den > 0. */
export function nearRatioInto(out: Float64Array, o: number, num: number, den: number): void {
  if (den === 1) {
    out[o] = num;
    out[o + 1] = 0;
    out[o + 2] = 0;
    return;
  }
  const q = num / den;
  // The remainder num − q·den is a float (|num| < 2^53), so it is computed exactly.
  const p = q * den;
  const r = num - p - productError(q, den, p);
  const lo = r / den;
  const s = q + lo;
  const bb = s - q;
  out[o] = s;
  out[o + 1] = q - (s - bb) + (lo - bb);
  out[o + 2] = Math.abs(lo) * U;
}

/** out[o …] += (hi, lo, err). */
function addInto(out: Float64Array, o: number, hi: number, lo: number, err: number): void {
  const h = out[o];
  const l = out[o + 1];
  const s = h + hi;
  const bb = s - h;
  const e = h - (s - bb) + (hi - bb);
  const t = e + l + lo;
  const total = s + t;
  const b2 = total - s;
  out[o] = total;
  out[o + 1] = s - (total - b2) + (t - b2);
  out[o + 2] += err + (Math.abs(e) + Math.abs(l) + Math.abs(lo)) * U;
}

const scratch = new Float64Array(3);

function fromScratch(): Near {
  return { hi: scratch[0], lo: scratch[1], err: scratch[2] };
}

/** num/den for safe integers num and den > 0. */
export function nearRatio(num: number, den: number): Near {
  nearRatioInto(scratch, 0, num, den);
  return fromScratch();
}

export function nearAdd(x: Near, y: Near): Near {
  scratch[0] = x.hi;
  scratch[1] = x.lo;
  scratch[2] = x.err;
  addInto(scratch, 0, y.hi, y.lo, y.err);
  return fromScratch();
}

/** Sums of ratios, one per slot (a pair's table results), kept in one array. */
export class NearSums {
  private readonly v: Float64Array;
  private readonly term = new Float64Array(3);
  /** `room`: 3 · slots zeros to keep the sums in (a reused array, src/entries/column.ts). */
  constructor(slots: number, room?: Float64Array) {
    this.v = room ?? new Float64Array(3 * slots);
  }
  addRatio(slot: number, num: number, den: number): void {
    const t = this.term;
    nearRatioInto(t, 0, num, den);
    addInto(this.v, 3 * slot, t[0], t[1], t[2]);
  }
  /** Adds the near value stored at from[at …] (see nearRatioInto). */
  addNear(slot: number, from: Float64Array, at: number): void {
    addInto(this.v, 3 * slot, from[at], from[at + 1], from[at + 2]);
  }
  get(slot: number): Near {
    return { hi: this.v[3 * slot], lo: this.v[3 * slot + 1], err: this.v[3 * slot + 2] };
  }
}

/** A whole number (a safe integer): exact. */
export function nearInteger(n: number): Near {
  return { hi: n, lo: 0, err: 0 };
}

/** x · k for a safe integer k. */
export function nearMul(x: Near, k: number): Near {
  const [p, e] = twoProduct(x.hi, k);
  const lk = x.lo * k;
  const t = e + lk;
  return normal(p, t, x.err * Math.abs(k) + (Math.abs(lk) + Math.abs(e)) * U);
}

/** x / m for a whole number m > 0. */
export function nearDiv(x: Near, m: number): Near {
  const q1 = x.hi / m;
  const [p, e] = twoProduct(q1, m);
  const r = x.hi - p - e + x.lo;
  const q2 = r / m;
  return normal(q1, q2, x.err / m + (Math.abs(r) / m + Math.abs(q2)) * U);
}

/** The sign of x (−1, 0 or 1), or null when the bound does not settle it. */
export function nearSign(x: Near): number | null {
  if (x.err === 0 && x.lo === 0) return Math.sign(x.hi);
  // |hi + lo| ≥ |hi| − |lo| > err: the exact value has hi's sign.
  return Math.abs(x.hi) - Math.abs(x.lo) > x.err ? Math.sign(x.hi) : null;
}

/** The sign of x − y, or null when the bounds do not settle it. */
export function nearCompare(x: Near, y: Near): number | null {
  // Most values differ in their leading float by far more than all the rest can make up.
  const d = x.hi - y.hi;
  if (Math.abs(d) * (1 - 2 ** -52) > Math.abs(x.lo) + Math.abs(y.lo) + x.err + y.err) return Math.sign(d);
  return nearSign(nearAdd(x, { hi: -y.hi, lo: -y.lo, err: y.err }));
}

/**
 * The float nearest the exact value (halves to even, as IEEE rounding and toNumber do), or null
 * when a value within the bound could round to another float. Rounding is monotone, so when the
 * two ends of the interval round to the same float, so does everything between them; the ends
 * are widened so that their own rounding cannot pull them inside.
 */
export function nearFloat(x: Near): number | null {
  if (x.err === 0 && x.lo === 0) return x.hi + 0;
  const e = 2 * Math.max(x.err, Math.abs(x.hi) * 2 ** -100, Number.MIN_VALUE);
  const below = x.hi + (x.lo - e);
  const above = x.hi + (x.lo + e);
  return below === above ? below + 0 : null;
}

/** ⌊x⌋, or null when x may be on either side of a whole number. */
export function nearFloor(x: Near): number | null {
  const k = Math.floor(x.hi + x.lo);
  const from = nearSign(nearAdd(x, nearInteger(-k)));
  const to = nearSign(nearAdd(x, nearInteger(-k - 1)));
  if (from === null || to === null) return null;
  // from ≥ 0 and to < 0: k ≤ x < k + 1.
  if (from >= 0 && to < 0) return k;
  return null;
}

/** ⌈x⌉, or null when x may be on either side of a whole number. */
export function nearCeil(x: Near): number | null {
  const f = nearFloor({ hi: -x.hi, lo: -x.lo, err: x.err });
  return f === null ? null : -f + 0;
}
