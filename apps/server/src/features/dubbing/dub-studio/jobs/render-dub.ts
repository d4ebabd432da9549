import { writeFile } from "node:fs/promises";
import { encodeAudioTrack, layClip, muxDubbedAudio, wavBytes } from "@vocable/speech";
import { z } from "zod";
import type { DubRender } from "#db/schema/index";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { dubKey, DubWorkspace } from "#features/dubbing/dubs/jobs/dub-workspace";
import { DUB_SAMPLE_RATE, videoKey } from "#features/dubbing/dubs/jobs/steps/prepare-source";
import { outputName, WATERMARK_TEXT } from "#features/dubbing/dubs/jobs/steps/render-outputs";
import { clipKey, mixTracks } from "#features/dubbing/dubs/jobs/steps/voice-lines";
import { findDubById, setDubRender, type DubRow } from "#features/dubbing/dubs/repo";

export const RENDER_JOB = "dubbing.render";
const ATTEMPTS = 2;

const Payload = z.object({ dubId: z.string().min(1).max(64), renderId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

/** The loudest sample of a normalized render: -1 dBFS. */
const NORMALIZED_PEAK = Math.round(32767 * 10 ** (-1 / 20));

/** The samples scaled so the loudest is at {@link NORMALIZED_PEAK} (silence stays silence). */
export function normalizePeak(samples: Int16Array): Int16Array {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  if (peak === 0) return samples;
  const gain = NORMALIZED_PEAK / peak;
  return samples.map((s) => Math.max(-32768, Math.min(32767, Math.round(s * gain))));
}

/** A language's dub made again from the stored clips: each line's clip where it was placed, over the background unless it was dropped. */
async function mixLanguage(dub: DubRow, files: DubWorkspace, language: string, signal: AbortSignal): Promise<Int16Array> {
  const background = await files.getPcm(dubKey(dub, "background.wav"), DUB_SAMPLE_RATE, signal);
  const track = new Int16Array(background.length);
  for (const segment of dub.resource.segments) {
    const line = segment.translations[language];
    if (!line?.clip) continue;
    layClip(track, await files.getPcm(clipKey(dub, language, segment.id), DUB_SAMPLE_RATE, signal), line.start, DUB_SAMPLE_RATE);
  }
  return mixTracks(track, dub.options.dropBackgroundAudio ? null : background);
}

/**
 * The `dubbing.render` job: a studio render of one language as the type asked (the video, or the
 * audio as MP3, AAC or WAV), mixed from the clips as they are when it runs. A render of the dub's
 * own kind (the video of a video, the MP3 of an audio source) becomes the language's dubbed file.
 */
export function renderDubJob(deps: Pick<AppDeps, "db" | "storage" | "log">): JobKind<Payload> {
  return defineJob({
    name: RENDER_JOB,
    payload: Payload,
    attempts: ATTEMPTS,
    backoffMs: 2_000,
    concurrency: 1,
    ownSlots: true,
    handler: async ({ dubId, renderId }, ctx) => {
      const dub = await findDubById(deps.db, dubId);
      const render = dub?.resource.renders?.[renderId];
      if (!dub || !render || render.status !== "processing") return;
      const files = await DubWorkspace.open(deps.storage, dubId);
      try {
        await setDubRender(deps.db, dubId, await renderFile(dub, render, files, ctx.signal));
      } catch (err) {
        if (ctx.signal.aborted || ctx.attempt < ATTEMPTS) throw err;
        ctx.log.warn(`render ${renderId} of dub ${dubId} failed`, err);
        await setDubRender(deps.db, dubId, { ...render, status: "failed", error: err instanceof Error ? err.message.slice(0, 300) : "the render failed" });
      } finally {
        await files.close();
      }
    },
  });

  async function renderFile(dub: DubRow, render: DubRender, files: DubWorkspace, signal: AbortSignal): Promise<DubRender> {
    const mixed = await mixLanguage(dub, files, render.language, signal);
    const audio = render.normalize ? normalizePeak(mixed) : mixed;
    const wav = files.local("mix.wav");
    await writeFile(wav, wavBytes(audio, DUB_SAMPLE_RATE));
    const output = files.local(`render.${render.type}`);
    const contentType =
      render.type === "mp4"
        ? (await muxDubbedAudio({ video: await files.download(videoKey(dub), "video-source"), audio: wav, output, watermark: dub.watermark ? WATERMARK_TEXT : null, signal })).contentType
        : await encodeAudioTrack(wav, output, render.type as "mp3" | "aac" | "wav", signal);
    const key = dubKey(dub, `renders/${render.id}.${render.type}`);
    await files.upload(key, output, contentType);
    // The dub's own file follows the studio's render of its kind.
    if (render.type === (dub.media.hasVideo ? "mp4" : "mp3")) {
      await files.upload(dubKey(dub, outputName(dub, render.language)), output, contentType);
      await files.upload(dubKey(dub, `dub-${render.language}.wav`), wav, "audio/wav");
    }
    return { ...render, status: "complete", error: null, key, contentType, durationSeconds: audio.length / DUB_SAMPLE_RATE };
  }
}
