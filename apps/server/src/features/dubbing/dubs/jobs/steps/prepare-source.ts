import { extractAudio, trimMedia } from "@vocable/speech";
import type { StepContext } from "../run-dub";
import { dubKey } from "../dub-workspace";

/** The rate the dub's audio is worked and mixed at. */
export const DUB_SAMPLE_RATE = 44_100;

/**
 * The first step: the source's audio as mono WAV at {@link DUB_SAMPLE_RATE} (cut to start_time
 * and end_time) and, for a cut video, the video cut the same way (re-encoded so the cut is where
 * it was asked), both stored for the steps after.
 */
export async function prepareSource({ dub, files, signal, progress }: StepContext) {
  await progress(0.02, "Reading the source");
  const input = await files.download(dub.inputKey, `input.${dub.media.container}`);
  const cut = { startSeconds: dub.options.startTime ?? undefined, endSeconds: dub.options.endTime ?? undefined, signal };
  await extractAudio(input, files.local("source.wav"), { sampleRate: DUB_SAMPLE_RATE, ...cut });
  await files.upload(dubKey(dub, "source.wav"), files.local("source.wav"), "audio/wav");
  if (dub.media.hasVideo && (cut.startSeconds !== undefined || cut.endSeconds !== undefined)) {
    await progress(0.06, "Cutting the video");
    await trimMedia(input, files.local("video.mp4"), cut);
    await files.upload(dubKey(dub, "video.mp4"), files.local("video.mp4"), "video/mp4");
  }
  return {};
}

/** The video the dub goes on: the cut one, or the source as it came. */
export function videoKey(dub: StepContext["dub"]): string {
  return dub.options.startTime !== null || dub.options.endTime !== null ? dubKey(dub, "video.mp4") : dub.inputKey;
}
