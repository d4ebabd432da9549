import { parseOutputFormat } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { prefixedSource, storedSource, type ByteSource } from "#platform/storage/byte-source";
import type { HistoryRow } from "../repo";

export interface HistoryAudio {
  source: ByteSource;
  contentType: string;
  extension: string;
}

/**
 * A history item's audio as a playable file, streamed from storage: kept as generated, except
 * raw PCM, which is served as WAV (a 44-byte header before the stored samples) so browsers and
 * players can open it. Byte ranges address that WAV file.
 */
export async function readHistoryAudio(deps: Pick<AppDeps, "storage">, row: HistoryRow): Promise<HistoryAudio> {
  const stored = await storedSource(deps.storage, row.storageKey);
  if (!stored) throw new AppError("history_item_not_found", 404, "The audio of this history item is no longer available.");
  const format = parseOutputFormat(row.outputFormat);
  if (format?.codec === "pcm") {
    // Whole 16-bit samples only: a stray odd byte would shift every sample after a seek.
    const samples: ByteSource = { ...stored, size: stored.size & ~1 };
    const wav = parseOutputFormat(`wav_${format.sampleRate}`)!;
    return { source: prefixedSource(wavHeader(format.sampleRate, samples.size), samples), contentType: wav.contentType, extension: wav.extension };
  }
  return { source: stored, contentType: row.contentType, extension: format?.extension ?? "mp3" };
}

/** A speech-to-speech item's original audio (FLAC), streamed from storage; 404 for items without one. */
export async function readHistorySourceAudio(deps: Pick<AppDeps, "storage">, row: HistoryRow): Promise<ByteSource> {
  const stored = row.sourceStorageKey ? await storedSource(deps.storage, row.sourceStorageKey) : null;
  if (!stored) throw new AppError("history_item_not_found", 404, "This history item has no original audio: only speech-to-speech items keep theirs.");
  return stored;
}
