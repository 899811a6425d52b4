// ESLint for the site's code, build, plugins, scripts, benchmark and tests.
// Formatting is Prettier's business: eslint-config-prettier turns off every style rule. Only the sizes come after it:
// Prettier breaks code at 140 characters but not comments or strings, and no rule of its own keeps a file short.
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import prettier from "eslint-config-prettier"
import globals from "globals"
import { defineConfig, globalIgnores } from "eslint/config"

const tests = [`**/__tests__/**`, `**/*.test.*`, `**/*.spec.*`, `jest.setup.ts`, `__mocks__/**`]

export default defineConfig(
  globalIgnores([
    `public/`,
    `.cache/`,
    `node_modules/`,
    `content/`,
    `static/`,
    `test-results/`,
    `bench/results/`,
    // Written by Gatsby from the GraphQL schema on each build.
    `src/gatsby-types.d.ts`,
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: `error` },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    ...react.configs.flat.recommended,
    files: [`**/*.{jsx,tsx}`],
    // Not the jsx-runtime preset: the site uses React's classic JSX transform (tsconfig "jsx": "react",
    // no jsxRuntime in gatsby-config), so every file with JSX must import React.
    settings: { react: { version: `detect` } },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: [`**/*.{jsx,tsx}`],
  },
  {
    // Not the browser tests: their use* helpers (useBuiltSite) set up Jest's beforeAll/afterAll, not React state.
    ...reactHooks.configs.flat.recommended,
    files: [`**/*.{js,mjs,jsx,ts,tsx}`],
    ignores: [`e2e/**`],
  },
  {
    rules: {
      // Props and variables are left out of an object with a rest sibling on purpose (`const { NODE_ENV, ...env } = process.env`).
      "@typescript-eslint/no-unused-vars": [`error`, { ignoreRestSiblings: true }],
      // A React Compiler rule (new in react-hooks 7): the components set state in effects on purpose, to read what only
      // the browser knows after hydration (theme, navigator.share) and to mark a load as started.
      "react-hooks/set-state-in-effect": `off`,
    },
  },
  // Where each part of the project runs.
  {
    files: [`src/**`, `gatsby-internals/browser/**`, `gatsby-browser.tsx`],
    languageOptions: { globals: { ...globals.browser, __PATH_PREFIX__: `readonly` } },
  },
  {
    files: [
      `site-build/**`,
      `gatsby-internals/*.{ts,tsx,cjs}`,
      `gatsby-internals/__tests__/**`,
      `plugins/**`,
      `scripts/**`,
      `bench/**`,
      `e2e/**`,
      `gatsby-*.{ts,tsx}`,
      `jest*.{js,ts}`,
      `__mocks__/**`,
      `eslint.config.mjs`,
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Server-side rendering runs in Node, but its components are the browser's.
    files: [`gatsby-ssr.tsx`],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Plain JavaScript outside the benchmark is CommonJS (Gatsby's local plugins, the card workers, Jest's configs).
    files: [`**/*.{js,cjs}`],
    languageOptions: { sourceType: `commonjs` },
    rules: { "@typescript-eslint/no-require-imports": `off` },
  },
  {
    files: [`**/*.mjs`],
    languageOptions: { sourceType: `module` },
  },
  {
    files: tests,
    languageOptions: { globals: { ...globals.jest } },
    // Tests look into parsed JSON-LD and markdown syntax trees without declaring their whole shape.
    rules: { "@typescript-eslint/no-explicit-any": `off` },
  },
  prettier,
  {
    // A file a reader takes in whole, and a line read without scrolling sideways.
    rules: {
      "max-len": [`error`, { code: 140, tabWidth: 2 }],
      "max-lines": [`error`, { max: 200, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: tests,
    rules: { "max-lines": [`error`, { max: 250, skipBlankLines: false, skipComments: false }] },
  },
)
