import { wavBytes } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import type { VoiceSampleRow } from "#features/voices/voices/repo";
import { SAMPLE_RATE } from "#features/voices/voices/use-cases/prepare-voice-samples";
import { readSamplePcm } from "#features/voices/voices/use-cases/read-sample-pcm";

/** A sample's audio as kept (24 kHz mono), cut to its trim and, when speakers were picked, to their turns. */
export async function sampleSpeech(deps: Pick<AppDeps, "storage">, sample: VoiceSampleRow, opts: { selectedOnly: boolean; signal?: AbortSignal }): Promise<Int16Array> {
  const all = await readSamplePcm(deps, sample.storageKey, SAMPLE_RATE, opts.signal);
  const start = Math.min(all.length, Math.round((sample.trimStart ?? 0) * SAMPLE_RATE));
  const end = sample.trimEnd ? Math.min(all.length, Math.round(sample.trimEnd * SAMPLE_RATE)) : all.length;
  const trimmed = all.subarray(start, Math.max(start, end));
  if (!opts.selectedOnly || !sample.selectedSpeakerIds?.length || !sample.speakers) return trimmed;
  return speakerTurns(all, sample, sample.selectedSpeakerIds);
}

/** The audio of some speakers of a separated sample: their turns, one after another. */
export function speakerTurns(all: Int16Array, sample: VoiceSampleRow, speakerIds: readonly string[]): Int16Array {
  const segments = (sample.speakers ?? []).filter((s) => speakerIds.includes(s.speakerId)).flatMap((s) => s.segments);
  segments.sort((a, b) => a.start - b.start);
  const parts = segments.map((s) => all.subarray(Math.round(s.start * SAMPLE_RATE), Math.round(s.end * SAMPLE_RATE)));
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** `{audio_base_64, media_type, duration_secs}` of some PCM, as WAV. */
export function base64Wav(samples: Int16Array): { audio_base_64: string; media_type: string; duration_secs: number } {
  return { audio_base_64: Buffer.from(wavBytes(samples, SAMPLE_RATE)).toString("base64"), media_type: "audio/wav", duration_secs: Math.round((samples.length / SAMPLE_RATE) * 1000) / 1000 };
}

/** Peaks for drawing a sample: `points` values 0..1, each the loudest of its slice of the audio. */
export function visualWaveform(samples: Int16Array, points = 1000): number[] {
  const n = Math.max(1, Math.min(points, samples.length));
  const size = samples.length / n;
  const peaks: number[] = [];
  for (let i = 0; i < n; i++) {
    let peak = 0;
    for (let j = Math.floor(i * size); j < Math.floor((i + 1) * size); j++) peak = Math.max(peak, Math.abs(samples[j]!));
    peaks.push(Math.round((peak / 32768) * 1000) / 1000);
  }
  return peaks;
}
