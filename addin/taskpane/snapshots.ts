// A cell as the adjustment log keeps it, and how it is written back. Pure: the pane reads cells
// through Excel, turns each into a snapshot here, and writes what restoreWrite / entryWrite say.
import { Language } from "../i18n/language";
import { paneText } from "../i18n/pane";

/** How a cell's content is written back: a formula, or a value of Excel's own type. */
export type CellKind = "blank" | "number" | "text" | "boolean" | "formula";

/** A cell as the log keeps it. `text` is exact: a formula's text, a number's shortest form. */
export interface CellSnapshot {
  kind: CellKind;
  text: string;
  numberFormat: string;
  /** Fill colour as #RRGGBB; "" for no fill. */
  fill: string;
  /**
   * A formula relative to its own cell (Range.formulasR1C1, ExcelApi 1.2): `=BRIDGE.SCORE(RC[-3],…)`.
   * Restored from this, a formula points at its own row wherever a sort or an inserted row has
   * moved the cell. Absent for other kinds, and in logs written before it was kept.
   */
  r1c1?: string;
}

/** What a range reports for one cell (Range.formulas / values / valueTypes / numberFormat). */
export interface CellReading {
  formula: unknown;
  value: unknown;
  /** Excel.RangeValueType: "Empty" | "String" | "Double" | "Boolean" | "Error" | … */
  valueType: string;
  numberFormat: unknown;
  fill: string | null | undefined;
  /** Range.format.fill.pattern (ExcelApi 1.9): "None" for no fill; absent on older hosts. */
  fillPattern?: string;
  /** Range.formulasR1C1 (ExcelApi 1.2); absent where it was not read. */
  formulaR1C1?: unknown;
}

/** Excel reports "no fill" as white (or null for mixed): both are "no fill" to restore. */
export function normaliseFill(fill: string | null | undefined): string {
  if (!fill) return "";
  const f = fill.toUpperCase();
  return f === "#FFFFFF" || f === "WHITE" ? "" : f;
}

export function snapshotOf(cell: CellReading): CellSnapshot {
  const numberFormat = cell.numberFormat === null || cell.numberFormat === undefined ? "General" : String(cell.numberFormat);
  // With the pattern known, an explicit white fill is a fill; without it, white reads as none.
  const fill = cell.fillPattern === undefined ? normaliseFill(cell.fill) : cell.fillPattern === "None" || !cell.fill ? "" : String(cell.fill).toUpperCase();
  // A formula only where Excel has one: text such as '=-110 reads back from `formulas` as the same
  // text, with valueType String and a value equal to it (formulas and valueTypes read together).
  const textLookalike = cell.valueType === "String" && cell.value === cell.formula;
  if (typeof cell.formula === "string" && cell.formula.startsWith("=") && !textLookalike) {
    const r1c1 = typeof cell.formulaR1C1 === "string" && cell.formulaR1C1.startsWith("=") ? cell.formulaR1C1 : undefined;
    return r1c1 ? { kind: "formula", text: cell.formula, numberFormat, fill, r1c1 } : { kind: "formula", text: cell.formula, numberFormat, fill };
  }
  const v = cell.value;
  if (v === null || v === undefined || v === "" || cell.valueType === "Empty") return { kind: "blank", text: "", numberFormat, fill };
  if (typeof v === "number") return { kind: "number", text: String(v), numberFormat, fill };
  if (typeof v === "boolean") return { kind: "boolean", text: v ? "TRUE" : "FALSE", numberFormat, fill };
  return { kind: "text", text: String(v), numberFormat, fill };
}

/** How to put a snapshot back: set the number format first, then exactly one of the formula forms or a value. */
export interface CellWrite {
  numberFormat: string;
  formula?: string;
  /** The formula relative to the cell it is written into (Range.formulasR1C1). */
  formulaR1C1?: string;
  value?: string | number | boolean;
  /** null: clear the fill. */
  fill: string | null;
}

export function restoreWrite(s: CellSnapshot): CellWrite {
  const fill = s.fill === "" ? null : s.fill;
  switch (s.kind) {
    case "formula":
      return s.r1c1 ? { numberFormat: s.numberFormat, formulaR1C1: s.r1c1, fill } : { numberFormat: s.numberFormat, formula: s.text, fill };
    case "number":
      return { numberFormat: s.numberFormat, value: Number(s.text), fill };
    case "boolean":
      return { numberFormat: s.numberFormat, value: s.text === "TRUE", fill };
    case "blank":
      return { numberFormat: s.numberFormat, value: "", fill };
    case "text":
      // Text Excel would reinterpret (`450/-480`, `0.6`, `=x`, `-420/450`) must come back as text.
      // A leading apostrophe keeps it text under any format on every host, as typing it would,
      // and leaves the cell's format as it was (Range.values may read "=…" as a formula even
      // under "@").
      return { numberFormat: s.numberFormat, value: `'${s.text}`, fill };
  }
}

/** The fill the pane gives an adjusted cell: a light amber, readable with black text. */
export const ADJUSTED_FILL = "#FFE699";

/**
 * An adjustment writes its entry as text on every host: the cell formatted "@" (`450/-480` would
 * otherwise become a date) and the value with Excel's leading apostrophe, the prefix that makes a
 * typed `-420/450` or `=x` text whatever the format, which `Range.values` honours like typing.
 * The apostrophe is not part of the value read back.
 */
export function entryWrite(entry: string): CellWrite {
  return { numberFormat: "@", value: `'${entry}`, fill: ADJUSTED_FILL };
}

/** Whether a cell still holds what an apply wrote. */
export function holdsEntry(current: CellSnapshot, entry: string): boolean {
  return current.kind === "text" && current.text === entry;
}

/** Describes a snapshot for people: what Clear will bring back. */
export function snapshotWords(s: CellSnapshot, lang: Language = "en"): string {
  switch (s.kind) {
    case "blank":
      return paneText(lang, "snapshot.blank");
    case "formula":
      return paneText(lang, "snapshot.formula", { formula: s.text });
    default:
      return s.text;
  }
}
