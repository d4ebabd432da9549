import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

describe("worker threads load outside Vitest too", () => {
  it("under tsx, as `npx tsx apps/server/src/main.ts` runs the server", async () => {
    const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
    const script = fileURLToPath(new URL("../test-support/tsx-smoke-script.ts", import.meta.url));
    // Run from the filesystem root: worker bootstrapping must not depend on the working directory.
    const { stdout } = await run(process.execPath, [tsxCli, script], { cwd: "/", timeout: 60_000 });
    const report = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(report.flite).toEqual({ bytes: expect.any(Number), exact: true });
    expect(report["espeak-ng"]).toEqual({ bytes: expect.any(Number), exact: true });
    expect(report.flite.bytes).toBeGreaterThan(10_000);
    expect(report["espeak-ng"].bytes).toBeGreaterThan(10_000);
  });

  it("lets the process end once a service is closed", async () => {
    const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
    const script = fileURLToPath(new URL("../test-support/close-exit-script.ts", import.meta.url));
    // execFile kills the child at the timeout and rejects: a leaked thread reference fails here.
    const { stdout } = await run(process.execPath, [tsxCli, script], { cwd: "/", timeout: 20_000 });
    expect(stdout.trim()).toBe("closed");
  });
});
