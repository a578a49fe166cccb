import * as path from "path";
import { manifestText, parseXml, XmlElement } from "../../scripts/validate-manifest";

export const ROOT = path.resolve(__dirname, "..", "..");
export const MANIFEST_PATH = path.join(ROOT, "manifest.xml");
/** Where `npm start` serves dist/ and where manifest.xml points during development. */
export const DEV_ORIGIN = "https://localhost:3000/";

/** manifest.xml as the build writes it: with the localized Overrides (scripts/manifest.js). */
export function readManifest(): string {
  return manifestText(MANIFEST_PATH);
}

function walk(el: XmlElement, visit: (el: XmlElement) => void): void {
  visit(el);
  for (const c of el.children) walk(c, visit);
}

/** Every URL in the manifest, from attributes (DefaultValue, Value) and AppDomain text. */
export function manifestUrls(xml: string): string[] {
  const urls = new Set<string>();
  walk(parseXml(xml), (el) => {
    for (const attr of ["DefaultValue", "Value"]) {
      const v = el.attrs[attr];
      if (v !== undefined && /^[a-z]+:\/\//i.test(v)) urls.add(v);
    }
    if (el.local === "AppDomain") urls.add(el.text.trim());
  });
  return [...urls];
}

/** The files under dist/ that the manifest's dev-server URLs name (query and hash dropped). */
export function servedFiles(xml: string): string[] {
  return manifestUrls(xml)
    .filter((u) => u.startsWith(DEV_ORIGIN))
    .map((u) => decodeURIComponent(u.slice(DEV_ORIGIN.length).replace(/[?#].*$/, "")));
}

/** Resource id -> DefaultValue for the bt:Images / bt:Urls / bt:*Strings entries. */
export function resourceValues(xml: string): Map<string, string> {
  const values = new Map<string, string>();
  walk(parseXml(xml), (el) => {
    if (el.parent?.parent?.local === "Resources" && el.attrs.id !== undefined) {
      values.set(el.attrs.id, el.attrs.DefaultValue);
    }
  });
  return values;
}
