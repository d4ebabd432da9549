import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER_MAIN = fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));

/** A compiled server running as its own process. */
export interface ServerProcess {
  url: string;
  /** The server's process id (for /proc/<pid>/status memory sampling). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server as its own process, as `npm start` runs it (`npm run bench` builds it
 * first; `MALLOC_ARENA_MAX=2` as the start script sets it, unless the caller's environment says otherwise).
 * `nodeArgs` are extra Node flags (`--cpu-prof` to see where the server's time goes); `main` another
 * build's entry (a benchmark comparing with an older commit). The server takes this process's
 * environment except DATABASE_URL (a bench that sets it names the server's own database in `env`;
 * inherited, it would point the embedded runs at that server).
 */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = [], main = SERVER_MAIN): Promise<ServerProcess> {
  const port = env.PORT;
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", ...nodeArgs, main], {
    env: { MALLOC_ARENA_MAX: "2", ...inherited, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.pid === undefined) throw new Error("server process has no pid");
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
