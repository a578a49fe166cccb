#!/usr/bin/env node
// npm run package: the add-in as one zip for a club or federation that hosts its own copy.
//
//   ADDIN_PUBLIC_URL=https://scoring.example.org/bridge/ npm run package
//
// builds the add-in for that address (webpack --mode production, into a folder of its own, so
// an existing dist/ is left alone) and writes bridge-scoring-<version>.zip: one folder holding
// the files to copy to the address, manifest.xml among them (pointing only at that address), and
// a short README.txt. Options: --out <folder> (where the zip goes; default: the repository).
"use strict";

const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const JSZip = require("jszip"); // installed with exceljs

const ROOT = path.resolve(__dirname, "..");

/** The address as the manifest will name it: https, ending in a slash. */
function publicUrl(raw) {
  if (!raw)
    throw new Error(
      "Set ADDIN_PUBLIC_URL to the https address the add-in will be served from, e.g.\n  ADDIN_PUBLIC_URL=https://scoring.example.org/bridge/ npm run package",
    );
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ADDIN_PUBLIC_URL is not an address: ${raw}`);
  }
  if (url.protocol !== "https:") throw new Error(`ADDIN_PUBLIC_URL must be https (Office loads add-ins only over https): ${raw}`);
  if (url.search || url.hash) throw new Error(`ADDIN_PUBLIC_URL must be a folder address without ? or #: ${raw}`);
  return url.href.replace(/\/?$/, "/");
}

function build(url, outputPath) {
  const cli = require.resolve("webpack-cli/bin/cli.js", { paths: [ROOT] });
  execFileSync(process.execPath, [cli, "--mode", "production", "--output-path", outputPath], {
    cwd: ROOT,
    env: { ...process.env, ADDIN_PUBLIC_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const readme = (version, url) => `Bridge Scoring for Excel ${version}, built for ${url}

1. Copy every file of this folder to ${url}
   (keep the folder structure; the server must answer over https).
2. Give directors manifest.xml. In Excel on the web: Home > Add-ins > More Add-ins >
   Upload My Add-in, and choose manifest.xml. For Windows, Mac and a whole organisation,
   see the project's docs/installing.md.
3. Check: ${url}help.html opens the function help in a browser.
`;

function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, base) : [path.relative(base, p).split(path.sep).join("/")];
  });
}

/** Builds for `url` and writes the zip into `outDir`; returns the zip's path. */
async function makePackage({ url: rawUrl = process.env.ADDIN_PUBLIC_URL, outDir = ROOT } = {}) {
  const url = publicUrl(rawUrl);
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const name = `bridge-scoring-${version}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  try {
    build(url, work);
    const zip = new JSZip();
    const folder = zip.folder(name);
    // Build bookkeeping (a stamp, if any) is not part of the site.
    for (const file of filesUnder(work).filter((f) => !f.startsWith("."))) folder.file(file, fs.readFileSync(path.join(work, file)));
    folder.file("README.txt", readme(version, url));
    const out = path.join(path.resolve(outDir), `${name}.zip`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" }));
    return out;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

module.exports = { makePackage, publicUrl };

if (require.main === module) {
  const i = process.argv.indexOf("--out");
  makePackage({ outDir: i > 0 ? process.argv[i + 1] : ROOT }).then(
    (out) => console.log(`Wrote ${path.relative(process.cwd(), out).startsWith("..") ? out : path.relative(process.cwd(), out)}`),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
