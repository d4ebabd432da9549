/** The sound of a combustion engine at a firing rate: shared by engines, cars, motorcycles and traffic. */
import { bandpass, lowpass, resonate } from "../dsp/filters";
import { pinkNoise, whiteNoise } from "../dsp/noise";
import { oscillator } from "../dsp/oscillators";
import { atLoudness, saturate } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { sum } from "./kit";

export interface EngineTone {
  /** Firing pulses a second, per sample (idle ~25-35 Hz, revving several times that). */
  firing: Float32Array;
  /** 0 smooth .. 1 rough (a diesel, a motorcycle). */
  roughness: number;
  /** Frequency factor of the body's resonances. */
  pitch: number;
}

/** An engine: exhaust pulses through the body's resonances, a little valve clatter and hum. */
export function engineSound(sampleRate: number, rng: Random, tone: EngineTone): Float32Array {
  const n = tone.firing.length;
  const pulses = new Float32Array(n);
  const jitter = rng.fork("jitter");
  let phase = 0;
  let amp = 1;
  for (let i = 0; i < n; i++) {
    const f = tone.firing[i];
    phase += f / sampleRate;
    if (phase >= 1) {
      phase -= 1;
      amp = 1 + jitter.bipolar() * (0.1 + 0.35 * tone.roughness);
    }
    // Each firing: a sharp rise and a decay over a fraction of the cycle.
    pulses[i] = amp * Math.exp(-phase * 6) * Math.min(1, phase * 40);
  }
  const body = resonate(lowpass(pulses, sampleRate, 900 * tone.pitch), sampleRate, [
    { freq: 110 * tone.pitch, q: 1.5, gain: 1 },
    { freq: 320 * tone.pitch, q: 2, gain: 0.6 },
    { freq: 750 * tone.pitch, q: 3, gain: 0.3 },
  ]);
  const clatter = bandpass(whiteNoise(n, rng.fork("clatter")), sampleRate, 2500, 1);
  for (let i = 0; i < n; i++) clatter[i] *= Math.max(0, pulses[i] - 0.3);
  const hum = lowpass(oscillator(n, sampleRate, "saw", tone.firing.map((f) => f * 2), rng.next()), sampleRate, 250);
  const air = lowpass(pinkNoise(n, rng.fork("air")), sampleRate, 600);
  const mix = sum([
    [atLoudness(body, sampleRate, 0.25), 1],
    [atLoudness(clatter, sampleRate, 0.25), 0.12 + 0.3 * tone.roughness],
    [atLoudness(hum, sampleRate, 0.25), 0.3],
    [atLoudness(air, sampleRate, 0.25), 0.15],
  ]);
  return tone.roughness > 0.4 ? saturate(mix, 1 + 2 * tone.roughness) : mix;
}
