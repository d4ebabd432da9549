/**
 * A dub's voice track: every translated line spoken by its speaker's voice and laid where the
 * original line was. Each line is synthesised, its leading and trailing silence trimmed, fitted to
 * its time by the domain's rule ({@link fitLine}: its slot, running on into the silence after it
 * when it needs to, sped up or slowed within bounds by WSOLA time stretching, the rest cut with a
 * short fade) and placed to start where the original line started. Lines that overlapped in the
 * source (two speakers at once) overlap in the track, summed.
 */
import { fitLine } from "@vocable/domain";
import { resampleWhole } from "../audio/resampler";
import type { SpeechService } from "../service/speech-service";
import { timeStretch } from "../voice-conversion/time-stretch";
import type { VoiceRendering } from "../voices/voice-rendering";

/** A translated line: what `speaker` says, in the place (seconds) the original line took. */
export interface DubLine {
  speaker: string;
  start: number;
  end: number;
  text: string;
}

export interface VoiceTrackOptions {
  lines: readonly DubLine[];
  /** Each speaker's voice (see voiceForSpeaker); a line of a speaker without one is refused before anything is spoken. */
  voices: ReadonlyMap<string, { voiceId: string; rendering?: VoiceRendering }>;
  /** ISO 639-1 language the lines are in. */
  language: string;
  /** The track's rate. */
  sampleRate: number;
  /** The track's length: the source's. */
  totalSeconds: number;
  /** Who asks (a workspace id), for the speech service's turns. */
  owner?: string;
  signal?: AbortSignal;
  /** Called after each line is placed: lines done, and lines in all. */
  onLine?: (done: number, total: number) => void;
}

/** Where a line was placed in the track (seconds) and how it was fitted, in the order of the lines given. */
export interface PlacedLine {
  start: number;
  end: number;
  /** Spoken seconds per second of the track: 1 as spoken, above 1 faster. */
  tempo: number;
  /** What the line lost to fit (`cut 1.2 s to fit`), or null. */
  warning: string | null;
}

export interface VoiceTrack {
  /** Mono 16-bit at the requested rate, exactly totalSeconds long. */
  samples: Int16Array;
  lines: PlacedLine[];
}

/** Lines synthesised at once (the speech service queues them among other requests). */
const CONCURRENT_LINES = 2;
/** The fade at the end of a cut line. */
export const CUT_FADE_SECONDS = 0.03;
/** The energy gate of the trimming: 10 ms frames... */
const GATE_FRAME_SECONDS = 0.01;
/** ...quieter than this fraction (-40 dB) of the loudest frame are silence... */
const GATE_LEVEL = 0.01;
/** ...and this much is kept beyond the first and last loud frames. */
const GATE_MARGIN_SECONDS = 0.02;

/** The dub's voice track; see the module comment. Rejects with the signal's reason on abort. */
export async function buildVoiceTrack(service: SpeechService, opts: VoiceTrackOptions): Promise<VoiceTrack> {
  const { lines, sampleRate } = opts;
  const missing = lines.find((l) => !opts.voices.has(l.speaker));
  if (missing) throw new RangeError(`no voice for speaker ${missing.speaker}`);
  const track = new Int16Array(Math.max(0, Math.round(opts.totalSeconds * sampleRate)));
  const placed: PlacedLine[] = lines.map((l) => ({ start: l.start, end: l.start, tempo: 1, warning: null }));
  const starts = [...new Set(lines.map((l) => l.start))].sort((a, b) => a - b);
  // A line may run on up to the next line's start, or the end of the track.
  const limitOf = (line: DubLine) => Math.min(opts.totalSeconds, starts.find((s) => s > line.start) ?? Infinity);
  let next = 0;
  let done = 0;
  let failed = false;
  const work = async () => {
    while (!failed && next < lines.length) {
      const i = next++;
      const line = lines[i];
      try {
        if (line.text.trim()) placed[i] = place(track, await speakLine(service, line, opts), line, limitOf(line), sampleRate);
      } catch (err) {
        failed = true; // the other lines are not started
        throw err;
      }
      opts.onLine?.(++done, lines.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_LINES, lines.length) }, work));
  return { samples: track, lines: placed };
}

/** A line spoken with its speaker's voice, its silence trimmed, at the engine's rate. */
async function speakLine(service: SpeechService, line: DubLine, opts: VoiceTrackOptions): Promise<{ samples: Int16Array; sampleRate: number }> {
  const voice = opts.voices.get(line.speaker)!;
  const input = { text: line.text, voiceId: voice.voiceId, rendering: voice.rendering, languageCode: opts.language, owner: opts.owner };
  const said = await service.synthesize(input, opts.signal);
  return { samples: trimQuietEnds(said.samples, said.sampleRate), sampleRate: said.sampleRate };
}

/** `samples` without the silence (by a simple energy gate) at both ends; empty when all of it is silence. */
export function trimQuietEnds(samples: Int16Array, sampleRate: number): Int16Array {
  const frame = Math.max(1, Math.round(sampleRate * GATE_FRAME_SECONDS));
  const count = Math.ceil(samples.length / frame);
  const levels = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) sum += samples[i] * samples[i];
    levels[f] = Math.sqrt(sum / (end - f * frame));
  }
  let loudest = 0;
  for (const level of levels) loudest = Math.max(loudest, level);
  const gate = Math.max(1, GATE_LEVEL * loudest);
  const first = levels.findIndex((l) => l >= gate);
  if (first < 0) return new Int16Array(0);
  const last = levels.findLastIndex((l) => l >= gate);
  const margin = Math.round(sampleRate * GATE_MARGIN_SECONDS);
  return samples.subarray(Math.max(0, first * frame - margin), Math.min(samples.length, (last + 1) * frame + margin));
}

/** Fits a spoken line to its time and adds it to the track from the line's start; answers where it went. */
function place(track: Int16Array, said: { samples: Int16Array; sampleRate: number }, line: DubLine, limit: number, sampleRate: number): PlacedLine {
  const fit = fitLine(line.end - line.start, limit - line.start, said.samples.length / said.sampleRate);
  const played = fit.tempo === 1 ? said.samples : timeStretch(said.samples, said.sampleRate, 1 / fit.tempo);
  const audio = resampleWhole(played, said.sampleRate, sampleRate);
  const at = Math.max(0, Math.round(line.start * sampleRate));
  const length = Math.max(0, Math.min(audio.length, Math.round(fit.seconds * sampleRate), track.length - at));
  const fade = fit.cutSeconds > 0 ? Math.min(length, Math.round(CUT_FADE_SECONDS * sampleRate)) : 0;
  for (let i = 0; i < length; i++) {
    const gain = i >= length - fade ? (length - i) / (fade + 1) : 1;
    track[at + i] = Math.max(-32768, Math.min(32767, track[at + i] + Math.round(audio[i] * gain)));
  }
  return { start: line.start, end: line.start + length / sampleRate, tempo: fit.tempo, warning: fit.warning };
}
