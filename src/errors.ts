import { Message, MessageKey, MessageParams, ParamsFor, renderMessage } from "./messages";

/**
 * Bad input from a director: a cell that is not what the formula expects. The error is a message
 * of the catalogue (src/messages/): `key` and `params` let the adapter say it in the director's
 * language; `.message` is its English text, which the core's callers and tests read. `column` is
 * the 0-based column of the offending cell when an input has several (the adapter adds the
 * address or row).
 */
export class BridgeInputError extends Error implements Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
  constructor(
    detail: Message,
    public readonly column?: number,
  ) {
    super(renderMessage(detail));
    this.name = "BridgeInputError";
    this.key = detail.key;
    // Stryker disable next-line ConditionalExpression: equivalent, params left undefined either way
    if (detail.params) this.params = detail.params;
  }
}

/** The one way the core says a cell is wrong: a message of the catalogue, as a BridgeInputError. */
export function inputError<K extends MessageKey>(key: K, params?: ParamsFor<K>, column?: number): BridgeInputError {
  return new BridgeInputError(params ? { key, params } : { key }, column);
}

/** The message of an error as a catalogue value (to nest it in another message), without its column. */
export function messageOf(e: BridgeInputError): Message {
  return e.params ? { key: e.key, params: e.params } : { key: e.key };
}

/** The text of a cell as a director would recognise it in a message. */
export function quote(cell: unknown): string {
  if (typeof cell === "string") return `'${cell}'`;
  return String(cell);
}

/**
 * A cell that holds a spreadsheet error (#VALUE!, #N/A, #DIV/0!, …), as the adapter hands it over.
 * Every reader reports it at its own cell, like any other cell that is not what it expects, so one
 * error spoils only its own row or board (docs/functions.md).
 */
export class ErrorCell {
  /**
   * `reason`: said instead of "holds #VALUE!" when the cell holds no error of its own but the
   * adapter cannot hand over its value (a 0 Excel could not confirm, docs/rules.md §2).
   */
  constructor(
    public readonly code: string,
    public readonly reason?: Message,
  ) {}
  toString(): string {
    return this.code;
  }
}

/** "holds #VALUE!": the adapter puts the cell's address in front ("Sheet1!B7 holds #VALUE!"). */
export function holdsMessage(cell: ErrorCell): Message {
  return cell.reason ?? { key: "cell.holds", params: { code: cell.code } };
}

/** Throws for an error cell, so readers treat it as a bad cell before looking at its type. */
export function rejectErrorCell(cell: unknown): void {
  if (cell instanceof ErrorCell) throw new BridgeInputError(holdsMessage(cell));
}
