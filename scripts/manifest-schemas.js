#!/usr/bin/env node
// Microsoft's XML schemas for the add-in manifest, which scripts/validate-manifest.js validates
// manifest.xml against. They are not committed: `npm run schemas` downloads them (and the
// validator does so on first use) from a pinned commit of OfficeDev/office-js-docs-pr into
// MANIFEST_SCHEMAS (default .cache/manifest-schemas/), and every file must match the sha256
// recorded here, so everyone validates against the same bytes.
//
// Which copy: the newest taskpane/ set that repository published. It deleted the folder in
// February 2020 (commit 951eb6450f, "deleting the old schema files") in favour of the schema text
// in the [MS-OWEMXML] open specification, which exists only as web pages and documents, not as
// .xsd files. That last copy cannot be used as published, so ERRATA below repairs it in memory
// after the checksum check; the folder always holds Microsoft's files unchanged.
//
// Usage: node scripts/manifest-schemas.js        download what is missing, check every sum
"use strict";

const crypto = require("crypto");
const fs = require("fs");
const https = require("https");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
// The parent of 951eb6450f: the last commit with docs/overview/schemas/taskpane/.
const COMMIT = "706263ef3a977dde6fc3b7b88bdac852cfe6d32f";
const RAW = `https://raw.githubusercontent.com/OfficeDev/office-js-docs-pr/${COMMIT}/docs/overview/schemas/`;

/** The entry schema first; the rest are what it imports, directly or not. */
const FILES = [
  { name: "OfficeAppManifestV1_1.xsd", from: "taskpane/", sha256: "e09384eae7d5cbc3c4596fe42a47f71d2dff1bcf84ce8bb803632de1b3b14e25" },
  { name: "TaskPaneAppVersionOverridesV1_0.xsd", from: "taskpane/", sha256: "e51d547366c9edc0be3bfe3f8d31db566fc7507ec22a7059833542e696224ae1" },
  { name: "OfficeAppBasicTypesV1_0.xsd", from: "taskpane/", sha256: "e3bd9a8cb810cda2f2aceac186a367f0d59ca6a98d480fa3941debbd2f11f392" },
  { name: "MailAppVersionOverridesV1_0.xsd", from: "taskpane/", sha256: "79a38809cda2aee8a109ec493a8ba80f009591d32d5e3319e58abe86f0710b45" },
  // Imported by MailAppVersionOverridesV1_0.xsd; only the mail/ folder has it.
  { name: "MailAppVersionOverridesV1_1.xsd", from: "mail/", sha256: "82a1e58ed58f07e7fe16d73d993ae4d08769b560c870f27780e50f984ab5087e" },
];

// OfficeAppManifestV1_1.xsd imports it, but the repository never published it. Content add-ins
// only; a stub that accepts anything is enough for a TaskPaneApp.
const CONTENT_OVERRIDES_STUB = `<?xml version="1.0" encoding="utf-8"?>
<xs:schema targetNamespace="http://schemas.microsoft.com/office/contentappversionoverrides" elementFormDefault="qualified"
    xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element name="VersionOverrides">
    <xs:complexType>
      <xs:sequence><xs:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/></xs:sequence>
      <xs:anyAttribute processContents="lax"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

// The shared runtime's <Runtimes><Runtime resid lifetime/></Runtimes>, first child of a Host
// ([MS-OWEMXML] 2.2.209 Runtimes), came after this copy was frozen.
const RUNTIME_TYPES = `  <xs:complexType name="Runtimes">
    <xs:sequence minOccurs="1" maxOccurs="unbounded">
      <xs:element name="Runtime" type="Runtime"/>
    </xs:sequence>
  </xs:complexType>
  <xs:complexType name="Runtime">
    <xs:attribute name="resid" type="bt:URLReferenceId" use="required"/>
    <xs:attribute name="lifetime" use="optional" default="short">
      <xs:simpleType>
        <xs:restriction base="xs:string">
          <xs:enumeration value="short"/>
          <xs:enumeration value="long"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:attribute>
  </xs:complexType>

`;
const HOST_TYPE = '  <xs:complexType name="Host" abstract="true">';
const HOST_FIRST_CHILD = '    <xs:sequence>\n      <xs:element name="AllFormFactors" type="FormFactor"';

/**
 * The repairs, each an exact text replacement with the number of places it must apply (the
 * checksums fix the input, so a different count means the code and the files disagree).
 */
const ERRATA = [
  // A link-rewriting sweep turned http://www.w3.org into https:// in four of the five files. The
  // XML Schema namespace is the http URI, so as published they are not schema documents at all.
  { file: "OfficeAppManifestV1_1.xsd", find: "https://www.w3.org/", replace: "http://www.w3.org/", count: 4 },
  { file: "OfficeAppBasicTypesV1_0.xsd", find: "https://www.w3.org/", replace: "http://www.w3.org/", count: 1 },
  { file: "MailAppVersionOverridesV1_0.xsd", find: "https://www.w3.org/", replace: "http://www.w3.org/", count: 1 },
  { file: "MailAppVersionOverridesV1_1.xsd", find: "https://www.w3.org/", replace: "http://www.w3.org/", count: 1 },
  // "{0,3}?" is a lazy quantifier, which XML Schema regular expressions do not have (.NET's
  // validator accepts it, libxml2 refuses to compile the schema). For a whole-value match the
  // "?" changes nothing.
  { file: "OfficeAppManifestV1_1.xsd", find: "(\\.[0-9]{1,5}){0,3}?", replace: "(\\.[0-9]{1,5}){0,3}", count: 1 },
  { file: "OfficeAppBasicTypesV1_0.xsd", find: "(\\.[0-9]{1,5}){0,3}?", replace: "(\\.[0-9]{1,5}){0,3}", count: 1 },
  { file: "TaskPaneAppVersionOverridesV1_0.xsd", find: HOST_TYPE, replace: RUNTIME_TYPES + HOST_TYPE, count: 1 },
  {
    file: "TaskPaneAppVersionOverridesV1_0.xsd",
    find: HOST_FIRST_CHILD,
    replace:
      '    <xs:sequence>\n      <xs:element name="Runtimes" type="Runtimes" minOccurs="0" maxOccurs="1"/>\n      <xs:element name="AllFormFactors" type="FormFactor"',
    count: 1,
  },
];

/** Where the schemas are looked for: MANIFEST_SCHEMAS (relative to the project) or .cache/manifest-schemas/. */
function schemaDir() {
  return path.resolve(ROOT, process.env.MANIFEST_SCHEMAS || path.join(".cache", "manifest-schemas"));
}

const sha256 = (text) => crypto.createHash("sha256").update(text).digest("hex");

/** Names of the schema files missing from `dir`. */
function missingSchemas(dir = schemaDir()) {
  return FILES.filter((f) => !fs.existsSync(path.join(dir, f.name))).map((f) => f.name);
}

class SchemaError extends Error {}

/**
 * The schemas ready for xmllint: Microsoft's files from `dir`, checked against their sums, with
 * ERRATA applied and the content-add-in stub added. Entry schema first.
 */
function loadSchemas(dir = schemaDir()) {
  const missing = missingSchemas(dir);
  if (missing.length) throw new SchemaError(`${dir} lacks ${missing.join(", ")}; run \`npm run schemas\``);
  const texts = new Map();
  for (const f of FILES) {
    const text = fs.readFileSync(path.join(dir, f.name), "utf8");
    if (sha256(text) !== f.sha256) {
      throw new SchemaError(
        `${path.join(dir, f.name)} is not the pinned file (sha256 ${sha256(text)}, expected ${f.sha256}); delete it and run \`npm run schemas\``,
      );
    }
    texts.set(f.name, text);
  }
  for (const e of ERRATA) {
    const text = texts.get(e.file);
    const found = text.split(e.find).length - 1;
    if (found !== e.count) throw new SchemaError(`schema erratum for ${e.file} matches ${found} place(s), not ${e.count}: ${e.find.slice(0, 60)}`);
    texts.set(e.file, text.split(e.find).join(e.replace));
  }
  texts.set("ContentAppVersionOverridesV1_0.xsd", CONTENT_OVERRIDES_STUB);
  return [...texts].map(([fileName, contents]) => ({ fileName, contents }));
}

function get(url) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { timeout: 30_000 }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${url}: HTTP ${res.statusCode}`));
          return;
        }
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      })
      .on("timeout", function () {
        this.destroy(new Error(`${url}: no answer in 30 s`));
      })
      .on("error", reject);
  });
}

/** Downloads the missing schema files into `dir`, refusing any whose sum differs. */
async function downloadSchemas(dir = schemaDir(), log = () => {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const f of FILES) {
    const file = path.join(dir, f.name);
    if (fs.existsSync(file)) continue;
    const url = RAW + f.from + f.name;
    log(`downloading ${url}`);
    const text = await get(url);
    if (sha256(text) !== f.sha256) throw new SchemaError(`${url}: sha256 ${sha256(text)}, expected ${f.sha256}; not saved`);
    fs.writeFileSync(file, text);
  }
  loadSchemas(dir); // every sum and erratum, including files that were already there
}

module.exports = { COMMIT, FILES, ERRATA, SchemaError, schemaDir, missingSchemas, loadSchemas, downloadSchemas };

if (require.main === module) {
  const dir = schemaDir();
  downloadSchemas(dir, (msg) => console.log(msg)).then(
    () => console.log(`${path.relative(process.cwd(), dir) || "."}: the manifest schemas of office-js-docs-pr@${COMMIT.slice(0, 10)}, sums checked`),
    (err) => {
      console.error(`Could not get the manifest schemas: ${err.message}`);
      process.exit(1);
    },
  );
}
