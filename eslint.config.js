// Lint rules for the whole repository, run by `npm run lint` (part of `npm test`).
// Besides the usual checks they enforce the boundaries ARCHITECTURE.md describes, so a change that
// crosses one fails the build instead of waiting for a reviewer to notice.
import path from "node:path";
import { builtinModules } from "node:module";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const TS = ["**/*.ts", "**/*.tsx"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/**
 * A relative import must resolve inside one folder of the repository (the package or app it is
 * written in). `no-restricted-imports` sees only the text of the path, so `../../server/src/app`
 * and `../../../apps/server/src/app` look alike to it whatever folder they escape from; this rule
 * resolves the path against the importing file instead.
 */
const staysInside = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { root: { type: "string" }, why: { type: "string" } }, required: ["root"] }],
    messages: { escapes: "'{{source}}' leaves {{root}}: {{why}}" },
  },
  create(context) {
    const { root: inside, why = "import it through its package instead." } = context.options[0];
    const folder = path.resolve(root, inside);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (target === folder || target.startsWith(folder + path.sep)) return;
      context.report({ node: node.source, messageId: "escapes", data: { source, root: inside, why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
/**
 * Inside an app's src/, a relative import stays in its unit: the file's feature folder
 * (`features/<area>/<feature>/`) or its top folder (`platform/`, `lib/`, ...); the files directly
 * in src/ are reached by a relative path. Anything else goes through the app's `#` aliases (its package.json
 * `imports`), so moving a feature never rewrites the imports of the files that use it.
 */
const unitOf = (file) => {
  const match = /^(apps\/[^/]+\/src)\/(.*)$/.exec(path.relative(root, file).split(path.sep).join("/"));
  if (!match) return null;
  const parts = match[2].split("/");
  if (parts.length === 1) return { src: match[1], unit: match[1], top: true };
  const depth = parts[0] === "features" ? 3 : 1;
  return { src: match[1], unit: `${match[1]}/${parts.slice(0, depth).join("/")}`, top: false };
};
const relativeWithinUnit = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: { leaves: "'{{source}}' leaves {{unit}}/: import it as '#{{alias}}'." },
  },
  create(context) {
    const from = unitOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (!from || typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = unitOf(target);
      if (!to || to.src !== from.src) return; // out of the app: vocable/stays-inside's business
      // The files directly in src/ (app.ts, job-kinds.ts) have no alias: a relative path reaches them.
      const inside = to.top || (!from.top && target.startsWith(path.join(root, from.unit) + path.sep));
      if (inside) return;
      const alias = path.relative(path.join(root, to.src), target).split(path.sep).join("/");
      context.report({ node: node.source, messageId: "leaves", data: { source, unit: from.unit, alias } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const vocable = { rules: { "stays-inside": staysInside, "relative-within-unit": relativeWithinUnit } };

/** `no-restricted-imports` patterns that allow only the given bare specifiers (and relative paths). */
function onlyImports(allowed, message) {
  const names = allowed.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");
  return ["error", { patterns: [{ regex: `^(?!\\.|(?:${names})(?:/|$))`, message }] }];
}

/** Server code, by package name or by a path into apps/server (relative escapes: `vocable/stays-inside`). */
const SERVER_CODE = [
  {
    group: ["@vocable/server", "@vocable/server/*", "@vocable/speech", "@vocable/speech/*"],
    message: "The web app never imports server code; use the API through @vocable/contract.",
  },
  { regex: "(^|/)apps/server(/|$)", message: "The web app never imports server code." },
];
const DOMAIN_WHY = "packages/domain holds pure rules: no I/O, no other packages.";
const CONTRACT_WHY = "packages/contract holds the API's zod schemas: it may import only zod and @vocable/domain.";

export default defineConfig(
  globalIgnores(["**/node_modules/", "**/dist/", "**/.cache/", "apps/server/.test-builds/", "apps/web/src/lib/api-schema.d.ts", "data/", "test-results/", "playwright-report/"]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // `_` marks a value that is there on purpose and unused (`for (const _ of text) n++`), as in tsc.
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: globals.node },
  },

  // Promises nobody waits for lose their errors (an unhandled rejection ends the process):
  // on the server and in the packages every promise is awaited, returned or marked `void`.
  {
    files: ["apps/server/**/*.ts", "packages/*/src/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["apps/server/drizzle.config.ts", "apps/server/scripts/*.ts"] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },

  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },

  // Configuration is read in one place (apps/server/src/platform/env.ts), checked once at start.
  {
    files: [...TS, "**/*.js", "**/*.mjs"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration in apps/server/src/platform/env.ts and pass it along.",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: "Read configuration in apps/server/src/platform/env.ts and pass it along.",
        },
      ],
    },
  },
  {
    // Where reading the environment is the point: the config module, test and bench set-up, tool
    // configs and scripts.
    files: [
      "scripts/**",
      "apps/server/src/platform/env.ts",
      "apps/server/src/testing/**",
      "**/test-support/**",
      ...TESTS,
      "bench/**",
      "e2e/**",
      "*.config.ts",
      "apps/*/*.config.ts",
    ],
    rules: { "no-restricted-properties": "off", "no-restricted-syntax": "off" },
  },

  // The web app runs in the browser and talks to the server over HTTP only.
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { vocable },
    rules: {
      "vocable/stays-inside": ["error", { root: "apps/web", why: "the web app never imports server code." }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_CODE,
          ],
        },
      ],
    },
  },
  {
    // The browser bundle itself (build/ and test/ run in Node).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules.map((name) => ({ name, message: "The web app runs in the browser: no Node modules." })),
          patterns: [
            ...SERVER_CODE,
            { regex: "^node:", message: "The web app runs in the browser: no Node modules." },
          ],
        },
      ],
    },
  },

  // Features move by area without rewriting their users' imports.
  {
    files: ["apps/*/src/**/*.{ts,tsx}"],
    plugins: { vocable },
    rules: { "vocable/relative-within-unit": "error" },
  },

  // packages/domain: pure rules, importable anywhere (browser included).
  {
    files: ["packages/domain/**/*.ts"],
    plugins: { vocable },
    rules: {
      "vocable/stays-inside": ["error", { root: "packages/domain/src", why: DOMAIN_WHY }],
      "no-restricted-imports": onlyImports([], DOMAIN_WHY),
    },
  },
  { files: ["packages/domain/**/*.test.ts"], rules: { "no-restricted-imports": onlyImports(["vitest"], DOMAIN_WHY) } },

  // packages/contract: zod schemas over the domain's constants.
  {
    files: ["packages/contract/**/*.ts"],
    plugins: { vocable },
    rules: {
      "vocable/stays-inside": ["error", { root: "packages/contract/src", why: CONTRACT_WHY }],
      "no-restricted-imports": onlyImports(["zod", "@vocable/domain"], CONTRACT_WHY),
    },
  },
  {
    files: ["packages/contract/**/*.test.ts"],
    rules: { "no-restricted-imports": onlyImports(["zod", "@vocable/domain", "vitest"], CONTRACT_WHY) },
  },
);
