/**
 * The voice each speaker of a dub is re-voiced with. By default the speaker's own voice,
 * approximated from what they say in the source with the embedded engines
 * ({@link approximateVoice}: the nearest premade voice, an eSpeak NG voice reshaped after them;
 * an approximation, not a clone, and the similarity says how near it came). When they say too
 * little to approximate, a premade voice of the target language stands in, male or female by
 * the speaker's median pitch. With voice cloning disabled, the premade voice of the target
 * language nearest the speaker's pitch ({@link libraryVoiceForSpeaker}).
 */
import { DEFAULT_VARIANT, ESPEAK_PRESETS } from "../analysis/espeak-presets";
import { approximateVoice } from "../analysis/approximate-voice";
import { medianPitchHz } from "../analysis/pitch";
import { resampleWhole } from "../audio/resampler";
import type { SpeechService } from "../service/speech-service";
import { NotEnoughSpeechError } from "../speaker/speaker-embedding";
import { PREMADE_VOICES, findPremadeVoice, previewTextFor } from "../voices/premade-voices";
import type { EmbeddedRendering, VoiceRendering } from "../voices/voice-rendering";

/** A speaker's voice for a dub: synthesise with `voiceId` and `rendering` (when given). */
export interface SpeakerVoice {
  voiceId: string;
  rendering?: VoiceRendering;
  /** What the voice is, in words (an approximation and its base voice, or a stand-in and why). */
  label: string;
  /** How alike the speaker and the voice sound (see measureSimilarity); null when not approximated. */
  similarity: number | null;
}

/** A stretch of one speaker's speech. */
export interface SpeakerTurn {
  samples: Int16Array;
  sampleRate: number;
}

export interface SpeakerVoiceOptions {
  /** ISO 639-1 language the voice will speak (the dub's target language). */
  language: string;
  signal?: AbortSignal;
}

/** At most this much of a speaker's speech is used (the approximation embeds no more). */
export const MAX_SPEAKER_SECONDS = 30;
/** The rate turns are joined at (the speaker embedding and the pitch tracker work at 16 kHz). */
const ANALYSIS_RATE = 16000;
/** Silence put between turns. */
const TURN_GAP_SECONDS = 0.1;
/** A speaker whose median pitch is above this gets a female stand-in, else a male one (approximateVoice's own threshold). */
export const HIGH_VOICE_HZ = 160;

interface Candidate {
  name: string;
  voiceId: string;
  gender: "male" | "female" | "neutral";
  rendering?: EmbeddedRendering;
}

const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0];

/** A speaker's turns (or one stretch of their speech) joined with short gaps at 16 kHz, the first {@link MAX_SPEAKER_SECONDS}. */
export function joinTurns(speech: SpeakerTurn | readonly SpeakerTurn[]): Int16Array {
  const turns = "samples" in speech ? [speech] : speech;
  const max = MAX_SPEAKER_SECONDS * ANALYSIS_RATE;
  const gap = Math.round(TURN_GAP_SECONDS * ANALYSIS_RATE);
  const out = new Int16Array(max);
  let at = 0;
  for (const turn of turns) {
    if (at >= max) break;
    const samples = resampleWhole(turn.samples, turn.sampleRate, ANALYSIS_RATE);
    out.set(samples.subarray(0, max - at), at);
    at = Math.min(max, at + samples.length + gap);
  }
  return out.subarray(0, Math.max(0, Math.min(at, max)));
}

/**
 * The speaker's own voice approximated from `turns` (see the module comment); a premade stand-in
 * of the language by pitch when there is too little speech to approximate it (or no voice to
 * approximate it with). Rejects with the signal's reason on abort.
 */
export async function voiceForSpeaker(service: SpeechService, turns: SpeakerTurn | readonly SpeakerTurn[], opts: SpeakerVoiceOptions): Promise<SpeakerVoice> {
  const sample = joinTurns(turns);
  try {
    const a = await approximateVoice(service, sample, ANALYSIS_RATE, { language: opts.language, signal: opts.signal });
    const label = `the speaker's voice, approximated from ${a.baseVoiceName} (similarity ${a.similarity.toFixed(2)})`;
    return { voiceId: a.rendering.baseVoiceId, rendering: a.rendering, label, similarity: a.similarity };
  } catch (err) {
    opts.signal?.throwIfAborted();
    if (!(err instanceof RangeError)) throw err;
    const why = err instanceof NotEnoughSpeechError ? "too little speech to approximate the speaker's voice" : `the speaker's voice could not be approximated (${err.message})`;
    return standIn(service, sample, opts, why);
  }
}

/** A premade voice of the language, male or female by the speaker's pitch, the nearest in pitch of those. */
async function standIn(service: SpeechService, sample: Int16Array, opts: SpeakerVoiceOptions, why: string): Promise<SpeakerVoice> {
  const language = baseLanguage(opts.language);
  const pitch = medianPitchHz(sample, ANALYSIS_RATE);
  if (pitch === null) return speakerVoice(languageVoices(language)[0], `a stand-in: ${why}, and no pitch measured`);
  const gender = pitch > HIGH_VOICE_HZ ? "female" : "male";
  const ofGender = languageVoices(language).filter((c) => c.gender === gender);
  const candidates = ofGender.length ? ofGender : [reshaped(languageVoices(language)[0], gender, language)];
  const chosen = await nearestInPitch(service, candidates, pitch, language, opts.signal);
  return speakerVoice(chosen, `a ${gender} stand-in for a speaker at ${Math.round(pitch)} Hz: ${why}`);
}

/**
 * For `disable_voice_cloning`: the premade voice of the language whose pitch is nearest the
 * speaker's median pitch (the language's first voice when no pitch is measured); nothing is
 * approximated. Rejects with the signal's reason on abort.
 */
export async function libraryVoiceForSpeaker(service: SpeechService, turns: SpeakerTurn | readonly SpeakerTurn[], opts: SpeakerVoiceOptions): Promise<SpeakerVoice> {
  const language = baseLanguage(opts.language);
  const pitch = medianPitchHz(joinTurns(turns), ANALYSIS_RATE);
  const voices = languageVoices(language);
  if (pitch === null) return speakerVoice(voices[0], "a library voice (voice cloning disabled; no pitch measured)");
  const chosen = await nearestInPitch(service, voices, pitch, language, opts.signal);
  const which = voices.length === 1 ? `the only library voice of ${language}` : `the library voice nearest the speaker's pitch, ${Math.round(pitch)} Hz`;
  return speakerVoice(chosen, `${which} (voice cloning disabled)`);
}

const speakerVoice = (c: Candidate, what: string): SpeakerVoice => ({ voiceId: c.voiceId, rendering: c.rendering, label: `${c.name}: ${what}`, similarity: null });

/** The premade voices that read `language`; without one, eSpeak NG's English voices reading it. */
function languageVoices(language: string): Candidate[] {
  const own = PREMADE_VOICES.filter((v) => v.language === language);
  const voices = own.length ? own : PREMADE_VOICES.filter((v) => v.engine === "espeak-ng" && v.language === "en");
  return voices.map((v) => ({
    name: v.name,
    voiceId: v.voiceId,
    gender: v.labels.gender,
    ...(own.length ? {} : { rendering: { kind: "embedded" as const, baseVoiceId: v.voiceId, language } }),
  }));
}

/** The language's eSpeak NG voice with eSpeak's own male (default) or female (f3) variant, for a language without a voice of that gender. */
function reshaped(base: Candidate, gender: "male" | "female", language: string): Candidate {
  const espeak = PREMADE_VOICES.find((v) => v.engine === "espeak-ng" && v.language === language) ?? PREMADE_VOICES.find((v) => v.voiceId === base.voiceId)!;
  const variant = gender === "male" ? DEFAULT_VARIANT : ESPEAK_PRESETS.f3;
  return { name: `${espeak.name} as a ${gender} voice`, voiceId: espeak.voiceId, gender, rendering: { kind: "embedded", baseVoiceId: espeak.voiceId, variant, language } };
}

/** The candidate whose median pitch (measured on a synthesis) is nearest `pitch`, on a log scale. */
async function nearestInPitch(service: SpeechService, candidates: Candidate[], pitch: number, language: string, signal?: AbortSignal): Promise<Candidate> {
  if (candidates.length === 1) return candidates[0];
  const pitches = await Promise.all(candidates.map((c) => pitchOf(service, c, language)));
  signal?.throwIfAborted();
  const distance = (i: number) => (pitches[i] === null ? Infinity : Math.abs(Math.log(pitches[i]! / pitch)));
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (distance(i) < distance(best)) best = i;
  return candidates[best];
}

/**
 * Median pitches of voices (of their preview text), per speech service: the embedded engines are
 * deterministic, so each is measured once (not stopped by one caller's signal: others may wait for it).
 */
const measured = new WeakMap<SpeechService, Map<string, Promise<number | null>>>();

function pitchOf(service: SpeechService, c: Candidate, language: string): Promise<number | null> {
  let known = measured.get(service);
  if (!known) measured.set(service, (known = new Map()));
  const key = JSON.stringify([c.voiceId, c.rendering ?? null, language]);
  let pitch = known.get(key);
  if (!pitch) {
    const input = { text: previewTextFor(language, findPremadeVoice(c.voiceId)?.name ?? c.name), voiceId: c.voiceId, rendering: c.rendering, languageCode: language };
    pitch = service.synthesize(input).then((r) => medianPitchHz(resampleWhole(r.samples, r.sampleRate, ANALYSIS_RATE), ANALYSIS_RATE));
    pitch.catch(() => known.delete(key));
    known.set(key, pitch);
  }
  return pitch;
}

/** A library voice offered for a speaker, and how far its pitch is from theirs. */
export interface SimilarVoice {
  voiceId: string;
  name: string;
  description: string;
  /** Median pitch of the voice's preview, Hz (null when none was measured). */
  pitchHz: number | null;
}

/**
 * The premade voices of `languages` nearest the speaker's median pitch (by the ratio of the two),
 * nearest first, at most `limit`: the comparison this server can make of a speaker and a voice.
 * Without a measured pitch, the languages' voices in catalogue order.
 */
export async function similarLibraryVoices(service: SpeechService, turns: SpeakerTurn | readonly SpeakerTurn[], opts: { languages: readonly string[]; limit: number; signal?: AbortSignal }): Promise<SimilarVoice[]> {
  const pitch = medianPitchHz(joinTurns(turns), ANALYSIS_RATE);
  const seen = new Set<string>();
  const candidates: { c: Candidate; language: string }[] = [];
  for (const language of opts.languages.map(baseLanguage)) {
    for (const c of languageVoices(language)) if (!seen.has(c.voiceId) && seen.add(c.voiceId)) candidates.push({ c, language });
  }
  const pitches = await Promise.all(candidates.map(({ c, language }) => pitchOf(service, c, language)));
  opts.signal?.throwIfAborted();
  const distance = (i: number) => (pitch === null ? i : pitches[i] === null ? Infinity : Math.abs(Math.log(pitches[i]! / pitch)));
  const order = candidates.map((_, i) => i).sort((a, b) => distance(a) - distance(b));
  return order.slice(0, opts.limit).map((i) => {
    const { c } = candidates[i]!;
    const measuredAt = pitches[i] === null ? "" : `, speaks at about ${Math.round(pitches[i]!)} Hz`;
    const near = pitch === null ? "" : ` (the speaker: ${Math.round(pitch)} Hz)`;
    return { voiceId: c.voiceId, name: c.name, description: `A ${c.gender} library voice${measuredAt}${near}`, pitchHz: pitches[i] ?? null };
  });
}
