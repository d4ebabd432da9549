import type { DenoiseStream } from "../denoise/rnnoise";
import type { Align, Recognize } from "../recognition/recognition-types";
import type { EngineVoice, SpeechSynthesizer } from "./remote/remote-types";
import type { ConvertVoice, GenerateSound } from "./conversion-types";
import type { GuardState } from "./remote/resilience";
import type { Translate } from "./translation-types";
import { PREMADE_VOICES, type PremadeVoice } from "../voices/premade-voices";

/**
 * What an engine can do. Everything above the speech package asks the registry for a capability,
 * never for an engine by name, so cloning, transcription or alignment work with whichever engine
 * is installed.
 */
export const ENGINE_CAPABILITIES = [
  "text_to_speech",
  "streaming",
  "alignment",
  "voice_cloning",
  "voice_design",
  "speech_recognition",
  "diarization",
  "voice_conversion",
  "denoising",
  "speaker_embedding",
  "voice_activity",
  "sound_generation",
  "translation",
] as const;
export type EngineCapability = (typeof ENGINE_CAPABILITIES)[number];

/** Where an engine runs: inside this server (WebAssembly), from a model file on disk, or another server. */
export type EngineKind = "embedded" | "local_model" | "remote";

export interface EngineHealth {
  status: "healthy" | "unhealthy" | "unknown";
  /** Why it is not healthy, for the operator. */
  detail: string | null;
  checkedAt: Date | null;
  /** Seconds of work per second of audio in the check, through the same path requests take (queue included). */
  realTimeFactor: number | null;
}

/** What an engine declares about itself. */
export interface EngineDescriptor {
  /** Stable id, e.g. `espeak-ng`, `flite`. */
  id: string;
  name: string;
  kind: EngineKind;
  /** An honest sentence on what it is and how it sounds. */
  description: string;
  capabilities: readonly EngineCapability[];
  /** ISO 639-1 codes it speaks or recognises. */
  languages: readonly string[];
  /** Its voices in the catalogue (text-to-speech engines). */
  voiceCount: number;
  /** The licence of its code or model. */
  license: string;
}

/** Seconds of work per second of audio, to four decimals (what an engine's check reports). */
export function realTimeFactorOf(workSeconds: number, audioSeconds: number): number {
  return Math.round((workSeconds / audioSeconds) * 10_000) / 10_000;
}

/** A registered engine: its descriptor and how to check it. */
export interface RegisteredEngine extends EngineDescriptor {
  /** Checks that the engine works now (for embedded engines: a short synthesis). */
  checkHealth(): Promise<EngineHealth>;
  /** Its speech recognition, when it declares `speech_recognition`. */
  recognize?: Recognize;
  /** Its forced alignment of a known text in audio, when it declares `alignment` and offers it. */
  align?: Align;
  /** Its text to speech through a remote server (kind `remote`), when it declares `text_to_speech`. */
  synthesizer?: SpeechSynthesizer;
  /** Its voices keep their own ids in the catalogue (an ElevenLabs-compatible upstream: stored ids keep working). */
  keepsVoiceIds?: boolean;
  /** A remote engine's guard now (breaker state, consecutive failures, in flight, queued), for health reports. */
  guardState?(): GuardState;
  /** Its noise suppression (mono PCM in and out at the same rate), when it declares `denoising`. */
  denoise?: (samples: Int16Array, sampleRate: number) => Promise<Int16Array>;
  /** The same over 48 kHz audio that arrives in pieces, one state throughout (long files in bounded memory). */
  denoiseStream?: () => Promise<DenoiseStream>;
  /** Releases what the engine holds (a local model's process); called when the speech service closes. */
  close?(): Promise<void>;
  /** Where speech is in mono PCM (seconds), when it declares `voice_activity`. */
  detectSpeech?: (samples: Int16Array, sampleRate: number) => Promise<{ start: number; end: number }[]>;
  /** Its speech to speech (voice changer), when it declares `voice_conversion`. */
  convertVoice?: ConvertVoice;
  /**
   * The voices it converts speech into without reading text (a voice-conversion server's models):
   * in the catalogue for speech to speech; text to speech with them is refused.
   */
  conversionVoices?: { listVoices(signal?: AbortSignal): Promise<EngineVoice[]> };
  /** Its sound effects from a description, when it declares `sound_generation`. */
  generateSound?: GenerateSound;
  /** Its text translation between the languages it declares, when it declares `translation`. */
  translate?: Translate;
}

/** The engines of this server, by capability. */
export class EngineRegistry {
  private readonly engines = new Map<string, RegisteredEngine>();
  private readonly health = new Map<string, EngineHealth>();

  register(engine: RegisteredEngine): void {
    if (this.engines.has(engine.id)) throw new Error(`engine ${engine.id} is registered twice`);
    this.engines.set(engine.id, engine);
  }

  /** Takes an engine out (a local model removed); its last health is forgotten. False when it was not registered. */
  unregister(id: string): boolean {
    this.health.delete(id);
    return this.engines.delete(id);
  }

  /** Every engine, in registration order. */
  list(): RegisteredEngine[] {
    return [...this.engines.values()];
  }

  get(id: string): RegisteredEngine | undefined {
    return this.engines.get(id);
  }

  /**
   * Engines that can do `capability` (speaking `language`, when given), those last seen healthy
   * first, then unknown, then unhealthy; registration order within each.
   */
  withCapability(capability: EngineCapability, opts: { language?: string } = {}): RegisteredEngine[] {
    const rank = (e: RegisteredEngine) => ({ healthy: 0, unknown: 1, unhealthy: 2 })[this.lastHealth(e.id).status];
    return this.list()
      .filter((e) => e.capabilities.includes(capability) && (opts.language === undefined || e.languages.includes(opts.language)))
      .map((e, i) => ({ e, i }))
      .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
      .map(({ e }) => e);
  }

  /**
   * The engine to recognise speech in `language` with: the best-placed one that declares the
   * capability and offers it (see {@link withCapability}); undefined when none is installed.
   */
  recognizerFor(language: string): (RegisteredEngine & { recognize: Recognize }) | undefined {
    return this.withCapability("speech_recognition", { language }).find((e): e is RegisteredEngine & { recognize: Recognize } => e.recognize !== undefined);
  }

  /** The engine to align a known text with: the best-placed one that offers forced alignment; undefined when none does. */
  aligner(): (RegisteredEngine & { align: Align }) | undefined {
    return this.withCapability("alignment").find((e): e is RegisteredEngine & { align: Align } => e.align !== undefined);
  }

  /** The best-placed engine offering noise suppression; undefined when none does. */
  denoiser(): (RegisteredEngine & Required<Pick<RegisteredEngine, "denoise">>) | undefined {
    return this.withCapability("denoising").find((e): e is RegisteredEngine & Required<Pick<RegisteredEngine, "denoise">> => e.denoise !== undefined);
  }

  /** The best-placed voice activity detector; undefined when none is installed. */
  voiceActivityDetector(): (RegisteredEngine & Required<Pick<RegisteredEngine, "detectSpeech">>) | undefined {
    return this.withCapability("voice_activity").find((e): e is RegisteredEngine & Required<Pick<RegisteredEngine, "detectSpeech">> => e.detectSpeech !== undefined);
  }

  /** The best-placed engine offering speech to speech; undefined when none does. */
  voiceChanger(): (RegisteredEngine & Required<Pick<RegisteredEngine, "convertVoice">>) | undefined {
    return this.withCapability("voice_conversion").find((e): e is RegisteredEngine & Required<Pick<RegisteredEngine, "convertVoice">> => e.convertVoice !== undefined);
  }

  /** The best-placed engine offering sound effects; undefined when none does. */
  soundGenerator(): (RegisteredEngine & Required<Pick<RegisteredEngine, "generateSound">>) | undefined {
    return this.withCapability("sound_generation").find((e): e is RegisteredEngine & Required<Pick<RegisteredEngine, "generateSound">> => e.generateSound !== undefined);
  }

  /**
   * The engine to translate `from` → `to` with: the best-placed one offering translation whose
   * `languages` include both (only `to` when `from` is "auto"). No engine translates "any pair":
   * a language-model engine declares a broad list (its kind's default, which the operator
   * widens or narrows), a LibreTranslate engine the languages configured for its server (and
   * refuses, naming the pair, one the server turns out not to offer). Undefined when none fits.
   */
  translator(from: string, to: string): (RegisteredEngine & Required<Pick<RegisteredEngine, "translate">>) | undefined {
    return this.withCapability("translation", { language: to }).find(
      (e): e is RegisteredEngine & Required<Pick<RegisteredEngine, "translate">> => e.translate !== undefined && (from === "auto" || e.languages.includes(from)),
    );
  }

  /** Whether any engine can do `capability`. */
  can(capability: EngineCapability): boolean {
    return this.list().some((e) => e.capabilities.includes(capability));
  }

  /** The languages of every engine that can do `capability`, sorted. */
  languagesFor(capability: EngineCapability): string[] {
    return [...new Set(this.withCapability(capability).flatMap((e) => e.languages))].sort();
  }

  /** Checks an engine now and remembers the answer; a check that throws is an unhealthy engine. */
  async check(id: string, now = () => new Date()): Promise<EngineHealth> {
    const engine = this.engines.get(id);
    if (!engine) throw new Error(`no engine ${id}`);
    let result: EngineHealth;
    try {
      result = await engine.checkHealth();
    } catch (err) {
      result = { status: "unhealthy", detail: err instanceof Error ? err.message : String(err), checkedAt: now(), realTimeFactor: null };
    }
    this.health.set(id, result);
    return result;
  }

  /** The last check's answer (unknown before the first). */
  lastHealth(id: string): EngineHealth {
    return this.health.get(id) ?? { status: "unknown", detail: null, checkedAt: null, realTimeFactor: null };
  }
}

/** The embedded engines' descriptors, from the voice catalogue (their voices and languages). */
export function embeddedEngineDescriptors(voices: readonly PremadeVoice[] = PREMADE_VOICES): EngineDescriptor[] {
  const of = (engine: PremadeVoice["engine"]) => voices.filter((v) => v.engine === engine);
  const languages = (engine: PremadeVoice["engine"]) => [...new Set(of(engine).map((v) => v.language))].sort();
  return [
    {
      id: "flite",
      name: "Flite",
      kind: "embedded",
      description:
        "CMU Flite compiled to WebAssembly: statistical parametric English voices, natural for their size but buzzy; " +
        "runs on the CPU inside this server, no model files.",
      capabilities: ["text_to_speech", "streaming", "alignment"],
      languages: languages("flite"),
      voiceCount: of("flite").length,
      license: "BSD-style (CMU Flite)",
    },
    {
      id: "espeak-ng",
      name: "eSpeak NG",
      kind: "embedded",
      description:
        "eSpeak NG compiled to WebAssembly: formant synthesis for many languages, clearly robotic; " +
        "runs on the CPU inside this server, no model files.",
      capabilities: ["text_to_speech", "streaming", "alignment"],
      languages: languages("espeak-ng"),
      voiceCount: of("espeak-ng").length,
      license: "GPL-3.0-or-later (eSpeak NG)",
    },
  ];
}

/** CMU PocketSphinx (Debian's packages), registered when installed: English recognition with word times. */
export const POCKETSPHINX_DESCRIPTOR: EngineDescriptor = {
  id: "pocketsphinx",
  name: "PocketSphinx",
  kind: "local_model",
  description:
    "CMU PocketSphinx with its US English model, from Debian's pocketsphinx and pocketsphinx-en-us packages: " +
    "English speech recognition with word times on the CPU, about 0.37 word error rate on read speech (a fallback, not Whisper), " +
    "and forced alignment of a known English text (word boundaries about 15 ms from a synthesiser's own timings).",
  capabilities: ["speech_recognition", "alignment"],
  languages: ["en"],
  voiceCount: 0,
  license: "BSD-2-Clause (CMU PocketSphinx)",
};

/** RNNoise in WebAssembly (an npm package): always installed. */
export const RNNOISE_DESCRIPTOR: EngineDescriptor = {
  id: "rnnoise",
  name: "RNNoise",
  kind: "embedded",
  description:
    "Xiph's RNNoise recurrent noise suppressor compiled to WebAssembly, at 48 kHz on the CPU (about 0.02 s of work per second of audio): " +
    "removes steady background noise (fans, hum, hiss) and lowers recogniser errors on noisy speech; it does not separate voices from music.",
  capabilities: ["denoising"],
  languages: [],
  voiceCount: 0,
  license: "BSD-3-Clause (RNNoise)",
};

/** Silero VAD v6 on sherpa-onnx (npm packages), when its model file checks out. */
export const SILERO_VAD_DESCRIPTOR: EngineDescriptor = {
  id: "silero-vad",
  name: "Silero VAD",
  kind: "local_model",
  description:
    "Silero's voice activity detector (v6, 2 MB ONNX model from an npm package) run by sherpa-onnx on the CPU " +
    "(about 0.004 s of work per second of audio): finds where speech is, to trim and cut uploads.",
  capabilities: ["voice_activity"],
  languages: [],
  voiceCount: 0,
  license: "MIT (Silero VAD model), Apache-2.0 (sherpa-onnx)",
};
