import type { VoiceSettingsInput } from "./remote/remote-types";
import type { VoiceRendering } from "../voices/voice-rendering";

/** Speech to speech (voice changer): the source speech and the voice it should come out in. */
export interface VoiceConversionRequest {
  /** The source speech, mono 16-bit PCM. */
  samples: Int16Array;
  sampleRate: number;
  /** The target voice's catalogue id (a premade voice, or a workspace voice's id as a label). */
  voiceId: string;
  /** For a voice of a remote engine: its id at that engine (what the upstream is sent). */
  engineVoiceId?: string;
  /** How to speak a workspace voice (cloned, designed), as {@link SynthesisInput.rendering}. */
  rendering?: VoiceRendering;
  /** ISO 639-1 language of the speech ("en" when not known). */
  languageCode: string;
  seed?: number;
  voiceSettings?: VoiceSettingsInput;
  /** The model asked for (remote engines pass it on). */
  modelId?: string;
  /** The file as it was uploaded: remote engines send it as it is. */
  file?: { bytes: Uint8Array; contentType: string; name: string };
  /** Who asks (a workspace id), for fair turns on shared engines. */
  owner?: string;
  signal?: AbortSignal;
}

export interface ConvertedSpeech {
  samples: Int16Array;
  sampleRate: number;
  /** What the converted audio says, when the engine knows it (the embedded one recognises it); null otherwise. */
  text: string | null;
}

export type ConvertVoice = (request: VoiceConversionRequest) => Promise<ConvertedSpeech>;

/** A sound effect described in words (POST /v1/sound-generation). */
export interface SoundRequest {
  text: string;
  /** 0.5 to 30 seconds; null: the engine chooses from the prompt. */
  durationSeconds: number | null;
  /** 0..1: how closely to follow the prompt (ElevenLabs' default 0.3). */
  promptInfluence: number;
  /** A sound whose end joins its start without a click. */
  loop: boolean;
  /** Equal requests with an equal seed give equal audio (0..4294967295). */
  seed: number;
  modelId?: string;
  signal?: AbortSignal;
}

export interface GeneratedSound {
  samples: Int16Array;
  sampleRate: number;
  /** What the engine made of the prompt, in words (the procedural engine's recipe); null when it does not say. */
  description: string | null;
  /** A category for the library (weather, water, fire, ...); null when the engine does not say. */
  category: string | null;
}

export type GenerateSound = (request: SoundRequest) => Promise<GeneratedSound>;

/** A prompt the engine has no recipe for: answered 400, naming what it understood. */
export class NoSoundRecipeError extends Error {
  constructor(
    message: string,
    /** The words of the prompt the engine recognised (possibly none). */
    readonly understood: readonly string[],
  ) {
    super(message);
    this.name = "NoSoundRecipeError";
  }
}

export type { VoiceRendering };
