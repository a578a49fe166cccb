// docs/rules.md §4: the federation profiles come from one list (PROFILES in src/options.ts); the
// option parser, the pane's choice and its saved setting all follow it.
import { readdirSync, readFileSync, statSync } from "fs";
import { join } from "path";
import { PANE_MESSAGES, PaneKey } from "../../addin/i18n/pane";
import { Language, LANGUAGES } from "../../src/i18n";
import { DEFAULT_SETTINGS } from "../../addin/taskpane/paneSettings";
import { ProfileListDocument, PROFILE_LISTS, fillProfileLists, profileRounding } from "../../addin/taskpane/profiles";
import { loadSettings } from "../../addin/taskpane/settings";
import { Profile, PROFILES, PROFILE_NAMES, defaultOptions, isProfile, parseOptions } from "../../src/options";
import { optionKeys } from "../../src/worksheetFunctions";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import { finishMetadata } from "../../scripts/functions-metadata";
import { functionHelp, localizeMetadata, Metadata } from "../../scripts/localize-functions";
import { fillProfiles } from "../../scripts/profiles";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageMarkdown, PAGES } = require("../../scripts/help-pages") as {
  pageMarkdown: (out: string) => string;
  PAGES: Record<string, [string, string, Language]>;
};

/** MATCHPOINTS' options help in a functions.json. */
const optionsHelp = (metadata: Metadata): string =>
  metadata.functions.find((f) => f.id === "MATCHPOINTS")!.parameters.find((p) => p.name === "options")!.description!;

describe("profiles (docs/rules.md §4)", () => {
  test.each(PROFILE_NAMES)("profile=%s is accepted and sets exactly its defaults", (name) => {
    expect(parseOptions(`profile=${name}`, optionKeys("MATCHPOINTS"))).toEqual({ ...defaultOptions(), ...PROFILES[name].defaults, profile: name });
  });

  test("an unknown profile is an error listing the known ones", () => {
    expect(() => parseOptions("profile=sbu", optionKeys("MATCHPOINTS"))).toThrow(`profile takes ${PROFILE_NAMES.join("|")}`);
    expect(isProfile("sbu")).toBe(false);
    expect(isProfile("toString")).toBe(false);
  });

  describe("the pane's profile lists", () => {
    type Option = { value: string; textContent: string | null };
    /** Two <select> elements as the fill sees them: a value that must be one of the options. */
    function page(): { doc: ProfileListDocument<Option>; lists: Map<string, { value: string; options: Option[] }> } {
      const lists = new Map<string, { value: string; options: Option[]; replaceChildren(...options: Option[]): void }>(
        PROFILE_LISTS.map((id) => {
          let chosen = "";
          const list = {
            options: [] as Option[],
            get value() {
              return chosen;
            },
            set value(v: string) {
              chosen = list.options.some((o) => o.value === v) ? v : "";
            },
            replaceChildren(...options: Option[]) {
              list.options = options;
              chosen = options[0]?.value ?? "";
            },
          };
          return [id, list] as const;
        }),
      );
      return { doc: { getElementById: (id) => lists.get(id) ?? null, createElement: () => ({ value: "", textContent: null }) }, lists };
    }

    test.each(PROFILE_LISTS)("%s offers every profile, labelled as in PROFILES", (id) => {
      const { doc, lists } = page();
      fillProfileLists(doc, "en");
      expect(lists.get(id)!.options.map((o) => [o.value, o.textContent])).toEqual(PROFILE_NAMES.map((name) => [name, PROFILES[name].label]));
      expect(isProfile(DEFAULT_SETTINGS.profile)).toBe(true);
    });

    test("the page writes no profile by hand: taskpane.html's lists are empty until filled", () => {
      const html = readFileSync(join(__dirname, "../../addin/taskpane/taskpane.html"), "utf8");
      for (const id of PROFILE_LISTS) expect(html).toMatch(new RegExp(`<select id="${id}"></select>`));
    });

    test("a change of language renames the profiles and keeps the one chosen", () => {
      const { doc, lists } = page();
      fillProfileLists(doc, "en");
      lists.get("profile")!.value = "nbb";
      fillProfileLists(doc, "nl");
      expect(lists.get("profile")!.value).toBe("nbb");
      expect(lists.get("import-profile")!.value).toBe(PROFILE_NAMES[0]);
      expect(lists.get("profile")!.options.map((o) => o.textContent)).toEqual(PROFILE_NAMES.map((name) => PANE_MESSAGES.nl[`profile.${name}`]));
    });
  });

  test("the pane's catalogue names every profile, in English as in PROFILES", () => {
    const en = PANE_MESSAGES.en as Record<string, string>;
    for (const name of PROFILE_NAMES) expect(en[`profile.${name}`]).toBe(PROFILES[name].label);
    for (const lang of Object.keys(PANE_MESSAGES) as (keyof typeof PANE_MESSAGES)[])
      expect(
        Object.keys(PANE_MESSAGES[lang])
          .filter((k) => /^profile\.(?!label$)/.test(k))
          .sort(),
      ).toEqual(PROFILE_NAMES.map((n) => `profile.${n}`).sort());
  });

  test("MATCHPOINTS' help in Excel (functions.json, built from its JSDoc) names every profile, wbf the default", async () => {
    const result = await generateCustomFunctionsMetadata([join(__dirname, "../../addin/functions/matchpoints.ts")], true);
    expect(result.errors).toEqual([]);
    const options = optionsHelp(JSON.parse(finishMetadata(result.metadataJson)) as Metadata);
    expect(/Profiles ([^.]*)\./.exec(options)?.[1]).toBe(`${PROFILE_NAMES[0]} (default), ${PROFILE_NAMES.slice(1).join(", ")}`);
  });

  describe("the pane's saved profile", () => {
    const g = globalThis as unknown as { Office?: unknown };
    const withSaved = (saved: Record<string, unknown>) => (g.Office = { context: { document: { settings: { get: (key: string) => saved[key] ?? null } } } });
    afterEach(() => delete g.Office);

    test.each(PROFILE_NAMES)("%s is loaded as saved", (name) => {
      withSaved({ profile: name, scoring: "butler" });
      expect(loadSettings()).toEqual({ profile: name, scoring: "butler" });
    });

    test("a new workbook starts at the default without a notice", () => {
      withSaved({});
      expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    });

    test("an unknown saved profile is not reset silently: the pane says so", () => {
      withSaved({ profile: "sbu" });
      const s = loadSettings();
      expect(s.profile).toBe(DEFAULT_SETTINGS.profile);
      expect(s.notice).toContain(`profile 'sbu' is not one this add-in knows (${PROFILE_NAMES.join(", ")})`);
    });
  });
});

// docs/recipes.md, "Add a profile": a profile is its entry in PROFILES plus its words; each list a
// director sees derives from PROFILES (written into the help pages and Excel's function help by the
// build, scripts/profiles.js) or is checked against it here, so a forgotten file fails.
describe("every profile is shown wherever profiles are listed (docs/rules.md §4)", () => {
  const page = (name: string, lang: Language) => readFileSync(join(__dirname, "..", "..", "docs", lang === "en" ? `${name}.md` : `${name}.${lang}.md`), "utf8");
  const built = (name: string, lang: Language) => pageMarkdown(lang === "en" ? `${name}.html` : `${name}.${lang}.html`);

  test.each(LANGUAGES)("the help page in %s, as built, lists every profile among the options (profile=…) and in its profile list", (lang) => {
    const text = built("help", lang);
    expect(/`profile=([a-z|]+)`/.exec(text)?.[1].split("|")).toEqual(PROFILE_NAMES);
    for (const name of PROFILE_NAMES)
      expect(`${name}: ${text.includes(`\`${name}\`: ${PANE_MESSAGES[lang][`profile.${name}` as PaneKey]}`)}`).toBe(`${name}: true`);
  });

  test.each([...LANGUAGES.map((lang) => (lang === "en" ? "help.md" : `help.${lang}.md`)), "reference.md", "functions.md"])(
    "docs/%s writes no profile list by hand: the build writes it from PROFILES",
    (file) => {
      const text = readFileSync(join(__dirname, "..", "..", "docs", file), "utf8");
      expect(text).toContain("{PROFILES");
      expect(text).not.toMatch(/wbf\|dbf|`wbf` \(|wbf \(/);
      expect(fillProfiles(text, "en")).not.toContain("{PROFILES");
      expect(pageMarkdown(file.replace(/\.md$/, ".html"))).not.toContain("{PROFILES");
    },
  );

  // Two or more profile names in a row, backticked or not, apart by a comma, a semicolon, `|` or
  // "and"/"or" in the four languages, a name perhaps followed by its bracket ("wbf (default), dbf").
  // A name glued to a letter, digit or `=` (`scale=acbl`, ACBLscore) is not a profile's.
  const profileName = `(?<![\\p{L}\\d_=.-])\`?(?:${PROFILE_NAMES.join("|")})\`?(?![\\p{L}\\d_])`;
  const separator = `\\s*(?:[,;|]|(?<!\\p{L})(?:and|or|og|eller|en|of|és|vagy)(?!\\p{L}))\\s*`;
  const handList = (text: string): string[] =>
    [...text.matchAll(new RegExp(`${profileName}(?:\\s*\\([^()\\n]*\\))?${separator}${profileName}`, "gu"))].map((m) => m[0]);

  test("the hand-list check sees a list in every form a text has used, and no option's value", () => {
    for (const list of [
      "(`wbf`, `nbb`, `acbl`)",
      "wbf|dbf",
      "wbf (default), dbf",
      "`nbb` og `acbl`",
      "`wbf` és\n`dbf`",
      "`dbf` eller `wbf`",
      "`wbf` (standaard) en `dbf`",
    ])
      expect(`${list}: ${handList(list).length}`).toBe(`${list}: 1`);
    for (const prose of [
      "`profile=dbf`, `scale=pp`",
      "`scale=acbl`, `smallgroups=acbl`",
      "WBF, EBU, NBB and ACBL",
      "ACBLscore and dbf",
      "{PROFILES (default)}",
    ])
      expect(`${prose}: ${handList(prose).length}`).toBe(`${prose}: 0`);
  });

  // The rules pages are left out: they are a profile's own text (docs/recipes.md), each sentence a
  // rule that names the profiles it is about ("`nbb` and `acbl` are variants of `wbf`"), and "the
  // rules in … describe every profile" checks them. Elsewhere a sentence that must name profiles
  // (not a list of them) is written here, phrase for phrase, with its reason.
  const PROSE: Record<string, string[]> = {
    // Which profiles' totals a test file covers: those two are the ones §11 tells apart.
    "docs/import-export.md": ["`acbl` and `dbf`"],
  };
  const published = [...new Set(Object.values(PAGES).map(([source]) => source))].filter((file) => !/^docs\/(rules|recipes)\b/.test(file));
  const filesIn = (dir: string): string[] =>
    readdirSync(join(__dirname, "../..", dir)).flatMap((name) =>
      statSync(join(__dirname, "../..", dir, name)).isDirectory() ? filesIn(`${dir}/${name}`) : [`${dir}/${name}`],
    );
  const texts = [...published, ...filesIn("addin/functions"), ...filesIn("src/lang")];

  test("the hand-list check reads the published pages, the functions' JSDoc and the bundles", () => {
    for (const file of [
      "docs/help.md",
      "docs/help.hu.md",
      "docs/reference.md",
      "docs/import-export.md",
      "addin/functions/matchpoints.ts",
      "src/lang/da/pane.ts",
    ])
      expect(texts).toContain(file);
  });

  test.each([...new Set(texts)])("%s lists no profiles by hand: a {PROFILES…} placeholder writes them from PROFILES", (file) => {
    expect(handList(readFileSync(join(__dirname, "../..", file), "utf8"))).toEqual(PROSE[file] ?? []);
  });

  test.each(LANGUAGES)("RANKING's columns in %s, as built, name the profiles whose scale is matchpoints (docs/rules.md §6)", (lang) => {
    const scaleOf = (name: Profile) => parseOptions(`profile=${name}`, optionKeys("MATCHPOINTS")).scale;
    const matchpoints = PROFILE_NAMES.filter((name) => ["mp", "acbl"].includes(scaleOf(name)));
    expect(built("help", lang)).toContain(`(${matchpoints.map((name) => `\`${name}\``).join(", ")}) |`);
    for (const scale of new Set(PROFILE_NAMES.map(scaleOf)))
      expect(fillProfiles(`{PROFILES scale=${scale}}`, lang)).toBe(
        PROFILE_NAMES.filter((name) => scaleOf(name) === scale)
          .map((name) => `\`${name}\``)
          .join(", "),
      );
  });

  test("a {PROFILES key=…} that selects no profile, or names no option, stops the build", () => {
    expect(() => fillProfiles("{PROFILES scale=furlongs}", "en")).toThrow("no profile has scale=furlongs");
    expect(() => fillProfiles("{PROFILES colour=red}", "en")).toThrow("colour is not an option");
  });

  test("docs/recipes.md, as built, still shows the placeholders it explains", () => {
    expect(pageMarkdown("recipes.html")).toContain("`{PROFILES|}`");
  });

  test.each(LANGUAGES)("the rules in %s describe every profile", (lang) => {
    const text = page("rules", lang);
    for (const name of PROFILE_NAMES) expect(`${name}: ${text.includes(`\`${name}\``)}`).toBe(`${name}: true`);
  });

  test.each(LANGUAGES)("the pane names every profile in %s", (lang) => {
    for (const name of PROFILE_NAMES)
      expect(`${name}: ${PANE_MESSAGES[lang][`profile.${name}` as PaneKey]?.trim() ? "named" : "missing"}`).toBe(`${name}: named`);
  });

  test.each(LANGUAGES.filter((l) => l !== "en"))(
    "MATCHPOINTS' help for Excel in %s (functions-<lang>.json, as built from docs/help.<lang>.md) names every profile",
    async (lang) => {
      const result = await generateCustomFunctionsMetadata([join(__dirname, "../../addin/functions/matchpoints.ts")], true);
      const source = readFileSync(join(__dirname, "..", "..", "docs", `help.${lang}.md`), "utf8");
      const table = functionHelp(lang) ?? {};
      const english = JSON.parse(finishMetadata(result.metadataJson)) as Metadata;
      const { metadata } = localizeMetadata(english, Object.fromEntries(english.functions.map((f) => [f.id, table[f.id]])), lang);
      const options = optionsHelp(metadata);
      expect(source).toContain("{PROFILES");
      expect(options).not.toContain("{PROFILES");
      expect(options).toMatch(new RegExp(`\\b${PROFILE_NAMES[0]} \\([^()]+\\), ${PROFILE_NAMES.slice(1).join(", ")}\\.`));
    },
  );

  test("the pane's two lists are the workbook's profile and the import's", () => {
    expect([...PROFILE_LISTS].sort()).toEqual(["import-profile", "profile"]);
  });

  test("the command-line import and export take the profiles of PROFILES, not a list of their own", () => {
    for (const script of ["import.js", "export.js"]) {
      const source = readFileSync(join(__dirname, "..", "..", "scripts", script), "utf8");
      expect(source).toContain("PROFILE_NAMES");
      expect(source).not.toMatch(/["']dbf["']/);
    }
  });

  test.each(PROFILE_NAMES)("the adjustment form shows for %s what its options round (docs/rules.md §5)", (name) => {
    const options = parseOptions(`profile=${name}`, optionKeys("MATCHPOINTS"));
    expect(profileRounding(name)).toEqual({ againstOffender: options.weighted === "offender", linked: options.artificial === "away" });
  });

  test("only dbf rounds against the offender and keeps linked scores together today", () => {
    expect(PROFILE_NAMES.filter((name) => profileRounding(name).againstOffender)).toEqual(["dbf"]);
    expect(PROFILE_NAMES.filter((name) => profileRounding(name).linked)).toEqual(["dbf"]);
  });
});
