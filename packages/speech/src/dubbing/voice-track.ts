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
import type { VoiceSettingsInput } from "../engines/remote/remote-types";
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
  voices: ReadonlyMap<string, LineVoice>;
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

/** The voice a line is spoken with. */
export interface LineVoice {
  voiceId: string;
  rendering?: VoiceRendering;
  voiceSettings?: VoiceSettingsInput;
}

export interface VoiceTrack {
  /** Mono 16-bit at the requested rate, exactly totalSeconds long. */
  samples: Int16Array;
  lines: PlacedLine[];
  /** Each line's fitted clip at the track's rate (empty for a line without text), laid from its placed start. */
  clips: Int16Array[];
}

/** One line dubbed: its fitted clip at the track's rate, and where it goes. */
export interface LineClip {
  samples: Int16Array;
  placed: PlacedLine;
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
  const clips: Int16Array[] = lines.map(() => new Int16Array(0));
  let next = 0;
  let done = 0;
  let failed = false;
  const work = async () => {
    while (!failed && next < lines.length) {
      const i = next++;
      const line = lines[i];
      try {
        if (line.text.trim()) {
          const clip = await dubLine(service, line, { ...opts, voice: opts.voices.get(line.speaker)!, limitSeconds: lineLimit(lines, line, opts.totalSeconds) });
          layClip(track, clip.samples, clip.placed.start, sampleRate);
          placed[i] = clip.placed;
          clips[i] = clip.samples;
        }
      } catch (err) {
        failed = true; // the other lines are not started
        throw err;
      }
      opts.onLine?.(++done, lines.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_LINES, lines.length) }, work));
  return { samples: track, lines: placed, clips };
}

/** How far `line` may run: up to the next line's start (any speaker's), or the end of the track. */
export function lineLimit(lines: readonly Pick<DubLine, "start">[], line: Pick<DubLine, "start">, totalSeconds: number): number {
  let next = Infinity;
  for (const other of lines) if (other.start > line.start && other.start < next) next = other.start;
  return Math.min(totalSeconds, next);
}

/**
 * One line dubbed on its own (the studio dubs a segment again with this): spoken with `voice`,
 * its silence trimmed, fitted to its place up to `limitSeconds` and resampled to `sampleRate`.
 */
export async function dubLine(
  service: SpeechService,
  line: DubLine,
  opts: { voice: LineVoice; language: string; sampleRate: number; limitSeconds: number; owner?: string; signal?: AbortSignal },
): Promise<LineClip> {
  const { voice } = opts;
  const input = { text: line.text, voiceId: voice.voiceId, rendering: voice.rendering, voiceSettings: voice.voiceSettings, languageCode: opts.language, owner: opts.owner };
  const said = await service.synthesize(input, opts.signal);
  return fit({ samples: trimQuietEnds(said.samples, said.sampleRate), sampleRate: said.sampleRate }, line, opts.limitSeconds, opts.sampleRate);
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

/** Fits a spoken line to its time (up to `limit`, the track's end at most): its clip at `sampleRate`, and where it goes. */
function fit(said: { samples: Int16Array; sampleRate: number }, line: DubLine, limit: number, sampleRate: number): LineClip {
  const fitted = fitLine(line.end - line.start, limit - line.start, said.samples.length / said.sampleRate);
  const played = fitted.tempo === 1 ? said.samples : timeStretch(said.samples, said.sampleRate, 1 / fitted.tempo);
  const audio = resampleWhole(played, said.sampleRate, sampleRate);
  const room = Math.max(0, Math.round((limit - line.start) * sampleRate));
  const length = Math.max(0, Math.min(audio.length, Math.round(fitted.seconds * sampleRate), room));
  const fade = fitted.cutSeconds > 0 ? Math.min(length, Math.round(CUT_FADE_SECONDS * sampleRate)) : 0;
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const gain = i >= length - fade ? (length - i) / (fade + 1) : 1;
    samples[i] = Math.round(audio[i] * gain);
  }
  return { samples, placed: { start: line.start, end: line.start + length / sampleRate, tempo: fitted.tempo, warning: fitted.warning } };
}

/** Adds a clip to the track from `startSeconds` (summed with what is there, clipped to 16 bits; what runs past the end is dropped). */
export function layClip(track: Int16Array, clip: Int16Array, startSeconds: number, sampleRate: number): void {
  const at = Math.max(0, Math.round(startSeconds * sampleRate));
  const length = Math.max(0, Math.min(clip.length, track.length - at));
  for (let i = 0; i < length; i++) track[at + i] = Math.max(-32768, Math.min(32767, track[at + i] + clip[i]));
}
