import type { AppDeps } from "#platform/app-env";
import { listPages } from "#platform/storage/file-storage";
import { findExistingDubIds } from "#features/dubbing/dubs/repo";
import { findExistingOrderIds } from "#features/productions/orders/work-repo";
import { findTranscriptAudioKeys } from "#features/speech/speech-to-text/repo";
import { findGeneratedVoiceAudioKeys } from "#features/voices/voice-design/repo";
import { findExistingVoiceIds } from "#features/voices/voices/repo";

import { findExistingHistoryItemIds, findHistoryStorageKeys } from "../repo";

const VOICE_FILES_PREFIX = "voices/";
const SHARE_VIDEO_FILES_PREFIX = "share-videos/";
const DUB_FILES_PREFIX = "dubs/";
const PRODUCTION_FILES_PREFIX = "productions/";

/** Files younger than this are left alone: a generation writes its file just before its history row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Prefix of uploads kept only while a request or job uses them; anything older than a day is stale. */
export const TEMPORARY_UPLOADS_PREFIX = "uploads/tmp/";
const TEMPORARY_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `<prefix><workspace>/<id>.<ext>` -> id. */
function idOf(prefix: string, key: string): string | null {
  const match = /^[^/]+\/[^/]+\/([^/.]+)\.[^/]+$/.exec(key);
  return key.startsWith(prefix) && match ? match[1] : null;
}

/** Files whose row may be gone: under each prefix, the ids in the keys and how to find the keys still in use. */
const OWNED_FILES = [
  { prefix: "history/", keptKeys: findHistoryStorageKeys },
  { prefix: "transcripts/", keptKeys: findTranscriptAudioKeys },
  { prefix: "voice-design/", keptKeys: findGeneratedVoiceAudioKeys },
] as const;

/**
 * Walks the stored files page by page and removes: history audio whose item is gone and
 * transcript audio whose transcript is gone, a dub's files whose dub is gone, an order's media whose order is gone, voice design previews past their day (the ids in the keys are looked up by primary key, so
 * the cost is one indexed query per page), temporary uploads older than a day, and what
 * interrupted writes left behind. Returns how many files of each went.
 */
export async function removeOrphanFiles(
  deps: Pick<AppDeps, "db" | "storage">,
  opts: { now: Date; signal?: AbortSignal },
): Promise<{ historyFiles: number; transcriptFiles: number; designPreviewFiles: number; voiceFiles: number; shareVideoFiles: number; dubFiles: number; productionFiles: number; temporaryUploads: number; incompleteWrites: number }> {
  const cutoff = opts.now.getTime() - ORPHAN_GRACE_MS;
  const removed = { "history/": 0, "transcripts/": 0, "voice-design/": 0 };
  for (const { prefix, keptKeys } of OWNED_FILES) {
    for await (const page of listPages(deps.storage, prefix)) {
      opts.signal?.throwIfAborted();
      const candidates = page.files.filter((f) => f.modifiedAt.getTime() < cutoff);
      const ids = candidates.map((f) => idOf(prefix, f.key)).filter((id): id is string => id !== null);
      const kept = await keptKeys(deps.db, ids);
      for (const file of candidates) {
        if (kept.has(file.key)) continue;
        await deps.storage.delete(file.key);
        removed[prefix]++;
      }
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

  // A voice's files (`voices/<workspace>/<voice>/…`: samples, references, verification documents)
  // whose voice is gone: left by a request or a deletion that stopped between its row and its files.
  const voiceFiles = await removeFilesOfGone(deps, VOICE_FILES_PREFIX, findExistingVoiceIds, cutoff, opts.signal);
  // A history item's share videos and previews (`share-videos/<workspace>/<item>/…`) whose item is
  // gone: a workspace deleted with its history, or a deletion that stopped before its files.
  const shareVideoFiles = await removeFilesOfGone(deps, SHARE_VIDEO_FILES_PREFIX, findExistingHistoryItemIds, cutoff, opts.signal);
  // A dub's files (`dubs/<workspace>/<dub>/…`: the source, each step's results, clips, renders)
  // whose dub is gone: its workspace deleted, or a deletion that stopped before its files.
  const dubFiles = await removeFilesOfGone(deps, DUB_FILES_PREFIX, findExistingDubIds, cutoff, opts.signal);
  // A productions order's media and their work audio (`productions/<workspace>/<order>/…`) whose
  // order is gone: its workspace deleted, or a registration that stopped between its file and its row.
  const productionFiles = await removeFilesOfGone(deps, PRODUCTION_FILES_PREFIX, findExistingOrderIds, cutoff, opts.signal);

  const incompleteWrites = await deps.storage.removeIncompleteWrites(new Date(cutoff));
  return { historyFiles: removed["history/"], transcriptFiles: removed["transcripts/"], designPreviewFiles: removed["voice-design/"], voiceFiles, shareVideoFiles, dubFiles, productionFiles, temporaryUploads, incompleteWrites };
}

/** Removes the files under `<prefix><workspace>/<owner>/…` older than `cutoff` whose owner (by id) no longer exists. */
async function removeFilesOfGone(
  deps: Pick<AppDeps, "db" | "storage">,
  prefix: string,
  existing: (db: AppDeps["db"], ids: string[]) => Promise<Set<string>>,
  cutoff: number,
  signal?: AbortSignal,
): Promise<number> {
  let removed = 0;
  for await (const page of listPages(deps.storage, prefix)) {
    signal?.throwIfAborted();
    const candidates = page.files.filter((f) => f.modifiedAt.getTime() < cutoff);
    const ownerOf = (key: string) => key.split("/")[2] ?? "";
    const alive = await existing(deps.db, [...new Set(candidates.map((f) => ownerOf(f.key)))]);
    for (const file of candidates) {
      if (alive.has(ownerOf(file.key))) continue;
      await deps.storage.delete(file.key);
      removed++;
    }
  }
  return removed;
}
