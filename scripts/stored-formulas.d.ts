// Types for stored-formulas.js (plain JavaScript, shared by the example's generator, the demo and tests).

export const NAMESPACE: string;
export const PREFIX: string;
export function storedFormula(formula: string): string;
export function displayFormula(formula: string): string;
export function calledFunction(formula: string): { id: string; args: string } | null;
