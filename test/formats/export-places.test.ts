// How a published file writes its figures (docs/rules.md §11): entries USEBIO's table of A-scores
// has no row for, and percentages in two places whatever the session's decimals=; and the results
// page's escape, on its own.
import { escapeHtml, exportSession, usebioScore } from "../../src/formats/export";
import { importResults } from "../../src/formats/import";
import { parseEntryText } from "../../src/entries/notation";
import { everyKindSession } from "../helpers/exportSession";

describe("docs/rules.md §11 USEBIO: 100 % and 0 % take three digits a side", () => {
  test.each([
    ["100%/0%", "A100000"],
    ["0%/100%", "A000100"],
    ["100%", "A100100"],
    ["A+/100%", "A060100"],
  ])("%s → SCORE %s, read back as itself (no warning)", (entry, score) => {
    expect(usebioScore(parseEntryText(entry))).toEqual({ score, exact: true });
  });

  test("a 100 %/0 % line is exported without a warning and imported back as 100%/0%", () => {
    const session = everyKindSession("matchpoints", "wbf");
    const first = session.lines[0];
    const out = exportSession({ ...session, lines: [{ ...first, entry: "100%/0%", contract: "" }, ...session.lines.slice(1)] }, "usebio");
    expect(out.text).toContain("<SCORE>A100000</SCORE>");
    expect(out.warnings.join("\n")).not.toMatch(new RegExp(`${first.where}\\b`));
    expect(importResults(new TextEncoder().encode(out.text)).rows[0].entry).toBe("100%/0%");
  });
});

describe("docs/rules.md §11 percentages are written with two places, whatever decimals= says", () => {
  const session = { ...everyKindSession("matchpoints", "wbf"), options: "profile=wbf; decimals=1" };

  test("PBN: TotalPercentage, Percentage_NS and Percentage_EW; the totals with decimals=1", () => {
    const text = exportSession(session, "pbn").text;
    const back = importResults(new TextEncoder().encode(text));
    const percents = back.totals.map((t) => t.percent).filter((p) => p !== null);
    expect(percents.length).toBeGreaterThan(0);
    for (const p of percents) expect(p).toMatch(/^\d+\.\d\d$/);
    for (const t of back.totals) if (t.score !== null) expect(t.score).toMatch(/^-?\d+\.\d$/);
    const header = text.split(/\r?\n/).find((l) => l.startsWith("[ScoreTable "))!;
    const columns = header
      .slice('[ScoreTable "'.length, -2)
      .split(";")
      .map((c) => c.split("\\")[0]);
    const at = columns.indexOf("Percentage_NS");
    expect(at).toBeGreaterThan(0);
    const firstLine = text.split(/\r?\n/)[text.split(/\r?\n/).indexOf(header) + 1].trim().split(/\s+/);
    expect(firstLine[at]).toMatch(/^\d+\.\d\d$/);
  });

  test("USEBIO: PERCENTAGE", () => {
    const back = importResults(new TextEncoder().encode(exportSession(session, "usebio").text));
    const percents = back.totals.map((t) => t.percent).filter((p) => p !== null);
    expect(percents.length).toBeGreaterThan(0);
    for (const p of percents) expect(p).toMatch(/^\d+\.\d\d$/);
  });
});

describe("docs/rules.md §11 the results page's escape", () => {
  test("&, <, >, \" and the apostrophe of 't Hoen and O'Brien", () => {
    expect(escapeHtml(`'t Hoen & O'Brien <b> "x"`)).toBe("&#39;t Hoen &amp; O&#39;Brien &lt;b&gt; &quot;x&quot;");
  });
});
