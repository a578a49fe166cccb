import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { parseXml, validateManifest, XmlElement } from "../scripts/validate-manifest";
import { DEV_ORIGIN, manifestUrls, readManifest, resourceValues, ROOT } from "./helpers/manifest";

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

describe("manifest.xml", () => {
  it("passes the structural check", () => {
    expect(validateManifest(manifest)).toEqual([]);
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

  // Issue 18 (hosts, distribution): what Microsoft's requirement-set and shared-runtime pages ask for.
  it("requires SharedRuntime 1.1 in the base manifest, and CustomFunctionsRuntime 1.3 for the functions", () => {
    const root = parseXml(manifest);
    const child = (el: XmlElement | undefined, name: string) => el?.children.find((c) => c.local === name);
    const sets = (req: XmlElement | undefined) =>
      Object.fromEntries((child(req, "Sets")?.children ?? []).filter((c) => c.local === "Set").map((c) => [c.attrs.Name, c.attrs.MinVersion]));
    // The base <Requirements> decides whether Excel loads the add-in at all.
    expect(sets(child(root, "Requirements"))).toEqual({ SharedRuntime: "1.1" });
    // Parameter addresses (requiresParameterAddresses) need CustomFunctionsRuntime 1.3.
    expect(sets(child(child(root, "VersionOverrides"), "Requirements"))).toEqual({ SharedRuntime: "1.1", CustomFunctionsRuntime: "1.3" });
  });

  it("has a SupportUrl and no TaskpaneId (one task pane in a shared runtime)", () => {
    expect(resourceUrl("SupportUrl")).toBe(`${DEV_ORIGIN}support.html`);
    expect(fs.existsSync(path.join(ROOT, "addin", "support.html"))).toBe(true);
    expect(manifest).not.toMatch(/<TaskpaneId>/);
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

describe("validate-manifest detects", () => {
  const cases: Array<[string, string, RegExp]> = [
    ["an unclosed element", broken(["</Hosts>\n  <Requirements>", "\n  <Requirements>"]), /not well-formed XML/],
    ["a mismatched closing tag", broken(["</ProviderName>", "</Provider>"]), /not well-formed XML: <\/Provider> closes <ProviderName>/],
    ["a bare ampersand", broken(['DefaultValue="Bridge Scoring"/>', 'DefaultValue="Bridge & Scoring"/>']), /not well-formed XML: '&'/],
    ["a duplicate attribute", broken(['<Runtime resid="Taskpane.Url"', '<Runtime resid="Taskpane.Url" resid="X"']), /duplicate attribute/],
    ["text after the root", broken(["</OfficeApp>", "</OfficeApp>\nstray"]), /text outside the root/],
    ["an undeclared prefix", broken(["<bt:Images>", "<zz:Images>"], ["</bt:Images>", "</zz:Images>"]), /undeclared namespace prefix 'zz'/],
    [
      "OfficeApp children out of schema order",
      broken([/(\s*<Version>[^<]*<\/Version>)(\s*<ProviderName>[^<]*<\/ProviderName>)/, "$2$1"]),
      /<Version> must come before <ProviderName>/,
    ],
    [
      "Permissions before DefaultSettings",
      broken([/(\s*<DefaultSettings>[\s\S]*?<\/DefaultSettings>)(\s*<Permissions>[^<]*<\/Permissions>)/, "$2$1"]),
      /<DefaultSettings> must come before <Permissions>/,
    ],
    ["a missing required element", broken([/\s*<DefaultLocale>[^<]*<\/DefaultLocale>/, ""]), /<DefaultLocale> is missing/],
    ["an unknown OfficeApp child", broken(["<Hosts>\n    <Host Name", "<Frobs/>\n  <Hosts>\n    <Host Name"]), /unexpected child <Frobs>/],
    ["a resid with no resource", broken(['<Label resid="TaskpaneButton.Label"/>', '<Label resid="Nope.Label"/>']), /resid 'Nope.Label' does not match any resource/],
    [
      "a duplicate resource id",
      broken(['<bt:String id="Bridge.Group.Label"', '<bt:String id="TaskpaneButton.Label"']),
      /resource id 'TaskpaneButton.Label' is defined more than once/,
    ],
    [
      "a resource id over 32 characters",
      broken([/Bridge\.Group\.Label/g, "Bridge.Group.Label.ThatIsFarTooLong"]),
      /'Bridge.Group.Label.ThatIsFarTooLong' is 35 characters; the limit is 32/,
    ],
    ["a resid of the wrong kind", broken(['<Namespace resid="Functions.Namespace"/>', '<Namespace resid="Taskpane.Url"/>']), /is a url resource; a <Namespace> needs a short string/],
    ["a plain-http URL", broken(['DefaultValue="https://localhost:3000/assets/icon-16.png"', 'DefaultValue="http://localhost:3000/assets/icon-16.png"']), /must use https/],
    ["a malformed GUID", broken([/<Id>[^<]*<\/Id>/, "<Id>not-a-guid</Id>"]), /is not a GUID/],
    ["a malformed version", broken([/<Version>[^<]*<\/Version>/, "<Version>1.0.0.0.0</Version>"]), /is not of the form n\.n\.n\.n/],
    ["a non-TaskPaneApp root", broken(['xsi:type="TaskPaneApp"', 'xsi:type="ContentApp"']), /xsi:type must be TaskPaneApp/],
    [
      "a missing SharedRuntime requirement",
      // Declared twice (base manifest and VersionOverrides): both go.
      broken([/\s*<bt:Set Name="SharedRuntime"[^>]*\/>/, ""], [/\s*<Set Name="SharedRuntime"[^>]*\/>/, ""]),
      /SharedRuntime.*is missing/,
    ],
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
      "a nested VersionOverrides 1.1 (mail-only)",
      broken([
        "  </VersionOverrides>",
        '    <VersionOverrides xmlns="http://schemas.microsoft.com/office/taskpaneappversionoverrides/1.1" xsi:type="VersionOverridesV1_1"/>\n  </VersionOverrides>',
      ]),
      /nested VersionOverrides exist only for mail add-ins/,
    ],
    [
      "a default page different from the runtime page",
      broken(['<SourceLocation DefaultValue="https://localhost:3000/taskpane.html"/>', '<SourceLocation DefaultValue="https://localhost:3000/other.html"/>']),
      /differs from the shared runtime page/,
    ],
  ];

  it.each(cases)("%s", (_name, xml, expected) => {
    const problems = validateManifest(xml);
    expect(problems.join("\n")).toMatch(expected);
  });

  it("exits non-zero from the command line with the list of problems", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "manifest-"));
    const file = path.join(dir, "manifest.xml");
    fs.writeFileSync(file, broken(['lifetime="long"', 'lifetime="short"']));
    const script = path.join(ROOT, "scripts", "validate-manifest.js");
    let status = 0;
    let stderr = "";
    try {
      execFileSync(process.execPath, [script, file], { stdio: "pipe" });
    } catch (err) {
      const e = err as { status: number; stderr: Buffer };
      status = e.status;
      stderr = e.stderr.toString();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(status).toBe(1);
    expect(stderr).toMatch(/1 problem\(s\)\n {2}- .*lifetime must be "long"/);
    expect(execFileSync(process.execPath, [script, path.join(ROOT, "manifest.xml")]).toString()).toMatch(/OK/);
  });
});
