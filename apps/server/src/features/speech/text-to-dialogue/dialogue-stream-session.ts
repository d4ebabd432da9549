import { MultiDialogueSocketMessage, type DialogueSocketMessage } from "@vocable/contract";
import { CLOSE_NORMAL, SocketFailure } from "#features/speech/tts-stream-input/socket-messages";
import { SocketSession, type SocketDeps, type SocketOptions, type SocketPort } from "#features/speech/tts-stream-input/socket-session";
import { SpeechContext } from "#features/speech/tts-stream-input/speech-context";
import { SocketHistory } from "#features/speech/tts-stream-input/use-cases/socket-history";
import { MAX_CONTEXTS } from "#features/speech/tts-stream-input/multi-stream-session";

/** A dialogue stream: its buffer and turn (a SpeechContext), the voices it may use, whether its turn has text. */
interface DialogueStream {
  context: SpeechContext;
  voices: ReadonlySet<string>;
  voicesSent: string[];
  turnHasText: boolean;
}

/** The key of the one stream of a `stream-input` dialogue socket. */
const SINGLE = "";

/**
 * A text-to-dialogue socket (`/v1/text-to-dialogue/stream-input`, and `multi-stream-input` with
 * `context_id`s). The first message of a stream names its `voices` (at most 10); `inputs` append
 * text to the turn of their `voice_id`. A turn ends when another voice speaks, on `new_turn`, on
 * `flush` and on close: its rest is spoken and `isFinalAudioForTurn` follows its last audio.
 * Within a turn, text is spoken chunk by chunk as on the text-to-speech socket (a sentence's end or
 * the schedule's length), each chunk a generation charged on its own. `close_socket` (and, on the
 * multi socket, `close_context`) speaks the rest and answers `isFinal`. With logging, a stream is
 * one history item holding its dialogue, a line per turn.
 */
export class DialogueStreamSession extends SocketSession<MultiDialogueSocketMessage> {
  private readonly streams = new Map<string, DialogueStream>();

  constructor(
    deps: SocketDeps,
    port: SocketPort,
    opts: SocketOptions,
    private readonly multi = false,
  ) {
    super(deps, port, opts, MultiDialogueSocketMessage);
  }

  protected openContexts(): SpeechContext[] {
    return [...this.streams.values()].map((stream) => stream.context);
  }

  protected async handle(message: MultiDialogueSocketMessage): Promise<void> {
    if (!this.multi && (message.context_id != null || message.close_context != null)) {
      throw new SocketFailure("invalid_message", "context_id and close_context belong to /v1/text-to-dialogue/multi-stream-input; this socket has one dialogue.");
    }
    // Lines sent with a close are spoken before it.
    if ((message.close_socket || message.close_context) && (message.inputs?.length || message.voices)) {
      await this.handle({ ...message, close_socket: undefined, close_context: undefined });
    }
    if (message.close_socket) {
      this.stopIdle();
      await this.closeStreams([...this.streams.keys()]);
      return this.end(CLOSE_NORMAL);
    }
    const key = this.multi ? message.context_id : SINGLE;
    if (key == null) throw new SocketFailure("invalid_message", "context_id: every message but close_socket names its context.");
    if (message.close_context) {
      if (!this.streams.has(key)) throw new SocketFailure("invalid_message", `close_context: no context "${key}" is open.`);
      return this.closeStreams([key]);
    }
    const open = this.streams.get(key);
    if (open) refuseChanged(open, message);
    const stream = open ?? this.openStream(key, message);
    for (const input of message.inputs ?? []) {
      if (!stream.voices.has(input.voice_id)) {
        throw new SocketFailure("invalid_message", `inputs.voice_id: ${input.voice_id} is not one of this dialogue's voices (${stream.voicesSent.join(", ")}).`);
      }
      if (stream.turnHasText && (input.new_turn === true || input.voice_id !== stream.context.voiceId)) this.endTurn(stream);
      if (stream.context.voiceId !== input.voice_id || !stream.turnHasText) stream.context.startTurn(input.voice_id);
      if (!input.text) continue;
      stream.context.add(input.text);
      stream.turnHasText ||= stream.context.buffered;
      this.queue(stream.context, stream.context.take({ flush: false, tryTrigger: false }));
    }
    if (message.flush && stream.turnHasText) this.endTurn(stream);
  }

  /** A stream's first message: its voices (required) and settings, kept for the stream's life. */
  private openStream(key: string, message: DialogueSocketMessage): DialogueStream {
    if (!message.voices?.length) throw new SocketFailure("invalid_message", "voices: the first message of a dialogue names its voices, such as {\"voices\": [\"<voice id>\", \"<voice id>\"]}.");
    if (this.streams.size >= MAX_CONTEXTS) {
      throw new SocketFailure("invalid_message", `At most ${MAX_CONTEXTS} contexts are open at once on a socket: close one (close_context) before opening "${key}".`);
    }
    const settings = { voice_settings: message.voice_settings, pronunciation_dictionary_locators: message.pronunciation_dictionary_locators };
    const context = new SpeechContext(key === SINGLE ? null : key, settings, SocketHistory.create(this.deps, "dialogue"), false, message.voices[0]);
    const stream = { context, voices: new Set(message.voices), voicesSent: message.voices, turnHasText: false };
    this.streams.set(key, stream);
    return stream;
  }

  /** The turn's rest is spoken, then `isFinalAudioForTurn` follows its last audio. */
  private endTurn(stream: DialogueStream): void {
    this.queue(stream.context, stream.context.take({ flush: true, tryTrigger: false }));
    stream.turnHasText = false;
    const tag = stream.context.id === null ? {} : { contextId: stream.context.id };
    this.afterSpoken(() => this.port.send({ isFinalAudioForTurn: true, ...tag }));
  }

  /** Speaks the streams' rest, then answers each one's isFinal and keeps its history item. */
  private async closeStreams(keys: string[]): Promise<void> {
    const closing = keys.map((key) => this.streams.get(key)!);
    for (const stream of closing) if (stream.turnHasText) this.endTurn(stream);
    await this.spoken();
    for (const [index, stream] of closing.entries()) {
      if (this.ended) return;
      this.streams.delete(keys[index]);
      this.port.send(stream.context.id === null ? { isFinal: true } : { isFinal: true, contextId: stream.context.id });
      await this.keepHistory(stream.context);
    }
  }
}

/** A later message of a stream may repeat its voices and settings, not change them. */
function refuseChanged(stream: DialogueStream, message: DialogueSocketMessage): void {
  const same = (a: unknown, b: unknown) => a == null || JSON.stringify(a) === JSON.stringify(b);
  const { settings } = stream.context;
  if (!same(message.voices, stream.voicesSent) || !same(message.voice_settings, settings.voice_settings) || !same(message.pronunciation_dictionary_locators, settings.pronunciation_dictionary_locators)) {
    throw new SocketFailure("invalid_message", "voices, voice_settings and pronunciation_dictionary_locators are set by a dialogue's first message and cannot change.");
  }
}

/** The multi-context dialogue socket: the same session, streams named by `context_id`. */
export class MultiDialogueStreamSession extends DialogueStreamSession {
  constructor(deps: SocketDeps, port: SocketPort, opts: SocketOptions) {
    super(deps, port, opts, true);
  }
}
