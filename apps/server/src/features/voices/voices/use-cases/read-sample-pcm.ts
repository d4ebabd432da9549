import { decodeToPcm } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";

/** A stored sample's audio as PCM at `sampleRate` (decoded by ffmpeg from storage as a stream). */
export async function readSamplePcm(deps: Pick<AppDeps, "storage">, key: string, sampleRate: number, signal?: AbortSignal): Promise<Int16Array> {
  const file = await deps.storage.read(key);
  if (!file) throw new AppError("voice_unavailable", 409, "A sample of this voice is missing from storage; delete it and add it again.");
  return decodeToPcm(file.stream as unknown as AsyncIterable<Uint8Array>, sampleRate, signal);
}
