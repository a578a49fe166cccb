// "Export results…" end to end (docs/rules.md §11): the built pane in headless Chromium on the
// stand-in's workbook exports the traveller sheet as a results page, USEBIO and PBN — downloaded
// where the host is Excel on the web, shown to copy and opened in an Office dialog where it is a
// desktop web view — with the scoring of the sheet's own formula; a sheet that is not a traveller
// turns Export off and says why; a bad entry is exported as not played only when confirmed. The
// results page itself: a screenshot at A4 width, and every table with a caption and scoped headers.
//
// Each test opens its own page; waits are on the pane's counters (#app data-export-checks,
// data-export) and on elements, never on a timer. Needs Debian's chromium (see taskpane.test.ts).
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { ROOT } from "../../support/build";
import { suite, useChromium } from "./harness";
import { importResults, checkResults } from "../../src/formats/import";
import { resultsPage, scoreSession } from "../../src/formats/export";
import { paneText } from "../../addin/i18n/pane";
import { everyKindSession } from "../helpers/exportSession";

const SHOTS = path.join(ROOT, "test-output", "e2e");
const SHEET = "Round 1";

/** A traveller of two boards with the pairs' names and the sheet's Butler formula. */
const TRAVELLER = [
  ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score", "NS names", "EW names", "NS IMPs"],
  [1, 1, 11, "4H", "S", 10, 420, "Ødegård & Łukasz <Ż>", 'Ann "Q" - Bo', '=BRIDGE.BUTLERIMP(G2:G9,A2:A9,"profile=wbf; trim=0")'],
  [1, 2, 12, "4H", "S", 11, 450, "Żółć - Ñandú", "Ἀθηνᾶ & 李雷", ""],
  [1, 3, 13, "4H", "S", 9, -50, "", "", ""],
  [1, 4, 14, "", "", "", "A+/A-", "", "", ""],
  [2, 1, 12, "2S", "N", 8, 110, "", "", ""],
  [2, 2, 13, "", "", "", "40% 110 + 60% -100", "", "", ""],
  [2, 3, 14, "2S", "N", 7, -100, "", "", ""],
  [2, 4, 11, "3C", "E", 9, "42O", "", "", ""],
];

suite("Export results… in Chromium", () => {
  const harness = useChromium();

  /** The pane on the traveller and a sheet of notes; no director's name on this computer. */
  function open(config: Record<string, unknown> = {}): Promise<Page> {
    const full = {
      sheets: {
        [SHEET]: TRAVELLER,
        Notes: [
          ["Tuesday", "notes"],
          ["no traveller", "here"],
        ],
      },
      selection: `'${SHEET}'!G2`,
      apiVersion: "1.18",
      ...config,
    };
    return harness.open(full, "");
  }

  const counter = (p: Page, name: string): Promise<number> => p.evaluate((n) => Number(document.getElementById("app")?.dataset[n] ?? 0), name);
  /** Runs an action and waits until the pane has finished the export step it starts. */
  async function step(p: Page, name: "export" | "exportChecks", action: () => Promise<unknown>): Promise<void> {
    const before = await counter(p, name);
    await action();
    await p.waitForFunction(([n, b]) => Number(document.getElementById("app")?.dataset[n as string] ?? 0) > Number(b), [name, before] as const);
  }
  const openSection = (p: Page) => step(p, "exportChecks", () => p.locator("#export > summary").click());
  async function exportAs(p: Page, format: string): Promise<void> {
    await p.locator("#export-format").selectOption(format);
    await step(p, "export", () => p.locator("#export-button").click());
  }
  const confirmNp = (p: Page) => step(p, "export", () => p.locator("#export-confirm-np").click());

  it("Excel on the web: the three formats download, scored as the sheet's formula says (Butler, trim=0), a bad line only as not played after confirming", async () => {
    const p = await open({ platform: "OfficeOnline" });
    await openSection(p);
    expect(await p.locator("#export-button").isEnabled()).toBe(true);
    expect(await p.locator("#export-summary").textContent()).toBe(
      paneText("en", "export.ready", { lines: 8, sheet: SHEET, scoring: "Butler IMPs", profile: "wbf" }),
    );
    // The date starts with today's (docs/task-pane.md): the page's local date, whichever side of midnight this ran on.
    const days = [0, 1]
      .map((d) => new Date(Date.now() - d * 60_000))
      .map((t) => `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, "0")}-${String(t.getDate()).padStart(2, "0")}`);
    expect(days).toContain(await p.locator("#export-date").inputValue());
    await p.locator("#export-event").fill("Tuesday & <pairs>");
    await p.locator("#export-date").fill("2026-03-05");
    await p.locator("#export-club").fill("Seaside & Co");
    await p.locator("#export-event-id").fill("12345");
    const files: Record<string, string> = {};
    for (const format of ["html", "usebio", "pbn"]) {
      await exportAs(p, format);
      // The line whose entry does not read: listed, and exported only as not played when confirmed.
      expect(await p.locator("#export-confirm").isVisible()).toBe(true);
      expect(await p.locator("#export-confirm-text").textContent()).toMatch(
        /^1 line\(s\) have an entry that does not read: 'Round 1'!G9, board 2, 4–11: '42O' is not a score/,
      );
      await confirmNp(p);
      expect(await p.locator("#export-download").isVisible()).toBe(true);
      const [download] = await Promise.all([p.waitForEvent("download"), p.locator("#export-download").click()]);
      expect(download.suggestedFilename()).toBe(`Tuesday & pairs.${format === "usebio" ? "xml" : format}`);
      files[format] = fs.readFileSync((await download.path())!, "utf8");
      await p.locator("main").screenshot({ path: path.join(SHOTS, `export-web-${format}.png`) });
    }
    // USEBIO's CLUB and EVENT_IDENTIFIER from the pane's fields (docs/import-export.md, USEBIO element by element).
    expect(files.usebio).toMatch(/<CLUB_NAME>Seaside &amp; Co<\/CLUB_NAME>[^]*<EVENT_IDENTIFIER>12345<\/EVENT_IDENTIFIER>/);
    expect(files.html).toMatch(/^<!doctype html>/);
    expect(files.html).toContain("Tuesday &amp; &lt;pairs&gt;");
    expect(files.html).toContain("Ødegård &amp; Łukasz &lt;Ż&gt;");
    expect(files.html).toContain("Exported as not played (the entry could not be read): &#39;Round 1&#39;!G9 2: 4\u201311 &#39;42O&#39;.");
    for (const format of ["usebio", "pbn"]) {
      const back = importResults(new TextEncoder().encode(files[format]));
      expect(back.scoring).toBe("butler");
      expect(back.rows.map((r) => r.entry)).toEqual(["420", "450", "-50", "A+/A-", "110", "40% 110 + 60% -100", "-100", "NP"]);
      const report = checkResults(back, "wbf");
      expect(report.options).toBe("profile=wbf; trim=0");
      expect(report.disagreements).toBe(0);
      expect(back.totals.map((t) => t.names)).toEqual(expect.arrayContaining(["Ødegård & Łukasz <Ż>", 'Ann "Q" - Bo', "Żółć - Ñandú", "Ἀθηνᾶ & 李雷"]));
    }
    // What USEBIO cannot say is listed in the pane.
    await exportAs(p, "usebio");
    await confirmNp(p);
    expect(await p.locator("#export-warnings li").allTextContents()).toEqual([
      expect.stringMatching(/board 2, 2–13: USEBIO cannot say 40% 110 \+ 60% -100; written as -100$/),
    ]);
  });

  it("Excel on Windows (no download in its web view): the text to copy, and a dialog to print the results page or copy the file", async () => {
    const p = await open({ platform: "PC" });
    await openSection(p);
    await exportAs(p, "html");
    await confirmNp(p);
    expect(await p.locator("#export-download").isVisible()).toBe(false);
    expect(await p.locator("#export-nodownload").textContent()).toBe(paneText("en", "export.noDownload", { file: "Round 1.html" }));
    expect(await p.locator("#export-text").inputValue()).toMatch(/^<!doctype html>/);
    await p.locator("#export-open").click();
    const dialog = p.frameLocator("#standin-dialog");
    await dialog.locator("body[data-shown=html]").waitFor();
    expect(await dialog.frameLocator("#file").locator("h1").textContent()).toBe("Round 1");
    expect(await dialog.locator("#print").textContent()).toBe(paneText("en", "export.print"));
    await p.screenshot({ path: path.join(SHOTS, "export-dialog-html.png") });
    await dialog.locator("#close").click();
    await p.locator("#standin-dialog").waitFor({ state: "detached" });

    await exportAs(p, "pbn");
    await confirmNp(p);
    await p.locator("#export-open").click();
    await dialog.locator("body[data-shown=text]").waitFor();
    expect(await dialog.locator("textarea#file").inputValue()).toBe(await p.locator("#export-text").inputValue());
    expect(await dialog.locator("textarea#file").inputValue()).toMatch(/^\uFEFF% PBN 2\.1/);
    await dialog.locator("#close").click();
    await p.locator("#standin-dialog").waitFor({ state: "detached" });

    // Copy: the text is selected and the pane says where to paste it.
    await exportAs(p, "usebio");
    await confirmNp(p);
    await p.locator("#export-copy").click();
    await p.waitForFunction(() => /Copied/.test(document.getElementById("status")?.textContent ?? ""));
    expect(await p.locator("#status").textContent()).toBe(paneText("en", "export.copied", { file: "Round 1.xml" }));
  });

  it("without DialogApi 1.2 (no messageChild) the pane offers only the text to copy", async () => {
    const p = await open({ platform: "Mac", dialogApi: "1.1" });
    await openSection(p);
    await exportAs(p, "pbn");
    await step(p, "export", () => p.locator("#export-cancel").click());
    expect(await p.locator("#export-result").isVisible()).toBe(false);
    await exportAs(p, "pbn");
    await confirmNp(p);
    expect(await p.locator("#export-open").isVisible()).toBe(false);
    expect(await p.locator("#export-copy").isVisible()).toBe(true);
  });

  it("a sheet that is not a traveller turns Export off and says why; back on the traveller it is on again", async () => {
    const p = await open({ selection: "Notes!A1" });
    await openSection(p);
    expect(await p.locator("#export-button").isDisabled()).toBe(true);
    expect(await p.locator("#export-problem").textContent()).toBe(paneText("en", "export.noTraveller", { sheet: "Notes" }));
    await step(p, "exportChecks", () => p.evaluate(() => (window as unknown as { __standin: { select(a: string): void } }).__standin.select("'Round 1'!A1")));
    expect(await p.locator("#export-button").isEnabled()).toBe(true);
    expect(await p.locator("#export-problem").isVisible()).toBe(false);
  });

  it("the results page at A4 width: a screenshot, nothing wider than the page, A4 and Letter PDFs, every table with a caption and scoped headers", async () => {
    // A page of its own in the suite's browser (the pane's page only lends it its context).
    const p = await (await open()).context().newPage();
    const pageErrors: string[] = [];
    p.on("pageerror", (e) => pageErrors.push(e.message));
    // 210 mm at 96 px per inch.
    await p.setViewportSize({ width: 794, height: 1123 });
    const html = resultsPage(scoreSession(everyKindSession("matchpoints", "wbf")));
    await p.setContent(html);
    await p.screenshot({ path: path.join(SHOTS, "results-page-a4.png"), fullPage: true });
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(794);
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await p.pdf({ format, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const problems = await p.evaluate(() => {
      const out: string[] = [];
      document.querySelectorAll("table").forEach((t, i) => {
        const where = t.id || `table ${i + 1}`;
        if (!t.caption || !t.caption.textContent?.trim()) out.push(`${where}: no caption`);
        if (!t.tHead || t.tHead.rows.length === 0) out.push(`${where}: no header row`);
        t.querySelectorAll("th").forEach((th) => {
          const scope = th.getAttribute("scope");
          const inHead = th.closest("thead") !== null;
          if (inHead ? scope !== "col" : scope !== "row") out.push(`${where}: <th> "${th.textContent}" has scope ${scope}`);
          if (!th.textContent?.trim()) out.push(`${where}: an empty <th>`);
        });
        t.querySelectorAll("tbody tr, tfoot tr").forEach((tr) => {
          if (!tr.querySelector("th[scope=row]")) out.push(`${where}: a row without a row header`);
        });
      });
      if (!document.documentElement.lang) out.push("no lang on <html>");
      return { out, tables: document.querySelectorAll("table").length };
    });
    expect(problems.out).toEqual([]);
    expect(problems.tables).toBe(1 + 4 + 16);
    expect(pageErrors).toEqual([]);
  });
});
