import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noOutsideRuleSources } from "./eslint-rules/no-outside-rule-sources.js";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", ".tmp/**", "e2e/artifacts/**", "apps/server/drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Imports flow one way: components/lib ← features ← app. Features never import each other.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\.)[^/]+/",
              message: "Features do not import each other; move shared code to components/ or lib/.",
            },
            { regex: "/app/", message: "Features do not import the app layer." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/components/**/*.{ts,tsx}", "apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "/(features|app)/", message: "Shared code does not import features or the app." }] },
      ],
    },
  },
  {
    // Rules the code depends on are written in docs/product and docs/decisions; comments point there.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { sondar: { rules: { "no-outside-rule-sources": noOutsideRuleSources } } },
    rules: { "sondar/no-outside-rule-sources": "error" },
  },
  {
    // The domain stays pure: no I/O, no framework.
    files: ["packages/core/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(node:|react|hono|drizzle-orm|pg$|@electric-sql)",
              message: "packages/core is pure: no I/O or framework imports.",
            },
          ],
        },
      ],
    },
  },
);
