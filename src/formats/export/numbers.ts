// Numbers on the results page as the director's language writes them (docs/rules.md §11: 1.5 →
// "1,50" in Danish, "12 345,50" in Hungarian). Intl.NumberFormat decides how; but its format()
// costs about a microsecond a call and a page of 100 000 lines prints half a million numbers
// (docs/performance.md), so each formatter learns the language's signs from Intl once and writes
// the digits itself, rounding as Intl (ICU) does: the number's shortest decimal form (what
// String() gives: 6038.15, though the double is 6038.1499…) to the nearest, ties away from 0. A
// formatter that does not give Intl's text on every probe number is not used.
import { Language, LANGUAGE_FACTS } from "../../i18n";
import { Fraction, roundTo, toNumber, ZERO } from "../../exact";
import type { OutputValue } from "../../matchpoints/matchpoints";

type Format = (value: number) => string;

/** A number as the language writes it, with exactly `decimals` decimals (1.5 → "1,50" in Danish). */
export function localNumber(lang: Language, value: number, decimals: number): string {
  // By language, then by decimals: no key text made per number.
  let byDecimals = FORMATS.get(lang);
  if (!byDecimals) FORMATS.set(lang, (byDecimals = []));
  let format = byDecimals[decimals];
  if (!format) byDecimals[decimals] = format = formatFor(LANGUAGE_FACTS[lang].locale, decimals);
  return format(value);
}
const FORMATS = new Map<Language, Format[]>();

/** Numbers the quick formatter must write as Intl does before it is trusted: signs, groups, ties. */
const PROBES = [
  0,
  -0,
  0.5,
  -0.005,
  1.005,
  2.5,
  6038.15,
  301.2525,
  9.9999995e-7,
  999.995,
  1000,
  -1234.5,
  9999,
  10000,
  12345.678,
  -1234567.125,
  1e14 + 0.25,
  123456789012,
];

function formatFor(locale: string, decimals: number): Format {
  const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const slow: Format = (value) => intl.format(value);
  const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(-1234567.5);
  const sign = (type: string) => parts.find((p) => p.type === type)?.value;
  const [minus, group, point] = [sign("minusSign"), sign("group"), sign("decimal")];
  if (minus === undefined || group === undefined || point === undefined) return slow;
  // Some languages leave a four-digit number ungrouped (Hungarian: 1234, but 12 345).
  const least = intl.format(1000).includes(group) ? 4 : 5;
  const quick: Format = (value) => {
    const size = Math.abs(value);
    if (!Number.isFinite(value) || size >= 1e15 || (size < 1e-6 && size !== 0)) return intl.format(value);
    const [whole0, fraction] = rounded(String(size), decimals);
    let whole = whole0;
    if (whole.length >= least) {
      let grouped = whole.slice(0, ((whole.length - 1) % 3) + 1);
      for (let i = grouped.length; i < whole.length; i += 3) grouped += group + whole.slice(i, i + 3);
      whole = grouped;
    }
    // Intl writes the sign of a negative number that rounds to 0, and of −0: "-0,00".
    const negative = value < 0 || Object.is(value, -0);
    return (negative ? minus : "") + whole + (decimals > 0 ? point + fraction : "");
  };
  return PROBES.every((p) => quick(p) === slow(p) && quick(-p) === slow(-p)) ? quick : slow;
}

/** A plain decimal (no exponent, no sign) rounded to `decimals` places, ties away from 0: [whole, fraction]. */
function rounded(text: string, decimals: number): [string, string] {
  const dot = text.indexOf(".");
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? "" : text.slice(dot + 1);
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, "0")];
  const kept = whole + fraction.slice(0, decimals);
  if (fraction.charCodeAt(decimals) < 53 /* "5" */) return [whole, fraction.slice(0, decimals)];
  // Carry one into the kept digits: trailing 9s become 0s, and 999 becomes 1000.
  let i = kept.length - 1;
  while (i >= 0 && kept[i] === "9") i--;
  const up = (i < 0 ? "1" : kept.slice(0, i) + String.fromCharCode(kept.charCodeAt(i) + 1)) + "0".repeat(kept.length - 1 - i);
  return [up.slice(0, up.length - decimals), up.slice(up.length - decimals)];
}

/** A figure as a file prints it: `decimals` places, halves away from 0; null for NP and blank. */
export function fileFigure(value: OutputValue | Fraction, decimals: number): string | null {
  if (!(value instanceof Fraction)) return null;
  // A board's rows share their few distinct figures (one Fraction each): each is written once.
  let seen = FIGURES[decimals];
  if (!seen) FIGURES[decimals] = seen = new WeakMap();
  let text = seen.get(value);
  if (text === undefined) {
    const r = roundTo(value, decimals, "away", ZERO);
    // r has at most `decimals` places, so the nearest double prints back as exactly those digits;
    // and it is 0 or at least one unit of the last place, so never "-0.00" ((-0).toFixed gives "0.00").
    seen.set(value, (text = toNumber(r).toFixed(decimals)));
  }
  return text;
}
const FIGURES: WeakMap<Fraction, string>[] = [];
