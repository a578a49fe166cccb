// The rules-s* tests as tables: every case is a row that names its docs/rules.md section, the
// call and the exact result, and a file's tests are one describe per section, so a rule's cases
// are found by its section and a new case is a new row.

/** One case of a rule. */
export interface RuleRow {
  /** The docs/rules.md section the case tests: "§4.4". */
  section: string;
  /** What the case shows; the test is titled with the section and this. */
  case: string;
  /** The call: one of the file's functions, and its inputs. */
  call: (...args: never[]) => unknown;
  args: unknown[];
  /**
   * The exact result, held with toEqual: fractions as text ("13/3", as test/helpers/exact.ts's
   * `show` writes them); an asymmetric matcher (expect.stringMatching) where the rule fixes only
   * part of a message.
   */
  expected: unknown;
}

/** A row: section, what it shows, the call, its inputs (type-checked against the call), the result. */
export function rule<A extends unknown[]>(section: string, title: string, call: (...args: A) => unknown, args: A, expected: unknown): RuleRow {
  return { section, case: title, call: call as RuleRow["call"], args, expected };
}

/** The cases that are no row (a property, an error's class or cell), as tests under their section. */
export type Explicit = Record<string, () => void>;

/** "§4.10" after "§4.4" after "§4": sections in the order of docs/rules.md. */
function bySection(a: string, b: string): number {
  const [x, y] = [a, b].map((s) => s.replace(/^§/, "").split(".").map(Number));
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
}

/**
 * One describe per section cited ("docs/rules.md §4.4"), in the order of docs/rules.md; in each, a
 * test per row (`call(...args)` toEqual `expected`), then the section's explicit tests.
 */
export function ruleTable(rows: RuleRow[], explicit: Explicit = {}): void {
  for (const s of [...rows.map((r) => r.section), ...Object.keys(explicit)])
    if (!/^§\d+(\.\d+)*$/.test(s)) throw new Error(`'${s}' is no docs/rules.md section: write it as §4 or §4.4`);
  const sections = [...new Set([...rows.map((r) => r.section), ...Object.keys(explicit)])].sort(bySection);
  describe.each(sections)("docs/rules.md %s", (section) => {
    const own = rows.filter((r) => r.section === section);
    if (own.length > 0)
      it.each(own)("$section $case", ({ call, args, expected }) => {
        expect(call(...(args as never[]))).toEqual(expected);
      });
    explicit[section]?.();
  });
}

/** What `f` returns, or `{ thrown: message }` when it throws: a row's call for a refusal. */
export function outcome<A extends unknown[]>(f: (...args: A) => unknown): (...args: A) => unknown {
  return (...args: A) => {
    try {
      return f(...args);
    } catch (e) {
      return { thrown: (e as Error).message };
    }
  };
}

/** The expected outcome of a call refused with a message matching `pattern` (as toThrow(pattern)). */
export function throws(pattern: RegExp | string): { thrown: unknown } {
  return { thrown: typeof pattern === "string" ? expect.stringContaining(pattern) : expect.stringMatching(pattern) };
}
