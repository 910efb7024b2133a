// Lint keeps the layers of app/README.md apart: imports only point down (routes → services →
// auth → session → store → gateway → domain → contracts; the database beside the gateway), never
// in a circle, and routes never import each other or the gateway.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const app = (folder) => `./app/${folder}`;
// Route modules that are folders (route.tsx with its loader and action beside it).
const routeFolders = readdirSync("app/routes", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// [layer, what it may not import, why]. No exceptions: a type two layers need lives in contracts/.
const layers = [
  [
    "domain",
    ["forms", "pamhk", "session", "auth", "i18n", "services", "routes", "components", "root.tsx"],
    "domain rules are pure: they speak the contracts, not the gateway or the forms",
  ],
  [
    "forms",
    ["pamhk", "session", "auth", "services", "routes", "components", "root.tsx"],
    "schemas sit below the flows (the browser gets their field rules, not zod)",
  ],
  [
    "pamhk",
    ["session", "auth", "i18n", "services", "routes", "components", "forms", "root.tsx"],
    "the gateway knows nothing of sessions, sign-in, translations, flows or pages",
  ],
  [
    "session",
    ["auth", "services", "routes", "components", "root.tsx"],
    "sessions sit below sign-in and flows (the user's and SSO types are in contracts/)",
  ],
  // The store (key-value back ends, Redis, locks, rate limits) knows nothing of what it holds.
  [
    "store",
    [
      "session",
      "auth",
      "i18n",
      "services",
      "routes",
      "components",
      "forms",
      "pamhk",
      "domain",
      "db",
      "root.tsx",
    ],
    "the store sits below sessions: it knows keys and values, not users, pages or the gateway",
  ],
  ...["domain", "forms", "pamhk", "components", "routes"].map((layer) => [
    layer,
    ["store"],
    "the store is reached through sessions, sign-in or a service",
  ]),
  ["auth", ["services", "routes", "components", "root.tsx"], "sign-in sits below the flows"],
  ["services", ["routes", "components", "root.tsx"], "services know nothing of pages"],
  // Components may name the types of .server modules (the Remix compiler refuses any value).
  [
    "components",
    ["routes", "root.tsx"],
    "components render what routes hand them (the root's data is contracts/root-data.ts)",
  ],
  // Routes reach the back office through app/services (types too): guard, parse, call, respond.
  ["routes", ["pamhk"], "routes call a service in app/services, never the gateway"],
  // The portal's database (issue 33) sits beside the gateway: services read and write it.
  [
    "db",
    ["session", "auth", "i18n", "services", "routes", "components", "forms", "pamhk", "root.tsx"],
    "the database knows nothing of sessions, sign-in, translations, flows or pages",
  ],
  ...["domain", "forms", "pamhk", "session", "auth", "components", "routes"].map((layer) => [
    layer,
    ["db"],
    "the database is reached through app/services",
  ]),
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".builds/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      // Packages, then ~/ modules, then relative ones; `npx eslint --fix` sorts them.
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layers.flatMap(([target, forbidden, why]) =>
              forbidden.map((from) => ({ target: app(target), from: app(from), message: why })),
            ),
            {
              target: app("contracts"),
              from: [app("!(contracts)/**"), app("*.{ts,tsx}")],
              message: "contracts are the bottom layer: they import nothing else of app/",
            },
            {
              target: app("pamhk"),
              from: "./node_modules/@remix-run",
              message: "the gateway knows nothing of Remix",
            },
            // A route module never imports another route module; a route folder's files import
            // each other only.
            {
              target: app("routes/*.{ts,tsx}"),
              from: app("routes/**"),
              message: "routes never import each other: share through services or components",
            },
            ...routeFolders.map((folder) => ({
              target: app(`routes/${folder}/**`),
              from: [app("routes/*.{ts,tsx}"), app(`routes/!(${folder})/**`)],
              message: "routes never import each other: share through services or components",
            })),
          ],
        },
      ],
    },
  },
  {
    // Issue 32: every server log line is one JSON record (app/log.server.ts); console output
    // would splice user input and back-office messages into plain text.
    files: ["app/**/*.server.ts", "app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    // Issue 13: zod, its conform adapter and luxon never reach the browser. A component takes a
    // form's constraints and checks from its loader (forms/field-rules) and formats through
    // useFormatter() (i18n/use-formatter.ts); from the schema modules it may name types only.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...["zod", "luxon", "@conform-to/zod"].map((name) => ({
              name,
              allowTypeImports: true,
              message: "server only (issue 13): the page gets field rules from its loader",
            })),
            {
              name: "~/format",
              importNames: [
                "formatMoney",
                "formatAmount",
                "formatDay",
                "formatLocalDateTime",
                "formatMoment",
                "formatClock",
              ],
              message:
                "format through useFormatter(): hydration takes the server's text instead of building an Intl formatter (issue 13)",
            },
          ],
          patterns: [
            {
              group: ["zod/*", "@conform-to/zod/*"],
              allowTypeImports: true,
              message: "server only (issue 13): the page gets field rules from its loader",
            },
            {
              group: ["~/contracts/*"],
              allowTypeImports: true,
              message:
                "contracts carry the zod schemas of the wire: components name their types only",
            },
            {
              group: [
                "~/forms/*",
                "!~/forms/field-rules",
                "!~/forms/messages",
                "!~/forms/*-choices",
                "!~/forms/*-steps",
              ],
              allowTypeImports: true,
              message: "schema modules bring zod: import their types only, or a zod-free module",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 13: pages translate through ~/i18n/use-translation; i18next stays off the browser.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-i18next", message: "use ~/i18n/use-translation" }] },
      ],
    },
  },
  {
    // The formatters stay pure so env.server.ts and the services can use them; the React hook that
    // reads the root's locale and zone is i18n/use-formatter.ts.
    files: ["app/format.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react*", "@remix-run/*", "i18next*", "~/*", "./*", "../*"],
              message: "format.ts is pure Intl: no React, no catalogue, nothing else of app/",
            },
          ],
        },
      ],
    },
  },
  {
    // Server code: a promise is awaited, or let go on purpose with `void` and a reason; a promise
    // never goes where a plain value is expected (an Express handler, an if condition).
    files: [
      "**/*.server.ts",
      "server.ts",
      "server/**/*.ts",
      "app/pamhk/**/*.ts",
      "app/services/**/*.ts",
    ],
    ignores: ["**/*.test.ts"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // A focused test (it.only, describe.only) would silently skip the rest of the suite.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    plugins: { vitest },
    rules: { "vitest/no-focused-tests": "error" },
  },
  {
    // Tests may reach into any layer to set up what they need.
    files: ["**/*.test.{ts,tsx}", "tests/**", "mocks/**", "bench/**"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);
