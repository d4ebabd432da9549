import fs from "node:fs";
import path from "node:path";

/** Raised when another live process already holds the data directory. */
export class DataDirLockedError extends Error {}

/** What the lock file says: the holder's pid and, where the system tells, which process that pid was. */
interface LockHolder {
  pid: number;
  /** `<boot id>:<start time in clock ticks>` of the holder; absent in locks written before it existed. */
  started?: string;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const readProc = (file: string): string | null => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

/**
 * Which process a pid is right now: the boot id and the process's start time (field 22 of
 * /proc/<pid>/stat). A pid is reused by another program after its holder dies (after a reboot, in
 * a container that restarts, where the server is often pid 1), but never within one boot with the
 * same start time. Null where /proc does not tell (not Linux).
 */
export function processStartToken(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  const bootId = readProc("/proc/sys/kernel/random/boot_id");
  if (!stat || !bootId) return null;
  // The command name in parentheses may hold spaces and parentheses: count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const startTime = fields[19];
  return startTime ? `${bootId.trim()}:${startTime}` : null;
}

/** A lock from before the start token: held only if the pid is still a Node process (where /proc tells). */
function looksLikeVocable(pid: number): boolean {
  const cmdline = readProc(`/proc/${pid}/cmdline`);
  return cmdline === null || /node|vocable|tsx/i.test(cmdline);
}

function readHolder(lockPath: string): LockHolder | null {
  const text = readProc(lockPath)?.trim() ?? "";
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(parsed.pid) && parsed.pid! > 0) return { pid: parsed.pid!, started: typeof parsed.started === "string" ? parsed.started : undefined };
  } catch {
    // unreadable: nobody can be shown to hold it
  }
  return null;
}

/** True when the process the lock names is still the one that wrote it. */
function holderIsLive(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !processIsAlive(holder.pid)) return false;
  if (holder.started === undefined) return looksLikeVocable(holder.pid);
  const now = processStartToken(holder.pid);
  return now === null || now === holder.started;
}

/**
 * Takes an exclusive lock on the data directory. PGlite has no cross-process lock of its own:
 * two processes on one directory would corrupt the database, so the second one must refuse.
 * The lock file names the holder's pid and start token; a lock whose process died, or whose pid
 * now belongs to another program, is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "vocable.lock");
  const own: LockHolder = { pid: process.pid, started: processStartToken(process.pid) ?? undefined };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify(own));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readHolder(lockPath);
      if (holder && holderIsLive(holder)) {
        throw new DataDirLockedError(
          `Another Vocable process (pid ${holder.pid}) is already using the data directory ${dataDir}. ` +
            `Stop it first, or start this one with a different DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

/**
 * The lock the configured database needs: the data directory's for the embedded database (one
 * process at a time), none for PostgreSQL (any number of instances). Returns the release function.
 */
export function lockEmbeddedDatabase(config: { databaseUrl?: string; dataDir: string }): () => void {
  return config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
}
