// The core's messages in each language of the bundle list: one catalogue, keyed, so
// no sentence is built by hand at a throw site. A message is a key and its values; {name} marks a
// value. A value may itself be a message (a fragment such as expected.entry, or an inner error a
// caller wraps), rendered in the same language. English (src/lang/en/messages.ts) is the reference
// and the fallback; each language's is src/lang/<lang>/messages.ts, in its bundle (src/lang/), and
// src/i18n.ts renders them all.
//
// Wiring: a throw site is
//   throw inputError("entry.weightsTotal", { cell: quote(original), total: 90 });
// (src/errors.ts): a BridgeInputError whose .message is the English text (so every caller and
// test reads the same words as before) and which carries { key, params }; a bad cell (CellError,
// src/entries/cells.ts) and an import error carry their message the same way. The adapter, which knows the
// user's language (the pane's choice, else Office.context.displayLanguage), puts
// renderMessage(error, lang) into #VALUE! instead of error.message. Nested errors (a row inside a
// field, a pair against a pair) pass the inner message as a value: { message: inner }.
// test/i18n/messages-wiring.test.ts keeps src/ free of sentences built by hand.
import { Catalogue, Language, LANGUAGES, Message as AnyMessage, MessageParams as AnyParams, ParamsOf, renderer } from "../i18n";
import type { en } from "../lang/en/messages";
import { byLanguage } from "../lang";

export { LANGUAGES };
export type { Language };

export type MessageKey = keyof typeof en;
export type MessageCatalogue = Catalogue<typeof en>;

/** A message to render: a key of the catalogue and its values. */
export type Message = AnyMessage<MessageKey>;
export type MessageParams = AnyParams<MessageKey>;

/**
 * The values a message needs: every placeholder of its English template, so a throw site that
 * forgets one does not compile (and a message left without its values cannot slip through).
 */
export type ParamsFor<K extends MessageKey> = ParamsOf<(typeof en)[K], string | number | Message>;

/** Every language's catalogue, from its bundle (src/lang/); English is the reference and the fallback. */
export const MESSAGES: Record<Language, MessageCatalogue> = byLanguage((bundle) => bundle.messages);

/**
 * The text of a message in `lang` (English by default, and for any key the language lacks).
 * Values that are messages are rendered in the same language; a placeholder without a value is
 * left as it is, so a forgotten value shows instead of vanishing.
 */
export const renderMessage: (message: Message, lang?: Language) => string = renderer(MESSAGES);

/** Shorthand for a message value: msg("expected.entry"). */
export function msg<K extends MessageKey>(key: K, params?: ParamsFor<K>): Message {
  return params ? { key, params } : { key };
}
