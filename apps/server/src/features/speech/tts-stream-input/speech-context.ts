import { DEFAULT_CHUNK_LENGTH_SCHEDULE, scheduledLength, takeChunk } from "@vocable/domain";
import type { StreamInputMessage } from "@vocable/contract";
import type { SocketHistory } from "./use-cases/socket-history";
import { SocketFailure } from "./socket-messages";

/** The settings a context takes from its first message and keeps. */
export type ContextSettings = Pick<StreamInputMessage, "voice_settings" | "generation_config" | "pronunciation_dictionary_locators">;

/**
 * One stream of text on a socket (the whole socket for stream-input, one `context_id` for
 * multi-stream-input): its buffer, its place in the chunk schedule, its settings and its history
 * item. `take` cuts the chunks the buffer holds by the domain's rules.
 */
export class SpeechContext {
  private buffer = "";
  private step = 0;
  /** Chunks queued and not yet spoken, or being spoken. */
  pending = 0;
  /** The turn the buffer belongs to: each speaker's turn on a dialogue socket is one line of its history item. */
  turn = 0;

  constructor(
    /** null on a stream-input socket; the client's context id on a multi-stream one. */
    readonly id: string | null,
    readonly settings: ContextSettings,
    readonly history: SocketHistory,
    private readonly autoMode: boolean,
    /** The voice speaking the buffer: the socket's, or the dialogue turn's. */
    public voiceId: string,
  ) {}

  /** Whether text is buffered and not yet taken. */
  get buffered(): boolean {
    return this.buffer.length > 0;
  }

  /** A new turn (the buffer taken before): later text is `voiceId`'s, chunked from the schedule's start. */
  startTurn(voiceId: string): void {
    this.voiceId = voiceId;
    this.turn += 1;
    this.step = 0;
  }

  /** Adds text; whitespace that would start a chunk is not spoken (the first message's " ", a keep-alive " "). */
  add(text: string): void {
    this.buffer = this.buffer ? this.buffer + text : text.trimStart();
  }

  /** The chunks to speak now, in order (with `flush`, everything buffered). */
  take(rules: { flush: boolean; tryTrigger: boolean }): string[] {
    const chunks: string[] = [];
    const schedule = this.settings.generation_config?.chunk_length_schedule ?? DEFAULT_CHUNK_LENGTH_SCHEDULE;
    for (;;) {
      const taken = takeChunk(this.buffer, { length: scheduledLength(schedule, this.step), ...rules, autoMode: this.autoMode });
      if (!taken) {
        if (rules.flush) this.buffer = "";
        return chunks;
      }
      this.buffer = taken.rest;
      this.step += 1;
      chunks.push(taken.chunk);
    }
  }

  /** A later message may repeat the context's settings, not change them. */
  refuseChanged(message: ContextSettings & { generator_config?: StreamInputMessage["generator_config"] }): void {
    const same = (a: unknown, b: unknown) => a == null || JSON.stringify(a) === JSON.stringify(b);
    const config = message.generator_config ?? message.generation_config;
    if (!same(message.voice_settings, this.settings.voice_settings) || !same(config, this.settings.generation_config) || !same(message.pronunciation_dictionary_locators, this.settings.pronunciation_dictionary_locators)) {
      throw new SocketFailure("invalid_message", "voice_settings, generation_config and pronunciation_dictionary_locators are set by a context's first message and cannot change.");
    }
  }
}
