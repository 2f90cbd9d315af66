// ESLint flat config: @eslint/js recommended + typescript-eslint's type-aware recommended rules.
// Plain JavaScript ESM because ESLint cannot load a .ts config here (no jiti).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    // Generated Prisma clients and runtime data are not ours to lint.
    ignores: ["src/db/generated/**", "data/**", "coverage/**", "out/**"],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // tsconfig.json covers src, commands, renderers, tests and prisma.config.ts.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // The project forbids `any`, explicit or leaking in from an untyped value.
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      // Strict equality, except `x != null`: the idiom for "neither null nor undefined" (optional chains).
      eqeqeq: ["error", "always", { null: "ignore" }],
      // As tsc's noUnusedLocals: `_`-named bindings, and fields dropped by a `...rest` destructuring, are meant unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Off: here `async` without `await` only satisfies a Promise-returning signature (wrapped
      // interaction methods, Prisma's adapter()); a forgotten await is caught by no-floating-promises.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // The worker shims (src/bot/*/*.mjs, tests/fixtures/*.mjs) and this file are plain JavaScript,
    // outside tsconfig.json: lint them without type information.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    // Node's globals that these files use (the `globals` package is not installed).
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    // vitest's asymmetric matchers (expect.stringMatching, expect.any, ...) are typed `any` by
    // design, and tests put them inside expected objects: that assignment is not unsafe.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs).
    files: ["**/*.cjs"],
    languageOptions: { globals: { module: "writable", require: "readonly", exports: "writable", __dirname: "readonly", __filename: "readonly" } },
  },
);
