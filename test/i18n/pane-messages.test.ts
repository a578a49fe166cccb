// The core's errors the pane shows (a form that makes no entry, a file that cannot be
// imported) are said in the pane's language, from the same catalogue as the functions' #VALUE!.
import { emptyForm, entryFromForm } from "../../addin/taskpane/form";
import { importFailure } from "../../addin/taskpane/import";
import { importResults } from "../../src/formats/import";
import { msg, renderMessage } from "../../src/messages";
import { LANGUAGES } from "../../src/i18n";

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("nothing thrown");
}

describe("the pane says the core's errors in its language", () => {
  const split = { ...emptyForm(), kind: "split" as const, nsScore: "450", ewScore: "42O" };

  it.each(LANGUAGES)("a split score the notation refuses, in %s", (lang) => {
    expect(entryFromForm(split, lang)).toEqual({
      ok: false,
      error: renderMessage(msg("entry.notAScore", { text: "42O", expected: msg("expected.entry") }), lang),
    });
  });

  it("Danish, word for word", () => {
    expect(entryFromForm(split, "da")).toEqual({ ok: false, error: "'42O' er ikke en score; forventet fx 420, A+, 40% 920 + 60% -50" });
    expect(entryFromForm(split, "en")).toEqual({ ok: false, error: "'42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50" });
  });

  it("a file that cannot be imported, in Danish and in English", () => {
    const bad = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2\n';
    const e = thrown(() => importResults(bad));
    expect(importFailure(e, "bad.pbn", "en")).toBe("bad.pbn: line 3: 2 values for the 3 columns of the score table (line 2). Nothing was written.");
    expect(importFailure(e, "bad.pbn", "da")).toBe(
      `bad.pbn: ${renderMessage(msg("location.at", { where: msg("import.line", { line: 3 }), message: msg("import.valueCount", { values: 2, columns: 3, line: 2 }) }), "da")}. Intet blev skrevet.`,
    );
    expect(importFailure(e, "bad.pbn", "da")).toBe("bad.pbn: linje 3: 2 værdier til scoretabellens 3 kolonner (linje 2). Intet blev skrevet.");
  });

  it("an empty file, in Hungarian and Dutch", () => {
    const e = thrown(() => importResults("  \n"));
    expect(importFailure(e, "x.pbn", "hu")).toBe("x.pbn: a fájl üres. Semmi sem lett beírva.");
    expect(importFailure(e, "x.pbn", "nl")).toBe("x.pbn: het bestand is leeg. Er is niets geschreven.");
  });
});
