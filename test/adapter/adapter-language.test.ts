// The functions' #VALUE! messages in the director's language. The adapter renders the
// core's message (src/messages/) in the pane's language choice, else Office's display language,
// else English; the place it adds ("Sheet1!D3", "entries row 2", "holds #N/A") is translated too.
import { StandInError } from "../helpers/customFunctions";

import { describeCellError } from "../../addin/adapter/excel";
import { imp } from "../../addin/functions/contract";
import { butlerimp } from "../../addin/functions/imps";
import { matchpoints } from "../../addin/functions/matchpoints";
import { ranking } from "../../addin/functions/session";
import { cellError } from "../../src/entries/cells";
import { Language, MESSAGES, msg, renderMessage } from "../../src/messages";

const omitted = null as unknown as undefined;
const invocation = (...addresses: string[]) => ({ parameterAddresses: addresses }) as unknown as CustomFunctions.Invocation;
const text = (cell: unknown) => (cell as StandInError).message;
const expected = msg("expected.entry");

/** Office as the functions see it: its display language and, in the shared runtime, the pane's storage. */
function office(displayLanguage: string | undefined, choice?: string): void {
  const g = globalThis as Record<string, unknown>;
  g.Office = displayLanguage === undefined ? undefined : { context: { displayLanguage } };
  const store = new Map<string, string>(choice ? [["bridge-scoring.language", choice]] : []);
  g.window = { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).Office;
  delete (globalThis as Record<string, unknown>).window;
});

describe("the functions' messages follow Office's display language", () => {
  it.each<[string, Language]>([
    ["da-DK", "da"],
    ["nl-NL", "nl"],
    ["nl-BE", "nl"],
    ["hu-HU", "hu"],
    ["en-GB", "en"],
  ])("displayLanguage %s: a bad score cell in %s, at its address", async (displayLanguage, lang) => {
    office(displayLanguage);
    const out = await matchpoints([[420], ["42O"], [420], [-50]], [[1], [1], [2], [2]], omitted, invocation("Sheet1!D2:D5", "Sheet1!A2:A5"));
    const said = renderMessage(msg("entry.notAScore", { text: "42O", expected }), lang);
    expect(text(out[0][0])).toBe(`Sheet1!D3: ${said}`);
    // The catalogue's own words, not English, outside English.
    if (lang !== "en") expect(said).not.toBe("'42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50");
  });

  it("Danish: a bad cell without addresses names the range and row in Danish", async () => {
    office("da-DK");
    const out = await matchpoints([[420], ["X+"]], omitted, omitted, invocation());
    expect(text(out[1][0])).toBe(`entries række 2: 'X+' er ikke en score: 'X+' er hverken en score eller middel (A+, A, A-); ${MESSAGES.da["expected.entry"]}`);
  });

  it.each<[string, string]>([
    ["da-DK", "Sheet1!C3 indeholder #DIV/0!"],
    ["nl-NL", "Sheet1!C3 bevat #DIV/0!"],
    ["hu-HU", "Sheet1!C3 értéke #DIV/0!"],
    ["en-US", "Sheet1!C3 holds #DIV/0!"],
  ])("an error cell (%s): %s", async (displayLanguage, said) => {
    office(displayLanguage);
    const out = await imp([[15], [new StandInError("#DIV/0!")], [25]], invocation("Sheet1!C2:C4"));
    expect(text(out[1][0])).toBe(said);
    expect(out[0][0]).toBe(0);
  });

  // The examples and marker names inside a message are words too: "420 or -50" read "fx 420 or -50".
  it.each<[string, string, string]>([
    ["da-DK", "fx 420 eller -50", "forskellige @gruppe-markører"],
    ["nl-NL", "bv. 420 of -50", "verschillende @groep-markeringen"],
    ["hu-HU", "pl. 420 vagy -50", "eltérő @csoport jelölőt"],
    ["en-US", "e.g. 420 or -50", "different @group markers"],
  ])("the words inside a message (%s): %s, %s", async (displayLanguage, example, marker) => {
    office(displayLanguage);
    expect(text((await imp([["abc"]], invocation("Sheet1!C2")))[0][0])).toContain(example);
    const out = await matchpoints(
      [
        ["420 @1", "-420 @2"],
        [400, -400],
      ],
      omitted,
      omitted,
      invocation("Sheet1!D2:E3"),
    );
    expect(text(out[0][0])).toContain(marker);
  });

  it("Dutch: a whole-call error (a bad option) and a table's cell error", async () => {
    office("nl-NL");
    await expect(matchpoints([[420]], omitted, "decimals=1; decimals=2", invocation())).rejects.toMatchObject({
      message: "optie 'decimals' is twee keer opgegeven",
    });
    await expect(
      ranking([[1], [1]], [[1], [2]], [[3], [4]], [[420], ["x"]], omitted, omitted, invocation("S!A2:A3", "S!B2:B3", "S!C2:C3", "S!D2:D3")),
    ).rejects.toMatchObject({ message: expect.stringMatching(/^S!D3: 'x' is geen geldige score: /) });
  });

  it("Hungarian: a board of a ranking and a pair's row", async () => {
    office("hu-HU");
    await expect(ranking([[1], [1]], [[1], [null]], [[3], [4]], [[420], [400]], omitted, omitted, invocation())).rejects.toMatchObject({
      message: renderMessage(msg("location.at", { where: msg("location.rangeRow", { range: "nspairs", row: 2 }), message: msg("pair.nsBlank") }), "hu"),
    });
  });

  it("Danish: a board's error says the board and nests the core's words (Butler, no datum)", async () => {
    office("da-DK");
    const out = await butlerimp([["50% 420 + 50% 450"], ["A+"]], [[7], [7]], omitted, invocation("S!B2:B3", "S!A2:A3"));
    expect(text(out[0][0])).toBe(
      "S!B2: spil 7: spillet har intet bordresultat at tage en datumscore fra (justerede scorer indgår aldrig i datumscoren, LKU-10 §9), " +
        "så den vægtede score 50% 420 + 50% 450 kan ikke regnes i butler; giv en kunstig score (A, A+, 60%) eller kontrollér gruppemarkørerne",
    );
  });

  it("falls back to English for a language the add-in does not speak, and outside Office", async () => {
    for (const displayLanguage of ["sv-SE", "nb-NO", "de-DE", undefined]) {
      office(displayLanguage);
      const out = await matchpoints([[420], ["42O"]], omitted, omitted, invocation());
      expect(text(out[1][0])).toBe("entries row 2: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50");
    }
  });

  it("the pane's language choice wins over Office's, so the pane and the cells agree", async () => {
    office("en-US", "da");
    const out = await imp([[new StandInError("#N/A")]], invocation("Sheet1!C2"));
    expect(text(out[0][0])).toBe("Sheet1!C2 indeholder #N/A");
    office("da-DK", "auto");
    expect(text((await imp([[new StandInError("#N/A")]], invocation("Sheet1!C2")))[0][0])).toBe("Sheet1!C2 indeholder #N/A");
    office("da-DK", "hu");
    expect(text((await imp([[new StandInError("#N/A")]], invocation("Sheet1!C2")))[0][0])).toBe("Sheet1!C2 értéke #N/A");
  });

  it("a bad cell's column is said in the language too", () => {
    const e = cellError("corrections", 1, 2, msg("corrections.imps"));
    expect(describeCellError(e, {}, "nl")).toBe(`corrections rij 2 kolom 3: ${MESSAGES.nl["corrections.imps"]}`);
    expect(describeCellError(e, {}, "en")).toBe(`corrections row 2 column 3: ${MESSAGES.en["corrections.imps"]}`);
    expect(e.message).toBe(MESSAGES.en["corrections.imps"]);
  });
});
