/**
 * Bad input from a director: a cell that is not what the formula expects. The message quotes the
 * text and says what was expected; `column` is the 0-based column of the offending cell when an
 * input has several (the adapter adds the address or row).
 */
export class BridgeInputError extends Error {
  constructor(
    message: string,
    public readonly column?: number,
  ) {
    super(message);
    this.name = "BridgeInputError";
  }
}

/** The text of a cell as a director would recognise it in a message. */
export function quote(cell: unknown): string {
  if (typeof cell === "string") return `'${cell}'`;
  return String(cell);
}
