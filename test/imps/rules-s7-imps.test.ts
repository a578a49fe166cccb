// docs/rules.md §7: IMP scoring — BUTLERDATUM on rows without a datum of their own. Expectations
// are worked by hand from the rule cited, never read from the code's output. (Gathered from the
// tests that mutation testing, the mutation audit and the second outside review added.)
import { isCellError, scoreButler, scoreDatums } from "../../src";
import { errorOf } from "../helpers/exact";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// rules.md §7 Butler: a group's datum is the mean of its plain rows (420 and 450: 435, halves away
// from zero: 440); a row that needs no datum (NP, artificial both ways) and carries no @ shows the
// datum of the one group the played rows are in, a blank beside several; any other row of a
// group without a plain row shows the error, naming the board or the group.
describe("§7 BUTLERDATUM on rows without a datum of their own", () => {
  const datum = (...entries: unknown[]) => scoreDatums(col(...entries)).map((r) => (isCellError(r) ? `${r.range} ${r.row}: ${r.message}` : r[0]));

  test("§7 an unmarked NP or artificial row beside one group shows that group's datum", () => {
    expect(datum("420 @2", "450 @2", "NP")).toEqual([440, 440, 440]);
    expect(datum("420 @2", "450 @2", "A+")).toEqual([440, 440, 440]);
  });

  test("§7 a row with a score side, or another group's artificial row: no datum, an error", () => {
    for (const row of ["60%/-420", "420/40%"]) expect(datum("420 @2", "450 @2", row)[2]).toMatch(/^entries 2: the board has no datum/);
    expect(datum("420 @2", "450 @2", "A+ @3")[2]).toMatch(/^entries 2: group @3 has no datum/);
  });

  test("§7 an unmarked artificial row beside two groups: a blank cell", () => {
    expect(datum("420 @2", "450 @3", "A+")).toEqual([420, 450, ""]);
  });

  test("§7 BUTLERIMP: a split row alone in its group names its score", () => {
    const [row] = scoreButler(col("450/-420 @2", 420, 420)).filter(isCellError);
    expect(row.message).toMatch(/the score 450/);
  });
});

describe("ruling: the datum function on rows scored against no datum, on fouled boards (docs/rules.md §7)", () => {
  // Group @1: 420, 450 → mean 435 → datum 440 (fewer than three rows: nothing trimmed). Group @2:
  // −50, 100 → mean 25 → datum 30 (halves away from zero).
  const fouled = ["420 @1", "450 @1", "-50 @2", "100 @2"];

  test("§7 a not-played row without a group on a board with two datums is a blank cell, not 'no datum'", () => {
    expect(scoreDatums(col(...fouled, "NP"))).toEqual([[440], [440], [30], [30], [""]]);
    // Artificial on both sides needs no datum either.
    expect(scoreDatums(col(...fouled, "A+")).at(-1)).toEqual([""]);
  });

  test("§7 a not-played row marked @group shows its group's datum", () => {
    expect(scoreDatums(col(...fouled, "NP @2", "NP @1")).slice(4)).toEqual([[30], [440]]);
  });

  test("§7 the board's datum when it has one: one group, or the rows without a marker", () => {
    expect(scoreDatums(col("420 @1", "450 @1", "NP")).at(-1)).toEqual([440]);
    // Rows without a marker are a group of their own, with its own datum; the NP row is in it.
    expect(scoreDatums(col("420", "450", "-50 @2", "NP")).map((r) => r)).toEqual([[440], [440], [-50], [440]]);
  });

  test("§7 an NP row marked with a group that has no datum goes by the board's", () => {
    expect(scoreDatums(col(...fouled, "NP @3"))[4]).toEqual([""]);
    expect(scoreDatums(col("420", "450", "NP @2"))[2]).toEqual([440]);
  });

  test("§7 'no datum' only where there is none: a board without table results, the artificial rows of a group without them", () => {
    expect(errorOf(scoreDatums(col("NP", "A+"))[0]).message).toMatch(/the board has no datum/);
    expect(errorOf(scoreDatums(col(...fouled, "A+ @3"))[4]).message).toMatch(/group @3 has no datum/);
  });
});
