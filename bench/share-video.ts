/**
 * Share video rendering (not a test): one minute-long text-to-speech item, its video rendered in
 * each theme through the job's own code (render-share-video.ts), with the time per minute of audio,
 * the file's size per minute, and the ratio to ffmpeg alone encoding the same audio over a plain
 * background of the same size (the floor: no waveform, no text). Also the preview's time.
 *
 *   npx tsx bench/share-video.ts
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SHARE_VIDEO_SIZE, SHARE_VIDEO_THEMES } from "@vocable/domain";
import { ffmpegPath } from "@vocable/speech";
import { eq } from "drizzle-orm";
import { historyItem } from "../apps/server/src/db/schema/index";
import { renderSharePreview, renderShareVideo } from "../apps/server/src/features/sharing/share-videos/render/render-share-video";
import { withItemScene } from "../apps/server/src/features/sharing/share-videos/render/render-scene";
import { createTestApp } from "../apps/server/src/testing/test-app";

const SENTENCE = "Vocable turns written words into speech that you can keep, share and play back at any time, on a server of your own. ";

const t = await createTestApp();
try {
  const user = await t.signUp("Bench Video");
  const voices = (await (await t.request("/v1/voices", { headers: { "xi-api-key": user.apiKey } })).json()) as { voices: { voice_id: string; labels: { language?: string } }[] };
  const voiceId = voices.voices.find((v) => v.labels.language === "en")!.voice_id;
  const res = await t.request(`/v1/text-to-speech/${voiceId}?output_format=mp3_44100_128`, {
    method: "POST",
    headers: { "xi-api-key": user.apiKey, "content-type": "application/json" },
    body: JSON.stringify({ text: SENTENCE.repeat(9).trim() }),
  });
  await res.arrayBuffer();
  const [row] = await t.database.db.select().from(historyItem).where(eq(historyItem.id, res.headers.get("history-item-id")!));
  console.log(`${new Date().toISOString().slice(0, 10)}, ${(await import("node:os")).cpus().length} CPUs; one item of ${row!.text.length} characters (Flite, mp3 44.1 kHz), ${SHARE_VIDEO_SIZE}x${SHARE_VIDEO_SIZE} at 25 fps`);
  for (const theme of SHARE_VIDEO_THEMES) {
    await withItemScene(t.deps, row!, { theme, stripTags: false }, async (dir, scene) => {
      const minutes = scene.durationSeconds / 60;
      let began = performance.now();
      const file = await renderShareVideo(dir, scene);
      const renderSeconds = (performance.now() - began) / 1000;
      const bytes = fs.statSync(file).size;
      // The floor: ffmpeg encoding the same audio over a plain colour, same size, rate and codecs.
      began = performance.now();
      spawnSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", `color=c=black:s=${SHARE_VIDEO_SIZE}x${SHARE_VIDEO_SIZE}:r=25`, "-i", scene.audioPath, "-map", "0:v", "-map", "1:a", "-c:v", "libx264", "-preset", "veryfast", "-crf", "26", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-shortest", path.join(dir, "floor.mp4")]);
      const floorSeconds = (performance.now() - began) / 1000;
      began = performance.now();
      await renderSharePreview(dir, scene);
      const previewMs = performance.now() - began;
      console.log(
        `${theme.padEnd(7)} audio ${scene.durationSeconds.toFixed(1)} s: render ${renderSeconds.toFixed(1)} s (${(renderSeconds / minutes).toFixed(1)} s per minute of audio, ${(renderSeconds / floorSeconds).toFixed(2)}x ffmpeg alone at ${floorSeconds.toFixed(1)} s), ` +
          `${(bytes / 1e6 / minutes).toFixed(2)} MB per minute; preview ${previewMs.toFixed(0)} ms`,
      );
    });
  }
} finally {
  await t.close();
}
