// How Excel writes an add-in's custom function into a file, and how it shows it: the file holds
// `_xldudf_BRIDGE_SCORE(D2,E2,F2,A2)` where the formula bar shows `=BRIDGE.SCORE(D2,E2,F2,A2)`.
//
// Evidence (public; Microsoft documents no file form of a JavaScript custom function):
// - A workbook saved by Excel 365 for Mac with the add-in loaded (evelyn-chrono/
//   officejs-custom-functions-name-error-repro, "Custom Functions Protected Sheet Repro.xlsx", sheet
//   "Correct", analysed in its README and filed as office-js #6611): `=CONTOSO.ADD(1,2)` is stored
//   as `<c r="A1" cm="1"><f t="array" ref="A1">_xldudf_CONTOSO_ADD(1,2)</f><v>3</v></c>`: the
//   prefix, then the namespace and the function's name joined by `_` for the dot. The same
//   formula typed while the add-in was not loaded is stored as it was typed, `CONTOSO.ADD(1,2)`
//   with a cached #NAME?, and stays #NAME? after the add-in loads (office-js #6611).
// - office-js #3872: `ABC.GET_PB_OPT_ORDER_ANALYSIS()` came back from a saved file as
//   `…!_xldudf_ABC_GET_PB_OPT_ORDER_ANALYSIS()`: the namespace's dot becomes `_`.
// - OfficeDev/Excel-Custom-Functions #108, a Microsoft engineer: "For Javascript Custom
//   Functions, we by default save out with a different prefix _xldudf"; a formula written as the
//   plain `CUSTOMJS.NEWFDS(` into the file did not calculate on open until it was entered again.
// - office-js #3558, a Microsoft engineer: the `_xldudf_` name shows in a cell until Excel has
//   read the add-in's manifest; then Excel turns it back into the function's name and runs it.
// - office-js #5611 and #6655 (`_xldudf_` names seen in saved workbooks and removed by script as
//   Microsoft's suggested workaround), #2568 (`[2]!_xldudf_…` after a COM add-in interfered).
// Our function ids have no dot of their own, so `_xldudf_BRIDGE_<ID>` reads back unambiguously.
"use strict";

const NAMESPACE = "BRIDGE";
const PREFIX = "_xldudf_";

/** Applies `f` to the parts of a formula outside its "string literals" (where "" is a quote). */
function outsideStrings(formula, f) {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 === 1 ? part : f(part)))
    .join("");
}

/** `=BRIDGE.SCORE(…)` or `BRIDGE.SCORE(…)` -> `_xldudf_BRIDGE_SCORE(…)`, as the file holds it (no `=`). */
function storedFormula(formula) {
  return outsideStrings(formula.replace(/^=/, ""), (s) =>
    s.replace(new RegExp(`\\b${NAMESPACE}\\.([A-Za-z][A-Za-z0-9_]*)\\(`, "g"), (_, id) => `${PREFIX}${NAMESPACE}_${id.toUpperCase()}(`),
  );
}

/** `_xldudf_BRIDGE_SCORE(…)` -> `BRIDGE.SCORE(…)`, as Excel shows it once the add-in is loaded. */
function displayFormula(formula) {
  return outsideStrings(formula, (s) => s.replace(new RegExp(`${PREFIX}${NAMESPACE}_([A-Za-z][A-Za-z0-9]*)\\(`, "g"), (_, id) => `${NAMESPACE}.${id}(`));
}

/** The function a formula calls at its top level, BRIDGE.<id>(…) in either form, or null. */
function calledFunction(formula) {
  const m = new RegExp(`^=?(?:${NAMESPACE}\\.|${PREFIX}${NAMESPACE}_)([A-Za-z][A-Za-z0-9]*)\\(([\\s\\S]*)\\)$`).exec(formula.trim());
  return m ? { id: m[1].toUpperCase(), args: m[2] } : null;
}

module.exports = { NAMESPACE, PREFIX, storedFormula, displayFormula, calledFunction };
