import { encodeAll, parseOutputFormat } from "@vocable/speech";
import type { AppDeps } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import type { HistoryRow } from "../repo";

export interface HistoryAudio {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/**
 * A history item's audio as a playable file: kept as generated, except raw PCM, which gets a WAV
 * header so browsers and players can open it.
 */
export async function readHistoryAudio(deps: Pick<AppDeps, "storage">, row: HistoryRow): Promise<HistoryAudio> {
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw new AppError("history_item_not_found", 404, "The audio of this history item is no longer available.");
  const format = parseOutputFormat(row.outputFormat);
  if (format?.codec === "pcm") {
    const samples = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.byteLength & ~1)));
    const wav = parseOutputFormat(`wav_${format.sampleRate}`)!;
    return { bytes: await encodeAll(wav, samples, format.sampleRate), contentType: wav.contentType, extension: wav.extension };
  }
  return { bytes, contentType: row.contentType, extension: format?.extension ?? "mp3" };
}
