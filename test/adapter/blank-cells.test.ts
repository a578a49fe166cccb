// Empty cells that an Excel build sends as 0 (office-js #4702, #5262) are read
// as blank, for every range argument of every function, against the in-memory workbook of the
// end-to-end tests (support/excelStandIn.js) serving Excel.run. Each layout is called as three
// builds would call it: one that sends an empty cell as null, one that sends it as 0, and one
// that sends 0 while the director is typing in a cell. docs/rules.md §2 "Empty cells that Excel sends as 0".
import { StandInError } from "../helpers/customFunctions";

import { installWorkbookStandIn, removeWorkbookStandIn, StandInSync, WorkbookStandIn } from "../../support/runtimeStandIn";
import { rangeOrigin, SYNC_BYTES } from "../../addin/adapter/blanks";
import { dealer, score } from "../../addin/functions/contract";
import { butlerimp } from "../../addin/functions/imps";
import { matchpoints } from "../../addin/functions/matchpoints";
import { multiteam, ranking, seriesresult } from "../../addin/functions/session";

type Build = "null" | "zero";
/** Excel passes null for an omitted optional argument, whatever the TypeScript signature says. */
const omitted = null as unknown as undefined;
const invocation = (...addresses: string[]) => ({ parameterAddresses: addresses }) as unknown as CustomFunctions.Invocation;

/** A sheet from cells by address ({ G2: 0, H3: "x" }): every other cell empty. */
function sheetOf(cells: Record<string, unknown>): unknown[][] {
  const rows: unknown[][] = [];
  for (const [address, value] of Object.entries(cells)) {
    const { row, column } = rangeOrigin(address)!;
    while (rows.length <= row) rows.push([]);
    rows[row][column] = value;
  }
  return rows.map((r) => Array.from({ length: r.length }, (_, i) => r[i] ?? null));
}

/** Results as plain values: an error as its message, numbers rounded past float noise. */
const plain = (rows: unknown[][]): unknown[][] =>
  rows.map((row) => row.map((c) => (c instanceof StandInError ? (c.message ?? c.code) : typeof c === "number" ? Math.round(c * 1e9) / 1e9 : c)));

let wb: WorkbookStandIn;
afterEach(() => removeWorkbookStandIn());

function workbook(cells: Record<string, unknown>): WorkbookStandIn {
  wb = installWorkbookStandIn({ sheets: { Sheet1: sheetOf(cells) } });
  return wb;
}

const arg = (address: string, build: Build): unknown[][] => wb.argument(`Sheet1!${address}`, build) as unknown[][];
const at = (...addresses: string[]) => invocation(...addresses.map((a) => `Sheet1!${a}`));

describe("MATCHPOINTS entries (items 1 and 2)", () => {
  // G2:G8: 0 in G2 and G5 (two passed-out tables), 420 in G8, every other cell empty: one board
  // of three results. The zeros of the blanks-as-0 build run from the first row to G7, not to the end.
  const cells = { G1: "Score", G2: 0, G5: 0, G8: 420 };
  const expected = [
    [1, 3],
    ["", ""],
    ["", ""],
    [1, 3],
    ["", ""],
    ["", ""],
    [4, 0],
  ];

  test.each<Build>(["null", "zero"])(
    "0 in the first row and further down, blanks elsewhere: the same result from a build that sends blanks as %s",
    async (build) => {
      workbook(cells);
      const out = await matchpoints(arg("G2:G8", build) as never, omitted, omitted, at("G2:G8"));
      expect(plain(out)).toEqual(expected);
    },
  );

  test("a build that sends blanks as null is not asked anything: a null says the zeros are zeros", async () => {
    workbook(cells);
    const runs = wb.runs();
    await matchpoints(arg("G2:G8", "null") as never, omitted, omitted, at("G2:G8"));
    expect(wb.runs()).toBe(runs);
  });

  test("while the director types in a cell the read waits for the edit to end, then scores as without it", async () => {
    workbook(cells);
    wb.startEdit();
    const syncs = wb.syncs().length;
    let settled = false;
    const pending = matchpoints(arg("G2:G8", "zero") as never, omitted, omitted, at("G2:G8")).finally(() => (settled = true));
    // Wait for the state: the read's sync has been sent to Excel, which holds it while the edit lasts.
    while (wb.syncs().length === syncs) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    wb.endEdit();
    expect(plain(await pending)).toEqual(expected);
  });

  test("when Excel cannot be asked, the zeros are errors on their own boards, never passed-out boards", async () => {
    // The range is on a sheet Excel cannot find (another workbook's, say): getItem fails.
    workbook({ F2: 1, F3: 1, F4: 2, F5: 2, G2: 0, G3: 420, G4: 50, G5: -50 });
    const entries = arg("G2:G5", "zero");
    const out = await matchpoints(entries as never, arg("F2:F5", "zero") as never, omitted, invocation("'[Other.xlsx]Sheet1'!G2:G5", "Sheet1!F2:F5"));
    const message =
      "'[Other.xlsx]Sheet1'!G2: holds 0, and Excel did not say whether the cell is empty (this Excel sends an empty cell as 0): recalculate (Ctrl+Alt+F9) to read it again";
    expect(plain(out)).toEqual([
      [message, message],
      [message, message],
      [2, 0],
      [0, 2],
    ]);
  });
});

describe("every argument, through one helper (item 3)", () => {
  /** The function's result from both builds, which must agree. */
  async function bothBuilds(cells: Record<string, unknown>, call: (build: Build) => Promise<unknown[][]>): Promise<unknown[][]> {
    workbook(cells);
    const nulls = plain(await call("null"));
    workbook(cells);
    const zeros = plain(await call("zero"));
    expect(zeros).toEqual(nulls);
    return nulls;
  }

  test("two-column entries: -420 with an empty EW cell is NS -420, not -420 against an EW 0", async () => {
    const out = await bothBuilds({ G2: -420, G3: 420, H3: null, G4: -420 }, (b) => matchpoints(arg("G2:H4", b) as never, omitted, omitted, at("G2:H4")));
    expect(out).toEqual([
      [1, 3],
      [4, 0],
      [1, 3],
    ]);
  });

  test("the EW column's 0 is checked as well as the NS column's", async () => {
    // EW holds a real 0 (a passed-out board written on the EW side); its NS cell is empty.
    const out = await bothBuilds({ G2: 420, H3: 0, G4: 420, H5: "x" }, (b) => butlerimp(arg("G2:H4", b) as never, omitted, omitted, at("G2:H4")));
    expect(out[1]).toEqual([-9, 9]);
  });

  test("SCORE: an empty tricks cell is no result, not 0 tricks", async () => {
    const cells = { A2: "3NT", B2: "N", C2: 9, D2: "All", A3: "4H", B3: "S", D3: "None" };
    const out = await bothBuilds(cells, (b) =>
      score(
        arg("A2:A3", b) as never,
        arg("B2:B3", b) as never,
        arg("C2:C3", b) as never,
        arg("D2:D3", b) as never,
        omitted,
        at("A2:A3", "B2:B3", "C2:C3", "D2:D3"),
      ),
    );
    expect(out[0]).toEqual([600]);
    expect(out[1][0]).not.toBe(-500);
  });

  test("board numbers: an empty board cell beside a score is an error, not board 0", async () => {
    const cells = { F2: 1, F3: null, F4: 1, G2: 420, G3: 450, G4: 400 };
    const out = await bothBuilds(cells, (b) => matchpoints(arg("G2:G4", b) as never, arg("F2:F4", b) as never, omitted, at("G2:G4", "F2:F4")));
    expect(String(out[1][0])).toMatch(/^Sheet1!F3: board id is blank/);
  });

  test("VULNERABILITY and DEALER: an empty board cell stays blank", async () => {
    const out = await bothBuilds({ A2: 1, A4: 3 }, (b) => dealer(arg("A2:A4", b) as never, null as never, at("A2:A4")));
    expect(out).toEqual([["N"], [""], ["S"]]);
  });

  test("RANKING and MULTITEAM pair columns: an empty pair cell is an error naming it, not pair 0", async () => {
    const cells = { A2: 1, A3: 1, B2: 1, B3: null, C2: 2, C3: 4, D2: 420, D3: 400 };
    const rank = await bothBuilds(cells, (b) =>
      ranking(
        arg("A2:A3", b) as never,
        arg("B2:B3", b) as never,
        arg("C2:C3", b) as never,
        arg("D2:D3", b) as never,
        omitted,
        omitted,
        at("A2:A3", "B2:B3", "C2:C3", "D2:D3"),
      ).catch((e: StandInError) => [[e.message]]),
    );
    expect(String(rank[0][0])).toMatch(/^Sheet1!B3/);
    const team = await bothBuilds(cells, (b) =>
      multiteam(
        arg("A2:A3", b) as never,
        arg("B2:B3", b) as never,
        arg("C2:C3", b) as never,
        arg("D2:D3", b) as never,
        omitted,
        omitted,
        at("A2:A3", "B2:B3", "C2:C3", "D2:D3"),
      ).catch((e: StandInError) => [[e.message]]),
    );
    expect(String(team[0][0])).toMatch(/^Sheet1!B3/);
  });

  test("SERIESRESULT: an empty percentage is an absence, an empty pair an error; a 0 % stays 0 %", async () => {
    const cells = { A2: 1, A3: 1, A4: 2, B2: 50, B4: 0, C2: 24, C3: 24, C4: 24 };
    const out = await bothBuilds(cells, (b) =>
      seriesresult(arg("A2:A4", b) as never, arg("B2:B4", b) as never, arg("C2:C4", b) as never, omitted, at("A2:A4", "B2:B4", "C2:C4")),
    );
    expect(out.slice(1).map((r) => [r[1], r[4]])).toEqual([
      [1, 50],
      [2, 0],
    ]);
  });
});

describe("cost of the check at 100 000 rows (item 4)", () => {
  const N = 100_000;

  /** A column of N entries from G2: the given cell every k-th row, a score elsewhere. */
  function column(every: number, cell: unknown): Record<string, unknown> {
    const cells: Record<string, unknown> = {};
    const scores = [420, 450, -50, 100, 400];
    for (let r = 0; r < N; r++) cells[`G${r + 2}`] = r % every === 0 ? cell : scores[r % 5];
    return cells;
  }

  /** Calls MATCHPOINTS as the blanks-as-0 build would; the syncs it cost, and how long it took. */
  async function measure(cells: Record<string, unknown>, last = "G"): Promise<{ syncs: StandInSync[]; ms: number; out: unknown[][] }> {
    workbook(cells);
    const entries = arg(`G2:${last}${N + 1}`, "zero");
    const before = wb.syncs().length;
    const start = performance.now();
    const out = await matchpoints(entries as never, omitted, omitted, at(`G2:${last}${N + 1}`));
    return { syncs: wb.syncs().slice(before), ms: performance.now() - start, out };
  }

  test("an empty cell every 10th row: every sync well under 1 MB, and the blanks read as blank", async () => {
    const { syncs, ms, out } = await measure(column(10, null));
    expect(syncs.length).toBeGreaterThan(1);
    for (const s of syncs) expect(s.requestBytes + s.responseBytes).toBeLessThan(SYNC_BYTES * 1.25);
    expect(Math.max(...syncs.map((s) => s.requestBytes + s.responseBytes))).toBeLessThan(1_000_000);
    expect(out[0]).toEqual(["", ""]);
    expect(out[10]).toEqual(["", ""]);
    expect(typeof out[1][0]).toBe("number");
    // Measured on this machine for docs/installing.md "Large sessions"; a generous bound, not a benchmark.
    expect(ms).toBeLessThan(20_000);
  });

  test("passed-out boards (real zeros) every 7th row: the same bound, and the zeros stay scores", async () => {
    const { syncs, out } = await measure(column(7, 0));
    expect(Math.max(...syncs.map((s) => s.requestBytes + s.responseBytes))).toBeLessThan(1_000_000);
    expect(typeof out[0][0]).toBe("number");
  });

  test("two columns whose last 99 000 rows are empty: read in chunks, none over 1 MB", async () => {
    const cells: Record<string, unknown> = {};
    for (let r = 0; r < 1_000; r++) cells[`G${r + 2}`] = 420;
    cells[`H${N + 1}`] = -400;
    const { syncs, out } = await measure(cells, "H");
    expect(syncs.length).toBeGreaterThan(1);
    expect(Math.max(...syncs.map((s) => s.requestBytes + s.responseBytes))).toBeLessThan(1_000_000);
    expect(out[20_000]).toEqual(["", ""]);
  });
});
