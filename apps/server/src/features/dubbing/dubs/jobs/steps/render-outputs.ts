import { encodeAudioTrack, muxDubbedAudio } from "@vocable/speech";
import type { StepContext } from "../run-dub";
import { dubKey } from "../dub-workspace";
import { videoKey } from "./prepare-source";

/** The text drawn on a watermarked video. */
export const WATERMARK_TEXT = "Dubbed with Vocable";

/** The stored name of a language's dubbed file: the video (mp4 or the source's container) or, for an audio source, MP3. */
export function outputName(dub: StepContext["dub"], language: string): string {
  return dub.media.hasVideo ? `dub-${language}.video` : `dub-${language}.mp3`;
}

/**
 * Puts each language's dub on the video (its stream copied, or re-encoded with the watermark
 * drawn in when the dub carries one) or encodes it as MP3 for an audio source, and marks the dub
 * done. Subtitles are written from the segments when asked for.
 */
export async function renderOutputs({ dub, files, signal, progress }: StepContext) {
  const video = dub.media.hasVideo ? await files.download(videoKey(dub), "video-source") : null;
  for (const [i, language] of dub.targetLanguages.entries()) {
    await progress(0.86 + (0.13 * i) / dub.targetLanguages.length, `Rendering the ${language} dub`);
    const wav = await files.download(dubKey(dub, `dub-${language}.wav`), `dub-${language}.wav`);
    const output = files.local(`out-${language}`);
    const format = video
      ? await muxDubbedAudio({ video, audio: wav, output, watermark: dub.watermark ? WATERMARK_TEXT : null, signal })
      : { contentType: await encodeAudioTrack(wav, output, "mp3", signal) };
    await files.upload(dubKey(dub, outputName(dub, language)), output, format.contentType);
  }
  return { status: "dubbed", progress: 1, progressMessage: null, finishedAt: new Date(), resource: { ...dub.resource, rendered: [...dub.targetLanguages] } };
}
