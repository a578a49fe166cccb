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

/**
 * A cell that holds a spreadsheet error (#VALUE!, #N/A, #DIV/0!, …), as the adapter hands it over.
 * Every reader reports it at its own cell, like any other cell that is not what it expects, so one
 * error spoils only its own row or board (docs/functions.md).
 */
export class ErrorCell {
  constructor(public readonly code: string) {}
  toString(): string {
    return this.code;
  }
}

/** "holds #VALUE!": the adapter puts the cell's address in front ("Sheet1!B7 holds #VALUE!"). */
export function holdsMessage(cell: ErrorCell): string {
  return `holds ${cell.code}`;
}

/** Throws for an error cell, so readers treat it as a bad cell before looking at its type. */
export function rejectErrorCell(cell: unknown): void {
  if (cell instanceof ErrorCell) throw new BridgeInputError(holdsMessage(cell));
}
