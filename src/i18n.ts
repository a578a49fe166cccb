// The one message engine for every catalogue: the core's messages (src/messages/), the
// results page's words (src/formats/export/words.ts) and the pane's (addin/i18n/pane/), each language's in its bundle (src/lang/<lang>/). A catalogue is a
// record per language of key -> template; {name} in a template marks a value. English is the
// reference (its templates type each key's values) and the fallback for a key a language lacks.
// Pure and Office-free: the core renders messages from Node too.
//
// The languages are one list, the bundles of src/lang/index.ts (each language's facts and words
// in its folder, src/lang/<lang>/), read through this module by the code and directly by the build
// scripts and the help generator; a language is its folder and its line there (docs/recipes.md).
import type { Language } from "./lang";

export { LANGUAGE_FACTS, LANGUAGES } from "./lang";
export type { Catalogue, Language, LanguageFacts } from "./lang";

/** A message as data: a catalogue key and its values; a value may itself be a message. */
export interface Message<K extends string = string> {
  key: K;
  params?: MessageParams<K>;
}
export type MessageParams<K extends string = string> = Record<string, string | number | Message<K>>;

/** The {name} placeholders of a template, as a type. */
export type Placeholders<S> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;

/**
 * The values a template needs, typed from its English text: every placeholder is a required
 * value, so a call that forgets one does not compile.
 */
export type ParamsOf<Template, Value> = [Placeholders<Template>] extends [never]
  ? Record<string, Value>
  : { [P in Placeholders<Template>]: Value } & Record<string, Value>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The {name} placeholders of a template, sorted: every language uses the English ones. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

/**
 * `template` with each {name} replaced by its value. A placeholder without a value stays as it
 * is, so a forgotten value shows in the text instead of vanishing.
 */
export function fillIn(template: string, params: Readonly<Record<string, unknown>> = {}, text: (value: unknown) => string = String): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? text(params[name]) : whole));
}

export function isMessage(v: unknown): v is Message {
  return typeof v === "object" && v !== null && typeof (v as Message).key === "string";
}

/**
 * The renderer of a set of catalogues: a message's text in `lang` (English by default, and for a
 * key the language lacks), its values that are messages rendered in the same language. The
 * catalogues are read at each call, so one replaced in a test is the one used.
 */
export function renderer<K extends string>(
  catalogues: Readonly<Record<Language, Readonly<Record<K, string>>>>,
): (message: Message<K>, lang?: Language) => string {
  const render = (message: Message<K>, lang: Language = "en"): string =>
    fillIn(catalogues[lang]?.[message.key] ?? catalogues.en[message.key], message.params, (v) => (isMessage(v) ? render(v as Message<K>, lang) : String(v)));
  return render;
}
