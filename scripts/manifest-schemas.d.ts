// Types for manifest-schemas.js (plain JavaScript, run by `npm run schemas` without a build).
import type { SchemaFile } from "./validate-manifest";

export const COMMIT: string;
export const FILES: ReadonlyArray<{ name: string; from: string; sha256: string }>;
export const ERRATA: ReadonlyArray<{ file: string; find: string; replace: string; count: number }>;
export class SchemaError extends Error {}
/** MANIFEST_SCHEMAS resolved against the project, or .cache/manifest-schemas/. */
export function schemaDir(): string;
export function missingSchemas(dir?: string): string[];
/** The pinned files from dir, sums checked, errata applied; entry schema first. Throws SchemaError. */
export function loadSchemas(dir?: string): SchemaFile[];
export function downloadSchemas(dir?: string, log?: (msg: string) => void): Promise<void>;
