/**
 * The first half of `npm start`: builds the web app and the server only if their sources changed
 * since their last build (scripts/build-stamp.mjs), so an unchanged checkout goes straight on to
 * `node dist/main.js`, which the start script then `exec`s (the server is npm's own child: SIGTERM and
 * SIGINT reach it, its exit code is npm's, and no Node process stays beside it).
 * With `--all` it builds both whatever their stamps say (what `npm run build` does, plus the stamps).
 * Exits non-zero if a build fails.
 */
import { spawnSync } from "node:child_process";
import { isFresh, removeStamp, REPO_ROOT, sourceHashes, withBuildLock, workspaceOf, writeStamp } from "./build-stamp.mjs";

const TARGETS = ["web", "server"];
const all = process.argv.includes("--all");

const stale = (hashes) => TARGETS.filter((target) => all || !isFresh(target, hashes[target]));

const started = performance.now();
if (stale(sourceHashes(TARGETS)).length > 0) {
  const failed = await withBuildLock(async () => {
    // Another process may have built while this one waited for the lock.
    const hashes = sourceHashes(TARGETS);
    for (const target of stale(hashes)) {
      if (!all) console.error(`npm start: the ${target} build is older than its sources; building it`);
      removeStamp(target);
      const npm = process.platform === "win32" ? "npm.cmd" : "npm";
      const { status, signal } = spawnSync(npm, ["run", "build", "-w", workspaceOf(target)], { cwd: REPO_ROOT, stdio: "inherit" });
      if (status !== 0) {
        console.error(`the ${target} build failed (${signal ?? `exit code ${status}`})`);
        return status || 1;
      }
      // The server's build writes its own stamp (it is also run on its own); the web app's is written here.
      if (target === "web") writeStamp(target, hashes[target]);
    }
    return 0;
  });
  if (failed) process.exit(failed);
  if (!all) console.error(`npm start: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
