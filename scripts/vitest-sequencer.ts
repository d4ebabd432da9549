/**
 * The order Vitest starts test files in: the slowest first, so that no long file starts last and
 * leaves one worker running alone at the end (on a fresh clone Vitest knows no timings and starts
 * larger files first, which put the OpenAPI walk, a short file that runs for minutes, last).
 * Timings come from Vitest's own results of an earlier local run when it has them, else from
 * scripts/test-durations.txt; files known to neither run after, larger first (Vitest's order).
 */
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

function listedDurations(root: string): Map<string, number> {
  const file = path.join(root, "scripts", "test-durations.txt");
  const durations = new Map<string, number>();
  if (!fs.existsSync(file)) return durations;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    // "<seconds> <file>", or a line of the durations reporter's file: its total first, the file last.
    const match = /^\s*([\d.]+)\b.*\s(\S+\.test\.tsx?)$/.exec(line);
    if (match) durations.set(match[2]!, Number(match[1]) * 1000);
  }
  return durations;
}

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const listed = listedDurations(root);
    const durationOf = (spec: TestSpecification): number | undefined => {
      const relative = path.relative(root, spec.moduleId);
      return this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative}`)?.duration ?? listed.get(relative);
    };
    // Vitest runs the isolated project's files first; within each project, the longest first.
    const ordered: TestSpecification[] = [];
    for (const isolated of [true, false]) {
      const group = files.filter((f) => Boolean(f.project.config.isolate) === isolated);
      const known = group.filter((f) => durationOf(f) !== undefined).sort((a, b) => durationOf(b)! - durationOf(a)!);
      ordered.push(...known, ...(await super.sort(group.filter((f) => durationOf(f) === undefined))));
    }
    return ordered;
  }
}
