/**
 * Test helper: real speech for the protocol test servers, from the embedded Flite voices
 * (`synthesizeRaw`, in this thread) resampled to the rate the protocol streams.
 */
import { int16ToBytes } from "../audio/pcm-codecs";
import { resampleWhole } from "../audio/resampler";
import { synthesizeRaw } from "../service/speech-service";
import { splitForStreaming } from "../text/split-text";
import { PREMADE_VOICES } from "../voices/premade-voices";

/** Flite's voices by their Flite name (`slt`, `rms`, `awb`, `kal16`). */
export const FLITE_VOICES = new Map(PREMADE_VOICES.filter((v) => v.engine === "flite").map((v) => [v.engineVoice, v]));

/** `text` said by the Flite voice `fliteVoice`, at `sampleRate`. */
export async function speakWithFlite(text: string, fliteVoice: string, sampleRate: number, speed = 1): Promise<Int16Array> {
  const voice = FLITE_VOICES.get(fliteVoice);
  if (!voice) throw new Error(`no Flite voice ${fliteVoice}`);
  const said = await synthesizeRaw({ text, voiceId: voice.voiceId, speed });
  return resampleWhole(said.samples, said.sampleRate, sampleRate);
}

/**
 * `text` said piece by piece (sentences, the first cut short, as servers stream), as s16le bytes
 * at `sampleRate`, cut into slices of an odd length so clients meet samples split across reads.
 */
export async function* speakPieces(text: string, fliteVoice: string, sampleRate: number, speed = 1): AsyncGenerator<Uint8Array> {
  const SLICE = 4097;
  for (const piece of splitForStreaming(text)) {
    if (!piece.trim()) continue;
    const bytes = int16ToBytes(await speakWithFlite(piece, fliteVoice, sampleRate, speed));
    for (let at = 0; at < bytes.length; at += SLICE) yield bytes.subarray(at, at + SLICE);
  }
}

/**
 * Test helper: `seconds` of sound at `sampleRate` with each line spoken by its Flite voice from its
 * time (`at`, seconds), over a steady 220 Hz tone of `toneAmplitude` (0: none), summed and clipped
 * to 16 bits: a dub's source with its speakers and a background to find again.
 */
export async function spokenLinesOverTone(lines: readonly { text: string; voice: string; at: number }[], opts: { seconds: number; sampleRate: number; toneAmplitude: number }): Promise<Int16Array> {
  const rate = opts.sampleRate;
  const out = new Int16Array(opts.seconds * rate);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(opts.toneAmplitude * Math.sin((2 * Math.PI * 220 * i) / rate));
  for (const line of lines) {
    const said = await speakWithFlite(line.text, line.voice, rate);
    const at = Math.round(line.at * rate);
    for (let i = 0; i < said.length && at + i < out.length; i++) out[at + i] = Math.max(-32768, Math.min(32767, out[at + i]! + said[i]!));
  }
  return out;
}
