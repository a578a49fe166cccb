// Bytes to text. Scoring programs write UTF-8 or Windows-1252 (accented names: Sandström, Åbo) and
// rarely say which; a file that is valid UTF-8 is read as UTF-8, anything else as Windows-1252,
// which also covers ISO-8859-1 (docs/rules.md §10).

interface Decoder {
  decode(bytes: Uint8Array): string;
}
type DecoderClass = new (label: string, options?: { fatal?: boolean }) => Decoder;

// The core compiles without DOM typings; TextDecoder is global in browsers and in Node.
const TextDecoderClass = (globalThis as unknown as { TextDecoder: DecoderClass }).TextDecoder;

export interface DecodedText {
  text: string;
  encoding: "UTF-8" | "Windows-1252";
}

export function decodeBytes(bytes: Uint8Array): DecodedText {
  let text: string;
  let encoding: DecodedText["encoding"];
  try {
    text = new TextDecoderClass("utf-8", { fatal: true }).decode(bytes);
    encoding = "UTF-8";
  } catch {
    text = new TextDecoderClass("windows-1252").decode(bytes);
    encoding = "Windows-1252";
  }
  // A byte-order mark is not part of the first tag.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, encoding };
}

/** Lines without their CR/LF, whatever the file's line ends. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
