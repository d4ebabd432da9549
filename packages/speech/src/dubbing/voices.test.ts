import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { medianPitchHz } from "../analysis/pitch";
import { fft } from "../audio/fft";
import { resampleWhole } from "../audio/resampler";
import { EngineRegistry } from "../engines/engine-registry";
import { SpeechService } from "../service/speech-service";
import { closeSpeakerEmbedding } from "../speaker/speaker-embedding";
import { FLITE_VOICES, speakWithFlite } from "../test-support/flite-speech";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { separateSpeech } from "./separate-speech";
import { HIGH_VOICE_HZ, libraryVoiceForSpeaker, voiceForSpeaker, type SpeakerVoice } from "./speaker-voices";
import { buildVoiceTrack, type DubLine } from "./voice-track";

const RATE = 24000;
const figures: string[] = [];

const energy = (x: ArrayLike<number>, from = 0, to = x.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i] * x[i];
  return sum;
};
const db = (ratio: number) => 10 * Math.log10(ratio);

/** Energy of `x` between `low` and `high` Hz, from one FFT of the whole signal. */
function bandEnergy(x: Int16Array, rate: number, low: number, high: number): number {
  let n = 1;
  while (n < x.length) n *= 2;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(x);
  fft(re, im);
  let sum = 0;
  for (let k = Math.ceil((low * n) / rate); k <= Math.floor((high * n) / rate); k++) sum += re[k] * re[k] + im[k] * im[k];
  return sum;
}

/** The 10 ms frames of `x` louder than `level` (RMS), as a boolean per frame. */
const loudFrames = (x: Int16Array, rate: number, level: number) => {
  const frame = rate / 100;
  return Array.from({ length: Math.floor(x.length / frame) }, (_, f) => Math.sqrt(energy(x, f * frame, (f + 1) * frame) / frame) > level);
};

describe("dubbing voices", () => {
  let service: SpeechService;

  beforeAll(() => {
    service = new SpeechService({ workers: 2 });
  });

  afterAll(async () => {
    console.log(`dubbing voice figures:\n  ${figures.join("\n  ")}`);
    await service.close();
    await closeSpeakerEmbedding();
  });

  it("separates speech from a steady tone: the tone stays in the background, the voice in the speech, sample-aligned", async () => {
    // slt: its voice has little of its own energy at 220 Hz (rms's second harmonic sweeps through it).
    const said = await speakWithFlite("The quick brown fox jumps over the lazy dog.", "slt", RATE);
    const clean = new Int16Array(said.length + 2 * RATE);
    clean.set(said, RATE);
    const tone = (i: number) => Math.round(1000 * Math.sin((2 * Math.PI * 220 * i) / RATE));
    const mixed = Int16Array.from(clean, (v, i) => v + tone(i));
    const { speech, background, method } = await separateSpeech(service.engines, mixed, RATE);
    expect(method).toMatch(/noise suppression/);
    expect([speech.length, background.length]).toEqual([mixed.length, mixed.length]);
    expect(Int16Array.from(speech, (v, i) => v + background[i])).toEqual(mixed);

    const toneInBackground = db(bandEnergy(background, RATE, 219, 221) / bandEnergy(speech, RATE, 219, 221));
    const voiced = loudFrames(clean, RATE, 1000);
    const [inSpeech, inBackground] = [speech, background].map((x) => voiced.reduce((sum, loud, f) => sum + (loud ? energy(x, (f * RATE) / 100, ((f + 1) * RATE) / 100) : 0), 0));
    const voiceInSpeech = db(inSpeech / inBackground);
    // Aligned: the speech of clean speech correlates best with it at no offset (searched ±20 ms).
    const alone = (await separateSpeech(service.engines, clean, RATE)).speech;
    const correlation = (lag: number) => clean.reduce((sum, v, i) => sum + v * (alone[i + lag] ?? 0), 0);
    const lags = Array.from({ length: 41 }, (_, i) => (i - 20) * 12);
    const best = lags.reduce((a, b) => (correlation(b) > correlation(a) ? b : a));
    const nearBest = Array.from({ length: 23 }, (_, i) => best + i - 11).reduce((a, b) => (correlation(b) > correlation(a) ? b : a));
    figures.push(`separation: tone ${toneInBackground.toFixed(1)} dB more in the background; voiced frames ${voiceInSpeech.toFixed(1)} dB more in the speech; offset ${nearBest} samples`);
    expect(toneInBackground).toBeGreaterThan(12);
    expect(voiceInSpeech).toBeGreaterThan(10);
    expect(nearBest).toBe(0);
  });

  it("keeps the whole original as speech when no denoiser is installed, and says so", async () => {
    const samples = Int16Array.from({ length: 4800 }, (_, i) => (i % 100) * 50);
    const { speech, background, method } = await separateSpeech(new EngineRegistry(), samples, RATE);
    expect(speech).toEqual(samples);
    expect(background).toEqual(new Int16Array(samples.length));
    expect(method).toMatch(/^none: no denoising engine/);
  });

  const pitchOf = async (voice: SpeakerVoice) => {
    const said = await service.synthesize({ text: "Thank you all for coming this evening.", voiceId: voice.voiceId, rendering: voice.rendering, languageCode: "en" });
    return medianPitchHz(resampleWhole(said.samples, said.sampleRate, 16000), 16000)!;
  };

  it("approximates each speaker's voice: female-pitched for Flite's slt, male for rms; a stand-in by pitch when they say too little", async () => {
    const turns = async (voice: string) => [
      { samples: await speakWithFlite("We walked along the river until the sun went down.", voice, RATE), sampleRate: RATE },
      { samples: await speakWithFlite("Nobody wanted to go home early that night.", voice, 16000), sampleRate: 16000 },
    ];
    const female = await voiceForSpeaker(service, await turns("slt"), { language: "en" });
    const male = await voiceForSpeaker(service, await turns("rms"), { language: "en" });
    const short = await speakWithFlite("Yes.", "slt", RATE);
    const standIn = await voiceForSpeaker(service, [{ samples: short, sampleRate: RATE }], { language: "en" });
    const pitches = { female: await pitchOf(female), male: await pitchOf(male), standIn: await pitchOf(standIn) };
    figures.push(`slt -> ${female.label}, ${pitches.female.toFixed(0)} Hz; rms -> ${male.label}, ${pitches.male.toFixed(0)} Hz; "Yes." -> ${standIn.label}, ${pitches.standIn.toFixed(0)} Hz`);
    expect(female.rendering?.kind).toBe("embedded");
    expect(female.similarity).toBeGreaterThan(0);
    expect(male.similarity).toBeGreaterThan(0);
    expect(pitches.female).toBeGreaterThan(HIGH_VOICE_HZ);
    expect(pitches.male).toBeLessThan(HIGH_VOICE_HZ);
    expect(standIn.similarity).toBeNull();
    expect(standIn.label).toMatch(/stand-in/);
    expect(pitches.standIn).toBeGreaterThan(HIGH_VOICE_HZ);
  });

  it("picks the library voice of the target language nearest the speaker's pitch when cloning is disabled", async () => {
    const rms = { samples: await speakWithFlite("We walked along the river until the sun went down.", "rms", RATE), sampleRate: RATE };
    // One stretch of speech or a list of turns.
    const english = await libraryVoiceForSpeaker(service, rms, { language: "en" });
    const french = await libraryVoiceForSpeaker(service, [rms], { language: "fr-FR" });
    figures.push(`library: rms in English -> ${english.label}; in French -> ${french.label}`);
    expect(english.voiceId).toBe(FLITE_VOICES.get("rms")!.voiceId);
    expect(english.rendering).toBeUndefined();
    expect(english.label).toMatch(/voice cloning disabled/);
    // French has one premade voice.
    expect(french.voiceId).toBe(PREMADE_VOICES.find((v) => v.language === "fr")!.voiceId);
    expect([english.similarity, french.similarity]).toEqual([null, null]);
  });

  it("lays each line at its source line's start, within the tempo bounds, cutting a line too long for its time", async () => {
    const voices = new Map([
      ["a", { voiceId: FLITE_VOICES.get("slt")!.voiceId }],
      ["b", { voiceId: FLITE_VOICES.get("rms")!.voiceId }],
    ]);
    const lines: DubLine[] = [
      { speaker: "a", start: 0.5, end: 2.2, text: "Good morning, everyone." },
      { speaker: "b", start: 3, end: 5, text: "Thank you for coming today." },
      { speaker: "a", start: 5.6, end: 6.4, text: "We have a great deal to talk about this morning, so let us begin with the budget and then the plans." },
      { speaker: "b", start: 7.5, end: 9, text: "See you next week." },
    ];
    const progress: number[] = [];
    const track = await buildVoiceTrack(service, { lines, voices, language: "en", sampleRate: RATE, totalSeconds: 10, onLine: (done, total) => progress.push(done / total) });
    expect(track.samples.length).toBe(10 * RATE);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    const loud = loudFrames(track.samples, RATE, 300);
    const onset = (from: number) => loud.indexOf(true, Math.round(from * 100)) / 100;
    figures.push(`voice track: ${track.lines.map((l, i) => `${lines[i].start}-${lines[i].end} -> ${l.start}-${l.end.toFixed(2)} onset ${onset(lines[i].start - 0.3)} tempo ${l.tempo.toFixed(2)} ${l.warning ?? ""}`).join("; ")}`);
    for (const [i, line] of lines.entries()) {
      expect(Math.abs(onset(i === 0 ? 0 : track.lines[i - 1].end) - line.start), `line ${i}`).toBeLessThan(0.2);
      expect(track.lines[i].tempo).toBeGreaterThanOrEqual(0.8);
      expect(track.lines[i].tempo).toBeLessThanOrEqual(1.4);
    }
    expect(track.lines.map((l) => l.warning)).toEqual([null, null, expect.stringMatching(/^cut \d+\.\d s to fit$/), null]);
    expect(track.lines[2].tempo).toBe(1.4);
    // The cut line ends before the next one starts, and it is silent between them.
    expect(track.lines[2].end).toBeLessThanOrEqual(lines[3].start);
    expect(loud.slice(Math.ceil(track.lines[2].end * 100), lines[3].start * 100).some(Boolean)).toBe(false);
  });
});
