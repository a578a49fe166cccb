// Test helpers: compare core outcomes with the exact values the spec writes as fractions.
import { CellError, Fraction, OutputValue, RowOutcome, isCellError } from "../../src";
import { CellInputError } from "../../src/cells";

/** "13/3" → Fraction; numbers as they are; "NP" and "" stay text. */
export function expected(v: string | number): Fraction | string {
  if (typeof v === "number") return new Fraction(v);
  if (/^-?\d+(\/\d+)?$/.test(v)) return new Fraction(v);
  return v;
}

/** Outcomes as printable exact text, for readable expectations: "13/3", "NP", "" or "ERROR: …". */
export function show(rows: RowOutcome<OutputValue[]>[]): (string[] | string)[] {
  return rows.map((r) => (isCellError(r) ? `ERROR: ${r.message}` : r.map((v) => (v instanceof Fraction ? v.toFraction() : v))));
}

export function asText(v: string | number): string {
  const e = expected(v);
  return e instanceof Fraction ? e.toFraction() : e;
}

export function errorOf(r: RowOutcome<unknown>): CellError {
  if (!isCellError(r)) throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r;
}

/** The CellInputError a call throws (RANKING, SERIES), for looking at its cell. */
export function thrown(f: () => unknown): CellInputError {
  try {
    f();
  } catch (e) {
    if (e instanceof CellInputError) return e;
    throw e;
  }
  throw new Error("no error thrown");
}
