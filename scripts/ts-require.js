// Lets a plain Node script require TypeScript — the core (src/) and support/ (the build helper and the stand-in
// for Excel's globals), so `npm run demo` loads the bundle exactly as the tests do, from the folder
// the tests build into. Transpile only, no type check: `npm run lint` checks the types.
"use strict";

const fs = require("fs");
const ts = require("typescript");

if (!require.extensions[".ts"]) {
  require.extensions[".ts"] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
      fileName: filename,
    });
    module._compile(outputText, filename);
  };
}
