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

/** Problems found in the manifest text; empty when it passes. */
export function validateManifest(xmlText: string): string[];
export function validateManifestFile(file: string): string[];
/** Strict, namespace-aware parse; throws XmlSyntaxError with a line and column. */
export function parseXml(xmlText: string): XmlElement;
