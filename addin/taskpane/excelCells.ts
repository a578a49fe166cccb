// Reading one cell into a snapshot and writing one back, through Excel, and what the host supports.
import { CellSnapshot, CellWrite, snapshotOf } from "./snapshots";

/** Whether the host has ExcelApi 1.`minor`. */
export function excelApi(minor: number): boolean {
  return typeof Office !== "undefined" && !!Office.context?.requirements?.isSetSupported("ExcelApi", `1.${minor}`);
}

export type NoteSupport = "notes" | "comments" | "none";

/** Notes need ExcelApi 1.18; older hosts get a comment (1.10), the oldest nothing. */
export function noteSupport(): NoteSupport {
  if (excelApi(18)) return "notes";
  if (excelApi(10)) return "comments";
  return "none";
}

/** Worksheet.customProperties (ExcelApi 1.12): where the log keeps its mark and its seal. */
export const customProperties = (): boolean => excelApi(12);

export const CELL_PROPERTIES = "address, formulas, formulasR1C1, values, valueTypes, numberFormat";

/** Fill pattern (ExcelApi 1.9) tells an explicit white fill from none; without it both read as white. */
const fillPatterns = (): boolean => excelApi(9);

/** Queues the loads one cell's snapshot needs. */
export function readCell(range: Excel.Range): void {
  range.load(CELL_PROPERTIES);
  range.format.fill.load(fillPatterns() ? "color, pattern" : "color");
}

/** The snapshot of a cell read with readCell. */
export function cellSnapshot(range: Excel.Range): CellSnapshot {
  return snapshotOf({
    formula: range.formulas[0][0],
    formulaR1C1: range.formulasR1C1[0][0],
    value: range.values[0][0],
    valueType: String(range.valueTypes[0][0]),
    numberFormat: range.numberFormat[0][0],
    fill: range.format.fill.color,
    fillPattern: fillPatterns() ? String(range.format.fill.pattern) : undefined,
  });
}

/** Queues the write of one cell. */
export function write(range: Excel.Range, w: CellWrite): void {
  // The format first: a value is interpreted under the format the cell has when it arrives.
  // A formula written under Text ("@") would stay text: write it under General, then put "@" back.
  const formula = w.formula !== undefined || w.formulaR1C1 !== undefined;
  const textFormula = formula && w.numberFormat === "@";
  range.numberFormat = [[textFormula ? "General" : w.numberFormat]];
  if (w.formulaR1C1 !== undefined) range.formulasR1C1 = [[w.formulaR1C1]];
  else if (w.formula !== undefined) range.formulas = [[w.formula]];
  else range.values = [[w.value ?? ""]];
  if (textFormula) range.numberFormat = [["@"]];
  if (w.fill === null) range.format.fill.clear();
  else range.format.fill.color = w.fill;
}
