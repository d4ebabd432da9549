import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serverBuiltFrom, sourceHash, withBuildLock } from "../../../../scripts/build-stamp.mjs";
import { waitFor } from "@vocable/speech/test-support";

const SERVER_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Node arguments that run a TypeScript file in this one process (`node --import tsx file.ts`);
 * the tsx command would add a parent that SIGKILL stops while the real process lives on.
 */
export function tsxArgs(file: string): string[] {
  return ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href, file];
}

/** Resolves once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));
}

/** Test builds of other sources not used for this long (longer than any test file runs) are removed when a new one is made. */
const TEST_BUILD_KEPT_MS = 3600_000;

/**
 * The compiled server, as `npm start` runs it, shared by every test that starts a real server process
 * or runs a compiled command: apps/server/.test-builds/<hash of the server's sources>, made once per
 * set of sources. When apps/server/dist is a build of these sources (its stamp, dist/.build-stamp,
 * says so: after `npm run build`, `npm start` or `npm test`'s build) its files are hard-linked there,
 * in milliseconds; otherwise the server is built there. The tests never run dist/ itself: `npm start`
 * or a build may replace it while they run, and a running server loads files from beside its bundle
 * later (its worker threads, its optional chunks). Two test files in two Vitest workers that need it
 * at once make it once: the build lock makes the second wait, then it finds it made.
 */
export async function compiledServer(): Promise<{ dir: string; main: string }> {
  const hash = sourceHash("server");
  const dir = path.join(SERVER_ROOT, ".test-builds", hash.split(":")[1].slice(0, 16));
  if (serverBuiltFrom(dir) !== hash) {
    await withBuildLock(async () => {
      if (serverBuiltFrom(dir) === hash) return;
      fs.rmSync(dir, { recursive: true, force: true });
      if (linkedFromDist(dir, hash)) return;
      fs.rmSync(dir, { recursive: true, force: true });
      const child = spawn(process.execPath, [...tsxArgs(path.join(SERVER_ROOT, "scripts/build.ts")), "--outdir", dir], { stdio: ["ignore", "ignore", "inherit"] });
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      if (code !== 0) throw new Error(`the server build failed with code ${code}`);
    });
    removeOldTestBuilds(dir);
  }
  // Marks it as used (removeOldTestBuilds keeps what was used lately).
  fs.utimesSync(dir, new Date(), new Date());
  return { dir, main: path.join(dir, "main.js") };
}

/**
 * Hard-links apps/server/dist's files into `dir` if dist is a build of the sources with `hash`,
 * before and after (a build replaces its files, never writes into them). False if it is not, or
 * if it changed meanwhile.
 */
function linkedFromDist(dir: string, hash: string): boolean {
  const dist = path.join(SERVER_ROOT, "dist");
  if (serverBuiltFrom(dist) !== hash) return false;
  const link = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      if (entry.isDirectory()) link(path.join(from, entry.name), path.join(to, entry.name));
      else fs.linkSync(path.join(from, entry.name), path.join(to, entry.name));
    }
  };
  try {
    link(dist, dir);
  } catch {
    return false;
  }
  return serverBuiltFrom(dir) === hash && serverBuiltFrom(dist) === hash;
}

function removeOldTestBuilds(keep: string): void {
  const parent = path.dirname(keep);
  for (const name of fs.readdirSync(parent)) {
    const dir = path.join(parent, name);
    if (dir !== keep && Date.now() - fs.statSync(dir).mtimeMs > TEST_BUILD_KEPT_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: string[];
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies where it stands. */
  kill(): Promise<void>;
}

/**
 * Starts the compiled server with plain `node` on a port the system picks (read from its start-up
 * line); resolves once `/health` answers. `env` adds to this process's environment; an empty value
 * removes a variable.
 */
/** A TCP port free at the moment of asking (the server takes it a moment later). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a built server. Unless `env` names them, it gets a free port and a PUBLIC_URL of
 * http://127.0.0.1:<port>, the address the tests call it at (cookie writes must come from that origin).
 */
export async function startServer(main: string, env: Record<string, string>): Promise<ServerProcess> {
  const chosenPort = env.PORT ?? String(await freePort());
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: chosenPort,
    PUBLIC_URL: `http://127.0.0.1:${chosenPort}`,
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    // The premade previews render when first asked for (the multi-instance test asks for the warm-up).
    PREVIEW_WARM_UP: "false",
    ...env,
  };
  // An empty value removes the variable (e.g. DATABASE_URL: "" for the embedded database while the suite runs on PostgreSQL).
  for (const [name, value] of Object.entries(merged)) if (value === "") delete merged[name];
  const child = spawn(process.execPath, [main], { env: merged, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on("line", (line) => output.push(line));
  const exitCode = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await waitFor("the server to listen", () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join("\n")}`);
    const line = output.find((l) => /is listening on .*\(port \d+,/.test(l));
    return line ? Number(/\(port (\d+),/.exec(line)![1]) : undefined;
  }, 60_000);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`the server on port ${port} to answer`, () => fetch(`${url}/health`).then((r) => r.ok, () => false));
  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exitCode;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exitCode;
    },
  };
}

/** One sample of a Prometheus text exposition, e.g. metric(text, 'vocable_jobs{state="completed"}'). */
export function metricValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
