/** Crowds: cheering, applause, murmur and chatter. */
import { bandpass, lowpass, resonate } from "../dsp/filters";
import { pinkNoise } from "../dsp/noise";
import { adsr, envelope, multiply, wander } from "../dsp/envelopes";
import { fm, glide } from "../dsp/oscillators";
import { addAt, poissonTimes, scatter, steadyTimes } from "../dsp/granular";
import { atLoudness } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { endOf, noiseBurst, sum, voiced } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

/** Vowels as their first two formants (Hz), for voices. */
const VOWELS: readonly (readonly [number, number])[] = [[730, 1090], [530, 1840], [270, 2290], [570, 840], [300, 870], [660, 1720], [490, 1350]];

/** One syllable of a voice: a vowel on a pitch contour, sometimes after a consonant's hiss. */
function syllable(sampleRate: number, rng: Random, f0: number): Float32Array {
  const seconds = rng.range(0.08, 0.25);
  const n = Math.round(seconds * sampleRate);
  const [f1, f2] = rng.pick(VOWELS);
  const pitch = glide(n, f0 * rng.around(1, 1.12), f0 * rng.around(0.95, 1.1));
  const x = voiced(sampleRate, rng, pitch, [{ freq: f1, q: 5, gain: 1 }, { freq: f2, q: 7, gain: 0.6 }, { freq: 2600, q: 8, gain: 0.25 }], 0.05);
  multiply(x, adsr(n, sampleRate, 0.015, 0.03, 0.8, 0.03));
  if (rng.chance(0.4)) addAt(x, noiseBurst(sampleRate, rng, { seconds: 0.04, type: "bandpass", freq: rng.range(3000, 6000), q: 1.5, decay: 0.03 }), 0, 0.3);
  return x;
}

/** Walla: `voices` people talking at once, each in phrases with pauses, at different distances. */
export function chatter(ctx: RecipeContext, voices: number): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(ctx.length);
  for (let v = 0; v < voices; v++) {
    const g = rng.fork(`voice:${v}`);
    const f0 = g.range(95, 240) * ctx.pitch;
    const times: number[] = [];
    for (let t = -g.range(0, 2); t < endOf(ctx); ) {
      const words = g.int(3, 14);
      for (let w = 0; w < words; w++, t += g.range(0.12, 0.28) / ctx.speed) times.push(t);
      t += g.range(0.3, 1.6);
    }
    const voice = scatter(ctx.length, sr, g, times.filter((t) => t >= 0), (s) => syllable(sr, s, f0), (s) => s.range(0.5, 1));
    addAt(out, lowpass(voice, sr, g.range(1500, 5000)), 0, g.range(0.3, 1));
  }
  return out;
}

function murmur(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const talk = chatter(ctx, 6 + Math.round(14 * k));
  const bed = resonate(pinkNoise(n, rng.fork("bed")), sr, [{ freq: 500, q: 2, gain: 1 }, { freq: 1500, q: 2, gain: 0.5 }]);
  multiply(bed, wander(n, sr, 2, rng.fork("bed-level"), 0.6, 1));
  return sum([[atLoudness(talk, sr, 0.25), 1], [atLoudness(bed, sr, 0.25), 0.25 + 0.3 * k]]);
}

/** Applause: many people clapping, each at their own pace and with their own hands' sound. */
export function applause(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const out = new Float32Array(ctx.length);
  const people = 8 + Math.round(60 * k);
  for (let p = 0; p < people; p++) {
    const g = rng.fork(`clapper:${p}`);
    const rate = g.range(3.5, 5.5) * ctx.speed;
    const centre = g.range(900, 2600) * ctx.pitch;
    const times = steadyTimes(g, g.next() / rate, endOf(ctx), 1 / rate, 0.08);
    addAt(out, scatter(ctx.length, sr, g, times, (c) => noiseBurst(sr, c, { seconds: 0.03, type: "bandpass", freq: centre * c.around(1, 1.1), q: 1.8, decay: c.range(0.008, 0.016) })), 0, g.range(0.3, 1));
  }
  return out;
}

function cheering(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const roar = resonate(pinkNoise(n, rng.fork("roar")), sr, [{ freq: 700, q: 2, gain: 1 }, { freq: 1200, q: 2, gain: 0.7 }, { freq: 2600, q: 3, gain: 0.4 }]);
  multiply(roar, wander(n, sr, 1, rng.fork("swell"), 0.6, 1));
  const g = rng.fork("shouts");
  const shouts = scatter(n, sr, g, poissonTimes(g, 0, endOf(ctx), (8 + 18 * k) * ctx.speed), (s) => {
    const seconds = s.range(0.4, 1.1);
    const m = Math.round(seconds * sr);
    const f = s.range(180, 420) * ctx.pitch;
    const [f1, f2] = s.pick(VOWELS);
    const x = voiced(sr, s, envelope(m, sr, [[0, f * 0.9], [seconds * 0.3, f * 1.2], [seconds, f * 0.85]]), [{ freq: f1, q: 4, gain: 1 }, { freq: f2, q: 6, gain: 0.6 }], 0.2);
    return multiply(x, adsr(m, sr, 0.05, 0.1, 0.8, 0.2));
  }, (s) => s.range(0.2, 1));
  const w = rng.fork("whistles");
  const whistles = scatter(n, sr, w, poissonTimes(w, 0, endOf(ctx), 0.4 * k), (s) => {
    const m = Math.round(s.range(0.3, 0.8) * sr);
    return multiply(fm(m, sr, glide(m, s.range(1800, 2400), s.range(2600, 3400)), 0.01, 1, s.next()), adsr(m, sr, 0.02, 0.05, 0.8, 0.05));
  });
  const clapping = applause({ ...ctx, rng: rng.fork("applause"), intensity: 0.35 });
  return sum([
    [atLoudness(roar, sr, 0.25), 0.8],
    [atLoudness(bandpass(shouts, sr, 1000, 0.5), sr, 0.25), 0.8],
    [atLoudness(clapping, sr, 0.25), 0.5],
    [atLoudness(whistles, sr, 0.25), 0.12],
  ]);
}

export const CROWD_RECIPES: Recipe[] = [
  {
    id: "cheering", name: "crowd cheering", category: "crowds", kind: "bed", defaultSeconds: 6, space: 0.35,
    keywords: ["cheer", "cheering", "cheers", "crowd cheering", "stadium", "sports fans", "crowd roar", "celebration", "hooray", "yay", "crowd going wild", "concert crowd"],
    contains: ["applause"],
    examples: ["crowd cheering", "stadium crowd roar"],
    render: cheering,
  },
  {
    id: "applause", name: "applause", category: "crowds", kind: "bed", defaultSeconds: 6, space: 0.3,
    keywords: ["applause", "applauding", "clapping", "clap", "claps", "ovation", "standing ovation", "audience clapping", "hand clap", "hands clapping"],
    variants: { "standing ovation": { intensity: 1 }, "hand clap": { intensity: 0 }, "hands clapping": { intensity: 0 } },
    weakKeywords: ["audience"],
    examples: ["applause", "small audience clapping", "standing ovation"],
    render: applause,
  },
  {
    id: "murmur", name: "crowd murmur", category: "crowds", kind: "bed", defaultSeconds: 8, space: 0.35,
    keywords: ["murmur", "murmuring", "chatter", "chattering", "crowd talking", "walla", "conversation", "conversations", "people talking", "babble", "talking", "voices", "party", "indistinct chatter", "crowd noise"],
    weakKeywords: ["crowd", "people"],
    examples: ["crowd murmur", "people talking at a party"],
    render: murmur,
  },
];
