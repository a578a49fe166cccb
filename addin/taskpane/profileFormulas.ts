// The profiles of the BRIDGE formulas already in the workbook: counted when the director saves
// another profile, and rewritten when they ask. Each sheet is read in bounded requests.
import { a1, sheetRef } from "../address";
import { cellSnapshot, readCell, write } from "./excelCells";
import { restoreWrite } from "./snapshots";

const BRIDGE_PROFILE = /(BRIDGE\.[A-Z.]+\([^]*?profile\s*=\s*)([a-z]+)/gi;
/** Cells read in one request. */
const CHUNK_CELLS = 50_000;

interface Found {
  ws: Excel.Worksheet;
  row: number;
  column: number;
  formula: string;
}

/**
 * Each BRIDGE formula whose options name a profile other than `profile`. Text that only looks like
 * a formula (the log's copies of previous formulas, an apostrophe-typed '=…) reads back from
 * `values` as the same text, and is left alone.
 */
async function formulasWithOtherProfile(context: Excel.RequestContext, profile: string): Promise<Found[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  const used = sheets.items.map((ws) => {
    const u = ws.getUsedRangeOrNullObject(true);
    u.load("rowIndex, columnIndex, rowCount, columnCount");
    return { ws, u };
  });
  await context.sync();
  const found: Found[] = [];
  for (const { ws, u } of used) {
    if (u.isNullObject) continue;
    const step = Math.max(1, Math.floor(CHUNK_CELLS / u.columnCount));
    for (let top = u.rowIndex; top < u.rowIndex + u.rowCount; top += step) {
      const part = ws.getRangeByIndexes(top, u.columnIndex, Math.min(step, u.rowIndex + u.rowCount - top), u.columnCount);
      part.load("formulas, values");
      await context.sync();
      part.formulas.forEach((line, r) =>
        line.forEach((f, c) => {
          if (typeof f !== "string" || !f.startsWith("=") || part.values[r][c] === f) return;
          const other = [...f.matchAll(BRIDGE_PROFILE)].some((m) => m[2].toLowerCase() !== profile);
          if (other) found.push({ ws, row: top + r, column: u.columnIndex + c, formula: f });
        }),
      );
    }
  }
  return found;
}

export async function countProfileFormulas(profile: string): Promise<{ other: number }> {
  return Excel.run(async (context) => ({ other: (await formulasWithOtherProfile(context, profile)).length }));
}

/**
 * Rewrites `profile=…` in the existing BRIDGE formulas' options; returns how many changed, and the
 * cells left alone because they changed since they were read (a score typed over a formula
 * meanwhile): each cell is read in the same batch just before it is written, and one that no
 * longer holds the formula read gets back what it held.
 */
export async function updateProfileFormulas(profile: string): Promise<{ updated: number; skipped: string[] }> {
  return Excel.run(async (context) => {
    const found = await formulasWithOtherProfile(context, profile);
    const cells = found.map((f) => {
      const range = f.ws.getRange(a1(f.row, f.column));
      readCell(range);
      range.formulas = [[f.formula.replace(BRIDGE_PROFILE, (_m, head: string) => `${head}${profile}`)]];
      return { f, range };
    });
    await context.sync();
    const skipped = cells.filter(({ f, range }) => {
      const was = cellSnapshot(range);
      return was.kind !== "formula" || was.text !== f.formula;
    });
    for (const { range } of skipped) write(range, restoreWrite(cellSnapshot(range)));
    if (skipped.length) await context.sync();
    return { updated: found.length - skipped.length, skipped: skipped.map(({ f }) => `${sheetRef(f.ws.name)}!${a1(f.row, f.column)}`) };
  });
}
