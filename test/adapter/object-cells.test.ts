// A range argument's object cells — error cells and data-type cells — are read as fromExcelCell
// translates them (docs/rules.md §2), wherever that translation happens. Excel hands them over as
// documented with allowErrorForDataTypeAny and allowCustomDataForDataTypeAny (custom-functions-json.md;
// custom-functions-errors.md "Errors as custom function inputs"): a CustomFunctions.Error with a
// CustomFunctions.ErrorCode, an Excel.ErrorCellValue with its basicValue or with only its errorType,
// or a data-type cell (Excel.CellValue) whose basicValue is what an ordinary formula reads. So for
// every registered function and each of its range arguments, a call given object cells answers
// exactly as the same call given the range already translated, cell by cell.
import fc from "fast-check";
import { StandInError } from "../helpers/customFunctions";

import { installWorkbookStandIn, removeWorkbookStandIn } from "../../support/runtimeStandIn";
import { fromExcelCell } from "../../addin/adapter/excel";
import { dealer, imp, imptovp, score, vulnerability } from "../../addin/functions/contract";
import { butlerdatum, butlerimp, crossimp } from "../../addin/functions/imps";
import { matchpoints, neuberg, weightedscore } from "../../addin/functions/matchpoints";
import { multiteam, ranking, seriesresult } from "../../addin/functions/session";
import { functionDescriptors } from "../../scripts/functions-metadata";
import { session } from "../../scripts/session";

type Grid = unknown[][];
type Call = (ranges: Record<string, Grid>) => Promise<unknown>;

/** Excel passes null for an omitted optional argument, whatever the TypeScript signature says. */
const omitted = null as unknown as undefined;
const at = (...addresses: string[]) => ({ parameterAddresses: addresses }) as unknown as CustomFunctions.Invocation;
const column = (xs: unknown[]): Grid => xs.map((x) => [x]);

const s = session(36, 6, 0.15);
const titled = (title: string, grid: Grid): Grid => [[title], ...grid];

/** One case: a function, its range arguments (a real session or a director's table), and the call. */
interface Case {
  name: string;
  fn: string;
  ranges: Record<string, Grid>;
  call: Call;
}

const entriesBoards = (fn: string, f: typeof matchpoints, options: string | undefined = omitted): Case[] => [
  {
    name: `${fn}`,
    fn,
    ranges: { entries: s.entries, boards: s.boards },
    call: (r) => f(r.entries as never, r.boards as never, options, at("S!D2:D37", "S!A2:A37")),
  },
  {
    name: `${fn}, title row`,
    fn,
    ranges: { entries: titled("Score", s.entries), boards: titled("Board", s.boards) },
    call: (r) => f(r.entries as never, r.boards as never, options, at("S!D1:D37", "S!A1:A37")),
  },
  { name: `${fn}, one board`, fn, ranges: { entries: s.entries.slice(0, 6) }, call: (r) => f(r.entries as never, omitted, options, at("S!D2:D7")) },
];

/**
 * The session with what the plain one lacks (rows a reader might pass over): blank and NP rows,
 * pairs that change direction on even boards (a Howell), and the entries in two columns, NS and EW.
 */
const varied = (() => {
  const swap = (i: number) => Number(s.boards[i][0]) % 2 === 0;
  const entries = s.entries.map((row, i) => [i % 7 === 3 ? "" : i % 11 === 5 ? "NP" : row[0], ""]);
  return { boards: s.boards, ns: s.ns.map((r, i) => (swap(i) ? s.ew[i] : r)), ew: s.ew.map((r, i) => (swap(i) ? s.ns[i] : r)), entries };
})();

const sessionCase = (fn: string, f: typeof ranking, options: string | undefined, corrections: Grid | null, title = false, d: typeof varied = s): Case => {
  const ranges: Record<string, Grid> = title
    ? { boards: titled("Board", d.boards), nspairs: titled("NS", d.ns), ewpairs: titled("EW", d.ew), entries: titled("Score", d.entries) }
    : { boards: d.boards, nspairs: d.ns, ewpairs: d.ew, entries: d.entries };
  if (corrections) ranges.corrections = corrections;
  const top = title ? 1 : 2;
  return {
    name: `${fn}${options ? ` ${options}` : ""}${corrections ? " + corrections" : ""}${title ? ", title row" : ""}${d === s ? "" : ", blank and NP rows, a Howell, two columns"}`,
    fn,
    ranges,
    call: (r) =>
      f(
        r.boards as never,
        r.nspairs as never,
        r.ewpairs as never,
        r.entries as never,
        options ?? omitted,
        (r.corrections ?? omitted) as never,
        at(`S!A${top}:A37`, `S!B${top}:B37`, `S!C${top}:C37`, `S!D${top}:D37`, "", "S!F2:H4"),
      ),
  };
};

const CASES: Case[] = [
  ...entriesBoards("MATCHPOINTS", matchpoints),
  ...entriesBoards("MATCHPOINTS", matchpoints, "scale=pct"),
  ...entriesBoards("BUTLERIMP", butlerimp),
  ...entriesBoards("BUTLERDATUM", butlerdatum),
  ...entriesBoards("CROSSIMP", crossimp),
  {
    name: "NEUBERG",
    fn: "NEUBERG",
    ranges: { matchpoints: column([3, 5, 1, 0, "2,5"]), results: column([3, 3, 3, 4, 4]), expected: column([4, 4, 4, 5, 5]) },
    call: (r) => neuberg(r.matchpoints as never, r.results as never, r.expected as never, omitted, at("S!A2:A6", "S!B2:B6", "S!C2:C6")),
  },
  {
    name: "WEIGHTEDSCORE",
    fn: "WEIGHTEDSCORE",
    ranges: { weights: column([40, 60]), scores: column([920, -50]), field: column([420, 420, 450, 450, -50, 100]) },
    call: (r) => weightedscore(r.weights as never, r.scores as never, r.field as never, omitted, at("S!A2:A3", "S!B2:B3", "S!C2:C7")),
  },
  sessionCase("RANKING", ranking, undefined, null),
  sessionCase("RANKING", ranking, undefined, null, true),
  sessionCase("RANKING", ranking, "mitchell=on", [
    [1, 2, 0],
    [8, 0, -1],
    [3, -1, 0.5],
  ]),
  sessionCase("RANKING", ranking, "mitchell=on", [[1, 2, 0]], true),
  sessionCase("RANKING", ranking, undefined, [[3, -1, 0.5]], false, varied),
  sessionCase("RANKING", ranking, "scoring=butler", null, true, varied),
  sessionCase("RANKING", ranking, "scoring=butler", null),
  sessionCase("RANKING", ranking, "scoring=ximp; ximp=sum; profile=dbf", [
    [1, 2, 0],
    [8, 0, -1],
  ]),
  sessionCase("MULTITEAM", multiteam, undefined, null),
  sessionCase("MULTITEAM", multiteam, "weighted=offender", [
    [1, 2],
    [8, -1],
  ]),
  {
    name: "SERIESRESULT",
    fn: "SERIESRESULT",
    ranges: {
      pairs: column([1, 2, 3, 1, 2, 3, "Jensen"]),
      percentages: column([55, 45, "57 S", 50, "absent", "60%", 48]),
      boards: column([24, 24, 24, 20, 20, 20, 20]),
    },
    call: (r) => seriesresult(r.pairs as never, r.percentages as never, r.boards as never, "absent=45", at("S!A2:A8", "S!B2:B8", "S!C2:C8")),
  },
  {
    name: "SERIESRESULT, title row",
    fn: "SERIESRESULT",
    ranges: { pairs: column(["Pair", 1, 2, 1, 2]), percentages: column(["Percent", 55, 45, 50, 52]), boards: column(["Boards", 24, 24, 20, 20]) },
    call: (r) => seriesresult(r.pairs as never, r.percentages as never, r.boards as never, omitted, at("S!A1:A5", "S!B1:B5", "S!C1:C5")),
  },
  {
    name: "SCORE",
    fn: "SCORE",
    ranges: {
      contract: column(["4S", "3NT", "6HX", "2C", "Pass"]),
      declarer: column(["N", "E", "S", "W", "N"]),
      result: column([10, 9, 11, "=", ""]),
      vulnerability: column(["None", "Both", "NS", "EW", "None"]),
    },
    call: (r) =>
      score(r.contract as never, r.declarer as never, r.result as never, r.vulnerability as never, omitted, at("S!A2:A6", "S!B2:B6", "S!C2:C6", "S!D2:D6")),
  },
  { name: "IMP", fn: "IMP", ranges: { difference: column([20, -430, 1000, "50"]) }, call: (r) => imp(r.difference as never, at("S!A2:A5")) },
  {
    name: "IMPTOVP",
    fn: "IMPTOVP",
    ranges: { imps: column([10, -5, 30, "0"]), boards: column([8, 8, 8, 8]) },
    call: (r) => imptovp(r.imps as never, r.boards as never, at("S!A2:A5", "S!B2:B5")),
  },
  {
    name: "VULNERABILITY",
    fn: "VULNERABILITY",
    ranges: { board: column([1, 2, 17, "4"]) },
    call: (r) => vulnerability(r.board as never, omitted, at("S!A2:A5")),
  },
  { name: "DEALER", fn: "DEALER", ranges: { board: column([1, 2, 17, "4"]) }, call: (r) => dealer(r.board as never, omitted, at("S!A2:A5")) },
];

/** Error cells of every documented form: CustomFunctions.Error and Excel.ErrorCellValue. */
const ERROR_CELLS: [string, () => unknown][] = [
  ["CustomFunctions.Error #VALUE!", () => new StandInError("#VALUE!")],
  ["CustomFunctions.Error #N/A", () => new StandInError("#N/A")],
  ["CustomFunctions.Error #DIV/0!", () => new StandInError("#DIV/0!")],
  ["CustomFunctions.Error #NUM!", () => new StandInError("#NUM!", "a message")],
  ["Excel.ErrorCellValue with its basicValue", () => ({ type: "Error", basicType: "Error", basicValue: "#REF!", errorType: "Ref" })],
  ["Excel.ErrorCellValue with its errorType only", () => ({ type: "Error", errorType: "NotAvailable" })],
  ["Excel.ErrorCellValue of an unknown errorType", () => ({ type: "Error", errorType: "SomethingNew" })],
];

/** Data-type cells (Excel.CellValue): their basicValue is what the cell is to an ordinary formula. */
const DATA_CELLS: [string, () => unknown][] = [
  ["a number (Excel.DoubleCellValue)", () => ({ type: "Double", basicType: "Double", basicValue: 7 })],
  ["a formatted number", () => ({ type: "FormattedNumber", basicType: "Double", basicValue: 420, numberFormat: "0" })],
  ["a zero", () => ({ type: "Double", basicType: "Double", basicValue: 0 })],
  ["text (Excel.StringCellValue)", () => ({ type: "String", basicType: "String", basicValue: "Board" })],
  ["text holding a number", () => ({ type: "String", basicType: "String", basicValue: "12" })],
  ["a boolean", () => ({ type: "Boolean", basicType: "Boolean", basicValue: true })],
  ["empty (Excel.EmptyCellValue)", () => ({ type: "Empty", basicType: "Empty", basicValue: "" })],
  ["an entity (basicValue #VALUE!)", () => ({ type: "Entity", basicType: "Error", basicValue: "#VALUE!", text: "Board", properties: {} })],
  ["an object with no basic value", () => ({ type: "Array", basicValue: [[1]] })],
];

/** A data-type cell holding what the cell held: the call stays the call it was. */
function wrapped(cell: unknown): unknown {
  if (typeof cell === "number") return { type: "FormattedNumber", basicType: "Double", basicValue: cell, numberFormat: "0.00" };
  if (typeof cell === "string") return { type: "String", basicType: "String", basicValue: cell };
  if (typeof cell === "boolean") return { type: "Boolean", basicType: "Boolean", basicValue: cell };
  return { type: "Empty", basicType: "Empty", basicValue: "" };
}

const KINDS = [...ERROR_CELLS, ...DATA_CELLS];

/** The call's answer, or the error it throws, as data. */
async function outcome(call: Call, ranges: Record<string, Grid>): Promise<unknown> {
  try {
    return { answer: await call(ranges) };
  } catch (e) {
    return { threw: e };
  }
}

/** `ranges` with cells put in `name`'s range: [row, column, cell] (the cell from the one it replaces). */
function withCells(ranges: Record<string, Grid>, name: string, cells: [number, number, (was: unknown) => unknown][]): Record<string, Grid> {
  const grid = ranges[name].map((row) => row.slice());
  for (const [r, c, cell] of cells) {
    const row = grid[r % grid.length];
    row[c % row.length] = cell(row[c % row.length]);
  }
  return { ...ranges, [name]: grid };
}

const translated = (ranges: Record<string, Grid>): Record<string, Grid> =>
  Object.fromEntries(Object.entries(ranges).map(([k, grid]) => [k, grid.map((row) => row.map(fromExcelCell))]));

async function expectSameAsTranslated(c: Case, ranges: Record<string, Grid>): Promise<void> {
  const raw = await outcome(c.call, ranges);
  expect(raw).toEqual(await outcome(c.call, translated(ranges)));
}

describe("object cells read as fromExcelCell translates them (docs/rules.md §2)", () => {
  test("every registered function and each of its range arguments is covered", () => {
    const covered = new Set(CASES.flatMap((c) => Object.keys(c.ranges).map((k) => `${c.fn}.${k}`)));
    const declared = functionDescriptors()
      .flatMap((d: { name: string; parameters: { name: string }[] }) => d.parameters.filter((p) => p.name !== "options").map((p) => `${d.name}.${p.name}`))
      .sort();
    // Each case is the function's own test of how it reads error and data-type cells, so it is
    // written by hand; the failure says what to write and where.
    const missing = declared.filter((arg) => !covered.has(arg));
    expect(
      missing.map(
        (arg) =>
          `${arg}: add a case for ${arg.split(".")[0]} giving its range argument ${arg.split(".")[1]} to CASES in test/adapter/object-cells.test.ts (docs/recipes.md, "Add a function")`,
      ),
    ).toEqual([]);
    expect([...covered].sort()).toEqual(declared);
  });

  describe.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    test.each(Object.keys(c.ranges))("%s: every kind of object cell, first, middle and last row", async (name) => {
      const rows = c.ranges[name].length;
      const columns = c.ranges[name][0].length;
      for (const [, kind] of KINDS)
        for (const r of [0, Math.floor(rows / 2), rows - 1])
          for (let k = 0; k < columns; k++) await expectSameAsTranslated(c, withCells(c.ranges, name, [[r, k, kind]]));
      // A data-type cell holding the cell's own value, in every row: the call scores as it would.
      await expectSameAsTranslated(
        c,
        withCells(
          c.ranges,
          name,
          c.ranges[name].flatMap((row, r) => row.map((_, k) => [r, k, wrapped] as [number, number, (was: unknown) => unknown])),
        ),
      );
    });

    test.each(Object.keys(c.ranges))("%s: object cells at random places, several arguments at once", async (name) => {
      const place = fc.tuple(fc.nat(), fc.nat(), fc.oneof(fc.constantFrom(...KINDS.map(([, k]) => k)), fc.constant(wrapped)));
      await fc.assert(
        fc.asyncProperty(
          fc.array(place, { minLength: 1, maxLength: 5 }),
          fc.array(fc.tuple(fc.constantFrom(...Object.keys(c.ranges)), place), { maxLength: 3 }),
          async (mine, others) => {
            let ranges = withCells(c.ranges, name, mine);
            for (const [other, p] of others) ranges = withCells(ranges, other, [p]);
            await expectSameAsTranslated(c, ranges);
          },
        ),
        { numRuns: 25 },
      );
    });
  });
});

// The blank-cell check (docs/rules.md §2, "Empty cells that Excel sends as 0") runs on the
// arguments before the core reads them: a data-type cell whose basicValue is 0 is checked against
// the sheet as the 0 it reads as, whether the adapter or the core translates it.
describe("a data-type 0 in a build that sends empty cells as 0 is checked as a 0 (docs/rules.md §2)", () => {
  afterEach(() => removeWorkbookStandIn());
  const zero = { type: "FormattedNumber", basicType: "Double", basicValue: 0, numberFormat: "0" };
  const sheet = (d3: unknown) => [
    [null, null, null, null],
    [1, 1, 4, 420],
    [1, 2, 5, d3],
    [1, 3, 6, 100],
  ];
  const entries = [[420], [zero], [100]];
  const calls: [string, (e: Grid, where: (a: string) => string) => Promise<unknown>][] = [
    [
      "RANKING",
      (e, where) =>
        ranking(
          [[1], [1], [1]],
          [[1], [2], [3]],
          [[4], [5], [6]],
          e as never,
          omitted,
          omitted,
          at(where("A2:A4"), where("B2:B4"), where("C2:C4"), where("D2:D4")),
        ),
    ],
    ["MATCHPOINTS", (e, where) => matchpoints(e as never, [[1], [1], [1]], omitted, at(where("D2:D4"), where("A2:A4")))],
  ];
  const sheets: [string, unknown, (a: string) => string][] = [
    ["holding 0", 0, (a) => `Sheet1!${a}`],
    ["empty", null, (a) => `Sheet1!${a}`],
    ["unreadable (no sheet in the address)", 0, (a) => a],
  ];
  describe.each(calls)("%s", (_name, call) => {
    test.each(sheets)("the cell's sheet %s", async (_what, d3, where) => {
      installWorkbookStandIn({ sheets: { Sheet1: sheet(d3) } });
      const raw = await outcome((r) => call(r.entries, where), { entries });
      expect(raw).toEqual(await outcome((r) => call(r.entries, where), translated({ entries })));
    });
  });
});
