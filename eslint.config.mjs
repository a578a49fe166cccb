// Flat config. Type checking is tsc's job (`npm run lint` runs it first); ESLint adds the
// recommended correctness rules on top, for TypeScript and for the plain-JS tooling.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Spelled out rather than taken from the `globals` package, which is not a direct dependency.
const nodeGlobals = {
  require: "readonly",
  module: "writable",
  exports: "writable",
  __dirname: "readonly",
  __filename: "readonly",
  process: "readonly",
  console: "readonly",
  Buffer: "readonly",
  setTimeout: "readonly",
  clearTimeout: "readonly",
  setInterval: "readonly",
  clearInterval: "readonly",
  URL: "readonly",
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "test-output/**", "build/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      // `_`-prefixed names are deliberately unused (placeholders, ignored callback arguments).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Node tooling in CommonJS: webpack config, scripts, jest config.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: nodeGlobals },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-var-requires": "off",
    },
  },
  {
    // The core's one front door: addin/ and scripts/ reach src/ through src/index.ts only, so what
    // the core offers is written in one place. The language bundles (src/lang/, the language list)
    // are data, each language's facts and the words the site and the manifest are written in; the
    // HTML escape (src/formats/export/escape.ts) imports nothing. The build loads these alone
    // rather than the whole core.
    files: ["addin/**/*.ts", "scripts/**/*.ts", "scripts/**/*.js"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)src/(?!index(\\.ts)?$|lang(/index(\\.ts)?)?$|formats/export/escape$).+",
              message: "Import the core through src/index.ts.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.name='require'] > Literal[value=/(^|\\/)src\\/(?!index(\\.ts)?$|lang(\\/index(\\.ts)?)?$|formats\\/export\\/escape$).+/]",
          message: "Require the core through src/index.ts.",
        },
        {
          // require(path.join(ROOT, "src", "export", "index.ts")) and the like.
          selector:
            "CallExpression[callee.name='require'] > CallExpression[callee.property.name='join'] > Literal[value='src'] + Literal[value!=/^index(\\.ts)?$/]",
          message: "Require the core through src/index.ts.",
        },
        {
          selector: "ImportExpression > Literal[value=/(^|\\/)src\\/(?!index(\\.ts)?$|lang(\\/index(\\.ts)?)?$|formats\\/export\\/escape$).+/]",
          message: "Import the core through src/index.ts.",
        },
      ],
    },
  },
  {
    // A module a reader takes in at one sitting (docs/development.md).
    files: ["src/**/*.ts", "addin/**/*.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { sourceType: "module", globals: nodeGlobals },
  },
);
