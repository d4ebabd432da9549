import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { packageImports } from "./apps/web/build/package-imports";
import { allTestFiles, databaseTestFiles } from "./apps/server/src/testing/test-files";
import SlowestFirstSequencer from "./scripts/vitest-sequencer";

const root = import.meta.dirname;
// With DATABASE_URL (the PostgreSQL pass) only the files whose result depends on that database run.
const files = process.env.DATABASE_URL ? databaseTestFiles(root) : allTestFiles(root);
// A file that replaces modules or globals (vi.mock, fake timers, stubs) gets a fresh module graph of
// its own; the others share their worker's, so each worker imports the app and its libraries once,
// not once per file. Every test file makes its own databases, data directory, Redis prefix and ports.
const replaces = (file: string) => /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/.test(fs.readFileSync(path.join(root, file), "utf8"));
const isolated = files.filter(replaces);
const shared = files.filter((f) => !isolated.includes(f));

export default defineConfig({
  // The web app's `#` imports; the server's resolve through Vite's own reading of its package.json.
  plugins: [packageImports()],
  test: {
    exclude: ["**/node_modules/**", "e2e/**"],
    // Generous: two files share the two cores, and the recogniser's tests take tens of seconds alone.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: "forks",
    // Both cores.
    maxWorkers: 2,
    globalSetup: ["apps/server/src/testing/vitest-global-setup.ts"],
    reporters: ["default", "./scripts/vitest-durations-reporter.ts"],
    // Each file's CPU time, for that report.
    setupFiles: ["./scripts/vitest-cpu-setup.ts"],
    // The slowest files first (scripts/test-durations.txt on a fresh clone), so none starts last.
    sequence: { sequencer: SlowestFirstSequencer },
    allowOnly: !process.env.CI,
    projects: [
      { extends: true, test: { name: "shared", include: shared, isolate: false } },
      { extends: true, test: { name: "isolated", include: isolated, isolate: true } },
    ],
  },
});
