/**
 * Whether the compiled server (apps/server/dist) and web app (apps/web/dist) match the sources.
 *
 * Each build has a content hash of everything it reads (its sources, the workspace packages' sources,
 * the lockfile, the build scripts and configuration; test files are never built, so they are left
 * out), kept in a stamp written once the build succeeded. A build is fresh when the stamp names the
 * hash the files have now. Plain JavaScript on purpose: `npm start` runs this before the server and
 * tsx would add hundreds of milliseconds.
 *
 * The server's stamp is `.build-stamp` in its build folder (apps/server/dist, or a test build's),
 * written by its build script as its last step (the build empties the folder first, so a build that
 * fails or is stopped leaves no stamp). The web app's is `apps/web/.dist-stamp`, beside its dist/
 * (whose files are served over HTTP), written by scripts/build-if-stale.mjs after it built the web app.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Files and folders (relative to the repository) each build reads, besides COMMON_INPUTS. */
const COMMON_INPUTS = ["package-lock.json", "tsconfig.json", "scripts/build-stamp.mjs", "packages"];
const TARGETS = {
  server: {
    inputs: ["apps/server/src", "apps/server/scripts", "apps/server/package.json"],
    stamp: "apps/server/dist/.build-stamp",
    output: "apps/server/dist/main.js",
    workspace: "@vocable/server",
  },
  web: {
    inputs: ["apps/web/src", "apps/web/build", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/package.json"],
    stamp: "apps/web/.dist-stamp",
    output: "apps/web/dist/index.html",
    workspace: "@vocable/web",
  },
};
/** In the root package.json only these fields take part in a build (its other scripts change often). */
const ROOT_MANIFEST_FIELDS = (manifest) => [manifest.workspaces, manifest.scripts?.build];

/** Never read by a build: tests, and what is installed, generated or hidden (dot files and folders). */
function skipped(name, isDirectory) {
  if (isDirectory) return name === "node_modules" || name === "dist" || name === ".cache" || name.startsWith(".");
  return /\.test\.tsx?$/.test(name) || name.startsWith(".");
}

/** Every file under `rel` (a file or a folder; missing is empty), as repository-relative paths. */
function listFiles(rel, out) {
  const full = path.join(REPO_ROOT, rel);
  let entries;
  try {
    entries = fs.readdirSync(full, { withFileTypes: true });
  } catch (err) {
    if (err.code === "ENOTDIR") return void out.push(rel);
    if (err.code === "ENOENT") return;
    throw err;
  }
  for (const entry of entries) {
    if (skipped(entry.name, entry.isDirectory())) continue;
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) listFiles(child, out);
    else if (entry.isFile()) out.push(child);
  }
}

/** The content hash of what `target` ("server" or "web") is built from: names and bytes of every input. */
export function sourceHash(target) {
  return sourceHashes([target])[target];
}

/** sourceHash of several targets, reading the files they share once. */
export function sourceHashes(targets) {
  const contents = new Map();
  const read = (file) => {
    let bytes = contents.get(file);
    if (bytes) return bytes;
    try {
      bytes = fs.readFileSync(path.join(REPO_ROOT, file));
    } catch (err) {
      if (err.code !== "ENOENT") throw err;
      bytes = Buffer.from("\0removed while hashing\0"); // the next check sees the change
    }
    contents.set(file, bytes);
    return bytes;
  };
  const listings = new Map();
  const list = (rel) => {
    let files = listings.get(rel);
    if (!files) {
      listFiles(rel, (files = []));
      listings.set(rel, files);
    }
    return files;
  };
  const manifest = JSON.parse(read("package.json").toString("utf8"));
  const hashes = {};
  for (const target of targets) {
    const files = [...COMMON_INPUTS, ...TARGETS[target].inputs].flatMap(list).sort();
    const hash = createHash("sha256").update(JSON.stringify(ROOT_MANIFEST_FIELDS(manifest)));
    for (const file of files) {
      const bytes = read(file);
      hash.update(`\0${file}\0${bytes.length}\0`).update(bytes);
    }
    hashes[target] = `${target}:${hash.digest("hex")}`;
  }
  return hashes;
}

export function stampPath(target) {
  return path.join(REPO_ROOT, TARGETS[target].stamp);
}

export function workspaceOf(target) {
  return TARGETS[target].workspace;
}

/** The name of the server's stamp in its build folder. */
export const SERVER_STAMP_FILE = ".build-stamp";

/** The hash a server build folder was built from (its stamp), if it holds a complete build. */
export function serverBuiltFrom(dir) {
  return readStamp(path.join(dir, SERVER_STAMP_FILE), path.join(dir, "main.js"));
}

function readStamp(stamp, output) {
  if (!fs.existsSync(output)) return undefined;
  try {
    return fs.readFileSync(stamp, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** The hash the last successful build of `target` recorded, if its output is there. */
function recordedHash(target) {
  return readStamp(stampPath(target), path.join(REPO_ROOT, TARGETS[target].output));
}

/** Whether `target`'s build matches its sources now; `hash` saves computing it again. */
export function isFresh(target, hash = sourceHash(target)) {
  return recordedHash(target) === hash;
}

/** Records that `target` was built from sources with `hash` (call after the build succeeded). */
export function writeStamp(target, hash) {
  const file = stampPath(target);
  fs.writeFileSync(`${file}.tmp`, `${hash}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

export function removeStamp(target) {
  fs.rmSync(stampPath(target), { force: true });
}

const LOCK = path.join(REPO_ROOT, "node_modules/.cache/vocable-build-lock");

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/**
 * Runs `fn` while this process holds the repository's build lock (a folder created exclusively,
 * naming its holder's pid), so that two processes that find a build stale (two test files in two
 * Vitest workers, `npm start` beside a test run) build once: the second waits, then finds it fresh.
 * A lock whose holder died is taken over.
 */
export async function withBuildLock(fn, { timeoutMs = 15 * 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, "pid"), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    let holder = NaN;
    try {
      holder = Number(fs.readFileSync(path.join(LOCK, "pid"), "utf8"));
    } catch {
      // Just created, its pid not written yet (or just removed): ask again.
    }
    // A holder that died, or one that died between creating the lock and naming itself.
    const unnamed = !(holder > 0) && Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000;
    if ((Number.isInteger(holder) && holder > 0 && !alive(holder)) || unnamed) {
      fs.rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another build (pid ${holder}) held ${LOCK} for more than ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}
