// The per-row arrays the column paths reuse from call to call (src/entries/column.ts, reusingRows): every
// array comes zeroed, no two arrays alive in one call share a buffer, nested calls included, and
// a call scores the same after any other call has used (and dirtied) the same buffers.
import { float64Rows, int32Rows, reusingRows, uint8Rows } from "../../src/entries/column";
import { scoreMatchpointsAsNumbers } from "../../src/matchpoints/fastMatchpoints";
import { scoreRankingAsNumbers } from "../../src/ranking/fastranking";
import { session } from "../../scripts/session";

test("within reusingRows a buffer is lent again only after its call, and always zeroed", () => {
  const first = reusingRows(() => {
    const a = int32Rows(1000).fill(7);
    const b = int32Rows(1000).fill(8);
    expect(b.buffer).not.toBe(a.buffer);
    return a.buffer;
  });
  reusingRows(() => {
    const again = [int32Rows(1000), int32Rows(1000)];
    expect(again.map((x) => x.buffer)).toContain(first);
    for (const x of again) expect(x.every((v) => v === 0)).toBe(true);
    // A nested call takes none of the buffers the outer call holds, and returns its own.
    const inner = reusingRows(() => {
      const y = float64Rows(250).fill(1);
      for (const x of again) expect(y.buffer).not.toBe(x.buffer);
      return y.buffer;
    });
    const z = uint8Rows(2000);
    expect(z.buffer).toBe(inner);
    expect(z.every((v) => v === 0)).toBe(true);
  });
});

test("outside reusingRows every array is new", () => {
  const a = reusingRows(() => int32Rows(64).buffer);
  const b = int32Rows(64);
  expect(b.buffer).not.toBe(a);
  expect(int32Rows(64).buffer).not.toBe(b.buffer);
});

test("a call that throws gives its buffers back", () => {
  let lent: ArrayBufferLike | null = null;
  expect(() =>
    reusingRows(() => {
      lent = float64Rows(3000).fill(-1).buffer;
      throw new Error("bad cell");
    }),
  ).toThrow("bad cell");
  reusingRows(() => expect(float64Rows(3000).buffer).toBe(lent));
});

test("RANKING and MATCHPOINTS score the same before and after calls of other sizes and scorings reuse their buffers", () => {
  const big = session(6000, 30, 0.02);
  const small = session(900, 9, 0.05);
  const rank = (d: ReturnType<typeof session>, options?: string) => scoreRankingAsNumbers(d.boards, d.ns, d.ew, d.entries, options);
  const before = [rank(big), rank(big, "scoring=ximp"), scoreMatchpointsAsNumbers(big.entries, big.boards), rank(small, "scoring=butler")];
  rank(small, "mitchell=on");
  scoreMatchpointsAsNumbers(small.entries, small.boards);
  rank(big, "scoring=butler");
  expect([rank(big), rank(big, "scoring=ximp"), scoreMatchpointsAsNumbers(big.entries, big.boards), rank(small, "scoring=butler")]).toEqual(before);
});
