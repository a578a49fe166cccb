// A cell that holds a spreadsheet error (#VALUE!, #N/A, …) reaches the core as an ErrorCell (the
// adapter translates Excel's forms). Each reader reports it as a bad cell, at its own cell, so it
// spoils only its own board or row (docs/functions.md), never the whole result.
import { ErrorCell } from "../../src";
import { vulnerabilityCells } from "../../src/entries/contract";
import { impsCells } from "../../src/imps/imps";
import { parseEntry, parseEntryPair } from "../../src/entries/notation";
import { exactCell } from "../../src/entries/cells";
import { msg } from "../../src/messages";
import { scoreRanking } from "../../src/ranking/ranking";
import { readSessionScore } from "../../src/ranking/series";
import { readTravellers } from "../../src/entries/traveller";
import { vpCells } from "../../src/imps/vp";
import { weightedTerms } from "../../src/entries/weighted";

const na = new ErrorCell("#N/A");

describe("error cells in the core", () => {
  test("an entry that holds an error is a bad entry, in its own column", () => {
    expect(() => parseEntry(na)).toThrow("holds #N/A");
    expect(() => parseEntryPair(420, na)).toThrow(expect.objectContaining({ message: "holds #N/A", column: 1 }));
  });

  test("a traveller: the error spoils its board only; an error board id its row only", () => {
    const t = readTravellers([[420], [na], [100], [200]], [[1], [1], [2], [new ErrorCell("#REF!")]]);
    expect(t.boards.map((b) => b.error?.message ?? null)).toEqual(["holds #N/A", null]);
    expect(t.boards[0].error).toMatchObject({ range: "entries", row: 1 });
    expect(t.rowBoard[3]).toMatchObject({ range: "boards", row: 3, message: "holds #REF!" });
    // An error is never a board or pair name: "#REF!" does not become board "#REF!".
    expect(t.boards.map((b) => b.id)).toEqual(["1", "2"]);
  });

  test("element-wise: that cell's error, the rest computed", () => {
    const [[a], [b]] = impsCells([[30], [new ErrorCell("#DIV/0!")]]);
    expect(a).toBe(1);
    expect(b).toEqual({ range: "difference", row: 1, column: 0, message: "holds #DIV/0!" });
  });

  test("element-wise: an error cell is its own input's error, whatever the other cells hold", () => {
    // The boards cell is bad too, but the error cell is reported: it is what the director must fix.
    const [[x]] = vpCells([[new ErrorCell("#VALUE!")]], [["x"]]);
    expect(x).toEqual({ range: "imps", row: 0, column: 0, message: "holds #VALUE!" });
    const [[y]] = vpCells([[12]], [[new ErrorCell("#N/A")]]);
    expect(y).toEqual({ range: "boards", row: 0, column: 0, message: "holds #N/A" });
  });

  test("the number readers: a board number, a pair's score, a weight", () => {
    expect(vulnerabilityCells([[na]])).toEqual([[{ range: "board", row: 0, column: 0, message: "holds #N/A" }]]);
    expect(() => exactCell(na, msg("what.weight"))).toThrow("holds #N/A");
    expect(() => weightedTerms([[na], [60]], [[420], [400]])).toThrow("holds #N/A");
  });

  test("RANKING and SERIESRESULT name the error cell like any other bad cell", () => {
    expect(() => scoreRanking([[1], [1]], [[1], [na]], [[3], [4]], [[420], [400]])).toThrow("nspairs row 2: holds #N/A");
    expect(() => readSessionScore(na)).toThrow("holds #N/A");
  });
});
