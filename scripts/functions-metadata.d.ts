// Types for functions-metadata.js, which stays plain JavaScript so webpack.config.js can require it.

/** The generated functions.json text with the options the generator cannot emit. */
export function finishMetadata(json: string): string;

/** One BRIDGE function as the JSDoc of addin/functions/*.ts and the help pages docs/help.<lang>.md declare it. */
export interface FunctionDescriptor {
  /** Its id in functions.json (@customfunction NAME). */
  name: string;
  /** The file that declares it, from the repository's root: addin/functions/<file>.ts. */
  file: string;
  /** The exported adapter the JSDoc stands on. */
  adapter: string;
  /** Its parameters in order, Excel's invocation left out. */
  parameters: { name: string; optional: boolean }[];
  /** Whether Excel passes it the invocation after its parameters. */
  invocation: boolean;
  /** Its description per language: the JSDoc's in English, its help page section's first paragraph in the others. */
  description: { en: string } & Record<string, string>;
  /** The option keys it accepts (src/worksheetFunctions.ts), or null when it takes no options. */
  options: readonly string[] | null;
}

/** The BRIDGE functions declared in addin/functions/*.ts, in docs/help.md's order. */
export function functionDescriptors(root?: string): FunctionDescriptor[];

/** Their names, in docs/help.md's order. */
export function functionNames(root?: string): string[];
