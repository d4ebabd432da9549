import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "e2e/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
