/**
 * Vitest set-up file: the CPU time each test file costs, attached to the file's result for
 * scripts/vitest-durations-reporter.ts. A worker runs one file at a time, so the difference of its
 * process's CPU time (every thread: the speech threads, PGlite) and its finished children's (the
 * compiled servers, PocketSphinx, from /proc) between the file's first and last hook is the file's.
 * On a saturated machine wall time hides which files are expensive; CPU time does not.
 */
import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";

/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU milliseconds this process and its ended children have used. */
function cpuMs(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // cutime and cstime: fields 16 and 17, counted from the state (field 3) at index 0.
    children = ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    // not Linux: the children's share is left out
  }
  return (own.user + own.system) / 1000 + (Number.isFinite(children) ? children : 0);
}

let startedAt = 0;
beforeAll(() => {
  startedAt = cpuMs();
});
// Vitest reads a hook's first parameter as fixtures to set up, and wants it destructured: none here.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  (suite.meta as { cpuMs?: number }).cpuMs = cpuMs() - startedAt;
});
