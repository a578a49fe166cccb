// Types for profiles.js, plain JavaScript because the webpack build requires it.
import type { Language, Profile } from "../src";

export const PROFILE_NAMES: readonly Profile[];
export function fillProfiles(text: string, lang: Language): string;
