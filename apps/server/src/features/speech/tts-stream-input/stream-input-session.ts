import { DEFAULT_CHUNK_LENGTH_SCHEDULE, scheduledLength, takeChunk } from "@vocable/domain";
import { StreamInputMessage, type StreamInputQuery } from "@vocable/contract";
import { parseOutputFormat } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { FIRST_AUDIO_SECONDS } from "#features/speech/tts/use-cases/speech-pieces";
import { startSpeech, type StartedSpeech } from "#features/speech/tts/use-cases/start-speech";
import { CLOSE_NORMAL, CLOSE_POLICY, SocketFailure, closeReason, socketAlignment, socketError } from "./socket-messages";
import { authenticateSocket } from "./use-cases/authenticate-socket";
import { SocketHistory } from "./use-cases/socket-history";

/** What the session needs of its socket. */
export interface SocketPort {
  send(message: object): void;
  close(code: number, reason: string): void;
  /** Bytes queued to the client and not yet written: the slow reader's backlog. */
  bufferedAmount(): number;
}

/** Above this backlog the session waits before it sends more audio: a slow reader is never buffered without bound. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

type Deps = Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">;

/**
 * One `stream-input` socket: text arrives in messages, is buffered and spoken chunk by chunk
 * (domain's takeChunk: a sentence's end or the schedule's length), one generation at a time, each
 * charged like an HTTP call; audio goes out as it is encoded. The closing empty text speaks the
 * rest, answers `isFinal` and closes; the client leaving stops the generation under way (charged
 * for what was sent). With logging, the socket's speech is one history item.
 */
export class StreamInputSession {
  private principal: Principal | null;
  private ready = false;
  private buffer = "";
  private step = 0;
  private schedule: readonly number[] = DEFAULT_CHUNK_LENGTH_SCHEDULE;
  private first: StreamInputMessage | null = null;
  private inbox: Promise<void> = Promise.resolve();
  private speaking: Promise<void> = Promise.resolve();
  private current: StartedSpeech | null = null;
  private over = false;
  private clientGone = false;
  private idle: NodeJS.Timeout | null = null;
  private readonly abort = new AbortController();
  private readonly history: SocketHistory;

  constructor(
    private readonly deps: Deps,
    private readonly port: SocketPort,
    private readonly opts: { voiceId: string; query: StreamInputQuery; principal: Principal | null; requestId: string; ip: string | undefined },
  ) {
    this.principal = opts.principal;
    this.history = SocketHistory.create(deps);
    this.armIdle();
  }

  /** Refuses the socket at once (a bad query): told as a message, then closed. */
  refuse(failure: SocketFailure): void {
    this.inbox = this.inbox.then(() => this.fail(failure));
  }

  /** A message from the client: handled in order, one at a time. */
  receive(data: unknown): void {
    if (this.over) return;
    this.armIdle();
    this.inbox = this.inbox.then(() => this.handle(data)).catch((err: unknown) => this.fail(err));
  }

  /** The client closed or vanished: the generation under way stops, charged for what was sent. */
  clientClosed(): void {
    if (this.over) return;
    this.clientGone = true;
    this.over = true;
    this.stopIdle();
    this.abort.abort();
    const stopping = this.current?.stop("client_gone");
    void Promise.resolve(stopping)
      .then(() => this.speaking.catch(() => {}))
      .then(() => this.keepHistory())
      .catch((err: unknown) => this.deps.log.warn("a text-to-speech socket's history was not kept", err));
  }

  private async handle(data: unknown): Promise<void> {
    if (this.over) return;
    const message = parseMessage(data);
    if (!this.ready) await this.begin(message);
    else refuseChangedSettings(this.first!, message);
    if (message.text === "") return this.finish();
    // Whitespace that would start a chunk is not spoken (the first message's " ", a keep-alive " ").
    this.buffer = this.buffer ? this.buffer + message.text : message.text.trimStart();
    this.pump({ flush: message.flush === true, tryTrigger: message.try_trigger_generation === true });
  }

  private async begin(message: StreamInputMessage): Promise<void> {
    this.principal = await authenticateSocket(this.deps, this.principal, message, this.opts.ip);
    this.first = message;
    this.schedule = message.generation_config?.chunk_length_schedule ?? DEFAULT_CHUNK_LENGTH_SCHEDULE;
    this.ready = true;
  }

  /** Takes every chunk the buffer holds by the rules and queues it to be spoken. */
  private pump(rules: { flush: boolean; tryTrigger: boolean }): void {
    for (;;) {
      const taken = takeChunk(this.buffer, { length: scheduledLength(this.schedule, this.step), ...rules, autoMode: this.opts.query.auto_mode });
      if (!taken) {
        if (rules.flush) this.buffer = "";
        return;
      }
      this.buffer = taken.rest;
      this.step += 1;
      this.speaking = this.speaking.then(() => (this.over ? undefined : this.speak(taken.chunk)));
      this.speaking.catch((err: unknown) => this.fail(err));
    }
  }

  /** One chunk: a generation, its pieces sent as they come (after the backlog drains), then completed. */
  private async speak(text: string): Promise<void> {
    const { query } = this.opts;
    const first = this.first!;
    const speech = await startSpeech(this.deps, this.principal!, {
      voiceId: this.opts.voiceId,
      body: {
        text,
        model_id: query.model_id,
        language_code: query.language_code,
        voice_settings: first.voice_settings,
        seed: query.seed,
        apply_text_normalization: query.apply_text_normalization,
        pronunciation_dictionary_locators: first.pronunciation_dictionary_locators,
      },
      query: { output_format: query.output_format, enable_logging: false },
      requestId: this.opts.requestId,
      streaming: true,
      signal: this.abort.signal,
    });
    this.current = speech;
    try {
      let chunkStart = 0;
      let headSent = false;
      for (let piece = await speech.next(); piece; piece = await speech.next()) {
        await this.drain();
        let alignment = null;
        if (piece.chunk) {
          const head = headSent ? Math.round(piece.chunk.sampleRate * FIRST_AUDIO_SECONDS) / piece.chunk.sampleRate : 0;
          alignment = socketAlignment(piece.chunk.alignment, chunkStart + head);
          chunkStart += piece.chunk.samples.length / piece.chunk.sampleRate;
          headSent = false;
        } else if (chunkStart === 0 && piece.audio.length > 0) headSent = true;
        if (piece.audio.length === 0 && !alignment) continue;
        this.port.send({ audio: Buffer.from(piece.audio).toString("base64"), alignment, normalizedAlignment: alignment });
        if (query.enable_logging) await this.history.addAudio(piece.audio);
      }
      await speech.complete();
      if (query.enable_logging) this.history.addSpoken(speech, text, speech.alignment, chunkStart);
      await speech.audioStream().cancel();
    } catch (err) {
      await speech.stop(this.clientGone ? "client_gone" : "failed");
      throw err;
    } finally {
      this.current = null;
    }
  }

  /** Waits while the client reads slower than the audio is made. */
  private async drain(): Promise<void> {
    while (!this.over && this.port.bufferedAmount() > MAX_BACKLOG_BYTES) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** The closing empty text: the rest is spoken, then `isFinal`, then the socket closes. */
  private async finish(): Promise<void> {
    this.pump({ flush: true, tryTrigger: false });
    this.stopIdle();
    await this.speaking;
    if (this.over) return;
    this.over = true;
    this.port.send({ isFinal: true });
    await this.keepHistory();
    this.port.close(CLOSE_NORMAL, "");
  }

  private async keepHistory(): Promise<void> {
    const format = parseOutputFormat(this.opts.query.output_format ?? "mp3_44100_128");
    if (this.principal && this.opts.query.enable_logging && format) {
      await this.history.keep(this.principal, this.opts.requestId, this.opts.query.model_id, format);
    } else {
      await this.history.discard();
    }
  }

  /** Tells the client what went wrong, stops, keeps what was spoken whole and closes with the error's code. */
  private async fail(err: unknown): Promise<void> {
    if (this.over) return;
    this.over = true;
    this.stopIdle();
    this.abort.abort();
    const told = socketError(err);
    if (told.code !== CLOSE_POLICY) this.deps.log.error("a text-to-speech socket failed", err);
    this.port.send(told);
    await this.current?.stop("failed").catch(() => {});
    await this.speaking.catch(() => {});
    await this.keepHistory().catch((e: unknown) => this.deps.log.warn("a text-to-speech socket's history was not kept", e));
    this.port.close(told.code, closeReason(told.message));
  }

  /** `inactivity_timeout` seconds without a message: what was asked for is delivered, then the socket closes. */
  private armIdle(): void {
    this.stopIdle();
    const seconds = this.opts.query.inactivity_timeout;
    this.idle = setTimeout(() => {
      this.inbox = this.inbox
        .then(() => this.speaking)
        .then(() => this.fail(new SocketFailure("input_timeout_exceeded", `No text for ${seconds} seconds: the socket closes (inactivity_timeout).`)));
    }, seconds * 1000);
    this.idle.unref();
  }

  private stopIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}

/** A text frame of JSON in the message's shape, or a failure naming what is wrong. */
function parseMessage(data: unknown): StreamInputMessage {
  if (typeof data !== "string") throw new SocketFailure("invalid_message", "Messages are JSON text frames, such as {\"text\": \"Hello \"}.");
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new SocketFailure("invalid_message", "A message is not valid JSON: send objects such as {\"text\": \"Hello \"}.");
  }
  const parsed = StreamInputMessage.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SocketFailure("invalid_message", `${issue.path.join(".") || "message"}: ${issue.message}`);
  }
  return parsed.data;
}

/** voice_settings, generation settings and dictionaries are the first message's: later ones may repeat them, not change them. */
function refuseChangedSettings(first: StreamInputMessage, message: StreamInputMessage): void {
  const same = (a: unknown, b: unknown) => a == null || JSON.stringify(a) === JSON.stringify(b);
  const config = message.generator_config ?? message.generation_config;
  if (!same(message.voice_settings, first.voice_settings) || !same(config, first.generation_config) || !same(message.pronunciation_dictionary_locators, first.pronunciation_dictionary_locators)) {
    throw new SocketFailure("invalid_message", "voice_settings, generation_config and pronunciation_dictionary_locators are set by the first message and cannot change.");
  }
}
