// The profiles of the BRIDGE formulas already in the workbook: counted when the director saves
// another profile, and rewritten when they ask. Each sheet is read in bounded requests.
import { a1 } from "../address";

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

/** Rewrites `profile=…` in the existing BRIDGE formulas' options; returns how many changed. */
export async function updateProfileFormulas(profile: string): Promise<number> {
  return Excel.run(async (context) => {
    const found = await formulasWithOtherProfile(context, profile);
    for (const f of found) f.ws.getRange(a1(f.row, f.column)).formulas = [[f.formula.replace(BRIDGE_PROFILE, (_m, head: string) => `${head}${profile}`)]];
    await context.sync();
    return found.length;
  });
}
