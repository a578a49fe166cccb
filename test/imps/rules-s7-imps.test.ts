// docs/rules.md §7: IMP scoring — BUTLERDATUM on rows without a datum of their own, as a table of
// cases by section. Expectations are worked by hand from the rule cited, never read from the
// code's output. (Gathered from the tests that mutation testing, the mutation audit and the second
// outside review added.)
import { isCellError, scoreButler, scoreDatums } from "../../src";
import { rule, ruleTable } from "../helpers/ruleTable";

const col = (...xs: unknown[]) => xs.map((x) => [x]);

// BUTLERDATUM's column: a row's datum, or its error as "entries 2: …".
const datum = (...entries: unknown[]) => scoreDatums(col(...entries)).map((r) => (isCellError(r) ? `${r.range} ${r.row}: ${r.message}` : r[0]));
const firstButlerError = (...entries: unknown[]) => scoreButler(col(...entries)).find(isCellError)?.message;
const error = (pattern: RegExp) => expect.stringMatching(pattern);

// rules.md §7 Butler: a group's datum is the mean of its plain rows (420 and 450: 435, halves away
// from zero: 440); a row that needs no datum (NP, artificial both ways) and carries no @ shows the
// datum of the one group the played rows are in, a blank beside several; any other row of a
// group without a plain row shows the error, naming the board or the group.
// On the fouled board: group @1 420, 450 → mean 435 → datum 440 (fewer than three rows: nothing
// trimmed); group @2 −50, 100 → mean 25 → datum 30 (halves away from zero).
const fouled = ["420 @1", "450 @1", "-50 @2", "100 @2"];

ruleTable([
  rule("§7", "an unmarked NP beside one group shows that group's datum", datum, ["420 @2", "450 @2", "NP"], [440, 440, 440]),
  rule("§7", "an unmarked artificial row beside one group shows that group's datum", datum, ["420 @2", "450 @2", "A+"], [440, 440, 440]),
  ...["60%/-420", "420/40%"].map((row) =>
    rule(
      "§7",
      `a row with a score side (${row}) has no datum: an error`,
      datum,
      ["420 @2", "450 @2", row],
      [440, 440, error(/^entries 2: the board has no datum/)],
    ),
  ),
  rule(
    "§7",
    "another group's artificial row (A+ @3) has no datum: an error naming the group",
    datum,
    ["420 @2", "450 @2", "A+ @3"],
    [440, 440, error(/^entries 2: group @3 has no datum/)],
  ),
  rule("§7", "an unmarked artificial row beside two groups: a blank cell", datum, ["420 @2", "450 @3", "A+"], [420, 450, ""]),
  rule("§7", "BUTLERIMP: a split row alone in its group names its score", firstButlerError, ["450/-420 @2", 420, 420], error(/the score 450/)),
  rule("§7", "a not-played row without a group on a board with two datums is a blank cell, not 'no datum'", datum, [...fouled, "NP"], [440, 440, 30, 30, ""]),
  rule(
    "§7",
    "an artificial row without a group on a board with two datums needs no datum either: a blank cell",
    datum,
    [...fouled, "A+"],
    [440, 440, 30, 30, ""],
  ),
  rule("§7", "a not-played row marked @group shows its group's datum", datum, [...fouled, "NP @2", "NP @1"], [440, 440, 30, 30, 30, 440]),
  rule("§7", "the board's datum when it has one: one group", datum, ["420 @1", "450 @1", "NP"], [440, 440, 440]),
  // Rows without a marker are a group of their own, with its own datum; the NP row is in it.
  rule("§7", "the board's datum when it has one: the rows without a marker", datum, ["420", "450", "-50 @2", "NP"], [440, 440, -50, 440]),
  rule(
    "§7",
    "an NP row marked with a group that has no datum goes by the board's: none on a fouled board",
    datum,
    [...fouled, "NP @3"],
    [440, 440, 30, 30, ""],
  ),
  rule("§7", "an NP row marked with a group that has no datum goes by the board's: the unmarked rows'", datum, ["420", "450", "NP @2"], [440, 440, 440]),
  rule("§7", "'no datum' where there is none: a board without table results", datum, ["NP", "A+"], [error(/the board has no datum/), expect.anything()]),
  rule(
    "§7",
    "'no datum' where there is none: the artificial rows of a group without them",
    datum,
    [...fouled, "A+ @3"],
    [440, 440, 30, 30, error(/group @3 has no datum/)],
  ),
]);
