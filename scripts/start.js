#!/usr/bin/env node
// npm start: build, serve dist/ over https://localhost:3000 and load the add-in into Excel.
//
// Excel desktop (Windows, macOS) is sideloaded with office-addin-debugging. Elsewhere (Linux, a
// container) or when sideloading fails, the server keeps running and the steps for Excel on the
// web are printed. Stop with Ctrl+C or `npm run stop`.
//
//   npm start            build, serve, sideload into Excel desktop where there is one
//   npm start -- --web   build, serve, print the Excel-on-the-web steps only
"use strict";

const { spawn, spawnSync } = require("child_process");
const fs = require("fs");
const https = require("https");
const os = require("os");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const MANIFEST = path.join(ROOT, "manifest.xml");
// What Excel loads: the manifest as the build wrote it, with its localized Overrides (scripts/manifest.js).
const BUILT_MANIFEST = path.resolve(ROOT, process.env.ADDIN_BUILD_DIR || "dist", "manifest.xml");
const PORT = Number(process.env.npm_package_config_dev_server_port || require(path.join(ROOT, "package.json")).config.dev_server_port || 3000);
const WEBPACK = require.resolve("webpack-cli/bin/cli.js", { paths: [ROOT] });
const DEBUGGING = require.resolve("office-addin-debugging/cli.js", { paths: [ROOT] });
const CERT_DIR = path.join(os.homedir(), ".office-addin-dev-certs");

const say = (text) => console.log(`\n[start] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something answers https://localhost:PORT/taskpane.html (our page, not any server). */
function isServing() {
  return new Promise((resolve) => {
    // The dev CA may not be trusted yet (Linux without sudo); this probe only checks liveness.
    const req = https.get({ host: "localhost", port: PORT, path: "/taskpane.html", rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
  });
}

function build() {
  say("Building (development)...");
  const result = spawnSync(process.execPath, [WEBPACK, "--mode", "development"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("\n[start] The build failed; fix the errors above and run npm start again.");
    process.exit(result.status || 1);
  }
  const check = spawnSync(process.execPath, [path.join(__dirname, "validate-manifest.js"), MANIFEST], { cwd: ROOT, stdio: "inherit" });
  // 1: the manifest has problems. 2: the schemas could not be downloaded (offline on a first
  // run); the add-in's own checks did not run either, but serving it is still worth a try.
  if (check.status === 2) say("The manifest could not be validated (see above); continuing.");
  else if (check.status !== 0) process.exit(check.status || 1);
}

/**
 * Records the server in office-addin-debugging's state file (os.tmpdir()/office-addin-debugging.json,
 * the same place its own `start --dev-server` writes) so that `npm run stop` stops it too.
 */
const STOP_RECORD = path.join(os.tmpdir(), "office-addin-debugging.json");

function recordServerForStop(pid) {
  try {
    fs.writeFileSync(STOP_RECORD, JSON.stringify({ devServer: { processId: pid } }, null, 4));
  } catch {
    // Only `npm run stop` loses the server; Ctrl+C still works.
  }
}

/** Forgets the server once it is gone, so a later `npm run stop` cannot kill a reused pid. */
function forgetServer(pid) {
  try {
    if (JSON.parse(fs.readFileSync(STOP_RECORD, "utf8")).devServer.processId === pid) fs.unlinkSync(STOP_RECORD);
  } catch {
    // No record, or someone else's: leave it.
  }
}

async function startServer() {
  if (await isServing()) {
    say(`A server already answers on https://localhost:${PORT}; using it.`);
    return null;
  }
  say(`Starting the https dev server on port ${PORT} (first run creates the localhost certificates)...`);
  const server = spawn(process.execPath, [WEBPACK, "serve", "--mode", "development"], { cwd: ROOT, stdio: "inherit" });
  recordServerForStop(server.pid);
  let exited = false;
  server.on("exit", (code) => {
    exited = true;
    forgetServer(server.pid);
    console.log(`\n[start] The dev server stopped (exit code ${code}).`);
    process.exit(code || 0);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  const deadline = Date.now() + 180_000;
  while (!exited && Date.now() < deadline) {
    if (await isServing()) return server;
    await sleep(1000);
  }
  console.error(`\n[start] The dev server did not answer on https://localhost:${PORT} within 3 minutes.`);
  server.kill();
  process.exit(1);
}

/** Sideloads into Excel desktop; false if it did not work (the tool exits 0 even then). */
function sideloadDesktop() {
  say("Sideloading into Excel desktop (office-addin-debugging)...");
  const result = spawnSync(
    process.execPath,
    [DEBUGGING, "start", BUILT_MANIFEST, "desktop", "--app", "excel", "--no-debug", "--dev-server-port", String(PORT)],
    { cwd: ROOT, encoding: "utf8" },
  );
  process.stdout.write(result.stdout || "");
  process.stderr.write(result.stderr || "");
  const output = `${result.stdout || ""}${result.stderr || ""}`;
  return result.status === 0 && !/Unable to (start debugging|sideload)/i.test(output);
}

function certificateTrusted() {
  try {
    return require("office-addin-dev-certs").verifyCertificates();
  } catch {
    return false;
  }
}

function printWebInstructions(reason) {
  const lines = [
    "",
    "==============================================================================",
    `  ${reason}`,
    "  Load the add-in into Excel on the web instead:",
    "",
    "  1. Open a workbook in Excel on the web (https://www.office.com > Excel).",
    "  2. Home > Add-ins > More Add-ins > My Add-ins > Upload My Add-in",
    "     (older layouts: Insert > Office Add-ins > Upload My Add-in).",
    `  3. Choose this file: ${BUILT_MANIFEST}`,
    "  4. Type =BRIDGE. in a cell; Home > Bridge Scoring opens the task pane.",
    "",
  ];
  if (!certificateTrusted()) {
    lines.push(
      "  The development certificate is not trusted by this machine, so the browser will",
      "  refuse https://localhost:3000 inside Excel until you do one of:",
      "    - trust the CA system-wide:  sudo npx office-addin-dev-certs install",
      `    - import ${path.join(CERT_DIR, "ca.crt")} into the browser's certificate authorities`,
      `    - open https://localhost:${PORT}/taskpane.html in the same browser and accept the warning`,
      "",
    );
  }
  lines.push(`  Serving https://localhost:${PORT}. Stop with Ctrl+C or: npm run stop`);
  lines.push("==============================================================================");
  console.log(lines.join("\n"));
}

async function main() {
  const webOnly = process.argv.includes("--web");
  build();
  const server = await startServer();
  const hasDesktopExcel = process.platform === "win32" || process.platform === "darwin";
  if (!webOnly && hasDesktopExcel) {
    if (sideloadDesktop()) {
      say(`Excel is starting with Bridge Scoring. Serving https://localhost:${PORT}; stop with Ctrl+C or npm run stop.`);
    } else {
      printWebInstructions("Sideloading into Excel desktop did not work (see the messages above).");
    }
  } else {
    printWebInstructions(webOnly ? "Desktop sideloading skipped (--web)." : `No Excel desktop on ${process.platform}.`);
  }
  if (!server) return; // someone else's server: nothing of ours to keep alive
  // Stay in the foreground with the server, so Ctrl+C stops it (the exit handler ends us).
}

main().catch((err) => {
  console.error(`\n[start] ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
