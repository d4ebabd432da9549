import { availableParallelism } from "node:os";
import { appendAlignment, emptyAlignment, type CharacterAlignment } from "../alignment/character-alignment";
import { configureCodecWorker, encodeAll, prepareCodecWorker } from "../audio/encoder";
import { parseOutputFormat } from "../audio/output-formats";
import { concatSamples } from "../audio/pcm-codecs";
import type { PronunciationRule, TextNormalizationMode } from "../text/pronunciation-rules";
import { splitForStreaming } from "../text/split-text";
import { PREMADE_VOICES, findPremadeVoice, type PremadeVoice } from "../voices/premade-voices";
import { VoiceCatalogue, type CatalogueVoice } from "../voices/voice-catalogue";
import type { EmbeddedRendering, EngineVoiceRendering, ReferenceRendering, VoiceRendering } from "../voices/voice-rendering";
import { CHECK_SENTENCE, builtInToolEngines } from "./built-in-tools";
import { streamFromSynthesizer } from "./synthesizer-stream";
import { classifyAudioTags, performAudioTags, whisperRendering, type TagPerformer } from "./audio-tag-stream";
import { engineModel } from "../models/engine-models";
import { SPEECH_MODELS, resolveModel, voiceChangerModel, type SpeechModel } from "../models/speech-models";
import { SpeechQueueFullError, UnknownVoiceError, VoiceConvertsOnlyError, VoiceEngineMissingError } from "./errors";
import { synthesizePiece, type PieceRequest, type PieceResult } from "./synthesize-piece";
import { WorkerPool, type PoolObserver } from "./worker-pool";
import { EngineRegistry, embeddedEngineDescriptors, realTimeFactorOf, type EngineCapability, type EngineHealth, type RegisteredEngine } from "../engines/engine-registry";
import { clampSpeed } from "../engines/engine-types";
import type { RemoteSynthesisRequest, SpeechSynthesizer, SynthesisParameter, VoiceSettingsInput } from "../engines/remote/remote-types";
import { createRecognitionScheduler } from "../recognition/fair-recognition";
import { createEmbeddedVoiceChanger } from "../voice-conversion/embedded-voice-changer";
import { proceduralSoundEngine } from "../sound-effects";

/** A synthesis request (the engine-independent part of an ElevenLabs TTS body). */
export interface SynthesisInput {
  text: string;
  voiceId: string;
  /** Speaking rate, 1 = normal; ElevenLabs accepts 0.7..1.2 (we clamp to 0.5..2). */
  speed?: number;
  /** ISO 639-1: an espeak-ng voice reads in this language when it differs from its own; ignored by Flite. */
  languageCode?: string;
  /**
   * Passed to the engines that take one (ElevenLabs-compatible); the embedded engines are
   * deterministic, so equal input gives equal audio whatever the seed.
   */
  seed?: number;
  /** Stability, similarity, style and speaker boost: passed to the engines that take them (see {@link SpeechService.appliedParameters}). */
  voiceSettings?: VoiceSettingsInput;
  /** `apply_text_normalization`: numbers, units, abbreviations... read out as words. */
  textNormalization?: TextNormalizationMode;
  /** `apply_language_text_normalization`: the language-specific normalization. */
  languageTextNormalization?: boolean;
  /** Rules of the request's pronunciation dictionaries, in order of precedence. */
  pronunciationRules?: PronunciationRule[];
  /** Who asks (a workspace id): the pool serves owners in turn, so none can starve another. */
  owner?: string;
  /** Text before and after this request (`previous_text` / `next_text`), as context. */
  previousText?: string;
  nextText?: string;
  /**
   * Exact character timings wanted (the with-timestamps calls): voices of engines that give no
   * timings (remote, neural) are forced-aligned piece by piece; otherwise their timing is an even
   * estimate. The embedded engines always time their words.
   */
  exactTimings?: boolean;
  /**
   * How to speak a voice that is not in the catalogue (a workspace's cloned or designed voice);
   * `voiceId` is then only a label. `embedded`: the premade base voice through the worker pool,
   * its variant applied when the base is an eSpeak NG voice (Flite has no variants: ignored
   * there), its rate multiplying `speed`; `reference`: the cloning engine speaks with the
   * recording; `engine-voice`: the engine's own voice. An engine that is not registered rejects
   * with {@link VoiceEngineMissingError}.
   */
  rendering?: VoiceRendering;
  /**
   * v3 audio tags (`[whispers]`, `[pause]`...) in the text are tags, not words: an engine that
   * reads them (an ElevenLabs engine with a v3 model) gets them as they are; otherwise the tags
   * this voice can perform are performed and the others removed, never spoken (see audioTagsOf).
   */
  audioTags?: boolean;
}

/** One streamed piece: audio plus the request characters it covers (times from the start of the whole audio). */
export interface SpeechChunk {
  samples: Int16Array;
  sampleRate: number;
  alignment: CharacterAlignment;
}

export interface SynthesisResult {
  samples: Int16Array;
  sampleRate: number;
  alignment: CharacterAlignment;
}

export interface SpeechServiceOptions {
  /**
   * Most worker threads; default one per core. The threads run at a lower scheduling priority, so
   * the event loop stays responsive while every core synthesises.
   */
  workers?: number;
  /** A piece still synthesising after this long is stopped and its request fails; default 20 s. */
  pieceTimeoutMs?: number;
  /** Requests allowed to wait for a worker before new ones get {@link SpeechQueueFullError}; default 32. */
  maxQueue?: number;
  /**
   * Synthesis and codec threads start on the first request and stop after this long without work,
   * so an idle server holds no engine memory; 0 keeps them once started. Default 0.
   */
  idleMs?: number;
  /**
   * Synthesis and codec threads kept ready once {@link SpeechService.prewarm} started them, however
   * long they sit idle: the first sound after start or after an idle spell does not wait for a
   * thread to load its engines. Default 0.
   */
  warmThreads?: number;
  /**
   * Engines besides the embedded ones (remote servers, local neural models), registered after the
   * embedded two and before PocketSphinx, so a configured recogniser is preferred to it.
   */
  engines?: readonly RegisteredEngine[];
}

const PREVIEW_FORMAT = parseOutputFormat("mp3_44100_128")!;

/** A voice the worker pool speaks (Flite, eSpeak NG); the others go through their engine's synthesizer. */
function isEmbeddedVoice(voice: CatalogueVoice): voice is PremadeVoice {
  return voice.engine === "flite" || voice.engine === "espeak-ng";
}

/** The premade voice a request's pieces are spoken with, and the embedded rendering reshaping it (if any). */
function embeddedVoiceOf(input: SynthesisInput): { voice: PremadeVoice; rendering?: EmbeddedRendering } {
  const rendering = input.rendering?.kind === "embedded" ? input.rendering : undefined;
  const voice = findPremadeVoice(rendering ? rendering.baseVoiceId : input.voiceId);
  if (!voice) throw new UnknownVoiceError(input.voiceId);
  return { voice, rendering };
}

/**
 * What Flite and eSpeak NG apply: speed (their rate), seed (they are deterministic: the same
 * input repeats the same audio, which is what a seed asks for), and next_text (the last piece's
 * intonation stays up when the text goes on). They have nothing faithful to stability,
 * similarity, style or speaker boost (no sampling, no reference to be similar to), and take no
 * prosody from text they do not say (previous_text).
 */
export const EMBEDDED_PARAMETERS: readonly SynthesisParameter[] = ["speed", "seed", "next_text"];

/** The request's speed times an embedded rendering's rate, clamped as speed is. */
function renderedSpeed(speed: number | undefined, rate: number | undefined): number {
  const factor = rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : 1;
  return clampSpeed(clampSpeed(speed) * factor);
}

/**
 * One piece's request with the text options of the whole request. `previous_text` is accepted and
 * not used (neither engine takes prosodic context from text it does not say); `next_text` keeps
 * the last piece's intonation up when it does not end a sentence (see `prepareText`).
 */
function pieceRequest(voice: PremadeVoice, input: SynthesisInput, text: string, rendering?: EmbeddedRendering): PieceRequest {
  // Only the last piece is a suffix of the text (pieces are consecutive slices of it).
  const last = input.text.endsWith(text);
  return {
    text,
    engine: voice.engine,
    engineVoice: voice.engineVoice,
    speed: renderedSpeed(input.speed, rendering?.rate),
    languageCode: input.languageCode ?? rendering?.language,
    voiceLanguage: voice.language,
    textNormalization: input.textNormalization,
    languageTextNormalization: input.languageTextNormalization,
    pronunciationRules: input.pronunciationRules,
    continues: !last || Boolean(input.nextText?.trim()),
    variant: voice.engine === "espeak-ng" ? rendering?.variant : undefined,
  };
}

/** Shifts a piece's alignment to its place in the whole audio. */
function offsetAlignment(alignment: CharacterAlignment, offset: number): CharacterAlignment {
  const shift = (t: number) => Math.round((t + offset) * 1000) / 1000;
  return {
    characters: alignment.characters,
    character_start_times_seconds: alignment.character_start_times_seconds.map(shift),
    character_end_times_seconds: alignment.character_end_times_seconds.map(shift),
  };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error("synthesis aborted");
}

/**
 * Text to speech on a pool of worker threads (synthesis never runs on the
 * caller's event loop). Requests are cut into sentences; each stream keeps
 * one piece in flight ahead of its consumer.
 */
export class SpeechService {
  private readonly pool: WorkerPool;
  private readonly maxQueue: number;
  private readonly previews = new Map<string, Promise<Uint8Array>>();
  /** The engines this service speaks through, by capability (the embedded ones today). */
  readonly engines = new EngineRegistry();
  /** Every voice: the premade ones and the engines' (refresh to list theirs). */
  readonly voices = new VoiceCatalogue(this.engines);
  /** Turns for recognition on this machine's cores, a queue per workspace (see createRecognitionScheduler). */
  readonly recognitionScheduler = createRecognitionScheduler();

  constructor(opts: SpeechServiceOptions = {}) {
    // As many codec threads as synthesis threads: MP3 can cost more than eSpeak's synthesis.
    configureCodecWorker({ idleMs: opts.idleMs ?? 0, threads: opts.workers ?? availableParallelism(), warm: opts.warmThreads });
    this.pool = new WorkerPool({
      size: opts.workers ?? availableParallelism(),
      idleMs: opts.idleMs,
      warm: opts.warmThreads,
      // eSpeak NG only: its wasm2js code takes seconds of CPU to warm up in a new thread, Flite's
      // WebAssembly a few tenths (its instance would cost the kept thread 24 MB more, and the process
      // its compiled module and initial image, 38 MB).
      warmEngines: ["espeak-ng"],
      pieceTimeoutMs: opts.pieceTimeoutMs,
      // The server will encode what we synthesise: load the codec thread alongside.
      onFirstWorker: prepareCodecWorker,
    });
    this.maxQueue = opts.maxQueue ?? 32;
    for (const descriptor of embeddedEngineDescriptors()) {
      this.engines.register({ ...descriptor, checkHealth: () => this.checkEmbeddedEngine(descriptor.id) });
    }
    for (const engine of opts.engines ?? []) this.engines.register(engine);
    const flite = PREMADE_VOICES.find((v) => v.engine === "flite")!;
    for (const engine of builtInToolEngines(() => this.synthesize({ text: CHECK_SENTENCE, voiceId: flite.voiceId, owner: "engine-check" }))) {
      this.engines.register(engine);
    }
    this.engines.register(proceduralSoundEngine());
    if (this.engines.withCapability("speech_recognition").some((e) => e.recognize)) this.engines.register(createEmbeddedVoiceChanger({ synthesize: (input, signal) => this.synthesize(input, signal), registry: this.engines, recognitionScheduler: this.recognitionScheduler }));
  }

  /**
   * An embedded engine's check: its first catalogue voice says its preview through the pool, as a
   * request would; healthy with the real-time factor when audio comes back.
   */
  private async checkEmbeddedEngine(engineId: string): Promise<EngineHealth> {
    const voice = PREMADE_VOICES.find((v) => v.engine === engineId);
    if (!voice) return { status: "unhealthy", detail: "no voice in the catalogue", checkedAt: new Date(), realTimeFactor: null };
    const started = performance.now();
    const result = await this.synthesize({ text: voice.previewText, voiceId: voice.voiceId, owner: "engine-check" });
    const seconds = (performance.now() - started) / 1000;
    const audioSeconds = result.samples.length / result.sampleRate;
    if (audioSeconds <= 0) return { status: "unhealthy", detail: "the engine produced no audio", checkedAt: new Date(), realTimeFactor: null };
    return { status: "healthy", detail: null, checkedAt: new Date(), realTimeFactor: realTimeFactorOf(seconds, audioSeconds) };
  }

  /**
   * The models GET /v1/models lists: the embedded engines' three, then one per engine with a
   * synthesizer (remote servers, local neural models) with the languages of its voices.
   */
  models(): SpeechModel[] {
    const engineModels = this.engines.list().flatMap((engine) => (engine.synthesizer ? [engineModel(engine, this.voices.voicesOf(engine.id))] : []));
    const changer = this.engines.list().find((e) => e.kind === "embedded" && e.convertVoice !== undefined);
    return [...SPEECH_MODELS, ...engineModels, ...(changer ? [voiceChangerModel(changer)] : [])];
  }

  /** The model serving `modelId` (see resolveModel), an engine's model by its id too; undefined for none. */
  resolveModel(modelId: string | undefined | null): SpeechModel | undefined {
    const embedded = resolveModel(modelId);
    if (embedded || !modelId) return embedded;
    const engine = this.engines.get(modelId);
    return engine?.synthesizer ? engineModel(engine, this.voices.voicesOf(engine.id)) : undefined;
  }

  /** Registers an engine while the server runs (a local model just added) and lists its voices. */
  async addEngine(engine: RegisteredEngine): Promise<void> {
    this.engines.register(engine);
    await this.voices.refresh();
  }

  /** Takes an engine out while the server runs (a local model removed): its voices leave the catalogue and it is closed. */
  async removeEngine(id: string): Promise<void> {
    const engine = this.engines.get(id);
    if (!engine || !this.engines.unregister(id)) return;
    await this.voices.refresh();
    await engine.close?.();
  }

  /** Engines that clone a voice from a recording (`voice_cloning`, with a synthesizer), in registration order. */
  cloningEngines(): RegisteredEngine[] {
    return this.speakingEngines("voice_cloning");
  }

  /** Engines that make a voice from a description (`voice_design`, with a synthesizer), in registration order. */
  designEngines(): RegisteredEngine[] {
    return this.speakingEngines("voice_design");
  }

  private speakingEngines(capability: EngineCapability): RegisteredEngine[] {
    return this.engines.list().filter((e) => e.synthesizer && e.capabilities.includes(capability));
  }

  /** The model of the engine a voice of another engine than the embedded two speaks through; undefined for premade voices. */
  modelOfVoice(voice: CatalogueVoice): SpeechModel | undefined {
    return isEmbeddedVoice(voice) ? undefined : this.resolveModel(voice.engine);
  }

  /** Reports each piece's queue wait and synthesis time to `observer` from now on (replacing the previous one). */
  observe(observer: PoolObserver): void {
    this.pool.observer = observer;
  }

  /** Synthesis threads running now (they start on demand and stop when idle). */
  get runningWorkers(): number {
    return this.pool.running;
  }

  /** Pieces waiting for a worker (roughly: requests waiting). */
  get queueDepth(): number {
    return this.pool.depth;
  }

  /**
   * Yields audio sentence by sentence; the first chunk is the first clause
   * or first few words. The chunks' alignment characters, joined, equal
   * `input.text`. Throws {@link UnknownVoiceError}, {@link VoiceEngineMissingError}
   * or {@link SpeechQueueFullError} before yielding anything. Aborting `signal`
   * (or leaving the loop) stops further synthesis.
   */
  async *stream(input: SynthesisInput, signal?: AbortSignal): AsyncGenerator<SpeechChunk, void, undefined> {
    const performer = input.audioTags ? this.audioTagPerformer(input) : null;
    if (performer) {
      yield* performAudioTags(input, performer, signal);
      return;
    }
    if (input.rendering && input.rendering.kind !== "embedded") {
      yield* this.streamRenderedByEngine(input.rendering, input, signal);
      return;
    }
    const found = input.rendering ? undefined : this.voices.find(input.voiceId);
    if (found && !isEmbeddedVoice(found)) {
      yield* this.streamEngineVoice(found, input, signal);
      return;
    }
    const { voice, rendering } = embeddedVoiceOf(input);
    if (this.pool.depth >= this.maxQueue) throw new SpeechQueueFullError();
    const pieces = splitForStreaming(input.text);
    if (signal?.aborted) throw abortError(signal);

    let offset = 0;
    let pending: { id: number; result: Promise<PieceResult> } | undefined;
    const next = (index: number) => {
      if (index >= pieces.length || signal?.aborted) return undefined;
      const job = this.pool.submit(pieceRequest(voice, input, pieces[index], rendering), input.owner);
      job.result.catch(() => {}); // observed below; avoid unhandled rejections when abandoned
      return job;
    };
    const onAbort = () => pending && this.pool.cancel(pending.id);
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      pending = next(0);
      for (let index = 0; pending; index++) {
        const result = await pending.result.catch((error: unknown) => {
          throw signal?.aborted ? abortError(signal) : error;
        });
        if (signal?.aborted) throw abortError(signal);
        pending = next(index + 1); // synthesize ahead while the consumer handles this chunk
        const chunk = { samples: result.samples, sampleRate: result.sampleRate, alignment: offsetAlignment(result.alignment, offset) };
        offset += result.samples.length / result.sampleRate;
        yield chunk;
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
      if (pending) this.pool.cancel(pending.id);
    }
  }

  /** A voice of an engine with a synthesizer (remote or local model): its pieces, timed (see SynthesisInput.exactTimings). */
  private async *streamEngineVoice(voice: CatalogueVoice, input: SynthesisInput, signal?: AbortSignal): AsyncGenerator<SpeechChunk, void, undefined> {
    const engine = this.engines.get(voice.engine);
    if (engine && !engine.synthesizer && engine.conversionVoices) throw new VoiceConvertsOnlyError(voice.voiceId, voice.name);
    if (!engine?.synthesizer) throw new UnknownVoiceError(input.voiceId);
    yield* this.streamFromEngine(engine.synthesizer, voice.language, { engineVoiceId: voice.engineVoice, languageCode: input.languageCode }, input, signal);
  }

  /**
   * A workspace voice an engine speaks: with its reference recording (the engine must still clone
   * voices) or as the engine's own voice. The voice's language goes with each piece when the
   * request names none: the engine cannot know it from a recording.
   */
  private async *streamRenderedByEngine(rendering: ReferenceRendering | EngineVoiceRendering, input: SynthesisInput, signal?: AbortSignal): AsyncGenerator<SpeechChunk, void, undefined> {
    const engine = this.engines.get(rendering.engineId);
    const cloning = rendering.kind === "reference";
    if (!engine) throw new VoiceEngineMissingError(rendering.engineId);
    if (!engine.synthesizer || (cloning && !engine.capabilities.includes("voice_cloning"))) {
      throw new VoiceEngineMissingError(rendering.engineId, cloning ? "no longer clones voices" : "no longer speaks");
    }
    // Cloning engines ignore the voice id when a reference comes with it: the label will do.
    const voice = cloning ? { engineVoiceId: input.voiceId, reference: rendering.reference } : { engineVoiceId: rendering.engineVoice };
    yield* this.streamFromEngine(engine.synthesizer, rendering.language, { ...voice, languageCode: input.languageCode ?? rendering.language }, input, signal);
  }

  /** An engine's synthesizer on the request's text, timed (see SynthesisInput.exactTimings). */
  private streamFromEngine(
    synthesizer: SpeechSynthesizer,
    language: string,
    voice: Pick<RemoteSynthesisRequest, "engineVoiceId" | "languageCode" | "reference">,
    input: SynthesisInput,
    signal?: AbortSignal,
  ): AsyncGenerator<SpeechChunk> {
    const aligner = input.exactTimings ? this.engines.aligner() : undefined;
    const align = aligner && aligner.languages.includes(language) ? aligner.align : undefined;
    const { speed, voiceSettings, seed, previousText, nextText } = input;
    return streamFromSynthesizer({ synthesizer, ...voice, text: input.text, speed, voiceSettings, seed, previousText, nextText, align }, signal ?? new AbortController().signal);
  }

  /**
   * The {@link SynthesisParameter}s the engine speaking this voice applies: an engine's own list
   * (see SpeechSynthesizer.parameters), or for the embedded engines {@link EMBEDDED_PARAMETERS}.
   * An engine that is not registered applies none (its synthesis fails anyway).
   */
  appliedParameters(input: Pick<SynthesisInput, "voiceId" | "rendering">): ReadonlySet<SynthesisParameter> {
    const engineId = this.engineIdOf(input);
    if (engineId === undefined) return new Set(EMBEDDED_PARAMETERS);
    const synthesizer = this.engines.get(engineId)?.synthesizer;
    return new Set(synthesizer ? (synthesizer.parameters ?? ["speed"]) : []);
  }

  /** Whole-text synthesis (same path as {@link stream}, concatenated). */
  async synthesize(input: SynthesisInput, signal?: AbortSignal): Promise<SynthesisResult> {
    const parts: Int16Array[] = [];
    const alignment: CharacterAlignment = emptyAlignment();
    // Empty text yields no chunk: the rate is then the embedded engine's.
    const { rendering } = input;
    const engine = rendering ? rendering.kind === "embedded" && findPremadeVoice(rendering.baseVoiceId)?.engine : this.voices.find(input.voiceId)?.engine;
    let sampleRate = engine === "flite" ? 16000 : 22050;
    for await (const chunk of this.stream(input, signal)) {
      parts.push(chunk.samples);
      sampleRate = chunk.sampleRate;
      appendAlignment(alignment, chunk.alignment);
    }
    return { samples: concatSamples(parts), sampleRate, alignment };
  }

  /** A voice's preview (its previewText) as MP3 44.1 kHz 128 kbps; cached per voice. */
  renderPreview(voiceId: string): Promise<Uint8Array> {
    const voice = this.voices.find(voiceId);
    if (!voice) return Promise.reject(new UnknownVoiceError(voiceId));
    let preview = this.previews.get(voice.voiceId);
    if (!preview) {
      preview = this.synthesize({ text: voice.previewText, voiceId }).then((r) => encodeAll(PREVIEW_FORMAT, r.samples, r.sampleRate));
      preview.catch(() => this.previews.delete(voice.voiceId)); // retry next time
      this.previews.set(voice.voiceId, preview);
    }
    return preview;
  }

  /** Starts the warm synthesis and codec threads ({@link SpeechServiceOptions.warmThreads}) now, in the background. */
  prewarm(): void {
    this.pool.prewarm();
  }

  /**
   * Says that a request for this voice is on its way (being checked and charged): when no synthesis
   * thread is running, one starts and loads the voice's engine meanwhile, with its codec thread.
   * Voices of other engines than the embedded two: nothing to do.
   */
  anticipate(input: Pick<SynthesisInput, "voiceId" | "rendering">): void {
    if (input.rendering && input.rendering.kind !== "embedded") return;
    const voice = findPremadeVoice(input.rendering ? input.rendering.baseVoiceId : input.voiceId);
    if (voice) this.pool.anticipate(voice.engine);
  }

  /** Stops the workers and releases the other engines (local models' processes); pending requests fail. */
  async close(): Promise<void> {
    await Promise.all(this.engines.list().map((engine) => engine.close?.()));
    await this.pool.close();
  }

  /** The engine speaking a voice that is not the embedded engines' (remote, local model), else undefined. */
  private engineIdOf(input: Pick<SynthesisInput, "voiceId" | "rendering">): string | undefined {
    if (input.rendering) return input.rendering.kind === "embedded" ? undefined : input.rendering.engineId;
    const found = this.voices.find(input.voiceId);
    return found && !isEmbeddedVoice(found) ? found.engine : undefined;
  }

  /**
   * How this voice takes v3 audio tags: null when its engine reads them itself (an ElevenLabs
   * engine with a v3 model), else how they are performed here (see performAudioTags). Throws
   * {@link UnknownVoiceError} for a voice that is nowhere.
   */
  private audioTagPerformer(input: Pick<SynthesisInput, "text" | "voiceId" | "rendering">): TagPerformer | null {
    const speak = (stretch: SynthesisInput, signal?: AbortSignal) => this.stream(stretch, signal);
    const engineId = this.engineIdOf(input);
    if (engineId !== undefined) return this.engines.get(engineId)?.synthesizer?.readsAudioTags ? null : { speak, sampleRate: 24000 };
    const { voice, rendering } = embeddedVoiceOf(input);
    return { speak, whisper: whisperRendering(voice, rendering), sampleRate: voice.engine === "flite" ? 16000 : 22050 };
  }

  /**
   * The v3 audio tags of `input.text` (names, each once) this voice performs, and those it does
   * not (removed before synthesis): an engine that reads them performs them all; the embedded
   * engines perform pauses and breaths, eSpeak NG voices whispers too.
   */
  audioTagsOf(input: Pick<SynthesisInput, "text" | "voiceId" | "rendering">): { performed: string[]; unperformed: string[] } {
    let performer: TagPerformer | null;
    try {
      performer = this.audioTagPerformer(input);
    } catch {
      performer = { speak: (stretch) => this.stream(stretch), sampleRate: 24000 };
    }
    return classifyAudioTags(input.text, performer?.whisper !== undefined, performer === null);
  }
}

/**
 * Runs the engine in the CURRENT thread, on the whole text at once, with no
 * pool: the "raw engine time" for benchmarks, and tests. Never call it from
 * a request handler.
 */
export async function synthesizeRaw(input: SynthesisInput): Promise<SynthesisResult> {
  if (input.rendering && input.rendering.kind !== "embedded") throw new Error("synthesizeRaw speaks embedded voices only");
  const { voice, rendering } = embeddedVoiceOf(input);
  return synthesizePiece(pieceRequest(voice, input, input.text, rendering));
}
