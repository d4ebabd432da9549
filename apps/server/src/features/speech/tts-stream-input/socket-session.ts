import type { StreamInputQuery } from "@vocable/contract";
import { parseOutputFormat } from "@vocable/speech";
import type { z } from "zod";
import type { AppDeps, Principal } from "#platform/app-env";
import { FIRST_AUDIO_SECONDS } from "#features/speech/tts/use-cases/speech-pieces";
import { startSpeech, type StartedSpeech } from "#features/speech/tts/use-cases/start-speech";
import { CLOSE_POLICY, SocketFailure, closeReason, socketAlignment, socketError } from "./socket-messages";
import type { SpeechContext } from "./speech-context";
import { authenticateSocket, type SocketCredentials } from "./use-cases/authenticate-socket";

/** What the session needs of its socket. */
export interface SocketPort {
  send(message: object): void;
  close(code: number, reason: string): void;
  /** Bytes queued to the client and not yet written: the slow reader's backlog. */
  bufferedAmount(): number;
}

/** Above this backlog the session waits before it sends more audio: a slow reader is never buffered without bound. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

export type SocketDeps = Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">;

export interface SocketOptions {
  voiceId: string;
  query: StreamInputQuery;
  principal: Principal | null;
  requestId: string;
  ip: string | undefined;
}

/**
 * What both text-to-speech sockets share: messages handled in order; the caller authenticated by
 * the first; chunks spoken one at a time across the socket (a socket is one generation at a time
 * under the tier's concurrency), each a startSpeech charged on its own, its audio sent as it is
 * encoded with the backlog bounded; the inactivity timeout; errors told then closed; the client
 * leaving stops the generation under way (charged for what was sent) and keeps what was spoken.
 */
export abstract class SocketSession<Message> {
  protected principal: Principal | null;
  private inbox: Promise<void> = Promise.resolve();
  protected speaking: Promise<void> = Promise.resolve();
  private current: StartedSpeech | null = null;
  protected over = false;
  private clientGone = false;
  private idle: NodeJS.Timeout | null = null;
  private readonly abort = new AbortController();

  constructor(
    protected readonly deps: SocketDeps,
    protected readonly port: SocketPort,
    protected readonly opts: SocketOptions,
    private readonly schema: z.ZodType<Message>,
  ) {
    this.principal = opts.principal;
    this.armIdle();
  }

  /** One parsed message of the protocol. */
  protected abstract handle(message: Message, first: boolean): Promise<void>;
  /** Every context still open (for the history when the socket ends). */
  protected abstract openContexts(): SpeechContext[];

  /** Refuses the socket at once (a bad query): told as a message, then closed. */
  refuse(failure: SocketFailure): void {
    this.inbox = this.inbox.then(() => this.fail(failure));
  }

  /** A message from the client: handled in order, one at a time. */
  receive(data: unknown): void {
    if (this.over) return;
    this.armIdle();
    this.inbox = this.inbox
      .then(async () => {
        if (this.over) return;
        const first = !this.started;
        const message = parseMessage(data, this.schema);
        if (first) this.principal = await authenticateSocket(this.deps, this.principal, { ...(message as SocketCredentials), ...this.handshakeToken() }, this.opts.ip);
        this.started = true;
        await this.handle(message, first);
      })
      .catch((err: unknown) => this.fail(err));
  }
  private started = false;

  /** The handshake's `single_use_token`, which stands before the first message's credentials. */
  private handshakeToken(): SocketCredentials {
    return this.opts.query.single_use_token ? { single_use_token: this.opts.query.single_use_token } : {};
  }

  /** The client closed or vanished: the generation under way stops, charged for what was sent. */
  clientClosed(): void {
    if (this.over) return;
    this.clientGone = true;
    this.over = true;
    this.stopIdle();
    this.abort.abort();
    void Promise.resolve(this.current?.stop("client_gone"))
      .then(() => this.speaking.catch(() => {}))
      .then(() => Promise.all(this.openContexts().map((context) => this.keepHistory(context))))
      .catch((err: unknown) => this.deps.log.warn("a text-to-speech socket's history was not kept", err));
  }

  /** Queues the context's chunks to be spoken (in its voice and turn now) after what is queued already. */
  protected queue(context: SpeechContext, chunks: string[]): void {
    const { voiceId, turn } = context;
    for (const chunk of chunks) {
      context.pending += 1;
      this.speaking = this.speaking.then(() => (this.over ? undefined : this.speak(context, { text: chunk, voiceId, turn }))).finally(() => (context.pending -= 1));
      this.speaking.catch((err: unknown) => this.fail(err));
    }
  }

  /** Runs `then` once what is queued so far has been spoken (unless the socket ended first). */
  protected afterSpoken(then: () => void): void {
    this.speaking = this.speaking.then(() => {
      if (!this.over) then();
    });
    this.speaking.catch(() => {}); // a failure was told by the chunk that failed
  }

  /** Waits for what is queued so far. */
  protected async spoken(): Promise<void> {
    await this.speaking;
  }

  /** One chunk: a generation, its pieces sent as they come (after the backlog drains), then completed. */
  private async speak(context: SpeechContext, { text, voiceId, turn }: { text: string; voiceId: string; turn: number }): Promise<void> {
    const { query } = this.opts;
    const speech = await startSpeech(this.deps, this.principal!, {
      voiceId,
      body: {
        text,
        model_id: query.model_id,
        language_code: query.language_code,
        voice_settings: context.settings.voice_settings,
        seed: query.seed,
        apply_text_normalization: query.apply_text_normalization,
        pronunciation_dictionary_locators: context.settings.pronunciation_dictionary_locators,
      },
      query: { output_format: query.output_format, enable_logging: false },
      requestId: this.opts.requestId,
      streaming: true,
      signal: this.abort.signal,
    });
    this.current = speech;
    const tag = context.id === null ? {} : { contextId: context.id };
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
        this.port.send({ audio: Buffer.from(piece.audio).toString("base64"), alignment, normalizedAlignment: alignment, ...tag });
        if (query.enable_logging) await context.history.addAudio(piece.audio);
      }
      await speech.complete();
      if (query.enable_logging) context.history.addSpoken(speech, text, speech.alignment, chunkStart, turn);
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

  /** Keeps the context's history item (with logging), or drops what it gathered. */
  protected async keepHistory(context: SpeechContext): Promise<void> {
    const format = parseOutputFormat(this.opts.query.output_format ?? "mp3_44100_128");
    if (this.principal && this.opts.query.enable_logging && format) await context.history.keep(this.principal, this.opts.requestId, this.opts.query.model_id, format);
    else await context.history.discard();
  }

  /** Ends the socket normally (after what is queued), the inactivity timer off. */
  protected async end(closeCode: number): Promise<void> {
    this.stopIdle();
    await this.speaking;
    if (this.over) return;
    this.over = true;
    this.port.close(closeCode, "");
  }

  /** Whether the socket ended (closed, failed or left). */
  protected get ended(): boolean {
    return this.over;
  }

  /** Tells the client what went wrong, stops, keeps what was spoken whole and closes with the error's code. */
  protected async fail(err: unknown): Promise<void> {
    if (this.over) return;
    this.over = true;
    this.stopIdle();
    this.abort.abort();
    const told = socketError(err);
    if (told.code !== CLOSE_POLICY) this.deps.log.error("a text-to-speech socket failed", err);
    this.port.send(told);
    await this.current?.stop("failed").catch(() => {});
    await this.speaking.catch(() => {});
    for (const context of this.openContexts()) await this.keepHistory(context).catch((e: unknown) => this.deps.log.warn("a text-to-speech socket's history was not kept", e));
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

  /** No more inactivity timeout: the socket is closing. */
  protected stopIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}

/** A text frame of JSON in the protocol's shape, or a failure naming what is wrong. */
function parseMessage<Message>(data: unknown, schema: z.ZodType<Message>): Message {
  if (typeof data !== "string") throw new SocketFailure("invalid_message", 'Messages are JSON text frames, such as {"text": "Hello "}.');
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new SocketFailure("invalid_message", 'A message is not valid JSON: send objects such as {"text": "Hello "}.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SocketFailure("invalid_message", `${issue.path.join(".") || "message"}: ${issue.message}`);
  }
  return parsed.data;
}
