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
  pageLoader: {
    group: ["**/page-loader/*", "!**/page-loader/attributes"],
    message:
      "The app never imports the page loader, which the build inlines into each page: only the attribute names both use (page-loader/attributes.ts).",
  },
  sections: {
    group: ["**/sections/*"],
    message: "Only routes place sections: a piece two places need belongs in components/.",
  },
  components: {
    group: ["**/components/*"],
    message: "lib/ and content/ hold no markup: they never import components.",
  },
  outsidePageLoader: {
    group: ["~/*", "../*"],
    message: "The page loader stands alone in every page's <head>: it imports nothing of the app.",
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
  // The page loader (app/page-loader/) runs apart from the framework, inlined into each page by the
  // build: the app shares only the attribute names with it, and it takes nothing from the app.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/page-loader/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [rooms.pageLoader] }] },
  },
  {
    files: ["app/components/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [rooms.pageLoader, rooms.sections] }] },
  },
  {
    files: ["app/lib/**", "app/content/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [rooms.pageLoader, rooms.sections, rooms.components] }],
    },
  },
  {
    files: ["app/page-loader/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [rooms.outsidePageLoader] }] },
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
