// Builds the add-in into dist/ (or ADDIN_BUILD_DIR): one page (taskpane.html) that Excel's shared
// runtime loads for the task pane, the ribbon and the custom functions alike, plus functions.json,
// the icons and the manifest. `npm run build` needs neither network nor certificates; only
// `webpack serve` does.
"use strict";

const fs = require("fs");
const path = require("path");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { finishMetadata, functionDescriptors } = require("./scripts/functions-metadata");
const webpack = require("webpack");
const { HelpPagesPlugin } = require("./scripts/help-pages");
const { localizedManifest } = require("./scripts/manifest");

const DEV_ORIGIN = "https://localhost:3000/";
const FUNCTIONS_DIR = path.resolve(__dirname, "addin", "functions");

/**
 * Every custom-function file, found when the config loads so a new addin/functions/*.ts needs no
 * config change. Sorted so the bundle and functions.json do not depend on directory order.
 */
function customFunctionFiles() {
  const files = fs.existsSync(FUNCTIONS_DIR)
    ? fs
        .readdirSync(FUNCTIONS_DIR)
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts") && !f.endsWith(".test.ts"))
        .sort()
        .map((f) => path.join(FUNCTIONS_DIR, f))
    : [];
  if (files.length === 0) {
    throw new Error(`No custom-function files in ${path.relative(__dirname, FUNCTIONS_DIR)}/*.ts: nothing would define the BRIDGE functions.`);
  }
  return files;
}

/** Certificates for https://localhost, created (and trusted where possible) on first use. */
async function httpsOptions() {
  const devCerts = require("office-addin-dev-certs");
  try {
    return await devCerts.getHttpsServerOptions();
  } catch (err) {
    // Trusting the CA needs sudo on Linux, and a container may have none. Serve with the
    // generated certificate anyway; the browser must then be told to trust it (scripts/start.js
    // prints how), which beats not serving at all.
    console.warn(`Could not install the development CA certificate: ${String(err.message).split("\n")[0]}`);
    const dir = path.join(require("os").homedir(), ".office-addin-dev-certs");
    const files = { ca: "ca.crt", cert: "localhost.crt", key: "localhost.key" };
    if (!Object.values(files).every((f) => fs.existsSync(path.join(dir, f)))) await devCerts.generateCertificates();
    return Object.fromEntries(Object.entries(files).map(([k, f]) => [k, fs.readFileSync(path.join(dir, f))]));
  }
}

/**
 * custom-functions-metadata prefixes every error with the whole input list, and its console
 * report lists one file's errors under every file, so a mistake seems to be everywhere. When it
 * reports errors, rerun it file by file and name the file each error is in.
 */
class AttributeMetadataErrors {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.afterCompile.tapPromise("AttributeMetadataErrors", async (compilation) => {
      const prefix = `${this.files} `;
      const vague = compilation.errors.filter((e) => String(e.message).startsWith(prefix));
      if (!vague.length) return;
      const { generateCustomFunctionsMetadata } = require("custom-functions-metadata");
      const precise = [];
      for (const file of this.files) {
        const { errors } = await generateCustomFunctionsMetadata([file], true);
        for (const err of errors) {
          // "message (line,col)" -> "file:line:col message", the form editors turn into links.
          const m = /^(.*?)\s*\((\d+),(\d+)\)$/.exec(err);
          const where = path.relative(__dirname, file) + (m ? `:${m[2]}:${m[3]}` : "");
          precise.push(new webpack.WebpackError(`${where} ${m ? m[1] : err}`));
        }
      }
      if (!precise.length) return; // only cross-file problems (e.g. a duplicate id): keep the originals
      for (const e of vague) compilation.errors.splice(compilation.errors.indexOf(e), 1);
      compilation.errors.push(...precise);
    });
  }
}

/**
 * Rewrites the generated functions.json with what the generator cannot emit (see
 * scripts/functions-metadata.js). The metadata plugin adds the file when the compilation starts,
 * so by the time assets are processed it is there to rewrite.
 */
class FinishFunctionsMetadata {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("FinishFunctionsMetadata", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "FinishFunctionsMetadata", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const asset = compilation.getAsset("functions.json");
        if (!asset) return; // the generator reported errors; they are already in the compilation
        compilation.updateAsset("functions.json", new webpack.sources.RawSource(finishMetadata(asset.source.source().toString())));
      });
    });
  }
}

/**
 * functions.js beside the hashed bundle: the manifest's Functions.Script.Url must name a script,
 * though in a shared runtime Excel runs the functions from the page (taskpane.html), which loads
 * the hashed one. A copy of the same build, so either name runs the same version; the scripts
 * (demo, bench) load it by this name too.
 */
class StableFunctionsScript {
  apply(compiler) {
    // After emit, from the file as written: every plugin that rewrites the bundle has run by then.
    compiler.hooks.afterEmit.tapPromise("StableFunctionsScript", async (compilation) => {
      const hashed = Object.keys(compilation.assets).find((name) => /^functions\.[0-9a-f]+\.js$/.test(name));
      if (!hashed) return;
      const out = compilation.outputOptions.path;
      const fsys = compiler.outputFileSystem;
      const read = (file) => new Promise((resolve, reject) => fsys.readFile(file, (e, data) => (e ? reject(e) : resolve(data))));
      const write = (file, data) => new Promise((resolve, reject) => fsys.writeFile(file, data, (e) => (e ? reject(e) : resolve())));
      await write(path.join(out, "functions.js"), await read(path.join(out, hashed)));
    });
  }
}

/** A stylesheet without the rules that load anything from another origin (fonts, images). */
function withoutRemoteUrls(content) {
  return Buffer.from(content.toString().replace(/[^{}]*\{[^{}]*url\(\s*["']?(?:https?:)?\/\/[^{}]*\}/g, ""));
}

/**
 * The manifest for a deployment: every address on publicUrl, and without the note that marks the
 * repository's manifest as the developer's (docs/installing.md) — this one is the site's.
 */
function deployedManifest(xml, publicUrl) {
  return xml
    .replace(/<!-- The developer's manifest:[\s\S]*?-->\r?\n/, "")
    .split(DEV_ORIGIN)
    .join(publicUrl);
}

/** What a production build without ADDIN_PUBLIC_URL prints: one plain line, what it means and what to do. */
function localhostNotice() {
  return `Building for ${DEV_ORIGIN} (no ADDIN_PUBLIC_URL): this manifest loads only where npm start serves the add-in. For a club: ADDIN_PUBLIC_URL=https://... npm run package.`;
}

module.exports = async (env, argv) => {
  const dev = argv.mode !== "production";
  const functionFiles = customFunctionFiles();
  // Where the built manifest points: the dev server unless a deployment URL is given.
  const publicUrl = process.env.ADDIN_PUBLIC_URL ? process.env.ADDIN_PUBLIC_URL.replace(/\/?$/, "/") : DEV_ORIGIN;
  // A production build without an address is a developer's build: say so, or a club hands out a
  // manifest that loads only on the machine that built it (docs/installing.md).
  if (!dev && !process.env.ADDIN_PUBLIC_URL) console.warn(localhostNotice());
  // Where the build goes: dist/ unless ADDIN_BUILD_DIR names another folder (relative to this
  // file). The tests and the bench build elsewhere so that they never replace a dist/ built for a
  // deployment; `clean: true` below empties whatever folder this is.
  const outDir = path.resolve(__dirname, process.env.ADDIN_BUILD_DIR || "dist");
  const projectFromOut = path.relative(outDir, __dirname); // "" or "a/b" when outDir is the project or above it
  if (!projectFromOut.startsWith("..") && !path.isAbsolute(projectFromOut)) {
    throw new Error(`ADDIN_BUILD_DIR=${process.env.ADDIN_BUILD_DIR} would empty the project itself; name a folder inside it.`);
  }

  return {
    mode: dev ? "development" : "production",
    // Maps for the bundles only (see SourceMapDevToolPlugin below), not for copied files.
    devtool: false,
    // The shared runtime is Edge WebView2 / Safari / a current browser, never Internet Explorer.
    target: ["web", "es2020"],
    entry: {
      functions: functionFiles,
      // help.ts fills the pane's Help block on its own, so the pane's code needs no hook for it.
      taskpane: [path.resolve(__dirname, "addin", "taskpane", "taskpane.ts"), path.resolve(__dirname, "addin", "taskpane", "help.ts")],
      // The dialog "Export results…" opens where the host cannot download a file (docs/rules.md §11).
      exportdialog: path.resolve(__dirname, "addin", "taskpane", "exportDialog.ts"),
    },
    output: {
      path: outDir,
      // Content-hashed names, loaded from the pages: Microsoft says a change to functions.js may
      // take up to 24 hours to reach users (Office caches by URL), so with fixed names a director
      // could run one version's functions beside another's pane. The pages themselves keep their
      // names (the manifest points at them) and name the scripts of their own build.
      filename: "[name].[contenthash:10].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            // Types are checked by `npm run lint`; the bundle only needs the JavaScript.
            options: { configFile: path.resolve(__dirname, "tsconfig.json"), transpileOnly: true },
          },
        },
      ],
    },
    plugins: [
      // The pane's Help block lists and describes the functions the metadata declares (addin/taskpane/help.ts).
      new webpack.DefinePlugin({ BRIDGE_FUNCTIONS: JSON.stringify(functionDescriptors().map(({ name, description }) => ({ name, description }))) }),
      new webpack.SourceMapDevToolPlugin({ test: /\.js$/, filename: "[file].map" }),
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: functionFiles }),
      new AttributeMetadataErrors(functionFiles),
      // index, help and rules pages (and their translations) from docs/, and each function's helpUrl made absolute on publicUrl.
      new HelpPagesPlugin({ publicUrl }),
      new FinishFunctionsMetadata(),
      new StableFunctionsScript(),
      // After FinishFunctionsMetadata (same stage, later tap), so every language gets its flags and help URLs.
      // Functions-da/nl/hu.json from functions.json plus each language's help page (docs/help.<lang>.md);
      // the build fails when a function or parameter has no help there.
      new (require("./scripts/localize-functions").LocalizedFunctionsPlugin)(),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: path.resolve(__dirname, "addin", "taskpane", "taskpane.html"),
        // Functions first: their CustomFunctions.associate calls must run on every load of the
        // runtime, including the hidden one Excel starts for a recalculation with no pane open.
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      new HtmlWebpackPlugin({
        filename: "export-dialog.html",
        template: path.resolve(__dirname, "addin", "taskpane", "export-dialog.html"),
        chunks: ["exportdialog"],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          // The example session, offered for download on the site's front page (scripts/front-page.js).
          { from: "examples/club-session.xlsx", to: "club-session.xlsx" },
          { from: "docs/taskpane.png", to: "taskpane.png" },
          // Plain CSS, linked from the page: no CSS loader needed for a stylesheet this small.
          { from: "addin/taskpane/taskpane.css", to: "taskpane.css" },
          // Fabric Core for the Office look, served from dist/ (no CDN): its @font-face and icon
          // rules point at Microsoft's CDN, so they are dropped and the system Segoe UI is used.
          { from: "node_modules/office-ui-fabric-core/dist/css/fabric.min.css", to: "fabric.css", transform: withoutRemoteUrls },
          {
            from: "manifest.xml",
            to: "manifest.xml",
            // With its localized Overrides, written from the language list (scripts/manifest.js).
            transform: (content) => {
              const xml = localizedManifest(content.toString());
              return Buffer.from(publicUrl === DEV_ORIGIN ? xml : deployedManifest(xml, publicUrl));
            },
          },
        ],
      }),
    ],
    // Size hints are written for web pages; an add-in bundle loads once per session.
    performance: { hints: false },
    devServer: {
      port: Number(process.env.npm_package_config_dev_server_port) || 3000,
      // Everything served comes out of the build (copied assets included); no public/ folder.
      static: false,
      // Excel on the web fetches functions.json and the page from its own origin.
      headers: { "Access-Control-Allow-Origin": "*" },
      // Only `webpack serve` asks for certificates; a build must work without them.
      server: env && env.WEBPACK_SERVE ? { type: "https", options: await httpsOptions() } : "http",
      client: { overlay: { errors: true, warnings: false } },
    },
  };
};
module.exports.localhostNotice = localhostNotice;
