// What a director reads when a score cell does not read (docs/rules.md §2 "Blank cells and
// titles": an error naming the cell and saying what was expected; the add-in never guesses).
// Each message was read for what it tells the director; they are the English catalogue's.
import { parseEntry } from "../../src/entries/notation";
import { inputMessage } from "../helpers/exact";

const message = (cell: unknown) => inputMessage(() => parseEntry(cell as never));

describe("docs/rules.md §2 a cell that does not read says why and what was expected", () => {
  test.each([
    ["4S20", "'4S20' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["A+ 42O", "'42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["42O/50", "'42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["1NT 3", "'1NT' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["55", "'55': 55 is not a score any contract can produce (did you mean 55%?); expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["55/45", "'55/45': 55 is not a score any contract can produce (did you mean 55%/45%?); expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["60,5/39,5", "'60,5/39,5': 60,5 is not a score any contract can produce; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["-55", "'-55': -55 is not a score any contract can produce; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["101", "'101': 101 is not a score any contract can produce; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["12,5", "'12,5': 12,5 is not a score any contract can produce; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["4 20", "'4 20': no spaces inside a number ('4 20'); expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["- 420", "'- 420' is not an entry: no space between '-' and 420; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["+", "'+' is not an entry: '+' must be followed by a score; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["420 -", "'420 -' is not an entry: a score has no spaces and a weighted score's parts are joined by '+'; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["%", "'%' is not an entry: '%' must follow a number; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["A+ %", "'A+ %' is not an entry: unexpected '%'; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["50% 420 + 50%", "'50% 420 + 50%' is not an entry: a number is missing; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["50% 420 + 450", "'50% 420 + 450' is not an entry: each part of a weighted score is 'weight% score'; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["40% 420 + 60% -50 + 0% 100", "'40% 420 + 60% -50 + 0% 100': a weight of 0% adds nothing; leave that part out"],
    ["110% 420 + -10% 50", "'110% 420 + -10% 50': a percentage 110% is outside 0\u2013100%"],
    ["120%", "'120%': a percentage 120% is outside 0\u2013100%"],
    ["420 @", "'420 @': '@' must be followed by a name, e.g. @2"],
    ["A+ ~", "'A+ ~': '~' must be followed by a name, e.g. ~2"],
    ["420!", "'420!': '!' must be followed by a name, e.g. !NS"],
    ["A+ ~1 ~2", "'A+ ~1 ~2': the linked irregularity given twice"],
    ["420 @1 @2", "'420 @1 @2': the fouled-board group given twice"],
    ["40% 420 + 60% 450 !NS !EW", "'40% 420 + 60% 450 !NS !EW': the offending side given twice"],
    ["40% 420 + 60% 450 !XY", "'40% 420 + 60% 450 !XY': '!XY' is not an offending side; expected !NS, !EW or !NSEW"],
    ["420/450/500", "'420/450/500' is not an entry: at most two parts, NS/EW; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["420 450", "'420 450': no spaces inside a number ('420 450'); expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["420 XYZ", "'420 XYZ' is not an entry: unexpected 'XYZ'; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["NP ~1", "'NP ~1': 'NP' (not played) stands alone, without other parts or markers (only a fouled-board @group may follow it)"],
    ["NP @2 ~1", "'NP @2 ~1': 'NP' (not played) stands alone, without other parts or markers (only a fouled-board @group may follow it)"],
    ["  ", "blank cell is not an entry; expected e.g. 420, A+, 40% 920 + 60% -50"],
    [0.6, "0.6 is what Excel stores for 60%: write A+ / A / A- or the text '60% (with a leading apostrophe) for an artificial score"],
    [0.555, "0.555 is what Excel stores for 55.5%: write A+ / A / A- or the text '55.5% (with a leading apostrophe) for an artificial score"],
    [true, "TRUE is not an entry; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["A+/", "'A+/' is not an entry: a score is missing; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["/420", "'/420' is not an entry: a score is missing; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["420 %", "'420 %': a percentage 420% is outside 0\u2013100%"],
    ["50%% 420", "'50%% 420' is not an entry: unexpected '%'; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["33,3% 420 + 33,3% 450 + 33,3% 500", "'33,3% 420 + 33,3% 450 + 33,3% 500': the weights add up to 99.9%, not 100%"],
    [
      "10% 1 + 10% 2 + 10% 3 + 10% 4 + 10% 5 + 10% 6 + 10% 7 + 10% 8 + 20% 9",
      "'10% 1 + 10% 2 + 10% 3 + 10% 4 + 10% 5 + 10% 6 + 10% 7 + 10% 8 + 20% 9': 1 is not a score any contract can produce (did you mean 1%?); expected e.g. 420, A+, 40% 920 + 60% -50",
    ],
    ["100% 420", "'100% 420': a weighted score has 2 to 8 parts 'weight% score' joined by '+', not 1"],
    ["1.5", "'1.5': 1.5 is not a score any contract can produce; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["420.5", "'420.5': 420.5 is not a score any contract can produce; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["４２０", "'\uff14\uff12\uff10' is not an entry: unexpected '\uff14'; expected e.g. 420, A+, 40% 920 + 60% -50"],
    ["4 20", "'4\u00a020': no spaces inside a number ('4 20'); expected e.g. 420, A+, 40% 920 + 60% -50"],
  ] as [unknown, string][])("%j", (cell, expected) => {
    expect(message(cell)).toBe(expected);
  });

  test("NG is not played; a typographic minus is a minus", () => {
    expect(parseEntry("NG")).toEqual({ kind: "np" });
    expect(parseEntry("\u2212420")).toEqual(parseEntry(-420));
  });
});
