import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { stripBracketedTags } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { newId } from "#platform/ids";
import type { HistoryRow } from "#features/speech/history/repo";
import { readHistoryAudio } from "#features/speech/history/use-cases/read-history-audio";
import type { VideoVariant } from "../video-files";
import { audioDuration, type VideoScene } from "./render-share-video";
import { timedWords } from "./video-words";

/**
 * Runs `render` on an item's scene in a working directory of its own under DATA_DIR/tmp (the
 * item's audio copied there from storage), and removes the directory afterwards, whatever happens.
 */
export async function withItemScene<T>(
  deps: Pick<AppDeps, "storage" | "config">,
  row: HistoryRow,
  variant: VideoVariant,
  render: (dir: string, scene: VideoScene) => Promise<T>,
): Promise<T> {
  const dir = path.join(deps.config.dataDir, "tmp", "share-videos", newId());
  await fs.mkdir(dir, { recursive: true });
  try {
    const audio = await readHistoryAudio(deps, row);
    const audioPath = path.join(dir, `audio.${audio.extension}`);
    const stream = await audio.source.open(0, audio.source.size - 1);
    await pipeline(Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(audioPath));
    const durationSeconds = await audioDuration(dir, audioPath);
    const words = timedWords(row.text, row.alignment ?? null, durationSeconds, variant.stripTags);
    // A text of tags only still shows something: the tags themselves.
    const shown = words.length > 0 ? words : timedWords(stripBracketedTags(row.text) || row.text, null, durationSeconds, false);
    return await render(dir, { audioPath, durationSeconds, words: shown, voiceName: row.voiceName, theme: variant.theme });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
