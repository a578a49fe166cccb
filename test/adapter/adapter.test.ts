// The Excel adapters (addin/): ranges in, cells out, core errors as #VALUE! naming the cell.
// CustomFunctions is provided by Excel at run time; a minimal stand-in is installed here.
import { StandInError } from "../helpers/customFunctions";

import { cellAddress, splitAddress } from "../../addin/address";
import { readArguments } from "../../addin/adapter/excel";
import { imp } from "../../addin/functions/contract";
import { butlerimp } from "../../addin/functions/imps";
import { matchpoints, neuberg, weightedscore } from "../../addin/functions/matchpoints";
import { ranking } from "../../addin/functions/session";

/** Excel passes null for an omitted optional argument, whatever the TypeScript signature says. */
const omitted = null as unknown as undefined;
const invocation = (...addresses: string[]) => ({ parameterAddresses: addresses }) as unknown as CustomFunctions.Invocation;

describe("cell addresses", () => {
  test("a cell inside a range", () => {
    expect(cellAddress("Sheet1!D2:D8", 3, 0)).toBe("Sheet1!D5");
    expect(cellAddress("'Board 7'!$Y$10:$Z$20", 0, 1)).toBe("'Board 7'!Z10");
    expect(cellAddress("AZ3", 2, 1)).toBe("BA5");
    expect(cellAddress(undefined, 1, 0)).toBeNull();
    expect(cellAddress("MyNamedRange", 1, 0)).toBeNull();
  });
});

describe("MATCHPOINTS adapter", () => {
  test('=BRIDGE.MATCHPOINTS({50;50;-420;"NP"}) gives thirds as floats and NP as text', async () => {
    const out = await matchpoints([[50], [50], [-420], ["NP"]], omitted, omitted, invocation());
    expect(out[0][0]).toBeCloseTo(13 / 3, 12);
    expect(out[0][1]).toBeCloseTo(5 / 3, 12);
    expect(out[2][0]).toBeCloseTo(1 / 3, 12);
    expect(out[3]).toEqual(["NP", "NP"]);
  });

  test('blank rows are "" (Excel would show null as 0)', async () => {
    expect((await matchpoints([[420], [null], [100]], omitted, omitted, invocation()))[1]).toEqual(["", ""]);
  });

  test("a bad cell turns its board's rows into #VALUE! naming the cell; other boards still score", async () => {
    const out = await matchpoints([[420], ["42O"], [420], [-50]], [[1], [1], [2], [2]], omitted, invocation("Sheet1!D2:D5", "Sheet1!A2:A5"));
    const err = out[0][0] as unknown as StandInError;
    expect(err).toBeInstanceOf(StandInError);
    expect(err.code).toBe("#VALUE!");
    expect(err.message).toBe("Sheet1!D3: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50");
    expect(out[1][1]).toEqual(err);
    expect(out[2]).toEqual([2, 0]);
  });

  test("without addresses the message names the row of the range", async () => {
    const out = await matchpoints([[420], ["42O"]], omitted, omitted, invocation());
    expect((out[1][0] as unknown as StandInError).message).toBe("entries row 2: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50");
  });

  test("a bad board id names the board cell", async () => {
    const out = await matchpoints([[420], [400]], [[1], [null]], omitted, invocation("S!D2:D3", "S!A2:A3"));
    expect((out[1][0] as unknown as StandInError).message).toMatch(/^S!A3: board id is blank/);
  });

  test("a bad option or a shape mismatch is #VALUE! for the whole call", async () => {
    await expect(matchpoints([[420]], omitted, "profile=xyz", invocation())).rejects.toBeInstanceOf(StandInError);
    // Asserted outside a catch: a call that did not throw would otherwise pass silently.
    await expect(matchpoints([[420], [420]], [[1]], omitted, invocation())).rejects.toMatchObject({ message: expect.stringMatching(/same height/) });
    await expect(matchpoints([[420], [420]], [[1]], omitted, invocation())).rejects.toBeInstanceOf(StandInError);
  });
});

describe("NEUBERG and WEIGHTEDSCORE adapters", () => {
  test("=BRIDGE.NEUBERG(3, 3, 4) → 4.333…", async () => {
    expect((await neuberg([[3]], [[3]], [[4]], omitted, invocation()))[0][0]).toBeCloseTo(13 / 3, 12);
  });
  test("NEUBERG names the bad cell", async () => {
    const out = await neuberg([[3], ["x"]], [[3]], [[4]], omitted, invocation("Sheet1!B2:B3", "Sheet1!C2", "Sheet1!D2"));
    expect((out[1][0] as unknown as StandInError).message).toMatch(/^Sheet1!B3: matchpoints 'x': expected a number/);
  });
  test("=BRIDGE.WEIGHTEDSCORE({40;60}, {920;-50}, {420;420;450;450;-50;100}) → {5.4, 6.6}", async () => {
    const [[ns, ew]] = await weightedscore([[40], [60]], [[920], [-50]], [[420], [420], [450], [450], [-50], [100]], omitted);
    expect(ns).toBeCloseTo(5.4, 12);
    expect(ew).toBeCloseTo(6.6, 12);
  });
});

// With allowErrorForDataTypeAny Excel calls the function with the error cell in the
// range; with allowCustomDataForDataTypeAny a data-type cell arrives as an Excel.CellValue object.
describe("error and data-type cells (docs/functions.md: a bad cell spoils only its own board)", () => {
  const message = (cell: unknown) => (cell as StandInError).message;

  test("an error cell is reported as that cell, on its own board only", async () => {
    const entries = [[420], [new StandInError("#VALUE!")], [420], [-50]];
    const out = await matchpoints(entries, [[1], [1], [2], [2]], omitted, invocation("Sheet1!B6:B9", "Sheet1!A6:A9"));
    expect(message(out[0][0])).toBe("Sheet1!B7 holds #VALUE!");
    expect(message(out[1][1])).toBe("Sheet1!B7 holds #VALUE!");
    expect(out[2]).toEqual([2, 0]);
    expect(out[3]).toEqual([0, 2]);
  });

  test("without addresses it names the row", async () => {
    const out = await butlerimp(
      [[420], [{ type: "Error", basicType: "Error", basicValue: "#N/A", errorType: "NotAvailable" }]],
      omitted,
      omitted,
      invocation(),
    );
    expect(message(out[1][0])).toBe("entries row 2 holds #N/A");
  });

  test("an error in a board id spoils that row only", async () => {
    const out = await matchpoints([[420], [400], [100]], [[1], [new StandInError("#REF!")], [1]], omitted, invocation("S!D2:D4", "S!A2:A4"));
    expect(message(out[1][0])).toBe("S!A3 holds #REF!");
    expect(out[0]).toEqual([2, 0]);
  });

  test("element-wise functions report the error cell and compute the rest", async () => {
    const out = await imp([[15], [new StandInError("#DIV/0!")], [25]], invocation("Sheet1!C2:C4"));
    expect(out[0][0]).toBe(0);
    expect(message(out[1][0])).toBe("Sheet1!C3 holds #DIV/0!");
    expect(out[2][0]).toBe(1);
  });

  test("RANKING names the error cell, as it does any bad cell", async () => {
    const entries = [[420], [new StandInError("#VALUE!")]];
    await expect(
      ranking([[1], [1]], [[1], [2]], [[3], [4]], entries, omitted, omitted, invocation("S!A2:A3", "S!B2:B3", "S!C2:C3", "S!D2:D3")),
    ).rejects.toMatchObject({
      message: "S!D3 holds #VALUE!",
    });
  });

  test("a data-type cell is read by its basicValue; an entity's error value is reported", async () => {
    const entries = [
      [{ type: "FormattedNumber", basicType: "Double", basicValue: 420, numberFormat: "0" }],
      [{ type: "String", basicType: "String", basicValue: "A+" }],
      [{ type: "Empty", basicType: "Empty", basicValue: "" }],
      [420],
    ];
    const out = await matchpoints(entries, omitted, omitted, invocation("Sheet1!B2:B5"));
    // Exactly what the plain cells 420, A+, (empty), 420 give.
    expect(out).toEqual(await matchpoints([[420], ["A+"], [null], [420]], omitted, omitted, invocation("Sheet1!B2:B5")));
    expect(out[2]).toEqual(["", ""]);
    expect(typeof out[1][0]).toBe("number");
    const entity = { type: "Entity", text: "Board 7", basicType: "Error", basicValue: "#VALUE!", properties: {} };
    const bad = await matchpoints([[420], [entity]], omitted, omitted, invocation("Sheet1!B2:B3"));
    expect(message(bad[0][0])).toBe("Sheet1!B3 holds #VALUE!");
  });
});

// Some Excel builds send an empty cell of an `any` range as 0. The adapter asks Excel
// (Range.valueTypes through Excel.run) about the cells that hold a 0; test/blank-cells.test.ts
// runs the functions against the workbook stand-in, the bundle test through the built functions.
describe("blank cells sent as 0", () => {
  const asked: string[] = [];
  const types = new Map<string, string[][]>();
  beforeAll(() => {
    (globalThis as Record<string, unknown>).Excel = {
      run: async <T>(options: unknown, batch: (context: unknown) => Promise<T>): Promise<T> => {
        const loads: (() => void)[] = [];
        const context = {
          workbook: {
            worksheets: {
              getItem: (sheet: string) => ({
                getRange: (cells: string) => {
                  const range: { valueTypes?: string[][]; load: () => typeof range } = {
                    load: () => (loads.push(() => void (asked.push(`${sheet}|${cells}`), (range.valueTypes = types.get(`${sheet}|${cells}`)))), range),
                  };
                  return range;
                },
              }),
            },
          },
          sync: async () => loads.splice(0).forEach((load) => load()),
        };
        return batch(context);
      },
    };
  });
  afterAll(() => delete (globalThis as Record<string, unknown>).Excel);
  const read = (entries: unknown[][], address?: string) => readArguments({ entries }, { entries: address }).then((r) => r.entries);

  test("a quoted sheet name is unquoted for worksheets.getItem", () => {
    expect(splitAddress("'Board 7''s'!D2:E9")).toEqual({ sheet: "Board 7's", cell: "D2:E9" });
    expect(splitAddress("D2:E9")).toEqual({ sheet: "", cell: "D2:E9" });
  });

  test("two columns: only the empty cell's 0 becomes blank; the cells read are those from the first 0 to the last", async () => {
    types.set("Board 7|D3:E4", [
      ["Double", "Empty"],
      ["Empty", "Double"],
    ]);
    const out = await read(
      [
        [420, ""],
        [0, 0],
        [0, 50],
        [100, ""],
      ],
      "'Board 7'!D2:E5",
    );
    expect(asked).toEqual(["Board 7|D3:E4"]);
    expect(out).toEqual([
      [420, ""],
      [0, null],
      [null, 50],
      [100, ""],
    ]);
  });

  test("no 0, a null beside it (that build sends blanks as null), or no address: Excel is not asked", async () => {
    asked.length = 0;
    const range = [[420], [""]];
    expect(await read(range, "Sheet1!D2:D3")).toBe(range);
    expect(await read([[0], [null]], "Sheet1!D2:D3")).toEqual([[0], [null]]);
    expect(await read([[0]], undefined)).toEqual([[0]]);
    expect(asked).toEqual([]);
  });

  test("a failed read reports the 0 on its own cell, never as a passed-out board", async () => {
    // No valueTypes for this range: the stand-in returns undefined, as a failed read would leave it.
    const [[cell]] = await read([[0]], "Other!A1:A1");
    expect(cell).toMatchObject({ code: "#VALUE!", reason: { key: "cell.zeroUnconfirmed" } });
  });
});
