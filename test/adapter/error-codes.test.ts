// An error cell reaches a function (functions.json sets
// allowErrorForDataTypeAny, custom-functions-json.md; custom-functions-errors.md "Errors as custom
// function inputs") and the director is told the cell's own code, whichever documented form the
// cell arrives in:
// - a CustomFunctions.Error whose code is a CustomFunctions.ErrorCode value (custom-functions-runtime
//   reference: #VALUE!, #N/A, #DIV/0!, #NUM!, #NULL!, #NAME?, #REF!);
// - an Excel.ErrorCellValue (ExcelApi 1.16) of one of the sixteen Excel.ErrorCellValueType kinds,
//   with its basicValue (the code the cell shows) or, since basicValue is optional, without it.
import { StandInError } from "../helpers/customFunctions";

import { installWorkbookStandIn, removeWorkbookStandIn } from "../../support/runtimeStandIn";
import { fromExcelCell } from "../../addin/adapter/excel";
import { matchpoints } from "../../addin/functions/matchpoints";

const omitted = null as unknown as undefined;
const invocation = (...addresses: string[]) => ({ parameterAddresses: addresses }) as unknown as CustomFunctions.Invocation;

/** CustomFunctions.ErrorCode: enum member and the code it stands for. */
const ERROR_CODES: [string, string][] = [
  ["invalidValue", "#VALUE!"],
  ["notAvailable", "#N/A"],
  ["divisionByZero", "#DIV/0!"],
  ["invalidNumber", "#NUM!"],
  ["nullReference", "#NULL!"],
  ["invalidName", "#NAME?"],
  ["invalidReference", "#REF!"],
];

/** Excel.ErrorCellValueType and the basicValue each kind's interface documents. */
const ERROR_CELL_TYPES: [string, string][] = [
  ["Blocked", "#BLOCKED!"],
  ["Busy", "#BUSY!"],
  ["Calc", "#CALC!"],
  ["Connect", "#CONNECT!"],
  ["Div0", "#DIV/0!"],
  ["External", "#EXTERNAL!"],
  ["Field", "#FIELD!"],
  ["GettingData", "#GETTING_DATA"],
  ["NotAvailable", "#N/A"],
  ["Name", "#NAME?"],
  ["Null", "#NULL!"],
  ["Num", "#NUM!"],
  ["Placeholder", "#BUSY!"],
  ["Ref", "#REF!"],
  ["Spill", "#SPILL!"],
  ["Value", "#VALUE!"],
];

/** What MATCHPOINTS says of an entries range whose second cell is `cell`. */
async function said(cell: unknown): Promise<string> {
  const out = await matchpoints([[420], [cell], [400]], omitted, omitted, invocation("Sheet1!B2:B4"));
  return (out[1][0] as unknown as StandInError).message ?? "";
}

describe("the code an error cell reports", () => {
  test.each(ERROR_CODES)("CustomFunctions.Error with ErrorCode.%s reports %s", async (_member, code) => {
    expect(await said(new StandInError(code))).toBe(`Sheet1!B3 holds ${code}`);
  });

  test.each(ERROR_CELL_TYPES)("Excel.ErrorCellValue of type %s with its basicValue reports %s", async (errorType, code) => {
    expect(await said({ type: "Error", basicType: "Error", basicValue: code, errorType })).toBe(`Sheet1!B3 holds ${code}`);
  });

  test.each(ERROR_CELL_TYPES)("Excel.ErrorCellValue of type %s without a basicValue still reports %s", async (errorType, code) => {
    expect(await said({ type: "Error", errorType })).toBe(`Sheet1!B3 holds ${code}`);
  });

  test("an error no reference names (#UNKNOWN!, for a data type this Excel cannot show) reports its basicValue", async () => {
    expect(await said({ type: "Error", basicType: "Error", basicValue: "#UNKNOWN!" })).toBe("Sheet1!B3 holds #UNKNOWN!");
  });

  test("an error cell of no kind the reference names, without a code, is #VALUE!", () => {
    expect(fromExcelCell({ type: "Error", errorType: "SomethingNew" })).toMatchObject({ code: "#VALUE!" });
  });

  test("the other boards are scored beside the error cell", async () => {
    const out = await matchpoints([[420], [new StandInError("#N/A")], [400], [100]], [[1], [1], [2], [2]], omitted, invocation("Sheet1!B2:B5", "Sheet1!A2:A5"));
    expect(out.slice(2)).toEqual([
      [2, 0],
      [0, 2],
    ]);
  });
});

describe("through the workbook stand-in's own CustomFunctions.Error (item 10)", () => {
  afterEach(() => removeWorkbookStandIn());

  test("#N/A in one score cell is reported as #N/A, not #VALUE!", async () => {
    const wb = installWorkbookStandIn({ sheets: { Sheet1: [] } });
    expect(await said(wb.errorCell("#N/A"))).toBe("Sheet1!B3 holds #N/A");
    expect(await said(wb.errorCell("#DIV/0!"))).toBe("Sheet1!B3 holds #DIV/0!");
  });
});
