import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { SERVER_ROOT } from "./paths";

// The repository's own eslint.config.js, run through ESLint's Node API on small snippets placed at
// real paths, so each boundary rule is shown to bite where it should and to keep quiet elsewhere.
const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");
// The boundary rules read only the text of a file: their checks run without the type-aware rules,
// which would build a TypeScript program for every project a snippet is placed in (half a minute of
// CPU for nothing these tests look at). The promise rules' own checks use the whole configuration.
const TYPED_RULES = ["@typescript-eslint/no-floating-promises", "@typescript-eslint/no-misused-promises"];
const untyped = new ESLint({
  cwd: REPO_ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: Object.fromEntries(TYPED_RULES.map((r) => [r, "off"])) },
});
const typed = new ESLint({ cwd: REPO_ROOT });

/** The problems ESLint reports for `code` as if it were the file at `file` (relative to the repo). */
async function lint(file: string, code: string, eslint = untyped): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result.messages;
}

/** The rules that reported errors, sorted. */
async function errors(file: string, code: string, eslint = untyped): Promise<(string | null)[]> {
  return (await lint(file, code, eslint))
    .filter((m) => m.severity === 2)
    .map((m) => m.ruleId)
    .sort();
}

const SERVER_FEATURE = "apps/server/src/features/speech/tts/routes.ts";
const WEB_FILE = "apps/web/src/main.tsx";
const DOMAIN_FILE = "packages/domain/src/format.ts";
const CONTRACT_FILE = "packages/contract/src/history.ts";

describe("process.env is read only in platform/env.ts and test set-up", () => {
  it("rejects process.env in a server feature and in a package", async () => {
    const code = "export const port = process.env.PORT;\n";
    expect(await errors(SERVER_FEATURE, code)).toEqual(["no-restricted-properties"]);
    expect(await errors("packages/speech/src/index.ts", code)).toEqual(["no-restricted-properties"]);
    expect(await errors(WEB_FILE, code)).toEqual(["no-restricted-properties"]);
  });

  it("rejects the other spellings: a computed key, destructuring, env imported from node:process", async () => {
    expect(await errors(SERVER_FEATURE, 'export const port = process["env"].PORT;\n')).toEqual(["no-restricted-properties"]);
    expect(await errors(SERVER_FEATURE, "const { env } = process;\nexport const port = env.PORT;\n")).toEqual([
      "no-restricted-properties",
    ]);
    expect(await errors(SERVER_FEATURE, 'import { env } from "node:process";\nexport const port = env.PORT;\n')).toEqual([
      "no-restricted-syntax",
    ]);
  });

  it("allows it in env.ts, test set-up, tests, benchmarks and tool configs", async () => {
    const code = "export const port = process.env.PORT;\n";
    for (const file of [
      "apps/server/src/platform/env.ts",
      "apps/server/src/testing/test-app.ts",
      "apps/server/src/app.test.ts",
      "bench/history.ts",
      "e2e/tts-journey.spec.ts",
      "playwright.config.ts",
      "apps/web/vite.config.ts",
    ]) {
      expect(await lint(file, code), file).toEqual([]);
    }
  });
});

describe("the web app never imports server code", () => {
  it("rejects relative paths into the server, whatever their depth", async () => {
    expect(await errors(WEB_FILE, 'export { createApp } from "../../server/src/app";\n')).toEqual(["vocable/stays-inside"]);
    expect(await errors("apps/web/src/features/speech/history/components/history-page.tsx", 'import "../../../../../../server/src/app";\n')).toEqual([
      "vocable/stays-inside",
    ]);
    expect(await errors(WEB_FILE, 'import "../../../apps/server/src/app";\n')).toEqual(["no-restricted-imports", "vocable/stays-inside"]);
  });

  it("rejects the server and speech packages and Node modules", async () => {
    expect(await errors(WEB_FILE, 'import "@vocable/speech";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(WEB_FILE, 'import "@vocable/server/src/app";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(WEB_FILE, 'import fs from "node:fs";\nexport const read = fs.readFileSync;\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(WEB_FILE, 'import fs from "fs";\nexport const read = fs.readFileSync;\n')).toEqual(["no-restricted-imports"]);
  });

  it("allows its own files, the contract, the domain and browser libraries", async () => {
    const code = [
      'import "./styles.css";',
      'import { APP_ROUTES } from "@vocable/domain";',
      'import type { HistoryItem } from "@vocable/contract";',
      'import { useState } from "react";',
      "export type Item = HistoryItem;",
      "export { APP_ROUTES, useState };",
      "",
    ].join("\n");
    expect(await lint(WEB_FILE, code)).toEqual([]);
  });
});

describe("a relative import stays in its feature (or top folder); the rest goes through the # aliases", () => {
  const WEB_FEATURE = "apps/web/src/features/speech/history/components/history-page.tsx";

  it("rejects a relative path into another feature, area or top folder", async () => {
    expect(await errors(SERVER_FEATURE, 'export { listVoices } from "../../voices/voices/repo";\n')).toEqual(["vocable/relative-within-unit"]);
    expect(await errors(SERVER_FEATURE, 'export { AppError } from "../../../platform/errors";\n')).toEqual(["vocable/relative-within-unit"]);
    expect(await errors("apps/server/src/platform/errors.ts", 'export * from "../features/speech/tts/routes";\n')).toEqual([
      "vocable/relative-within-unit",
    ]);
    expect(await errors(WEB_FEATURE, 'export { api } from "../../../../lib/api";\n')).toEqual(["vocable/relative-within-unit"]);
    expect(await errors(WEB_FEATURE, 'export * from "../../player/player-store";\n')).toEqual(["vocable/relative-within-unit"]);
  });

  it("names the alias to use", async () => {
    const [message] = await lint(SERVER_FEATURE, 'export { listVoices } from "../../voices/voices/repo";\n');
    expect(message.message).toBe("'../../voices/voices/repo' leaves apps/server/src/features/speech/tts/: import it as '#features/voices/voices/repo'.");
  });

  it("allows relative paths inside the feature and the top folder, and the aliases anywhere", async () => {
    expect(await lint(SERVER_FEATURE, 'export * from "./use-cases/plan-speech";\nexport * from "#features/voices/voices/repo";\n')).toEqual([]);
    expect(await lint("apps/server/src/platform/jobs/db-runner.ts", 'export * from "../errors";\nexport * from "#db/client";\n')).toEqual([]);
    expect(await lint(WEB_FEATURE, 'export * from "../feedback/components/feedback-thumbs";\nexport { api } from "#lib/api";\n')).toEqual([]);
    expect(await lint("apps/server/src/app.ts", 'export * from "./job-kinds";\n')).toEqual([]);
  });
});

describe("packages/domain imports nothing with I/O", () => {
  it("rejects Node modules, npm packages, other workspace packages and paths out of the package", async () => {
    expect(await errors(DOMAIN_FILE, 'import fs from "node:fs";\nexport const read = fs.readFileSync;\n')).toEqual([
      "no-restricted-imports",
    ]);
    expect(await errors(DOMAIN_FILE, 'export { Pool } from "pg";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(DOMAIN_FILE, 'export { z } from "zod";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(DOMAIN_FILE, 'export * from "@vocable/contract";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(DOMAIN_FILE, 'export * from "../../contract/src/index";\n')).toEqual(["vocable/stays-inside"]);
  });

  it("allows its own modules, and vitest in its tests", async () => {
    expect(await lint(DOMAIN_FILE, 'export { TIERS } from "./tiers";\n')).toEqual([]);
    expect(await lint("packages/domain/src/format.test.ts", 'import { expect } from "vitest";\nexpect(1).toBe(1);\n')).toEqual([]);
    expect(await errors(DOMAIN_FILE, 'import { expect } from "vitest";\nexpect(1).toBe(1);\n')).toEqual(["no-restricted-imports"]);
  });
});

describe("packages/contract imports only zod and @vocable/domain", () => {
  it("allows zod, the domain and its own modules", async () => {
    const code = 'import { z } from "zod";\nimport { TIERS } from "@vocable/domain";\nexport { z, TIERS };\nexport * from "./errors";\n';
    expect(await lint(CONTRACT_FILE, code)).toEqual([]);
  });

  it("rejects anything else", async () => {
    expect(await errors(CONTRACT_FILE, 'export { Hono } from "hono";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(CONTRACT_FILE, 'export * from "@vocable/speech";\n')).toEqual(["no-restricted-imports"]);
    expect(await errors(CONTRACT_FILE, 'export * from "../../../apps/server/src/app";\n')).toEqual(["vocable/stays-inside"]);
  });
});

describe("no floating promises on the server and in the packages", () => {
  const declare = "async function send(): Promise<void> {}\n";

  it("rejects a promise nobody waits for, and an async callback where nothing awaits it", async () => {
    expect(await errors(SERVER_FEATURE, `${declare}send();\n`, typed)).toEqual(["@typescript-eslint/no-floating-promises"]);
    expect(await errors("packages/speech/src/index.ts", `${declare}send();\n`, typed)).toEqual(["@typescript-eslint/no-floating-promises"]);
    expect(await errors(SERVER_FEATURE, `${declare}[1, 2].forEach(async () => send());\n`, typed)).toEqual([
      "@typescript-eslint/no-misused-promises",
    ]);
  });

  it("accepts an awaited promise and an explicit `void`", async () => {
    expect(await lint(SERVER_FEATURE, `${declare}await send();\nvoid send();\nexport {};\n`, typed)).toEqual([]);
  });
});
