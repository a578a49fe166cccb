// Excel on the web caps one custom-function call's request and response at 5 MB each (office-js
// #4654; Microsoft's "resource limits" page). docs/installing.md "Large sessions" says how big a session fits;
// this test holds those numbers: what Excel would send and receive, measured as JSON.
import * as fs from "fs";
import * as path from "path";
import { StandInError } from "../helpers/customFunctions";

import { dealer, imp, imptovp, score, vulnerability } from "../../addin/functions/contract";
import { butlerdatum, butlerimp, crossimp } from "../../addin/functions/imps";
import { matchpoints, neuberg, weightedscore } from "../../addin/functions/matchpoints";
import { multiteam, ranking, seriesresult } from "../../addin/functions/session";
import { session } from "../../scripts/session";

const LIMIT = 5 * 1024 * 1024;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

describe("a 100 000-row session stays inside Excel on the web's 5 MB per call (docs/installing.md: Large sessions)", () => {
  const s = session(100_000, 50);

  it("MATCHPOINTS: request and response, on the default scale and as percentages", async () => {
    const request = bytes([s.entries, s.boards]);
    expect(request).toBeLessThan(LIMIT);
    for (const options of [null, "scale=pct"]) {
      const out = await matchpoints(s.entries, s.boards, options as unknown as undefined);
      expect(out).toHaveLength(100_000);
      expect(bytes(out)).toBeLessThan(LIMIT);
    }
  });

  it("RANKING: the request carries four columns, the response one row per pair", async () => {
    expect(bytes([s.boards, s.ns, s.ew, s.entries])).toBeLessThan(LIMIT);
    const out = await ranking(s.boards, s.ns, s.ew, s.entries);
    expect(bytes(out)).toBeLessThan(LIMIT);
  });
});

// Microsoft wrote in office-js #4654 that Excel limits custom-function payloads
// to 5 MB without naming a platform, so docs/installing.md promises no platform is free of the cap.
describe("docs/installing.md: Large sessions", () => {
  const page = fs.readFileSync(path.join(__dirname, "..", "..", "docs", "installing.md"), "utf8");
  const section = page.slice(page.indexOf("## Large sessions"), page.indexOf("## What only real Excel can confirm"));

  test("names the 5 MB cap for every platform and promises none is free of it", () => {
    expect(section).toMatch(/5 MB/);
    expect(section).toMatch(/#4654/);
    expect(section).not.toMatch(/no such cap|have no cap|has no cap|without (a|the) cap/i);
    expect(section).toMatch(/Windows and Mac too/);
  });
});

// Every cell of the answer an error with its sentence would pass the cap from about 29 000 rows
// (office-js #4654, #2786: past it Excel shows #BUSY! for good). Each function is called with the
// input that makes its longest answer of errors at 100 000 rows, with addresses, so each message
// names its cell in full; a whole-call error is measured as the error it throws.
describe("real excel 3 3: answers under Excel's 5 MB cap, errors included", () => {
  const N = 100_000;
  const column = (f: (i: number) => unknown) => Array.from({ length: N }, (_, i) => [f(i)]);
  const s = session(N, 50);
  const blank = column(() => null);
  const junk = column((i) => `junk ${i}`);
  const where = (...names: string[]) =>
    ({ parameterAddresses: names.map((n) => `'Round 1 of the club championship'!${n}2:${n}${N + 1}`) }) as unknown as CustomFunctions.Invocation;
  const answer = async (call: () => Promise<unknown>): Promise<unknown> => call().catch((e: unknown) => e);
  const cases: [string, () => Promise<unknown>][] = [
    ["MATCHPOINTS, an empty boards column", () => matchpoints(s.entries as never, blank as never, undefined, where("G", "F"))],
    ["MATCHPOINTS, no entry a score", () => matchpoints(junk as never, s.boards as never, undefined, where("G", "F"))],
    ["BUTLERIMP, an empty boards column", () => butlerimp(s.entries as never, blank as never, undefined, where("G", "F"))],
    ["BUTLERDATUM, an empty boards column", () => butlerdatum(s.entries as never, blank as never, undefined, where("G", "F"))],
    ["CROSSIMP, an empty boards column", () => crossimp(s.entries as never, blank as never, undefined, where("G", "F"))],
    ["NEUBERG, no cell a number", () => neuberg(junk as never, junk as never, junk as never, undefined, where("A", "B", "C"))],
    ["SCORE, no contract", () => score(junk as never, junk as never, junk as never, junk as never, undefined, where("A", "B", "C", "D"))],
    ["IMP, no difference a number", () => imp(junk as never, where("A"))],
    ["IMPTOVP, no IMPs a number", () => imptovp(junk as never, s.boards as never, where("A", "B"))],
    ["VULNERABILITY, no board a number", () => vulnerability(junk as never, undefined, where("A"))],
    ["DEALER, no board a number", () => dealer(junk as never, undefined, where("A"))],
    [
      "RANKING, an empty boards column",
      () => ranking(blank as never, s.ns as never, s.ew as never, s.entries as never, undefined, undefined, where("A", "B", "C", "D")),
    ],
    [
      "MULTITEAM, an empty boards column",
      () => multiteam(blank as never, s.ns as never, s.ew as never, s.entries as never, undefined, undefined, where("A", "B", "C", "D")),
    ],
    ["SERIESRESULT, no percentage", () => seriesresult(s.ns as never, junk as never, s.boards as never, undefined, where("A", "B", "C"))],
    ["WEIGHTEDSCORE, a field of junk", () => weightedscore([[40], [60]], [[920], [-50]], junk as never, undefined, where("H", "I", "D"))],
  ];
  test.each(cases)("real excel 3 3 %s: under 4 MB, and the first errors keep their words", async (_name, call) => {
    const out = await answer(call);
    expect(bytes(out)).toBeLessThan(4 * 1024 * 1024);
    if (Array.isArray(out)) {
      const first = (out as unknown[][]).flat().find((c) => c instanceof StandInError) as StandInError | undefined;
      if (first) expect(first.message).toMatch(/Round 1 of the club championship/);
    }
  });
});
