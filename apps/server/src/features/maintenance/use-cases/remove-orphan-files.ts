import type { AppDeps } from "../../../platform/app-env";
import { listPages } from "../../../platform/storage/file-storage";
import { findHistoryStorageKeys } from "../repo";

/** Files younger than this are left alone: a generation writes its file just before its history row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Prefix of uploads kept only while a request or job uses them; anything older than a day is stale. */
export const TEMPORARY_UPLOADS_PREFIX = "uploads/tmp/";
const TEMPORARY_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `history/<workspace>/<id>.<ext>` -> id. */
function historyIdOf(key: string): string | null {
  const match = /^history\/[^/]+\/([^/.]+)\.[^/]+$/.exec(key);
  return match ? match[1] : null;
}

/**
 * Walks the stored files page by page and removes: history audio whose item is gone (the id in the
 * key is looked up by primary key, so the cost is one indexed query per page), temporary uploads
 * older than a day, and what interrupted writes left behind. Returns how many files of each went.
 */
export async function removeOrphanFiles(
  deps: Pick<AppDeps, "db" | "storage">,
  opts: { now: Date; signal?: AbortSignal },
): Promise<{ historyFiles: number; temporaryUploads: number; incompleteWrites: number }> {
  const cutoff = opts.now.getTime() - ORPHAN_GRACE_MS;
  let historyFiles = 0;
  for await (const page of listPages(deps.storage, "history/")) {
    opts.signal?.throwIfAborted();
    const candidates = page.files.filter((f) => f.modifiedAt.getTime() < cutoff);
    const ids = candidates.map((f) => historyIdOf(f.key)).filter((id): id is string => id !== null);
    const kept = await findHistoryStorageKeys(deps.db, ids);
    for (const file of candidates) {
      if (kept.has(file.key)) continue;
      await deps.storage.delete(file.key);
      historyFiles++;
    }
  }

  let temporaryUploads = 0;
  for await (const page of listPages(deps.storage, TEMPORARY_UPLOADS_PREFIX)) {
    opts.signal?.throwIfAborted();
    for (const file of page.files) {
      if (opts.now.getTime() - file.modifiedAt.getTime() < TEMPORARY_UPLOAD_MAX_AGE_MS) continue;
      await deps.storage.delete(file.key);
      temporaryUploads++;
    }
  }

  const incompleteWrites = await deps.storage.removeIncompleteWrites(new Date(cutoff));
  return { historyFiles, temporaryUploads, incompleteWrites };
}
