// docs/rules.md §4: the federation profiles come from one list (PROFILES in src/options.ts); the
// option parser, the pane's choice and its saved setting all follow it.
import { readFileSync } from "fs";
import { join } from "path";
import { PANE_MESSAGES } from "../addin/i18n/pane";
import { DEFAULT_SETTINGS } from "../addin/taskpane/formulaPlan";
import { loadSettings } from "../addin/taskpane/settings";
import { MATCHPOINT_KEYS, PROFILES, PROFILE_NAMES, defaultOptions, isProfile, parseOptions } from "../src/options";

describe("profiles (docs/rules.md §4)", () => {
  test.each(PROFILE_NAMES)("profile=%s is accepted and sets exactly its defaults", (name) => {
    expect(parseOptions(`profile=${name}`, MATCHPOINT_KEYS)).toEqual({ ...defaultOptions(), ...PROFILES[name].defaults, profile: name });
  });

  test("an unknown profile is an error listing the known ones", () => {
    expect(() => parseOptions("profile=sbu", MATCHPOINT_KEYS)).toThrow(`profile takes ${PROFILE_NAMES.join("|")}`);
    expect(isProfile("sbu")).toBe(false);
    expect(isProfile("toString")).toBe(false);
  });

  test.each(["profile", "import-profile"])("the pane's %s choice offers every profile, labelled as in PROFILES", (id) => {
    const html = readFileSync(join(__dirname, "../addin/taskpane/taskpane.html"), "utf8");
    const select = new RegExp(`<select id="${id}">([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
    const offered = [...select.matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(offered).toEqual(PROFILE_NAMES.map((name) => [name, PROFILES[name].label]));
    expect(isProfile(DEFAULT_SETTINGS.profile)).toBe(true);
  });

  test("the pane's catalogue names every profile, in English as in PROFILES", () => {
    const en = PANE_MESSAGES.en as Record<string, string>;
    for (const name of PROFILE_NAMES) expect(en[`profile.${name}`]).toBe(PROFILES[name].label);
    for (const lang of Object.keys(PANE_MESSAGES) as (keyof typeof PANE_MESSAGES)[])
      expect(Object.keys(PANE_MESSAGES[lang]).filter((k) => /^profile\.(?!label$)/.test(k)).sort()).toEqual(PROFILE_NAMES.map((n) => `profile.${n}`).sort());
  });

  describe("the pane's saved profile", () => {
    const g = globalThis as unknown as { Office?: unknown };
    const withSaved = (saved: Record<string, unknown>) =>
      (g.Office = { context: { document: { settings: { get: (key: string) => saved[key] ?? null } } } });
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
      expect(s.notice).toMatch(/profile 'sbu' is not one this add-in knows \(wbf, dbf, nbb, acbl\)/);
    });
  });
});
