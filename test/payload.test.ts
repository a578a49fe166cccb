// Excel on the web caps one custom-function call's request and response at 5 MB each (office-js
// #4654; Microsoft's "resource limits" page). docs/installing.md "Large sessions" says how big a session fits;
// this test holds those numbers: what Excel would send and receive, measured as JSON.
import * as fs from "fs";
import * as path from "path";
import "./helpers/customFunctions";

import { matchpoints } from "../addin/functions/matchpoints";
import { ranking } from "../addin/functions/session";
import { session } from "../scripts/session";

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

// Issue 26, item 8: Microsoft wrote in office-js #4654 that Excel limits custom-function payloads
// to 5 MB without naming a platform, so docs/installing.md promises no platform is free of the cap.
describe("docs/installing.md: Large sessions", () => {
  const page = fs.readFileSync(path.join(__dirname, "..", "docs", "installing.md"), "utf8");
  const section = page.slice(page.indexOf("## Large sessions"), page.indexOf("## What only real Excel can confirm"));

  test("names the 5 MB cap for every platform and promises none is free of it", () => {
    expect(section).toMatch(/5 MB/);
    expect(section).toMatch(/#4654/);
    expect(section).not.toMatch(/no such cap|have no cap|has no cap|without (a|the) cap/i);
    expect(section).toMatch(/Windows and Mac too/);
  });
});
