// Test helpers: compare core outcomes with the exact values the spec writes as fractions.
import { CellError, Fraction, OutputValue, RowOutcome, isCellError } from "../../src";
import { CellInputError } from "../../src/entries/cells";
import { BridgeInputError } from "../../src/errors";

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

/** The error of class `kind` that `f` throws; any other error is thrown on, and no error fails. */
export function thrownAs<E extends Error>(f: () => unknown, kind: abstract new (...args: never[]) => E): E {
  try {
    f();
  } catch (e) {
    if (e instanceof kind) return e;
    throw e;
  }
  throw new Error(`no ${kind.name} thrown`);
}

/** The CellInputError a call throws (RANKING, SERIESRESULT), for looking at its cell. */
export function thrown(f: () => unknown): CellInputError {
  return thrownAs(f, CellInputError);
}

/** The message of the BridgeInputError a call throws. */
export function inputMessage(f: () => unknown): string {
  return thrownAs(f, BridgeInputError).message;
}
