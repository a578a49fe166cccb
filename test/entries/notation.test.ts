// docs/rules.md §2: the entry notation — every row of its table, the aliases, the markers, the
// two-column input and the errors a director sees.
import { Entry, parseEntry, parseEntryPair } from "../../src";

/** A compact, readable form of a parsed entry. */
function sketch(e: Entry): string {
  if (e.kind === "np") return "NP";
  const side = (s: (typeof e)["ns"]) =>
    s.kind === "score"
      ? String(s.score)
      : s.kind === "artificial"
        ? `${s.percent.toFraction()}%${s.token ? `(${s.token})` : ""}`
        : s.terms.map((t) => `${t.weight.toFraction()}*${t.score}`).join("+");
  const parts = [side(e.ns) === side(e.ew) ? side(e.ns) : `${side(e.ns)} / ${side(e.ew)}`];
  if (e.offenders) parts.push(`!${e.offenders.ns ? "NS" : ""}${e.offenders.ew ? "EW" : ""}`);
  if (e.group) parts.push(`@${e.group}`);
  if (e.link) parts.push(`~${e.link}`);
  return parts.join(" ");
}
const p = (cell: unknown) => sketch(parseEntry(cell as never));
const err = (cell: unknown) => {
  try {
    parseEntry(cell as never);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`${String(cell)} parsed`);
};

describe("§2 the table of entries", () => {
  test.each([
    ["420", "420"],
    ["-50", "-50"],
    ["+420", "420"],
    ["0", "0"],
    [420, "420"],
    [-1430, "-1430"],
  ])("§2 ordinary NS score %p", (cell, out) => expect(p(cell)).toBe(out));

  test("§2 A+, A, A- are 60/50/40 % for both sides, tied to the session as plus/average/minus", () => {
    expect(p("A+")).toBe("60%(plus)");
    expect(p("A")).toBe("50%(average)");
    expect(p("A-")).toBe("40%(minus)");
  });

  test("§2 artificial NS part / EW part; one part applies to both", () => {
    expect(p("A+/A-")).toBe("60%(plus) / 40%(minus)");
    expect(p("60%/40%")).toBe("60% / 40%");
    expect(p("A/55%")).toBe("50%(average) / 55%");
    expect(p("55%")).toBe("55%");
    expect(p("33,3%")).toBe("333/10%");
    expect(p("0%/100%")).toBe("0% / 100%");
  });

  test("§2 NP and its aliases", () => {
    for (const t of ["NP", "np", "NG", "DNP"]) expect(p(t)).toBe("NP");
  });

  test("§2 split score 450/-480", () => expect(p("450/-480")).toBe("450 / -480"));

  test("§2 weighted score: weights as fractions of 1", () => {
    expect(p("40% 920 + 60% -50")).toBe("2/5*920+3/5*-50");
    expect(p("40%920+60%-50")).toBe("2/5*920+3/5*-50");
    expect(p("33,3% 420 + 33,3% 450 + 33,4% -50")).toBe("333/1000*420+333/1000*450+167/500*-50");
  });

  test("§2 unbalanced weighted and mixed entries", () => {
    expect(p("920/40% 920 + 60% -50")).toBe("920 / 2/5*920+3/5*-50");
    expect(p("A+/450")).toBe("60%(plus) / 450");
  });

  test("§2 markers !NS !EW !NSEW @group ~link, in any order", () => {
    expect(p("40% 920 + 60% -50 !NS")).toBe("2/5*920+3/5*-50 !NS");
    expect(p("40% 920 + 60% -50 !EW @2")).toBe("2/5*920+3/5*-50 !EW @2");
    expect(p("@B 40% 920 + 60% -50 !NSEW".replace("@B ", "") + " @B")).toBe("2/5*920+3/5*-50 !NSEW @B");
    expect(p("100 @2")).toBe("100 @2");
    expect(p("A- ~1")).toBe("40%(minus) ~1");
    expect(p("A+/A- ~x7 @3")).toBe("60%(plus) / 40%(minus) @3 ~X7");
  });

  test("§2 aliases AVE, G (Dutch), M (Danish), PASS/P/AP", () => {
    expect(p("AVE+")).toBe("60%(plus)");
    expect(p("ave-")).toBe("40%(minus)");
    expect(p("G+/G-")).toBe("60%(plus) / 40%(minus)");
    expect(p("M")).toBe("50%(average)");
    for (const t of ["PASS", "P", "AP", "pass"]) expect(p(t)).toBe("0");
  });

  test("§2 case-insensitive, spaces between tokens, typographic minus", () => {
    expect(p(" a+ / a- ")).toBe("60%(plus) / 40%(minus)");
    expect(p("\u2212420")).toBe("-420");
    expect(p("40 % 920 + 60 % -50")).toBe("2/5*920+3/5*-50");
  });
});

describe("§2 errors name the text and say what was expected", () => {
  test("no spaces inside a number", () => expect(err("4 20")).toMatch(/no spaces inside a number/));
  test("a score must be possible (Law 77)", () => {
    expect(err("425")).toMatch(/425 is not a score any contract can produce/);
    expect(err(4200)).toMatch(/4200 is not a score/);
    expect(err("7610")).toMatch(/not a score/);
  });
  test("the forgotten % in 60/40", () => expect(err("60/40")).toMatch(/did you mean 60%\/40%\?/));
  test("a number between 0 and 1 is what Excel sends for 60%", () => expect(err(0.6)).toMatch(/Excel stores for 60%: write A\+/));
  test("'42O' is not a score", () => expect(err("42O")).toBe("'42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50"));
  test("blank and booleans are not entries", () => {
    expect(err(null)).toMatch(/blank/);
    expect(err(true)).toMatch(/TRUE is not an entry/);
  });
  test("percent outside 0–100", () => expect(err("120%")).toMatch(/outside 0–100%/));
  test("weights must add up to exactly 100", () => expect(err("40% 920 + 50% -50")).toMatch(/add up to 90%, not 100%/));
  test("2 to 8 weighted terms", () => {
    expect(err("40% 920")).toMatch(/2 to 8 parts/);
    const nine = Array.from({ length: 9 }, (_, i) => `${i < 8 ? 11 : 12}% ${i % 2 ? 420 : -50}`).join(" + ");
    expect(err(nine)).toMatch(/not 9/);
  });
  test("a weight of 0% is refused", () => expect(err("0% 920 + 100% -50")).toMatch(/0% adds nothing/));
  test("offender markers only with weighted scores, links only with artificial ones", () => {
    expect(err("420 !NS")).toMatch(/goes only with a weighted score/);
    expect(err("420 ~1")).toMatch(/goes only with an artificial score/);
  });
  test("markers at most once each", () => {
    expect(err("100 @1 @2")).toMatch(/given twice/);
    expect(err("40% 920 + 60% -50 !NS !EW")).toMatch(/given twice/);
  });
  test("NP stands alone (a fouled-board @group aside: docs/rules.md §4.4)", () => {
    expect(err("NP !NS")).toMatch(/stands alone/);
    expect(err("NP ~2")).toMatch(/stands alone/);
    expect(err("NP/A+")).toMatch(/stands alone/);
  });
  test("at most two parts", () => expect(err("A+/A-/A")).toMatch(/at most two parts/));
  test("unknown words", () => expect(err("X")).toMatch(/'X' is not a score or an average/));
  test("a bad offending side", () => expect(err("40% 920 + 60% -50 !N")).toMatch(/expected !NS, !EW or !NSEW/));
});

describe("§2 / docs/functions.md two columns NS and EW", () => {
  const pair = (ns: unknown, ew: unknown) => sketch(parseEntryPair(ns as never, ew as never));
  const pairErr = (ns: unknown, ew: unknown) => {
    try {
      parseEntryPair(ns as never, ew as never);
    } catch (e) {
      return e as Error & { column?: number };
    }
    throw new Error("parsed");
  };
  test("a number in only the EW column means NS = −EW", () => {
    expect(pair(null, 420)).toBe("-420");
    expect(pair("", "-50")).toBe("50");
    expect(pair(420, null)).toBe("420");
  });
  test("two numbers must be opposite", () => {
    expect(pair(420, -420)).toBe("420");
    expect(pair(0, 0)).toBe("0");
    expect(pairErr(420, 420).message).toMatch(/not opposite scores; for a split score write 420\/-420/);
  });
  test("an artificial token applies to its own side", () => {
    expect(pair("A+", "A-")).toBe("60%(plus) / 40%(minus)");
    expect(pair(450, "A-")).toBe("450 / 40%(minus)");
    expect(pair("A+", 420)).toBe("60%(plus) / -420");
  });
  test("NP in either column when the other is blank or NP", () => {
    expect(pair("NP", null)).toBe("NP");
    expect(pair(null, "NP")).toBe("NP");
    expect(pairErr("NP", 420).message).toMatch(/not played has no score/);
  });
  test("an error names the column of the bad cell", () => {
    expect(pairErr(420, "x").column).toBe(1);
    expect(pairErr("42O", null).column).toBe(0);
  });
  test("adjusted notation belongs in the NS column", () => {
    expect(pair("40% 920 + 60% -50", null)).toBe("2/5*920+3/5*-50");
    expect(pairErr(null, "450/-480").message).toMatch(/write adjusted scores in the NS column/);
  });
});
