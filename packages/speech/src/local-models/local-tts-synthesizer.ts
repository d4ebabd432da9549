/**
 * Text to speech with an installed local model (sherpa-onnx `OfflineTts`: VITS/Piper, and the
 * Kokoro, Kitten and Matcha layouts), run in the model's own child process (see host-process.ts
 * for why a process and not a worker thread), never on the event loop. Long text is cut into
 * sentences (the first one short), each synthesised and streamed as soon as it is ready, so the
 * first audio comes after one sentence's work whatever the length of the text.
 */
import type { EngineVoice, RemoteSynthesisRequest, SpeechSynthesizer, StreamedSpeech } from "../engines/remote/remote-types";
import { splitForStreaming } from "../text/split-text";
import type { HostMessage } from "./host-process";
import type { ModelDescriptor } from "./model-descriptor";
import { ModelHost, type ModelHostOptions } from "./model-host";
import { sherpaLoadFor } from "./sherpa-config";

export interface LocalSynthesizerOptions extends ModelHostOptions {
  /** Longest one sentence may take before the process is deemed hung and killed; default 120 s. */
  sentenceTimeoutMs?: number;
  /** CPU threads of the model; default 1. */
  threads?: number;
}

/** Chunks handed from IPC messages to an async iterator, ending with the job or its error. */
class ChunkQueue {
  private readonly chunks: Int16Array[] = [];
  private ended = false;
  private error: Error | null = null;
  private wake: (() => void) | null = null;

  push(chunk: Int16Array): void {
    this.chunks.push(chunk);
    this.notify();
  }

  end(error?: Error): void {
    if (this.ended) return;
    this.ended = true;
    this.error = error ?? null;
    this.notify();
  }

  /** Resolves once something is queued or the job ended. */
  async ready(): Promise<void> {
    while (this.chunks.length === 0 && !this.ended) await new Promise<void>((resolve) => (this.wake = resolve));
  }

  async *drain(): AsyncGenerator<Int16Array> {
    for (;;) {
      await this.ready();
      const next = this.chunks.shift();
      if (next) yield next;
      else if (this.error) throw this.error;
      else return;
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

/** A local model's voices and speech, as the other engines offer theirs. */
export class LocalModelSynthesizer implements SpeechSynthesizer {
  /** sherpa-onnx takes a speed; its sampling noise has no seed to set. */
  readonly parameters = ["speed"] as const;
  readonly host: ModelHost;

  constructor(
    readonly dir: string,
    readonly descriptor: ModelDescriptor,
    private readonly opts: LocalSynthesizerOptions = {},
  ) {
    this.host = new ModelHost(`the local model ${descriptor.id}`, sherpaLoadFor(dir, descriptor, opts.threads), opts);
  }

  /** The descriptor's voices (one per speaker id); the voice id is the speaker id. */
  async listVoices(): Promise<EngineVoice[]> {
    const voices = this.descriptor.voices ?? [{ speakerId: 0, name: this.descriptor.name, language: this.descriptor.languages[0] ?? "en" }];
    return voices.map((v) => ({
      engineVoiceId: String(v.speakerId),
      name: v.name,
      language: v.language,
      ...(v.gender ? { gender: v.gender } : {}),
      description: `${this.descriptor.name}, speaker ${v.speakerId} (local ${this.descriptor.kind} model)`,
    }));
  }

  /**
   * Starts speaking `request.text` with speaker `engineVoiceId`: resolves when the first sentence's
   * audio is ready (the model loaded and working), rejects when the voice is unknown, the model
   * cannot be loaded or fails on the first sentence. Later failures (the process dies, a sentence
   * hangs) end the chunks with an Error; aborting `signal` or leaving the loop stops it after the
   * sentence in progress.
   */
  async synthesize(request: RemoteSynthesisRequest, signal: AbortSignal): Promise<StreamedSpeech> {
    const voices = await this.listVoices();
    if (!voices.some((v) => v.engineVoiceId === request.engineVoiceId)) {
      throw new Error(`the local model ${this.descriptor.id} has no voice ${request.engineVoiceId} (it has ${voices.map((v) => v.engineVoiceId).join(", ")})`);
    }
    const texts = splitForStreaming(request.text).filter((t) => /[\p{L}\p{N}]/u.test(t));
    if (texts.length === 0) return { sampleRate: this.descriptor.sampleRate, chunks: (async function* () {})() };
    const turn = await this.host.acquire(signal);
    const { host, loaded } = turn;
    const id = host.newId();
    const queue = new ChunkQueue();
    const timeoutMs = this.opts.sentenceTimeoutMs ?? 120_000;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        queue.end(new Error(`the local model ${this.descriptor.id} took over ${timeoutMs / 1000} s on one sentence; its process was stopped`));
        host.kill();
      }, timeoutMs);
    };
    const finish = (error?: Error) => {
      clearTimeout(timer);
      stop();
      queue.end(error);
      turn.release();
    };
    const stop = host.listen(id, (message: HostMessage) => {
      if (message.type === "audio") {
        arm();
        queue.push(message.samples as Int16Array);
      } else if (message.type === "done") finish();
      else if (message.type === "failed") finish(new Error(`the local model ${this.descriptor.id} failed: ${String(message.message)}`));
      else if (message.type === "exit") finish(new Error(`the local model ${this.descriptor.id} stopped: ${String(message.reason)}`));
    });
    const cancel = () => host.send({ type: "cancel", id });
    signal.addEventListener("abort", cancel, { once: true });
    arm();
    host.send({ type: "synthesize", id, texts, sid: Number(request.engineVoiceId), speed: request.speed ?? 1 });
    await queue.ready();
    const chunks = queue.drain();
    // The first result decides: an error on the first sentence rejects here, as a refused request would.
    const first = await chunks.next().catch((err: unknown) => {
      signal.removeEventListener("abort", cancel);
      throw err;
    });
    async function* stream(): AsyncGenerator<Int16Array> {
      try {
        if (!first.done) yield first.value;
        for await (const chunk of chunks) {
          signal.throwIfAborted();
          yield chunk;
        }
        signal.throwIfAborted();
      } finally {
        signal.removeEventListener("abort", cancel);
        cancel(); // a no-op once done; stops the rest when the consumer leaves early
      }
    }
    return { sampleRate: loaded.sampleRate, chunks: stream() };
  }

  /** Ends the model's process. */
  close(): Promise<void> {
    return this.host.close();
  }
}
