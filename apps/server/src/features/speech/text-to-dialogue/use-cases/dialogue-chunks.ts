import type { VoiceSegment } from "@vocable/contract";
import { DIALOGUE_PAUSE_SECONDS } from "@vocable/domain";
import { Resampler, type SpeechChunk, type SpeechService } from "@vocable/speech";
import type { SpeechPlan } from "#features/speech/tts/use-cases/plan-speech";

/** The character that stands for the pause between two lines in the dialogue's text and alignment. */
export const LINE_BREAK = "\n";

/** A chunk of the dialogue, with the stretch of its voice segment it covers. */
export interface DialogueChunk extends SpeechChunk {
  segment: VoiceSegment | null;
}

/**
 * A dialogue's audio: each line by its plan's voice, in order, at the first line's sample rate
 * (the others resampled as they stream), a pause between lines (a line break in the text), and
 * every chunk's timings on the dialogue's time line. Each chunk carries its stretch of its line's
 * voice segment (character indices into the dialogue's text, lines joined by line breaks).
 */
export async function* dialogueChunks(
  speech: SpeechService,
  plans: readonly SpeechPlan[],
  owner: string,
  signal: AbortSignal,
  /** Receives each chunk's stretch of its voice segment as it is made. */
  stretches: VoiceSegment[] = [],
): AsyncGenerator<DialogueChunk> {
  let rate = 0;
  let offset = 0;
  let characters = 0;
  for (const [index, plan] of plans.entries()) {
    if (index > 0) {
      const pause = new Int16Array(Math.round(rate * DIALOGUE_PAUSE_SECONDS));
      yield { samples: pause, sampleRate: rate, segment: null, alignment: { characters: [LINE_BREAK], character_start_times_seconds: [offset], character_end_times_seconds: [offset + DIALOGUE_PAUSE_SECONDS] } };
      offset += DIALOGUE_PAUSE_SECONDS;
      characters += 1;
    }
    let resampler: Resampler | null = null;
    let lineSeconds = 0;
    for await (const chunk of speech.stream({ ...plan.synthesis, owner }, signal)) {
      rate ||= chunk.sampleRate;
      if (chunk.sampleRate !== rate) resampler ??= new Resampler(chunk.sampleRate, rate);
      const samples = resampler ? resampler.process(chunk.samples) : chunk.samples;
      const a = chunk.alignment;
      const start = offset + (a.character_start_times_seconds[0] ?? lineSeconds);
      lineSeconds += chunk.samples.length / chunk.sampleRate;
      const segment = {
        voice_id: plan.voice.voiceId,
        start_time_seconds: start,
        end_time_seconds: offset + lineSeconds,
        character_start_index: characters,
        character_end_index: characters + a.characters.length,
        dialogue_input_index: index,
      };
      stretches.push(segment);
      yield {
        samples,
        sampleRate: rate,
        alignment: {
          characters: a.characters,
          character_start_times_seconds: a.character_start_times_seconds.map((t) => t + offset),
          character_end_times_seconds: a.character_end_times_seconds.map((t) => t + offset),
        },
        segment,
      };
      characters += a.characters.length;
    }
    const tail = resampler?.flush();
    if (tail && tail.length > 0) yield { samples: tail, sampleRate: rate, segment: null, alignment: { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] } };
    offset += lineSeconds;
  }
}

/** The voice segments of a whole dialogue from its chunks' stretches: one per line. */
export function mergeSegments(stretches: readonly VoiceSegment[]): VoiceSegment[] {
  const merged: VoiceSegment[] = [];
  for (const s of stretches) {
    const last = merged.at(-1);
    if (last && last.dialogue_input_index === s.dialogue_input_index) {
      last.end_time_seconds = s.end_time_seconds;
      last.character_end_index = s.character_end_index;
    } else merged.push({ ...s });
  }
  return merged;
}
