#!/usr/bin/env node
// Checks the add-in manifest in two steps:
//
// 1. Microsoft's XML schemas for it (OfficeAppManifestV1_1, TaskPaneAppVersionOverridesV1_0,
//    OfficeAppBasicTypesV1_0 and what they import; see scripts/manifest-schemas.js), run by
//    libxml2 compiled to WebAssembly (xmllint-wasm: no native build). Element order, required
//    elements, value formats, lengths and enumerations are the schema's business, reported in its
//    words, and this file does not repeat them.
// 2. What no schema expresses, because it is about this add-in or about the manifest as a whole:
//    every URL is https and on the address the add-in is served from, every resid names a
//    resource of the right kind and each resource id is defined once, the icons exist, and pane,
//    ribbon and custom functions share one long-lived runtime.
//
// Office itself reports a bad manifest only as "this add-in could not be installed", and
// Microsoft's online validator (office-addin-manifest validate) needs the internet on every run.
//
// Usage: node scripts/validate-manifest.js [manifest.xml] [--offline]
//   URLs must start with ADDIN_PUBLIC_URL when it is set (check a deployment's dist/manifest.xml),
//   else with https://localhost:3000/; the source manifest.xml always points at the dev server
//   (the build rewrites it). Icons are looked for beside the manifest file.
//   Exit 1 with the list of problems; exit 2 when the schemas cannot be had (they are downloaded
//   on first use, see `npm run schemas`; --offline never downloads): the add-in's own checks
//   still run and their problems are listed, and the output says the schema step did not run.
// From code: await validateManifest(xmlText, options) -> string[] (schema and checks);
//   manifestProblems(xmlText, options) -> string[] (the checks of step 2 only, synchronous).
"use strict";

const fs = require("fs");
const path = require("path");
const { downloadSchemas, loadSchemas, missingSchemas, schemaDir, SchemaError } = require("./manifest-schemas");

const ROOT = path.resolve(__dirname, "..");
const DEV_ORIGIN = "https://localhost:3000/";

const NS = {
  officeApp: "http://schemas.microsoft.com/office/appforoffice/1.1",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  xml: "http://www.w3.org/XML/1998/namespace",
};
const RESOURCE_KINDS = { Images: "image", Urls: "url", ShortStrings: "short string", LongStrings: "long string" };

// ---------------------------------------------------------------------------------------------
// A small, strict, namespace-aware XML parser for the checks of step 2 (and the tests' helpers).
// libxml2 reports malformed XML in step 1; being strict here means the checks never run on a
// repaired guess of the document.

class XmlSyntaxError extends Error {}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function parseXml(text) {
  let pos = 0;
  const where = (at = pos) => {
    const before = text.slice(0, at).split("\n");
    return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
  };
  const fail = (msg, at) => {
    throw new XmlSyntaxError(`${msg} (${where(at)})`);
  };
  const decode = (raw, at) =>
    raw.replace(/&([^;\s&<]*);?/g, (m, ref) => {
      if (!m.endsWith(";")) fail("'&' must start an entity such as &amp;", at);
      if (ref in ENTITIES) return ENTITIES[ref];
      const num = /^#x([0-9a-f]+)$/i.exec(ref) || /^#([0-9]+)$/.exec(ref);
      if (num) return String.fromCodePoint(parseInt(num[1], ref[1] === "x" || ref[1] === "X" ? 16 : 10));
      return fail(`unknown entity &${ref};`, at);
    });

  if (text.charCodeAt(0) === 0xfeff) pos = 1;
  if (text.startsWith("<?xml", pos)) {
    const end = text.indexOf("?>", pos);
    if (end < 0) fail("unterminated XML declaration");
    pos = end + 2;
  }

  let root = null;
  const stack = [];
  while (pos < text.length) {
    const lt = text.indexOf("<", pos);
    const chunk = lt < 0 ? text.slice(pos) : text.slice(pos, lt);
    if (chunk.length) {
      if (stack.length) stack[stack.length - 1].text += decode(chunk, pos);
      else if (chunk.trim()) fail("text outside the root element", pos);
    }
    if (lt < 0) break;
    pos = lt;
    if (text.startsWith("<!--", pos)) {
      const end = text.indexOf("-->", pos + 4);
      if (end < 0) fail("unterminated comment");
      if (text.slice(pos + 4, end).includes("--")) fail("'--' inside a comment", pos);
      pos = end + 3;
    } else if (text.startsWith("<![CDATA[", pos)) {
      if (!stack.length) fail("CDATA outside the root element");
      const end = text.indexOf("]]>", pos);
      if (end < 0) fail("unterminated CDATA section");
      stack[stack.length - 1].text += text.slice(pos + 9, end);
      pos = end + 3;
    } else if (text.startsWith("<?", pos)) {
      const end = text.indexOf("?>", pos);
      if (end < 0) fail("unterminated processing instruction");
      pos = end + 2;
    } else if (text.startsWith("<!", pos)) {
      fail("DOCTYPE and other declarations are not allowed in a manifest");
    } else if (text.startsWith("</", pos)) {
      const m = /^<\/([^\s>]+)\s*>/.exec(text.slice(pos));
      if (!m) fail("malformed closing tag");
      const open = stack.pop();
      if (!open) fail(`closing tag </${m[1]}> without an opening tag`);
      if (open.qname !== m[1]) fail(`</${m[1]}> closes <${open.qname}> opened at ${open.where}`);
      pos += m[0].length;
    } else {
      const start = pos;
      const nameMatch = /^<([^\s/>]+)/.exec(text.slice(pos));
      if (!nameMatch || !NAME.test(nameMatch[1])) fail("malformed tag name");
      pos += nameMatch[0].length;
      const el = { qname: nameMatch[1], attrs: {}, children: [], text: "", where: where(start), parent: null };
      for (;;) {
        const ws = /^\s*/.exec(text.slice(pos))[0];
        pos += ws.length;
        if (text.startsWith("/>", pos) || text.startsWith(">", pos)) break;
        if (!ws) fail(`expected whitespace, '>' or '/>' in <${el.qname}>`);
        const am = /^([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(text.slice(pos));
        if (!am) fail(`malformed attribute in <${el.qname}>`);
        if (!NAME.test(am[1])) fail(`malformed attribute name '${am[1]}'`);
        const raw = am[2] !== undefined ? am[2] : am[3];
        if (raw.includes("<")) fail(`'<' in the value of attribute ${am[1]}`);
        if (am[1] in el.attrs) fail(`duplicate attribute ${am[1]} in <${el.qname}>`);
        el.attrs[am[1]] = decode(raw, pos);
        pos += am[0].length;
      }
      const selfClosing = text.startsWith("/>", pos);
      pos += selfClosing ? 2 : 1;
      if (stack.length) {
        el.parent = stack[stack.length - 1];
        el.parent.children.push(el);
      } else if (root) {
        fail("a second root element", start);
      } else {
        root = el;
      }
      if (!selfClosing) stack.push(el);
    }
  }
  if (stack.length) fail(`<${stack[stack.length - 1].qname}> opened at ${stack[stack.length - 1].where} is never closed`);
  if (!root) fail("no root element");
  resolveNamespaces(root, { xml: NS.xml }, fail);
  return root;
}

function resolveNamespaces(el, inherited, fail) {
  const scope = { ...inherited };
  for (const [name, value] of Object.entries(el.attrs)) {
    if (name === "xmlns") scope[""] = value;
    else if (name.startsWith("xmlns:")) scope[name.slice(6)] = value;
  }
  const [prefix, local] = el.qname.includes(":") ? el.qname.split(":") : ["", el.qname];
  if (!(prefix in scope)) fail(`undeclared namespace prefix '${prefix}' on <${el.qname}> at ${el.where}`, 0);
  el.ns = scope[prefix];
  el.local = local;
  el.scope = scope;
  for (const child of el.children) resolveNamespaces(child, scope, fail);
}

// ---------------------------------------------------------------------------------------------
// Tree helpers

const kids = (el, local) => (el ? el.children.filter((c) => local === undefined || c.local === local) : []);
const kid = (el, local) => kids(el, local)[0];
const walk = (el, visit) => {
  visit(el);
  for (const c of el.children) walk(c, visit);
};
const xsiType = (el) => {
  for (const [name, value] of Object.entries(el.attrs)) {
    const [prefix, local] = name.includes(":") ? name.split(":") : ["", name];
    if (local === "type" && prefix && el.scope[prefix] === NS.xsi) return value.replace(/^[^:]*:/, "");
  }
  return undefined;
};
const label = (el) => {
  const parts = [];
  for (let e = el; e; e = e.parent) parts.unshift(e.local + (xsiType(e) ? `[${xsiType(e)}]` : ""));
  return parts.join("/");
};

// Which resource collection a resid must point into, by the referencing element. The schema types
// every resid alike (a string of 1 to 32 characters), so a label pointing at a URL passes it.
function expectedKind(el) {
  switch (el.local) {
    case "Image":
      return "image";
    case "SourceLocation":
    case "Runtime":
    case "FunctionFile":
    case "LearnMoreUrl":
    case "Override":
      return "url";
    case "Label":
    case "Title":
    case "Namespace":
      return "short string";
    case "Description":
      return "long string";
    default:
      return undefined;
  }
}

/** The address every URL must start with (see the usage note at the top). */
function expectedBase(file) {
  if (file && path.resolve(file) === path.join(ROOT, "manifest.xml")) return DEV_ORIGIN;
  return process.env.ADDIN_PUBLIC_URL ? process.env.ADDIN_PUBLIC_URL.replace(/\/?$/, "/") : DEV_ORIGIN;
}

// ---------------------------------------------------------------------------------------------
// Step 2: what no schema says.

/**
 * Problems the schema cannot see. options.baseUrl: the address every URL must start with
 * (default https://localhost:3000/); options.dir: the folder the icons' paths are relative to
 * (icons are not checked without it).
 */
function manifestProblems(xmlText, options = {}) {
  const baseUrl = options.baseUrl || DEV_ORIGIN;
  const problems = [];
  let root;
  try {
    root = parseXml(xmlText);
  } catch (err) {
    if (err instanceof XmlSyntaxError) return [`not well-formed XML: ${err.message}`];
    throw err;
  }
  // The schema accepts content and mail add-ins too; this one is a task pane.
  if (root.local !== "OfficeApp" || root.ns !== NS.officeApp || xsiType(root) !== "TaskPaneApp") {
    return [`the root must be <OfficeApp xmlns="${NS.officeApp}" xsi:type="TaskPaneApp">, found <${root.qname}> of type ${xsiType(root) || "none"}`];
  }

  // URLs: https (Office refuses http pages, and a mixed-content icon fails silently), and all on
  // the address the add-in is served from, or the built manifest half points at the dev server.
  if (!/^https:\/\//i.test(baseUrl)) problems.push(`the add-in's address '${baseUrl}' must be an https URL`);
  const urls = [];
  walk(root, (el) => {
    for (const attr of ["DefaultValue", "Value"]) {
      const v = el.attrs[attr];
      if (v !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(v)) urls.push([el, v]);
    }
    if (el.local === "AppDomain") urls.push([el, el.text.trim()]);
  });
  for (const [el, url] of urls) {
    if (!/^https:\/\//i.test(url)) problems.push(`${label(el)}: URL '${url}' must use https`);
    else if (el.local !== "AppDomain" && !url.startsWith(baseUrl)) problems.push(`${label(el)}: URL '${url}' is not on ${baseUrl}`);
  }

  const overrides = kid(root, "VersionOverrides");
  if (!overrides) return [...problems, "OfficeApp: <VersionOverrides> is missing; the custom functions and the shared runtime are declared there"];

  // Resources: each id once; remember kind and value for the resids.
  const resources = new Map(); // id -> { kind, value }
  for (const group of kids(kid(overrides, "Resources"))) {
    for (const item of kids(group)) {
      const rid = item.attrs.id;
      if (rid === undefined) continue; // the schema reports it
      if (resources.has(rid)) problems.push(`${label(item)}: resource id '${rid}' is defined more than once`);
      resources.set(rid, { kind: RESOURCE_KINDS[group.local], value: item.attrs.DefaultValue });
    }
  }
  const value = (rid) => (resources.has(rid) ? resources.get(rid).value : undefined);

  // Every resid resolves, to the right kind of resource.
  walk(overrides, (el) => {
    const rid = el.attrs.resid;
    if (rid === undefined) return;
    if (!resources.has(rid)) {
      problems.push(`${label(el)}: resid '${rid}' does not match any resource id in <Resources>`);
      return;
    }
    const want = expectedKind(el);
    if (want && resources.get(rid).kind !== want) {
      problems.push(`${label(el)}: resid '${rid}' is a ${resources.get(rid).kind} resource; a <${el.local}> needs a ${want}`);
    }
  });

  // Icons: the files exist where the manifest's URLs say, relative to the manifest's folder.
  if (options.dir) {
    const icons = [kid(root, "IconUrl"), kid(root, "HighResolutionIconUrl")].filter(Boolean).map((el) => [label(el), el.attrs.DefaultValue]);
    for (const [rid, r] of resources) if (r.kind === "image") icons.push([`image resource '${rid}'`, r.value]);
    for (const [where, url] of icons) {
      if (!url || !url.startsWith(baseUrl)) continue; // reported above
      const rel = decodeURIComponent(url.slice(baseUrl.length).replace(/[?#].*$/, ""));
      if (!fs.existsSync(path.join(options.dir, rel))) problems.push(`${where}: icon '${url}' has no file ${rel} beside the manifest`);
    }
  }

  // The shared runtime: requested, one long-lived runtime, and every page in it.
  const sets = [kid(root, "Requirements"), kid(overrides, "Requirements")].flatMap((req) => kids(kid(req, "Sets"), "Set"));
  if (!sets.some((s) => s.attrs.Name === "SharedRuntime")) {
    problems.push('Requirements: <Set Name="SharedRuntime" MinVersion="1.1"/> is missing; without it Excel starts separate runtimes');
  }
  // The functions ask for their parameters' addresses (CustomFunctionsRuntime 1.3). Required in the
  // base manifest, so a host without it does not install an add-in whose functions it would drop
  // (VersionOverrides is ignored on such a host: specify-office-hosts-and-api-requirements.md).
  const base = kids(kid(kid(root, "Requirements"), "Sets"), "Set");
  const cfr = base.find((s) => s.attrs.Name === "CustomFunctionsRuntime");
  const version = (v) => (v || "1.1").split(".").map(Number);
  const [major, minor] = version(cfr && cfr.attrs.MinVersion);
  if (!cfr || major < 1 || (major === 1 && minor < 3)) {
    problems.push(
      'Requirements: the base manifest needs <Set Name="CustomFunctionsRuntime" MinVersion="1.3"/>; the functions ask for their parameters\' addresses',
    );
  }
  const workbook = kids(kid(overrides, "Hosts"), "Host").find((h) => xsiType(h) === "Workbook");
  if (!workbook) return [...problems, 'VersionOverrides/Hosts: no <Host xsi:type="Workbook">'];
  const runtimes = kids(kid(workbook, "Runtimes"), "Runtime");
  if (runtimes.length !== 1) problems.push(`${label(workbook)}: expected exactly one <Runtimes><Runtime/></Runtimes>, found ${runtimes.length}`);
  const runtime = runtimes[0];
  const runtimeId = runtime && runtime.attrs.resid;
  if (runtime && runtime.attrs.lifetime !== "long") {
    problems.push(`${label(runtime)}: lifetime must be "long" so that functions keep running with the pane closed`);
  }
  const needsRuntime = (el, what) => {
    if (!el) problems.push(`${label(workbook)}: ${what} is missing`);
    else if (runtimeId && el.attrs.resid !== runtimeId) {
      problems.push(`${label(el)}: ${what} uses resid '${el.attrs.resid}', not the shared runtime's '${runtimeId}', so it would load in a separate runtime`);
    }
  };

  const cf = kids(kid(workbook, "AllFormFactors"), "ExtensionPoint").find((e) => xsiType(e) === "CustomFunctions");
  if (!cf) {
    problems.push(`${label(workbook)}/AllFormFactors: <ExtensionPoint xsi:type="CustomFunctions"> is missing`);
  } else {
    needsRuntime(kid(kid(cf, "Page"), "SourceLocation"), "the custom functions page");
    // Excel's rule for the prefix users type (=BRIDGE.…); the schema only limits the length.
    const ns = value(kid(cf, "Namespace") && kid(cf, "Namespace").attrs.resid);
    if (ns !== undefined && !/^[A-Za-z][A-Za-z0-9]{0,31}$/.test(ns))
      problems.push(`${label(cf)}/Namespace: namespace '${ns}' must be a letter then letters or digits, at most 32`);
  }
  needsRuntime(kid(kid(workbook, "DesktopFormFactor"), "FunctionFile"), "<FunctionFile>");
  const taskpaneActions = [];
  walk(workbook, (el) => {
    if (el.local === "Action" && xsiType(el) === "ShowTaskpane") taskpaneActions.push(el);
  });
  if (!taskpaneActions.length) problems.push(`${label(workbook)}: no ribbon button opens the task pane (<Action xsi:type="ShowTaskpane">)`);
  for (const action of taskpaneActions) needsRuntime(kid(action, "SourceLocation"), "the ShowTaskpane action");

  // The base task pane (used where VersionOverrides is not honoured) should be the same page.
  const defaultSource = kid(kid(root, "DefaultSettings"), "SourceLocation");
  if (defaultSource && runtimeId && value(runtimeId) !== undefined && defaultSource.attrs.DefaultValue !== value(runtimeId)) {
    problems.push(`OfficeApp/DefaultSettings/SourceLocation: '${defaultSource.attrs.DefaultValue}' differs from the shared runtime page '${value(runtimeId)}'`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Step 1: the schemas.

/**
 * The schema's complaints about the manifest, as libxml2 words them ("manifest.xml:9: Schemas
 * validity error : Element '{…}ProviderName': This element is not expected. Expected is …").
 * options.schemas: from loadSchemas(); options.fileName: the name the messages start with.
 */
async function schemaProblems(xmlText, options = {}) {
  const { validateXML } = require("xmllint-wasm");
  const [main, ...imports] = options.schemas || loadSchemas();
  const result = await validateXML({ xml: [{ fileName: options.fileName || "manifest.xml", contents: xmlText }], schema: [main], preload: imports });
  if (result.valid) return [];
  // Lines without a location are libxml2 echoing the source line and a caret under it.
  const problems = [...new Set(result.errors.filter((e) => e.loc).map((e) => e.rawMessage))];
  return problems.length ? problems : [result.rawOutput.trim()];
}

/** Schema first, then the checks no schema expresses (skipped when the XML cannot be parsed). */
async function validateManifest(xmlText, options = {}) {
  const fromSchema = await schemaProblems(xmlText, options);
  let parsed = true;
  try {
    parseXml(xmlText);
  } catch (err) {
    if (!(err instanceof XmlSyntaxError)) throw err;
    parsed = false;
  }
  return parsed ? [...fromSchema, ...manifestProblems(xmlText, options)] : fromSchema;
}

/** validateManifest for a file: its URLs checked against expectedBase(file), icons beside it. */
/**
 * A manifest file's text as Excel gets it: the repository's manifest.xml with the localized
 * Overrides the build writes into it (scripts/manifest.js), any other file (a build's) as it is.
 */
function manifestText(file) {
  const text = fs.readFileSync(file, "utf8");
  return path.resolve(file) === path.join(ROOT, "manifest.xml") ? require("./manifest").localizedManifest(text) : text;
}

async function validateManifestFile(file, options = {}) {
  return validateManifest(manifestText(file), {
    baseUrl: expectedBase(file),
    dir: path.dirname(path.resolve(file)),
    fileName: path.basename(file),
    ...options,
  });
}

module.exports = { validateManifest, validateManifestFile, manifestText, manifestProblems, schemaProblems, parseXml, XmlSyntaxError, DEV_ORIGIN };

if (require.main === module) {
  const args = process.argv.slice(2);
  // --offline: never download the schemas (what a machine without the internet does anyway).
  const offline = args.includes("--offline");
  const file = path.resolve(args.find((a) => !a.startsWith("--")) || "manifest.xml");
  const shown = path.relative(process.cwd(), file);
  const report = (problems) => {
    if (!problems.length) return;
    console.error(`${shown}: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - ${p}`);
  };
  /** The schemas, fetched once when missing; the reason they cannot be had, or null. */
  const schemasReady = async () => {
    if (!missingSchemas().length) return null;
    if (offline) return `they are not in ${schemaDir()} and --offline forbids fetching them`;
    console.log(`The manifest schemas are not in ${path.relative(process.cwd(), schemaDir()) || "."} yet; fetching them once.`);
    try {
      await downloadSchemas(schemaDir(), (msg) => console.log(`  ${msg}`));
      return null;
    } catch (err) {
      if (err instanceof SchemaError || /HTTP|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|no answer/.test(err.message)) return err.message;
      throw err;
    }
  };
  (async () => {
    const unavailable = await schemasReady();
    if (unavailable === null) {
      const problems = await validateManifestFile(file);
      report(problems);
      if (problems.length) process.exit(1);
      console.log(`${shown}: OK (Microsoft's manifest schemas, then this add-in's own checks)`);
      return;
    }
    // Offline: the add-in's own checks still run, and the missing schema step is said plainly
    // (exit 2, so scripts can tell "checked in part" from "checked").
    let problems;
    try {
      problems = manifestProblems(manifestText(file), { baseUrl: expectedBase(file), dir: path.dirname(file) });
    } catch (err) {
      if (!(err instanceof XmlSyntaxError)) throw err;
      problems = [`not well-formed XML: ${err.message}`];
    }
    report(problems);
    console.error(
      `${shown}: the schema step did NOT run (${unavailable}). ` +
        `${problems.length ? "" : "This add-in's own checks passed. "}Point MANIFEST_SCHEMAS at a folder holding the schema files, or run \`npm run schemas\` online.`,
    );
    process.exit(problems.length ? 1 : 2);
  })().catch((err) => {
    console.error(`${shown}: ${err.stack}`);
    process.exit(2);
  });
}
