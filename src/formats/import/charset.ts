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
  encoding: "UTF-8" | "Windows-1252" | "UTF-16LE" | "UTF-16BE";
}

export function decodeBytes(bytes: Uint8Array): DecodedText {
  // Notepad's "Unicode" and some XML writers save UTF-16 with a byte-order mark, which says
  // which of the two it is (docs/rules.md §10).
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: utf16(bytes.subarray(2), true), encoding: "UTF-16LE" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: utf16(bytes.subarray(2), false), encoding: "UTF-16BE" };
  let text: string;
  let encoding: DecodedText["encoding"];
  try {
    text = new TextDecoderClass("utf-8", { fatal: true }).decode(bytes);
    encoding = "UTF-8";
  } catch {
    text = windows1252(bytes);
    encoding = "Windows-1252";
  }
  // A byte-order mark is not part of the first tag.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, encoding };
}

// 0x80–0x9F of Windows-1252 (undefined bytes keep their C1 code). Decoded here rather than with
// TextDecoder("windows-1252"), which some runtimes (Node without full ICU) read as ISO-8859-1.
const HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function windows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b <= 0x9f ? HIGH.charCodeAt(b - 0x80) : b));
    out += String.fromCharCode(...chunk);
  }
  return out;
}

/**
 * UTF-16 by hand, as Windows-1252 is: TextDecoder("utf-16be") needs full ICU, which not every
 * runtime has. An odd last byte (a cut file) is dropped; unpaired surrogates stay as they are.
 */
function utf16(bytes: Uint8Array, littleEndian: boolean): string {
  const units = new Array<number>(Math.min(8192, bytes.length >> 1));
  let out = "";
  for (let i = 0; i + 1 < bytes.length;) {
    let k = 0;
    for (; k < units.length && i + 1 < bytes.length; k++, i += 2) units[k] = littleEndian ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1];
    out += String.fromCharCode(...units.slice(0, k));
  }
  return out;
}

/**
 * UTF-16 without a byte-order mark: text whose first characters are ASCII, each next to a zero
 * byte.
 */
export function looksLikeUtf16(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return false;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0 && bytes[i + 1] !== 0) even++;
    if (bytes[i + 1] === 0 && bytes[i] !== 0) odd++;
  }
  return even === n / 2 || odd === n / 2;
}

/** Lines without their CR/LF, whatever the file's line ends. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
