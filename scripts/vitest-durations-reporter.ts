/**
 * A Vitest reporter that writes every test file's duration (its tests and hooks, its collection
 * and set-up) and CPU time (scripts/vitest-cpu-setup.ts) to test-results/vitest-durations-<pass>.txt,
 * slowest first, and prints the ten slowest and the total CPU time at the end of the run: where a
 * run's time goes, read after every run.
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class DurationsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        const cpu = (m.meta() as { cpuMs?: number }).cpuMs;
        return { file: m.relativeModuleId, total: d.duration + d.collectDuration + d.setupDuration + d.prepareDuration, tests: d.duration, cpu, tests_count: [...m.children.allTests()].length };
      })
      .sort((a, b) => b.total - a.total);
    if (rows.length === 0) return;
    const pass = process.env.DATABASE_URL ? "postgres" : "pglite";
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    const lines = rows.map((r) => `${seconds(r.total)} s ${seconds(r.tests)} s ${r.cpu === undefined ? "      ?" : seconds(r.cpu)} s ${String(r.tests_count).padStart(4)}  ${r.file}`);
    const header = "  total    tests      cpu  count  file (total = import, set-up and tests; tests = tests and hooks; cpu = the file's CPU time, its threads and ended child processes)";
    const cpuTotal = rows.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
    const out = path.resolve("test-results", `vitest-durations-${pass}.txt`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, [header, ...lines].join("\n") + "\n");
    console.log(`\nslowest test files (all ${rows.length} in ${path.relative(process.cwd(), out)}; their CPU time together ${seconds(cpuTotal).trim()} s):\n${[header, ...lines.slice(0, 10)].join("\n")}`);
  }
}
