// The pane's pure parts: the adjustment form to notation, and where "Insert formulas" puts what.
import { emptyForm, entryFromForm, formStarted, weightTotalText } from "../../addin/taskpane/form";
import { columnLetter } from "../../addin/address";
import { firstFreeColumns, readColumns, recogniseColumns, uniqueSheetName } from "../../addin/taskpane/formulaPlan";
import { parseEntryText } from "../../src/entries/notation";

const form = (patch: Partial<ReturnType<typeof emptyForm>>) => ({ ...emptyForm(), ...patch });

describe("entryFromForm", () => {
  it.each([
    [form({}), "A+/A-"],
    [form({ nsArtificial: "A", ewArtificial: "A" }), "A"],
    [form({ nsArtificial: "custom", nsPercent: "55", ewArtificial: "A", link: "1", group: "2" }), "55%/A @2 ~1"],
    [form({ kind: "np", group: "2" }), "NP"],
    [form({ kind: "split", nsScore: "450", ewScore: "-480" }), "450/-480"],
    [
      form({
        kind: "weighted",
        weights: [
          { weight: "40", score: "920" },
          { weight: "60", score: "-50" },
        ],
        offenders: "NS",
      }),
      "40% 920 + 60% -50 !NS",
    ],
    [
      form({
        kind: "unbalanced",
        keeper: "NS",
        keptScore: "920",
        weights: [
          { weight: "40", score: "920" },
          { weight: "60", score: "-50" },
        ],
      }),
      "920/40% 920 + 60% -50",
    ],
  ])("form %# writes its notation", (f, text) => {
    const r = entryFromForm(f);
    expect(r).toMatchObject({ ok: true, text });
    if (r.ok) expect(parseEntryText(r.text)).toEqual(r.entry);
  });

  it("holds Apply until the weights add up to exactly 100", () => {
    const f = form({
      kind: "weighted",
      weights: [
        { weight: "33.3", score: "420" },
        { weight: "33.3", score: "450" },
        { weight: "33.3", score: "-50" },
      ],
    });
    expect(weightTotalText(f.weights)).toEqual({ text: "99.9 %", exact100: false });
    expect(entryFromForm(f)).toEqual({ ok: false, error: "The weights add up to 99.9 %; they must add up to exactly 100 %." });
    f.weights[2].weight = "33.4";
    expect(entryFromForm(f).ok).toBe(true);
  });

  it("reports a bad score in the functions' words", () => {
    const r = entryFromForm(form({ kind: "split", nsScore: "425", ewScore: "-480" }));
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/425 is not a score any contract can produce/) });
  });
});

// The form says nothing wrong before the director has typed into the chosen kind's fields.
describe("formStarted", () => {
  it("a fresh weighted, split or custom form has not started: its 'error' is only that nothing is typed yet", () => {
    for (const f of [form({ kind: "weighted" }), form({ kind: "split" }), form({ kind: "unbalanced", keptScore: "420" }), form({ nsArtificial: "custom" })]) {
      expect(formStarted(f)).toBe(false);
      expect(entryFromForm(f).ok).toBe(false);
    }
  });

  it("starts with the first thing typed in the kind's fields or the markers", () => {
    expect(
      formStarted(
        form({
          kind: "weighted",
          weights: [
            { weight: "40", score: "" },
            { weight: "", score: "" },
          ],
        }),
      ),
    ).toBe(true);
    expect(
      formStarted(
        form({
          kind: "weighted",
          weights: [
            { weight: "", score: "" },
            { weight: "", score: "-50" },
          ],
        }),
      ),
    ).toBe(true);
    expect(formStarted(form({ kind: "split", ewScore: "-480" }))).toBe(true);
    expect(formStarted(form({ kind: "weighted", group: "2" }))).toBe(true);
    expect(formStarted(form({ nsArtificial: "custom", ewArtificial: "custom", ewPercent: "45" }))).toBe(true);
    // Whitespace is not typing.
    expect(formStarted(form({ kind: "split", nsScore: "  " }))).toBe(false);
  });

  it("a form that needs no typing has started: A+/A-, A, not played", () => {
    expect(formStarted(form({}))).toBe(true);
    expect(formStarted(form({ nsArtificial: "A", ewArtificial: "A" }))).toBe(true);
    expect(formStarted(form({ kind: "np" }))).toBe(true);
  });
});

describe("formula placement", () => {
  it("recognises columns by header, or by shape", () => {
    expect(
      recogniseColumns([
        ["Board", "NS", "EW", "Contract", "Declarer", "Tricks", "Score"],
        [1, 1, 2, "4H", "S", 10, 420],
      ]),
    ).toEqual({ header: true, board: 0, ns: 1, ew: 2, score: 6, scoreWidth: 1 });
    expect(
      recogniseColumns([
        ["Bd", "NS score", "EW score"],
        [1, 420, ""],
      ]),
    ).toMatchObject({ board: 0, score: 1, scoreWidth: 2 });
    expect(
      recogniseColumns([
        [1, 420],
        [1, 450],
      ]),
    ).toMatchObject({ header: false, board: 0, score: 1 });
    expect(
      recogniseColumns([
        ["Board", "Contract"],
        [1, "4H"],
      ]),
    ).toBe("No score column: name it Score or NS score.");
  });

  // The reasons are catalogue keys, worded in the pane's language.
  it("gives the reason a selection cannot take formulas as a catalogue key, in any language", () => {
    expect(
      readColumns([
        ["Board", "Contract"],
        [1, "4H"],
      ]),
    ).toEqual({ key: "plan.noScoreColumn" });
    expect(readColumns([["Board", "Score"]], 1)).toEqual({ key: "plan.noResults" });
    expect(readColumns([])).toEqual({ key: "plan.selectTraveller" });
    expect(
      recogniseColumns(
        [
          ["Board", "Contract"],
          [1, "4H"],
        ],
        2,
        "nl",
      ),
    ).toBe("Geen scorekolom: noem hem Score of NS score.");
    expect(recogniseColumns([["Board", "Score"]], 1, "hu")).toBe("A kijelölésnek van fejlécsora, de alatta nincs eredmény.");
  });

  it("finds free columns and names new sheets", () => {
    expect(firstFreeColumns([["a", "", "b", "", ""]], 2)).toBe(3);
    expect(columnLetter(0) + columnLetter(25) + columnLetter(26) + columnLetter(701)).toBe("AZAAZZ");
    expect(uniqueSheetName(["Sheet1"], "Ranking")).toBe("Ranking");
    expect(uniqueSheetName(["ranking", "Ranking 2"], "Ranking")).toBe("Ranking 3");
  });
});
