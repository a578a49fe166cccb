// docs/rules.md §11 "The results page", in print: A4, or Letter for ACBL clubs; a ranking-only
// print without a script; the Butler datum on each board; one Boards column in an IMP ranking.
import { exportSession, resultsPage, scoreSession } from "../../src/formats/export";
import { scoreDatums } from "../../src/imps/butler";
import { everyKindSession } from "../helpers/exportSession";

describe("docs/rules.md §11 the results page in print", () => {
  it("prints on A4 in every profile but acbl, whose clubs print on Letter", () => {
    for (const profile of ["wbf", "dbf", "nbb"])
      expect(exportSession(everyKindSession("matchpoints", profile), "html").text).toContain("@page { size: A4; margin: 12mm; }");
    expect(exportSession(everyKindSession("matchpoints", "acbl"), "html").text).toContain("@page { size: letter; margin: 12mm; }");
  });

  it("offers a ranking-only print with a box and no script: ticked, the travellers and the score cards stay off paper", () => {
    const html = exportSession(everyKindSession("matchpoints", "wbf"), "html").text;
    expect(html).toContain(
      '<input type="checkbox" id="ranking-only" class="print-choice"><label for="ranking-only" class="print-choice"> Print the ranking only</label>',
    );
    expect(html).toMatch(
      /@media print \{[^]*\.print-choice \{ display: none; \}[^]*#ranking-only:checked ~ main \.part-travellers, #ranking-only:checked ~ main \.part-cards \{ display: none; \}/,
    );
    // The box is a sibling before <main>, so `~ main` reaches the parts; the ranking is in neither.
    expect(html.indexOf('id="ranking-only"')).toBeLessThan(html.indexOf("<main>"));
    const travellers = /<div class="part-travellers">([^]*?)<\/div>\n<div class="part-cards">([^]*?)<\/div><\/div><\/section>/.exec(html)!;
    expect(travellers[1]).toContain('<table class="traveller"');
    expect(travellers[1]).not.toContain('<table class="ranking"');
    expect(travellers[2]).toContain('<table class="card"');
    expect(html).not.toMatch(/<script/i);
    // The director can have it ticked from the start.
    expect(exportSession(everyKindSession("matchpoints", "wbf"), "html", { rankingOnly: true }).text).toContain(
      '<input type="checkbox" id="ranking-only" class="print-choice" checked>',
    );
    expect(resultsPage(scoreSession({ ...everyKindSession("matchpoints", "wbf"), language: "da" }))).toContain("Udskriv kun resultatlisten");
  });

  it("prints each board's Butler datum, as BUTLERDATUM gives it, with the board", () => {
    const session = everyKindSession("butler", "wbf");
    const html = exportSession(session, "html").text;
    for (const board of ["1", "2", "3", "4"]) {
      const lines = session.lines.filter((l) => l.board === board);
      const datums = scoreDatums(
        lines.map((l) => [l.entry]),
        undefined,
        session.options,
      ).map((r) => (Array.isArray(r) ? r[0] : ""));
      const distinct = [...new Set(datums.filter((d) => typeof d === "number"))];
      expect(distinct.length).toBeGreaterThan(0);
      const caption = new RegExp(`<caption>Board ${board},[^<]*<span class="datum">\u00b7 Butler datum: ${distinct.join(" / ")}</span></caption>`);
      expect(html).toMatch(caption);
    }
    // Not at matchpoints or cross-IMPs, which have no datum.
    expect(exportSession(everyKindSession("crossimp", "wbf"), "html").text).not.toContain("datum");
  });

  it("at IMPs the ranking has one Boards column (Max is the boards again): Rank, Pair, Names, Boards, IMPs, IMPs per board", () => {
    for (const scoring of ["butler", "crossimp"] as const) {
      const html = exportSession(everyKindSession(scoring, "wbf"), "html").text;
      const ranking = /<table class="ranking"[^]*?<\/table>/.exec(html)![0];
      const head = [...ranking.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      expect(head).toEqual(["Rank", "Pair", "Names", "Boards", "IMPs", "IMPs per board"]);
      const row = /<tbody><tr>([^]*?)<\/tr>/.exec(ranking)![1];
      expect([...row.matchAll(/<t[dh]/g)]).toHaveLength(6);
    }
    const mp = /<table class="ranking"[^]*?<\/table>/.exec(exportSession(everyKindSession("matchpoints", "wbf"), "html").text)![0];
    expect([...mp.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])).toEqual(["Rank", "Pair", "Names", "Boards", "Matchpoints", "Max", "%"]);
  });

  it("docs/rules.md §6, §11: under dbf (scale=pp) the ranking's Score and Max say they are matchpoints around the average, in every language", () => {
    const head = (profile: string, language: "en" | "da" | "nl" | "hu") => {
      const html = exportSession({ ...everyKindSession("matchpoints", profile), language }, "html").text;
      const ranking = /<table class="ranking"[^]*?<\/table>/.exec(html)![0];
      return [...ranking.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]).slice(4, 6);
    };
    expect(head("dbf", "en")).toEqual(["± Matchpoints", "Max ±"]);
    expect(head("dbf", "da")).toEqual(["± parpoint", "Maks. ±"]);
    expect(head("dbf", "nl")).toEqual(["± Matchpunten", "Max ±"]);
    expect(head("dbf", "hu")).toEqual(["± matchpont", "Max. ±"]);
    // The same profile on the mp scale is plain matchpoints again.
    const html = exportSession({ ...everyKindSession("matchpoints", "dbf"), options: "profile=dbf;scale=mp" }, "html").text;
    expect(/<table class="ranking"[^]*?<\/table>/.exec(html)![0]).toContain(">Matchpoints</th>");
    expect(head("wbf", "en")).toEqual(["Matchpoints", "Max"]);
  });
});
