// What a custom function's reads of the sheet may meet in real Excel, against the in-memory
// workbook of the end-to-end tests (support/excelStandIn.js): a build that sends one argument's
// empty cells as null and another's as 0 (office-js #4702, #5262), a read that never answers
// (office-js #6150, #6678), office.js not yet initialised, and the formula value preview.
// docs/rules.md §2 "Empty cells that Excel sends as 0".
import { StandInError } from "../helpers/customFunctions";

import { installWorkbookStandIn, removeWorkbookStandIn, WorkbookConfig, WorkbookStandIn } from "../../support/runtimeStandIn";
import { READ_DEADLINE_MS } from "../../addin/adapter/blanks";
import { matchpoints, weightedscore } from "../../addin/functions/matchpoints";

type Build = "null" | "zero";
const omitted = null as unknown as undefined;
const at = (...addresses: string[]) => ({ parameterAddresses: addresses.map((a) => `Sheet1!${a}`) }) as unknown as CustomFunctions.Invocation;
const plain = (rows: unknown[][]): unknown[][] =>
  rows.map((row) => row.map((c) => (c instanceof StandInError ? (c.message ?? c.code) : typeof c === "number" ? Math.round(c * 1e9) / 1e9 : c)));

let wb: WorkbookStandIn;
afterEach(() => {
  removeWorkbookStandIn();
  jest.useRealTimers();
});

/** Board numbers in F, scores in G, from row 2: one board of three results with a passed-out table. */
function workbook(config: WorkbookConfig = {}): WorkbookStandIn {
  wb = installWorkbookStandIn({
    sheets: {
      Sheet1: [
        [null, null, null, null, null, "Board", "Score"],
        [null, null, null, null, null, 1, 0],
        [null, null, null, null, null, 1, 420],
        [null, null, null, null, null, 1, 400],
      ],
    },
    ...config,
  });
  return wb;
}
const arg = (address: string, build: Build): unknown[][] => wb.argument(`Sheet1!${address}`, build);
const board = (build: Build) => matchpoints(arg("G2:G4", build) as never, arg("F2:F4", build) as never, omitted, at("G2:G4", "F2:F4"));
const expected = [
  [0, 4],
  [4, 0],
  [2, 2],
];
const unconfirmed =
  "Sheet1!G2: holds 0, and Excel did not say whether the cell is empty (this Excel sends an empty cell as 0): recalculate (Ctrl+Alt+F9) to read it again";

describe("real excel 3 2: no formula waits forever on a read", () => {
  test("real excel 3 2 a read Excel never answers: the formula settles at the deadline, the zero reported, and the next recalculation reads again", async () => {
    jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] });
    workbook();
    wb.hold(); // every sync from now on waits, as on a large workbook opening (office-js #6150)
    let settled = false;
    const stuck = board("zero").finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(READ_DEADLINE_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    // The unread 0 is an error on its board, never a passed-out table scored unasked.
    expect(plain(await stuck)).toEqual(expected.map(() => [unconfirmed, unconfirmed]));
    // Excel answers again: a recalculation reads the cell and scores the passed-out table.
    wb.release();
    const runs = wb.runs();
    const again = board("zero");
    await jest.advanceTimersByTimeAsync(READ_DEADLINE_MS);
    expect(plain(await again)).toEqual(expected);
    expect(wb.runs()).toBeGreaterThan(runs);
  });

  test("real excel 3 2 office.js not yet initialised: the read waits for Office.onReady and scores the passed-out table", async () => {
    workbook({ onReadyFirst: true });
    expect(plain(await board("zero"))).toEqual(expected);
  });

  test("real excel 3 2 while Excel only previews the value nothing is read, and a 0 is never scored unasked", async () => {
    workbook();
    const runs = wb.runs();
    const preview = { ...at("G2:G4", "F2:F4"), isInValuePreview: true } as unknown as CustomFunctions.Invocation;
    const out = plain(await matchpoints(arg("G2:G4", "zero") as never, arg("F2:F4", "zero") as never, omitted, preview));
    expect(wb.runs()).toBe(runs);
    expect(out[0]).toEqual([unconfirmed, unconfirmed]);
  });
});

describe("real excel 3 1: blanks decided argument by argument", () => {
  test("real excel 3 1 entries sent with nulls, boards with zeros: a row whose board cell is empty has no board, never board 0", async () => {
    wb = installWorkbookStandIn({
      sheets: {
        Sheet1: [
          [null, null, null, null, null, "Board", "Score"],
          [null, null, null, null, null, 1, 420],
          [null, null, null, null, null, null, 400],
          [null, null, null, null, null, 1, null],
          [null, null, null, null, null, 1, 450],
        ],
      },
    });
    // One call, two conventions: the required entries bring their blank as null (office-js #4702),
    // the optional boards their blank as 0 (office-js #5262).
    const out = plain(await matchpoints(arg("G2:G5", "null") as never, arg("F2:F5", "zero") as never, omitted, at("G2:G5", "F2:F5")));
    expect(String(out[1][0])).toMatch(/^Sheet1!F3: board id is blank/);
    expect(out[0]).toEqual([0, 2]);
    expect(out[3]).toEqual([2, 0]);
  });

  test("real excel 3 1 WEIGHTEDSCORE's field is checked too: an empty field cell sent as 0 is no table, as where Excel sends it blank", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: [["Field"], [420], [null], [450], [-50]] } });
    const call = (build: Build) =>
      weightedscore([[40], [60]], [[920], [-50]], arg("A2:A5", build) as never, omitted, { parameterAddresses: ["", "", "Sheet1!A2:A5"] } as never);
    const nulls = plain(await call("null"));
    expect(plain(await call("zero"))).toEqual(nulls);
  });
});

describe("real excel 3 4: the stand-in enforces Excel on the web's 5 MB cap", () => {
  // "Resource limits and performance optimization for Office Add-ins": a request or a response
  // over 5 MB fails (RequestPayloadSizeLimitExceeded, ResponsePayloadSizeLimitExceeded).
  const big = Array.from({ length: 60_000 }, (_, i) => [`a line of text long enough to count ${i}`, `and a second cell beside it, as long ${i}`]);

  test("real excel 3 4 a read of a large range in one piece fails; the same range in chunks is read", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: big } });
    const read = (rows: number, from = 0) =>
      Excel.run(async (context) => {
        const range = context.workbook.worksheets.getItem("Sheet1").getRangeByIndexes(from, 0, rows, 2).load("values");
        await context.sync();
        return range.values.length;
      });
    await expect(read(big.length)).rejects.toMatchObject({ code: "ResponsePayloadSizeLimitExceeded" });
    let total = 0;
    for (let r = 0; r < big.length; r += 20_000) total += await read(20_000, r);
    expect(total).toBe(big.length);
  });

  test("real excel 3 4 a write of a large range in one piece fails and writes nothing", async () => {
    wb = installWorkbookStandIn({ sheets: { Sheet1: [["x"]] } });
    const write = Excel.run(async (context) => {
      context.workbook.worksheets.getItem("Sheet1").getRangeByIndexes(0, 0, big.length, 2).values = big;
      await context.sync();
    });
    await expect(write).rejects.toMatchObject({ code: "RequestPayloadSizeLimitExceeded" });
    expect(wb.values("Sheet1")).toEqual([["x"]]);
  });
});
