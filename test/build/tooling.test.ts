// The development tools README's two commands rely on: `npm start` sideloads with
// office-addin-debugging, `npm run stop` ends it. Their dependency chain once lost a package
// (fs-extra, required but not declared by @microsoft/app-manifest) and both crashed at load
// while every other test passed; loading them here makes such a loss fail CI.
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const ROOT = path.resolve(__dirname, "..", "..");

describe("the sideloading tools", () => {
  it.each(["office-addin-debugging", "office-addin-dev-settings", "office-addin-manifest", "office-addin-dev-certs"])("%s loads with everything it requires", (name) => {
    // In Node itself, as the npm scripts run it: part of the chain is ES modules, which Node 20.19+
    // requires but jest's module runtime cannot.
    const out = execFileSync(process.execPath, ["-e", `require(${JSON.stringify(name)}); console.log("loaded")`], { cwd: ROOT, stdio: "pipe" }).toString();
    expect(out.trim()).toBe("loaded");
  });

  it("npm run stop exits 0 when nothing was started", () => {
    // Its own state file lives in the temporary folder: a private one, so a developer's running
    // server is never stopped by the tests.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "stop-"));
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
      const [node, cli, ...args] = pkg.scripts.stop.split(" ");
      expect(node).toBe("node");
      const out = execFileSync(process.execPath, [path.join(ROOT, cli), ...args], { cwd: ROOT, env: { ...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp }, stdio: "pipe" }).toString();
      expect(out).toMatch(/Debugging has been stopped/);
      // Where Excel desktop cannot sideload, there was nothing to unregister, and it says so plainly.
      if (!["win32", "darwin"].includes(process.platform)) {
        expect(out).not.toMatch(/Unable to unregister|not supported/);
        expect(out).toMatch(/Nothing to unregister: Excel desktop sideloading exists only on Windows and macOS/);
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
