// manifest.xml against Microsoft's schemas and against the checks no schema expresses.
// The schema tests need the schema files (`npm run schemas`, or MANIFEST_SCHEMAS pointing at
// them); without them they are skipped and the reason is printed, the other tests still run.
import { LANGUAGE_FACTS, LANGUAGES } from "../../src/i18n";
import { BUNDLES } from "../../src/lang";
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { FILES, loadSchemas, missingSchemas, schemaDir } from "../../scripts/manifest-schemas";
import { manifestProblems, parseXml, validateManifest, XmlElement } from "../../scripts/validate-manifest";
import { DEV_ORIGIN, manifestUrls, readManifest, resourceValues, ROOT } from "../helpers/manifest";

const manifest = readManifest();

/** The DefaultValue of a top-level URL element such as <SupportUrl>. */
function resourceUrl(name: string): string | undefined {
  return parseXml(manifest).children.find((c) => c.local === name)?.attrs.DefaultValue;
}

/** A broken copy of the manifest; fails loudly if the text to break is no longer there. */
function broken(...edits: Array<[string | RegExp, string]>): string {
  let xml = manifest;
  for (const [from, to] of edits) {
    const next = xml.replace(from, to);
    if (next === xml) throw new Error(`mutation did not apply: ${String(from)}`);
    xml = next;
  }
  return xml;
}

function pngSize(file: string): { width: number; height: number } {
  const buf = fs.readFileSync(file);
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(buf.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const missing = missingSchemas();
const skipReason = missing.length
  ? `Microsoft's manifest schemas are not in ${path.relative(ROOT, schemaDir()) || schemaDir()} (${missing.join(", ")}); run \`npm run schemas\` or set MANIFEST_SCHEMAS`
  : "";
// One plain line, not console.warn: jest prints a warning with a code frame that reads as a failure.
if (skipReason) process.stderr.write(`Skipped: the manifest schema tests (${skipReason}; offline: docs/testing.md).\n`);
// CI points MANIFEST_SCHEMAS at a pinned copy and sets REQUIRE_SCHEMAS: there a skip is a failure.
if (process.env.REQUIRE_SCHEMAS)
  it("has Microsoft's manifest schemas (REQUIRE_SCHEMAS is set)", () => {
    expect(missing).toEqual([]);
  });
const withSchemas = skipReason ? describe.skip : describe;
// Loaded once; a file that is present but not the pinned one fails this test file outright.
const schemas = skipReason ? [] : loadSchemas();

const APP = "\\{http://schemas\\.microsoft\\.com/office/appforoffice/1\\.1\\}";
const OVERRIDES = "\\{http://schemas\\.microsoft\\.com/office/taskpaneappversionoverrides\\}";
const BT = "\\{http://schemas\\.microsoft\\.com/office/officeappbasictypes/1\\.0\\}";
const schemaError = (text: string): RegExp => new RegExp(`^manifest\\.xml:\\d+: Schemas validity error : ${text}`, "m");
const parserError = (text: string): RegExp => new RegExp(`^manifest\\.xml:\\d+: parser error : ${text}`, "m");

describe("manifest.xml", () => {
  it("passes the checks no schema expresses", () => {
    expect(manifestProblems(manifest, { baseUrl: DEV_ORIGIN, dir: ROOT })).toEqual([]);
  });

  it("is the Bridge Scoring add-in with the BRIDGE namespace", () => {
    expect(manifest).toContain('<DisplayName DefaultValue="Bridge Scoring"/>');
    expect(resourceValues(manifest).get("Functions.Namespace")).toBe("BRIDGE");
    expect(manifest).toContain("<Permissions>ReadWriteDocument</Permissions>");
  });

  it("points every URL at the https dev server", () => {
    const urls = manifestUrls(manifest);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(DEV_ORIGIN) ? url : `not on ${DEV_ORIGIN}: ${url}`).toBe(url);
  });

  // What Microsoft's requirement-set and shared-runtime pages ask for.
  // A host that meets the base requirements but not VersionOverrides' ones installs the
  // add-in without its functions and ribbon button (specify-office-hosts-and-api-requirements.md,
  // "Specify requirements in a VersionOverrides element"). Both sets are base requirements, so such
  // a host does not install it at all, and VersionOverrides repeats none of them.
  it("requires SharedRuntime 1.1 and CustomFunctionsRuntime 1.3 in the base manifest, and nothing in VersionOverrides", () => {
    const root = parseXml(manifest);
    const child = (el: XmlElement | undefined, name: string) => el?.children.find((c) => c.local === name);
    const sets = (req: XmlElement | undefined) =>
      Object.fromEntries((child(req, "Sets")?.children ?? []).filter((c) => c.local === "Set").map((c) => [c.attrs.Name, c.attrs.MinVersion]));
    // The base <Requirements> decides whether Excel installs the add-in at all. Parameter
    // addresses (requiresParameterAddresses) need CustomFunctionsRuntime 1.3.
    expect(sets(child(root, "Requirements"))).toEqual({ SharedRuntime: "1.1", CustomFunctionsRuntime: "1.3" });
    expect(child(child(root, "VersionOverrides"), "Requirements")).toBeUndefined();
  });

  it("has a SupportUrl and no TaskpaneId (one task pane in a shared runtime)", () => {
    expect(resourceUrl("SupportUrl")).toBe(`${DEV_ORIGIN}support.html`);
    // Built from docs/support.md by scripts/help-pages.js, like the help pages.
    expect(fs.existsSync(path.join(ROOT, "docs", "support.md"))).toBe(true);
    expect(manifest).not.toMatch(/<TaskpaneId>/);
  });

  // The support page a translated language's Excel links to is in its language.
  it("has a translated support page for every locale it overrides", () => {
    const supportUrl = /<SupportUrl [^>]*>([\s\S]*?)<\/SupportUrl>/.exec(manifest)![1];
    const overrides = [...supportUrl.matchAll(/<Override Locale="([^"]+)" Value="([^"]+)"\/>/g)].map(([, locale, url]) => [locale, url]);
    expect(overrides.map(([locale]) => locale)).toEqual(LANGUAGES.flatMap((lang) => LANGUAGE_FACTS[lang].officeLocales));
    for (const [locale, url] of overrides) {
      const lang = locale.slice(0, 2);
      expect(url).toBe(`${DEV_ORIGIN}support.${lang}.html`);
      const page = fs.readFileSync(path.join(ROOT, "docs", `support.${lang}.md`), "utf8");
      // Same sections, with the same anchors, as the English page.
      const sections = (markdown: string) => [...markdown.matchAll(/^##+ .*\{#([\w-]+)\}$/gm)].map((m) => m[1]);
      expect(sections(page)).toEqual(sections(fs.readFileSync(path.join(ROOT, "docs", "support.md"), "utf8")));
      expect(sections(page).length).toBeGreaterThan(5);
    }
  });

  // docs/recipes.md, "Add a language": the Overrides are written by the build from the language
  // list and each language's bundle, so a new language adds no line to manifest.xml.
  it("writes no Override by hand: the build writes, per Office locale of each language, the description, support page, function help and tooltip", () => {
    expect(fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8")).not.toMatch(/<(bt:)?Override /);
    const locales = LANGUAGES.flatMap((lang) => LANGUAGE_FACTS[lang].officeLocales.map((locale) => [locale, lang] as const));
    expect(locales.length).toBeGreaterThan(0);
    for (const [locale, lang] of locales) {
      const overrides = [...manifest.matchAll(new RegExp(`<(?:bt:)?Override Locale="${locale}" Value="([^"]*)"/>`, "g"))].map((m) => m[1]);
      const bundle = BUNDLES[lang as Exclude<typeof lang, "en">];
      expect(overrides).toEqual([bundle.manifest.description, `${DEV_ORIGIN}support.${lang}.html`, `${DEV_ORIGIN}functions-${lang}.json`, bundle.manifest.tooltip]);
    }
  });

  it("ships each declared icon as a real PNG of the declared size", () => {
    const icons = [...manifest.matchAll(/<bt:Image size="(\d+)" resid="([^"]+)"/g)];
    expect(icons.length).toBeGreaterThan(0);
    const values = resourceValues(manifest);
    for (const [, size, resid] of icons) {
      const file = path.join(ROOT, values.get(resid)!.slice(DEV_ORIGIN.length));
      expect(pngSize(file)).toEqual({ width: Number(size), height: Number(size) });
    }
    for (const name of ["IconUrl", "HighResolutionIconUrl"]) {
      const url = new RegExp(`<${name} DefaultValue="([^"]+)"`).exec(manifest)![1];
      const { width } = pngSize(path.join(ROOT, url.slice(DEV_ORIGIN.length)));
      expect(width).toBe(name === "IconUrl" ? 32 : 64);
    }
  });
});

describe("the checks no schema expresses refuse", () => {
  const cases: Array<[string, string, RegExp]> = [
    ["a resid with no resource", broken(['<Label resid="TaskpaneButton.Label"/>', '<Label resid="Nope.Label"/>']), /resid 'Nope.Label' does not match any resource/],
    [
      "a duplicate resource id",
      broken(['<bt:String id="Bridge.Group.Label"', '<bt:String id="TaskpaneButton.Label"']),
      /resource id 'TaskpaneButton.Label' is defined more than once/,
    ],
    ["a resid of the wrong kind", broken(['<Namespace resid="Functions.Namespace"/>', '<Namespace resid="Taskpane.Url"/>']), /is a url resource; a <Namespace> needs a short string/],
    ["a plain-http URL", broken(['DefaultValue="https://localhost:3000/assets/icon-16.png"', 'DefaultValue="http://localhost:3000/assets/icon-16.png"']), /must use https/],
    [
      "a URL on another address than the add-in's",
      broken(['DefaultValue="https://localhost:3000/functions.json"', 'DefaultValue="https://cdn.example.org/functions.json"']),
      /URL 'https:\/\/cdn.example.org\/functions.json' is not on https:\/\/localhost:3000\//,
    ],
    ["a content add-in", broken(['xsi:type="TaskPaneApp"', 'xsi:type="ContentApp"']), /the root must be <OfficeApp .* xsi:type="TaskPaneApp">, found <OfficeApp> of type ContentApp/],
    ["a missing SharedRuntime requirement", broken([/\s*<Set Name="SharedRuntime"[^>]*\/>/, ""]), /SharedRuntime.*is missing/],
    ["CustomFunctionsRuntime below 1.3", broken(['<Set Name="CustomFunctionsRuntime" MinVersion="1.3"/>', '<Set Name="CustomFunctionsRuntime" MinVersion="1.2"/>']), /needs <Set Name="CustomFunctionsRuntime" MinVersion="1.3"\/>/],
    ["CustomFunctionsRuntime only in VersionOverrides", broken([/\s*<Set Name="CustomFunctionsRuntime"[^>]*\/>/, ""]), /needs <Set Name="CustomFunctionsRuntime"/],
    ["a short-lived runtime", broken(['lifetime="long"', 'lifetime="short"']), /lifetime must be "long"/],
    ["a missing runtime", broken([/\s*<Runtimes>[\s\S]*?<\/Runtimes>/, ""]), /expected exactly one <Runtimes><Runtime\/><\/Runtimes>, found 0/],
    [
      "a function file outside the shared runtime",
      broken(['<FunctionFile resid="Taskpane.Url"/>', '<FunctionFile resid="Functions.Script.Url"/>']),
      /<FunctionFile> uses resid 'Functions.Script.Url', not the shared runtime's 'Taskpane.Url'/,
    ],
    [
      "a custom-functions page outside the shared runtime",
      broken([/<Page>\s*<SourceLocation resid="Taskpane.Url"\/>/, '<Page><SourceLocation resid="Functions.Metadata.Url"/>']),
      /the custom functions page uses resid 'Functions.Metadata.Url'/,
    ],
    [
      "a task pane button outside the shared runtime",
      broken([/(<Action xsi:type="ShowTaskpane">[\s\S]*?)<SourceLocation resid="Taskpane.Url"\/>/, '$1<SourceLocation resid="Functions.Script.Url"/>']),
      /the ShowTaskpane action uses resid 'Functions.Script.Url'/,
    ],
    ["missing custom functions", broken([/\s*<AllFormFactors>[\s\S]*?<\/AllFormFactors>/, ""]), /CustomFunctions"> is missing/],
    ["a bad function namespace", broken(['<bt:String id="Functions.Namespace" DefaultValue="BRIDGE"/>', '<bt:String id="Functions.Namespace" DefaultValue="BRIDGE.X"/>']), /namespace 'BRIDGE.X'/],
    [
      "a default page different from the runtime page",
      broken(['<SourceLocation DefaultValue="https://localhost:3000/taskpane.html"/>', '<SourceLocation DefaultValue="https://localhost:3000/other.html"/>']),
      /differs from the shared runtime page/,
    ],
    [
      "an icon with no file",
      broken(['DefaultValue="https://localhost:3000/assets/icon-80.png"', 'DefaultValue="https://localhost:3000/assets/icon-81.png"']),
      /image resource 'Icon.80x80': icon 'https:\/\/localhost:3000\/assets\/icon-81.png' has no file assets\/icon-81.png/,
    ],
  ];

  it.each(cases)("%s", (_name, xml, expected) => {
    expect(manifestProblems(xml, { baseUrl: DEV_ORIGIN, dir: ROOT }).join("\n")).toMatch(expected);
  });

  it("accept a deployment's manifest on its own address, and refuse it on the dev server's", () => {
    const deployed = manifest.split(DEV_ORIGIN).join("https://scoring.example.org/bridge/");
    expect(manifestProblems(deployed, { baseUrl: "https://scoring.example.org/bridge/" })).toEqual([]);
    expect(manifestProblems(deployed, { baseUrl: DEV_ORIGIN }).join("\n")).toMatch(/is not on https:\/\/localhost:3000\//);
  });
});

withSchemas(`Microsoft's manifest schemas${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const validate = (xml: string): Promise<string[]> => validateManifest(xml, { schemas, baseUrl: DEV_ORIGIN, dir: ROOT });

  it("accept manifest.xml", async () => {
    expect(await validate(manifest)).toEqual([]);
  });

  const cases: Array<[string, string, RegExp]> = [
    [
      "an element out of order",
      broken([/(\s*<Version>[^<]*<\/Version>)(\s*<ProviderName>[^<]*<\/ProviderName>)/, "$2$1"]),
      schemaError(`Element '${APP}ProviderName': This element is not expected\\. Expected is one of \\( ${APP}AlternateId, ${APP}Version \\)\\.`),
    ],
    [
      "a required element missing",
      broken([/\s*<DefaultLocale>[^<]*<\/DefaultLocale>/, ""]),
      schemaError(`Element '${APP}DisplayName': This element is not expected\\. Expected is \\( ${APP}DefaultLocale \\)\\.`),
    ],
    [
      "Permissions before DefaultSettings",
      broken([/(\s*<DefaultSettings>[\s\S]*?<\/DefaultSettings>)(\s*<Permissions>[^<]*<\/Permissions>)/, "$2$1"]),
      schemaError(`Element '${APP}Permissions': This element is not expected\\. Expected is \\( ${APP}DefaultSettings \\)\\.`),
    ],
    [
      "the runtime after the custom functions",
      broken([/(\s*<Runtimes>[\s\S]*?<\/Runtimes>)(\s*<AllFormFactors>[\s\S]*?<\/AllFormFactors>)/, "$2$1"]),
      schemaError(`Element '${OVERRIDES}Runtimes': This element is not expected\\.`),
    ],
    ["an unknown OfficeApp child", broken(["<Hosts>\n    <Host Name", "<Frobs/>\n  <Hosts>\n    <Host Name"]), schemaError(`Element '${APP}Frobs': This element is not expected\\.`)],
    ["a malformed GUID", broken([/<Id>[^<]*<\/Id>/, "<Id>not-a-guid</Id>"]), schemaError(`Element '${APP}Id': \\[facet 'pattern'\\] The value 'not-a-guid' is not accepted`)],
    ["a malformed version", broken([/<Version>[^<]*<\/Version>/, "<Version>1.0.0.0.0</Version>"]), schemaError(`Element '${APP}Version': \\[facet 'pattern'\\] The value '1\\.0\\.0\\.0\\.0' is not accepted`)],
    ["an unknown permission", broken(["<Permissions>ReadWriteDocument</Permissions>", "<Permissions>Everything</Permissions>"]), schemaError(`Element '${APP}Permissions': \\[facet 'enumeration'\\] The value 'Everything' is not an element of the set`)],
    ["an unknown runtime lifetime", broken(['lifetime="long"', 'lifetime="forever"']), schemaError(`Element '${OVERRIDES}Runtime', attribute 'lifetime': \\[facet 'enumeration'\\] The value 'forever' is not an element of the set \\{'short', 'long'\\}`)],
    [
      "a resource id over 32 characters",
      broken([/Bridge\.Group\.Label/g, "Bridge.Group.Label.ThatIsFarTooLong"]),
      schemaError(`Element '${BT}String', attribute 'id': \\[facet 'maxLength'\\] The value 'Bridge\\.Group\\.Label\\.ThatIsFarTooLong' has a length of '35'; this exceeds the allowed maximum length of '32'`),
    ],
    [
      "a short string over 125 characters",
      broken(['<bt:String id="Bridge.Group.Label" DefaultValue="Bridge Scoring"/>', `<bt:String id="Bridge.Group.Label" DefaultValue="${"x".repeat(126)}"/>`]),
      schemaError(`Element '${BT}String', attribute 'DefaultValue': \\[facet 'maxLength'\\] The value 'x+' has a length of '126'; this exceeds the allowed maximum length of '125'`),
    ],
    [
      "a nested VersionOverrides 1.1 (mail only)",
      broken([
        "  </VersionOverrides>",
        '    <VersionOverrides xmlns="http://schemas.microsoft.com/office/taskpaneappversionoverrides/1.1" xsi:type="VersionOverridesV1_1"/>\n  </VersionOverrides>',
      ]),
      schemaError(`Element '${OVERRIDES.replace("\\}", "/1\\.1\\}")}VersionOverrides', attribute '[^']*type': The QName value '[^']*VersionOverridesV1_1' of the xsi:type attribute does not resolve to a type definition\\.`),
    ],
    ["an unclosed element", broken(["</Hosts>\n  <Requirements>", "\n  <Requirements>"]), parserError("Opening and ending tag mismatch: Hosts line \\d+ and OfficeApp")],
    ["a mismatched closing tag", broken(["</ProviderName>", "</Provider>"]), parserError("Opening and ending tag mismatch: ProviderName line \\d+ and Provider")],
    ["a bare ampersand", broken(['DefaultValue="Bridge Scoring"/>', 'DefaultValue="Bridge & Scoring"/>']), parserError("xmlParseEntityRef: no name")],
    ["a duplicate attribute", broken(['<Runtime resid="Taskpane.Url"', '<Runtime resid="Taskpane.Url" resid="X"']), parserError("Attribute resid redefined")],
    ["text after the root", broken(["</OfficeApp>", "</OfficeApp>\nstray"]), parserError("Extra content at the end of the document")],
    ["an undeclared prefix", broken(["<bt:Images>", "<zz:Images>"], ["</bt:Images>", "</zz:Images>"]), /namespace error : Namespace prefix zz on Images is not defined/],
  ];

  it.each(cases)("refuse %s, in the schema's words", async (_name, xml, expected) => {
    expect((await validate(xml)).join("\n")).toMatch(expected);
  });

  it("come with the checks: a schema-valid manifest with a dangling resid is refused", async () => {
    const problems = await validate(broken(['<Label resid="TaskpaneButton.Label"/>', '<Label resid="Nope.Label"/>']));
    expect(problems).toEqual([expect.stringMatching(/resid 'Nope.Label' does not match any resource/)]);
  });

  it("are refused when a file is not the pinned one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "manifest-schemas-"));
    try {
      for (const f of FILES) fs.copyFileSync(path.join(schemaDir(), f.name), path.join(dir, f.name));
      fs.appendFileSync(path.join(dir, FILES[1].name), "\n");
      expect(() => loadSchemas(dir)).toThrow(new RegExp(`${FILES[1].name} is not the pinned file`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("run from the command line: exit 1 with the list of problems, 0 for manifest.xml", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "manifest-"));
    const file = path.join(dir, "manifest.xml");
    fs.writeFileSync(file, broken([/(\s*<Version>[^<]*<\/Version>)(\s*<ProviderName>[^<]*<\/ProviderName>)/, "$2$1"]));
    const script = path.join(ROOT, "scripts", "validate-manifest.js");
    const env: NodeJS.ProcessEnv = { ...process.env, MANIFEST_SCHEMAS: schemaDir() };
    delete env.ADDIN_PUBLIC_URL;
    let status = 0;
    let stderr = "";
    try {
      execFileSync(process.execPath, [script, file], { stdio: "pipe", env });
    } catch (err) {
      const e = err as { status: number; stderr: Buffer };
      status = e.status;
      stderr = e.stderr.toString();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(status).toBe(1);
    // The copy has no assets/ beside it, so the icons are reported too.
    expect(stderr).toMatch(/problem\(s\)\n {2}- manifest\.xml:\d+: Schemas validity error : Element '\{[^}]*\}ProviderName': This element is not expected/);
    expect(stderr).toMatch(/icon 'https:\/\/localhost:3000\/assets\/icon-32\.png' has no file/);
    expect(execFileSync(process.execPath, [script, path.join(ROOT, "manifest.xml")], { env }).toString()).toMatch(/manifest\.xml: OK/);
  });
});

describe("npm run validate without the schemas", () => {
  const script = path.join(ROOT, "scripts", "validate-manifest.js");
  const run = (file: string, schemas: string): { status: number; out: string } => {
    const env: NodeJS.ProcessEnv = { ...process.env, MANIFEST_SCHEMAS: schemas };
    delete env.ADDIN_PUBLIC_URL;
    try {
      const stdout = execFileSync(process.execPath, [script, file, "--offline"], { stdio: "pipe", env }).toString();
      return { status: 0, out: stdout };
    } catch (err) {
      const e = err as { status: number; stdout: Buffer; stderr: Buffer };
      return { status: e.status, out: `${e.stdout.toString()}${e.stderr.toString()}` };
    }
  };

  it("still runs the add-in's own checks and says plainly that the schema step did not run", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "no-schemas-"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "manifest-"));
    try {
      const good = run(path.join(ROOT, "manifest.xml"), empty);
      expect(good.status).toBe(2);
      expect(good.out).toMatch(/the schema step did NOT run/);
      expect(good.out).toMatch(/own checks passed/);
      // A manifest with an http address: the own checks find it although the schemas are missing.
      const file = path.join(dir, "manifest.xml");
      fs.writeFileSync(file, fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8").replace("https://localhost:3000/taskpane.html", "http://localhost:3000/taskpane.html"));
      const bad = run(file, empty);
      expect(bad.status).toBe(1);
      expect(bad.out).toMatch(/problem\(s\)/);
      expect(bad.out).toMatch(/http:\/\/localhost:3000\/taskpane\.html/);
      expect(bad.out).toMatch(/the schema step did NOT run/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
