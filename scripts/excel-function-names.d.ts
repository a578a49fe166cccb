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
/** Excel's name of its built-in function `name` in `locale` (da-DK), from HyperFormula's pack; undefined without one. */
export function localFunctionName(name: string, locale: string): string | undefined;
export const FIXTURE: string;
