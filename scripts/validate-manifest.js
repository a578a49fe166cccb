#!/usr/bin/env node
// Offline structural check of the add-in manifest.
//
// Microsoft's validator (office-addin-manifest validate) needs the internet, and Office itself
// reports a bad manifest only as "this add-in could not be installed". This catches the mistakes
// that actually break this add-in: malformed XML, schema element order, dangling or over-long
// resource ids, plain-http URLs, and a shared runtime that is not shared by every part.
//
// Usage: node scripts/validate-manifest.js [manifest.xml]   (exit 1 and a list of problems)
// From code: require("./scripts/validate-manifest").validateManifest(xmlText) -> string[]
"use strict";

const fs = require("fs");
const path = require("path");

const NS = {
  officeApp: "http://schemas.microsoft.com/office/appforoffice/1.1",
  overrides: "http://schemas.microsoft.com/office/taskpaneappversionoverrides",
  bt: "http://schemas.microsoft.com/office/officeappbasictypes/1.0",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  xml: "http://www.w3.org/XML/1998/namespace",
};

// Child order of OfficeApp for a TaskPaneApp (appforoffice 1.1 schema). Office rejects a manifest
// whose elements are all valid but out of this order, so order is checked, not just presence.
const OFFICE_APP_ORDER = [
  "Id",
  "AlternateId",
  "Version",
  "ProviderName",
  "DefaultLocale",
  "DisplayName",
  "Description",
  "IconUrl",
  "HighResolutionIconUrl",
  "SupportUrl",
  "AppDomains",
  "Hosts",
  "Requirements",
  "DefaultSettings",
  "Permissions",
  "Dictionary",
  "VersionOverrides",
  "ExtendedOverrides",
];
const OFFICE_APP_REQUIRED = [
  "Id",
  "Version",
  "ProviderName",
  "DefaultLocale",
  "DisplayName",
  "Description",
  "IconUrl",
  "Hosts",
  "DefaultSettings",
  "Permissions",
  "VersionOverrides",
];
const VERSION_OVERRIDES_ORDER = ["Description", "Requirements", "Hosts", "Resources", "WebApplicationInfo", "EquivalentAddins"];
const HOST_ORDER = ["Runtimes", "AllFormFactors", "DesktopFormFactor", "MobileFormFactor"];
const PERMISSIONS = ["Restricted", "ReadDocument", "ReadAllDocument", "WriteDocument", "ReadWriteDocument"];
const RESOURCE_KINDS = { Images: "image", Urls: "url", ShortStrings: "short string", LongStrings: "long string" };
const MAX_RESID = 32;

// ---------------------------------------------------------------------------------------------
// A small, strict XML parser. Strict on purpose: Office's parser rejects what a forgiving one
// would repair, so anything not well-formed must fail here too.

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

function checkOrder(parent, order, problems) {
  let latest = null;
  const seen = new Set();
  for (const c of parent.children) {
    const i = order.indexOf(c.local);
    if (i < 0) {
      problems.push(`${label(parent)}: unexpected child <${c.local}> (allowed, in this order: ${order.join(", ")})`);
      continue;
    }
    if (seen.has(c.local)) problems.push(`${label(parent)}: <${c.local}> appears more than once`);
    if (latest && i < order.indexOf(latest)) {
      problems.push(`${label(parent)}: <${c.local}> must come before <${latest}> (schema order: ${order.join(", ")})`);
    } else {
      latest = c.local;
    }
    seen.add(c.local);
  }
}

// Which resource collection a resid must point into, by the referencing element.
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

// ---------------------------------------------------------------------------------------------

/** Returns the list of problems found in the manifest text; an empty list means it passed. */
function validateManifest(xmlText) {
  const problems = [];
  let root;
  try {
    root = parseXml(xmlText);
  } catch (err) {
    if (err instanceof XmlSyntaxError) return [`not well-formed XML: ${err.message}`];
    throw err;
  }

  if (root.local !== "OfficeApp" || root.ns !== NS.officeApp) {
    return [`root element must be <OfficeApp xmlns="${NS.officeApp}">, found <${root.qname}> in ${root.ns || "no namespace"}`];
  }
  if (xsiType(root) !== "TaskPaneApp") problems.push(`OfficeApp: xsi:type must be TaskPaneApp (found ${xsiType(root) || "none"})`);

  checkOrder(root, OFFICE_APP_ORDER, problems);
  for (const name of OFFICE_APP_REQUIRED) {
    if (!kid(root, name)) problems.push(`OfficeApp: required element <${name}> is missing`);
  }

  const id = kid(root, "Id");
  if (id && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id.text.trim())) {
    problems.push(`OfficeApp/Id: '${id.text.trim()}' is not a GUID (8-4-4-4-12 hex digits)`);
  }
  const version = kid(root, "Version");
  if (version && !/^\d{1,5}(\.\d{1,5}){0,3}$/.test(version.text.trim())) {
    problems.push(`OfficeApp/Version: '${version.text.trim()}' is not of the form n.n.n.n`);
  }
  const permissions = kid(root, "Permissions");
  if (permissions && !PERMISSIONS.includes(permissions.text.trim())) {
    problems.push(`OfficeApp/Permissions: '${permissions.text.trim()}' is not one of ${PERMISSIONS.join(", ")}`);
  }
  for (const name of ["DisplayName", "Description"]) {
    const el = kid(root, name);
    if (el && !(el.attrs.DefaultValue || "").trim()) problems.push(`OfficeApp/${name}: DefaultValue is empty`);
  }

  // Every URL the manifest hands to Office must be https: Office refuses http add-in pages, and
  // a mixed-content icon or metadata URL fails silently.
  walk(root, (el) => {
    for (const attr of ["DefaultValue", "Value"]) {
      const v = el.attrs[attr];
      if (v !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^https:\/\//i.test(v)) {
        problems.push(`${label(el)}: URL '${v}' must use https`);
      }
    }
    if (el.local === "AppDomain" && !/^https:\/\//i.test(el.text.trim())) {
      problems.push(`${label(el)}: app domain '${el.text.trim()}' must be an https URL`);
    }
  });
  const defaultSource = kid(kid(root, "DefaultSettings"), "SourceLocation");
  if (kid(root, "DefaultSettings") && !defaultSource) problems.push("OfficeApp/DefaultSettings: <SourceLocation> is missing");

  const overridesList = kids(root, "VersionOverrides");
  const overrides = overridesList[0];
  if (!overrides) return problems;
  if (overrides.ns !== NS.overrides) {
    problems.push(`VersionOverrides: namespace must be ${NS.overrides} for a task pane add-in (found ${overrides.ns})`);
  }
  if (xsiType(overrides) !== "VersionOverridesV1_0") {
    problems.push(`VersionOverrides: xsi:type must be VersionOverridesV1_0 for a task pane add-in (found ${xsiType(overrides) || "none"})`);
  }
  walk(overrides, (el) => {
    if (el !== overrides && el.local === "VersionOverrides") {
      problems.push(`${label(el)}: nested VersionOverrides exist only for mail add-ins; a TaskPaneApp supports VersionOverrides 1.0 alone`);
    }
  });
  checkOrder(overrides, VERSION_OVERRIDES_ORDER, problems);

  // Resources: collect ids, check uniqueness, length, and that URL resources are absolute https.
  const resources = new Map(); // id -> kind
  const resourceValues = new Map(); // id -> DefaultValue
  const resourcesEl = kid(overrides, "Resources");
  if (!resourcesEl) problems.push("VersionOverrides: <Resources> is missing");
  for (const group of kids(resourcesEl)) {
    const kind = RESOURCE_KINDS[group.local];
    if (!kind || group.ns !== NS.bt) {
      problems.push(`${label(group)}: unexpected element in Resources (expected bt:Images, bt:Urls, bt:ShortStrings, bt:LongStrings)`);
      continue;
    }
    for (const item of kids(group)) {
      const rid = item.attrs.id;
      if (!rid) {
        problems.push(`${label(item)}: resource without an id`);
        continue;
      }
      if (rid.length > MAX_RESID) problems.push(`${label(item)}: resource id '${rid}' is ${rid.length} characters; the limit is ${MAX_RESID}`);
      if (resources.has(rid)) problems.push(`${label(item)}: resource id '${rid}' is defined more than once`);
      resources.set(rid, kind);
      resourceValues.set(rid, item.attrs.DefaultValue);
      if (item.attrs.DefaultValue === undefined) problems.push(`${label(item)}: resource '${rid}' has no DefaultValue`);
      if ((kind === "url" || kind === "image") && !/^https:\/\/[^\s]+$/i.test(item.attrs.DefaultValue || "")) {
        problems.push(`${label(item)}: resource '${rid}' must be an absolute https URL (found '${item.attrs.DefaultValue}')`);
      }
      if (kind === "short string" && (item.attrs.DefaultValue || "").length > 125) {
        problems.push(`${label(item)}: short string '${rid}' is longer than 125 characters`);
      }
    }
  }

  // Every resid resolves, to the right kind of resource.
  walk(overrides, (el) => {
    const rid = el.attrs.resid;
    if (rid === undefined) return;
    if (rid.length > MAX_RESID) problems.push(`${label(el)}: resid '${rid}' is ${rid.length} characters; the limit is ${MAX_RESID}`);
    if (!resources.has(rid)) {
      problems.push(`${label(el)}: resid '${rid}' does not match any resource id in <Resources>`);
      return;
    }
    const want = expectedKind(el);
    if (want && resources.get(rid) !== want) {
      problems.push(`${label(el)}: resid '${rid}' is a ${resources.get(rid)} resource; a <${el.local}> needs a ${want}`);
    }
  });

  // The shared runtime.
  const sets = [kid(root, "Requirements"), kid(overrides, "Requirements")].flatMap((req) => kids(kid(req, "Sets"), "Set"));
  const shared = sets.find((s) => s.attrs.Name === "SharedRuntime");
  if (!shared) {
    problems.push('Requirements: <Set Name="SharedRuntime" MinVersion="1.1"/> is missing; without it Excel starts separate runtimes');
  } else {
    const min = shared.attrs.MinVersion || (shared.parent && shared.parent.attrs.DefaultMinVersion) || "1.1";
    if (!/^1\.\d+$/.test(min)) problems.push(`Requirements: SharedRuntime MinVersion '${min}' is not a valid 1.x version`);
  }

  const hostsEl = kid(overrides, "Hosts");
  const workbook = kids(hostsEl, "Host").find((h) => xsiType(h) === "Workbook");
  if (!workbook) {
    problems.push('VersionOverrides/Hosts: no <Host xsi:type="Workbook">');
    return problems;
  }
  checkOrder(workbook, HOST_ORDER, problems);
  const runtimes = kids(kid(workbook, "Runtimes"), "Runtime");
  if (runtimes.length !== 1) {
    problems.push(`${label(workbook)}: expected exactly one <Runtimes><Runtime/></Runtimes>, found ${runtimes.length}`);
  }
  const runtime = runtimes[0];
  const runtimeId = runtime && runtime.attrs.resid;
  if (runtime && runtime.attrs.lifetime !== "long") {
    problems.push(`${label(runtime)}: lifetime must be "long" so that functions keep running with the pane closed`);
  }

  const needsRuntime = (el, what) => {
    if (!el) {
      problems.push(`${label(workbook)}: ${what} is missing`);
    } else if (runtimeId && el.attrs.resid !== runtimeId) {
      problems.push(`${label(el)}: ${what} uses resid '${el.attrs.resid}', not the shared runtime's '${runtimeId}', so it would load in a separate runtime`);
    }
  };

  const cf = kids(kid(workbook, "AllFormFactors"), "ExtensionPoint").find((e) => xsiType(e) === "CustomFunctions");
  if (!cf) {
    problems.push(`${label(workbook)}/AllFormFactors: <ExtensionPoint xsi:type="CustomFunctions"> is missing`);
  } else {
    for (const part of ["Script", "Page", "Metadata"]) {
      if (!kid(kid(cf, part), "SourceLocation")) problems.push(`${label(cf)}: <${part}><SourceLocation/></${part}> is missing`);
    }
    needsRuntime(kid(kid(cf, "Page"), "SourceLocation"), "the custom functions page");
    const ns = kid(cf, "Namespace");
    if (!ns) problems.push(`${label(cf)}: <Namespace> is missing`);
    else if (resourceValues.get(ns.attrs.resid) !== undefined && !/^[A-Za-z][A-Za-z0-9]{0,31}$/.test(resourceValues.get(ns.attrs.resid))) {
      problems.push(`${label(ns)}: namespace '${resourceValues.get(ns.attrs.resid)}' must be a letter then letters or digits, at most 32`);
    }
  }

  const desktop = kid(workbook, "DesktopFormFactor");
  needsRuntime(kid(desktop, "FunctionFile"), "<FunctionFile>");
  const taskpaneActions = [];
  walk(workbook, (el) => {
    if (el.local === "Action" && xsiType(el) === "ShowTaskpane") taskpaneActions.push(el);
  });
  if (!taskpaneActions.length) problems.push(`${label(workbook)}: no ribbon button opens the task pane (<Action xsi:type="ShowTaskpane">)`);
  for (const action of taskpaneActions) needsRuntime(kid(action, "SourceLocation"), "the ShowTaskpane action");

  // The base task pane (used where VersionOverrides is not honoured) should be the same page.
  if (defaultSource && runtimeId && resourceValues.has(runtimeId) && defaultSource.attrs.DefaultValue !== resourceValues.get(runtimeId)) {
    problems.push(`OfficeApp/DefaultSettings/SourceLocation: '${defaultSource.attrs.DefaultValue}' differs from the shared runtime page '${resourceValues.get(runtimeId)}'`);
  }

  return problems;
}

function validateManifestFile(file) {
  return validateManifest(fs.readFileSync(file, "utf8"));
}

module.exports = { validateManifest, validateManifestFile, parseXml, XmlSyntaxError };

if (require.main === module) {
  const file = path.resolve(process.argv[2] || "manifest.xml");
  let problems;
  try {
    problems = validateManifestFile(file);
  } catch (err) {
    console.error(`${file}: ${err.message}`);
    process.exit(2);
  }
  if (problems.length) {
    console.error(`${path.relative(process.cwd(), file)}: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), file)}: OK (offline structural check; Microsoft's online validator is not run)`);
}
