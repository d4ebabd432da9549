/** What every remote speech engine offers, whatever wire protocol it speaks. */

/** A voice an engine offers, as that engine names it. */
export interface EngineVoice {
  /** The engine's own id for the voice (what its synthesis request takes). */
  engineVoiceId: string;
  name: string;
  /** ISO 639-1. */
  language: string;
  gender?: "male" | "female" | "neutral";
  description?: string;
}

/** Speech as it arrives: mono 16-bit PCM at `sampleRate`, chunk by chunk. */
export interface StreamedSpeech {
  sampleRate: number;
  /**
   * The audio as the upstream streams it. Throws when the stream is cut, times out or the
   * caller's signal aborts; leaving the loop early cancels the upstream request.
   */
  chunks: AsyncIterable<Int16Array>;
}

/**
 * The request parameters beyond text, voice and language that an engine may take, by their
 * ElevenLabs names: the voice settings, `seed`, and the text around the request
 * (`previous_text` / `next_text`, which `previous_request_ids` / `next_request_ids` resolve to).
 */
export const SYNTHESIS_PARAMETERS = ["speed", "stability", "similarity_boost", "style", "use_speaker_boost", "seed", "previous_text", "next_text"] as const;
export type SynthesisParameter = (typeof SYNTHESIS_PARAMETERS)[number];

/** ElevenLabs' voice settings besides speed (0..1, and the speaker boost). */
export interface VoiceSettingsInput {
  stability?: number;
  similarityBoost?: number;
  style?: number;
  useSpeakerBoost?: boolean;
}

/** One synthesis request to a remote engine. */
export interface RemoteSynthesisRequest {
  text: string;
  /** An {@link EngineVoice.engineVoiceId}; ignored by cloning engines when `reference` is given. */
  engineVoiceId: string;
  /** 1 = normal. */
  speed?: number;
  /** ISO 639-1, for engines that take it. */
  languageCode?: string;
  /** A recording to clone the voice from (engines that declare `voice_cloning`). */
  reference?: { wav: Uint8Array; text?: string };
  /** The voice settings, for engines that take them (see {@link SpeechSynthesizer.parameters}). */
  voiceSettings?: VoiceSettingsInput;
  /** The same seed and input give the same audio, where the engine can. */
  seed?: number;
  /** The text spoken before and after this one (the other pieces of the request, and the request's own context). */
  previousText?: string;
  nextText?: string;
}

/** Text to speech as a remote engine offers it. */
export interface SpeechSynthesizer {
  /**
   * The {@link SynthesisParameter}s it applies; the others are not sent (and a request that gave
   * them is told so). Without it: `speed` only.
   */
  readonly parameters?: readonly SynthesisParameter[];
  /** It reads v3 audio tags (`[whispers]`...) itself: they are sent as they are, not performed or removed first. */
  readonly readsAudioTags?: boolean;
  listVoices(signal?: AbortSignal): Promise<EngineVoice[]>;
  /**
   * Resolves once the upstream has accepted the request and started answering (its errors,
   * status and reason included, reject here); the audio then streams through `chunks`.
   */
  synthesize(request: RemoteSynthesisRequest, signal: AbortSignal): Promise<StreamedSpeech>;
}
