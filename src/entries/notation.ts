// The entry notation (docs/rules.md §2): what a traveller's score cell may hold, parsed into an
// Entry (src/entries/entry.ts).
import { Cell, MINUS_LOOKALIKES, isBlank } from "./cells";
import { isPossibleScore } from "./contract";
import { AVERAGE_PERCENT, AverageToken, Entry, Offenders, Side, ordinaryEntry, seenOrdinaryEntry } from "./entry";
import { BridgeInputError, inputError, messageOf, quote, rejectErrorCell } from "../errors";
import { Message, msg } from "../messages";
import { NOTATIONS, Notation, OFFENDER_NAMES, localNotPlayedWords, localPassWords } from "./localNotation";
import { Fraction, HUNDRED, fromNumber, parseDecimal, toNumber } from "../exact";

const EXPECTED = msg("expected.entry");
const MIN_TERMS = 2;
const MAX_TERMS = 8;

const ARTIFICIAL_WORDS: Record<string, AverageToken> = {
  "A+": "plus",
  A: "average",
  "A-": "minus",
  "AVE+": "plus",
  AVE: "average",
  "AVE-": "minus",
  "AVG+": "plus",
  AVG: "average",
  "AVG-": "minus",
  "G+": "plus",
  G: "average",
  "G-": "minus",
  "M+": "plus",
  M: "average",
  "M-": "minus",
};
/**
 * The words for a board not played (rules §2): the notation's own, and the short word of each
 * language's travellers from its bundle (NG in Dutch, NOPLAY in Hungarian), read in every notation.
 */
const NOT_PLAYED = new Set(["NP", "DNP", ...localNotPlayedWords()]);
/**
 * The words for a passed-out board (rules §2): the notation's own, and the pass of each language's
 * travellers from its bundle (§8.1: its notation's `pass`, PAS or PASSZ), read in every notation.
 */
export const passedOutWords = (languages: readonly Notation[] = NOTATIONS): Set<string> => new Set(["PASS", "P", "AP", ...localPassWords(languages)]);
const PASSED_OUT = passedOutWords();

/** Whether a score cell as typed is a pass word alone (a passed-out board, rules §2), in any case; a number never is. */
export function isPassWord(cell: string | number | null): boolean {
  return typeof cell === "string" && PASSED_OUT.has(cell.trim().toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Token =
  | { t: "num"; text: string; at: number; end: number }
  | { t: "sign"; text: "+" | "-"; at: number; end: number }
  | { t: "pct"; at: number; end: number }
  | { t: "slash"; at: number; end: number }
  | { t: "word"; text: string; at: number; end: number }
  | { t: "mark"; kind: "!" | "@" | "~"; name: string; at: number; end: number };

function normalise(text: string): string {
  // Directors paste from word processors: typographic minus/dashes and non-breaking spaces.
  return text
    .normalize("NFC")
    .replace(MINUS_LOOKALIKES, "-")
    .replace(/[\u00a0\u2009\u202f]/g, " ")
    .replace(/\uff0b/g, "+")
    .trim()
    .toUpperCase();
}

function tokenize(text: string, original: string): Token[] {
  const tokens: Token[] = [];
  // A marker's name may be a local side (!ØV, !KNY): any capital letter.
  const re = /\s*(?:(\d+(?:[.,]\d+)?)|([+-])|(%)|(\/)|([!@~])([\p{Lu}0-9]*)|([A-Z]+[+-]?))/uy;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) {
      if (text.slice(pos).trim() === "") break;
      throw inputError("entry.unexpectedChar", { cell: quote(original), char: quote(text.slice(pos).trim()[0]), expected: EXPECTED });
    }
    const end = re.lastIndex;
    const at = end - m[0].trimStart().length;
    if (m[1] !== undefined) tokens.push({ t: "num", text: m[1], at, end });
    else if (m[2] !== undefined) tokens.push({ t: "sign", text: m[2] as "+" | "-", at, end });
    else if (m[3] !== undefined) tokens.push({ t: "pct", at, end });
    else if (m[4] !== undefined) tokens.push({ t: "slash", at, end });
    else if (m[5] !== undefined) {
      if (m[6] === "") throw inputError("entry.markerName", { cell: quote(original), marker: m[5], example: m[5] === "!" ? "!NS" : m[5] + "2" });
      tokens.push({ t: "mark", kind: m[5] as "!" | "@" | "~", name: m[6], at, end });
    } else tokens.push({ t: "word", text: m[7], at, end });
    pos = end;
  }
  // A letter glued to digits (42O, 4S20) is a mistyped score, not two tokens.
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1];
    const b = tokens[i];
    if (a.end === b.at && ((a.t === "num" && b.t === "word") || (a.t === "word" && b.t === "num"))) {
      let from = i - 1;
      let to = i;
      while (from > 0 && tokens[from - 1].end === tokens[from].at && tokens[from - 1].t !== "slash") from--;
      while (to + 1 < tokens.length && tokens[to].end === tokens[to + 1].at && tokens[to + 1].t !== "slash") to++;
      throw inputError("entry.notAScore", {
        text: original.length === text.length ? original.slice(tokens[from].at, tokens[to].end) : text.slice(tokens[from].at, tokens[to].end),
        expected: EXPECTED,
      });
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Scores and percentages

function scoreMessage(original: string, value: string): Message {
  const n = Number(value);
  const hint =
    Number.isInteger(n) && n > 0 && n <= 100
      ? msg("entry.didYouMean", { suggestion: original.includes("/") ? original.replace(/(\d+(?:[.,]\d+)?)(?!\s*%)/g, "$1%").replace(/\s+/g, "") : `${n}%` })
      : "";
  return msg("entry.impossibleScore", { cell: quote(original), value, hint, expected: EXPECTED });
}

/** Checks that `value` is an NS score some contract, result and vulnerability produce (§2). */
export function checkScore(value: number, original: string): number {
  if (!Number.isInteger(value) || !isPossibleScore(value)) throw new BridgeInputError(scoreMessage(original, String(value)));
  return value === 0 ? 0 : value; // no -0 in results
}

function checkPercent(p: Fraction, original: string, what: Message): Fraction {
  if (p.compare(0) < 0 || p.compare(HUNDRED) > 0) throw inputError("entry.percentRange", { cell: quote(original), what, percent: p.toString() });
  return p;
}

// ---------------------------------------------------------------------------------------------
// Parser

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly original: string,
  ) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  next(): Token | undefined {
    return this.tokens[this.i++];
  }
  done(): boolean {
    return this.i >= this.tokens.length;
  }
  fail(what: Message): never {
    throw inputError("entry.invalid", { cell: quote(this.original), what, expected: EXPECTED });
  }

  /** A number token, refusing `4 20`: spaces are allowed between tokens, never inside a number. */
  number(): string {
    const tok = this.next();
    if (!tok || tok.t !== "num") this.fail(msg("entry.numberMissing"));
    const after = this.peek();
    if (after && after.t === "num")
      throw inputError("entry.spaceInNumber", { cell: quote(this.original), first: tok.text, second: after.text, expected: EXPECTED });
    return tok.text;
  }

  /** `[+|-] digits`, the sign written against the digits. */
  signedNumber(): { text: string; negative: boolean } {
    const tok = this.peek();
    let negative = false;
    if (tok && tok.t === "sign") {
      const num = this.peek(1);
      if (!num || num.t !== "num") this.fail(msg("entry.signNeedsScore", { sign: tok.text }));
      if (num.at !== tok.end) this.fail(msg("entry.spaceAfterSign", { sign: tok.text, number: num.text }));
      negative = tok.text === "-";
      this.next();
    }
    return { text: this.number(), negative };
  }

  score(): number {
    const { text, negative } = this.signedNumber();
    if (!/^\d+$/.test(text)) throw new BridgeInputError(scoreMessage(this.original, (negative ? "-" : "") + text));
    return checkScore((negative ? -1 : 1) * Number(text), this.original);
  }

  side(): Side {
    const tok = this.peek();
    if (!tok) this.fail(msg("entry.scoreMissing"));
    if (tok.t === "word") {
      this.next();
      const token = ARTIFICIAL_WORDS[tok.text];
      if (token) return { kind: "artificial", percent: new Fraction(AVERAGE_PERCENT[token]), token };
      if (PASSED_OUT.has(tok.text)) return { kind: "score", score: 0 };
      if (NOT_PLAYED.has(tok.text)) this.fail(msg("entry.npStandsAlone", { word: tok.text }));
      this.fail(msg("entry.unknownWord", { word: tok.text }));
    }
    if (tok.t === "num" && this.peek(1)?.t === "pct") {
      const p = this.percent(msg("what.percentage"));
      const after = this.peek();
      if (after && (after.t === "num" || after.t === "sign")) return this.weighted(p);
      return { kind: "artificial", percent: p, token: null };
    }
    if (tok.t === "num" || tok.t === "sign") return { kind: "score", score: this.score() };
    this.fail(msg(tok.t === "pct" ? "entry.percentNeedsNumber" : "entry.scoreMissing"));
  }

  percent(what: Message): Fraction {
    const text = this.number();
    this.next(); // the % sign, checked by the caller
    const p = parseDecimal(text);
    if (!p) this.fail(msg("entry.notAPercentage", { text }));
    return checkPercent(p, this.original, what);
  }

  weighted(first: Fraction): Side {
    const terms: { percent: Fraction; score: number }[] = [{ percent: first, score: this.score() }];
    while (this.peek()?.t === "sign" && (this.peek() as { text: string }).text === "+") {
      this.next();
      const num = this.peek();
      if (!num || num.t !== "num" || this.peek(1)?.t !== "pct") this.fail(msg("entry.weightedPart"));
      const p = this.percent(msg("what.weight"));
      terms.push({ percent: p, score: this.score() });
    }
    if (terms.length < MIN_TERMS || terms.length > MAX_TERMS)
      throw inputError("entry.weightedParts", { cell: quote(this.original), min: MIN_TERMS, max: MAX_TERMS, count: terms.length });
    let total = new Fraction(0);
    for (const term of terms) {
      if (term.percent.compare(0) <= 0) throw inputError("entry.zeroWeight", { cell: quote(this.original) });
      total = total.add(term.percent);
    }
    if (!total.equals(HUNDRED)) throw inputError("entry.weightsTotal", { cell: quote(this.original), total: toNumber(total) });
    return { kind: "weighted", terms: terms.map((t) => ({ weight: t.percent.div(HUNDRED), score: t.score })) };
  }
}

/** Parses the text of a score cell. Throws BridgeInputError with a message quoting the text. */
export function parseEntryText(text: string): Entry {
  const original = text.trim();
  const src = normalise(text);
  const tokens = tokenize(src, original);
  if (tokens.length === 0) throw inputError("entry.empty", { expected: EXPECTED });
  if (tokens[0].t === "word" && NOT_PLAYED.has(tokens[0].text)) {
    // Ruling (docs/rules.md §4.4): a director marking every row of a fouled board marks the NP row
    // too. One @group is accepted and changes nothing: a not-played row is in no comparison.
    const group = tokens[1];
    if (tokens.length === 2 && group.t === "mark" && group.kind === "@") return { kind: "np", group: group.name };
    if (tokens.length > 1) throw inputError("entry.npWithMarkers", { cell: quote(original), word: tokens[0].text });
    return { kind: "np" };
  }
  const p: Parser = new Parser(tokens, original);
  const ns = p.side();
  let ew = ns;
  if (p.peek()?.t === "slash") {
    p.next();
    ew = p.side();
  }
  let offenders: Offenders | null = null;
  let group: string | null = null;
  let link: string | null = null;
  while (!p.done()) {
    const tok = p.next()!;
    if (tok.t !== "mark") {
      if (tok.t === "slash") p.fail(msg("entry.twoParts"));
      if (tok.t === "num" || tok.t === "sign") p.fail(msg("entry.spacesInScore"));
      p.fail(msg("entry.unexpected", { what: tok.t === "word" ? `'${tok.text}'` : "'%'" }));
    }
    const twice = (what: Message) => inputError("entry.givenTwice", { cell: quote(original), what });
    if (tok.kind === "!") {
      if (offenders) throw twice(msg("marker.offenders"));
      if (Object.prototype.hasOwnProperty.call(OFFENDER_NAMES, tok.name)) offenders = { ...OFFENDER_NAMES[tok.name] };
      else throw inputError("entry.badOffender", { cell: quote(original), name: tok.name });
    } else if (tok.kind === "@") {
      if (group !== null) throw twice(msg("marker.group"));
      group = tok.name;
    } else {
      if (link !== null) throw twice(msg("marker.link"));
      link = tok.name;
    }
  }
  if (offenders && ns.kind !== "weighted" && ew.kind !== "weighted") throw inputError("entry.offenderNeedsWeighted", { cell: quote(original) });
  if (link !== null && ns.kind !== "artificial" && ew.kind !== "artificial") throw inputError("entry.linkNeedsArtificial", { cell: quote(original) });
  return { kind: "result", ns, ew, offenders, group, link };
}

/** Parses one score cell: a number as Excel sends it, or text in the notation. */
export function parseEntry(cell: Cell): Entry {
  if (typeof cell === "number") return seenOrdinaryEntry(cell) ?? ordinaryEntry(numberScore(cell));
  if (typeof cell === "boolean") throw inputError("entry.boolean", { value: String(cell).toUpperCase(), expected: EXPECTED });
  rejectErrorCell(cell);
  if (isBlank(cell)) throw inputError("entry.blank", { expected: EXPECTED });
  const text = String(cell);
  // Most text cells are plain scores (imported travellers): skip the tokenizer for them.
  if (/^\s*[+-]?\d+\s*$/.test(text)) return ordinaryEntry(checkScore(Number(text), text.trim()));
  return parseEntryText(text);
}

/** A numeric cell as a score. Excel sends a cell typed `60%` as 0.6, so say how to write it. */
function numberScore(value: number): number {
  if (value > 0 && value < 1) {
    const pct = fromNumber(value);
    const shown = pct ? toNumber(pct.mul(100)) : value * 100;
    throw inputError("entry.excelPercent", { value, shown });
  }
  return checkScore(value, String(value));
}

/**
 * Two columns (NS, EW) as printed travellers have them (docs/functions.md): a number in only the EW
 * column means NS = −EW; an artificial token applies to its own side; two numbers must be
 * opposite. Markers may follow either cell.
 */
export function parseEntryPair(nsCell: Cell, ewCell: Cell): Entry {
  const nsBlank = isBlank(nsCell);
  const ewBlank = isBlank(ewCell);
  if (ewBlank) return nsBlank ? fail2() : withColumn(() => parseEntry(nsCell), 0);
  if (nsBlank) {
    const ew = withColumn(() => parseEntry(ewCell), 1);
    if (ew.kind === "np") return ew;
    if (ew.ns.kind === "score" && ew.ew.kind === "score" && ew.ns.score === ew.ew.score) {
      const side: Side = { kind: "score", score: ew.ns.score === 0 ? 0 : -ew.ns.score };
      // A marker after the EW score (`420 @2`) is the row's, as after an NS score.
      return ew.group === null && ew.link === null && ew.offenders === null ? ordinaryEntry(side.score) : { ...ew, ns: side, ew: side };
    }
    if (ew.ns.kind === "artificial" && ew.ew.kind === "artificial" && ew.ns === ew.ew) return ew;
    throw inputError("entry.ewColumn", { cell: quote(ewCell) }, 1);
  }
  const ns = withColumn(() => parseEntry(nsCell), 0);
  const ew = withColumn(() => parseEntry(ewCell), 1);
  if (ns.kind === "np" && ew.kind === "np") return ns;
  if (ns.kind === "np" || ew.kind === "np") throw inputError("entry.npOneColumn", { cell: quote(ns.kind === "np" ? ewCell : nsCell) });
  const simple = (e: typeof ns, cell: Cell, column: number): Side => {
    if (e.ns !== e.ew && !(e.ns.kind === "score" && e.ew.kind === "score" && e.ns.score === e.ew.score))
      throw inputError("entry.oneScorePerColumn", { cell: quote(cell) }, column);
    if (e.ns.kind === "weighted") throw inputError("entry.weightedInNs", { cell: quote(cell) }, column);
    return e.ns;
  };
  const nsSide = simple(ns, nsCell, 0);
  let ewSide = simple(ew, ewCell, 1);
  if (ewSide.kind === "score") ewSide = { kind: "score", score: ewSide.score === 0 ? 0 : -ewSide.score };
  if (nsSide.kind === "score" && ewSide.kind === "score" && nsSide.score !== ewSide.score)
    throw inputError("entry.notOpposite", { ns: quote(nsCell), ew: quote(ewCell), nsScore: nsSide.score, ewScore: ewSide.score });
  const marker = <K extends "group" | "link" | "offenders">(key: K) => {
    const a = ns[key];
    const b = ew[key];
    if (a !== null && b !== null && JSON.stringify(a) !== JSON.stringify(b))
      throw inputError("entry.differentMarkers", {
        ns: quote(nsCell),
        ew: quote(ewCell),
        marker: msg(key === "group" ? "token.group" : key === "link" ? "token.link" : "token.offenders"),
      });
    return (a ?? b) as (typeof ns)[K];
  };
  return { kind: "result", ns: nsSide, ew: ewSide, offenders: marker("offenders"), group: marker("group"), link: marker("link") };
}

function fail2(): never {
  throw inputError("entry.blankCells", { expected: EXPECTED });
}

function withColumn<T>(f: () => T, column: number): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof BridgeInputError && e.column === undefined) throw new BridgeInputError(messageOf(e), column);
    throw e;
  }
}
