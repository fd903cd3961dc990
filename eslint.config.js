import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const rooms = {
  server: {
    group: ["**/server/**"],
    message: "The build and site/ never import the server: a rule both use belongs in site/.",
  },
  scripts: {
    group: ["**/scripts/**"],
    message: "The server and site/ never import the build's steps: a rule both use belongs in site/.",
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".bench/", ".inbox/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The build (scripts/) and the server (server/) share their rules through site/ and never reach
  // into each other; site/ reaches into neither.
  {
    files: ["scripts/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [rooms.server] }] },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [rooms.scripts] }] },
  },
  {
    files: ["site/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [rooms.server, rooms.scripts] }] },
  },
  {
    // In tests a wrong assumption fails the test anyway; `!` keeps the assertions readable.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
