// Importing results files (docs/rules.md §10): a played line is never dropped as not played, and
// each refusal or note says what is wrong where it is. Cases from the third outside review.
import { ImportFileError, checkResults, checkTotals, importResults } from "../../src/formats/import";
import { parsePbn } from "../../src/formats/import/pbn";
import { parseUsebio } from "../../src/formats/import/usebio";
import { QUOTED_MAX } from "../../src/formats/import/entries";
import { renderMessage } from "../../src/messages";
import { LANGUAGES } from "../../src/i18n";
import { thrownAs } from "../helpers/exact";

const importError = (f: () => unknown) => thrownAs(f, ImportFileError);
const CELL_LIMIT = 32_767; // Excel's characters in one cell

const pbn = (columns: string, ...lines: string[]) => ['[Event "Club"]', '[Board "1"]', '[Vulnerable "None"]', `[ScoreTable "${columns}"]`, ...lines].join("\n");
const WITH_SCORES = "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW";

describe("§10 a PBN line with a contract but '-' for its score was played", () => {
  test.each([
    ["Score_NS and Score_EW", WITH_SCORES, "1 2 4S S 10 - -"],
    ["a Score column", "PairId_NS;PairId_EW;Contract;Declarer;Result;Score", "1 2 4S S 10 -"],
  ])("%s: scored from the contract, with a note naming it", (_name, columns, line) => {
    const [row] = parsePbn(pbn(columns, line)).rows;
    expect(row.entry).toBe("420");
    expect(row.problem).toBe("no score in the score columns ('-'): scored from the contract, 4S by S taking 10 (420)");
    expect(row.where).toBe("line 5");
  });

  test("a contract that gives no score (no declarer): no result, and the note says why; never NP", () => {
    const [row] = parsePbn(pbn(WITH_SCORES, "1 2 4S - - - -")).rows;
    expect(row.entry).toBe("");
    expect(row.problem).toMatch(/^no score in the score columns \('-'\), and the contract 4S gives none: the declarer is blank/);
  });

  test("neither a score nor a contract is NP, and a passed-out board PASS, as before", () => {
    expect(parsePbn(pbn(WITH_SCORES, "1 2 - - - - -", "3 4 Pass - - - -")).rows.map((r) => [r.entry, r.problem])).toEqual([
      ["NP", null],
      ["PASS", null],
    ]);
  });
});

describe("§10 messages that say what is wrong", () => {
  test("an external entity declared PUBLIC is refused as one, as the SYSTEM form is", () => {
    const doc = (decl: string) => `<?xml version="1.0"?>\n<!DOCTYPE USEBIO [${decl}]>\n<USEBIO><EVENT>&x;</EVENT></USEBIO>`;
    const system = importError(() => parseUsebio(doc(`<!ENTITY x SYSTEM "file:///etc/passwd">`))).message;
    expect(system).toMatch(/external entity/);
    expect(importError(() => parseUsebio(doc(`<!ENTITY x PUBLIC "-//Club//Results//EN" "file:///etc/passwd">`))).message).toBe(system);
    expect(importError(() => parseUsebio(doc(`<!ENTITY % x PUBLIC "-//Club//Results//EN" "file:///etc/passwd">`))).message).toMatch(/parameter entity/);
  });

  test("a USEBIO file cut off inside an element: said so, at its last line, with the open elements as a path", () => {
    const whole = [
      '<?xml version="1.0"?>',
      '<USEBIO Version="1.2">',
      '<EVENT EVENT_TYPE="MP_PAIRS">',
      "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>",
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>",
      "</BOARD></EVENT></USEBIO>",
    ].join("\n");
    const cut = whole.slice(0, whole.indexOf("<SCORE>") + 5);
    const e = importError(() => importResults(cut));
    expect(e.message).toBe("line 5: the file ends inside USEBIO/EVENT/BOARD/TRAVELLER_LINE/SCOR: it was cut off before its end; save or copy it again");
    expect(e.message).not.toMatch(/\[|"/);
  });

  test("a PBN score cell of 10 MB: the note quotes its start and says it was cut, in every language", () => {
    const huge = "X".repeat(10_000_000);
    const [row] = parsePbn(pbn(WITH_SCORES, `1 2 4S S 10 "${huge}" -`)).rows;
    expect(row.entry).toBe("");
    expect(row.problem).toBe(`the score '${"X".repeat(QUOTED_MAX)}…' (10000000 characters, cut) is not one this add-in's notation can say`);
    for (const lang of LANGUAGES) expect(renderMessage(row.note!, lang).length).toBeLessThan(CELL_LIMIT);
  });

  test("a contract cell of 10 MB likewise", () => {
    const [row] = parsePbn(pbn(WITH_SCORES, `1 2 "${"4".repeat(10_000_000)}" S 10 "420" -`)).rows;
    expect(row.problem!.length).toBeLessThan(CELL_LIMIT);
    expect(row.problem).toMatch(/\(10000000 characters, cut\) is not a contract$/);
  });
});

describe("§10 the pair totals are checked as strictly as the figures allow", () => {
  // Whole matchpoint figures are exact: they carry no rounding to hide a wrong total behind.
  const session = (percent: string) =>
    [
      '[Scoring "MP"]',
      '[Board "1"]',
      '[TotalScoreTable "PairId;Direction;TotalScoreMP;TotalPercentage"]',
      `1 "N-S" 4 ${percent}`,
      '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW;MP_NS;MP_EW"]',
      '1 2 "420" - 2 0',
      '3 4 "400" - 0 2',
      "",
      '[Board "2"]',
      '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW;MP_NS;MP_EW"]',
      '1 2 "420" - 2 0',
      '3 4 "400" - 0 2',
      "",
      '[Board "3"]',
      '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW;MP_NS;MP_EW"]',
      '1 2 "-50" - 0 2',
      '3 4 "100" - 2 0',
    ].join("\n");

  test("the lines agree and so does the pair's 66.67 %", () => {
    const r = parsePbn(session("66.67"));
    const check = checkResults(r);
    expect(check.disagreements).toBe(0);
    expect(checkTotals(r, check)).toEqual(expect.objectContaining({ compared: 1, disagreements: 0 }));
  });

  test("a pair's 70.00 % against our 66.67 % disagrees, though its lines are whole figures", () => {
    const r = parsePbn(session("70.00"));
    const check = checkResults(r);
    expect(check.disagreements).toBe(0);
    expect(checkTotals(r, check)).toEqual(expect.objectContaining({ compared: 1, disagreements: 1 }));
  });
});
