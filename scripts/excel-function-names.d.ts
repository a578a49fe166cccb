// Types for excel-function-names.js (plain JavaScript, run with node).

export interface ExcelFunctionNames {
  source: string;
  licence: string;
  note: string;
  /** Per language pack (deDE, nlNL, …): Excel's built-in function names, upper case, sorted. */
  languages: Record<string, string[]>;
}

/** The fixture's content, made from the installed hyperformula package. */
export function excelFunctionNames(): ExcelFunctionNames;
export const FIXTURE: string;
