// Types for validate-manifest.js, which stays plain JavaScript so `npm run validate` needs no build.

export interface XmlElement {
  qname: string;
  local: string;
  ns: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  where: string;
  parent: XmlElement | null;
}

export class XmlSyntaxError extends Error {}

export interface SchemaFile {
  fileName: string;
  contents: string;
}

export interface ValidateOptions {
  /** The address every URL must start with; default https://localhost:3000/. */
  baseUrl?: string;
  /** The folder the icons' paths are relative to; icons are not checked without it. */
  dir?: string;
  /** From loadSchemas() of manifest-schemas.js; loaded from MANIFEST_SCHEMAS when absent. */
  schemas?: SchemaFile[];
  /** The file name the schema's messages start with; default manifest.xml. */
  fileName?: string;
}

export const DEV_ORIGIN: string;
/** Microsoft's schemas, then this add-in's checks; empty when the manifest passes. */
export function validateManifest(xmlText: string, options?: ValidateOptions): Promise<string[]>;
export function validateManifestFile(file: string, options?: ValidateOptions): Promise<string[]>;
/** The repository's manifest.xml with its localized Overrides written in (scripts/manifest.js); any other file as it is. */
export function manifestText(file: string): string;
/** The schema's messages only. */
export function schemaProblems(xmlText: string, options?: ValidateOptions): Promise<string[]>;
/** The checks no schema expresses (URLs, resids, icons, shared runtime), synchronous. */
export function manifestProblems(xmlText: string, options?: ValidateOptions): string[];
/** Strict, namespace-aware parse; throws XmlSyntaxError with a line and column. */
export function parseXml(xmlText: string): XmlElement;
