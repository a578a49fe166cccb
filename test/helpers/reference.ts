// A second, deliberately naive matchpointer written straight from docs/rules.md §3–§5: every row
// against every other row, term by term, no frequency tables, no fast paths. Tests compare the
// real implementation with it on random boards.
import { Entry, Fraction, parseEntry } from "../../src";

type Dir = "ns" | "ew";
type Result = Extract<Entry, { kind: "result" }>;
export type RefOptions = { method: "wbf" | "dbf"; tables?: number };

const side = (e: Result, d: Dir) => (d === "ns" ? e.ns : e.ew);
const terms = (s: Result["ns"]) =>
  s.kind === "score" ? [{ w: new Fraction(1), s: s.score }] : s.kind === "weighted" ? s.terms.map((t) => ({ w: t.weight, s: t.score })) : [];
const beats = (a: number, b: number, d: Dir) => (a === b ? 1 : (d === "ns" ? a > b : a < b) ? 2 : 0);
const ordinary = (e: Entry) => e.kind === "result" && e.ns.kind === "score" && e.ew.kind === "score" && e.ns.score === e.ew.score;

/** [NS, EW] on the mp grid per row, or "NP". */
export function referenceMatchpoints(cells: unknown[], opts: RefOptions): (Fraction[] | "NP")[] {
  const entries = cells.map((c) => parseEntry(c as never));
  const N = opts.tables ?? entries.length;
  const top = 2 * (N - 1);
  return entries.map((e, i) => {
    if (e.kind === "np") return "NP";
    return (["ns", "ew"] as Dir[]).map((d) => {
      const mine = side(e, d);
      if (mine.kind === "artificial") {
        const mp = mine.percent.mul(top).div(100);
        if (opts.method === "wbf" || e.link !== null) return mp;
        const c = mp.compare(top / 2);
        return c < 0 ? mp.floor() : c > 0 ? mp.ceil() : mp;
      }
      // Which other rows this side is compared with (§4 table).
      const others = entries
        .map((o, j) => ({ o, j }))
        .filter(({ o, j }) => j !== i && o.kind === "result" && (o.group ?? "") === (e.group ?? ""))
        .filter(({ o }) => (opts.method === "wbf" ? side(o as Result, d).kind !== "artificial" : ordinary(o)));
      let raw = new Fraction(0);
      for (const a of terms(mine)) for (const { o } of others) for (const b of terms(side(o as Result, d))) raw = raw.add(a.w.mul(b.w).mul(beats(a.s, b.s, d)));
      let mp: Fraction;
      if (opts.method === "wbf") {
        const n = others.length + 1;
        mp = raw.add(1).mul(N).div(n).sub(1);
      } else {
        mp = raw.add(N - 1 - others.length);
        if (mine.kind === "weighted") {
          const offending = e.offenders ? e.offenders[d] : false;
          mp = offending ? mp.floor() : mp.ceil();
        }
      }
      return mp;
    });
  });
}
