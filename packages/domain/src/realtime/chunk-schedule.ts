/**
 * When text arriving over a text-to-speech socket becomes a generation (the ElevenLabs
 * `generation_config.chunk_length_schedule`): the buffer is spoken once it holds a sentence's end
 * or reaches the schedule's current length, so the first sentence's audio flows while later text
 * is still being written. Words are never cut: a chunk ends after whitespace (or is the whole
 * buffer, when flushed).
 */

/** ElevenLabs' default schedule: the first chunk at 120 characters, then 160, 250, and 290 for every later one. */
export const DEFAULT_CHUNK_LENGTH_SCHEDULE: readonly number[] = [120, 160, 250, 290];
/** Each step of a schedule is 50..500 characters (the SDK's documented range). */
export const CHUNK_LENGTH_MIN = 50;
export const CHUNK_LENGTH_MAX = 500;
/** `try_trigger_generation` speaks the buffer early only when it holds at least this many characters. */
export const TRY_TRIGGER_MIN_CHARACTERS = 20;
/** `auto_mode`: no schedule; every sentence's end, or this many characters, is spoken at once. */
export const AUTO_MODE_CHUNK_LENGTH = 50;

/** The schedule's length for the `step`-th chunk (0-based): its last value repeats. */
export function scheduledLength(schedule: readonly number[], step: number): number {
  return schedule[Math.min(step, schedule.length - 1)] ?? DEFAULT_CHUNK_LENGTH_SCHEDULE[0];
}

/**
 * Where the last sentence of `text` ends (the index after the whitespace that follows it), or -1.
 * A full stop needs the whitespace (3.14 is no sentence's end); a full-width mark (。！？), in
 * scripts that put no spaces between sentences, does not.
 */
function lastSentenceEnd(text: string): number {
  let found = -1;
  for (const match of text.matchAll(/[.!?…]["'”’)\]]*\s+|[。！？]["'”’）」』]*\s*/g)) found = match.index + match[0].length;
  return found;
}

/** The index after the last whitespace of `text`, or -1. */
function lastWordEnd(text: string): number {
  const match = /\s+(?=\S*$)/.exec(text);
  return match ? match.index + match[0].length : -1;
}

export interface ChunkRules {
  /** The schedule's length for the next chunk (see scheduledLength). */
  length: number;
  /** `flush` (or the closing empty text): everything buffered goes. */
  flush?: boolean;
  tryTrigger?: boolean;
  autoMode?: boolean;
}

/**
 * The next chunk to speak from `buffer` and what stays buffered, or null to wait for more text.
 * A chunk of whitespace only is no chunk (null; flushing it leaves an empty buffer).
 */
export function takeChunk(buffer: string, rules: ChunkRules): { chunk: string; rest: string } | null {
  if (rules.flush) return buffer.trim() ? { chunk: buffer, rest: "" } : null;
  const cutAt = (index: number) => (index > 0 && buffer.slice(0, index).trim() ? { chunk: buffer.slice(0, index), rest: buffer.slice(index) } : null);
  const length = rules.autoMode ? AUTO_MODE_CHUNK_LENGTH : rules.length;
  // Characters, not UTF-16 units: an emoji is one.
  const size = [...buffer].length;
  if (size >= length || (rules.tryTrigger && size >= TRY_TRIGGER_MIN_CHARACTERS)) {
    const sentence = lastSentenceEnd(buffer);
    return cutAt(sentence > 0 ? sentence : lastWordEnd(buffer));
  }
  return cutAt(lastSentenceEnd(buffer));
}
