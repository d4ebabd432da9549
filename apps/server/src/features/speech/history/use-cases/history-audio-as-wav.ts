import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { WAV_HEADER_BYTES, wavHeader } from "@vocable/domain";
import { decodePcmWindows, parseOutputFormat, type RawPcmInput } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import { spoolDirectory } from "#features/speech/tts/audio-spool";
import type { HistoryRow } from "../repo";
import type { HistoryAudio } from "./read-history-audio";

/** A file to send: its size and its bytes, opened once. */
export interface ConvertedAudio {
  size: number;
  contentType: string;
  extension: string;
  open(): Promise<ReadableStream<Uint8Array>>;
}

const WAV = { contentType: "audio/wav", extension: "wav" };

/**
 * A history item's audio as a 16-bit mono WAV at the item's own sample rate (`output_format: "wav"`
 * of history.download). WAV and raw PCM items are already that (readHistoryAudio serves PCM as WAV);
 * MP3, Opus and G.711 items are decoded by ffmpeg (decodePcmWindows) into a spool file, a window at
 * a time, whose header then gets its exact sizes. The file is deleted once read or abandoned; one a
 * dead process left behind goes with the speech spool's stale-file sweep.
 */
export async function historyAudioAsWav(deps: Pick<AppDeps, "config">, row: HistoryRow, audio: HistoryAudio): Promise<ConvertedAudio> {
  const format = parseOutputFormat(row.outputFormat);
  if (!format || format.codec === "wav" || format.codec === "pcm") {
    return { size: audio.source.size, contentType: audio.contentType, extension: audio.extension, open: () => audio.source.open(0, audio.source.size - 1) };
  }
  const raw: RawPcmInput | undefined = format.codec === "ulaw" ? { format: "mulaw", sampleRate: format.sampleRate } : format.codec === "alaw" ? { format: "alaw", sampleRate: format.sampleRate } : undefined;
  const dir = spoolDirectory(deps.config.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.download.wav`);
  const handle = await open(file, "w");
  try {
    let offset = WAV_HEADER_BYTES;
    // Node's web streams are async iterable (the DOM typing says otherwise).
    const stored = (await audio.source.open(0, audio.source.size - 1)) as unknown as AsyncIterable<Uint8Array>;
    for await (const window of decodePcmWindows(stored, { sampleRate: format.sampleRate, raw })) {
      const bytes = new Uint8Array(window.samples.buffer, window.samples.byteOffset, window.samples.byteLength);
      await handle.write(bytes, 0, bytes.length, offset);
      offset += bytes.length;
    }
    const header = wavHeader(format.sampleRate, offset - WAV_HEADER_BYTES);
    await handle.write(header, 0, header.length, 0);
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
  const { size } = await stat(file);
  return { size, ...WAV, open: async () => deletedAfterReading(file) };
}

/** The file's bytes as a stream that deletes the file when it ends, fails or is cancelled. */
function deletedAfterReading(file: string): ReadableStream<Uint8Array> {
  const reader = (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>).getReader();
  const remove = () => rm(file, { force: true });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          await remove();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        await remove();
        controller.error(error);
      }
    },
    async cancel(reason) {
      await reader.cancel(reason);
      await remove();
    },
  });
}
