// The pane's profile lists, filled from PROFILES (src/options.ts) at start-up and on a change of
// language: a new federation profile is an entry there and its name in the pane's catalogue, with
// nothing to keep in step in taskpane.html.
import { Language } from "../i18n/language";
import { PaneKey, paneText } from "../i18n/pane";
import { PROFILE_NAMES, Profile } from "../../src";
import { parseOptions } from "../../src/index";

/** The <select> elements that choose a profile: the workbook's, and the one for an import. */
export const PROFILE_LISTS = ["profile", "import-profile"] as const;

/** Each profile as the pane lists it, in PROFILES' order, named in the pane's language. */
export function profileChoices(lang: Language): { value: Profile; label: string }[] {
  return PROFILE_NAMES.map((value) => ({ value, label: paneText(lang, `profile.${value}` as PaneKey) }));
}

/** The little of the DOM the fill uses, so a test can drive it without a browser. */
export interface ProfileListDocument<Option extends { value: string; textContent: string | null }> {
  getElementById(id: string): { value: string; replaceChildren(...options: Option[]): void } | null;
  createElement(tag: "option"): Option;
}

/** (Re)fills the profile lists in `lang`, keeping the profile each one had chosen. */
export function fillProfileLists<Option extends { value: string; textContent: string | null }>(doc: ProfileListDocument<Option>, lang: Language): void {
  const choices = profileChoices(lang);
  for (const id of PROFILE_LISTS) {
    const list = doc.getElementById(id);
    if (!list) continue;
    const chosen = list.value;
    list.replaceChildren(
      ...choices.map(({ value, label }) => {
        const option = doc.createElement("option");
        option.value = value;
        option.textContent = label;
        return option;
      }),
    );
    if (choices.some((c) => c.value === chosen)) list.value = chosen;
  }
}

/** What a profile rounds that the adjustment form must show: read from its options in PROFILES, never listed here. */
export interface ProfileRounding {
  /** A weighted score is rounded against the offending side (!NS, !EW; docs/rules.md §5.3), so a one-sided weighted score makes sense. */
  againstOffender: boolean;
  /** Artificial scores are rounded away from the average, linked ones (~1) together (§5.1, §5.2), so the link marker means something. */
  linked: boolean;
}

export function profileRounding(profile: Profile): ProfileRounding {
  const options = parseOptions(`profile=${profile}`, ["profile"]);
  return { againstOffender: options.weighted === "offender", linked: options.artificial === "away" };
}
