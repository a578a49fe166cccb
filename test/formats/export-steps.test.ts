// docs/task-pane.md "Export results…": a large page is built in steps — a board's traveller, a
// pair's card each — so the pane can say how far it has got and answer clicks in between. The
// steps give exactly the file exportSession gives (docs/rules.md §11).
import { exportSession, exportSessionInSteps, ExportSession, pageParts, pageSteps, scoreSession, writeSession } from "../../src/formats/export";
import { progressStep, SLICE_MS } from "../../addin/taskpane/exportProgress";
import { everyKindSession } from "../helpers/exportSession";

/** The every-kind session twice, as sections A and B: 8 boards and 32 cards. */
function twoSections(): ExportSession {
  const s = everyKindSession("matchpoints", "wbf");
  return { ...s, lines: [...s.lines.map((l) => ({ ...l, section: "A" })), ...s.lines.map((l) => ({ ...l, section: "B" }))] };
}

describe("the results page in steps", () => {
  it("one step per traveller and per card, counted up to pageSteps, the parts joined being the page", () => {
    const scored = scoreSession(twoSections());
    const parts = [...pageParts(scored)];
    expect(pageSteps(scored)).toBe(2 * (4 + 16));
    const done = parts.map((p) => p.done);
    expect(done.at(-1)).toBe(pageSteps(scored));
    for (let i = 1; i < done.length; i++) expect(done[i] - done[i - 1]).toBeGreaterThanOrEqual(0);
    expect(new Set(done).size).toBe(pageSteps(scored) + 1);
  });

  it.each(["html", "usebio", "pbn"] as const)("%s: the same file as exportSession, each step awaited in order", async (format) => {
    const session = twoSections();
    const seen: [number, number][] = [];
    let awaited = 0;
    const res = await exportSessionInSteps(session, format, {}, async (done, total) => {
      seen.push([done, total]);
      await Promise.resolve();
      awaited++;
    });
    expect(res).toEqual(exportSession(session, format));
    expect(awaited).toBe(seen.length);
    const total = format === "html" ? 40 : 1;
    expect(seen.every(([, t]) => t === total)).toBe(true);
    expect(seen.at(-1)).toEqual([total, total]);
  });

  it("a session the export refuses is refused by the steps too, as a rejected promise", async () => {
    await expect(exportSessionInSteps({ ...twoSections(), lines: [] }, "html", {}, () => undefined)).rejects.toThrow(/no traveller lines|lines/i);
  });
});

describe("the file written in pieces (npm run export)", () => {
  /** The every-kind session as `n` sections: a page of several pieces. */
  function sections(n: number): ExportSession {
    const s = everyKindSession("matchpoints", "wbf");
    return { ...s, lines: Array.from({ length: n }, (_, k) => s.lines.map((l) => ({ ...l, section: String.fromCharCode(65 + k) }))).flat() };
  }

  it.each(["html", "usebio", "pbn"] as const)("%s: the pieces joined are exportSession's text, with its warnings", (format) => {
    const session = sections(12);
    const pieces: string[] = [];
    const warnings = writeSession(session, format, {}, (piece) => pieces.push(piece));
    const whole = exportSession(session, format);
    expect(pieces.join("")).toBe(whole.text);
    expect(warnings).toEqual(whole.warnings);
    if (format === "html") {
      // A page is never held whole: several pieces, none much past 64 K characters.
      expect(pieces.length).toBeGreaterThan(1);
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(2 * 65536);
    } else expect(pieces).toHaveLength(1);
  });

  it("the ranking-only choice reaches the page", () => {
    const pieces: string[] = [];
    writeSession(sections(1), "html", { rankingOnly: true }, (piece) => pieces.push(piece));
    expect(pieces.join("")).toBe(exportSession(sections(1), "html", { rankingOnly: true }).text);
    expect(pieces.join("")).toContain('id="ranking-only" class="print-choice" checked');
  });

  it("a session the export refuses writes nothing", () => {
    const pieces: string[] = [];
    expect(() => writeSession({ ...sections(1), lines: [] }, "html", {}, (piece) => pieces.push(piece))).toThrow(/lines/i);
    expect(pieces).toEqual([]);
  });
});

describe("the pane's step (addin/taskpane/exportProgress.ts)", () => {
  /** A clock the test moves, and a break that counts itself. */
  function rig() {
    let time = 0;
    const shown: number[] = [];
    let pauses = 0;
    const step = progressStep(
      (p) => shown.push(p),
      () => time,
      async () => {
        pauses++;
      },
    );
    return { step, shown, pauses: () => pauses, tick: (ms: number) => (time += ms) };
  }

  it("works on without a break until its time slice is used up", async () => {
    const r = rig();
    r.tick(SLICE_MS - 1);
    await r.step(1, 10);
    expect([r.shown, r.pauses()]).toEqual([[], 0]);
  });

  it("after a slice: shows how far (a whole percentage, once each) and gives the web view its turn", async () => {
    const r = rig();
    r.tick(SLICE_MS);
    await r.step(1, 3);
    expect([r.shown, r.pauses()]).toEqual([[33], 1]);
    // The slice starts again after the break.
    r.tick(SLICE_MS - 1);
    await r.step(2, 3);
    expect(r.pauses()).toBe(1);
    r.tick(1);
    await r.step(2, 3);
    r.tick(SLICE_MS);
    await r.step(2, 3);
    expect([r.shown, r.pauses()]).toEqual([[33, 66], 3]);
    r.tick(SLICE_MS);
    await r.step(3, 3);
    expect(r.shown).toEqual([33, 66, 100]);
  });

  it("with the real pane's break, a click queued meanwhile is answered before the page is finished", async () => {
    let clicked = false;
    let clickedBeforeEnd = false;
    let time = 0;
    const step = progressStep(
      () => undefined,
      () => (time += SLICE_MS),
    );
    setTimeout(() => (clicked = true), 0);
    await exportSessionInSteps(twoSections(), "html", {}, async (done, total) => {
      await step(done, total);
      if (done < total && clicked) clickedBeforeEnd = true;
    });
    expect(clickedBeforeEnd).toBe(true);
  });
});
