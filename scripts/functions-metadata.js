// What the build adds to the functions.json that custom-functions-metadata generates: options the
// generator cannot emit. Plain JavaScript so webpack.config.js can require it without a build.
"use strict";

/**
 * functions.json as Excel should get it:
 * - allowErrorForDataTypeAny (a top-level flag, custom-functions-json.md): Excel then passes an
 *   error cell to every `any`-typed parameter instead of not calling the function at all, so one
 *   #VALUE! in a score column spoils its own board, not the whole result.
 * - allowCustomDataForDataTypeAny stays true (the generator always emits it): a data-type cell
 *   arrives as an object, and the adapter reads its basicValue.
 */
function finishMetadata(json) {
  const metadata = JSON.parse(json);
  const { functions, ...rest } = metadata;
  // Flags first, as Microsoft's examples write them; the function list unchanged.
  return JSON.stringify({ ...rest, allowCustomDataForDataTypeAny: true, allowErrorForDataTypeAny: true, functions }, null, 4);
}

module.exports = { finishMetadata };
