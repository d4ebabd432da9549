import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./apps/server/src/testing/database-test-files";

// With DATABASE_URL (the PostgreSQL pass) only the files whose result depends on that database run.
const include = process.env.DATABASE_URL
  ? databaseTestFiles(import.meta.dirname)
  : ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts"];

export default defineConfig({
  test: {
    include,
    exclude: ["**/node_modules/**", "e2e/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Both cores: each test file has its own databases, data directory, Redis prefix and ports.
    maxWorkers: 2,
    globalSetup: ["apps/server/src/testing/vitest-global-setup.ts"],
    reporters: ["default", "./scripts/vitest-durations-reporter.ts"],
    allowOnly: !process.env.CI,
  },
});
