/**
 * The honest approximation of a voice with the embedded engines, for instant cloning when no
 * cloning engine is installed: the premade voice that sounds nearest to the sample (by speaker
 * embedding), and for an eSpeak NG base a variant reshaped after the sample (its measured pitch,
 * a formant scale searched by similarity) at the sample's speaking rate. The figure reported with
 * it is what {@link measureSimilarity} gives: how alike the sample and the rendering sound.
 *
 * Every candidate is judged by speaking one fixed sentence through the speech service with it and
 * comparing speaker embeddings with the sample's. The work is bounded: at most
 * {@link MAX_SYNTHESES} syntheses and embeddings of a ~5 s sentence, plus one of the sample. The
 * first round's candidates are the same for every sample and kept ({@link warmVoiceApproximation}),
 * so a clone pays for its reshaped candidates only: measured, 3.5 CPU s for a 12 s Flite sample and
 * 10-20 CPU s for a minute (41 CPU s for a first clone before the warm-up). The reshaping is skipped
 * when a Flite voice is far ahead.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { resampleWhole } from "../audio/resampler";
import type { SpeechService } from "../service/speech-service";
import { cosineSimilarity, embedSpeaker } from "../speaker/speaker-embedding";
import { PREMADE_VOICES, previewTextFor, type PremadeVoice } from "../voices/premade-voices";
import type { EmbeddedRendering, EspeakVariant, VoiceRendering } from "../voices/voice-rendering";
import { analyzeVoiceSample, type SampleAnalysis } from "./analyze-sample";
import { DEFAULT_VARIANT, ESPEAK_PRESETS, FEMALE_PRESETS, MALE_PRESETS, presetOfEngineVoice, scaleFormants } from "./espeak-presets";
import { trackPitch } from "./pitch";

/**
 * What every candidate says in English (another language: its preview text). Plain prose: on it
 * the speaking-rate estimate of the premade voices sits within a few percent of their average on
 * other English prose, so the sample's rate can be compared with it.
 */
export const JUDGING_TEXT = "I would like to book a table for four people on Friday evening, somewhere quiet near the station, if that is possible.";
/** Most syntheses (each with an embedding) one approximation makes. */
export const MAX_SYNTHESES = 16;
/** Candidates judged before reshaping: the premade voices of the language, then eSpeak NG's own variants. */
const FIRST_ROUND = 9;
/** Formant frequency scales tried on the eSpeak NG base (1 is tried with the pitch). */
const FORMANT_SCALES = [0.88, 0.94, 1.06, 1.12];
/** The rendering's rate is the sample's speaking rate over the base's, within these bounds... */
const RATE_LIMITS = [0.7, 1.3] as const;
/** ...when it differs from 1 by more than this: the estimate of one voice varies by up to about this much from text to text. */
const RATE_TOLERANCE = 0.15;
/**
 * Reshaping an eSpeak NG voice gained up to ~0.15 of similarity in our tests: when a Flite voice
 * beats every eSpeak NG candidate by more than this, the reshaping is skipped.
 */
const RESHAPE_MARGIN = 0.25;
/** A sample's median pitch above this takes eSpeak's female variants first, else its male ones. */
const HIGH_VOICE_HZ = 160;
/** The share of the eSpeak pitch span (base to top) below which a voice's 10th percentile lies (measured on eSpeak NG English). */
const LOW_PERCENTILE_SHARE = 0.4;
/** Only this much of the sample is embedded (the x-vector costs ~0.2 s of CPU per second). */
const MAX_SAMPLE_SECONDS = 30;

export interface ApproximationCandidate {
  label: string;
  similarity: number;
}

export interface VoiceTraits {
  pitch: SampleAnalysis["pitch"];
  speakingRate: number | null;
  periodicity: number | null;
}

export interface VoiceApproximation {
  rendering: EmbeddedRendering;
  /** Cosine similarity of the sample's speaker embedding and the rendering's (see {@link measureSimilarity}). */
  similarity: number;
  /** The name of the premade voice the rendering is based on. */
  baseVoiceName: string;
  /** Every candidate judged, most similar first. */
  candidates: ApproximationCandidate[];
  traits: VoiceTraits;
  /** What it cost: syntheses made, and the wall time in seconds. */
  work: { syntheses: number; seconds: number };
}

/** How far the judging has got: candidates judged, and how many there will be at most (it can only shrink). */
export interface ApproximationProgress {
  judged: number;
  total: number;
}

export interface ApproximationOptions {
  /** ISO 639-1 language the voice will speak. */
  language: string;
  signal?: AbortSignal;
  /** The sample's analysis when the caller has it already (analyzeVoiceSample of these very samples): not made again. */
  analysis?: SampleAnalysis;
  /** Called once the sample is measured (judged 0) and after each candidate is judged. */
  onProgress?: (progress: ApproximationProgress) => void;
}

interface Trial {
  label: string;
  rendering: EmbeddedRendering;
  similarity: number;
  audio: { samples: Int16Array; sampleRate: number };
}

/**
 * The sentence candidates are judged on and the language it is read in: `language`'s preview
 * text, or {@link JUDGING_TEXT} in English (also for a language the catalogue has no text in:
 * the voice is what is judged, not the language).
 */
export function judgingText(language: string): { text: string; language: string } {
  const text = previewTextFor(language, "Alex");
  return language === "en" || text === previewTextFor("en", "Alex") ? { text: JUDGING_TEXT, language: "en" } : { text, language };
}

const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0];

/** The voice id a rendering is requested under (only a label with a rendering): its base voice for an embedded one. */
function voiceIdOf(rendering: VoiceRendering): string {
  return rendering.kind === "embedded" ? rendering.baseVoiceId : "similarity-check";
}

type Spoken = { audio: { samples: Int16Array; sampleRate: number }; embedding: Float32Array };

/**
 * Judged embedded renderings, per speech service: the first round's candidates are the same for
 * every sample of a language (the premade voices and eSpeak NG's own variants), and both engines
 * are deterministic, so their sentence and embedding are made once. The most recent few are kept.
 */
const judgedCache = new WeakMap<SpeechService, Map<string, Promise<Spoken>>>();
const MAX_CACHED = 48;

/** The judging sentence spoken with `rendering`, and its speaker embedding. */
function speak(service: SpeechService, rendering: VoiceRendering, judging: { text: string; language: string }, signal?: AbortSignal): Promise<Spoken> {
  const make = async (): Promise<Spoken> => {
    const input = { text: judging.text, languageCode: judging.language, voiceId: voiceIdOf(rendering), rendering };
    const audio = await service.synthesize(input, signal);
    return { audio: { samples: audio.samples, sampleRate: audio.sampleRate }, embedding: await embedSpeaker(audio.samples, audio.sampleRate) };
  };
  // Only the embedded engines are deterministic; a cloning engine is asked every time.
  if (rendering.kind !== "embedded") return make();
  let cache = judgedCache.get(service);
  if (!cache) judgedCache.set(service, (cache = new Map()));
  const key = JSON.stringify([rendering, judging]);
  let spoken = cache.get(key);
  if (!spoken) {
    spoken = make();
    spoken.catch(() => cache.delete(key));
    cache.set(key, spoken);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  return spoken;
}

/** The first {@link MAX_SAMPLE_SECONDS} of a sample. */
function head(samples: Int16Array, sampleRate: number): Int16Array {
  return samples.subarray(0, Math.min(samples.length, MAX_SAMPLE_SECONDS * sampleRate));
}

/**
 * How alike a voice sample and a rendering sound: the cosine similarity of the sample's speaker
 * embedding and that of the judging sentence (see {@link judgingText}) spoken with the rendering,
 * through whatever engine the rendering names (a cloning engine for a `reference` rendering).
 * At or above `SAME_SPEAKER_THRESHOLD` the two pass for the same speaker.
 */
export async function measureSimilarity(
  service: SpeechService,
  samples: Int16Array,
  sampleRate: number,
  rendering: VoiceRendering,
  opts: { language?: string; signal?: AbortSignal } = {},
): Promise<number> {
  const own = rendering.kind === "embedded" ? (rendering.language ?? PREMADE_VOICES.find((v) => v.voiceId === rendering.baseVoiceId)?.language) : rendering.language;
  const language = baseLanguage(opts.language ?? own ?? "en");
  const [reference, spoken] = await Promise.all([
    embedSpeaker(head(samples, sampleRate), sampleRate),
    speak(service, rendering, judgingText(language), opts.signal),
  ]);
  return cosineSimilarity(reference, spoken.embedding);
}

/** eSpeak `pitch` numbers that put a voice's 10th and 90th percentiles near `low` and `high` Hz. */
export function pitchForRange(low: number, high: number): Pick<EspeakVariant, "pitchBase" | "pitchRange"> {
  // eSpeak's intonation spends most of its time in the upper part of its span: the 90th
  // percentile lands near the top, the 10th about 40 % of the way up from the base.
  const range = Math.max(10, (high - low) / (1 - LOW_PERCENTILE_SHARE));
  const base = Math.max(40, high - range);
  return { pitchBase: Math.round(base), pitchRange: Math.round(high - base) };
}

function medianPitchOf(audio: Trial["audio"]): number | null {
  const rate = Math.min(audio.sampleRate, 16000);
  return trackPitch(resampleWhole(audio.samples, audio.sampleRate, rate), rate).median;
}

const describeVariant = (name: string, v: EspeakVariant, scale: number) =>
  `${name} pitch ${v.pitchBase}+${v.pitchRange} Hz${scale === 1 ? "" : ` formants ${Math.round(scale * 100)}%`}`;

interface Candidate {
  label: string;
  rendering: EmbeddedRendering;
  /** The eSpeak NG variant it starts from (eSpeak NG candidates only). */
  preset?: EspeakVariant;
  /** Whether it is one of eSpeak NG's variants picked by the sample's pitch (else a premade voice as it is). */
  byPitch?: boolean;
}

/**
 * The first round's candidates for a language: the premade voices that read it (Flite's for
 * English), then eSpeak NG's own variants on its voice, high voices' first for a high sample
 * (`high`), up to {@link FIRST_ROUND} in all. A RangeError when no embedded voice reads it.
 */
function firstRoundCandidates(language: string, high: boolean, asked = language): Candidate[] {
  const fliteVoices = language === "en" ? PREMADE_VOICES.filter((v) => v.engine === "flite") : [];
  const espeakVoices = PREMADE_VOICES.filter((v) => v.engine === "espeak-ng" && v.language === language);
  // A language without a premade eSpeak NG voice is read by an English one switched to it.
  const espeakBase: PremadeVoice | undefined = espeakVoices[0] ?? PREMADE_VOICES.find((v) => v.engine === "espeak-ng" && v.language === "en");
  if (!espeakBase && fliteVoices.length === 0) throw new RangeError(`no embedded voice reads ${asked}`);
  const readsIn = espeakVoices.length ? {} : { language };
  const ownVoices = espeakVoices.length ? espeakVoices : espeakBase ? [espeakBase] : [];
  const taken = new Set(ownVoices.map((v) => presetOfEngineVoice(v.engineVoice)?.name));
  const presets = [...(high ? FEMALE_PRESETS : MALE_PRESETS), ...(high ? MALE_PRESETS : FEMALE_PRESETS)]
    .filter((name) => !taken.has(name))
    .slice(0, Math.max(0, FIRST_ROUND - fliteVoices.length - ownVoices.length));
  return [
    ...fliteVoices.map((v) => ({ label: v.name, rendering: { kind: "embedded" as const, baseVoiceId: v.voiceId } })),
    ...ownVoices.map((v) => ({
      label: v.name,
      rendering: { kind: "embedded" as const, baseVoiceId: v.voiceId, ...readsIn },
      preset: presetOfEngineVoice(v.engineVoice)?.variant ?? DEFAULT_VARIANT,
    })),
    ...(espeakBase ? presets : []).map((name) => ({
      label: `${espeakBase!.name}+${name}`,
      rendering: { kind: "embedded" as const, baseVoiceId: espeakBase!.voiceId, variant: ESPEAK_PRESETS[name], ...readsIn },
      preset: ESPEAK_PRESETS[name],
      byPitch: true,
    })),
  ];
}

/**
 * Speaks and embeds every first-round candidate of `language` (for low and for high samples) on
 * this speech service, so that the first instant clone does not wait for them: they are the same
 * for every sample, and kept in memory (see {@link speak}). A server calls it once at startup.
 */
export async function warmVoiceApproximation(service: SpeechService, language = "en", signal?: AbortSignal): Promise<number> {
  const base = baseLanguage(language);
  const judging = judgingText(base);
  const candidates = new Map<string, Candidate>();
  for (const high of [false, true]) for (const c of firstRoundCandidates(base, high, language)) candidates.set(JSON.stringify(c.rendering), c);
  // One at a time, and only while no synthesis waits: a warm-up must not crowd out requests.
  for (const c of candidates.values()) {
    signal?.throwIfAborted();
    while (service.queueDepth > 0) await sleep(250, undefined, { signal, ref: false });
    await speak(service, c.rendering, judging, signal);
  }
  return candidates.size;
}

/**
 * Approximates the voice of a sample (mono 16-bit, any rate) with the embedded engines; see the
 * module comment. Rejects when the sample has too little speech to embed (NotEnoughSpeechError)
 * or the language has no voice to read it (a RangeError), and with the signal's reason on abort.
 */
export async function approximateVoice(
  service: SpeechService,
  samples: Int16Array,
  sampleRate: number,
  opts: ApproximationOptions,
): Promise<VoiceApproximation> {
  const started = performance.now();
  const { signal } = opts;
  const language = baseLanguage(opts.language);
  const judging = judgingText(language);
  // The premade voices as they are do not depend on the sample: their syntheses start now, beside
  // the sample's own measuring (speak() keeps them, so judging them below costs nothing more).
  for (const c of firstRoundCandidates(language, false, opts.language)) if (!c.byPitch) speak(service, c.rendering, judging, signal).catch(() => undefined);
  const [reference, analysis] = await Promise.all([
    embedSpeaker(head(samples, sampleRate), sampleRate),
    opts.analysis ?? analyzeVoiceSample(samples, sampleRate),
  ]);
  signal?.throwIfAborted();

  let syntheses = 0;
  let judgedCount = 0;
  let total = 0;
  const progress = () => opts.onProgress?.({ judged: judgedCount, total: Math.max(total, judgedCount) });
  const judge = async (label: string, rendering: EmbeddedRendering): Promise<Trial> => {
    if (syntheses >= MAX_SYNTHESES) throw new Error("voice approximation went over its synthesis budget");
    syntheses++;
    const spoken = await speak(service, rendering, judging, signal);
    judgedCount++;
    progress();
    return { label, rendering, similarity: cosineSimilarity(reference, spoken.embedding), audio: spoken.audio };
  };

  // Round 1: the premade voices that read the language, then eSpeak NG's own variants on its voice.
  const firstRound = firstRoundCandidates(language, (analysis.pitch?.median ?? 0) > HIGH_VOICE_HZ, opts.language);
  const canReshape = analysis.pitch !== null && firstRound.some((c) => c.preset);
  // At most: round 1, the reshaping (pitch, its correction, the formant scales), the rate.
  total = firstRound.length + (canReshape ? 2 + FORMANT_SCALES.length : 0) + 1;
  progress();
  const judged = await Promise.all(firstRound.map((c) => judge(c.label, c.rendering)));
  const trials: Trial[] = [...judged];

  // Round 2: the most similar eSpeak NG candidate at the sample's pitch, then formant scales.
  const espeakIndex = judged.reduce((best, t, i) => (firstRound[i].preset && (best < 0 || t.similarity > judged[best].similarity) ? i : best), -1);
  const bestFlite = Math.max(-1, ...judged.filter((_, i) => !firstRound[i].preset).map((t) => t.similarity));
  const reshape = espeakIndex >= 0 && analysis.pitch !== null && bestFlite - judged[espeakIndex].similarity <= RESHAPE_MARGIN;
  if (!reshape) total = judgedCount + 1;
  if (reshape && analysis.pitch) {
    const start = firstRound[espeakIndex];
    const name = start.label;
    const target = analysis.pitch.median;
    let variant: EspeakVariant = { ...start.preset!, ...pitchForRange(analysis.pitch.low, analysis.pitch.high) };
    const reshaped = (v: EspeakVariant): EmbeddedRendering => ({ ...start.rendering, variant: v });
    const pitched = await judge(describeVariant(name, variant, 1), reshaped(variant));
    trials.push(pitched);
    const measured = medianPitchOf(pitched.audio);
    // One correction: eSpeak's intonation does not sit at the same place in every span.
    const correct = !!measured && Math.abs(measured / target - 1) > 0.05;
    if (!correct) total--;
    if (measured && correct) {
      const k = target / measured;
      const corrected = { ...variant, pitchBase: Math.round(variant.pitchBase * k), pitchRange: Math.round(variant.pitchRange * k) };
      const again = await judge(describeVariant(name, corrected, 1), reshaped(corrected));
      trials.push(again);
      const remeasured = medianPitchOf(again.audio);
      if (remeasured && Math.abs(remeasured / target - 1) < Math.abs(measured / target - 1)) variant = corrected;
    }
    signal?.throwIfAborted();
    const scaled = await Promise.all(
      FORMANT_SCALES.map((scale) => {
        const v = scaleFormants(variant, scale);
        return judge(describeVariant(name, variant, scale), reshaped(v));
      }),
    );
    trials.push(...scaled);
  }
  // Whichever sounds most like the sample: a premade voice as it is can beat the reshaped ones
  // (a variant file holds less than eSpeak's own variants: no echo, no stress shapes).
  const best = trials.reduce((a, b) => (b.similarity > a.similarity ? b : a));

  // The sample's speaking rate over the base's (both estimates, on different text: kept within bounds).
  const baseRate = (await analyzeVoiceSample(best.audio.samples, best.audio.sampleRate)).speakingRate;
  const ratio = analysis.speakingRate && baseRate ? analysis.speakingRate / baseRate : 1;
  const rate = Math.abs(ratio - 1) <= RATE_TOLERANCE ? 1 : Math.round(Math.min(RATE_LIMITS[1], Math.max(RATE_LIMITS[0], ratio)) * 100) / 100;
  let final = best;
  if (rate !== 1) {
    final = await judge(`${best.label} at rate ${rate}`, { ...best.rendering, rate });
    trials.push(final);
  }
  // Done: the count ends at what was judged.
  if (total !== judgedCount) {
    total = judgedCount;
    progress();
  }
  const baseVoice = PREMADE_VOICES.find((v) => v.voiceId === final.rendering.baseVoiceId)!;
  return {
    rendering: final.rendering,
    similarity: final.similarity,
    baseVoiceName: baseVoice.name,
    candidates: trials.map((t) => ({ label: t.label, similarity: t.similarity })).sort((a, b) => b.similarity - a.similarity),
    traits: { pitch: analysis.pitch, speakingRate: analysis.speakingRate, periodicity: analysis.periodicity },
    work: { syntheses, seconds: (performance.now() - started) / 1000 },
  };
}
