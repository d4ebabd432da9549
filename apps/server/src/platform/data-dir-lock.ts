import fs from "node:fs";
import path from "node:path";

/** Raised when another live process already holds the data directory. */
export class DataDirLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on the data directory. PGlite has no cross-process lock of its own:
 * two processes on one directory would corrupt the database, so the second one must refuse.
 * A lock left by a process that died is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "vocable.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirLockedError(
          `Another Vocable process (pid ${holder}) is already using the data directory ${dataDir}. ` +
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
