// Types for functions-metadata.js, which stays plain JavaScript so webpack.config.js can require it.

/** The generated functions.json text with the options the generator cannot emit. */
export function finishMetadata(json: string): string;

/** The BRIDGE functions declared in addin/functions/*.ts, in docs/help.md's order. */
export function functionNames(root?: string): string[];
