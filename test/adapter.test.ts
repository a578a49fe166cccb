// The Excel adapters (addin/): ranges in, cells out, core errors as #VALUE! naming the cell.
// CustomFunctions is provided by Excel at run time; a minimal stand-in is installed here.
class StandInError {
  constructor(
    public code: string,
    public message?: string,
  ) {}
}
(globalThis as Record<string, unknown>).CustomFunctions = {
  Error: StandInError,
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!" },
};

import { cellAddress } from "../addin/adapter/excel";
import { matchpoints, neuberg, weightedscore } from "../addin/functions/matchpoints";

/** Excel passes null for an omitted optional argument, whatever the TypeScript signature says. */
const omitted = null as unknown as undefined;
const invocation = (...addresses: string[]) => ({ parameterAddresses: addresses }) as unknown as CustomFunctions.Invocation;

describe("cell addresses", () => {
  test("a cell inside a range", () => {
    expect(cellAddress("Sheet1!D2:D8", 3, 0)).toBe("Sheet1!D5");
    expect(cellAddress("'Board 7'!$Y$10:$Z$20", 0, 1)).toBe("'Board 7'!Z10");
    expect(cellAddress("AZ3", 2, 1)).toBe("BA5");
    expect(cellAddress(undefined, 1, 0)).toBeNull();
    expect(cellAddress("MyNamedRange", 1, 0)).toBeNull();
  });
});

describe("MATCHPOINTS adapter", () => {
  test("=BRIDGE.MATCHPOINTS({50;50;-420;\"NP\"}) gives thirds as floats and NP as text", () => {
    const out = matchpoints([[50], [50], [-420], ["NP"]], omitted, omitted, invocation());
    expect(out[0][0]).toBeCloseTo(13 / 3, 12);
    expect(out[0][1]).toBeCloseTo(5 / 3, 12);
    expect(out[2][0]).toBeCloseTo(1 / 3, 12);
    expect(out[3]).toEqual(["NP", "NP"]);
  });

  test("blank rows are \"\" (Excel would show null as 0)", () => {
    expect(matchpoints([[420], [null], [100]], omitted, omitted, invocation())[1]).toEqual(["", ""]);
  });

  test("a bad cell turns its board's rows into #VALUE! naming the cell; other boards still score", () => {
    const out = matchpoints([[420], ["42O"], [420], [-50]], [[1], [1], [2], [2]], omitted, invocation("Sheet1!D2:D5", "Sheet1!A2:A5"));
    const err = out[0][0] as unknown as StandInError;
    expect(err).toBeInstanceOf(StandInError);
    expect(err.code).toBe("#VALUE!");
    expect(err.message).toBe("Sheet1!D3: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50");
    expect(out[1][1]).toEqual(err);
    expect(out[2]).toEqual([2, 0]);
  });

  test("without addresses the message names the row of the range", () => {
    const out = matchpoints([[420], ["42O"]], omitted, omitted, invocation());
    expect((out[1][0] as unknown as StandInError).message).toBe("entries row 2: '42O' is not a score; expected e.g. 420, A+, 40% 920 + 60% -50");
  });

  test("a bad board id names the board cell", () => {
    const out = matchpoints([[420], [400]], [[1], [null]], omitted, invocation("S!D2:D3", "S!A2:A3"));
    expect((out[1][0] as unknown as StandInError).message).toMatch(/^S!A3: board id is blank/);
  });

  test("a bad option or a shape mismatch is #VALUE! for the whole call", () => {
    expect(() => matchpoints([[420]], omitted, "profile=xyz", invocation())).toThrow(StandInError as never);
    // Asserted outside a catch: a call that did not throw would otherwise pass silently.
    expect(() => matchpoints([[420], [420]], [[1]], omitted, invocation())).toThrow(/same height/);
    expect(() => matchpoints([[420], [420]], [[1]], omitted, invocation())).toThrow(StandInError as never);
  });
});

describe("NEUBERG and WEIGHTEDSCORE adapters", () => {
  test("=BRIDGE.NEUBERG(3, 3, 4) → 4.333…", () => {
    expect(neuberg([[3]], [[3]], [[4]], omitted, invocation())[0][0]).toBeCloseTo(13 / 3, 12);
  });
  test("NEUBERG names the bad cell", () => {
    const out = neuberg([[3], ["x"]], [[3]], [[4]], omitted, invocation("Sheet1!B2:B3", "Sheet1!C2", "Sheet1!D2"));
    expect((out[1][0] as unknown as StandInError).message).toMatch(/^Sheet1!B3: matchpoints 'x': expected a number/);
  });
  test("=BRIDGE.WEIGHTEDSCORE({40;60}, {920;-50}, {420;420;450;450;-50;100}) → {5.4, 6.6}", () => {
    const [[ns, ew]] = weightedscore([[40], [60]], [[920], [-50]], [[420], [420], [450], [450], [-50], [100]], omitted);
    expect(ns).toBeCloseTo(5.4, 12);
    expect(ew).toBeCloseTo(6.6, 12);
  });
});
