import { parseAudioTags, type AudioTag, type AudioTagPart } from "@vocable/domain";
import type { CharacterAlignment } from "../alignment/character-alignment";
import { breathNoise, type BreathKind } from "../audio/breath-noise";
import { Resampler } from "../audio/resampler";
import type { PremadeVoice } from "../voices/premade-voices";
import type { EmbeddedRendering, EspeakVariant } from "../voices/voice-rendering";
import type { SpeechChunk, SynthesisInput } from "./speech-service";

/**
 * v3 audio tags (`[whispers]`, `[short pause]`, `[sighs]`) on engines that do not read them: the
 * tags the embedded engines can perform are performed here, the others are removed before
 * synthesis (never spoken) and named (SpeechService.audioTagsOf). Pauses and breaths are made
 * here, so every voice has them; a whisper needs a whispered voice, which eSpeak NG has and
 * Flite and the remote engines do not.
 */
type TagAction = { kind: "pause"; seconds: number } | { kind: "breath"; breath: BreathKind } | { kind: "whisper" };

const ACTIONS: ReadonlyMap<string, TagAction> = new Map<string, TagAction>([
  ["pause", { kind: "pause", seconds: 0.5 }],
  ["short pause", { kind: "pause", seconds: 0.25 }],
  ["long pause", { kind: "pause", seconds: 1 }],
  ["whispers", { kind: "whisper" }],
  ["whispering", { kind: "whisper" }],
  ["whisper", { kind: "whisper" }],
  ["sighs", { kind: "breath", breath: "sigh" }],
  ["sigh", { kind: "breath", breath: "sigh" }],
  ["exhales", { kind: "breath", breath: "exhale" }],
  ["exhale", { kind: "breath", breath: "exhale" }],
  ["inhales", { kind: "breath", breath: "inhale" }],
  ["inhale", { kind: "breath", breath: "inhale" }],
]);

/** The action a tag gets on a voice (`whisper`: whether it has a whispered rendering); undefined when it is removed. */
function actionOf(name: string, whisper: boolean): TagAction | undefined {
  const action = ACTIONS.get(name);
  return action?.kind === "whisper" && !whisper ? undefined : action;
}

/**
 * The tags of `text` a voice performs and those it does not (names, each once, in order):
 * `whisper` when it has a whispered rendering, `readsAll` when its engine reads every tag itself.
 */
export function classifyAudioTags(text: string, whisper: boolean, readsAll = false): { performed: string[]; unperformed: string[] } {
  const performed = new Set<string>();
  const unperformed = new Set<string>();
  for (const part of parseAudioTags(text)) {
    if (part.kind === "tag") (readsAll || actionOf(part.name, whisper) ? performed : unperformed).add(part.name);
  }
  return { performed: [...performed], unperformed: [...unperformed] };
}

/** eSpeak NG's own whisper variants (`!v/whisper`, `!v/whisperf`): nearly no voicing, breath noise in the formants. */
const WHISPER = { voicing: 17, breath: [75, 75, 50, 40, 15, 10], breathw: [150, 150, 200, 200, 400, 400] };
const MALE_WHISPER: EspeakVariant = { pitchBase: 82, pitchRange: 35, flutter: 20, formants: [{ n: 1, freq: 100, strength: 80, width: 100 }], ...WHISPER };
const FEMALE_WHISPER: EspeakVariant = {
  pitchBase: 160,
  pitchRange: 60,
  roughness: 3,
  formants: [1, 2, 3, 6, 7, 8].map((n) => ({ n, freq: 110, strength: n === 1 ? 40 : 70, width: n === 1 ? 160 : 150 })),
  ...WHISPER,
};

/**
 * The rendering a voice whispers with: an eSpeak NG voice (or a workspace voice on one) with its
 * variant's pitch and formants, no voice bar (formant 0) and eSpeak's whisper breath; undefined
 * for Flite voices (no variants).
 */
export function whisperRendering(voice: PremadeVoice, rendering?: EmbeddedRendering): EmbeddedRendering | undefined {
  if (voice.engine !== "espeak-ng") return undefined;
  const base = rendering?.variant ?? (voice.labels.gender === "female" ? FEMALE_WHISPER : MALE_WHISPER);
  const formants = [{ n: 0, freq: 100, strength: 0, width: 100 }, ...(base.formants ?? []).filter((f) => f.n !== 0)];
  return { ...rendering, kind: "embedded", baseVoiceId: voice.voiceId, variant: { ...base, formants, ...WHISPER } };
}

/** A stretch spoken in one call (tags removed, their characters untimed), or a sound a tag makes. */
type Item = { kind: "run"; whisper: boolean; parts: AudioTagPart[] } | { kind: "sound"; tag: AudioTag; action: Exclude<TagAction, { kind: "whisper" }> };

function plan(parts: AudioTagPart[], whisper: boolean): Item[] {
  const items: Item[] = [];
  let run: Extract<Item, { kind: "run" }> | undefined;
  let whispering = false;
  const push = (part: AudioTagPart) => {
    if (run?.whisper !== whispering) items.push((run = { kind: "run", whisper: whispering, parts: [] }));
    run.parts.push(part);
  };
  for (const part of parts) {
    if (part.kind === "text") {
      // A whisper lasts to the end of its line (or the next tag).
      const lineEnd = whispering ? part.text.search(/[\r\n]/) : -1;
      if (lineEnd > 0) push({ ...part, text: part.text.slice(0, lineEnd), end: part.start + lineEnd });
      if (lineEnd !== -1) whispering = false;
      push(lineEnd > 0 ? { ...part, text: part.text.slice(lineEnd), start: part.start + lineEnd } : part);
      continue;
    }
    const action = actionOf(part.name, whisper);
    whispering = action?.kind === "whisper";
    if (action && action.kind !== "whisper") {
      items.push({ kind: "sound", tag: part, action });
      run = undefined;
    } else {
      if (whispering) run = undefined; // a new whispered stretch
      push(part);
    }
  }
  return items;
}

const codePoints = (text: string) => [...text];
const round = (t: number) => Math.round(t * 1000) / 1000;

/** How a voice without a reader of the tags speaks: its stream for a stretch, its whispered rendering, its sample rate. */
export interface TagPerformer {
  speak(input: SynthesisInput, signal?: AbortSignal): AsyncIterable<SpeechChunk>;
  whisper?: EmbeddedRendering;
  /** The rate of sounds made before any speech gave one (later speech at another rate is resampled to it). */
  sampleRate: number;
}

/**
 * `input` with its tags performed by `performer`: stretches of text spoken as they come (a
 * whispered stretch with the whispered rendering), pauses as silence, breaths as breath noise.
 * The chunks' alignment characters, joined, equal `input.text`: a performed tag's characters span
 * its sound, a removed tag's (and the whitespace merged into it) take no time where it stood.
 */
export async function* performAudioTags(input: SynthesisInput, performer: TagPerformer, signal?: AbortSignal): AsyncGenerator<SpeechChunk> {
  let rate = 0;
  let offset = 0;
  let carried: CharacterAlignment = { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] };
  const untimed = (characters: string[], at: number) => {
    for (const ch of characters) {
      carried.characters.push(ch);
      carried.character_start_times_seconds.push(round(at));
      carried.character_end_times_seconds.push(round(at));
    }
  };
  /** A chunk with the characters carried from before it first. */
  const chunk = (samples: Int16Array, alignment: CharacterAlignment): SpeechChunk => {
    const joined = {
      characters: [...carried.characters, ...alignment.characters],
      character_start_times_seconds: [...carried.character_start_times_seconds, ...alignment.character_start_times_seconds],
      character_end_times_seconds: [...carried.character_end_times_seconds, ...alignment.character_end_times_seconds],
    };
    carried = { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] };
    return { samples, sampleRate: rate, alignment: joined };
  };
  for (const item of plan(parseAudioTags(input.text), performer.whisper !== undefined)) {
    if (item.kind === "sound") {
      rate ||= performer.sampleRate;
      const samples = item.action.kind === "pause" ? new Int16Array(Math.round(item.action.seconds * rate)) : breathNoise(item.action.breath, rate);
      const seconds = samples.length / rate;
      const characters = codePoints(input.text.slice(item.tag.start, item.tag.end));
      const at = (k: number) => round(offset + (seconds * k) / characters.length);
      yield chunk(samples, { characters, character_start_times_seconds: characters.map((_, k) => at(k)), character_end_times_seconds: characters.map((_, k) => at(k + 1)) });
      offset += seconds;
      continue;
    }
    // The run's characters in order, each spoken or not (a removed tag's).
    const marks = item.parts.flatMap((part) => codePoints(input.text.slice(part.start, part.end)).map((ch) => ({ ch, spoken: part.kind === "text" })));
    const text = item.parts.map((part) => (part.kind === "text" ? part.text : "")).join("");
    let k = 0;
    if (/\S/.test(text)) {
      const base = offset;
      let resampler: Resampler | undefined;
      const stretch = { ...input, text, audioTags: false, rendering: item.whisper ? performer.whisper : input.rendering };
      for await (const piece of performer.speak(stretch, signal)) {
        rate ||= piece.sampleRate;
        if (piece.sampleRate !== rate) resampler ??= new Resampler(piece.sampleRate, rate);
        const a = piece.alignment;
        for (const [i, ch] of a.characters.entries()) {
          const unspoken: string[] = [];
          while (k < marks.length && !marks[k].spoken) unspoken.push(marks[k++].ch);
          untimed(unspoken, base + a.character_start_times_seconds[i]);
          carried.characters.push(ch);
          carried.character_start_times_seconds.push(round(base + a.character_start_times_seconds[i]));
          carried.character_end_times_seconds.push(round(base + a.character_end_times_seconds[i]));
          k++;
        }
        offset += piece.samples.length / piece.sampleRate;
        yield chunk(resampler ? resampler.process(piece.samples) : piece.samples, { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] });
      }
      const tail = resampler?.flush();
      if (tail?.length) yield chunk(tail, { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] });
    }
    untimed(marks.slice(k).map((m) => m.ch), offset);
  }
  rate ||= performer.sampleRate;
  if (carried.characters.length > 0) yield chunk(new Int16Array(0), { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] });
}
