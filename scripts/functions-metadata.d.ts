// Types for functions-metadata.js, which stays plain JavaScript so webpack.config.js can require it.

/** The generated functions.json text with the options the generator cannot emit. */
export function finishMetadata(json: string): string;
