import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processStartToken } from "./data-dir-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((c) => c.kill());
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/** A live process that is not Vocable: the kind of program a reused pid belongs to. */
function sleeper(): ChildProcess {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child;
}

/** Another process that takes the lock through this module and holds it until killed. */
async function vocableHolder(dir: string): Promise<ChildProcess> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  const lockModule = pathToFileURL(path.join(import.meta.dirname, "data-dir-lock.ts")).href;
  const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)}); lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", tsx, "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  await once(child.stdout!, "data");
  return child;
}

const lockFile = (dir: string) => path.join(dir, "vocable.lock");
const holderOf = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), "utf8")) as { pid: number; started?: string };

describe("lockDataDir", () => {
  it("refuses a directory held by another live Vocable process, naming it", async () => {
    const dir = tempDir();
    const other = await vocableHolder(dir);
    expect(holderOf(dir)).toEqual({ pid: other.pid, started: processStartToken(other.pid!) });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${other.pid}.*${dir}`));
    other.kill("SIGKILL");
    await once(other, "exit");
    // Killed without releasing: the lock is still on disk, and is taken over.
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    lockDataDir(dir)();
  });

  it("takes over a lock whose pid now belongs to another program", () => {
    const dir = tempDir();
    const sleep = sleeper();
    // Written by a Vocable that ran under this pid earlier (another boot, or before a container restart).
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: sleep.pid, started: "an-earlier-boot:12345" }));
    const release = lockDataDir(dir);
    expect(holderOf(dir)).toEqual({ pid: process.pid, started: processStartToken(process.pid) });
    release();
  });

  it("takes over a lock in the old format (a bare pid) naming a program that is not Vocable", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(sleeper().pid));
    lockDataDir(dir)();
  });

  it("takes over a lock naming this very process: a restart that got the same pid (pid 1 in a container)", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: process.pid, started: "an-earlier-boot:1" }));
    lockDataDir(dir)();
    fs.writeFileSync(lockFile(dir), String(process.pid));
    lockDataDir(dir)();
  });

  it("refuses while the holder recorded in the lock is the same live process", () => {
    const dir = tempDir();
    const sleep = sleeper();
    // Same pid and same start token: this is the holder, whatever program it looks like.
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: sleep.pid, started: processStartToken(sleep.pid!) }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock left by a process that died, and releases it", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", ""]);
    await once(dead, "exit");
    fs.writeFileSync(lockFile(dir), String(dead.pid));
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("takes over a lock file it cannot read", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), "garbage\u0000");
    lockDataDir(dir)();
  });
});
